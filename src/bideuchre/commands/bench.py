"""``bideuchre bench``: the speed of the rules engine on one core.

Random self-play of complete hands for each preset — hands per second and
actions per second, dealing included — and the cost in microseconds of the
engine's basic operations (``legal_actions``, ``apply``, ``apply_unchecked``,
``clone``, ``observation``) measured over positions sampled from random play.
A benchmark game lasts at most :data:`GAME_HANDS` hands (random play seldom
ends one).  Results are printed as text, as JSON (``--json``) or as a Markdown table
(``--markdown``, the form kept in ``benchmarks/RESULTS.md``).

Everything runs in this one process (one core); nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine import Action, GameState, Rules

PRESETS = ("double-deck", "single-deck")

#: Hands after which a benchmark game is abandoned for a new one.  Random
#: play rarely ends a single-deck game (its totals drift to -14,000 after
#: 12,000 hands), and a game's growing history made garbage-collection pauses
#: grow with it, depressing the figure by 10-25%; real games last tens of hands.
GAME_HANDS = 50


def add_parser(sub: Any) -> None:
    """Register ``bench``.  ``--seconds``, ``--positions`` and ``--repeat``
    must be positive (argparse error, exit 2, otherwise)."""
    from .argtypes import positive_float, positive_int

    p = sub.add_parser(
        "bench",
        help="measure the engine's speed (random self-play, cost of each operation)",
        description=(__doc__ or "").replace(":data:`GAME_HANDS`", str(GAME_HANDS)),
    )
    p.add_argument("--rules", choices=[*PRESETS, "all"], default="all", help="preset(s) to measure")
    p.add_argument(
        "--seconds",
        type=positive_float,
        default=3.0,
        help="time spent on each self-play measurement, more than 0 (default: 3)",
    )
    p.add_argument(
        "--positions",
        type=positive_int,
        default=3000,
        help="positions sampled for the per-operation costs, at least 1 (default: 3000)",
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the games and choices")
    p.add_argument(
        "--repeat", type=positive_int, default=3, help="best of N runs, at least 1 (default: 3)"
    )
    group = p.add_mutually_exclusive_group()
    group.add_argument("--json", action="store_true", help="print JSON")
    group.add_argument("--markdown", action="store_true", help="print Markdown tables")


@dataclass
class SelfPlay:
    """Random self-play of one preset: complete hands (dealing included)."""

    preset: str
    checked: bool
    hands: int
    actions: int
    seconds: float

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds


def self_play(rules: Rules, seconds: float, seed: int, *, checked: bool = False) -> SelfPlay:
    """Play random hands (uniform legal actions) for about ``seconds``.

    Each hand is dealt (``new_game`` / ``next_hand``) and played to its end;
    a new game starts when one is over or after :data:`GAME_HANDS` hands.
    ``checked`` uses ``apply`` instead of ``apply_unchecked``.
    """
    from ..engine import GameState, Phase

    rng = random.Random(seed)
    randrange = rng.randrange
    active = (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY)
    hands = actions = 0
    game = 0
    start = time.process_time()
    deadline = start + seconds
    state = GameState.new_game(rules, seed * 1_000_000)
    while True:
        legal_actions = state.legal_actions
        step = state.apply if checked else state.apply_unchecked
        while state.phase in active:
            legal = legal_actions()
            step(legal[randrange(len(legal))])
            actions += 1
        hands += 1
        if hands % 16 == 0 and time.process_time() >= deadline:
            break
        if state.phase is Phase.GAME_OVER or state.hand_number + 1 >= GAME_HANDS:
            game += 1
            state = GameState.new_game(rules, seed * 1_000_000 + game)
        else:
            state.next_hand()
    elapsed = time.process_time() - start
    return SelfPlay(rules.preset_name or "custom", checked, hands, actions, elapsed)


def sample_positions(rules: Rules, n: int, seed: int) -> list[GameState]:
    """``n`` positions (states with a seat to act) met in random play (a new
    game when one is over or after :data:`GAME_HANDS` hands)."""
    from ..engine import GameState, Phase

    rng = random.Random(seed)
    out: list[GameState] = []
    state = GameState.new_game(rules, seed)
    game = 0
    while len(out) < n:
        if state.phase is Phase.GAME_OVER or (
            state.phase is Phase.HAND_OVER and state.hand_number + 1 >= GAME_HANDS
        ):
            game += 1
            state = GameState.new_game(rules, seed + game)
        elif state.phase is Phase.HAND_OVER:
            state.next_hand()
        else:
            if rng.random() < 0.25:
                out.append(state.clone())
            legal = state.legal_actions()
            state.apply_unchecked(legal[rng.randrange(len(legal))])
    return out


def operation_costs(rules: Rules, positions: int, seed: int) -> dict[str, float]:
    """Mean cost in microseconds of each engine operation over sampled positions."""
    states = sample_positions(rules, positions, seed)
    rng = random.Random(seed)
    choices: list[Action] = []
    for s in states:
        legal = s.legal_actions()
        choices.append(legal[rng.randrange(len(legal))])
    seats = [s.to_act for s in states if s.to_act is not None]
    costs: dict[str, float] = {}

    def timed(name: str, run: Any) -> None:
        start = time.process_time()
        run()
        costs[name] = (time.process_time() - start) / len(states) * 1e6

    timed("legal_actions", lambda: [s.legal_actions() for s in states])
    timed("clone", lambda: [s.clone() for s in states])
    pairs = list(zip(states, seats, strict=True))
    timed("observation", lambda: [s.observation(seat) for s, seat in pairs])
    copies = [s.clone() for s in states]
    timed("apply", lambda: [s.apply(a) for s, a in zip(copies, choices, strict=True)])
    copies = [s.clone() for s in states]
    timed(
        "apply_unchecked",
        lambda: [s.apply_unchecked(a) for s, a in zip(copies, choices, strict=True)],
    )
    return costs


def machine() -> dict[str, Any]:
    """The machine the numbers come from: cores, CPU model, Python."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        load = round(os.getloadavg()[0], 2)
    except OSError:
        load = None
    return {
        "nproc": os.cpu_count(),
        "cpu": model,
        "load_average": load,  # other work on the machine slows every figure
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "platform": platform.platform(),
    }


def measure(
    presets: list[str], seconds: float, positions: int, seed: int, repeat: int
) -> dict[str, Any]:
    """Every measurement for ``presets``; self-play is the best of ``repeat`` runs."""
    from ..engine import Rules

    out: dict[str, Any] = {"machine": machine(), "presets": {}}
    for name in presets:
        rules = Rules.preset(name)
        runs: dict[str, SelfPlay] = {}
        for checked in (False, True):
            best = max(
                (self_play(rules, seconds, seed + i, checked=checked) for i in range(repeat)),
                key=lambda r: r.hands_per_second,
            )
            runs["checked" if checked else "unchecked"] = best
        costs = [operation_costs(rules, positions, seed + i) for i in range(repeat)]
        best_costs = {k: min(c[k] for c in costs) for k in costs[0]}
        out["presets"][name] = {
            "self_play": {
                key: {
                    **asdict(run),
                    "hands_per_second": round(run.hands_per_second),
                    "actions_per_second": round(run.actions_per_second),
                    "actions_per_hand": round(run.actions / run.hands, 1),
                }
                for key, run in runs.items()
            },
            "cost_us": {k: round(v, 2) for k, v in best_costs.items()},
        }
    return out


def markdown(result: dict[str, Any], command: str) -> str:
    """The Markdown form kept in ``benchmarks/RESULTS.md``."""
    m = result["machine"]
    lines = [
        f"Machine: {m['nproc']} cores ({m['cpu']}), {m['python']}, {m['platform']}; "
        f"load average {m['load_average']} when started. Rates are per second of this "
        f"process's CPU time, on one core; a random game is cut after {GAME_HANDS} hands.",
        f"Command: `{command}`",
        "",
        "| preset | apply | hands/s | actions/s | actions/hand |",
        "|---|---|---:|---:|---:|",
    ]
    for name, data in result["presets"].items():
        for key, run in data["self_play"].items():
            lines.append(
                f"| {name} | {key} | {run['hands_per_second']:,} | "
                f"{run['actions_per_second']:,} | {run['actions_per_hand']} |"
            )
    ops = list(next(iter(result["presets"].values()))["cost_us"])
    lines += ["", "| preset | " + " | ".join(f"{op} (µs)" for op in ops) + " |"]
    lines.append("|---|" + "---:|" * len(ops))
    for name, data in result["presets"].items():
        lines.append(f"| {name} | " + " | ".join(f"{data['cost_us'][op]}" for op in ops) + " |")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run the measurements and print them; return 0."""
    presets = list(PRESETS) if args.rules == "all" else [args.rules]
    result = measure(presets, args.seconds, args.positions, args.seed, args.repeat)
    result["command"] = " ".join(["bideuchre bench", *sys.argv[2:]])
    if args.json:
        print(json.dumps(result, indent=1))
    elif args.markdown:
        print(markdown(result, result["command"]))
    else:
        m = result["machine"]
        print(f"{m['nproc']} cores, {m['cpu']}, {m['python']}")
        for name, data in result["presets"].items():
            for key, r in data["self_play"].items():
                print(
                    f"{name:12} {key:9} {r['hands_per_second']:>8,} hands/s "
                    f"{r['actions_per_second']:>10,} actions/s ({r['actions_per_hand']} per hand)"
                )
            costs = "  ".join(f"{op} {us:.2f}" for op, us in data["cost_us"].items())
            print(f"{name:12} µs/op: {costs}")
    return 0
