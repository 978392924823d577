"""The page's pure modules in Node's own test runner (``node --test``, no
browser, no npm packages): the event reducer and the panels' formatting
(tests/web/js/*.test.mjs).

The reducer is also checked against the server: real steps of real games
(South's view before, the events South sees, the view after; built with the
engine and ``server/views.py``, CPU seats choosing at random) are written to
a file whose path the Node tests read from ``BIDEUCHRE_STEPS``.  Skipped only
when ``node`` is not installed.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from bideuchre.engine import Action, GameState, Phase, Rules, Seat
from bideuchre.server.views import GameMeta, events_for_south, south_view

JS_TESTS = Path(__file__).resolve().parent / "js"


def _choose(state: GameState, rng: random.Random) -> Action:
    """A random legal action, calling alone now and then (so lone contracts
    and their exchange, D5-D6, come up)."""
    legal = state.legal_actions()
    alone = [a for a in legal if str(a).startswith("alone")]
    if alone and rng.random() < 0.15:
        return rng.choice(alone)
    bids = [a for a in legal if str(a)[:1].isdigit()]
    if bids and rng.random() < 0.3:
        return rng.choice(bids[:3])
    return rng.choice(legal)


def _steps(rules: Rules, seed: int) -> list[dict[str, Any]]:
    """A game's steps as the page receives them: each is South's action (or
    the next deal) and every CPU action up to South's next decision or the
    end of the hand, with South's view before and after."""
    rng = random.Random(seed)
    state = GameState.new_game(rules, f"js{seed}")
    meta = GameMeta("g_js", 1, "easy")
    steps: list[dict[str, Any]] = []
    while state.phase is not Phase.GAME_OVER and len(steps) < 120:
        before = south_view(state, meta)
        if state.phase is Phase.HAND_OVER:
            events = state.next_hand()
        elif state.to_act is Seat.S:
            events = state.apply(_choose(state, rng))
        else:
            events = []
        while state.to_act not in (Seat.S, None):
            events += state.apply(_choose(state, rng))
        steps.append(
            {"before": before, "events": events_for_south(events), "view": south_view(state, meta)}
        )
    return steps


def _all_steps() -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = []
    for seed in range(4):
        steps += _steps(Rules.preset("double-deck").replace(target_score=20), seed)
        steps += _steps(Rules.preset("single-deck").replace(target_score=8), seed)
    kinds = {e["type"] for s in steps for e in s["events"]}
    assert {"auction_won", "exchange_done", "trick_taken", "hand_scored", "game_over"} <= kinds
    return steps


def test_the_pages_pure_modules_pass_their_node_tests(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the page's Node tests (tests/web/js) cannot run")
    steps = tmp_path / "steps.json"
    steps.write_text(json.dumps(_all_steps()))
    files = sorted(str(p) for p in JS_TESTS.glob("*.test.mjs"))
    assert files, "no Node tests found"
    done = subprocess.run(
        [node, "--test", *files],
        env={**os.environ, "BIDEUCHRE_STEPS": str(steps)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
