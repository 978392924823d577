"""The per-deal CPU comparison cannot be used to make the server work without
bound (issue 11): unplayed days are 404 and queue nothing, and however many
played days are asked for, one worker thread per process computes them one
at a time while every request answers at once (``computing`` with
``Retry-After``)."""

from __future__ import annotations

import threading
import time
from datetime import date, timedelta
from typing import Any

import pytest
from sqlalchemy import func, select

from bideuchre.server.daily import DAILY_DEALS
from bideuchre.server.models import DailyCpu

from .conftest import DailyWorld
from .test_rankings import D, add_attempt, player_id

_cpu = DailyCpu.__table__


def cpu_rows(world: DailyWorld) -> dict[date, str]:
    with world.app.state.store.engine.connect() as conn:
        return {r.day: r.status for r in conn.execute(select(_cpu.c.day, _cpu.c.status)).all()}


def workers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("daily-cpu") and t.is_alive()]


def fake_results(day: date) -> list[dict[str, Any]]:
    return [
        {"deal": k, "dealer": "N", "net": day.day, "score": {"NS": day.day, "EW": 0}}
        | {"contract": None, "made": None}
        for k in range(DAILY_DEALS)
    ]


@pytest.mark.parametrize("day", ["0001-01-01", "1999-12-31", D[3].isoformat()])
def test_an_unplayed_day_has_no_comparison_and_queues_nothing(world: DailyWorld, day: str) -> None:
    r = world.client.get(f"/api/daily/comparison?date={day}")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    assert cpu_rows(world) == {}
    assert world.app.state.daily.comparison._worker is None  # no thread was started


def test_many_played_days_are_computed_one_at_a_time_by_one_worker(
    world: DailyWorld, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = world.app.state.store
    pid = player_id(world, world.player("Al"))
    days = [D[1] - timedelta(days=n) for n in range(30)]
    for day in days:
        add_attempt(store, pid, day, 1)
    comparison = world.app.state.daily.comparison
    release = threading.Event()
    running: list[date] = []
    overlap: list[int] = []
    lock = threading.Lock()

    def slow_compute(day: date) -> list[dict[str, Any]]:
        with lock:
            running.append(day)
            overlap.append(len(running))
        release.wait(30)
        with lock:
            running.remove(day)
        return fake_results(day)

    monkeypatch.setattr(comparison, "compute", slow_compute)
    before = set(workers())  # other tests' workers may still be stopping
    for day in days:  # 30 requests, as in the report: each answers at once
        r = world.client.get(f"/api/daily/comparison?date={day.isoformat()}")
        assert r.status_code == 200 and r.json()["cpu_status"] == "computing"
        assert r.headers["retry-after"] == "5"
        assert all(d["cpu"] is None for d in r.json()["deals"])
    assert len(set(workers()) - before) == 1
    deadline = time.monotonic() + 10
    while not running and time.monotonic() < deadline:
        time.sleep(0.01)
    statuses = cpu_rows(world)
    assert sorted(statuses.values()).count("computing") == 1
    assert len(statuses) == 30 and sorted(statuses) == sorted(days)
    release.set()
    deadline = time.monotonic() + 30
    while set(cpu_rows(world).values()) != {"ready"} and time.monotonic() < deadline:
        time.sleep(0.02)
    assert set(cpu_rows(world).values()) == {"ready"}
    assert max(overlap) == 1 and len(overlap) == 30  # one at a time, each once
    assert set(workers()) - before == {comparison._worker}
    body = world.client.get(f"/api/daily/comparison?date={days[4].isoformat()}")
    assert body.json()["cpu_status"] == "ready" and "retry-after" not in body.headers
    assert [d["cpu"]["net"] for d in body.json()["deals"]] == [days[4].day] * DAILY_DEALS


def test_starting_the_ranked_game_queues_today_once(world: DailyWorld) -> None:
    player = world.player("Zoë")
    assert player.post("/api/daily/start", json={}).status_code == 201
    assert player.post("/api/daily/start", json={}).status_code == 200
    with world.app.state.store.engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(_cpu)).scalar_one() == 1


def test_a_claim_is_put_back_when_the_service_stops(
    world: DailyWorld, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = world.app.state.store
    add_attempt(store, player_id(world, world.player("Al")), D[1], 1)
    comparison = world.app.state.daily.comparison
    started = threading.Event()

    def advance(*_args: Any, **_kwargs: Any) -> list[Any]:
        started.set()
        comparison._stop.wait(30)  # a long deal, cut short by close()
        return []

    monkeypatch.setattr(comparison.cpu, "advance", advance)
    comparison.request(D[1])
    assert started.wait(10)
    assert cpu_rows(world)[D[1]] == "computing"
    comparison.close()
    assert cpu_rows(world)[D[1]] == "queued"  # the next process takes it at once
    assert comparison.claim() is not None
