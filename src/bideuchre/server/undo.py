"""Undo (docs/api.md, ``POST /api/games/{id}/undo``): take back South's last
action in the hand in progress — a call, an exchange step (D6) or a card —
with the CPU actions after it.

The state is rebuilt by replaying the hand's record up to that action
(:func:`~.records.state_before`), so the undone state is exactly the one
South saw then, and it is saved as a new version like any other change
(it survives a restart).  CPU decisions are a function of the game's seed,
the seat and the number of actions so far in the hand, made in the bots'
fixed-work mode (:mod:`.cpu`), so the same actions after an undo bring the
same CPU replies.  A scored hand is final: undo works within the hand in
progress only.
"""

from __future__ import annotations

from ..engine import GameState, HandRecord, Seat
from .errors import nothing_to_undo
from .records import hand_finished, hand_steps, state_before

SOUTH = Seat.S
#: The one event of an undo's ``Step``: one action of South's taken back.
UNDONE: dict[str, object] = {"type": "undone", "count": 1}


def south_actions(state: GameState) -> int:
    """How many actions South has taken in the current hand."""
    return sum(1 for s in hand_steps(HandRecord.of(state)) if s.seat is SOUTH)


def undo_state(state: GameState) -> GameState:
    """A new state: ``state`` before South's last action of the current hand
    and everything after it.

    Raises:
        ApiError: 409 ``nothing_to_undo`` when the hand is over (scored or
            annulled: final) or South has not acted yet in this hand.
    """
    if hand_finished(state):
        raise nothing_to_undo("the hand is over: a scored hand cannot be taken back")
    steps = hand_steps(HandRecord.of(state))
    last = max((i for i, s in enumerate(steps) if s.seat is SOUTH), default=-1)
    if last < 0:
        raise nothing_to_undo("South has not acted yet in this hand")
    return state_before(state, last)
