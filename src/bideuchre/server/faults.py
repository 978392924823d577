"""Faults of the server's surroundings, answered as such (docs/api.md,
"Errors"): a database that cannot be reached, a full disk or a read-only
database answer 503 ``unavailable`` with ``Retry-After`` (nothing was saved;
try again later), not 500 ``internal`` (a bug); ``/api/health`` checks that
the database answers and can be written (:func:`storage_problem`).
"""

from __future__ import annotations

import errno
import logging
import secrets
import shutil
from pathlib import Path

from sqlalchemy import Engine, Table, insert, text
from sqlalchemy.exc import DBAPIError, DisconnectionError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from .models import RateCount

log = logging.getLogger("bideuchre.server")

#: Seconds a client is told to wait (``Retry-After``) after a 503.
RETRY_AFTER = 30
#: Free bytes the SQLite data folder needs for ``/api/health`` to say ok.
MIN_FREE_BYTES = 8 * 1024 * 1024
_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS})
#: PostgreSQL SQLSTATEs of faults whatever SQLAlchemy class they map to: a
#: connection exception, a read-only transaction (a standby), insufficient
#: resources (disk full, out of memory), operator intervention (shutdown).
_UNAVAILABLE_STATES = ("08", "25006", "53", "57P")
_rates: Table = RateCount.__table__  # type: ignore[assignment]


def is_unavailable(exc: BaseException) -> bool:
    """Whether ``exc`` is a fault of the database or the disk (not a bug):
    a failed or lost connection, a pool timeout, ``database or disk is
    full``, a locked or read-only database (PostgreSQL: by its SQLSTATE),
    or a full or read-only disk."""
    if isinstance(exc, OperationalError | InterfaceError | DisconnectionError | PoolTimeout):
        return True
    if isinstance(exc, DBAPIError):
        state = str(getattr(exc.orig, "sqlstate", None) or "")
        return state.startswith(_UNAVAILABLE_STATES)
    return isinstance(exc, OSError) and exc.errno in _FULL_ERRNOS


def unavailable_body() -> dict[str, object]:
    """The 503 answer's body: ``{"error": {"code": "unavailable", ...}}``."""
    return {
        "error": {
            "code": "unavailable",
            "message": "the server cannot reach or write its storage now; nothing was "
            f"saved; try again in {RETRY_AFTER} s",
            "retry_after": RETRY_AFTER,
        }
    }


def log_unavailable(exc: BaseException, path: str) -> None:
    """One log line for a storage fault: the error's type and first line
    (SQL parameters are never in it: the engine hides them)."""
    first = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else ""
    log.error(
        "storage unavailable",
        extra={"fields": {"path": path, "error": type(exc).__name__, "message": first}},
    )


def free_bytes(folder: Path) -> int:
    """Bytes free for the server on the file system of ``folder``."""
    return shutil.disk_usage(folder).free


def storage_problem(engine: Engine) -> str | None:
    """What is wrong with the database for ``/api/health``, or None.

    ``"unreachable"``: a query fails.  ``"full"``: SQLite's folder has less
    than :data:`MIN_FREE_BYTES` free.  ``"unwritable"``: on PostgreSQL, a
    one-row insert in a transaction that is rolled back fails (read-only
    server, full disk).
    """
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception:
        return "unreachable"
    if engine.dialect.name == "sqlite":
        database = engine.url.database
        if database and database != ":memory:":
            try:
                if free_bytes(Path(database).resolve().parent) < MIN_FREE_BYTES:
                    return "full"
            except OSError:
                return "unreachable"
        return None
    try:
        with engine.connect() as conn, conn.begin() as transaction:
            conn.execute(text("SET LOCAL statement_timeout = 2000"))
            conn.execute(
                insert(_rates).values(
                    bucket="health", key=secrets.token_hex(16), window_start=0, count=0
                )
            )
            transaction.rollback()
    except Exception:
        return "unwritable"
    return None
