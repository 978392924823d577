"""Bots never see the real game state: for the same observation and seed,
every bot makes the same decision whatever the hidden cards really are."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bideuchre.bots import make_bot
from bideuchre.bots.hard import HARD
from bideuchre.bots.medium import MEDIUM
from bideuchre.bots.searchbot import SearchBot
from bideuchre.engine import ActionKind, Card, GameState, Phase, Rules, Seat
from bideuchre.engine.trump import EFFECTIVE_SUIT

from .bot_helpers import random_history, tiny_search_bots


def _hidden_twin(state: GameState, actions: list, seat: Seat, rng: random.Random) -> GameState:
    """The same game with hidden cards moved between two seats other than
    ``seat``: only cards no action names, and only within one effective suit
    (so every past action stays legal and ``seat`` sees exactly the same)."""
    rules = state.rules
    hands = [list(h) for h in state.initial_hands]
    named = {
        a.card for a in actions if a.kind in (ActionKind.PLAY, ActionKind.GIVE, ActionKind.DISCARD)
    }
    contract = state.contract
    eff = EFFECTIVE_SUIT[int(contract.denomination)] if contract is not None else None
    others = [s for s in Seat if s != seat]
    for _ in range(200):
        a, b = rng.sample(others, 2)
        ca = [c for c in hands[a] if c not in named]
        cb = [c for c in hands[b] if c not in named]
        if not ca or not cb:
            continue
        x, y = rng.choice(ca), rng.choice(cb)
        if x == y or (eff is not None and eff[x] != eff[y]):
            continue
        hands[a].remove(x)
        hands[b].remove(y)
        hands[a].append(y)
        hands[b].append(x)
    twin = GameState.from_deal(rules, state.dealer, hands, seed=state.seed)
    for action in actions:
        twin.apply(action)
    return twin


def _pairs(preset: str, count: int, seed: int) -> list[tuple[GameState, GameState, Seat]]:
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    out = []
    i = 0
    while len(out) < count:
        i += 1
        state, actions = random_history(rules, seed * 1000 + i, rng.randrange(1, 60))
        seat = state.to_act
        if seat is None:
            continue
        twin = _hidden_twin(state, actions, seat, rng)
        if twin.initial_hands == state.initial_hands:
            continue
        out.append((state, twin, seat))
    return out


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_decisions_depend_only_on_the_observation(preset: str) -> None:
    bots = [make_bot("random"), make_bot("easy"), *tiny_search_bots()]
    phases = set()
    for n, (state, twin, seat) in enumerate(_pairs(preset, 60, seed=5)):
        obs, obs_twin = state.observation(seat), twin.observation(seat)
        assert obs == obs_twin  # the seat cannot tell the two games apart
        phases.add(obs.phase)
        for bot in bots:
            first = bot.choose(obs, random.Random(n), 60.0, deterministic=True)
            second = bot.choose(obs_twin, random.Random(n), 60.0, deterministic=True)
            assert first == second, (bot.name, obs.to_json())
    assert Phase.PLAY in phases and Phase.AUCTION in phases


def test_full_strength_search_bots_depend_only_on_the_observation() -> None:
    # The real configurations, with the clock taken out of the picture
    # (deterministic: on a busy machine the time cap would end searches at
    # different points).
    bots = [
        SearchBot("medium", dataclasses.replace(MEDIUM, max_seconds=60.0), strict=True),
        SearchBot("hard", dataclasses.replace(HARD, max_seconds=60.0), strict=True),
    ]
    for n, (state, twin, seat) in enumerate(_pairs("double-deck", 6, seed=9)):
        obs, obs_twin = state.observation(seat), twin.observation(seat)
        assert obs == obs_twin
        for bot in bots:
            assert bot.choose(obs, random.Random(n), 60.0, deterministic=True) == bot.choose(
                obs_twin, random.Random(n), 60.0, deterministic=True
            ), bot.name


def test_twin_really_differs_in_hidden_cards() -> None:
    state, twin, seat = _pairs("double-deck", 1, seed=3)[0]
    differs = [s for s in Seat if sorted(state.hand(s)) != sorted(twin.hand(s))]
    assert differs and seat not in differs
    assert all(isinstance(c, Card) for c in state.hand(seat))
