"""Helpers for the bot tests: positions from notation, random positions."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

from bideuchre.bots.search import SearchConfig
from bideuchre.bots.searchbot import SearchBot
from bideuchre.engine import Action, Card, GameState, Phase, Rules, Seat, cards, deck

ACTIVE = (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY)


def make_deal(rules: Rules, fixed: dict[str, str]) -> list[list[Card]]:
    """Four hands: seats in ``fixed`` get exactly those cards; the rest of the
    deck goes, in card order, to the other seats (N, E, S, W order)."""
    remaining = Counter(deck(rules.copies))
    hands: list[list[Card] | None] = [None] * 4
    for name, text in fixed.items():
        hand = cards(text)
        assert len(hand) == rules.hand_size, f"{name} needs {rules.hand_size} cards"
        remaining.subtract(hand)
        hands[Seat.parse(name)] = hand
    assert min(remaining.values()) >= 0, f"too many copies: {-remaining}"
    rest = sorted(remaining.elements())
    for i in range(4):
        if hands[i] is None:
            hands[i], rest = rest[: rules.hand_size], rest[rules.hand_size :]
    return [h for h in hands if h is not None]


def make_state(
    rules: Rules, dealer: str, hands: dict[str, str], steps: Sequence[str] = ()
) -> GameState:
    """A state reached from an explicit deal by checked steps ``"SEAT action"``."""
    state = GameState.from_deal(rules, Seat.parse(dealer), make_deal(rules, hands))
    for step in steps:
        seat_text, action_text = step.split(" ", 1)
        assert state.to_act == Seat.parse(seat_text), f"{step}: {state.to_act} is to act"
        state.apply(Action.parse(action_text, state.phase.value))
    return state


def random_positions(
    rules: Rules, count: int, seed: int, alone_bias: float = 0.0
) -> Iterator[GameState]:
    """``count`` positions (states with a seat to act) from random play.

    Every action is random; with ``alone_bias`` the chance, a seat that may
    declare alone does, so lone hands and their exchanges are covered.
    """
    rng = random.Random(seed)
    produced = 0
    game_no = 0
    while produced < count:
        state = GameState.new_game(rules, f"positions/{seed}/{game_no}")
        game_no += 1
        while state.phase in ACTIVE and produced < count:
            yield state
            produced += 1
            legal = state.legal_actions()
            alone = [a for a in legal if str(a).startswith("alone")]
            use_alone = bool(alone) and rng.random() < alone_bias
            action = rng.choice(alone) if use_alone else rng.choice(legal)
            state.apply(action)


def tiny_search_bots() -> list[SearchBot]:
    """Medium and hard players with tiny work limits, for fast tests."""
    tiny = SearchConfig(
        play_worlds=3,
        min_play_worlds=2,
        play_work=8,
        call_worlds=2,
        solve_tricks=3,
        max_seconds=5.0,
    )
    return [SearchBot("medium", tiny, strict=True), SearchBot("hard", tiny, strict=True)]


def random_history(
    rules: Rules, seed: int, steps: int, alone_bias: float = 0.3
) -> tuple[GameState, list[Action]]:
    """A fresh game and up to ``steps`` random actions applied to it from its
    first hand (stops early at the end of the hand)."""
    rng = random.Random(seed)
    state = GameState.new_game(rules, f"history/{seed}")
    actions: list[Action] = []
    for _ in range(steps):
        if state.phase not in ACTIVE:
            break
        legal = state.legal_actions()
        alone = [a for a in legal if str(a).startswith("alone")]
        use_alone = bool(alone) and rng.random() < alone_bias
        action = rng.choice(alone) if use_alone else rng.choice(legal)
        state.apply(action)
        actions.append(action)
    return state, actions
