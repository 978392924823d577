"""Random self-play with invariants checked at every step (DESIGN habit 7).

At least 20,000 seeded hands per preset, in chunks so that pytest-xdist can
spread them; plus smaller runs of the options of docs/rules.md ("Options") that
change the flow of a hand: single-deck with alone, stick the dealer, an exact
exchange, no exchange, no no-trump, the other win rules.  What is checked at
each step is listed in :func:`support.random_hands`.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bideuchre.engine import Phase, Rules

from .support import random_hands

HANDS_PER_PRESET = 20_000
CHUNK = 1_000

VARIANTS: dict[str, Rules] = {
    "single-deck+alone": Rules.preset("single-deck").replace(allow_alone=True),
    "stick_dealer": Rules.preset("double-deck").replace(all_pass="stick_dealer"),
    "single-deck+stick_dealer": Rules.preset("single-deck").replace(all_pass="stick_dealer"),
    "exact_exchange": Rules.preset("double-deck").replace(lone_exchange_mode="exact"),
    "no_exchange": Rules.preset("double-deck").replace(lone_exchange_max=0),
    "no_no_trump": Rules.preset("double-deck").replace(allow_no_trump=False),
    "first_to_target": Rules.preset("double-deck").replace(
        win_rule="first_to_target", target_score=30
    ),
    "declarer_priority": Rules.preset("single-deck").replace(
        win_rule="first_to_target_declarer_priority", allow_alone=True
    ),
}
VARIANT_HANDS = {"single-deck+alone": 1_500}


def _play(rules: Rules, seed: int, n_hands: int) -> Counter[str]:
    seen: Counter[str] = Counter()
    for state in random_hands(rules, seed, n_hands, every_step_replay=3):
        contract = state.contract
        seen["hands"] += 1
        if contract is None:
            seen["annulled"] += 1
        elif contract.alone:
            seen["alone"] += 1
            exchange = state.exchange
            if exchange is not None and exchange[0] > 0:
                seen["exchange"] += 1
        if state.phase is Phase.GAME_OVER:
            seen["game_over"] += 1
        if min(state.totals) < 0:
            seen["negative"] += 1
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(HANDS_PER_PRESET // CHUNK))
@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_random_play_preset(preset: str, chunk: int) -> None:
    """R1–R15, D1–D9, C1–C4: 20,000 random hands per preset, invariants at every step."""
    rules = Rules.preset(preset)
    seen = _play(rules, seed=chunk + (0 if preset == "double-deck" else 500), n_hands=CHUNK)
    assert seen["hands"] == CHUNK
    # the random policy reaches every kind of hand in every chunk
    assert seen["annulled"] > 0 and seen["game_over"] > 0 and seen["negative"] > 0
    if rules.allow_alone:
        assert seen["exchange"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_random_play_options(name: str) -> None:
    """The options table: random hands under each option that changes the flow."""
    rules = VARIANTS[name]
    n_hands = VARIANT_HANDS.get(name, 400)
    seen = _play(rules, seed=1000 + sorted(VARIANTS).index(name), n_hands=n_hands)
    assert seen["hands"] == n_hands
    assert seen["game_over"] > 0
    if rules.all_pass == "stick_dealer":
        assert seen["annulled"] == 0  # the dealer must bid: no hand is annulled
    else:
        assert seen["annulled"] > 0
    if rules.allow_alone:
        assert seen["alone"] > 0
        if rules.lone_exchange_max > 0:
            assert seen["exchange"] > 0
