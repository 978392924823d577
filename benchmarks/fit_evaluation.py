"""Fit the hand-evaluation weights of ``bideuchre.bots.evaluation`` (WEIGHTS).

Deals random hands, lets North declare each denomination in turn and plays
the hand out with the heuristic player in every seat (``PlayState.playout``),
then fits side tricks ~ features by least squares, per preset and for trump
and no-trump contracts.  Prints the weights to paste into ``WEIGHTS``.

    .venv/bin/python benchmarks/fit_evaluation.py --deals 3000
"""

from __future__ import annotations

import argparse
import random

from bideuchre.bots.evaluation import NT_FEATURES, TRUMP_FEATURES, features, side_tricks
from bideuchre.bots.playout import PlayState
from bideuchre.engine import deck


def solve(xs: list[list[float]], ys: list[float], ridge: float = 1e-3) -> list[float]:
    """Least squares with an intercept (normal equations, Gaussian elimination)."""
    rows = [[1.0, *x] for x in xs]
    n = len(rows[0])
    a = [
        [sum(r[i] * r[j] for r in rows) + (ridge if i == j else 0.0) for j in range(n)]
        for i in range(n)
    ]
    b = [sum(r[i] * y for r, y in zip(rows, ys, strict=True)) for i in range(n)]
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
    return [b[i] / a[i][i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for copies in (2, 1):
        rng = random.Random(args.seed)
        size = 6 * copies
        data: dict[bool, tuple[list[list[float]], list[float]]] = {False: ([], []), True: ([], [])}
        old_err = {False: 0.0, True: 0.0}
        for _ in range(args.deals):
            cards = [int(c) for c in deck(copies)]
            rng.shuffle(cards)
            hands = [cards[i * size : (i + 1) * size] for i in range(4)]
            for d in range(5):
                world = PlayState(d, hands, [], [], 0, 0, -1, [0, 0], [0, 0, 0, 0])
                world.playout()
                xs, ys = data[d == 4]
                xs.append([float(v) for v in features(hands[0], d, copies)])
                ys.append(float(world.won[0]))
                old_err[d == 4] += (side_tricks(hands[0], d, copies) - world.won[0]) ** 2
        for nt in (False, True):
            xs, ys = data[nt]
            w = solve(xs, ys)
            pred = [w[0] + sum(wi * xi for wi, xi in zip(w[1:], x, strict=True)) for x in xs]
            mse = sum((p - y) ** 2 for p, y in zip(pred, ys, strict=True)) / len(ys)
            mean_y = sum(ys) / len(ys)
            names = NT_FEATURES if nt else TRUMP_FEATURES
            print(
                f"copies={copies} nt={nt}: n={len(ys)} mean={mean_y:.2f} "
                f"rmse={mse**0.5:.2f} (current weights {(old_err[nt] / len(ys)) ** 0.5:.2f})"
            )
            print(
                "  ",
                ", ".join(f"{n}={v:.2f}" for n, v in zip(("intercept", *names), w, strict=True)),
            )
            print(f"    ({copies}, {nt}): ({', '.join(f'{v:.2f}' for v in w)}),")


if __name__ == "__main__":
    main()
