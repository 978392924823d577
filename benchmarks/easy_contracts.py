"""Where hard loses points on the hands easy declares (issue 9, item 2).

Reads the run files of ``benchmarks/bid_variants.py`` (one variant of
``hard`` against ``easy``, duplicate by deal: deal *i* is played twice, table
0 with hard North–South, table 1 with hard East–West, on the same cards and
dealer, R2) and breaks the points down:

* **by table**: each table's points (hard's side minus easy's, R12, D7) by
  who declares (hard, easy, lone hands, all passed), as the per-hand figures
  of ``bid_variants.py report`` split them;
* **by deal, in duplicate**: each deal's points (the mean of its two tables)
  by the pair of outcomes — which cards declared at each table (the same
  side's cards, once by hard and once by easy; or opposite sides) — with
  each class's share of the mean per hand and a 95% interval over deals;
* **the hands easy declares**, each compared with the other table, where
  hard held the cards easy declared with (and easy held hard's): hard
  declared the same denomination there (higher, the same or a lower
  level), another one, or let easy-with-its-cards declare (hard was
  outbid or passed here *and* its cards made a contract for easy there);
  with who opened, easy's level, made or set, and hard's highest bid.

Reproducible: the run files come from ``bid_variants.py run`` with a seed
and deal range; this reads them only::

    .venv/bin/python benchmarks/easy_contracts.py FILE... [--variant base] [--seed bid]
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from bideuchre.engine import first_dealer


def read_rows(paths: list[str], variant: str) -> dict[int, dict[str, Any]]:
    """The rows of ``variant`` by deal (plain or ``.gz`` files; rows without
    their auctions are left out)."""
    rows: dict[int, dict[str, Any]] = {}
    for p in paths:
        path = Path(p)
        data = (
            gzip.decompress(path.read_bytes()).decode() if p.endswith(".gz") else path.read_text()
        )
        for line in data.splitlines():
            r = json.loads(line)
            if r["variant"] == variant and all("auction" in g for g in r["games"]):
                rows[r["deal"]] = r
    return rows


def mean_ci(values: list[float]) -> str:
    """``mean (lo .. hi)``: a normal 95% interval."""
    if len(values) < 2:
        return "n/a"
    m = statistics.fmean(values)
    h = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:+.2f} ({m - h:+.2f} .. {m + h:+.2f})"


def table_facts(g: dict[str, Any], hard: int, dealer: int, size: int) -> dict[str, Any]:
    """What one table shows: the declaring cards' side (0 = N–S, 1 = E–W,
    None if all passed), who declared, who opened, hard's highest bid."""
    c = g["contract"]
    seat = (dealer + 1) % 4
    opener = None
    hard_high = 0
    first_call: dict[int, str] = {}
    for call in g["auction"]:
        team = seat & 1
        first_call.setdefault(seat, call)
        if call[0].isdigit():
            if opener is None:
                opener = "hard" if team == hard else "easy"
            if team == hard:
                hard_high = max(hard_high, int(call.rstrip("CDHSNT")))
        seat = (seat + 1) % 4
    side = None if c is None else "NESW".index(c["declarer"]) & 1
    who = None if c is None else ("hard" if side == hard else "easy")
    return {
        "side": side,
        "who": who,
        "alone": bool(c and c["alone"]),
        "bid": c["bid"] if c else 0,
        "denom": c["denomination"] if c else "",
        "made": g["made"],
        "net": g["net"],
        # tricks of the declaring side (hard's ``taken`` or the rest, R12)
        "decl_tricks": (g["taken"] if side == hard else size - g["taken"]) if c else 0,
        "opener": opener or "none",
        "hard_high": hard_high,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--variant", default="base")
    parser.add_argument("--seed", default="bid")
    args = parser.parse_args()
    rows = read_rows(args.files, args.variant)
    n = len(rows)
    size = 6 * (1 + (rows[next(iter(rows))]["rules"] == "double-deck")) if rows else 0
    print(f"{n} deals, variant {args.variant}; points are hard's side minus easy's")
    by_table: dict[str, list[float]] = defaultdict(lambda: [0.0] * n)
    by_class: dict[str, list[float]] = defaultdict(lambda: [0.0] * n)
    counts: dict[str, int] = defaultdict(int)
    easy_rows: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for j, (deal, r) in enumerate(sorted(rows.items())):
        dealer = int(first_dealer(f"{args.seed}/{deal}"))
        t = [table_facts(g, hard, dealer, size) for hard, g in enumerate(r["games"])]
        for f in t:
            key = "all passed" if f["who"] is None else f["who"] + (" alone" if f["alone"] else "")
            by_table[key][j] += f["net"] / 2
        cls = deal_class(t)
        counts[cls] += 1
        by_class[cls][j] += (t[0]["net"] + t[1]["net"]) / 2
        for i in (0, 1):
            if t[i]["who"] == "easy" and not t[i]["alone"]:
                easy_rows.append((t[i], t[1 - i]))
    print("\nBy table (who declares; each table counts half a deal):\n")
    print("| declarer | points a hand (95% CI over deals) | tables |")
    print("|---|---|---:|")
    for key, vals in sorted(by_table.items()):
        print(f"| {key} | {mean_ci(vals)} | {sum(1 for v in vals if v)} |")
    print("\nBy deal in duplicate (which cards declared at the two tables):\n")
    print("| class | share of points a hand (95% CI) | deals | points a deal in class |")
    print("|---|---|---:|---:|")
    for key, vals in sorted(by_class.items()):
        cnt = counts[key]
        print(f"| {key} | {mean_ci(vals)} | {cnt} | {sum(vals) / max(1, cnt):+.2f} |")
    print("\nHands easy declares (partnership), against the other table's outcome:\n")
    groups: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = defaultdict(list)
    for mine, other in easy_rows:
        if other["side"] is None:
            g = "other table passed out"
        elif other["side"] != mine["side"]:
            g = "other table: easy declared with hard's cards (hard did not get its contract here)"
        elif other["denom"] != mine["denom"]:
            g = "other table: hard declared with these cards, another denomination"
        elif other["bid"] > mine["bid"]:
            g = "other table: hard declared the same denomination higher"
        elif other["bid"] == mine["bid"]:
            g = "other table: hard declared the same contract"
        else:
            g = "other table: hard declared the same denomination lower"
        groups[g].append((mine, other))
    print(
        "| other table | hands | points here (hard − easy) a hand | points there | "
        "easy made here | easy's level here (mean) | opened by hard here | hard bid here |"
    )
    print("|---|---:|---:|---:|---|---:|---:|---:|")
    for g, items in sorted(groups.items(), key=lambda x: -len(x[1])):
        here = statistics.fmean(m["net"] for m, _ in items)
        there = statistics.fmean(o["net"] for _, o in items)
        made = sum(m["made"] for m, _ in items)
        print(
            f"| {g} | {len(items)} | {here:+.2f} | {there:+.2f} | {made}/{len(items)} | "
            f"{statistics.fmean(m['bid'] for m, _ in items):.1f} | "
            f"{sum(m['opener'] == 'hard' for m, _ in items)} | "
            f"{sum(m['hard_high'] > 0 for m, _ in items)} |"
        )
    same = groups.get("other table: hard declared the same contract", [])
    if same:
        print(
            f"\nThe same partnership contract at both tables ({len(same)} deals): the declaring "
            f"cards take {statistics.fmean(o['decl_tricks'] for _, o in same):.2f} tricks with "
            f"hard declaring (easy defending), "
            f"{statistics.fmean(m['decl_tricks'] for m, _ in same):.2f} with easy declaring "
            f"(hard defending); made {sum(o['made'] for _, o in same)} and "
            f"{sum(m['made'] for m, _ in same)}; points a deal to hard "
            f"{statistics.fmean((m['net'] + o['net']) / 2 for m, o in same):+.2f}"
        )
    print("\nHands easy declares, by easy's level and whether hard bid (points here, made):\n")
    print(
        "| easy's level | hard bid | hands | points a hand here | easy made | "
        "with hard's cards at the other table: easy declared (made) |"
    )
    print("|---|---|---:|---:|---|---|")
    lv: dict[tuple[int, bool], list[tuple[dict[str, Any], dict[str, Any]]]] = defaultdict(list)
    for mine, other in easy_rows:
        lv[(mine["bid"], mine["hard_high"] > 0)].append((mine, other))
    for (level, bid), items in sorted(lv.items()):
        flip = [o for m, o in items if o["side"] is not None and o["side"] != m["side"]]
        print(
            f"| {level} | {'yes' if bid else 'no'} | {len(items)} | "
            f"{statistics.fmean(m['net'] for m, _ in items):+.2f} | "
            f"{sum(m['made'] for m, _ in items)}/{len(items)} | "
            f"{len(flip)} ({sum(o['made'] for o in flip)}) |"
        )
    return 0


def deal_class(t: list[dict[str, Any]]) -> str:
    """The duplicate class of a deal from its two tables' facts."""
    if t[0]["side"] is None or t[1]["side"] is None:
        return "passed out at a table"
    if t[0]["side"] == t[1]["side"]:
        return "same cards declare at both tables (hard once, easy once)"
    if t[0]["who"] == "hard":
        return "hard declares at both tables"
    return "easy declares at both tables"


if __name__ == "__main__":
    sys.exit(main())
