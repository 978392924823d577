"""A past daily day that nobody played says so (leaderboard.js,
``boardNobody``).  Before, in French: "Personne n'a encore fini la partie
de ce jour. Résultats définitifs." — "not finished yet" beside "final
results", for a day over and empty.  Chromium on the real server, the
leaderboard's answer fixed."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import DESKTOP, _open
from .driver import set_speed_before_load

pytestmark = pytest.mark.browser

EMPTY = {
    "date": "2026-12-01",
    "closed": True,
    "deals": 8,
    "players": 0,
    "offset": 0,
    "limit": 100,
    "you": None,
    "entries": [],
}
SAID = {
    "en": "Nobody played this day's game.",
    "fr": "Personne n’a joué la partie de ce jour.",
    "pt-BR": "Ninguém jogou o jogo deste dia.",
    "ru": "В игру этого дня никто не играл.",
}
NOT_SAID = {
    "en": ("yet", "Final results"),
    "fr": ("encore", "Résultats définitifs"),
    "pt-BR": ("ainda", "Resultado final"),
    "ru": ("ещё", "Окончательные"),
}


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_a_past_day_nobody_played_says_so(browser: Any, server_url: str, lang: str) -> None:
    context, page, errors = _open(browser, DESKTOP, locale=lang)
    try:
        page.route("**/api/daily/leaderboard*", lambda r: r.fulfill(json=EMPTY))
        set_speed_before_load(page)
        page.goto(f"{server_url}/#leaderboard/2026-12-01")
        page.locator(".page-leaderboard .board-empty").wait_for()
        text = page.inner_text(".page-leaderboard")
        assert SAID[lang] in text, text
        assert page.inner_text(".page-leaderboard .board-empty") == SAID[lang]
        for words in NOT_SAID[lang]:
            assert words not in text, text
    finally:
        context.close()
    assert not errors, errors
