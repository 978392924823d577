"""Actions: calls, exchange steps and card plays, with their notation.

Every action is an interned ``int`` subclass (``ACTIONS[code]``), so legal
action lists are cheap to build and compare.  Notation (docs/rules.md):

==================  ===========================  ======================
kind                notation                     phase
==================  ===========================  ======================
``PASS``            ``pass``                     auction (R9, D2, C2)
``BID``             ``5H``, ``7NT``, ``12S``     auction (R9)
``ALONE``           ``alone H``, ``alone NT``    auction (D5)
``EXCHANGE``        ``exchange 2``               exchange: declarer announces k (D6)
``GIVE``            ``pass AS``                  exchange: partner passes one card (D6)
``DISCARD``         ``discard 9C``               exchange: declarer discards one card (D6)
``PLAY``            ``QS``                       play (R6)
==================  ===========================  ======================

The exchange is done one card at a time: after ``exchange k`` the partner
makes *k* ``pass`` steps, then the declarer *k* ``discard`` steps; neither sees
the other's cards until both are done (D6).

>>> Action.parse("5nt"), Action.parse("alone ♥"), Action.parse("QS"), Action.parse("pass js")
(Action('5NT'), Action('alone H'), Action('QS'), Action('pass JS'))
>>> Action.parse("10S", phase="play"), Action.parse("10S", phase="auction")
(Action('TS'), Action('10S'))
>>> Action.parse("7H").tricks, Action.parse("7H").denomination.name
(7, 'HEARTS')
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from .cards import CARDS, Card
from .errors import NotationError
from .trump import Denomination

MAX_TRICKS: Final = 12
MAX_EXCHANGE: Final = 12

_PLAY0: Final = 0
_GIVE0: Final = 24
_DISCARD0: Final = 48
_PASS: Final = 72
_BID0: Final = 73
_ALONE0: Final = _BID0 + MAX_TRICKS * 5
_EXCHANGE0: Final = _ALONE0 + 5
N_ACTIONS: Final = _EXCHANGE0 + MAX_EXCHANGE + 1


class ActionKind(IntEnum):
    """What an action does; see the module table."""

    PLAY = 0
    GIVE = 1
    DISCARD = 2
    PASS = 3
    BID = 4
    ALONE = 5
    EXCHANGE = 6


def _kind_of(code: int) -> ActionKind:
    if code < _GIVE0:
        return ActionKind.PLAY
    if code < _DISCARD0:
        return ActionKind.GIVE
    if code < _PASS:
        return ActionKind.DISCARD
    if code == _PASS:
        return ActionKind.PASS
    if code < _ALONE0:
        return ActionKind.BID
    if code < _EXCHANGE0:
        return ActionKind.ALONE
    return ActionKind.EXCHANGE


def _text_of(code: int) -> str:
    kind = _kind_of(code)
    if kind is ActionKind.PLAY:
        return str(CARDS[code])
    if kind is ActionKind.GIVE:
        return f"pass {CARDS[code - _GIVE0]}"
    if kind is ActionKind.DISCARD:
        return f"discard {CARDS[code - _DISCARD0]}"
    if kind is ActionKind.PASS:
        return "pass"
    if kind is ActionKind.BID:
        n, d = divmod(code - _BID0, 5)
        return f"{n + 1}{Denomination(d).letter}"
    if kind is ActionKind.ALONE:
        return f"alone {Denomination(code - _ALONE0).letter}"
    return f"exchange {code - _EXCHANGE0}"


class Action(int):
    """One action (see the module table).  Build with :meth:`parse` or the
    constructors :func:`play`, :func:`bid`, :func:`alone`, :func:`exchange`,
    :func:`give`, :func:`discard` and :data:`PASS`.

    Properties that do not apply to the action's kind raise ``ValueError``.
    """

    __slots__ = ()

    @property
    def kind(self) -> ActionKind:
        """The action's kind."""
        return _KINDS[self]

    @property
    def card(self) -> Card:
        """The card of a ``PLAY``, ``GIVE`` or ``DISCARD``."""
        if self < _PASS:
            return CARDS[self % 24]
        raise ValueError(f"{self} has no card")

    @property
    def tricks(self) -> int:
        """Tricks named by a ``BID`` (1..12)."""
        if _BID0 <= self < _ALONE0:
            return (self - _BID0) // 5 + 1
        raise ValueError(f"{self} is not a bid")

    @property
    def denomination(self) -> Denomination:
        """Denomination of a ``BID`` or ``ALONE``."""
        if _BID0 <= self < _ALONE0:
            return Denomination((self - _BID0) % 5)
        if _ALONE0 <= self < _EXCHANGE0:
            return Denomination(self - _ALONE0)
        raise ValueError(f"{self} has no denomination")

    @property
    def k(self) -> int:
        """Cards announced by an ``EXCHANGE``."""
        if self >= _EXCHANGE0:
            return self - _EXCHANGE0
        raise ValueError(f"{self} is not an exchange announcement")

    @property
    def is_call(self) -> bool:
        """True for auction actions: pass, bid, alone."""
        return _PASS <= self < _EXCHANGE0

    @classmethod
    def parse(cls, text: str, phase: str | None = None) -> Action:
        """Parse the notation of the module table (any case, ``10`` for ``T``,
        Unicode suits).

        ``9H`` and ``10H`` are both a bid and a card: ``phase`` (``"auction"``,
        ``"exchange"`` or ``"play"``, as in :class:`~.state.Phase`) decides;
        without it such text is refused.

        Raises:
            NotationError: if ``text`` is not an action, or is ambiguous.
        """
        if not isinstance(text, str):
            raise NotationError(f"an action is text like 'pass', '5H' or 'QS', not {text!r}")
        # fast path: the engine's own notation (as printed by ``str``)
        call = _CALL_BY_TEXT.get(text)
        other = _OTHER_BY_TEXT.get(text)
        if call is None or other is None:
            found = call if other is None else other
            if found is not None:
                return found
        elif phase is not None:
            return call if phase == "auction" else other
        words = text.strip().split()
        if not words:
            raise NotationError("empty action")
        head = words[0].lower()
        try:
            if len(words) == 1:
                if head == "pass":
                    return PASS
                as_bid = _parse_bid(head)
                as_card = _parse_card(head)
                if as_bid is not None and as_card is not None:
                    if phase is None:
                        raise NotationError(f"{text!r} is both a bid and a card; say which (phase)")
                    return as_bid if phase == "auction" else as_card
                if as_bid is not None:
                    return as_bid
                if as_card is not None:
                    return as_card
            elif len(words) == 2:
                if head == "alone":
                    return alone(Denomination.parse(words[1]))
                if head == "exchange" and words[1].isdigit():
                    return exchange(int(words[1]))
                if head == "pass":
                    return give(Card.parse(words[1]))
                if head == "discard":
                    return discard(Card.parse(words[1]))
        except NotationError as exc:
            if "both a bid and a card" in str(exc):
                raise
        except ValueError:
            pass
        raise NotationError(
            f"unknown action {text!r} (expected e.g. 'pass', '5H', '7NT', 'alone S', 'QS', "
            "'exchange 2', 'pass AS' or 'discard 9C')"
        )

    def __str__(self) -> str:
        return _TEXTS[self]

    def __repr__(self) -> str:
        return f"Action({_TEXTS[self]!r})"

    def __format__(self, spec: str) -> str:
        return format(_TEXTS[self], spec)


def _parse_bid(text: str) -> Action | None:
    digits = len(text) - len(text.lstrip("0123456789"))
    if digits == 0 or digits == len(text):
        return None
    try:
        return bid(int(text[:digits]), Denomination.parse(text[digits:]))
    except (NotationError, ValueError):
        return None


def bid_tricks(text: str) -> int | None:
    """The number of tricks of ``text`` written as a bid (digits, then a
    denomination), whether or not it is a possible bid: ``"13H"`` gives 13,
    ``"0NT"`` 0, ``"5S"`` 5; anything else (``"pass"``, ``"QS"``) None.

    For explaining why such text is refused (R9: bids are ``min_bid`` to the
    hand size); :meth:`Action.parse` refuses numbers outside 1..12.
    """
    t = text.strip()
    digits = len(t) - len(t.lstrip("0123456789"))
    if digits == 0 or digits == len(t):
        return None
    try:
        Denomination.parse(t[digits:])
        return int(t[:digits])
    except ValueError:  # not a denomination (NotationError), or too many digits
        return None


def _parse_card(text: str) -> Action | None:
    try:
        return play(Card.parse(text))
    except NotationError:
        return None


_TEXTS: Final = tuple(_text_of(code) for code in range(N_ACTIONS))
_KINDS: Final = tuple(_kind_of(code) for code in range(N_ACTIONS))
#: Every action, indexed by its code.
ACTIONS: Final[tuple[Action, ...]] = tuple(int.__new__(Action, i) for i in range(N_ACTIONS))
PASS: Final[Action] = ACTIONS[_PASS]
_CALL_BY_TEXT: Final[dict[str, Action]] = {str(a): a for a in ACTIONS if a.is_call}
_OTHER_BY_TEXT: Final[dict[str, Action]] = {
    **{str(a): a for a in ACTIONS if not a.is_call},
    **{f"10{c.suit.letter}": ACTIONS[c] for c in CARDS if c.rank == 1},  # "10H" is also a bid
}
#: ``PLAY_OF[card]`` is the action of playing that card.
PLAY_OF: Final[tuple[Action, ...]] = ACTIONS[_PLAY0:_GIVE0]
GIVE_OF: Final[tuple[Action, ...]] = ACTIONS[_GIVE0:_DISCARD0]
DISCARD_OF: Final[tuple[Action, ...]] = ACTIONS[_DISCARD0:_PASS]
#: ``ALONE_OF[denomination]``.
ALONE_OF: Final[tuple[Action, ...]] = ACTIONS[_ALONE0:_EXCHANGE0]
#: ``EXCHANGE_OF[k]``.
EXCHANGE_OF: Final[tuple[Action, ...]] = ACTIONS[_EXCHANGE0:N_ACTIONS]


def play(card: Card) -> Action:
    """The action of playing ``card`` (R6)."""
    return PLAY_OF[card]


def give(card: Card) -> Action:
    """The lone declarer's partner passing ``card`` (D6)."""
    return GIVE_OF[card]


def discard(card: Card) -> Action:
    """The lone declarer discarding ``card`` (D6)."""
    return DISCARD_OF[card]


def bid(tricks: int, denomination: Denomination) -> Action:
    """A bid of ``tricks`` (1..12) in ``denomination`` (R9).

    Raises:
        ValueError: if ``tricks`` is outside 1..12.
    """
    if not 1 <= tricks <= MAX_TRICKS:
        raise ValueError(f"a bid names 1 to {MAX_TRICKS} tricks, not {tricks}")
    return ACTIONS[_BID0 + (tricks - 1) * 5 + denomination]


def alone(denomination: Denomination) -> Action:
    """Declaring alone in ``denomination`` (D5)."""
    return ALONE_OF[denomination]


def exchange(k: int) -> Action:
    """The lone declarer announcing an exchange of ``k`` cards (D6).

    Raises:
        ValueError: if ``k`` is outside 0..12.
    """
    if not 0 <= k <= MAX_EXCHANGE:
        raise ValueError(f"an exchange is 0 to {MAX_EXCHANGE} cards, not {k}")
    return EXCHANGE_OF[k]
