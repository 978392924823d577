"""The ``easy`` CPU player: sound heuristics, no search.

* **Calls** (R9, D2, D5, C2): the hand's expected tricks in each denomination
  from :func:`~.evaluation.side_tricks` (bowers, trump length, aces, voids),
  raised when partner has bid that denomination and lowered when an opponent
  has, then the call with the best expected score
  (:func:`~.bidding.choose_call`); alone only when the hand's expected losers
  after the exchange are close to none.
* **Exchange** (D6): :mod:`.exchange`.
* **Card play**: :func:`~.cardplay.choose_card` with the cards gone and the
  voids shown so far (:mod:`.knowledge`).

Decisions take well under a millisecond and use no randomness.
"""

from __future__ import annotations

import random

from ..engine import Action, Observation, Phase
from ..engine.actions import PLAY_OF
from .bidding import CallPolicy, choose_call, heuristic_estimate, policy_for
from .cardplay import choose_card
from .exchange import choose_exchange
from .knowledge import Knowledge, read


def play_heuristic(k: Knowledge, obs: Observation) -> Action:
    """The heuristic card for the observing seat (:func:`~.cardplay.choose_card`)."""
    contract = obs.contract
    assert contract is not None
    sitting_out = -1 if obs.sitting_out is None else int(obs.sitting_out)
    c = choose_card(
        k.d,
        k.seat,
        k.hand,
        k.trick_seats,
        k.trick_cards,
        int(contract.declarer),
        sitting_out,
        k.out,
        k.voids,
        k.held,
    )
    action = PLAY_OF[c]
    return action if action in obs.legal else obs.legal[0]


class EasyBot:
    """The heuristic player (module docstring).  Deterministic: ``rng`` and
    ``budget`` are accepted for the :class:`~.base.Bot` interface.

    Args:
        policy: the calling constants (default: tuned per preset,
            :func:`~.bidding.policy_for`).
    """

    name = "easy"

    def __init__(self, policy: CallPolicy | None = None) -> None:
        self.policy = policy

    def choose(
        self,
        observation: Observation,
        rng: random.Random,
        budget: float,
        *,
        deterministic: bool = False,
        explain: dict[str, object] | None = None,
    ) -> Action:
        """One of ``observation.legal`` for the observing seat (never uses the
        clock, so ``deterministic`` changes nothing).  ``explain``, if given,
        receives the calls' values (:func:`~.bidding.choose_call`)."""
        phase = observation.phase
        if len(observation.legal) == 1:
            return observation.legal[0]
        if phase is Phase.PLAY:
            return play_heuristic(read(observation), observation)
        if phase is Phase.AUCTION:
            k = read(observation)
            policy = self.policy or policy_for(observation.rules)
            return choose_call(
                observation,
                heuristic_estimate(observation, k, policy),
                policy=policy,
                explain=explain,
            )
        if phase is Phase.EXCHANGE:
            return choose_exchange(observation)
        return observation.legal[0]
