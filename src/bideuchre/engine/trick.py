"""Tricks and their winner (R6, R7).

>>> from .cards import cards
>>> from .trump import Denomination
>>> winning_index(cards("9S JS JS JC"), Denomination.SPADES)   # RULE-CASES 5
1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card
from .seats import Seat
from .trump import EFFECTIVE_SUIT, STRENGTH, Denomination


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick.

    Attributes:
        leader: the seat that led.
        plays: ``(seat, card)`` in play order (3 or 4 of them).
        winner: the seat that won it (R7).
    """

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat

    def to_json(self) -> dict[str, Any]:
        """``{"leader": "N", "plays": [["N", "AS"], ...], "winner": "E"}``."""
        return {
            "leader": self.leader.name,
            "plays": [[s.name, str(c)] for s, c in self.plays],
            "winner": self.winner.name,
        }


def winning_index(cards: Sequence[int], denomination: Denomination | int) -> int:
    """Index in ``cards`` (play order, ``cards[0]`` led) of the winning card (R7).

    ``cards`` are card ids (a :class:`~.cards.Card` is one), a complete trick
    or the part played so far (then: the card winning so far); ``denomination``
    a :class:`~.trump.Denomination` or its int value.  The one definition of
    the trick's winner: the engine uses it (:mod:`.trickplay`); the CPU
    players' fast copies are checked against it by the tests.

    The highest trump wins if any trump was played, otherwise the highest card
    of the effective suit led; of two identical cards the first played wins
    (strict ``>``).

    Raises:
        IndexError: if ``cards`` is empty.
    """
    table = STRENGTH[denomination][EFFECTIVE_SUIT[denomination][cards[0]]]
    best = 0
    best_strength = table[cards[0]]
    for i in range(1, len(cards)):
        s = table[cards[i]]
        if s > best_strength:
            best, best_strength = i, s
    return best
