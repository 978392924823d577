"""Determinized search: evaluate choices in sampled worlds (PIMC).

*Perfect-information Monte Carlo* (Ginsberg's GIB for bridge; Long et al.,
"Understanding the Success of Perfect Information Monte Carlo Sampling in Game
Tree Search", AAAI 2010): deal the unseen cards many times consistently with
everything the seat has seen (:mod:`.sampling`), score every candidate action
in each deal, and pick the action with the best average.

* **Card play** (:func:`choose_play`): in each world, once at most
  ``solve_tricks`` tricks remain, the compiled open-hand solver
  (:mod:`.dds`) values every candidate card at once, exactly, within a
  fixed work limit of ``solve_nodes`` positions; a world where that runs out
  (and every world earlier in the hand) is valued instead by playing each
  candidate and finishing the hand with the heuristic player in every seat
  (:meth:`~.playout.PlayState.playout`, run compiled by
  :func:`~.fastplay.candidate_tricks`: all candidates of a world in one
  call).  A candidate's value is the expected net score of the hand for
  the seat's side (R12, D7), not its tricks, so a declarer near its
  contract plays safe and a defender plays for the set.  The work limit
  counts positions, not seconds, so the fixed-work mode decides the same
  in every process, compiled or not (``NUMBA_DISABLE_JIT=1``).
* **Calls** (:func:`call_estimate`): the lone hand is played out in each
  world — the exchange by the exchange heuristics (D6), then three-handed
  play — to estimate the chance of taking every trick (D5, D7); partnership
  bids use the evaluation's trick estimates (optionally blended with
  play-outs of the seat declaring each denomination).
  :func:`~.bidding.choose_call` then compares expected scores.
* **Play inference** (optional, :mod:`.inference`): worlds that explain the
  cards the other seats chose are searched more often.

Work is counted in worlds, not seconds, so a decision is a function of the
observation and the ``random.Random`` alone; the ``deadline``, in CPU time
of the calling thread (``time.thread_time``), only cuts the search short
(returning the best choice so far) on a slow machine — a busy one, where the
thread waits for a core, does not weaken the search.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from ..engine import Action, ActionKind, Observation, Rules
from . import simbid
from .bidding import (
    DEFAULT_POLICY,
    CallEstimate,
    CallPolicy,
    empirical_dist,
    heuristic_estimate,
)
from .cardplay import choose_card
from .dds import DDSolver, SolveBudgetExceeded
from .dds import solver as dds_solver
from .evaluation import lone_losers
from .fastdeal import Dealer
from .fastplay import candidate_tricks, play_likelihood
from .fastplay import deal_tricks as playout_tricks
from .knowledge import Knowledge
from .lone import exchanged
from .pick import dropped, gives_up_sure_trick, leads_into_ruff, pick, settled
from .sampling import Sampler, call_weights
from .simbid import bid_likelihood
from .solver import distinct_moves
from .tables import EFFECTIVE_SUIT


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """How hard a search bot looks.

    Attributes:
        play_worlds: most worlds sampled per card-play decision.
        min_play_worlds: worlds before stopping early on a clear winner.
        play_work: most play-outs (worlds x candidates) per card decision.
        call_worlds: worlds sampled per call.
        solve_tricks: solve exactly (compiled open-hand solver, :mod:`.dds`)
            when at most this many tricks remain.
        solve_nodes: work limit of one world's solve, in positions searched
            (0: none); a world over it is valued by play-outs.
        solve_misses: after this many worlds over ``solve_nodes`` in one
            decision, the remaining worlds are valued by play-outs without
            trying the solver.
        solve_worlds: most worlds sampled per decision while solving (each
            costs one solve for all candidates, not one play-out per
            candidate); 0: as for play-outs.
        max_seconds: CPU-time cap per decision (``time.thread_time``) (the smaller of this and the
            budget given is used).
        call_blend: weight (0..1) of the play-outs against the evaluation's
            estimate for partnership bids (0: evaluation only).
        infer_mismatch: weight factor per card another seat played that the
            heuristic player would not have (1.0: no play inference).
        infer_pool: worlds drawn per world searched, for the inference.
        margin: standard errors by which a card must beat the heuristic
            player's card (paired over the same worlds) to be preferred.
        bid_worlds: deals sampled per call by the bidding by simulation
            (:mod:`.simbid`); 0 calls with :func:`~.bidding.choose_call` on
            the evaluation's estimate instead.
        race: from ``min_play_worlds`` on, stop valuing a candidate card
            once it is clearly no better than the heuristic player's
            (:func:`~.pick.dropped`): the worlds go to the cards still in
            contention, and the card is no longer a contender.
        race_late: with ``race``, from this many worlds on a candidate is
            dropped as soon as it is not ahead of the heuristic player's
            card (a mean paired difference at most zero).
        family_margin: the margin holds for the best of all contenders at
            once, not for one of them alone (:func:`~.pick.family_margin`): with
            many candidates the best looks better than it is by chance.
        ruff_guard: a lead into a suit an opponent has shown void in needs
            the extra evidence of :func:`~.pick.leads_into_ruff`.
    """

    play_worlds: int
    min_play_worlds: int
    play_work: int
    call_worlds: int
    solve_tricks: int
    max_seconds: float
    margin: float = 1.0
    infer_mismatch: float = 1.0
    infer_pool: int = 1
    call_blend: float = 0.0
    bid_worlds: int = 0
    solve_nodes: int = 0
    solve_misses: int = 2
    solve_worlds: int = 0
    race: bool = False
    race_late: int = 1 << 30
    family_margin: bool = False
    ruff_guard: bool = False


def hand_net(
    rules: Rules, declarer_team: int, bid: int, alone: bool, team: int, declarer_tricks: int
) -> float:
    """Net points (``team``'s minus the other side's) of a finished hand in
    which the declaring side took ``declarer_tricks`` (R12, D7)."""
    size = rules.hand_size
    if alone:
        if declarer_tricks >= size:
            net = float(rules.lone_made_points)
        else:
            net = -float(rules.lone_set_points) - (size - declarer_tricks)
    elif declarer_tricks >= bid:
        net = float(2 * declarer_tricks - size)
    else:
        net = float(-bid - (size - declarer_tricks))
    return net if team == declarer_team else -net


def choose_play(
    obs: Observation,
    k: Knowledge,
    rng: random.Random,
    config: SearchConfig,
    deadline: float,
    explain: dict[str, object] | None = None,
) -> int:
    """The card (face) with the best expected net score over sampled worlds.

    Candidates are the legal cards, one per group of equivalent cards
    (:func:`~.solver.distinct_moves`); a single candidate is returned at once.
    Ties go to the heuristic player's card.

    ``explain``, if given, receives what was weighed (it changes nothing):
    ``candidates``, ``[(face, expected net points, expected side tricks)]``
    over the worlds searched (empty for a single candidate), ``heuristic``
    (the heuristic player's face) and ``worlds``; see :mod:`.explain`.
    """
    contract = obs.contract
    assert contract is not None
    d = k.d
    declarer = int(contract.declarer)
    declarer_team = declarer & 1
    sitting_out = -1 if obs.sitting_out is None else int(obs.sitting_out)
    rules = obs.rules
    team = k.seat & 1
    blocking = k.out[:]
    for c in k.trick_cards:
        blocking[c] += 1
    led = EFFECTIVE_SUIT[d][k.trick_cards[0]] if k.trick_cards else -1
    candidates = distinct_moves(k.hand, d, led, blocking)
    heuristic = choose_card(
        d,
        k.seat,
        k.hand,
        k.trick_seats,
        k.trick_cards,
        declarer,
        sitting_out,
        k.out,
        k.voids,
        k.held,
    )
    if len(candidates) == 1:
        return candidates[0]
    # map the heuristic card to its group's representative
    if heuristic not in candidates:
        for c in candidates:
            if EFFECTIVE_SUIT[d][c] == EFFECTIVE_SUIT[d][heuristic]:
                group = distinct_moves([c, heuristic], d, led, blocking)
                if len(group) == 1:
                    heuristic = c
                    break
    sampler = Sampler(k, call_weights(k, rules.copies))
    calls = [(int(s), a) for s, a in obs.calls]
    won = list(obs.tricks_won)
    tricks_left = len(k.hand)
    n = len(candidates)
    h = candidates.index(heuristic) if heuristic in candidates else 0
    values: list[list[float]] = [[] for _ in range(n)]
    side_tricks: list[float] = [0.0] * n
    active = [True] * n  # candidates still valued (``config.race``)
    worlds = 0
    clock = time.thread_time
    solve = tricks_left <= config.solve_tricks
    max_worlds = min(config.play_worlds, max(config.min_play_worlds, config.play_work // n))
    if solve and config.solve_worlds > 0:
        max_worlds = config.solve_worlds
    misses = 0
    dds = dds_solver() if solve else None
    # the deals and draws of ``rng``'s stream, compiled (:mod:`.fastdeal`)
    dealer = Dealer(sampler, rng) if simbid.COMPILED else None
    draw = partial(sampler.sample, rng) if dealer is None else dealer.sample
    rand = rng.random if dealer is None else dealer.random
    while worlds < max_worlds:
        if worlds and clock() > deadline:
            break
        hands = _draw_world(draw, rand, k, d, declarer, sitting_out, config, calls, rules.copies)
        solved = None
        if dds is not None and misses < config.solve_misses:
            solved = _solved_tricks(
                dds, d, hands, k, sitting_out, candidates, declarer_team, config.solve_nodes
            )
            if solved is None:
                misses += 1
        if solved is not None:
            decls = [won[declarer_team] + v for v in solved]
        else:
            if worlds and clock() > deadline:
                break  # out of time: drop this world
            decls = candidate_tricks(
                d,
                hands[:4],
                k.trick_seats,
                k.trick_cards,
                k.seat,
                declarer,
                sitting_out,
                won,
                k.voids,
                [c if active[i] else -1 for i, c in enumerate(candidates)],
            )
        row: list[float] = []
        tricks_row: list[int] = []
        for i, decl in enumerate(decls):
            if not active[i]:
                row.append(0.0)
                tricks_row.append(0)
                continue
            row.append(hand_net(rules, declarer_team, contract.bid, contract.alone, team, decl))
            tricks_row.append(decl if team == declarer_team else rules.hand_size - decl)
        for i, v in enumerate(row):
            if active[i]:
                values[i].append(v)
                side_tricks[i] += tricks_row[i]
        worlds += 1
        if worlds >= config.min_play_worlds:
            if config.race:
                for i in dropped(values, h, config.margin, active, config.race_late):
                    active[i] = False
            if settled(values, h, config.margin, active):
                break
    if dealer is not None:
        dealer.close()  # ``rng`` where the reference leaves it
    if explain is not None and worlds:
        explain["candidates"] = [
            (c, sum(values[i]) / len(values[i]), side_tricks[i] / len(values[i]))
            for i, c in enumerate(candidates)
        ]
        explain["heuristic"] = heuristic
        explain["worlds"] = worlds
    strict = gives_up_sure_trick(k, d, sitting_out, candidates, h)
    if config.ruff_guard:
        strict |= leads_into_ruff(k, d, sitting_out, candidates, h)
    return candidates[pick(values, h, config.margin, strict, active, config.family_margin)]


def _solved_tricks(
    dds: DDSolver,
    d: int,
    hands: Sequence[Sequence[int]],
    k: Knowledge,
    sitting_out: int,
    candidates: Sequence[int],
    declarer_team: int,
    max_nodes: int,
) -> list[int] | None:
    """The declaring side's tricks from here to the end of the hand (the
    trick in progress included) after each candidate card, in one world,
    with open-hand best play by every seat (:meth:`~.dds.DDSolver.card_tricks`,
    one search for all candidates); None when ``max_nodes`` positions (0:
    no limit) did not suffice.

    The solver's table is cleared first, so the work (and whether it runs
    out) depends on this world alone, not on what the thread solved before.
    A candidate the solver grouped under another card of the same group of
    equivalent cards (no other seat's card nor a card of the trick between
    them, R7) takes that card's value."""
    dds.clear()
    world = [list(hands[s]) if s != sitting_out else [] for s in range(4)]
    try:
        values = dds.card_tricks(
            d,
            world,
            k.seat,
            k.trick_seats,
            k.trick_cards,
            sitting_out,
            max_nodes=max_nodes or None,
        )
    except SolveBudgetExceeded:
        return None
    left = len(k.hand)
    mine = (k.seat & 1) == declarer_team
    out: list[int] = []
    blocking: list[int] | None = None
    for c in candidates:
        v = values.get(c)
        if v is None:
            if blocking is None:
                blocking = [0] * 24
                for s in range(4):
                    if s != k.seat:
                        for f in world[s]:
                            blocking[f] += 1
                for f in k.trick_cards:
                    blocking[f] += 1
            led = EFFECTIVE_SUIT[d][k.trick_cards[0]] if k.trick_cards else -1
            for f, w in values.items():
                if len(distinct_moves([c, f], d, led, blocking)) == 1:
                    v = w
                    break
            if v is None:
                return None  # not expected: value the world by play-outs
        out.append(v if mine else left - v)
    return out


def _draw_world(
    draw: Callable[[], list[list[int]]],
    rand: Callable[[], float],
    k: Knowledge,
    d: int,
    declarer: int,
    sitting_out: int,
    config: SearchConfig,
    calls: Sequence[tuple[int, Action]] = (),
    copies: int = 2,
) -> list[list[int]]:
    """One world; with play inference (``config.infer_pool > 1``), the most
    plausible of a small pool drawn in proportion to
    :func:`~.inference.play_likelihood` (the cards played) times
    :func:`~.simbid.bid_likelihood` (the bids made, for partnership
    contracts: what each bid showed about the bidder's hand as dealt).
    The play inference runs compiled (:func:`~.fastplay.play_likelihood`).
    ``draw`` deals a world (``sampler.sample(rng)``), ``rand`` is ``rng.random``."""
    use_calls = sitting_out < 0 and any(a.kind is ActionKind.BID for _, a in calls)
    use_play = config.infer_mismatch < 1.0 and bool(k.history)
    if config.infer_pool <= 1 or not (use_calls or use_play):
        return draw()
    pool = [draw() for _ in range(config.infer_pool)]
    weights = []
    for w in pool:
        weight = 1.0
        if use_play:
            weight = play_likelihood(
                w, k.history, d, declarer, sitting_out, k.seat, config.infer_mismatch
            )
        if use_calls:
            dealt = [list(w[s]) for s in range(4)]
            for s, c in k.history:
                dealt[s].append(c)
            weight *= bid_likelihood(dealt, calls, k.seat, copies)
        weights.append(weight)
    x = rand() * sum(weights)
    for w, weight in zip(pool, weights, strict=True):
        x -= weight
        if x < 0:
            return w
    return pool[-1]


def _declare_playout(hands: Sequence[Sequence[int]], d: int, declarer: int) -> int:
    """Tricks of the declaring side when ``declarer`` declares ``d`` with these
    hands and everyone plays the heuristic player (R8: the declarer leads)."""
    return playout_tricks(hands[:4], d, declarer, -1)


def _lone_playout(
    hands: Sequence[Sequence[int]], d: int, declarer: int, k_max: int, copies: int
) -> int:
    """Tricks a lone declarer takes (D5, D6) with these hands: partner passes
    its best ``k`` cards, the declarer discards its worst ``k`` (``k`` = its
    losers, at most ``k_max``: :func:`.lone.exchanged`), then three-handed
    heuristic play."""
    partner = declarer ^ 2
    seats = exchanged(hands, d, declarer, k_max, copies)
    return playout_tricks(seats, d, declarer, partner)


def call_estimate(
    obs: Observation,
    k: Knowledge,
    config: SearchConfig,
    deadline: float,
    policy: CallPolicy = DEFAULT_POLICY,
) -> CallEstimate:
    """Trick distributions for the calls: the evaluation's estimate
    (:func:`~.bidding.heuristic_estimate`), blended with play-outs in sampled
    worlds by ``config.call_blend``, and the chance of taking every trick
    alone from lone play-outs (with the exchange, D6) for the denominations
    where the hand has few expected losers.

    The worlds depend on the hand and the calls, not on the decision's random
    stream, so the seat judges its hand consistently from one call to the
    next (fresh noise at every turn of an open auction would make it bid on
    whichever estimate happened to come out high).
    """
    rules = obs.rules
    size = rules.hand_size
    copies = rules.copies
    seat = k.seat
    base = heuristic_estimate(obs, k, policy)
    bid_denoms = sorted({int(a.denomination) for a in obs.legal if a.kind.name == "BID"})
    if config.call_blend <= 0.0:
        bid_denoms = []
    alone_denoms = [
        int(a.denomination)
        for a in obs.legal
        if a.kind.name == "ALONE"
        and lone_losers(k.hand, int(a.denomination), copies, rules.lone_exchange_max) < 3.0
    ]
    if not bid_denoms and not alone_denoms:
        if base.lone is not None:
            base.lone = [0.0] * 5  # searched or nothing: no lone guesses
        return base
    sampler = Sampler(k, call_weights(k, copies))
    rng = random.Random(f"calls/{obs.hand_number}/{seat}/{','.join(map(str, k.hand))}")
    samples: dict[int, list[int]] = {d: [] for d in bid_denoms}
    lone_samples: dict[int, list[int]] = {d: [] for d in alone_denoms}
    clock = time.thread_time
    for w in range(config.call_worlds):
        if w and clock() > deadline:
            break
        hands = sampler.sample(rng)
        for d in bid_denoms:
            samples[d].append(_declare_playout(hands, d, seat))
        for d in alone_denoms:
            lone_samples[d].append(_lone_playout(hands, d, seat, rules.lone_exchange_max, copies))
    dists = base.dists
    blend = config.call_blend
    for d, ts in samples.items():
        if ts:
            sim = empirical_dist(ts, size)
            dists[d] = [(1.0 - blend) * p + blend * q for p, q in zip(dists[d], sim, strict=True)]
    lone: list[float] | None = None
    lone_tricks: list[float] | None = None
    if rules.allow_alone:
        lone = [0.0] * 5
        lone_tricks = [size - 2.0] * 5
        for d, ts in lone_samples.items():
            if ts:
                made = sum(1 for t in ts if t >= size)
                # a little pessimism (few worlds; the hands that look best
                # in them are the ones chosen): half a success in two more
                lone[d] = (made + 0.5) / (len(ts) + 2.0)
                fails = [t for t in ts if t < size]
                if fails:
                    lone_tricks[d] = sum(fails) / len(fails)
    return CallEstimate(dists, lone, lone_tricks)
