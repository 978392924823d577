"""The compiled world sampling (``bots/fastdeal.py``, ``bots/dds/dealkernel.py``)
against the reference (``Sampler.sample``): the same worlds, card for card and
in the same order, from the same ``random.Random``, which is left in the same
state — in auction and play positions of both presets (voids shown, R6; lone
hands, D5; the calls' bias), and through the reference's fallback."""

from __future__ import annotations

import random

import numpy as np
import pytest

from bideuchre.bots.dds import dealkernel
from bideuchre.bots.fastdeal import Dealer
from bideuchre.bots.knowledge import Knowledge, read, summarize_calls
from bideuchre.bots.sampling import Sampler, call_weights
from bideuchre.engine import Phase, Rules

from .bot_helpers import random_positions


def check(sampler: Sampler, seed: int, n: int) -> None:
    """``n`` worlds both ways, as lists and as counts, and the stream after."""
    r1, r2, r3 = random.Random(seed), random.Random(seed), random.Random(seed)
    want = [sampler.sample(r1) for _ in range(n)]
    dealer = Dealer(sampler, r2)
    assert [dealer.sample() for _ in range(n)] == want
    dealer.close()
    assert r2.getstate() == r1.getstate()
    counter = Dealer(sampler, r3)
    counts = np.zeros((4, 24), dtype=np.int64)
    for hands in want:
        counter.sample_counts(counts)
        assert counts.tolist() == [[h.count(f) for f in range(24)] for h in hands[:4]]
    counter.close()
    assert r3.getstate() == r1.getstate()


def test_python_generator_replayed() -> None:
    """``random()`` and ``randrange`` (the shuffle's draws) of Python's
    Mersenne Twister, word for word."""
    rng = random.Random("mt")
    mt = np.array(rng.getstate()[1], dtype=np.int64)
    for i in range(2000):
        if i % 3:
            assert dealkernel.random(mt) == rng.random()
        else:
            n = 1 + i % 47
            assert dealkernel.randbelow(mt, n) == rng._randbelow(n)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("preset", "seed"), [("double-deck", 3), ("single-deck", 4)])
def test_compiled_worlds_equal_the_reference(preset: str, seed: int) -> None:
    rules = Rules.preset(preset)
    phases = {Phase.AUCTION: 0, Phase.PLAY: 0}
    voids = 0
    for p, state in enumerate(random_positions(rules, 1500, seed, alone_bias=0.3)):
        if state.to_act is None or state.phase not in phases:
            continue
        k = read(state.observation(state.to_act))
        phases[state.phase] += 1
        voids += any(k.voids)
        for weights in (None, call_weights(k, rules.copies)):
            check(Sampler(k, weights), p, 4)
    assert min(phases.values()) > 50 and voids > 20, (phases, voids)


def test_compiled_worlds_through_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Voids that often leave a card nowhere to go: the reference falls back
    to a matching after twenty dead ends, and so does the dealer, on the
    same stream."""
    fallbacks = [0]
    real = Sampler._matching

    def counted(self: Sampler, rng: random.Random) -> list[list[int]]:
        fallbacks[0] += 1
        return real(self, rng)

    monkeypatch.setattr(Sampler, "_matching", counted)
    rng = random.Random(1)
    for trial in range(2600):
        deck = [f for f in range(24) for _ in range(2)]
        rng.shuffle(deck)
        hands = [sorted(deck[i * 12 : (i + 1) * 12]) for i in range(4)]
        out = [0] * 24
        for h in hands[1:]:
            for c in h:
                out[c] += 1
        voids = [0] + [rng.randrange(16) for _ in range(3)]
        if trial < 2000:
            continue  # the first configurations have no fallback
        k = Knowledge(0, 0, hands[0], out, [[], [], [], []], voids, [12] * 4, 0, [], [], [])
        k.calls = summarize_calls(())
        sampler = Sampler(k, None)
        try:
            sampler.sample(random.Random(trial))
        except ValueError:
            continue  # no deal fits these voids
        check(sampler, trial, 3)
    assert fallbacks[0] > 4
