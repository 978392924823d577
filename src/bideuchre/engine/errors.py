"""The engine's one exception family (DESIGN habit 2).

``NotationError``        could not parse: malformed text (server: 422).
``IllegalActionError``   well-formed, not allowed now; names the rule (server: 409).

An ``IllegalActionError``'s message ends with the rules it cites in
parentheses, ``"must follow hearts: the left bower is a heart (R4, R6)"``, and
its ``rule`` is one of them; when no numbered rule says it (a card the player
does not hold) ``rule`` is None and the message cites none.  Its ``code`` (one
of :data:`REFUSALS`) and ``params`` say the same for programs: the server
sends them and the page words them in the player's language (the English
``message`` is for the command line and replays).
``RulesError``           inconsistent rule options (server: 400).
"""

from __future__ import annotations

import json
from collections.abc import Mapping

#: Every refusal code an :class:`IllegalActionError` may carry, with the
#: parameters it has (JSON values: seats ``"N"``, cards ``"JD"``, suits
#: ``"H"``, denominations ``"H"``/``"NT"``, whole numbers, booleans).  The
#: page's catalogues word each one (tests/web/test_refusals.py).
REFUSALS: dict[str, str] = {
    # the play (R6, R8)
    "not_a_play": "a call or exchange step while cards are played (R8): {action}",
    "not_held": "the seat does not hold the card (no rule; D6 in the exchange): {seat, card}",
    "must_follow": (
        "the card does not follow the effective suit led (R6; R4 with a bower): "
        "{suit: suit led, card, trump: denomination, left_bower: 'card' when the card is "
        "the left bower (it belongs to trump), 'held' when trump was led and the hand "
        "holds the left bower, else null}"
    ),
    # the auction (R9, R15, C2, C3, D3, D5)
    "not_a_call": "a card or exchange step while the auction is on (R9): {action}",
    "stuck_dealer": "nobody bid: the dealer must bid exactly min_bid (R15): {min_bid}",
    "no_trump_not_allowed": "no-trump contracts are off in these rules (R9)",
    "bid_too_low": "below the lowest bid (R9): {min_bid}",
    "bid_too_high": "more tricks than the hand size (R9): {hand_size}",
    "bid_not_higher": "not above the standing bid (R9): {high_bid}",
    "alone_not_allowed": "alone calls are off in these rules (C3)",
    "no_overcall": "nothing overcalls a bid of the hand size, not even alone (D3, D5): {bid}",
    "auction_over_passed": "the auction ended with four passes (R15)",
    "auction_over_alone": "the auction ended with an alone call (D3): {seat}",
    "auction_over_top_bid": (
        "the auction ended with a bid of the hand size (D3 or C2; D5 for alone): {bid, alone}"
    ),
    "auction_over_passes": "the auction ended with three passes after a bid (D3): {seat}",
    "auction_over_round": "the single round of calls is done (C2)",
    # the lone exchange (D6)
    "exchange_size": "an exchange of a size the rules do not allow (D6): {max, exact}",
    "exchange_announce_first": "the lone declarer first announces the exchange (D6)",
    "exchange_partner_passing": "the partner is passing cards now (D6)",
    "exchange_declarer_discarding": "the declarer is discarding now (D6)",
    "exchange_none": "these rules have no exchange (D6)",
    "exchange_misplaced": "an exchange only follows an alone call, before the first lead (D6)",
    "exchange_before_lead": "the exchange comes before the first lead (D6)",
    "exchange_counts": "the partner passes k cards, then the declarer discards k (D6): {k}",
    # between hands and deals (R1, R2, R11, R14), and turns in a record (R3, R8, D6)
    "hand_over": "the hand is over: deal the next one (R2)",
    "hand_not_over": "the hand is not over: all tricks are played first (R11)",
    "game_over": "the game is over (R14)",
    "no_seed": "no seed to deal from: give the next deal (R2)",
    "deal_hands": "a deal has four hands (R2)",
    "deal_size": "a hand of the wrong size (R2): {seat, count, hand_size}",
    "deal_deck": "the deal is not the deck (R1): {copies}",
    "out_of_turn": "another seat is to act (R3, R8, D6): {seat}",
}


class BidEuchreError(Exception):
    """Base class of every error the engine raises."""


class NotationError(BidEuchreError, ValueError):
    """Text that is not valid notation for a card, call, seat or record."""


class IllegalActionError(BidEuchreError):
    """A well-formed action that the rules do not allow now.

    Attributes:
        rule: the rule broken, e.g. ``"R6"`` (``docs/rules.md`` numbering), one of
            those the message cites; None when no numbered rule applies.
        code: what is refused, a key of :data:`REFUSALS` (``"must_follow"``).
        params: its parameters, JSON-ready (``{"suit": "H", "card": "9C", ...}``).

    Raises:
        ValueError: for a ``code`` that is not in :data:`REFUSALS` (a bug).
    """

    def __init__(
        self,
        message: str,
        rule: str | None,
        code: str,
        params: Mapping[str, str | int | bool | None] | None = None,
    ) -> None:
        if code not in REFUSALS:
            raise ValueError(f"unknown refusal code {code!r}")
        super().__init__(message)
        self.rule = rule
        self.code = code
        self.params: dict[str, str | int | bool | None] = dict(params or {})

    def reason(self) -> dict[str, object]:
        """``{"code", "params", "rule"}``: the refusal as the API sends it."""
        return {"code": self.code, "params": dict(self.params), "rule": self.rule}


class RulesError(BidEuchreError, ValueError):
    """Rule options that are inconsistent or unknown (for example ``copies=3``)."""


def shown_as_json(value: object) -> str:
    """``value`` as JSON for an error message (players and programs send
    JSON, so ``true``, not Python's ``True``): scalars as written, containers
    by kind ("an object", "a list")."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    try:
        return json.dumps(value)
    except (TypeError, ValueError):  # an integer too long to write out, or not JSON at all
        return "a number too long to show" if isinstance(value, int) else repr(value)
