"""Every bot only ever chooses legal actions, in every phase of both presets
(calls, alone, the exchange steps, card play)."""

from __future__ import annotations

import random

import pytest

from bideuchre.bots import LEVELS, make_bot
from bideuchre.engine import ActionKind, Phase, Rules

from .bot_helpers import random_positions, tiny_search_bots

PRESETS = ("double-deck", "single-deck")


@pytest.mark.parametrize("preset", PRESETS)
def test_easy_and_random_choose_legal_actions_over_thousands_of_positions(preset: str) -> None:
    rules = Rules.preset(preset)
    bots = [make_bot(level) for level in ("random", "easy")]
    kinds: dict[ActionKind, int] = dict.fromkeys(ActionKind, 0)
    for i, state in enumerate(random_positions(rules, 4000, seed=11, alone_bias=0.3)):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        for bot in bots:
            action = bot.choose(obs, random.Random(i), 1.0)
            assert action in obs.legal, (bot.name, str(action), obs.to_json())
            kinds[action.kind] += 1
    assert kinds[ActionKind.BID] and kinds[ActionKind.PLAY] and kinds[ActionKind.PASS]
    if rules.allow_alone:
        for kind in (ActionKind.ALONE, ActionKind.EXCHANGE, ActionKind.GIVE, ActionKind.DISCARD):
            assert kinds[kind] > 10, kind


@pytest.mark.parametrize("preset", PRESETS)
def test_search_bots_choose_legal_actions_over_thousands_of_positions(preset: str) -> None:
    rules = Rules.preset(preset)
    bots = tiny_search_bots()
    phases: dict[Phase, int] = dict.fromkeys(Phase, 0)
    for i, state in enumerate(random_positions(rules, 1200, seed=23, alone_bias=0.3)):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        phases[obs.phase] += 1
        for bot in bots:
            action = bot.choose(obs, random.Random(i), 5.0)
            assert action in obs.legal, (bot.name, str(action), obs.to_json())
    assert phases[Phase.AUCTION] and phases[Phase.PLAY]
    if rules.allow_alone:
        assert phases[Phase.EXCHANGE] > 10


@pytest.mark.parametrize("preset", PRESETS)
def test_search_bots_play_whole_games_legally_with_their_real_settings(preset: str) -> None:
    """A few hands of real medium and hard play (checked by ``apply``)."""
    from bideuchre.engine import GameState

    rules = Rules.preset(preset)
    medium, hard = make_bot("medium"), make_bot("hard")
    game = GameState.new_game(rules, "legal-real")
    hands = 0
    while hands < 2:
        while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
            seat = game.to_act
            assert seat is not None
            bot = medium if seat & 1 else hard
            game.apply(bot.choose(game.observation(seat), random.Random(hands), 1.0))
        hands += 1
        if game.phase is Phase.GAME_OVER:
            break
        game.next_hand()


def test_levels_are_the_documented_ones() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard")
    for level in LEVELS:
        assert make_bot(level).name == level
    with pytest.raises(ValueError, match="unknown level"):
        make_bot("grandmaster")


def test_a_failing_search_falls_back_to_a_legal_heuristic_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bideuchre.bots import searchbot
    from bideuchre.bots.hard import HARD
    from bideuchre.engine import GameState

    def broken(*args: object, **kwargs: object) -> int:
        raise RuntimeError("search bug")

    monkeypatch.setattr(searchbot, "choose_play", broken)
    game = GameState.new_game(Rules.preset("double-deck"), "fallback")
    easy = make_bot("easy")
    while game.phase is not Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        game.apply(easy.choose(game.observation(seat), random.Random(0), 1.0))
    seat = game.to_act
    assert seat is not None
    obs = game.observation(seat)
    lenient = searchbot.SearchBot("hard", HARD)
    assert lenient.choose(obs, random.Random(0), 1.0) in obs.legal
    with pytest.raises(RuntimeError, match="search bug"):
        searchbot.SearchBot("hard", HARD, strict=True).choose(obs, random.Random(0), 1.0)
