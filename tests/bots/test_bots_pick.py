"""How the search picks a card from its values over sampled worlds
(:mod:`bideuchre.bots.pick`): racing, the margin for many contenders, the
ruff guard."""

from __future__ import annotations

import pytest

from bideuchre.bots.knowledge import read
from bideuchre.bots.pick import dropped, family_margin, leads_into_ruff, pick, settled
from bideuchre.bots.solver import distinct_moves
from bideuchre.engine import Rules, card

from .bot_helpers import make_state


def test_family_margin_grows_with_the_contenders() -> None:
    assert family_margin(1.0, 1) == 1.0
    assert family_margin(1.0, 2) == pytest.approx(1.41, abs=0.01)
    assert family_margin(1.0, 10) == pytest.approx(2.15, abs=0.01)
    assert family_margin(1.0, 10) > family_margin(1.0, 5) > family_margin(1.0, 2)


def test_racing_drops_cards_clearly_no_better_than_the_heuristic_card() -> None:
    h = [1.0, -1.0, 1.0, 3.0, -1.0, 1.0]
    worse = [x - 2.0 for x in h]  # always two points behind
    same = list(h)  # never different
    noisy = [x + d for x, d in zip(h, [1.0, -1.0, 1.0, -1.0, 1.0, -1.5], strict=True)]
    better = [x + 1.0 for x in h]
    values = [h, worse, same, noisy, better]
    active = [True] * 5
    assert dropped(values, 0, 1.0, active) == [1, 2]
    # from ``late`` worlds on, a card not ahead of the heuristic card goes too
    assert dropped(values, 0, 1.0, active, late=6) == [1, 2, 3]
    assert dropped(values, 0, 1.0, [True, False, False, True, True]) == []
    # the dropped cards no longer compete, nor keep the search going
    assert not settled(values, 0, 1.0)
    assert settled(values, 0, 1.0, [True, False, False, False, True])
    assert pick(values, 0, 1.0, active=[True, False, False, False, True]) == 4


def test_a_dropped_card_is_never_picked() -> None:
    h = [0.0, 1.0, 0.0, 1.0, 0.0]
    lucky = [5.0, 6.0, 5.0]  # valued on three worlds only, then dropped
    steady = [x + 1.0 for x in h]
    values = [h, lucky, steady]
    assert pick(values, 0, 1.0, active=[True, False, True]) == 2


def test_family_margin_keeps_the_heuristic_card_among_many_close_candidates() -> None:
    h = [0.0] * 12
    close = [[0.0] * 12 for _ in range(9)]
    for i, row in enumerate(close):  # each a little better on a few worlds
        row[i] = 2.0
    best = [0.0] * 12
    best[0] = best[5] = best[9] = 2.0  # +0.5 a world, 1.7 standard errors
    values = [h, *close, best]
    assert pick(values, 0, 1.0) == 10
    assert pick(values, 0, 1.0, family=True) == 0


def _void_position():  # type: ignore[no-untyped-def]
    # Spades trump, East declares; West (East's partner) showed a heart void
    # and may still ruff; South leads.
    return make_state(
        Rules.preset("double-deck"),
        "N",
        {
            "S": "AH KH QH 9C TC QC 9D TD QD KD 9S TS",
            "W": "JS AS AS KS KS QS 9C 9D JD AD AC KC",
            "N": "TH TH TC JC QC KC TD JD QD KD 9S QS",
        },
        ["E 1S", "S pass", "W pass", "N pass", "E 9H", "S AH", "W 9D", "N TH"],
    )


def test_R6_leads_into_a_shown_void_need_the_extra_margin() -> None:
    state = _void_position()
    seat = state.to_act
    assert seat is not None
    k = read(state.observation(seat))
    blocking = list(k.out)
    candidates = distinct_moves(k.hand, k.d, -1, blocking)
    h = candidates.index(int(card("9C")))
    guarded = {candidates[i] for i in leads_into_ruff(k, k.d, -1, candidates, h)}
    assert guarded == {int(card("KH")), int(card("QH"))}
    # the heuristic card leading into the void itself: nothing to guard
    assert leads_into_ruff(k, k.d, -1, candidates, candidates.index(int(card("KH")))) == set()
    # a heart lead 3 standard errors and 0.9 points ahead of the heuristic
    # card among ten contenders does not overrule it; 6 standard errors do
    values = [[0.0] * 18 for _ in candidates]
    kh = candidates.index(int(card("KH")))
    values[kh] = [0.9 + (1.25 if w % 2 else -1.25) for w in range(18)]
    assert pick(values, h, 1.0, guarded_indexes(candidates, guarded)) == h
    assert pick(values, h, 1.0) == kh  # unguarded, 3 standard errors are plenty
    values[kh] = [0.9 + (0.6 if w % 2 else -0.6) for w in range(18)]
    assert pick(values, h, 1.0, guarded_indexes(candidates, guarded)) == kh


def guarded_indexes(candidates: list[int], faces: set[int]) -> set[int]:
    return {i for i, c in enumerate(candidates) if c in faces}
