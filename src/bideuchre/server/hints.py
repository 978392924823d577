"""Hints (docs/api.md, ``GET /api/games/{id}/hint``) and the judging of one
of South's decisions for the hand review (:mod:`.review`).

Both ask the strongest CPU player's search (:mod:`bideuchre.bots.searchbot`)
what South should do, from South's own :class:`~bideuchre.engine.Observation`
only — never the real deal — in the bots' fixed-work mode with a modest
fixed budget (:data:`HINT_CONFIG`), seeded from the game's seed and the
position (:func:`judgement_seed`), so asking twice gives the same answer and
no request can make the server search for long.  The reason is a "Why"
object (:mod:`bideuchre.bots.explain`).

The hint and the review share one verdict: a position is judged by
:func:`judge_position` alone, with the same search, the same seed and the
same observation, so the review's recommendation at a decision is the hint
South got (or would have got) there, and a decision that followed the hint
is marked ``"best"``, never a cost (:meth:`Judgement.verdict`).  What would
have worked with every card seen is the review's open-hand par, a separate
line (hindsight), never a mark.
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

#: The hint's search: the ``hard`` player's configuration with the worlds it
#: sampled before it took four times as many (48 card worlds, ``play_work``
#: 200, 96 bidding worlds; issue 9, RESULTS.md), in fixed-work mode
#: (``benchmarks/review_bench.py``: about 70 ms of CPU a hint, p95 about
#: 145 ms on the double deck; the goal is p95 <= 300 ms, which four times
#: the worlds would not keep).  Card play is solved exactly from four tricks
#: left, as before ``hard`` moved to three (settings ``v3``): the hints and
#: reviews keep their answers (that change was measured for ``hard``'s play
#: with 192 worlds, not for the hint's 48).
HINT_CONFIG = replace(
    HARD, play_worlds=48, min_play_worlds=12, play_work=200, bid_worlds=96, solve_tricks=4
)
#: The review's search for each of South's decisions: the hint's, so that
#: the two never disagree.
REVIEW_CONFIG = HINT_CONFIG
#: A decision other than the recommendation is "close" (still good) when it
#: costs less than this (expected points), else "costly".
GOOD_COST = 0.5
#: The verdicts of :meth:`Judgement.verdict` (docs/api.md, Review).
BEST, CLOSE, COSTLY = "best", "close", "costly"


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
        of successive decisions are not additive (docs/api.md, Review).
        The cost is the difference of the two values as the hint shows them
        (each rounded to one decimal, :mod:`bideuchre.bots.explain`), so a
        choice the hint showed with the recommendation's figure costs 0.0."""
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
        return round(max(0.0, round(best, 1) - round(mine, 1)), 1)

    def verdict(self, obs: Observation, taken: Action) -> tuple[float | None, str | None]:
        """``(cost, verdict)`` of ``taken`` in ``obs``: the cost
        (:meth:`cost`) and ``"best"`` when ``taken`` is the recommendation
        (the hint's action), a card of the same effect, or a card the hint
        valued at the recommendation's figure (``cost`` 0.0: a tie at the
        precision shown, so ≈ never stands beside "0.0 points"),
        ``"close"`` for another choice costing less than :data:`GOOD_COST`
        (0 included only for a call: a bid the search values at or a little
        above the pass it recommends, short of the margin it asks of a bid),
        ``"costly"`` past it, None when not valued (cost None).  A call
        against the hint is never ``"best"``, so it is never marked as if
        it had followed the hint."""
        cost = self.cost(obs, taken)
        if cost is None:
            return None, None
        if taken == self.recommended or self._equivalent(obs, taken):
            return 0.0, BEST
        if cost == 0.0 and obs.phase is Phase.PLAY:
            return 0.0, BEST
        return cost, CLOSE if cost < GOOD_COST else COSTLY

    def _equivalent(self, obs: Observation, taken: Action) -> bool:
        """Is the card ``taken`` of the same effect as the recommended one
        (every legal card one group, or the same group)?"""
        if obs.phase is not Phase.PLAY or self.recommended.kind is not taken.kind:
            return False
        if not self.values:
            return True
        mine = _representative(obs, taken, self.values)
        return mine is not None and mine == _representative(obs, self.recommended, self.values)


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
        why = with_pass_value(why, values)
    elif obs.phase is Phase.PLAY:
        from ..engine.actions import PLAY_OF
        from ..engine.cards import CARDS

        values = {PLAY_OF[CARDS[f]]: v for f, v in card_values(sink).items()}
        why = with_same_cards(obs, why, values)
    return Judgement(action, why, values)


def with_pass_value(
    why: dict[str, Any] | None, values: dict[Action, float]
) -> dict[str, Any] | None:
    """``why`` (a ``call_value`` Why of South's) with ``"pass_value"``: the
    expected net points of passing (R12, D7; one decimal, as ``"value"``),
    or None when the search did not value a pass (e.g. a stuck dealer may
    not pass: ``stick_dealer``, R15).  A hint may recommend a bid above the side's expected tricks
    because passing is worth even less (the opponents get the contract), so
    the page says so with both figures (docs/api.md, Why objects).  Other
    Whys are returned as they are.  South's own hint only: a CPU seat's Why
    carries no pass value (it would tell its hidden hand's strength)."""
    if why is None or why.get("code") != "call_value":
        return why
    passing = next((v for a, v in values.items() if a.kind is ActionKind.PASS), None)
    pass_value = None if passing is None or math.isnan(passing) else round(passing, 1)
    return {**why, "params": {**why["params"], "pass_value": pass_value}}


def with_same_cards(
    obs: Observation, why: dict[str, Any] | None, values: dict[Action, float]
) -> dict[str, Any] | None:
    """``why`` (a ``card_candidates`` Why of South's) with each candidate's
    ``"same"``: South's other legal cards of the same effect
    (:func:`_representative`), which the search valued once through that
    candidate, e.g. ``{"card": "QC", "points": -4.2, "same": ["TC"]}`` so
    the hint reads "Q♣ or 10♣ −4.2" (docs/api.md, Why objects).  Other
    Whys are returned as they are.  South's own cards only: nothing hidden."""
    if why is None or why.get("code") != "card_candidates" or not values:
        return why
    by_card = {str(a.card): a for a in values}
    same: dict[str, list[str]] = {}
    for action in sorted(set(obs.legal), key=lambda a: (int(a.card.suit), -int(a.card.rank))):
        if action.kind is not ActionKind.PLAY or action in values:
            continue
        rep = _representative(obs, action, values)
        if rep is not None:
            same.setdefault(str(rep.card), []).append(str(action.card))
    if not same:
        return why
    params = dict(why["params"])
    params["candidates"] = [
        dict(c, same=same[c["card"]]) if c.get("card") in same and c["card"] in by_card else c
        for c in params.get("candidates", [])
    ]
    return {**why, "params": params}


def position_seed(game_seed: str, hand_number: int, actions: int, what: str) -> str:
    """The seed of a hint or a review judgement: the same position of the
    same game always gets the same search."""
    return f"bideuchre/{what}/{game_seed}/{hand_number}/{actions}"


def judgement_seed(game_seed: str, state: GameState) -> str:
    """The search's seed for South's decision in ``state``: the game's
    seed, the engine's hand number (as South's observation has it) and the
    actions of the hand so far — the same for the live hint and for the
    review's replay of the hand."""
    from .cpu import actions_in_hand

    return position_seed(game_seed, state.hand_number, actions_in_hand(state), "hint")


def judge_position(state: GameState, game_seed: str) -> Judgement:
    """The one verdict on South's decision in ``state`` (South to act),
    shared by the hint and the review: :func:`judge` of South's observation
    with :data:`HINT_CONFIG` and :func:`judgement_seed`."""
    return judge(state.observation(SOUTH), judgement_seed(game_seed, state), HINT_CONFIG)


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
        """``{"action", "actions", "reason"}`` for South, to act in ``state``:
        ``actions`` is ``[action]``, or in the exchange every card South is
        to pass or discard (:func:`exchange_steps`)."""
        with self._lock:
            found = self._cache.get(key)
            if found is not None:
                return found
        j = judge_position(state, game_seed)
        out = {
            "action": str(j.recommended),
            "actions": [str(a) for a in exchange_steps(state, game_seed, j.recommended)],
            "reason": j.why or _generic(j.recommended),
        }
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


def exchange_steps(state: GameState, game_seed: str, first: Action) -> list[Action]:
    """South's steps from ``first`` (the judgement of ``state``) to the end of
    its part of the exchange (D6): after a ``pass`` (``GIVE``) or a
    ``discard``, the next card the same judgement chooses with that card
    gone, and so on until South has passed (or discarded) the ``k`` cards
    announced — e.g. ``[pass AS, pass AS, pass JH]`` for three cards, so
    the hint names every card to choose, not only the first (the page
    sends them together).  ``[first]`` for any other decision.  Works on a
    copy of ``state``; South's observation only, as for one card."""
    if first.kind not in (ActionKind.GIVE, ActionKind.DISCARD):
        return [first]
    steps = [first]
    after = state.clone()
    after.apply(first)
    while (
        after.phase is Phase.EXCHANGE
        and after.to_act is SOUTH
        and len(steps) < 25
        and (nxt := judge_position(after, game_seed).recommended).kind is first.kind
    ):
        steps.append(nxt)
        after.apply(nxt)
    return steps
