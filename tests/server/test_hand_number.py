"""``hand_number`` is the hand's index, 0 for the first hand, in every place
that gives it (docs/api.md, View; docs/rules.md, ``bideuchre replay``).

Before: ``GET /api/games`` answered ``"hand_number": 0`` for a game whose
first hand was over, and ``bideuchre replay`` printed ``hand_number 0``,
with no word in the docs saying whether 0 was an index or a count of hands
played; the page shows "Hand 1" for it.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from bideuchre.engine import replay

from .conftest import make_client
from .support import Driver

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_hand_number_is_the_same_index_in_the_summary_view_scores_and_replay(
    tmp_path: Path, database_url: str | None
) -> None:
    with make_client(tmp_path / "data", database_url) as client:
        d = Driver(client, random.Random(7))
        d.create("single-deck", level="random")
        d.finish_hand()
        view = d.view
        assert view["phase"] in ("hand_over", "game_over")
        (summary,) = client.get("/api/games").json()["games"]
        (scored,) = view["hand_scores"]
        assert summary["hand_number"] == view["hand_number"] == scored["hand_number"] == 0
        record = client.get(f"/api/games/{view['id']}/record").json()
        assert replay(record).to_json()["hand_number"] == 0
        d.step()  # the next deal
        assert d.view["hand_number"] == 1
        (summary,) = client.get("/api/games").json()["games"]
        assert summary["hand_number"] == 1


def test_the_docs_say_hand_number_counts_from_0_and_the_page_adds_1() -> None:
    api = (DOCS / "api.md").read_text(encoding="utf-8")
    rules = (DOCS / "rules.md").read_text(encoding="utf-8")
    assert re.search(r"`hand_number` is the hand's index in the game, counted from 0", api)
    assert "not a count of hands played" in api
    assert re.search(r"`hand_number`: that hand's index in the game, counted from 0", rules)
    assert '"Hand 1"' in api and '"Hand 1"' in rules
    en = (Path(__file__).resolve().parents[2] / "src/bideuchre/web/js/i18n/en.js").read_text(
        encoding="utf-8"
    )
    assert "handTitle: (n) => `Hand ${n + 1}`" in en
