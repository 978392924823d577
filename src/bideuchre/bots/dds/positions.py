"""Engine positions for the solver: read a :class:`GameState`, reach random ones.

:func:`position_of` turns a game in the play phase into the solver's plain
arguments; :func:`random_position` deals and plays at random through the
engine (so every position is legal by construction) for tests and benchmarks.
"""

from __future__ import annotations

import dataclasses
import random
from typing import NamedTuple

from ...engine import (
    SEATS,
    Denomination,
    GameState,
    Phase,
    Rules,
    alone,
    bid,
    deal,
)
from ...engine.actions import PASS


class Position(NamedTuple):
    """A play-phase position with every hand known.

    Attributes:
        denomination: 0..3 trump suit, 4 no trump.
        hands: faces held by N, E, S, W.
        to_act: seat to play.
        trick_seats, trick_cards: the trick in progress, in play order.
        sitting_out: the lone declarer's partner (D5) or -1.
    """

    denomination: int
    hands: tuple[tuple[int, ...], ...]
    to_act: int
    trick_seats: tuple[int, ...]
    trick_cards: tuple[int, ...]
    sitting_out: int


def position_of(state: GameState) -> Position:
    """The solver's view of ``state`` (hidden hands included).

    Raises:
        ValueError: if ``state`` is not in the play phase.
    """
    if state.phase is not Phase.PLAY or state.to_act is None or state.contract is None:
        raise ValueError(f"the hand is not in the play phase (phase {state.phase.value})")
    trick = state.current_trick
    out = state.sitting_out
    return Position(
        int(state.contract.denomination),
        tuple(tuple(int(c) for c in state.hand(s)) for s in SEATS),
        int(state.to_act),
        tuple(int(s) for s, _ in trick),
        tuple(int(c) for _, c in trick),
        -1 if out is None else int(out),
    )


def random_position(
    rules: Rules,
    rng: random.Random,
    tricks_left: int,
    denomination: int,
    lone: bool = False,
    in_trick: int = -1,
) -> GameState:
    """A random legal play-phase position through the engine.

    Deals from ``rng``; the seat left of the dealer bids 1 (or goes alone,
    with a random exchange, D6) in ``denomination`` and the others pass; then
    random legal cards are played until ``tricks_left`` tricks remain and
    ``in_trick`` cards (random when -1) lie in the trick in progress.
    """
    if lone and not rules.allow_alone:
        rules = dataclasses.replace(rules, allow_alone=True)
    hands = deal(rules, rng.randrange(1 << 30), 0)
    dealer = SEATS[rng.randrange(4)]
    state = GameState.from_deal(rules, dealer, hands)
    d = Denomination(denomination)
    state.apply(alone(d) if lone else bid(1, d))
    while state.phase is Phase.AUCTION:
        state.apply(PASS)
    while state.phase is Phase.EXCHANGE:
        state.apply(rng.choice(state.legal_actions()))
    size = rules.hand_size
    tsize = 3 if lone else 4
    extra = rng.randrange(tsize) if in_trick < 0 else in_trick
    played = (size - tricks_left) * tsize + extra
    for _ in range(played):
        state.apply(rng.choice(state.legal_actions()))
    return state
