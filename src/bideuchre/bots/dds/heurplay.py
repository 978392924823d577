"""Play-outs and play inference by the compiled heuristic player.

:func:`playout` and :func:`candidate_tricks` are
:meth:`bideuchre.bots.playout.PlayState.playout` (after ``play`` of a
candidate) on integer arrays, :func:`play_weight` is
:func:`bideuchre.bots.inference.play_likelihood`; every card chosen is
:func:`.heuristic.choose`'s, the reference's (R6-R8), so the results are the
same, card for card and float for float.  No allocation (``_nrt=False``):
scratch arrays come from the caller (:mod:`bideuchre.bots.fastplay`).
"""

from __future__ import annotations

import numpy as np

from ._jit import jit
from .heuristic import EFF, MEM, STR, IntArray, choose


@jit
def playout(
    d: int,
    declarer: int,
    sitting_out: int,
    hands: IntArray,
    rem: IntArray,
    voids: IntArray,
    held: IntArray,
    trick_seats: IntArray,
    trick_cards: IntArray,
    n_trick: int,
    seat: int,
    won: IntArray,
    first: int,
    out: IntArray,
    suit_out: IntArray,
) -> None:
    """Finish the hand with the heuristic player in every seat
    (``PlayState.play`` of ``first`` if it is a face, then ``PlayState.playout``).

    Mutates ``hands`` (4 x 24 copies), ``rem`` (copies in all hands),
    ``voids``, ``held``, the trick arrays (4 each) and ``won`` (``[NS, EW]``
    tricks); ``out`` and ``suit_out`` are scratch (24, 4)."""
    size = 3 if sitting_out >= 0 else 4
    left = held[seat]
    while left > 0:
        hand = hands[seat]
        led = -1
        if n_trick:
            led = EFF[d, trick_cards[0]]
        card = first
        first = -1
        if card < 0:
            # the legal faces (R6): one alone needs no decision
            n_follow = 0
            only = -1
            if led >= 0:
                for c in range(24):
                    if hand[c] and EFF[d, c] == led:
                        n_follow += 1
                        only = c
            if n_follow == 0:
                for c in range(24):
                    if hand[c]:
                        n_follow += 1
                        only = c
            if n_follow == 1:
                card = only
            else:
                for f in range(24):
                    out[f] = rem[f] - hand[f]
                card = choose(
                    d,
                    seat,
                    hand,
                    trick_seats,
                    trick_cards,
                    n_trick,
                    declarer,
                    sitting_out,
                    out,
                    voids,
                    held,
                    suit_out,
                )
        hand[card] -= 1
        rem[card] -= 1
        held[seat] -= 1
        if led >= 0 and EFF[d, card] != led:
            voids[seat] |= 1 << led
        trick_cards[n_trick] = card
        trick_seats[n_trick] = seat
        n_trick += 1
        if n_trick < size:
            seat = (seat + 1) & 3
            if seat == sitting_out:
                seat = (seat + 1) & 3
            continue
        t = STR[d, EFF[d, trick_cards[0]]]
        win_i = 0
        ws = t[trick_cards[0]]
        for i in range(1, n_trick):
            if t[trick_cards[i]] > ws:
                win_i = i
                ws = t[trick_cards[i]]
        seat = trick_seats[win_i]  # R7
        won[seat & 1] += 1
        n_trick = 0
        left -= 1


@jit
def candidate_tricks(
    d: int,
    declarer: int,
    sitting_out: int,
    world: IntArray,
    voids0: IntArray,
    seats0: IntArray,
    cards0: IntArray,
    n_trick: int,
    to_act: int,
    won0: IntArray,
    candidates: IntArray,
    result: IntArray,
    hands: IntArray,
    rem: IntArray,
    voids: IntArray,
    held: IntArray,
    seats: IntArray,
    cards: IntArray,
    won: IntArray,
    out: IntArray,
    suit_out: IntArray,
) -> None:
    """For each face in ``candidates`` (-1: skipped), ``to_act`` plays it in
    ``world`` (4 x 24 copies) and the heuristic player finishes the hand;
    ``result[i]``: the declaring side's tricks in the hand then (``won0``
    included).  The arrays after ``result`` are scratch (shapes as
    :func:`playout`'s)."""
    for i in range(candidates.shape[0]):
        c = candidates[i]
        if c < 0:
            result[i] = 0
            continue
        for f in range(24):
            rem[f] = 0
        for s in range(4):
            n = 0
            for f in range(24):
                x = world[s, f]
                hands[s, f] = x
                rem[f] += x
                n += x
            held[s] = n
            voids[s] = voids0[s]
        for j in range(n_trick):
            seats[j] = seats0[j]
            cards[j] = cards0[j]
        won[0] = won0[0]
        won[1] = won0[1]
        playout(
            d,
            declarer,
            sitting_out,
            hands,
            rem,
            voids,
            held,
            seats,
            cards,
            n_trick,
            to_act,
            won,
            c,
            out,
            suit_out,
        )
        result[i] = won[declarer & 1]


@jit
def _equivalent(a: int, b: int, d: int, blocking: IntArray) -> bool:
    """``inference._equivalent``: cards ``a`` and ``b`` of one effective suit
    with no card between them (their own faces included) held by another
    seat or in the trick."""
    if a == b:
        return True
    s = EFF[d, a]
    if s != EFF[d, b] or blocking[a] or blocking[b]:
        return False
    inside = False
    for i in range(8):
        f = MEM[d, s, i]
        if f < 0:
            break
        if f == a or f == b:  # noqa: SIM109 (numba)
            if inside:
                return True
            inside = True
        elif inside and blocking[f]:
            return False
    return True


@jit
def play_weight(
    d: int,
    declarer: int,
    sitting_out: int,
    observer: int,
    mismatch: float,
    world: IntArray,
    hist_seats: IntArray,
    hist_cards: IntArray,
    n_hist: int,
    hands: IntArray,
    rem: IntArray,
    voids: IntArray,
    held: IntArray,
    trick_seats: IntArray,
    trick_cards: IntArray,
    out: IntArray,
    blocking: IntArray,
    suit_out: IntArray,
) -> float:
    """``inference.play_likelihood`` of ``world`` (4 x 24 copies held now)
    given the first ``n_hist`` plays of the hand: the play replayed, each card
    another seat than ``observer`` chose that the heuristic player would not
    have (nor an equivalent card) multiplies the weight by ``mismatch``, in
    play order.  The arrays after ``n_hist`` are scratch (4 x 24, 24, 4, 4,
    4, 4, 24, 24, 4)."""
    for f in range(24):
        rem[f] = 0
    for s in range(4):
        for f in range(24):
            hands[s, f] = world[s, f]
        voids[s] = 0
    for i in range(n_hist):
        hands[hist_seats[i], hist_cards[i]] += 1
    for s in range(4):
        n = 0
        for f in range(24):
            x = hands[s, f]
            rem[f] += x
            n += x
        held[s] = n
    size = 3 if sitting_out >= 0 else 4
    n_trick = 0
    weight = 1.0
    for i in range(n_hist):
        s = hist_seats[i]
        c = hist_cards[i]
        hand = hands[s]
        led = -1
        if n_trick:
            led = EFF[d, trick_cards[0]]
        if s != observer:
            n_opt = 0
            if led >= 0:
                for f in range(24):
                    if hand[f] and EFF[d, f] == led:
                        n_opt += 1
            if n_opt == 0:
                for f in range(24):
                    if hand[f]:
                        n_opt += 1
            if n_opt > 1:
                for f in range(24):
                    out[f] = rem[f] - hand[f]
                guess = choose(
                    d,
                    s,
                    hand,
                    trick_seats,
                    trick_cards,
                    n_trick,
                    declarer,
                    sitting_out,
                    out,
                    voids,
                    held,
                    suit_out,
                )
                if guess != c:
                    for f in range(24):
                        blocking[f] = out[f]
                    for j in range(n_trick):
                        blocking[trick_cards[j]] += 1
                    if not _equivalent(guess, c, d, blocking):
                        weight *= mismatch
        if led >= 0 and EFF[d, c] != led:
            voids[s] |= 1 << led
        hand[c] -= 1
        rem[c] -= 1
        held[s] -= 1
        trick_seats[n_trick] = s
        trick_cards[n_trick] = c
        n_trick += 1
        if n_trick == size:
            n_trick = 0
    return weight


def warm_up() -> None:
    """Load (or compile) these kernels: a whole three-card hand, lone (D5),
    and the weight of its first two plays."""
    world = np.zeros((4, 24), dtype=np.int64)
    for s, faces in enumerate(([0, 1, 2], [6, 7, 8], [], [18, 19, 20])):
        for f in faces:
            world[s, f] = 1
    z4 = np.zeros(4, dtype=np.int64)
    won = np.zeros(2, dtype=np.int64)
    result = np.zeros(2, dtype=np.int64)
    candidate_tricks(
        2,
        0,
        2,
        world,
        z4,
        z4.copy(),
        z4.copy(),
        0,
        0,
        won,
        np.array([0, 2], dtype=np.int64),
        result,
        np.zeros_like(world),
        np.zeros(24, np.int64),
        np.zeros(4, np.int64),
        np.zeros(4, np.int64),
        np.zeros(4, np.int64),
        np.zeros(4, np.int64),
        np.zeros(2, np.int64),
        np.zeros(24, np.int64),
        np.zeros(4, np.int64),
    )
    z24 = np.zeros(24, np.int64)
    play_weight(
        2,
        0,
        2,
        0,
        0.5,
        world,
        np.array([0, 1], dtype=np.int64),
        np.array([0, 6], dtype=np.int64),
        2,
        np.zeros_like(world),
        z24,
        z4,
        np.zeros(4, np.int64),
        np.zeros(4, np.int64),
        np.zeros(4, np.int64),
        z24.copy(),
        z24.copy(),
        np.zeros(4, np.int64),
    )
