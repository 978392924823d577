"""The heuristic player and its play-outs, compiled (numba).

The same decisions as :func:`bideuchre.bots.cardplay.choose_card` (the
readable reference: the rules of thumb, R6-R8) and the same play-outs as
:meth:`bideuchre.bots.playout.PlayState.playout`, card for card, on integer
arrays: a hand is ``hand[face]`` copies held (faces ``suit * 6 + rank``),
a world ``hands[seat, face]``.  The reference iterates a hand's distinct faces
in a fixed order and breaks every tie the same way (a discard to the highest
face, a lead to the lowest); these kernels loop over faces 0..23 and break
ties alike, and compute every float (the void
odds, the lead scores) with the same operations in the same order, so they
agree exactly (the tests play many random positions of both presets both
ways, and again with ``NUMBA_DISABLE_JIT=1``).

Like the solver's kernels these allocate nothing (``_nrt=False``, see
:mod:`._jit`): every array, scratch included, comes from the caller
(:mod:`..fastplay` holds the Python side).  This module holds the card
choice; :mod:`.heurplay` the play-out loop and the play inference on it.
"""

from __future__ import annotations

from math import comb
from typing import Final

import numpy as np
from numpy.typing import NDArray

from ..tables import EFFECTIVE_SUIT, MEMBERS, NT, RANK_IN_SUIT, STRENGTH
from ._jit import jit

IntArray = NDArray[np.int64]

#: ``EFF[d, f]``: effective suit of face ``f`` under ``d`` (R4).
EFF: Final = np.array(EFFECTIVE_SUIT, dtype=np.int64)
#: ``RANK[d, f]``: rank within its effective suit (R5).
RANK: Final = np.array(RANK_IN_SUIT, dtype=np.int64)
#: ``STR[d, led, f]``: trick strength (R7).
STR: Final = np.array(STRENGTH, dtype=np.int64)
#: ``MEM[d, s, i]``: the faces of effective suit ``s``, strongest first, -1 padded.
MEM: Final = np.full((5, 4, 8), -1, dtype=np.int64)
for _d in range(5):
    for _s in range(4):
        for _i, _f in enumerate(MEMBERS[_d][_s]):
            MEM[_d, _s, _i] = _f
#: ``LEFT[d]``: the face that joins the trump suit under ``d`` (R4), or -1.
LEFT: Final = np.array(
    [next((f for f in range(24) if EFFECTIVE_SUIT[d][f] != f // 6), -1) for d in range(5)],
    dtype=np.int64,
)
#: Most cards out (two decks less one card) and most cards in a hand, for :data:`HYPER`.
_MAX_OUT: Final = 48
_MAX_HELD: Final = 16
#: ``HYPER[total, u, n]``: ``comb(total - u, n) / comb(total, n)``, the chance
#: that ``n`` cards from ``total`` miss all ``u`` cards of a suit (the same
#: float as :class:`~bideuchre.bots.cardplay._Ctx` computes).
HYPER: Final = np.zeros((_MAX_OUT + 1, _MAX_OUT + 1, _MAX_HELD + 1), dtype=np.float64)
for _t in range(_MAX_OUT + 1):
    for _u in range(_t + 1):
        for _n in range(min(_MAX_HELD, _t - _u) + 1):
            HYPER[_t, _u, _n] = comb(_t - _u, _n) / comb(_t, _n)


def _later(seat: int, n_in_trick: int, sitting_out: int) -> list[int]:
    later: list[int] = []
    s = seat
    for _ in range(max(0, (3 if sitting_out >= 0 else 4) - n_in_trick - 1)):
        s = (s + 1) & 3
        if s == sitting_out:
            s = (s + 1) & 3
        later.append(s)
    return later


#: ``LATER[sitting_out + 1, seat, n]``: seats to play after ``seat`` with ``n``
#: cards in the trick, -1 padded; ``OPPS``: the opponents among them.
LATER: Final = np.full((5, 4, 4, 3), -1, dtype=np.int64)
OPPS: Final = np.full((5, 4, 4, 3), -1, dtype=np.int64)
for _so in range(-1, 4):
    for _seat in range(4):
        for _n in range(4):
            _l = _later(_seat, _n, _so)
            for _i, _x in enumerate(_l):
                LATER[_so + 1, _seat, _n, _i] = _x
            for _i, _x in enumerate([x for x in _l if x & 1 != _seat & 1]):
                OPPS[_so + 1, _seat, _n, _i] = _x

_RUFF_RISK: Final = 0.25


@jit
def _void(
    seat: int,
    suit: int,
    voids: IntArray,
    held: IntArray,
    suit_out: IntArray,
    total: int,
) -> float:
    """Chance that ``seat`` holds no card of effective ``suit`` (``_Ctx.void``)."""
    if voids[seat] >> suit & 1:
        return 1.0
    n = held[seat]
    u = suit_out[suit]
    if n <= 0 or u == 0:
        return 1.0
    if total - u < n:
        return 0.0
    return float(HYPER[total, u, n])


@jit
def _ruff_risk(
    seat: int,
    suit: int,
    d: int,
    voids: IntArray,
    held: IntArray,
    suit_out: IntArray,
    total: int,
) -> float:
    """Chance that ``seat`` can trump a lead of side ``suit`` (``_Ctx.ruff_risk``)."""
    if d == NT or suit == d or suit_out[d] == 0 or held[seat] <= 0:
        return 0.0
    p = _void(seat, suit, voids, held, suit_out, total)
    if p == 0.0:
        return 0.0
    return p * (1.0 - _void(seat, d, voids, held, suit_out, total))


@jit
def _beaten(
    card: int,
    led: int,
    d: int,
    opps: IntArray,
    out: IntArray,
    voids: IntArray,
    held: IntArray,
    suit_out: IntArray,
    total: int,
) -> bool:
    """True if an opponent in ``opps`` (-1 padded) may beat ``card`` (``_Ctx.can_be_beaten``)."""
    if opps[0] < 0:
        return False
    led_void = True
    for i in range(3):
        s = opps[i]
        if s < 0:
            break
        if not voids[s] >> led & 1:
            led_void = False
            break
    trump_beater = False
    mine = STR[d, led, card]
    for f in range(24):
        if out[f] and STR[d, led, f] > mine:
            if EFF[d, f] == led:
                if not led_void:
                    return True
            else:
                trump_beater = True
    if trump_beater:
        for i in range(3):
            s = opps[i]
            if s < 0:
                break
            if _ruff_risk(s, led, d, voids, held, suit_out, total) >= _RUFF_RISK:
                return True
    return False


@jit
def _suit_lengths(hand: IntArray, d: int) -> tuple[int, int, int, int]:
    """Copies held of each effective suit 0..3 under ``d`` (R4: the left
    bower counts in trump), as four numbers (a tuple: nothing allocated)."""
    l0 = 0
    l1 = 0
    l2 = 0
    l3 = 0
    for f in range(24):
        n = hand[f]
        if n:
            s = EFF[d, f]
            if s == 0:
                l0 += n
            elif s == 1:
                l1 += n
            elif s == 2:
                l2 += n
            else:
                l3 += n
    return l0, l1, l2, l3


@jit
def _discard(hand: IntArray, d: int, out: IntArray) -> int:
    """The least useful card (``cardplay._discard``; ties to the highest face)."""
    l0, l1, l2, l3 = _suit_lengths(hand, d)
    best = -1
    k0 = 99
    k1 = 99
    k2 = 99
    k3 = 99
    for c in range(24):
        if not hand[c]:
            continue
        s = EFF[d, c]
        is_trump = 1 if (d != NT and s == d) else 0
        master = 1
        for i in range(8):
            f = MEM[d, s, i]
            if f < 0 or f == c:
                break
            if out[f]:
                master = 0
                break
        length = l0 if s == 0 else l1 if s == 1 else l2 if s == 2 else l3
        length_key = length if d != NT else -length
        rank = RANK[d, c]
        # tuple order (is_trump, master, rank, length_key), strictly less
        if is_trump != k0:
            better = is_trump < k0
        elif master != k1:
            better = master < k1
        elif rank != k2:
            better = rank < k2
        else:
            better = length_key <= k3  # a full tie: the higher face
        if better:
            best = c
            k0 = is_trump
            k1 = master
            k2 = rank
            k3 = length_key
    return best


@jit
def _lowest(hand: IntArray, d: int, led: int, suit: int, above: int) -> int:
    """The lowest face held of effective ``suit`` with strength above ``above``
    (by strength, then rank; ``cardplay._lowest``), or -1."""
    best = -1
    bs = 0
    br = 0
    for c in range(24):
        if hand[c] and EFF[d, c] == suit:
            x = STR[d, led, c]
            if x > above:
                r = RANK[d, c]
                if best < 0 or x < bs or (x == bs and r < br):
                    best = c
                    bs = x
                    br = r
    return best


@jit
def _lowest_secure(
    hand: IntArray,
    d: int,
    led: int,
    suit: int,
    above: int,
    opps: IntArray,
    out: IntArray,
    voids: IntArray,
    held: IntArray,
    suit_out: IntArray,
    total: int,
) -> int:
    """As :func:`_lowest`, among the cards no opponent to come may beat, or -1."""
    best = -1
    bs = 0
    br = 0
    for c in range(24):
        if hand[c] and EFF[d, c] == suit:
            x = STR[d, led, c]
            if x > above:
                r = RANK[d, c]
                lower = best < 0 or x < bs or (x == bs and r < br)
                if lower and not _beaten(c, led, d, opps, out, voids, held, suit_out, total):
                    best = c
                    bs = x
                    br = r
    return best


@jit
def choose(
    d: int,
    seat: int,
    hand: IntArray,
    trick_seats: IntArray,
    trick_cards: IntArray,
    n_trick: int,
    declarer: int,
    sitting_out: int,
    out: IntArray,
    voids: IntArray,
    held: IntArray,
    suit_out: IntArray,
) -> int:
    """The heuristic player's card (``cardplay.choose_card``).

    ``hand[face]``, ``out[face]``: copies held / not seen (24 each);
    ``trick_seats``, ``trick_cards``: the first ``n_trick`` are the trick;
    ``voids``, ``held``: per seat (4); ``suit_out``: scratch of 4."""
    # cards out by effective suit (_Ctx)
    for s in range(4):
        n = 0
        for f in range(s * 6, s * 6 + 6):
            n += out[f]
        suit_out[s] = n
    lb = LEFT[d]
    if lb >= 0:
        n = out[lb]
        if n:
            suit_out[lb // 6] -= n
            suit_out[d] += n
    total = suit_out[0] + suit_out[1] + suit_out[2] + suit_out[3]
    if n_trick == 0:
        return _lead(d, seat, hand, declarer, sitting_out, out, voids, held, suit_out, total)
    team = seat & 1
    later = LATER[sitting_out + 1, seat, n_trick]
    opps = OPPS[sitting_out + 1, seat, n_trick]
    led = EFF[d, trick_cards[0]]
    win_i = 0
    win_str = STR[d, led, trick_cards[0]]
    for i in range(1, n_trick):
        x = STR[d, led, trick_cards[i]]
        if x > win_str:
            win_i = i
            win_str = x
    win_card = trick_cards[win_i]
    partner_winning = trick_seats[win_i] & 1 == team
    following = False
    for c in range(24):
        if hand[c] and EFF[d, c] == led:
            following = True
            break
    low = -(1 << 30)
    if following:
        if partner_winning:
            if not _beaten(win_card, led, d, opps, out, voids, held, suit_out, total):
                return _lowest(hand, d, led, led, low)
            c = _lowest_secure(hand, d, led, led, win_str, opps, out, voids, held, suit_out, total)
            return c if c >= 0 else _lowest(hand, d, led, led, low)
        w = _lowest(hand, d, led, led, win_str)
        if w < 0:
            return _lowest(hand, d, led, led, low)
        if opps[0] < 0:
            return w
        c = _lowest_secure(hand, d, led, led, win_str, opps, out, voids, held, suit_out, total)
        if c >= 0:
            return c
        for i in range(3):
            if later[i] == seat ^ 2:
                return _lowest(hand, d, led, led, low)  # second hand low
        best = -1
        bs = 0
        for c in range(24):  # third hand high
            if hand[c] and EFF[d, c] == led:
                x = STR[d, led, c]
                if x > win_str and (best < 0 or x > bs):
                    best = c
                    bs = x
        return best
    # void in the suit led
    has_trump = False
    if d != NT:
        for c in range(24):
            if hand[c] and EFF[d, c] == d:
                has_trump = True
                break
    if partner_winning:
        if not _beaten(win_card, led, d, opps, out, voids, held, suit_out, total):
            return _discard(hand, d, out)
        if has_trump and EFF[d, win_card] != d:
            c = _lowest_secure(hand, d, led, d, low, opps, out, voids, held, suit_out, total)
            if c >= 0:
                return c
        return _discard(hand, d, out)
    if has_trump:
        r = _lowest(hand, d, led, d, win_str)
        if r >= 0:
            if opps[0] < 0:
                return r
            c = _lowest_secure(hand, d, led, d, win_str, opps, out, voids, held, suit_out, total)
            return c if c >= 0 else r
    return _discard(hand, d, out)


@jit
def _lead(
    d: int,
    seat: int,
    hand: IntArray,
    declarer: int,
    sitting_out: int,
    out: IntArray,
    voids: IntArray,
    held: IntArray,
    suit_out: IntArray,
    total: int,
) -> int:
    """The opening card of a trick (``cardplay._lead``)."""
    trumps_out = suit_out[d] if d != NT else 0
    team = seat & 1
    declaring = declarer & 1 == team
    partner = seat ^ 2
    partner_plays = partner != sitting_out
    o1 = seat ^ 1
    o2 = seat ^ 3
    if o1 == sitting_out or held[o1] <= 0:
        o1 = -1
    if o2 == sitting_out or held[o2] <= 0:
        o2 = -1
    left = (seat + 1) & 3
    l0, l1, l2, l3 = _suit_lengths(hand, d)
    n_hand = l0 + l1 + l2 + l3  # every card is of one effective suit
    opp_trumps = 0.0
    if d != NT and trumps_out:
        if o1 >= 0:
            opp_trumps += 1.0 - _void(o1, d, voids, held, suit_out, total)
        if o2 >= 0:
            opp_trumps += 1.0 - _void(o2, d, voids, held, suit_out, total)
    my_trumps = 0
    if d != NT:
        my_trumps = l0 if d == 0 else l1 if d == 1 else l2 if d == 2 else l3
    best = -1
    best_score = -1e9
    for c in range(24):
        if not hand[c]:
            continue
        s = EFF[d, c]
        rank = RANK[d, c]
        length = l0 if s == 0 else l1 if s == 1 else l2 if s == 2 else l3
        higher_out = 0
        for i in range(8):
            f = MEM[d, s, i]
            if f < 0 or f == c:
                break
            higher_out += out[f]
        master = higher_out == 0
        if d != NT and s == d:
            if trumps_out == 0 or opp_trumps < 0.05:
                score = 30.0 + rank * 0.01
            elif declaring:
                if master:
                    score = 60.0 - rank * 0.1
                elif seat == declarer and my_trumps >= 3 and my_trumps * 2 >= trumps_out:
                    score = 25.0 - rank * 0.1
                else:
                    score = -5.0 - rank * 0.1
            else:
                score = 40.0 - rank * 0.1 if master else -30.0 - rank * 0.1
        else:
            risk = 0.0
            if o1 >= 0:
                r = _ruff_risk(o1, s, d, voids, held, suit_out, total)
                if r > risk:
                    risk = r
            if o2 >= 0:
                r = _ruff_risk(o2, s, d, voids, held, suit_out, total)
                if r > risk:
                    risk = r
            if master:
                score = 50.0 - 60.0 * risk + length * 0.1
            else:
                score = 10.0 - rank * 0.5 - 40.0 * risk
                if (
                    partner_plays
                    and d != NT
                    and voids[partner] >> s & 1
                    and held[partner] > 0
                    and _void(partner, d, voids, held, suit_out, total) < 0.5
                ):
                    score += 20.0
                if d == NT:
                    score += length * 1.5
                else:
                    if my_trumps > 0 and not declaring:
                        score += 2.0 - length
                    if length >= 2 and rank >= 3 and n_hand > 2:
                        score -= 4.0
                if not declaring and left == declarer:
                    score += 3.0
                score -= higher_out * 0.3
        if score > best_score:
            best = c
            best_score = score
    return best
