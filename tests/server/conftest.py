"""Fixtures for the server tests: an in-process app on a fresh SQLite file,
a PostgreSQL database made for this test session, and the database choice
(SQLite and PostgreSQL) for the persistence tests.

PostgreSQL (127.0.0.1:5432, user ``postgres``) gets a uniquely named
database per session (xdist-safe), dropped at the end; when it cannot be
reached the PostgreSQL cases are skipped, or fail if
``BIDEUCHRE_REQUIRE_POSTGRES=1``.
"""

from __future__ import annotations

import os
import uuid
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError

from bideuchre.server.app import create_app

with warnings.catch_warnings():
    warnings.filterwarnings("ignore", message="Using `httpx` with")  # "install httpx2"
    from fastapi.testclient import TestClient
from bideuchre.server.clock import FakeClock
from bideuchre.server.settings import Settings

from .support import TEST_LEVEL

PG_HOST = "postgresql+psycopg://postgres@127.0.0.1:5432"


def _admin_engine():  # type: ignore[no-untyped-def]
    last: Exception | None = None
    for database in ("postgres", "test"):
        engine = create_engine(
            f"{PG_HOST}/{database}",
            isolation_level="AUTOCOMMIT",
            connect_args={"connect_timeout": 3},
        )
        try:
            with engine.connect() as conn:
                conn.execute(text("SELECT 1"))
            return engine
        except OperationalError as exc:
            engine.dispose()
            last = exc
    raise last or RuntimeError("no PostgreSQL")


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this session (psycopg 3 URL)."""
    try:
        admin = _admin_engine()
    except Exception as exc:
        if os.environ.get("BIDEUCHRE_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"PostgreSQL is required but unreachable: {exc}")
        pytest.skip(f"PostgreSQL unreachable at 127.0.0.1:5432: {exc}")
    name = f"bideuchre_test_{uuid.uuid4().hex[:16]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield f"postgresql://postgres@127.0.0.1:5432/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def fresh_database_url(request: pytest.FixtureRequest) -> Iterator[str | None]:
    """None (SQLite in the test's data folder) or a PostgreSQL database made
    for this test alone (for tests that need an empty database)."""
    if request.param == "sqlite":
        yield None
        return
    base: str = request.getfixturevalue("postgres_url")
    admin = _admin_engine()
    name = f"{base.rsplit('/', 1)[1]}_{uuid.uuid4().hex[:8]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield f"{base.rsplit('/', 1)[0]}/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest) -> str | None:
    """None (SQLite in the data folder) or the session's PostgreSQL URL."""
    if request.param == "sqlite":
        return None
    url: str = request.getfixturevalue("postgres_url")
    return url


#: The ``Host`` TestClient sends: the in-process apps' bind host (allowed).
TEST_HOST = "testserver"


def make_client(data_dir: Path, database_url: str | None = None, **settings: object) -> TestClient:
    """An in-process client of a fresh app (use it as a context manager).

    The app's bind host is ``testserver``, the ``Host`` TestClient sends (an
    allowed Host, as ``serve --host`` makes its address one)."""
    settings = {"bind_host": TEST_HOST, **settings}
    app = create_app(
        Settings(data_dir=data_dir, database_url=database_url, bot_budget=0.2, **settings)
    )  # type: ignore[arg-type]
    return TestClient(app)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """A client of an app on a fresh SQLite database."""
    with make_client(tmp_path / "data") as c:
        yield c


# ---------------------------------------------------------------- the daily game

#: A moment in the middle of a UTC day, for the fake clock.
DAY_START = datetime(2025, 3, 14, 12, 0, tzinfo=UTC)


@dataclass
class DailyWorld:
    """An app with a fake clock, and a way to make more players on it."""

    app: Any
    clock: FakeClock
    client: TestClient  # the first client (holds the app's lifespan)

    def player(self, name: str | None = None, address: str | None = None) -> TestClient:
        """A new browser on the same app (its own cookies), named if ``name``."""
        c = TestClient(self.app, headers={"X-Forwarded-For": address} if address else None)
        if name is not None:
            r = c.post("/api/me", json={"name": name})
            assert r.status_code == 200, r.text
        return c


def daily_app(
    data_dir: Path, database_url: str | None = None, clock: FakeClock | None = None, **settings: Any
) -> tuple[Any, FakeClock]:
    """A fresh app for daily tests: the test CPU level, a known secret, a fake clock."""
    clock = clock or FakeClock(DAY_START)
    values: dict[str, Any] = {
        "data_dir": data_dir,
        "database_url": database_url,
        "bot_budget": 0.2,
        "daily_level": TEST_LEVEL,
        "daily_secret": "test-secret",
        "identity_limit": 0,
        "bind_host": TEST_HOST,
    }
    values.update(settings)
    return create_app(Settings(**values), clock=clock), clock


@pytest.fixture
def world(tmp_path: Path) -> Iterator[DailyWorld]:
    """A daily-game app on a fresh SQLite database, at noon on 2025-03-14 (UTC)."""
    app, clock = daily_app(tmp_path / "data")
    with TestClient(app) as c:
        yield DailyWorld(app, clock, c)
