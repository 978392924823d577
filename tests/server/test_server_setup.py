"""Server set-up details of issue 5: the OpenAPI page needs nothing from the
internet, and the daily-game migration keeps existing players and games."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import insert, select

from bideuchre.server.db import make_engine, migrate
from bideuchre.server.identity import hash_secret
from bideuchre.server.models import Game, PlayerKey

from .conftest import TestClient, make_client


def test_docs_page_loads_swagger_ui_from_this_server(client: TestClient) -> None:
    page = client.get("/docs")
    assert page.status_code == 200
    sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert sources and all(s.startswith("/") for s in sources), sources
    assert "cdn" not in page.text.lower()
    assert "'/openapi.json'" in page.text or '"/openapi.json"' in page.text
    for path in sources:
        r = client.get(path)
        assert r.status_code == 200 and len(r.content) > 0, path
    js = client.get("/docs-static/swagger-ui-bundle.js")
    assert "javascript" in js.headers["content-type"] and b"SwaggerUIBundle" in js.content


def test_daily_migration_keeps_players_and_their_games(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    database_url = fresh_database_url
    data = tmp_path / "data"
    data.mkdir()
    from bideuchre.server.settings import Settings

    url = Settings(data_dir=data, database_url=database_url).url
    engine = make_engine(url)
    now = datetime(2025, 1, 1, tzinfo=UTC)
    secret = "an-old-browser-secret"
    try:
        migrate(engine, "0001")
        with engine.begin() as conn:
            conn.exec_driver_sql(
                "INSERT INTO players (secret_hash, created_at, last_seen_at) VALUES "
                f"('{hash_secret(secret)}', '2025-01-01 00:00:00', '2025-01-01 00:00:00')"
            )
            player_id = conn.exec_driver_sql("SELECT id FROM players").scalar()
            conn.execute(
                insert(Game.__table__).values(
                    id="g_old",
                    player_id=player_id,
                    kind="casual",
                    level="easy",
                    seed="s",
                    rules="single-deck",
                    record={},
                    version=3,
                    phase="play",
                    hand_number=0,
                    ns_total=0,
                    ew_total=0,
                    winner=None,
                    created_at=now,
                    updated_at=now,
                )
            )
        migrate(engine)
        with engine.connect() as conn:
            keys = conn.execute(select(PlayerKey.__table__)).all()
            games = conn.execute(select(Game.__table__.c.id)).scalars().all()
        assert [(k.secret_hash, k.player_id) for k in keys] == [(hash_secret(secret), player_id)]
        assert games == ["g_old"]
    finally:
        engine.dispose()
    with make_client(data, database_url) as c:
        c.cookies.set("bideuchre_player", secret)
        listed = c.get("/api/games").json()["games"]
        assert [(g["id"], g["kind"], g["version"]) for g in listed] == [("g_old", "casual", 3)]
        assert c.post("/api/me", json={"name": "Old Timer"}).status_code == 200
        assert "set-cookie" not in c.post("/api/me", json={"name": "Old Timer 2"}).headers
