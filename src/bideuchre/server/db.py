"""The database: engine, sessions and migrations (SQLAlchemy 2, Alembic).

SQLite (the default) runs in WAL mode with a busy timeout, so several
processes can share one file; PostgreSQL is reached through psycopg 3.
:func:`migrate` applies the Alembic migrations shipped in
``server/migrations`` up to ``head``; it is called at start and is safe when
several processes start at once (a PostgreSQL advisory lock, or a file lock
next to the SQLite database).
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from .settings import normalize_database_url

log = logging.getLogger("bideuchre.server.db")

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
#: Key of the PostgreSQL advisory lock held while migrating ("bideuchr").
_MIGRATION_LOCK_KEY = 0x6269646575636872


def make_engine(url: str) -> Engine:
    """An engine for ``url`` (see :func:`~.settings.normalize_database_url`).

    SQLite connections get ``journal_mode=WAL``, ``busy_timeout=30000``,
    ``foreign_keys=ON`` and ``synchronous=NORMAL``.  Errors never show SQL
    parameters (``hide_parameters``: they can hold secrets' hashes and
    game records).
    """
    url = normalize_database_url(url)
    if url.startswith("sqlite"):
        engine = create_engine(
            url,
            connect_args={"timeout": 30, "check_same_thread": False},
            pool_size=20,
            hide_parameters=True,
        )

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()

        return engine
    return create_engine(
        url, pool_size=10, max_overflow=20, pool_pre_ping=True, hide_parameters=True
    )


def connect_problem(url: str, timeout: int = 10) -> str | None:
    """Why the database at ``url`` cannot be used, in one line, or None if it
    answers a query (within ``timeout`` seconds to connect).  For start-up:
    ``bideuchre serve`` prints the line and exits instead of a traceback."""
    url = normalize_database_url(url)
    sqlite = url.startswith("sqlite")
    engine = create_engine(
        url,
        connect_args={"timeout": timeout} if sqlite else {"connect_timeout": timeout},
        hide_parameters=True,
    )
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()
        return f"cannot reach the database {safe_url(engine)}: {reason[0] if reason else exc}"
    finally:
        engine.dispose()
    return None


def make_sessionmaker(engine: Engine) -> sessionmaker[Session]:
    """Sessions that keep loaded rows usable after commit."""
    return sessionmaker(engine, expire_on_commit=False)


def safe_url(engine: Engine) -> str:
    """The engine's URL with any password hidden, for logs."""
    return engine.url.render_as_string(hide_password=True)


@contextlib.contextmanager
def _migration_lock(engine: Engine) -> Iterator[None]:
    url = make_url(str(engine.url))
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        lock_path = Path(url.database + ".migrate.lock")
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        with open(lock_path, "a+") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)
    else:
        yield


def migrate(engine: Engine, revision: str = "head") -> None:
    """Apply the Alembic migrations up to ``revision`` (default ``head``).

    Raises:
        sqlalchemy.exc.OperationalError: if the database cannot be reached.
    """
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    with _migration_lock(engine), engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            # Held until this transaction ends: concurrent starts migrate in turn.
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_MIGRATION_LOCK_KEY})")
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
    log.info("database ready", extra={"fields": {"database": safe_url(engine)}})
