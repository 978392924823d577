"""Shared daily reviews (issue 12, docs/api.md ``GET
/api/daily/reviews/{share_id}/{deal}``): a ranked attempt's deals are
reviewable by link once the day is over, never before."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from .conftest import DAY_START, DailyWorld, daily_app
from .support import attempt_rows, daily_driver

TODAY = DAY_START.date()


@pytest.fixture
def share_world(tmp_path: Path, database_url: str | None) -> Iterator[DailyWorld]:
    """A daily-game app with a fake clock, on SQLite or PostgreSQL."""
    app, clock = daily_app(tmp_path / "data", database_url)
    with TestClient(app) as c:
        yield DailyWorld(app, clock, c)


def test_a_deal_review_is_shared_once_the_day_is_over(share_world: DailyWorld) -> None:
    world = share_world
    owner = world.player("Ann")
    d = daily_driver(owner, random.Random(3))
    gid = d.view["id"]
    d.finish_hand()  # deal 0
    d.step()  # next deal
    d.finish_hand()  # deal 1
    assert d.view["hand_number"] == 1
    mine = owner.get(f"/api/games/{gid}/hands/1/review")
    assert mine.status_code == 200, mine.text
    attempt, deals = attempt_rows(world.app.state.store, gid)
    sid = attempt.share_id
    assert isinstance(sid, str) and len(sid) >= 16
    anyone = world.player()
    for deal in (0, 1):  # during the day: nobody can scout the deals
        r = anyone.get(f"/api/daily/reviews/{sid}/{deal}")
        assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    assert owner.get(f"/api/daily/comparison?date={TODAY}").status_code == 403
    assert all(h["share_id"] is None for h in owner.get("/api/me/stats").json()["history"])

    world.clock.advance(days=1)
    r = anyone.get(f"/api/daily/reviews/{sid}/1")
    assert r.status_code == 200, r.text
    shared = r.json().pop("shared")  # whose deal, which day (recheck: the viewer could not tell)
    assert shared == {"player": "Ann", "date": TODAY.isoformat()}
    assert {k: v for k, v in r.json().items() if k != "shared"} == mine.json()  # as it was
    r0 = anyone.get(f"/api/daily/reviews/{sid}/0")
    assert r0.status_code == 200, r0.text
    review0 = r0.json()
    assert review0["hand_number"] == 0
    stored0 = {k: v for k, v in review0["record"].items() if k not in ("format", "rules")}
    assert stored0 == {k: v for k, v in deals[0].record.items() if k not in ("format", "rules")}
    assert review0["result"] is not None and isinstance(review0["decisions"], list)
    assert all(w["seat"] in ("N", "E", "W") for w in review0["why"])
    assert anyone.get(f"/api/daily/reviews/{sid}/0").json() == review0  # stored
    assert anyone.get(f"/api/daily/reviews/{sid}/2").status_code == 404  # not played
    assert anyone.get(f"/api/daily/reviews/{sid}/8").status_code == 422
    # the owner gets the link with the past day's comparison
    comparison = owner.get(f"/api/daily/comparison?date={TODAY}")
    assert comparison.status_code == 200, comparison.text
    assert comparison.json()["share_id"] == sid
    other = world.player("Bob").get(f"/api/daily/comparison?date={TODAY}")
    assert other.status_code == 200 and other.json()["share_id"] is None
    # and in the personal page's history, once the day is over
    history = owner.get("/api/me/stats").json()["history"]
    assert [(h["date"], h["share_id"]) for h in history] == [(TODAY.isoformat(), sid)]


def test_unknown_ids_and_todays_attempts_answer_404(share_world: DailyWorld) -> None:
    world = share_world
    anyone = world.player()
    for sid in ("x" * 22, "not a share id", "A" * 40):
        r = anyone.get(f"/api/daily/reviews/{sid}/0")
        assert r.status_code == 404 and r.json()["error"]["what"] == "shared_review"
    world.clock.advance(days=1)
    # today's attempt (the day after a played day) stays hidden all day
    p = world.player("Cid")
    d = daily_driver(p, random.Random(5))
    d.finish_hand()
    attempt, deals = attempt_rows(world.app.state.store, d.view["id"])
    assert deals and attempt.share_id
    r = anyone.get(f"/api/daily/reviews/{attempt.share_id}/0")
    assert r.status_code == 404 and r.json()["error"]["what"] == "open_share"  # not a bad link
    assert "hands" not in r.text and "record" not in r.text
    world.clock.advance(days=1)
    assert anyone.get(f"/api/daily/reviews/{attempt.share_id}/0").status_code == 200
    r = anyone.get(f"/api/daily/reviews/{attempt.share_id}/5")  # a deal not played
    assert r.status_code == 404 and r.json()["error"]["what"] == "finished_hand"


def test_migration_0006_gives_existing_attempts_a_share_id(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    """Attempts made before 0006 (here: 0006 undone, then applied again) each
    get their own share id, and their shared review works."""
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import inspect, select

    from bideuchre.server.db import MIGRATIONS_DIR, make_engine, migrate
    from bideuchre.server.models import DailyAttempt

    app, clock = daily_app(tmp_path / "data", fresh_database_url)
    with TestClient(app):
        world = DailyWorld(app, clock, TestClient(app))
        for i, name in enumerate(("Dee", "Eve")):
            d = daily_driver(world.player(name), random.Random(i))
            d.finish_hand()
        engine = make_engine(app.state.settings.url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0005")
    assert "share_id" not in {c["name"] for c in inspect(engine).get_columns("daily_attempts")}
    migrate(engine)
    attempts = DailyAttempt.__table__
    with engine.connect() as conn:
        ids = [r.share_id for r in conn.execute(select(attempts.c.share_id)).all()]
    engine.dispose()
    assert len(ids) == 2 and len(set(ids)) == 2
    assert all(isinstance(s, str) and len(s) == 22 for s in ids)
    app, clock = daily_app(tmp_path / "data", fresh_database_url, clock=clock)
    clock.advance(days=1)
    with TestClient(app) as c:
        for sid in ids:
            r = c.get(f"/api/daily/reviews/{sid}/0")
            assert r.status_code == 200, r.text
