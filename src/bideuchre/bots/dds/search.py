"""The compiled search itself: move generation, :func:`ab`, the root drivers.

Array layouts and the algorithm are described in :mod:`.kernel`.
"""

from __future__ import annotations

import numpy as np

from ._jit import jit
from .kernel import (
    absolute_rank,
    add_card,
    last_trick,
    next_seat,
    probe,
    relative_rank,
    remove_card,
    restore_trick,
    save_trick,
    strength,
    table_key,
    trick_winner,
)


@jit
def group_moves(
    M1: np.ndarray, H: np.ndarray, T: np.ndarray, p: int, reps: np.ndarray, members: np.ndarray
) -> int:
    """The legal cards of ``p`` (R6), one entry per distinct card.

    ``members[i]`` is a card ``suit * 8 + rank`` and ``reps[i]`` the index of
    the first (highest) card of its group of equivalent cards; returns how
    many entries were written.  Suits in order, ranks high to low.
    """
    n = H[1]
    lo = 0
    hi = 4
    if n > 0:
        led = T[4]
        if M1[p * 4 + led]:
            lo = led
            hi = led + 1
    cnt = 0
    for s in range(lo, hi):
        mine = M1[p * 4 + s]
        if mine == 0:
            continue
        block = 0
        for o in range(4):
            if o != p:
                block |= M1[o * 4 + s]
        for j in range(n):
            if T[4 + j] == s:
                block |= 1 << T[8 + j]
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
    sc = np.empty(nm, np.int64)
    if n == 0:
        for i in range(nm):
            s = mv[i] >> 3
            r = mv[i] & 7
            if mv[i] == hint:
                sc[i] = 1000
                continue
            opp_hi = 0
            part_hi = 0
            ruff = False
            for o in range(4):
                if o == p or o == out:
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
                sc[i] = 300 + r + (20 if s == trump else 0)
            elif part_hi > opp_hi and not ruff:
                sc[i] = 200 - r
            else:
                sc[i] = 100 - r - (30 if s == trump else 0)
    else:
        led = T[4]
        w = trick_winner(T, n, trump)
        wstr = strength(T[4 + w], T[8 + w], led, trump)
        partner_wins = (T[w] & 1) == team
        last = n == tsize - 1
        for i in range(nm):
            s = mv[i] >> 3
            r = mv[i] & 7
            st = strength(s, r, led, trump)
            low = 100 - r - (30 if s == trump else 0)
            if st > wstr and not partner_wins:
                sc[i] = 300 - st if last else 200 + st
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


@jit
def store(
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    H: np.ndarray,
    found: int,
    k: tuple[int, int, int, int],
    left: int,
    target: int,
    result: bool,
    best: int,
) -> None:
    """Record the answer for ``target`` as a bound (and the best lead)."""
    if found >= 0:
        slot = found
    else:
        s0 = -found - 1
        slot = s0
        if TG[s0] == H[6] and TI[s0, 3] > left:
            slot = s0 + 1
        TK[slot, 0] = k[0]
        TK[slot, 1] = k[1]
        TK[slot, 2] = k[2]
        TK[slot, 3] = k[3]
        TI[slot, 0] = 0
        TI[slot, 1] = left
        TI[slot, 2] = -1
        TI[slot, 3] = left
        TG[slot] = H[6]
    if result:
        if target > TI[slot, 0]:
            TI[slot, 0] = target
    elif target - 1 < TI[slot, 1]:
        TI[slot, 1] = target - 1
    if best >= 0:
        TI[slot, 2] = best


@jit
def ab(
    M1: np.ndarray,
    M2: np.ndarray,
    H: np.ndarray,
    T: np.ndarray,
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    MV: np.ndarray,
    depth: int,
    target: int,
) -> bool:
    """True when North-South take at least ``target`` of the tricks not yet
    complete (the one in progress included) with best play by every seat."""
    H[7] += 1
    left = H[2]
    if target <= 0:
        return True
    if target > left:
        return False
    p = H[0]
    n = H[1]
    found = 0
    hint = -1
    k = (0, 0, 0, 0)
    if n == 0:
        if left == 1:
            return last_trick(M1, H, T) >= target
        k = table_key(M1, M2, p)
        found = probe(TK, TG, H, k[0], k[1], k[2], k[3])
        if found >= 0:
            if TI[found, 0] >= target:
                return True
            if TI[found, 1] < target:
                return False
            b = TI[found, 2]
            if b >= 0:
                r = absolute_rank(M1, b >> 3, b & 7)
                if r >= 0:
                    hint = (b >> 3) * 8 + r
    trump = H[3]
    out = H[4]
    tsize = H[5]
    mv = MV[depth]
    reps = MV[depth + 1]  # scratch, overwritten by the child before use
    nm = group_moves(M1, H, T, p, reps, mv)
    c = 0
    for i in range(nm):
        if reps[i] == i:
            mv[c] = mv[i]
            c += 1
    nm = c
    order_moves(M1, H, T, p, mv, nm, hint)
    maxi = (p & 1) == 0
    result = not maxi
    best = -1
    for i in range(nm):
        m = mv[i]
        s = m >> 3
        r = m & 7
        remove_card(M1, M2, p * 4 + s, r)
        T[n] = p
        T[4 + n] = s
        T[8 + n] = r
        if n + 1 == tsize:
            w = T[trick_winner(T, tsize, trump)]
            gain = 1 if (w & 1) == 0 else 0
            H[0] = w
            H[1] = 0
            H[2] = left - 1
            save_trick(T, mv)
            v = ab(M1, M2, H, T, TK, TI, TG, MV, depth + 1, target - gain)
            restore_trick(T, mv)
            H[2] = left
        else:
            H[0] = next_seat(p, out)
            H[1] = n + 1
            v = ab(M1, M2, H, T, TK, TI, TG, MV, depth + 1, target)
        H[0] = p
        H[1] = n
        add_card(M1, M2, p * 4 + s, r)
        if v == maxi:
            result = v
            best = m
            break
    if n == 0:
        if best >= 0:
            best = (best >> 3) * 8 + relative_rank(M1, best >> 3, best & 7)
        store(TK, TI, TG, H, found, k, left, target, result, best)
    return result


@jit
def mtd(
    M1: np.ndarray,
    M2: np.ndarray,
    H: np.ndarray,
    T: np.ndarray,
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    MV: np.ndarray,
    depth: int,
    guess: int,
) -> int:
    """North-South's exact tricks from this position: null-window tests
    stepping from ``guess`` (MTD(f))."""
    lo = 0
    hi = H[2]
    g = guess
    while lo < hi:
        if g <= lo:
            g = lo + 1
        elif g > hi:
            g = hi
        if ab(M1, M2, H, T, TK, TI, TG, MV, depth, g):
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
    MV: np.ndarray,
    cards: np.ndarray,
    values: np.ndarray,
) -> int:
    """North-South's exact tricks after each distinct legal card of the seat
    to act: ``cards[i]`` (``suit * 8 + rank``) and ``values[i]``; returns
    their number.  Equivalent cards are searched once."""
    p = H[0]
    n = H[1]
    left = H[2]
    trump = H[3]
    out = H[4]
    tsize = H[5]
    reps = np.empty(16, np.int64)
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
        v = gain + mtd(M1, M2, H, T, TK, TI, TG, MV, 1, guess - gain)
        restore_trick(T, MV[0])
        H[0] = p
        H[1] = n
        H[2] = left
        add_card(M1, M2, p * 4 + s, r)
        values[i] = v
        guess = v
    return nm
