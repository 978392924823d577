"""Check the shipped trick model (``bots/data/trick_model.json``) against exact
open-hand solves of fresh random deals.

For ``--deals`` deals (from ``--seed``, not the fitting seed) and every
denomination, seat 0 declares with seat 2 and leads (R8); the side's tricks
under perfect play by all four seats (the compiled solver ``bots.dds``, no
work limit) are compared with the model's value and with the one-hand
evaluation's.  Prints root mean square and mean errors (model − exact), for
trump and no-trump contracts and in all.

``--labels FILE`` reads the exact results from a label file of
``fit_trick_model.py label`` (solved without ``--max-nodes``) instead of
solving again, and also measures what a work limit would have cost: the mean
exact tricks, and the model's mean error, over the solves that stayed under
``--budget`` positions against all of them (the fit leaves the others out).

    .venv/bin/python benchmarks/check_trick_model.py --copies 2 --deals 10 --seed 7
    .venv/bin/python benchmarks/check_trick_model.py --copies 2 --seed 7 \\
        --labels benchmarks/results/trick_labels/check_dd_seed7.jsonl --budget 60000000
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

from bideuchre.bots import dds, trickmodel
from bideuchre.bots.evaluation import side_tricks
from bideuchre.bots.trickmodel import predict

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fit_trick_model import deal, rotated


def summary(name: str, errs: list[float]) -> str:
    """``name rmse R, mean M`` of errors (model − exact)."""
    n = max(1, len(errs))
    return (
        f"{name} rmse {math.sqrt(sum(e * e for e in errs) / n):.2f}, "
        f"mean {sum(errs) / n:+.2f} (n={len(errs)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--copies", type=int, default=2, choices=(1, 2))
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--labels", type=Path, default=None)
    parser.add_argument("--budget", type=int, default=60_000_000)
    parser.add_argument(
        "--model", type=Path, default=None, help="a model file to check instead of the shipped one"
    )
    args = parser.parse_args()
    if args.model:
        data = json.loads(args.model.read_text("utf-8"))
        table = {
            (int(k.split("/")[0]), k.endswith("/nt")): trickmodel.TrickModel(
                tuple(float(w) for w in v["weights"]), float(v["spread"])
            )
            for k, v in data["models"].items()
        }
        trickmodel.models = lambda: table  # type: ignore[assignment]
    copies = args.copies
    # (deal, rot, d, exact tricks, nodes)
    solved: list[tuple[int, int, int, int, int]] = []
    start = time.process_time()
    if args.labels:
        for line in args.labels.read_text("utf-8").splitlines():
            row = json.loads(line)
            if row["tricks"] is None:
                continue  # over a work limit: a training set, not a check set
            solved.append((row["deal"], row["rot"], row["d"], row["tricks"], row["nodes"]))
    else:
        solver = dds.DDSolver(table_bits=20)
        for i in range(args.deals):
            hands = deal(args.seed, copies, i)
            for d in range(5):
                before = solver.nodes
                t = solver.tricks(d, hands, 0)
                solved.append((i, 0, d, t, solver.nodes - before))
    seconds = time.process_time() - start
    errs: dict[bool, list[float]] = {False: [], True: []}
    old: list[float] = []
    kept: list[float] = []
    exact_all: list[int] = []
    exact_kept: list[int] = []
    for i, rot, d, t, nodes in solved:
        hs = rotated(deal(args.seed, copies, i), rot)
        e = predict(hs[0], hs[2], d, copies) - t
        errs[d == 4].append(e)
        old.append(side_tricks(hs[0], d, copies) - t)
        exact_all.append(t)
        if nodes <= args.budget:
            kept.append(e)
            exact_kept.append(t)
    print(
        f"copies={copies}: {len(solved)} exact solves (seed {args.seed}"
        + (f", from {args.labels}" if args.labels else f", {seconds:.0f} s CPU")
        + ")"
    )
    print("  model: " + summary("all", errs[False] + errs[True]))
    print("  model: " + summary("trump", errs[False]) + "; " + summary("no trump", errs[True]))
    print("  one-hand evaluation: " + summary("all", old))
    n_all, n_kept = len(exact_all), len(exact_kept)
    print(
        f"  under {args.budget} positions: {n_kept} of {n_all} solves; mean exact tricks "
        f"{sum(exact_kept) / max(1, n_kept):.3f} (all {sum(exact_all) / max(1, n_all):.3f}); "
        f"model mean error {sum(kept) / max(1, n_kept):+.3f} "
        f"(all {sum(errs[False] + errs[True]) / max(1, n_all):+.3f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
