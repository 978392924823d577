"""Compare settings of hard's bidding by simulation on the same deals (issue 9).

Duplicate by deal, as ``benchmarks/reference.py``: deal *i* is the first hand
of the game seeded ``"{seed}/{i}"`` (R2: the seed fixes the cards and the
dealer).  Each variant of ``hard`` plays it twice against ``easy``, North–South
then East–West; its points on the deal are the mean over the two hands of its
side's points minus easy's (R12, D7; 0 when all pass, R15).  Every decision is
made in the fixed-work mode (``deterministic=True``), so two variants whose
auctions on a deal are the same play the same cards: the hand is played once
and its result shared (only the calls are compared).  A variant is a name, or
``name:field=value,...`` with fields of
:class:`~bideuchre.bots.simbid.SimBidConfig` (a per-preset field sets the
entry of the preset played) and ``model=FILE`` (another trick model file)::

    .venv/bin/python benchmarks/bid_variants.py run --rules double-deck --deals 200 \\
        --variants base "m0:bid_margin=0" "off:play_offset=0.3" --out /tmp/v.jsonl
    .venv/bin/python benchmarks/bid_variants.py report /tmp/v.jsonl --base base

One JSON line per deal and variant is appended to ``--out`` (a stopped run
resumes; ``report`` also reads the files gzip-compressed, ``.gz``).  The
report gives, per variant, points a hand against easy, the paired
difference from ``--base`` (95% intervals over deals), hard's partnership
contracts made, mean |expected − taken| tricks as declarer
("expected": the bidding's own estimate at the declarer's last bid, the
``expected`` of its explanation), lone hands, and the CPU time
(``time.thread_time``) of hard's calls.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from bideuchre.bots import make_bot, trickmodel
from bideuchre.bots.arena import decision_rng
from bideuchre.bots.base import Bot
from bideuchre.bots.hard import HARD
from bideuchre.bots.searchbot import SearchBot
from bideuchre.bots.simbid import SimBidConfig
from bideuchre.engine import ActionKind, GameState, Phase, Rules

#: What a played hand records that every variant with its auction shares.
SHARED = ("net", "contract", "made", "hard_declares", "taken")


def make_variant(spec: str, copies: int) -> tuple[str, SimBidConfig, Path | None]:
    """``name[:field=value,...]`` -> (name, settings, model file or None)."""
    name, _, rest = spec.partition(":")
    config = SimBidConfig(worlds=HARD.bid_worlds)
    model: Path | None = None
    for item in filter(None, rest.split(",")):
        field, value = item.split("=")
        if field == "model":
            model = Path(value)
            continue
        old = getattr(config, field)
        if old is None and field == "compete_margin":
            old = config.bid_margin
        if isinstance(old, tuple):
            new: Any = tuple(float(value) if i == copies - 1 else v for i, v in enumerate(old))
        elif isinstance(old, int):
            new = int(value)
        else:
            new = float(value)
        config = dataclasses.replace(config, **{field: new})
    return name, config, model


def load_models(path: Path) -> dict[tuple[int, bool], trickmodel.TrickModel]:
    """A trick model file read as :func:`bideuchre.bots.trickmodel.models` does."""
    data = json.loads(path.read_text("utf-8"))
    out = {}
    for key, entry in data["models"].items():
        copies, kind = key.split("/")
        out[(int(copies), kind == "nt")] = trickmodel.TrickModel(
            tuple(float(w) for w in entry["weights"]), float(entry["spread"])
        )
    return out


def auction(game: GameState, seed: str, bots: tuple[Bot, Bot], hard: int) -> dict[str, Any]:
    """Play the auction of ``game``; hard's calls with their expected tricks
    and CPU seconds."""
    step = 0
    calls: list[str] = []
    expected: dict[int, float] = {}
    cpu: list[float] = []
    while game.phase is Phase.AUCTION:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        bot = bots[seat & 1]
        explain: dict[str, object] = {}
        t0 = time.thread_time()
        action = bot.choose(
            obs, decision_rng(seed, 0, step, seat), 1.0, deterministic=True, explain=explain
        )
        if seat & 1 == hard and len(obs.legal) > 1:
            cpu.append(time.thread_time() - t0)
            exp = explain.get("expected")
            if action.kind is ActionKind.BID and isinstance(exp, dict):
                expected[int(seat)] = float(exp[int(action.denomination)])
        calls.append(str(action))
        game.apply(action)
        step += 1
    return {"calls": calls, "expected": expected, "cpu": cpu, "step": step}


def finish(game: GameState, seed: str, bots: tuple[Bot, Bot], step: int) -> None:
    """Play ``game``'s hand to its end (exchange and cards)."""
    while game.phase in (Phase.EXCHANGE, Phase.PLAY):
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        action = bots[seat & 1].choose(
            obs, decision_rng(seed, 0, step, seat), 1.0, deterministic=True
        )
        game.apply(action)
        step += 1


def run(args: argparse.Namespace) -> int:
    """Play the deals; append one JSON line per (deal, variant) to ``--out``."""
    rules = Rules.preset(args.rules)
    variants = [make_variant(v, rules.copies) for v in args.variants]
    easy = make_bot("easy")
    shipped = trickmodel.models
    out = Path(args.out)
    done: set[tuple[int, str]] = set()
    # hands already played, by (deal, hard's side, auction): reused by a
    # variant added later whose auction is the same
    known: dict[tuple[int, int, tuple[str, ...]], dict[str, Any]] = {}
    # rows written without their auctions (an earlier version): replayed
    # (calls only, cheap) when a new variant plays their deal
    bare: dict[int, list[dict[str, Any]]] = {}
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            done.add((r["deal"], r["variant"]))
            for hard, g in enumerate(r["games"]):
                if "auction" in g:
                    known[(r["deal"], hard, tuple(g["auction"]))] = {k: g[k] for k in SHARED}
            if "auction" not in r["games"][0] and r["spec"] in args.variants:
                bare.setdefault(r["deal"], []).append(r)
    with out.open("a", encoding="utf-8") as f:
        for i in range(args.first, args.first + args.deals):
            seed = f"{args.seed}/{i}"
            played = {(h, calls): g for (d, h, calls), g in known.items() if d == i}
            if any((i, v[0]) not in done for v in variants):
                for r in bare.get(i, []):
                    _, config, model = make_variant(r["spec"], rules.copies)
                    bot = SearchBot("hard", HARD, bid=config)
                    for hard in (0, 1):
                        game = GameState.new_game(rules, seed)
                        pair: tuple[Bot, Bot] = (bot, easy) if hard == 0 else (easy, bot)
                        a = auction(game, seed, pair, hard)
                        played[(hard, tuple(a["calls"]))] = {k: r["games"][hard][k] for k in SHARED}
            for name, config, model in variants:
                if (i, name) in done:
                    continue
                bot = SearchBot("hard", HARD, bid=config)
                models = load_models(model) if model else None
                load = os.getloadavg()[0]
                games = []
                for hard in (0, 1):
                    bots: tuple[Bot, Bot] = (bot, easy) if hard == 0 else (easy, bot)
                    game = GameState.new_game(rules, seed)
                    trickmodel.models = (lambda m=models: m) if models else shipped  # type: ignore[misc]
                    try:
                        a = auction(game, seed, bots, hard)
                    finally:
                        trickmodel.models = shipped  # type: ignore[misc]
                    key = (hard, tuple(a["calls"]))
                    if key not in played:
                        finish(game, seed, bots, a["step"])
                        result = game.hand_result
                        assert result is not None
                        c = result.contract
                        played[key] = {
                            "net": result.score[hard] - result.score[1 - hard],
                            "contract": None if c is None else c.to_json(),
                            "made": bool(result.made),
                            "hard_declares": c is not None and int(c.declarer.team) == hard,
                            "taken": result.tricks[hard],
                        }
                    g = dict(played[key])
                    c = g["contract"]
                    g["expected"] = None
                    if g["hard_declares"] and not c["alone"]:
                        decl = "NESW".index(c["declarer"])
                        g["expected"] = a["expected"].get(decl)
                    g["calls"] = len(a["calls"])
                    g["auction"] = a["calls"]
                    g["call_cpu"] = [round(x, 4) for x in a["cpu"]]
                    games.append(g)
                record = {
                    "rules": args.rules,
                    "deal": i,
                    "variant": name,
                    "spec": next(v for v in args.variants if v.partition(":")[0] == name),
                    "net": (games[0]["net"] + games[1]["net"]) / 2,
                    "games": games,
                    "load": load,
                }
                f.write(json.dumps(record) + "\n")
                f.flush()
    return 0


def read_lines(path: Path) -> list[str]:
    """The lines of a run file, plain or gzip-compressed (``.gz``)."""
    if path.suffix == ".gz":
        return gzip.decompress(path.read_bytes()).decode("utf-8").splitlines()
    return path.read_text(encoding="utf-8").splitlines()


def mean_ci(values: list[float]) -> str:
    """``mean (lo .. hi)``: a normal 95% interval."""
    if len(values) < 2:
        return "n/a"
    m = statistics.fmean(values)
    h = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:+.2f} ({m - h:+.2f} .. {m + h:+.2f})"


def pct(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile (NaN if empty)."""
    if not values:
        return math.nan
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def report(args: argparse.Namespace) -> int:
    """Print the figures of the variants over the deals every one played."""
    rows: dict[str, dict[int, dict[str, Any]]] = {}
    for path in args.files:
        for line in read_lines(Path(path)):
            r = json.loads(line)
            rows.setdefault(r["variant"], {})[r["deal"]] = r
    names = args.only.split(",") if args.only else list(rows)
    deals = sorted(set.intersection(*(set(rows[n]) for n in names)))
    base = args.base or names[0]
    print(
        f"{len(deals)} deals played by every variant; load average "
        f"{min(rows[n][d]['load'] for n in names for d in deals):.1f}"
        f"..{max(rows[n][d]['load'] for n in names for d in deals):.1f}"
    )
    print(
        "| variant | points a hand vs easy | minus base (paired) | deals differing | "
        "contracts made | mean abs(expected - taken) (bias) | alone (made) | "
        "calls a hand | call CPU p50 / p95 ms |"
    )
    print("|---|---|---|---:|---|---|---|---:|---|")
    for n in names:
        rs = [rows[n][d] for d in deals]
        nets = [r["net"] for r in rs]
        diff = [rows[n][d]["net"] - rows[base][d]["net"] for d in deals]
        differ = sum(1 for x in diff if x)
        gs = [g for r in rs for g in r["games"]]
        part = [g for g in gs if g["hard_declares"] and not g["contract"]["alone"]]
        made = sum(g["made"] for g in part)
        errs = [g["expected"] - g["taken"] for g in part if g["expected"] is not None]
        alone = [g for g in gs if g["hard_declares"] and g["contract"]["alone"]]
        cpu = [x for g in gs for x in g["call_cpu"]]
        print(
            f"| {rows[n][deals[0]]['spec']} | {mean_ci(nets)} | "
            f"{'—' if n == base else mean_ci(diff)} | {differ} | "
            f"{made}/{len(part)} ({100 * made / max(1, len(part)):.0f}%) | "
            f"{statistics.fmean(abs(e) for e in errs) if errs else math.nan:.2f} "
            f"({statistics.fmean(errs) if errs else math.nan:+.2f}) | "
            f"{len(alone)} ({sum(g['made'] for g in alone)}) | "
            f"{statistics.fmean(g['calls'] for g in gs):.1f} | "
            f"{1000 * pct(cpu, 0.5):.0f} / {1000 * pct(cpu, 0.95):.0f} |"
        )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="step", required=True)
    r = sub.add_parser("run", help="play the deals")
    r.add_argument("--rules", default="double-deck")
    r.add_argument("--seed", default="bid")
    r.add_argument("--first", type=int, default=0)
    r.add_argument("--deals", type=int, default=100)
    r.add_argument("--variants", nargs="+", required=True)
    r.add_argument("--out", required=True)
    p = sub.add_parser("report", help="tabulate run files")
    p.add_argument("files", nargs="+")
    p.add_argument("--base", default="")
    p.add_argument("--only", default="", help="comma-separated variant names")
    args = parser.parse_args()
    return run(args) if args.step == "run" else report(args)


if __name__ == "__main__":
    sys.exit(main())
