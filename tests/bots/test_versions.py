"""The registry of the search levels' settings versions (docs/bots.md,
"Settings versions"): a registered version never changes (the daily game
replays a day with the version it started with), the current one is what
``medium`` and ``hard`` play, and an old one is still reachable."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bideuchre.bots import make_bot, versions
from bideuchre.bots.hard import HARD
from bideuchre.bots.medium import MEDIUM
from bideuchre.bots.searchbot import SearchBot

#: The fingerprint of every registered version.  A failure here means a
#: registered version's settings changed (a configuration, a SimBidConfig or
#: CallPolicy default): keep the old settings in the old version and add a
#: new version for the new ones instead, then add its fingerprint here.
#: Adding a setting whose default keeps the old play also changes the reprs:
#: then, and only with hard's decision digests unchanged
#: (tests/bots/test_bots_speedups.py), record the new fingerprints (done once:
#: ``game_points``, ``win_model``, per-preset ``compete_offset`` of i9-late).
FINGERPRINTS = {
    "v1": "ec41b87c4f806fd4",
    "v2": "60f003cfa9edca86",
    "v3": "87a04890b5bd5da5",
}


def test_registered_versions_never_change() -> None:
    assert {v: versions.fingerprint(v) for v in versions.VERSIONS} == FINGERPRINTS


def test_the_current_version_is_what_the_levels_play() -> None:
    assert versions.CURRENT in versions.VERSIONS
    assert versions.VERSIONS[versions.CURRENT] == {"medium": MEDIUM, "hard": HARD}
    for level, config in (("medium", MEDIUM), ("hard", HARD)):
        bot = make_bot(level)
        assert isinstance(bot, SearchBot) and bot.config == config and bot.name == level


def test_an_old_version_is_still_reachable() -> None:
    bot = make_bot("hard", "v1")
    assert isinstance(bot, SearchBot)
    assert bot.config == replace(
        HARD, play_worlds=48, min_play_worlds=12, play_work=200, bid_worlds=96, solve_tricks=4
    )
    assert bot.bid_config().worlds == 96


def test_v2_solves_from_four_tricks_left_and_v3_from_three() -> None:
    v2, v3 = make_bot("hard", "v2"), make_bot("hard", "v3")
    assert isinstance(v2, SearchBot) and isinstance(v3, SearchBot)
    assert v2.config == replace(HARD, solve_tricks=4)
    assert v3.config == HARD and HARD.solve_tricks == 3


def test_an_unknown_version_falls_back_to_the_current_one(caplog: pytest.LogCaptureFixture) -> None:
    bot = make_bot("hard", "no-such-version")
    assert isinstance(bot, SearchBot) and bot.config == HARD
    assert "unknown bot settings version" in caplog.text
    assert versions.search_config("easy") is None
    assert make_bot("easy", "v1").__class__.__name__ == "EasyBot"
