"""Scoring a hand and deciding the game (R12, R13, R14, D7, D8, R15).

>>> from .auction import Contract
>>> from .seats import Seat
>>> from .trump import Denomination
>>> from .rules import DOUBLE_DECK
>>> c = Contract(Seat.N, 7, Denomination.DIAMONDS)
>>> hand_score(DOUBLE_DECK, c, ns_tricks=9)        # RULE-CASES 23
(True, (9, 3))
>>> hand_score(DOUBLE_DECK, c, ns_tricks=6)        # RULE-CASES 24
(False, (-7, 6))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .auction import Contract
from .rules import Rules, WinRule
from .seats import Team


def hand_score(rules: Rules, contract: Contract, ns_tricks: int) -> tuple[bool, tuple[int, int]]:
    """Whether the contract was made and the points ``(NS, EW)`` it scores.

    Partnership contracts follow R12 (and D8 for a bid of the hand size); lone
    contracts D7 with ``lone_made_points`` / ``lone_set_points``.

    Args:
        ns_tricks: tricks taken by North–South, ``0..hand_size``.
    """
    size = rules.hand_size
    declaring = contract.declarer.team
    t = ns_tricks if declaring is Team.NS else size - ns_tricks
    defenders = size - t
    if contract.alone:
        made = t == size
        decl_pts = rules.lone_made_points if made else -rules.lone_set_points
        def_pts = 0 if made else defenders
    else:
        made = t >= contract.bid
        decl_pts = t if made else -contract.bid
        def_pts = defenders
    if declaring is Team.NS:
        return made, (decl_pts, def_pts)
    return made, (def_pts, decl_pts)


def game_winner(
    rules: Rules, contract: Contract | None, made: bool, totals: tuple[int, int]
) -> Team | None:
    """The side that wins at the end of this hand, or None (R14).

    Under the default ``eligible`` rule only one side may win: the declarers if
    they made the contract, else the defenders; it wins if its total is at least
    the target.  An annulled hand (``contract`` None, R15) never ends the game.
    See :class:`~.rules.WinRule` for the other options.
    """
    if contract is None:
        return None
    declaring = contract.declarer.team
    eligible = declaring if made else declaring.other
    target = rules.target_score
    if rules.win_rule is WinRule.ELIGIBLE:
        return eligible if totals[eligible] >= target else None
    over = [team for team in Team if totals[team] >= target]
    if not over:
        return None
    if len(over) == 1:
        return over[0]
    if rules.win_rule is WinRule.FIRST_TO_TARGET and totals[0] != totals[1]:
        return Team.NS if totals[0] > totals[1] else Team.EW
    return declaring


class WinReason(StrEnum):
    """Why a side won the game on a hand (R14 and the ``win_rule`` options)."""

    #: R14 (``eligible``): the declarers made their contract and reached the target.
    MADE = "made"
    #: R14 (``eligible``): the defenders set the contract and reached the target.
    SET = "set"
    #: ``first_to_target*``: the side reached the target (the higher total, or
    #: the declaring side, when both did).
    TARGET = "target"


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of one finished hand.

    Attributes:
        hand_number: 0-based number of the hand in the game.
        contract: the contract, or None for an annulled hand (R15).
        tricks: tricks taken ``(NS, EW)``; they add up to the hand size.
        made: True if the contract was made (None when annulled).
        score: points scored ``(NS, EW)`` on this hand.
        totals: totals ``(NS, EW)`` after this hand (R13: may be negative).
        winner: the side that won the game on this hand, or None (R14).
    """

    hand_number: int
    contract: Contract | None
    tricks: tuple[int, int]
    made: bool | None
    score: tuple[int, int]
    totals: tuple[int, int]
    winner: Team | None

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form with sides keyed ``NS`` / ``EW``."""
        return {
            "hand_number": self.hand_number,
            "contract": None if self.contract is None else self.contract.to_json(),
            "tricks": {"NS": self.tricks[0], "EW": self.tricks[1]},
            "made": self.made,
            "score": {"NS": self.score[0], "EW": self.score[1]},
            "totals": {"NS": self.totals[0], "EW": self.totals[1]},
            "winner": None if self.winner is None else self.winner.name,
        }


def win_reason(rules: Rules, result: HandResult) -> tuple[WinReason, Team | None] | None:
    """Why ``result.winner`` won the game on this hand, for showing it (R14).

    Returns None when the hand did not end the game, else ``(reason, also)``:
    ``reason`` a :class:`WinReason`; ``also`` the other side when, under the
    ``eligible`` rule, it too reached the target but could not win (it neither
    made nor set the contract, R14), else None.
    """
    winner = result.winner
    if winner is None or result.contract is None:
        return None
    if rules.win_rule is not WinRule.ELIGIBLE:
        return WinReason.TARGET, None
    other = winner.other
    also = other if result.totals[other] >= rules.target_score else None
    return (WinReason.MADE if result.made else WinReason.SET), also
