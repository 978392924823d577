"""The game store without its cache: every request rebuilds the game by
replaying the stored record, and the stored record is the engine's own."""

from __future__ import annotations

import random
from pathlib import Path

from bideuchre.engine import GameRecord
from bideuchre.server.models import Game

from .conftest import make_client
from .support import TEST_LEVEL, Driver, real_state


def test_games_play_the_same_without_the_state_cache(tmp_path: Path) -> None:
    finals = []
    for cache in (0, 512):
        with make_client(tmp_path / f"data{cache}", state_cache_size=cache) as client:
            store = client.app.state.store  # type: ignore[attr-defined]
            casual = client.app.state.casual  # type: ignore[attr-defined]
            driver = Driver(client, random.Random(12))
            # The same game both times: the service takes the seed it is given.
            step, secret = casual.create_game(
                None,
                {"preset": "single-deck", "target_score": 21},
                TEST_LEVEL,
                partner_level=TEST_LEVEL,
                seed="fixed",
            )
            client.cookies.set("bideuchre_player", secret)
            driver.view = step.view.model_dump(mode="json")
            driver.finish_game()
            with store.sessions() as session:
                row = session.get(Game, driver.view["id"])
                assert row is not None
                state = real_state(row.record)
                # What is stored is exactly the engine's record of the game.
                assert row.record == GameRecord.of(state).to_json()
                assert store.record_json(row.id, state) == row.record
            assert driver.view["totals"] == {"NS": state.totals[0], "EW": state.totals[1]}
            finals.append((row.record, driver.view["hand_scores"]))
    assert finals[0] == finals[1]
