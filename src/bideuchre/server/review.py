"""The hand review (docs/api.md, ``GET /api/games/{id}/hands/{n}/review``).

For a finished hand: each of South's decisions judged by the strongest CPU
player's search from South's view at that moment (:func:`~.hints.judge`:
South's observation only, so the hidden cards of the other seats cannot
change a mark), with the expected points it cost — the very judgement the
hint gives at that position (:func:`~.hints.judge_position`: same search,
seed and observation, the hand replayed with the engine's own hand number),
so a decision that followed the hint is marked ``"best"``; the open-hand par (the
contract as reached, then perfect play by all four seats with every card
visible, :mod:`bideuchre.bots.dds`); and every CPU explanation stored with
the hand (:mod:`.notes`).

The work is bounded: one fixed-work search per decision of South's (at most
the hand's calls, exchange steps and cards) and one open-hand solve limited
to :data:`PAR_MAX_NODES` positions (past it the par is not given:
``par_status`` ``"too_long"``); one review computes at a time per game
(:func:`~.notes.claim_review`), and the result is stored, so a second
request is a read.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from ..engine import GameState, HandRecord, Phase, Seat, Team
from ..engine.scoring import hand_score
from .errors import not_found, review_busy
from .hints import judge_position
from .notes import (
    claim_review,
    drop_review,
    read_review,
    read_whys,
    release_review,
    store_review,
)
from .records import hand_steps
from .store import GameStore, LoadedGame

log = logging.getLogger("bideuchre.server.review")

SOUTH = Seat.S

#: The open-hand par's work limit, in positions searched by ``bots/dds``:
#: about 1 s of CPU at the 3.7-6 million positions a second measured
#: (benchmarks/RESULTS.md, review section), so with the judging of South's
#: decisions (up to about 1.7-2 s on a loaded machine) a review stays under
#: its 3 s of CPU.  With the solver's winning-ranks table (2 December) none
#: of 24 double-deck hands played by the easy player reaches it (par p95
#: 414 ms, max 757 ms of CPU: ``benchmarks/review_bench.py --hands 24``);
#: before it, 6 of 22 hands with a contract needed 5.2 M to 33 M positions.
PAR_MAX_NODES = 4_000_000


def _kind(state: GameState) -> str:
    return {Phase.AUCTION: "call", Phase.EXCHANGE: "exchange"}.get(state.phase, "card")


def replay_hand(
    record: HandRecord, hand_number: int = 0
) -> tuple[GameState, list[tuple[GameState, Any, int]]]:
    """Replay ``record`` alone from its deal as the engine's hand
    ``hand_number`` (the live state's: South's observations, and so the
    search's, include it): the final state, and for each action the state
    just before it, the action and its step (:func:`~.records.hand_steps`)."""
    state = GameState.from_deal(
        record.rules, record.dealer, record.hands, record.scores_before, hand_number
    )
    before: list[tuple[GameState, Any, int]] = []
    for step in hand_steps(record):
        before.append((state.clone(), step, step.step))
        state.apply(step.action)
    return state, before


def judge_decision(state: GameState, taken: Any, step: int, game_seed: str) -> dict[str, Any]:
    """One of South's decisions (South to act in ``state``, took ``taken``)
    as the review lists it: ``{"step", "kind", "trick", "taken",
    "recommended", "cost", "good", "verdict", "forced"}`` (docs/api.md, Review).
    Only South's observation of ``state`` is read, judged as the hint
    judges it (:func:`~.hints.judge_position`): ``recommended`` is the
    hint's action there; ``verdict`` ``"best"`` (followed it), ``"close"``
    or ``"costly"`` (:meth:`~.hints.Judgement.verdict`), None when not
    valued; ``good`` is true for ``"best"`` and ``"close"``; ``forced``:
    ``taken`` was South's only legal action (the page counts it apart: no
    choice to judge)."""
    obs = state.observation(SOUTH)
    j = judge_position(state, game_seed)
    cost, verdict = j.verdict(obs, taken)
    kind = _kind(state)
    return {
        "step": step,
        "kind": kind,
        "trick": len(obs.tricks) if kind == "card" else None,
        "taken": str(taken),
        "recommended": str(j.recommended),
        "cost": cost,
        "good": None if verdict is None else verdict != "costly",
        "verdict": verdict,
        "forced": len(obs.legal) == 1,
    }


def open_hand_par(
    record: HandRecord, max_nodes: int | None = PAR_MAX_NODES
) -> dict[str, Any] | None:
    """The open-hand par of ``record``: ``{"tricks": {"NS", "EW"}, "score":
    {"NS", "EW"}}`` with the contract as reached (and the lone exchange as
    made, D6), then perfect play by every seat with all cards visible (R12,
    D7); None for an annulled hand (R15).

    Raises:
        SolveBudgetExceeded: the solve needed more than ``max_nodes``
            positions (None: no limit).
    """
    from ..bots.dds import position_tricks

    state = GameState.from_deal(record.rules, record.dealer, record.hands, record.scores_before)
    for step in hand_steps(record):
        if state.phase is Phase.PLAY or state.to_act is None:
            break
        state.apply(step.action)
    contract = state.contract
    if contract is None or state.phase is not Phase.PLAY:
        return None
    size = record.rules.hand_size
    declaring = contract.declarer.team
    t = position_tricks(state, max_nodes)  # the declarer leads the first trick (R8)
    ns = t if declaring is Team.NS else size - t
    _, score = hand_score(record.rules, contract, ns)
    return {
        "tricks": {"NS": ns, "EW": size - ns},
        "score": {"NS": score[0], "EW": score[1]},
    }


def par_of(record: HandRecord) -> tuple[dict[str, Any] | None, str]:
    """The review's ``par`` and ``par_status`` (docs/api.md): the par and
    ``"exact"``; None and ``"annulled"`` (no contract, R15); None and
    ``"too_long"`` when the solve passed :data:`PAR_MAX_NODES`."""
    from ..bots.dds import SolveBudgetExceeded

    try:
        par = open_hand_par(record, PAR_MAX_NODES)
    except SolveBudgetExceeded:
        return None, "too_long"
    return par, "annulled" if par is None else "exact"


def compute_review(
    record: HandRecord, n: int, game_seed: str, hand_number: int | None = None
) -> dict[str, Any]:
    """The review of hand ``n`` (``record`` finished) without the stored
    explanations (``why``: filled by :class:`Reviews`).

    Args:
        hand_number: the engine's number of the hand as it was played (the
            live state's ``hand_number``, which the hint's search saw):
            ``n`` when None; 0 for a daily deal (each deal is dealt as a
            new hand).
    """
    final, before = replay_hand(record, n if hand_number is None else hand_number)
    decisions = [
        judge_decision(state, step.action, number, game_seed)
        for state, step, number in before
        if step.seat is SOUTH
    ]
    result = final.hand_result
    par, par_status = par_of(record)
    return {
        "hand_number": n,
        "record": record.to_json(with_rules=True),
        "result": None if result is None else result.to_json(),
        "par": par,
        "par_status": par_status,
        "decisions": decisions,
    }


class Reviews:
    """Hand reviews on the game store (computed once, then read).

    Args:
        store: the game store.
    """

    def __init__(self, store: GameStore) -> None:
        self.store = store

    def _hand(self, game: LoadedGame, n: int) -> HandRecord:
        """The finished hand ``n`` of the game.

        Raises:
            ApiError: 404 when there is no such finished hand.
        """
        state = self.store.state(game)
        if game.daily is not None:  # a daily game keeps its current deal
            if n != game.daily.deal or state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
                raise not_found("finished hand")
            return HandRecord.of(state)
        past = state.past_records()
        if 0 <= n < len(past):
            return past[n]
        if n == state.hand_number and state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return HandRecord.of(state)
        raise not_found("finished hand")

    def review(self, game: LoadedGame, n: int) -> dict[str, Any]:
        """The review of the finished hand ``n`` (0-based; for a daily game,
        the deal ``n`` while it is the game's current deal).

        Raises:
            ApiError: 404 ``not_found`` (no such finished hand), 409
                ``review_busy`` (another review of this game is computing).
        """
        record = self._hand(game, n)
        # a daily deal is dealt as the engine's hand 0 (daily.deal_state)
        return self.stored_or_computed(
            game.meta.id, n, game.seed, record, 0 if game.daily is not None else n
        )

    def stored_or_computed(
        self, gid: str, n: int, seed: str, record: HandRecord, hand_number: int | None = None
    ) -> dict[str, Any]:
        """The review of hand ``n`` of game ``gid`` (secret seed ``seed``,
        finished ``record``, played as the engine's hand ``hand_number``:
        :func:`compute_review`): the stored one, else computed here once
        (one at a time per game) and stored, with the hand's stored
        explanations.  A review stored before the hint and the review shared
        one verdict (its decisions without ``verdict``) is computed again.

        Raises:
            ApiError: 409 ``review_busy`` (another review of this game is
                computing).
        """
        store = self.store
        with store.engine.connect() as conn:
            stored = read_review(conn, gid, n)
            whys = read_whys(conn, gid, n)
        if stored is not None and not _current(stored):
            with store.write_lock, store.engine.begin() as conn:
                drop_review(conn, gid, n)
            stored = None
        if stored is not None:
            return _with_whys(stored, whys)
        with store.write_lock, store.engine.begin() as conn:
            claimed = claim_review(conn, gid, n, store.now())
        if not claimed:
            with store.engine.connect() as conn:
                stored = read_review(conn, gid, n)
            if stored is not None:
                return _with_whys(stored, whys)
            raise review_busy()
        started = time.process_time()
        try:
            review = compute_review(record, n, seed, hand_number)
        except Exception:
            with store.write_lock, store.engine.begin() as conn:
                release_review(conn, gid, n)
            raise
        with store.write_lock, store.engine.begin() as conn:
            store_review(conn, gid, n, review)
        log.info(
            "hand reviewed",
            extra={
                "fields": {
                    "game": gid,
                    "hand": n,
                    "decisions": len(review["decisions"]),
                    "cpu_ms": round((time.process_time() - started) * 1000, 1),
                }
            },
        )
        return _with_whys(review, whys)


def _current(review: dict[str, Any]) -> bool:
    """Was ``review`` judged as the hint judges (each decision with a
    ``verdict``, :func:`judge_decision`) and does it say which decisions were
    forced (``forced``)?  Older stored reviews used their own search seed, so
    their marks could contradict the hint; or counted a forced play as a
    good decision."""
    return all("verdict" in d and "forced" in d for d in review.get("decisions", ()))


def _with_whys(review: dict[str, Any], whys: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        **review,
        "why": [{"step": w["step"], "seat": w["seat"], "why": w["why"]} for w in whys],
    }
