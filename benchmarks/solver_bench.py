"""Speed of the compiled open-hand solver (bots/dds), in CPU time.

Whole hands from the opening lead (every legal card of the leader valued,
:meth:`~bideuchre.bots.dds.DDSolver.card_tricks`, a fresh table per hand) in
both presets, and the same hands valued only (:meth:`~bideuchre.bots.dds.DDSolver.tricks`,
what ``deal_tricks`` does); the Python reference solver (bots/solver) on the same positions
where it can finish (single-deck whole hands, double-deck positions with 5
tricks left); the start-up cost of :func:`~bideuchre.bots.dds.warm_up` in a
new process with numba's cache cold and warm.  CPU time
(``time.process_time``) since the machine is shared; the load average is
printed with the figures::

    .venv/bin/python benchmarks/solver_bench.py --dd 10 --sd 300 --ref 30
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from bideuchre.bots.dds import DDSolver, position_of, random_position, warm_up
from bideuchre.bots.solver import Solver
from bideuchre.engine import DOUBLE_DECK, SINGLE_DECK, Rules


def _positions(rules: Rules, count: int, left: int, seed: int) -> list[tuple[object, ...]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        lone = rng.random() < 0.2 and left == rules.hand_size
        in_trick = 0 if left == rules.hand_size else -1
        state = random_position(rules, rng, left, rng.randrange(5), lone, in_trick)
        out.append(tuple(position_of(state)))
    return out


def _fast(
    positions: list[tuple[object, ...]], value_only: bool = False
) -> tuple[list[float], list[int]]:
    """CPU seconds and nodes per position: every card valued, or with
    ``value_only`` the position's value alone (what ``deal_tricks`` does)."""
    s = DDSolver(table_bits=20)
    times, nodes = [], []
    for p in positions:
        s.clear()
        n0 = s.nodes
        t0 = time.process_time()
        if value_only:
            s.tricks(*p)  # type: ignore[arg-type]
        else:
            s.card_tricks(*p)  # type: ignore[arg-type]
        times.append(time.process_time() - t0)
        nodes.append(s.nodes - n0)
    return times, nodes


def _reference(positions: list[tuple[object, ...]]) -> list[float]:
    times = []
    for d, hands, to_act, ts, tc, out in positions:  # type: ignore[misc]
        t0 = time.process_time()
        ref = Solver(d, [list(h) for h in hands], out, to_act & 1)
        legal = DDSolver(table_bits=4).card_tricks(d, hands, to_act, ts, tc, out)
        for f in legal:
            ref.solve_after(to_act, ts, tc, f)
        times.append(time.process_time() - t0)
    return times


def _summary(name: str, times: list[float], nodes: list[int] | None = None) -> str:
    ts = sorted(times)
    if not ts:  # e.g. --sd 0: nothing of this kind was asked for
        return f"{name}: n=0 (not run)"
    p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
    text = (
        f"{name}: n={len(ts)} median {1000 * statistics.median(ts):.3f} ms, "
        f"p95 {1000 * p95:.3f} ms, max {1000 * ts[-1]:.3f} ms"
    )
    if nodes:
        text += f", median nodes {statistics.median(nodes):.0f}, total nodes {sum(nodes)}"
    return text


def _startup() -> tuple[float, float]:
    code = "from bideuchre.bots.dds import warm_up; print(warm_up())"
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache}
        cold = warm = 0.0
        for i in range(2):
            out = subprocess.run(
                [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
            )
            if i == 0:
                cold = float(out.stdout)
            else:
                warm = float(out.stdout)
    return cold, warm


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dd", type=int, default=10, help="double-deck whole hands")
    parser.add_argument("--sd", type=int, default=300, help="single-deck whole hands")
    parser.add_argument("--ref", type=int, default=50, help="positions for the reference")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-startup", action="store_true", help="skip the cold/warm start-up measurement"
    )
    args = parser.parse_args()
    warm_up()  # load the code (every entry point) before anything is timed
    print(f"load average {os.getloadavg()[0]:.2f} (2 cores)")
    sd = _positions(SINGLE_DECK, args.sd, 6, args.seed)
    print(_summary("single-deck whole hand, dds", *_fast(sd)))
    dd = _positions(DOUBLE_DECK, args.dd, 12, args.seed)
    print(_summary("double-deck whole hand, dds", *_fast(dd)))
    print(_summary("double-deck whole hand, value only (deal_tricks)", *_fast(dd, True)))
    print(_summary("single-deck whole hand, value only (deal_tricks)", *_fast(sd, True)))
    for name, rules, left in (
        ("single-deck whole hand", SINGLE_DECK, 6),
        ("double-deck 5 tricks left", DOUBLE_DECK, 5),
    ):
        if args.ref <= 0:  # no comparison with the reference
            break
        ps = _positions(rules, args.ref, left, args.seed + 1)
        fast, _ = _fast(ps)
        slow = _reference(ps)
        print(_summary(f"{name}, dds", fast))
        print(_summary(f"{name}, Python reference", slow))
        print(f"{name}: reference / dds = {sum(slow) / sum(fast):.0f}x (total CPU)")
    if not args.no_startup:
        cold, warm = _startup()
        print(
            f"start-up (import excluded): warm_up() {cold:.2f} s with a cold cache, "
            f"{warm:.3f} s warm"
        )
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
