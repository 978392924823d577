"""Fit the partnership trick model of ``bideuchre.bots.trickmodel``.

Deals random hands (from ``--seed``), lets seat 0 declare each denomination
with seat 2 as partner (and, rotating the deal, seat 1 with seat 3), finds
the tricks the declaring side takes, and fits tricks ~ pair features by least
squares (plain Python, per preset and for trump and no-trump contracts).

Labels (``--labels``):

* ``solve``: the exact open-hand result (:class:`bideuchre.bots.solver.Solver`,
  every seat seeing every card) — the default for the single deck, where a
  whole hand solves in about 20 ms;
* ``playout``: the heuristic player in every seat (``PlayState.playout``) —
  the default for the double deck, whose whole 12-trick hands the Python
  solver cannot solve in reasonable time.

A fifth of the deals is held out and the root mean square error on it is
reported (and stored as the model's ``spread``), with the error of the
one-hand evaluation (``side_tricks``) on the same deals for comparison.
``--check N`` also compares the model with exact solves of ``N`` held-out
single-deck deals whatever the labels.

Writes ``src/bideuchre/bots/data/trick_model.json``::

    .venv/bin/python benchmarks/fit_trick_model.py --seed 1 --deals 1500 --deals-double 5000
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from bideuchre.bots.evaluation import side_tricks
from bideuchre.bots.playout import PlayState
from bideuchre.bots.solver import Solver
from bideuchre.bots.trickmodel import pair_features
from bideuchre.engine import deck

OUT = Path(__file__).resolve().parents[1] / "src/bideuchre/bots/data/trick_model.json"


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1e-2) -> list[float]:
    """Ridge least squares with an intercept (normal equations, Gauss-Jordan)."""
    n = len(xs[0]) + 1
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in zip(xs, ys, strict=True):
        r = [1.0, *x]
        for i in range(n):
            ri = r[i]
            if ri:
                row = a[i]
                for j in range(n):
                    row[j] += ri * r[j]
                b[i] += ri * y
    for i in range(1, n):
        a[i][i] += ridge
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                for k in range(col, n):
                    a[r][k] -= f * a[col][k]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def tricks(hands: list[list[int]], d: int, labels: str) -> int:
    """Tricks of seats 0 and 2 when seat 0 declares ``d`` and leads (R8)."""
    if labels == "solve":
        return Solver(d, hands, -1, 0).solve(0, [], [])
    state = PlayState(d, hands, [], [], 0, 0, -1, [0, 0], [0, 0, 0, 0])
    state.playout()
    return state.won[0]


def predict(w: list[float], x: list[float]) -> float:
    """The model's value for features ``x``."""
    return w[0] + sum(wi * xi for wi, xi in zip(w[1:], x, strict=True))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, default=1500, help="single-deck deals")
    parser.add_argument("--deals-double", type=int, default=5000, help="double-deck deals")
    parser.add_argument("--labels-double", default="playout", choices=("playout", "solve"))
    parser.add_argument("--labels-single", default="solve", choices=("playout", "solve"))
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    result: dict[str, object] = {
        "command": "benchmarks/fit_trick_model.py " + " ".join(sys.argv[1:]),
        "models": {},
    }
    models: dict[str, object] = {}
    for copies, n_deals, labels in (
        (1, args.deals, args.labels_single),
        (2, args.deals_double, args.labels_double),
    ):
        rng = random.Random(f"{args.seed}/{copies}")
        size = 6 * copies
        data: dict[bool, list[tuple[list[float], float, float, bool]]] = {False: [], True: []}
        start = time.process_time()
        for i in range(n_deals):
            cards = [int(c) for c in deck(copies)]
            rng.shuffle(cards)
            hands = [cards[j * size : (j + 1) * size] for j in range(4)]
            held_out = i % 5 == 4
            for rot in (0, 1):
                hs = hands[rot:] + hands[:rot]
                for d in range(5):
                    t = tricks(hs, d, labels)
                    x = pair_features(hs[0], hs[2], d, copies)
                    data[d == 4].append((x, float(t), side_tricks(hs[0], d, copies), held_out))
        seconds = time.process_time() - start
        for nt in (False, True):
            rows = data[nt]
            train = [r for r in rows if not r[3]]
            test = [r for r in rows if r[3]]
            w = least_squares([r[0] for r in train], [r[1] for r in train])
            err = (sum((predict(w, r[0]) - r[1]) ** 2 for r in test) / len(test)) ** 0.5
            old = (sum((r[2] - r[1]) ** 2 for r in test) / len(test)) ** 0.5
            mean = sum(r[1] for r in rows) / len(rows)
            key = f"{copies}/{'nt' if nt else 'trump'}"
            models[key] = {
                "weights": [round(v, 4) for v in w],
                "spread": round(err, 3),
                "labels": labels,
                "deals": n_deals,
                "rows": len(rows),
                "mean_tricks": round(mean, 3),
                "held_out_rmse": round(err, 3),
                "one_hand_evaluation_rmse": round(old, 3),
            }
            print(
                f"{key}: labels={labels} rows={len(rows)} mean={mean:.2f} held-out rmse "
                f"{err:.3f} (one-hand side_tricks {old:.3f}); {seconds:.0f} s CPU to label"
            )
    result["models"] = models
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
