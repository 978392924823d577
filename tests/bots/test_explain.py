""" "Why?" explanations (bots/explain.py): asking a bot why never changes what
it does, and the explanation says what it weighed in codes and numbers."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bideuchre.bots import EasyBot, make_bot
from bideuchre.bots.base import Bot
from bideuchre.bots.explain import explained_choice
from bideuchre.bots.hard import HARD, hard_bot
from bideuchre.engine import Action, ActionKind, GameState, Observation, Phase, Rules

#: hard's search with less work, so the test stays quick (simbid calls included).
SMALL_HARD = replace(HARD, play_worlds=12, min_play_worlds=4, play_work=40, bid_worlds=12)


def observations(preset: str, seed: str, every: int = 3) -> list[Observation]:
    """Observations of the seat to act along one hand played by the easy player."""
    state = GameState.new_game(Rules.preset(preset), seed)
    easy = EasyBot()
    rng = random.Random(seed)
    out = []
    i = 0
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        if len(obs.legal) > 1 and i % every == 0:
            out.append(obs)
        i += 1
        state.apply(easy.choose(obs, rng, 0.1))
    return out


@pytest.mark.parametrize("level", ["easy", "medium", "small-hard"])
@pytest.mark.parametrize("preset", ["single-deck", "double-deck"])
def test_explaining_changes_no_decision(level: str, preset: str) -> None:
    bot: Bot = hard_bot(SMALL_HARD) if level == "small-hard" else make_bot(level)
    obs_list = observations(preset, f"explain-{preset}")
    assert any(o.phase is Phase.AUCTION for o in obs_list)
    assert any(o.phase is Phase.PLAY for o in obs_list)
    for i, obs in enumerate(obs_list):
        plain = bot.choose(obs, random.Random(i), 1.0, deterministic=True)
        action, why, _ = explained_choice(bot, obs, random.Random(i), 1.0, deterministic=True)
        assert action == plain
        assert why is not None
        params = why["params"]
        if obs.phase is Phase.AUCTION:
            assert why["code"] in ("call_value", "call_pass")
            key = "call" if why["code"] == "call_value" else "value"
            assert key in params
            assert all(str(a["call"]) != str(action) for a in params["alternatives"])
            _check_call_params(why["code"], params, action)
        elif obs.phase is Phase.PLAY:
            assert why["code"] in ("card_candidates", "card_rule")
            assert params["card"] == str(action.card)
            if why["code"] == "card_candidates":
                cands = params["candidates"]
                assert 1 <= len(cands) <= 4
                assert str(action.card) in [c["card"] for c in cands]
                points = [c["points"] for c in cands]
                assert points == sorted(points, reverse=True)


def test_a_single_legal_action_is_explained_as_such() -> None:
    state = GameState.new_game(Rules.preset("single-deck"), "only")
    bot = make_bot("medium")
    rng = random.Random(0)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        if len(obs.legal) == 1:
            action, why, _ = explained_choice(bot, obs, rng, 0.1, deterministic=True)
            assert action == obs.legal[0]
            assert why == {"code": "only_legal", "params": {"action": str(action)}}
            return
        state.apply(bot.choose(obs, rng, 0.1, deterministic=True))
    pytest.fail("no single legal action in the hand")


def _check_call_params(code: str, params: dict[str, object], action: object) -> None:
    """The figures a call's Why? gives for "why not that": the pass's best
    other call's value (issue: a pass whose best bid's tricks covered it),
    and a bid's value against the bid one trick higher (R12)."""
    alts: Any = params["alternatives"]
    if code == "call_pass":
        if params["best_call"] is None:
            assert params["best_value"] is None
        else:
            # best first: the best other call is the first alternative, same value
            assert alts[0] == {"call": params["best_call"], "value": params["best_value"]}
            assert isinstance(params["value"], float)
            assert isinstance(params["best_value"], float)
            best = Action.parse(str(params["best_call"]), "auction")
            assert (params["margin"] is None) == (best.kind is not ActionKind.BID)
    else:
        higher: Any = params["higher"]
        call = Action.parse(str(params["call"]), "auction")
        if call.kind is ActionKind.ALONE:
            assert higher is None
        elif higher is not None:
            up = Action.parse(higher["call"], "auction")
            assert (up.tricks, up.denomination) == (call.tricks + 1, call.denomination)
            assert isinstance(higher["value"], float)
            # the bid chosen was worth at least the higher one (the bot takes the best)
            assert isinstance(params["value"], float)


def test_a_pass_and_a_bid_give_the_values_to_compare() -> None:
    """On a fixed double-deck hand, hard's passes give the best other call's
    expected points and its bids the value of the bid one trick higher."""
    bot = hard_bot(SMALL_HARD)
    seen: set[str] = set()
    for seed in ("explain-why-0", "explain-why-1", "explain-why-2"):
        for i, obs in enumerate(observations("double-deck", seed, every=1)):
            if obs.phase is not Phase.AUCTION:
                break
            action, why, _ = explained_choice(bot, obs, random.Random(i), 1.0, deterministic=True)
            assert why is not None
            params = why["params"]
            _check_call_params(why["code"], params, action)
            if why["code"] == "call_pass" and params["best_call"] is not None:
                # a pass worth less than a bid: that bid fell short of the bot's margin
                # over passing (or of its chance to make), which the params give
                if params["value"] < params["best_value"]:
                    if str(params["best_call"]).startswith("alone"):
                        assert params["margin"] is None
                    else:
                        assert params["margin"] is not None
                        seen.add("pass-margin")
                else:
                    seen.add("pass")
            if why["code"] == "call_value" and params["higher"] is not None:
                assert params["value"] >= params["higher"]["value"]
                seen.add("bid")
    assert {"pass", "bid"} <= seen


def test_a_rule_bidders_opening_says_it_bid_the_lowest_it_could() -> None:
    """Before (fresh-user check): East (medium) opened 1♣ and its Why? said
    only "East expected about 8.5 tricks for its side in clubs" — nothing of
    why 1.  ``easy`` and ``medium`` bid by rule (:func:`choose_call`): the
    lowest legal number of the denomination chosen, so their bids carry
    ``lowest``: true; ``hard`` weighs every number, so its bids do not."""
    from bideuchre.engine import DOUBLE_DECK

    found = {"medium": 0, "easy": 0, "hard": 0}
    bots: list[tuple[str, Bot]] = [
        ("medium", make_bot("medium")),
        ("easy", EasyBot()),
        ("hard", hard_bot(SMALL_HARD)),
    ]
    for name, bot in bots:
        for n in range(12):
            state = GameState.new_game(DOUBLE_DECK, f"why-lowest-{n}")
            obs = state.observation(state.to_act)
            action, why, _ = explained_choice(bot, obs, random.Random(n), 1.0, deterministic=True)
            if action.kind is not ActionKind.BID:
                continue
            assert why is not None and why["code"] == "call_value"
            lowest = min(a.tricks for a in obs.legal if a.kind is ActionKind.BID)
            if name == "hard":
                assert why["params"]["lowest"] is False
            else:
                # the opening is the lowest legal bid (1), whatever the tricks expected
                assert action.tricks == lowest == 1
                assert why["params"]["lowest"] is True
                assert why["params"]["expected"] > 1
            found[name] += 1
    assert found["medium"] and found["easy"]
