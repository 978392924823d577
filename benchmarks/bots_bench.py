"""CPU players' speed: time per decision, by level and preset, on one core.

Collects the positions met by the seats of a few seeded games played by the
``easy`` player (every decision of every seat: calls, exchange steps, cards),
then times each level's ``choose`` on every position, one at a time, in this
single process.  Reports the 50th and 95th percentiles and the maximum, in
wall-clock milliseconds and in CPU milliseconds of this thread (which is what
one free core would take; the machine is shared, so wall time can be longer),
for all decisions and for those with more than one legal action.

    .venv/bin/python benchmarks/bots_bench.py --games 3 --write

``--write`` replaces the "CPU players: speed" section of
``benchmarks/RESULTS.md`` (between its markers) and leaves the rest alone.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import sys
import time
from pathlib import Path

from bideuchre.bots import make_bot
from bideuchre.engine import GameState, Observation, Phase, Rules

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
START, END = "<!-- bots-speed:start -->", "<!-- bots-speed:end -->"
LEVELS = ("easy", "medium", "hard")
PRESETS = ("double-deck", "single-deck")


def positions(rules: Rules, games: int, seed: int) -> list[Observation]:
    """Every decision of ``games`` games of the easy player, as observations."""
    easy = make_bot("easy")
    out: list[Observation] = []
    for g in range(games):
        game = GameState.new_game(rules, f"bench/{seed}/{g}")
        while True:
            while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
                seat = game.to_act
                assert seat is not None
                obs = game.observation(seat)
                out.append(obs)
                game.apply(easy.choose(obs, random.Random(0), 1.0))
            if game.phase is Phase.GAME_OVER or game.hand_number >= 40:
                break
            game.next_hand()
    return out


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))]


def measure(level: str, observations: list[Observation], budget: float) -> dict[str, float]:
    """Times of ``level`` on every observation (ms)."""
    bot = make_bot(level)
    wall: list[float] = []
    cpu: list[float] = []
    wall_choice: list[float] = []
    cpu_choice: list[float] = []
    for i, obs in enumerate(observations):
        rng = random.Random(i)
        w0, c0 = time.perf_counter(), time.thread_time()
        bot.choose(obs, rng, budget)
        w, c = 1000 * (time.perf_counter() - w0), 1000 * (time.thread_time() - c0)
        wall.append(w)
        cpu.append(c)
        if len(obs.legal) > 1:
            wall_choice.append(w)
            cpu_choice.append(c)
    return {
        "n": len(wall),
        "n_choice": len(wall_choice),
        "wall_p50": percentile(wall, 0.5),
        "wall_p95": percentile(wall, 0.95),
        "wall_max": max(wall),
        "cpu_p50": percentile(cpu, 0.5),
        "cpu_p95": percentile(cpu, 0.95),
        "cpu_max": max(cpu),
        "choice_wall_p95": percentile(wall_choice, 0.95),
        "choice_cpu_p95": percentile(cpu_choice, 0.95),
        "choice_cpu_max": max(cpu_choice, default=math.nan),
    }


def markdown(rows: list[tuple[str, str, dict[str, float]]], command: str) -> str:
    """The results section."""
    lines = [
        f"Machine: {os.cpu_count()} cores, CPython {platform.python_version()}; "
        f"load average at the end {os.getloadavg()[0]:.1f}.",
        f"Command: `{command}`",
        "",
        "| preset | level | decisions | p50 ms (cpu) | p95 ms (cpu) | max ms (cpu) "
        "| p50 ms (wall) | p95 ms (wall) | max ms (wall) | with a choice: n, p95 cpu, max cpu |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for preset, level, r in rows:
        lines.append(
            f"| {preset} | {level} | {r['n']} | {r['cpu_p50']:.2f} | {r['cpu_p95']:.2f} "
            f"| {r['cpu_max']:.1f} | {r['wall_p50']:.2f} | {r['wall_p95']:.2f} "
            f"| {r['wall_max']:.1f} | {r['n_choice']}, {r['choice_cpu_p95']:.2f}, "
            f"{r['choice_cpu_max']:.1f} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="easy games per preset")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds given per decision")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--write", action="store_true", help="update benchmarks/RESULTS.md")
    args = parser.parse_args()
    rows = []
    for preset in PRESETS:
        obs = positions(Rules.preset(preset), args.games, args.seed)
        for level in args.levels.split(","):
            r = measure(level, obs, args.budget)
            rows.append((preset, level, r))
            print(
                f"{preset:<12} {level:<7} n={r['n']:<5} cpu p50 {r['cpu_p50']:7.2f} "
                f"p95 {r['cpu_p95']:7.2f} max {r['cpu_max']:7.1f} | wall p50 "
                f"{r['wall_p50']:7.2f} p95 {r['wall_p95']:7.2f} max {r['wall_max']:7.1f} ms",
                flush=True,
            )
    command = "python benchmarks/bots_bench.py " + " ".join(sys.argv[1:])
    text = markdown(rows, command.strip())
    print(text)
    if args.write:
        content = RESULTS.read_text(encoding="utf-8")
        if START in content and END in content:
            head, rest = content.split(START, 1)
            _, tail = rest.split(END, 1)
            content = f"{head}{START}\n{text}\n{END}{tail}"
        else:
            content = content.rstrip("\n") + (
                f"\n\n## CPU players: speed\n\n{START}\n{text}\n{END}\n"
            )
        RESULTS.write_text(content, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
