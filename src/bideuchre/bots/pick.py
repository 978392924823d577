"""How the search picks a card from its values over sampled worlds.

:func:`~.search.choose_play` values every candidate card in each sampled
world; this module turns those values into a choice.  The heuristic player's
card (:mod:`.cardplay`) is the default: another card is picked only when it
beats it by a margin of standard errors of the paired differences over the
same worlds (:func:`pick`), larger when many candidates compete
(:func:`family_margin`) and when the other card gives up a sure trick or
leads into a ruff (:func:`gives_up_sure_trick`, :func:`leads_into_ruff`).
While worlds are drawn, cards clearly no better than the heuristic card
stop being valued (:func:`dropped`, racing) and the search stops once no
comparison is in doubt (:func:`settled`).
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import NormalDist

from .knowledge import Knowledge
from .tables import EFFECTIVE_SUIT, MEMBERS, NT, STRENGTH

#: Extra standard errors, and least mean gain in points, a card must show to
#: be preferred to taking a sure trick (:func:`gives_up_sure_trick`).
SURE_TRICK_MARGIN = 1.5
SURE_TRICK_GAIN = 0.5


def gives_up_sure_trick(
    k: Knowledge, d: int, sitting_out: int, candidates: Sequence[int], h: int
) -> set[int]:
    """Candidates (indexes) that lose a trick the heuristic card ``h`` takes
    for sure: the seat plays last to the trick (nobody can beat it after)
    and ``h`` wins it (R7).  A trick in hand is worth more than a sampled
    hope: mid-hand play-outs are noisy, and without this bar the search was
    seen throwing a king on the opponents' ace instead of ruffing it with a
    small trump."""
    trick_size = 3 if sitting_out >= 0 else 4
    if len(k.trick_cards) != trick_size - 1:
        return set()
    table = STRENGTH[d][EFFECTIVE_SUIT[d][k.trick_cards[0]]]
    best = max(table[c] for c in k.trick_cards)
    winner = k.trick_seats[[table[c] for c in k.trick_cards].index(best)]
    if (winner & 1) == (k.seat & 1) or table[candidates[h]] <= best:
        return set()  # partner holds the trick, or the heuristic card loses it
    return {i for i, c in enumerate(candidates) if table[c] <= best}


def leads_into_ruff(
    k: Knowledge, d: int, sitting_out: int, candidates: Sequence[int], h: int
) -> set[int]:
    """Candidates (indexes) that lead a side suit an opponent has shown void
    in (R6) while that opponent may still hold a trump, when the heuristic
    card ``h`` does not: the rule of thumb "never lead into a ruff"
    (:mod:`.cardplay`) is sound play, so overruling it takes the same extra
    evidence as giving up a sure trick (:data:`SURE_TRICK_MARGIN`).  Without
    this bar, with a dozen candidate leads, noise alone was seen to make a
    king led into the declarer's partner's void look best."""
    if k.trick_cards or d == NT:
        return set()
    if not any(k.out[f] for f in MEMBERS[d][d]):
        return set()  # no trump left to ruff with
    ruffable = 0
    for o in (k.seat ^ 1, k.seat ^ 3):
        if o != sitting_out and k.held[o] > 0 and not k.voids[o] >> d & 1:
            ruffable |= k.voids[o] & ~(1 << d)
    eff = EFFECTIVE_SUIT[d]
    if not ruffable or ruffable >> eff[candidates[h]] & 1:
        return set()
    return {i for i, c in enumerate(candidates) if ruffable >> eff[c] & 1}


_NORMAL = NormalDist()

#: Fewest worlds on which the search may prefer another card to the
#: heuristic player's.
MIN_WORLDS_TO_DEVIATE = 4


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences ``a - b``."""
    n = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, float("inf")
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    return mean, (var / n) ** 0.5


def pick(
    values: Sequence[Sequence[float]],
    h: int,
    margin: float,
    strict: set[int] | None = None,
    active: Sequence[bool] | None = None,
    family: bool = False,
) -> int:
    """The candidate to play: the best average, unless it beats the heuristic
    player's card ``h`` by less than ``margin`` standard errors of the paired
    difference — sampling noise must not overrule sound play.  Candidates in
    ``strict`` (giving up a sure trick, leading into a ruff) need
    :data:`SURE_TRICK_MARGIN` more standard errors than the margin for the
    best of all the contenders (:func:`family_margin`) and a mean gain of
    :data:`SURE_TRICK_GAIN` points.
    Only ``active`` candidates compete (all when None); with ``family`` the
    margin is :func:`family_margin` of the number of contenders."""
    n = len(values)
    if len(values[h]) < MIN_WORLDS_TO_DEVIATE:
        return h  # too few worlds (cut short by the clock) to overrule sound play
    live = [i for i in range(n) if active is None or active[i] or i == h]
    means = {i: sum(values[i]) / len(values[i]) for i in live}
    best = max(live, key=lambda i: (means[i], i == h))
    if best == h:
        return h
    diff, se = paired(values[best], values[h])
    if strict and best in strict:
        # overruling a rule of sound play: the extra margin on top of the
        # margin for the best of all the contenders
        bar = family_margin(margin, len(live) - 1) + SURE_TRICK_MARGIN
        return best if diff > bar * se and diff >= SURE_TRICK_GAIN else h
    if family:
        margin = family_margin(margin, len(live) - 1)
    return best if diff > margin * se and diff > 1e-9 else h


def family_margin(margin: float, contenders: int) -> float:
    """The margin, in standard errors, that the best of ``contenders``
    candidates must clear so that noise alone passes it as rarely as one
    candidate passes ``margin`` (Bonferroni: the one-sided tail
    ``1 - Phi(margin)`` shared among the contenders).  1 contender:
    ``margin``; 10 contenders with ``margin`` 1: about 2.15."""
    if contenders <= 1:
        return margin
    tail = (1.0 - _NORMAL.cdf(margin)) / contenders
    return _NORMAL.inv_cdf(1.0 - tail)


def dropped(
    values: Sequence[Sequence[float]],
    h: int,
    margin: float,
    active: Sequence[bool],
    late: int = 1 << 30,
) -> list[int]:
    """Active candidates (indexes) clearly no better than the heuristic card
    ``h`` over the worlds so far: never better in any world (a paired
    difference of zero spread and a mean at most zero), or a mean paired
    difference below zero by ``margin + 1.5`` standard errors (the bar of
    :func:`settled`), or — from ``late`` worlds on — a mean paired
    difference at most zero.  Racing (Maron and Moore's Hoeffding races):
    such a card becomes the pick only after a reversal that more worlds
    rarely bring, so the worlds go to the cards still in contention."""
    out = []
    n = len(values[h])
    for i in range(len(values)):
        if i == h or not active[i]:
            continue
        diff, se = paired(values[i], values[h])
        if diff <= 0.0 and (se == 0.0 or diff <= -(margin + 1.5) * se or n >= late):
            out.append(i)
    return out


def settled(
    values: Sequence[Sequence[float]],
    h: int,
    margin: float,
    active: Sequence[bool] | None = None,
) -> bool:
    """True when more worlds are unlikely to change :func:`pick`: every
    (``active``) candidate's paired difference from the heuristic card is
    either clearly positive or clearly non-positive."""
    for i in range(len(values)):
        if i == h or (active is not None and not active[i]):
            continue
        diff, se = paired(values[i], values[h])
        if se == 0.0:
            continue
        if abs(diff) < (margin + 1.5) * se:
            return False
    return True
