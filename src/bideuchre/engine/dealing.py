"""Dealing (R1, R2): the deal of a hand from a game's seed, the first dealer,
and the check that a given deal is a legal one.

Deals come from an explicit seed, never the global random: hand *n* of a game
with seed *s* is dealt from ``random.Random(f"bideuchre/deal/{s}/{n}")``, so a
deal does not depend on what happened in earlier hands.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import CARDS, Card, deck
from .errors import IllegalActionError
from .rules import Rules
from .seats import SEATS, Seat

__all__ = ["check_deal", "deal", "first_dealer"]


def deal(rules: Rules, seed: int | str, hand_number: int) -> tuple[tuple[Card, ...], ...]:
    """The deal of hand ``hand_number`` of the game with ``seed`` (R1, R2).

    Returns:
        Four sorted tuples of ``rules.hand_size`` cards, indexed by ``Seat``.
    """
    cards = deck(rules.copies)
    random.Random(f"bideuchre/deal/{seed}/{hand_number}").shuffle(cards)
    size = rules.hand_size
    return tuple(tuple(sorted(cards[i * size : (i + 1) * size])) for i in range(4))


def first_dealer(seed: int | str) -> Seat:
    """The first dealer of the game with ``seed``, chosen at random from it (R2)."""
    return SEATS[random.Random(f"bideuchre/dealer/{seed}").randrange(4)]


def check_deal(rules: Rules, hands: Sequence[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Validate a deal: four hands of ``hand_size`` cards making up the deck (R1, R2).

    Returns:
        The hands as four sorted tuples.

    Raises:
        IllegalActionError: (rule ``R1`` or ``R2``) if it is not a legal deal.
    """
    out = tuple(tuple(sorted(h)) for h in hands)
    if len(out) != 4:
        raise IllegalActionError("a deal has four hands (R2)", "R2", "deal_hands")
    for seat, h in zip(SEATS, out, strict=True):
        if len(h) != rules.hand_size:
            raise IllegalActionError(
                f"{seat.name} holds {len(h)} cards; each player is dealt {rules.hand_size} (R2)",
                "R2",
                "deal_size",
                {"seat": seat.name, "count": len(h), "hand_size": rules.hand_size},
            )
    counts = Counter(c for h in out for c in h)
    wrong = sorted(c for c in CARDS if counts[c] != rules.copies)
    if wrong:
        detail = ", ".join(f"{c} x{counts[c]}" for c in wrong[:6])
        raise IllegalActionError(
            f"the deal is not a deck of {rules.copies} cop{'y' if rules.copies == 1 else 'ies'} "
            f"of each card ({detail}) (R1)",
            "R1",
            "deal_deck",
            {"copies": rules.copies},
        )
    return out
