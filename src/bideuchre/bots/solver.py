"""Exact solver for the last tricks of a hand with every card known.

Given one world (every seat's cards, the trick in progress), :func:`solve`
returns how many of the remaining tricks a side takes when both sides play
perfectly — a *double-dummy* result.  Search bots call it in each sampled world
once few tricks remain.

Algorithm: minimax with alpha-beta pruning on the number of tricks (the
declaring side's score is a non-decreasing function of its tricks, R12/D7, so
maximising tricks also maximises the score in a perfect-information game), a
transposition table keyed by the hands and the leader at trick boundaries
storing lower/upper bounds, and move merging: cards of one suit with no card
between them in other hands or in the trick are equivalent, so only one of
them is searched.  Trick winners follow R7 (the first of two identical cards
wins), R6 (follow the effective suit) and D5 (three-card tricks alone).

The trick winner is inlined three times here (``_trick_winner``, the leaf of
``_search``, ``_last_trick``): fast copies of the engine's
:func:`~bideuchre.engine.trick.winning_index`, the search's innermost loop.
``tests/bots/test_trick_winner_copies.py`` checks them against it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tables import EFFECTIVE_SUIT, MEMBERS, STRENGTH

_EXACT, _LOWER, _UPPER = 0, 1, 2


def distinct_moves(hand: Sequence[int], d: int, led: int, blocking: Sequence[int]) -> list[int]:
    """One card per group of equivalent legal cards of ``hand`` (R6).

    Two cards of one effective suit are equivalent when no card between them
    (inclusive of their own faces' other copies) is ``blocking`` — held by
    another seat or lying in the trick — so playing either has the same
    effect now and later.  Returns the highest of each group, strongest suit
    group first.

    Args:
        led: the effective suit led, or -1 when leading.
        blocking: ``blocking[face] > 0`` if another seat holds it or it lies
            in the trick in progress.
    """
    eff = EFFECTIVE_SUIT[d]
    if led >= 0:
        suits = [led] if any(eff[c] == led for c in hand) else [0, 1, 2, 3]
    else:
        suits = [0, 1, 2, 3]
    mine = [0] * 24
    for c in hand:
        mine[c] += 1
    out: list[int] = []
    for s in suits:
        open_group = False
        for f in MEMBERS[d][s]:
            if blocking[f]:
                if mine[f]:
                    out.append(f)  # its own group: a copy elsewhere splits it
                open_group = False
            elif mine[f] and not open_group:
                out.append(f)
                open_group = True
    return out


class Solver:
    """Double-dummy solver for one world (module docstring).

    Args:
        d: denomination (0..3 trump, 4 no trump).
        hands: each seat's cards (the lone partner's list empty, D5).
        sitting_out: the lone partner's seat or -1.
        team: the side (0 NS, 1 EW) whose tricks are counted.
    """

    __slots__ = ("d", "hands", "nodes", "sitting_out", "team", "trick_size", "tt")

    def __init__(self, d: int, hands: Sequence[Sequence[int]], sitting_out: int, team: int) -> None:
        self.d = d
        self.hands = [sorted(h) for h in hands]
        self.sitting_out = sitting_out
        self.team = team
        self.trick_size = 3 if sitting_out >= 0 else 4
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0

    def solve(self, to_act: int, trick_seats: Sequence[int], trick_cards: Sequence[int]) -> int:
        """Tricks ``team`` takes from now on (the trick in progress included)
        with perfect play by everyone."""
        remaining = len(self.hands[to_act])
        return self._search(to_act, list(trick_seats), list(trick_cards), 0, remaining + 1)

    def solve_after(
        self, to_act: int, trick_seats: Sequence[int], trick_cards: Sequence[int], card: int
    ) -> int:
        """Tricks ``team`` takes from now on when ``to_act`` plays ``card``
        first (legal, R6) and everyone then plays perfectly.  The solver's
        table is kept, so scoring every card of one world shares the work."""
        hand = self.hands[to_act]
        i = hand.index(card)
        hand.pop(i)
        ts = [*trick_seats, to_act]
        tc = [*trick_cards, card]
        try:
            if len(tc) == self.trick_size:
                winner, gain = self._trick_winner(ts, tc)
                return gain + self._search(winner, [], [], 0, len(self.hands[winner]) + 1)
            nxt = (to_act + 1) & 3
            if nxt == self.sitting_out:
                nxt = (nxt + 1) & 3
            return self._search(nxt, ts, tc, 0, len(self.hands[nxt]) + 2)
        finally:
            hand.insert(i, card)

    def _trick_winner(self, ts: Sequence[int], tc: Sequence[int]) -> tuple[int, int]:
        """``(winner, 1 if it is on team else 0)`` of a complete trick (R7;
        a fast copy of ``winning_index``)."""
        table = STRENGTH[self.d][EFFECTIVE_SUIT[self.d][tc[0]]]
        w = 0
        ws = table[tc[0]]
        for j in range(1, len(tc)):
            sj = table[tc[j]]
            if sj > ws:
                w, ws = j, sj
        winner = ts[w]
        return winner, 1 if (winner & 1) == self.team else 0

    def _search(self, to_act: int, ts: list[int], tc: list[int], alpha: int, beta: int) -> int:
        self.nodes += 1
        hands = self.hands
        d = self.d
        hand = hands[to_act]
        n_in_trick = len(tc)
        key: tuple[int, ...] | None = None
        if n_in_trick == 0:
            remaining = len(hand)
            if remaining == 0:
                return 0
            if remaining == 1:
                return self._last_trick(to_act)
            key = (to_act, *hands[0], -1, *hands[1], -1, *hands[2], -1, *hands[3])
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha = max(alpha, lo)
                beta = min(beta, hi)
            led = -1
        else:
            led = EFFECTIVE_SUIT[d][tc[0]]
        blocking = [0] * 24
        for s in range(4):
            if s != to_act:
                for c in hands[s]:
                    blocking[c] += 1
        for c in tc:
            blocking[c] += 1
        moves = distinct_moves(hand, d, led, blocking)
        maximize = (to_act & 1) == self.team
        best = -1 if maximize else 99
        a0, b0 = alpha, beta
        trick_size = self.trick_size
        for c in moves:
            i = hand.index(c)
            hand.pop(i)
            tc.append(c)
            ts.append(to_act)
            if len(tc) == trick_size:
                # fast copy of engine.trick.winning_index (R7), see the docstring
                table = STRENGTH[d][EFFECTIVE_SUIT[d][tc[0]]]
                w = 0
                ws = table[tc[0]]
                for j in range(1, trick_size):
                    sj = table[tc[j]]
                    if sj > ws:
                        w, ws = j, sj
                winner = ts[w]
                gain = 1 if (winner & 1) == self.team else 0
                v = gain + self._search(winner, [], [], alpha - gain, beta - gain)
            else:
                nxt = (to_act + 1) & 3
                if nxt == self.sitting_out:
                    nxt = (nxt + 1) & 3
                v = self._search(nxt, ts, tc, alpha, beta)
            tc.pop()
            ts.pop()
            hand.insert(i, c)
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.tt.get(key, (0, 99))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
        return best

    def _last_trick(self, leader: int) -> int:
        """The forced last trick (one card each; R7 as in ``winning_index``)."""
        d = self.d
        hands = self.hands
        cards = [hands[leader][0]]
        seats = [leader]
        s = leader
        for _ in range(self.trick_size - 1):
            s = (s + 1) & 3
            if s == self.sitting_out:
                s = (s + 1) & 3
            cards.append(hands[s][0])
            seats.append(s)
        table = STRENGTH[d][EFFECTIVE_SUIT[d][cards[0]]]
        w = 0
        ws = table[cards[0]]
        for j in range(1, len(cards)):
            if table[cards[j]] > ws:
                w, ws = j, table[cards[j]]
        return 1 if (seats[w] & 1) == self.team else 0
