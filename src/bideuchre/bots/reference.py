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
from collections.abc import Callable, Sequence

from ..engine import Action, GameState, Observation, Phase
from ..engine.actions import ALONE_OF, EXCHANGE_OF, PASS, PLAY_OF, bid
from ..engine.auction import Contract
from ..engine.scoring import hand_score
from ..engine.seats import Seat
from ..engine.trump import Denomination
from .base import Bot
from .dds import DDSolver, SolveBudgetExceeded
from .dds.search import ab
from .dds.tables import FACE_RANK
from .easy import play_heuristic
from .evaluation import side_tricks
from .knowledge import read

#: Default node budgets (positions searched; about 5 million a second compiled).
CALL_NODES = 2_000_000
PLAY_NODES = 2_000_000

DealKey = tuple[tuple[tuple[int, ...], ...], int, int, bool]
#: Proven ``(lo, hi)`` bounds on tricks.
Bounds = tuple[int, int]


def bounded_tricks(
    solver: DDSolver,
    d: int,
    hands: Sequence[Sequence[int]],
    declarer: int,
    sitting_out: int,
    guess: int,
    max_nodes: int,
) -> Bounds:
    """Proven bounds ``(lo, hi)`` on the tricks of ``declarer``'s side from
    the opening lead (R8), everyone playing perfectly: MTD(f) null-window tests
    stepping from ``guess`` (as :meth:`~.dds.DDSolver.tricks`), stopped when
    ``max_nodes`` positions have been searched; ``lo == hi`` is the exact
    value.  Uses the solver's kernel directly (its table stays shared).

    Raises:
        ValueError: for hands that cannot be a deal.
    """
    m1, m2, t = solver._encode(d, hands, declarer, (), (), sitting_out)
    h = solver._h
    size = int(h[2])
    mine = declarer & 1 == 0  # the kernel counts North-South's tricks
    lo, hi = 0, size
    g = min(max(guess, 0), size) if mine else size - min(max(guess, 0), size)
    before = solver._budget(max_nodes)
    try:
        while lo < hi:
            g = min(max(g, lo + 1), hi)
            found = ab(
                m1, m2, h, t, solver._tk, solver._ti, solver._tg, solver._td, solver._mv, 0, g
            )
            if h[10]:
                break
            if found:
                lo, g = g, g + 1
            else:
                hi, g = g - 1, g - 1
    finally:
        solver.nodes += int(h[7]) - before
        h[9] = (1 << 63) - 1
        h[10] = 0
    return (lo, hi) if mine else (size - hi, size - lo)


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
            ``call_solves``, ``call_solve_over`` (a deal solve over budget:
            bounds only), ``lone_over`` (a lone proof over budget: not declared),
            ``call_decided``, ``call_fallback``, ``alone``, ``exchange_fallback``.
        deal_cache: deal solves, ``(hands, denomination, declarer, alone) ->
            (lo, hi)`` proven bounds on the declaring side's tricks.
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
        self.deal_cache: dict[DealKey, Bounds] = {}
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

    def _deal(self, state: GameState, d: int, declarer: int, alone: bool) -> Bounds:
        """Proven bounds ``(lo, hi)`` on the declaring side's tricks on the
        real deal (equal when solved exactly within ``call_nodes``)."""
        hands = tuple(tuple(sorted(int(c) for c in state.hand(Seat(s)))) for s in range(4))
        key = (hands, d, declarer, alone)
        cached = self.deal_cache.get(key)
        if cached is not None:
            return cached
        size = len(hands[declarer])
        out = (declarer + 2) % 4 if alone else -1
        if alone:
            guess = size
        else:  # the partner's solve, else the easy player's estimates: speed only
            partner = self.deal_cache.get((hands, d, declarer ^ 2, False))
            if partner is not None:
                guess = partner[0]
            else:
                copies = state.rules.copies
                guess = round(
                    max(
                        side_tricks(hands[declarer], d, copies),
                        side_tricks(hands[declarer ^ 2], d, copies),
                    )
                )
        self.stats["call_solves"] += 1
        bounds = bounded_tricks(self._solver, d, hands, declarer, out, guess, self.call_nodes)
        if bounds[0] != bounds[1]:
            self.stats["lone_over" if alone else "call_solve_over"] += 1
        self.deal_cache[key] = bounds
        return bounds

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
        rules = state.rules
        size = rules.hand_size
        high = auction.high_bid

        def value(contract: Contract, bounds: Bounds) -> float:
            """Net points, the mean of the two ends of the proven bounds."""
            lo, hi = bounds
            return (self._net(state, contract, lo, team) + self._net(state, contract, hi, team)) / 2

        pass_value = float("-inf")
        if PASS in legal:
            if auction.high_seat is None or auction.high_action is None:
                pass_value = 0.0
            else:
                hd = int(auction.high_action.denomination)
                hs = int(auction.high_seat)
                standing = Contract(Seat(hs), high, Denomination(hd))
                pass_value = value(standing, self._deal(state, hd, hs, False))
        best: tuple[float, Action] | None = None
        for d in range(5):
            lone = ALONE_OF[d]
            if lone in legal and self._deal(state, d, seat, True)[0] == size:
                lv = self._net(state, Contract(Seat(seat), size, Denomination(d), True), size, team)
                if best is None or lv > best[0]:
                    best = (lv, lone)
            bounds = self._deal(state, d, seat, False)
            lo, hi = bounds
            if lo > high and lo >= rules.min_bid:
                level = lo  # a proven contract, at its full level
            elif lo == hi:
                level = max(high + 1, rules.min_bid)  # exact: a sacrifice, priced
            else:
                continue  # not proven, not exact: never bid blind
            action = bid(level, Denomination(d)) if level <= size else PASS
            if action is PASS or action not in legal:
                continue
            v = value(Contract(Seat(seat), level, Denomination(d)), bounds)
            if best is None or v > best[0]:
                best = (v, action)
        if best is None:
            self.stats["call_fallback"] += 1
            return fallback()
        self.stats["call_decided"] += 1
        v, action = best
        if v > pass_value or (v == pass_value and auction.high_seat is None):
            if action in ALONE_OF:
                self.stats["alone"] += 1
            return action
        return PASS
