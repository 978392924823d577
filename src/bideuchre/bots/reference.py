"""The all-seeing reference player: a yardstick for benchmarks, never a level.

It reads **all four hands** (it is handed the real :class:`~bideuchre.engine.GameState`
through :meth:`ReferenceBot.see` before each decision), so it cheats by design: it
is not in :data:`~bideuchre.bots.LEVELS`, :func:`~bideuchre.bots.make_bot`
refuses it, and the server never offers it.  ``benchmarks/reference.py``
measures how much of the gap between ``easy`` and this player ``medium`` and
``hard`` close (issue 9).

* **Card play**: the compiled open-hand solver values every legal card exactly
  (:meth:`~.dds.DDSolver.card_tricks`: the side's tricks from here to the end,
  everyone then playing perfectly); it plays a card of the highest value.  Among
  equal cards it takes the ``easy`` player's card when that is one of them, else
  the lowest (by the denomination's rank, R5).  A solve that runs over its node
  budget (``play_nodes``) falls back to the ``fallback`` player's choice
  (``hard`` by default) and is counted in :attr:`ReferenceBot.stats`.
* **Calls**: a greedy rule on the actual deal.  For each denomination it solves
  the hand with itself as declarer (:meth:`~.dds.DDSolver.tricks`, the opening
  lead by the declarer, R8) and prices the contract with the engine's scoring
  (R12, D7, D8) as the net points for its side (its points minus the
  opponents').  A makable contract is bid at once at the level of the tricks it
  takes (the score of a made contract is the tricks taken, R12, so the highest
  makable level costs nothing and shuts out overcalls); a contract that cannot
  be made is bid only as a sacrifice at the lowest legal level.  Alone (D5) is
  declared only when the solve **proves** the lone hand takes every trick
  without an exchange (it then announces ``exchange 0``, D6).  The best of those
  is called when it is worth more than passing, where passing is valued as the
  standing bid played out (the partner's contract or the opponents', solved
  exactly) or, with no standing bid, as 0 (an annulled hand, R15) — ties with
  no standing bid go to bidding, to deny the opponents the contract.  It does
  not foresee later overcalls, nor the game score (R14).  A deal solve over
  ``call_nodes`` leaves that denomination out (counted); when the standing
  bid's solve or every denomination runs over, it takes the ``fallback``
  player's call.
* **Exchange** (D6): ``exchange 0`` on its own lone hands; any other exchange
  step is the ``fallback`` player's.

``calls`` / ``play`` switch the all-seeing part off for one of the two (the
``fallback`` decides instead): a player that calls like the reference and
plays like ``hard``, or the reverse, splits the reference's advantage.
Deal solves are cached per deal (:attr:`ReferenceBot.deal_cache`), so one bot
replaying the same deals in duplicate solves each contract once.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from ..engine import Action, GameState, Observation, Phase
from ..engine.actions import ALONE_OF, EXCHANGE_OF, PASS, PLAY_OF, bid
from ..engine.auction import Contract
from ..engine.scoring import hand_score
from ..engine.seats import Seat
from ..engine.trump import Denomination
from .base import Bot
from .dds import DDSolver, SolveBudgetExceeded
from .dds.tables import FACE_RANK
from .easy import play_heuristic
from .evaluation import side_tricks
from .knowledge import read

#: Default node budgets (positions searched; about 5 million a second compiled).
CALL_NODES = 2_000_000
PLAY_NODES = 2_000_000

DealKey = tuple[tuple[tuple[int, ...], ...], int, int, bool]


class ReferenceBot:
    """The all-seeing reference player (module docstring).

    Args:
        fallback: the player asked when a solve runs over budget, and for the
            half switched off by ``calls``/``play`` (default: a new ``hard``).
        calls: call all-seeing (else ``fallback`` calls).
        play: play cards all-seeing (else ``fallback`` plays).
        call_nodes: node budget of one deal solve for a call.
        play_nodes: node budget of one card decision's solve.
        name: the name recorded by benchmarks.

    Attributes:
        stats: counts, by kind: ``play_solved``, ``play_fallback``,
            ``call_solves``, ``call_solve_over`` (a denomination left out),
            ``lone_over`` (a lone proof over budget: not declared),
            ``call_decided``, ``call_fallback``, ``alone``, ``exchange_fallback``.
        deal_cache: deal solves, ``(hands, denomination, declarer, alone) ->
            tricks`` (None: over budget).
    """

    def __init__(
        self,
        fallback: Bot | None = None,
        *,
        calls: bool = True,
        play: bool = True,
        call_nodes: int = CALL_NODES,
        play_nodes: int = PLAY_NODES,
        name: str = "reference",
    ) -> None:
        if fallback is None:
            from .hard import hard_bot

            fallback = hard_bot()
        self.fallback = fallback
        self.calls = calls
        self.play = play
        self.call_nodes = call_nodes
        self.play_nodes = play_nodes
        self.name = name
        self.stats: Counter[str] = Counter()
        self.deal_cache: dict[DealKey, int | None] = {}
        self._state: GameState | None = None
        self._solver = DDSolver(table_bits=20)

    def see(self, state: GameState) -> None:
        """Be shown the real game before a decision (all four hands)."""
        self._state = state

    def choose(
        self,
        observation: Observation,
        rng: random.Random,
        budget: float,
        *,
        deterministic: bool = False,
    ) -> Action:
        """One of ``observation.legal``: see the module docstring.

        Raises:
            RuntimeError: if :meth:`see` has not shown it the game of this
                observation (the reference cannot play blind).
        """
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        state = self._state
        if state is None or state.to_act != observation.seat or state.phase != observation.phase:
            raise RuntimeError("the reference player must be shown the game (see) first")

        def fallback() -> Action:
            return self.fallback.choose(observation, rng, budget, deterministic=deterministic)

        phase = observation.phase
        if phase is Phase.PLAY:
            return self._card(state, observation, fallback) if self.play else fallback()
        if phase is Phase.AUCTION:
            return self._call(state, observation, fallback) if self.calls else fallback()
        if phase is Phase.EXCHANGE and self.calls and EXCHANGE_OF[0] in legal:
            return EXCHANGE_OF[0]
        self.stats["exchange_fallback"] += 1
        return fallback()

    # -- card play ---------------------------------------------------------

    def _card(self, state: GameState, obs: Observation, fallback: Callable[[], Action]) -> Action:
        """The card keeping the most tricks for its side (ties: easy's, else lowest)."""
        contract = state.contract
        assert contract is not None
        d = int(contract.denomination)
        hands = [[int(c) for c in state.hand(Seat(s))] for s in range(4)]
        trick = state.current_trick
        out = -1 if state.sitting_out is None else int(state.sitting_out)
        try:
            values = self._solver.card_tricks(
                d,
                hands,
                int(obs.seat),
                [int(s) for s, _ in trick],
                [int(c) for _, c in trick],
                out,
                max_nodes=self.play_nodes,
            )
        except SolveBudgetExceeded:
            self.stats["play_fallback"] += 1
            return fallback()
        self.stats["play_solved"] += 1
        best = max(values.values())
        tied = [f for f, v in values.items() if v == best]
        if len(tied) > 1:
            usual = play_heuristic(read(obs), obs)
            if usual.card in tied and usual in obs.legal:
                return usual
        face = min(tied, key=lambda f: (int(FACE_RANK[d, f]), f))
        action = PLAY_OF[face]
        assert action in obs.legal
        return action

    # -- calls -------------------------------------------------------------

    def _deal(self, state: GameState, d: int, declarer: int, alone: bool) -> int | None:
        """The declaring side's tricks on the real deal (None: over budget)."""
        hands = tuple(tuple(sorted(int(c) for c in state.hand(Seat(s)))) for s in range(4))
        key = (hands, d, declarer, alone)
        if key in self.deal_cache:
            return self.deal_cache[key]
        size = len(hands[declarer])
        out = (declarer + 2) % 4 if alone else -1
        if alone:
            guess = size
        else:  # the partner's solve, else the easy player's estimates: speed only
            partner = self.deal_cache.get((hands, d, declarer ^ 2, False))
            if partner is None:
                copies = state.rules.copies
                partner = round(
                    max(
                        side_tricks(hands[declarer], d, copies),
                        side_tricks(hands[declarer ^ 2], d, copies),
                    )
                )
            guess = partner
        self.stats["call_solves"] += 1
        value: int | None
        try:
            value = self._solver.tricks(
                d, hands, declarer, (), (), out, guess=guess, max_nodes=self.call_nodes
            )
        except SolveBudgetExceeded:
            self.stats["lone_over" if alone else "call_solve_over"] += 1
            value = None
        self.deal_cache[key] = value
        return value

    def _net(self, state: GameState, contract: Contract, tricks: int, team: int) -> int:
        """Net points (``team``'s minus the other side's) of ``contract`` when
        its declaring side takes ``tricks`` (R12, D7, D8)."""
        declaring = int(contract.declarer) & 1
        ns_tricks = tricks if declaring == 0 else state.rules.hand_size - tricks
        _, score = hand_score(state.rules, contract, ns_tricks)
        return score[team] - score[1 - team]

    def _call(self, state: GameState, obs: Observation, fallback: Callable[[], Action]) -> Action:
        """The greedy call of the module docstring."""
        legal = obs.legal
        seat = int(obs.seat)
        team = seat & 1
        auction = state.auction
        size = state.rules.hand_size
        high = auction.high_bid
        pass_value: float = float("-inf")
        if PASS in legal:
            if auction.high_seat is None:
                pass_value = 0.0
            else:
                hd = int(auction.high_action.denomination)  # type: ignore[union-attr]
                hs = int(auction.high_seat)
                t = self._deal(state, hd, hs, False)
                if t is None:
                    self.stats["call_fallback"] += 1
                    return fallback()
                standing = Contract(Seat(hs), high, Denomination(hd))
                pass_value = self._net(state, standing, t, team)
        best: tuple[float, Action] | None = None
        for d in range(5):
            lone = ALONE_OF[d]
            if lone in legal:
                t = self._deal(state, d, seat, True)
                if t == size:
                    v = self._net(
                        state, Contract(Seat(seat), size, Denomination(d), True), size, team
                    )
                    if best is None or v > best[0]:
                        best = (v, lone)
            t = self._deal(state, d, seat, False)
            if t is None:
                continue
            level = t if t > high and t >= state.rules.min_bid else high + 1
            level = max(level, state.rules.min_bid)
            if level > size:
                continue
            action = bid(level, Denomination(d))
            if action not in legal:
                continue
            v = self._net(state, Contract(Seat(seat), level, Denomination(d)), t, team)
            if best is None or v > best[0]:
                best = (v, action)
        if best is None:
            self.stats["call_fallback"] += 1
            return fallback()
        self.stats["call_decided"] += 1
        value, action = best
        if value > pass_value or (value == pass_value and auction.high_seat is None):
            if action.kind is ALONE_OF[0].kind:
                self.stats["alone"] += 1
            return action
        return PASS
