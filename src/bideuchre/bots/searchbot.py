"""The search player behind the ``medium`` and ``hard`` levels.

* **Calls**: bidding by simulation (:func:`~.simbid.simulated_call`): every
  call valued over sampled deals weighted by what the calls showed, with the
  fitted partnership trick model; the chance of taking every trick alone from
  play-outs of the lone hand, exchange included, in sampled worlds
  (:func:`~.search.call_estimate`).  With ``bid_worlds=0`` in the
  configuration, the previous calling: the evaluation's estimates and
  :func:`~.bidding.choose_call`.
* **Exchange** (D6): the heuristics of :mod:`.exchange`.
* **Card play**: :func:`~.search.choose_play` — every candidate card scored by
  play-outs, or from ``solve_tricks`` tricks left by the compiled open-hand
  solver (:mod:`.dds`, within a work limit per world), in sampled worlds.

The levels differ only in their :class:`~.search.SearchConfig`.
"""

from __future__ import annotations

import logging
import math
import random
import time

from ..engine import Action, Observation, Phase
from ..engine.actions import PLAY_OF
from .bidding import CallPolicy, choose_call, policy_for
from .easy import EasyBot
from .exchange import choose_exchange
from .knowledge import read
from .search import SearchConfig, call_estimate, choose_play
from .simbid import SimBidConfig, simulated_call

log = logging.getLogger(__name__)

#: The clock of the budgets: CPU time of the calling thread (seconds).
CLOCK = time.thread_time


class SearchBot:
    """A determinized-search player (module docstring).

    Args:
        name: the level name.
        config: how hard it searches.
        policy: the calling constants (default: tuned per preset).
        strict: let an unexpected error in the search propagate (tests);
            otherwise it is logged and the ``easy`` player's choice is
            returned, so a game in progress never stops on a bot failure.
        bid: how the bidding by simulation is done (default:
            :class:`~.simbid.SimBidConfig` with ``config.bid_worlds`` deals;
            benchmarks compare other settings with it).
    """

    def __init__(
        self,
        name: str,
        config: SearchConfig,
        policy: CallPolicy | None = None,
        *,
        strict: bool = False,
        bid: SimBidConfig | None = None,
    ) -> None:
        self.name = name
        self.bid = bid
        self.config = config
        self.policy = policy
        self.strict = strict

    def bid_config(self) -> SimBidConfig:
        """The settings of its bidding by simulation (``bid``, or the
        defaults with ``config.bid_worlds`` deals)."""
        return self.bid or SimBidConfig(worlds=self.config.bid_worlds)

    def choose(
        self,
        observation: Observation,
        rng: random.Random,
        budget: float,
        *,
        deterministic: bool = False,
        explain: dict[str, object] | None = None,
    ) -> Action:
        """One of ``observation.legal``, within ``min(budget, config.max_seconds)``
        seconds of CPU time of the calling thread (``time.thread_time``; the
        best choice so far when it runs out).  CPU time, not wall-clock time,
        so that a busy server, where the thread waits for a core, does not
        quietly cut the search short and weaken the player.  With
        ``deterministic`` no clock is read at all: the search does the fixed
        work of its :class:`~.search.SearchConfig` (worlds, play-outs), so
        the decision is the same in every process and on every machine.
        ``explain``, if given, receives what the search weighed (it changes
        nothing; :mod:`.explain`)."""
        start = CLOCK()
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        try:
            return self._search(observation, rng, budget, deterministic, start, explain)
        except Exception:
            if self.strict:
                raise
            log.exception("%s bot failed; falling back to the easy player", self.name)
            if explain is not None:
                explain.clear()
            return EasyBot().choose(observation, rng, budget, explain=explain)

    def _search(
        self,
        observation: Observation,
        rng: random.Random,
        budget: float,
        deterministic: bool,
        start: float,
        explain: dict[str, object] | None = None,
    ) -> Action:
        legal = observation.legal
        # Leave a margin for the work after the last check of the clock.
        deadline = math.inf if deterministic else start + 0.8 * min(budget, self.config.max_seconds)
        phase = observation.phase
        if phase is Phase.PLAY:
            k = read(observation)
            card = choose_play(observation, k, rng, self.config, deadline, explain)
            action = PLAY_OF[card]
            return action if action in legal else legal[0]
        if phase is Phase.AUCTION:
            k = read(observation)
            policy = self.policy or policy_for(observation.rules)
            if self.config.bid_worlds > 0:
                sim = self.bid_config()
                # the play-outs' lone estimate serves only without lone solving
                lone = None
                if sim.lone is None:
                    lone = call_estimate(observation, k, self.config, deadline, policy)
                return simulated_call(observation, k, sim, lone, deadline, explain=explain)
            estimate = call_estimate(observation, k, self.config, deadline, policy)
            return choose_call(observation, estimate, policy=policy, explain=explain)
        if phase is Phase.EXCHANGE:
            return choose_exchange(observation)
        return legal[0]
