"""Refusals as codes (issue 10): every ``IllegalActionError`` the engine
builds carries a code of ``REFUSALS`` and JSON-ready parameters, the table
lists no code the engine never uses, and the codes say what the English
message says (``must_follow``: the suit led, the card, the left bower).

That the page's catalogues word every code is tests/web/test_refusals.py.
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from bideuchre.engine import ACTIONS, GameState, IllegalActionError, Phase, Rules
from bideuchre.engine.actions import PLAY_OF
from bideuchre.engine.errors import REFUSALS
from bideuchre.engine.trump import EFFECTIVE_SUIT

ENGINE = Path(__file__).resolve().parents[2] / "src" / "bideuchre" / "engine"
JSON_VALUES = (str, int, bool, type(None))


def codes_in_source() -> dict[str, list[str]]:
    """Each code written in an ``IllegalActionError(...)`` call of the engine,
    with where (``file:line``); a call without a literal code is a failure."""
    found: dict[str, list[str]] = {}
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "IllegalActionError"
            ):
                continue
            where = f"{path.name}:{node.lineno}"
            code = node.args[2] if len(node.args) > 2 else None
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), (
                f"{where}: the refusal code is not a literal"
            )
            found.setdefault(code.value, []).append(where)
    return found


def test_every_refusal_in_the_engine_has_a_listed_code_and_every_listed_code_is_used() -> None:
    found = codes_in_source()
    assert set(found) - set(REFUSALS) == set(), "codes missing from engine.errors.REFUSALS"
    assert set(REFUSALS) - set(found) == set(), "REFUSALS lists codes the engine never uses"


def test_an_unknown_code_is_a_bug() -> None:
    with pytest.raises(ValueError, match="unknown refusal code"):
        IllegalActionError("no", "R6", "must_follow_suit")


def _check(exc: IllegalActionError) -> None:
    assert exc.code in REFUSALS
    reason = exc.reason()
    assert reason == {"code": exc.code, "params": exc.params, "rule": exc.rule}
    assert all(isinstance(v, JSON_VALUES) for v in exc.params.values()), exc.params
    json.dumps(reason)


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_every_illegal_action_in_random_games_has_a_code(preset: str) -> None:
    rules = Rules.preset(preset)
    seen: set[str] = set()
    for seed in range(3):
        state = GameState.new_game(rules, seed=f"codes{seed}")
        chooser = random.Random(seed)
        for _ in range(300):
            legal = set(state.legal_actions())
            for action in ACTIONS:
                if action not in legal:
                    exc = state.explain_illegal(action)
                    _check(exc)
                    seen.add(exc.code)
            if state.phase is Phase.GAME_OVER:
                break
            if state.phase is Phase.HAND_OVER:
                state.next_hand()
            else:
                state.apply(chooser.choice(sorted(legal)))
    assert {"must_follow", "not_held", "not_a_call", "bid_not_higher"} <= seen


def test_must_follow_names_the_suit_led_the_card_and_the_left_bower() -> None:
    """R6 with R4: each refused card of South's in random play names the
    effective suit led, the card, the trump, and whether the left bower is why."""
    rules = Rules.preset("double-deck")
    kinds: set[object] = set()
    for seed in range(6):
        state = GameState.new_game(rules, seed=f"follow{seed}")
        chooser = random.Random(seed)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            trick = state.current_trick
            if state.phase is Phase.PLAY and trick and state.to_act is not None:
                contract = state.contract
                assert contract is not None
                d = contract.denomination
                led = EFFECTIVE_SUIT[d][trick[0][1]]
                for card in set(state.hand(state.to_act)):
                    action = PLAY_OF[card]
                    if state.is_legal(action):
                        continue
                    exc = state.explain_illegal(action)
                    assert exc.code == "must_follow" and exc.rule == "R6"
                    params = exc.params
                    assert params["suit"] == "CDHS"[led] and params["card"] == str(card)
                    assert params["trump"] == d.letter
                    assert params["left_bower"] in (None, "card", "held")
                    assert (params["left_bower"] is None) == ("left bower" not in str(exc))
                    kinds.add(params["left_bower"])
            state.apply(chooser.choice(state.legal_actions()))
    assert None in kinds
