"""Games between CPU players, for ``bideuchre simulate``, benchmarks and tests.

:func:`play_game` plays one whole game (R14) between two line-ups, one per
side, giving every bot only its seat's :class:`~bideuchre.engine.Observation`
and a ``random.Random`` seeded from the game seed and the decision's place in
the game, so a game is reproducible from ``(rules, seed, line-ups)`` up to the
time budget.  Deals come from ``GameState.new_game(rules, seed)``: hand *n* of
seed *s* is the same deal whoever plays it, which is what duplicate needs
(:func:`play_duplicate`: each deal is played twice with the line-ups swapped).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import GameState, Phase, Rules, Seat, Team
from .base import Bot

#: A game that reaches this many hands without a winner is stopped (drawn).
MAX_HANDS = 200

#: A side's players: one bot in both seats, or ``(first, second)``: the first
#: sits North (East, for East–West), the second South (West).
Lineup = Bot | tuple[Bot, Bot]


def seat_bots(lineup: Lineup) -> tuple[Bot, Bot]:
    """The bots of a line-up's two seats, ``(North or East, South or West)``."""
    return lineup if isinstance(lineup, tuple) else (lineup, lineup)


def lineup_name(lineup: Lineup) -> str:
    """A line-up's name: its bot's ``name``, or ``"hard/easy"`` (first seat,
    second seat) when its two seats differ."""
    first, second = seat_bots(lineup)
    return first.name if first.name == second.name else f"{first.name}/{second.name}"


@dataclass(slots=True)
class HandSummary:
    """One hand of a game, from North–South's point of view.

    Attributes:
        score: points ``(NS, EW)`` (zero for an annulled hand, R15).
        declarer_team: 0 NS, 1 EW, or -1 if annulled.
        bid: tricks contracted (hand size when alone).
        alone: True for a lone contract (D5).
        made: True if the contract was made.
    """

    score: tuple[int, int]
    declarer_team: int
    bid: int
    alone: bool
    made: bool


@dataclass(slots=True)
class GameSummary:
    """One game between two line-ups.

    Attributes:
        seed: the game seed (deals and first dealer, R2).
        levels: level names ``(NS, EW)``.
        winner: 0 NS, 1 EW, or -1 if stopped at :data:`MAX_HANDS`.
        totals: final totals ``(NS, EW)``.
        hands: every hand dealt, in order.
        times: decision wall-clock seconds, ``times[team]`` for that side's bots.
        choice_times: the same for decisions with more than one legal action.
        cpu_times: CPU seconds of this thread per decision (what one free core
            would take; wall time includes waiting on a busy machine).
    """

    seed: int | str
    levels: tuple[str, str]
    winner: int
    totals: tuple[int, int]
    hands: list[HandSummary] = field(default_factory=list)
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    choice_times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    cpu_times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))


def decision_rng(seed: int | str, hand_number: int, step: int, seat: Seat) -> random.Random:
    """The ``random.Random`` a bot gets for one decision, from its place in the game."""
    return random.Random(f"bideuchre/bot/{seed}/{hand_number}/{step}/{int(seat)}")


def play_game(
    rules: Rules,
    seed: int | str,
    ns: Lineup,
    ew: Lineup,
    budget: float = 1.0,
    levels: tuple[str, str] | None = None,
    on_hand: Callable[[], None] | None = None,
) -> GameSummary:
    """Play one game, ``ns`` in seats N and S, ``ew`` in E and W (a line-up
    is one bot for both seats, or a bot per seat: ``(N, S)``, ``(E, W)``).

    Args:
        budget: seconds each decision may take (passed to ``Bot.choose``).
        levels: names to record (default: the bots' ``name``).
        on_hand: called after each hand (progress reporting).

    Raises:
        IllegalActionError: if a bot chooses an illegal action (a bug).
    """
    game = GameState.new_game(rules, seed)
    north, south = seat_bots(ns)
    east, west = seat_bots(ew)
    bots = {Seat.N: north, Seat.E: east, Seat.S: south, Seat.W: west}
    summary = GameSummary(seed, levels or (lineup_name(ns), lineup_name(ew)), -1, (0, 0))
    clock = time.perf_counter
    cpu = time.thread_time
    while True:
        step = 0
        while game.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
            seat = game.to_act
            assert seat is not None
            obs = game.observation(seat)
            team = seat & 1
            rng = decision_rng(seed, game.hand_number, step, seat)
            start, cpu_start = clock(), cpu()
            action = bots[seat].choose(obs, rng, budget)
            elapsed = clock() - start
            summary.cpu_times[team].append(cpu() - cpu_start)
            summary.times[team].append(elapsed)
            if len(obs.legal) > 1:
                summary.choice_times[team].append(elapsed)
            game.apply(action)
            step += 1
        result = game.hand_result
        assert result is not None
        contract = result.contract
        if contract is None:
            summary.hands.append(HandSummary((0, 0), -1, 0, False, False))
        else:
            summary.hands.append(
                HandSummary(
                    result.score,
                    int(contract.declarer.team),
                    contract.bid,
                    contract.alone,
                    bool(result.made),
                )
            )
        if on_hand is not None:
            on_hand()
        if game.phase is Phase.GAME_OVER or game.hand_number + 1 >= MAX_HANDS:
            break
        game.next_hand()
    summary.totals = game.totals
    summary.winner = -1 if game.winner is None else int(game.winner is Team.EW)
    return summary


def play_duplicate(
    rules: Rules,
    seed: int | str,
    a: Lineup,
    b: Lineup,
    budget: float = 1.0,
    levels: tuple[str, str] | None = None,
    on_hand: Callable[[], None] | None = None,
) -> tuple[GameSummary, GameSummary]:
    """The same seed (same deals, same first dealer) twice: ``a`` North–South
    against ``b``, then ``b`` North–South against ``a`` (a line-up's first
    bot then sits East, its second West)."""
    names = levels or (lineup_name(a), lineup_name(b))
    first = play_game(rules, seed, a, b, budget, names, on_hand)
    second = play_game(rules, seed, b, a, budget, (names[1], names[0]), on_hand)
    return first, second
