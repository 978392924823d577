"""CPU cost of valuing lone hands (``bots.lone.estimate_lone``) per call.

For ``--deals`` random double-deck deals (from ``--seed``), the seat that
calls first (a different seat each deal) values its alone calls with the
``hard`` configuration (``lone.LONE``), fixed work.  Prints how many calls
solved anything, the CPU time per call (``time.thread_time``: p50, p95, max
over the calls that solved), the positions searched, and how many hands
would pass ``--min-make`` (the chance of making the lone hand).

    .venv/bin/python benchmarks/lone_cost.py --deals 1000 --seed 1
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from bideuchre.bots.dds import warm_up
from bideuchre.bots.knowledge import read
from bideuchre.bots.lone import estimate_lone
from bideuchre.engine import GameState, Rules, Seat
from bideuchre.engine.dealing import deal


def pct(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile (NaN if empty)."""
    if not values:
        return math.nan
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--min-make", type=float, default=0.7)
    args = parser.parse_args()
    rules = Rules.preset("double-deck")
    warm_up()
    cpu: list[float] = []
    nodes: list[int] = []
    all_cpu: list[float] = []
    over = 0
    for i in range(args.deals):
        seat = i % 4
        hands = deal(rules, f"lone-cost/{args.seed}/{i}", 0)
        game = GameState.from_deal(rules, Seat((seat + 3) % 4), hands)
        obs = game.observation(Seat(seat))
        t0 = time.thread_time()
        est = estimate_lone(obs, read(obs))
        dt = time.thread_time() - t0
        all_cpu.append(dt)
        if est:
            cpu.append(dt)
            nodes.append(sum(e.nodes for e in est.values()))
            over += any(e.p_made >= args.min_make for e in est.values())
    print(
        f"{args.deals} first calls, {len(cpu)} solved something; "
        f"{over} with a lone chance >= {args.min_make} ({100 * over / args.deals:.2f}%)"
    )
    print(
        f"  CPU ms per call that solved: p50 {1000 * pct(cpu, 0.5):.1f} "
        f"p95 {1000 * pct(cpu, 0.95):.1f} max {1000 * max(cpu, default=math.nan):.1f}; "
        f"all calls p95 {1000 * pct(all_cpu, 0.95):.2f}"
    )
    print(f"  positions per call that solved: p50 {pct(nodes, 0.5):.0f} max {max(nodes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
