"""Per-hand nodes, CPU time and values of the compiled open-hand solver on
fixed samples, for comparing two versions of ``bots/dds`` side by side.

Whole double-deck hands from the opening lead (every legal card of the
leader valued, ``DDSolver(table_bits=20)``, a fresh table per hand, 20%
lone: the positions of ``solver_bench.py``'s ``--seed``), and the same
hands valued only; the single-deck hands likewise.  Prints one line per
hand (``--each``) and a summary per sample: total and median nodes, total,
median and p95 CPU (``time.process_time``), and a digest of every value,
which must be the same for two exact versions.  Run two versions
alternately (e.g. a snapshot of ``src`` on ``PYTHONPATH``)::

    .venv/bin/python benchmarks/solver_hands.py --seeds 1,12 --dd 40 --sd 300
    PYTHONPATH=/tmp/before/src .venv/bin/python benchmarks/solver_hands.py ...
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import sys
import time

from solver_bench import _positions

from bideuchre.bots.dds import DDSolver, warm_up
from bideuchre.bots.fastplay import deal_tricks
from bideuchre.engine import DOUBLE_DECK, SINGLE_DECK


def _run(
    name: str, positions: list[tuple[object, ...]], value_only: bool, each: bool, heur: bool = False
) -> str:
    s = DDSolver(table_bits=20)
    times, nodes = [], []
    digest = hashlib.sha256()
    for i, p in enumerate(positions):
        s.clear()
        n0 = s.nodes
        t0 = time.process_time()
        if value_only and heur:  # MTD(f)'s first guess from a heuristic play-out
            d, hands, to_act, _, _, out = p
            g = deal_tricks(hands, d, to_act, out)  # type: ignore[arg-type]
            v: object = s.tricks(*p, guess=g)  # type: ignore[arg-type]
        elif value_only:
            v = s.tricks(*p)  # type: ignore[arg-type]
        else:
            v = sorted(s.card_tricks(*p).items())  # type: ignore[arg-type]
        dt = time.process_time() - t0
        times.append(dt)
        nodes.append(s.nodes - n0)
        digest.update(repr(v).encode())
        if each:
            print(f"  {name} #{i}: {nodes[-1]} nodes, {1000 * dt:.1f} ms, {v}")
    ts = sorted(times)
    p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
    return (
        f"{name}: n={len(ts)} nodes total {sum(nodes)} median {statistics.median(nodes):.0f}; "
        f"CPU total {sum(ts):.3f} s median {1000 * statistics.median(ts):.3f} ms "
        f"p95 {1000 * p95:.3f} ms; digest {digest.hexdigest()[:12]}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1", help="comma-separated sample seeds")
    parser.add_argument("--dd", type=int, default=10, help="double-deck whole hands a seed")
    parser.add_argument("--sd", type=int, default=300, help="single-deck whole hands a seed")
    parser.add_argument("--value-only", action="store_true", help="also value only")
    parser.add_argument(
        "--heur-guess",
        action="store_true",
        help="value only: first guess the heuristic play-out's tricks (fastplay.deal_tricks)",
    )
    parser.add_argument("--each", action="store_true", help="one line per double-deck hand")
    parser.add_argument("--no-warm", action="store_true", help="compile on first use only")
    args = parser.parse_args()
    if not args.no_warm:
        warm_up()
    print(f"load average {os.getloadavg()[0]:.2f}")
    for seed in (int(x) for x in args.seeds.split(",")):
        if args.sd:
            sd = _positions(SINGLE_DECK, args.sd, 6, seed)
            print(_run(f"seed {seed} single deck", sd, False, False))
            if args.value_only:
                print(_run(f"seed {seed} single deck value only", sd, True, False))
        if args.dd:
            dd = _positions(DOUBLE_DECK, args.dd, 12, seed)
            print(_run(f"seed {seed} double deck", dd, False, args.each))
            if args.value_only:
                print(_run(f"seed {seed} double deck value only", dd, True, False))
                if args.heur_guess:
                    name = f"seed {seed} double deck value only, heuristic guess"
                    print(_run(name, dd, True, False, True))
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
