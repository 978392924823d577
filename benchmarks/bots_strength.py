"""CPU players' strength: tabulate ``bideuchre simulate --json`` reports.

Each report file comes from one run such as::

    bideuchre simulate --ns hard --ew medium --games 200 --rules double-deck \\
        --seed 1 --processes 2 --json hard_medium.json

This script prints one table row per report (with the command that produced
it) and, with ``--write``, replaces the "CPU players: strength" section of
``benchmarks/RESULTS.md`` between its markers, leaving the rest alone::

    .venv/bin/python benchmarks/bots_strength.py /tmp/sim/*.json --write
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from bideuchre.commands.simulate import wilson

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
START, END = "<!-- bots-strength:start -->", "<!-- bots-strength:end -->"


def command(r: dict[str, Any]) -> str:
    """The command line that produced report ``r``."""
    return (
        f"bideuchre simulate --ns {r['a']} --ew {r['b']} --games {r['games']} "
        f"--rules {r['rules']} --seed {r['seed']} --processes {r['processes']}"
    )


def rows(reports: list[dict[str, Any]]) -> str:
    """The strength and contract tables."""
    out = [
        "| preset | A vs B | games (pairs) | hands | A games won | A game win rate "
        "(95% CI over pairs; Wilson over games) | A − B points per hand (95% CI) |",
        "|---|---|---:|---:|---:|---|---|",
    ]
    for r in reports:
        w, p = r["a_win_rate"], r["a_points_per_hand"]
        wl, wh = wilson(r["a_wins"], r["games"])
        out.append(
            f"| {r['rules']} | {r['a']} vs {r['b']} | {r['games']} ({r['pairs']}) | {r['hands']} "
            f"| {r['a_wins']} | {100 * w['mean']:.1f}% ({100 * w['lo']:.1f} .. "
            f"{100 * w['hi']:.1f}; {100 * wl:.1f} .. {100 * wh:.1f}) "
            f"| {p['mean']:+.2f} ({p['lo']:+.2f} .. {p['hi']:+.2f}) |"
        )
    out += [
        "",
        "| preset | match | line-up | contracts | made | set | made % | alone | alone made "
        "| decisions | cpu p50 ms | cpu p95 ms | cpu max ms | wall p95 ms | wall max ms |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in reports:
        for key in ("A", "B"):
            t = r["lineups"][key]
            made_pct = 100 * t["made"] / t["contracts"] if t["contracts"] else 0.0
            out.append(
                f"| {r['rules']} | {r['a']} vs {r['b']} | {key} {t['level']} | {t['contracts']} "
                f"| {t['made']} | {t['set']} | {made_pct:.1f} | {t['alone']} "
                f"| {t['alone_made']} | {t['decisions']} | {t['cpu_p50_ms']:.2f} "
                f"| {t['cpu_p95_ms']:.2f} | {t['cpu_max_ms']:.1f} | {t['p95_ms']:.2f} "
                f"| {t['max_ms']:.1f} |"
            )
    out += [
        "",
        "Commands (each writes the JSON report tabulated here with `--json FILE`; "
        "the reports and printed outputs are kept in `benchmarks/results/strength/`):",
        "",
    ]
    out += [f"- `{command(r)}` ({r['seconds']:.0f} s)" for r in reports]
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", help="JSON files written by simulate --json")
    parser.add_argument("--write", action="store_true", help="update benchmarks/RESULTS.md")
    args = parser.parse_args()
    reports = [json.loads(Path(f).read_text(encoding="utf-8")) for f in args.reports]
    order = {"double-deck": 0, "single-deck": 1}
    reports.sort(key=lambda r: (order.get(r["rules"], 2), r["a"], r["b"]))
    text = rows(reports)
    print(text)
    if args.write:
        content = RESULTS.read_text(encoding="utf-8")
        if START in content and END in content:
            head, rest = content.split(START, 1)
            _, tail = rest.split(END, 1)
            content = f"{head}{START}\n{text}\n{END}{tail}"
        else:
            section = f"## CPU players: strength\n\n{START}\n{text}\n{END}\n"
            content = content.rstrip("\n") + "\n\n" + section
        RESULTS.write_text(content, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
