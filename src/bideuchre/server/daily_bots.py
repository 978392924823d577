"""The CPU players of each day of the daily game: their settings version
(:mod:`bideuchre.bots.versions`) and their level (``BIDEUCHRE_DAILY_LEVEL``),
those current when the day is first played, stored in ``daily_days`` (one
row a day, the first process to insert it wins), then used all day by every
attempt's CPU seats and by the day's CPU comparison, whatever version later
code makes current or level a later setting names.  A row stored before the
level was (migration 0009) takes the level setting at its next use.  A
stored level the code no longer has is logged and the setting used (as an
unknown version is: a day's games never stop on it).
"""

from __future__ import annotations

import logging
import threading
from datetime import date
from typing import Any

from sqlalchemy import Table, select, update
from sqlalchemy.dialects import postgresql, sqlite

from ..bots import versions
from .cpu import levels
from .models import DailyDay
from .store import GameStore

log = logging.getLogger("bideuchre.server.daily")

_days: Table = DailyDay.__table__  # type: ignore[assignment]


class DayBots:
    """The settings version and level of each day (cached: they never change).

    Args:
        store: the game store (database, clock, write lock).
        level: the level setting (a known level), stored for days first
            played now.
    """

    def __init__(self, store: GameStore, level: str) -> None:
        self.store = store
        self.level_setting = level
        self._known: dict[date, tuple[str, str]] = {}
        self._lock = threading.Lock()

    def _stored(self, day: date) -> Any:
        with self.store.engine.connect() as conn:
            return conn.execute(
                select(_days.c.bots, _days.c.level).where(_days.c.day == day)
            ).one_or_none()

    def _day(self, day: date) -> tuple[str, str]:
        """``(version, level)`` of ``day``: the stored ones, else the current
        version and the level setting, stored now (the day is being played,
        or its comparison computed)."""
        with self._lock:
            known = self._known.get(day)
        if known is not None:
            return known
        found = self._stored(day)
        if found is None or found.level is None:
            store = self.store
            with store.write_lock, store.engine.begin() as conn:
                dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
                conn.execute(
                    dialect.insert(_days)
                    .values(
                        day=day,
                        bots=versions.current(),
                        level=self.level_setting,
                        created_at=store.now(),
                    )
                    .on_conflict_do_nothing(index_elements=["day"])
                )
                conn.execute(  # a row from before migration 0009
                    update(_days)
                    .where(_days.c.day == day, _days.c.level.is_(None))
                    .values(level=self.level_setting)
                )
            found = self._stored(day)
            if found is None:  # pragma: no cover - the row was just inserted
                raise RuntimeError(f"no CPU players stored for {day}")
        pair = (str(found.bots), str(found.level))
        with self._lock:
            self._known[day] = pair
        return pair

    def version(self, day: date) -> str:
        """The settings version of ``day`` (stored now if the day has none)."""
        return self._day(day)[0]

    def level(self, day: date) -> str:
        """The CPU level of ``day`` (stored now if the day has none)."""
        return self._known_level(self._day(day)[1])

    def _known_level(self, level: str) -> str:
        if level in levels():
            return level
        log.error("unknown daily level %r; using %r", level, self.level_setting)
        return self.level_setting

    def level_shown(self, day: date) -> str:
        """The CPU level of ``day`` without storing anything: the stored
        one, else the level setting (the one the day will get if first
        played now)."""
        with self._lock:
            known = self._known.get(day)
        if known is not None:
            return self._known_level(known[1])
        found = self._stored(day)
        if found is None or found.level is None:
            return self.level_setting
        return self._known_level(str(found.level))
