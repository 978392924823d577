"""A day of the daily game keeps the CPU players' settings version it was
first played with (:mod:`bideuchre.bots.versions`, ``daily_days``): after a
deployment makes another version current, and across a server restart, its
CPU seats and its CPU comparison decide as before; the next day takes the
new version (docs/bots.md, "Settings versions")."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from bideuchre.bots import versions
from bideuchre.bots.search import SearchConfig
from bideuchre.server.models import DailyDay

from .conftest import DAY_START, TestClient, daily_app
from .support import attempt_rows, daily_driver

TODAY = DAY_START.date()
#: Two versions of ``medium`` a little apart (one more world a card, one
#: more a call), tiny so the test is quick.
TINY_A = SearchConfig(
    play_worlds=3, min_play_worlds=3, play_work=30, call_worlds=2, solve_tricks=1, max_seconds=1
)
TINY_B = replace(TINY_A, play_worlds=4, min_play_worlds=4, play_work=40, call_worlds=3)


@pytest.fixture
def tiny(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Registers versions ``tA`` and ``tB``; returns a function that makes one current."""
    monkeypatch.setitem(versions.VERSIONS, "tA", {"medium": TINY_A})
    monkeypatch.setitem(versions.VERSIONS, "tB", {"medium": TINY_B})

    def make_current(name: str) -> None:
        monkeypatch.setattr(versions, "CURRENT", name)

    return make_current


def app_on(data: Path, database_url: str | None = None, clock: Any = None) -> Any:
    app, _ = daily_app(data, database_url, clock=clock, daily_level="medium")
    return app


def stored_days(app: Any) -> dict[Any, str]:
    days = DailyDay.__table__
    with app.state.store.engine.connect() as conn:
        return {r.day: r.bots for r in conn.execute(select(days.c.day, days.c.bots)).all()}


def first_deal(app: Any, south_seed: int = 12) -> tuple[Any, list[Any]]:
    """Deal 0 of the ranked attempt played through with a seeded South:
    ``(deal 0's record, the day's CPU comparison)``."""
    with TestClient(app) as c:
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(south_seed))
        driver.finish_hand()
        _, deals = attempt_rows(app.state.store, driver.view["id"])
        return deals[0].record, app.state.daily.comparison.compute(TODAY)


def test_a_day_keeps_its_version_after_a_new_one_and_a_restart(
    tmp_path: Path, fresh_database_url: str | None, tiny: Any
) -> None:
    tiny("tA")
    record_a, comparison_a = first_deal(app_on(tmp_path / "a"))
    tiny("tB")
    record_b, comparison_b = first_deal(app_on(tmp_path / "b"))
    # the two versions decide differently somewhere (else this test holds nothing)
    assert record_a != record_b and comparison_a != comparison_b

    # The day starts under tA ...
    tiny("tA")
    data = tmp_path / "mixed"
    app, clock = daily_app(data, fresh_database_url, daily_level="medium")
    with TestClient(app) as c:
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(12))
        for _ in range(2):
            driver.step()
        cookies = dict(c.cookies)
        rng_state = driver.rng.getstate()
        assert stored_days(app) == {TODAY: "tA"}
    # ... then new code makes tB current, and the server restarts.
    tiny("tB")
    app = app_on(data, fresh_database_url, clock=clock)
    with TestClient(app, cookies=cookies) as c:
        driver = daily_driver(c, random.Random())
        driver.rng.setstate(rng_state)
        driver.finish_hand()
        _, deals = attempt_rows(app.state.store, driver.view["id"])
        assert deals[0].record == record_a
        assert app.state.daily.comparison.compute(TODAY) == comparison_a
        # the next day is played with the version current then
        clock.advance(days=1)
        c.post("/api/daily/start", json={})
        assert stored_days(app) == {TODAY: "tA", TODAY + timedelta(days=1): "tB"}


def test_an_unknown_stored_version_plays_with_the_current_one(
    tmp_path: Path, tiny: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """A version removed from the code by mistake does not stop the day's games."""
    tiny("tA")
    app = app_on(tmp_path / "d")
    with TestClient(app) as c:
        with app.state.store.engine.begin() as conn:
            conn.execute(
                DailyDay.__table__.insert().values(
                    day=TODAY, bots="gone", created_at=app.state.store.now()
                )
            )
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(12))
        driver.finish_hand()
    assert "unknown bot settings version 'gone'" in caplog.text


# ---------------------------------------------------------------------- the level
#: Two levels that play differently and fast.
LEVEL_A, LEVEL_B = "random", "easy"


def stored_levels(app: Any) -> dict[Any, str | None]:
    days = DailyDay.__table__
    with app.state.store.engine.connect() as conn:
        return {r.day: r.level for r in conn.execute(select(days.c.day, days.c.level)).all()}


def first_deal_at(data: Path, level: str) -> tuple[Any, list[Any]]:
    """:func:`first_deal` on a fresh app whose daily level is ``level``."""
    app, _ = daily_app(data, daily_level=level)
    with TestClient(app) as c:
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(12))
        driver.finish_hand()
        _, deals = attempt_rows(app.state.store, driver.view["id"])
        return deals[0].record, app.state.daily.comparison.compute(TODAY)


def test_a_day_keeps_its_level_after_the_setting_changes_and_a_restart(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    record_a, comparison_a = first_deal_at(tmp_path / "a", LEVEL_A)
    record_b, comparison_b = first_deal_at(tmp_path / "b", LEVEL_B)
    # the two levels play differently (else this test holds nothing)
    assert record_a != record_b and comparison_a != comparison_b

    # The day starts with BIDEUCHRE_DAILY_LEVEL=A ...
    data = tmp_path / "mixed"
    app, clock = daily_app(data, fresh_database_url, daily_level=LEVEL_A)
    with TestClient(app) as c:
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(12))
        for _ in range(2):
            driver.step()
        cookies = dict(c.cookies)
        rng_state = driver.rng.getstate()
        assert stored_levels(app) == {TODAY: LEVEL_A}
    # ... then the setting becomes B, and the server restarts.
    app, _ = daily_app(data, fresh_database_url, clock=clock, daily_level=LEVEL_B)
    with TestClient(app, cookies=cookies) as c:
        assert c.get("/api/daily").json()["level"] == LEVEL_A
        driver = daily_driver(c, random.Random())
        driver.rng.setstate(rng_state)
        driver.finish_hand()
        _, deals = attempt_rows(app.state.store, driver.view["id"])
        assert deals[0].record == record_a
        assert app.state.daily.comparison.compute(TODAY) == comparison_a
        assert app.state.daily.comparison.level_of(TODAY) == LEVEL_A
        # the next day is played at the level set then
        clock.advance(days=1)
        assert c.get("/api/daily").json()["level"] == LEVEL_B
        c.post("/api/daily/start", json={})
        assert stored_levels(app) == {TODAY: LEVEL_A, TODAY + timedelta(days=1): LEVEL_B}


def test_a_day_stored_before_its_level_takes_the_setting_then_keeps_it(tmp_path: Path) -> None:
    """A ``daily_days`` row from before migration 0009 (no level) gets the
    setting at the day's next use, then keeps it."""
    data = tmp_path / "d"
    app, clock = daily_app(data, daily_level=LEVEL_B)
    with TestClient(app) as c:
        with app.state.store.engine.begin() as conn:
            conn.execute(
                DailyDay.__table__.insert().values(
                    day=TODAY, bots=versions.current(), created_at=app.state.store.now()
                )
            )
        assert stored_levels(app) == {TODAY: None}
        c.post("/api/me", json={"name": "Zoë"})
        daily_driver(c, random.Random(12))
        assert stored_levels(app) == {TODAY: LEVEL_B}
        cookies = dict(c.cookies)
    app, _ = daily_app(data, clock=clock, daily_level=LEVEL_A)
    with TestClient(app, cookies=cookies) as c:
        assert c.get("/api/daily").json()["level"] == LEVEL_B
        assert app.state.daily.bots.level(TODAY) == LEVEL_B
    assert stored_levels(app) == {TODAY: LEVEL_B}


def test_an_unknown_stored_level_plays_at_the_setting(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A level removed from the code does not stop the day's games."""
    app, _ = daily_app(tmp_path / "d", daily_level=LEVEL_B)
    with TestClient(app) as c:
        with app.state.store.engine.begin() as conn:
            conn.execute(
                DailyDay.__table__.insert().values(
                    day=TODAY,
                    bots=versions.current(),
                    level="gone",
                    created_at=app.state.store.now(),
                )
            )
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(12))
        driver.finish_hand()
        assert c.get("/api/daily").json()["level"] == LEVEL_B
    assert "unknown daily level 'gone'" in caplog.text
