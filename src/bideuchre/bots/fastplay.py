"""Compiled play-outs by the heuristic player, on the bots' plain lists.

The search values a candidate card in a sampled world by playing it and
finishing the hand with the heuristic player in every seat
(:meth:`~.playout.PlayState.playout`, the readable reference).  These
functions do the same with the compiled kernels of :mod:`.dds.heuristic`
(numba, GIL released), card for card the same plays and so the same tricks,
in one call per world for all candidates; and the play inference's weight
of a world (:func:`~.inference.play_likelihood`), which replays the hand
asking the heuristic player at every card.  With ``NUMBA_DISABLE_JIT=1`` the
kernels run as plain Python, still giving the same results (slowly).

Scratch arrays are kept per thread (server threads search at once).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from .dds import heuristic as _h
from .dds import heurplay as _k

IntArray = NDArray[np.int64]


class _Scratch(threading.local):
    """One thread's working arrays for the kernels."""

    def __init__(self) -> None:
        self.world = np.zeros((4, 24), dtype=np.int64)
        self.hands = np.zeros((4, 24), dtype=np.int64)
        self.rem = np.zeros(24, dtype=np.int64)
        self.out = np.zeros(24, dtype=np.int64)
        self.voids0 = np.zeros(4, dtype=np.int64)
        self.voids = np.zeros(4, dtype=np.int64)
        self.held = np.zeros(4, dtype=np.int64)
        self.seats0 = np.zeros(4, dtype=np.int64)
        self.cards0 = np.zeros(4, dtype=np.int64)
        self.seats = np.zeros(4, dtype=np.int64)
        self.cards = np.zeros(4, dtype=np.int64)
        self.won0 = np.zeros(2, dtype=np.int64)
        self.won = np.zeros(2, dtype=np.int64)
        self.suit_out = np.zeros(4, dtype=np.int64)
        self.blocking = np.zeros(24, dtype=np.int64)
        self.hist_seats = np.zeros(48, dtype=np.int64)
        self.hist_cards = np.zeros(48, dtype=np.int64)


_SCRATCH = _Scratch()


def _fill(w: IntArray, hands: Sequence[Sequence[int]]) -> None:
    w.fill(0)
    for s in range(4):
        row = w[s]
        for c in hands[s]:
            row[c] += 1


def _trick(sc: _Scratch, trick_seats: Sequence[int], trick_cards: Sequence[int]) -> int:
    n = len(trick_cards)
    if n > 3 or len(trick_seats) != n:
        raise ValueError("a trick in progress has 0..3 cards, one seat each")
    for i in range(n):
        sc.seats0[i] = trick_seats[i]
        sc.cards0[i] = trick_cards[i]
    return n


def candidate_tricks(
    d: int,
    hands: Sequence[Sequence[int]],
    trick_seats: Sequence[int],
    trick_cards: Sequence[int],
    to_act: int,
    declarer: int,
    sitting_out: int,
    won: Sequence[int],
    voids: Sequence[int],
    candidates: Sequence[int],
) -> list[int]:
    """The declaring side's tricks in the hand (``won`` included) after
    ``to_act`` plays each of ``candidates`` in this world and the heuristic
    player finishes the hand in every seat: for each candidate, what
    ``PlayState(d, hands, ..., voids)``, ``.play(c)``, ``.playout()`` gives
    as ``won[declarer & 1]``.

    Args:
        d: denomination, 0..3 trump suit, 4 no trump.
        hands: every seat's cards (faces; 4 lists, the trick's cards not in them).
        trick_seats, trick_cards: the trick in progress (0..3 cards).
        to_act: the seat to play; each candidate must be legal for it (R6).
        declarer: the declarer's seat; ``sitting_out`` the lone partner or -1 (D5).
        won: tricks taken so far ``[NS, EW]``.
        voids: bitmask per seat of effective suits shown void (R6).
        candidates: faces to value; a negative entry is skipped (its result is 0).

    Raises:
        ValueError: for a trick of more than 3 cards.
    """
    sc = _SCRATCH
    _fill(sc.world, hands)
    n_trick = _trick(sc, trick_seats, trick_cards)
    for s in range(4):
        sc.voids0[s] = voids[s]
    sc.won0[0] = won[0]
    sc.won0[1] = won[1]
    cands = np.array(candidates, dtype=np.int64)
    result = np.zeros(len(candidates), dtype=np.int64)
    _k.candidate_tricks(
        d,
        declarer,
        sitting_out,
        sc.world,
        sc.voids0,
        sc.seats0,
        sc.cards0,
        n_trick,
        to_act,
        sc.won0,
        cands,
        result,
        sc.hands,
        sc.rem,
        sc.voids,
        sc.held,
        sc.seats,
        sc.cards,
        sc.won,
        sc.out,
        sc.suit_out,
    )
    return [int(x) for x in result]


def deal_tricks(hands: Sequence[Sequence[int]], d: int, declarer: int, sitting_out: int) -> int:
    """The declaring side's tricks when ``declarer`` leads the first trick
    (R8) of a whole hand and the heuristic player plays every seat
    (``PlayState(d, hands, [], [], declarer, ...).playout()``); a lone
    declarer's partner ``sitting_out`` (D5; apply the exchange, D6, to
    ``hands`` first) or -1."""
    sc = _SCRATCH
    _fill(sc.hands, hands)
    sc.rem[:] = sc.hands.sum(axis=0)
    sc.held[:] = sc.hands.sum(axis=1)
    sc.voids.fill(0)
    sc.won.fill(0)
    _k.playout(
        d,
        declarer,
        sitting_out,
        sc.hands,
        sc.rem,
        sc.voids,
        sc.held,
        sc.seats,
        sc.cards,
        0,
        declarer,
        sc.won,
        -1,
        sc.out,
        sc.suit_out,
    )
    return int(sc.won[declarer & 1])


def choose_card(
    d: int,
    seat: int,
    hand: Sequence[int],
    trick_seats: Sequence[int],
    trick_cards: Sequence[int],
    declarer: int,
    sitting_out: int,
    out: Sequence[int],
    voids: Sequence[int],
    held: Sequence[int],
) -> int:
    """:func:`~.cardplay.choose_card` (same arguments, same card), compiled."""
    sc = _SCRATCH
    h = np.zeros(24, dtype=np.int64)
    for c in hand:
        h[c] += 1
    n_trick = _trick(sc, trick_seats, trick_cards)
    o = np.array(out, dtype=np.int64)
    v = np.array(voids, dtype=np.int64)
    hd = np.array(held, dtype=np.int64)
    return int(
        _h.choose(
            d, seat, h, sc.seats0, sc.cards0, n_trick, declarer, sitting_out, o, v, hd, sc.suit_out
        )
    )


def play_likelihood(
    world: Sequence[Sequence[int]],
    history: Sequence[tuple[int, int]],
    d: int,
    declarer: int,
    sitting_out: int,
    observer: int,
    mismatch: float,
) -> float:
    """:func:`~.inference.play_likelihood` (same arguments but its optional
    cache, the same float), compiled: the relative plausibility of ``world``
    (every seat's cards now) given the plays ``history`` (``(seat, card)``
    in order), ``mismatch`` per play the heuristic player would not have
    made by another seat than ``observer``.

    Raises:
        ValueError: for a history longer than two decks.
    """
    if mismatch >= 1.0 or not history:
        return 1.0
    sc = _SCRATCH
    n = len(history)
    if n > sc.hist_cards.shape[0]:
        raise ValueError("a hand has at most 48 plays")
    for i, (seat, card) in enumerate(history):
        sc.hist_seats[i] = seat
        sc.hist_cards[i] = card
    _fill(sc.world, world)
    return float(
        _k.play_weight(
            d,
            declarer,
            sitting_out,
            observer,
            mismatch,
            sc.world,
            sc.hist_seats,
            sc.hist_cards,
            n,
            sc.hands,
            sc.rem,
            sc.voids,
            sc.held,
            sc.seats,
            sc.cards,
            sc.out,
            sc.blocking,
            sc.suit_out,
        )
    )


def warm_up() -> None:
    """Load (or compile) the kernels by valuing a small position."""
    hands = [[0, 1], [6, 7], [12, 13], [18, 19]]
    candidate_tricks(0, hands, [], [], 0, 0, -1, [0, 0], [0] * 4, [0])
    deal_tricks(hands, 4, 1, 3)
    play_likelihood(hands, [(0, 2), (1, 8)], 0, 0, -1, 2, 0.5)
    choose_card(0, 0, [0, 1], [], [], 0, -1, [0] * 24, [0] * 4, [2] * 4)
