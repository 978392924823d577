"""Where hard loses to the all-seeing reference, table by table (issue 9).

Reads ``reference.py`` run files (JSON lines, one seed per call: the deals
are keyed by number) and prints, for the tables (deal × side) both ``hard``
(or ``--player``) and ``reference`` played:

* who declared at each table — the player's side (``X``), the opponents
  (``E``, ``easy``), nobody — for the reference and for the player, with the
  reference's points minus the player's summed per kind of table (R12: a
  made contract scores its tricks, a set one ``-bid``; the defenders score
  their tricks);
* at the tables where both sides' own side declared: same or other
  denomination, same or other declarer, the player's contract made or set;
  with ``ref-play`` in the files, how much of the difference the
  reference's card play alone (with the player's calls) makes up;
* the player's contracts by level (made / set), tricks minus bid, and the
  points its sets cost against taking the same tricks in a made contract.

    .venv/bin/python benchmarks/reference_split.py --size 12 \\
        benchmarks/results/reference2/dd_a.jsonl benchmarks/results/reference2/dd_b.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from reference import lines


def net(game: dict[str, Any]) -> int:
    """The X side's points minus the other side's at one table (R12)."""
    s = game["score"]
    return s[0] - s[1] if game["x_side"] == "NS" else s[1] - s[0]


def ours(game: dict[str, Any]) -> bool | None:
    """Whether the X side declared (None: nobody bid)."""
    c = game["contract"]
    if c is None:
        return None
    return (c["declarer"] in "NS") == (game["x_side"] == "NS")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="+", type=Path)
    p.add_argument("--player", default="hard")
    p.add_argument("--size", type=int, required=True, help="hand size: 6 single, 12 double")
    args = p.parse_args()
    by: dict[str, dict[int, dict[str, Any]]] = defaultdict(dict)
    for path in args.files:
        for line in lines(path):
            if line.strip():
                r = json.loads(line)
                by[r["player"]][r["deal"]] = r
    ref, me, rp = by["reference"], by[args.player], by.get("ref-play", {})
    kinds: dict[tuple[str, str], list[int]] = defaultdict(list)
    both: dict[str, list[tuple[int, int]]] = defaultdict(list)
    made: Counter[int] = Counter()
    sets: Counter[int] = Counter()
    margin: Counter[int] = Counter()
    set_cost = 0
    tables = 0
    for i in sorted(set(ref) & set(me)):
        for gi in range(2):
            gm, gr = me[i]["games"][gi], ref[i]["games"][gi]
            tables += 1

            def kind(g: dict[str, Any]) -> str:
                o = ours(g)
                if o is None:
                    return "nobody"
                return ("X" if o else "E") + (" alone" if g["contract"]["alone"] else "")

            kinds[(kind(gr), kind(gm))].append(net(gr) - net(gm))
            cm = gm["contract"]
            if ours(gm):
                dfs = gm["score"][1] if cm["declarer"] in "NS" else gm["score"][0]
                taken = args.size - dfs
                margin[taken - cm["bid"]] += 1
                if gm["made"]:
                    made[cm["bid"]] += 1
                else:
                    sets[cm["bid"]] += 1
                    set_cost += cm["bid"] + taken
            if ours(gr) and ours(gm) and not gr["contract"]["alone"]:
                cr = gr["contract"]
                key = (
                    ("same denomination" if cm["denomination"] == cr["denomination"] else "other")
                    + (", same declarer" if cm["declarer"] == cr["declarer"] else ", other")
                    + (", made" if gm["made"] else ", set")
                )
                extra = net(rp[i]["games"][gi]) - net(gm) if i in rp else 0
                both[key].append((net(gr) - net(gm), extra))
    gap = sum(map(sum, kinds.values())) / tables
    print(f"{tables} tables; reference − {args.player}: {gap:+.2f} points a table")
    print("\n| reference's table | player's table | tables | points (sum) | a table |")
    print("|---|---|---:|---:|---:|")
    for (kr, km), v in sorted(kinds.items(), key=lambda kv: -sum(kv[1])):
        print(f"| {kr} | {km} | {len(v)} | {sum(v):+d} | {sum(v) / len(v):+.2f} |")
    print("\nboth declared (X): | kind | tables | reference − player | ref-play − player |")
    for k, w in sorted(both.items()):
        print(f"| {k} | {len(w)} | {sum(a for a, _ in w):+d} | {sum(b for _, b in w):+d} |")
    print(f"\nmade by level {sorted(made.items())}, set by level {sorted(sets.items())}")
    print(f"tricks − bid: {sorted(margin.items())}")
    print(f"sets cost {set_cost / tables:.2f} points a table (against a made contract)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
