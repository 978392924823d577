"""Hand evaluation: how many tricks a hand is worth in each denomination.

Used for calling (R9, D5) by the ``easy`` bot, and as a first guess and a
tie-break by the search bots.  Two estimates:

* :func:`side_tricks` — tricks the seat's side is expected to take if the
  seat declares ``d`` with an average partner (the partnership contract,
  R12).  A linear model over the features of :func:`features` (bowers, trump
  length, trump honours, side aces and kings, voids, long suits in no trump)
  whose weights were fitted by least squares to heuristic play-outs of random
  deals (``benchmarks/fit_evaluation.py``).
* :func:`lone_losers` — expected losers of a lone hand after the exchange
  (D5, D6), from which :func:`lone_probability` estimates the chance of
  taking every trick.

All functions take hands as sequences of card faces (0..23, multisets).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from ..engine.cards import Rank
from .tables import EFFECTIVE_SUIT, MEMBERS, NT, RANK_IN_SUIT, TRUMPS

#: Names of the features of a trump contract, in :func:`features` order.
TRUMP_FEATURES: Final = (
    "right",
    "left",
    "trump_ace",
    "trump_king",
    "trump_low",
    "trump_extra",
    "side_ace",
    "side_king",
    "side_king_alone",
    "void",
    "singleton",
)
#: Names of the features of a no-trump contract.
NT_FEATURES: Final = ("ace", "king", "king_alone", "queen", "long", "void")

# Weights (intercept first), per (copies, no trump).  Fitted with
# benchmarks/fit_evaluation.py; see docs/bots.md.
WEIGHTS: dict[tuple[int, bool], tuple[float, ...]] = {
    (2, False): (3.53, 0.88, 0.60, 0.26, 0.21, 0.17, 0.47, 0.55, 0.06, 0.04, 0.51, 0.28),
    (2, True): (4.08, 0.72, 0.18, 0.19, -0.06, 0.15, -0.27),
    (1, False): (1.75, 0.87, 0.51, 0.39, 0.19, 0.19, 0.31, 0.44, -0.02, 0.03, 0.32, 0.05),
    (1, True): (2.02, 0.78, 0.76, 0.03, -0.02, 0.17, 0.17),
}
#: Mean side tricks of a random hand declaring (trump, no trump), per copies:
#: the baseline a partner's bid is measured against.
AVERAGE: dict[tuple[int, bool], float] = {
    (2, False): 6.08,
    (2, True): 5.85,
    (1, False): 3.01,
    (1, True): 3.13,
}
#: Standard error of :func:`side_tricks` (root mean square residual of the fit).
SPREAD: dict[int, float] = {2: 1.85, 1: 1.3}


def features(hand: Sequence[int], d: int, copies: int) -> list[float]:
    """The features of ``hand`` for a contract in ``d`` (see the name tuples).

    Trump contracts: right and left bowers (R4), trump ace, king, lower trumps,
    trumps beyond an even share, side aces, side kings with and without the
    ace beside them, void and singleton side suits.  No trump: aces, kings
    (guarded by the ace or not), queens, cards beyond four in a suit holding
    its ace or king, voids.
    """
    eff = EFFECTIVE_SUIT[d]
    lengths = [0, 0, 0, 0]
    for c in hand:
        lengths[eff[c]] += 1
    share = 3.5 if copies == 2 else 1.75  # an even share of the trump suit
    if d == NT:
        aces = kings = kings_alone = queens = 0
        long_extra = 0
        voids = 0
        for s in range(4):
            suit = [c for c in hand if eff[c] == s]
            has_ace = any(c % 6 == Rank.ACE for c in suit)
            has_king = any(c % 6 == Rank.KING for c in suit)
            for c in suit:
                r = c % 6
                if r == Rank.ACE:
                    aces += 1
                elif r == Rank.KING:
                    if has_ace:
                        kings += 1
                    else:
                        kings_alone += 1
                elif r == Rank.QUEEN:
                    queens += 1
            if (has_ace or has_king) and len(suit) > 2 * copies:
                long_extra += len(suit) - 2 * copies
            if not suit:
                voids += 1
        return [aces, kings, kings_alone, queens, long_extra, voids]
    right = left = t_ace = t_king = t_low = 0
    side_ace = side_king = side_king_alone = 0
    for c in hand:
        if eff[c] == d:
            rank = RANK_IN_SUIT[d][c]
            if rank == 7:
                right += 1
            elif rank == 6:
                left += 1
            elif rank == Rank.ACE:
                t_ace += 1
            elif rank == Rank.KING:
                t_king += 1
            else:
                t_low += 1
    for s in range(4):
        if s == d:
            continue
        suit = [c for c in hand if eff[c] == s]
        has_ace = any(c % 6 == Rank.ACE for c in suit)
        for c in suit:
            r = c % 6
            if r == Rank.ACE:
                side_ace += 1
            elif r == Rank.KING:
                if has_ace:
                    side_king += 1
                else:
                    side_king_alone += 1
    n_trump = lengths[d]
    extra = max(0.0, n_trump - share)
    voids = sum(1 for s in range(4) if s != d and lengths[s] == 0) if n_trump >= 2 else 0
    singles = sum(1 for s in range(4) if s != d and lengths[s] == 1) if n_trump >= 2 else 0
    return [
        right,
        left,
        t_ace,
        t_king,
        t_low,
        extra,
        side_ace,
        side_king,
        side_king_alone,
        voids,
        singles,
    ]


def side_tricks(hand: Sequence[int], d: int, copies: int) -> float:
    """Expected tricks of the seat's side if it declares ``d`` (R12), with an
    average partner; ``0 <= result <= hand size``."""
    w = WEIGHTS[(copies, d == NT)]
    value = w[0]
    for wi, fi in zip(w[1:], features(hand, d, copies), strict=True):
        value += wi * fi
    return min(max(value, 0.0), 6.0 * copies)


def lone_losers(hand: Sequence[int], d: int, copies: int, exchange_max: int) -> float:
    """Expected tricks a lone declarer in ``d`` loses (D5), after exchanging up
    to ``exchange_max`` cards with partner (D6).

    Opponents are assumed to hold two thirds of every unseen card (the lone
    partner holds the rest and passes its best).  Trump losers: unseen trumps
    stronger than the trump the declarer needs to have drawn theirs with.
    Side losers: side cards with a stronger unseen card of their suit.
    """
    eff = EFFECTIVE_SUIT[d]
    mine = [0] * 24
    for c in hand:
        mine[c] += 1
    losers = 0.0
    if d != NT:
        my_trumps = sorted((c for c in hand if eff[c] == d), key=lambda c: -RANK_IN_SUIT[d][c])
        trumps_out = sum(copies - mine[f] for f in TRUMPS[d])
        opp_trumps = trumps_out * 2.0 / 3.0
        rounds = max(1, math.ceil(opp_trumps * 0.6))
        if len(my_trumps) < rounds:
            losers += rounds - len(my_trumps)
            guard = my_trumps[-1] if my_trumps else -1
        else:
            guard = my_trumps[rounds - 1]
        if guard >= 0:
            stronger = 0
            for f in TRUMPS[d]:
                if f == guard:
                    break
                stronger += copies - mine[f]
            losers += stronger * 2.0 / 3.0
    for s in range(4):
        if s == d:
            continue
        members = MEMBERS[d][s]
        unseen_above = 0
        for f in members:
            n = mine[f]
            if n and unseen_above:
                # each of my copies below an unseen stronger card is a loser
                losers += n * min(1.0, unseen_above * 2.0 / 3.0)
            unseen_above += copies - n
    gain = min(float(exchange_max), losers) * 0.75
    return max(0.0, losers - gain)


def lone_probability(hand: Sequence[int], d: int, copies: int, exchange_max: int) -> float:
    """Rough chance that a lone declarer in ``d`` takes every trick (D5)."""
    return math.exp(-1.4 * lone_losers(hand, d, copies, exchange_max))


def pass_order(hand: Sequence[int], d: int) -> list[int]:
    """The lone partner's cards, best to pass first (D6).

    Trump contracts: trumps from the right bower down, then side aces, then
    side kings, then the rest from high to low.  No trump: aces, then kings,
    then the rest from high to low.
    """
    eff = EFFECTIVE_SUIT[d]

    def key(c: int) -> tuple[int, int]:
        rank = RANK_IN_SUIT[d][c]
        if d != NT and eff[c] == d:
            return (0, -rank)
        return (1, -rank)

    return sorted(hand, key=key)


def discard_order(hand: Sequence[int], d: int, copies: int) -> list[int]:
    """The lone declarer's cards, worst first (D6): side cards that are not
    masters, from the shortest suits first (to make voids to ruff with) and
    lowest first; trumps last, lowest first."""
    eff = EFFECTIVE_SUIT[d]
    lengths = [0, 0, 0, 0]
    mine = [0] * 24
    for c in hand:
        lengths[eff[c]] += 1
        mine[c] += 1

    def key(c: int) -> tuple[int, int, int, int]:
        s = eff[c]
        is_trump = 1 if d != NT and s == d else 0
        unseen_above = 0
        for f in MEMBERS[d][s]:
            if f == c:
                break
            unseen_above += copies - mine[f]
        master = 1 if unseen_above == 0 else 0
        length = lengths[s] if d != NT else -lengths[s]
        return (is_trump, master, length, RANK_IN_SUIT[d][c])

    return sorted(hand, key=key)
