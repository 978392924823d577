"""The game state machine: legal actions, checked ``apply``, events, clone,
observation.

This module deals the hands (R1, R2, with :mod:`.dealing`), dispatches each action to its phase and
scores the hand (R12–R15).  The phases' own rules live in their modules: the
auction in :mod:`.auction` (an :class:`~.auction.Auction` object), the lone
exchange in :mod:`.lone_exchange` and the trick play in :mod:`.trickplay` (mixins
of :class:`GameState`, sharing its fields).

A :class:`GameState` is one game: a sequence of hands, each going through
``auction -> (exchange) -> play -> hand_over``, until a side wins (R14) and the
phase is ``game_over``.  The seat to act is :attr:`GameState.to_act`;
:meth:`GameState.legal_actions` lists its actions; :meth:`GameState.apply`
checks and applies one and returns the :mod:`events <.events>` it caused.

Deals come from an explicit seed, never the global random: hand *n* of a game
with seed *s* is dealt from ``random.Random(f"bideuchre/deal/{s}/{n}")``, so a
deal does not depend on what happened in earlier hands.

>>> from .rules import DOUBLE_DECK
>>> g = GameState.new_game(DOUBLE_DECK, seed=7)
>>> g.phase.value, g.to_act == g.dealer.left, len(g.hand(g.to_act))
('auction', True, 12)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from .actions import Action
from .auction import Auction, Contract
from .cards import Card
from .dealing import check_deal, deal, first_dealer
from .errors import IllegalActionError
from .events import AuctionWon, Called, Event, GameOver, HandAnnulled, HandDealt, HandScored
from .fields import NOBODY as _NOBODY
from .lone_exchange import ExchangePhase, exchange_size_error
from .observation import Observation, Phase
from .rules import Rules
from .scoring import HandResult, game_winner, hand_score
from .seats import SEATS, Seat, Team
from .trick import Trick
from .trickplay import PlayPhase
from .trump import EFFECTIVE_SUIT

if TYPE_CHECKING:
    from .record import HandRecord

__all__ = ["GameState", "Phase", "check_deal", "deal", "exchange_size_error", "first_dealer"]

_T = TypeVar("_T")


class _History(Generic[_T]):
    """An immutable sequence that grows at the end in O(1): a linked list,
    newest first.  Clones of a game share it; adding makes a new head, so a
    game of many hands does not copy its whole past at every hand."""

    __slots__ = ("_before", "_item")

    def __init__(self, item: _T, before: _History[_T] | None) -> None:
        self._item = item
        self._before = before

    @staticmethod
    def add(history: _History[_T] | None, item: _T) -> _History[_T]:
        """``history`` with ``item`` at the end."""
        return _History(item, history)

    @staticmethod
    def items(history: _History[_T] | None) -> list[_T]:
        """The items, oldest first."""
        out: list[_T] = []
        node = history
        while node is not None:
            out.append(node._item)
            node = node._before
        out.reverse()
        return out


class GameState(ExchangePhase, PlayPhase):
    """One game of Bid Euchre.

    Create with :meth:`new_game` (dealt from a seed) or :meth:`from_deal` (an
    explicit deal, e.g. from a hand record).  Mutable; :meth:`clone` is cheap.

    Public read-only properties: ``rules``, ``seed``, ``phase``, ``to_act``,
    ``dealer``, ``hand_number``, ``contract``, ``totals``, ``tricks_won``,
    ``tricks``, ``current_trick``, ``winner``, ``hand_results``.
    """

    __slots__ = ()

    # ------------------------------------------------------------------ creation

    def __init__(self) -> None:
        raise TypeError("use GameState.new_game(...) or GameState.from_deal(...)")

    @classmethod
    def new_game(cls, rules: Rules, seed: int | str) -> GameState:
        """A new game whose dealer and deals come from ``seed`` (R2)."""
        dealer = first_dealer(seed)
        return cls._create(rules, dealer, deal(rules, seed, 0), (0, 0), 0, seed)

    @classmethod
    def from_deal(
        cls,
        rules: Rules,
        dealer: Seat,
        hands: Sequence[Iterable[Card]],
        scores_before: tuple[int, int] = (0, 0),
        hand_number: int = 0,
        seed: int | str | None = None,
    ) -> GameState:
        """A game at the start of a hand with an explicit deal.

        Args:
            hands: four hands indexed by ``Seat`` (N, E, S, W).
            scores_before: totals ``(NS, EW)`` before this hand.
            seed: if given, later hands are dealt from it.

        Raises:
            IllegalActionError: if ``hands`` is not a legal deal (R1, R2).
        """
        checked = check_deal(rules, hands)
        return cls._create(rules, dealer, checked, scores_before, hand_number, seed)

    @classmethod
    def _create(
        cls,
        rules: Rules,
        dealer: Seat,
        hands: tuple[tuple[Card, ...], ...],
        scores_before: tuple[int, int],
        hand_number: int,
        seed: int | str | None,
    ) -> GameState:
        self = object.__new__(cls)
        self._rules = rules
        self._seed = seed
        self._past = None
        self._results = None
        self._totals = list(scores_before)
        self._winner = None
        self._start_hand(dealer, hands, hand_number)
        return self

    def _start_hand(
        self, dealer: Seat, hands: tuple[tuple[Card, ...], ...], hand_number: int
    ) -> None:
        self._dealer = dealer
        self._hand_number = hand_number
        self._initial = hands
        self._hands = [list(h) for h in hands]
        self._scores_before = (self._totals[0], self._totals[1])
        self._auction = Auction(self._rules, dealer)
        self._phase = Phase.AUCTION
        self._to_act = int(dealer.left)
        self._contract = None
        self._denom = -1
        self._eff = EFFECTIVE_SUIT[4]
        self._k = -1
        self._gives = []
        self._discards = []
        self._out = [[], [], [], []]
        self._sitting_out = _NOBODY
        self._trick_cards = []
        self._trick_seats = []
        self._trick_size = 4
        self._leader = _NOBODY
        self._led = -1
        self._tricks = []
        self._won = [0, 0]
        self._plays = []
        self._current_result = None

    def next_hand(self, hands: Sequence[Iterable[Card]] | None = None) -> list[Event]:
        """Deal the next hand, by the player left of the last dealer (R2, R15).

        Args:
            hands: an explicit deal; by default the next deal of the game's seed.

        Returns:
            ``[HandDealt]``.

        Raises:
            IllegalActionError: if the hand is not over (``R11``), the game is
                over (``R14``), there is no seed and no deal, or the deal is not
                legal (``R1``/``R2``).
        """
        if self._phase is not Phase.HAND_OVER:
            if self._phase is Phase.GAME_OVER:
                raise IllegalActionError("the game is over (R14)", "R14", "game_over")
            raise IllegalActionError(
                "the hand is still being played: the next hand is dealt once every "
                "trick has been played (R11)",
                "R11",
                "hand_not_over",
            )
        number = self._hand_number + 1
        if hands is not None:
            dealt = check_deal(self._rules, hands)
        elif self._seed is not None:
            dealt = deal(self._rules, self._seed, number)
        else:
            raise IllegalActionError(
                "no seed to deal from: give the next deal (R2)", "R2", "no_seed"
            )
        from .record import HandRecord

        self._past = _History.add(self._past, HandRecord.of(self))
        self._start_hand(self._dealer.left, dealt, number)
        return [HandDealt(number, self._dealer)]

    def clone(self) -> GameState:
        """An independent copy, cheap enough for search (shares immutable parts)."""
        other = object.__new__(GameState)
        other._rules = self._rules
        other._seed = self._seed
        other._past = self._past
        other._results = self._results
        other._totals = self._totals[:]
        other._winner = self._winner
        other._dealer = self._dealer
        other._hand_number = self._hand_number
        other._initial = self._initial
        other._hands = [h[:] for h in self._hands]
        other._scores_before = self._scores_before
        other._auction = self._auction.clone() if self._phase is Phase.AUCTION else self._auction
        other._phase = self._phase
        other._to_act = self._to_act
        other._contract = self._contract
        other._denom = self._denom
        other._eff = self._eff
        other._k = self._k
        other._gives = self._gives[:]
        other._discards = self._discards[:]
        other._out = [o[:] for o in self._out] if self._phase is Phase.EXCHANGE else self._out
        other._sitting_out = self._sitting_out
        other._trick_cards = self._trick_cards[:]
        other._trick_seats = self._trick_seats[:]
        other._trick_size = self._trick_size
        other._leader = self._leader
        other._led = self._led
        other._tricks = self._tricks[:]
        other._won = self._won[:]
        other._plays = self._plays[:]
        other._current_result = self._current_result
        return other

    # ------------------------------------------------------------------ reading

    @property
    def rules(self) -> Rules:
        """The rules in force."""
        return self._rules

    @property
    def seed(self) -> int | str | None:
        """The seed deals come from, or None for explicit deals."""
        return self._seed

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def to_act(self) -> Seat | None:
        """The seat to act, or None when the hand or game is over."""
        return None if self._to_act < 0 else SEATS[self._to_act]

    @property
    def dealer(self) -> Seat:
        """This hand's dealer."""
        return self._dealer

    @property
    def hand_number(self) -> int:
        """0-based number of the current hand (annulled hands count, R15)."""
        return self._hand_number

    @property
    def auction(self) -> Auction:
        """The auction of the current hand (do not modify)."""
        return self._auction

    @property
    def calls(self) -> list[tuple[Seat, Action]]:
        """The calls of the current hand, ``(seat, action)``."""
        return list(self._auction.calls)

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction is over and someone bid."""
        return self._contract

    @property
    def sitting_out(self) -> Seat | None:
        """The lone declarer's partner during play (D5), else None."""
        return None if self._sitting_out < 0 else SEATS[self._sitting_out]

    @property
    def totals(self) -> tuple[int, int]:
        """Game totals ``(NS, EW)`` (R13: may be negative)."""
        return (self._totals[0], self._totals[1])

    @property
    def scores_before(self) -> tuple[int, int]:
        """Totals ``(NS, EW)`` at the start of the current hand."""
        return self._scores_before

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks taken this hand ``(NS, EW)``."""
        return (self._won[0], self._won[1])

    @property
    def tricks(self) -> list[Trick]:
        """Completed tricks of this hand."""
        return list(self._tricks)

    @property
    def current_trick(self) -> list[tuple[Seat, Card]]:
        """``(seat, card)`` played to the trick in progress."""
        return [(SEATS[s], c) for s, c in zip(self._trick_seats, self._trick_cards, strict=True)]

    @property
    def plays(self) -> list[tuple[Seat, Card]]:
        """Every card played this hand, in order."""
        return list(self._plays)

    @property
    def winner(self) -> Team | None:
        """The side that won the game, or None (R14)."""
        return self._winner

    @property
    def hand_result(self) -> HandResult | None:
        """The current hand's result once it is over, else None."""
        return self._current_result

    @property
    def hand_results(self) -> list[HandResult]:
        """Results of every finished hand of the game, in order."""
        return _History.items(self._results)

    @property
    def initial_hands(self) -> tuple[tuple[Card, ...], ...]:
        """This hand's deal, indexed by ``Seat``."""
        return self._initial

    @property
    def exchange(self) -> tuple[int, tuple[Card, ...], tuple[Card, ...]] | None:
        """``(k, passed, discarded)`` of a lone exchange so far, or None (D6)."""
        if self._k < 0:
            return None
        return (self._k, tuple(self._gives), tuple(self._discards))

    def hand(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds in play, sorted.  Hidden information: only
        for the server, tests and tools — never give it to another seat."""
        return list(self._hands[seat])

    def out_of_play(self, seat: Seat) -> list[Card]:
        """``seat``'s cards put out of play by a lone exchange (D6)."""
        return list(self._out[seat])

    def past_records(self) -> list[HandRecord]:
        """Hand records of the finished hands (see :mod:`.record`)."""
        return _History.items(self._past)

    # ------------------------------------------------------------------ actions

    def legal_actions(self) -> list[Action]:
        """The distinct legal actions of :attr:`to_act`, in a fixed order.

        Empty when the hand or game is over.  See :mod:`.actions` for the kinds.
        """
        phase = self._phase
        if phase is Phase.PLAY:
            return self._legal_plays()
        if phase is Phase.AUCTION:
            return self._auction.legal_calls()
        if phase is Phase.EXCHANGE:
            return self._legal_exchange()
        return []

    def is_legal(self, action: Action) -> bool:
        """True if ``action`` is legal for :attr:`to_act` now."""
        return action in self.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        """Apply ``to_act``'s ``action`` after checking it is legal.

        Returns:
            The events it caused, in order.

        Raises:
            IllegalActionError: naming the rule broken; the state is unchanged.
        """
        if action not in self.legal_actions():
            raise self.explain_illegal(action)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action the caller knows to be legal (taken from
        :meth:`legal_actions`).  For search code; an illegal action corrupts
        the state."""
        phase = self._phase
        if phase is Phase.PLAY:
            return self._play(action)
        if phase is Phase.AUCTION:
            return self._call(action)
        return self._exchange_step(action)

    def explain_illegal(self, action: Action) -> IllegalActionError:
        """Why ``action`` is illegal now, as an error whose message ends with
        the rules it cites and whose ``rule`` is one of them (None, citing
        none, for a card the player does not hold: no numbered rule says so).
        A call after the auction cites the rule that ended it (D3, C2, D5;
        :meth:`Auction.over_error`).  (Meaningful only for an action that is
        not legal.)"""
        phase = self._phase
        if phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            if phase is Phase.GAME_OVER:
                return IllegalActionError("the game is over (R14)", "R14", "game_over")
            return IllegalActionError(
                "the hand is over; deal the next hand (R2)", "R2", "hand_over"
            )
        if phase is Phase.AUCTION:
            if not action.is_call:
                return IllegalActionError(
                    f"{action} is not a call: the auction is on (R9)",
                    "R9",
                    "not_a_call",
                    {"action": str(action)},
                )
            return self._auction.explain_illegal(action)
        if action.is_call:  # exchange or play
            return self._auction.over_error(action)
        if phase is Phase.EXCHANGE:
            return self._explain_exchange(action)
        return self._explain_play(action)

    # ------------------------------------------------------------------ phases

    def _call(self, action: Action) -> list[Event]:
        auction = self._auction
        seat = auction.to_act
        auction.apply(action)
        events: list[Event] = [Called(seat, action)]
        if not auction.finished:
            self._to_act = int(auction.to_act)
            return events
        contract = auction.contract
        if contract is None:  # R15: nobody bid
            events.append(HandAnnulled())
            events.extend(self._score_hand())
            return events
        self._contract = contract
        self._denom = int(contract.denomination)
        self._eff = EFFECTIVE_SUIT[self._denom]
        events.append(AuctionWon(contract))
        if contract.alone:
            self._sitting_out = int(contract.declarer.partner)
            self._trick_size = 3
            if self._rules.lone_exchange_max > 0:
                self._phase = Phase.EXCHANGE
                self._to_act = int(contract.declarer)
                return events
            self._k = 0
            self._retire_partner()
        self._phase = Phase.PLAY
        self._to_act = int(contract.declarer)  # R8
        return events

    def _score_hand(self) -> list[Event]:
        contract = self._contract
        rules = self._rules
        if contract is None:
            made: bool | None = None
            score = (0, 0)
            winner = None
        else:
            made, score = hand_score(rules, contract, self._won[0])
            self._totals[0] += score[0]
            self._totals[1] += score[1]
            winner = game_winner(rules, contract, made, self.totals)
        result = HandResult(
            self._hand_number, contract, self.tricks_won, made, score, self.totals, winner
        )
        self._current_result = result
        self._results = _History.add(self._results, result)
        self._to_act = _NOBODY
        events: list[Event] = [HandScored(result)]
        if winner is not None:
            self._winner = winner
            self._phase = Phase.GAME_OVER
            events.append(GameOver(winner))
        else:
            self._phase = Phase.HAND_OVER
        return events

    # ------------------------------------------------------------------ views

    def observation(self, seat: Seat) -> Observation:
        """What ``seat`` may know now (see :class:`~.observation.Observation`).

        Hidden information (D6): the lone partner sees the cards it passed;
        the declarer its discards, and the passed cards once the exchange is
        done; nobody sees another seat's cards in hand or out of play.
        """
        contract = self._contract
        given: tuple[Card, ...] = ()
        discarded: tuple[Card, ...] = ()
        own_out: tuple[Card, ...] = ()
        hidden_out = 0
        if contract is not None and contract.alone:  # only lone hands put cards out of play
            is_declarer = seat == contract.declarer
            is_partner = seat == contract.declarer.partner
            exchanging = self._phase is Phase.EXCHANGE
            if is_partner or (is_declarer and not exchanging):
                given = tuple(self._gives)
            if is_declarer:
                discarded = tuple(self._discards)
            else:
                own_out = tuple(self._out[seat])
            hidden_out = sum(len(o) for o in self._out) - len(own_out) - len(discarded)
            if exchanging and not is_partner:
                hidden_out += len(self._gives)  # in transit, unseen by all but the partner
        h = self._hands
        to_act = self._to_act
        result = self._current_result
        plays = self._plays
        # Positional, in field order: twice as fast as 24 keywords, and this is
        # built for every bot decision.
        return Observation(
            self._rules,  # rules
            seat,  # seat
            self._hand_number,  # hand_number
            self._dealer,  # dealer
            self._phase,  # phase
            None if to_act < 0 else SEATS[to_act],  # to_act
            tuple(self.legal_actions()) if to_act == seat else (),  # legal
            tuple(h[seat]),  # hand
            (len(h[0]), len(h[1]), len(h[2]), len(h[3])),  # hand_counts
            tuple(self._auction.calls),  # calls
            contract,  # contract
            None if self._k < 0 else self._k,  # exchange_k
            given,  # given
            discarded,  # discarded
            own_out,  # out_of_play
            hidden_out,  # hidden_out_of_play
            None if self._sitting_out < 0 else SEATS[self._sitting_out],  # sitting_out
            tuple(self._tricks),  # tricks
            tuple(plays[len(plays) - len(self._trick_cards) :]),  # current_trick
            (self._won[0], self._won[1]),  # tricks_won
            self._scores_before,  # scores_before
            (self._totals[0], self._totals[1]),  # totals
            None if result is None else result.score,  # hand_score
            self._winner,  # winner
        )
