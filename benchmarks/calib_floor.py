"""The floor of hard's calibration as declarer (issue 9, item 2).

"Calibration" is the mean |expected − taken| tricks of hard's partnership
contracts, "expected" being the simulation's estimate at the declarer's last
bid (``benchmarks/bid_variants.py``).  Even a perfect estimate of the mean
misses the tricks taken by the spread of the outcome given what the declarer
knows then (its hand and the calls).  For each such contract in the run
files this replays the recorded calls to that bid, deals the unseen cards
as :func:`bideuchre.bots.simbid.simulated_call` does (the same seeded
stream, the same weights from the calls: the same ``expected``), and
reports, averaged over the contracts:

* ``between``: the weighted mean absolute deviation, across the deals, of
  the trick model's value (the part of the spread the model sees);
* ``model floor``: E|X − E X| for the model's own outcome distribution (a
  normal of the model's residual spread around each deal's value, mixed
  over the deals) — the error a perfectly calibrated mean would still make
  if the model's spread is right; ``model median floor``: the same about
  the mixture's median (the least mean absolute error of any single number);
* ``exact floor``: the weighted mean absolute deviation of exact open-hand
  tricks (``bots.dds``, the declarer leading, R8) over ``--solve`` of the
  deals (double deck: solves over ``--max-nodes`` positions are left out);
* ``observed``: |expected − taken| of the same contracts, as played, and
  with the reported expectation shifted by ``--shift`` tricks (a bias
  correction that changes no call).

::

    .venv/bin/python benchmarks/calib_floor.py FILE... [--variant base] [--seed bid] \\
        [--solve 24] [--max-nodes 2000000] [--limit 200] [--shift 0.47]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

from bideuchre.bots import dds
from bideuchre.bots.bidding import normal_dist
from bideuchre.bots.knowledge import read
from bideuchre.bots.sampling import Sampler
from bideuchre.bots.simbid import call_likelihood, hand_views
from bideuchre.bots.trickmodel import predict, spread
from bideuchre.engine import Action, ActionKind, GameState, Rules

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bid_variants import HARD, read_lines


def mad(values: list[float], weights: list[float], centre: float) -> float:
    """Weighted mean absolute deviation of ``values`` about ``centre``."""
    return sum(w * abs(v - centre) for v, w in zip(values, weights, strict=True)) / sum(weights)


def contract_floor(
    rules: Rules,
    seed: str,
    g: dict[str, Any],
    worlds: int,
    solve: int,
    max_nodes: int,
    solver: dds.DDSolver,
) -> dict[str, float] | None:
    """The figures of one hard partnership contract (module docstring)."""
    c = g["contract"]
    declarer = "NESW".index(c["declarer"])
    d = "CDHSN".index(c["denomination"][0])
    game = GameState.new_game(rules, seed)
    actions = [Action.parse(x, "auction") for x in g["auction"]]
    # the declarer's last bid
    last = -1
    seat = int(game.to_act or 0)
    for j, a in enumerate(actions):
        if (seat + j) % 4 == declarer and a.kind is ActionKind.BID:
            last = j
    if last < 0:
        return None
    for a in actions[:last]:
        game.apply(a)
    obs = game.observation(game.to_act)  # type: ignore[arg-type]
    k = read(obs)
    copies, size = rules.copies, rules.hand_size
    calls = [(int(s), a) for s, a in obs.calls]
    rng = random.Random(
        f"simbid/{obs.hand_number}/{declarer}/{','.join(map(str, k.hand))}/{len(calls)}"
    )
    sampler = Sampler(k, None)
    ws: list[float] = []
    vs: list[float] = []
    deals: list[list[list[int]]] = []
    for _ in range(worlds):
        hands = sampler.sample(rng)
        ws.append(call_likelihood(hand_views(hands, copies), calls, declarer, copies))
        vs.append(predict(hands[declarer], hands[declarer ^ 2], d, copies))
        deals.append(hands)
    total = sum(ws)
    ws = [w / total for w in ws]
    e = sum(w * v for w, v in zip(ws, vs, strict=True))
    sd = spread(copies, d)
    mix = [0.0] * (size + 1)
    for w, v in zip(ws, vs, strict=True):
        for t, p in enumerate(normal_dist(v, sd, size)):
            mix[t] += w * p
    acc, median = 0.0, 0
    for t, p in enumerate(mix):
        acc += p
        if acc >= 0.5:
            median = t
            break
    out = {
        "expected": e,
        "recorded": g["expected"],
        "taken": float(g["taken"]),
        "between": mad(vs, ws, e),
        "model_floor": sum(p * abs(t - e) for t, p in enumerate(mix)),
        "model_median_floor": sum(p * abs(t - median) for t, p in enumerate(mix)),
    }
    # exact open-hand tricks on the most weighted deals
    order = sorted(range(worlds), key=lambda i: -ws[i])[:solve]
    xs: list[float] = []
    xw: list[float] = []
    for i in order:
        try:
            t = solver.tricks(
                d, deals[i][:4], declarer, guess=round(vs[i]), max_nodes=max_nodes or None
            )
        except dds.SolveBudgetExceeded:
            continue
        xs.append(float(t))
        xw.append(ws[i])
    if len(xs) >= max(2, solve // 2):
        m = sum(w * x for w, x in zip(xw, xs, strict=True)) / sum(xw)
        out["exact_floor"] = mad(xs, xw, m)
        out["exact_mean"] = m
    return out


def corrections(rows: list[dict[str, Any]]) -> None:
    """Print the error of the reported expectation corrected without
    changing any call: shifted by its mean bias, and rounded to whole
    tricks (tricks taken are whole), the shift fitted on the even deals and
    tested on the odd ones, and the other way round (all contracts)."""
    pairs = [
        (r["deal"], g["expected"], float(g["taken"]))
        for r in rows
        for g in r["games"]
        if g["expected"] is not None
    ]
    raw: list[float] = []
    shifted: list[float] = []
    rounded: list[float] = []
    shifts = []
    for parity in (0, 1):
        fit = [(e, t) for d, e, t in pairs if d % 2 == parity]
        test = [(e, t) for d, e, t in pairs if d % 2 != parity]
        b = statistics.fmean(t - e for e, t in fit)
        shifts.append(b)
        raw += [abs(e - t) for e, t in test]
        shifted += [abs(e + b - t) for e, t in test]
        rounded += [abs(round(e + b) - t) for e, t in test]
    print(
        f"all {len(pairs)} contracts: mean |expected - taken| {statistics.fmean(raw):.3f}; "
        f"shifted by the other half's bias ({shifts[0]:+.2f} / {shifts[1]:+.2f}) "
        f"{statistics.fmean(shifted):.3f}; shifted and rounded {statistics.fmean(rounded):.3f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--variant", default="base")
    parser.add_argument("--seed", default="bid")
    parser.add_argument("--solve", type=int, default=24)
    parser.add_argument("--max-nodes", type=int, default=2_000_000)
    parser.add_argument("--limit", type=int, default=200, help="contracts at most")
    parser.add_argument("--shift", type=float, default=0.0)
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for p in args.files:
        for line in read_lines(Path(p)):
            r = json.loads(line)
            if r["variant"] == args.variant and "auction" in r["games"][0]:
                rows.append(r)
    rows.sort(key=lambda r: r["deal"])
    rules = Rules.preset(rows[0]["rules"])
    solver = dds.DDSolver(table_bits=20)
    res: list[dict[str, float]] = []
    for r in rows:
        for g in r["games"]:
            if g["expected"] is None or len(res) >= args.limit:
                continue
            f = contract_floor(
                rules,
                f"{args.seed}/{r['deal']}",
                g,
                HARD.bid_worlds,
                args.solve,
                args.max_nodes,
                solver,
            )
            if f is not None:
                res.append(f)
    corrections(rows)
    n = len(res)
    if not n:
        return 0
    same = sum(abs(f["expected"] - f["recorded"]) < 1e-6 for f in res)
    print(f"{rules.copies}-deck: {n} hard contracts; expected reproduced on {same}")

    def avg(key: str) -> float:
        xs = [f[key] for f in res if key in f]
        return statistics.fmean(xs) if xs else float("nan")

    obs = [abs(f["recorded"] - f["taken"]) for f in res]
    bias = statistics.fmean(f["recorded"] - f["taken"] for f in res)
    shifted = [abs(f["recorded"] + args.shift - f["taken"]) for f in res]
    ex = [f for f in res if "exact_floor" in f]
    print(f"observed mean |expected - taken| {statistics.fmean(obs):.3f} (bias {bias:+.3f})")
    print(f"with the expectation shifted by {args.shift:+.2f}: {statistics.fmean(shifted):.3f}")
    print(f"between-deal spread of the model's value: {avg('between'):.3f}")
    print(
        f"model floor (about the mean): {avg('model_floor'):.3f}; about the median: "
        f"{avg('model_median_floor'):.3f}"
    )
    gap = statistics.fmean(f["exact_mean"] - f["expected"] for f in ex) if ex else float("nan")
    print(
        f"exact open-hand floor: {avg('exact_floor'):.3f} on {len(ex)} contracts "
        f"(exact mean - model expected {gap:+.3f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
