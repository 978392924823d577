"""Bidding by simulation: value every call over sampled deals (R9–R14, D2–D7).

(Why this file is long: it keeps the readable Python reference beside the
switches to the compiled path; see the end of this docstring.)

The ``medium`` and ``hard`` players call this way:

1. **Deal the unseen cards** many times (:class:`~.sampling.Sampler`), and
   weight each deal by how well it explains the calls made so far
   (:func:`call_likelihood`, a model of what each call means, calibrated on
   the bots' own calls by ``benchmarks/calibrate_calls.py``): a seat that bid
   *n* in a denomination holds a hand whose one-hand value
   (:func:`~.evaluation.side_tricks`) is at least about
   ``n + MEANING.bid_offset``, and highest in that denomination; a seat that
   passed with *h* standing holds nothing worth much more than ``h + 1``.
2. **Value the partnership hands in each deal** with the fitted trick model
   (:mod:`.trickmodel`): the tricks our side takes declaring each
   denomination, partner's side declaring its bid, the opponents declaring
   theirs — each a normal distribution around the model's value, with the
   model's residual spread; our side's values are corrected to what the
   ``hard`` player takes in play (``SimBidConfig.play_offset``), and that
   corrected value is the call's *expected tricks*.
3. **Score every candidate call** as the expected net points of the hand
   (R12, D7) — and, when the hand may end the game, with a game won or lost
   counted as :data:`GAME_POINTS` points more (R14: only the eligible side
   can win on a hand):

   * a **bid** of *n* in a denomination, for every legal *n*: our contract at
     *n*, unless the opponents, who still have a call, outbid it — they do so
     when their own best contract is worth more than *n* (:func:`outbid_chance`);
     then we defend theirs at *n* + 1.  So a hand is bid at its value at once
     when competition is likely (an opening at 1 only invites it), and low
     when nobody can compete;
   * **pass**: nothing when nobody has bid (the opponents may then open), the
     partner's contract when it holds the auction (an overcall of partner
     must be worth more than that), or defending the opponents' contract;
     when nobody has bid, partner's opening may be outbid as ours would be
     (open auction, D2);
   * **alone** in a denomination: the chance of taking every trick, from
     exact open-hand solving of the lone hand in sampled deals, calibrated
     on lone hands played (:mod:`.lone`); without it (``lone=None``), from
     play-outs (:func:`~.search.call_estimate`).

The deals depend on the hand and the calls only (a seeded stream), so a
decision is the same in every process; the CPU-time ``deadline`` only stops
the dealing early (never in the fixed-work mode).

The arithmetic runs compiled (:mod:`.fastbid`, :mod:`.fastdeal`: the same
deals and floats, about a fifteenth of the CPU); :data:`COMPILED` = False
runs the readable Python kept here as the reference (tests compare both).
That is why it is over 600 lines: the reference and the switches to the
compiled path sit side by side in :func:`simulated_call`.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..engine import PASS, Action, ActionKind, AuctionStyle, Observation, Rules
from ..engine.rules import WinRule
from . import fastbid, fastdeal, winchance
from .bidding import CallEstimate, lone_value, normal_dist
from .dds import DDSolver, SolveBudgetExceeded
from .evaluation import AVERAGE, side_tricks
from .knowledge import Knowledge
from .lone import LONE, LoneConfig, estimate_lone, lone_points
from .sampling import Sampler
from .trickmodel import predict, spread


@dataclass(frozen=True, slots=True)
class CallMeaning:
    """What a call shows about the caller's hand (calibrated, module docstring).

    Attributes:
        bid_offset: a bid of ``n`` shows a one-hand value of ``n + bid_offset``
            tricks in its denomination, per ``copies``.
        bid_spread: spread of that value around it (tricks), per ``copies``.
        pass_offset: a pass with ``h`` standing shows a best one-hand value
            below ``h + 1 + pass_offset``, per ``copies``.
        pass_spread: the softness of that bound (tricks), per ``copies``.
    """

    bid_offset: dict[int, float]
    bid_spread: dict[int, float]
    pass_offset: dict[int, float]
    pass_spread: dict[int, float]


#: The calibrated meaning of the bots' calls (``benchmarks/calibrate_calls.py``).
MEANING = CallMeaning(
    bid_offset={2: 0.5, 1: 0.1},
    bid_spread={2: 1.35, 1: 0.9},
    pass_offset={2: 2.0, 1: 1.5},
    pass_spread={2: 1.5, 1: 1.0},
)

#: Compute with the compiled kernels (:mod:`.fastbid`: the same floats, far
#: less CPU); False runs the readable Python reference (tests compare both).
COMPILED = True

#: Extra points a game won (or lost) on this hand is counted as (R14).
GAME_POINTS = {2: 26.0, 1: 16.0}


def is_endgame(rules: Rules, totals: Sequence[int]) -> bool:
    """Whether this hand may end the game (R14): a side's total ``totals``
    (points, by team) plus the most one hand can score (every trick, or a
    lone hand's ``lone_made_points`` where alone is allowed, D7) reaches
    ``target_score``."""
    reach = rules.hand_size + (rules.lone_made_points if rules.allow_alone else 0)
    return max(totals) + reach >= rules.target_score


@dataclass(frozen=True, slots=True)
class SimBidConfig:
    """How hard a player simulates its calls.

    Attributes:
        worlds: deals sampled per call.
        bid_margin: net points a bid must promise over passing, per
            ``copies`` (0 in the double deck met the 65–85% contracts made
            but measured weaker against easy on 10 game pairs: RESULTS.md).
        partner_margin: the same for overcalling partner's standing bid
            (per ``copies``: partners who outbid each other only climb).
        compete_offset: per ``copies``, the opponents outbid ``n`` when the
            one-hand value of the better of their hands exceeds
            ``n + 1 + compete_offset`` ...
        compete_spread: ... softened by this many tricks.
        lone_margin: net points alone must promise over the best other call.
        play_offset, play_scale: what our side is expected to take in
            play, per ``copies``: ``play_offset + play_scale * v`` where
            ``v`` is the trick model's value (open-hand results, or
            play-outs by the heuristic player) — fitted on the tricks the
            ``hard`` player's side actually took as declarer against the
            model's value at its last bid (``benchmarks/declarer_stats.py
            --pairs``, ``benchmarks/fit_play_correction.py``).  It is what
            the side's *expected tricks* mean, and what every bid level is
            valued on.  0 / 1 (the model's value as it is): the fitted
            offsets (single deck −0.17, double deck +0.32) made calibration
            no better and the double deck bid more and score less against
            easy on the same deals (RESULTS.md, the trick-model section).
        opp_offset: tricks added to the model's value of an opponents'
            contract (theirs standing, or the one they would bid), per
            ``copies``: the side declaring is not always the stronger player
            (0: the model's value as it is).
        standing_offset: tricks added, on top of ``opp_offset``, to the
            model's value of the opponents' *standing* contract when passing
            lets it stand, per ``copies`` (0: the model's value as it is).
            Double deck +1: the contracts ``hard`` let stand were made 80%
            of the time but valued at 66%, 0.8 trick low (the bots'
            overcalls show more than :data:`MEANING` says); +1 measured
            +0.25 a hand against ``easy`` on 508 first hands and +0.22 on
            110 whole games (``benchmarks/game_variants.py``, RESULTS.md) ...
        standing_from: ... when that contract is at least this level (an
            opening at 1 is seldom the contract: 0 = at every level).
        overcall_offset: tricks added to our side's expected tricks when
            bidding over the opponents' standing bid, per ``copies`` (both
            sides hold a fit then; 0 = as before).
        compete_margin: the margin of a bid over the opponents' standing
            bid, per ``copies`` (None: ``bid_margin``).
        lone_min_make: least chance of taking every trick for alone to be
            considered (the play-outs behind it are few and noisy).
        lone: how lone hands are solved (:mod:`.lone`); None: from the
            play-outs of the ``lone`` estimate passed to :func:`simulated_call`.
        exact_worlds: per ``copies``, how many of the sampled deals (the
            most likely first, by their call weights) are valued by exact
            open-hand solves (:func:`exact_values`) instead of the trick
            model: our side declaring each candidate denomination, and the
            standing contract (partner's or the opponents') — 0: none.
        exact_spread: the spread (tricks) of what is taken in play around a
            deal's exact value, per ``copies`` (the model's residual spread
            is used for the deals valued by the model).
        exact_nodes: node budget of one exact solve, per ``copies`` (a
            solve over it keeps the model's value).
        game_points: per ``copies``, the extra points a game won (or lost)
            on this hand counts as near the end of a game (R14;
            :data:`GAME_POINTS`; 0 switches the late policy off).
        win_model: near the end of a game, value each outcome by the change
            in the chance of winning the game (:mod:`.winchance`) instead of
            net points and ``game_points`` (the ``eligible`` rule only).
    """

    worlds: int
    bid_margin: tuple[float, float] = (0.5, 0.5)
    partner_margin: tuple[float, float] = (1.0, 3.0)
    compete_offset: tuple[float, float] = (0.0, 0.0)
    compete_spread: float = 1.2
    lone_margin: float = 1.0
    lone_min_make: float = 0.7
    play_offset: tuple[float, float] = (0.0, 0.0)
    play_scale: tuple[float, float] = (1.0, 1.0)
    opp_offset: tuple[float, float] = (0.0, 0.0)
    standing_offset: tuple[float, float] = (0.0, 1.0)
    standing_from: int = 0
    overcall_offset: tuple[float, float] = (0.0, 0.0)
    compete_margin: tuple[float, float] | None = None
    lone: LoneConfig | None = LONE
    exact_worlds: tuple[int, int] = (0, 0)
    exact_spread: tuple[float, float] = (0.6, 0.8)
    exact_nodes: tuple[int, int] = (200_000, 200_000)
    game_points: tuple[float, float] = (GAME_POINTS[1], GAME_POINTS[2])
    win_model: bool = False


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def hand_views(hands: Sequence[Sequence[int]], copies: int) -> list[list[float]]:
    """``views[seat][d]``: the one-hand value (:func:`~.evaluation.side_tricks`)
    of each seat's hand in each denomination — what that seat itself sees
    when it calls."""
    return [[side_tricks(hands[s], d, copies) for d in range(5)] for s in range(4)]


def call_likelihood(
    views: Sequence[Sequence[float]],
    calls: Sequence[tuple[int, Action]],
    observer: int,
    copies: int,
    meaning: CallMeaning = MEANING,
) -> float:
    """Relative plausibility (``0 < w <= 1``) of a deal whose hands have the
    one-hand values ``views`` (:func:`hand_views`) given the calls of the
    seats other than ``observer`` (module docstring, step 1)."""
    weight = 1.0
    high = 0
    bo, bs = meaning.bid_offset[copies], meaning.bid_spread[copies]
    po, ps = meaning.pass_offset[copies], meaning.pass_spread[copies]
    passed_at: dict[int, int] = {}
    for seat, action in calls:
        kind = action.kind
        if seat != observer:
            if kind is ActionKind.BID:
                # at least about the value shown (a low bid, as the easy
                # player makes, shows little more than that) ...
                v = views[seat][int(action.denomination)]
                weight *= _phi((v - action.tricks - bo) / bs + 1.0)
                # ... in the denomination the bidder's hand likes best
                gap = max(views[seat]) - v
                if gap > 0.0:
                    weight *= math.exp(-0.5 * gap * gap)
            elif kind is ActionKind.PASS and seat not in passed_at:
                # the first pass says the most (later ones are at higher levels)
                passed_at[seat] = high
        if kind is ActionKind.BID:
            high = action.tricks
    for seat, h in passed_at.items():
        best = max(views[seat])
        weight *= max(1e-3, 1.0 - _phi((best - (h + 1 + po)) / ps))
    return max(weight, 1e-12)


def bid_likelihood(
    hands: Sequence[Sequence[int]],
    calls: Sequence[tuple[int, Action]],
    observer: int,
    copies: int,
    meaning: CallMeaning = MEANING,
) -> float:
    """The bids' part of :func:`call_likelihood` (a bid of ``n`` shows a
    one-hand value of at least about ``n + bid_offset`` in its denomination),
    computing only the values it needs: cheap enough for every card decision.
    ``hands`` are the seats' hands as dealt (before any card was played)."""
    if COMPILED:
        bo, bs = meaning.bid_offset[copies], meaning.bid_spread[copies]
        return fastbid.bid_likelihood(hands, calls, observer, copies, bo, bs)
    weight = 1.0
    bo, bs = meaning.bid_offset[copies], meaning.bid_spread[copies]
    seen: dict[tuple[int, int], int] = {}
    for seat, action in calls:
        if seat != observer and action.kind is ActionKind.BID:
            key = (seat, int(action.denomination))
            seen[key] = max(seen.get(key, 0), action.tricks)
    for (seat, d), n in seen.items():
        weight *= _phi((side_tricks(hands[seat], d, copies) - n - bo) / bs + 1.0)
    return max(weight, 1e-12)


def outcome_value(
    rules: Rules,
    totals: Sequence[int],
    team: int,
    declarer_team: int,
    bid: int,
    declarer_tricks: int,
    endgame: bool,
    bonus: float | None = None,
    win_scale: float = 0.0,
) -> float:
    """Net points for ``team`` of a partnership contract ending with
    ``declarer_tricks`` (R12), plus :data:`GAME_POINTS` if ``team`` wins the
    game on this hand (minus if the other side does, R14 and the other
    ``win_rule`` options) when ``endgame`` (``bonus`` points instead when
    given).  With ``win_scale`` > 0 (and ``endgame``), the change in
    ``team``'s chance of winning the game instead, times ``win_scale``
    points (:func:`.winchance.outcome_points`)."""
    size = rules.hand_size
    made = declarer_tricks >= bid
    decl = declarer_tricks if made else -bid
    defs = size - declarer_tricks
    net = float(decl - defs)
    if team != declarer_team:
        net = -net
    if not endgame:
        return net
    new = list(totals)
    new[declarer_team] += decl
    new[1 - declarer_team] += defs
    target = rules.target_score
    winner = -1
    if rules.win_rule is WinRule.ELIGIBLE:
        eligible = declarer_team if made else 1 - declarer_team
        if new[eligible] >= target:
            winner = eligible
    else:
        over = [s for s in (0, 1) if new[s] >= target]
        if len(over) == 1:
            winner = over[0]
        elif len(over) == 2:
            if rules.win_rule is WinRule.FIRST_TO_TARGET and new[0] != new[1]:
                winner = 0 if new[0] > new[1] else 1
            else:
                winner = declarer_team
    if win_scale > 0.0:
        mine = (totals[team], totals[1 - team])
        after = (new[team], new[1 - team])
        who = -1 if winner < 0 else int(winner != team)
        return winchance.outcome_points(rules, mine, after, who, win_scale)
    if winner < 0:
        return net
    if bonus is None:
        bonus = GAME_POINTS.get(rules.copies, 20.0)
    return net + (bonus if winner == team else -bonus)


def lone_win_points(
    rules: Rules,
    totals: Sequence[int],
    team: int,
    p_made: float,
    tricks_if_set: float,
    scale: float,
) -> float:
    """:func:`.lone.lone_points` valued by the chance of winning the game
    (:func:`.winchance.outcome_points`, ``scale`` points): made, the lone
    declarers score ``lone_made_points``; set, they lose ``lone_set_points``
    and the defenders score their tricks (D7, R14)."""
    target = rules.target_score
    mine, theirs = totals[team], totals[1 - team]
    made_to = (mine + rules.lone_made_points, theirs)
    made = winchance.outcome_points(
        rules, (mine, theirs), made_to, 0 if made_to[0] >= target else -1, scale
    )
    defs = round(rules.hand_size - tricks_if_set)
    set_to = (mine - rules.lone_set_points, theirs + defs)
    lost = winchance.outcome_points(
        rules, (mine, theirs), set_to, 1 if set_to[1] >= target else -1, scale
    )
    return p_made * made + (1.0 - p_made) * lost


def opponents_to_call(obs: Observation) -> bool:
    """True if an opponent may still call after ours (single round, C2:
    only those who have not called yet; open auction, D2: always)."""
    if obs.rules.auction is not AuctionStyle.SINGLE_ROUND:
        return True
    seat = int(obs.seat)
    called = {int(s) for s, _ in obs.calls}
    return any(s not in called for s in (seat ^ 1, seat ^ 3))


def partner_to_call(obs: Observation) -> bool:
    """True if partner may still call after ours (single round, C2: if it
    has not called yet; open auction, D2: always)."""
    if obs.rules.auction is not AuctionStyle.SINGLE_ROUND:
        return True
    return all(int(s) != int(obs.seat) ^ 2 for s, _ in obs.calls)


def _open_level(best: Sequence[float], weights: Sequence[float], rules: Rules) -> int:
    """The weighted median level a side opens at when its best contract is
    worth ``best[i]`` tricks in deal ``i`` (about a trick under its value)."""
    pairs = sorted(
        (max(rules.min_bid, int(b - 1.0)), w) for b, w in zip(best, weights, strict=True)
    )
    half = sum(weights) / 2.0
    acc = 0.0
    for level, w in pairs:
        acc += w
        if acc >= half:
            return min(level, rules.hand_size)
    return rules.min_bid


def outbid_chance(opp_view: float, level: int, config: SimBidConfig, copies: int = 2) -> float:
    """Chance the opponents outbid a contract at ``level`` when the better
    of their hands has the one-hand value ``opp_view`` (they bid ``level + 1``
    when it shows about that, :data:`MEANING`), in a game of ``copies``."""
    offset = config.compete_offset[copies - 1]
    return _phi((opp_view - level - 1 - offset) / config.compete_spread)


def _faces(counts: Sequence[Sequence[int]] | np.ndarray) -> list[list[int]]:
    """A deal as counts per seat and face (:class:`.fastbid.Worlds`) -> faces."""
    return [[f for f, n in enumerate(row) for _ in range(int(n))] for row in counts]


def exact_values(
    hands: Sequence[Sequence[int]],
    seat: int,
    denoms: Sequence[int],
    standing_seat: int,
    standing_d: int,
    guesses: dict[int, float],
    max_nodes: int,
) -> tuple[dict[int, float], float] | None:
    """Exact open-hand values of one sampled deal (R8: the declarer leads).

    Args:
        hands: the four hands (faces), N E S W.
        seat: the caller, declaring each of ``denoms``.
        standing_seat, standing_d: the standing contract to value too (its
            declarer and denomination), or ``standing_seat`` -1.
        guesses: the trick model's values of ``denoms`` (speed only).
        max_nodes: node budget of each solve.

    Returns:
        ``({d: our side's tricks}, the standing declarer side's tricks or
        NaN)``, or None when a solve ran over its budget.
    """
    solver = _exact_solver()
    out: dict[int, float] = {}
    try:
        for d in denoms:
            solver.clear()
            g = round(guesses.get(d, -1.0))
            out[d] = float(solver.tricks(d, hands, seat, guess=g, max_nodes=max_nodes))
        standing = math.nan
        if standing_seat >= 0:
            solver.clear()
            standing = float(solver.tricks(standing_d, hands, standing_seat, max_nodes=max_nodes))
    except SolveBudgetExceeded:
        return None
    return out, standing


_local = threading.local()


def _exact_solver() -> DDSolver:
    """This thread's solver for :func:`exact_values` (cleared every solve,
    so a value never depends on the solves before it)."""
    s: DDSolver | None = getattr(_local, "solver", None)
    if s is None:
        s = DDSolver(table_bits=16)
        _local.solver = s
    return s


def simulated_call(
    obs: Observation,
    k: Knowledge,
    config: SimBidConfig,
    lone: CallEstimate | None,
    deadline: float,
    report: dict[str, float] | None = None,
    explain: dict[str, object] | None = None,
) -> Action:
    """The call with the best expected value over sampled deals (module
    docstring).

    Args:
        obs: the caller's view; ``obs.legal`` are calls.
        k: its knowledge (:func:`~.knowledge.read`).
        config: how many deals and the margins.
        lone: lone-hand estimates (``lone``, ``lone_tricks``) or None.
        deadline: CPU-time (``time.thread_time``) after which no more deals
            are drawn (``math.inf`` for fixed work).
        report: if given, receives ``expected`` (the side's expected tricks
            in the chosen bid's denomination, or NaN) and ``value`` (the
            chosen call's expected net points), for benchmarks.

    Returns:
        One of ``obs.legal``.
    """
    rules = obs.rules
    size = rules.hand_size
    copies = rules.copies
    seat = k.seat
    team = seat & 1
    partner = seat ^ 2
    opp1, opp2 = (seat + 1) & 3, (seat + 3) & 3
    calls = [(int(s), a) for s, a in obs.calls]
    high, high_d, high_seat = 0, -1, -1
    for s, a in calls:
        if a.kind is ActionKind.BID:
            high, high_d, high_seat = a.tricks, int(a.denomination), s
    totals = list(obs.totals)
    bonus = config.game_points[copies - 1]
    endgame = bonus > 0.0 and is_endgame(rules, totals)
    win_scale = 0.0
    if endgame and config.win_model and winchance.supported(rules):
        win_scale = winchance.points_scale(rules, totals[team], totals[1 - team])
    bid_levels: dict[int, list[int]] = {}
    for a in obs.legal:
        if a.kind is ActionKind.BID:
            bid_levels.setdefault(int(a.denomination), []).append(a.tricks)
    if high_seat == partner and any(s == seat and a.kind is ActionKind.BID for s, a in calls):
        # partner has overcalled our bid: it prefers its contract; two
        # partners outbidding each other only climb (each knows its own hand
        # best), so we pass or go alone
        bid_levels = {}
    denoms = sorted(bid_levels)
    # Over partner's standing bid, the overcall must be worth more than
    # partner's contract as it stands: the threat of the opponents' outbidding
    # (which would make climbing look safer) is left out of that comparison.
    compete = opponents_to_call(obs) and high_seat != partner

    p_off, p_scale = config.play_offset[copies - 1], config.play_scale[copies - 1]
    o_off = config.opp_offset[copies - 1]
    s_off = config.standing_offset[copies - 1] if high >= config.standing_from else 0.0
    if high_seat >= 0 and high_seat & 1 != team:
        p_off += config.overcall_offset[copies - 1]

    def played(v: float) -> float:
        # what our side takes in play when the model says ``v`` (SimBidConfig)
        return min(max(p_off + p_scale * v, 0.0), float(size))

    def theirs(v: float) -> float:
        # what the opponents take declaring when the model says ``v``
        return min(max(v + o_off, 0.0), float(size))

    sampler = Sampler(k, None)
    rng = random.Random(
        f"simbid/{obs.hand_number}/{seat}/{','.join(map(str, k.hand))}/{len(calls)}"
    )
    clock = time.thread_time
    # per world: weight, our tricks per denomination, partner's contract, the
    # opponents' contract (theirs if they hold the auction) and their best
    ws: list[float] = []
    ours: list[dict[int, float]] = []
    partner_t: list[float] = []
    theirs_t: list[float] = []
    opp_best: list[float] = []
    opp_view: list[float] = []
    partner_best: list[float] = []
    partner_view: list[float] = []
    opening = {c: AVERAGE[(c, False)] + 0.5 for c in (1, 2)}
    world_hands: list[list[list[int]]] = []  # the deals (Python reference)
    batch = fastbid.Worlds(config.worlds) if COMPILED else None
    # the same deals from the same stream, compiled
    dealer = fastdeal.Dealer(sampler, rng) if COMPILED else None
    for w in range(config.worlds):
        if w and clock() > deadline:
            break
        if batch is not None and dealer is not None:
            batch.deal(dealer)  # valued below, all deals at once
            continue
        hands = sampler.sample(rng)
        world_hands.append(hands)
        views = hand_views(hands, copies)
        ws.append(call_likelihood(views, calls, seat, copies))
        mine, pard = hands[seat], hands[partner]
        ours.append({d: predict(mine, pard, d, copies) for d in denoms})
        if high_seat == partner:
            partner_t.append(played(predict(pard, mine, high_d, copies)))
        elif high_seat >= 0:
            decl = hands[high_seat]
            v = predict(decl, hands[high_seat ^ 2], high_d, copies) + s_off
            theirs_t.append(theirs(v))
        # the opponents compete on what each of them sees
        o, d_o = max(
            ((o, d) for o in (opp1, opp2) for d in range(5)), key=lambda x: views[x[0]][x[1]]
        )
        opp_view.append(views[o][d_o])
        opp_best.append(theirs(predict(hands[o], hands[o ^ 2], d_o, copies)))
        if high_seat < 0:
            d_p = max(range(5), key=views[partner].__getitem__)
            partner_view.append(views[partner][d_p])
            partner_best.append(played(predict(pard, mine, d_p, copies)))
    if dealer is not None:
        dealer.close()
    if batch is not None:
        # the same values as the loop's body above, compiled
        m = MEANING
        meaning = (
            m.bid_offset[copies],
            m.bid_spread[copies],
            m.pass_offset[copies],
            m.pass_spread[copies],
        )
        got = batch.values(
            copies,
            seat,
            high_seat,
            high_d,
            denoms,
            calls,
            meaning,
            (p_off, p_scale, o_off, s_off, size),
        )
        ws, ours, opp_view, opp_best = got.ws, got.ours, got.opp_view, got.opp_best
        partner_t, theirs_t = got.partner_t, got.theirs_t
        partner_view, partner_best = got.partner_view, got.partner_best
    total_w = sum(ws)
    ws = [x / total_w for x in ws]
    n_worlds = len(ws)
    exact = [False] * n_worlds
    n_exact = config.exact_worlds[copies - 1]
    if n_exact > 0:
        if batch is not None:
            world_hands = [_faces(batch.hands[i]) for i in range(n_worlds)]
        standing = high_seat >= 0 and (high_seat == partner or high_seat & 1 != team)
        nodes = config.exact_nodes[copies - 1]
        for i in sorted(range(n_worlds), key=lambda i: (-ws[i], i))[:n_exact]:
            solved_i = exact_values(
                world_hands[i], seat, denoms, high_seat if standing else -1, high_d, ours[i], nodes
            )
            if solved_i is None:
                continue  # over the node budget: the model's values stay
            mine_x, standing_x = solved_i
            exact[i] = True
            ours[i] = mine_x
            if high_seat == partner:
                partner_t[i] = played(standing_x)
            elif high_seat >= 0:
                theirs_t[i] = theirs(standing_x + s_off)
    x_sd = config.exact_spread[copies - 1]
    levels = range(size + 2)
    # outcome values by level and tricks, our side declaring and theirs
    u_ours = [
        [
            outcome_value(
                rules, totals, team, team, min(max(n, 1), size), t, endgame, bonus, win_scale
            )
            for t in range(size + 1)
        ]
        for n in levels
    ]
    u_theirs = [
        [
            outcome_value(
                rules, totals, team, 1 - team, min(max(n, 1), size), t, endgame, bonus, win_scale
            )
            for t in range(size + 1)
        ]
        for n in levels
    ]

    def dists_of(means: Sequence[float], sd: float) -> Sequence[Sequence[float]]:
        # normal_dist(means[i], sd, size) per world
        if COMPILED:
            return fastbid.normal_dists(means, sd, size)  # type: ignore[return-value]
        return [normal_dist(x, sd, size) for x in means]

    def mixed_dists(means: Sequence[float], sd: float) -> Sequence[Sequence[float]]:
        # the deals valued exactly have their own (smaller) spread
        model = dists_of(means, sd)
        if not any(exact):
            return model
        solved = dists_of(means, x_sd)
        if COMPILED:
            return np.where(np.array(exact)[:, None], solved, model)  # type: ignore[return-value]
        return [solved[i] if exact[i] else model[i] for i in range(n_worlds)]

    opp_dists = dists_of(opp_best, spread(copies, 0))

    def expected(
        dists: Sequence[Sequence[float]], weights: Sequence[float], u: Sequence[float]
    ) -> float:
        if COMPILED:
            return fastbid.expected(dists, weights, u)  # type: ignore[arg-type]
        value = 0.0
        for i in range(n_worlds):
            wi = weights[i]
            if wi > 1e-12:
                di = dists[i]
                value += wi * sum(p * x for p, x in zip(di, u, strict=True))
        return value

    def defend_value(level: int, weights: Sequence[float]) -> float:
        return expected(opp_dists, weights, u_theirs[min(level, size)])

    options: list[tuple[float, Action]] = []
    raw: list[tuple[Action, float]] = []
    if PASS in obs.legal:
        if high_seat < 0:
            # whichever side has the better contract gets it (if it bids)
            partner_calls = partner_to_call(obs)
            p_weights = [0.0] * n_worlds
            o_weights = [0.0] * n_worlds
            for i in range(n_worlds):
                p_open = 0.0
                if partner_calls:
                    # partner opens on what it sees: its own hand's value
                    p_open = _phi((partner_view[i] - opening[copies]) / MEANING.bid_spread[copies])
                    p_weights[i] = ws[i] * p_open
                if compete:
                    q = _phi((opp_view[i] - opening[copies]) / MEANING.bid_spread[copies])
                    o_weights[i] = ws[i] * (1.0 - p_open) * q
            pass_value = 0.0
            if any(o_weights):
                pass_value += defend_value(_open_level(opp_best, o_weights, rules), o_weights)
            if any(p_weights):
                p_dists = dists_of(partner_best, spread(copies, 0))
                level = _open_level(partner_best, p_weights, rules)
                # in the open auction (D2) the opponents may outbid partner's
                # opening as they would ours (left out, passing looked safer
                # than opening); in the single round (C2) leaving it out
                # measured better (RESULTS.md)
                beaten = [0.0] * n_worlds
                if compete and level < size and rules.auction is not AuctionStyle.SINGLE_ROUND:
                    beaten = [
                        p_weights[i] * outbid_chance(opp_view[i], level, config, copies)
                        for i in range(n_worlds)
                    ]
                    pass_value += defend_value(level + 1, beaten)
                stays = [p_weights[i] - beaten[i] for i in range(n_worlds)]
                pass_value += expected(p_dists, stays, u_ours[level])
        elif high_seat == partner:
            sd = spread(copies, high_d)
            dists = mixed_dists(partner_t, sd)
            stays = [
                ws[i] * (1.0 - outbid_chance(opp_view[i], high, config, copies))
                if compete
                else ws[i]
                for i in range(n_worlds)
            ]
            pass_value = expected(dists, stays, u_ours[high])
            if compete and high < size:
                pass_value += defend_value(high + 1, [ws[i] - stays[i] for i in range(n_worlds)])
        else:
            sd = spread(copies, high_d)
            dists = mixed_dists(theirs_t, sd)
            pass_value = expected(dists, ws, u_theirs[high])
        options.append((pass_value, PASS))
        raw.append((PASS, pass_value))
    if high_seat == partner:
        margin = config.partner_margin[copies - 1]
    elif high_seat >= 0 and config.compete_margin is not None:
        margin = config.compete_margin[copies - 1]
    else:
        margin = config.bid_margin[copies - 1]
    by_action = {(int(a.denomination), a.tricks): a for a in obs.legal if a.kind is ActionKind.BID}
    for d in denoms:
        sd = spread(copies, d)
        dists = mixed_dists([played(ours[i][d]) for i in range(n_worlds)], sd)
        for n in bid_levels[d]:
            if compete and n < size:
                if COMPILED:
                    outbid = fastbid.outbid_chances(
                        opp_view, n, config.compete_offset[copies - 1], config.compete_spread
                    )
                else:
                    outbid = [
                        outbid_chance(opp_view[i], n, config, copies) for i in range(n_worlds)
                    ]
            else:
                outbid = [0.0] * n_worlds
            stay = [ws[i] * (1.0 - outbid[i]) for i in range(n_worlds)]
            value = expected(dists, stay, u_ours[n])
            if any(outbid):
                value += defend_value(n + 1, [ws[i] * outbid[i] for i in range(n_worlds)])
            options.append((value - margin, by_action[(d, n)]))
            raw.append((by_action[(d, n)], value))
    alone_calls = [a for a in obs.legal if a.kind is ActionKind.ALONE]
    if alone_calls and config.lone is not None:
        solved = estimate_lone(obs, k, config.lone, deadline)
        game_points = bonus if endgame else 0.0
        for a in alone_calls:
            e = solved.get(int(a.denomination))
            if e is not None:
                if win_scale > 0.0:
                    value = lone_win_points(
                        rules, totals, team, e.p_made, e.tricks_if_set, win_scale
                    )
                else:
                    value = lone_points(rules, totals, team, e.p_made, e.tricks_if_set, game_points)
                raw.append((a, value))
                if e.p_made >= config.lone_min_make:
                    options.append((value - config.lone_margin, a))
    elif lone is not None and lone.lone is not None:
        for a in obs.legal:
            if a.kind is ActionKind.ALONE:
                d = int(a.denomination)
                p_all = lone.lone[d]
                tricks = lone.lone_tricks[d] if lone.lone_tricks else size - 2.0
                raw.append((a, lone_value(p_all, tricks, rules)))
                if p_all < config.lone_min_make:
                    continue
                options.append((lone_value(p_all, tricks, rules) - config.lone_margin, a))
    if explain is not None:
        explain["values"] = raw
        explain["expected"] = {
            d: sum(ws[i] * played(ours[i][d]) for i in range(n_worlds)) for d in denoms
        }
        explain["own"] = {d: side_tricks(k.hand, d, copies) for d in range(5)}
        explain["margin"] = margin
        if theirs_t:
            # the opponents' standing contract as valued by passing: their
            # expected tricks and chance of making it (benchmarks)
            sd = spread(copies, high_d)
            explain["standing"] = sum(ws[i] * theirs_t[i] for i in range(n_worlds))
            explain["standing_made"] = sum(
                ws[i] * sum(normal_dist(theirs_t[i], sd, size)[high:]) for i in range(n_worlds)
            )
    if not options:
        return obs.legal[0]
    best_value, best = options[0]
    for value, a in options[1:]:
        if value > best_value:
            best_value, best = value, a
    if report is not None:
        report["value"] = best_value
        report["expected"] = math.nan
        if best.kind is ActionKind.BID:
            d = int(best.denomination)
            report["expected"] = sum(ws[i] * played(ours[i][d]) for i in range(n_worlds))
            report["model"] = sum(ws[i] * ours[i][d] for i in range(n_worlds))
    return best
