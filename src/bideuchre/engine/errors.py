"""The engine's one exception family (DESIGN habit 2).

``NotationError``        could not parse: malformed text (server: 422).
``IllegalActionError``   well-formed, not allowed now; names the rule (server: 409).

An ``IllegalActionError``'s message ends with the rules it cites in
parentheses, ``"must follow hearts: the left bower is a heart (R4, R6)"``, and
its ``rule`` is one of them; when no numbered rule says it (a card the player
does not hold) ``rule`` is None and the message cites none.
``RulesError``           inconsistent rule options (server: 400).
"""

from __future__ import annotations


class BidEuchreError(Exception):
    """Base class of every error the engine raises."""


class NotationError(BidEuchreError, ValueError):
    """Text that is not valid notation for a card, call, seat or record."""


class IllegalActionError(BidEuchreError):
    """A well-formed action that the rules do not allow now.

    Attributes:
        rule: the rule broken, e.g. ``"R6"`` (``docs/rules.md`` numbering), one of
            those the message cites; None when no numbered rule applies.
    """

    def __init__(self, message: str, rule: str | None) -> None:
        super().__init__(message)
        self.rule = rule


class RulesError(BidEuchreError, ValueError):
    """Rule options that are inconsistent or unknown (for example ``copies=3``)."""
