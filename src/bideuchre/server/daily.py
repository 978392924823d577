"""The daily game's rules of play (docs/api.md, "Daily game"): the day's seed,
its deals, and how a deal's result and South's view read in a daily game.

Pure functions over the engine, no database: the service stores what they
compute.

- The seed of a day is ``HMAC-SHA256(server secret, "YYYY-MM-DD")`` (hex), so
  the deals of a future day cannot be computed from the source code.
- Deal ``k`` (0..7) is ``deal(rules, seed, k)``, dealt by the first dealer of
  the seed moved left ``k`` times (R2), and is played as its own hand from
  scores 0-0 (``GameState.from_deal``): whatever happened in earlier deals
  (an all-pass deal, R15, included), deal ``k`` is the same for everyone, and
  the game-end rule (R14) never cuts the day short.
- CPU decisions of deal ``k`` are seeded from the day's seed, ``k``, the seat
  and the number of actions so far in the deal (:func:`cpu_seed`, then
  :func:`~.cpu.decision_seed`), and made in deterministic mode.
- The net of a deal is NS points - EW points; a contract declared by North or
  South and made counts as ``made``, one declared by East or West and set
  counts as ``set``.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ..engine import PRESETS, GameState, Phase, Rules, Seat
from ..engine.state import deal, first_dealer

#: Deals in a daily game.
DAILY_DEALS = 8
#: The daily game's rules preset.
DAILY_PRESET = "double-deck"


def daily_rules() -> Rules:
    """The rules of every daily game (the default double-deck preset)."""
    return PRESETS[DAILY_PRESET]


def day_seed(secret: bytes, day: date) -> str:
    """The seed of ``day``: ``HMAC-SHA256(secret, "YYYY-MM-DD")`` in hex (64
    characters).  Secret: it deals every card of the day."""
    return hmac.new(secret, day.isoformat().encode("ascii"), hashlib.sha256).hexdigest()


def deal_dealer(seed: str, k: int) -> Seat:
    """The dealer of deal ``k``: the seed's first dealer, moved left ``k`` times (R2)."""
    seat = first_dealer(seed)
    for _ in range(k):
        seat = seat.left
    return seat


def deal_state(rules: Rules, seed: str, k: int) -> GameState:
    """Deal ``k`` of the day with ``seed``, ready to bid: its own hand from
    scores 0-0 (R2, R12), the same for every player.

    Raises:
        ValueError: if ``k`` is not in ``0..DAILY_DEALS-1``.
    """
    if not 0 <= k < DAILY_DEALS:
        raise ValueError(f"a daily game has deals 0 to {DAILY_DEALS - 1}, not {k}")
    return GameState.from_deal(rules, deal_dealer(seed, k), deal(rules, seed, k))


def cpu_seed(seed: str, k: int) -> str:
    """The game seed given to the CPU players for deal ``k`` (the state of a
    deal is always hand 0, so the deal number goes here)."""
    return f"daily/{seed}/{k}"


def deal_over(state: GameState) -> bool:
    """True once the deal's hand is over (R11, R15); the engine may also call
    it ``game_over`` (R14), which the daily game ignores."""
    return state.phase is Phase.HAND_OVER or state.phase is Phase.GAME_OVER


@dataclass(frozen=True, slots=True)
class DealOutcome:
    """A finished deal, as the daily game counts it.

    Attributes:
        result: a ``hand_scores`` entry: ``hand_number`` is the deal number,
            ``totals`` are running over the attempt's deals, ``winner`` null.
        ns: NS points; ew: EW points; net: ``ns - ew``.
        made: 1 if North-South declared and made the contract, else 0.
        set: 1 if East-West declared and were set, else 0.
    """

    result: dict[str, Any]
    ns: int
    ew: int
    net: int
    made: int
    set: int


def deal_outcome(state: GameState, k: int, before: tuple[int, int]) -> DealOutcome:
    """The outcome of finished deal ``k`` given the attempt's points ``before``
    it ``(NS, EW)``.

    Raises:
        ValueError: if the deal is not over.
    """
    result = state.hand_result
    if result is None or not deal_over(state):
        raise ValueError("the deal is not over")
    ns, ew = result.score
    made = set_ = 0
    contract = result.contract
    if contract is not None and result.made is not None:
        ours = contract.declarer in (Seat.N, Seat.S)
        made = int(ours and result.made)
        set_ = int(not ours and not result.made)
    data = result.to_json()
    data["hand_number"] = k
    data["totals"] = {"NS": before[0] + ns, "EW": before[1] + ew}
    data["winner"] = None
    return DealOutcome(data, ns, ew, ns - ew, made, set_)


@dataclass(frozen=True, slots=True)
class DailyInfo:
    """A daily game's attempt as stored (``daily_attempts``), with its deal.

    Attributes:
        attempt_id: the attempt's row id.
        day: the UTC date of the attempt's day.
        number: 1 for the ranked attempt, 2... for practice.
        ranked: whether it counts on the leaderboard.
        deal: the deal being played (0..7) or last played.
        deals_done: finished deals.
        ns_points / ew_points / net / made / set: over the finished deals.
        results: the finished deals' ``hand_scores`` entries, in order.
        finished_at: when the 8th deal ended, or None.
    """

    attempt_id: int
    day: date
    number: int
    ranked: bool
    deal: int
    deals_done: int
    ns_points: int
    ew_points: int
    net: int
    made: int
    set: int
    results: list[dict[str, Any]]
    finished_at: datetime | None

    @property
    def finished(self) -> bool:
        """All 8 deals are over."""
        return self.deals_done >= DAILY_DEALS

    def after(self, outcome: DealOutcome) -> DailyInfo:
        """This attempt once the current deal ended with ``outcome``."""
        return DailyInfo(
            attempt_id=self.attempt_id,
            day=self.day,
            number=self.number,
            ranked=self.ranked,
            deal=self.deal,
            deals_done=self.deal + 1,
            ns_points=self.ns_points + outcome.ns,
            ew_points=self.ew_points + outcome.ew,
            net=self.net + outcome.net,
            made=self.made + outcome.made,
            set=self.set + outcome.set,
            results=[*self.results[: self.deal], outcome.result],
            finished_at=self.finished_at,
        )


def daily_view(view: dict[str, Any], info: DailyInfo, closed: bool) -> dict[str, Any]:
    """South's view of a daily game: the deal's ``view`` (a one-hand game)
    with the deal number, running totals and the finished deals' results
    (docs/api.md, "The daily game").  ``info`` already counts the current deal
    if it is over."""
    over = info.deals_done > info.deal
    view["hand_number"] = info.deal
    view["totals"] = {"NS": info.ns_points, "EW": info.ew_points}
    view["hand_scores"] = list(info.results[: info.deals_done])
    view["hand_result"] = info.results[info.deal] if over else None
    view["winner"] = None
    if over:
        view["phase"] = "game_over" if info.finished else "hand_over"
        view["to_act"] = None
        view["legal"] = []
    elif closed:  # the day is over: nothing can be played any more
        view["legal"] = []
        for card in view["hand"]:
            card["legal"] = False
            card["reason"] = None
    view["daily"] = {
        "date": info.day.isoformat(),
        "ranked": info.ranked,
        "deal": info.deal,
        "deals": DAILY_DEALS,
        "deals_done": info.deals_done,
        "net": info.net,
        "made": info.made,
        "set": info.set,
        "finished": info.finished,
        "closed": closed,
    }
    return view


def daily_events(events: list[dict[str, Any]], info: DailyInfo) -> list[dict[str, Any]]:
    """South's events of a daily game: deal numbers for hand numbers, the
    daily result in ``hand_scored``, the engine's ``game_over`` (R14 inside
    one deal) dropped, and ``game_over {winner: null}`` after the last deal."""
    out: list[dict[str, Any]] = []
    for event in events:
        kind = event.get("type")
        if kind == "game_over":
            continue
        if kind == "hand_dealt":
            event = {**event, "hand_number": info.deal}
        elif kind == "hand_scored" and info.deals_done > info.deal:
            event = {**event, "result": info.results[info.deal]}
        out.append(event)
        if kind == "hand_scored" and info.finished:
            out.append({"type": "game_over", "winner": None})
    return out
