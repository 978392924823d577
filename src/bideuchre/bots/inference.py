"""Inference from the cards played: how plausible is a sampled world?

A sampled world (:mod:`.sampling`) already agrees with every fact the seat has
seen — cards played, voids shown.  But players also reveal their hands by
*how* they play: a defender who threw a low card rather than covering
probably could not cover; a player who led a king probably lacks the ace.
:func:`play_likelihood` replays the hand's play so far in a world and, for
every card another seat chose, asks what a sound player holding that world's
cards would have chosen (:func:`~.cardplay.choose_card`, seeing only what that
seat saw then).  Each disagreement multiplies the world's weight by
``mismatch`` (< 1); the search keeps worlds in proportion to their weight
(sampling-importance-resampling), so worlds that explain the play well are
searched more often.

This is the classic *play inference* of card-playing programs (e.g. the
"consistency with observed actions" used by Ginsberg's GIB and by Buro et al.'s
Skat players); the model of the other players is the heuristic player, which
is also how the ``easy`` level plays.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cardplay import choose_card
from .tables import EFFECTIVE_SUIT, MEMBERS


def _equivalent(a: int, b: int, d: int, blocking: Sequence[int]) -> bool:
    """True if cards ``a`` and ``b`` of one effective suit have no card between
    them (inclusive of their own faces) held by another seat or in the trick:
    choosing either is the same decision."""
    if a == b:
        return True
    eff = EFFECTIVE_SUIT[d]
    if eff[a] != eff[b] or blocking[a] or blocking[b]:
        return False
    inside = False
    for f in MEMBERS[d][eff[a]]:
        if f in (a, b):
            if inside:
                return True
            inside = True
        elif inside and blocking[f]:
            return False
    return True


def play_likelihood(
    world: Sequence[Sequence[int]],
    history: Sequence[tuple[int, int]],
    d: int,
    declarer: int,
    sitting_out: int,
    observer: int,
    mismatch: float,
    memo: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] | None = None,
) -> float:
    """Relative plausibility of ``world`` given the cards played so far.

    Args:
        world: every seat's cards *now* (indexes 0..3; extra entries ignored).
        history: every ``(seat, card)`` played this hand, in order.
        d: the contract's denomination; ``declarer``, ``sitting_out`` (or -1).
        observer: the seat whose decision this is (its own plays are not
            evidence).
        mismatch: weight factor for each play the heuristic player would not
            have made (1.0: no inference).
        memo: optional cache of the heuristic player's choices, shared by the
            worlds of one decision (the same ``history``, ``d``, ``declarer``
            and ``sitting_out``): late in a hand many worlds give a seat the
            same cards, and the choice depends only on the play so far, that
            seat's hand and the cards out.  It changes no result.

    Returns:
        A weight in ``(0, 1]``.
    """
    if mismatch >= 1.0 or not history:
        return 1.0
    hands = [sorted(world[s]) for s in range(4)]  # the order a world deals in is noise
    for s, c in history:
        hands[s].append(c)
    rem = [0] * 24
    for h in hands:
        for c in h:
            rem[c] += 1
    voids = [0, 0, 0, 0]
    eff = EFFECTIVE_SUIT[d]
    trick_size = 3 if sitting_out >= 0 else 4
    ts: list[int] = []
    tc: list[int] = []
    weight = 1.0
    for i, (s, c) in enumerate(history):
        hand = hands[s]
        if s != observer:
            if tc:
                led = eff[tc[0]]
                options = {x for x in hand if eff[x] == led} or set(hand)
            else:
                options = set(hand)
            if len(options) > 1:
                out = rem[:]
                for x in hand:
                    out[x] -= 1
                key = (i, tuple(hand), tuple(out))
                guess = -1 if memo is None else memo.get(key, -1)
                if guess < 0:
                    held = [len(h) for h in hands]
                    guess = choose_card(d, s, hand, ts, tc, declarer, sitting_out, out, voids, held)
                    if memo is not None:
                        memo[key] = guess
                if guess != c:
                    blocking = out[:]
                    for x in tc:
                        blocking[x] += 1
                    if not _equivalent(guess, c, d, blocking):
                        weight *= mismatch
        if tc and eff[c] != eff[tc[0]]:
            voids[s] |= 1 << eff[tc[0]]
        hand.remove(c)
        rem[c] -= 1
        ts.append(s)
        tc.append(c)
        if len(tc) == trick_size:
            ts, tc = [], []
    return weight
