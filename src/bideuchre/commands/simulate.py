"""``bideuchre simulate``: measure CPU players against each other, duplicate.

Plays ``--games`` games between two line-ups (``--ns`` and ``--ew`` level
names).  Games come in duplicate pairs: game seed *s* is played once with the
``--ns`` line-up North–South and once with the line-ups swapped, so both sides
hold the same cards (deals are a function of the seed and the hand number,
R2).  Pairs run on ``--processes`` worker processes, with a progress bar.

Reports, for the ``--ns`` line-up (called A) against the ``--ew`` line-up
(B): game win rate and mean net points per hand (A's points minus B's) with
95% confidence intervals over the duplicate pairs; contracts played with a
partner ("partner bids": made, set) and contracts played alone ("alone bids",
not among the partner bids) by line-up; decision times (p50, p95, max) by
line-up.  ``--json FILE`` writes the same figures as JSON (an interval that
cannot be computed, from a single pair, is "n/a" in the report and null in
the JSON).

    bideuchre simulate --ns hard --ew easy --games 2000 --rules double-deck --seed 1

``--n`` and ``--s`` give North and South of line-up A levels of their own
(each defaults to ``--ns``; ``--ns`` with both of them is refused, it would
be unused): ``--n hard --s easy --ew medium`` is a strong
partner with a weak player against medium opponents, as a person at the
table with a ``hard`` partner (``partner_level``) might be.  In the swapped
game of a pair, A's North player sits East and its South player West.

    bideuchre simulate --n hard --s easy --ew medium --games 200
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Any

#: Line-up A's level when ``--ns`` is not given.
DEFAULT_NS = "easy"
#: Line-up B's level when ``--ew`` is not given: the opponents a player meets
#: in a new game by default (``server.cpu.default_level``), not ``random``
#: (a test baseline no player is offered).
DEFAULT_EW = "medium"


def add_parser(sub: Any) -> None:
    """Register ``simulate``.  Bad option values (``--games 3``, a ``--json``
    file that cannot be written) are argparse errors before anything runs."""
    from ..bots import LEVELS
    from .argtypes import even_int, positive_float, positive_int, writable_file

    p = sub.add_parser(
        "simulate",
        help="play many duplicate games between two CPU line-ups and report strength",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    levels = ", ".join(LEVELS)
    p.add_argument(
        "--ns",
        default=None,
        choices=LEVELS,
        help=f"level of line-up A: {levels} (default {DEFAULT_NS})",
    )
    p.add_argument(
        "--n",
        dest="north",
        default=None,
        choices=LEVELS,
        metavar="LEVEL",
        help=f"level of line-up A's North player only: {levels} (default: --ns)",
    )
    p.add_argument(
        "--s",
        dest="south",
        default=None,
        choices=LEVELS,
        metavar="LEVEL",
        help=f"level of line-up A's South player only: {levels} (default: --ns)",
    )
    p.add_argument(
        "--ew",
        default=DEFAULT_EW,
        choices=LEVELS,
        help=f"level of line-up B (default {DEFAULT_EW}, the opponents' level of a new game)",
    )
    p.add_argument(
        "--games",
        type=even_int,
        default=200,
        help="games to play, an even number, at least 2 (default 200)",
    )
    p.add_argument("--rules", default="double-deck", help="preset name (default double-deck)")
    p.add_argument("--seed", default="1", help="base seed (default 1)")
    p.add_argument(
        "--processes", type=positive_int, default=None, help="worker processes (default: CPUs)"
    )
    p.add_argument(
        "--budget",
        type=positive_float,
        default=1.0,
        help="seconds per decision given to bots, more than 0 (default 1)",
    )
    p.add_argument(
        "--json",
        dest="json_path",
        type=writable_file,
        default=None,
        metavar="FILE",
        help="also write results here (its folder must exist)",
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar")


@dataclass
class Tally:
    """Figures for one line-up over the whole run."""

    contracts: int = 0
    made: int = 0
    alone: int = 0
    alone_made: int = 0
    alone_net: float = 0.0
    times: list[float] = field(default_factory=list)
    times_choice: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def lineup_a(ns: str | None, north: str | None, south: str | None) -> tuple[str, str]:
    """Line-up A's levels ``(North, South)``: ``--n`` and ``--s``, each
    defaulting to ``--ns`` (itself defaulting to :data:`DEFAULT_NS`)."""
    ns = ns or DEFAULT_NS
    return (north or ns, south or ns)


def option_conflict(ns: str | None, north: str | None, south: str | None) -> str | None:
    """Why these options cannot go together (``--ns`` given with both
    ``--n`` and ``--s``: it would be silently unused), or None."""
    if ns is not None and north is not None and south is not None:
        return (
            f"argument --ns: not allowed with both --n and --s (--ns {ns} would be unused; "
            "give --ns, or --n and --s, or --ns with one of them)"
        )
    return None


def lineup_label(levels: tuple[str, str]) -> str:
    """``"hard"`` when both seats play one level, else ``"N hard, S easy"``."""
    north, south = levels
    return north if north == south else f"N {north}, S {south}"


def _run_pair(job: tuple[str, tuple[str, str], str, str, int, float]) -> dict[str, Any]:
    """Play one duplicate pair; returns plain data (runs in a worker)."""
    from ..bots import make_bot
    from ..bots.arena import Lineup, play_duplicate
    from ..engine import Rules

    rules_name, (a_north, a_south), b_level, base_seed, index, budget = job
    rules = Rules.from_json(rules_name)
    seed = f"{base_seed}/{index}"
    a_name = lineup_label((a_north, a_south))
    a: Lineup = make_bot(a_north) if a_north == a_south else (make_bot(a_north), make_bot(a_south))
    first, second = play_duplicate(rules, seed, a, make_bot(b_level), budget, (a_name, b_level))
    out: dict[str, Any] = {"games": []}
    for game, a_side in ((first, 0), (second, 1)):
        hands = []
        for h in game.hands:
            a_declared = h.declarer_team == a_side
            hands.append(
                (
                    h.score[a_side] - h.score[1 - a_side],
                    -1 if h.declarer_team < 0 else (0 if a_declared else 1),
                    h.alone,
                    h.made,
                )
            )
        out["games"].append(
            {
                "a_won": game.winner == a_side,
                "b_won": game.winner == 1 - a_side,
                "hands": hands,
                "times_a": game.times[a_side],
                "times_b": game.times[1 - a_side],
                "choices_a": game.choice_times[a_side],
                "choices_b": game.choice_times[1 - a_side],
                "cpu_a": game.cpu_times[a_side],
                "cpu_b": game.cpu_times[1 - a_side],
            }
        )
    return out


def mean_ci(
    values: list[float], bounds: tuple[float, float] | None = None
) -> tuple[float, float, float]:
    """Mean and normal-approximation 95% confidence interval ``(mean, lo, hi)``.

    ``bounds`` (``(0.0, 1.0)`` for a mean of proportions, such as the pairs'
    win fractions) clips the interval to the values the mean can take: the
    normal approximation would otherwise reach past 100% near the edges.
    """
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    m = sum(values) / n
    if n < 2:
        return (m, math.nan, math.nan)
    var = sum((v - m) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    if bounds is not None:
        return (m, max(bounds[0], m - half), min(bounds[1], m + half))
    return (m, m - half, m + half)


def wilson(successes: float, n: int) -> tuple[float, float]:
    """Wilson score 95% interval ``(lo, hi)`` for a proportion (sound near 0%
    and 100%, where the normal approximation collapses)."""
    if n == 0:
        return (math.nan, math.nan)
    z = 1.96
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    # inside [0, 1] in exact arithmetic; clipped against rounding (1.0000000000000002)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by the nearest-rank method."""
    if not values:
        return math.nan
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def summarize(results: list[dict[str, Any]], a: str, b: str) -> dict[str, Any]:
    """Aggregate pair results into the report's figures."""
    tallies = {"A": Tally(), "B": Tally()}
    pair_wins: list[float] = []
    pair_points: list[float] = []
    games = wins_a = wins_b = hands_total = 0
    for pair in results:
        pair_won = 0.0
        pair_net = 0.0
        pair_hands = 0
        for g in pair["games"]:
            games += 1
            wins_a += g["a_won"]
            wins_b += g["b_won"]
            pair_won += 1.0 if g["a_won"] else (0.5 if not g["b_won"] else 0.0)
            tallies["A"].times.extend(g["times_a"])
            tallies["B"].times.extend(g["times_b"])
            tallies["A"].times_choice.extend(g["choices_a"])
            tallies["B"].times_choice.extend(g["choices_b"])
            tallies["A"].cpu.extend(g["cpu_a"])
            tallies["B"].cpu.extend(g["cpu_b"])
            for net, declarer, alone, made in g["hands"]:
                pair_net += net
                pair_hands += 1
                if declarer < 0:
                    continue
                t = tallies["A" if declarer == 0 else "B"]
                if alone:
                    t.alone += 1
                    t.alone_made += made
                    t.alone_net += net if declarer == 0 else -net
                else:
                    t.contracts += 1
                    t.made += made
        hands_total += pair_hands
        pair_wins.append(pair_won / len(pair["games"]))
        pair_points.append(pair_net / max(1, pair_hands))
    win = mean_ci(pair_wins, bounds=(0.0, 1.0))
    pts = mean_ci(pair_points)
    report: dict[str, Any] = {
        "a": a,
        "b": b,
        "games": games,
        "pairs": len(results),
        "hands": hands_total,
        "a_wins": wins_a,
        "b_wins": wins_b,
        "a_win_rate": {"mean": win[0], "lo": win[1], "hi": win[2]},
        "a_win_rate_wilson": dict(zip(("lo", "hi"), wilson(wins_a, games), strict=True)),
        "a_points_per_hand": {"mean": pts[0], "lo": pts[1], "hi": pts[2]},
        "lineups": {},
    }
    for key, level in (("A", a), ("B", b)):
        t = tallies[key]
        report["lineups"][key] = {
            "level": level,
            "contracts": t.contracts,
            "made": t.made,
            "set": t.contracts - t.made,
            "alone": t.alone,
            "alone_made": t.alone_made,
            "alone_net": t.alone_net,
            "decisions": len(t.times),
            "p50_ms": 1000 * percentile(t.times, 0.5),
            "p95_ms": 1000 * percentile(t.times, 0.95),
            "max_ms": 1000 * max(t.times, default=math.nan),
            "choices": len(t.times_choice),
            "choice_p50_ms": 1000 * percentile(t.times_choice, 0.5),
            "choice_p95_ms": 1000 * percentile(t.times_choice, 0.95),
            "cpu_p50_ms": 1000 * percentile(t.cpu, 0.5),
            "cpu_p95_ms": 1000 * percentile(t.cpu, 0.95),
            "cpu_max_ms": 1000 * max(t.cpu, default=math.nan),
        }
    return report


#: Fewer duplicate pairs than this: the normal-approximation intervals are
#: flagged as rough (two tied pairs give a zero-width interval).
FEW_PAIRS = 10


def _figure(value: float | None, spec: str, unit: str = "") -> str:
    """``value`` formatted, or ``n/a`` when it cannot be computed (None, NaN)."""
    if value is None or not math.isfinite(value):
        return "n/a"
    return f"{value:{spec}}{unit}"


def _ci_text(ci: dict[str, Any], pairs: int, scale: float, spec: str, unit: str) -> str:
    """``95% CI lo .. hi over pairs``; ``95% CI n/a, too few pairs`` from one
    pair; ``, too few pairs to trust`` appended under :data:`FEW_PAIRS` pairs."""
    lo, hi = ci["lo"], ci["hi"]
    if lo is None or hi is None or not (math.isfinite(lo) and math.isfinite(hi)):
        return "95% CI n/a, too few pairs"
    text = f"95% CI {scale * lo:{spec}}{unit} .. {scale * hi:{spec}}{unit} over pairs"
    return text + (", too few pairs to trust" if pairs < FEW_PAIRS else "")


def json_safe(value: Any) -> Any:
    """``value`` with every NaN or infinite float replaced by None, so that
    ``json.dump(..., allow_nan=False)`` writes valid JSON (``null``)."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    return value


def format_report(r: dict[str, Any], seconds: float) -> str:
    """The human-readable report (figures that cannot be computed are "n/a")."""
    w = r["a_win_rate"]
    p = r["a_points_per_hand"]
    pairs = r["pairs"]
    wilson_ci = r["a_win_rate_wilson"]
    lines = [
        f"A = {r['a']} ({r.get('a_options', '--ns')}) vs B = {r['b']} (--ew): {r['games']} games "
        f"({pairs} duplicate pair{'' if pairs == 1 else 's'}), {r['hands']} hands, "
        f"{seconds:.0f} s",
        f"games won: A {r['a_wins']}, B {r['b_wins']}, "
        f"drawn {r['games'] - r['a_wins'] - r['b_wins']}",
        f"A game win rate: {_figure(100 * w['mean'], '.1f', '%')} "
        f"({_ci_text(w, pairs, 100, '.1f', '%')}; "
        f"Wilson {_figure(100 * wilson_ci['lo'], '.1f', '%')} .. "
        f"{_figure(100 * wilson_ci['hi'], '.1f', '%')} over games)",
        f"A net points per hand (A - B): {_figure(p['mean'], '+.3f')} "
        f"({_ci_text(p, pairs, 1, '+.3f', '')})",
        "",
        f"{'line-up':<12} {'partner bids':>12} {'made':>6} {'set':>6} {'made%':>6} "
        f"{'alone bids':>10} {'alone made':>10}  {'decisions':>9} {'p50 ms':>7} {'p95 ms':>7} "
        f"{'max ms':>7}  (wall clock)",
    ]
    width = max(12, max(len(f"{k} {r['lineups'][k]['level']}") for k in ("A", "B")) + 1)
    lines[-1] = f"{'line-up':<{width}}" + lines[-1][12:]
    for key in ("A", "B"):
        t = r["lineups"][key]
        made_pct = 100 * t["made"] / t["contracts"] if t["contracts"] else math.nan
        lines.append(
            f"{key + ' ' + t['level']:<{width}} {t['contracts']:>12} {t['made']:>6} "
            f"{t['set']:>6} {_figure(made_pct, '.1f', '%'):>6} {t['alone']:>10} "
            f"{t['alone_made']:>10}  "
            f"{t['decisions']:>9} {_figure(t['p50_ms'], '.2f'):>7} "
            f"{_figure(t['p95_ms'], '.2f'):>7} {_figure(t['max_ms'], '.1f'):>7}"
        )
    lines.append(
        "(partner bids: contracts the declarer played with a partner; alone bids: "
        "contracts played alone, not among the partner bids)"
    )
    lines.append("")
    lines.append(
        "CPU time per decision (one free core): "
        + ", ".join(
            f"{key} p50 {_figure(r['lineups'][key]['cpu_p50_ms'], '.2f', ' ms')} p95 "
            f"{_figure(r['lineups'][key]['cpu_p95_ms'], '.2f', ' ms')} max "
            f"{_figure(r['lineups'][key]['cpu_max_ms'], '.1f', ' ms')}"
            for key in ("A", "B")
        )
    )
    lines.append(
        "decisions with a choice (more than one legal action): "
        + ", ".join(
            f"{key} {r['lineups'][key]['choices']} p50 "
            f"{_figure(r['lineups'][key]['choice_p50_ms'], '.2f', ' ms')} p95 "
            f"{_figure(r['lineups'][key]['choice_p95_ms'], '.2f', ' ms')}"
            for key in ("A", "B")
        )
    )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run the simulation and print the report; returns the exit code (2 for
    unknown rules or ``--ns`` given with both ``--n`` and ``--s``; argparse has
    refused other bad values already)."""
    from ..engine import Rules, RulesError

    conflict = option_conflict(args.ns, args.north, args.south)
    if conflict is not None:
        print(f"bideuchre simulate: error: {conflict}", file=sys.stderr)
        return 2
    try:
        Rules.from_json(args.rules)
    except RulesError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    pairs = args.games // 2
    a_levels = lineup_a(args.ns, args.north, args.south)
    jobs = [(args.rules, a_levels, args.ew, str(args.seed), i, args.budget) for i in range(pairs)]
    import multiprocessing as mp
    import os

    from tqdm import tqdm

    processes = args.processes or os.cpu_count() or 1
    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    bar = tqdm(total=pairs * 2, unit="game", disable=args.no_progress, file=sys.stderr)
    if processes <= 1:
        for job in jobs:
            results.append(_run_pair(job))
            bar.update(2)
    else:
        with mp.get_context("spawn").Pool(processes) as pool:
            for result in pool.imap_unordered(_run_pair, jobs):
                results.append(result)
                bar.update(2)
    bar.close()
    seconds = time.perf_counter() - start
    report = summarize(results, lineup_label(a_levels), args.ew)
    report["a_seats"] = {"N": a_levels[0], "S": a_levels[1]}
    if a_levels[0] != a_levels[1]:
        report["a_options"] = "--n/--s"
    report["rules"] = args.rules
    report["seed"] = str(args.seed)
    report["budget"] = args.budget
    report["processes"] = processes
    report["seconds"] = seconds
    print(format_report(report, seconds))
    if args.json_path:
        try:
            with open(args.json_path, "w", encoding="utf-8") as f:
                json.dump(json_safe(report), f, indent=2, allow_nan=False)
        except OSError as exc:  # checked before the run; the disk may still fail
            print(f"cannot write {args.json_path}: {exc}", file=sys.stderr)
            return 1
    return 0
