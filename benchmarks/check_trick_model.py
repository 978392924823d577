"""Check the shipped trick model (``bots/data/trick_model.json``) against exact
open-hand solves of fresh random deals.

For ``--deals`` deals (from ``--seed``, not the fitting seed) and every
denomination, seat 0 declares with seat 2 and leads (R8); the side's tricks
under perfect play by all four seats (the compiled solver ``bots.dds`` in the
double deck, the Python solver in the single deck) are compared with the
model's value and with the one-hand evaluation's.  Prints root mean square
and mean errors (model − exact).

    .venv/bin/python benchmarks/check_trick_model.py --copies 2 --deals 10 --seed 7
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time

from bideuchre.bots.evaluation import side_tricks
from bideuchre.bots.solver import Solver
from bideuchre.bots.trickmodel import predict
from bideuchre.engine import deck


def exact(hands: list[list[int]], d: int, copies: int) -> int:
    """Tricks of seats 0 and 2, seat 0 declaring ``d`` and leading."""
    if copies == 2:
        from bideuchre.bots import dds

        return dds.deal_tricks(hands, d, 0)
    return Solver(d, hands, -1, 0).solve(0, [], [])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=2, choices=(1, 2))
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(f"check/{args.seed}/{args.copies}")
    size = 6 * args.copies
    errs: list[float] = []
    old: list[float] = []
    start = time.process_time()
    for _ in range(args.deals):
        cards = [int(c) for c in deck(args.copies)]
        rng.shuffle(cards)
        hands = [cards[j * size : (j + 1) * size] for j in range(4)]
        for d in range(5):
            t = exact(hands, d, args.copies)
            errs.append(predict(hands[0], hands[2], d, args.copies) - t)
            old.append(side_tricks(hands[0], d, args.copies) - t)
    n = len(errs)
    print(
        f"copies={args.copies}: {n} solves ({args.deals} deals x 5 denominations, seed "
        f"{args.seed}), {time.process_time() - start:.0f} s CPU; model rmse "
        f"{math.sqrt(sum(e * e for e in errs) / n):.2f}, mean {sum(errs) / n:+.2f}; "
        f"one-hand evaluation rmse {math.sqrt(sum(e * e for e in old) / n):.2f}, "
        f"mean {sum(old) / n:+.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
