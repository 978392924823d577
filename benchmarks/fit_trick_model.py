"""Label deals and fit the partnership trick model of ``bideuchre.bots.trickmodel``.

Two steps, each reproducible from its arguments:

``label``: deals random hands (deal ``i`` from ``--seed`` and ``i`` alone, so a
file can be extended or cut at any deal), lets seat 0 declare each
denomination with seat 2 as partner and lead (R8) — with ``--rotations 2``
also seat 1 with seat 3 — and appends one JSON line per solve to ``--out``::

    {"deal": 17, "rot": 0, "d": 2, "tricks": 7, "nodes": 1234567, "cpu": 0.41}

Labels are the exact open-hand result (every seat seeing every card) of the
compiled solver (``bots.dds``, :meth:`DDSolver.tricks`) or, with
``--labels playout``, the heuristic player in every seat.  ``--max-nodes``
bounds a solve's work: a deal whose solve runs out is written with
``"tricks": null`` and left out of the fit (the bias this causes is measured
by ``benchmarks/check_trick_model.py``, which solves without a limit).
``--cpu-minutes`` stops after the deal that passes that much CPU time
(``time.process_time``); deals already in ``--out`` are skipped, so a run
resumes where the last one stopped.

``fit``: fits tricks ~ pair features per preset and for trump and no-trump
contracts, on the labels of ``--single`` and ``--double``, holding out every
fifth deal.  Candidates, the best on the held-out deals shipped:

* ``refit``: ridge least squares from scratch;
* ``prior``: the weights of ``--prior`` (a model file, e.g. the previous
  one fitted on play-outs) unchanged;
* ``affine``: the prior's value corrected as ``a + b * value``;
* ``shrunk``: ridge least squares pulled towards the prior's weights
  (strength chosen on the training deals by 5-fold cross-validation) — for
  the double deck, where exact labels are few.

The held-out root mean square error is stored as the model's ``spread``; the
chosen weights are refitted on all the deals.  (The model shipped today was
fitted by the one-step version of this script, ``git show
912c244:benchmarks/fit_trick_model.py``, with the command stored in the
file; the exact double-deck labels below were too few to replace it,
RESULTS.md.)  Writes
``src/bideuchre/bots/data/trick_model.json``::

    .venv/bin/python benchmarks/fit_trick_model.py label --copies 1 --seed 1 \\
        --deals 4000 --rotations 2 --out benchmarks/results/trick_labels/sd_seed1.jsonl
    .venv/bin/python benchmarks/fit_trick_model.py label --copies 2 --seed 1 \\
        --deals 2000 --max-nodes 60000000 --cpu-minutes 60 \\
        --out benchmarks/results/trick_labels/dd_seed1.jsonl
    .venv/bin/python benchmarks/fit_trick_model.py fit \\
        --single benchmarks/results/trick_labels/sd_seed1.jsonl \\
        --double benchmarks/results/trick_labels/dd_seed1.jsonl \\
        --prior benchmarks/results/trick_labels/trick_model_playout.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from bideuchre.bots.playout import PlayState
from bideuchre.bots.trickmodel import pair_features
from bideuchre.engine import deck

OUT = Path(__file__).resolve().parents[1] / "src/bideuchre/bots/data/trick_model.json"


def deal(seed: int, copies: int, i: int) -> list[list[int]]:
    """Deal ``i`` of ``seed`` for a preset: four hands of ``6 * copies`` faces."""
    cards = [int(c) for c in deck(copies)]
    random.Random(f"labels/{seed}/{copies}/{i}").shuffle(cards)
    size = 6 * copies
    return [cards[j * size : (j + 1) * size] for j in range(4)]


def rotated(hands: list[list[int]], rot: int) -> list[list[int]]:
    """The deal turned so that seat ``rot`` sits at seat 0."""
    return hands[rot:] + hands[:rot]


def playout_tricks(hands: list[list[int]], d: int) -> int:
    """Tricks of seats 0 and 2 when seat 0 declares ``d`` and leads (R8),
    the heuristic player in every seat."""
    state = PlayState(d, hands, [], [], 0, 0, -1, [0, 0], [0, 0, 0, 0])
    state.playout()
    return int(state.won[0])


def label(args: argparse.Namespace) -> int:
    """The ``label`` step (module docstring)."""
    from bideuchre.bots import dds
    from bideuchre.bots.trickmodel import predict

    done: set[int] = set()
    if args.out.exists():
        for line in args.out.read_text("utf-8").splitlines():
            if line.strip():
                done.add(int(json.loads(line)["deal"]))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    solver = dds.DDSolver(table_bits=args.table_bits)
    size = 6 * args.copies
    start = time.process_time()
    new = cut = 0
    with args.out.open("a", encoding="utf-8") as out:
        for i in range(args.start, args.start + args.deals):
            if i in done:
                continue
            if args.cpu_minutes and time.process_time() - start > 60.0 * args.cpu_minutes:
                break
            hands = deal(args.seed, args.copies, i)
            for rot in range(args.rotations):
                hs = rotated(hands, rot)
                for d in range(5):
                    t0 = time.process_time()
                    before = solver.nodes
                    tricks: int | None
                    if args.labels == "playout":
                        tricks = playout_tricks(hs, d)
                    else:
                        # the shipped model's value only orders the search
                        guess = round(predict(hs[0], hs[2], d, args.copies))
                        try:
                            tricks = solver.tricks(
                                d,
                                hs,
                                0,
                                guess=min(size, max(0, guess)),
                                max_nodes=args.max_nodes or None,
                            )
                        except dds.SolveBudgetExceeded:
                            tricks = None
                            cut += 1
                    row = {
                        "deal": i,
                        "rot": rot,
                        "d": d,
                        "tricks": tricks,
                        "nodes": solver.nodes - before,
                        "cpu": round(time.process_time() - t0, 4),
                    }
                    out.write(json.dumps(row) + "\n")
            out.flush()
            new += 1
    print(
        f"copies={args.copies} seed={args.seed}: {new} new deals, {cut} solves over "
        f"{args.max_nodes} nodes, {time.process_time() - start:.0f} s CPU -> {args.out}"
    )
    return 0


Rows = list[tuple[list[float], float, int]]


def load_rows(path: Path, seed: int, copies: int) -> dict[bool, Rows]:
    """``{no trump: [(features, tricks, deal), ...]}`` from a label file
    (solves that ran out of budget left out)."""
    out: dict[bool, Rows] = {False: [], True: []}
    cache: dict[int, list[list[int]]] = {}
    for line in path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if row["tricks"] is None:
            continue
        i, d = int(row["deal"]), int(row["d"])
        if i not in cache:
            cache = {i: deal(seed, copies, i)}
        hs = rotated(cache[i], int(row["rot"]))
        out[d == 4].append((pair_features(hs[0], hs[2], d, copies), float(row["tricks"]), i))
    return out


def design(rows: Rows) -> tuple[np.ndarray, np.ndarray]:
    """Features with a leading column of ones, and the labels."""
    x = np.array([[1.0, *r[0]] for r in rows])
    y = np.array([r[1] for r in rows])
    return x, y


def ridge(x: np.ndarray, y: np.ndarray, lam: float, prior: np.ndarray | None) -> np.ndarray:
    """argmin |y - x w|^2 + lam |w - prior|^2 (the intercept not pulled)."""
    p = np.zeros(x.shape[1]) if prior is None else prior
    pen = lam * np.eye(x.shape[1])
    pen[0, 0] = 1e-9
    return np.linalg.solve(x.T @ x + pen, x.T @ y + pen @ p)


def affine(x: np.ndarray, y: np.ndarray, prior: np.ndarray) -> np.ndarray:
    """The prior's weights rescaled by the least-squares ``a + b * value``."""
    v = x @ prior
    a_mat = np.stack([np.ones_like(v), v], axis=1)
    a, b = np.linalg.lstsq(a_mat, y, rcond=None)[0]
    w = b * prior
    w[0] += a
    return w


def shrunk_strength(x: np.ndarray, y: np.ndarray, groups: np.ndarray, prior: np.ndarray) -> float:
    """The pull towards ``prior`` with the least 5-fold cross-validated error
    (folds by deal)."""
    best, best_lam = np.inf, 1.0
    for lam in (1.0, 3.0, 10.0, 30.0, 100.0, 300.0, 1000.0, 3000.0, 10000.0):
        err = 0.0
        for f in range(5):
            test = groups % 5 == f
            w = ridge(x[~test], y[~test], lam, prior)
            err += float(np.sum((x[test] @ w - y[test]) ** 2))
        if err < best:
            best, best_lam = err, lam
    return best_lam


def rmse(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    """Root mean square error of the clipped-free linear value."""
    return float(np.sqrt(np.mean((x @ w - y) ** 2)))


def fit(args: argparse.Namespace) -> int:
    """The ``fit`` step (module docstring)."""
    prior_models: dict[str, list[float]] = {}
    if args.prior:
        data = json.loads(args.prior.read_text("utf-8"))
        prior_models = {k: v["weights"] for k, v in data["models"].items()}
    models: dict[str, object] = {}
    shipped = json.loads(OUT.read_text("utf-8"))["models"]
    keep = {1, 2} - {int(c) for c in args.presets.split(",")}
    for copies, path, seed in (
        (1, args.single, args.seed_single),
        (2, args.double, args.seed_double),
    ):
        if copies in keep:
            # this preset's models stay as shipped
            for key, entry in shipped.items():
                if key.startswith(f"{copies}/"):
                    models[key] = entry
            continue
        by_kind = load_rows(path, seed, copies)
        for nt in (False, True):
            key = f"{copies}/{'nt' if nt else 'trump'}"
            rows = by_kind[nt]
            x, y = design(rows)
            groups = np.array([r[2] for r in rows])
            test = groups % 5 == 4
            xt, yt, xh, yh = x[~test], y[~test], x[test], y[test]
            cands: dict[str, tuple[np.ndarray, float]] = {}
            w = ridge(xt, yt, 1e-2, None)
            cands["refit"] = (w, rmse(w, xh, yh))
            prior = np.array(prior_models[key]) if key in prior_models else None
            lam = 0.0
            if prior is not None:
                cands["prior"] = (prior, rmse(prior, xh, yh))
                w = affine(xt, yt, prior)
                cands["affine"] = (w, rmse(w, xh, yh))
                lam = shrunk_strength(xt, yt, groups[~test], prior)
                w = ridge(xt, yt, lam, prior)
                cands["shrunk"] = (w, rmse(w, xh, yh))
            name = min(cands, key=lambda c: cands[c][1])
            err = cands[name][1]
            if name == "refit":
                final = ridge(x, y, 1e-2, None)
            elif name == "affine" and prior is not None:
                final = affine(x, y, prior)
            elif name == "shrunk":
                final = ridge(x, y, lam, prior)
            else:
                final = cands[name][0]
            mean = float(np.mean(y))
            models[key] = {
                "weights": [round(float(v), 4) for v in final],
                "spread": round(err, 3),
                "labels": f"{path.name} (exact open-hand solves, bots.dds)",
                "method": name if name != "shrunk" else f"shrunk (pull {lam:g})",
                "deals": len(set(groups.tolist())),
                "rows": len(rows),
                "mean_tricks": round(mean, 3),
                "held_out_rmse": {c: round(v[1], 3) for c, v in cands.items()},
                "held_out_bias": round(float(np.mean(xh @ cands[name][0] - yh)), 3),
            }
            print(
                f"{key}: rows={len(rows)} mean={mean:.2f} held-out rmse "
                + ", ".join(f"{c} {v[1]:.3f}" for c, v in cands.items())
                + f" -> {name}"
                + (f" (pull {lam:g})" if name == "shrunk" else "")
            )
    result = {
        "command": "benchmarks/fit_trick_model.py " + " ".join(sys.argv[1:]),
        "models": models,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="step", required=True)
    lab = sub.add_parser("label", help="solve random deals, append labels to a file")
    lab.add_argument("--copies", type=int, choices=(1, 2), required=True)
    lab.add_argument("--seed", type=int, default=1)
    lab.add_argument("--start", type=int, default=0, help="first deal index")
    lab.add_argument("--deals", type=int, default=1000)
    lab.add_argument("--rotations", type=int, default=1, choices=(1, 2))
    lab.add_argument("--labels", default="solve", choices=("solve", "playout"))
    lab.add_argument("--max-nodes", type=int, default=0, help="0: no limit")
    lab.add_argument("--cpu-minutes", type=float, default=0.0, help="0: no limit")
    lab.add_argument("--table-bits", type=int, default=20)
    lab.add_argument("--out", type=Path, required=True)
    fitp = sub.add_parser("fit", help="fit the model on label files")
    fitp.add_argument("--single", type=Path, default=None)
    fitp.add_argument("--double", type=Path, required=True)
    fitp.add_argument("--seed-single", type=int, default=1)
    fitp.add_argument("--seed-double", type=int, default=1)
    fitp.add_argument("--prior", type=Path, default=None)
    fitp.add_argument(
        "--presets", default="1,2", help="copies to fit (the others keep the shipped models)"
    )
    fitp.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    return label(args) if args.step == "label" else fit(args)


if __name__ == "__main__":
    sys.exit(main())
