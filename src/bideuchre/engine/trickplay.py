"""The trick play (R6, R7, R8, D5): legal cards, why a card is illegal, playing one.

The ``play`` phase: the declarer leads the first trick (R8), each player in
turn plays a card, following the effective suit led if able (R6; the lone
declarer's partner is skipped, D5), the trick goes to
:func:`~.trick.winning_index` (R7) and its winner leads the next (R8).  After
the last trick the hand is scored (``GameState._score_hand``).

:class:`PlayPhase` holds this phase's part of :class:`~.state.GameState` (a
mixin: the state's fields are declared here and in ``GameState``; the auction
is in :mod:`.auction`, the lone exchange in :mod:`.lone_exchange`).
"""

from __future__ import annotations

from .actions import PLAY_OF, Action, ActionKind
from .cards import CARDS
from .errors import IllegalActionError
from .events import CardPlayed, Event, TrickTaken
from .fields import GameFields
from .seats import SEATS
from .trick import Trick, winning_index
from .trump import Denomination, is_left_bower

__all__ = ["PlayPhase"]

_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


class PlayPhase(GameFields):
    """The play phase of :class:`~.state.GameState`; not used alone.

    Fields used (owned by ``GameState``): ``_denom`` (the contract's
    denomination as an int), ``_eff`` (effective suit of each card id),
    ``_led`` (effective suit led, -1 before the lead), ``_leader``,
    ``_trick_cards``/``_trick_seats`` (the trick in progress), ``_trick_size``
    (3 in a lone hand, D5), ``_plays`` (this hand's ``(seat, card)``),
    ``_tricks``, ``_won`` (tricks per team).
    """

    __slots__ = ()

    def _score_hand(self) -> list[Event]:  # pragma: no cover - GameState's
        raise NotImplementedError

    def _legal_plays(self) -> list[Action]:
        """The distinct cards ``_to_act`` may play, in hand order: those of the
        effective suit led if it holds any (R6), else all."""
        hand = self._hands[self._to_act]
        if self._trick_cards:
            led = self._led
            eff = self._eff
            follow = [PLAY_OF[c] for c in dict.fromkeys(hand) if eff[c] == led]
            if follow:
                return follow  # R6: must follow the effective suit led
        return [PLAY_OF[c] for c in dict.fromkeys(hand)]

    def _explain_play(self, action: Action) -> IllegalActionError:
        """Why ``action`` (not a call, not legal) is illegal in the play (R8,
        R6; R4 when the left bower is involved; no rule for a card not held)."""
        if action.kind is not ActionKind.PLAY:
            return IllegalActionError(
                f"{action} is not a card play: it is time to play (R8)",
                "R8",
                "not_a_play",
                {"action": str(action)},
            )
        c = action.card
        seat = SEATS[self._to_act]
        if c not in self._hands[self._to_act]:
            return IllegalActionError(
                f"{seat.name} does not hold {c}",
                None,
                "not_held",
                {"seat": seat.name, "card": str(c)},
            )
        led = self._led
        suit_name = _SUIT_NAMES[led]
        message = f"must follow {suit_name} (R6)"
        d = Denomination(self._denom)
        left_bower: str | None = None
        if is_left_bower(c, d) and c.suit == led:
            message = (
                f"must follow {suit_name}: the {c.name} is the left bower and belongs "
                f"to {_SUIT_NAMES[self._denom]} (R4, R6)"
            )
            left_bower = "card"
        elif led == self._denom and any(is_left_bower(x, d) for x in self._hands[self._to_act]):
            message = f"must follow {suit_name}: the left bower is a {suit_name[:-1]} (R4, R6)"
            left_bower = "held"
        params = {"suit": "CDHS"[led], "card": str(c), "trump": d.letter, "left_bower": left_bower}
        return IllegalActionError(message, "R6", "must_follow", params)

    def _play(self, action: Action) -> list[Event]:
        """``_to_act`` plays a legal card; a full trick is taken (R7) and its
        winner leads (R8); after the last trick the hand is scored."""
        seat = self._to_act
        c = CARDS[action]
        self._hands[seat].remove(c)
        trick_cards = self._trick_cards
        if not trick_cards:
            self._led = self._eff[c]
            self._leader = seat
        trick_cards.append(c)
        self._trick_seats.append(seat)
        self._plays.append((SEATS[seat], c))
        events: list[Event] = [CardPlayed(SEATS[seat], c)]
        if len(trick_cards) < self._trick_size:
            nxt = (seat + 1) & 3
            if nxt == self._sitting_out:
                nxt = (nxt + 1) & 3  # D5: the lone partner is skipped
            self._to_act = nxt
            return events
        winner = self._trick_seats[winning_index(trick_cards, self._denom)]  # R7
        plays = tuple(self._plays[-len(trick_cards) :])  # this trick's (seat, card)
        trick = Trick(SEATS[self._leader], plays, SEATS[winner])
        self._tricks.append(trick)
        self._won[winner & 1] += 1
        self._trick_cards = []
        self._trick_seats = []
        events.append(TrickTaken(len(self._tricks) - 1, SEATS[winner], plays))
        if len(self._tricks) == self._rules.hand_size:
            events.extend(self._score_hand())
        else:
            self._to_act = winner  # R8
        return events
