"""Suits, ranks and cards, with the notation of docs/rules.md (R1).

A card is written rank then suit: ranks ``9 T J Q K A`` (``10`` accepted on
input), suits ``C D H S`` (Unicode ``♣ ♦ ♥ ♠`` accepted on input).

``Card`` is an ``int`` subclass (0..23, ``suit * 6 + rank``) so that hands,
tricks and tables indexed by card stay cheap in search code; the 24 instances
are interned in :data:`CARDS`.  With two copies of each card (double deck) the
two copies are the *same* value: a hand is a multiset (DESIGN).

>>> Card.parse("JH")
Card('JH')
>>> str(Card.parse("10s")), Card.parse("JH").suit.name, Card.parse("JH").rank.name
('TS', 'HEARTS', 'JACK')
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from .errors import NotationError


class Suit(IntEnum):
    """The four suits; ``Suit.CLUBS.letter == "C"``."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The one-letter notation: ``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The Unicode suit symbol, ``♣ ♦ ♥ ♠``."""
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def same_colour(self) -> Suit:
        """The other suit of this suit's colour (home of the left bower, R4)."""
        return _SAME_COLOUR[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse ``C D H S`` (any case) or a Unicode suit symbol.

        Raises:
            NotationError: for anything else.
        """
        try:
            return _SUIT_BY_TEXT[text.strip().upper()]
        except KeyError:
            raise NotationError(f"unknown suit {text!r} (expected C, D, H or S)") from None

    def __str__(self) -> str:
        return self.letter


_SAME_COLOUR: Final = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}
_SUIT_BY_TEXT: Final = {
    **{s.letter: s for s in Suit},
    **{s.symbol: s for s in Suit},
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}


class Rank(IntEnum):
    """Printed ranks, low to high as in a plain suit (R5): 9 10 J Q K A."""

    NINE = 0
    TEN = 1
    JACK = 2
    QUEEN = 3
    KING = 4
    ACE = 5

    @property
    def letter(self) -> str:
        """The one-character notation: ``9 T J Q K A``."""
        return "9TJQKA"[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse ``9 T J Q K A`` (any case) or ``10``.

        Raises:
            NotationError: for anything else.
        """
        t = text.strip().upper()
        if t == "10":
            t = "T"
        index = "9TJQKA".find(t) if len(t) == 1 else -1
        if index < 0:
            raise NotationError(f"unknown rank {text!r} (expected 9, T/10, J, Q, K or A)")
        return cls(index)

    def __str__(self) -> str:
        return self.letter


RANK_NAMES: Final = ("nine", "ten", "jack", "queen", "king", "ace")
SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades")


class Card(int):
    """One card face, ``0 <= card < 24``: ``card == suit * 6 + rank``.

    Construct with :meth:`parse` or :func:`card`; ``Card(i)`` for an index.
    Equality, hashing and ordering are those of the index.

    Raises:
        NotationError: from :meth:`parse` for text that is not a card.
    """

    __slots__ = ()

    def __new__(cls, index: int) -> Card:
        if not 0 <= index < 24:
            raise NotationError(f"card index {index} out of range 0..23")
        return int.__new__(cls, index)

    @property
    def suit(self) -> Suit:
        """The printed suit (for the effective suit under trump see ``trump``)."""
        return Suit(self // 6)

    @property
    def rank(self) -> Rank:
        """The printed rank."""
        return Rank(self % 6)

    @property
    def name(self) -> str:
        """English name, e.g. ``"jack of hearts"``."""
        return f"{RANK_NAMES[self % 6]} of {SUIT_NAMES[self // 6]}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse rank then suit: ``"JH"``, ``"10S"``, ``"q♠"``.

        Raises:
            NotationError: if ``text`` is not a card.
        """
        if not isinstance(text, str):
            raise NotationError(f"a card is text like 'JH', not {text!r}")
        found = _CARD_BY_TEXT.get(text)  # fast path: the usual notation ("JH", "10s")
        if found is not None:
            return found
        t = text.strip()
        if len(t) < 2:
            raise NotationError(f"unknown card {text!r} (expected rank then suit, like 'JH')")
        try:
            rank = Rank.parse(t[:-1])
            suit = Suit.parse(t[-1])
        except NotationError:
            raise NotationError(
                f"unknown card {text!r} (expected rank then suit, like 'JH' or '10S')"
            ) from None
        return CARDS[suit * 6 + rank]

    def __str__(self) -> str:
        return _CARD_TEXT[self]

    def __repr__(self) -> str:
        return f"Card({_CARD_TEXT[self]!r})"

    def __format__(self, spec: str) -> str:
        return format(_CARD_TEXT[self], spec)


_CARD_TEXT: Final = tuple(r + s for s in "CDHS" for r in "9TJQKA")
#: The 24 distinct card faces, indexed by ``Card`` value.
CARDS: Final[tuple[Card, ...]] = tuple(int.__new__(Card, i) for i in range(24))
_CARD_BY_TEXT: Final[dict[str, Card]] = {
    variant: CARDS[i]
    for i, text in enumerate(_CARD_TEXT)
    for variant in {text, text.lower(), text.replace("T", "10"), text.replace("T", "10").lower()}
}


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.parse`: ``card("AS")``."""
    return Card.parse(text)


def cards(text: str) -> list[Card]:
    """Parse space-separated cards: ``cards("JH JD AS")``.

    Raises:
        NotationError: if any item is not a card.
    """
    return [Card.parse(t) for t in text.split()]


def make_card(rank: Rank, suit: Suit) -> Card:
    """The card of ``rank`` and ``suit``."""
    return CARDS[suit * 6 + rank]


def deck(copies: int) -> list[Card]:
    """The full deck of R1: every face ``copies`` times (24 or 48 cards)."""
    return [c for c in CARDS for _ in range(copies)]
