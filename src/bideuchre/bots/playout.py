"""A fast, full-information model of the play of one hand, for search.

:class:`PlayState` holds one *sampled world* — every seat's cards — from some
point of the play to the end of the hand.  It follows the engine's rules of
play (R6 following the effective suit, R7 first of two identical cards wins,
R8 the winner leads, D5 the lone partner's turn skipped) with plain lists, so
the search bots can play thousands of tricks per decision.
:meth:`PlayState.playout` finishes the hand with the heuristic player of
:mod:`.cardplay`, each seat seeing only what it could see at the table (its
own cards, the cards gone, the voids shown).

The engine stays the authority: tests check that play-outs here and through
``GameState`` agree card for card.  The search runs a compiled copy of the
play-out (:func:`~.fastplay.candidate_tricks`); this class is its reference
(``tests/bots/test_fastplay.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.trick import winning_index
from .cardplay import choose_card
from .tables import EFFECTIVE_SUIT


class PlayState:
    """One world of the play phase (see the module docstring).

    Attributes:
        d: denomination (0..3 trump, 4 no trump).
        hands: cards held by each seat (faces; lists are mutated by play).
        rem: ``rem[face]``: copies of each face still in some hand.
        voids: bitmask per seat of effective suits shown void (R6).
        trick_seats, trick_cards: the trick in progress.
        to_act: seat to play.
        declarer: the declarer's seat; ``sitting_out`` the lone partner or -1.
        won: tricks taken ``[NS, EW]`` this hand.
        tricks_left: tricks not yet complete (including the one in progress).
    """

    __slots__ = (
        "d",
        "declarer",
        "hands",
        "rem",
        "sitting_out",
        "to_act",
        "trick_cards",
        "trick_seats",
        "tricks_left",
        "voids",
        "won",
    )

    def __init__(
        self,
        d: int,
        hands: Sequence[Sequence[int]],
        trick_seats: Sequence[int],
        trick_cards: Sequence[int],
        to_act: int,
        declarer: int,
        sitting_out: int,
        won: Sequence[int],
        voids: Sequence[int],
    ) -> None:
        self.d = d
        self.hands = [list(h) for h in hands]
        rem = [0] * 24
        for h in self.hands:
            for c in h:
                rem[c] += 1
        self.rem = rem
        self.voids = list(voids)
        self.trick_seats = list(trick_seats)
        self.trick_cards = list(trick_cards)
        self.to_act = to_act
        self.declarer = declarer
        self.sitting_out = sitting_out
        self.won = list(won)
        self.tricks_left = len(self.hands[to_act])

    def copy(self) -> PlayState:
        """An independent copy."""
        other = PlayState.__new__(PlayState)
        other.d = self.d
        other.hands = [h[:] for h in self.hands]
        other.rem = self.rem[:]
        other.voids = self.voids[:]
        other.trick_seats = self.trick_seats[:]
        other.trick_cards = self.trick_cards[:]
        other.to_act = self.to_act
        other.declarer = self.declarer
        other.sitting_out = self.sitting_out
        other.won = self.won[:]
        other.tricks_left = self.tricks_left
        return other

    @property
    def trick_size(self) -> int:
        """Cards in a complete trick: 3 when a partner sits out (D5), else 4."""
        return 3 if self.sitting_out >= 0 else 4

    def legal(self) -> list[int]:
        """Distinct faces ``to_act`` may play (R6)."""
        hand = self.hands[self.to_act]
        if self.trick_cards:
            eff = EFFECTIVE_SUIT[self.d]
            led = eff[self.trick_cards[0]]
            follow = list({c for c in hand if eff[c] == led})
            if follow:
                return follow
        return list(set(hand))

    def play(self, card: int) -> None:
        """``to_act`` plays ``card`` (assumed legal); completes the trick (R7, R8)."""
        seat = self.to_act
        self.hands[seat].remove(card)
        self.rem[card] -= 1
        tc = self.trick_cards
        if tc:
            eff = EFFECTIVE_SUIT[self.d]
            led = eff[tc[0]]
            if eff[card] != led:
                self.voids[seat] |= 1 << led
        tc.append(card)
        self.trick_seats.append(seat)
        if len(tc) < (3 if self.sitting_out >= 0 else 4):
            nxt = (seat + 1) & 3
            if nxt == self.sitting_out:
                nxt = (nxt + 1) & 3
            self.to_act = nxt
            return
        winner = self.trick_seats[winning_index(tc, self.d)]  # R7
        self.won[winner & 1] += 1
        self.trick_cards = []
        self.trick_seats = []
        self.to_act = winner
        self.tricks_left -= 1

    def heuristic_card(self) -> int:
        """The heuristic player's card for ``to_act``, seeing only its own hand,
        the cards gone and the voids shown (:func:`~.cardplay.choose_card`)."""
        seat = self.to_act
        hand = self.hands[seat]
        out = self.rem[:]
        for c in hand:
            out[c] -= 1
        held = [len(h) for h in self.hands]
        return choose_card(
            self.d,
            seat,
            hand,
            self.trick_seats,
            self.trick_cards,
            self.declarer,
            self.sitting_out,
            out,
            self.voids,
            held,
        )

    def playout(self) -> None:
        """Finish the hand with the heuristic player in every seat.

        The same plays as :meth:`legal`, :meth:`heuristic_card` and
        :meth:`play` in a loop, inlined (this is the search's inner loop:
        the tests check that the two agree card for card)."""
        d = self.d
        eff = EFFECTIVE_SUIT[d]
        hands = self.hands
        rem = self.rem
        voids = self.voids
        won = self.won
        declarer = self.declarer
        sitting_out = self.sitting_out
        size = 3 if sitting_out >= 0 else 4
        held = [len(h) for h in hands]
        tc = self.trick_cards
        ts = self.trick_seats
        seat = self.to_act
        left = self.tricks_left
        while left > 0:
            hand = hands[seat]
            if tc:
                led = eff[tc[0]]
                options = [c for c in hand if eff[c] == led] or hand
            else:
                led = -1
                options = hand
            card = options[0]
            for c in options:
                if c != card:
                    out = rem[:]
                    for x in hand:
                        out[x] -= 1
                    card = choose_card(
                        d, seat, hand, ts, tc, declarer, sitting_out, out, voids, held
                    )
                    break
            # play it (as :meth:`play`)
            hand.remove(card)
            rem[card] -= 1
            held[seat] -= 1
            if led >= 0 and eff[card] != led:
                voids[seat] |= 1 << led
            tc.append(card)
            ts.append(seat)
            if len(tc) < size:
                seat = (seat + 1) & 3
                if seat == sitting_out:
                    seat = (seat + 1) & 3
                continue
            seat = ts[winning_index(tc, d)]  # R7
            won[seat & 1] += 1
            tc = []
            ts = []
            left -= 1
        self.trick_cards = tc
        self.trick_seats = ts
        self.to_act = seat
        self.tricks_left = left
