"""Lone hands valued by exact open-hand solving over sampled deals (D5–D7).

A lone declarer must take *every* trick (D5), so a lone hand is a yes-or-no
question per deal, and a trick model's average is the wrong tool for it: one
missed trick costs the whole contract.  The ``hard`` player's bidding by
simulation (:mod:`.simbid`) asks this module instead:

1. **Filter.**  Only denominations where the hand has few expected losers
   after the exchange (:func:`~.evaluation.lone_losers` below
   :attr:`LoneConfig.max_losers`; at most :attr:`LoneConfig.max_denominations`
   of them, fewest losers first) are solved at all — most hands have none.
2. **Deal** the unseen cards (:class:`~.sampling.Sampler`, biased by the
   calls, the same deals for every denomination), from a stream seeded by
   the hand, so the seat judges its hand the same way at every turn.
3. **Exchange** (D6) in each deal exactly as the players do it
   (:mod:`.exchange`): the declarer asks for as many cards as it has losers
   (up to ``lone_exchange_max``) and discards its worst cards, the partner
   passes its best.
4. **Solve** the three-handed deal exactly: does the declarer, leading
   first (R8), take every trick against the two defenders, with every hand
   open (:meth:`~.dds.DDSolver.reaches`, one null-window test)?  Each solve
   has a node budget (a solve that runs out counts as not taking every
   trick), the decision a total budget, and a first stage of
   :attr:`LoneConfig.probe` deals stops the search for hopeless hands.
   Work is counted in nodes, never time, so the answer is the same in every
   process, compiled or not (``NUMBA_DISABLE_JIT=1``).
5. **Calibrate.**  Open-hand solving both over- and understates the lone
   declarer: it finds the right guess every time, but so do the defenders.
   How often a hand solved as "every trick" is really made when ``hard``
   plays it was measured (``benchmarks/calibrate_lone.py``, RESULTS.md);
   :attr:`LoneConfig.made_share` turns the share of deals solved as made
   into the chance of making the hand.

:func:`lone_points` turns that chance into expected net points (D7), with
the game won or lost on the hand counted when it may end the game (R14).
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import ActionKind, Observation, Rules
from .dds import DDSolver, SolveBudgetExceeded
from .evaluation import discard_order, lone_losers, pass_order
from .exchange import count_losers
from .knowledge import Knowledge
from .sampling import Sampler, call_weights


@dataclass(frozen=True, slots=True)
class LoneConfig:
    """How hard lone hands are solved (module docstring).

    Attributes:
        deals: sampled deals solved per denomination, at most.
        probe: the first stage: deals solved before deciding to go on.
        probe_min: deals of the first stage in which the declarer must take
            every trick for the rest to be solved (otherwise the share so far
            stands: the hand is far from a lone hand).
        max_nodes: node budget of one solve (positions searched).
        total_nodes: node budget of one decision, all denominations.
        max_losers: filter: :func:`~.evaluation.lone_losers` must be below it.
        max_denominations: filter: at most this many denominations solved.
        made_share: calibration: the share of hands solved as "every trick"
            (open hands) that ``hard`` makes in play.
        set_tricks: calibration: the lone declarer's mean tricks when set,
            as tricks short of the hand size.
    """

    deals: int = 24
    probe: int = 6
    probe_min: int = 2
    max_nodes: int = 60_000
    total_nodes: int = 800_000
    max_losers: float = 4.0
    max_denominations: int = 2
    made_share: float = 0.95
    set_tricks: float = 2.1


#: The configuration the ``hard`` player uses.
LONE = LoneConfig()


@dataclass(frozen=True, slots=True)
class LoneEstimate:
    """The solved value of going alone in one denomination.

    Attributes:
        denomination: 0..3 trump suit, 4 no trump.
        solved: deals solved (or given up at the node budget).
        made: deals in which the lone declarer takes every trick, hands open.
        nodes: positions searched.
        p_made: the chance of making the lone hand in play (calibrated).
        tricks_if_set: the declarer's expected tricks when set (D7: the
            defenders score the rest).
    """

    denomination: int
    solved: int
    made: int
    nodes: int
    p_made: float
    tricks_if_set: float

    @property
    def p_open(self) -> float:
        """The share of solved deals the declarer takes every trick in, a
        little shrunk towards a half (few deals): ``(made + 0.5) / (solved + 1)``."""
        return (self.made + 0.5) / (self.solved + 1.0)


_local = threading.local()


def _solver() -> DDSolver:
    """This thread's lone-hand solver (a small table, cleared every solve)."""
    s: DDSolver | None = getattr(_local, "solver", None)
    if s is None:
        s = DDSolver(table_bits=16)
        _local.solver = s
    return s


def exchanged(
    hands: Sequence[Sequence[int]], d: int, declarer: int, exchange_max: int, copies: int
) -> list[list[int]]:
    """The four hands after the exchange of a lone hand (D6), as the players
    make it (:mod:`.exchange`): the declarer discards its ``k`` worst cards
    (``k`` = its losers, at most ``exchange_max``), the partner passes its
    ``k`` best; the partner's hand is then empty (it sits out, D5).

    Args:
        hands: at least four hands (N, E, S, W), faces 0..23.
        d: denomination 0..4.
        declarer: seat 0..3.

    Returns:
        Four new lists; the declarer holds as many cards as before.
    """
    partner = declarer ^ 2
    mine = list(hands[declarer])
    k = min(exchange_max, count_losers(mine, d, copies), len(hands[partner]))
    given = pass_order(hands[partner], d)[:k]
    for _ in range(k):
        mine.remove(discard_order(mine, d, copies)[0])
    mine.extend(given)
    seats = [list(h) for h in hands[:4]]
    seats[declarer] = mine
    seats[partner] = []
    return seats


def candidates(
    hand: Sequence[int], denominations: Sequence[int], rules: Rules, config: LoneConfig
) -> list[int]:
    """The denominations worth solving (module docstring, step 1), fewest
    expected losers first."""
    scored = []
    for d in denominations:
        losers = lone_losers(hand, d, rules.copies, rules.lone_exchange_max)
        if losers < config.max_losers:
            scored.append((losers, d))
    scored.sort()
    return [d for _, d in scored[: config.max_denominations]]


def estimate_lone(
    obs: Observation,
    k: Knowledge,
    config: LoneConfig = LONE,
    deadline: float = math.inf,
    trace: dict[int, list[tuple[int, int]]] | None = None,
) -> dict[int, LoneEstimate]:
    """The solved value of each legal alone call worth solving (module
    docstring), by denomination; denominations left out by the filter are
    absent.

    Args:
        obs: the caller's view in the auction (``obs.legal`` holds the alone
            calls, D5).
        k: its knowledge (:func:`~.knowledge.read`).
        config: deals and budgets.
        deadline: CPU time (``time.thread_time``) after which no more deals
            are solved, once the first stage is (``math.inf``: fixed work).
        trace: if given, receives per denomination one ``(outcome, nodes)``
            per deal solved: outcome 1 every trick, 0 not, -1 the node
            budget ran out (benchmarks).

    Returns:
        ``{denomination: LoneEstimate}``.
    """
    rules = obs.rules
    size = rules.hand_size
    copies = rules.copies
    seat = k.seat
    legal = sorted({int(a.denomination) for a in obs.legal if a.kind is ActionKind.ALONE})
    denoms = candidates(k.hand, legal, rules, config)
    if not denoms:
        return {}
    sampler = Sampler(k, call_weights(k, copies))
    rng = random.Random(f"lone/{obs.hand_number}/{seat}/{','.join(map(str, k.hand))}")
    solver = _solver()
    clock = time.thread_time
    partner = seat ^ 2
    solved = dict.fromkeys(denoms, 0)
    made = dict.fromkeys(denoms, 0)
    nodes = dict.fromkeys(denoms, 0)
    active = list(denoms)
    spent = 0
    for i in range(config.deals):
        if not active or spent >= config.total_nodes or (i >= config.probe and clock() > deadline):
            break
        if i == config.probe:
            active = [d for d in active if made[d] >= config.probe_min]
            if not active:
                break
        hands = sampler.sample(rng)
        for d in active:
            budget = min(config.max_nodes, config.total_nodes - spent)
            if budget <= 0:
                break
            seats = exchanged(hands, d, seat, rules.lone_exchange_max, copies)
            solver.clear()
            before = solver.nodes
            outcome = -1
            try:
                ok = solver.reaches(d, seats, seat, size, sitting_out=partner, max_nodes=budget)
                outcome = int(ok)
            except SolveBudgetExceeded:
                ok = False
            used = solver.nodes - before
            if trace is not None:
                trace.setdefault(d, []).append((outcome, used))
            spent += used
            nodes[d] += used
            solved[d] += 1
            made[d] += ok
    out = {}
    for d in denoms:
        if solved[d]:
            p_open = (made[d] + 0.5) / (solved[d] + 1.0)
            out[d] = LoneEstimate(
                denomination=d,
                solved=solved[d],
                made=made[d],
                nodes=nodes[d],
                p_made=config.made_share * p_open,
                tricks_if_set=size - config.set_tricks,
            )
    return out


def lone_points(
    rules: Rules,
    totals: Sequence[int],
    team: int,
    p_made: float,
    tricks_if_set: float,
    game_points: float = 0.0,
) -> float:
    """Expected net points for ``team`` going alone (D7): ``lone_made_points``
    with chance ``p_made``, else ``-lone_set_points`` and the defenders'
    tricks.  With ``game_points`` > 0, a game won on the hand counts that
    many points more and a game lost that many less (R14, and under every
    ``win_rule``: only the declarers can reach the target on a made lone
    hand, only the defenders on a set one)."""
    size = rules.hand_size
    defs = size - tricks_if_set
    made_net = float(rules.lone_made_points)
    set_net = -float(rules.lone_set_points) - defs
    if game_points > 0.0:
        target = rules.target_score
        mine, theirs = totals[team], totals[1 - team]
        if mine + rules.lone_made_points >= target:
            made_net += game_points
        if theirs + defs >= target:
            set_net -= game_points
    return p_made * made_net + (1.0 - p_made) * set_net
