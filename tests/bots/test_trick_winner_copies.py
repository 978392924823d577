"""The CPU players' fast copies of the trick winner agree with the engine's
``winning_index`` (R7: the highest trump, else the highest card of the
effective suit led; the first of two identical cards wins).

``bots/solver.py`` inlines the winner three times (``Solver._trick_winner``,
the trick completed inside ``Solver._search``, ``Solver._last_trick``); each
is reached here on random tricks of both presets, in every denomination, of
four cards and of three (a lone hand, D5).
"""

from __future__ import annotations

import random

import pytest

from bideuchre.bots.playout import PlayState
from bideuchre.bots.solver import Solver
from bideuchre.engine import PRESETS, Rules, deck, winning_index

TRIALS = 1500


def _random_trick(rules: Rules, rng: random.Random) -> tuple[int, int, list[int], list[int]]:
    """``(d, sitting_out, seats, cards)`` of a random legal-looking complete trick:
    seats in play order (skipping a lone partner), cards drawn from the deck."""
    d = rng.randrange(5)
    sitting_out = rng.randrange(4) if rng.random() < 0.4 else -1
    leader = rng.choice([s for s in range(4) if s != sitting_out])
    seats = [leader]
    while len(seats) < (3 if sitting_out >= 0 else 4):
        s = (seats[-1] + 1) & 3
        if s == sitting_out:
            s = (s + 1) & 3
        seats.append(s)
    cards = [int(c) for c in rng.sample(deck(rules.copies), len(seats))]
    if rules.copies == 2 and rng.random() < 0.4:  # two identical cards (R7)
        i, j = sorted(rng.sample(range(len(cards)), 2))
        cards[j] = cards[i]
    return d, sitting_out, seats, cards


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_R7_fast_copies_agree_with_winning_index(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(f"trick-winner/{preset}")
    identical_seen = three_card_seen = 0
    for _ in range(TRIALS):
        d, sitting_out, seats, cards = _random_trick(rules, rng)
        winner = seats[winning_index(cards, d)]
        identical_seen += len(set(cards)) < len(cards)
        three_card_seen += len(cards) == 3
        for team in (0, 1):
            gain = 1 if winner & 1 == team else 0
            solver = Solver(d, [[], [], [], []], sitting_out, team)
            assert solver._trick_winner(seats, cards) == (winner, gain)
            # the trick completed inside the search (k > 0) or the forced last
            # trick (k == 0): the seats still to play hold just their card
            k = rng.randrange(len(cards))
            hands: list[list[int]] = [[], [], [], []]
            for s, c in zip(seats[k:], cards[k:], strict=True):
                hands[s] = [c]
            solver = Solver(d, hands, sitting_out, team)
            assert solver.solve(seats[k], seats[:k], cards[:k]) == gain
        k = rng.randrange(len(cards))
        hands = [[], [], [], []]
        for s, c in zip(seats[k:], cards[k:], strict=True):
            hands[s] = [c]
        world = PlayState(
            d, hands, seats[:k], cards[:k], seats[k], seats[0], sitting_out, [0, 0], [0, 0, 0, 0]
        )
        for s, c in zip(seats[k:], cards[k:], strict=True):
            assert world.to_act == s
            world.play(c)
        assert world.to_act == winner and world.won[winner & 1] == 1
    assert three_card_seen > TRIALS // 5
    assert identical_seen > (TRIALS // 5 if rules.copies == 2 else -1)
