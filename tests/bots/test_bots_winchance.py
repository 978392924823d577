"""The chance of winning a game from its score (``bots.winchance``, R14)."""

from __future__ import annotations

import itertools

import pytest

from bideuchre.bots import winchance
from bideuchre.bots.simbid import outcome_value
from bideuchre.engine import Rules

DOUBLE = Rules.preset("double-deck")
SINGLE = Rules.preset("single-deck")


@pytest.mark.parametrize("rules", [SINGLE, DOUBLE], ids=["single", "double"])
def test_R14_level_scores_are_even_and_the_chances_add_up(rules: Rules) -> None:
    assert winchance.win_chance(rules, 0, 0) == pytest.approx(0.5, abs=1e-6)
    for ours, theirs in [(10, 20), (25, 5), (30, 31), (-8, 12)]:
        a = winchance.win_chance(rules, ours, theirs)
        b = winchance.win_chance(rules, theirs, ours)
        assert a + b == pytest.approx(1.0, abs=1e-6)


@pytest.mark.parametrize("rules", [SINGLE, DOUBLE], ids=["single", "double"])
def test_R14_more_points_more_chance(rules: Rules) -> None:
    t = rules.target_score
    row = [winchance.win_chance(rules, x, t // 2) for x in range(0, t, 2)]
    assert all(b > a for a, b in itertools.pairwise(row))
    # three points from the target against a side far behind: nearly won
    assert winchance.win_chance(rules, t - 3, t // 3) > 0.8


def test_R14_a_sacrifice_that_leaves_them_a_point_short_is_worth_little() -> None:
    # EW at 44 of 52 would make their contract and win; NS overcall and are
    # set, EW scoring 7 as defenders: 51, a point short.  The game goes on,
    # but EW's chance of winning it stays high, so stopping them on this
    # hand is worth far less than a whole game.
    assert winchance.win_chance(DOUBLE, 51, 25) > 0.8
    scale = winchance.points_scale(DOUBLE, 30, 44)
    assert 10.0 <= scale <= 200.0


def test_R14_win_scale_values_outcomes_by_the_change_in_the_chance_of_winning() -> None:
    rules = DOUBLE
    scale = winchance.points_scale(rules, 45, 30)
    # we (NS) declare 6 with 45: 7 tricks wins the game
    win = outcome_value(rules, (45, 30), 0, 0, 6, 7, True, None, scale)
    before = winchance.win_chance(rules, 45, 30)
    assert win == pytest.approx(scale * (1.0 - before))
    # set at 6 with 5 tricks: -6 for us, 7 for them, nobody wins yet
    lost = outcome_value(rules, (45, 30), 0, 0, 6, 5, True, None, scale)
    after = winchance.win_chance(rules, 39, 37)
    assert lost == pytest.approx(scale * (after - before))
    assert lost < 0.0 < win
