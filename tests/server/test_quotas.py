"""Write quotas (issue 11): new games and renames limited per identity and per
client address, counted in the database (so across processes), and the purge
of abandoned casual games (docs/api.md, "Limits")."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import select, update

from bideuchre.engine.record import replay
from bideuchre.server.models import DailyAttempt, Game, Player, RateCount
from bideuchre.server.quotas import PURGE_BATCH, purge_stale_games
from bideuchre.server.settings import Settings

from .conftest import TestClient, daily_app

_games = Game.__table__
_rates = RateCount.__table__
GAME = {"rules": "single-deck", "level": "easy"}


def _browser(app: Any, address: str) -> TestClient:
    return TestClient(app, headers={"X-Forwarded-For": address})


def test_games_are_limited_per_identity_and_address_across_processes(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    limits = {"game_limit": 3, "game_address_limit": 4, "trust_proxy": True}
    app, clock = daily_app(tmp_path / "data", fresh_database_url, **limits)
    other, _ = daily_app(tmp_path / "data", fresh_database_url, clock=clock, **limits)
    with TestClient(app), TestClient(other):
        me = _browser(app, "1.1.1.1")
        assert me.post("/api/games", json=GAME).status_code == 201
        me_elsewhere = _browser(other, "2.2.2.2")
        me_elsewhere.cookies.update(me.cookies)  # the same identity, another process
        assert me_elsewhere.post("/api/games", json=GAME).status_code == 201
        assert me.post("/api/games", json=GAME).status_code == 201
        r = me_elsewhere.post("/api/games", json=GAME)  # the identity's 4th
        assert r.status_code == 429, r.text
        assert r.json()["error"]["code"] == "rate_limited"
        assert r.json()["error"]["limit"] == "game"
        assert 0 < int(r.headers["retry-after"]) <= 600
        with other.state.store.engine.connect() as conn:
            assert len(conn.execute(select(_games.c.id)).all()) == 3  # nothing created
        # The address: 1.1.1.1 made 3 (counted), two new identities make 2 more.
        assert _browser(app, "1.1.1.1").post("/api/games", json=GAME).status_code == 201
        assert _browser(other, "1.1.1.1").post("/api/games", json=GAME).status_code == 201
        r = _browser(app, "1.1.1.1").post("/api/games", json=GAME)
        assert r.status_code == 429 and r.json()["error"]["limit"] == "game"
        assert _browser(app, "3.3.3.3").post("/api/games", json=GAME).status_code == 201
        clock.advance(seconds=600)
        assert me.post("/api/games", json=GAME).status_code == 201  # a new window


def test_renames_are_limited_per_identity_and_address(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    limits = {"rename_limit": 2, "rename_address_limit": 2, "trust_proxy": True}
    app, clock = daily_app(tmp_path / "data", fresh_database_url, **limits)
    with TestClient(app):
        me = _browser(app, "1.1.1.1")
        assert me.post("/api/me", json={"name": "First"}).status_code == 200  # creates
        assert me.post("/api/me", json={"name": "Second"}).status_code == 200
        assert me.post("/api/me", json={"name": "Third"}).status_code == 200
        r = me.post("/api/me", json={"name": "Fourth"})
        assert r.status_code == 429 and r.json()["error"]["limit"] == "rename"
        assert "retry-after" in r.headers
        assert me.get("/api/me").json()["player"]["name"] == "Third"
        other = _browser(app, "1.1.1.1")
        assert other.post("/api/me", json={"name": "Other"}).status_code == 200
        assert other.post("/api/me", json={"name": "Other 2"}).status_code == 429  # address
        assert _browser(app, "2.2.2.2").post("/api/me", json={"name": "Far"}).status_code == 200
        clock.advance(seconds=600)
        assert me.post("/api/me", json={"name": "Fourth"}).status_code == 200


def test_abandoned_casual_games_are_purged_in_batches_daily_games_never(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    app, clock = daily_app(tmp_path / "data", fresh_database_url, purge_days=30)
    with TestClient(app) as c:
        assert c.post("/api/me", json={"name": "Keeper"}).status_code == 200
        old = [c.post("/api/games", json=GAME).json()["view"]["id"] for _ in range(3)]
        daily = c.post("/api/daily/start", json={}).json()["view"]["id"]
        store = app.state.store
        with store.engine.begin() as conn:  # one old game was finished
            conn.execute(update(_games).where(_games.c.id == old[2]).values(phase="game_over"))
        clock.advance(days=29)
        recent = c.post("/api/games", json=GAME).json()["view"]["id"]
        clock.advance(days=2)  # old: 31 days untouched; recent: 2
        assert purge_stale_games(store, store.now(), batch=1) == 1  # bounded
        assert c.post("/api/games", json=GAME).status_code == 201  # purges the rest
        with store.engine.connect() as conn:
            left = set(conn.execute(select(_games.c.id)).scalars())
            attempts = conn.execute(select(DailyAttempt.__table__.c.game_id)).scalars().all()
        assert old[0] not in left and old[1] not in left
        assert {old[2], daily, recent} <= left and attempts == [daily]
        assert c.get(f"/api/games/{old[0]}").status_code == 404
        assert c.get(f"/api/games/{recent}").status_code == 200
    assert PURGE_BATCH <= 1000


def test_purge_can_be_turned_off(tmp_path: Path) -> None:
    app, clock = daily_app(tmp_path / "data", purge_days=0)
    with TestClient(app) as c:
        game = c.post("/api/games", json=GAME).json()["view"]["id"]
        clock.advance(days=400)
        store = app.state.store
        assert purge_stale_games(store, store.now() + timedelta(days=1)) == 0
        assert c.get(f"/api/games/{game}").status_code == 200


def test_record_checks_are_limited_per_address(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    """``POST /api/records/check`` runs the engine over a posted record: an
    address gets ``record_check_limit`` checks a window; the next is 429
    ``rate_limited`` (``limit``: ``record_check``) with no replay, no count
    kept and nothing created; other addresses and the next window go on."""
    data = Path(__file__).resolve().parents[1] / "data"
    record = json.loads((data / "double-deck-case23-made-with-extra-tricks.json").read_text())
    app, clock = daily_app(
        tmp_path / "data", fresh_database_url, record_check_limit=3, trust_proxy=True
    )
    with TestClient(app):
        me = _browser(app, "1.1.1.1")
        for _ in range(3):
            r = me.post("/api/records/check", json=record)
            assert r.status_code == 200 and r.json() == replay(record).to_json()
        engine = app.state.store.engine
        with engine.connect() as conn:
            before = conn.execute(select(_rates.c.bucket, _rates.c.count)).all()
        assert before == [("record_check", 3)]
        r = me.post("/api/records/check", json=record)
        assert r.status_code == 429, r.text
        error = r.json()["error"]
        assert error["code"] == "rate_limited" and error["limit"] == "record_check"
        assert "ok" not in r.json() and 0 < int(r.headers["retry-after"]) <= 600
        assert "set-cookie" not in r.headers  # no identity made
        with engine.connect() as conn:
            assert conn.execute(select(_rates.c.bucket, _rates.c.count)).all() == before
            assert conn.execute(select(_games.c.id)).all() == []
            assert conn.execute(select(Player.__table__.c.id)).all() == []
        assert _browser(app, "2.2.2.2").post("/api/records/check", json=record).status_code == 200
        clock.advance(seconds=600)
        assert me.post("/api/records/check", json=record).status_code == 200  # a new window
    assert Settings.from_env({}).record_check_limit == 120
    assert Settings.from_env({"BIDEUCHRE_RECORD_CHECK_LIMIT": "0"}).record_check_limit == 0
