"""The compiled search itself: move generation, :func:`ab`, the root drivers.

Array layouts and the algorithm are described in :mod:`.kernel`.
"""

from __future__ import annotations

import numpy as np

from ._jit import jit
from .kernel import (
    add_card,
    last_trick,
    later_tricks,
    next_seat,
    partner_tricks,
    quick_tricks,
    remove_card,
    restore_trick,
    save_trick,
    second_hand_wins,
    strength,
    sure_trumps,
    top_bit,
    trick_ranks,
    trick_winner,
)
from .ttable import (
    lookup,
    place_of,
    rank_at,
    rank_key,
    ranks_of,
    shape_key,
    store,
    threshold,
)


@jit
def legal_suits(M1: np.ndarray, H: np.ndarray, T: np.ndarray, p: int) -> tuple[int, int]:
    """The suits ``p`` may play from (R6), ``range(lo, hi)``: the suit led
    if ``p`` holds it, else every suit."""
    if H[1] > 0:
        led = T[4]
        if M1[p * 4 + led]:
            return led, led + 1
    return 0, 4


@jit
def others_ranks(M1: np.ndarray, H: np.ndarray, T: np.ndarray, p: int, s: int) -> int:
    """The ranks of suit ``s`` (a bit each) that the other seats hold or
    that lie in the trick: they split ``p``'s cards of ``s`` into groups."""
    block = 0
    for o in range(4):
        if o != p:
            block |= M1[o * 4 + s]
    for j in range(H[1]):
        if T[4 + j] == s:
            block |= 1 << T[8 + j]
    return block


@jit
def group_moves(
    M1: np.ndarray, H: np.ndarray, T: np.ndarray, p: int, reps: np.ndarray, members: np.ndarray
) -> int:
    """The legal cards of ``p`` (R6), one entry per distinct card.

    ``members[i]`` is a card ``suit * 8 + rank`` and ``reps[i]`` the index of
    the first (highest) card of its group of equivalent cards; returns how
    many entries were written.  Suits in order, ranks high to low.
    """
    lo, hi = legal_suits(M1, H, T, p)
    cnt = 0
    for s in range(lo, hi):
        mine = M1[p * 4 + s]
        if mine == 0:
            continue
        block = others_ranks(M1, H, T, p, s)
        rep = -1
        for r in range(6, -1, -1):
            bit = 1 << r
            if block & bit:
                if mine & bit:
                    reps[cnt] = cnt
                    members[cnt] = s * 8 + r
                    cnt += 1
                rep = -1
            elif mine & bit:
                if rep < 0:
                    rep = cnt
                reps[cnt] = rep
                members[cnt] = s * 8 + r
                cnt += 1
    return cnt


@jit
def group_reps(
    M1: np.ndarray, H: np.ndarray, T: np.ndarray, p: int, mv: np.ndarray
) -> tuple[int, int, int]:
    """:func:`group_moves` for the search: one card a group of equivalent
    cards (its highest) written to ``mv[:c]``, in the same order, and the
    groups of two or more cards packed for :func:`widen` (``(suit * 8 +
    top rank) << 3 | lowest rank``, 8 bits each).  Returns ``(c, ng,
    groups)``."""
    lo, hi = legal_suits(M1, H, T, p)
    c = 0
    ng = 0
    groups = 0
    for s in range(lo, hi):
        mine = M1[p * 4 + s]
        if mine == 0:
            continue
        block = others_ranks(M1, H, T, p, s)
        top = -1  # the open group's highest rank, -1: none open
        low = 0
        for r in range(6, -1, -1):
            bit = 1 << r
            if block & bit:
                if top > low:
                    groups |= (((s * 8 + top) << 3) | low) << (8 * ng)
                    ng += 1
                top = -1
                if mine & bit:  # a card another seat or the trick also holds
                    mv[c] = s * 8 + r
                    c += 1
            elif mine & bit:
                if top < 0:
                    top = r
                    mv[c] = s * 8 + r
                    c += 1
                low = r
        if top > low:
            groups |= (((s * 8 + top) << 3) | low) << (8 * ng)
            ng += 1
    return c, ng, groups


@jit
def widen(wr: int, ng: int, groups: int) -> int:
    """The winning ranks ``wr`` of a node where every move was tried,
    widened so that no group of equivalent cards searched once has some
    cards among the winning ranks and some below them: a matching position
    may hold other cards among the lower ones, and those would not be
    equivalent there.  (A group wholly below stands for any such card.)
    ``groups`` packs the node's ``ng`` groups of two or more cards, 8 bits
    each in the order :func:`group_moves` gives them: ``(suit * 8 + top
    rank) << 3 | lowest rank`` (:func:`ab` records them on entering)."""
    for x in range(ng):
        e = (groups >> (8 * x)) & 0xFF
        s = e >> 6
        b = (wr >> (8 * s)) & 0xFF
        lo = e & 7
        if b and ((b >> lo) & 1) == 0 and ((b >> ((e >> 3) & 7)) & 1) == 1:
            wr |= threshold(s, lo)
    return wr


@jit
def order_moves(
    M1: np.ndarray, H: np.ndarray, T: np.ndarray, p: int, mv: np.ndarray, nm: int, hint: int
) -> None:
    """Sort ``mv[:nm]`` (cards ``suit * 8 + rank``) best-first for ``p``
    (module docstring of :mod:`.kernel`); ``hint`` is a card to try first
    (the table's best lead) or -1."""
    n = H[1]
    trump = H[3]
    out = H[4]
    tsize = H[5]
    team = p & 1
    sc = mv[48:64]  # scratch: the scores
    if n == 0:
        last_s = -1  # the moves come suit by suit: each suit's holdings once
        opp_hi = 0
        part_hi = 0
        ruff = False
        for i in range(nm):
            s = mv[i] >> 3
            r = mv[i] & 7
            if mv[i] == hint:
                sc[i] = 1000
                continue
            if s != last_s:
                last_s = s
                opp_hi = 0
                part_hi = 0
                ruff = False
                for o in range(4):
                    if o == p or o == out:  # noqa: SIM109 (plain compares for numba)
                        continue
                    h = M1[o * 4 + s]
                    if (o & 1) != team:
                        opp_hi |= h
                        if h == 0 and trump >= 0 and s != trump and M1[o * 4 + trump]:
                            ruff = True
                    else:
                        part_hi |= h
            top = opp_hi < (2 << r)  # nobody against holds a higher card
            if top and not ruff:
                sc[i] = 300 + r - (20 if s == trump else 0)
            elif part_hi > opp_hi and not ruff:
                sc[i] = 200 - r
            elif (
                part_hi == 0
                and trump >= 0
                and s != trump
                and not ruff
                and out != (p + 2) & 3
                and M1[((p + 2) & 3) * 4 + trump]
            ):
                sc[i] = 150 - r  # the partner ruffs
            else:
                sc[i] = 100 - r
    else:
        led = T[4]
        w = trick_winner(T, n, trump)
        wstr = strength(T[4 + w], T[8 + w], led, trump)
        partner_wins = (T[w] & 1) == team
        last = n == tsize - 1
        if n == 1 and tsize == 4 and not partner_wins and wstr < 16:
            # second seat: the partner, last to play, beats the card led and
            # every card the third seat holds in the suit (nor can the
            # third seat ruff): play low
            pa = (p + 2) & 3
            th = (p + 1) & 3
            ph = M1[pa * 4 + led]
            tt = M1[th * 4 + led]
            beats = ph >> (T[8 + w] + 1) and (tt == 0 or ph >> (top_bit(tt) + 1))
            if beats and (tt or trump < 0 or M1[th * 4 + trump] == 0):
                partner_wins = True
        elif n == 2 and tsize == 4 and partner_wins and wstr < 16:
            # third seat, the partner's card winning: when the fourth seat
            # can beat it in the suit, the lowest card above the fourth
            # seat's first
            fo = (p + 1) & 3
            ft = M1[fo * 4 + led]
            if ft >> (T[8 + w] + 1):
                partner_wins = False
                wstr = top_bit(ft)
        elif n == 1 and tsize == 3 and wstr < 16:
            # a lone hand's middle seat: the same two rules with the last seat
            q = next_seat(p, out)
            qh = M1[q * 4 + led]
            if qh >> (T[8 + w] + 1):
                if (q & 1) == team:
                    partner_wins = True
                elif partner_wins:
                    partner_wins = False
                    wstr = top_bit(qh)
        for i in range(nm):
            s = mv[i] >> 3
            r = mv[i] & 7
            st = strength(s, r, led, trump)
            low = 100 - r - (30 if s == trump else 0)
            if st > wstr and not partner_wins:
                sc[i] = 300 - st if last else 200 - st
            else:
                sc[i] = low
    for i in range(1, nm):  # insertion sort, best first, stable
        m = mv[i]
        x = sc[i]
        j = i - 1
        while j >= 0 and sc[j] < x:
            mv[j + 1] = mv[j]
            sc[j + 1] = sc[j]
            j -= 1
        mv[j + 1] = m
        sc[j + 1] = x


# Columns of a search frame, ``MV[depth, 32 + field]`` (the search is a loop
# over an explicit stack: numba cannot load a cached recursive function).
_TGT, _NM, _I, _K0, _P, _N, _LEFT, _DONE = 0, 1, 2, 4, 8, 9, 10, 11
_WR, _TW, _LK0, _LK1 = 12, 13, 14, 15
_ENTER, _NEXT, _RETURN = 0, 1, 2
# The node's groups of equivalent cards for widen(): ``MV[depth, 28:30]``.
_NG, _GROUPS = 28, 29


@jit
def ab(
    M1: np.ndarray,
    M2: np.ndarray,
    H: np.ndarray,
    T: np.ndarray,
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    TD: np.ndarray,
    MV: np.ndarray,
    depth: int,
    target: int,
) -> bool:
    """True when North-South take at least ``target`` of the tricks not yet
    complete (the one in progress included) with best play by every seat.

    A depth-first alpha-beta search on the null window around ``target``:
    frames live in ``MV[depth:]`` (module :mod:`.kernel`).  When the node
    counter ``H[7]`` reaches the limit ``H[9]`` it sets ``H[10] = 1`` and
    returns False at once, without unwinding (the answer is then void)."""
    trump = H[3]
    out = H[4]
    tsize = H[5]
    d = depth
    tgt = target
    mode = _ENTER
    ret = False
    retw = 0  # the winning ranks the answer ``ret`` depends on
    # the shape (:func:`shape_key` without the seat to lead), kept up to
    # date as cards leave and come back rather than recounted at each lookup
    sa, sb = shape_key(M1, M2, 0)
    while True:
        if mode == _ENTER:
            if H[7] >= H[9]:  # the node budget is spent: give up, void
                H[10] = 1
                return False
            H[7] += 1
            left = H[2]
            mode = _RETURN
            retw = 0
            if tgt <= 0:
                ret = True
                continue
            if tgt > left:
                ret = False
                continue
            p = H[0]
            n = H[1]
            f = MV[d]
            hint = -1
            if n == 1 and tsize == 4 and tgt == (1 if (p & 1) == 0 else left):
                # the second seat's side needs one trick: this one?
                wins, w5 = second_hand_wins(M1, T, trump, p)
                if wins:
                    ret = (p & 1) == 0
                    retw = w5
                    continue
            if n == 0:
                if left == 1:
                    won, retw = last_trick(M1, H, T)
                    ret = won >= tgt
                    continue
                side = p & 1
                # the leader's side's bounds, each counted only as far as the
                # target needs (fewer winning ranks: more general entries)
                need = tgt if side == 0 else left + 1 - tgt
                mine, w1 = quick_tricks(M1, M2, trump, p, need)
                if mine < need:
                    mine_t, w3 = sure_trumps(M1, M2, trump, side)
                    if mine_t > mine:
                        mine = mine_t
                        w1 = w3
                if mine < need:  # through the partner's winners
                    mine_p, w4 = partner_tricks(M1, M2, trump, p, need)
                    if mine_p >= need:
                        mine = mine_p
                        w1 = w4
                if mine >= need:  # the leader's side reaches what it needs
                    ret = side == 0
                    retw = w1
                    continue
                # the other side's sure trumps, only now (both are sure
                # counts, so they never settle the target both ways)
                theirs, w2 = sure_trumps(M1, M2, trump, 1 - side)
                if side == 0:
                    hi = left - theirs
                    if tgt > hi:
                        ret = False
                        retw = w2
                        continue
                elif tgt <= theirs:
                    ret = True
                    retw = w2
                    continue
                if need == left:  # the leader's side needs every trick
                    fails, wlt = later_tricks(M1, M2, trump, p, out, left)
                    if fails:
                        ret = side == 1
                        retw = wlt
                        continue
                lk0 = sa | (p << 32)
                lk1 = sb
                k = rank_key(M1, M2)
                ans, slot, b = lookup(TK, TI, TG, TD, H, lk0, lk1, k[0], k[1], k[2], k[3], tgt)
                if ans >= 0:
                    ret = ans == 1
                    retw = ranks_of(M1, TK[slot, 6])
                    continue
                if b >= 0:
                    r = rank_at(M1, b >> 3, b & 7)
                    if r >= 0:
                        hint = (b >> 3) * 8 + r
                f[32 + _K0] = k[0]
                f[33 + _K0] = k[1]
                f[34 + _K0] = k[2]
                f[35 + _K0] = k[3]
                f[32 + _LK0] = lk0
                f[32 + _LK1] = lk1
            c, ng, groups = group_reps(M1, H, T, p, f)
            if c > 1:
                order_moves(M1, H, T, p, f, c, hint)
            f[32 + _TGT] = tgt
            f[32 + _NM] = c
            f[32 + _I] = 0
            f[32 + _P] = p
            f[32 + _N] = n
            f[32 + _LEFT] = left
            f[32 + _WR] = 0
            f[_NG] = ng
            f[_GROUPS] = groups
            mode = _NEXT
        if mode == _NEXT:
            f = MV[d]
            i = f[32 + _I]
            p = f[32 + _P]
            if i >= f[32 + _NM]:  # every move tried, none cut off
                ret = (p & 1) != 0
                retw = widen(f[32 + _WR], f[_NG], f[_GROUPS])
                if f[32 + _N] == 0:
                    k = (f[32 + _K0], f[33 + _K0], f[34 + _K0], f[35 + _K0])
                    store(
                        TK, TI, TG, TD, H, M1, f[32 + _LK0], f[32 + _LK1], k,
                        f[32 + _LEFT], f[32 + _TGT], ret, retw, -1,
                    )  # fmt: skip
                mode = _RETURN
            else:
                f[32 + _I] = i + 1
                n = f[32 + _N]
                m = f[i]
                hd = p * 4 + (m >> 3)
                remove_card(M1, M2, hd, m & 7)
                if hd < 8:
                    sa -= 1 << (4 * hd)
                else:
                    sb -= 1 << (4 * hd - 32)
                T[n] = p
                T[4 + n] = m >> 3
                T[8 + n] = m & 7
                tgt = f[32 + _TGT]
                if n + 1 == tsize:
                    j = trick_winner(T, tsize, trump)
                    w = T[j]
                    f[32 + _TW] = trick_ranks(T, tsize, j)
                    save_trick(T, f)
                    f[32 + _DONE] = 1
                    if (w & 1) == 0:
                        tgt -= 1
                    H[0] = w
                    H[1] = 0
                    H[2] = f[32 + _LEFT] - 1
                else:
                    f[32 + _DONE] = 0
                    H[0] = next_seat(p, out)
                    H[1] = n + 1
                d += 1
                mode = _ENTER
                continue
        # mode == _RETURN: hand ``ret`` (and ``retw``) to the frame below
        if d == depth:
            return ret
        d -= 1
        f = MV[d]
        p = f[32 + _P]
        m = f[f[32 + _I] - 1]
        if f[32 + _DONE]:
            restore_trick(T, f)
            retw |= f[32 + _TW]
        H[0] = p
        H[1] = f[32 + _N]
        H[2] = f[32 + _LEFT]
        hd = p * 4 + (m >> 3)
        add_card(M1, M2, hd, m & 7)
        if hd < 8:
            sa += 1 << (4 * hd)
        else:
            sb += 1 << (4 * hd - 32)
        if ret == ((p & 1) == 0):  # cut-off: this side has its answer
            if f[32 + _N] == 0:
                s = m >> 3
                best = s * 8 + place_of(M1, s, m & 7)
                k = (f[32 + _K0], f[33 + _K0], f[34 + _K0], f[35 + _K0])
                store(
                    TK, TI, TG, TD, H, M1, f[32 + _LK0], f[32 + _LK1], k,
                    f[32 + _LEFT], f[32 + _TGT], ret, retw, best,
                )  # fmt: skip
            mode = _RETURN
        else:
            f[32 + _WR] |= retw
            mode = _NEXT


@jit
def mtd(
    M1: np.ndarray,
    M2: np.ndarray,
    H: np.ndarray,
    T: np.ndarray,
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    TD: np.ndarray,
    MV: np.ndarray,
    depth: int,
    guess: int,
) -> int:
    """North-South's exact tricks from this position: null-window tests
    stepping from ``guess`` (MTD(f)).  Void (``H[10]`` set) when the node
    budget ran out (:func:`ab`)."""
    lo = 0
    hi = H[2]
    g = guess
    while lo < hi:
        if g <= lo:
            g = lo + 1
        elif g > hi:
            g = hi
        found = ab(M1, M2, H, T, TK, TI, TG, TD, MV, depth, g)
        if H[10]:
            return lo
        if found:
            lo = g
            g = g + 1
        else:
            hi = g - 1
            g = g - 1
    return lo


@jit
def card_values(
    M1: np.ndarray,
    M2: np.ndarray,
    H: np.ndarray,
    T: np.ndarray,
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    TD: np.ndarray,
    MV: np.ndarray,
    cards: np.ndarray,
    values: np.ndarray,
) -> int:
    """North-South's exact tricks after each distinct legal card of the seat
    to act: ``cards[i]`` (``suit * 8 + rank``) and ``values[i]``; returns
    their number.  Equivalent cards are searched once.  Stops at once, the
    values void, when the node budget runs out (``H[10]`` set, :func:`ab`)."""
    p = H[0]
    n = H[1]
    left = H[2]
    trump = H[3]
    out = H[4]
    tsize = H[5]
    reps = MV[63]  # a row the search never reaches (depth <= 50)
    nm = group_moves(M1, H, T, p, reps, cards)
    guess = (left + 1) // 2
    for i in range(nm):
        if reps[i] != i:
            values[i] = values[reps[i]]
            continue
        m = cards[i]
        s = m >> 3
        r = m & 7
        remove_card(M1, M2, p * 4 + s, r)
        T[n] = p
        T[4 + n] = s
        T[8 + n] = r
        gain = 0
        if n + 1 == tsize:
            w = T[trick_winner(T, tsize, trump)]
            gain = 1 if (w & 1) == 0 else 0
            H[0] = w
            H[1] = 0
            H[2] = left - 1
        else:
            H[0] = next_seat(p, out)
            H[1] = n + 1
        save_trick(T, MV[0])
        v = gain + mtd(M1, M2, H, T, TK, TI, TG, TD, MV, 1, guess - gain)
        if H[10]:
            return i
        restore_trick(T, MV[0])
        H[0] = p
        H[1] = n
        H[2] = left
        add_card(M1, M2, p * 4 + s, r)
        values[i] = v
        guess = v
    return nm
