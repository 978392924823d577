"""Compare calling policies of the easy player in duplicate games.

Plays ``--pairs`` duplicate pairs of games between the easy player with the
default :class:`~bideuchre.bots.bidding.CallPolicy` and the easy player with
the options given, and prints the variant's mean net points per hand with a
95% confidence interval.  Card play is the same on both sides, so only the
calls differ.

    .venv/bin/python benchmarks/tune_bidding.py --rules double-deck --pairs 400 \\
        bid_margin=0.6 min_make=0.5
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing as mp
import statistics

from bideuchre.bots.arena import play_duplicate
from bideuchre.bots.bidding import CallPolicy, policy_for
from bideuchre.bots.easy import EasyBot
from bideuchre.engine import Rules


def _pair(job: tuple[str, int, dict[str, float], dict[str, float]]) -> tuple[float, float]:
    rules_name, i, base, changes = job
    rules = Rules.preset(rules_name)
    tuned = policy_for(rules)
    a = EasyBot(dataclasses.replace(tuned, **changes))
    b = EasyBot(dataclasses.replace(tuned, **base))
    first, second = play_duplicate(rules, f"tune/{i}", a, b)
    net = hands = 0
    wins = 0.0
    for game, side in ((first, 0), (second, 1)):
        wins += game.winner == side
        for h in game.hands:
            net += h.score[side] - h.score[1 - side]
            hands += 1
    return net / hands, wins / 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="double-deck")
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--base", action="append", default=[], help="name=value for the baseline")
    parser.add_argument("changes", nargs="*", help="name=value for the variant")
    args = parser.parse_args()
    fields = {f.name for f in dataclasses.fields(CallPolicy)}

    def parse(items: list[str]) -> dict[str, float]:
        out = {}
        for item in items:
            name, value = item.split("=")
            if name not in fields:
                raise SystemExit(f"unknown policy field {name}")
            out[name] = float(value)
        return out

    changes = parse(args.changes)
    base = parse(args.base)
    jobs = [(args.rules, i, base, changes) for i in range(args.pairs)]
    with mp.get_context("spawn").Pool(args.processes) as pool:
        results = pool.map(_pair, jobs, chunksize=8)
    nets = [r[0] for r in results]
    wins = [r[1] for r in results]
    m = statistics.mean(nets)
    half = 1.96 * statistics.stdev(nets) / len(nets) ** 0.5
    print(
        f"{args.rules} {changes} vs {base or 'default'}: net/hand {m:+.3f} ± {half:.3f}, "
        f"win rate {100 * statistics.mean(wins):.1f}%"
    )


if __name__ == "__main__":
    main()
