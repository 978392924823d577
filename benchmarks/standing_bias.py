"""How hard values the opponents' contract it lets stand (issue 9, item 2).

Replays the recorded auctions of ``benchmarks/bid_variants.py`` run files
and, at ``hard``'s first pass after the bid of ``easy`` that became the
contract (asked again, fixed work: the same call as in the run), records the
simulation's view of that contract (``explain["standing"]``: the
opponents' expected tricks; ``explain["standing_made"]``: the chance they
make it, R12) next to what they took and whether they made it.  Also, for
the same passes, the best bid hard could have made instead and its value
against passing (``explain["values"]``)::

    .venv/bin/python benchmarks/standing_bias.py FILE... [--variant base] [--seed bid] [--spec SPEC]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from bideuchre.bots.arena import decision_rng
from bideuchre.bots.hard import HARD
from bideuchre.bots.searchbot import SearchBot
from bideuchre.engine import Action, ActionKind, GameState, Rules

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bid_variants import make_variant, read_lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--variant", default="base")
    parser.add_argument("--seed", default="bid")
    parser.add_argument("--spec", default="base", help="the variant's settings (bid_variants)")
    parser.add_argument("--limit", type=int, default=10**9, help="deals at most")
    args = parser.parse_args()
    rows: dict[int, dict[str, Any]] = {}
    for p in args.files:
        for line in read_lines(Path(p)):
            r = json.loads(line)
            if r["variant"] == args.variant and "auction" in r["games"][0]:
                rows[r["deal"]] = r
    rules = Rules.preset(rows[next(iter(rows))]["rules"])
    _, config, _ = make_variant(args.spec, rules.copies)
    bot = SearchBot("hard", HARD, bid=config)
    out: list[dict[str, Any]] = []
    mismatch = 0
    for deal, r in sorted(rows.items())[: args.limit]:
        seed = f"{args.seed}/{deal}"
        for hard, g in enumerate(r["games"]):
            c = g["contract"]
            if c is None or c["alone"] or g["hard_declares"]:
                continue
            game = GameState.new_game(rules, seed)
            actions = [Action.parse(x, "auction") for x in g["auction"]]
            final = max(j for j, a in enumerate(actions) if a.kind is ActionKind.BID)
            first = int(game.to_act or 0)
            # hard's first pass after easy's final bid (the recorded calls
            # are replayed; hard is asked only there)
            at = next(
                (
                    j
                    for j in range(final + 1, len(actions))
                    if (first + j) % 4 & 1 == hard and len(actions) > j
                ),
                None,
            )
            if at is None:
                continue
            for a in actions[:at]:
                game.apply(a)
            seat = game.to_act
            assert seat is not None
            obs = game.observation(seat)
            ex: dict[str, Any] = {}
            a = bot.choose(
                obs, decision_rng(seed, 0, at, seat), 1.0, deterministic=True, explain=ex
            )
            if a != actions[at] or "standing" not in ex:
                mismatch += 1
                continue
            bids = [(v, x) for x, v in ex["values"] if x.kind is ActionKind.BID]
            best = max(bids, key=lambda t: t[0]) if bids else (float("nan"), None)
            pv = next(v for x, v in ex["values"] if x.kind is ActionKind.PASS)
            out.append(
                {
                    "standing": ex["standing"],
                    "p_made": ex["standing_made"],
                    "pass": pv,
                    "best_bid": str(best[1]),
                    "best_bid_value": best[0],
                    "deal": deal,
                    "table": hard,
                    "bid": c["bid"],
                    "taken": rules.hand_size - g["taken"],
                    "made": g["made"],
                    "net": g["net"],
                }
            )
    print(f"{len(out)} passes over easy's final contract; {mismatch} calls not reproduced")
    if not out:
        return 0
    made = [o["made"] for o in out]
    print(
        f"easy made {sum(made)}/{len(made)} ({100 * statistics.fmean(made):.0f}%); "
        f"hard's mean chance it is made {statistics.fmean(o['p_made'] for o in out):.2f}; "
        f"their tricks: expected {statistics.fmean(o['standing'] for o in out):.2f}, "
        f"taken {statistics.fmean(o['taken'] for o in out):.2f}"
    )
    print(
        "| hard's chance made | passes | easy made | expected tricks | taken | pass value | "
        "best bid value | hard's net |"
    )
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    for lo, hi in ((0, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1.01)):
        sel = [o for o in out if lo <= o["p_made"] < hi]
        if not sel:
            continue
        print(
            f"| {lo:.2f}–{min(hi, 1):.2f} | {len(sel)} | {sum(o['made'] for o in sel)} | "
            f"{statistics.fmean(o['standing'] for o in sel):.2f} | "
            f"{statistics.fmean(o['taken'] for o in sel):.2f} | "
            f"{statistics.fmean(o['pass'] for o in sel):+.2f} | "
            f"{statistics.fmean(o['best_bid_value'] for o in sel):+.2f} | "
            f"{statistics.fmean(o['net'] for o in sel):+.2f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
