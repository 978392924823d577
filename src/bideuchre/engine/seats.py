"""Seats and sides (R3): N, E, S, W clockwise; N–S and E–W are partners.

>>> Seat.W.left, Seat.N.partner, Seat.E.team
(<Seat.N: 0>, <Seat.S: 2>, <Team.EW: 1>)
"""

from __future__ import annotations

from enum import IntEnum

from .errors import NotationError


class Team(IntEnum):
    """A side: ``NS`` (North–South, the human's side) or ``EW``."""

    NS = 0
    EW = 1

    @property
    def other(self) -> Team:
        """The opposing side."""
        return Team(1 - self)

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this side."""
        return (Seat.N, Seat.S) if self is Team.NS else (Seat.E, Seat.W)

    @classmethod
    def parse(cls, text: str) -> Team:
        """Parse ``NS`` or ``EW`` (any case).

        Raises:
            NotationError: for anything else.
        """
        try:
            return cls[text.strip().upper()]
        except (KeyError, AttributeError):
            raise NotationError(f"unknown side {text!r} (expected NS or EW)") from None

    def __str__(self) -> str:
        return self.name


class Seat(IntEnum):
    """A seat at the table, clockwise: N=0, E=1, S=2, W=3 (R3)."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def left(self) -> Seat:
        """The next seat clockwise (the player to this seat's left, R2/R3)."""
        return Seat((self + 1) & 3)

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return Seat((self + 2) & 3)

    @property
    def team(self) -> Team:
        """This seat's side."""
        return Team(self & 1)

    @property
    def full_name(self) -> str:
        """``North``, ``East``, ``South`` or ``West``."""
        return ("North", "East", "South", "West")[self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse ``N E S W`` (any case).

        Raises:
            NotationError: for anything else.
        """
        try:
            return cls[text.strip().upper()]
        except (KeyError, AttributeError):
            raise NotationError(f"unknown seat {text!r} (expected N, E, S or W)") from None

    def __str__(self) -> str:
        return self.name


SEATS: tuple[Seat, ...] = tuple(Seat)
