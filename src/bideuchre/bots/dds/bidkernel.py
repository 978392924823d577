"""The bidding by simulation's arithmetic, compiled (numba).

:mod:`bideuchre.bots.simbid` values every call over ~100 sampled deals; per
deal it needs the one-hand value of every seat in every denomination
(:func:`~bideuchre.bots.evaluation.side_tricks`, on the hand's
:func:`~bideuchre.bots.evaluation.features`), the plausibility of the deal
given the calls (:func:`~bideuchre.bots.simbid.call_likelihood`) and the
fitted trick model's value of a few partnership contracts
(:func:`~bideuchre.bots.trickmodel.predict`); then, per candidate call, the
expected points over discretised normal trick distributions
(:func:`~bideuchre.bots.bidding.normal_dist`).  Those Python functions are
the readable reference; these kernels compute the same floats with the same
operations in the same order (no ``fastmath``), so they agree exactly: a
world's features once per seat and denomination, shared by the values and
the model.  The tests compare both on many random auction positions of both
presets, compiled and with ``NUMBA_DISABLE_JIT=1``.

Hands are counts ``hand[face]`` (faces ``suit * 6 + rank``), worlds
``hands[world, seat, face]``.  The weights (evaluation and trick model) are
arguments, never frozen in, so a refitted data file needs no recompiling.
No allocation (``_nrt=False``, :mod:`._jit`): every array, scratch included,
comes from the caller (:mod:`bideuchre.bots.fastbid`).
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray

from ._jit import jit
from .heuristic import EFF, MEM, RANK

IntArray = NDArray[np.int64]
FloatArray = NDArray[np.float64]

#: Call kinds in the encoded auction (:func:`world_values`).
CALL_PASS = 0
CALL_BID = 1
CALL_OTHER = 2


@jit
def features(hand: IntArray, d: int, copies: int, out: FloatArray) -> int:
    """:func:`~bideuchre.bots.evaluation.features` of ``hand`` (24 counts)
    for a contract in ``d`` into ``out[:n]`` (n = 11 trump, 6 no trump);
    returns ``n``."""
    if d == 4:
        aces = kings = kings_alone = queens = long_extra = voids = 0
        for s in range(4):
            n = a = k = q = 0
            has_ace = has_king = False
            for i in range(8):
                f = MEM[d, s, i]
                if f < 0:
                    break
                cnt = hand[f]
                if cnt == 0:
                    continue
                n += cnt
                r = f % 6
                if r == 5:
                    has_ace = True
                    a += cnt
                elif r == 4:
                    has_king = True
                    k += cnt
                elif r == 3:
                    q += cnt
            aces += a
            if has_ace:
                kings += k
            else:
                kings_alone += k
            queens += q
            if (has_ace or has_king) and n > 2 * copies:
                long_extra += n - 2 * copies
            if n == 0:
                voids += 1
        out[0] = aces
        out[1] = kings
        out[2] = kings_alone
        out[3] = queens
        out[4] = long_extra
        out[5] = voids
        return 6
    right = left = t_ace = t_king = t_low = 0
    side_ace = side_king = side_king_alone = 0
    n_trump = 0
    voids = singles = 0
    for i in range(8):
        f = MEM[d, d, i]
        if f < 0:
            break
        cnt = hand[f]
        if cnt == 0:
            continue
        n_trump += cnt
        rank = RANK[d, f]
        if rank == 7:
            right += cnt
        elif rank == 6:
            left += cnt
        elif rank == 5:
            t_ace += cnt
        elif rank == 4:
            t_king += cnt
        else:
            t_low += cnt
    for s in range(4):
        if s == d:
            continue
        n = a = k = 0
        has_ace = False
        for i in range(8):
            f = MEM[d, s, i]
            if f < 0:
                break
            cnt = hand[f]
            if cnt == 0:
                continue
            n += cnt
            r = f % 6
            if r == 5:
                has_ace = True
                a += cnt
            elif r == 4:
                k += cnt
        side_ace += a
        if has_ace:
            side_king += k
        else:
            side_king_alone += k
        if n == 0:
            voids += 1
        elif n == 1:
            singles += 1
    share = 3.5 if copies == 2 else 1.75
    extra = n_trump - share
    if not extra > 0.0:
        extra = 0.0
    if n_trump < 2:
        voids = singles = 0
    out[0] = right
    out[1] = left
    out[2] = t_ace
    out[3] = t_king
    out[4] = t_low
    out[5] = extra
    out[6] = side_ace
    out[7] = side_king
    out[8] = side_king_alone
    out[9] = voids
    out[10] = singles
    return 11


@jit
def _clip(value: float, top: float) -> float:
    # min(max(value, 0.0), top) as Python computes it (the first of equals)
    if value < 0.0:
        value = 0.0
    if value > top:
        value = top
    return value


@jit
def world_features(
    hands: IntArray,
    copies: int,
    sw: FloatArray,
    feats: FloatArray,
    trumps: IntArray,
    views: FloatArray,
) -> None:
    """For one world ``hands[seat, face]`` (4 x 24): ``feats[seat, d, :]``
    (:func:`features`), ``trumps[seat, d]`` (cards of the effective suit
    ``d``, 0 for no trump) and ``views[seat, d]``
    (:func:`~bideuchre.bots.evaluation.side_tricks` with the weights ``sw[nt]``)."""
    top = 6.0 * copies
    for s in range(4):
        hand = hands[s]
        for d in range(5):
            row = feats[s, d]
            nf = features(hand, d, copies, row)
            w = sw[1 if d == 4 else 0]
            value = w[0]
            for j in range(nf):
                value += w[j + 1] * row[j]
            views[s, d] = _clip(value, top)
            t = 0
            if d != 4:
                for f in range(24):
                    if EFF[d, f] == d:
                        t += hand[f]
            trumps[s, d] = t


@jit
def pair_value(
    feats: FloatArray, trumps: IntArray, decl: int, part: int, d: int, copies: int, mw: FloatArray
) -> float:
    """:func:`~bideuchre.bots.trickmodel.predict` for seat ``decl``
    declaring ``d`` with ``part``, from :func:`world_features`' arrays and
    the model weights ``mw[nt]``."""
    nt = d == 4
    w = mw[1 if nt else 0]
    nf = 6 if nt else 11
    value = w[0]
    j = 1
    for i in range(nf):
        value += w[j] * feats[decl, d, i]
        j += 1
    for i in range(nf):
        value += w[j] * feats[part, d, i]
        j += 1
    if not nt:
        n = trumps[decl, d] + trumps[part, d]
        value += w[j] * float(n)
        value += w[j + 1] * (n * n / (6.0 * copies))
    return _clip(value, 6.0 * copies)


@jit
def phi(x: float) -> float:
    """The standard normal distribution function (as ``simbid._phi``)."""
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@jit
def call_weight(
    views: FloatArray,
    call_seat: IntArray,
    call_kind: IntArray,
    call_den: IntArray,
    call_tricks: IntArray,
    n_calls: int,
    observer: int,
    bo: float,
    bs: float,
    po: float,
    ps: float,
    passed: IntArray,
    order: IntArray,
) -> float:
    """:func:`~bideuchre.bots.simbid.call_likelihood` of a world with the
    one-hand values ``views[seat, d]``; the calls encoded in order (kind
    :data:`CALL_PASS`, :data:`CALL_BID` or :data:`CALL_OTHER`); ``passed``,
    ``order`` scratch (4)."""
    weight = 1.0
    high = 0
    n_passed = 0
    for s in range(4):
        passed[s] = -1
    for i in range(n_calls):
        seat = call_seat[i]
        kind = call_kind[i]
        if seat != observer:
            if kind == CALL_BID:
                v = views[seat, call_den[i]]
                weight *= phi((v - call_tricks[i] - bo) / bs + 1.0)
                best = views[seat, 0]
                for d in range(1, 5):
                    if views[seat, d] > best:
                        best = views[seat, d]
                gap = best - v
                if gap > 0.0:
                    weight *= math.exp(-0.5 * gap * gap)
            elif kind == CALL_PASS and passed[seat] < 0:
                passed[seat] = high
                order[n_passed] = seat
                n_passed += 1
        if kind == CALL_BID:
            high = call_tricks[i]
    for i in range(n_passed):
        seat = order[i]
        best = views[seat, 0]
        for d in range(1, 5):
            if views[seat, d] > best:
                best = views[seat, d]
        x = 1.0 - phi((best - (passed[seat] + 1 + po)) / ps)
        if not x > 1e-3:
            x = 1e-3
        weight *= x
    if not weight > 1e-12:
        weight = 1e-12
    return weight


@jit
def world_values(
    hands: IntArray,
    n_worlds: int,
    copies: int,
    seat: int,
    high_seat: int,
    high_d: int,
    denoms: IntArray,
    call_seat: IntArray,
    call_kind: IntArray,
    call_den: IntArray,
    call_tricks: IntArray,
    n_calls: int,
    meaning: FloatArray,
    shifts: FloatArray,
    sw: FloatArray,
    mw: FloatArray,
    feats: FloatArray,
    trumps: IntArray,
    views: FloatArray,
    passed: IntArray,
    order: IntArray,
    out: FloatArray,
) -> None:
    """The per-world values of :func:`~bideuchre.bots.simbid.simulated_call`
    for ``hands[i]`` (``i < n_worlds``, 4 x 24 counts each), into ``out[i]``:
    0 the weight, 1..5 our side's model value declaring each ``d`` with
    ``denoms[d]`` set, 6 partner's standing contract (played), 7 the
    opponents' standing contract (theirs), 8 the opponents' best view,
    9 their best contract (theirs), 10 partner's best view, 11 its contract
    (played) — 6, 7, 10, 11 only where the auction has them (as the
    reference's lists).  ``meaning`` = (bid offset, bid spread, pass offset,
    pass spread), ``shifts`` = (play offset, play scale, opponents' offset,
    standing offset, hand size)."""
    partner = seat ^ 2
    opp1 = (seat + 1) & 3
    opp2 = (seat + 3) & 3
    bo, bs, po, ps = meaning[0], meaning[1], meaning[2], meaning[3]
    p_off, p_scale, o_off, s_off = shifts[0], shifts[1], shifts[2], shifts[3]
    size = shifts[4]
    for i in range(n_worlds):
        world_features(hands[i], copies, sw, feats, trumps, views)
        row = out[i]
        row[0] = call_weight(
            views,
            call_seat,
            call_kind,
            call_den,
            call_tricks,
            n_calls,
            seat,
            bo,
            bs,
            po,
            ps,
            passed,
            order,
        )
        for d in range(5):
            if denoms[d]:
                row[1 + d] = pair_value(feats, trumps, seat, partner, d, copies, mw)
        if high_seat == partner:
            v = pair_value(feats, trumps, partner, seat, high_d, copies, mw)
            row[6] = _clip(p_off + p_scale * v, size)
        elif high_seat >= 0:
            v = pair_value(feats, trumps, high_seat, high_seat ^ 2, high_d, copies, mw) + s_off
            row[7] = _clip(v + o_off, size)
        o = opp1
        d_o = 0
        for s in (opp1, opp2):
            for d in range(5):
                if views[s, d] > views[o, d_o]:
                    o = s
                    d_o = d
        row[8] = views[o, d_o]
        row[9] = _clip(pair_value(feats, trumps, o, o ^ 2, d_o, copies, mw) + o_off, size)
        if high_seat < 0:
            d_p = 0
            for d in range(1, 5):
                if views[partner, d] > views[partner, d_p]:
                    d_p = d
            row[10] = views[partner, d_p]
            v = pair_value(feats, trumps, partner, seat, d_p, copies, mw)
            row[11] = _clip(p_off + p_scale * v, size)


@jit
def normal_dists(means: FloatArray, n: int, sd: float, hand_size: int, out: FloatArray) -> None:
    """``out[i]`` = :func:`~bideuchre.bots.bidding.normal_dist`
    ``(means[i], sd, hand_size)`` for ``i < n``."""
    scale = sd * math.sqrt(2.0)
    for i in range(n):
        mean = means[i]
        row = out[i]
        for t in range(hand_size + 1):
            lo = 0.0 if t == 0 else 0.5 * (1.0 + math.erf((t - 0.5 - mean) / scale))
            hi = 1.0 if t == hand_size else 0.5 * (1.0 + math.erf((t + 0.5 - mean) / scale))
            row[t] = hi - lo


@jit
def expected(
    dists: FloatArray, weights: FloatArray, n: int, u: FloatArray, compensated: bool
) -> float:
    """``simulated_call``'s expected value: the sum over worlds ``i < n``
    with ``weights[i] > 1e-12`` of ``weights[i] * sum(dists[i] * u)``, each
    inner sum as Python's ``sum`` adds floats (``compensated``: Neumaier's
    compensated sum, Python 3.12 on; else left to right)."""
    value = 0.0
    m = u.shape[0]
    for i in range(n):
        wi = weights[i]
        if wi > 1e-12:
            di = dists[i]
            total = di[0] * u[0]
            if compensated:
                c = 0.0
                for t in range(1, m):
                    x = di[t] * u[t]
                    s = total + x
                    if abs(total) >= abs(x):
                        c += (total - s) + x
                    else:
                        c += (x - s) + total
                    total = s
                if c != 0.0 and math.isfinite(c):
                    total += c
            else:
                for t in range(1, m):
                    total += di[t] * u[t]
            value += wi * total
    return value


@jit
def outbid_chances(
    views: FloatArray, n: int, level: int, offset: float, spread: float, out: FloatArray
) -> None:
    """``out[i]`` = :func:`~bideuchre.bots.simbid.outbid_chance`
    ``(views[i], level, config)`` for ``i < n``, with the config's
    ``compete_offset`` and ``compete_spread``."""
    for i in range(n):
        out[i] = phi((views[i] - level - 1 - offset) / spread)


@jit
def bid_weight(
    hands: IntArray,
    call_seat: IntArray,
    call_kind: IntArray,
    call_den: IntArray,
    call_tricks: IntArray,
    n_calls: int,
    observer: int,
    copies: int,
    bo: float,
    bs: float,
    sw: FloatArray,
    key_seat: IntArray,
    key_den: IntArray,
    key_n: IntArray,
    row: FloatArray,
) -> float:
    """:func:`~bideuchre.bots.simbid.bid_likelihood` of the hands as dealt
    ``hands[seat, face]`` (4 x 24) given the encoded calls
    (:func:`call_weight`); ``key_*`` scratch (``n_calls``), ``row`` (12)."""
    n_keys = 0
    for i in range(n_calls):
        seat = call_seat[i]
        if seat == observer or call_kind[i] != CALL_BID:
            continue
        d = call_den[i]
        found = -1
        for j in range(n_keys):
            if key_seat[j] == seat and key_den[j] == d:
                found = j
        if found < 0:
            key_seat[n_keys] = seat
            key_den[n_keys] = d
            key_n[n_keys] = call_tricks[i]
            n_keys += 1
        elif call_tricks[i] > key_n[found]:
            key_n[found] = call_tricks[i]
    weight = 1.0
    top = 6.0 * copies
    for j in range(n_keys):
        d = key_den[j]
        nf = features(hands[key_seat[j]], d, copies, row)
        w = sw[1 if d == 4 else 0]
        value = w[0]
        for t in range(nf):
            value += w[t + 1] * row[t]
        value = _clip(value, top)
        weight *= phi((value - key_n[j] - bo) / bs + 1.0)
    if not weight > 1e-12:
        weight = 1e-12
    return weight


def warm_up() -> None:
    """Load (or compile) these kernels: the values of one small deal, one
    trick distribution, one expected value (both sums), one outbid chance and
    one bids' likelihood."""
    i64, f64 = np.int64, np.float64
    hands = np.zeros((1, 4, 24), dtype=i64)
    for s in range(4):
        hands[0, s, s * 6 : s * 6 + 6] = 1
    calls = np.array([1, 2], dtype=i64)
    kinds = np.array([CALL_BID, CALL_PASS], dtype=i64)
    out = np.zeros((1, 12), dtype=f64)
    world_values(
        hands,
        1,
        1,
        0,
        1,
        0,
        np.ones(5, dtype=i64),
        calls,
        kinds,
        np.zeros(2, dtype=i64),
        np.ones(2, dtype=i64),
        2,
        np.ones(4, dtype=f64),
        np.array([0.0, 1.0, 0.0, 0.0, 6.0]),
        np.ones((2, 12), dtype=f64),
        np.ones((2, 25), dtype=f64),
        np.zeros((4, 5, 12), dtype=f64),
        np.zeros((4, 5), dtype=i64),
        np.zeros((4, 5), dtype=f64),
        np.zeros(4, dtype=i64),
        np.zeros(4, dtype=i64),
        out,
    )
    dists = np.zeros((1, 7), dtype=f64)
    normal_dists(np.ones(1, dtype=f64), 1, 1.0, 6, dists)
    for compensated in (False, True):
        expected(dists, np.ones(1, dtype=f64), 1, np.ones(7, dtype=f64), compensated)
    outbid_chances(np.ones(1, dtype=f64), 1, 2, 0.0, 1.2, np.zeros(1, dtype=f64))
    z2 = np.zeros(2, dtype=i64)
    bid_weight(
        np.ascontiguousarray(hands[0]),
        calls,
        kinds,
        z2,
        np.ones(2, dtype=i64),
        2,
        0,
        1,
        0.1,
        0.9,
        np.ones((2, 12), dtype=f64),
        z2.copy(),
        z2.copy(),
        z2.copy(),
        np.zeros(12, dtype=f64),
    )
