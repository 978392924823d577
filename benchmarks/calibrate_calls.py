"""Calibrate the meaning of the CPU players' calls (``bots.simbid.MEANING``).

Plays only the auctions of ``--deals`` deals (from ``--seed``) with one level
in all four seats, and for every call records the caller's one-hand value
(``side_tricks``) in the denomination it bid — or, for a pass, its best
value against the level it would have had to bid.  Prints, per preset:

* bids: mean and spread of ``value - tricks bid`` (``bid_offset``,
  ``bid_spread``);
* passes: the 80th percentile of ``best value - (standing + 1)``
  (``pass_offset``; the seat passed with less, most of the time);
* calls per hand and the mean opening level.

    .venv/bin/python benchmarks/calibrate_calls.py --level hard --deals 300 --seed 1
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys

from bideuchre.bots import make_bot
from bideuchre.bots.evaluation import side_tricks
from bideuchre.engine import ActionKind, GameState, Phase, Rules


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--rules", nargs="*", default=["double-deck", "single-deck"])
    args = parser.parse_args()
    bot = make_bot(args.level)
    for name in args.rules:
        rules = Rules.preset(name)
        copies = rules.copies
        bids: list[float] = []
        passes: list[float] = []
        calls = 0
        openings: list[int] = []
        alone = 0
        for i in range(args.deals):
            game = GameState.new_game(rules, f"calibrate/{args.seed}/{i}")
            high = 0
            opened = False
            while game.phase is Phase.AUCTION:
                seat = game.to_act
                assert seat is not None
                obs = game.observation(seat)
                hand = [int(c) for c in obs.hand]
                rng = random.Random(f"{args.seed}/{i}/{calls}")
                action = bot.choose(obs, rng, 1.0, deterministic=True)
                calls += 1
                if action.kind is ActionKind.BID:
                    bids.append(side_tricks(hand, int(action.denomination), copies) - action.tricks)
                    if not opened:
                        openings.append(action.tricks)
                        opened = True
                    high = action.tricks
                elif action.kind is ActionKind.PASS:
                    best = max(side_tricks(hand, d, copies) for d in range(5))
                    passes.append(best - (high + 1))
                else:
                    alone += 1
                game.apply(action)
        passes.sort()
        print(
            f"{name} {args.level}: {args.deals} deals, {calls / args.deals:.2f} calls a hand, "
            f"alone {alone}, mean opening {statistics.fmean(openings):.2f}; "
            f"bids {len(bids)}: value - bid mean {statistics.fmean(bids):+.2f} "
            f"sd {statistics.stdev(bids):.2f}; passes {len(passes)}: "
            f"80th percentile of best - (standing + 1) {passes[int(0.8 * len(passes))]:+.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
