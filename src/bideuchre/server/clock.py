"""The server's clock: "now" is injected, so tests can move across days.

A clock is any callable returning an aware ``datetime`` in UTC.  The daily
game's day is the UTC date of that moment (docs/api.md, "Daily game").
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta

#: A source of the current time (aware, UTC).
Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """The real time, aware, in UTC."""
    return datetime.now(UTC)


def utc_day(moment: datetime) -> date:
    """The UTC date of ``moment`` (naive datetimes are taken as UTC)."""
    if moment.tzinfo is None:
        return moment.date()
    return moment.astimezone(UTC).date()


def day_start(day: date) -> datetime:
    """``00:00:00Z`` of ``day``."""
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


class FakeClock:
    """A settable clock for tests: ``clock()`` returns the set moment plus
    whatever :meth:`advance` added (thread-safe).

    Args:
        start: the first moment (aware; converted to UTC).
    """

    def __init__(self, start: datetime) -> None:
        self._now = start.astimezone(UTC)
        self._lock = threading.Lock()

    def __call__(self) -> datetime:
        with self._lock:
            return self._now

    def set(self, moment: datetime) -> None:
        """Jump to ``moment``."""
        with self._lock:
            self._now = moment.astimezone(UTC)

    def advance(self, **delta: float) -> None:
        """Move on by ``timedelta(**delta)`` (e.g. ``days=1``)."""
        with self._lock:
            self._now += timedelta(**delta)


def iso(moment: datetime) -> str:
    """ISO 8601 in UTC with a ``Z`` (SQLite hands back naive datetimes: UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")
