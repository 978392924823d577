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

import contextlib
import hashlib
import logging
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, Table, bindparam, select

from ..engine import (
    PASS,
    Action,
    Event,
    GameState,
    HandDealt,
    HandRecord,
    IllegalActionError,
    NotationError,
    Phase,
    Rules,
    RulesError,
    Seat,
    replay,
)
from ..engine.record import FORMAT, canonical_order
from ..engine.state import deal
from .cpu import CpuPlayer
from .db import make_sessionmaker
from .errors import ApiError, not_found
from .models import Game, Player
from .schemas import View
from .settings import Settings
from .views import GameMeta, events_for_south, south_view

log = logging.getLogger("bideuchre.server.service")

SOUTH = Seat.S
#: Most of South's steps one request may carry (an exchange is at most 2 x 12).
MAX_STEPS = 25

_games: Table = Game.__table__  # type: ignore[assignment]
_players: Table = Player.__table__  # type: ignore[assignment]
# Statements built once (SQLAlchemy caches their compiled form): the hot path
# of every request is one SELECT and, for a change, one UPDATE.
_PLAYER_BY_SECRET = select(_players.c.id).where(_players.c.secret_hash == bindparam("h"))
_GAME_OF_CALLER = (
    select(
        _games.c.id,
        _games.c.player_id,
        _games.c.version,
        _games.c.level,
        _games.c.kind,
        _games.c.seed,
        _games.c.record,
    )
    .select_from(_games.join(_players, _players.c.id == _games.c.player_id))
    .where(_games.c.id == bindparam("gid"), _players.c.secret_hash == bindparam("h"))
)
_SAVE = (
    _games.update()
    .where(_games.c.id == bindparam("gid"), _games.c.version == bindparam("old_version"))
    .values(
        record=bindparam("b_record"),
        version=bindparam("b_version"),
        phase=bindparam("b_phase"),
        hand_number=bindparam("b_hand_number"),
        ns_total=bindparam("b_ns_total"),
        ew_total=bindparam("b_ew_total"),
        winner=bindparam("b_winner"),
        updated_at=bindparam("b_updated_at"),
        finished_at=bindparam("b_finished_at"),
    )
)


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
    player_id: int
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

    Callers are identified by their cookie secret (``secret``, None when the
    request had no cookie); the database holds only its hash, and a game is
    only ever read together with its owner's hash, so a game that is not the
    caller's is exactly as invisible as a game that does not exist.

    Args:
        engine: the database.
        settings: the server settings.
        cpu: the CPU player (defaults to one with ``settings.bot_budget``).
    """

    def __init__(self, engine: Engine, settings: Settings, cpu: CpuPlayer | None = None) -> None:
        self.engine = engine
        self.sessions = make_sessionmaker(engine)
        self.settings = settings
        self.cpu = cpu or CpuPlayer(settings.bot_budget)
        self._cache: OrderedDict[tuple[str, int], GameState] = OrderedDict()
        self._past_json: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        # SQLite lets one writer in at a time and makes the others poll with
        # growing sleeps; a thread holding the write lock can also lose the GIL.
        # Queueing this process's writers on a real lock keeps writes short and
        # in order (other processes still meet SQLite's busy timeout).
        self._write_lock: contextlib.AbstractContextManager[Any] = (
            threading.Lock() if engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )

    # ------------------------------------------------------------------ players

    def player_id(self, secret: str | None) -> int | None:
        """The id of the player holding ``secret`` (the cookie), or None."""
        if not secret or len(secret) > 200:
            return None
        with self.engine.connect() as conn:
            found = conn.execute(_PLAYER_BY_SECRET, {"h": hash_secret(secret)}).scalar()
        return None if found is None else int(found)

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

    def _load(self, game_id: str, secret: str | None) -> LoadedGame:
        """The caller's game ``game_id``.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        if not secret or len(secret) > 200 or len(game_id) > 40:
            raise not_found()
        with self.engine.connect() as conn:
            row = conn.execute(
                _GAME_OF_CALLER, {"gid": game_id, "h": hash_secret(secret)}
            ).one_or_none()
        if row is None:
            raise not_found()
        return LoadedGame(
            GameMeta(row.id, row.version, row.level, row.kind),
            int(row.player_id),
            row.seed,
            row.record,
        )

    def record_json(self, game_id: str, state: GameState) -> dict[str, Any]:
        """``GameRecord.of(state).to_json()``, reusing the JSON of finished
        hands (they never change once the next hand is dealt)."""
        past = state.past_records()
        hands: list[dict[str, Any]] = []
        with self._lock:
            for number, hand in enumerate(past):
                key = (game_id, number)
                cached = self._past_json.get(key)
                if cached is None:
                    cached = self._past_json[key] = hand.to_json(with_rules=False)
                    while len(self._past_json) > 16 * max(self.settings.state_cache_size, 64):
                        self._past_json.popitem(last=False)
                hands.append(cached)
        hands.append(HandRecord.of(state).to_json(with_rules=False))
        return {"format": FORMAT, "rules": state.rules.to_json(), "hands": hands}

    def _save(self, game: LoadedGame, state: GameState, secret: str | None) -> GameMeta:
        """Write ``state`` as version ``n + 1`` if the row is still at version ``n``.

        Raises:
            ApiError: 409 ``stale_version`` (with the current view) if not.
        """
        now = _now()
        version = game.meta.version + 1
        values = {
            "gid": game.meta.id,
            "old_version": game.meta.version,
            "b_record": self.record_json(game.meta.id, state),
            "b_version": version,
            "b_phase": state.phase.value,
            "b_hand_number": state.hand_number,
            "b_ns_total": state.totals[0],
            "b_ew_total": state.totals[1],
            "b_winner": None if state.winner is None else state.winner.name,
            "b_updated_at": now,
            "b_finished_at": now if state.phase is Phase.GAME_OVER else None,
        }
        with self._write_lock, self.engine.begin() as conn:
            changed = conn.execute(_SAVE, values).rowcount
        if changed != 1:
            raise self._stale(game.meta.id, secret)
        meta = GameMeta(game.meta.id, version, game.meta.level, game.meta.kind)
        self._remember((meta.id, meta.version), state)
        return meta

    def _stale(self, game_id: str, secret: str | None) -> ApiError:
        current = self._load(game_id, secret)
        return ApiError(
            409,
            "stale_version",
            f"the game has moved on: it is at version {current.meta.version}",
            view=View.model_validate(south_view(self._state(current), current.meta)).model_dump(
                mode="json"
            ),
        )

    # ------------------------------------------------------------------ reading

    def view(self, game_id: str, secret: str | None) -> dict[str, Any]:
        """South's view of the caller's game.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        game = self._load(game_id, secret)
        return south_view(self._state(game), game.meta)

    def list_games(self, secret: str | None, limit: int = 20) -> list[dict[str, Any]]:
        """The caller's games, most recently played first (``GameSummary``)."""
        player_id = self.player_id(secret)
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
        self,
        secret: str | None,
        rules_value: object,
        level: str | None,
        *,
        seed: str | None = None,
        kind: str = "casual",
    ) -> tuple[dict[str, Any], str | None]:
        """Create a game for the caller, and a player first if it has none
        (no cookie, or a cookie this database does not know).

        Args:
            seed: the secret seed of the deals and CPU decisions (random by
                default; the daily game passes the day's seed, so every player
                gets the same deals and the same CPU decisions).
            kind: ``casual``, or another kind of game (issue 5: ``daily``).

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
        seed = seed or secrets.token_hex(16)
        game_id = "g_" + secrets.token_urlsafe(12)
        state = GameState.new_game(rules, seed)
        events: list[Event] = [HandDealt(0, state.dealer)]
        events.extend(self.cpu.advance(state, level, seed))
        now = _now()
        player_id = self.player_id(secret)
        new_secret = None
        record = self.record_json(game_id, state)
        with self._write_lock, self.sessions.begin() as session:
            if player_id is None:
                new_secret = secrets.token_urlsafe(32)
                player = Player(
                    secret_hash=hash_secret(new_secret), created_at=now, last_seen_at=now
                )
                session.add(player)
                session.flush()
                player_id = player.id
            else:
                session.execute(
                    _players.update().where(_players.c.id == player_id).values(last_seen_at=now)
                )
            session.add(
                Game(
                    id=game_id,
                    player_id=player_id,
                    kind=kind,
                    level=level,
                    seed=seed,
                    rules=rules.to_json(),
                    record=record,
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
        meta = GameMeta(game_id, 1, level, kind)
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
        return {"view": south_view(state, meta), "events": events_for_south(events)}, new_secret

    def act(
        self, game_id: str, secret: str | None, version: int, steps: list[str]
    ) -> dict[str, Any]:
        """Apply South's ``steps`` (all or nothing), then the CPU actions up to
        South's next decision or the end of the hand.

        Raises:
            ApiError: 404, 409 ``stale_version`` / ``not_your_turn`` /
                ``illegal_action``, 422 ``malformed`` (docs/api.md, in that order).
        """
        started = time.perf_counter()
        game = self._load(game_id, secret)
        if version != game.meta.version:
            raise self._stale(game_id, secret)
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
        meta = self._save(game, state, secret)
        self._log_change("game action", meta, len(steps), events, started)
        return {"view": south_view(state, meta), "events": events_for_south(events)}

    def next_hand(self, game_id: str, secret: str | None, version: int) -> dict[str, Any]:
        """Deal the next hand (R2) and play the CPU seats up to South's first
        decision.

        Raises:
            ApiError: 404, 409 ``stale_version``, 409 ``illegal_action`` (R11
                while the hand is on, R14 once the game is over).
        """
        started = time.perf_counter()
        game = self._load(game_id, secret)
        if version != game.meta.version:
            raise self._stale(game_id, secret)
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
        meta = self._save(game, state, secret)
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
