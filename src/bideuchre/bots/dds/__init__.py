"""A fast open-hand (double-dummy) solver, compiled with numba.

Exact tricks under perfect play by every seat, every hand known, from any
position of either preset: trump or no trump, lone hands (three-card tricks,
the partner skipped, D5), following the effective suit (R4, R6: the left bower
is a trump), the first of two identical cards winning (R7).  The reference it
is checked against is the pure-Python :mod:`bideuchre.bots.solver`.  How it
searches: :mod:`.kernel`.  The compiled code releases the GIL, so threads
solve in parallel; with ``NUMBA_DISABLE_JIT=1`` it runs as plain Python.

Stable API (cards are faces 0..23 or :class:`~bideuchre.engine.Card`; seats
0..3 = N, E, S, W; denominations 0..3 = C D H S, 4 = NT)::

    solve_position(state) -> dict[Card, int]
        # GameState in the play phase: for each distinct legal card of the
        # seat to act, the tricks its side takes from here to the end of the
        # hand (the trick in progress included) when it plays that card.
    position_tricks(state, max_nodes=None) -> int
        # the best of those, found faster (without valuing every card);
        # max_nodes: a work limit (positions searched), SolveBudgetExceeded
        # when it runs out first
    deal_tricks(hands, denomination, declarer, alone=False) -> int
        # a fully dealt hand: the declaring side's tricks when ``declarer``
        # leads the first trick (R8); ``alone``: the partner's hand is left
        # out and tricks have three cards (apply any D6 exchange to
        # ``hands`` first).  For bidding by simulation.
    card_tricks(denomination, hands, to_act, trick_seats=(), trick_cards=(),
                sitting_out=-1) -> dict[int, int]
        # the same as solve_position on plain arguments (no GameState)
    DDSolver(table_bits=18)   # a solver with its own table: methods
                              # card_tricks(..., max_nodes=None),
                              # tricks(..., max_nodes=None), reaches(...,
                              # target, max_nodes=None): one null-window
                              # test "takes at least target", clear(), nodes
    SolveBudgetExceeded       # raised when max_nodes runs out (no answer)
    solver() -> DDSolver      # this thread's solver (the functions above use it)
    warm_up() -> float        # compile / load the compiled code now (the solver,
                              # the heuristic play-outs, the bidding's
                              # arithmetic); seconds

Every function raises ``ValueError`` for a position that cannot arise.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ...engine import CARDS, Card, GameState
from . import bidkernel, dealkernel, heurplay
from .api import DDSolver, SolveBudgetExceeded, solver
from .positions import Position, position_of, random_position


def solve_position(state: GameState) -> dict[Card, int]:
    """For each distinct legal card of the seat to act in ``state`` (play
    phase), the tricks that seat's side takes from here to the end of the
    hand, the trick in progress included, with perfect play after it.

    Raises:
        ValueError: if ``state`` is not in the play phase.
    """
    p = position_of(state)
    values = solver().card_tricks(*p)
    return {CARDS[f]: v for f, v in sorted(values.items())}


def position_tricks(state: GameState, max_nodes: int | None = None) -> int:
    """The tricks the side to act in ``state`` takes from here on with
    perfect play (the maximum of :func:`solve_position`).

    Args:
        state: a game in the play phase.
        max_nodes: a work limit, positions searched (None: none).

    Raises:
        ValueError: if ``state`` is not in the play phase.
        SolveBudgetExceeded: ``max_nodes`` ran out before the answer.
    """
    return solver().tricks(*position_of(state), max_nodes=max_nodes)


def card_tricks(
    denomination: int,
    hands: Sequence[Sequence[int]],
    to_act: int,
    trick_seats: Sequence[int] = (),
    trick_cards: Sequence[int] = (),
    sitting_out: int = -1,
) -> dict[int, int]:
    """:meth:`DDSolver.card_tricks` on this thread's solver."""
    return solver().card_tricks(denomination, hands, to_act, trick_seats, trick_cards, sitting_out)


def deal_tricks(
    hands: Sequence[Sequence[int]], denomination: int, declarer: int, alone: bool = False
) -> int:
    """The declaring side's tricks from the opening lead by ``declarer`` (R8)
    with every seat playing perfectly: 0..hand size.

    Args:
        hands: the four dealt hands (N, E, S, W), equal in size.
        denomination: 0..3 trump suit, 4 no trump.
        declarer: seat 0..3.
        alone: a lone hand (D5): the partner's cards are ignored.

    Raises:
        ValueError: for hands that cannot be a deal.
    """
    out = (declarer + 2) % 4 if alone else -1
    return solver().tricks(denomination, hands, declarer, (), (), out)


def warm_up() -> float:
    """Load (or compile, on a cold cache) the solver's machine code by
    solving a small position of each shape, the compiled heuristic
    play-outs' (:mod:`.heurplay`) and the bidding by simulation's
    (:mod:`.bidkernel`); returns the seconds it took.
    Call at server start so no player waits for it."""
    start = time.perf_counter()
    s = DDSolver(table_bits=4)
    hands = [[5, 4], [11, 10], [17, 16], [23, 22]]
    s.card_tricks(2, hands, 0)
    s.tricks(4, [[4], *hands[1:]], 1, (0,), (5,), -1)
    heurplay.warm_up()
    bidkernel.warm_up()
    dealkernel.warm_up()
    return time.perf_counter() - start


__all__ = [
    "DDSolver",
    "Position",
    "SolveBudgetExceeded",
    "card_tricks",
    "deal_tricks",
    "position_of",
    "position_tricks",
    "random_position",
    "solve_position",
    "solver",
    "warm_up",
]
