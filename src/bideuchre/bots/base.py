"""The one interface every CPU player implements.

A bot chooses an action from an :class:`~bideuchre.engine.Observation` (what
its seat may know — never the real game state) and a seeded
``random.Random``, within a budget in seconds of CPU time (``time.thread_time`` of the
calling thread: a busy machine, where the thread waits for a core, does not
shrink the search).
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from ..engine import Action, Observation


@runtime_checkable
class Bot(Protocol):
    """A CPU player.

    Attributes:
        name: the level name (``"random"``, ``"easy"``, ...).
    """

    name: str

    def choose(
        self,
        observation: Observation,
        rng: random.Random,
        budget: float,
        *,
        deterministic: bool = False,
    ) -> Action:
        """Pick one of ``observation.legal``.

        Args:
            observation: the acting seat's view; ``observation.legal`` is non-empty.
            rng: the only source of randomness the bot may use.
            budget: CPU seconds (of the calling thread) the decision may
                take; return the best choice found so far when it runs out.
            deterministic: read no clock and do a fixed amount of
                work, so the same observation and ``rng`` seed give the same
                decision on any machine however loaded (the daily game).

        Returns:
            An element of ``observation.legal``.
        """
        ...


class RandomBot:
    """Picks a uniformly random legal action: a baseline for tests."""

    name = "random"

    def choose(
        self,
        observation: Observation,
        rng: random.Random,
        budget: float,
        *,
        deterministic: bool = False,
    ) -> Action:
        """A uniformly random element of ``observation.legal``."""
        legal = observation.legal
        return legal[rng.randrange(len(legal))]
