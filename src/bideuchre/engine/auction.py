"""Contracts and the auction (R3, R9, R10, R15, C2–C4, D2–D5).

:class:`Auction` tracks the calls of one hand and knows which calls are legal
and when the auction is over.  It is used by :class:`~.state.GameState`; it is
public so that tools can inspect an auction in progress.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from .actions import _BID0, ACTIONS, ALONE_OF, PASS, Action, ActionKind
from .errors import IllegalActionError, NotationError
from .rules import AllPass, AuctionStyle, Rules
from .seats import Seat
from .trump import Denomination


@dataclass(frozen=True, slots=True)
class Contract:
    """The contract that ends an auction (R10).

    Attributes:
        declarer: the seat that made the last bid or declared alone.
        bid: tricks contracted — the bid, or the hand size when ``alone``.
        denomination: trump suit or no trump.
        alone: True for a lone contract (D5).

    >>> Contract(Seat.S, 5, Denomination.NO_TRUMP, False).to_json()
    {'declarer': 'S', 'bid': 5, 'denomination': 'NT', 'alone': False}
    """

    declarer: Seat
    bid: int
    denomination: Denomination
    alone: bool = False

    def to_json(self) -> dict[str, Any]:
        """The replay/API form: ``{"declarer", "bid", "denomination", "alone"}``."""
        return {
            "declarer": self.declarer.name,
            "bid": self.bid,
            "denomination": self.denomination.letter,
            "alone": self.alone,
        }

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> Contract:
        """Inverse of :meth:`to_json`.

        Raises:
            NotationError: for a malformed object.
        """
        try:
            return cls(
                Seat.parse(value["declarer"]),
                int(value["bid"]),
                Denomination.parse(value["denomination"]),
                bool(value.get("alone", False)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise NotationError(f"malformed contract {value!r}: {exc}") from None

    def __str__(self) -> str:
        text = f"{self.declarer.name} {self.bid}{self.denomination.letter}"
        return text + " alone" if self.alone else text


_NO_HIGH: Final = 0


class Auction:
    """The calls of one hand, from the player left of the dealer (R3).

    Attributes (read them, do not assign):
        calls: list of ``(seat, action)`` in order.
        to_act: the seat to call next (meaningless once ``finished``).
        high_bid: tricks of the standing high bid, 0 if none.
        high_seat: seat of that bid, or None.
        finished: True once the auction is over (D3, C2).
        contract: the contract, or None while open or if all passed (R15).
    """

    __slots__ = (
        "_bid_menu",
        "_call_count",
        "_passes_since_bid",
        "calls",
        "contract",
        "dealer",
        "finished",
        "high_action",
        "high_bid",
        "high_seat",
        "rules",
        "to_act",
    )

    def __init__(self, rules: Rules, dealer: Seat) -> None:
        self.rules = rules
        self.dealer = dealer
        self.calls: list[tuple[Seat, Action]] = []
        self.to_act: Seat = dealer.left
        self.high_bid = _NO_HIGH
        self.high_seat: Seat | None = None
        self.high_action: Action | None = None
        self.finished = False
        self.contract: Contract | None = None
        self._call_count = 0
        self._passes_since_bid = 0
        self._bid_menu = _bid_menu(rules)

    def clone(self) -> Auction:
        """An independent copy."""
        other = Auction.__new__(Auction)
        other.rules = self.rules
        other.dealer = self.dealer
        other.calls = self.calls[:]
        other.to_act = self.to_act
        other.high_bid = self.high_bid
        other.high_seat = self.high_seat
        other.high_action = self.high_action
        other.finished = self.finished
        other.contract = self.contract
        other._call_count = self._call_count
        other._passes_since_bid = self._passes_since_bid
        other._bid_menu = self._bid_menu
        return other

    def _must_bid(self) -> bool:
        """Stick the dealer: when nobody has bid, the dealer must bid ``min_bid``."""
        return (
            self.rules.all_pass is AllPass.STICK_DEALER
            and self.high_bid == _NO_HIGH
            and self.to_act == self.dealer
            and self._call_count == 3
        )

    def legal_calls(self) -> list[Action]:
        """The calls ``to_act`` may make, pass first, then bids low to high, then
        alone (R9, D2, D5, C2, C3).  Empty once finished.  A stuck dealer
        (``all_pass`` = ``stick_dealer``, nobody has bid) may only bid ``min_bid``."""
        if self.finished:
            return []
        rules = self.rules
        if self._must_bid():  # all_pass = stick_dealer: a bid of exactly min_bid
            return list(self._bid_menu[rules.min_bid][: 5 if rules.allow_no_trump else 4])
        out: list[Action] = [PASS]
        lowest = max(rules.min_bid, self.high_bid + 1)
        out.extend(self._bid_menu[lowest])
        if rules.allow_alone and self.high_bid < rules.hand_size:
            out.extend(ALONE_OF if rules.allow_no_trump else ALONE_OF[:4])
        return out

    def explain_illegal(self, action: Action) -> IllegalActionError:
        """Why ``action`` is not a legal call now, as an error naming the rule
        (see :meth:`over_error` once the auction is over)."""
        rules = self.rules
        if self.finished:
            return self.over_error(action)
        kind = action.kind
        if self._must_bid() and (
            kind is not ActionKind.BID
            or action.tricks != rules.min_bid
            or (action.denomination is Denomination.NO_TRUMP and not rules.allow_no_trump)
        ):
            return IllegalActionError(
                f"nobody has bid, so the dealer is stuck and must bid {rules.min_bid}: "
                "all_pass is stick_dealer (R15)",
                "R15",
                "stuck_dealer",
                {"min_bid": rules.min_bid},
            )
        if kind is ActionKind.BID:
            if action.denomination is Denomination.NO_TRUMP and not rules.allow_no_trump:
                return IllegalActionError(
                    "no-trump contracts are not allowed (R9)", "R9", "no_trump_not_allowed"
                )
            size = bid_size_error(rules, action.tricks)
            if size is not None:
                return size
            return IllegalActionError(
                f"a bid must name more tricks than the standing bid of {self.high_bid}; "
                "denominations have no rank (R9)",
                "R9",
                "bid_not_higher",
                {"high_bid": self.high_bid},
            )
        if kind is ActionKind.ALONE:
            if not rules.allow_alone:
                return IllegalActionError(
                    "alone is not allowed in these rules (C3)", "C3", "alone_not_allowed"
                )
            if action.denomination is Denomination.NO_TRUMP and not rules.allow_no_trump:
                return IllegalActionError(
                    "no-trump contracts are not allowed (R9)", "R9", "no_trump_not_allowed"
                )
            return IllegalActionError(
                f"nothing can overcall a bid of {rules.hand_size}, not even alone (D3, D5)",
                "D3",
                "no_overcall",
                {"bid": rules.hand_size},
            )
        return IllegalActionError(
            f"{action} is not a call; the auction is on (R9)",
            "R9",
            "not_a_call",
            {"action": str(action)},
        )

    def over_error(self, action: Action) -> IllegalActionError:
        """Why the call ``action`` is refused once the auction is over, citing
        the rule that ended it: a bid of the hand size (D3 b, or C2 in a single
        round; with D5 for an alone call), an alone call (D3 c), three passes
        after a bid (D3 a), the single round done (C2), or four passes (R15)."""
        contract = self.contract
        if contract is None:
            return IllegalActionError(
                "the auction is over: all four passed (R15)", "R15", "auction_over_passed"
            )
        seat = contract.declarer.name
        if contract.alone:
            return IllegalActionError(
                f"the auction is over: {seat} declared alone (D3)",
                "D3",
                "auction_over_alone",
                {"seat": seat},
            )
        top = {"bid": contract.bid, "alone": action.kind is ActionKind.ALONE}
        rule = "D3" if self.rules.auction is AuctionStyle.OPEN else "C2"
        if contract.bid == self.rules.hand_size:
            if action.kind is ActionKind.ALONE:
                return IllegalActionError(
                    f"the auction is over: nothing can overcall a bid of {contract.bid}, "
                    f"not even alone ({rule}, D5)",
                    rule,
                    "auction_over_top_bid",
                    top,
                )
            return IllegalActionError(
                f"the auction is over: nothing can overcall a bid of {contract.bid} ({rule})",
                rule,
                "auction_over_top_bid",
                top,
            )
        if rule == "D3":
            return IllegalActionError(
                f"the auction is over: three passes followed {seat}'s bid (D3)",
                "D3",
                "auction_over_passes",
                {"seat": seat},
            )
        return IllegalActionError(
            "the auction is over: each player calls once (C2)", "C2", "auction_over_round"
        )

    def apply(self, action: Action) -> None:
        """Record ``to_act``'s call, assumed legal, and end the auction if it is
        over (D3, C2, C4, R15)."""
        seat = self.to_act
        self.calls.append((seat, action))
        self._call_count += 1
        rules = self.rules
        if action is PASS or action == PASS:
            self._passes_since_bid += 1
            if rules.auction is AuctionStyle.OPEN:
                if self.high_seat is None:
                    if self._call_count == 4:
                        self.finished = True  # D3(d), R15
                elif self._passes_since_bid == 3:
                    self._finish()  # D3(a)
            elif self._call_count == 4:
                self._finish()  # C2, C4
        else:
            self._passes_since_bid = 0
            self.high_seat = seat
            self.high_action = action
            if action.kind is ActionKind.ALONE:
                self.high_bid = rules.hand_size
                self.finished = True  # D3(c)
                self.contract = Contract(seat, rules.hand_size, action.denomination, True)
                return
            self.high_bid = action.tricks
            if self.high_bid == rules.hand_size or (
                rules.auction is AuctionStyle.SINGLE_ROUND and self._call_count == 4
            ):
                self._finish()  # D3(b), C2
                return
        if not self.finished:
            self.to_act = seat.left

    def _finish(self) -> None:
        self.finished = True
        if self.high_seat is not None and self.high_action is not None:
            self.contract = Contract(
                self.high_seat, self.high_bid, self.high_action.denomination, False
            )


def bid_size_error(rules: Rules, tricks: int) -> IllegalActionError | None:
    """The error for a bid of ``tricks`` outside ``min_bid`` to the hand size
    (R9), or None when the number is possible.  Covers numbers no action can
    hold (``0H``, ``13H``: see :func:`~.actions.bid_tricks`)."""
    if tricks < rules.min_bid:
        return IllegalActionError(
            f"the lowest bid is {rules.min_bid} (R9)",
            "R9",
            "bid_too_low",
            {"min_bid": rules.min_bid},
        )
    if tricks > rules.hand_size:
        return IllegalActionError(
            f"a bid cannot exceed the hand size, {rules.hand_size} (R9)",
            "R9",
            "bid_too_high",
            {"hand_size": rules.hand_size},
        )
    return None


_MENUS: dict[Rules, tuple[tuple[Action, ...], ...]] = {}


def _bid_menu(rules: Rules) -> tuple[tuple[Action, ...], ...]:
    """``menu[n]``: every legal bid of at least ``n`` tricks, low to high."""
    menu = _MENUS.get(rules)
    if menu is None:
        denominations = 5 if rules.allow_no_trump else 4
        rows = []
        for lowest in range(rules.hand_size + 2):
            rows.append(
                tuple(
                    ACTIONS[_BID0 + (n - 1) * 5 + d]
                    for n in range(max(lowest, 1), rules.hand_size + 1)
                    for d in range(denominations)
                )
            )
        menu = _MENUS[rules] = tuple(rows)
    return menu
