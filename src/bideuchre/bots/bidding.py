"""Calling: pass, bid or go alone, by expected score (R9, R12, D2–D7, C2).

Whatever estimates the trick-taking power of a hand (the ``easy`` bot's
evaluation, or the search bots' sampled play-outs), the call is chosen the
same way, by comparing expected points for the side:

* **bid** the lowest legal number of tricks in a denomination — a made
  contract scores the tricks taken whatever was bid (R12), so bidding more
  than needed to win the auction only adds risk;
* **pass**, whose value depends on who holds the auction: nothing when nobody
  has bid, partner's contract when partner holds it, the opponents'
  contract (scored against us) when they do;
* **alone** (D5), worth the lone score if every trick is taken and costing
  the lone set score otherwise (D7).

Expected scores are *net*: our points minus theirs on the hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import PASS, Action, ActionKind, Observation, Rules
from .evaluation import AVERAGE, SPREAD, lone_losers, side_tricks
from .knowledge import Knowledge


@dataclass(frozen=True, slots=True)
class CallPolicy:
    """The tunable constants of calling (tuned by ``benchmarks/tune_bidding.py``).

    Attributes:
        bid_margin: net points a bid must promise over passing.
        partner_margin: the same for overcalling partner's standing bid.
        min_make: least chance of making a bid for it to be considered.
        partner_min_make: the same when overcalling partner.
        lone_min_make: least chance of taking every trick alone.
        partner_trust: tricks above its bid partner is expected to take when
            it holds the auction (partner's bids are disciplined too).
        opponent_doubt: tricks below their bid the opponents may take, at worst.
        declarer_edge: tricks, as a share of the hand, the declaring side
            gains by choosing trump and leading first.
        partner_bonus: tricks added to a denomination partner has bid, as a
            share of the hand (the ``easy`` estimate).
        opponent_malus: tricks taken from a denomination an opponent has bid,
            as a share of the hand (the ``easy`` estimate).
        optimism: tricks taken off every estimate, as a share of the hand
            (the declarer is the player whose estimate came out highest).
    """

    bid_margin: float = 0.3
    partner_margin: float = 1.5
    min_make: float = 0.4
    partner_min_make: float = 0.65
    lone_min_make: float = 0.8
    partner_trust: float = 0.5
    opponent_doubt: float = 1.0
    declarer_edge: float = 0.05
    partner_bonus: float = 0.1
    opponent_malus: float = 0.083
    optimism: float = 0.0


DEFAULT_POLICY = CallPolicy()
#: The tuned policy per ``copies`` (``benchmarks/RESULTS.md``, "CPU players").
POLICIES: dict[int, CallPolicy] = {
    2: CallPolicy(bid_margin=2.0),
    1: CallPolicy(),
}


def policy_for(rules: Rules) -> CallPolicy:
    """The tuned calling policy for ``rules``."""
    return POLICIES.get(rules.copies, DEFAULT_POLICY)


@dataclass(slots=True)
class CallEstimate:
    """A seat's estimate of its hand, per denomination ``0..4`` (C D H S NT).

    Attributes:
        dists: ``dists[d][t]``: probability that the side takes ``t`` tricks
            (``0..hand_size``) if the seat declares ``d`` (partnership).
        lone: ``lone[d]``: probability of taking every trick alone in ``d``
            after the exchange (D5, D6), or None when alone is not considered.
        lone_tricks: expected tricks of a lone declarer in ``d`` when it does
            not take them all (the defenders score the rest, D7).
    """

    dists: list[list[float]]
    lone: list[float] | None = None
    lone_tricks: list[float] | None = None

    def mean(self, d: int) -> float:
        """Expected side tricks in ``d``."""
        return mean_of(self.dists[d])


def normal_dist(mean: float, sd: float, hand_size: int) -> list[float]:
    """A discretised normal distribution of tricks on ``0..hand_size``."""

    def cdf(x: float) -> float:
        return 0.5 * (1.0 + math.erf((x - mean) / (sd * math.sqrt(2.0))))

    out = []
    for t in range(hand_size + 1):
        lo = 0.0 if t == 0 else cdf(t - 0.5)
        hi = 1.0 if t == hand_size else cdf(t + 0.5)
        out.append(hi - lo)
    return out


def empirical_dist(
    samples: Sequence[int],
    hand_size: int,
    prior: Sequence[float] | None = None,
    prior_weight: float = 0.0,
) -> list[float]:
    """Trick distribution from play-out samples, optionally blended with a prior."""
    counts = [0.0] * (hand_size + 1)
    for t in samples:
        counts[t] += 1.0
    total = float(len(samples))
    if prior is not None and prior_weight > 0:
        for t in range(hand_size + 1):
            counts[t] += prior[t] * prior_weight
        total += prior_weight
    return [c / total for c in counts] if total else counts


def contract_value(dist: Sequence[float], bid: int, rules: Rules) -> float:
    """Expected net points of declaring ``bid`` when the side's tricks follow
    ``dist`` (R12: made scores ``t`` and the defenders ``H - t``; set scores
    ``-bid`` and the defenders ``H - t``)."""
    size = rules.hand_size
    value = 0.0
    for t, p in enumerate(dist):
        if p:
            value += p * ((2 * t - size) if t >= bid else (-bid - (size - t)))
    return value


def lone_value(p_all: float, tricks_if_set: float, rules: Rules) -> float:
    """Expected net points of going alone (D7)."""
    size = rules.hand_size
    return p_all * rules.lone_made_points - (1.0 - p_all) * (
        rules.lone_set_points + (size - tricks_if_set)
    )


def mean_of(dist: Sequence[float]) -> float:
    """Expected tricks of a distribution."""
    return sum(t * p for t, p in enumerate(dist))


def at_least(dist: Sequence[float], floor: float, hand_size: int) -> list[float]:
    """``dist`` if its mean is at least ``floor``, else a normal distribution
    with mean ``floor`` and the same spread."""
    mean = mean_of(dist)
    if mean >= floor:
        return list(dist)
    var = sum(p * (t - mean) ** 2 for t, p in enumerate(dist))
    return normal_dist(min(floor, float(hand_size)), max(var**0.5, 0.5), hand_size)


def standing_bid(obs: Observation) -> tuple[int, int, int]:
    """``(tricks, denomination, seat)`` of the standing high bid, or
    ``(0, -1, -1)`` when nobody has bid (R9)."""
    for seat, action in reversed(obs.calls):
        if action.kind is ActionKind.BID:
            return action.tricks, int(action.denomination), int(seat)
    return 0, -1, -1


def choose_call(
    obs: Observation,
    estimate: CallEstimate,
    partner_dists: Sequence[Sequence[float]] | None = None,
    defend_dist: Sequence[float] | None = None,
    policy: CallPolicy = DEFAULT_POLICY,
    explain: dict[str, object] | None = None,
) -> Action:
    """The call with the best expected net score (module docstring).

    Args:
        obs: the caller's view; ``obs.legal`` are calls.
        estimate: the caller's :class:`CallEstimate`.
        partner_dists: side trick distributions if *partner* declares each
            denomination (defaults to ``estimate.dists``).
        defend_dist: our side's trick distribution defending the opponents'
            standing bid (default: a guess from ``estimate``).
        policy: the calling constants.
        explain: if given, receives what was weighed (it changes nothing):
            ``values``, ``[(action, expected net points)]`` of the calls
            valued (before the margins), ``expected``, ``{d: the side's
            expected tricks declaring d}``, and ``lowest``: True (a bid here
            is always the lowest legal number in its denomination: a made
            contract scores the tricks taken, R12, so a higher one is never
            weighed; see :mod:`.explain`).

    Returns:
        One of ``obs.legal``.
    """
    rules = obs.rules
    size = rules.hand_size
    seat = int(obs.seat)
    high, high_d, high_seat = standing_bid(obs)
    if partner_dists is None:
        partner_dists = estimate.dists
    if high_seat < 0:
        pass_value = 0.0
    elif high_seat == seat ^ 2:
        # Partner bids disciplined: expect it to make what it bid.
        partner = at_least(partner_dists[high_d], high + policy.partner_trust, size)
        pass_value = contract_value(partner, high, rules)
    else:
        if defend_dist is not None:
            theirs = [defend_dist[size - t] for t in range(size + 1)]
        else:
            # The opponents bid `high` in `high_d`: they take what our side
            # would not take declaring it ourselves, plus the declarer's edge.
            ours = mean_of(estimate.dists[high_d])
            theirs_mean = min(float(size), size - ours + policy.declarer_edge * size)
            theirs = normal_dist(theirs_mean, 0.25 * size**0.5 + 0.6, size)
        # They may be pushing, but they rarely bid far beyond their hand.
        theirs = at_least(theirs, high - policy.opponent_doubt, size)
        pass_value = -contract_value(theirs, high, rules)
    over_partner = high_seat == seat ^ 2
    margin = policy.partner_margin if over_partner else policy.bid_margin
    p_min = policy.partner_min_make if over_partner else policy.min_make

    options: list[tuple[float, Action]] = []
    raw: list[tuple[Action, float]] = []
    if PASS in obs.legal:
        options.append((pass_value, PASS))
        raw.append((PASS, pass_value))
    lowest: dict[int, Action] = {}
    for a in obs.legal:
        kind = a.kind
        if kind is ActionKind.BID:
            d = int(a.denomination)
            if d not in lowest:
                lowest[d] = a
        elif kind is ActionKind.ALONE and estimate.lone is not None:
            d = int(a.denomination)
            if estimate.lone[d] < policy.lone_min_make:
                continue
            tricks = estimate.lone_tricks[d] if estimate.lone_tricks else size - 2.0
            options.append((lone_value(estimate.lone[d], tricks, rules) - margin, a))
            raw.append((a, lone_value(estimate.lone[d], tricks, rules)))
    for d, a in lowest.items():
        dist = estimate.dists[d]
        raw.append((a, contract_value(dist, a.tricks, rules)))
        if PASS in obs.legal and sum(dist[a.tricks :]) < p_min:
            continue
        options.append((contract_value(dist, a.tricks, rules) - margin, a))
    if explain is not None:
        explain["values"] = raw
        explain["expected"] = {d: estimate.mean(d) for d in range(5)}
        explain["margin"] = margin
        explain["lowest"] = True
    if not options:
        return obs.legal[0]
    best_value, best = options[0]
    for value, a in options[1:]:
        if value > best_value:
            best_value, best = value, a
    return best


def heuristic_estimate(
    obs: Observation, k: Knowledge, policy: CallPolicy = DEFAULT_POLICY
) -> CallEstimate:
    """The easy player's :class:`~.bidding.CallEstimate` of its hand."""
    rules = obs.rules
    copies = rules.copies
    size = rules.hand_size
    seat = k.seat
    dists = []
    for d in range(5):
        own = side_tricks(k.hand, d, copies) - policy.optimism * size
        mean = own
        partner = k.calls[seat ^ 2]
        if d in partner.denominations:
            # Partner's bid promised its side tricks with an average partner.
            shown = partner.best + 0.5 if partner.last_denomination == d else 0.0
            mean = max(own + policy.partner_bonus * size, shown + own - AVERAGE[(copies, d == 4)])
        for opp in (seat ^ 1, seat ^ 3):
            if d in k.calls[opp].denominations:
                mean -= policy.opponent_malus * size
                break
        dists.append(normal_dist(mean, SPREAD[copies], size))
    lone = None
    lone_tricks = None
    if rules.allow_alone:
        lone = []
        lone_tricks = []
        for d in range(5):
            losers = lone_losers(k.hand, d, copies, rules.lone_exchange_max)
            lone.append(0.9 if losers < 0.35 else 0.0)
            lone_tricks.append(max(0.0, size - 1.0 - losers))
    return CallEstimate(dists, lone, lone_tricks)
