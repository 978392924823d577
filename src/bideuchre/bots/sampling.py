"""World sampling: deals of the unseen cards consistent with what a seat saw.

A *world* gives every other seat a hand (and the hidden out-of-play pile its
cards) such that:

* the cards dealt are exactly the seat's unseen cards (:mod:`.knowledge`:
  the deck minus its hand, the cards played, what it knows is out of play);
* each seat gets as many cards as it holds (the counts are public), plus any
  cards the observer knows it holds (the lone partner's passed cards, D6);
* no seat gets a card of an effective suit it has shown void in (R4, R6);
* the calls bias the deal: a seat that bid a denomination is dealt more of
  its trumps (and, for no trump, more aces and kings) — each card is drawn
  towards a seat with a weight, so the bias shifts the odds without ever
  making a consistent deal impossible.

:func:`sample_world` deals cards most-constrained first, each to a holder
chosen with probability proportional to its remaining room times its weight
for that card; in the rare dead end it retries, and finally falls back to a
bipartite matching, which always finds a consistent deal if one exists.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .knowledge import Knowledge
from .tables import EFFECTIVE_SUIT, NT

#: Weight of a seat for the trumps of a denomination it bid, per ``copies``
#: (alone: more).  Chosen so that sampled bidders hold about as many trumps
#: as the bots' bidders really do (4.9 of 12 in the double deck, 2.9 of 6 in
#: the single deck; an even share is 3.5 and 1.75).
BID_WEIGHT = {2: 1.7, 1: 2.3}
ALONE_WEIGHT = 3.0
#: Weight for aces and kings of a seat that bid no trump.
NT_WEIGHT = 1.7

HIDDEN = 4  # index of the hidden out-of-play pile among holders


def call_weights(k: Knowledge, copies: int) -> list[list[float]]:
    """``weights[seat][face]`` from the calls (module docstring); 1.0 = no bias."""
    out = [[1.0] * 24 for _ in range(4)]
    for seat in range(4):
        if seat == k.seat:
            continue
        summary = k.calls[seat]
        for d in set(summary.denominations):
            w = ALONE_WEIGHT if summary.best >= 99 else BID_WEIGHT[copies]
            row = out[seat]
            if d == NT:
                for f in range(24):
                    if f % 6 >= 4:  # king, ace
                        row[f] = max(row[f], NT_WEIGHT)
            else:
                eff = EFFECTIVE_SUIT[d]
                for f in range(24):
                    if eff[f] == d:
                        row[f] = max(row[f], w)
    return out


class Sampler:
    """Deals worlds for one decision (module docstring).

    Args:
        k: the observer's knowledge.
        d: denomination whose effective suits the voids refer to (the
            contract's), or -1 during the auction (no voids yet).
        weights: ``weights[seat][face]`` bias, or None for uniform.
    """

    def __init__(self, k: Knowledge, weights: Sequence[Sequence[float]] | None = None) -> None:
        self.k = k
        self.pool: list[int] = [f for f in range(24) for _ in range(k.out[f])]
        need = [0, 0, 0, 0, k.hidden_out]
        for s in range(4):
            if s != k.seat:
                need[s] = k.held[s] - len(k.known[s])
        self.need = need
        total = sum(need)
        if total != len(self.pool):
            raise ValueError(
                f"inconsistent knowledge: {len(self.pool)} unseen cards for {total} places"
            )
        holders = [h for h in range(5) if need[h] > 0]
        eff = EFFECTIVE_SUIT[k.d] if k.d >= 0 else None
        # eligible[face] -> holders that may get it
        self.eligible: list[list[int]] = []
        for f in range(24):
            if eff is None:
                self.eligible.append(holders)
            else:
                bit = 1 << eff[f]
                self.eligible.append([h for h in holders if h == HIDDEN or not k.voids[h] & bit])
        self.weights = weights
        # most constrained faces first; stable order otherwise
        self.order = sorted(self.pool, key=lambda f: len(self.eligible[f]))

    def sample(self, rng: random.Random) -> list[list[int]]:
        """One world: ``hands[seat]`` for seats 0..3 (the observer's own hand
        included) and ``hands[4]`` the hidden out-of-play pile.

        Raises:
            ValueError: if no consistent deal exists (corrupt knowledge).
        """
        k = self.k
        for _ in range(20):
            hands = self._try(rng)
            if hands is not None:
                break
        else:
            hands = self._matching(rng)
        for s in range(4):
            hands[s].extend(k.known[s])
        hands[k.seat] = list(k.hand)
        return hands

    def _try(self, rng: random.Random) -> list[list[int]] | None:
        room = self.need[:]
        hands: list[list[int]] = [[], [], [], [], []]
        weights = self.weights
        order = self.order[:]
        # shuffle within groups of equal constraint so ties are random
        i = 0
        n = len(order)
        eligible = self.eligible
        while i < n:
            j = i
            size = len(eligible[order[i]])
            while j < n and len(eligible[order[j]]) == size:
                j += 1
            if j - i > 1:
                chunk = order[i:j]
                rng.shuffle(chunk)
                order[i:j] = chunk
            i = j
        rand = rng.random
        for f in order:
            total = 0.0
            opts = eligible[f]
            for h in opts:
                if room[h]:
                    w = room[h] * (weights[h][f] if weights is not None and h < 4 else 1.0)
                    total += w
            if total <= 0.0:
                return None
            x = rand() * total
            chosen = -1
            for h in opts:
                if room[h]:
                    w = room[h] * (weights[h][f] if weights is not None and h < 4 else 1.0)
                    x -= w
                    chosen = h
                    if x < 0:
                        break
            room[chosen] -= 1
            hands[chosen].append(f)
        return hands

    def _matching(self, rng: random.Random) -> list[list[int]]:
        """A consistent deal by augmenting paths (Kuhn), in random order."""
        slots: list[int] = []
        for h in range(5):
            slots.extend([h] * self.need[h])
        cards = self.pool[:]
        rng.shuffle(cards)
        rng.shuffle(slots)
        match_of_slot: list[int] = [-1] * len(slots)

        def augment(ci: int, seen: list[bool]) -> bool:
            allowed = self.eligible[cards[ci]]
            for si, h in enumerate(slots):
                if h in allowed and not seen[si]:
                    seen[si] = True
                    if match_of_slot[si] < 0 or augment(match_of_slot[si], seen):
                        match_of_slot[si] = ci
                        return True
            return False

        for ci in range(len(cards)):
            if not augment(ci, [False] * len(slots)):
                raise ValueError("no deal of the unseen cards fits the voids shown")
        hands: list[list[int]] = [[], [], [], [], []]
        for si, ci in enumerate(match_of_slot):
            hands[slots[si]].append(cards[ci])
        return hands
