"""The search machinery: fast play model, exact solver, world sampling,
play inference."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bideuchre.bots.inference import play_likelihood
from bideuchre.bots.knowledge import read
from bideuchre.bots.playout import PlayState
from bideuchre.bots.sampling import Sampler, call_weights
from bideuchre.bots.solver import Solver
from bideuchre.bots.tables import EFFECTIVE_SUIT
from bideuchre.engine import Action, GameState, Phase, Rules, Seat
from bideuchre.engine.actions import PLAY_OF as PLAY

from .bot_helpers import random_positions


def _brute_force(state: PlayState, team: int) -> int:
    if state.tricks_left == 0:
        return state.won[team]
    values = []
    for c in state.legal():
        child = state.copy()
        child.play(c)
        values.append(_brute_force(child, team))
    return max(values) if (state.to_act & 1) == team else min(values)


@pytest.mark.parametrize("copies", [1, 2])
def test_solver_matches_brute_force_minimax(copies: int) -> None:
    rng = random.Random(copies)
    for trial in range(60):
        n = rng.choice([2, 3])
        d = rng.randrange(5)
        deck = [c for c in range(24) for _ in range(copies)]
        rng.shuffle(deck)
        hands = [deck[i * n : (i + 1) * n] for i in range(4)]
        sitting_out = -1
        if trial % 3 == 0:  # a lone hand: three-card tricks (D5)
            sitting_out = rng.randrange(4)
            hands[sitting_out] = []
        leader = rng.choice([s for s in range(4) if s != sitting_out])
        state = PlayState(d, hands, [], [], leader, leader, sitting_out, [0, 0], [0] * 4)
        for _ in range(rng.randrange(3)):  # start mid-trick sometimes
            state.play(rng.choice(state.legal()))
        team = rng.randrange(2)
        expected = _brute_force(state, team) - state.won[team]
        solver = Solver(d, state.hands, sitting_out, team)
        assert solver.solve(state.to_act, state.trick_seats, state.trick_cards) == expected
        for c in state.legal():
            child = state.copy()
            child.play(c)
            after = _brute_force(child, team) - state.won[team]
            solver = Solver(d, state.hands, sitting_out, team)
            got = solver.solve_after(state.to_act, state.trick_seats, state.trick_cards, c)
            assert got == after


def test_R7_solver_knows_the_first_of_two_identical_cards_wins() -> None:
    # Hearts trump, last trick: N leads JH, E follows with the other JH.
    jh = 2 * 6 + 2
    hands = [[jh], [jh], [0], [1]]
    solver = Solver(2, hands, -1, 0)
    assert solver.solve(0, [], []) == 1  # N-S win it: N's JH was first


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_playout_model_follows_the_engine_card_for_card(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(4)
    for g in range(30):
        game = GameState.new_game(rules, f"model/{g}")
        while game.phase is Phase.AUCTION:
            legal = game.legal_actions()
            bids = [a for a in legal if a.kind.name == "BID"]
            game.apply(rng.choice(bids) if bids and rng.random() < 0.3 else rng.choice(legal))
        while game.phase is Phase.EXCHANGE:
            game.apply(rng.choice(game.legal_actions()))
        if game.phase is not Phase.PLAY:
            continue
        contract = game.contract
        assert contract is not None
        so = -1 if game.sitting_out is None else int(game.sitting_out)
        model = PlayState(
            int(contract.denomination),
            [[int(c) for c in game.hand(s)] for s in Seat],
            [],
            [],
            int(game.to_act),
            int(contract.declarer),
            so,
            [0, 0],
            [0] * 4,
        )
        while game.phase is Phase.PLAY:
            legal = sorted(int(a.card) for a in game.legal_actions())
            assert sorted(model.legal()) == legal
            assert model.to_act == int(game.to_act)
            c = rng.choice(legal)
            game.apply(PLAY[c])
            model.play(c)
            assert tuple(model.won) == game.tricks_won
        assert model.tricks_left == 0


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_sampled_worlds_agree_with_everything_the_seat_has_seen(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(8)
    checked = 0
    for state in random_positions(rules, 1500, seed=31, alone_bias=0.3):
        seat = state.to_act
        assert seat is not None
        if state.phase is Phase.EXCHANGE or rng.random() < 0.8:
            continue
        obs = state.observation(seat)
        k = read(obs)
        sampler = Sampler(k, call_weights(k, rules.copies))
        for _ in range(3):
            world = sampler.sample(rng)
            assert sorted(world[int(seat)]) == sorted(int(c) for c in obs.hand)
            dealt: Counter[int] = Counter(world[4])
            assert len(world[4]) == obs.hidden_out_of_play
            for s in range(4):
                if s == int(seat):
                    continue
                assert len(world[s]) == obs.hand_counts[s]
                rest = Counter(world[s])
                rest.subtract(k.known[s])
                assert min(rest.values(), default=0) >= 0, "known cards missing"
                dealt.update(+rest)
                if k.d >= 0:
                    for c in world[s]:
                        assert not k.voids[s] >> EFFECTIVE_SUIT[k.d][c] & 1, "void broken"
            assert dealt == +Counter({f: k.out[f] for f in range(24)})
        checked += 1
    assert checked > 50


def test_sampler_deals_a_bidder_more_of_its_trumps() -> None:
    rules = Rules.preset("double-deck")
    game = GameState.new_game(rules, "bias")
    # First caller bids hearts; the next seat looks at the world.
    first = game.to_act
    assert first is not None
    game.apply(Action.parse("1H", "auction"))
    observer = game.to_act
    assert observer is not None
    k = read(game.observation(observer))
    rng = random.Random(1)
    hearts = [c for c in range(24) if EFFECTIVE_SUIT[2][c] == 2]
    biased = Sampler(k, call_weights(k, 2))
    plain = Sampler(k, None)
    count_b = sum(sum(1 for c in biased.sample(rng)[int(first)] if c in hearts) for _ in range(300))
    count_p = sum(sum(1 for c in plain.sample(rng)[int(first)] if c in hearts) for _ in range(300))
    assert count_b > count_p * 1.15


def test_play_inference_prefers_worlds_that_explain_the_play() -> None:
    # Spades trump, East declares.  West led the ten of hearts and North,
    # second to play, followed with the nine.  In world A North held no other
    # heart (the nine was forced: no evidence); in world B North also held
    # the ace, a sure winner a sound player would have played — so world B
    # explains the play worse.
    ah, nine_h, ten_h = 2 * 6 + 5, 2 * 6 + 0, 2 * 6 + 1
    history = [(3, ten_h), (0, nine_h)]
    # world A: North held only low hearts; world B: North held the ace too.
    world_a = [[1, 2], [3, 4], [5, 6], [7, 8]]
    world_b = [[ah, 2], [3, 4], [5, 6], [7, 8]]
    wa = play_likelihood(world_a, history, 3, 1, -1, 2, 0.4)
    wb = play_likelihood(world_b, history, 3, 1, -1, 2, 0.4)
    assert wa > wb
    assert play_likelihood(world_b, history, 3, 1, -1, 2, 1.0) == 1.0
