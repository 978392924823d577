"""The lone exchange (D5, D6): legal steps, why a step is illegal, applying one.

After a lone contract (D5) with ``rules.lone_exchange_max > 0`` the hand is in
the ``exchange`` phase: the declarer announces ``k`` cards (``EXCHANGE``), the
partner passes ``k`` cards (``GIVE``), the declarer discards ``k`` cards
(``DISCARD``), then the partner's hand goes out of play and the trick play
starts with the declarer (R8).

:class:`ExchangePhase` holds this phase's part of
:class:`~.state.GameState` (a mixin: the state's fields are declared here and
in ``GameState``; the auction is in :mod:`.auction`, the trick play in
:mod:`.play`).
"""

from __future__ import annotations

from .actions import DISCARD_OF, EXCHANGE_OF, GIVE_OF, Action, ActionKind
from .errors import IllegalActionError
from .events import CardDiscarded, CardGiven, Event, ExchangeAnnounced, ExchangeDone
from .fields import GameFields
from .observation import Phase
from .rules import ExchangeMode, Rules
from .seats import SEATS

__all__ = ["ExchangePhase", "exchange_size_error"]


def exchange_size_error(rules: Rules) -> IllegalActionError:
    """The error for announcing a lone exchange of a size ``rules`` do not
    allow: ``"the exchange is 0 to 3 cards (D6)"`` (or ``"exactly 3"`` when
    ``lone_exchange_mode`` is ``exact``), rule ``D6``."""
    most = rules.lone_exchange_max
    exact = rules.lone_exchange_mode is ExchangeMode.EXACT
    params = {"max": most, "exact": exact}
    if exact:
        return IllegalActionError(
            f"the exchange is exactly {most} cards (D6)", "D6", "exchange_size", params
        )
    return IllegalActionError(
        f"the exchange is 0 to {most} cards (D6)", "D6", "exchange_size", params
    )


class ExchangePhase(GameFields):
    """The exchange phase of :class:`~.state.GameState` (D6); not used alone.

    Fields used (owned by ``GameState``): ``_k`` (cards announced, -1 before
    the announcement), ``_gives`` (passed so far), ``_discards``, ``_out``
    (cards out of play per seat), ``_sitting_out`` (the partner, D5).
    """

    __slots__ = ()

    def _legal_exchange(self) -> list[Action]:
        """The legal steps now: an announcement, a card to give, or a card to
        discard (D6), in a fixed order."""
        rules = self._rules
        if self._k < 0:
            if rules.lone_exchange_mode is ExchangeMode.EXACT:
                return [EXCHANGE_OF[rules.lone_exchange_max]]
            return list(EXCHANGE_OF[: rules.lone_exchange_max + 1])
        if len(self._gives) < self._k:
            return [GIVE_OF[c] for c in dict.fromkeys(self._hands[self._to_act])]
        return [DISCARD_OF[c] for c in dict.fromkeys(self._hands[self._to_act])]

    def _explain_exchange(self, action: Action) -> IllegalActionError:
        """Why ``action`` (not a call, not legal) is illegal now (D6)."""
        kind = action.kind
        rules = self._rules
        if self._k < 0:
            if kind is ActionKind.EXCHANGE:
                return exchange_size_error(rules)
            return IllegalActionError(
                "the lone declarer first announces how many cards to exchange (D6)",
                "D6",
                "exchange_announce_first",
            )
        if len(self._gives) < self._k:
            if kind is ActionKind.GIVE:
                return self._not_held(action)
            return IllegalActionError(
                "the partner is passing cards (D6)", "D6", "exchange_partner_passing"
            )
        if kind is ActionKind.DISCARD:
            return self._not_held(action)
        return IllegalActionError(
            "the declarer is discarding (D6)", "D6", "exchange_declarer_discarding"
        )

    def _not_held(self, action: Action) -> IllegalActionError:
        """A card to pass or discard that the seat to act does not hold (D6)."""
        seat = SEATS[self._to_act].name
        return IllegalActionError(
            f"{seat} does not hold {action.card} (D6)",
            "D6",
            "not_held",
            {"seat": seat, "card": str(action.card)},
        )

    def _retire_partner(self) -> None:
        """Put the lone declarer's partner's hand out of play (D5)."""
        partner = self._sitting_out
        out = self._out[:]  # a new list: clones share ``_out`` outside the exchange
        out[partner] = out[partner] + self._hands[partner]
        self._out = out
        self._hands[partner] = []

    def _exchange_step(self, action: Action) -> list[Event]:
        """Apply one legal exchange step (D6) and return its events."""
        contract = self._contract
        assert contract is not None
        declarer = contract.declarer
        partner = declarer.partner
        if self._k < 0:
            self._k = action.k
            events: list[Event] = [ExchangeAnnounced(declarer, self._k)]
            if self._k == 0:
                return events + self._finish_exchange()
            self._to_act = int(partner)
            return events
        c = action.card
        if len(self._gives) < self._k:
            self._hands[partner].remove(c)
            self._gives.append(c)
            if len(self._gives) == self._k:
                self._to_act = int(declarer)
            return [CardGiven(partner, c)]
        self._hands[declarer].remove(c)
        self._discards.append(c)
        out = self._out[:]  # copy on write: a clone made in the auction shares ``_out``
        out[declarer] = [*out[declarer], c]
        self._out = out
        events = [CardDiscarded(declarer, c)]
        if len(self._discards) == self._k:
            events.extend(self._finish_exchange())
        return events

    def _finish_exchange(self) -> list[Event]:
        """The declarer takes the passed cards; the partner sits out; play starts (R8, D5)."""
        contract = self._contract
        assert contract is not None
        declarer = contract.declarer
        hand = self._hands[declarer]
        hand.extend(self._gives)
        hand.sort()
        self._retire_partner()
        self._phase = Phase.PLAY
        self._to_act = int(declarer)  # R8, D5
        return [ExchangeDone(declarer, tuple(self._gives))]
