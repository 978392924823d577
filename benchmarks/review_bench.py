"""Server CPU cost of the hand review and of a hint (issue 12).

Deals double-deck hands (12 tricks) from fixed seeds, plays them with the
easy player in every seat (fast, and it makes the mistakes a review is for),
then measures, in CPU time of this thread (``time.thread_time``: the machine
is shared, so wall time would measure the other sessions too):

* ``compute_review`` of each finished hand (:mod:`bideuchre.server.review`:
  every South decision judged by the fixed-work search, plus the open-hand
  par limited to ``PAR_MAX_NODES`` positions) — goal at most 3 s a hand;
* the par alone (:func:`~bideuchre.server.review.par_of`), with the solver's
  positions a second of CPU, and how many pars were cut (``too_long``);
* a hint (:func:`bideuchre.server.hints.judge` with ``HINT_CONFIG``) at every
  position where South is to act — goal at most 300 ms at the 95th percentile.

Usage::

    .venv/bin/python benchmarks/review_bench.py --hands 12 [--write]

``--write`` replaces the table between the ``review-cost`` markers of
``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import re
import time
from pathlib import Path

from bideuchre.bots import EasyBot
from bideuchre.bots.dds import solver, warm_up
from bideuchre.engine import GameState, HandRecord, Phase, Rules, Seat
from bideuchre.server.hints import HINT_CONFIG, judge, position_seed
from bideuchre.server.review import PAR_MAX_NODES, compute_review, par_of

RESULTS = Path(__file__).with_name("RESULTS.md")
START, END = "<!-- review-cost:start -->", "<!-- review-cost:end -->"


def play_hand(preset: str, seed: str) -> tuple[HandRecord, list[GameState]]:
    """A finished hand (easy player everywhere) and the states where South acts."""
    state = GameState.new_game(Rules.preset(preset), seed)
    bot = EasyBot()
    rng = random.Random(seed)
    south: list[GameState] = []
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        if seat is Seat.S and len(obs.legal) > 1:
            south.append(state.clone())
        state.apply(bot.choose(obs, rng, 0.1))
    return HandRecord.of(state), south


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--preset", default="double-deck")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    warm_up()
    reviews: list[float] = []
    pars: list[float] = []
    decisions: list[int] = []
    cut = 0
    nodes = 0
    hints: dict[str, list[float]] = {"call": [], "exchange": [], "card": []}
    for i in range(args.hands):
        record, south = play_hand(args.preset, f"review-bench-{i}")
        solver().clear()  # a fresh transposition table, as for an unrelated hand
        started = time.thread_time()
        review = compute_review(record, 0, f"bench-{i}")
        reviews.append(time.thread_time() - started)
        decisions.append(len(review["decisions"]))
        solver().clear()
        before = solver().nodes
        started = time.thread_time()
        _, status = par_of(record)
        pars.append(time.thread_time() - started)
        nodes += solver().nodes - before
        cut += status == "too_long"
        for j, state in enumerate(south):
            kind = {Phase.AUCTION: "call", Phase.EXCHANGE: "exchange"}.get(state.phase, "card")
            obs = state.observation(Seat.S)
            started = time.thread_time()
            judge(obs, position_seed(f"bench-{i}", 0, j, "hint"), HINT_CONFIG)
            hints[kind].append(time.thread_time() - started)
    every_hint = [t for ts in hints.values() for t in ts]
    load = os.getloadavg()[0]
    lines = [
        f"Machine: {os.cpu_count()} cores, CPython {platform.python_version()}; load average "
        f"{load:.2f} when started. CPU time of the measuring thread (`time.thread_time`), "
        f"{args.preset}, {args.hands} hands played by the easy player in every seat.",
        f"Command: `.venv/bin/python benchmarks/review_bench.py --hands {args.hands}"
        f"{' --preset ' + args.preset if args.preset != 'double-deck' else ''} --write`",
        "",
        "| what | n | mean (ms) | p50 (ms) | p95 (ms) | max (ms) | goal |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]

    def row(name: str, values: list[float], goal: str) -> str:
        if not values:
            return f"| {name} | 0 | | | | | {goal} |"
        ms = [v * 1000 for v in values]
        return (
            f"| {name} | {len(ms)} | {sum(ms) / len(ms):.0f} | {pct(ms, 0.5):.0f} | "
            f"{pct(ms, 0.95):.0f} | {max(ms):.0f} | {goal} |"
        )

    lines.append(row("review of a hand", reviews, "≤ 3,000 ms"))
    lines.append(row("… of which the open-hand par", pars, ""))
    lines.append(
        row(
            "… the decisions (review − par)",
            [r - p for r, p in zip(reviews, pars, strict=True)],
            "",
        )
    )
    lines.append(row("hint (all)", every_hint, "p95 ≤ 300 ms"))
    for kind, values in hints.items():
        lines.append(row(f"hint: {kind}", values, ""))
    lines.append("")
    lines.append(
        f"South decisions per reviewed hand: mean {sum(decisions) / len(decisions):.1f}, "
        f"max {max(decisions)}."
    )
    lines.append(
        f"Par: limit {PAR_MAX_NODES:,} positions (`review.PAR_MAX_NODES`); {cut} of "
        f"{len(pars)} pars cut (`too_long`); the solver searched "
        f"{nodes / max(sum(pars), 1e-9) / 1e6:.1f} M positions a second of CPU."
    )
    table = "\n".join(lines)
    print(table)
    if args.write:
        text = RESULTS.read_text()
        block = f"{START}\n{table}\n{END}"
        if START in text:
            text = re.sub(re.escape(START) + ".*?" + re.escape(END), block, text, flags=re.S)
        else:
            text = text.rstrip() + "\n\n## Hand review and hints (issue 12)\n\n" + block + "\n"
        RESULTS.write_text(text)


if __name__ == "__main__":
    main()
