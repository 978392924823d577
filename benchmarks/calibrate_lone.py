"""Calibrate lone hands solved open-hand against lone hands played (``bots.lone``).

For ``--deals`` random double-deck deals (from ``--seed``), the seat that
calls first (a different seat each deal) values going alone in every
denomination the filter keeps (``lone.candidates``) by solving ``--solve``
sampled deals (no first-stage stop, so the whole trace is kept); when at
least ``--min-made`` of them are solved as "every trick", the hand is
declared alone and played: the declarer's side by ``--level`` (exchange
included, D6), the defenders by ``--against``.  Writes one JSON line per
valued denomination to ``--out`` (the per-deal trace, the open-hand result
of the real deal after the exchange, made or not in play, tricks taken) and
prints, by the number of sampled deals solved as made, how many hands there
were and how many were made in play.

    .venv/bin/python benchmarks/calibrate_lone.py --deals 2000 --seed 1 \\
        --out benchmarks/results/lone/calibrate-1.jsonl

``--report FILE...`` instead reads such files (``.jsonl`` or ``.jsonl.gz``)
and prints the tables of RESULTS.md: made in play by share solved made, and
what declaring from each threshold would give (lone hands, share of the
seat-hands valued, made, net points; the best denomination of each hand).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import random
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Any

from bideuchre.bots import make_bot
from bideuchre.bots.knowledge import read
from bideuchre.bots.lone import LONE, _solver, estimate_lone, exchanged
from bideuchre.engine import Denomination, GameState, Phase, Rules, Seat, alone
from bideuchre.engine.dealing import deal


def report(files: list[Path], solve: int, seat_hands: int) -> None:
    """Print the calibration tables from the JSON lines in ``files``."""
    rows: list[dict[str, Any]] = []
    for i, path in enumerate(files):
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt") as f:
            for line in f:
                rec = json.loads(line)
                rec["file"] = i
                rows.append(rec)
    played = [r for r in rows if "made" in r]
    print(f"{len(rows)} denominations valued, {len(played)} played")
    print("| solved made, of N | hands played | share solved made | made in play | real deal |")
    for lo, hi in ((3, 4), (5, 6), (7, 8), (9, 10), (11, 12), (13, solve)):
        sel = [r for r in played if lo <= r["made_open"] <= hi]
        if not sel:
            continue
        n = len(sel)
        made = sum(r["made"] for r in sel)
        real = sum(r["real_open"] for r in sel)
        share = sum(r["made_open"] for r in sel) / solve / n
        print(
            f"| {lo}–{hi} | {n} | {100 * share:.0f}% | {made} ({100 * made / n:.0f}%) "
            f"| {real} ({100 * real / n:.0f}%) |"
        )
    best: dict[tuple[int, int], dict[str, Any]] = {}
    for r in played:
        key = (r["file"], r["deal"])
        if key not in best or r["made_open"] > best[key]["made_open"]:
            best[key] = r
    print("| declare when solved made >= | lone hands | share of seat-hands | made | net |")
    for t in range(3, solve + 1):
        sel = [r for r in best.values() if r["made_open"] >= t]
        if not sel:
            break
        n = len(sel)
        made = sum(r["made"] for r in sel)
        net = sum(24 if r["made"] else -24 - (12 - r["tricks"]) for r in sel)
        print(
            f"| {t}/{solve} | {n} | {100 * n / seat_hands:.2f}% | {made} ({100 * made / n:.0f}%) "
            f"| {net:+d} ({net / n:+.1f}) |"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--solve", type=int, default=16, help="sampled deals solved per hand")
    parser.add_argument("--min-made", type=int, default=4, help="play hands solved made this often")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--max-losers", type=float, default=LONE.max_losers)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--report", type=Path, nargs="+", help="summarize these files instead")
    args = parser.parse_args()
    if args.report:
        report(args.report, args.solve, args.deals * len(args.report))
        return 0
    if args.out is None:
        parser.error("--out is required")
    rules = Rules.preset("double-deck")
    size = rules.hand_size
    config = replace(
        LONE,
        deals=args.solve,
        probe=args.solve,
        total_nodes=10**12,
        max_losers=args.max_losers,
        max_denominations=5,
    )
    me = make_bot(args.level)
    other = make_bot(args.against)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    table: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])  # hands, made, open-made
    valued = played = 0
    cpu_value = 0.0
    with args.out.open("w") as out:
        for i in range(args.deals):
            seat = i % 4
            hands = deal(rules, f"lone/{args.seed}/{i}", 0)
            game = GameState.from_deal(rules, Seat((seat + 3) % 4), hands)
            obs = game.observation(Seat(seat))
            k = read(obs)
            trace: dict[int, list[tuple[int, int]]] = {}
            t0 = time.thread_time()
            estimate_lone(obs, k, config, math.inf, trace)
            cpu_value += time.thread_time() - t0
            for d, rows in trace.items():
                valued += 1
                made_open = sum(1 for o, _ in rows if o == 1)
                rec: dict[str, object] = {
                    "deal": i,
                    "seat": seat,
                    "d": d,
                    "trace": rows,
                    "made_open": made_open,
                }
                if made_open >= args.min_made:
                    played += 1
                    faces = [[int(c) for c in h] for h in hands]
                    real = exchanged(faces, d, seat, rules.lone_exchange_max, rules.copies)
                    s = _solver()
                    s.clear()
                    rec["real_open"] = int(s.reaches(d, real, seat, size, sitting_out=seat ^ 2))
                    g = game.clone()
                    g.apply(alone(Denomination(d)))
                    step = 0
                    while g.phase in (Phase.EXCHANGE, Phase.PLAY):
                        to_act = g.to_act
                        assert to_act is not None
                        bot = me if int(to_act) & 1 == seat & 1 else other
                        rng = random.Random(f"lone/{args.seed}/{i}/{d}/{step}")
                        g.apply(bot.choose(g.observation(to_act), rng, 1.0, deterministic=True))
                        step += 1
                    result = g.hand_result
                    assert result is not None
                    rec["made"] = int(bool(result.made))
                    rec["tricks"] = result.tricks[seat & 1]
                    row = table[made_open]
                    row[0] += 1
                    row[1] += rec["made"]
                    row[2] += rec["real_open"]
                out.write(json.dumps(rec) + "\n")
                out.flush()
            if (i + 1) % 100 == 0:
                print(
                    f"{i + 1}/{args.deals} deals, {valued} valued, {played} played", file=sys.stderr
                )
    print(
        f"{args.deals} deals, {valued} denominations valued "
        f"({1000 * cpu_value / max(1, valued):.1f} ms CPU each), {played} played"
    )
    print(f"made open of {args.solve} | hands | made in play | real deal made open")
    for m in sorted(table):
        n, made, real = table[m]
        print(f"{m:>2} | {n} | {made} ({100 * made / n:.0f}%) | {real} ({100 * real / n:.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
