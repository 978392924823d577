"""CPU decisions for North, East and West, and the CPU levels on offer.

A decision is ``make_bot(level).choose(observation, rng, budget)`` where
``observation`` is the CPU seat's own view and ``rng`` is seeded from the
game's seed, the hand number, the seat and the number of actions so far in
the hand (:func:`decision_seed`).  So every server process makes the same
decision in the same situation, and a replay never needs the bot again.
(A search level that stops on its wall-clock cap before finishing its fixed
work can still decide differently on a slower or busier machine; in
*deterministic* mode, used by the daily game, the bot ignores the clock and
does a fixed amount of work, so the decision depends on the situation only.)

The caller runs :meth:`CpuPlayer.advance` from a worker thread (the
synchronous route handlers run in Starlette's thread pool), never on the
event loop.  A decision that overruns its budget is logged; a bot that fails
or answers an illegal action is replaced, for that decision, by a uniformly
random legal action from the same seeded ``rng`` (logged, card-free).
"""

from __future__ import annotations

import logging
import random
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import Event, GameState, Seat
from .records import next_step

if TYPE_CHECKING:
    from ..bots import Bot
    from ..engine import Action

log = logging.getLogger("bideuchre.server.cpu")

SOUTH = Seat.S
#: Most CPU actions one request may take (a whole hand with South sitting out
#: is 48 auction and play steps at most in practice; this only stops a bug).
MAX_CPU_STEPS = 1000


def actions_in_hand(state: GameState) -> int:
    """Actions taken so far in the current hand: calls, exchange steps
    (the announcement, each pass and each discard) and cards played."""
    n = len(state.calls) + len(state.plays)
    ex = state.exchange
    if ex is not None:
        n += 1 + len(ex[1]) + len(ex[2])
    return n


def decision_seed(game_seed: str, hand_number: int, seat: Seat, actions: int) -> str:
    """The seed of one CPU decision: the same situation of the same game gives
    the same seed in every process (``random.Random`` hashes text with SHA-512,
    not with the per-process ``hash``)."""
    return f"bideuchre/cpu/{game_seed}/{hand_number}/{seat.name}/{actions}"


def levels() -> tuple[str, ...]:
    """The CPU levels the bots package offers now, weakest first."""
    from .. import bots

    return tuple(bots.LEVELS)


def offered_levels() -> tuple[str, ...]:
    """The CPU levels offered to players (``GET /api/rules``, a ``bad_level``
    error's list), weakest first: :func:`levels` but ``random``, a test
    baseline that ``POST /api/games`` still accepts."""
    return tuple(name for name in levels() if name != "random") or levels()


def default_level() -> str:
    """A casual game's default level: ``medium`` if there is such a level,
    else the weakest one."""
    names = levels()
    return "medium" if "medium" in names else names[0]


def partner_level_default() -> str:
    """North's default level in a casual game: the strongest level offered
    (``hard``), since players mind a weak partner more than weak opponents."""
    offered = [name for name in levels() if name != "random"] or list(levels())
    return offered[-1]


def daily_level() -> str:
    """The daily game's default CPU level: ``hard``, else the strongest level."""
    names = levels()
    return "hard" if "hard" in names else names[-1]


@dataclass(frozen=True, slots=True)
class CpuNote:
    """Why a CPU seat took one action (:mod:`bideuchre.bots.explain`).

    Attributes:
        event: the action's first event (``Called`` or ``CardPlayed``...).
        index: the action's place in the hand (0 first; every exchange
            action counts, as in :func:`actions_in_hand`).
        step: the action's step in the hand (:func:`~.records.hand_steps`).
        seat: the CPU seat.
        why: the "Why" object (codes and numbers, no hidden cards: the
            bot saw only its own seat's observation).
    """

    event: Event
    index: int
    step: int
    seat: Seat
    why: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """``{"index", "step", "seat", "why"}`` as stored (:mod:`.notes`)."""
        return {"index": self.index, "step": self.step, "seat": self.seat.name, "why": self.why}


class CpuPlayer:
    """Plays every seat but South, at one level (North, South's partner, may
    have a level of its own), within a time budget.

    Args:
        budget: wall-clock seconds given to each decision.
    """

    def __init__(self, budget: float) -> None:
        self.budget = budget
        self._local = threading.local()

    def _bot(self, level: str, bots: str | None = None) -> Bot:
        # One bot per level and settings version per thread: bots may keep
        # scratch state while choosing.
        cache: dict[tuple[str, str | None], Bot] | None = getattr(self._local, "bots", None)
        if cache is None:
            cache = self._local.bots = {}
        bot = cache.get((level, bots))
        if bot is None:
            from ..bots import make_bot

            bot = cache[level, bots] = make_bot(level, bots)
        return bot

    def last_why(self) -> dict[str, Any] | None:
        """The "Why" of this thread's last :meth:`decide` (None when it was
        not explained: a fallback, or a subclass that decided alone)."""
        why: dict[str, Any] | None = getattr(self._local, "why", None)
        return why

    def decide(
        self,
        state: GameState,
        level: str,
        game_seed: str,
        deterministic: bool = False,
        *,
        south: bool = False,
        bots: str | None = None,
    ) -> Action:
        """The action of the seat to act (not South) in ``state``.

        Args:
            deterministic: call the bot in deterministic mode (no wall clock,
                a fixed amount of work): the same situation gives the same
                decision on any machine, however loaded.
            south: allow South to be a CPU seat too (the daily game's CPU
                comparison).
            bots: the search levels' settings version
                (:mod:`bideuchre.bots.versions`; None: the current one).

        Raises:
            ValueError: if nobody but South is to act.
        """
        seat = state.to_act
        if seat is None or (seat is SOUTH and not south):
            raise ValueError("no CPU seat is to act")
        from ..bots.explain import explained_choice

        obs = state.observation(seat)
        seed = decision_seed(game_seed, state.hand_number, seat, actions_in_hand(state))
        rng = random.Random(seed)
        started = time.perf_counter()
        self._local.why = None
        try:
            bot = self._bot(level, bots)
            action, why, _ = explained_choice(bot, obs, rng, self.budget, deterministic)
        except Exception as exc:  # a bot bug must not lose the player's game
            log.error(
                "cpu decision failed",
                extra={"fields": {"level": level, "error": type(exc).__name__}},
            )
            return random.Random(seed).choice(obs.legal)
        elapsed = time.perf_counter() - started
        if not deterministic and elapsed > self.budget * 1.5 + 0.05:
            log.warning(
                "cpu decision over budget",
                extra={"fields": {"level": level, "ms": round(elapsed * 1000, 1)}},
            )
        if action not in obs.legal:
            log.error("cpu chose an illegal action", extra={"fields": {"level": level}})
            return random.Random(seed).choice(obs.legal)
        self._local.why = why
        return action

    def advance(
        self,
        state: GameState,
        level: str,
        game_seed: str,
        deterministic: bool = False,
        *,
        south: bool = False,
        notes: list[CpuNote] | None = None,
        partner_level: str | None = None,
        bots: str | None = None,
    ) -> list[Event]:
        """Play CPU seats until South is to act or the hand is over (with
        ``south``, South too: until the hand is over).

        Args:
            notes: if given, receives a :class:`CpuNote` (why) for each
                explained CPU action.
            level: the level of East and West (and of North and South when
                ``partner_level`` is None).
            partner_level: North's level (South's partner), if it has its own.
            bots: the search levels' settings version (:meth:`decide`).

        Returns:
            The events caused, in order (all of them: filter with ``seen_by``).
        """
        events: list[Event] = []
        for _ in range(MAX_CPU_STEPS):
            seat = state.to_act
            if seat is None or (seat is SOUTH and not south):
                return events
            step = next_step(state)
            index = actions_in_hand(state)
            self._local.why = None
            seat_level = level if partner_level is None or seat is not Seat.N else partner_level
            if bots is not None:
                action = self.decide(
                    state, seat_level, game_seed, deterministic, south=south, bots=bots
                )
            elif deterministic or south:
                action = self.decide(state, seat_level, game_seed, deterministic, south=south)
            else:  # the plain call, as subclasses written before the options expect
                action = self.decide(state, seat_level, game_seed)
            caused = state.apply(action)
            why = self.last_why()
            if notes is not None and why is not None and caused:
                notes.append(CpuNote(caused[0], index, step, seat, why))
            events.extend(caused)
        raise RuntimeError("CPU seats took too many actions in one request")
