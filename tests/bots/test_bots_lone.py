"""Lone hands valued by exact open-hand solving (bots/lone.py): D5, D6, D7."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace

from bideuchre.bots import make_bot
from bideuchre.bots.exchange import choose_exchange
from bideuchre.bots.knowledge import read
from bideuchre.bots.lone import LONE, LoneEstimate, estimate_lone, exchanged, lone_points
from bideuchre.engine import (
    ActionKind,
    GameState,
    Observation,
    Phase,
    Rules,
    Seat,
    alone,
    card,
    cards,
)
from bideuchre.engine.trump import Denomination

DOUBLE = Rules.preset("double-deck")
HEARTS = int(Denomination.HEARTS)
#: Both bowers twice, the trump aces and kings, two side aces: alone in hearts.
CLEAR = "JH JH JD JD AH AH KH KH QH QH AS AC"
#: A fine partnership hand, but alone it loses a trick or more in most deals.
MARGINAL = "JH JD AH AH KH QH TH AS AS KS AC 9D"


def _first_call(south: str, rules: Rules = DOUBLE) -> tuple[GameState, Observation]:
    """A deal where South holds ``south`` and calls first (dealer East); the
    other cards dealt in a fixed order."""
    mine = cards(south)
    rest = [c for c in (card(f"{r}{s}") for s in "CDHS" for r in "9TJQKA") for _ in range(2)]
    for c in mine:
        rest.remove(c)
    random.Random(3).shuffle(rest)
    hands = [rest[0:12], rest[12:24], mine, rest[24:36]]
    state = GameState.from_deal(rules, Seat.E, hands)
    assert state.to_act is Seat.S
    return state, state.observation(Seat.S)


def test_D5_a_clear_lone_hand_goes_alone() -> None:
    _, obs = _first_call(CLEAR)
    est = estimate_lone(obs, read(obs))
    assert est[HEARTS].made == est[HEARTS].solved == LONE.deals
    assert est[HEARTS].p_made >= 0.8
    action = make_bot("hard").choose(obs, random.Random(1), 1.0, deterministic=True)
    assert action.kind is ActionKind.ALONE and int(action.denomination) == HEARTS


def test_D5_a_marginal_hand_bids_instead() -> None:
    _, obs = _first_call(MARGINAL)
    est = estimate_lone(obs, read(obs))
    assert HEARTS in est and est[HEARTS].p_made < 0.5
    # a hand that takes every trick in too few deals of the first stage
    # is given up: the other deals are not solved
    strict = replace(LONE, probe_min=LONE.probe + 1)
    assert estimate_lone(obs, read(obs), strict)[HEARTS].solved == LONE.probe
    action = make_bot("hard").choose(obs, random.Random(1), 1.0, deterministic=True)
    assert action.kind is ActionKind.BID


def test_D5_a_weak_hand_is_not_solved_at_all() -> None:
    _, obs = _first_call("9C 9C TC QC 9D TD QD 9H TH 9S TS QS")
    assert estimate_lone(obs, read(obs)) == {}


def test_D5_no_lone_hands_in_the_single_deck_preset() -> None:
    """Single deck: ``allow_alone`` is off by default (C3), nothing to value."""
    rules = Rules.preset("single-deck")
    assert not rules.allow_alone
    state = GameState.new_game(rules, seed=5)
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    assert estimate_lone(obs, read(obs)) == {}


def test_D5_node_budgets_bound_the_work_and_count_as_not_made() -> None:
    # CLEAR's deals are all settled by the solver's sure-trump bounds at the
    # first position (nothing to cut short): the ten for a queen of trump
    _, obs = _first_call("JH JH JD JD AH AH KH KH QH TH AS AC")
    k = read(obs)
    free = estimate_lone(obs, k)
    trace: dict[int, list[tuple[int, int]]] = {}
    tight = estimate_lone(obs, k, replace(LONE, max_nodes=1), trace=trace)
    diamonds = int(Denomination.DIAMONDS)
    cut = [o for o, _ in trace[diamonds] if o < 0]
    assert cut  # some deals need a search: cut short at one position ...
    for d, e in tight.items():
        assert e.nodes <= e.solved  # ... and never more than one
        assert e.made == sum(1 for o, _ in trace[d] if o == 1) <= free[d].made
    capped = estimate_lone(obs, k, replace(LONE, total_nodes=5))
    assert sum(e.nodes for e in capped.values()) <= 5


def test_D5_fixed_work_is_the_same_every_time_and_uncompiled() -> None:
    """No clock in the fixed-work mode: the same estimate at every call, in
    another process, and with the solver uncompiled (NUMBA_DISABLE_JIT=1)."""
    _, obs = _first_call(CLEAR)
    first = estimate_lone(obs, read(obs))
    _, obs2 = _first_call(CLEAR)
    assert estimate_lone(obs2, read(obs2)) == first
    script = (
        "import json\n"
        "from tests.bots.test_bots_lone import CLEAR, _first_call\n"
        "from bideuchre.bots.knowledge import read\n"
        "from bideuchre.bots.lone import estimate_lone\n"
        "_, obs = _first_call(CLEAR)\n"
        "est = estimate_lone(obs, read(obs))\n"
        "print(json.dumps({d: [e.solved, e.made, e.nodes] for d, e in est.items()}))\n"
    )
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=300,
        check=True,
    ).stdout
    plain = {int(d): v for d, v in json.loads(out).items()}
    assert plain == {d: [e.solved, e.made, e.nodes] for d, e in first.items()}


def test_D6_exchanged_is_the_exchange_the_players_make() -> None:
    """``exchanged`` gives the hands the engine has after the players' own
    exchange steps (:func:`~bideuchre.bots.exchange.choose_exchange`)."""
    for seed in range(6):
        state = GameState.new_game(DOUBLE, seed=seed)
        seat = state.to_act
        assert seat is not None
        before = [[int(c) for c in state.hand(s)] for s in Seat]
        d = seed % 5
        state.apply(alone(Denomination(d)))
        while state.phase is Phase.EXCHANGE:
            to_act = state.to_act
            assert to_act is not None
            state.apply(choose_exchange(state.observation(to_act)))
        want = exchanged(before, d, int(seat), DOUBLE.lone_exchange_max, DOUBLE.copies)
        for s in Seat:
            assert sorted(int(c) for c in state.hand(s)) == sorted(want[int(s)])


def test_D7_lone_points() -> None:
    size = DOUBLE.hand_size
    assert lone_points(DOUBLE, (0, 0), 0, 1.0, 10.0) == 24.0
    assert lone_points(DOUBLE, (0, 0), 0, 0.0, 10.0) == -24.0 - 2.0
    assert lone_points(DOUBLE, (0, 0), 0, 0.5, size - 1.0) == 0.5 * 24 - 0.5 * 25
    # R14: a made lone hand wins the game from 30; a set one loses it when
    # the defenders' tricks take them to the target
    assert lone_points(DOUBLE, (30, 0), 0, 1.0, 10.0, game_points=26.0) == 24.0 + 26.0
    assert lone_points(DOUBLE, (0, 50), 0, 0.0, 10.0, game_points=26.0) == -26.0 - 26.0
    assert lone_points(DOUBLE, (0, 0), 0, 1.0, 10.0, game_points=26.0) == 24.0


def test_D5_estimate_fields() -> None:
    e = LoneEstimate(HEARTS, solved=12, made=12, nodes=12, p_made=0.9, tricks_if_set=10.0)
    assert e.p_open == 12.5 / 13.0


def test_D5_a_spent_deadline_still_solves_the_first_stage() -> None:
    """Out of CPU time (not the fixed-work mode), the first stage is still
    solved: a lone hand is never judged on one or two deals."""
    _, obs = _first_call(CLEAR)
    est = estimate_lone(obs, read(obs), deadline=0.0)
    assert est[HEARTS].solved == LONE.probe and est[HEARTS].made == LONE.probe
