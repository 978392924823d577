"""Hand records as South may see them, and a hand's steps (docs/api.md,
"Records"; docs/rules.md, "Hand records").

* :func:`south_record` is ``GET /api/games/{id}/record``: every finished hand
  complete (it replays through ``bideuchre replay`` to the same totals), and
  the hand in progress with only what South has seen: South's own deal, the
  cards the other seats have played (and a lone partner's cards passed to
  South, D6), ``"complete": false`` and how many cards each other seat still
  holds unseen.
* :func:`hand_steps` lists the current hand's actions in the order they were
  taken, with their step numbers as ``bideuchre replay`` counts them (calls,
  then the exchange as one step, then the cards), and :func:`state_before`
  rebuilds the state before one of them (undo, the review).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..engine import GameState, HandRecord, Phase, Seat, replay
from ..engine.actions import DISCARD_OF, EXCHANGE_OF, GIVE_OF, PLAY_OF, Action, ActionKind
from ..engine.record import FORMAT, ExchangeRecord

SOUTH = Seat.S
#: Phases in which the current hand is finished (its record is complete).
HAND_DONE = (Phase.HAND_OVER, Phase.GAME_OVER)


def hand_finished(state: GameState) -> bool:
    """True when ``state``'s current hand is scored (or annulled, R15)."""
    return state.phase in HAND_DONE


def visible_hand_json(state: GameState) -> dict[str, Any]:
    """The current (unfinished) hand's record as South may see it: the other
    seats' ``hands`` hold only the cards South has seen them play or pass to
    it (D6); ``exchange`` only the cards South saw (``passed_count`` and
    ``discarded_count`` say how many moved); ``"complete": false`` and
    ``"hidden"``: the cards each other seat still holds, unseen."""
    obs = state.observation(SOUTH)
    out = HandRecord.of(state).to_json(with_rules=False)
    contract = obs.contract
    seen: dict[Seat, list[str]] = {s: [] for s in Seat if s is not SOUTH}
    received_by: Seat | None = None
    if contract is not None and contract.alone and obs.given:
        if contract.declarer is SOUTH:
            seen[Seat.N].extend(str(c) for c in obs.given)
        received_by = contract.declarer
    received = [str(c) for c in obs.given] if received_by is not None else []
    for seat, card in state.plays:
        if seat is SOUTH:
            continue
        text = str(card)
        if seat is received_by and text in received:
            received.remove(text)  # a card South passed: it was not dealt to the declarer
            continue
        seen[seat].append(text)
    out["hands"] = {s.name: out["hands"][s.name] if s is SOUTH else sorted(seen[s]) for s in Seat}
    public = state.exchange
    if "exchange" in out and public is not None:
        out["exchange"] = {
            "k": public[0],
            "passed": [str(c) for c in obs.given],
            "discarded": [str(c) for c in obs.discarded],
            "passed_count": len(public[1]),
            "discarded_count": len(public[2]),
        }
    out["complete"] = False
    out["hidden"] = {s.name: obs.hand_counts[s] for s in Seat if s is not SOUTH}
    return out


def south_record(state: GameState) -> dict[str, Any]:
    """The game record South may see (module docstring): ``{"format",
    "rules", "hands": [hand record, ...]}``, finished hands complete."""
    hands = [h.to_json(with_rules=False) for h in state.past_records()]
    if hand_finished(state):
        hands.append(HandRecord.of(state).to_json(with_rules=False))
    else:
        hands.append(visible_hand_json(state))
    return {"format": FORMAT, "rules": state.rules.to_json(), "hands": hands}


@dataclass(frozen=True, slots=True)
class HandStep:
    """One action of the current hand.

    Attributes:
        seat: who acted.
        action: what it did.
        step: its step number as ``bideuchre replay`` counts a hand record
            (every exchange action shares the exchange's one step).
    """

    seat: Seat
    action: Action
    step: int


def hand_steps(record: HandRecord) -> list[HandStep]:
    """Every action of ``record`` in the order taken: calls, the exchange
    (the announcement, the partner's passes, the declarer's discards, D6),
    then the cards played."""
    out = [HandStep(s, a, i) for i, (s, a) in enumerate(record.calls)]
    n = len(record.calls)
    ex = record.exchange
    if ex is not None:
        declarer = _declarer(record)
        out.append(HandStep(declarer, EXCHANGE_OF[ex.k], n))
        out.extend(HandStep(declarer.partner, GIVE_OF[c], n) for c in ex.passed)
        out.extend(HandStep(declarer, DISCARD_OF[c], n) for c in ex.discarded)
        n += 1
    out.extend(HandStep(s, PLAY_OF[c], n + i) for i, (s, c) in enumerate(record.play))
    return out


def _declarer(record: HandRecord) -> Seat:
    """The seat that won the auction of ``record`` (the last bid or alone)."""
    for seat, action in reversed(record.calls):
        if action.kind is not ActionKind.PASS:
            return seat
    raise ValueError("a hand with an exchange has a declarer")


def truncated(record: HandRecord, count: int) -> HandRecord:
    """``record`` with only its first ``count`` actions (:func:`hand_steps`)."""
    steps = hand_steps(record)[:count]
    calls = tuple((s.seat, s.action) for s in steps if s.action.is_call)
    exchange: ExchangeRecord | None = None
    ex = record.exchange
    if ex is not None:
        moves = [s.action for s in steps if s.action.kind in EXCHANGE_KINDS]
        if moves:
            passed = tuple(a.card for a in moves if a.kind is ActionKind.GIVE)
            discarded = tuple(a.card for a in moves if a.kind is ActionKind.DISCARD)
            exchange = ExchangeRecord(ex.k, passed, discarded)
    play = tuple((s.seat, s.action.card) for s in steps if s.action.kind is ActionKind.PLAY)
    return replace(record, calls=calls, exchange=exchange, play=play)


#: The kinds of the exchange's actions (D6).
EXCHANGE_KINDS = frozenset((ActionKind.EXCHANGE, ActionKind.GIVE, ActionKind.DISCARD))


def state_before(state: GameState, count: int) -> GameState:
    """A new state: ``state``'s game with its current hand taken back to its
    first ``count`` actions (:func:`hand_steps`).

    Raises:
        RuntimeError: if the shortened record does not replay (a bug).
    """
    past = [h.to_json(with_rules=False) for h in state.past_records()]
    current = truncated(HandRecord.of(state), count).to_json(with_rules=False)
    data = {"format": FORMAT, "rules": state.rules.to_json(), "hands": [*past, current]}
    result = replay(data)
    if result.error is not None or result.state is None:
        raise RuntimeError("a shortened hand record does not replay")
    return result.state


def next_step(state: GameState) -> int:
    """The step number (:func:`hand_steps`) the next action of the current
    hand will have: a call is numbered by the calls so far; an exchange
    action shares the exchange's step; a card comes after the calls and
    the exchange."""
    calls = len(state.calls)
    if state.phase in (Phase.AUCTION, Phase.EXCHANGE):
        return calls
    has_exchange = state.exchange is not None and state.rules.lone_exchange_max > 0
    return calls + (1 if has_exchange else 0) + len(state.plays)
