"""How far a trick model is from the tricks actually taken in play (issue 9).

Reads the hands played by ``benchmarks/bid_variants.py`` (its JSON lines),
deals each hand again from its seed (R2), and for every partnership contract
compares the model's value of the declaring side's two hands (the real
hands, not sampled ones) with the tricks that side took, separately for
contracts ``hard`` declared (``easy`` defending) and contracts ``easy``
declared (``hard`` defending).  Each distinct hand counts once.  Prints the
mean (model − taken) and the mean absolute error per model::

    .venv/bin/python benchmarks/model_bias.py benchmarks/results/bidcal/dd_run1.jsonl \\
        --model benchmarks/results/bidcal/trick_model_exact.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from bideuchre.bots import trickmodel
from bideuchre.engine import GameState, Rules

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bid_variants import load_models, read_lines

DENOMINATIONS = "CDHSN"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--seed", default="bid", help="the seed prefix of the run")
    parser.add_argument("--model", type=Path, action="append", default=[])
    args = parser.parse_args()
    tables = {"shipped": trickmodel.models()}
    for path in args.model:
        tables[path.name] = load_models(path)
    errors: dict[tuple[str, str], list[float]] = {}
    seen: set[tuple[str, int, int, str, int]] = set()
    for path in args.files:
        for line in read_lines(path):
            r = json.loads(line)
            rules = Rules.preset(r["rules"])
            for hard, g in enumerate(r["games"]):
                c = g["contract"]
                if c is None or c["alone"]:
                    continue
                key = (r["rules"], r["deal"], hard, json.dumps(c), g["taken"])
                if key in seen:
                    continue
                seen.add(key)
                game = GameState.new_game(rules, f"{args.seed}/{r['deal']}")
                hands = [[int(x) for x in h] for h in game.initial_hands]
                decl = "NESW".index(c["declarer"])
                d = DENOMINATIONS.index(c["denomination"][0])
                who = "hard" if g["hard_declares"] else "easy"
                taken = g["taken"] if g["hard_declares"] else rules.hand_size - g["taken"]
                for name, table in tables.items():
                    w = table[(rules.copies, d == 4)].weights
                    f = trickmodel.pair_features(hands[decl], hands[decl ^ 2], d, rules.copies)
                    v = min(
                        max(w[0] + sum(a * b for a, b in zip(w[1:], f, strict=True)), 0.0),
                        float(rules.hand_size),
                    )
                    errors.setdefault((who, name), []).append(v - taken)
    for (who, name), errs in sorted(errors.items()):
        print(
            f"{who} declaring, model {name}: {len(errs)} contracts, mean (model - taken) "
            f"{statistics.fmean(errs):+.2f}, mean abs {statistics.fmean(abs(e) for e in errs):.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
