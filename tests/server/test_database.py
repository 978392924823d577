"""Migrations, settings and the database layer, on SQLite and PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text

from bideuchre.server.db import MIGRATIONS_DIR, make_engine, migrate
from bideuchre.server.models import Base
from bideuchre.server.settings import Settings, normalize_database_url


def _engine(tmp_path: Path, database_url: str | None):  # type: ignore[no-untyped-def]
    settings = Settings(data_dir=tmp_path / "data", database_url=database_url)
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return make_engine(settings.url)


def _alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def test_migrations_build_the_models_tables(tmp_path: Path, database_url: str | None) -> None:
    engine = _engine(tmp_path, database_url)
    try:
        migrate(engine)
        migrate(engine)  # a second start changes nothing
        assert {"players", "games", "alembic_version"} <= set(inspect(engine).get_table_names())
        with engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
            assert diff == [], diff
            head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
            assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == head
    finally:
        engine.dispose()


def test_sqlite_runs_in_wal_mode(tmp_path: Path) -> None:
    engine = _engine(tmp_path, None)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
    finally:
        engine.dispose()


def test_database_urls_use_psycopg_3() -> None:
    assert normalize_database_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalize_database_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalize_database_url("sqlite:///x.db") == "sqlite:///x.db"


def test_settings_from_the_environment(tmp_path: Path) -> None:
    s = Settings.from_env({})
    assert s.database_url is None and s.url.endswith("data/bideuchre.sqlite3")
    s = Settings.from_env(
        {
            "DATABASE_URL": "postgresql://p@h/d",
            "BIDEUCHRE_DATA_DIR": str(tmp_path),
            "BIDEUCHRE_BOT_BUDGET": "0.25",
            "BIDEUCHRE_COOKIE_SECURE": "1",
        }
    )
    assert s.url == "postgresql+psycopg://p@h/d" and s.data_dir == tmp_path
    assert s.bot_budget == 0.25 and s.cookie_secure is True
    with pytest.raises(ValueError):
        Settings.from_env({"BIDEUCHRE_BOT_BUDGET": "soon"})


def test_serve_creates_its_data_folder(tmp_path: Path) -> None:
    from .conftest import make_client

    data = tmp_path / "nested" / "data"
    with make_client(data) as client:
        assert client.get("/api/health").json()["status"] == "ok"
    assert (data / "bideuchre.sqlite3").is_file()


def test_serve_command_options() -> None:
    from bideuchre.cli import build_parser

    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.data_dir) == ("127.0.0.1", 8000, "./data")
    args = build_parser().parse_args(
        ["serve", "--host", "0.0.0.0", "--port", "9000", "--data-dir", "/tmp/x"]
    )
    assert (args.host, args.port, args.data_dir) == ("0.0.0.0", 9000, "/tmp/x")


def test_health_is_503_when_the_database_is_unreachable(tmp_path: Path) -> None:
    from .conftest import make_client

    with make_client(tmp_path / "data") as client:
        app = client.app
        good = app.state.engine  # type: ignore[attr-defined]
        app.state.engine = make_engine(f"sqlite:///{tmp_path}/missing/dir/x.db")  # type: ignore[attr-defined]
        try:
            r = client.get("/api/health")
            assert r.status_code == 503
            assert r.json() == {"status": "error", "database": "unreachable"}
        finally:
            app.state.engine.dispose()  # type: ignore[attr-defined]
            app.state.engine = good  # type: ignore[attr-defined]
        assert client.get("/api/health").status_code == 200
