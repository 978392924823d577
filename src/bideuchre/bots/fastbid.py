"""Compiled arithmetic of the bidding by simulation, on the bots' plain lists.

:func:`~.simbid.simulated_call` values every call over sampled deals.  Its
readable reference computes, per deal, the one-hand values of every hand
(:func:`~.simbid.hand_views`), the deal's weight
(:func:`~.simbid.call_likelihood`) and the trick model's values
(:func:`~.trickmodel.predict`), and per candidate call the expected points
over :func:`~.bidding.normal_dist` distributions.  The functions here do the
same with the kernels of :mod:`.dds.bidkernel` (numba, GIL released), float
for float, a whole decision's deals in one call.  With
``NUMBA_DISABLE_JIT=1`` the kernels run as plain Python, still giving the
same floats.

Scratch arrays are kept per thread (server threads call at once).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from ..engine import Action, ActionKind
from .dds import bidkernel as _k
from .evaluation import WEIGHTS
from .fastdeal import Dealer
from .trickmodel import models

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]

#: Python's ``sum`` of floats compensates its rounding from 3.12 on.
COMPENSATED_SUM = sys.version_info >= (3, 12)

#: Columns of the rows of :func:`.dds.bidkernel.world_values`.
WEIGHT, OURS, PARTNER_T, THEIRS_T, OPP_VIEW, OPP_BEST, PARTNER_VIEW, PARTNER_BEST = (
    0,
    1,
    6,
    7,
    8,
    9,
    10,
    11,
)


class _Scratch(threading.local):
    """One thread's working arrays for the kernels."""

    def __init__(self) -> None:
        self.feats = np.zeros((4, 5, 12), dtype=np.float64)
        self.trumps = np.zeros((4, 5), dtype=np.int64)
        self.views = np.zeros((4, 5), dtype=np.float64)
        self.passed = np.zeros(4, dtype=np.int64)
        self.order = np.zeros(4, dtype=np.int64)
        self.dealt = np.zeros((4, 24), dtype=np.int64)
        self.row = np.zeros(12, dtype=np.float64)
        self.calls: object = None
        self.encoded: tuple[IntArray, ...] = ()
        self.keys: tuple[IntArray, ...] = ()


_SCRATCH = _Scratch()
_WEIGHTS: dict[tuple[object, ...], tuple[FloatArray, FloatArray]] = {}


def _weights(copies: int) -> tuple[FloatArray, FloatArray]:
    """The evaluation's and the trick model's weights for ``copies`` as
    arrays ``[trump, no trump]`` (zero padded), read from the current tables."""
    m = models()
    key = (
        copies,
        WEIGHTS[(copies, False)],
        WEIGHTS[(copies, True)],
        m[(copies, False)].weights,
        m[(copies, True)].weights,
    )
    got = _WEIGHTS.get(key)
    if got is None:
        sw = np.zeros((2, 12), dtype=np.float64)
        mw = np.zeros((2, 25), dtype=np.float64)
        for nt in (0, 1):
            ws = WEIGHTS[(copies, bool(nt))]
            sw[nt, : len(ws)] = ws
            mws = m[(copies, bool(nt))].weights
            mw[nt, : len(mws)] = mws
        got = (sw, mw)
        _WEIGHTS[key] = got
    return got


def encode_calls(
    calls: Sequence[tuple[int, Action]],
) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """The auction ``(seat, action)`` as arrays: seats, kinds
    (:data:`.dds.bidkernel.CALL_PASS`, ``CALL_BID``, ``CALL_OTHER``),
    denominations and tricks (bids only)."""
    n = len(calls)
    seat = np.zeros(n, dtype=np.int64)
    kind = np.zeros(n, dtype=np.int64)
    den = np.zeros(n, dtype=np.int64)
    tricks = np.zeros(n, dtype=np.int64)
    for i, (s, a) in enumerate(calls):
        seat[i] = s
        if a.kind is ActionKind.BID:
            kind[i] = _k.CALL_BID
            den[i] = int(a.denomination)
            tricks[i] = a.tricks
        elif a.kind is ActionKind.PASS:
            kind[i] = _k.CALL_PASS
        else:
            kind[i] = _k.CALL_OTHER
    return seat, kind, den, tricks


@dataclass(frozen=True, slots=True)
class WorldValues:
    """The lists :func:`~.simbid.simulated_call`'s loop over the deals fills
    (same names; a list is empty where the auction has no such contract)."""

    ws: list[float]
    ours: list[dict[int, float]]
    partner_t: list[float]
    theirs_t: list[float]
    opp_view: list[float]
    opp_best: list[float]
    partner_view: list[float]
    partner_best: list[float]


class Worlds:
    """The deals of one decision as counts, filled one deal at a time.

    Args:
        capacity: most deals (``SimBidConfig.worlds``).
    """

    def __init__(self, capacity: int) -> None:
        self.hands = np.zeros((max(capacity, 1), 4, 24), dtype=np.int64)
        self.n = 0

    def add(self, hands: Sequence[Sequence[int]]) -> None:
        """Append a deal (``hands[seat]``, faces; further entries ignored)."""
        row = self.hands[self.n]
        for s in range(4):
            r = row[s]
            for c in hands[s]:
                r[c] += 1
        self.n += 1

    def deal(self, dealer: Dealer) -> None:
        """Append the dealer's next deal (:meth:`.fastdeal.Dealer.sample_counts`)."""
        dealer.sample_counts(self.hands[self.n])
        self.n += 1

    def values(
        self,
        copies: int,
        seat: int,
        high_seat: int,
        high_d: int,
        denoms: Sequence[int],
        calls: Sequence[tuple[int, Action]],
        meaning: tuple[float, float, float, float],
        shifts: tuple[float, float, float, float, int],
    ) -> WorldValues:
        """Per deal, the values :func:`~.simbid.simulated_call`'s reference
        loop computes, as its lists (the arguments: see
        :func:`.dds.bidkernel.world_values`; ``seat`` the caller)."""
        sc = _SCRATCH
        sw, mw = _weights(copies)
        mask = np.zeros(5, dtype=np.int64)
        for d in denoms:
            mask[d] = 1
        cs, ck, cd, ct = encode_calls(calls)
        out = np.zeros((self.n, 12), dtype=np.float64)
        _k.world_values(
            self.hands,
            self.n,
            copies,
            seat,
            high_seat,
            high_d,
            mask,
            cs,
            ck,
            cd,
            ct,
            len(calls),
            np.array(meaning, dtype=np.float64),
            np.array(shifts, dtype=np.float64),
            sw,
            mw,
            sc.feats,
            sc.trumps,
            sc.views,
            sc.passed,
            sc.order,
            out,
        )
        partner = seat ^ 2

        def col(j: int, present: bool = True) -> list[float]:
            return out[:, j].tolist() if present else []

        return WorldValues(
            ws=col(WEIGHT),
            ours=[{d: row[OURS + d] for d in denoms} for row in out.tolist()],
            partner_t=col(PARTNER_T, high_seat == partner),
            theirs_t=col(THEIRS_T, high_seat >= 0 and high_seat != partner),
            opp_view=col(OPP_VIEW),
            opp_best=col(OPP_BEST),
            partner_view=col(PARTNER_VIEW, high_seat < 0),
            partner_best=col(PARTNER_BEST, high_seat < 0),
        )


def bid_likelihood(
    hands: Sequence[Sequence[int]],
    calls: Sequence[tuple[int, Action]],
    observer: int,
    copies: int,
    bid_offset: float,
    bid_spread: float,
) -> float:
    """:func:`~.simbid.bid_likelihood` (``meaning``'s ``bid_offset`` and
    ``bid_spread`` for ``copies`` given), the same float."""
    sc = _SCRATCH
    if sc.calls is not calls:  # one decision passes the same list every deal
        sc.encoded = encode_calls(calls)
        n = max(len(calls), 1)
        sc.keys = tuple(np.zeros(n, dtype=np.int64) for _ in range(3))
        sc.calls = calls
    cs, ck, cd, ct = sc.encoded
    ks, kd, kn = sc.keys
    dealt = sc.dealt
    dealt.fill(0)
    for s in range(4):
        row = dealt[s]
        for c in hands[s]:
            row[c] += 1
    sw, _ = _weights(copies)
    return float(
        _k.bid_weight(
            dealt,
            cs,
            ck,
            cd,
            ct,
            len(calls),
            int(observer),
            int(copies),
            float(bid_offset),
            float(bid_spread),
            sw,
            ks,
            kd,
            kn,
            sc.row,
        )
    )


def normal_dists(means: Sequence[float], sd: float, hand_size: int) -> FloatArray:
    """Row ``i``: :func:`~.bidding.normal_dist` ``(means[i], sd, hand_size)``."""
    m = np.asarray(means, dtype=np.float64)
    out = np.zeros((len(m), hand_size + 1), dtype=np.float64)
    _k.normal_dists(m, len(m), float(sd), int(hand_size), out)
    return out


def outbid_chances(views: Sequence[float], level: int, offset: float, spread: float) -> list[float]:
    """:func:`~.simbid.outbid_chance` of each of ``views`` at ``level``
    (``offset``, ``spread``: the config's ``compete_offset``, ``compete_spread``)."""
    v = np.asarray(views, dtype=np.float64)
    out = np.zeros(len(v), dtype=np.float64)
    _k.outbid_chances(v, len(v), int(level), float(offset), float(spread), out)
    return out.tolist()


def expected(dists: FloatArray, weights: Sequence[float], u: Sequence[float]) -> float:
    """``sum(w_i * sum(p * x for p, x in zip(dists[i], u)))`` over the worlds
    with ``w_i > 1e-12``, the same float as that Python expression."""
    w = np.asarray(weights, dtype=np.float64)
    return float(_k.expected(dists, w, len(w), np.asarray(u, dtype=np.float64), COMPENSATED_SUM))
