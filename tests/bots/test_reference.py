"""The all-seeing reference player (issue 9, benchmarks only): it makes legal
calls and plays through whole hands (R6, R9, D2–D6), proves a lone hand before
declaring it (D5, D7), and cannot play without being shown the game."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bideuchre.bots import LEVELS, make_bot
from bideuchre.bots.easy import EasyBot
from bideuchre.bots.reference import ReferenceBot
from bideuchre.engine import GameState, Phase, Rules, Seat
from bideuchre.engine.actions import ALONE_OF, EXCHANGE_OF
from bideuchre.engine.trump import Denomination

from .bot_helpers import make_state

ACTIVE = (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY)


def _play_out(game: GameState, ns: ReferenceBot, ew: EasyBot) -> int:
    """Play the hand to its end, checking every reference decision is legal;
    returns the reference's decisions."""
    decisions = 0
    step = 0
    while game.phase in ACTIVE:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        rng = random.Random(f"ref/{step}")
        if seat & 1 == 0:
            ns.see(game)
            action = ns.choose(obs, rng, 1.0, deterministic=True)
            assert action in obs.legal
            decisions += 1
        else:
            action = ew.choose(obs, rng, 1.0, deterministic=True)
        game.apply(action)
        step += 1
    assert game.hand_result is not None
    return decisions


@pytest.mark.parametrize("preset", ["single-deck", "double-deck"])
def test_reference_makes_legal_decisions_through_a_seeded_hand_R6_R9(preset: str) -> None:
    # Small node budgets (fixed work): the double deck then also exercises
    # the fallback, which is counted.
    bot = ReferenceBot(EasyBot(), call_nodes=200_000, play_nodes=200_000)
    decisions = _play_out(GameState.new_game(Rules.preset(preset), "reference/1"), bot, EasyBot())
    assert decisions > 0
    s = bot.stats
    assert s["play_solved"] + s["play_fallback"] > 0
    assert s["call_decided"] + s["call_fallback"] > 0
    if preset == "single-deck":
        assert s["play_fallback"] == 0 and s["call_solve_over"] == 0


def test_reference_declares_alone_only_on_a_proven_lone_hand_D5_D7() -> None:
    rules = dataclasses.replace(Rules.preset("single-deck"), allow_alone=True)
    # South holds the five top hearts and the ace of spades, and calls
    # first (East deals): alone in hearts takes every trick.
    state = make_state(rules, "E", {"S": "JH JD AH KH QH AS"})
    bot = ReferenceBot(EasyBot())
    bot.see(state)
    obs = state.observation(Seat.S)
    assert bot.choose(obs, random.Random(0), 1.0) == ALONE_OF[Denomination.HEARTS]
    state.apply(ALONE_OF[Denomination.HEARTS])
    while state.phase is Phase.EXCHANGE and state.to_act is Seat.S:
        bot.see(state)
        action = bot.choose(state.observation(Seat.S), random.Random(0), 1.0)
        assert action == EXCHANGE_OF[0]
        state.apply(action)
    _play_out_lone(state, bot)
    result = state.hand_result
    assert result is not None and result.made and result.score == (rules.lone_made_points, 0)


def _play_out_lone(state: GameState, bot: ReferenceBot) -> None:
    easy = EasyBot()
    while state.phase in ACTIVE:
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        if seat & 1 == 0:
            bot.see(state)
            state.apply(bot.choose(obs, random.Random(0), 1.0))
        else:
            state.apply(easy.choose(obs, random.Random(0), 1.0))


def test_reference_does_not_go_alone_without_the_proof_D5() -> None:
    rules = dataclasses.replace(Rules.preset("single-deck"), allow_alone=True)
    # Without the ace of spades the sixth trick is not certain.
    state = make_state(rules, "E", {"S": "JH JD AH KH QH 9S"})
    bot = ReferenceBot(EasyBot())
    bot.see(state)
    action = bot.choose(state.observation(Seat.S), random.Random(0), 1.0)
    assert action not in ALONE_OF


def test_reference_refuses_to_play_blind() -> None:
    state = GameState.new_game(Rules.preset("single-deck"), "reference/2")
    seat = state.to_act
    assert seat is not None
    with pytest.raises(RuntimeError):
        ReferenceBot(EasyBot()).choose(state.observation(seat), random.Random(0), 1.0)


def test_reference_is_not_a_level() -> None:
    assert "reference" not in LEVELS
    with pytest.raises(ValueError):
        make_bot("reference")


def test_bounded_tricks_brackets_the_exact_solve_R8() -> None:
    from bideuchre.bots.dds import DDSolver
    from bideuchre.bots.reference import bounded_tricks

    rules = Rules.preset("single-deck")
    for i in range(6):
        game = GameState.new_game(rules, f"bounds/{i}")
        hands = [[int(c) for c in game.hand(Seat(s))] for s in range(4)]
        for d in (0, 4):
            for declarer in (0, 1):
                exact = DDSolver().tricks(d, hands, declarer)
                assert bounded_tricks(DDSolver(), d, hands, declarer, -1, 3, 10**9) == (
                    exact,
                    exact,
                )
                lo, hi = bounded_tricks(DDSolver(), d, hands, declarer, -1, 3, 50)
                assert lo <= exact <= hi
