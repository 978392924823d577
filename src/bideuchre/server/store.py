"""The game store: the ``games`` table as game states (docs/api.md, "Versions").

It owns reading a caller's game (:meth:`GameStore.load`), rebuilding its state
by replaying the record or taking it from a small cache keyed by ``(id,
version)`` (which identifies one state in every process), writing a change as
version ``n + 1`` in one short transaction guarded by ``WHERE version = n``
(:meth:`GameStore.save`), and the process's write lock.  A save that loses the
race changes nothing and raises :class:`StaleVersion`; the game service turns
that into ``409 stale_version`` with the current view, so several processes can
serve one game in turn and a crash never leaves a half-applied action.

Every service of the server (casual games, daily games, profiles, rankings)
works through one store: it also holds the database, the settings and the
clock, and looks callers up by their cookie secret.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import Connection, Engine, Table, bindparam, insert, select
from sqlalchemy.orm import Session

from ..engine import GameState, HandRecord, Phase, replay
from ..engine.record import FORMAT
from .clock import Clock, system_clock, utc_day
from .daily import DailyInfo
from .db import make_sessionmaker
from .errors import not_found
from .identity import hash_secret, take_rate
from .models import DailyAttempt, Game, PlayerKey
from .settings import Settings
from .views import GameMeta

log = logging.getLogger("bideuchre.server.store")

_games: Table = Game.__table__  # type: ignore[assignment]
_keys: Table = PlayerKey.__table__  # type: ignore[assignment]
_attempts: Table = DailyAttempt.__table__  # type: ignore[assignment]
# Statements built once (SQLAlchemy caches their compiled form): the hot path
# of every request is one SELECT and, for a change, one UPDATE.
_PLAYER_BY_SECRET = select(_keys.c.player_id).where(_keys.c.secret_hash == bindparam("h"))
_GAME_OF_CALLER = (
    select(
        _games.c.id,
        _games.c.player_id,
        _games.c.version,
        _games.c.level,
        _games.c.partner_level,
        _games.c.kind,
        _games.c.seed,
        _games.c.record,
        _games.c.hand_number,
        _attempts.c.id.label("attempt_id"),
        _attempts.c.day,
        _attempts.c.number,
        _attempts.c.ranked,
        _attempts.c.deals_done,
        _attempts.c.ns_points,
        _attempts.c.ew_points,
        _attempts.c.net,
        _attempts.c.made,
        _attempts.c.set,
        _attempts.c.results,
        _attempts.c.finished_at,
    )
    .select_from(
        _games.join(_keys, _keys.c.player_id == _games.c.player_id).outerjoin(
            _attempts, _attempts.c.game_id == _games.c.id
        )
    )
    .where(_games.c.id == bindparam("gid"), _keys.c.secret_hash == bindparam("h"))
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


class StaleVersion(Exception):
    """A save lost the race: the row is no longer at the version it was read at."""


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game row as read: ``meta`` for the view, plus the owner, the secret
    seed, the stored record, and the attempt of a daily game (None for other
    games)."""

    meta: GameMeta
    player_id: int
    seed: str
    record: Any
    daily: DailyInfo | None = None


@dataclass(frozen=True, slots=True)
class GameColumns:
    """The summary columns of a ``games`` row (what lists and rankings read
    without replaying): phase, hand number, totals, winner, finish time."""

    phase: str
    hand_number: int
    ns_total: int
    ew_total: int
    winner: str | None
    finished_at: datetime | None

    @classmethod
    def of(cls, state: GameState, now: datetime) -> GameColumns:
        """The columns of a casual game in ``state`` (finished at ``now`` once
        the game is over, R14)."""
        return cls(
            phase=state.phase.value,
            hand_number=state.hand_number,
            ns_total=state.totals[0],
            ew_total=state.totals[1],
            winner=None if state.winner is None else state.winner.name,
            finished_at=now if state.phase is Phase.GAME_OVER else None,
        )


class GameStore:
    """Games on one database, with the state cache and the write lock.

    Args:
        engine: the database.
        settings: the server settings (``state_cache_size``, limits).
        clock: "now" (aware, UTC); tests inject a fake one to move across days.
    """

    def __init__(self, engine: Engine, settings: Settings, clock: Clock | None = None) -> None:
        self.engine = engine
        self.sessions = make_sessionmaker(engine)
        self.settings = settings
        self.clock: Clock = clock or system_clock
        self._cache: OrderedDict[tuple[str, int], GameState] = OrderedDict()
        self._past_json: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        #: Held around every write transaction of this process.  SQLite lets
        #: one writer in at a time and makes the others poll with growing
        #: sleeps; a thread holding the write lock can also lose the GIL.
        #: Queueing this process's writers on a real lock keeps writes short
        #: and in order (other processes still meet SQLite's busy timeout).
        self.write_lock: contextlib.AbstractContextManager[Any] = (
            threading.Lock() if engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )

    # ------------------------------------------------------------------ time

    def now(self) -> datetime:
        """The current time (aware, UTC) from the store's clock."""
        moment = self.clock()
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)

    def today(self) -> date:
        """The current UTC date (the daily game's day)."""
        return utc_day(self.now())

    # ------------------------------------------------------------------ players

    def player_id(self, secret: str | None) -> int | None:
        """The id of the player holding ``secret`` (the cookie), or None."""
        if not secret or len(secret) > 200:
            return None
        with self.engine.connect() as conn:
            found = conn.execute(_PLAYER_BY_SECRET, {"h": hash_secret(secret)}).scalar()
        return None if found is None else int(found)

    def limit_identities(self, address: str | None) -> None:
        """Count one identity creation for ``address`` (its own transaction).

        Raises:
            ApiError: 429 ``rate_limited`` over ``settings.identity_limit``.
        """
        if address is None or self.settings.identity_limit <= 0:
            return
        with self.write_lock, self.engine.begin() as conn:
            take_rate(
                conn,
                "identity",
                address,
                self.settings.identity_limit,
                self.settings.identity_window,
                self.now(),
            )

    # ------------------------------------------------------------------ reading

    def load(self, game_id: str, secret: str | None) -> LoadedGame:
        """The caller's game ``game_id`` (a game is only ever read together
        with its owner's secret hash, so another player's game is exactly as
        invisible as a game that does not exist).

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
        daily = None
        if row.attempt_id is not None:
            daily = DailyInfo.from_row(row, int(row.attempt_id), deal=row.hand_number)
        return LoadedGame(
            GameMeta(row.id, row.version, row.level, row.kind, row.partner_level),
            int(row.player_id),
            row.seed,
            row.record,
            daily,
        )

    def state(self, game: LoadedGame) -> GameState:
        """A private copy of the game's state (replayed, or from the cache).

        Raises:
            RuntimeError: if the stored record does not replay.
        """
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
        self.remember(game.meta.id, game.meta.version, result.state)
        return result.state.clone()

    def remember(self, game_id: str, version: int, state: GameState) -> None:
        """Cache ``state`` as version ``version`` of the game (the caller
        must not change ``state`` afterwards)."""
        size = self.settings.state_cache_size
        if size <= 0:
            return
        key = (game_id, version)
        with self._lock:
            self._cache[key] = state
            self._cache.move_to_end(key)
            while len(self._cache) > size:
                self._cache.popitem(last=False)

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

    # ------------------------------------------------------------------ writing

    def new_row(
        self,
        game_id: str,
        player_id: int,
        *,
        kind: str,
        level: str,
        seed: str,
        state: GameState,
        columns: GameColumns,
        now: datetime,
        partner_level: str | None = None,
    ) -> dict[str, Any]:
        """The values of a new ``games`` row at version 1 (for an insert in
        the caller's transaction, under :attr:`write_lock`); North plays at
        ``partner_level`` (None: at ``level``)."""
        return {
            "id": game_id,
            "player_id": player_id,
            "kind": kind,
            "level": level,
            "partner_level": partner_level or level,
            "seed": seed,
            "rules": state.rules.to_json(),
            "record": self.record_json(game_id, state),
            "version": 1,
            "phase": columns.phase,
            "hand_number": columns.hand_number,
            "ns_total": columns.ns_total,
            "ew_total": columns.ew_total,
            "winner": columns.winner,
            "created_at": now,
            "updated_at": now,
            "finished_at": columns.finished_at,
        }

    @staticmethod
    def insert_row(conn: Connection | Session, row: dict[str, Any]) -> None:
        """Insert a row of :meth:`new_row` in ``conn``'s transaction."""
        conn.execute(insert(_games).values(**row))

    def save(
        self,
        game: LoadedGame,
        state: GameState,
        columns: GameColumns,
        now: datetime,
        also: Callable[[Connection], None] | None = None,
    ) -> GameMeta:
        """Write ``state`` as version ``n + 1`` if the row is still at version
        ``n``, updated at ``now``; ``also`` writes more in the same
        transaction (a daily game's finished deal), only if the row changed.

        Returns:
            The saved game's meta (its new version); the state is cached.

        Raises:
            StaleVersion: if the row moved on (nothing is written).
        """
        version = game.meta.version + 1
        values: dict[str, Any] = {
            "gid": game.meta.id,
            "old_version": game.meta.version,
            "b_record": self.record_json(game.meta.id, state),
            "b_version": version,
            "b_phase": columns.phase,
            "b_hand_number": columns.hand_number,
            "b_ns_total": columns.ns_total,
            "b_ew_total": columns.ew_total,
            "b_winner": columns.winner,
            "b_updated_at": now,
            "b_finished_at": columns.finished_at,
        }
        with self.write_lock, self.engine.begin() as conn:
            changed = conn.execute(_SAVE, values).rowcount
            if changed == 1 and also is not None:
                also(conn)
        if changed != 1:
            raise StaleVersion(game.meta.id)
        meta = dataclasses.replace(game.meta, version=version)
        self.remember(meta.id, meta.version, state)
        return meta
