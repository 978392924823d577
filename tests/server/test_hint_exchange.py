"""The hint in the lone exchange (D6) names every card South is to pass or
discard, not only the first.

Before (fresh-user check): North alone asked South for 3 cards; Hint said
"Pass A♠"; once A♠ was chosen (the page sends the cards together, so the
server's position had not moved) Hint said "Pass A♠" again and outlined the
card already chosen, and following it dropped the card.
"""

from __future__ import annotations

from bideuchre.engine import DOUBLE_DECK, ActionKind, GameState, Phase, Seat, exchange
from bideuchre.server.hints import Hints, judge_position


def _lone_exchange(declarer: Seat, seed: str) -> GameState:
    """A double-deck hand where ``declarer`` goes alone (the others pass) and
    announces an exchange of 3 cards."""
    state = GameState.new_game(DOUBLE_DECK, seed)
    while state.phase is Phase.AUCTION:
        legal = state.legal_actions()
        alone = [a for a in legal if a.kind is ActionKind.ALONE]
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        state.apply(alone[0] if state.to_act is declarer and alone else passes[0])
    assert state.phase is Phase.EXCHANGE and state.to_act is declarer
    state.apply(exchange(3))
    return state


def test_the_hint_names_the_three_cards_to_pass_to_a_lone_north() -> None:
    state = _lone_exchange(Seat.N, "hint-exchange-north")
    assert state.to_act is Seat.S
    hint = Hints().hint(("g", 1), state, "seed")
    steps = hint["actions"]
    assert len(steps) == 3 and all(s.startswith("pass ") for s in steps)
    assert steps[0] == hint["action"]
    assert all(any(str(a) == s for a in state.legal_actions()) for s in steps)
    # each is the card the same judgement chooses once the ones before are gone
    after = state.clone()
    for s in steps:
        assert str(judge_position(after, "seed").recommended) == s
        after.apply(judge_position(after, "seed").recommended)
    assert after.to_act is not Seat.S
    # the hand South holds: multiset (two copies of a card may both be named)
    held = [str(c) for c in state.observation(Seat.S).hand]
    for s in set(steps):
        assert steps.count(s) <= held.count(s.split()[1])


def test_the_hint_names_every_card_south_discards_when_alone() -> None:
    state = _lone_exchange(Seat.S, "hint-exchange-south")
    while state.to_act is Seat.N:  # North passes its 3 cards
        state.apply(state.legal_actions()[0])
    assert state.phase is Phase.EXCHANGE and state.to_act is Seat.S
    hint = Hints().hint(("g", 2), state, "seed")
    steps = hint["actions"]
    assert len(steps) == 3 and all(s.startswith("discard ") for s in steps)
    assert steps[0] == hint["action"]


def test_outside_the_exchange_the_hint_has_one_action() -> None:
    state = GameState.new_game(DOUBLE_DECK, "hint-one")
    while state.to_act is not Seat.S:
        state.apply(state.legal_actions()[0])
    hint = Hints().hint(("g", 3), state, "seed")
    assert hint["actions"] == [hint["action"]]
