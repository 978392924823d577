"""World sampling, compiled (numba): the same deals from the same stream.

:meth:`bideuchre.bots.sampling.Sampler.sample` deals the unseen cards with a
``random.Random``; this kernel replays the very same draws — Python's
Mersenne Twister (MT19937, CPython's ``_randommodule.c``: ``genrand_uint32``,
``random()`` from two words, ``getrandbits(k)`` for ``k <= 32``), its
``shuffle`` (``_randbelow_with_getrandbits``) and the sampler's weighted
choice of a holder per card with the same float operations — on the
generator's state copied into an array (``Random.getstate``), so the deals,
and the state left behind (``Random.setstate``), are exactly the reference's.
:mod:`bideuchre.bots.fastdeal` holds the Python side.

No allocation (``_nrt=False``, :mod:`._jit`): the arrays come from the caller.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from ._jit import jit

IntArray = NDArray[np.int64]
FloatArray = NDArray[np.float64]

_N = 624
_M = 397
_MASK = 0xFFFFFFFF


@jit
def genrand(mt: IntArray) -> int:
    """The next 32-bit word of the generator whose 624 words are
    ``mt[:624]`` and whose position is ``mt[624]`` (as ``getstate``)."""
    if mt[_N] >= _N:
        for kk in range(_N):
            y = (mt[kk] & 0x80000000) | (mt[(kk + 1) % _N] & 0x7FFFFFFF)
            v = mt[(kk + _M) % _N] ^ (y >> 1)
            if y & 1:
                v ^= 0x9908B0DF
            mt[kk] = v
        mt[_N] = 0
    y = mt[mt[_N]]
    mt[_N] += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C5680
    y ^= (y << 15) & 0xEFC60000
    y ^= y >> 18
    return int(y & _MASK)


@jit
def random(mt: IntArray) -> float:
    """``Random.random()``: a float in [0, 1) from two words."""
    a = genrand(mt) >> 5
    b = genrand(mt) >> 6
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)


@jit
def randbelow(mt: IntArray, n: int) -> int:
    """``Random._randbelow_with_getrandbits(n)`` for ``1 <= n < 2**32``."""
    k = 0
    m = n
    while m:
        k += 1
        m >>= 1
    r = genrand(mt) >> (32 - k)
    while r >= n:
        r = genrand(mt) >> (32 - k)
    return r


@jit
def deal(
    mt: IntArray,
    base: IntArray,
    groups: IntArray,
    n_groups: int,
    eligible: IntArray,
    need: IntArray,
    weights: FloatArray,
    tries: int,
    order: IntArray,
    holder: IntArray,
    room: IntArray,
) -> int:
    """``Sampler._try`` up to ``tries`` times: on success ``order[i]`` is
    the ``i``-th card dealt and ``holder[i]`` who got it, and it returns 1;
    0 when every try met a dead end (the stream is then where the
    reference's is before its fallback).

    Args:
        mt: the generator's state (625 words, :func:`genrand`), advanced.
        base: the sampler's ``order`` (most constrained first).
        groups: ends of the runs of equal constraint in ``base`` (each run
            is shuffled, as the reference's chunks).
        eligible: bitmask per face of the holders (0..4) that may get it.
        need: cards each holder gets (5).
        weights: ``weights[h, f]`` bias, 1.0 for the hidden pile or none.
        order, holder, room: output and scratch (``len(base)``, 5).
    """
    n = base.shape[0]
    for _ in range(tries):
        for h in range(5):
            room[h] = need[h]
        for i in range(n):
            order[i] = base[i]
        start = 0
        for g in range(n_groups):
            end = groups[g]
            size = end - start
            if size > 1:
                for i in range(size - 1, 0, -1):
                    j = randbelow(mt, i + 1)
                    t = order[start + i]
                    order[start + i] = order[start + j]
                    order[start + j] = t
            start = end
        ok = True
        for i in range(n):
            f = order[i]
            opts = eligible[f]
            total = 0.0
            for h in range(5):
                if (opts >> h) & 1 and room[h]:
                    total += room[h] * weights[h, f]
            if total <= 0.0:
                ok = False
                break
            x = random(mt) * total
            chosen = -1
            for h in range(5):
                if (opts >> h) & 1 and room[h]:
                    x -= room[h] * weights[h, f]
                    chosen = h
                    if x < 0:
                        break
            room[chosen] -= 1
            holder[i] = chosen
        if ok:
            return 1
    return 0


def warm_up() -> None:
    """Load (or compile) the kernels: one small deal, counted."""
    mt = np.zeros(625, dtype=np.int64)
    mt[:624] = np.arange(1, 625)
    mt[624] = 624
    base = np.array([0, 1, 2, 3], dtype=np.int64)
    deal(
        mt,
        base,
        np.array([4], dtype=np.int64),
        1,
        np.full(24, 0b11110, dtype=np.int64),
        np.array([0, 1, 1, 1, 1], dtype=np.int64),
        np.ones((5, 24), dtype=np.float64),
        20,
        np.zeros(4, dtype=np.int64),
        np.zeros(4, dtype=np.int64),
        np.zeros(5, dtype=np.int64),
    )
    count_deal(
        base,
        np.array([1, 2, 3, 4], dtype=np.int64),
        np.zeros((4, 24), dtype=np.int64),
        np.zeros((4, 24), dtype=np.int64),
    )


@jit
def count_deal(order: IntArray, holder: IntArray, fixed: IntArray, out: IntArray) -> None:
    """``out[seat, face]``: the cards of a :func:`deal` (``order``,
    ``holder``) held by seats 0..3, plus ``fixed`` (4 x 24: the observer's
    hand, the cards known to be held)."""
    for s in range(4):
        for f in range(24):
            out[s, f] = fixed[s, f]
    for i in range(order.shape[0]):
        h = holder[i]
        if h < 4:
            out[h, order[i]] += 1
