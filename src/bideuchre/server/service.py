"""The game service: create a game, apply South's actions, deal on, and load
a game by replaying its record (docs/api.md).

Every change follows the same path: read the row, rebuild the state by
replaying the record (or take it from a small cache keyed by ``(id,
version)``, which identifies one state in every process), apply South's
action and the CPU actions on that copy, then write the new record in one
short transaction guarded by ``WHERE version = n``.  A request that loses
that race changes nothing and gets ``stale_version`` with the current view,
so several processes can serve one game in turn and a crash never leaves a
half-applied action.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session, sessionmaker

from ..engine import (
    PASS,
    Action,
    Event,
    GameRecord,
    GameState,
    HandDealt,
    IllegalActionError,
    NotationError,
    Phase,
    Rules,
    RulesError,
    Seat,
    replay,
)
from ..engine.record import canonical_order
from ..engine.state import deal
from .cpu import CpuPlayer
from .errors import ApiError, not_found
from .models import Game, Player
from .schemas import View
from .settings import Settings
from .views import GameMeta, events_for_south, south_view

log = logging.getLogger("bideuchre.server.service")

SOUTH = Seat.S
#: Most of South's steps one request may carry (an exchange is at most 2 x 12).
MAX_STEPS = 25


def hash_secret(secret: str) -> str:
    """The stored form of a player secret: SHA-256, hex (64 characters)."""
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def levels() -> tuple[str, ...]:
    """The CPU levels the bots package offers now, weakest first."""
    from .. import bots

    return tuple(bots.LEVELS)


def default_level() -> str:
    """``medium`` if there is such a level, else the weakest one."""
    names = levels()
    return "medium" if "medium" in names else names[0]


def _now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """ISO 8601 in UTC with a ``Z`` (SQLite hands back naive datetimes: UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game row as read: ``meta`` for the view, plus the secret seed."""

    meta: GameMeta
    seed: str
    record: Any


def _legal_texts(state: GameState) -> list[str]:
    return [str(a) for a in sorted(state.legal_actions(), key=canonical_order)]


def rules_from_request(value: object, max_target_score: int) -> Rules:
    """Rules from a request's ``rules``: a preset name or ``{"preset", option: value}``.

    Raises:
        ApiError: 400 ``bad_rules`` for an unknown preset or option, a bad value,
            or a ``target_score`` over ``max_target_score``.
    """
    try:
        rules = Rules.from_json(value)
    except (RulesError, TypeError, ValueError) as exc:
        raise ApiError(400, "bad_rules", str(exc)) from None
    if rules.target_score > max_target_score:
        raise ApiError(
            400, "bad_rules", f"target_score must be at most {max_target_score} on this server"
        )
    return rules


class GameService:
    """Games and players on one database.

    Args:
        sessions: the session factory.
        settings: the server settings.
        cpu: the CPU player (defaults to one with ``settings.bot_budget``).
    """

    def __init__(
        self, sessions: sessionmaker[Session], settings: Settings, cpu: CpuPlayer | None = None
    ) -> None:
        self.sessions = sessions
        self.settings = settings
        self.cpu = cpu or CpuPlayer(settings.bot_budget)
        self._cache: OrderedDict[tuple[str, int], GameState] = OrderedDict()
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ players

    def player_id(self, secret: str | None) -> int | None:
        """The id of the player holding ``secret`` (the cookie), or None."""
        if not secret or len(secret) > 200:
            return None
        with self.sessions() as session:
            return session.scalar(
                select(Player.id).where(Player.secret_hash == hash_secret(secret))
            )

    # ------------------------------------------------------------------ state

    def _state(self, game: LoadedGame) -> GameState:
        """A private copy of the game's state (replayed, or from the cache)."""
        key = (game.meta.id, game.meta.version)
        with self._lock:
            cached = self._cache.get(key)
            if cached is not None:
                self._cache.move_to_end(key)
                return cached.clone()
        result = replay(game.record)
        if result.error is not None or result.state is None:
            # The message may name cards: keep it out of the log.
            log.error("stored record does not replay", extra={"fields": {"game": game.meta.id}})
            raise RuntimeError("a stored game record does not replay")
        self._remember(key, result.state)
        return result.state.clone()

    def _remember(self, key: tuple[str, int], state: GameState) -> None:
        size = self.settings.state_cache_size
        if size <= 0:
            return
        with self._lock:
            self._cache[key] = state
            self._cache.move_to_end(key)
            while len(self._cache) > size:
                self._cache.popitem(last=False)

    def _load(self, game_id: str, player_id: int | None) -> LoadedGame:
        if player_id is None or len(game_id) > 40:
            raise not_found()
        with self.sessions() as session:
            row = session.execute(
                select(Game.id, Game.version, Game.level, Game.kind, Game.seed, Game.record).where(
                    Game.id == game_id, Game.player_id == player_id
                )
            ).one_or_none()
        if row is None:
            raise not_found()
        return LoadedGame(GameMeta(row.id, row.version, row.level, row.kind), row.seed, row.record)

    def _save(self, game: LoadedGame, state: GameState, player_id: int) -> GameMeta:
        """Write ``state`` as version ``n + 1`` if the row is still at version ``n``.

        Raises:
            ApiError: 409 ``stale_version`` (with the current view) if not.
        """
        now = _now()
        version = game.meta.version + 1
        over = state.phase is Phase.GAME_OVER
        with self.sessions.begin() as session:
            result = session.execute(
                update(Game)
                .where(Game.id == game.meta.id, Game.version == game.meta.version)
                .values(
                    record=GameRecord.of(state).to_json(),
                    version=version,
                    phase=state.phase.value,
                    hand_number=state.hand_number,
                    ns_total=state.totals[0],
                    ew_total=state.totals[1],
                    winner=None if state.winner is None else state.winner.name,
                    updated_at=now,
                    finished_at=now if over else None,
                )
                .execution_options(synchronize_session=False)
            )
            changed = result.rowcount  # type: ignore[attr-defined]
        if changed != 1:
            raise self._stale(game.meta.id, player_id)
        meta = GameMeta(game.meta.id, version, game.meta.level, game.meta.kind)
        self._remember((meta.id, meta.version), state)
        return meta

    def _stale(self, game_id: str, player_id: int) -> ApiError:
        current = self._load(game_id, player_id)
        return ApiError(
            409,
            "stale_version",
            f"the game has moved on: it is at version {current.meta.version}",
            view=View.model_validate(south_view(self._state(current), current.meta)).model_dump(
                mode="json"
            ),
        )

    # ------------------------------------------------------------------ reading

    def view(self, game_id: str, player_id: int | None) -> dict[str, Any]:
        """South's view of the caller's game.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        game = self._load(game_id, player_id)
        return south_view(self._state(game), game.meta)

    def list_games(self, player_id: int | None, limit: int = 20) -> list[dict[str, Any]]:
        """The caller's games, most recently played first (``GameSummary``)."""
        if player_id is None:
            return []
        with self.sessions() as session:
            rows = session.execute(
                select(
                    Game.id,
                    Game.level,
                    Game.rules,
                    Game.phase,
                    Game.hand_number,
                    Game.ns_total,
                    Game.ew_total,
                    Game.winner,
                    Game.version,
                    Game.created_at,
                    Game.updated_at,
                )
                .where(Game.player_id == player_id)
                .order_by(Game.updated_at.desc(), Game.id)
                .limit(limit)
            ).all()
        return [
            {
                "id": r.id,
                "level": r.level,
                "rules": r.rules if isinstance(r.rules, str) else "custom",
                "phase": r.phase,
                "hand_number": r.hand_number,
                "totals": {"NS": r.ns_total, "EW": r.ew_total},
                "winner": r.winner,
                "version": r.version,
                "created_at": iso(r.created_at),
                "updated_at": iso(r.updated_at),
            }
            for r in rows
        ]

    # ------------------------------------------------------------------ changes

    def create_game(
        self, player_id: int | None, rules_value: object, level: str | None
    ) -> tuple[dict[str, Any], str | None]:
        """Create a game for the caller, and a player first if it has none.

        Returns:
            ``(step, secret)``: the ``Step`` (deal and CPU calls up to South's
            first decision) and the new player's cookie secret, or None.

        Raises:
            ApiError: 400 ``bad_rules`` / ``bad_level``.
        """
        rules = rules_from_request(rules_value, self.settings.max_target_score)
        names = levels()
        level = default_level() if level is None else level
        if level not in names:
            raise ApiError(
                400,
                "bad_level",
                f"unknown level {level!r} (expected one of {', '.join(names)})",
                levels=list(names),
            )
        started = time.perf_counter()
        seed = secrets.token_hex(16)
        game_id = "g_" + secrets.token_urlsafe(12)
        state = GameState.new_game(rules, seed)
        events: list[Event] = [HandDealt(0, state.dealer)]
        events.extend(self.cpu.advance(state, level, seed))
        now = _now()
        secret = None
        with self.sessions.begin() as session:
            if player_id is None:
                secret = secrets.token_urlsafe(32)
                player = Player(secret_hash=hash_secret(secret), created_at=now, last_seen_at=now)
                session.add(player)
                session.flush()
                player_id = player.id
            else:
                session.execute(
                    update(Player).where(Player.id == player_id).values(last_seen_at=now)
                )
            session.add(
                Game(
                    id=game_id,
                    player_id=player_id,
                    kind="casual",
                    level=level,
                    seed=seed,
                    rules=rules.to_json(),
                    record=GameRecord.of(state).to_json(),
                    version=1,
                    phase=state.phase.value,
                    hand_number=state.hand_number,
                    ns_total=0,
                    ew_total=0,
                    winner=None,
                    created_at=now,
                    updated_at=now,
                    finished_at=None,
                )
            )
        meta = GameMeta(game_id, 1, level, "casual")
        self._remember((game_id, 1), state)
        log.info(
            "game created",
            extra={
                "fields": {
                    "game": game_id,
                    "player": player_id,
                    "cpu_level": level,
                    "rules": rules.preset_name or "custom",
                    "cpu_steps": len(events) - 1,
                    "ms": round((time.perf_counter() - started) * 1000, 1),
                }
            },
        )
        return {"view": south_view(state, meta), "events": events_for_south(events)}, secret

    def act(
        self, game_id: str, player_id: int | None, version: int, steps: list[str]
    ) -> dict[str, Any]:
        """Apply South's ``steps`` (all or nothing), then the CPU actions up to
        South's next decision or the end of the hand.

        Raises:
            ApiError: 404, 409 ``stale_version`` / ``not_your_turn`` /
                ``illegal_action``, 422 ``malformed`` (docs/api.md, in that order).
        """
        started = time.perf_counter()
        game = self._load(game_id, player_id)
        assert player_id is not None
        if version != game.meta.version:
            raise self._stale(game_id, player_id)
        state = self._state(game)
        events: list[Event] = []
        for text in steps:
            self._check_turn(state)
            try:
                action = Action.parse(text, state.phase.value)
            except NotationError as exc:
                raise ApiError(
                    422,
                    "malformed",
                    str(exc),
                    detail=[{"loc": ["body", "action"], "msg": str(exc)}],
                ) from None
            legal = state.legal_actions()
            if action not in legal:
                error = state.explain_illegal(action)
                raise ApiError(
                    409, "illegal_action", str(error), rule=error.rule, legal=_legal_texts(state)
                )
            events.extend(state.apply(action))
            events.extend(self.cpu.advance(state, game.meta.level, game.seed))
        meta = self._save(game, state, player_id)
        self._log_change("game action", meta, len(steps), events, started)
        return {"view": south_view(state, meta), "events": events_for_south(events)}

    def next_hand(self, game_id: str, player_id: int | None, version: int) -> dict[str, Any]:
        """Deal the next hand (R2) and play the CPU seats up to South's first
        decision.

        Raises:
            ApiError: 404, 409 ``stale_version``, 409 ``illegal_action`` (R11
                while the hand is on, R14 once the game is over).
        """
        started = time.perf_counter()
        game = self._load(game_id, player_id)
        assert player_id is not None
        if version != game.meta.version:
            raise self._stale(game_id, player_id)
        state = self._state(game)
        if state.phase is not Phase.HAND_OVER:
            error = IllegalActionError("the hand is not over (R11)", "R11")
            try:
                state.clone().next_hand(())  # the engine says why not (R11, R14)
            except IllegalActionError as exc:
                error = exc
            raise ApiError(
                409, "illegal_action", str(error), rule=error.rule, legal=_legal_texts(state)
            )
        rules = state.rules
        events = state.next_hand(deal(rules, game.seed, state.hand_number + 1))
        events.extend(self.cpu.advance(state, game.meta.level, game.seed))
        meta = self._save(game, state, player_id)
        self._log_change("hand dealt", meta, 0, events, started)
        return {"view": south_view(state, meta), "events": events_for_south(events)}

    @staticmethod
    def _check_turn(state: GameState) -> None:
        seat = state.to_act
        if seat is SOUTH:
            return
        if seat is None:
            error = state.explain_illegal(PASS)  # the hand or the game is over
            raise ApiError(409, "not_your_turn", str(error), to_act=None, rule=error.rule, legal=[])
        raise ApiError(
            409,
            "not_your_turn",
            f"it is {seat.full_name}'s turn",
            to_act=seat.name,
            rule=None,
            legal=[],
        )

    @staticmethod
    def _log_change(
        what: str, meta: GameMeta, steps: int, events: list[Event], started: float
    ) -> None:
        log.info(
            what,
            extra={
                "fields": {
                    "game": meta.id,
                    "version": meta.version,
                    "steps": steps,
                    "events": len(events),
                    "ms": round((time.perf_counter() - started) * 1000, 1),
                }
            },
        )
