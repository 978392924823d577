"""South's view of a game, and the events South may see (docs/api.md).

Everything here is built from ``GameState.observation(Seat.S)`` and public
information (the rules, the hand results, how many exchange cards moved), so
no other seat's unplayed cards can reach a response.  The only calls on the
full state are ``explain_illegal`` for South's own cards, ``hand_results``
and the auction's standing high bid; all carry only what South may know.

Display order and labels are presentation, not rules: they only use the
engine's effective suit and rank tables (R4, R5).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Card, Event, GameState, IllegalActionError, Phase, Seat
from ..engine.actions import DISCARD_OF, GIVE_OF, PLAY_OF, Action
from ..engine.cards import Suit
from ..engine.events import AuctionWon, Called, CardPlayed, ExchangeDone
from ..engine.observation import Observation
from ..engine.record import canonical_order
from ..engine.scoring import win_reason
from ..engine.trump import (
    EFFECTIVE_SUIT,
    display_order,
    is_left_bower,
    is_right_bower,
    is_trump,
)
from .explain_views import live_why
from .schemas import View

SOUTH = Seat.S
_RULE_SUFFIX = re.compile(r"\s*\((?:[RDC]\d+(?:,\s*)?)+\)\s*$")


@dataclass(frozen=True, slots=True)
class GameMeta:
    """What the view needs besides the state: the game's id, version, level
    (East and West), kind, and North's level (None: the same as ``level``)."""

    id: str
    version: int
    level: str
    kind: str = "casual"
    partner_level: str | None = None


def denomination_index(obs: Observation) -> int:
    """The contract's denomination index (0-3 a suit, 4 no trump), or 4 before
    there is a contract (cards then group by printed suit, ranked A high)."""
    return 4 if obs.contract is None else int(obs.contract.denomination)


def card_label(card: Card, denomination: int) -> str:
    """Screen-reader text: ``"jack of diamonds, left bower"``,
    ``"ace of hearts, trump"``, ``"nine of clubs"`` (R4)."""
    name = card.name
    if denomination >= 4:
        return name
    from ..engine.trump import Denomination

    d = Denomination(denomination)
    if is_right_bower(card, d):
        return f"{name}, right bower"
    if is_left_bower(card, d):
        return f"{name}, left bower"
    if is_trump(card, d):
        return f"{name}, trump"
    return name


def refusal(error: IllegalActionError) -> dict[str, Any]:
    """An engine refusal as the API sends it (a ``Reason``): ``{"code":
    "must_follow", "params": {"suit": "H", ...}, "rule": "R6", "message": "you
    must follow hearts"}``; the page words ``code`` and ``params``, ``message``
    is English for API users (:func:`player_reason`)."""
    return {**error.reason(), "message": player_reason(str(error))}


def player_reason(message: str) -> str:
    """An engine explanation as a sentence to the player: ``"must follow
    hearts: the left bower is a heart (R4, R6)"`` becomes ``"you must follow
    hearts — the left bower is a heart"``."""
    text = _RULE_SUFFIX.sub("", message).strip()
    text = text.replace(": ", " — ", 1)
    if text.startswith("must "):
        text = "you " + text
    return text


def _card_action(obs: Observation, card: Card) -> Action | None:
    """The action South would take by choosing ``card`` now, or None when
    South is not choosing a card."""
    if obs.to_act is not SOUTH:
        return None
    if obs.phase is Phase.PLAY:
        return PLAY_OF[card]
    if obs.phase is Phase.EXCHANGE and obs.exchange_k is not None:
        return (
            GIVE_OF[card] if obs.contract and obs.contract.declarer != SOUTH else DISCARD_OF[card]
        )
    return None


def hand_view(state: GameState, obs: Observation) -> list[dict[str, Any]]:
    """South's cards in display order, each ``{"card", "legal", "group",
    "label", "reason"}`` (docs/api.md); ``reason`` is a :func:`refusal`
    object for a card South may not choose now, else None."""
    d = denomination_index(obs)
    eff = EFFECTIVE_SUIT[d]
    legal = set(obs.legal)
    reasons: dict[Card, dict[str, Any]] = {}
    out = []
    for c in display_order(list(obs.hand), d):
        action = _card_action(obs, c)
        ok = action is not None and action in legal
        reason = None
        if action is not None and not ok:
            if c not in reasons:
                reasons[c] = refusal(state.explain_illegal(action))
            reason = reasons[c]
        out.append(
            {
                "card": str(c),
                "legal": ok,
                "group": Suit(eff[c]).letter,
                "label": card_label(c, d),
                "reason": reason,
            }
        )
    return out


def _sides(pair: tuple[int, int]) -> dict[str, int]:
    return {"NS": pair[0], "EW": pair[1]}


def south_view(state: GameState, meta: GameMeta) -> dict[str, Any]:
    """South's view of ``state`` (the ``View`` of docs/api.md), JSON-ready."""
    obs = state.observation(SOUTH)
    rules = obs.rules
    exchange = None
    if obs.exchange_k is not None:
        public = state.exchange  # only its counts are used: they are public (D6)
        assert public is not None
        exchange = {
            "k": obs.exchange_k,
            "passed": [str(c) for c in obs.given],
            "discarded": [str(c) for c in obs.discarded],
            "passed_count": len(public[1]),
            "discarded_count": len(public[2]),
        }
    trick = None
    if obs.phase is Phase.PLAY:
        plays = obs.current_trick
        leader = plays[0][0] if plays else obs.to_act
        trick = {
            "leader": None if leader is None else leader.name,
            "plays": [[s.name, str(c)] for s, c in plays],
        }
    result = state.hand_result
    why = None if result is None or obs.winner is None else win_reason(rules, result)
    auction = state.auction  # public: the standing high bid of the calls (R9)
    high = None
    if obs.phase is Phase.AUCTION and auction.high_seat is not None and auction.high_action:
        high = {"seat": auction.high_seat.name, "call": str(auction.high_action)}
    return {
        "id": meta.id,
        "version": meta.version,
        "kind": meta.kind,
        "level": meta.level,
        "partner_level": meta.partner_level or meta.level,
        "rules": {"name": rules.preset_name or "custom", **rules.describe()},
        "hand_number": obs.hand_number,
        "dealer": obs.dealer.name,
        "phase": obs.phase.value,
        "to_act": None if obs.to_act is None else obs.to_act.name,
        "legal": [str(a) for a in sorted(obs.legal, key=canonical_order)],
        "hand": hand_view(state, obs),
        "hand_counts": {s.name: obs.hand_counts[s] for s in Seat},
        "calls": [{"seat": s.name, "call": str(a)} for s, a in obs.calls],
        "high_bid": high,
        "contract": None if obs.contract is None else obs.contract.to_json(),
        "exchange": exchange,
        "sitting_out": None if obs.sitting_out is None else obs.sitting_out.name,
        # in the order of a hand (trump first, colours alternating), as South
        # held them: the engine keeps them in its own order (clubs first)
        "out_of_play": [str(c) for c in display_order(obs.out_of_play, denomination_index(obs))],
        "trick": trick,
        "last_trick": obs.tricks[-1].to_json() if obs.tricks else None,
        "tricks": _sides(obs.tricks_won),
        "tricks_played": len(obs.tricks),
        "totals": _sides(obs.totals),
        "hand_scores": [r.to_json() for r in state.hand_results],
        "hand_result": None if result is None else result.to_json(),
        "winner": None if obs.winner is None else obs.winner.name,
        "win_reason": None
        if why is None
        else {"code": why[0].value, "also_reached": None if why[1] is None else why[1].name},
    }


def event_for_south(event: Event) -> dict[str, Any]:
    """``event`` as South may see it (``Event.seen_by``), JSON-ready, with
    what the page shows besides the engine's fields (docs/api.md, Events):
    ``auction_won.sitting_out`` (the lone declarer's partner, D5, or null) and
    ``exchange_done.received_count`` (how many cards the partner passed, D6:
    public, even when ``received`` is hidden)."""
    out = event.seen_by(SOUTH).to_json()
    if isinstance(event, AuctionWon):
        c = event.contract
        out["sitting_out"] = c.declarer.partner.name if c.alone else None
    elif isinstance(event, ExchangeDone):
        out["received_count"] = len(event.received)
    return out


def view_model(state: GameState, meta: GameMeta) -> View:
    """:func:`south_view` as the ``View`` model (validated)."""
    return View.model_validate(south_view(state, meta))


def events_for_south(events: list[Event], notes: Sequence[Any] = ()) -> list[dict[str, Any]]:
    """``events`` as South may see them, JSON-ready (:func:`event_for_south`);
    a CPU seat's ``called`` or ``card_played`` event explained by one of
    ``notes`` (:class:`~.cpu.CpuNote`) carries ``"why"`` as South may see it
    (:func:`~.explain_views.live_why`: nothing derived from that seat's hidden cards)."""
    whys = whys_by_event(notes)
    out = []
    for e in events:
        item = event_for_south(e)
        add_why(item, e, whys)
        out.append(item)
    return out


def whys_by_event(notes: Sequence[Any]) -> dict[int, dict[str, Any]]:
    """The "Why" of each explained event of ``notes`` (:class:`~.cpu.CpuNote`),
    keyed by the event object's ``id`` (events of one request)."""
    return {id(n.event): n.why for n in notes}


def add_why(item: dict[str, Any], event: Event, whys: dict[int, dict[str, Any]]) -> None:
    """Add ``"why"`` (as South may see it) to the JSON ``item`` of a CPU
    seat's ``called`` or ``card_played`` ``event`` explained in ``whys``."""
    why = whys.get(id(event))
    if why is not None and isinstance(event, Called | CardPlayed):
        item["why"] = live_why(why)
