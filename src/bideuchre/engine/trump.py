"""Denominations, and the effective suit and rank of a card under a contract.

This module is the only place bowers exist (R4, R5).  Everything else asks it
two questions: *which suit does this card belong to* (:func:`effective_suit`)
and *how strong is it in a trick* (:func:`strength`).  Both are precomputed
tables, so search code indexes ``EFFECTIVE_SUIT[denomination][card]`` and
``STRENGTH[denomination][led][card]`` directly.

>>> from .cards import card
>>> effective_suit(card("JD"), Denomination.HEARTS).name
'HEARTS'
>>> is_left_bower(card("JD"), Denomination.HEARTS), is_right_bower(card("JH"), Denomination.HEARTS)
(True, True)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from enum import IntEnum
from typing import Final

from .cards import CARDS, Card, Rank, Suit
from .errors import NotationError


class Denomination(IntEnum):
    """A contract's denomination: a trump suit (same values as :class:`Suit`) or NT."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NO_TRUMP = 4

    @property
    def letter(self) -> str:
        """Notation: ``C D H S`` or ``NT``."""
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or None in no trump."""
        return None if self is Denomination.NO_TRUMP else Suit(self)

    @classmethod
    def parse(cls, text: str) -> Denomination:
        """Parse ``C D H S NT`` (any case, Unicode suits accepted; ``N`` = NT).

        Raises:
            NotationError: for anything else.
        """
        t = text.strip().upper()
        if t in ("NT", "N", "NOTRUMP", "NO_TRUMP"):
            return cls.NO_TRUMP
        try:
            return cls(Suit.parse(t))
        except NotationError:
            raise NotationError(
                f"unknown denomination {text!r} (expected C, D, H, S or NT)"
            ) from None

    @classmethod
    def of(cls, suit: Suit) -> Denomination:
        """The denomination with ``suit`` as trump."""
        return cls(int(suit))

    def __str__(self) -> str:
        return self.letter


NO_TRUMP: Final = Denomination.NO_TRUMP
#: Strength offset of trumps: any trump beats any card of the suit led (R7).
TRUMP_BASE: Final = 10


def _effective(c: int, d: int) -> int:
    suit, rank = divmod(c, 6)
    if d != NO_TRUMP and rank == Rank.JACK and suit == Suit(d).same_colour:
        return d  # left bower (R4)
    return suit


def _rank_in_suit(c: int, d: int) -> int:
    """Rank within its effective suit, 0 = lowest (R5)."""
    suit, rank = divmod(c, 6)
    if d == NO_TRUMP or _effective(c, d) != d:
        return rank  # A K Q J 10 9 (the same-colour suit simply lacks its jack)
    if rank == Rank.JACK:
        return 7 if suit == d else 6  # right bower, left bower
    return rank  # A=5 K=4 Q=3 T=1 9=0 in trump


#: ``EFFECTIVE_SUIT[denomination][card]`` -> suit index 0..3 (R4).
EFFECTIVE_SUIT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_effective(c, d) for c in range(24)) for d in range(5)
)
#: ``RANK_IN_SUIT[denomination][card]`` -> rank within its effective suit (R5).
RANK_IN_SUIT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_rank_in_suit(c, d) for c in range(24)) for d in range(5)
)
#: ``STRENGTH[denomination][led_suit][card]`` -> trick strength (R7): trumps
#: ``TRUMP_BASE + rank``, cards of the led suit their rank, others ``-1``.
STRENGTH: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            TRUMP_BASE + RANK_IN_SUIT[d][c]
            if d != NO_TRUMP and EFFECTIVE_SUIT[d][c] == d
            else (RANK_IN_SUIT[d][c] if EFFECTIVE_SUIT[d][c] == led else -1)
            for c in range(24)
        )
        for led in range(4)
    )
    for d in range(5)
)


def effective_suit(card: Card, denomination: Denomination) -> Suit:
    """The suit ``card`` belongs to for every purpose under ``denomination`` (R4)."""
    return Suit(EFFECTIVE_SUIT[denomination][card])


def is_trump(card: Card, denomination: Denomination) -> bool:
    """True if ``card`` is a trump (bowers included) under ``denomination``."""
    return denomination != NO_TRUMP and EFFECTIVE_SUIT[denomination][card] == denomination


def is_right_bower(card: Card, denomination: Denomination) -> bool:
    """True for the jack of the trump suit (R4)."""
    return denomination != NO_TRUMP and card % 6 == Rank.JACK and card // 6 == int(denomination)


def is_left_bower(card: Card, denomination: Denomination) -> bool:
    """True for the jack of the other suit of trump's colour (R4)."""
    return (
        denomination != NO_TRUMP
        and card.rank == Rank.JACK
        and card.suit == Suit(denomination).same_colour
    )


def strength(card: Card, denomination: Denomination, led: Suit) -> int:
    """Trick strength of ``card`` when ``led`` is the suit led (R5, R7).

    Higher wins; ``-1`` means the card cannot win (off-suit, not trump).
    """
    return STRENGTH[denomination][led][card]


def suit_cards(suit: Suit, denomination: Denomination) -> list[Card]:
    """The faces that belong to ``suit`` under ``denomination``, high to low (R4, R5)."""
    members = [c for c in CARDS if EFFECTIVE_SUIT[denomination][c] == suit]
    return sorted(members, key=lambda c: -RANK_IN_SUIT[denomination][c])


#: Suits in preferred display order when colours alternate equally well.
_SUIT_PREFERENCE: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def display_order(cards: Iterable[Card], denomination: Denomination | int) -> list[Card]:
    """``cards`` in the order a player holds them: grouped by effective suit
    (R4, the bowers with trump), trump first, the other suits alternating
    colour where the hand allows (spades, hearts, clubs, diamonds on ties),
    high to low within a suit (R5).  Presentation, not a rule: the page
    (``server/views.py``) and the terminal game (``commands/play.py``) both
    show hands in this order.

    Args:
        cards: a hand (a multiset: copies appear twice, side by side).
        denomination: a :class:`Denomination` or its value (0-3 a trump suit,
            4 no trump or no contract yet: printed suits, ace high).

    >>> from .cards import cards as parse
    >>> " ".join(str(c) for c in display_order(parse("9H JD AH JH QC 9S"), Denomination.HEARTS))
    'JH JD AH 9H 9S QC'
    """
    eff = EFFECTIVE_SUIT[denomination]
    rank = RANK_IN_SUIT[denomination]
    groups: dict[int, list[Card]] = {}
    for c in cards:
        groups.setdefault(eff[c], []).append(c)
    trump = denomination if denomination < 4 and denomination in groups else None
    others = [s for s in _SUIT_PREFERENCE if s in groups and s != trump]

    def clashes(order: tuple[int, ...]) -> int:
        return sum(Suit(a).is_red == Suit(b).is_red for a, b in itertools.pairwise(order))

    head = (int(trump),) if trump is not None else ()
    best = min(
        (head + perm for perm in itertools.permutations(others)),
        key=clashes,  # min() keeps the first best: the preferred order on ties
    )
    out: list[Card] = []
    for suit in best:
        out.extend(sorted(groups[suit], key=lambda c: (-rank[c], c)))
    return out
