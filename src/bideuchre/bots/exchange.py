"""The exchange of a lone hand (D6), one card at a time.

* The declarer announces ``k``: as many cards as it holds losers (side
  cards some unseen card outranks, and trumps that are not masters), up to
  ``lone_exchange_max`` — partner's best card for the denomination is almost
  always better than a loser.
* The partner passes its best cards for the named denomination: bowers and
  high trumps first, then aces, then kings (:func:`~.evaluation.pass_order`).
  It never passes a low card while it holds a better one.
* The declarer discards its worst cards without seeing what partner passed:
  side cards that are not masters, shortest suits first so as to make voids
  it can ruff, never a trump while it holds a side loser
  (:func:`~.evaluation.discard_order`).
"""

from __future__ import annotations

from ..engine import Action, ActionKind, Observation
from ..engine.actions import DISCARD_OF, GIVE_OF
from .evaluation import discard_order, pass_order
from .tables import EFFECTIVE_SUIT, MEMBERS


def count_losers(hand: list[int], d: int, copies: int) -> int:
    """Cards of ``hand`` that some unseen card of their suit outranks (R5)."""
    mine = [0] * 24
    for c in hand:
        mine[c] += 1
    losers = 0
    for c in hand:
        for f in MEMBERS[d][EFFECTIVE_SUIT[d][c]]:
            if f == c:
                break
            if copies - mine[f] > 0:
                losers += 1
                break
    return losers


def choose_exchange(obs: Observation) -> Action:
    """The exchange step for ``obs.seat``: announce ``k``, pass or discard (D6).

    Raises:
        ValueError: if ``obs`` is not an exchange decision.
    """
    legal = obs.legal
    contract = obs.contract
    if contract is None or not legal:
        raise ValueError("not an exchange decision")
    d = int(contract.denomination)
    hand = [int(c) for c in obs.hand]
    kind = legal[0].kind
    if kind is ActionKind.EXCHANGE:
        want = count_losers(hand, d, obs.rules.copies)
        best = legal[0]
        for a in legal:
            if a.k <= want and a.k > best.k:
                best = a
        return best
    if kind is ActionKind.GIVE:
        return GIVE_OF[pass_order(hand, d)[0]]
    if kind is ActionKind.DISCARD:
        return DISCARD_OF[discard_order(hand, d, obs.rules.copies)[0]]
    raise ValueError(f"not an exchange decision: {legal[0]}")
