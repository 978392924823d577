"""Write quotas (docs/api.md, "Limits"): how many games, renames and ranked
daily attempts one identity and one client address may start, how many
records one address may have the engine check, and the purge
of abandoned casual games, so no client can grow the database without bound.

- **Limits** reuse the rate counters of :func:`~.identity.take_rate`: one row
  per (bucket, subject, fixed window) in ``rate_counts``, counted with one
  atomic upsert, so they hold across every server process sharing the
  database (nothing is kept in memory).  A subject is a client address or
  ``player:<id>``.  Over a limit the answer is 429 ``rate_limited`` with
  ``retry_after`` and ``limit`` (the bucket), and nothing is created.
- **The purge** deletes casual games that are not finished and were not
  updated for ``settings.purge_days`` days, at most :data:`PURGE_BATCH` per
  run, oldest first.  It runs when a game is created, at most once a minute
  per process (by the store's clock).  Finished casual games and every daily
  game are kept.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable
from datetime import datetime, timedelta

from sqlalchemy import Connection, Table, delete, select

from .identity import take_rate
from .models import Game
from .store import GameStore

log = logging.getLogger("bideuchre.server.quotas")

_games: Table = Game.__table__  # type: ignore[assignment]

#: Most games deleted by one purge run.
PURGE_BATCH = 200
#: Least time between two purge runs of one process.
PURGE_EVERY = timedelta(minutes=1)
#: The window of the ranked-attempt cap: a UTC day (windows are epoch-aligned).
DAY_SECONDS = 86400


def player_subject(player_id: int) -> str:
    """The rate-limit subject of one identity."""
    return f"player:{player_id}"


def take(
    store: GameStore,
    bucket: str,
    counts: Iterable[tuple[str | None, int]],
    window: int | None = None,
) -> None:
    """Count one request in ``bucket`` for each ``(subject, limit)`` pair (a
    None subject or a limit <= 0 is skipped), in one transaction of its own.

    Args:
        window: seconds (default ``settings.identity_window``).

    Raises:
        ApiError: 429 ``rate_limited`` if any count goes over its limit
            (then none of them is kept).
    """
    todo = [(s, n) for s, n in counts if s is not None and n > 0]
    if not todo:
        return
    seconds = window or store.settings.identity_window
    now = store.now()
    with store.write_lock, store.engine.begin() as conn:
        for subject, limit in todo:
            take_rate(conn, bucket, subject, limit, seconds, now)


def limit_new_game(store: GameStore, player_id: int | None, address: str | None) -> None:
    """Count one new game of the player (if it has an identity already) and
    of the address.

    Raises:
        ApiError: 429 ``rate_limited`` (``limit``: ``game``).
    """
    settings = store.settings
    subject = None if player_id is None else player_subject(player_id)
    take(
        store,
        "game",
        [(subject, settings.game_limit), (address, settings.game_address_limit)],
    )


def count_first_game(conn: Connection, store: GameStore, player_id: int) -> None:
    """Count the first game of a player created with it, in ``conn``'s
    transaction (the first of a window: never over a limit)."""
    limit = store.settings.game_limit
    window = store.settings.identity_window
    take_rate(conn, "game", player_subject(player_id), limit, window, store.now())


def limit_rename(store: GameStore, player_id: int, address: str | None) -> None:
    """Count one name change of an existing player and of the address.

    Raises:
        ApiError: 429 ``rate_limited`` (``limit``: ``rename``).
    """
    settings = store.settings
    subject = player_subject(player_id)
    take(
        store,
        "rename",
        [(subject, settings.rename_limit), (address, settings.rename_address_limit)],
    )


def limit_ranked(store: GameStore, address: str | None) -> None:
    """Count one ranked daily attempt started from the address today (a UTC
    day's window).

    Raises:
        ApiError: 429 ``rate_limited`` (``limit``: ``ranked``; ``retry_after``
            is the time to the next day).
    """
    take(store, "ranked", [(address, store.settings.ranked_address_limit)], DAY_SECONDS)


def limit_record_check(store: GameStore, address: str | None) -> None:
    """Count one record check (``POST /api/records/check``: the engine replays
    the posted record, a few milliseconds of CPU each) of the address.

    Raises:
        ApiError: 429 ``rate_limited`` (``limit``: ``record_check``).
    """
    take(store, "record_check", [(address, store.settings.record_check_limit)])


def purge_stale_games(store: GameStore, now: datetime, batch: int = PURGE_BATCH) -> int:
    """Delete up to ``batch`` unfinished casual games not updated since
    ``now - settings.purge_days`` (oldest first).

    Returns:
        How many games were deleted (0 when ``purge_days`` is 0).
    """
    days = store.settings.purge_days
    if days <= 0:
        return 0
    cutoff = now - timedelta(days=days)
    stale = (
        select(_games.c.id)
        .where(
            _games.c.kind == "casual",
            _games.c.phase != "game_over",
            _games.c.updated_at < cutoff,
        )
        .order_by(_games.c.updated_at)
        .limit(batch)
    )
    with store.write_lock, store.engine.begin() as conn:
        ids = list(conn.execute(stale).scalars())
        if ids:
            conn.execute(delete(_games).where(_games.c.id.in_(ids)))
    if ids:
        log.info("stale games purged", extra={"fields": {"games": len(ids), "days": days}})
    return len(ids)


class Purger:
    """Runs :func:`purge_stale_games` at most once per :data:`PURGE_EVERY`
    of the store's clock (per process).

    Args:
        store: the game store.
    """

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._last: datetime | None = None
        self._lock = threading.Lock()

    def maybe_run(self) -> int:
        """Purge one batch if the last run is old enough.

        Returns:
            How many games were deleted.
        """
        now = self.store.now()
        with self._lock:
            if self._last is not None and now - self._last < PURGE_EVERY:
                return 0
            self._last = now
        return purge_stale_games(self.store, now)
