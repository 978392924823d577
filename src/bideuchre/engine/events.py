"""Events: what each applied step caused, in order (DESIGN habit 4).

Every ``GameState.apply`` returns a list of these frozen values; the web page
animates them, tools log them.  Some carry a card only some seats may see (the
blind exchange, D6): :meth:`Event.seen_by` gives the version a seat may see.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .auction import Contract
from .cards import Card
from .scoring import HandResult
from .seats import Seat, Team


@dataclass(frozen=True, slots=True)
class Event:
    """Base class.  ``type`` in :meth:`to_json` is the class name in snake case."""

    def seen_by(self, seat: Seat) -> Event:
        """This event as ``seat`` may see it (hidden cards removed)."""
        return self

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form: ``{"type": ..., field: value}`` with notation strings."""
        out: dict[str, Any] = {"type": _TYPE_NAMES[type(self)]}
        for f in dataclasses.fields(self):
            out[f.name] = _plain(getattr(self, f.name))
        return out


def _plain(value: object) -> Any:
    if isinstance(value, Seat | Team):
        return value.name
    if isinstance(value, Card | Action):
        return str(value)
    if isinstance(value, Contract | HandResult):
        return value.to_json()
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """A new hand was dealt by ``dealer`` (R2)."""

    hand_number: int
    dealer: Seat


@dataclass(frozen=True, slots=True)
class Called(Event):
    """``seat`` made a call (pass, bid or alone)."""

    seat: Seat
    call: Action


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    """The auction ended with ``contract`` (R10)."""

    contract: Contract


@dataclass(frozen=True, slots=True)
class HandAnnulled(Event):
    """Everybody passed: nothing is scored; the next dealer deals (R15)."""


@dataclass(frozen=True, slots=True)
class ExchangeAnnounced(Event):
    """The lone declarer ``seat`` will exchange ``k`` cards (D6)."""

    seat: Seat
    k: int


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """The lone declarer's partner ``seat`` passed a card (D6).

    ``card`` is None in the version other seats see.
    """

    seat: Seat
    card: Card | None

    def seen_by(self, seat: Seat) -> Event:
        return self if seat == self.seat else CardGiven(self.seat, None)


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """The lone declarer ``seat`` discarded a card face down (D6).

    ``card`` is None in the version other seats see.
    """

    seat: Seat
    card: Card | None

    def seen_by(self, seat: Seat) -> Event:
        return self if seat == self.seat else CardDiscarded(self.seat, None)


@dataclass(frozen=True, slots=True)
class ExchangeDone(Event):
    """The exchange is complete; the passed cards joined ``declarer``'s hand.

    ``received`` lists them for the declarer and the partner, and is empty in
    the version the defenders see.
    """

    declarer: Seat
    received: tuple[Card, ...]

    def seen_by(self, seat: Seat) -> Event:
        if seat in (self.declarer, self.declarer.partner):
            return self
        return ExchangeDone(self.declarer, ())


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played ``card`` to the current trick."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    """Trick number ``number`` (0-based) was won by ``winner`` (R7)."""

    number: int
    winner: Seat
    plays: tuple[tuple[Seat, Card], ...]


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    """The hand is over and scored (R12, D7, R14)."""

    result: HandResult


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """``winner`` won the game (R14)."""

    winner: Team


def _snake(name: str) -> str:
    return "".join("_" + ch.lower() if ch.isupper() else ch for ch in name).lstrip("_")


_TYPE_NAMES: dict[type, str] = {
    cls: _snake(cls.__name__)
    for cls in (
        HandDealt,
        Called,
        AuctionWon,
        HandAnnulled,
        ExchangeAnnounced,
        CardGiven,
        CardDiscarded,
        ExchangeDone,
        CardPlayed,
        TrickTaken,
        HandScored,
        GameOver,
    )
}
