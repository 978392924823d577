"""The compiled heuristic player and play-outs (``bots/fastplay.py``,
``bots/dds/heuristic.py``) against the readable reference (``bots/cardplay.py``,
``bots/playout.py``): the same card at every decision of the play-outs (R6-R8)
and the same tricks, in random positions of both presets (lone hands, D5;
trump and no trump), compiled and with ``NUMBA_DISABLE_JIT=1``."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bideuchre.bots import fastplay, playout
from bideuchre.bots.cardplay import choose_card
from bideuchre.bots.inference import play_likelihood
from bideuchre.bots.knowledge import read
from bideuchre.bots.playout import PlayState
from bideuchre.bots.sampling import Sampler, call_weights
from bideuchre.engine import Phase, Rules

from .bot_helpers import random_positions

World = tuple[Any, ...]


def worlds(preset: str, count: int, per_position: int, seed: int) -> list[World]:
    """Sampled worlds at random play positions with a choice, for the seat to
    act: ``(d, hands, trick_seats, trick_cards, seat, declarer, sitting_out,
    won, voids, history)``."""
    rules = Rules.preset(preset)
    out: list[World] = []
    pick = random.Random(seed)  # about one play position in ten: many hands
    for p, state in enumerate(random_positions(rules, count * 80, seed, alone_bias=0.3)):
        if state.phase is not Phase.PLAY or len(state.legal_actions()) < 2:
            continue
        if pick.random() > 0.1:
            continue
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        k = read(obs)
        assert obs.contract is not None
        so = -1 if obs.sitting_out is None else int(obs.sitting_out)
        sampler = Sampler(k, call_weights(k, rules.copies))
        rng = random.Random(p)
        for _ in range(per_position):
            hands = [list(h) for h in sampler.sample(rng)[:4]]
            rng.shuffle(hands[0])  # the order of a hand must not matter
            out.append(
                (
                    k.d,
                    hands,
                    list(k.trick_seats),
                    list(k.trick_cards),
                    int(seat),
                    int(obs.contract.declarer),
                    so,
                    list(obs.tricks_won),
                    list(k.voids),
                    list(k.history),
                )
            )
        if len(out) >= count * per_position:
            break
    return out


def reference(w: World) -> list[int]:
    """The declaring side's tricks after each distinct legal card, by ``PlayState``."""
    d, hands, ts, tc, seat, declarer, so, won, voids, _ = w
    base = PlayState(d, hands, ts, tc, seat, declarer, so, won, voids)
    out = []
    for c in sorted(set(base.legal())):
        state = base.copy()
        state.play(c)
        state.playout()
        out.append(state.won[declarer & 1])
    return out


def compiled(w: World) -> list[int]:
    """The same by :func:`fastplay.candidate_tricks`."""
    d, hands, ts, tc, seat, declarer, so, won, voids, _ = w
    cands = sorted(set(PlayState(d, hands, ts, tc, seat, declarer, so, won, voids).legal()))
    return fastplay.candidate_tricks(d, hands, ts, tc, seat, declarer, so, won, voids, cands)


def weights(w: World, likelihood: Any) -> list[float]:
    """The play inference's weights of the world at two mismatch factors."""
    d, hands, _, _, seat, declarer, so, _, _, history = w
    return [likelihood(hands, history, d, declarer, so, seat, m) for m in (0.4, 0.7)]


@pytest.mark.parametrize(("preset", "seed"), [("double-deck", 22), ("single-deck", 20)])
def test_compiled_play_outs_equal_the_reference_card_for_card(
    preset: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every heuristic decision inside the reference play-outs is also made by
    the compiled player (same card), and every play-out ends with the same
    tricks; lone hands, trump and no trump all occur."""
    decisions = [0]

    def both(*args: Any) -> int:
        want = choose_card(*args)
        assert fastplay.choose_card(*args) == want, args
        decisions[0] += 1
        return want

    monkeypatch.setattr(playout, "choose_card", both)
    ws = worlds(preset, 60, 2, seed)
    assert any(w[0] == 4 for w in ws) and any(w[0] < 4 for w in ws)
    assert any(w[6] < 0 for w in ws)
    assert any(w[6] >= 0 for w in ws) == Rules.preset(preset).allow_alone
    for w in ws:
        assert compiled(w) == reference(w), w
    assert decisions[0] > 1000


@pytest.mark.parametrize(("preset", "seed"), [("double-deck", 22), ("single-deck", 20)])
def test_compiled_play_inference_equals_the_reference(preset: str, seed: int) -> None:
    """The same weight, float for float, as ``inference.play_likelihood``,
    and worlds that explain the play differently get different weights."""
    got = []
    for w in worlds(preset, 60, 2, seed):
        want = weights(w, play_likelihood)
        assert weights(w, fastplay.play_likelihood) == want, w
        got.extend(want)
    assert len(set(got)) > 4


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_compiled_whole_hands_equal_the_reference(preset: str) -> None:
    """From the opening lead (R8), partnership and lone (D5) hands."""
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    deck = [f for f in range(24) for _ in range(rules.copies)]
    for i in range(200):
        rng.shuffle(deck)
        n = rules.hand_size
        hands = [deck[s * n : (s + 1) * n] for s in range(4)]
        d = i % 5
        declarer = rng.randrange(4)
        so = declarer ^ 2 if i % 3 == 0 else -1
        state = PlayState(d, hands, [], [], declarer, declarer, so, [0, 0], [0] * 4)
        state.playout()
        assert fastplay.deal_tricks(hands, d, declarer, so) == state.won[declarer & 1]


_RUN = """
import hashlib, json, sys
sys.path.insert(0, ".")
from tests.bots.test_fastplay import compiled, worlds
from bideuchre.bots.fastplay import play_likelihood
from tests.bots.test_fastplay import weights
got = [(compiled(w), weights(w, play_likelihood)) for w in worlds(sys.argv[1], 25, 1, 23)]
print(hashlib.sha256(json.dumps(got).encode()).hexdigest())
"""


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_compiled_and_uncompiled_kernels_agree(preset: str) -> None:
    """The kernels give the same tricks and weights run as plain Python (``NUMBA_DISABLE_JIT=1``,
    another process): the fixed-work mode decides alike with or without numba."""
    got = [(compiled(w), weights(w, fastplay.play_likelihood)) for w in worlds(preset, 25, 1, 23)]
    here = hashlib.sha256(json.dumps(got).encode()).hexdigest()
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1", "PYTHONPATH": str(root)}
    proc = subprocess.run(
        [sys.executable, "-c", _RUN, preset],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=600,
        check=True,
    )
    assert proc.stdout.split() == [here]
