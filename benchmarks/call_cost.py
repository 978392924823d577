"""CPU cost of hard's calls (auction decisions) on fixed positions.

Collects the auction decisions with a choice that ``hard`` meets in the
first ``--hands`` hands of ``--games`` games against ``easy`` (duplicate
pairs from ``--seed``, fixed work, ``--rules`` preset), then times
``hard``'s ``choose`` on each of them, one at a time, in CPU time of this
thread (``time.thread_time``), in the fixed-work mode (``deterministic``:
the same work and decisions in every process).  As in ``card_cost.py``, two versions of the code
are compared on the same positions by collecting once (``--save FILE``) and
timing with each version (``--load FILE``); ``--decisions FILE`` writes the
calls chosen to count how many changed; ``--profile`` prints the top of a
``cProfile`` of the timed calls.

    .venv/bin/python benchmarks/call_cost.py --games 6 --save /tmp/calls.pkl
    .venv/bin/python benchmarks/call_cost.py --load /tmp/calls.pkl --decisions /tmp/new.json
"""

from __future__ import annotations

import argparse
import cProfile
import json
import math
import os
import pickle
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

from bideuchre.bots import dds, make_bot
from bideuchre.engine import GameState, Observation, Phase, Rules


def pct(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile."""
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def collect(rules: Rules, games: int, hands: int, seed: str) -> list[tuple[Observation, str]]:
    """``(observation, decision seed)`` of hard's calls with a choice."""
    hard, easy = make_bot("hard"), make_bot("easy")
    rows: list[tuple[Observation, str]] = []
    for g in range(games):
        game_seed = f"{seed}/{g // 2}"
        mine = g % 2
        game = GameState.new_game(rules, game_seed)
        for _ in range(hands):
            step = 0
            while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
                seat = game.to_act
                assert seat is not None
                obs = game.observation(seat)
                rs = f"bideuchre/bot/{game_seed}/{game.hand_number}/{step}/{int(seat)}"
                if (seat & 1) == mine and obs.phase is Phase.AUCTION and len(obs.legal) > 1:
                    rows.append((obs, rs))
                bot = hard if (seat & 1) == mine else easy
                game.apply(bot.choose(obs, random.Random(rs), 1.0, deterministic=True))
                step += 1
            if game.phase is Phase.GAME_OVER:
                break
            game.next_hand()
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="double-deck")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--hands", type=int, default=4, help="hands per game")
    parser.add_argument("--seed", default="cc")
    parser.add_argument("--save", type=Path, help="write the positions here and stop")
    parser.add_argument("--load", type=Path, help="time these positions")
    parser.add_argument("--decisions", type=Path, help="write the calls chosen (JSON)")
    parser.add_argument("--profile", type=int, default=0, help="print the top N of a profile")
    args = parser.parse_args()
    if args.load:
        rows = pickle.loads(args.load.read_bytes())
    else:
        rows = collect(Rules.preset(args.rules), args.games, args.hands, args.seed)
        if args.save:
            args.save.write_bytes(pickle.dumps(rows))
            print(f"{len(rows)} positions written to {args.save}")
            return 0
    hard = make_bot("hard")
    dds.warm_up()
    cpu: list[float] = []
    chosen: list[str] = []
    prof = cProfile.Profile() if args.profile else None
    for obs, rs in rows:
        t0 = time.thread_time()
        if prof is not None:
            prof.enable()
        action = hard.choose(obs, random.Random(rs), 1.0, deterministic=True)
        if prof is not None:
            prof.disable()
        cpu.append(time.thread_time() - t0)
        chosen.append(str(action))
    print(
        f"{len(cpu)} hard calls: CPU p50 {1000 * pct(cpu, 0.5):.1f} ms, "
        f"p95 {1000 * pct(cpu, 0.95):.1f} ms, mean {1000 * statistics.fmean(cpu):.1f} ms "
        f"(load average {os.getloadavg()[0]:.1f})"
    )
    if prof is not None:
        pstats.Stats(prof).sort_stats("cumulative").print_stats(args.profile)
        pstats.Stats(prof).sort_stats("tottime").print_stats(args.profile)
    if args.decisions:
        args.decisions.write_text(json.dumps(chosen) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
