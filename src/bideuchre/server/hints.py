"""Hints (docs/api.md, ``GET /api/games/{id}/hint``) and the judging of one
of South's decisions for the hand review (:mod:`.review`).

Both ask the strongest CPU player's search (:mod:`bideuchre.bots.searchbot`)
what South should do, from South's own :class:`~bideuchre.engine.Observation`
only — never the real deal — in the bots' fixed-work mode with a modest
fixed budget (:data:`HINT_CONFIG`, :data:`REVIEW_CONFIG`), seeded from the
game's seed and the position, so asking twice gives the same answer and no
request can make the server search for long.  The reason is a "Why" object
(:mod:`bideuchre.bots.explain`).
"""

from __future__ import annotations

import math
import random
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from ..bots.explain import call_values, card_values, explained_choice
from ..bots.hard import HARD
from ..bots.knowledge import read
from ..bots.search import SearchConfig
from ..bots.searchbot import SearchBot
from ..bots.solver import distinct_moves
from ..bots.tables import EFFECTIVE_SUIT
from ..engine import Action, ActionKind, GameState, Observation, Phase, Seat

SOUTH = Seat.S

#: The hint's search: the ``hard`` player's own configuration, in fixed-work
#: mode (``benchmarks/review_bench.py``: about 70 ms of CPU a hint, p95
#: about 145 ms on the double deck; the goal is p95 <= 300 ms).
HINT_CONFIG = HARD
#: The review's search for each of South's decisions: the same fixed work.
REVIEW_CONFIG = HINT_CONFIG
#: A decision is marked good when it costs less than this (expected points).
GOOD_COST = 0.5


@dataclass(frozen=True, slots=True)
class Judgement:
    """The search's view of one decision of South's.

    Attributes:
        recommended: what the search would do.
        why: its "Why" object.
        values: expected net points by action, as far as the search valued
            them (for a card: one representative per group of equivalent
            cards), empty for the exchange (judged by rule).
    """

    recommended: Action
    why: dict[str, Any] | None
    values: dict[Action, float]

    def cost(self, obs: Observation, taken: Action) -> float | None:
        """Expected points lost by ``taken`` against the recommendation
        (``>= 0``, one decimal), or None when the search did not value it.

        The points are net points of the hand (South's side's score minus
        the other side's, R12/D7; :func:`~bideuchre.bots.search.hand_net`),
        judged against the best choice from this observation alone: costs
        of successive decisions are not additive (docs/api.md, Review)."""
        if taken == self.recommended:
            return 0.0
        if obs.phase is Phase.PLAY:
            if not self.values:
                return 0.0  # every legal card has the same effect (one group)
            taken = _representative(obs, taken, self.values) or taken
            if taken == self.recommended:
                return 0.0
        best = self.values.get(self.recommended)
        mine = self.values.get(taken)
        if mine is None and taken.kind is ActionKind.ALONE and obs.phase is Phase.AUCTION:
            mine = lone_call_value(obs, taken)
        if best is None or mine is None:
            return None
        return round(max(0.0, best - mine), 1)


def lone_call_value(
    obs: Observation, call: Action, config: SearchConfig = REVIEW_CONFIG
) -> float | None:
    """Expected net points (South's side minus the other, D7) of the alone
    call ``call`` in ``obs``, for a call the search left out of its values.

    The search values only the alone calls its filter finds worth solving
    (:func:`~bideuchre.bots.lone.candidates`: few expected losers); a
    hopeless one is left out, so the review values it here the same way
    (:func:`~bideuchre.bots.lone.estimate_lone`: sampled deals solved open,
    ``call``'s denomination only, the filter lifted) with the same fixed
    work (its deal and node budgets, no clock), then
    :func:`~bideuchre.bots.lone.lone_points` as the search's bidding counts
    it (R14 game points near the end, :mod:`bideuchre.bots.simbid`).
    None when the player's bidding has no lone solver (``lone=None``).
    """
    from ..bots.lone import estimate_lone, lone_points
    from ..bots.simbid import GAME_POINTS, is_endgame

    lone = SearchBot("hint", config).bid_config().lone
    if lone is None:
        return None
    rules = obs.rules
    only = replace(obs, legal=(call,))
    found = estimate_lone(only, read(only), replace(lone, max_losers=math.inf, max_denominations=1))
    e = found.get(int(call.denomination))
    if e is None:
        return None
    totals = list(obs.totals)
    game_points = GAME_POINTS.get(rules.copies, 20.0) if is_endgame(rules, totals) else 0.0
    team = int(obs.seat) & 1
    return lone_points(rules, totals, team, e.p_made, e.tricks_if_set, game_points)


def _representative(obs: Observation, taken: Action, values: dict[Action, float]) -> Action | None:
    """The valued card equivalent to ``taken`` (same effect now and later:
    :func:`~bideuchre.bots.solver.distinct_moves`), or None."""
    if taken in values:
        return taken
    contract = obs.contract
    if contract is None:
        return None
    k = read(obs)
    d = int(contract.denomination)
    blocking = k.out[:]
    for c in k.trick_cards:
        blocking[c] += 1
    led = EFFECTIVE_SUIT[d][k.trick_cards[0]] if k.trick_cards else -1
    face = int(taken.card)
    for action in values:
        other = int(action.card)
        same_suit = EFFECTIVE_SUIT[d][other] == EFFECTIVE_SUIT[d][face]
        if same_suit and len(distinct_moves([other, face], d, led, blocking)) == 1:
            return action
    return None


def judge(obs: Observation, seed: str, config: SearchConfig = REVIEW_CONFIG) -> Judgement:
    """What the search makes of South's decision in ``obs`` (South to act).

    Args:
        obs: South's observation (the only input: no hidden card).
        seed: the search's random stream (a function of the game and the
            position, so the answer is the same every time).
    """
    bot = SearchBot("hint", config)
    rng = random.Random(seed)
    action, why, sink = explained_choice(bot, obs, rng, config.max_seconds, deterministic=True)
    values: dict[Action, float] = {}
    if obs.phase is Phase.AUCTION:
        values = call_values(sink)
    elif obs.phase is Phase.PLAY:
        from ..engine.actions import PLAY_OF
        from ..engine.cards import CARDS

        values = {PLAY_OF[CARDS[f]]: v for f, v in card_values(sink).items()}
    return Judgement(action, why, values)


def position_seed(game_seed: str, hand_number: int, actions: int, what: str) -> str:
    """The seed of a hint or a review judgement: the same position of the
    same game always gets the same search."""
    return f"bideuchre/{what}/{game_seed}/{hand_number}/{actions}"


class Hints:
    """Hints for South, with a small per-process cache keyed by
    ``(game id, version)`` so a repeated request costs nothing.

    Args:
        size: how many hints the cache keeps.
    """

    def __init__(self, size: int = 256) -> None:
        self._cache: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def hint(self, key: tuple[str, int], state: GameState, game_seed: str) -> dict[str, Any]:
        """``{"action", "reason"}`` for South, to act in ``state``."""
        with self._lock:
            found = self._cache.get(key)
            if found is not None:
                return found
        from .cpu import actions_in_hand

        obs = state.observation(SOUTH)
        seed = position_seed(game_seed, state.hand_number, actions_in_hand(state), "hint")
        j = judge(obs, seed, HINT_CONFIG)
        out = {"action": str(j.recommended), "reason": j.why or _generic(j.recommended)}
        with self._lock:
            self._cache[key] = out
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)
        return out


def _generic(action: Action) -> dict[str, Any]:
    """A "Why" for an action the search did not explain."""
    if action.kind in (ActionKind.GIVE, ActionKind.DISCARD, ActionKind.EXCHANGE):
        return {"code": "exchange_rule", "params": {"action": str(action)}}
    return {"code": "only_legal", "params": {"action": str(action)}}
