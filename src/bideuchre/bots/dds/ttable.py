"""The transposition table: relative-rank keys matched on their winning ranks.

Compiled by :func:`._jit.jit` like :mod:`.kernel`.  Positions are stored at
trick boundaries only.  A position is described by

* its *shape*: the seat to lead and the number of cards each seat holds in
  each suit (``lk0``, ``lk1``, 4 bits a holding);
* its *relative-rank key*: per suit, the ranks still held numbered from the
  top (bit 6 the highest rank still held, bit 5 the next, ...: ranks already
  played squeezed out), and for each seat which of those it holds once
  (bits 0..6) and twice (bits 7..13, double deck), 14 bits a seat.

After partition search (Ginsberg) and the "winning ranks" of Haglund's DDS, an
entry also records, per suit, how many of the top ranks still held its result
depended on (``ks``, 3 bits a suit).  A later position with the same shape
whose holders of those top ranks agree with the entry's gets the entry's
bounds: the cards below them were only followed with, discarded or ruffed
with (if one of them had won a trick by its rank it would have been counted),
so which seat holds which of them does not change the result (R5, R7: the
first of two identical cards played wins, so both copies' holders count).
The search (:mod:`.search`) carries, with each answer, the set of ranks it
depended on: ``wr`` bit ``suit * 8 + rank`` (absolute compact ranks), always
closed upwards inside a suit (all ranks at or above the lowest one set).

Closed upwards on purpose: a trick won by a Q with the K and A still out
depends on who holds them too (in a matching position where an opponent of
the Q's side held the K in place of a small card, the K would win), which
is why Haglund's DDS also matches every rank from its "least winning rank"
up.

Arrays: ``TK[slot]`` = ``lk0, lk1, k0..k3, ks, last use`` (``k0..k3`` kept
masked to the top ranks ``ks`` counts, so a match is one ``and`` and one
compare a suit); ``TI[slot]`` =
(lower bound, upper bound, best lead as ``suit * 8 + place from the top``,
tricks left); ``TG[slot]`` generation.  Buckets are ``WAYS`` consecutive
slots, filled from the first (entries are never removed within a
generation, so a bucket's entries end at its first free slot); a full
bucket loses its least recently used entry.

Which bucket (:func:`bucket_of`), for searches of more than six tricks
(``H[11]`` = 1): the shape, the set of suits the entry
depends on (``ks`` not 0) and, in each of those suits, which seats hold the
top rank still held (once or twice): every position the entry matches has
those same holders, so it is found in that one bucket.  A directory
(``TD[row]`` = ``lk0, lk1``, the suit sets as bits ``1 << w``, last use,
generation; one row a shape: :func:`shape_row`) records which suit sets the
shape's entries use, and a lookup scans only those buckets (about 1.5
buckets and 9 slots a lookup in double-deck whole hands, against 39 slots
when all of a shape's entries shared one 128-slot bucket: the entries of a
shape are spread over many buckets, so a shape also keeps more of them).
Shallower searches (``H[11]`` = 0: the single deck, the last six tricks of
the double deck) keep one bucket a shape and no directory: their tables
are nearly empty, and the directory and a second bucket cost a cache miss
each for little to find; they also keep to the table's first ``2 ** 12``
slots (``H[8]``, set by :mod:`.api`), which stay in the caches between calls.
"""

from __future__ import annotations

import numpy as np

from ._jit import jit
from .tables import PEXT, POP

#: Slots a bucket.  64 rather than 32: the slowest double-deck hands fill
#: their buckets (the entries of one shape with the same top ranks' holders
#: all go to one bucket, whatever the table's size): with 32 slots 28-53% of
#: their stores evicted a live entry; 64 slots cut their nodes by 4-18%
#: (benchmarks/RESULTS.md, branch ``solver-tail``).  A scan stops at a
#: bucket's first free slot, so buckets that are not full cost no more.
WAYS = 64
#: Directory rows a set (one row a shape: the suit sets of its entries).
DWAYS = 4
_M30 = (1 << 30) - 1
_SEATS = 1 | (1 << 14) | (1 << 28) | (1 << 42)


@jit
def fold(k: int) -> int:
    """Mix one key word of at most 60 bits into a hash (no overflow)."""
    return ((k & _M30) * 2654435761) ^ ((k >> 30) * 2246822519)


@jit
def threshold(s: int, r: int) -> int:
    """The winning-ranks set "every rank of suit ``s`` from ``r`` up"."""
    return ((0xFF << r) & 0xFF) << (8 * s)


@jit
def shape_key(M1: np.ndarray, M2: np.ndarray, p: int) -> tuple[int, int]:
    """The shape of a position with ``p`` to lead: the number of cards of
    each holding, 4 bits each, seats 0-1 then 2-3; ``p`` in bits 32-33."""
    a = p << 32
    b = 0
    for i in range(8):
        a |= (POP[M1[i]] + POP[M2[i]]) << (4 * i)
        b |= (POP[M1[8 + i]] + POP[M2[8 + i]]) << (4 * i)
    return a, b


@jit
def rank_key(M1: np.ndarray, M2: np.ndarray) -> tuple[int, int, int, int]:
    """The relative-rank key, ranks numbered from the top (module doc)."""
    k0 = 0
    k1 = 0
    k2 = 0
    k3 = 0
    for s in range(4):
        u = M1[s] | M1[4 + s] | M1[8 + s] | M1[12 + s]
        up = 7 - POP[u]
        w = 0
        for q in range(4):
            w |= ((PEXT[u, M1[q * 4 + s]] | (PEXT[u, M2[q * 4 + s]] << 7)) << up) << (14 * q)
        if s == 0:
            k0 = w
        elif s == 1:
            k1 = w
        elif s == 2:
            k2 = w
        else:
            k3 = w
    return k0, k1, k2, k3


@jit
def top_mask(ks: int, s: int) -> int:
    """Bits of a suit's key word that hold the top ``(ks >> 4 s) & 15``
    ranks, for every seat and both copies."""
    k = (ks >> (4 * s)) & 15
    m7 = ((1 << k) - 1) << (7 - k)
    return (m7 | (m7 << 7)) * _SEATS


def _top(k: int) -> int:
    m7 = ((1 << k) - 1) << (7 - k)
    return (m7 | (m7 << 7)) * _SEATS


#: ``TOPM[k]``: :func:`top_mask` of a suit whose entry depends on its top
#: ``k`` ranks (``k`` <= 7: a suit has 7 ranks at most).
TOPM = np.array([_top(min(k, 7)) for k in range(16)], dtype=np.int64)


@jit
def counts_of(M1: np.ndarray, wr: int) -> int:
    """``ks`` for the winning-ranks set ``wr``: per suit, how many ranks
    still held lie at or above its lowest rank in ``wr``."""
    ks = 0
    for s in range(4):
        b = (wr >> (8 * s)) & 0xFF
        if b == 0:
            continue
        lo = 0
        while not (b >> lo) & 1:
            lo += 1
        u = M1[s] | M1[4 + s] | M1[8 + s] | M1[12 + s]
        ks |= POP[(u >> lo) & 127] << (4 * s)
    return ks


@jit
def ranks_of(M1: np.ndarray, ks: int) -> int:
    """The winning-ranks set of an entry's ``ks`` in this position."""
    wr = 0
    for s in range(4):
        k = (ks >> (4 * s)) & 15
        if k == 0:
            continue
        u = M1[s] | M1[4 + s] | M1[8 + s] | M1[12 + s]
        r = 7
        while k > 0:
            r -= 1
            if (u >> r) & 1:
                k -= 1
        wr |= threshold(s, r)
    return wr


@jit
def place_of(M1: np.ndarray, s: int, r: int) -> int:
    """How many ranks still held in suit ``s`` lie above rank ``r``."""
    u = M1[s] | M1[4 + s] | M1[8 + s] | M1[12 + s]
    return int(POP[(u >> (r + 1)) & 127])


@jit
def rank_at(M1: np.ndarray, s: int, place: int) -> int:
    """Inverse of :func:`place_of`: the rank held at ``place`` from the top
    of suit ``s``, or -1."""
    u = M1[s] | M1[4 + s] | M1[8 + s] | M1[12 + s]
    for r in range(6, -1, -1):
        if (u >> r) & 1:
            if place == 0:
                return r
            place -= 1
    return -1


@jit
def shape_row(TD: np.ndarray, H: np.ndarray, lk0: int, lk1: int, make: bool) -> int:
    """The directory row of a shape (:data:`DWAYS` rows a set, filled from
    the first), or -1 when it has none; with ``make`` one is made (a new
    row, or the set's least recently used one given over to this shape:
    the other shape's entries are then out of reach, not wrong)."""
    h = fold(lk0) ^ (fold(lk1) >> 1)
    h ^= h >> 29
    d0 = int((h & (TD.shape[0] - 1)) & ~(DWAYS - 1))
    gen = H[6]
    victim = d0
    age = 1 << 62
    for j in range(d0, d0 + DWAYS):
        if TD[j, 4] != gen:
            if not make:
                return -1
            victim = j
            age = -1
            break
        if TD[j, 0] == lk0 and TD[j, 1] == lk1:
            TD[j, 3] = H[7]
            return j
        if TD[j, 3] < age:
            victim = j
            age = TD[j, 3]
    if not make:
        return -1
    TD[victim, 0] = lk0
    TD[victim, 1] = lk1
    TD[victim, 2] = 0
    TD[victim, 3] = H[7]
    TD[victim, 4] = gen
    return victim


@jit
def suits_of(ks: int) -> int:
    """The suits an entry's ``ks`` depends on (bit ``s``: ``ks`` counts at
    least one rank of suit ``s``)."""
    w = 0
    for s in range(4):
        if (ks >> (4 * s)) & 15:
            w |= 1 << s
    return w


@jit
def bucket_of(H: np.ndarray, lk0: int, lk1: int, w: int, k0: int, k1: int, k2: int, k3: int) -> int:
    """First slot of the bucket of the entries of a shape that depend on
    the suits ``w`` (:func:`suits_of`) and whose top rank of each of those
    suits has the holders of the key words ``k0..k3``."""
    h = fold(lk0 | (w << 36)) ^ (fold(lk1) >> 1)
    t1 = TOPM[1]
    if w & 1:
        h ^= fold(k0 & t1) >> 2
    if w & 2:
        h ^= fold(k1 & t1) >> 3
    if w & 4:
        h ^= fold(k2 & t1) >> 4
    if w & 8:
        h ^= fold(k3 & t1) >> 5
    h ^= h >> 29
    return int((h & H[8]) & ~(WAYS - 1))


@jit
def matches(TK: np.ndarray, slot: int, k0: int, k1: int, k2: int, k3: int) -> bool:
    """Whether a position of the slot's shape agrees with the slot on the
    top ranks its entry depends on (the entry keeps its key words already
    masked to those ranks, :func:`top_mask`)."""
    ks = TK[slot, 6]
    if (k0 & TOPM[ks & 15]) != TK[slot, 2]:
        return False
    if (k1 & TOPM[(ks >> 4) & 15]) != TK[slot, 3]:
        return False
    if (k2 & TOPM[(ks >> 8) & 15]) != TK[slot, 4]:
        return False
    return bool((k3 & TOPM[(ks >> 12) & 15]) == TK[slot, 5])


@jit
def scan(
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    H: np.ndarray,
    b0: int,
    lk0: int,
    lk1: int,
    k0: int,
    k1: int,
    k2: int,
    k3: int,
    target: int,
    hint: int,
) -> tuple[int, int, int]:
    """:func:`lookup` in the bucket starting at slot ``b0``; ``hint`` is
    kept when no entry there gives one."""
    gen = H[6]
    for slot in range(b0, b0 + WAYS):
        if TG[slot] != gen:
            break  # a bucket fills from its first slot: no entry further on
        if TK[slot, 0] != lk0 or TK[slot, 1] != lk1:
            continue
        if not matches(TK, slot, k0, k1, k2, k3):
            continue
        if TI[slot, 0] >= target:
            TK[slot, 7] = H[7]
            return 1, slot, hint
        if TI[slot, 1] < target:
            TK[slot, 7] = H[7]
            return 0, slot, hint
        if hint < 0:
            hint = TI[slot, 2]
    return -1, -1, hint


@jit
def lookup(
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    TD: np.ndarray,
    H: np.ndarray,
    lk0: int,
    lk1: int,
    k0: int,
    k1: int,
    k2: int,
    k3: int,
    target: int,
) -> tuple[int, int, int]:
    """Look a position up for the question "North-South take ``target``?".

    Returns ``(answer, slot, hint)``: ``answer`` 1 (yes) or 0 (no) decided by
    the entry in ``slot``, or -1 (not decided, ``slot`` -1); ``hint`` the best
    lead of a matching entry (``suit * 8 + place``) or -1.  Only the buckets
    of the suit sets the shape's directory row lists are scanned."""
    hint = -1
    if H[11] == 0:  # one bucket a shape
        b0 = bucket_of(H, lk0, lk1, 0, k0, k1, k2, k3)
        return scan(TK, TI, TG, H, b0, lk0, lk1, k0, k1, k2, k3, target, hint)
    d = shape_row(TD, H, lk0, lk1, False)
    if d < 0:
        return -1, -1, hint
    wm = TD[d, 2]
    for w in range(16):
        if not (wm >> w) & 1:
            continue
        b0 = bucket_of(H, lk0, lk1, w, k0, k1, k2, k3)
        ans, slot, hint = scan(TK, TI, TG, H, b0, lk0, lk1, k0, k1, k2, k3, target, hint)
        if ans >= 0:
            return ans, slot, hint
    return -1, -1, hint


@jit
def store(
    TK: np.ndarray,
    TI: np.ndarray,
    TG: np.ndarray,
    TD: np.ndarray,
    H: np.ndarray,
    M1: np.ndarray,
    lk0: int,
    lk1: int,
    k: tuple[int, int, int, int],
    left: int,
    target: int,
    result: bool,
    wr: int,
    best: int,
) -> None:
    """Record the answer for ``target`` as a bound valid for every position
    of this shape that agrees on the winning ranks ``wr`` (and the best
    lead ``best``, ``suit * 8 + place``, or -1)."""
    ks = counts_of(M1, wr)
    w = 0
    if H[11]:
        w = suits_of(ks)
        d = shape_row(TD, H, lk0, lk1, True)
        TD[d, 2] |= 1 << w
    b0 = bucket_of(H, lk0, lk1, w, k[0], k[1], k[2], k[3])
    gen = H[6]
    slot = -1
    victim = b0
    age = 1 << 62
    for j in range(b0, b0 + WAYS):
        if TG[j] != gen:  # the first free slot; none in use further on
            victim = j
            break
        if (
            TK[j, 0] == lk0
            and TK[j, 1] == lk1
            and TK[j, 6] == ks
            and matches(TK, j, k[0], k[1], k[2], k[3])
        ):
            slot = j
            break
        if TK[j, 7] < age:
            victim = j
            age = TK[j, 7]
    if slot < 0:
        slot = victim
        TK[slot, 0] = lk0
        TK[slot, 1] = lk1
        TK[slot, 2] = k[0] & top_mask(ks, 0)
        TK[slot, 3] = k[1] & top_mask(ks, 1)
        TK[slot, 4] = k[2] & top_mask(ks, 2)
        TK[slot, 5] = k[3] & top_mask(ks, 3)
        TK[slot, 6] = ks
        TI[slot, 0] = 0
        TI[slot, 1] = left
        TI[slot, 2] = -1
        TI[slot, 3] = left
        TG[slot] = gen
    TK[slot, 7] = H[7]
    if result:
        if target > TI[slot, 0]:
            TI[slot, 0] = target
    elif target - 1 < TI[slot, 1]:
        TI[slot, 1] = target - 1
    if best >= 0:
        TI[slot, 2] = best
