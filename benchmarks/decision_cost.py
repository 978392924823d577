"""The shared harness of ``card_cost.py`` and ``call_cost.py``: CPU cost of
``hard``'s decisions of one phase on fixed positions.

Collects the decisions with a choice (more than one legal action) of one
phase that ``hard`` meets in the first ``--hands`` hands of ``--games`` games
against ``easy`` (duplicate pairs from ``--seed``: games ``2k`` and ``2k+1``
share a deal, ``hard`` on the other side; fixed work, ``--rules`` preset),
then times ``hard``'s ``choose`` on each of them, one at a time, in CPU time
of this thread (``time.thread_time``), in the fixed-work mode
(``deterministic``: the same work and decisions in every process).  The
positions depend only on the seed and on the code that played them, so two
versions of the code are compared on the same positions by collecting once
(``--save FILE``) and timing with each version (``--load FILE``);
``--decisions FILE`` writes the actions chosen (JSON) to count how many
changed; ``--profile N`` prints the top ``N`` of a ``cProfile`` of the timed
calls.  Not a script: the two scripts name the phase.
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
import time
from collections.abc import Callable
from pathlib import Path

from bideuchre.bots import dds, make_bot
from bideuchre.bots.base import Bot
from bideuchre.engine import GameState, Observation, Phase, Rules

#: A position: the observation of the seat to act, and the seed of its
#: decision (``bideuchre/bot/<game>/<hand>/<step>/<seat>``).
Row = tuple[Observation, str]


def pct(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile (``q`` in 0..1) of a non-empty list."""
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def collect(rules: Rules, games: int, hands: int, seed: str, phase: Phase) -> list[Row]:
    """``(observation, decision seed)`` of hard's decisions with a choice in
    ``phase``, over ``games`` games of at most ``hands`` hands each."""
    hard, easy = make_bot("hard"), make_bot("easy")
    rows: list[Row] = []
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
                if (seat & 1) == mine and obs.phase is phase and len(obs.legal) > 1:
                    rows.append((obs, rs))
                bot = hard if (seat & 1) == mine else easy
                game.apply(bot.choose(obs, random.Random(rs), 1.0, deterministic=True))
                step += 1
            if game.phase is Phase.GAME_OVER:
                break
            game.next_hand()
    return rows


def parser(description: str, seed: str, chosen: str) -> argparse.ArgumentParser:
    """The options of both scripts (``--seed`` defaults to ``seed``;
    ``chosen`` names what ``--decisions`` writes: ``calls``, ``cards``)."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--rules", default="double-deck")
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--hands", type=int, default=4, help="hands per game")
    p.add_argument("--seed", default=seed)
    p.add_argument("--save", type=Path, help="write the positions here and stop")
    p.add_argument("--load", type=Path, help="time these positions")
    p.add_argument("--decisions", type=Path, help=f"write the {chosen} chosen (JSON)")
    p.add_argument("--profile", type=int, default=0, help="print the top N of a profile")
    p.add_argument(
        "--variant",
        help="time hard with these settings (game_variants.py's name:field=value,...)",
    )
    return p


def positions(args: argparse.Namespace, phase: Phase) -> list[Row] | None:
    """The positions to time: ``--load``'s, or collected; None once ``--save``
    has written them (the script then stops)."""
    if args.load:
        rows: list[Row] = pickle.loads(args.load.read_bytes())
        return rows
    rows = collect(Rules.preset(args.rules), args.games, args.hands, args.seed, phase)
    if args.save:
        args.save.write_bytes(pickle.dumps(rows))
        print(f"{len(rows)} positions written to {args.save}")
        return None
    return rows


def time_decisions(
    rows: list[Row], profile: bool = False, variant: str | None = None
) -> tuple[list[float], list[str], cProfile.Profile | None]:
    """Time ``hard.choose`` on each row (after ``dds.warm_up``): the CPU
    seconds of each call, the actions chosen, and with ``profile`` a profile
    of the calls alone (see :func:`print_profile`).  ``variant``: hard with
    other settings (``game_variants.make_variant``'s spec)."""
    hard: Bot = make_bot("hard")
    if variant and rows:
        from game_variants import make_variant

        hard = make_variant(variant, rows[0][0].rules.copies)[1]
    dds.warm_up()
    cpu: list[float] = []
    chosen: list[str] = []
    prof = cProfile.Profile() if profile else None
    for obs, rs in rows:
        t0 = time.thread_time()
        if prof is not None:
            prof.enable()
        action = hard.choose(obs, random.Random(rs), 1.0, deterministic=True)
        if prof is not None:
            prof.disable()
        cpu.append(time.thread_time() - t0)
        chosen.append(str(action))
    return cpu, chosen, prof


def print_profile(prof: cProfile.Profile | None, top: int) -> None:
    """Print the top ``top`` lines of ``prof`` by cumulative, then own time."""
    if prof is not None and top > 0:
        pstats.Stats(prof).sort_stats("cumulative").print_stats(top)
        pstats.Stats(prof).sort_stats("tottime").print_stats(top)


def summary(what: str, cpu: list[float]) -> str:
    """``"N <what>: CPU p50 …, p95 …, mean … ms (load average …)"``."""
    return (
        f"{len(cpu)} {what}: CPU p50 {1000 * pct(cpu, 0.5):.1f} ms, "
        f"p95 {1000 * pct(cpu, 0.95):.1f} ms, mean {1000 * statistics.fmean(cpu):.1f} ms "
        f"(load average {os.getloadavg()[0]:.1f})"
    )


def write_decisions(path: Path | None, chosen: list[str]) -> None:
    """Write the actions chosen as a JSON list (nothing without ``path``)."""
    if path:
        path.write_text(json.dumps(chosen) + "\n", encoding="utf-8")


def run(
    description: str,
    phase: Phase,
    seed: str,
    what: str,
    report: Callable[[list[Row], list[float]], None] | None = None,
) -> int:
    """A script's ``main``: parse the options (:func:`parser`; ``--seed``
    defaults to ``seed``), collect or load ``phase``'s positions, time them,
    print :func:`summary` of ``hard <what>`` then ``report(rows, cpu)`` (the
    script's own lines) and the profile, write the decisions.  Returns 0."""
    args = parser(description, seed=seed, chosen=what).parse_args()
    rows = positions(args, phase)
    if rows is None:
        return 0
    cpu, chosen, prof = time_decisions(rows, profile=args.profile > 0, variant=args.variant)
    print(summary(f"hard {what}", cpu))
    if report is not None:
        report(rows, cpu)
    print_profile(prof, args.profile)
    write_decisions(args.decisions, chosen)
    return 0
