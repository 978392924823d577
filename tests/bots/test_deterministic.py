"""Deterministic mode (the daily game): with ``deterministic=True`` a bot
ignores the wall clock, so the same observation and seed give the same
decision however small the time budget or however loaded the machine."""

from __future__ import annotations

import random

import pytest

from bideuchre.bots import make_bot
from bideuchre.engine import Phase, Rules

from .bot_helpers import random_history


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_deterministic_search_ignores_the_budget(level: str) -> None:
    bot = make_bot(level)
    rules = Rules.preset("double-deck")
    checked = 0
    for seed in range(40):
        state, _ = random_history(rules, 7000 + seed, 4 + seed % 40, alone_bias=0.0)
        seat = state.to_act
        if seat is None or state.phase is not Phase.PLAY or len(state.legal_actions()) < 2:
            continue
        obs = state.observation(seat)
        starved = bot.choose(obs, random.Random(seed), 1e-9, deterministic=True)
        generous = bot.choose(obs, random.Random(seed), 30.0, deterministic=True)
        assert starved == generous
        assert starved in obs.legal
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_deterministic_keyword_is_accepted_by_every_level() -> None:
    from bideuchre.bots import LEVELS

    state, _ = random_history(Rules.preset("single-deck"), 11, 0)
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    for level in LEVELS:
        action = make_bot(level).choose(obs, random.Random(1), 0.05, deterministic=True)
        assert action in obs.legal
