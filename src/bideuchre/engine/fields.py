"""The fields of a game in progress, shared by the phase modules.

:class:`GameFields` declares the slots of :class:`~.state.GameState` in one
place, so that the phases written as mixins of it (:mod:`.lone_exchange`,
:mod:`.trickplay`) and :mod:`.state` itself see the same typed fields.  Card
and seat fields are plain ints for speed (a :class:`~.cards.Card` is an int;
a seat is ``0..3`` for N, E, S, W; ``-1`` means nobody).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .auction import Auction, Contract
    from .cards import Card
    from .observation import Phase
    from .record import HandRecord
    from .rules import Rules
    from .scoring import HandResult
    from .seats import Seat, Team
    from .state import _History
    from .trick import Trick

__all__ = ["NOBODY", "GameFields"]

#: ``_to_act``/``_sitting_out``/``_leader`` value for "no seat".
NOBODY = -1


class GameFields:
    """The slots of a game (no behaviour; see :class:`~.state.GameState`)."""

    __slots__ = (
        "_auction",
        "_contract",
        "_current_result",
        "_dealer",
        "_denom",
        "_discards",
        "_eff",
        "_gives",
        "_hand_number",
        "_hands",
        "_initial",
        "_k",
        "_leader",
        "_led",
        "_out",
        "_past",
        "_phase",
        "_plays",
        "_results",
        "_rules",
        "_scores_before",
        "_seed",
        "_sitting_out",
        "_to_act",
        "_totals",
        "_trick_cards",
        "_trick_seats",
        "_trick_size",
        "_tricks",
        "_winner",
        "_won",
    )

    _auction: Auction
    _contract: Contract | None
    _current_result: HandResult | None
    _dealer: Seat
    _denom: int
    _discards: list[Card]
    _eff: tuple[int, ...]
    _gives: list[Card]
    _hand_number: int
    _hands: list[list[Card]]
    _initial: tuple[tuple[Card, ...], ...]
    _k: int
    _leader: int
    _led: int
    _out: list[list[Card]]
    _past: _History[HandRecord] | None
    _phase: Phase
    _plays: list[tuple[Seat, Card]]
    _results: _History[HandResult] | None
    _rules: Rules
    _scores_before: tuple[int, int]
    _seed: int | str | None
    _sitting_out: int
    _to_act: int
    _totals: list[int]
    _trick_cards: list[Card]
    _trick_seats: list[int]
    _trick_size: int
    _tricks: list[Trick]
    _winner: Team | None
    _won: list[int]
