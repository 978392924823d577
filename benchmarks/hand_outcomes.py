"""Fit the hand-outcome distribution behind the win-chance model (issue 9, R14).

Reads whole duplicate games written by ``benchmarks/game_variants.py`` (one
JSON line per game and side; the hands' ``[net, hard declares, bid, alone,
made]``), turns every contract into what the declaring side and the
defenders scored (R12, D7), and writes the frequencies per preset to
``src/bideuchre/bots/data/hand_outcomes.json`` — what
:mod:`bideuchre.bots.winchance` solves the chance of winning a game from::

    .venv/bin/python benchmarks/hand_outcomes.py \\
        --double benchmarks/results/reference2/gv_dd_hard_medium*.jsonl.gz \\
        --single benchmarks/results/reference2/gv_sd_hard_medium.jsonl.gz
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import sys
from pathlib import Path

OUT = Path(__file__).parent.parent / "src/bideuchre/bots/data/hand_outcomes.json"


def outcomes(files: list[str], size: int, lone_points: int) -> list[list[int]]:
    """``[declarers' points, defenders' points, made, count]`` over the files' hands."""
    counts: collections.Counter[tuple[int, int, int]] = collections.Counter()
    for path in files:
        raw = Path(path).read_bytes()
        text = gzip.decompress(raw) if path.endswith(".gz") else raw
        for line in text.decode("utf-8").splitlines():
            for h in json.loads(line)["hands"]:
                net, declares, bid, alone, made = h[:5]
                if declares < 0:
                    continue  # all passed (R15)
                nd = net if declares == 1 else -net  # the declarers' net
                if alone:
                    d, e = (lone_points, 0) if made else (-lone_points, -nd - lone_points)
                elif made:
                    t = (nd + size) // 2
                    d, e = t, size - t
                else:
                    t = nd + bid + size
                    d, e = -bid, size - t
                counts[(d, e, int(made))] += 1
    return [[d, e, m, n] for (d, e, m), n in sorted(counts.items())]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--double", nargs="+", required=True)
    parser.add_argument("--single", nargs="+", required=True)
    args = parser.parse_args()
    data = {
        "about": "hand outcomes [declarers' points, defenders' points, made, count] "
        "of whole hard-vs-medium games (benchmarks/hand_outcomes.py)",
        "2": outcomes(args.double, 12, 24),
        "1": outcomes(args.single, 6, 12),
    }
    OUT.write_text(json.dumps(data) + "\n", encoding="utf-8")
    print(OUT, {k: sum(r[3] for r in v) for k, v in data.items() if k != "about"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
