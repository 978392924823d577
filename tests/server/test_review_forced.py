"""A forced decision (South's only legal action) is flagged ``forced`` in
the review (docs/api.md, Review), so the page leaves it out of the "good"
count: a fresh user saw "12 of 13 decisions good" where several ✓ were
plays of the only card that could follow."""

from __future__ import annotations

from bideuchre.engine import Action
from bideuchre.server.review import _current, judge_decision

from ..engine.support import do, legal_text, make_state


def test_the_only_legal_card_is_forced_and_a_choice_is_not() -> None:
    state = make_state(
        "single-deck",
        hands={"N": "9C 9S TS JS QS KS", "S": "AC 9D TD QD KD AD"},
        calls=["N 2NT", "E pass", "S pass", "W pass"],
    )
    do(state, "N 9C")
    do(state, "E TC")
    assert legal_text(state) == ["AC"]
    d = judge_decision(state, Action.parse("AC", "play"), 6, "forced")
    assert d["forced"] is True and d["verdict"] == "best"

    state = make_state(
        "single-deck",
        hands={"N": "9C 9S TS JS QS KS", "S": "AC QC JC 9D TD QD"},
        calls=["N 2NT", "E pass", "S pass", "W pass"],
    )
    do(state, "N 9C")
    do(state, "E TC")
    assert len(legal_text(state)) == 3
    assert judge_decision(state, Action.parse("AC", "play"), 6, "forced")["forced"] is False


def test_a_review_stored_without_forced_is_judged_again() -> None:
    judged = {"verdict": "best", "good": True, "cost": 0.0}
    assert _current({"decisions": [judged | {"forced": False}]})
    assert not _current({"decisions": [judged]})
