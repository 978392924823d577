"""The compiled bidding by simulation (``bots/fastbid.py``,
``bots/dds/bidkernel.py``, with the compiled dealer ``bots/fastdeal.py``)
against the readable reference (``bots/simbid.py`` with ``COMPILED = False``,
``evaluation.side_tricks``, ``trickmodel.predict``, ``bidding.normal_dist``,
``Sampler.sample``): the same floats, so the same calls (R9-R14, D2-D7), in
random auction positions of both presets — no bid yet, partner or an
opponent holding the auction, alone calls legal (D5), near the end of a game
(R14) — compiled and with ``NUMBA_DISABLE_JIT=1``; and the same card
decisions of ``hard``, whose play inference weighs worlds by the bids."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from bideuchre.bots import fastbid, simbid
from bideuchre.bots.bidding import normal_dist
from bideuchre.bots.dds import bidkernel
from bideuchre.bots.evaluation import side_tricks
from bideuchre.bots.hard import hard_bot
from bideuchre.bots.knowledge import read
from bideuchre.bots.simbid import SimBidConfig, call_likelihood, hand_views, simulated_call
from bideuchre.bots.trickmodel import predict
from bideuchre.engine import ActionKind, GameState, Observation, Phase, Rules

from .bot_helpers import random_positions


def auction_positions(preset: str, count: int, seed: int) -> Iterator[Observation]:
    """``count`` auction views with a choice, from random auctions (a pass
    half the time, else a random bid or alone call); every third one moved
    near the end of the game (R14: the game points count)."""
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    n = 0
    game_no = 0
    while True:
        state = GameState.new_game(rules, f"auctions/{seed}/{game_no}")
        game_no += 1
        while state.phase is Phase.AUCTION:
            legal = state.legal_actions()
            seat = state.to_act
            assert seat is not None
            if len(legal) > 1:
                obs = state.observation(seat)
                if n % 3 == 2:
                    near = rules.target_score - rng.randrange(1, rules.hand_size + 2)
                    totals = (near, rng.randrange(near + 1)) if rng.random() < 0.5 else (0, near)
                    obs = dataclasses.replace(obs, totals=totals)
                yield obs
                n += 1
                if n >= count:
                    return
            passes = [a for a in legal if a.kind is ActionKind.PASS]
            others = [a for a in legal if a.kind is not ActionKind.PASS]
            use_pass = passes and (not others or rng.random() < 0.5)
            state.apply(passes[0] if use_pass else rng.choice(others))


def decide(obs: Observation, compiled: bool, worlds: int, exact: int = 0) -> tuple[str, str, str]:
    """The call, the report and the explanation (as text: every float);
    ``exact``: deals valued by exact solves (``SimBidConfig.exact_worlds``)."""
    old = simbid.COMPILED
    simbid.COMPILED = compiled
    config = SimBidConfig(worlds=worlds, exact_worlds=(exact, exact))
    try:
        report: dict[str, float] = {}
        explain: dict[str, object] = {}
        action = simulated_call(obs, read(obs), config, None, math.inf, report, explain)
    finally:
        simbid.COMPILED = old
    return str(action), repr(sorted(report.items())), repr(explain)


@pytest.mark.parametrize(("preset", "seed"), [("double-deck", 31), ("single-deck", 32)])
def test_compiled_calls_equal_the_reference_float_for_float(preset: str, seed: int) -> None:
    """The same call, expected tricks and value of every candidate (the
    ``explain`` text), in 120 random auction positions per preset."""
    seen = {"partner": 0, "opponent": 0, "open": 0, "alone": 0, "endgame": 0}
    for obs in auction_positions(preset, 120, seed):
        assert decide(obs, True, 24) == decide(obs, False, 24), obs
        high = [int(s) for s, a in obs.calls if a.kind is ActionKind.BID]
        if not high:
            seen["open"] += 1
        elif (high[-1] & 1) == (int(obs.seat) & 1):
            seen["partner"] += 1
        else:
            seen["opponent"] += 1
        seen["alone"] += any(a.kind is ActionKind.ALONE for a in obs.legal)
        seen["endgame"] += simbid.is_endgame(obs.rules, obs.totals)
    if not Rules.preset(preset).allow_alone:
        del seen["alone"]
    assert min(seen.values()) >= 5, seen


def test_exact_world_values_agree_compiled_and_reference() -> None:
    """With deals valued by exact open-hand solves (``exact_worlds``, single
    deck) the compiled path and the Python reference still give the same
    call and floats, and the exact values change some explanation."""
    changed = 0
    for obs in auction_positions("single-deck", 30, 33):
        with_exact = decide(obs, True, 24, exact=12)
        assert with_exact == decide(obs, False, 24, exact=12), obs
        changed += with_exact[2] != decide(obs, True, 24)[2]
    assert changed >= 10


def test_exact_values_are_the_solvers_whole_hand_tricks() -> None:
    """``exact_values``: our side declaring (R8: the declarer leads) and the
    standing contract's side, as the Python open-hand solver finds them."""
    from bideuchre.bots.solver import Solver

    rng = random.Random(5)
    deck = list(range(24))
    for _ in range(5):
        rng.shuffle(deck)
        hands = [sorted(deck[6 * i : 6 * i + 6]) for i in range(4)]
        got = simbid.exact_values(hands, 2, [0, 4], 1, 3, {0: 3.0}, 1_000_000)
        assert got is not None
        mine, standing = got
        assert mine == {d: float(Solver(d, hands, -1, 0).solve(2, [], [])) for d in (0, 4)}
        assert standing == float(Solver(3, hands, -1, 1).solve(1, [], []))
    assert simbid.exact_values(hands, 2, [0], -1, -1, {}, 1) is None  # over budget


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_compiled_world_values_equal_the_reference(preset: str) -> None:
    """One-hand values (``side_tricks``) and the trick model (``predict``)
    of every seat, pair and denomination of random deals; the calls'
    likelihood and the trick distributions, float for float."""
    rules = Rules.preset(preset)
    copies = rules.copies
    rng = random.Random(preset)
    deck = [f for f in range(24) for _ in range(copies)]
    sw, mw = fastbid._weights(copies)
    feats = np.zeros((4, 5, 12))
    trumps = np.zeros((4, 5), dtype=np.int64)
    views = np.zeros((4, 5))
    obs_calls = [
        obs.calls for obs in auction_positions(preset, 40, 7) if any(True for _ in obs.calls)
    ]
    for i in range(300):
        rng.shuffle(deck)
        n = rules.hand_size
        hands = [deck[s * n : (s + 1) * n] for s in range(4)]
        counts = np.zeros((4, 24), dtype=np.int64)
        for s in range(4):
            for c in hands[s]:
                counts[s, c] += 1
        bidkernel.world_features(counts, copies, sw, feats, trumps, views)
        want = hand_views(hands, copies)
        assert views.tolist() == want
        assert want[0][0] == side_tricks(hands[0], 0, copies)
        for decl in range(4):
            for part in range(4):
                for d in range(5):
                    got = bidkernel.pair_value(feats, trumps, decl, part, d, copies, mw)
                    assert got == predict(hands[decl], hands[part], d, copies)
        calls = [(int(s), a) for s, a in obs_calls[i % len(obs_calls)]]
        observer = i % 4
        cs, ck, cd, ct = fastbid.encode_calls(calls)
        p = simbid.MEANING
        got_w = bidkernel.call_weight(
            views,
            cs,
            ck,
            cd,
            ct,
            len(calls),
            observer,
            p.bid_offset[copies],
            p.bid_spread[copies],
            p.pass_offset[copies],
            p.pass_spread[copies],
            np.zeros(4, dtype=np.int64),
            np.zeros(4, dtype=np.int64),
        )
        assert got_w == call_likelihood(want, calls, observer, copies)
    means = [rng.uniform(-1.0, n + 1.0) for _ in range(50)]
    dists = fastbid.normal_dists(means, 1.3, n)
    assert dists.tolist() == [normal_dist(m, 1.3, n) for m in means]
    u = [rng.uniform(-30.0, 30.0) for _ in range(n + 1)]
    w = [rng.random() if rng.random() < 0.8 else 0.0 for _ in means]
    want_e = 0.0
    for i, wi in enumerate(w):
        if wi > 1e-12:
            want_e += wi * sum(p * x for p, x in zip(dists.tolist()[i], u, strict=True))
    assert fastbid.expected(dists, w, u) == want_e


def test_compensated_sum_matches_python_312() -> None:
    """From Python 3.12 ``sum`` of floats compensates its rounding
    (Neumaier); the kernel's compensated branch gives the same float (the
    check runs here only on 3.12+, the uncompensated one on 3.11)."""
    rng = random.Random(5)
    for _ in range(200):
        row = np.array([[rng.uniform(-1, 1) * 10 ** rng.randrange(-8, 8) for _ in range(13)]])
        u = np.ones(13)
        want = sum(float(x) for x in row[0])
        got = bidkernel.expected(row, np.ones(1), 1, u, fastbid.COMPENSATED_SUM)
        assert got == want


def bid_values(preset: str) -> list[float]:
    """Bids' likelihoods of a few random deals (compiled path)."""
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    deck = [f for f in range(24) for _ in range(rules.copies)]
    auctions = [obs.calls for obs in auction_positions(preset, 20, 43) if obs.calls]
    out = []
    for i in range(20):
        rng.shuffle(deck)
        n = rules.hand_size
        hands = [deck[s * n : (s + 1) * n] for s in range(4)]
        calls = [(int(s), a) for s, a in auctions[i % len(auctions)]]
        out.append(simbid.bid_likelihood(hands, calls, i % 4, rules.copies))
    return out


_RUN = """
import hashlib, json, sys
sys.path.insert(0, ".")
from tests.bots.test_fastbid import auction_positions, bid_values, decide
got = [decide(obs, True, 12) for obs in auction_positions(sys.argv[1], 15, 41)]
got.append(bid_values(sys.argv[1]))
print(hashlib.sha256(json.dumps(got).encode()).hexdigest())
"""


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_compiled_and_uncompiled_kernels_agree(preset: str) -> None:
    """The kernels give the same calls and floats run as plain Python
    (``NUMBA_DISABLE_JIT=1``, another process)."""
    got: list[object] = [decide(obs, True, 12) for obs in auction_positions(preset, 15, 41)]
    got.append(bid_values(preset))
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


@pytest.mark.parametrize("preset", ["double-deck", "single-deck"])
def test_compiled_bid_likelihood_equals_the_reference(preset: str) -> None:
    """The bids' likelihood of random deals (the card play's inference from
    the calls), float for float; a seat that bid twice in a denomination
    counts its highest bid once."""
    rules = Rules.preset(preset)
    rng = random.Random(preset + "/bids")
    deck = [f for f in range(24) for _ in range(rules.copies)]
    auctions = [obs.calls for obs in auction_positions(preset, 60, 9) if obs.calls]
    got = set()
    for i in range(400):
        rng.shuffle(deck)
        n = rules.hand_size
        hands = [deck[s * n : (s + 1) * n] for s in range(4)]
        calls = [(int(s), a) for s, a in auctions[i % len(auctions)]]
        old = simbid.COMPILED
        try:
            simbid.COMPILED = False
            want = simbid.bid_likelihood(hands, calls, i % 4, rules.copies)
            simbid.COMPILED = True
            assert simbid.bid_likelihood(hands, calls, i % 4, rules.copies) == want
        finally:
            simbid.COMPILED = old
        got.add(want)
    assert len(got) > 100


@pytest.mark.parametrize(("preset", "seed"), [("double-deck", 51), ("single-deck", 52)])
def test_compiled_card_decisions_equal_the_reference(preset: str, seed: int) -> None:
    """hard's card play draws its worlds with the compiled dealer and weighs
    them with the compiled bids' likelihood: the same card and the same
    values of every candidate (``explain``) as the reference, and the
    decision's random stream left in the same state."""
    rules = Rules.preset(preset)
    bot = hard_bot()
    pick = random.Random(seed)
    n = 0
    for p, state in enumerate(random_positions(rules, 3000, seed, alone_bias=0.2)):
        if state.phase is not Phase.PLAY or len(state.legal_actions()) < 2:
            continue
        if pick.random() > 0.15:
            continue
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        got = []
        for compiled in (True, False):
            old = simbid.COMPILED
            simbid.COMPILED = compiled
            try:
                rng = random.Random(p)
                explain: dict[str, object] = {}
                action = bot.choose(obs, rng, 1.0, deterministic=True, explain=explain)
                got.append((str(action), repr(explain), rng.random()))
            finally:
                simbid.COMPILED = old
        assert got[0] == got[1], obs
        n += 1
        if n >= 40:
            break
    assert n >= 40
