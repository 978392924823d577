"""Late hands of whole games read by the chance of winning, not points (issue 9, R14).

Reads ``benchmarks/game_variants.py`` runs (one JSON line per game, variant
and side), rebuilds each game's score hand by hand from its contracts (R12,
D7; a ``--late`` game from its ``start``), and for the hands from hand 9 on
(every hand of a ``--late`` game) gives hard's side's net points a hand and
the change in its chance of winning the game a hand
(:func:`bideuchre.bots.winchance.win_chance`; 1 or 0 when the hand ends the
game), split by where hard stood at the hand's start (ahead or behind by
more than 2 points, or level), with its bid levels and contracts made.
The intervals treat hands as independent (they are not clustered by game)::

    .venv/bin/python benchmarks/late_hands.py --variant new \\
        benchmarks/results/reference2/gv_dd_hard_medium*.jsonl.gz
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import math
import statistics
import sys
from pathlib import Path

from bideuchre.bots import winchance
from bideuchre.engine import Rules


def mean_ci(values: list[float]) -> str:
    if len(values) < 2:
        return "–"
    m = statistics.fmean(values)
    h = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:+.3f} ({m - h:+.3f} .. {m + h:+.3f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--variant", default="base")
    parser.add_argument("--from-hand", type=int, default=9)
    args = parser.parse_args()
    acc: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    for path in args.files:
        raw = Path(path).read_bytes()
        text = gzip.decompress(raw) if path.endswith(".gz") else raw
        for line in text.decode("utf-8").splitlines():
            r = json.loads(line)
            if r["variant"] != args.variant:
                continue
            rules = Rules.preset(r["rules"])
            size, lone = rules.hand_size, rules.lone_made_points
            us, them = 0, 0
            if "start" in r:
                s = r["start"]
                us, them = (s[0], s[1]) if r["side"] == 0 else (s[1], s[0])
            for i, h in enumerate(r["hands"]):
                net, declares, bid, alone, made = h[:5]
                if declares < 0:
                    continue
                nd = net if declares == 1 else -net
                if alone:
                    d, e = (lone, 0) if made else (-lone, -nd - lone)
                elif made:
                    d, e = (nd + size) // 2, size - (nd + size) // 2
                else:
                    d, e = -bid, size - (nd + bid + size)
                du, dt = (d, e) if declares == 1 else (e, d)
                before = winchance.win_chance(rules, us, them)
                eligible_us = (declares == 1) == bool(made)
                nu, nt = us + du, them + dt
                if eligible_us and nu >= rules.target_score:
                    after = 1.0
                elif not eligible_us and nt >= rules.target_score:
                    after = 0.0
                else:
                    after = winchance.win_chance(rules, nu, nt)
                if i >= args.from_hand or "start" in r:
                    pos = "ahead" if us > them + 2 else "behind" if us < them - 2 else "level"
                    for key in ("all", pos):
                        acc[(key, "net")].append(net)
                        acc[(key, "win")].append(after - before)
                        if declares == 1 and not alone:
                            acc[(key, "bid")].append(bid)
                            acc[(key, "made")].append(int(made))
                us, them = nu, nt
    print("| where | late hands | net points a hand | win chance a hand | bid | made |")
    print("|---|---:|---|---|---|---|")
    for key in ("all", "ahead", "level", "behind"):
        n = acc[(key, "net")]
        if n:
            print(
                f"| {key} | {len(n)} | {mean_ci(n)} | {mean_ci(acc[(key, 'win')])} | "
                f"{statistics.fmean(acc[(key, 'bid')] or [0]):.2f} | "
                f"{100 * statistics.fmean(acc[(key, 'made')] or [0]):.0f}% |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
