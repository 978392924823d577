"""Engine speed: random self-play and the cost of each engine operation.

The measurements live in ``bideuchre.commands.bench`` (also ``bideuchre
bench``); this script runs them and, with ``--write``, replaces the "Engine
speed" section of ``benchmarks/RESULTS.md`` (between its markers), leaving the
other sections alone::

    .venv/bin/python benchmarks/engine_bench.py --write
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bideuchre.commands.bench import PRESETS, markdown, measure

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
START, END = "<!-- engine-speed:start -->", "<!-- engine-speed:end -->"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--positions", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update benchmarks/RESULTS.md")
    args = parser.parse_args()
    result = measure(list(PRESETS), args.seconds, args.positions, args.seed, args.repeat)
    command = " ".join([".venv/bin/python benchmarks/engine_bench.py", *sys.argv[1:]])
    table = markdown(result, command)
    print(table)
    if args.write:
        text = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else "# Results\n"
        block = f"{START}\n{table}\n{END}"
        if START in text and END in text:
            before, _, rest = text.partition(START)
            text = before + block + rest.partition(END)[2]
        else:
            text = text.rstrip("\n") + f"\n\n## Engine speed\n\n{block}\n"
        RESULTS.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
