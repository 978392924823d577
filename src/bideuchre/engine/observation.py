"""What one seat may know (the information set of a seat).

An :class:`Observation` is built by ``GameState.observation(seat)``.  It holds
the seat's own cards, the calls, the exchange as far as that seat saw it, the
cards played, the scores — and never another seat's unplayed cards.  Bots
receive only this.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import Action
from .auction import Contract
from .cards import CARDS, Card, Suit
from .rules import Rules
from .seats import Seat, Team
from .trick import Trick
from .trump import EFFECTIVE_SUIT, NO_TRUMP


class Phase(StrEnum):
    """Where a hand stands."""

    AUCTION = "auction"
    EXCHANGE = "exchange"
    PLAY = "play"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of the game at one moment.

    Attributes:
        rules: the rules in force.
        seat: whose view this is.
        hand_number: 0-based hand number in the game.
        dealer: this hand's dealer.
        phase: the phase.
        to_act: the seat to act, or None (hand or game over).
        legal: ``seat``'s legal actions if it is to act, else ``()``.
        hand: ``seat``'s cards in play, sorted by card index.
        hand_counts: cards in play held by each seat, indexed by ``Seat``.
        calls: every call so far, ``(seat, action)``.
        contract: the contract once the auction is over.
        exchange_k: cards announced for a lone exchange, or None (D6).
        given: cards the lone partner passed, if ``seat`` may know them (the
            partner always; the declarer once the exchange is done).
        discarded: the lone declarer's discards, for the declarer only.
        out_of_play: ``seat``'s own cards that are out of play (the lone
            partner's remaining cards, D6).
        hidden_out_of_play: how many out-of-play cards ``seat`` cannot see.
        sitting_out: the lone declarer's partner, who takes no part (D5).
        tricks: completed tricks of this hand.
        current_trick: ``(seat, card)`` played to the trick in progress.
        tricks_won: tricks taken this hand, ``(NS, EW)``.
        scores_before: totals at the start of this hand, ``(NS, EW)``.
        totals: totals now, ``(NS, EW)``.
        hand_score: this hand's points ``(NS, EW)`` once scored, else None.
        winner: the side that won the game, or None.
    """

    rules: Rules
    seat: Seat
    hand_number: int
    dealer: Seat
    phase: Phase
    to_act: Seat | None
    legal: tuple[Action, ...]
    hand: tuple[Card, ...]
    hand_counts: tuple[int, int, int, int]
    calls: tuple[tuple[Seat, Action], ...]
    contract: Contract | None
    exchange_k: int | None
    given: tuple[Card, ...]
    discarded: tuple[Card, ...]
    out_of_play: tuple[Card, ...]
    hidden_out_of_play: int
    sitting_out: Seat | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks_won: tuple[int, int]
    scores_before: tuple[int, int]
    totals: tuple[int, int]
    hand_score: tuple[int, int] | None
    winner: Team | None

    def played_cards(self) -> list[Card]:
        """Every card played this hand, completed tricks first, in order."""
        out = [c for t in self.tricks for _, c in t.plays]
        out.extend(c for _, c in self.current_trick)
        return out

    def unseen_cards(self) -> Counter[Card]:
        """Cards ``seat`` has not seen, as counts per face.

        The deck (R1) minus ``seat``'s hand, the cards played, and the cards
        ``seat`` knows to be out of play or in another hand (its own discards;
        for the lone partner, the cards it passed that the declarer has not
        played yet — a passed card once played counts as played, not twice).
        These are exactly the cards the other seats' hands and the hidden
        out-of-play cards are made of.
        """
        counts = [self.rules.copies] * 24  # per face; cheaper than Counter arithmetic
        for c in self.hand:
            counts[c] -= 1
        for trick in self.tricks:
            for _, c in trick.plays:
                counts[c] -= 1
        for _, c in self.current_trick:
            counts[c] -= 1
        for c in self.out_of_play:
            counts[c] -= 1
        for c in self.discarded:
            counts[c] -= 1
        contract = self.contract
        if contract is not None and contract.alone and self.seat == contract.declarer.partner:
            # in transit during the exchange; afterwards only those not yet played
            known = (
                self.given
                if self.phase is Phase.EXCHANGE
                else tuple(self.known_cards(contract.declarer))
            )
            for c in known:
                counts[c] -= 1
        return Counter({CARDS[i]: n for i, n in enumerate(counts) if n > 0})

    def known_cards(self, seat: Seat) -> list[Card]:
        """Unplayed cards this observer knows ``seat`` holds: the cards the lone
        partner passed, as seen by that partner (they are in the declarer's hand)."""
        if (
            self.contract is not None
            and self.contract.alone
            and seat == self.contract.declarer
            and self.seat == seat.partner
            and self.phase in (Phase.PLAY, Phase.HAND_OVER, Phase.GAME_OVER)
        ):
            remaining = Counter(self.given)
            remaining.subtract(c for s, c in self._all_plays() if s == seat)
            return sorted((+remaining).elements())
        return []

    def _all_plays(self) -> list[tuple[Seat, Card]]:
        out = [p for t in self.tricks for p in t.plays]
        out.extend(self.current_trick)
        return out

    def voids(self) -> dict[Seat, frozenset[Suit]]:
        """Suits each seat has shown it lacks, by failing to follow suit (R6).

        Effective suits under the contract (R4): a player who discards on a
        diamond lead in hearts is void in diamonds even if holding the J♦.
        """
        out: dict[Seat, set[Suit]] = {s: set() for s in Seat}
        if self.contract is None:
            return {s: frozenset() for s in Seat}
        eff = EFFECTIVE_SUIT[self.contract.denomination]
        for plays in [t.plays for t in self.tricks] + [self.current_trick]:
            if not plays:
                continue
            led = eff[plays[0][1]]
            for seat, c in plays[1:]:
                if eff[c] != led:
                    out[seat].add(Suit(led))
        return {s: frozenset(v) for s, v in out.items()}

    @property
    def trump(self) -> int:
        """The denomination index of the contract (4 = no trump), or -1."""
        return -1 if self.contract is None else int(self.contract.denomination)

    @property
    def is_no_trump(self) -> bool:
        """True when the contract is in no trump."""
        return self.contract is not None and self.contract.denomination == NO_TRUMP

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary in docs/rules.md notation (for logs and tools)."""
        return {
            "seat": self.seat.name,
            "hand_number": self.hand_number,
            "dealer": self.dealer.name,
            "phase": self.phase.value,
            "to_act": None if self.to_act is None else self.to_act.name,
            "legal": sorted(str(a) for a in self.legal),
            "hand": [str(c) for c in self.hand],
            "hand_counts": {s.name: self.hand_counts[s] for s in Seat},
            "calls": [f"{s.name} {a}" for s, a in self.calls],
            "contract": None if self.contract is None else self.contract.to_json(),
            "exchange_k": self.exchange_k,
            "given": [str(c) for c in self.given],
            "discarded": [str(c) for c in self.discarded],
            "out_of_play": [str(c) for c in self.out_of_play],
            "tricks": [t.to_json() for t in self.tricks],
            "current_trick": [[s.name, str(c)] for s, c in self.current_trick],
            "tricks_won": {"NS": self.tricks_won[0], "EW": self.tricks_won[1]},
            "totals": {"NS": self.totals[0], "EW": self.totals[1]},
            "winner": None if self.winner is None else self.winner.name,
        }
