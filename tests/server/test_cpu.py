"""CPU decisions: seeded from the game, the hand, the seat and the actions so
far (the same in every process), within budget, and a failing bot never
loses a game."""

from __future__ import annotations

import logging
import random
import time

import pytest

from bideuchre.engine import Action, GameRecord, GameState, Phase, Rules, Seat
from bideuchre.server.cpu import CpuPlayer, actions_in_hand, decision_seed

from .support import TEST_LEVEL


def play_cpu_hand(cpu: CpuPlayer, seed: str, south_seed: int) -> GameState:
    """A hand where South plays at random and the CPU seats through ``cpu``."""
    state = GameState.new_game(Rules.preset("double-deck"), seed)
    rng = random.Random(south_seed)
    while state.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
        if state.to_act is Seat.S:
            state.apply(rng.choice(state.legal_actions()))
        else:
            cpu.advance(state, TEST_LEVEL, seed)
    return state


def test_the_same_situation_gets_the_same_decision() -> None:
    first = play_cpu_hand(CpuPlayer(0.2), "same", 1)
    second = play_cpu_hand(CpuPlayer(0.2), "same", 1)
    assert GameRecord.of(first).to_json() == GameRecord.of(second).to_json()


def test_decision_seeds_differ_by_game_hand_seat_and_step() -> None:
    base = decision_seed("s", 0, Seat.N, 5)
    others = {
        decision_seed("t", 0, Seat.N, 5),
        decision_seed("s", 1, Seat.N, 5),
        decision_seed("s", 0, Seat.E, 5),
        decision_seed("s", 0, Seat.N, 6),
    }
    assert base not in others and len(others) == 4


def test_actions_in_hand_counts_calls_exchange_steps_and_cards() -> None:
    state = GameState.new_game(Rules.preset("double-deck"), "count")
    seat = state.to_act
    state.apply(Action.parse("alone H", "auction"))
    assert actions_in_hand(state) == 1
    state.apply(Action.parse("exchange 1", "exchange"))
    assert actions_in_hand(state) == 2
    partner = state.to_act
    assert partner is not None and seat is not None and partner == seat.partner
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert actions_in_hand(state) == 4 and state.phase is Phase.PLAY
    state.apply(state.legal_actions()[0])
    assert actions_in_hand(state) == 5


class _Broken:
    name = "broken"

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def choose(self, observation, rng, budget):  # type: ignore[no-untyped-def]
        if self.mode == "raise":
            raise RuntimeError("bot bug")
        if self.mode == "slow":
            time.sleep(0.15)
            return observation.legal[0]
        return Action.parse("alone H" if observation.phase is Phase.PLAY else "AS", "play")


@pytest.mark.parametrize("mode", ["raise", "illegal", "slow"])
def test_a_failing_or_slow_bot_still_gives_a_legal_action(
    mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    cpu = CpuPlayer(budget=0.01)
    monkeypatch.setattr(cpu, "_bot", lambda level, bots=None: _Broken(mode))
    state = GameState.new_game(Rules.preset("single-deck"), "broken")
    if state.to_act is Seat.S:
        state.apply(Action.parse("pass", "auction"))
    caplog.set_level(logging.WARNING, logger="bideuchre.server.cpu")
    action = cpu.decide(state, "broken", "seed")
    assert action in state.legal_actions()
    expected = {
        "raise": "cpu decision failed",
        "illegal": "cpu chose an illegal action",
        "slow": "cpu decision over budget",
    }[mode]
    assert [r.getMessage() for r in caplog.records] == [expected]
