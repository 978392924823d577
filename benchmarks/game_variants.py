"""Compare settings of ``hard`` over whole games against ``easy``, in duplicate (issue 9).

Game *i* is seeded ``"{seed}/{i}"`` (R2: the seed fixes every deal and the
first dealer), and each variant of ``hard`` plays it twice against ``easy``:
North–South, then East–West.  Every decision is made in the fixed-work mode
(``deterministic=True``), so a game depends only on the code, the seed and
the settings, never on the machine's load.  Hand *n* of a seed is the same
deal whoever plays it, so two variants are compared hand by hand on the same
cards (the scores, and so the calls near the end of a game, may differ).

A variant is a name, or ``name:field=value,...`` with fields of
:class:`~bideuchre.bots.simbid.SimBidConfig` (a per-preset field sets the
entry of the preset played) or of :class:`~bideuchre.bots.search.SearchConfig`
(``--level medium`` varies ``medium`` instead, ``--against`` sets the opponents)::

    .venv/bin/python benchmarks/game_variants.py run --rules double-deck --games 10 \\
        --variants base "so1:standing_offset=1" --out /tmp/g.jsonl
    .venv/bin/python benchmarks/game_variants.py report /tmp/g.jsonl --base base

``--late H`` starts every game at hand *H* from a late position instead of
0 – 0: the totals are drawn (seeded by the game, the same for every variant
and both tables) uniformly from the scores a side holds late in a game —
double deck 10 to 50 each, single deck 6 to 31 (both under the target) —
so the games measure the calls and play that decide a game near its end
(R14): ``report`` then gives the games won from those positions.

One JSON line per game, variant and side is appended to ``--out`` (a stopped
run resumes; ``report`` also reads the files gzip-compressed, ``.gz``).
The report gives, per variant, points a hand for hard
(its side's points minus easy's, R12, D7; both tables of a game pooled, 95%
interval over games), the paired difference from ``--base`` — over the
hands both variants played at the same table of the same game (clustered by
game for the interval) and over whole games — games won, hard's partnership
contracts made and lone hands, and the CPU time (``time.thread_time``) of
hard's decisions.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import json
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from bideuchre.bots import make_bot
from bideuchre.bots.arena import decision_rng
from bideuchre.bots.base import Bot
from bideuchre.bots.hard import HARD
from bideuchre.bots.medium import MEDIUM
from bideuchre.bots.searchbot import SearchBot
from bideuchre.bots.simbid import SimBidConfig
from bideuchre.engine import ActionKind, GameState, Phase, Rules, Team
from bideuchre.engine.dealing import deal, first_dealer

MAX_HANDS = 200


def make_variant(spec: str, copies: int, level: str = "hard") -> tuple[str, SearchBot]:
    """``name[:field=value,...]`` -> (name, the ``level`` player with those settings)."""
    name, _, rest = spec.partition(":")
    base = HARD if level == "hard" else MEDIUM
    bid = SimBidConfig(worlds=base.bid_worlds)
    search = base
    bid_fields = {f.name for f in dataclasses.fields(SimBidConfig)}
    for item in filter(None, rest.split(",")):
        field, value = item.split("=")
        target: Any = bid if field in bid_fields else search
        old = getattr(target, field)
        if old is None and field == "compete_margin":
            old = bid.bid_margin
        if isinstance(old, tuple):
            new: Any = tuple(
                type(v)(float(value)) if i == copies - 1 else v for i, v in enumerate(old)
            )
        elif isinstance(old, bool):
            new = value.lower() in ("1", "true", "yes")
        elif isinstance(old, int):
            new = int(value)
        else:
            new = float(value)
        if field in bid_fields:
            bid = dataclasses.replace(bid, **{field: new})
        else:
            search = dataclasses.replace(search, **{field: new})
    if search.bid_worlds != base.bid_worlds:
        bid = dataclasses.replace(bid, worlds=search.bid_worlds)
    return name, SearchBot(level, search, strict=True, bid=bid)


def late_start(rules: Rules, seed: str) -> tuple[int, int]:
    """The totals ``(NS, EW)`` a ``--late`` game starts from (module docstring)."""
    rng = random.Random(f"late/{seed}")
    lo, hi = (10, 50) if rules.copies == 2 else (6, 31)
    hi = min(hi, rules.target_score - 1)
    return rng.randint(lo, hi), rng.randint(lo, hi)


def new_game(rules: Rules, seed: str, late: int) -> GameState:
    """Game ``seed`` from its first hand, or from hand ``late`` at :func:`late_start`."""
    if not late:
        return GameState.new_game(rules, seed)
    dealer = first_dealer(seed)
    for _ in range(late):
        dealer = dealer.left
    hands = deal(rules, seed, late)
    return GameState.from_deal(rules, dealer, hands, late_start(rules, seed), late, seed)


def play(
    rules: Rules, seed: str, hard: Bot, side: int, against: str = "easy", late: int = 0
) -> dict[str, Any]:
    """One game, ``hard`` on ``side`` (0 NS, 1 EW) against ``against``, fixed work.

    Per hand: ``[net, hard declares (1, 0; -1 nobody), bid, alone, made,
    partner overcall]`` — the last, 1 when a player of hard's side bid over
    its partner's standing bid during the auction and the contract is that
    player's, 0 otherwise."""
    easy = make_bot(against)
    game = new_game(rules, seed, late)
    start_totals = game.totals
    hands: list[list[Any]] = []
    cpu: list[float] = []
    while True:
        step = 0
        high_seat = -1
        overcaller = -1
        while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
            seat = game.to_act
            assert seat is not None
            obs = game.observation(seat)
            rng = decision_rng(seed, game.hand_number, step, seat)
            mine = (seat & 1) == side
            start = time.thread_time()
            action = (hard if mine else easy).choose(obs, rng, 1.0, deterministic=True)
            if mine and len(obs.legal) > 1:
                cpu.append(time.thread_time() - start)
            if game.phase is Phase.AUCTION and action.kind is ActionKind.BID:
                if mine and high_seat == int(seat) ^ 2:
                    overcaller = int(seat)
                high_seat = int(seat)
            game.apply(action)
            step += 1
        result = game.hand_result
        assert result is not None
        c = result.contract
        score = result.score
        net = score[side] - score[1 - side]
        if c is None:
            hands.append([net, -1, 0, False, False, 0])
        else:
            po = int(not c.alone and int(c.declarer) == overcaller)
            hands.append(
                [net, int(int(c.declarer.team) == side), c.bid, c.alone, bool(result.made), po]
            )
        if game.phase is Phase.GAME_OVER or game.hand_number + 1 >= MAX_HANDS:
            break
        game.next_hand()
    won = game.winner is not None and int(game.winner is Team.EW) == side
    return {"hands": hands, "won": won, "cpu": cpu, "start": list(start_totals)}


def run(args: argparse.Namespace) -> int:
    rules = Rules.preset(args.rules)
    out = Path(args.out)
    done: set[tuple[str, int, int]] = set()
    if out.exists():
        for line in out.read_text("utf-8").splitlines():
            row = json.loads(line)
            done.add((row["variant"], row["game"], row["side"]))
    variants = [make_variant(v, rules.copies, args.level) for v in args.variants]
    for g in range(args.first, args.first + args.games):
        seed = f"{args.seed}/{g}"
        for side in (0, 1):
            for name, bot in variants:
                if (name, g, side) in done:
                    continue
                t0 = time.process_time()
                load = os.getloadavg()[0]
                row = play(rules, seed, bot, side, args.against, args.late)
                row.update(
                    variant=name,
                    game=g,
                    side=side,
                    rules=args.rules,
                    against=args.against,
                    load=round(load, 1),
                    seconds=round(time.process_time() - t0, 2),
                )
                with out.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
                print(name, g, side, len(row["hands"]), row["seconds"], flush=True)
    return 0


def mean_ci(values: list[float]) -> str:
    if not values:
        return "–"
    m = statistics.fmean(values)
    if len(values) < 2:
        return f"{m:+.2f}"
    h = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{m:+.2f} ({m - h:+.2f} .. {m + h:+.2f})"


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))] if s else math.nan


def report(args: argparse.Namespace) -> int:
    rows: dict[tuple[str, int, int], dict[str, Any]] = {}
    for path in args.files:
        raw = Path(path).read_bytes()
        text = gzip.decompress(raw) if path.endswith(".gz") else raw
        for line in text.decode("utf-8").splitlines():
            row = json.loads(line)
            rows[(row["variant"], row["game"], row["side"])] = row
    names = sorted({k[0] for k in rows}, key=lambda n: (n != args.base, n))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    # games every listed variant played at both tables
    games = sorted(
        g for g in {k[1] for k in rows} if all((n, g, s) in rows for n in names for s in (0, 1))
    )
    loads = [rows[(n, g, s)]["load"] for n in names for g in games for s in (0, 1)]
    print(f"{len(games)} games in duplicate; load {min(loads, default=0)}–{max(loads, default=0)}")
    print(
        "| variant | points a hand (games) | minus base, same hands (by game) | "
        "minus base, whole games | hands | won | contracts made | lone (made) | "
        "partner overcalls (made) | won minus base (by game) | CPU p50 / p95 ms |"
    )
    print("|---|---|---|---|---:|---|---|---|---|---|---|")
    for n in names:
        per_game, diff_hands, diff_games, diff_won = [], [], [], []
        nh = won = made = decl = lone = lone_made = po = po_made = 0
        cpu: list[float] = []
        for g in games:
            nets, count, d_sum, d_n = 0.0, 0, 0.0, 0
            for s in (0, 1):
                r = rows[(n, g, s)]
                hs = r["hands"]
                nets += sum(h[0] for h in hs)
                count += len(hs)
                won += r["won"]
                cpu += r["cpu"]
                for h in hs:
                    if h[1] == 1:
                        if h[3]:
                            lone += 1
                            lone_made += h[4]
                        else:
                            decl += 1
                            made += h[4]
                            if len(h) > 5 and h[5]:
                                po += 1
                                po_made += h[4]
                if args.base and n != args.base:
                    b = rows[(args.base, g, s)]["hands"]
                    for x, y in zip(hs, b, strict=False):
                        d_sum += x[0] - y[0]
                        d_n += 1
            nh += count
            per_game.append(nets / count)
            if d_n:
                diff_hands.append(d_sum / d_n)
            if args.base and n != args.base:
                bh = [rows[(args.base, g, s)]["hands"] for s in (0, 1)]
                base_pts = sum(h[0] for x in bh for h in x) / sum(len(x) for x in bh)
                diff_games.append(per_game[-1] - base_pts)
                diff_won.append(
                    sum(rows[(n, g, s)]["won"] - rows[(args.base, g, s)]["won"] for s in (0, 1)) / 2
                )
        cpu_ms = [c * 1000 for c in cpu]
        print(
            f"| {n} | {mean_ci(per_game)} | {mean_ci(diff_hands) if diff_hands else '—'} | "
            f"{mean_ci(diff_games) if diff_games else '—'} | {nh} | {won}/{2 * len(games)} | "
            f"{made}/{decl} ({100 * made / max(decl, 1):.0f}%) | {lone} ({lone_made}) | "
            f"{po} ({po_made}) | {mean_ci(diff_won) if diff_won else '—'} | "
            f"{pct(cpu_ms, 0.5):.0f} / {pct(cpu_ms, 0.95):.0f} |"
        )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--rules", default="double-deck")
    r.add_argument("--seed", default="gv")
    r.add_argument("--first", type=int, default=0)
    r.add_argument("--games", type=int, default=10)
    r.add_argument("--variants", nargs="+", required=True)
    r.add_argument("--against", default="easy", help="the opponents' level")
    r.add_argument(
        "--level", default="hard", choices=("hard", "medium"), help="the variants' level"
    )
    r.add_argument("--late", type=int, default=0, help="start at this hand, late totals")
    r.add_argument("--out", required=True)
    p = sub.add_parser("report")
    p.add_argument("files", nargs="+")
    p.add_argument("--base", default="base")
    p.add_argument("--only", default="")
    args = parser.parse_args()
    return run(args) if args.cmd == "run" else report(args)


if __name__ == "__main__":
    sys.exit(main())
