"""The CPU players' settings version of each day of the daily game
(:mod:`bideuchre.bots.versions`): the version current when the day is first
played, stored in ``daily_days`` (one row a day, the first process to
insert it wins), then used all day by every attempt's CPU seats and by the
day's CPU comparison, whatever version later code makes current.
"""

from __future__ import annotations

import threading
from datetime import date

from sqlalchemy import Table, select
from sqlalchemy.dialects import postgresql, sqlite

from ..bots import versions
from .models import DailyDay
from .store import GameStore

_days: Table = DailyDay.__table__  # type: ignore[assignment]


class DayBots:
    """The settings version of each day (cached: a day's version never changes).

    Args:
        store: the game store (database, clock, write lock).
    """

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._known: dict[date, str] = {}
        self._lock = threading.Lock()

    def _stored(self, day: date) -> str | None:
        with self.store.engine.connect() as conn:
            value = conn.execute(select(_days.c.bots).where(_days.c.day == day)).scalar()
        return None if value is None else str(value)

    def version(self, day: date) -> str:
        """The version of ``day``: the stored one, else the current version,
        stored now (the day is being played, or its comparison computed)."""
        with self._lock:
            known = self._known.get(day)
        if known is not None:
            return known
        found = self._stored(day)
        if found is None:
            store = self.store
            with store.write_lock, store.engine.begin() as conn:
                dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
                conn.execute(
                    dialect.insert(_days)
                    .values(day=day, bots=versions.current(), created_at=store.now())
                    .on_conflict_do_nothing(index_elements=["day"])
                )
            found = self._stored(day)
            if found is None:  # pragma: no cover - the row was just inserted
                raise RuntimeError(f"no settings version stored for {day}")
        with self._lock:
            self._known[day] = found
        return found
