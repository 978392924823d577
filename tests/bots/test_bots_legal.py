"""Every bot only ever chooses legal actions, in every phase of both presets."""

from __future__ import annotations

import random

import pytest

from bideuchre.bots import LEVELS, make_bot
from bideuchre.engine import Phase, Rules

from .bot_helpers import random_positions

PRESETS = ("double-deck", "single-deck")


@pytest.mark.parametrize("preset", PRESETS)
def test_easy_and_random_choose_legal_actions_over_thousands_of_positions(preset: str) -> None:
    rules = Rules.preset(preset)
    bots = [make_bot(level) for level in ("random", "easy")]
    phases = {p: 0 for p in Phase}
    for i, state in enumerate(random_positions(rules, 3000, seed=11, alone_bias=0.3)):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        phases[obs.phase] += 1
        for bot in bots:
            action = bot.choose(obs, random.Random(i), 1.0)
            assert action in obs.legal, (bot.name, str(action), obs.to_json())
    assert phases[Phase.AUCTION] and phases[Phase.PLAY]
    if rules.allow_alone:
        assert phases[Phase.EXCHANGE] > 20


def test_levels_are_the_documented_ones() -> None:
    assert LEVELS[:2] == ("random", "easy")
    for level in LEVELS:
        assert make_bot(level).name == level
    with pytest.raises(ValueError, match="unknown level"):
        make_bot("grandmaster")
