"""Hand and game records (docs/rules.md, "Hand records") and replay.

A record is JSON::

    {"format": "bideuchre/1", "rules": "double-deck",
     "scores_before": {"NS": 0, "EW": 0}, "dealer": "W",
     "hands": {"N": [...], "E": [...], "S": [...], "W": [...]},
     "calls": ["N 3H", "E pass", ...],
     "exchange": {"k": 2, "passed": ["AS", "KS"], "discarded": ["9C", "TC"]},
     "play": ["S AS", "W 9S", ...]}

A game record is ``{"format": "bideuchre/1", "rules": ..., "hands": [hand
record, ...]}``.  :func:`replay` applies a record through the engine; its steps
are counted from 0 through the whole record: each hand's calls, then its
exchange as one step, then its cards played.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .actions import DISCARD_OF, EXCHANGE_OF, GIVE_OF, PLAY_OF, Action, ActionKind, bid_tricks
from .auction import bid_size_error
from .cards import Card
from .errors import BidEuchreError, IllegalActionError, NotationError, RulesError
from .errors import shown_as_json as _shown
from .observation import Phase
from .rules import MAX_TOTAL, Rules, points_problem
from .seats import SEATS, Seat, Team
from .state import GameState, exchange_size_error

FORMAT = "bideuchre/1"


@dataclass(frozen=True, slots=True)
class ExchangeRecord:
    """A lone exchange (D6): ``k`` announced, cards passed and discarded so far."""

    k: int
    passed: tuple[Card, ...] = ()
    discarded: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """``{"k": k, "passed": [...], "discarded": [...]}``."""
        return {
            "k": self.k,
            "passed": [str(c) for c in self.passed],
            "discarded": [str(c) for c in self.discarded],
        }


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand as dealt and played (possibly unfinished).

    Attributes:
        rules: the rules.
        dealer: the dealer.
        hands: the deal, four tuples indexed by ``Seat``.
        scores_before: totals ``(NS, EW)`` before the hand.
        calls: ``(seat, call)`` in order.
        exchange: the lone exchange, or None.
        play: ``(seat, card)`` in order.
    """

    rules: Rules
    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    scores_before: tuple[int, int] = (0, 0)
    calls: tuple[tuple[Seat, Action], ...] = ()
    exchange: ExchangeRecord | None = None
    play: tuple[tuple[Seat, Card], ...] = ()

    @classmethod
    def of(cls, state: GameState) -> HandRecord:
        """The record of ``state``'s current hand so far.

        With ``lone_exchange_max`` 0 a lone hand has no exchange step (D6), so
        the record has no ``exchange``.
        """
        ex = state.exchange
        if state.rules.lone_exchange_max == 0:
            ex = None
        return cls(
            rules=state.rules,
            dealer=state.dealer,
            hands=state.initial_hands,
            scores_before=state.scores_before,
            calls=tuple(state.calls),
            exchange=None if ex is None else ExchangeRecord(*ex),
            play=tuple(state.plays),
        )

    def to_json(self, *, with_rules: bool = True) -> dict[str, Any]:
        """The JSON form of docs/rules.md (``format`` and ``rules`` if ``with_rules``)."""
        out: dict[str, Any] = {}
        if with_rules:
            out["format"] = FORMAT
            out["rules"] = self.rules.to_json()
        out["scores_before"] = {"NS": self.scores_before[0], "EW": self.scores_before[1]}
        out["dealer"] = self.dealer.name
        out["hands"] = {s.name: [str(c) for c in self.hands[s]] for s in SEATS}
        out["calls"] = [f"{s.name} {a}" for s, a in self.calls]
        if self.exchange is not None:
            out["exchange"] = self.exchange.to_json()
        out["play"] = [f"{s.name} {c}" for s, c in self.play]
        return out

    def steps(self) -> list[str]:
        """The record's steps as text, in replay order (calls, exchange, play)."""
        out = [f"{s.name} {a}" for s, a in self.calls]
        if self.exchange is not None:
            out.append(json.dumps(self.exchange.to_json()))
        out.extend(f"{s.name} {c}" for s, c in self.play)
        return out


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole game: its rules and its hands in order."""

    rules: Rules
    hands: tuple[HandRecord, ...] = field(default=())

    @classmethod
    def of(cls, state: GameState) -> GameRecord:
        """Every hand of ``state``'s game so far, the current one last."""
        return cls(state.rules, (*state.past_records(), HandRecord.of(state)))

    def to_json(self) -> dict[str, Any]:
        """``{"format", "rules", "hands": [hand record, ...]}``."""
        return {
            "format": FORMAT,
            "rules": self.rules.to_json(),
            "hands": [h.to_json(with_rules=False) for h in self.hands],
        }


# ---------------------------------------------------------------- parsing


def whole_number(value: object, what: str) -> int:
    """``value`` if it is a JSON whole number (``true``/``false`` are not,
    although Python's ``bool`` is an ``int``; neither is ``2.0``).

    Raises:
        NotationError: ``"<what> must be a whole number, not <value>"``.
    """
    if not isinstance(value, int) or isinstance(value, bool):
        raise NotationError(f"{what} must be a whole number, not {_shown(value)}")
    return value


def _seat_step(text: object, what: str) -> tuple[Seat, str]:
    if not isinstance(text, str) or len(text.split(None, 1)) != 2:
        shown = repr(text) if isinstance(text, str) else _shown(text)
        raise NotationError(f"a {what} step is 'SEAT {what}', not {shown}")
    seat_text, rest = text.split(None, 1)
    return Seat.parse(seat_text), rest


def _card_list(value: object, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise NotationError(f"{what} must be a list of cards")
    return tuple(Card.parse(v) for v in value)


def _scores(value: object) -> tuple[int, int]:
    if value is None:
        return (0, 0)
    if not isinstance(value, dict):
        raise NotationError('scores_before must be {"NS": n, "EW": n}')
    ns = whole_number(value.get("NS", 0), "scores_before.NS")
    ew = whole_number(value.get("EW", 0), "scores_before.EW")
    for team, total in (("NS", ns), ("EW", ew)):
        if abs(total) > MAX_TOTAL:
            raise _BadScores(f"scores_before.{team} must be between {-MAX_TOTAL} and {MAX_TOTAL}")
    return (ns, ew)


class _BadScores(NotationError):
    """A ``scores_before`` total past :data:`~.rules.MAX_TOTAL` (code ``bad_scores``)."""


class _Incomplete(NotationError):
    """A hand marked ``"complete": false`` (code ``incomplete_record``): South's
    view of a hand in progress (``GET /api/games/{id}/record``), which hides
    the cards the other seats still hold, so it is not a whole deal."""


@dataclass(frozen=True, slots=True)
class _RawHand:
    dealer: Seat
    hands: tuple[tuple[Card, ...], ...]
    scores_before: tuple[int, int] | None
    calls: list[object]
    exchange: object
    play: list[object]


def _raw_hand(obj: object, number: int | None = None) -> _RawHand:
    if not isinstance(obj, dict):
        raise NotationError("a hand record is a JSON object")
    if obj.get("complete", True) is False:
        which = "the hand" if number is None else f"hand {number + 1} of the game"
        raise _Incomplete(
            f'{which} is incomplete ("complete": false): it is a hand in progress as'
            ' South saw it, with the other seats\' cards hidden ("hidden"), so it'
            " cannot be replayed or solved; download the record once the hand is over"
        )
    if "dealer" not in obj or "hands" not in obj:
        raise NotationError("a hand record needs 'dealer' and 'hands'")
    dealer = Seat.parse(obj["dealer"]) if isinstance(obj["dealer"], str) else None
    if dealer is None:
        raise NotationError("dealer must be N, E, S or W")
    hands_obj = obj["hands"]
    if not isinstance(hands_obj, dict) or set(hands_obj) != {"N", "E", "S", "W"}:
        raise NotationError("hands must be an object with the keys N, E, S and W")
    hands = tuple(_card_list(hands_obj[s.name], f"hands.{s.name}") for s in SEATS)
    calls = obj.get("calls", [])
    play = obj.get("play", [])
    if not isinstance(calls, list) or not isinstance(play, list):
        raise NotationError("calls and play must be lists")
    scores = _scores(obj["scores_before"]) if "scores_before" in obj else None
    return _RawHand(dealer, hands, scores, calls, obj.get("exchange"), play)


# ---------------------------------------------------------------- replay


#: The codes of a replay's error (``bideuchre replay`` and ``solve``, docs/rules.md
#: "Hand records"): stable, for programs; the ``message`` is for people.
REPLAY_ERRORS: dict[str, str] = {
    "unreadable": "the file cannot be read (exit 2)",
    "malformed_json": "the text is not JSON (or nests too deeply, or a number is too long)",
    "malformed_record": "JSON, but not a record's shape (keys, types, notation)",
    "bad_rules": "the rules are unknown or inconsistent, or ask for more than 500 points",
    "bad_scores": "a scores_before total past ±50000 (rules.MAX_TOTAL)",
    "incomplete_record": 'a hand in progress as South saw it ("complete": false): cards hidden',
    "illegal_deal": "a deal the rules do not allow (R1, R2); reason: the engine's refusal",
    "hand_order": "a game record's next hand cannot follow the last (R2, R11, R12, R14)",
    "malformed_step": "a step that is not notation (index, step)",
    "illegal_action": "a step the rules do not allow then (index, step; reason: the refusal)",
    "not_in_play": "(solve) the record does not stop in the play phase",
}


@dataclass
class ReplayError:
    """Where and why a replay stopped.

    ``index``/``step`` are None for a record that is wrong as a whole.
    ``code`` is one of :data:`REPLAY_ERRORS`; ``reason`` is the engine's
    refusal (``{"code", "params"}``, :data:`~.errors.REFUSALS`) of an
    illegal step or deal, else None.

    Raises:
        ValueError: for a ``code`` not in :data:`REPLAY_ERRORS` (a bug).
    """

    index: int | None
    step: str | None
    message: str
    rule: str | None
    code: str
    reason: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        if self.code not in REPLAY_ERRORS:
            raise ValueError(f"unknown replay error code {self.code!r}")

    @classmethod
    def refused(
        cls, index: int | None, step: str | None, exc: IllegalActionError, code: str
    ) -> ReplayError:
        """The error of an engine refusal ``exc``: its message, rule and reason."""
        reason = {"code": exc.code, "params": dict(exc.params)}
        return cls(index, step, str(exc), exc.rule, code, reason)

    def to_json(self) -> dict[str, Any]:
        """``{"code", "index", "step", "message", "rule"}``, and ``reason``
        when there is one."""
        out: dict[str, Any] = {
            "code": self.code,
            "index": self.index,
            "step": self.step,
            "message": self.message,
            "rule": self.rule,
        }
        if self.reason is not None:
            out["reason"] = self.reason
        return out


@dataclass
class Replay:
    """The outcome of :func:`replay`: the state reached and the error, if any.

    ``state`` is None only when the record is wrong as a whole.
    """

    state: GameState | None
    error: ReplayError | None

    def to_json(self) -> dict[str, Any]:
        """The result object of ``bideuchre replay`` (docs/rules.md)."""
        if self.error is not None or self.state is None:
            assert self.error is not None
            return {"ok": False, "error": self.error.to_json()}
        return result_json(self.state)


def canonical_order(action: Action) -> tuple[int, int, int]:
    """Sort key for listing actions (``legal`` in replay output): calls as pass,
    bids by tricks then denomination C D H S NT, alone; exchange steps by kind;
    cards by suit C D H S, then rank high to low."""
    kind = action.kind
    if kind is ActionKind.PASS:
        return (0, 0, 0)
    if kind is ActionKind.BID:
        return (1, action.tricks, int(action.denomination))
    if kind is ActionKind.ALONE:
        return (2, 0, int(action.denomination))
    if kind is ActionKind.EXCHANGE:
        return (3, action.k, 0)
    c = action.card
    return (4 + int(kind), int(c.suit), -int(c.rank))


def result_json(state: GameState) -> dict[str, Any]:
    """The replay result object for ``state`` (docs/rules.md keys, plus ``dealer``
    and ``hand_number``)."""
    legal = sorted(state.legal_actions(), key=canonical_order)
    won = state.tricks_won
    result = state.hand_result
    return {
        "ok": True,
        "phase": state.phase.value,
        "to_act": None if state.to_act is None else state.to_act.name,
        "legal": [str(a) for a in legal],
        "contract": None if state.contract is None else state.contract.to_json(),
        "tricks": {"NS": won[0], "EW": won[1]},
        "trick_winners": [t.winner.name for t in state.tricks],
        "hand_score": None if result is None else {"NS": result.score[0], "EW": result.score[1]},
        "totals": {"NS": state.totals[0], "EW": state.totals[1]},
        "winner": None if state.winner is None else Team(state.winner).name,
        "dealer": state.dealer.name,
        "hand_number": state.hand_number,
    }


class _StepError(Exception):
    def __init__(self, index: int, step: str, error: BidEuchreError) -> None:
        super().__init__(str(error))
        self.index = index
        self.step = step
        self.error = error


def load(data: object) -> tuple[Rules, list[_RawHand]]:
    """Check a parsed JSON record's shape: ``(rules, hands)``.

    Raises:
        NotationError: malformed record (``scores_before`` past ±MAX_TOTAL
            included); RulesError: bad rules, or a ``target_score`` or lone
            points past :data:`~.rules.MAX_POINTS`.
    """
    if not isinstance(data, dict):
        raise NotationError("a record is a JSON object")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise NotationError(f"unknown format {fmt!r} (expected {FORMAT!r})")
    if "rules" not in data:
        raise NotationError("a record needs 'rules'")
    rules = Rules.from_json(data["rules"])
    too_many = points_problem(rules)
    if too_many is not None:
        raise RulesError(too_many)
    hands = data.get("hands")
    if isinstance(hands, list):
        if not hands:
            raise NotationError("a game record needs at least one hand")
        return rules, [_raw_hand(h, n) for n, h in enumerate(hands)]
    return rules, [_raw_hand(data)]


def replay(data: object) -> Replay:
    """Apply a parsed record (hand or game) through the engine (docs/rules.md).

    Never raises for bad input: the error is in the result, and nothing after
    the failing step is applied (the state is the one before it).
    """
    try:
        rules, raw_hands = load(data)
    except _BadScores as exc:
        return Replay(None, ReplayError(None, None, str(exc), None, "bad_scores"))
    except _Incomplete as exc:
        return Replay(None, ReplayError(None, None, str(exc), None, "incomplete_record"))
    except NotationError as exc:
        return Replay(None, ReplayError(None, None, str(exc), None, "malformed_record"))
    except RulesError as exc:
        return Replay(None, ReplayError(None, None, str(exc), None, "bad_rules"))
    state: GameState | None = None
    index = 0
    try:
        for number, raw in enumerate(raw_hands):
            if state is None:
                try:
                    state = GameState.from_deal(
                        rules, raw.dealer, raw.hands, raw.scores_before or (0, 0)
                    )
                except IllegalActionError as exc:
                    return Replay(None, ReplayError.refused(None, None, exc, "illegal_deal"))
            else:
                problem = _check_next_hand(state, raw, number)
                if problem is not None:
                    return Replay(state, problem)
                try:
                    state.next_hand(raw.hands)
                except IllegalActionError as exc:
                    return Replay(state, ReplayError.refused(None, None, exc, "illegal_deal"))
            index = _replay_hand(state, raw, index)
    except _StepError as exc:
        if isinstance(exc.error, IllegalActionError):
            error = ReplayError.refused(exc.index, exc.step, exc.error, "illegal_action")
        else:
            error = ReplayError(exc.index, exc.step, str(exc.error), None, "malformed_step")
        return Replay(state, error)
    assert state is not None
    return Replay(state, None)


def _check_next_hand(state: GameState, raw: _RawHand, number: int) -> ReplayError | None:
    if state.phase is not Phase.HAND_OVER:
        what = (
            "the game is over (R14)"
            if state.phase is Phase.GAME_OVER
            else ("the previous hand is not finished (R11)")
        )
        rule = "R14" if "game" in what else "R11"
        return ReplayError(None, None, f"hand {number}: {what}", rule, "hand_order")
    if raw.dealer != state.dealer.left:
        return ReplayError(
            None,
            None,
            f"hand {number}: the dealer must be {state.dealer.left.name}, left of the last "
            "dealer (R2)",
            "R2",
            "hand_order",
        )
    if raw.scores_before is not None and raw.scores_before != state.totals:
        return ReplayError(
            None,
            None,
            f"hand {number}: scores_before {raw.scores_before} do not match the totals "
            f"{state.totals} of the previous hands (R12)",
            "R12",
            "hand_order",
        )
    return None


def _apply_step(state: GameState, seat: Seat, action: Action, index: int, text: str) -> None:
    phase = state.phase
    wrong_phase = (action.is_call and phase is not Phase.AUCTION) or (
        action.kind is ActionKind.PLAY and phase is Phase.AUCTION
    )
    if state.to_act is None or wrong_phase:  # whoever it is: the auction is over, or on
        raise _StepError(index, text, state.explain_illegal(action))
    if seat != state.to_act:
        phase = state.phase
        rule = {"auction": "R3", "exchange": "D6"}.get(phase.value, "R8")
        raise _StepError(
            index,
            text,
            IllegalActionError(
                f"out of turn: it is {state.to_act.name}'s turn ({rule})",
                rule,
                "out_of_turn",
                {"seat": state.to_act.name},
            ),
        )
    try:
        state.apply(action)
    except IllegalActionError as exc:
        raise _StepError(index, text, exc) from None


def _step_text(item: object) -> str:
    """A step as shown in an error: the text itself, or its JSON."""
    if isinstance(item, str):
        return item
    try:
        return json.dumps(item)
    except (RecursionError, ValueError):  # nested too deeply, or a huge integer
        return f"<{_shown(item)} that cannot be shown>"


def _replay_hand(state: GameState, raw: _RawHand, index: int) -> int:
    for item in raw.calls:
        text = _step_text(item)
        try:
            seat, rest = _seat_step(item, "call")
        except NotationError as exc:
            raise _StepError(index, text, exc) from None
        try:
            action = Action.parse(rest, "auction")
            if not action.is_call:
                raise NotationError(f"{rest!r} is not a call (pass, a bid or alone)")
        except NotationError as exc:
            tricks = bid_tricks(rest)  # 13H, 0H: written as a bid, but not one (R9)
            error = None if tricks is None else bid_size_error(state.rules, tricks)
            raise _StepError(index, text, error or exc) from None
        _apply_step(state, seat, action, index, text)
        index += 1
    if raw.exchange is not None:
        text = _step_text(raw.exchange)
        _replay_exchange(state, raw.exchange, index, text)
        index += 1
    for item in raw.play:
        text = _step_text(item)
        try:
            seat, rest = _seat_step(item, "card")
            action = PLAY_OF[Card.parse(rest)]
        except NotationError as exc:
            raise _StepError(index, text, exc) from None
        if state.phase is Phase.EXCHANGE:
            raise _StepError(
                index,
                text,
                IllegalActionError(
                    "the lone declarer's exchange comes before the first lead (D6)",
                    "D6",
                    "exchange_before_lead",
                ),
            )
        _apply_step(state, seat, action, index, text)
        index += 1
    return index


def _replay_exchange(state: GameState, obj: object, index: int, text: str) -> None:
    contract = state.contract
    if contract is not None and contract.alone and state.rules.lone_exchange_max == 0:
        raise _StepError(
            index,
            text,
            IllegalActionError(
                "these rules have no exchange: lone_exchange_max is 0 (D6)", "D6", "exchange_none"
            ),
        )
    if state.phase is not Phase.EXCHANGE or contract is None:
        raise _StepError(
            index,
            text,
            IllegalActionError(
                "an exchange only follows an alone call, before the first lead (D6)",
                "D6",
                "exchange_misplaced",
            ),
        )
    try:
        if not isinstance(obj, dict) or "k" not in obj:
            raise NotationError('an exchange is {"k": n, "passed": [...], "discarded": [...]}')
        k = whole_number(obj["k"], "exchange k")
        passed = _card_list(obj.get("passed", []), "exchange.passed")
        discarded = _card_list(obj.get("discarded", []), "exchange.discarded")
    except NotationError as exc:
        raise _StepError(index, text, exc) from None
    if not 0 <= k < len(EXCHANGE_OF) or EXCHANGE_OF[k] not in state.legal_actions():
        raise _StepError(index, text, exchange_size_error(state.rules))  # D6, the rules' limit
    if len(passed) > k or len(discarded) > k or (discarded and len(passed) < k):
        cards = "card" if k == 1 else "cards"
        raise _StepError(
            index,
            text,
            IllegalActionError(
                f"in an exchange of {k} the partner passes {k} {cards}, then the declarer "
                f"discards {k} (D6)",
                "D6",
                "exchange_counts",
                {"k": k},
            ),
        )
    trial = state.clone()
    declarer, partner = contract.declarer, contract.declarer.partner
    steps: list[tuple[Seat, Action]] = [
        (declarer, EXCHANGE_OF[k]),
        *((partner, GIVE_OF[c]) for c in passed),
        *((declarer, DISCARD_OF[c]) for c in discarded),
    ]
    for seat, action in steps:
        _apply_step(trial, seat, action, index, text)
    for _seat, action in steps:
        state.apply(action)
