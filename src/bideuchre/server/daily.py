"""The daily game's rules of play (docs/api.md, "Daily game"): the day's seed,
its deals, a deal's result, the attempt's running totals (:class:`DailyInfo`)
and South's typed view and events of a daily game (:class:`DailyGame`).

Pure functions over the engine, no database: :mod:`.daily_service` stores
what they compute.

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

import argparse
import hashlib
import hmac
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ..engine import PRESETS, Event, GameOver, GameState, HandDealt, HandScored, Phase, Rules, Seat
from ..engine.dealing import deal, first_dealer
from .schemas import DailyGameView, HandResultView, Sides, View
from .views import add_why, event_for_south, whys_by_event

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


def day_deals(seed: str) -> list[dict[str, Any]]:
    """Every deal of a daily game, recomputed from its seed (published once
    its day is over: ``GET /api/daily/commitments``, docs/fairness.md).

    Run ``python -m bideuchre.server.daily SEED`` to print them as JSON.

    Returns:
        ``[{"deal": k, "dealer": "N", "hands": {"N": ["9C", ...], "E": [...],
        "S": [...], "W": [...]}}, ...]`` for k = 0..7, cards in the notation
        of docs/rules.md, each hand sorted as dealt (R1, R2).
    """
    rules = daily_rules()
    out = []
    for k in range(DAILY_DEALS):
        hands = deal(rules, seed, k)
        out.append(
            {
                "deal": k,
                "dealer": deal_dealer(seed, k).name,
                "hands": {seat.name: [str(card) for card in hands[seat]] for seat in Seat},
            }
        )
    return out


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
        attempt_id: the attempt's row id (0 before it is inserted).
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

    @classmethod
    def from_row(cls, row: Any, attempt_id: int, deal: int) -> DailyInfo:
        """The attempt of a ``daily_attempts`` row (any object with its
        columns as attributes) at deal ``deal``."""
        return cls(
            attempt_id=attempt_id,
            day=row.day,
            number=row.number,
            ranked=bool(row.ranked),
            deal=deal,
            deals_done=row.deals_done,
            ns_points=row.ns_points,
            ew_points=row.ew_points,
            net=row.net,
            made=row.made,
            set=row.set,
            results=list(row.results or []),
            finished_at=row.finished_at,
        )

    @classmethod
    def opening(cls, day: date, number: int, outcome: DealOutcome | None) -> DailyInfo:
        """Attempt ``number`` of ``day`` at deal 0, not inserted yet
        (``attempt_id`` 0); ``outcome`` if deal 0 ended before South's first
        decision (South sat out a lone North's hand, D5)."""
        start = cls(day=day, number=number, ranked=number == 1, **_EMPTY)
        return start if outcome is None else start.after(outcome)

    def columns(self) -> dict[str, Any]:
        """The running columns of the attempt's row: ``deals_done``, the
        points, ``net``, ``made``, ``set`` and ``results``."""
        return {
            "deals_done": self.deals_done,
            "ns_points": self.ns_points,
            "ew_points": self.ew_points,
            "net": self.net,
            "made": self.made,
            "set": self.set,
            "results": self.results,
        }

    @property
    def finished(self) -> bool:
        """All 8 deals are over."""
        return self.deals_done >= DAILY_DEALS

    @property
    def deal_done(self) -> bool:
        """The current deal is over (and counted)."""
        return self.deals_done > self.deal

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


_EMPTY: dict[str, Any] = {
    "attempt_id": 0,
    "deal": 0,
    "deals_done": 0,
    "ns_points": 0,
    "ew_points": 0,
    "net": 0,
    "made": 0,
    "set": 0,
    "results": [],
    "finished_at": None,
}
#: The refusal of a step once the last deal is over.
OVER_MESSAGE = f"the daily game is over: all {DAILY_DEALS} deals are played"


@dataclass(frozen=True, slots=True)
class DailyGame:
    """A daily game as South sees it: the attempt ``info`` (which already
    counts the current deal if it is over) on a day that may be ``closed``.

    It turns the views and events of the current deal (a one-hand game) into
    those of the daily game (docs/api.md, "The daily game").
    """

    info: DailyInfo
    closed: bool

    @property
    def over_message(self) -> str | None:
        """The refusal of a step after the deal, on the last deal only (each
        deal is a one-hand game, so its phase is ``hand_over``: the last one
        ends the daily game, and there is no next hand); None before."""
        return OVER_MESSAGE if self.info.deal >= DAILY_DEALS - 1 else None

    def view(self, deal_view: View) -> View:
        """South's view of the daily game from ``deal_view``, the view of the
        current deal: the deal number, running totals and the finished deals'
        results; once the deal is over nobody is to act, and once the day is
        closed nothing can be played."""
        info = self.info
        over = info.deal_done
        update: dict[str, Any] = {
            "hand_number": info.deal,
            "totals": Sides(NS=info.ns_points, EW=info.ew_points),
            "hand_scores": [
                HandResultView.model_validate(r) for r in info.results[: info.deals_done]
            ],
            "hand_result": HandResultView.model_validate(info.results[info.deal]) if over else None,
            "winner": None,
            "win_reason": None,
            "daily": DailyGameView(
                date=info.day.isoformat(),
                ranked=info.ranked,
                deal=info.deal,
                deals=DAILY_DEALS,
                deals_done=info.deals_done,
                net=info.net,
                made=info.made,
                set=info.set,
                finished=info.finished,
                closed=self.closed,
            ),
        }
        if over:
            update.update(
                phase="game_over" if info.finished else "hand_over", to_act=None, legal=[]
            )
        elif self.closed:  # the day is over: nothing can be played any more
            update["legal"] = []
            update["hand"] = [
                card.model_copy(update={"legal": False, "reason": None}) for card in deal_view.hand
            ]
        return deal_view.model_copy(update=update)

    def events(self, events: list[Event], notes: Sequence[Any] = ()) -> list[dict[str, Any]]:
        """South's events of the daily game (JSON-ready): deal numbers for hand
        numbers, the daily result in ``hand_scored``, the engine's
        ``game_over`` (R14 inside one deal) dropped, and ``game_over
        {winner: null}`` after the last deal; CPU calls and cards explained
        in ``notes`` carry ``why`` (:func:`~.views.add_why`)."""
        info = self.info
        whys = whys_by_event(notes)
        out: list[dict[str, Any]] = []
        for event in events:
            if isinstance(event, GameOver):
                continue
            data = event_for_south(event)
            add_why(data, event, whys)
            if isinstance(event, HandDealt):
                data["hand_number"] = info.deal
            elif isinstance(event, HandScored) and info.deal_done:
                data["result"] = info.results[info.deal]
            out.append(data)
            if isinstance(event, HandScored) and info.finished:
                out.append({"type": "game_over", "winner": None})
        return out


_SEED = re.compile(r"[0-9a-f]{64}")


def _seed_argument(text: str) -> str:
    """A published daily seed: exactly 64 lowercase hexadecimal characters.

    Raises:
        argparse.ArgumentTypeError: for anything else (a truncated or padded
            copy would deal other cards without a word).
    """
    if _SEED.fullmatch(text) is None:
        raise argparse.ArgumentTypeError(
            "a daily seed is 64 lowercase hexadecimal characters, as listed by "
            f"GET /api/daily/commitments; not {text[:80]!r} ({len(text)} characters)"
        )
    return text


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bideuchre.server.daily SEED``: print the day's deals as JSON
    (:func:`day_deals`, indent 1).  ``--help`` prints the usage; a missing,
    extra or malformed argument exits 2 with argparse's message (as the
    ``bideuchre`` subcommands do).  Returns 0, or 1 without a traceback when
    the reader of standard output goes away first (``| head``)."""
    parser = argparse.ArgumentParser(
        prog="python -m bideuchre.server.daily",
        description=(
            "Recompute a daily game's eight deals from its seed (published once "
            "its day is over at GET /api/daily/commitments; docs/fairness.md) and "
            "print each deal's dealer and four hands as JSON."
        ),
    )
    parser.add_argument(
        "seed", type=_seed_argument, metavar="SEED", help="the day's seed: 64 hex characters"
    )
    args = parser.parse_args(argv)
    try:
        print(json.dumps(day_deals(args.seed), indent=1), flush=True)
    except BrokenPipeError:  # the reader went away (``... SEED | head``): end quietly, as cli.main
        from bideuchre.cli import _silence_stdout

        _silence_stdout()
        return 1
    return 0


if __name__ == "__main__":  # python -m bideuchre.server.daily SEED
    raise SystemExit(main())
