"""How much of the easy → reference gap medium and hard close (issue 9).

Duplicate by deal: deal *i* is the first hand of the game seeded
``"{seed}/{i}"`` (R2: the seed fixes the cards and the dealer).  Each player X
plays it twice against ``easy``, once North–South and once East–West, on the
same cards; X's points a hand on that deal are the mean over the two games of
X's points minus easy's (R12, D7; 0 for a hand nobody bids, R15).  X runs over
``medium``, ``hard``, ``reference`` (the all-seeing
:class:`~bideuchre.bots.reference.ReferenceBot`) and, for the split of the
reference's advantage, ``ref-calls`` (calls like the reference, plays like
hard) and ``ref-play`` (calls like hard, plays like the reference).  Every
player sees the same deals, so the shares are paired.

Run (one line of JSON per deal and player is appended to ``--out``; a run
that stops resumes where it was)::

    .venv/bin/python benchmarks/reference.py run --rules double-deck --deals 200 \\
        --players medium,hard,reference --out /tmp/ref-dd.jsonl

``--call-nodes`` / ``--play-nodes`` set the reference's node budgets (one
deal solve for a call; one card decision), default 2,000,000 each.

Report (the figures, 95% intervals over deals; the share's interval is a
paired bootstrap over deals, 2000 resamples, seed 0; also hard minus medium
paired by deal, a normal 95% interval over deals)::

    .venv/bin/python benchmarks/reference.py report /tmp/ref-dd.jsonl
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bideuchre.bots import make_bot
from bideuchre.bots.arena import decision_rng
from bideuchre.bots.base import Bot
from bideuchre.bots.reference import CALL_NODES, PLAY_NODES, ReferenceBot
from bideuchre.engine import GameState, Phase, Rules

PLAYERS = ("medium", "hard", "reference", "ref-calls", "ref-play")


def make_players(
    names: list[str], call_nodes: int = CALL_NODES, play_nodes: int = PLAY_NODES, copies: int = 2
) -> dict[str, Bot]:
    """The players by name; the reference variants share one deal cache.
    ``name:field=value,...`` is ``hard`` with those settings (as
    ``game_variants.py`` takes them, per ``copies``), recorded as ``name``."""
    out: dict[str, Bot] = {}
    cache: dict[Any, tuple[int, int]] = {}
    for name in names:
        if name == "reference":
            bot: Bot = ReferenceBot(call_nodes=call_nodes, play_nodes=play_nodes)
        elif name == "ref-calls":
            bot = ReferenceBot(play=False, name=name, call_nodes=call_nodes)
        elif name == "ref-play":
            bot = ReferenceBot(calls=False, name=name, play_nodes=play_nodes)
        elif ":" in name:
            # a setting of hard, as game_variants.py takes it: name:field=value,...
            from game_variants import make_variant

            name, bot = make_variant(name, copies)
        else:
            bot = make_bot(name)
        if isinstance(bot, ReferenceBot):
            bot.deal_cache = cache  # same deals: solve each contract once
        out[name] = bot
    return out


def play_hand(
    rules: Rules,
    seed: str,
    ns: Bot,
    ew: Bot,
    budget: float = 1.0,
    deterministic: bool = False,
    kinds: list[list[str]] | None = None,
) -> tuple[tuple[int, int], dict[str, Any], list[list[float]]]:
    """Play the first hand of game ``seed``: ``ns`` in N and S, ``ew`` in E and W.

    ``deterministic``: fixed work (no clock read by the players).  ``kinds``,
    if given, receives each decision's phase (``"AUCTION"``, ``"PLAY"``, ...)
    by side, in the order of the CPU lists.

    Returns:
        the points ``(NS, EW)``, the contract (JSON, or None when all passed)
        with ``made``, and the CPU seconds of each decision by side
        (``[NS, EW]``).
    """
    game = GameState.new_game(rules, seed)
    cpu: list[list[float]] = [[], []]
    step = 0
    while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
        seat = game.to_act
        assert seat is not None
        bot = ns if seat & 1 == 0 else ew
        see = getattr(bot, "see", None)
        if see is not None:
            see(game)
        if kinds is not None:
            kinds[seat & 1].append(game.phase.name)
        start = time.thread_time()
        action = bot.choose(
            game.observation(seat),
            decision_rng(seed, 0, step, seat),
            budget,
            deterministic=deterministic,
        )
        cpu[seat & 1].append(time.thread_time() - start)
        game.apply(action)
        step += 1
    result = game.hand_result
    assert result is not None
    info: dict[str, Any] = {"contract": None}
    if result.contract is not None:
        info = {"contract": result.contract.to_json(), "made": bool(result.made)}
    return result.score, info, cpu


def run(args: argparse.Namespace) -> int:
    """Play the deals; append one JSON line per (deal, player) to ``--out``."""
    rules = Rules.preset(args.rules)
    # one variant alone: "name:field=value,...;" (the ';' says the ',' are its settings)
    names = args.players.split(";") if ";" in args.players else args.players.split(",")
    names = [n for n in names if n]
    players = make_players(names, args.call_nodes, args.play_nodes, rules.copies)
    names = list(players)
    easy = make_bot("easy")
    out = Path(args.out)
    done: set[tuple[int, str]] = set()
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            done.add((r["deal"], r["player"]))
    with out.open("a", encoding="utf-8") as f:
        for i in range(args.first, args.first + args.deals):
            seed = f"{args.seed}/{i}"
            for name in names:
                if (i, name) in done:
                    continue
                bot = players[name]
                before = Counter(getattr(bot, "stats", Counter()))
                load = os.getloadavg()[0]
                fixed = args.fixed_work
                k1: list[list[str]] = [[], []]
                k2: list[list[str]] = [[], []]
                s1, c1, cpu1 = play_hand(rules, seed, bot, easy, 1.0, fixed, k1)
                s2, c2, cpu2 = play_hand(rules, seed, easy, bot, 1.0, fixed, k2)
                # X's decisions by phase, CPU in ms (0.1 ms): the cost a decision
                by_kind: dict[str, list[float]] = {}
                for kind, sec in zip(k1[0] + k2[1], cpu1[0] + cpu2[1], strict=True):
                    by_kind.setdefault(kind, []).append(round(1000 * sec, 1))
                stats = Counter(getattr(bot, "stats", Counter()))
                stats.subtract(before)
                record = {
                    "rules": args.rules,
                    "seed": seed,
                    "deal": i,
                    "player": name,
                    "net": ((s1[0] - s1[1]) + (s2[1] - s2[0])) / 2,
                    "games": [
                        {"x_side": "NS", "score": s1, **c1},
                        {"x_side": "EW", "score": s2, **c2},
                    ],
                    "cpu": sum(cpu1[0]) + sum(cpu2[1]),
                    "cpu_max": max(cpu1[0] + cpu2[1], default=0.0),
                    "stats": {k: v for k, v in stats.items() if v},
                    "load": load,
                    "call_nodes": args.call_nodes,
                    "play_nodes": args.play_nodes,
                    "fixed_work": fixed,
                    "cpu_ms": by_kind,
                }
                f.write(json.dumps(record) + "\n")
                f.flush()
            cache = getattr(players.get("reference"), "deal_cache", None)
            if isinstance(cache, dict):
                cache.clear()  # keys are per deal; keep memory flat
    return 0


def mean_ci(values: list[float]) -> tuple[float, float, float]:
    """Mean and normal 95% interval over ``values``."""
    n = len(values)
    m = sum(values) / n
    if n < 2:
        return (m, math.nan, math.nan)
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1))
    return (m, m - 1.96 * sd / math.sqrt(n), m + 1.96 * sd / math.sqrt(n))


def share_ci(x: list[float], ref: list[float], resamples: int = 2000) -> tuple[float, float, float]:
    """``mean(x) / mean(ref)`` and its paired bootstrap 95% interval (deals resampled)."""
    n = len(x)
    rng = random.Random(0)
    ratios = []
    for _ in range(resamples):
        idx = [rng.randrange(n) for _ in range(n)]
        r = sum(ref[i] for i in idx)
        if r > 0:
            ratios.append(sum(x[i] for i in idx) / r)
    ratios.sort()
    point = sum(x) / sum(ref) if sum(ref) else math.nan
    if not ratios:
        return (point, math.nan, math.nan)
    return (point, ratios[int(0.025 * len(ratios))], ratios[int(0.975 * len(ratios)) - 1])


def lines(path: Path) -> list[str]:
    """The lines of a run file (``.gz``: gzip-compressed)."""
    if path.suffix == ".gz":
        return gzip.decompress(path.read_bytes()).decode("utf-8").splitlines()
    return path.read_text(encoding="utf-8").splitlines()


def report(args: argparse.Namespace) -> int:
    """Print the tables for the records in the given files (Markdown)."""
    records = [
        json.loads(line) for path in args.files for line in lines(Path(path)) if line.strip()
    ]
    if args.below is not None:
        records = [r for r in records if r["deal"] < args.below]
    if args.deals_of:
        # only the deals this player has played (a run still going, or stopped)
        keep = {(r["rules"], r["deal"]) for r in records if r["player"] == args.deals_of}
        records = [r for r in records if (r["rules"], r["deal"]) in keep]
    by: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}
    for r in records:  # a later file's record of the same deal and player wins
        by.setdefault((r["rules"], r["player"]), {})[r["deal"]] = r
    print(
        "| preset | X | deals | X − easy points a hand (95% CI) | share of the gap "
        "(95% CI) | X contracts made / declared | alone (made) | CPU s a deal (2 hands) "
        "| fallbacks |"
    )
    print("|---|---|---:|---|---|---|---|---:|---|")
    for rules in sorted({k[0] for k in by}):
        ref = by.get((rules, "reference"), {})
        names = list(PLAYERS) + sorted({k[1] for k in by if k[0] == rules} - set(PLAYERS))
        for name in names:
            rows = by.get((rules, name))
            if not rows:
                continue
            common = sorted(set(rows) & set(ref)) if ref else sorted(rows)
            x = [rows[i]["net"] for i in common]
            m, lo, hi = mean_ci(x)
            share = "n/a"
            if ref and name != "reference":
                s, slo, shi = share_ci(x, [ref[i]["net"] for i in common])
                share = f"{100 * s:.0f}% ({100 * slo:.0f} .. {100 * shi:.0f})"
            declared = made = alone = alone_made = 0
            stats: Counter[str] = Counter()
            for i in common:
                r = rows[i]
                stats.update(r["stats"])
                for g in r["games"]:
                    c = g["contract"]
                    if c is None or (c["declarer"] in "NS") != (g["x_side"] == "NS"):
                        continue
                    if c["alone"]:
                        alone += 1
                        alone_made += g["made"]
                    else:
                        declared += 1
                        made += g["made"]
            cpu = sum(rows[i]["cpu"] for i in common) / len(common)
            fb = ", ".join(f"{k} {v}" for k, v in sorted(stats.items())) or "-"
            print(
                f"| {rules} | {name} | {len(common)} | {m:+.2f} ({lo:+.2f} .. {hi:+.2f}) | {share} "
                f"| {made} / {declared} | {alone} ({alone_made}) | {cpu:.2f} | {fb} |"
            )
    for rules in sorted({k[0] for k in by}):
        for base in args.versus:
            hard = by.get((rules, base), {})
            for (r2, name), rows in sorted(by.items()):
                if r2 != rules or name in PLAYERS or name == base or not hard:
                    continue
                both = sorted(set(hard) & set(rows))
                if len(both) > 1:
                    m, lo, hi = mean_ci([rows[i]["net"] - hard[i]["net"] for i in both])
                    print(
                        f"\n{rules}: {name} − {base}, paired by deal (each against easy): "
                        f"{m:+.2f} ({lo:+.2f} .. {hi:+.2f}) points a hand over {len(both)} deals"
                    )
    for rules in sorted({k[0] for k in by}):
        hard, medium = by.get((rules, "hard"), {}), by.get((rules, "medium"), {})
        both = sorted(set(hard) & set(medium))
        if len(both) > 1:
            m, lo, hi = mean_ci([hard[i]["net"] - medium[i]["net"] for i in both])
            print(
                f"\n{rules}: hard − medium, paired by deal (each against easy): "
                f"{m:+.2f} ({lo:+.2f} .. {hi:+.2f}) points a hand over {len(both)} deals"
            )
    costs: dict[tuple[str, str], dict[str, list[float]]] = {}
    for path in args.files:
        # the first deal of each file (each process) loads the compiled kernels: left out
        first: set[tuple[str, str]] = set()
        for line in lines(Path(path)):
            if not line.strip():
                continue
            r = json.loads(line)
            if args.below is not None and r["deal"] >= args.below:
                continue
            if args.deals_of and (r["rules"], r["deal"]) not in keep:
                continue
            key = (r["rules"], r["player"])
            if "cpu_ms" not in r or key not in first:
                first.add(key)
                continue
            for kind, ms in r["cpu_ms"].items():
                costs.setdefault(key, {}).setdefault(kind, []).extend(ms)
    if costs:
        print("\n| preset | X | phase | decisions | CPU ms a decision p50 / p95 / mean |")
        print("|---|---|---|---:|---|")
        for (rules, name), kinds in sorted(costs.items()):
            for kind, ms in sorted(kinds.items()):
                ms.sort()
                p50, p95 = ms[len(ms) // 2], ms[min(len(ms) - 1, int(0.95 * len(ms)))]
                print(
                    f"| {rules} | {name} | {kind} | {len(ms)} "
                    f"| {p50:.1f} / {p95:.1f} / {sum(ms) / len(ms):.1f} |"
                )
    for rules in sorted({k[0] for k in by}):
        budgets = sorted(
            {
                (r.get("call_nodes", CALL_NODES), r.get("play_nodes", PLAY_NODES))
                for r in records
                if r["rules"] == rules
            }
        )
        print(f"\n{rules}: reference node budgets (call, play): {budgets}")
    loads = [r["load"] for r in records]
    if loads:
        print(
            f"\nload average (1 min) at the deals' start: median "
            f"{sorted(loads)[len(loads) // 2]:.1f}, max {max(loads):.1f}"
        )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("run", help="play deals, append JSON lines")
    p.add_argument("--rules", default="double-deck")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--first", type=int, default=0, help="first deal number")
    p.add_argument("--seed", default="ref")
    p.add_argument(
        "--players",
        default="medium,hard,reference",
        help="comma-separated; with variants (name:field=value,...) separate by ';'",
    )
    p.add_argument("--out", required=True)
    p.add_argument("--call-nodes", type=int, default=CALL_NODES, help="reference: per deal solve")
    p.add_argument("--play-nodes", type=int, default=PLAY_NODES, help="reference: per card")
    p.add_argument(
        "--fixed-work",
        action="store_true",
        help="deterministic=True: no clock read, the same decisions at any load",
    )
    q = sub.add_parser("report", help="tabulate JSON lines files")
    q.add_argument("files", nargs="+")
    q.add_argument("--below", type=int, help="only the deals numbered below this")
    q.add_argument("--deals-of", help="only the deals this player has played")
    q.add_argument(
        "--versus",
        nargs="+",
        default=["hard"],
        help="each other variant minus these players, paired by deal",
    )
    args = parser.parse_args()
    return run(args) if args.command == "run" else report(args)


if __name__ == "__main__":
    sys.exit(main())
