"""Faults of the surroundings are not bugs (issue 11): an unreachable
database or a full disk answers 503 ``unavailable`` with ``Retry-After``
(never 500 ``internal``), ``/api/health`` says so, and database errors never
show SQL parameters."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, event, text
from sqlalchemy.exc import OperationalError

from bideuchre.server import faults
from bideuchre.server.db import make_engine

from .conftest import TestClient

GAME = {"rules": "single-deck", "level": "easy"}


def assert_unavailable(r: Any) -> None:
    assert r.status_code == 503, r.text
    assert r.json()["error"]["code"] == "unavailable"
    assert r.json()["error"]["retry_after"] == faults.RETRY_AFTER
    assert r.headers["retry-after"] == str(faults.RETRY_AFTER)


def test_an_unreachable_database_is_503_not_500(client: TestClient, tmp_path: Path) -> None:
    assert client.post("/api/games", json=GAME).status_code == 201
    app: Any = client.app
    # The database goes away: its file's folder is gone (unable to open it).
    gone = create_engine(f"sqlite:///{tmp_path / 'gone' / 'db.sqlite3'}")
    app.state.store.engine = gone
    app.state.engine = gone
    assert_unavailable(client.get("/api/games"))
    assert_unavailable(client.post("/api/games", json=GAME))
    assert_unavailable(client.get("/api/daily"))
    health = client.get("/api/health")
    assert health.status_code == 503
    assert health.json() == {"status": "error", "database": "unreachable"}
    assert health.headers["retry-after"] == str(faults.RETRY_AFTER)


def test_a_full_database_is_503_and_health_says_full(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    app: Any = client.app
    engine = app.state.store.engine
    assert client.get("/api/health").json() == {"status": "ok", "database": "ok"}
    with engine.connect() as conn:
        pages = conn.execute(text("PRAGMA page_count")).scalar_one()

    @event.listens_for(engine, "connect")
    def _full(dbapi_connection: Any, _record: Any) -> None:
        # SQLite's own "database or disk is full" (SQLITE_FULL), as on a full disk.
        dbapi_connection.execute(f"PRAGMA max_page_count = {pages}")

    engine.dispose()
    statuses = []
    for _ in range(30):  # each new game needs pages sooner or later
        r = client.post("/api/games", json=GAME)
        statuses.append(r.status_code)
        if r.status_code != 201:
            assert_unavailable(r)
            break
    assert statuses[-1] == 503 and 500 not in statuses
    monkeypatch.setattr(faults, "free_bytes", lambda folder: 1024)
    health = client.get("/api/health")
    assert health.status_code == 503
    assert health.json() == {"status": "error", "database": "full"}


def test_database_errors_never_show_sql_parameters(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    try:
        with pytest.raises(OperationalError) as caught, engine.connect() as conn:
            conn.execute(text("INSERT INTO nowhere VALUES (:secret)"), {"secret": "hunter2-hash"})
        assert "hunter2-hash" not in str(caught.value)
        assert "hidden" in str(caught.value)
    finally:
        engine.dispose()


def test_is_unavailable_tells_faults_from_bugs() -> None:
    assert faults.is_unavailable(OSError(28, "No space left on device"))
    assert not faults.is_unavailable(OSError(2, "No such file"))
    assert not faults.is_unavailable(ValueError("a bug"))


@pytest.mark.postgres
def test_health_on_postgresql_checks_a_write(tmp_path: Path, postgres_url: str) -> None:
    from bideuchre.server.settings import normalize_database_url

    from .conftest import make_client

    with make_client(tmp_path / "data", postgres_url) as client:
        assert client.get("/api/health").json() == {"status": "ok", "database": "ok"}
        app: Any = client.app
        with app.state.engine.connect() as conn:  # the test write was rolled back
            left = conn.execute(text("SELECT count(*) FROM rate_counts WHERE bucket = 'health'"))
            assert left.scalar_one() == 0
        # A server that only allows reads (a standby, a read-only role).
        read_only = create_engine(
            normalize_database_url(postgres_url),
            connect_args={"options": "-c default_transaction_read_only=on"},
        )
        app.state.engine = read_only
        app.state.store.engine = read_only
        health = client.get("/api/health")
        assert health.status_code == 503
        assert health.json() == {"status": "error", "database": "unwritable"}
        assert_unavailable(client.post("/api/games", json=GAME))
        read_only.dispose()
