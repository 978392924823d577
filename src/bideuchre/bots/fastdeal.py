"""Compiled world sampling: :meth:`.sampling.Sampler.sample`, deal for deal.

A :class:`Dealer` holds a copy of a ``random.Random``'s state and deals with
the kernel of :mod:`.dds.dealkernel`, which replays Python's generator
exactly: ``Dealer(sampler, rng).sample()`` repeated gives the same worlds as
``sampler.sample(rng)`` repeated, and :meth:`Dealer.close` leaves ``rng``
where those calls would have.  The rare deal that needs the reference's
fallback (a bipartite matching after twenty dead ends) is made by the
reference itself, on the synchronised ``rng``.
"""

from __future__ import annotations

import random

import numpy as np
from numpy.typing import NDArray

from .dds import dealkernel as _k
from .sampling import Sampler

IntArray = NDArray[np.int64]

#: Dead ends before the reference falls back to a matching (``Sampler.sample``).
TRIES = 20


class Dealer:
    """Deals ``sampler``'s worlds from ``rng``'s stream (module docstring).

    ``rng`` must not be used until :meth:`close` (its state lives here
    meanwhile); after ``close`` it is exactly where the reference leaves it.
    """

    def __init__(self, sampler: Sampler, rng: random.Random) -> None:
        self.sampler = sampler
        self.rng = rng
        k = sampler.k
        base = sampler.order
        n = len(base)
        self.base = np.array(base, dtype=np.int64)
        ends: list[int] = []
        elig = sampler.eligible
        for i in range(1, n + 1):
            if i == n or len(elig[base[i]]) != len(elig[base[i - 1]]):
                ends.append(i)
        self.groups = np.array(ends or [0], dtype=np.int64)
        self.n_groups = len(ends)
        self.eligible = np.array([sum(1 << h for h in elig[f]) for f in range(24)], dtype=np.int64)
        self.need = np.array(sampler.need, dtype=np.int64)
        self.weights = np.ones((5, 24), dtype=np.float64)
        if sampler.weights is not None:
            for h in range(4):
                self.weights[h, :] = sampler.weights[h]
        self.order = np.zeros(n, dtype=np.int64)
        self.holder = np.zeros(n, dtype=np.int64)
        self.room = np.zeros(5, dtype=np.int64)
        version, words, gauss = rng.getstate()
        self._version = version
        self._gauss = gauss
        self.mt = np.array(words, dtype=np.int64)
        self.own = list(k.hand)
        self.known = [list(k.known[s]) for s in range(4)]
        self.seat = k.seat
        self.fixed = np.zeros((4, 24), dtype=np.int64)
        for s in range(4):
            for c in self.own if s == k.seat else self.known[s]:
                self.fixed[s, c] += 1

    def _sync(self) -> None:
        self.rng.setstate((self._version, tuple(self.mt.tolist()), self._gauss))

    def close(self) -> None:
        """Leave ``rng`` where the reference's calls would have."""
        self._sync()

    def _deal(self) -> int:
        return _k.deal(
            self.mt,
            self.base,
            self.groups,
            self.n_groups,
            self.eligible,
            self.need,
            self.weights,
            TRIES,
            self.order,
            self.holder,
            self.room,
        )

    def sample_counts(self, out: IntArray) -> None:
        """The next world as counts ``out[seat, face]`` (seats 0..3; the
        hidden pile left out): the same world as :meth:`sample`, counted."""
        if self._deal():
            _k.count_deal(self.order, self.holder, self.fixed, out)
            return
        hands = self._fallback()
        out.fill(0)
        for s in range(4):
            for c in hands[s]:
                out[s, c] += 1

    def _fallback(self) -> list[list[int]]:
        # the reference's fallback, on the same stream
        self._sync()
        hands = self.sampler._matching(self.rng)
        for s in range(4):
            hands[s].extend(self.known[s])
        self.mt = np.array(self.rng.getstate()[1], dtype=np.int64)
        hands[self.seat] = list(self.own)
        return hands

    def random(self) -> float:
        """``rng.random()`` on the stream (the next float the reference draws)."""
        return float(_k.random(self.mt))

    def sample(self) -> list[list[int]]:
        """The next world, as :meth:`.sampling.Sampler.sample` gives it."""
        if self._deal():
            hands: list[list[int]] = [[], [], [], [], []]
            for f, h in zip(self.order.tolist(), self.holder.tolist(), strict=True):
                hands[h].append(f)
            for s in range(4):
                hands[s].extend(self.known[s])
            hands[self.seat] = list(self.own)
            return hands
        return self._fallback()
