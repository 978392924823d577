"""Declarer figures of a CPU level: calibration, contracts made, lone hands,
calls per hand and CPU time per decision.

Plays ``--games`` whole games (levels as for ``make_bot``, or ``medium-classic``
and ``hard-classic``: the previous bidding; ``medium+guard``, ``hard-noguard``:
the ruff guard on / off) (duplicate pairs from ``--seed``: each deal
twice, the line-ups swapped), ``--level`` against ``--against``, all
decisions in the fixed-work mode (``deterministic=True``).  For every
partnership contract the measured level declares, the side's expected
tricks at its last bid (the bidding's own estimate,
``simbid.simulated_call(report=...)``) is compared with the tricks taken.
CPU time (``time.thread_time``) per decision is reported separately for
calls and cards (the machine is shared: wall time would count waiting).

    .venv/bin/python benchmarks/declarer_stats.py --level hard --against easy \\
        --rules double-deck --games 20 --seed 1
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

from bideuchre.bots import Bot, make_bot
from bideuchre.bots.arena import MAX_HANDS, decision_rng
from bideuchre.bots.knowledge import read
from bideuchre.bots.search import call_estimate
from bideuchre.bots.searchbot import SearchBot
from bideuchre.bots.simbid import simulated_call
from bideuchre.engine import ActionKind, GameState, Phase, Rules


def pct(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile (NaN if empty)."""
    if not values:
        return math.nan
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def level_bot(name: str) -> Bot:
    """``make_bot(name)``; ``medium-classic`` and ``hard-classic`` are those
    levels with the previous bidding (the evaluation's estimate, no simulation);
    ``medium+guard`` / ``medium-noguard`` (likewise for ``hard``) are the level
    with ``SearchConfig.ruff_guard`` on / off."""
    for suffix, guard in (("+guard", True), ("-noguard", False)):
        if name.endswith(suffix):
            bot = make_bot(name.removesuffix(suffix))
            assert isinstance(bot, SearchBot)
            return SearchBot(name, replace(bot.config, ruff_guard=guard))
    if name.endswith("-classic"):
        bot = make_bot(name.removesuffix("-classic"))
        assert isinstance(bot, SearchBot)
        return SearchBot(name, replace(bot.config, bid_worlds=0))
    return make_bot(name)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="easy")
    parser.add_argument("--rules", default="double-deck")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", default="1")
    parser.add_argument(
        "--pairs",
        type=Path,
        default=None,
        help="write [expected, taken, bid, model value] per contract (JSON)",
    )
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    me = level_bot(args.level)
    other = level_bot(args.against)
    errors: list[float] = []
    bias: list[float] = []
    pairs: list[tuple[float, int, int, float]] = []
    made = contracts = alone = alone_made = hands = calls = all_calls = 0
    alone_net = 0.0
    net = 0.0
    call_cpu: list[float] = []
    card_cpu: list[float] = []
    for g in range(args.games):
        seed = f"{args.seed}/{g // 2}"
        mine = g % 2  # the measured level's side
        bots = (me, other) if mine == 0 else (other, me)
        game = GameState.new_game(rules, seed)
        while True:
            step = 0
            last_bid: dict[int, float] = {}
            last_model: dict[int, float] = {}
            while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
                seat = game.to_act
                assert seat is not None
                obs = game.observation(seat)
                team = seat & 1
                bot = bots[team]
                rng = decision_rng(seed, game.hand_number, step, seat)
                t0 = time.thread_time()
                action = bot.choose(obs, rng, 1.0, deterministic=True)
                cpu = time.thread_time() - t0
                if team == mine and len(obs.legal) > 1:
                    (call_cpu if obs.phase is Phase.AUCTION else card_cpu).append(cpu)
                if obs.phase is Phase.AUCTION:
                    all_calls += 1
                    if team == mine:
                        calls += 1
                    if (
                        team == mine
                        and action.kind is ActionKind.BID
                        and isinstance(bot, SearchBot)
                    ):
                        k = read(obs)
                        est = call_estimate(obs, k, bot.config, math.inf)
                        report: dict[str, float] = {}
                        simulated_call(
                            obs,
                            k,
                            bot.bid_config(),
                            est,
                            math.inf,
                            report,
                        )
                        last_bid[int(seat)] = report.get("expected", math.nan)
                        last_model[int(seat)] = report.get("model", last_bid[int(seat)])
                game.apply(action)
                step += 1
            result = game.hand_result
            assert result is not None
            hands += 1
            net += result.score[mine] - result.score[1 - mine]
            c = result.contract
            if c is not None and int(c.declarer.team) == mine:
                taken = result.tricks[mine]
                if c.alone:
                    alone += 1
                    alone_made += bool(result.made)
                    alone_net += result.score[mine] - result.score[1 - mine]
                else:
                    contracts += 1
                    made += bool(result.made)
                    exp = last_bid.get(int(c.declarer), math.nan)
                    if not math.isnan(exp):
                        errors.append(abs(exp - taken))
                        bias.append(exp - taken)
                        pairs.append(
                            (
                                round(exp, 3),
                                int(taken),
                                int(c.bid),
                                round(last_model.get(int(c.declarer), exp), 3),
                            )
                        )
            if game.phase is Phase.GAME_OVER or game.hand_number + 1 >= MAX_HANDS:
                break
            game.next_hand()
        print(f"game {g + 1}/{args.games} done", file=sys.stderr)
        # the figures so far after every game (a long run may be cut short)
        print(
            f"{args.rules}: {args.level} vs {args.against}, {g + 1} of {args.games} games "
            f"(duplicate pairs), {hands} hands, seed {args.seed}, fixed work"
        )
        print(f"  net points per hand ({args.level} - {args.against}): {net / max(1, hands):+.2f}")
        print(
            f"  calls per hand: {calls / max(1, hands):.2f} by {args.level}'s side, "
            f"{all_calls / max(1, hands):.2f} in all"
        )
        print(
            f"  partnership contracts {contracts}, made {made} "
            f"({100 * made / max(1, contracts):.0f}%); "
            f"mean |expected - taken| {statistics.fmean(errors) if errors else math.nan:.2f} "
            f"tricks "
            f"over {len(errors)} (mean expected - taken "
            f"{statistics.fmean(bias) if bias else math.nan:+.2f})"
        )
        print(
            f"  alone {alone} ({100 * alone / max(1, hands):.1f}% of hands), made {alone_made}, "
            f"net {alone_net:+.0f} points"
        )
        print(
            f"  CPU ms per decision (thread_time): call p50 {1000 * pct(call_cpu, 0.5):.1f} "
            f"p95 {1000 * pct(call_cpu, 0.95):.1f}; card p50 {1000 * pct(card_cpu, 0.5):.1f} "
            f"p95 {1000 * pct(card_cpu, 0.95):.1f}"
        )
        if args.pairs:
            args.pairs.write_text(json.dumps(pairs) + "\n", encoding="utf-8")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
