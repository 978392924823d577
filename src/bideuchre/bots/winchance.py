"""The chance of winning a game from its score (R14), for the calls near its end.

A hand's outcome — what the declaring side and the defenders score, and
whether the contract was made (R12, D7) — is drawn from the frequencies of
whole games between the CPU players (``bots/data/hand_outcomes.json``,
``benchmarks/hand_outcomes.py``), either side declaring with equal chance.
:func:`win_chance` is then the chance that the side with ``ours`` points
wins against ``theirs`` from the start of a hand, solved over every score
(value iteration: the eligible side wins when its total reaches the target,
R14; a set contract takes points away, so scores go down as well as up).

Near the end of a game a point is not worth the same everywhere: a side
three points from the target that makes any contract wins, and a sacrifice
that stops the opponents on this hand but leaves them a point short is worth
little.  :func:`outcome_points` values an outcome as the change in the
chance of winning, in points (scaled so that a point at the current score is
worth about a point): what the ``hard`` player's bidding maximises when the
hand may end the game.  Only for the ``eligible`` rule (the default); other
rules keep the fixed bonus (:data:`.simbid.GAME_POINTS`).
"""

from __future__ import annotations

import functools
import json
from importlib import resources

import numpy as np

from ..engine import Rules
from ..engine.rules import WinRule

#: Scores below this are counted as this (a side this low has lost in practice).
LOW = -80
#: How far past the target a side's total is tracked (R14: it may keep playing).
PAST = 40


@functools.cache
def _outcomes(copies: int) -> tuple[tuple[int, int, bool, float], ...]:
    text = resources.files("bideuchre.bots").joinpath("data/hand_outcomes.json").read_text("utf-8")
    rows = json.loads(text)[str(copies)]
    total = float(sum(r[3] for r in rows))
    return tuple((int(d), int(e), bool(m), n / total) for d, e, m, n in rows)


def supported(rules: Rules) -> bool:
    """Whether :func:`win_chance` models ``rules`` (the eligible rule, a preset's deck)."""
    return rules.win_rule is WinRule.ELIGIBLE and rules.copies in (1, 2)


@functools.cache
def _table(copies: int, target: int) -> np.ndarray:
    """``W[ours - LOW, theirs - LOW]``: the chance of winning from the start of a hand."""
    hi = target + PAST
    xs = np.arange(LOW, hi + 1)
    n = len(xs)
    w = np.full((n, n), 0.5)
    moves = []
    for d, e, made, p in _outcomes(copies):
        for we_declare in (True, False):
            dx, dy = (d, e) if we_declare else (e, d)
            rows = np.clip(xs + dx, LOW, hi) - LOW
            cols = np.clip(xs + dy, LOW, hi) - LOW
            if made == we_declare:  # we are eligible (R14)
                mask = (xs + dx >= target)[:, None] & np.ones((1, n), dtype=bool)
                fixed = 1.0
            else:
                mask = np.ones((n, 1), dtype=bool) & (xs + dy >= target)[None, :]
                fixed = 0.0
            moves.append((rows, cols, mask, fixed, 0.5 * p))
    for _ in range(1000):
        new = np.zeros_like(w)
        for rows, cols, mask, fixed, p in moves:
            new += p * np.where(mask, fixed, w[np.ix_(rows, cols)])
        change = float(np.abs(new - w).max())
        w = new
        if change < 1e-9:
            break
    return w


def win_chance(rules: Rules, ours: float, theirs: float) -> float:
    """The chance the side with ``ours`` points beats the side with ``theirs``
    from the start of a hand (``supported`` rules only)."""
    w = _table(rules.copies, rules.target_score)
    hi = rules.target_score + PAST
    i = int(min(max(round(ours), LOW), hi)) - LOW
    j = int(min(max(round(theirs), LOW), hi)) - LOW
    return float(w[i, j])


def points_scale(rules: Rules, ours: int, theirs: int) -> float:
    """Points a whole game is worth at this score: one over the change in the
    chance of winning per point of net score (ours up, or theirs down, by a
    few points), bounded to 10–200."""
    step = 3
    up = win_chance(rules, ours + step, theirs) - win_chance(rules, ours - step, theirs)
    down = win_chance(rules, ours, theirs - step) - win_chance(rules, ours, theirs + step)
    slope = (up + down) / (4.0 * step)
    return min(max(1.0 / max(slope, 1e-9), 10.0), 200.0)


def outcome_points(
    rules: Rules, totals: tuple[int, int], new: tuple[int, int], winner: int, scale: float
) -> float:
    """The change in the chance of winning of the side with ``totals[0]``,
    when the hand ends at ``new`` (``winner`` 0 it wins, 1 the other side,
    -1 nobody yet), times ``scale`` points (:func:`points_scale`)."""
    before = win_chance(rules, totals[0], totals[1])
    after = 1.0 if winner == 0 else 0.0 if winner == 1 else win_chance(rules, new[0], new[1])
    return scale * (after - before)
