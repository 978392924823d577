"""CPU cost of valuing an alone call the search left out, for the review
(:func:`bideuchre.server.hints.lone_call_value`, 2 December 2026).

Deals double-deck hands from fixed seeds (``alone-bench-<i>``), lets the easy
player call until South is to act in the auction, then values every legal
alone call of South's with ``lone_call_value`` (the lone solver's fixed work,
its filter lifted), in CPU time of this thread (``time.thread_time``).  The
first call (numba compile) is left out.

Usage::

    .venv/bin/python benchmarks/review_alone_bench.py --deals 20
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from bideuchre.bots import EasyBot
from bideuchre.engine import ActionKind, GameState, Rules, Seat
from bideuchre.server.hints import lone_call_value


def main() -> None:
    """Print n, mean, p50, p95 and max CPU ms of one alone call valued."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20)
    args = parser.parse_args()
    rules = Rules.preset("double-deck")
    easy = EasyBot()
    times: list[float] = []
    warm = False
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    for i in range(args.deals):
        state = GameState.new_game(rules, f"alone-bench-{i}")
        rng = random.Random(i)
        while state.to_act is not Seat.S:
            seat = state.to_act
            assert seat is not None
            state.apply(easy.choose(state.observation(seat), rng, 0.1))
        obs = state.observation(Seat.S)
        for a in obs.legal:
            if a.kind is not ActionKind.ALONE:
                continue
            start = time.thread_time()
            lone_call_value(obs, a)
            if warm:
                times.append((time.thread_time() - start) * 1000)
            warm = True
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(
        f"n {len(times)} mean {statistics.mean(times):.0f} ms p50 {statistics.median(times):.0f} ms"
        f" p95 {p95:.0f} ms max {times[-1]:.0f} ms"
    )


if __name__ == "__main__":
    main()
