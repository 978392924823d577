"""Partner overcalls and jumps over an opening at 1, from bid_variants runs (issue 9).

Reads a ``benchmarks/bid_variants.py`` run (against ``easy``, duplicate by
deal) and, for each table (deal and hard's side) of the ``--base`` variant,
finds from its auction (seats in turn from the dealer's left, R2) whether a
hard player bid over its partner's standing bid (a *partner overcall*),
and whether it bid 4 or more over an opponent's standing 1 (a *jump*).  On
those tables it compares hard's net points with the ``--other`` variant's on
the same table (``partner_margin=99``: no partner overcalls;
``compete_offset=1``: lower jumps), counts the tables gained and lost, and
for the jumps that became hard's contract: made, mean bid, the bidding's
expected tricks and the tricks taken::

    .venv/bin/python benchmarks/partner_overcalls.py /tmp/v.jsonl --seed i9late --other nopo
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
from typing import Any

from bideuchre.engine import GameState, Rules


def mean_ci(values: list[float]) -> str:
    if len(values) < 2:
        return "–"
    m = statistics.fmean(values)
    h = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:+.2f} ({m - h:+.2f} .. {m + h:+.2f})"


def level(call: str) -> int | None:
    """The tricks of a bid (``4S`` -> 4), None for pass and alone."""
    if call == "pass" or call.startswith("alone"):
        return None
    digits = ""
    for ch in call:
        if not ch.isdigit():
            break
        digits += ch
    return int(digits)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--seed", required=True, help="the run's --seed")
    parser.add_argument("--base", default="base")
    parser.add_argument("--other", required=True)
    args = parser.parse_args()
    raw = Path(args.file).read_bytes()
    text = gzip.decompress(raw) if args.file.endswith(".gz") else raw
    rows: dict[int, dict[str, Any]] = collections.defaultdict(dict)
    for line in text.decode("utf-8").splitlines():
        r = json.loads(line)
        rows[r["deal"]][r["variant"]] = r
    tables = 0
    po: list[float] = []
    jump: list[float] = []
    counts: collections.Counter[str] = collections.Counter()
    for deal, vs in sorted(rows.items()):
        if args.base not in vs or args.other not in vs:
            continue
        rules = Rules.preset(vs[args.base]["rules"])
        dealer = GameState.new_game(rules, f"{args.seed}/{deal}").dealer
        for hard in (0, 1):
            tables += 1
            g, o = vs[args.base]["games"][hard], vs[args.other]["games"][hard]
            seat, high_seat, high = int(dealer.left), -1, 0
            overcall = jumped = False
            for call in g["auction"]:
                n = level(call)
                if n is not None:
                    if seat & 1 == hard and high_seat == seat ^ 2:
                        overcall = True
                    if seat & 1 == hard and high_seat >= 0 and high_seat & 1 != hard:
                        jumped = jumped or (high == 1 and n >= 4)
                    high_seat, high = seat, n
                seat = (seat + 1) % 4
            d = float(g["net"] - o["net"])
            if overcall:
                po.append(d)
                counts["gained" if d > 0 else "lost" if d < 0 else "same"] += 1
            c = g["contract"]
            if jumped:
                jump.append(d)
                if g["hard_declares"] and c and not c["alone"] and g.get("expected") is not None:
                    counts["j_decl"] += 1
                    counts["j_made"] += int(g["made"])
                    counts["j_bid"] += c["bid"]
                    jump_exp = float(g["expected"])
                    counts["j_taken"] += g["taken"]
                    counts["j_exp_x100"] += round(100 * jump_exp)
    print(
        f"{tables} tables; partner overcalls {len(po)} ({100 * len(po) / max(tables, 1):.1f}%): "
        f"gained {counts['gained']}, lost {counts['lost']}, same {counts['same']} against "
        f"{args.other}; {args.base} − {args.other} on them {mean_ci(po)} a table, "
        f"sum {sum(po):+.0f}"
    )
    nd = max(counts["j_decl"], 1)
    print(
        f"jumps to 4+ over an opponent's 1: {len(jump)} ({100 * len(jump) / max(tables, 1):.1f}%); "
        f"{args.base} − {args.other} on them {mean_ci(jump)}, sum {sum(jump):+.0f}; "
        f"hard's contract {counts['j_decl']}, made {counts['j_made']}, mean bid "
        f"{counts['j_bid'] / nd:.2f}, expected {counts['j_exp_x100'] / 100 / nd:.2f}, "
        f"taken {counts['j_taken'] / nd:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
