"""Standings, percentiles, all-time and weekly rankings, the personal page
and the per-deal CPU comparison (docs/api.md, "Daily leaderboard" to
"Personal page").  Days are built straight in the database, then read through
the API with a fake clock."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sqlalchemy import insert, select, update

from bideuchre.server.cpu import CpuPlayer
from bideuchre.server.daily import (
    DAILY_DEALS,
    cpu_seed,
    daily_rules,
    day_seed,
    deal_outcome,
    deal_state,
)
from bideuchre.server.errors import ApiError
from bideuchre.server.models import DailyAttempt, DailyCpu, Game
from bideuchre.server.standings import parse_day, parse_week, standings, streaks, week_end

from .conftest import DAY_START, DailyWorld, TestClient, daily_app
from .support import TEST_LEVEL, daily_driver

TODAY = DAY_START.date()  # Friday 2025-03-14, ISO week 11
D = {n: TODAY - timedelta(days=n) for n in range(8)}


class Row:
    def __init__(self, pid: int, net: int, finished: bool = True) -> None:
        self.player_id = pid
        self.net = net
        self.made = self.set = 0
        self.deals_done = 8 if finished else 3
        self.finished_at = (
            datetime(2025, 1, 1, tzinfo=UTC) + timedelta(seconds=pid) if finished else None
        )


def expected_percentiles(rows: list[Row]) -> dict[int, float]:
    """The share of the field beaten, ties counting half; unfinished after finished."""
    key = {r.player_id: (0 if r.finished_at else 1, -r.net) for r in rows}
    n = len(rows)
    out = {}
    for pid, mine in key.items():
        worse = sum(1 for p, k in key.items() if p != pid and k > mine)
        tied = sum(1 for p, k in key.items() if p != pid and k == mine)
        out[pid] = 50.0 if n == 1 else 100 * (worse + 0.5 * tied) / (n - 1)
    return out


def test_standings_rank_ties_together_and_unfinished_last() -> None:
    rows = [Row(1, 5), Row(2, 10), Row(3, 5), Row(4, 50, finished=False), Row(5, 0)]
    closed = standings(rows, closed=True)
    assert [(s.player_id, s.rank) for s in closed] == [(2, 1), (1, 2), (3, 2), (5, 4), (4, 5)]
    expected = expected_percentiles(rows)
    assert {s.player_id: s.percentile for s in closed} == pytest.approx(expected)
    open_day = standings(rows, closed=False)
    assert [s.player_id for s in open_day] == [2, 1, 3, 5]  # still playing: not listed
    assert standings([Row(9, 3)], closed=True)[0].percentile == 50.0
    assert standings([], closed=True) == []


def test_streaks() -> None:
    t = TODAY
    days = [t - timedelta(days=n) for n in (1, 2, 3, 5, 6, 7, 8, 20)]
    assert streaks(days, t) == (3, 4)  # today not played yet: the run to yesterday
    assert streaks([*days, t], t) == (4, 4)
    assert streaks([t - timedelta(days=2)], t) == (0, 1)
    assert streaks([], t) == (0, 0)


def test_parse_week() -> None:
    assert parse_week(None, TODAY) == date(2025, 3, 10)  # the week of yesterday
    assert parse_week(None, date(2025, 3, 10)) == date(2025, 3, 3)  # on a Monday: last week
    assert parse_week("2025-W01", TODAY) == date(2024, 12, 30)


# ---------------------------------------------------------------- days in the database


def add_attempt(
    service: Any, player_id: int, day: date, net: int, finished: bool = True, number: int = 1
) -> None:
    game_id = f"g_t{player_id}_{day.isoformat()}_{number}"
    at = datetime(day.year, day.month, day.day, 10, tzinfo=UTC) + timedelta(minutes=player_id)
    with service.engine.begin() as conn:
        conn.execute(
            insert(Game.__table__).values(
                id=game_id,
                player_id=player_id,
                kind="daily",
                level=TEST_LEVEL,
                seed="x" * 64,
                rules="double-deck",
                record={},
                version=1,
                phase="game_over" if finished else "play",
                hand_number=7 if finished else 2,
                ns_total=net,
                ew_total=0,
                winner=None,
                created_at=at,
                updated_at=at,
            )
        )
        conn.execute(
            insert(DailyAttempt.__table__).values(
                game_id=game_id,
                player_id=player_id,
                day=day,
                number=number,
                ranked=number == 1,
                deals_done=8 if finished else 2,
                ns_points=net,
                ew_points=0,
                net=net,
                made=1,
                set=2,
                results=[],
                started_at=at,
                finished_at=at + timedelta(minutes=30) if finished else None,
            )
        )


def player_id(world: DailyWorld, client: TestClient) -> int:
    pid = world.app.state.store.player_id(client.cookies.get("bideuchre_player"))
    assert pid is not None
    return int(pid)


#: Nets per day (days before today), None for an unfinished attempt's net.
HISTORY: dict[int, dict[str, tuple[int, bool]]] = {
    6: {"Al": (10, True), "Bo": (5, True), "Cy": (5, True), "Di": (0, True)},  # Sat, week 10
    5: {"Al": (50, False), "Bo": (1, True), "Cy": (-3, True)},  # Sun, week 10
    4: {"Al": (7, True), "Bo": (7, True), "Di": (9, True)},  # Mon, week 11
    3: {"Al": (2, True), "Cy": (4, True)},
    1: {"Al": (1, True), "Bo": (0, True), "Cy": (-1, True), "Di": (-2, True)},
    0: {"Al": (100, True), "Bo": (3, False)},  # today: never in rankings
}


@pytest.fixture
def history(tmp_path: Path) -> Any:
    app, clock = daily_app(tmp_path / "data", rank_min_days=3, week_min_days=2)
    with TestClient(app) as first:
        world = DailyWorld(app, clock, first)
        clients = {n: world.player(n) for n in ("Al", "Bo", "Cy", "Di")}
        ids = {n: player_id(world, c) for n, c in clients.items()}
        service = app.state.store
        for back, day in HISTORY.items():
            for name, (net, done) in day.items():
                add_attempt(service, ids[name], D[back], net, done)
        add_attempt(service, ids["Di"], D[1], 999, True, number=2)  # practice: never counted
        yield world, clients, ids


def percentiles_by_day(ids: dict[str, int], first: int, last: int) -> dict[str, list[float]]:
    """Expected daily percentiles of each player over days ``first..last`` back."""
    out: dict[str, list[float]] = {}
    names = {v: k for k, v in ids.items()}
    for back, day in HISTORY.items():
        if not last <= back <= first:
            continue
        rows = [Row(ids[n], net, done) for n, (net, done) in day.items()]
        for pid, p in expected_percentiles(rows).items():
            out.setdefault(names[pid], []).append(p)
    return out


def test_all_time_and_weekly_rankings(history: Any) -> None:
    world, clients, ids = history
    # (Closed days never change: the rankings are cached until the day
    # changes, so every past result is in place before the first read.)
    lonely = world.player("Lonely")
    add_attempt(world.app.state.store, player_id(world, lonely), D[2], 5)
    body = clients["Bo"].get("/api/rankings").json()
    expected = percentiles_by_day(ids, 6, 1)
    scores = {n: round(sum(v) / len(v), 1) for n, v in expected.items()}
    eligible = {n: s for n, s in scores.items() if len(expected[n]) >= 3}
    assert {e["name"]: e["score"] for e in body["entries"]} == eligible
    assert [e["score"] for e in body["entries"]] == sorted(eligible.values(), reverse=True)
    assert body["entries"][0]["rank"] == 1 and body["min_days"] == 3
    assert {e["name"]: e["days"] for e in body["entries"]} == {
        n: len(expected[n]) for n in eligible
    }
    assert body["you"]["name"] == "Bo" and body["you"]["you"] is True
    assert body["from"] is None and body["to"] == D[1].isoformat()
    week = clients["Di"].get("/api/rankings?period=week").json()
    assert (
        week["week"] == "2025-W11" and week["from"] == "2025-03-10" and week["to"] == "2025-03-16"
    )
    expected_week = percentiles_by_day(ids, 4, 1)
    assert {e["name"]: e["score"] for e in week["entries"]} == {
        n: round(sum(v) / len(v), 1) for n, v in expected_week.items() if len(v) >= 2
    }
    last_week = clients["Cy"].get("/api/rankings?period=week&week=2025-W10").json()
    expected_last = percentiles_by_day(ids, 6, 5)
    assert {e["name"]: e["score"] for e in last_week["entries"]} == {
        n: round(sum(v) / len(v), 1) for n, v in expected_last.items() if len(v) >= 2
    }
    assert last_week["you"]["name"] == "Cy"
    mine = lonely.get("/api/rankings").json()["you"]
    assert mine["rank"] is None and mine["days"] == 1 and mine["score"] == 50.0
    month = lonely.get("/api/rankings?period=month")
    assert month.status_code == 400
    assert month.json()["error"]["code"] == "bad_period"
    assert month.json()["error"]["periods"] == ["all", "week"]
    bad_week = lonely.get("/api/rankings?period=week&week=2025-11")
    assert bad_week.status_code == 400 and bad_week.json()["error"]["code"] == "bad_date"


def test_past_leaderboards_rank_unfinished_attempts_last(history: Any) -> None:
    world, clients, _ids = history
    stranger = world.player()  # no identity: past days are open to everyone
    board = stranger.get(f"/api/daily/leaderboard?date={D[5].isoformat()}").json()
    assert [(e["name"], e["rank"], e["finished"]) for e in board["entries"]] == [
        ("Bo", 1, True),
        ("Cy", 2, True),
        ("Al", 3, False),
    ]
    assert board["you"] is None and board["closed"] is True
    board = clients["Cy"].get(f"/api/daily/leaderboard?date={D[6].isoformat()}&limit=2").json()
    assert [(e["name"], e["rank"]) for e in board["entries"]] == [("Al", 1), ("Bo", 2)]
    assert board["players"] == 4 and board["you"]["name"] == "Cy" and board["you"]["rank"] == 2
    page = clients["Cy"].get(f"/api/daily/leaderboard?date={D[6].isoformat()}&offset=2").json()
    assert [(e["name"], e["rank"]) for e in page["entries"]] == [("Cy", 2), ("Di", 4)]
    # Today: the finished player sees the board (B, still playing, is not on it yet).
    assert [e["name"] for e in clients["Al"].get("/api/daily/leaderboard").json()["entries"]] == [
        "Al"
    ]
    assert clients["Bo"].get("/api/daily/leaderboard").status_code == 403
    assert clients["Cy"].get("/api/daily/leaderboard").status_code == 403  # not started


def test_personal_page(history: Any) -> None:
    world, clients, ids = history
    stats = clients["Al"].get("/api/me/stats").json()
    closed = percentiles_by_day(ids, 6, 1)["Al"]
    assert stats["days_played"] == len(closed) + 1  # and today, finished
    assert [h["date"] for h in stats["history"]] == [D[n].isoformat() for n in (0, 1, 3, 4, 5, 6)]
    today = stats["history"][0]
    assert today["closed"] is False and today["rank"] == 1 and today["players"] == 1
    ranks = [h["rank"] for h in stats["history"]]
    assert stats["average_rank"] == round(sum(ranks) / len(ranks), 1)
    # Best percentile (100 on two days, both first): the earlier day.
    assert stats["best_day"] == {"date": D[6].isoformat(), "rank": 1, "players": 4, "net": 10}
    assert (stats["current_streak"], stats["longest_streak"]) == (2, 4)
    sunday = next(h for h in stats["history"] if h["date"] == D[5].isoformat())
    assert sunday["finished"] is False and sunday["rank"] == 3 and sunday["percentile"] == 0.0
    b = clients["Bo"].get("/api/me/stats").json()
    # today started, not finished: not a day played, so not in the streak either (it
    # said 2, counting today, beside days played that did not: "DAYS PLAYED 0" beside
    # "CURRENT STREAK 1 day" for a first daily in progress)
    assert b["days_played"] == 4 and (b["current_streak"], b["longest_streak"]) == (1, 3)
    assert all(h["date"] != TODAY.isoformat() for h in b["history"])
    nobody = world.player()
    assert nobody.get("/api/me/stats").status_code == 404
    fresh = world.player("Fresh").get("/api/me/stats").json()
    assert fresh["days_played"] == 0 and fresh["best_day"] is None and fresh["average_rank"] is None


def test_a_first_daily_in_progress_is_neither_a_day_played_nor_a_streak(history: Any) -> None:
    """The "You" page mid-daily showed "DAYS PLAYED 0" beside "CURRENT
    STREAK 1 day": streaks count the days played (docs/api.md), today once
    its ranked attempt is finished."""
    world, _clients, _ids = history
    newcomer = world.player("Newcomer")
    service = world.app.state.store
    add_attempt(service, player_id(world, newcomer), TODAY, 4, finished=False)
    stats = newcomer.get("/api/me/stats").json()
    assert (stats["days_played"], stats["current_streak"], stats["longest_streak"]) == (0, 0, 0)
    with service.engine.begin() as conn:
        conn.execute(
            update(DailyAttempt.__table__)
            .where(DailyAttempt.__table__.c.player_id == player_id(world, newcomer))
            .values(finished_at=datetime(TODAY.year, TODAY.month, TODAY.day, 11, tzinfo=UTC))
        )
    stats = newcomer.get("/api/me/stats").json()
    assert (stats["days_played"], stats["current_streak"], stats["longest_streak"]) == (1, 1, 1)


# ---------------------------------------------------------------- the CPU comparison


def direct_cpu_results(day: date, level: str) -> list[int]:
    seed = day_seed(b"test-secret", day)
    cpu = CpuPlayer(0.2)
    nets = []
    for k in range(DAILY_DEALS):
        state = deal_state(daily_rules(), seed, k)
        cpu.advance(state, level, cpu_seed(seed, k), deterministic=True, south=True)
        nets.append(deal_outcome(state, k, (0, 0)).net)
    return nets


def wait_ready(client: TestClient, day: date, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = client.get(f"/api/daily/comparison?date={day.isoformat()}").json()
        if body["cpu_status"] == "ready":
            return body  # type: ignore[no-any-return]
        time.sleep(0.05)
    raise AssertionError("the CPU comparison never became ready")


def test_the_cpu_comparison_is_computed_once_by_one_process(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    app, clock = daily_app(tmp_path / "data", fresh_database_url)
    other, _ = daily_app(tmp_path / "data", fresh_database_url, clock=clock)
    with TestClient(app) as a, TestClient(other):
        world = DailyWorld(app, clock, a)
        store = app.state.store
        add_attempt(store, player_id(world, world.player("Al")), D[1], 3)
        with store.engine.begin() as conn:  # queued, as request() does, no worker woken
            conn.execute(
                insert(DailyCpu.__table__).values(
                    day=D[1], level=TEST_LEVEL, status="queued", token="", claimed_at=store.now()
                )
            )
        services = [app.state.daily, other.state.daily]
        claims: list[Any] = []
        barrier = threading.Barrier(8)

        def claim(i: int) -> None:
            barrier.wait()
            claims.append(services[i % 2].comparison.claim())

        threads = [threading.Thread(target=claim, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        won = [c for c in claims if c is not None]
        assert len(won) == 1 and won[0][0] == D[1]  # one claim across both processes
        services[0].comparison.request(D[1])  # already there: not queued again
        assert services[1].comparison.claim() is None
        assert services[0].comparison._compute(*won[0]) is True
        body = wait_ready(a, D[1])
        assert [d["cpu"]["net"] for d in body["deals"]] == direct_cpu_results(D[1], TEST_LEVEL)
        assert [d["deal"] for d in body["deals"]] == list(range(DAILY_DEALS))
        assert body["deals"][0]["field"] == {"players": 0, "average": None}  # no deal rows
        assert services[0].comparison.claim() is None  # ready: never again


def test_a_stale_claim_is_taken_over(world: DailyWorld) -> None:
    service = world.app.state.store
    add_attempt(service, player_id(world, world.player("Al")), D[2], 3)
    with service.engine.begin() as conn:
        conn.execute(
            insert(DailyCpu.__table__).values(
                day=D[2],
                level=TEST_LEVEL,
                status="computing",
                token="dead",
                claimed_at=service.now(),
            )
        )
    r = world.client.get(f"/api/daily/comparison?date={D[2].isoformat()}")
    body = r.json()
    assert body["cpu_status"] == "computing" and all(d["cpu"] is None for d in body["deals"])
    assert r.headers["retry-after"] == "5"
    world.clock.advance(minutes=31)
    ready = wait_ready(world.client, D[2])
    assert [d["cpu"]["net"] for d in ready["deals"]] == direct_cpu_results(D[2], TEST_LEVEL)
    with service.engine.connect() as conn:
        row = conn.execute(select(DailyCpu.__table__)).one()
    assert row.token != "dead" and row.status == "ready"


def test_comparison_after_playing(world: DailyWorld) -> None:
    c = world.player("Zoë")
    assert c.get("/api/daily/comparison").status_code == 403
    driver = daily_driver(c, random.Random(5))
    driver.finish_game()
    body = wait_ready(c, TODAY)
    mine = [h["score"]["NS"] - h["score"]["EW"] for h in driver.view["hand_scores"]]
    assert [d["you"]["net"] for d in body["deals"]] == mine
    assert [d["field"]["average"] for d in body["deals"]] == [float(m) for m in mine]
    assert [d["you"]["contract"] for d in body["deals"]] == [
        h["contract"] for h in driver.view["hand_scores"]
    ]


# ------------------------------------------------------------ malformed dates


def test_parse_week_and_day_edges() -> None:
    """Weeks not in the ISO calendar are 400, future weeks 404 as a future day
    (9999-W52, the calendar's last week, included), and only the exact
    YYYY-MM-DD / YYYY-Www forms are taken."""
    for text in ("9999-W53", "2025-W53", "0000-W01", "2025-W00", "2025-W1", "٢٠٢٥-W01"):
        with pytest.raises(ApiError) as bad:
            parse_week(text, TODAY)
        assert bad.value.status == 400 and bad.value.code == "bad_date", text
    for text in ("9999-W52", "9999-W51", "2025-W12"):  # 2025-W12 begins on Monday 2025-03-17
        with pytest.raises(ApiError) as future:
            parse_week(text, TODAY)
        assert future.value.status == 404 and future.value.code == "not_found", text
    assert parse_week("0001-W01", TODAY) == date(1, 1, 1)
    assert parse_week("2025-W11", TODAY) == date(2025, 3, 10)  # this week: begun
    for text in ("2025-W11-5", "20250314", "2025-03-14\n", "2025-3-14", "+2025-03-14"):
        with pytest.raises(ApiError) as bad:
            parse_day(text, TODAY)
        assert bad.value.status == 400 and bad.value.code == "bad_date", text
    assert parse_day("0001-01-01", TODAY) == date(1, 1, 1)


def test_the_calendars_last_week_ends_on_its_last_day() -> None:
    """9999-W52 runs Monday 9999-12-27 to Sunday 10000-01-02: once begun it is
    taken, and its end is 9999-12-31, the last day there is."""
    last = date(9999, 12, 31)
    assert parse_week("9999-W52", last) == date(9999, 12, 27)
    assert week_end(date(9999, 12, 27)) == last
    assert week_end(date(9999, 12, 20)) == date(9999, 12, 26)
    assert week_end(date(2025, 3, 10)) == date(2025, 3, 16)


def test_the_docs_example_of_a_week_not_in_the_calendar_is_one() -> None:
    """docs/api.md named 2026-W53 as "not in the calendar" (400), but 2026 has
    an ISO week 53 (from Monday 2026-12-28): from a later day it is a real week,
    and the example the docs give now is refused as they say."""
    import re

    api = (Path(__file__).resolve().parents[2] / "docs" / "api.md").read_text()
    example = re.search(r"a week that is not in the\s+(?:ISO\s+)?calendar \((\d{4}-W\d\d)", api)
    assert example is not None
    with pytest.raises(ApiError) as bad:
        parse_week(example.group(1), date(2027, 6, 1))
    assert bad.value.status == 400 and bad.value.code == "bad_date"
    assert parse_week("2026-W53", date(2027, 6, 1)) == date(2026, 12, 28)


def test_future_weeks_and_days_answer_alike(world: DailyWorld) -> None:
    c = world.client
    assert c.get("/api/daily/leaderboard?date=9999-12-31").status_code == 404
    for week in ("9999-W51", "9999-W52"):  # future weeks, the calendar's last one too
        r = c.get(f"/api/rankings?period=week&week={week}")
        assert r.status_code == 404 and r.json()["error"]["code"] == "not_found", week
    r = c.get("/api/rankings?period=week&week=9999-W53")  # 9999 has 52 ISO weeks
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_date"
    r = c.get("/api/rankings?period=week&week=0001-W01")
    assert r.status_code == 200 and r.json()["week"] == "0001-W01"
    assert r.json()["from"] == "0001-01-01" and r.json()["to"] == "0001-01-07"
    for path in ("/api/daily/leaderboard", "/api/daily/comparison"):
        r = c.get(f"{path}?date=2025-W11-3")
        assert r.status_code == 400 and r.json()["error"]["code"] == "bad_date"


_DATE_CHARS = st.sampled_from("0123456789-W+:T \n٣x")
_YEARS = st.one_of(st.sampled_from([0, 1, 2024, 2025, 9998, 9999]), st.integers(0, 9999))
_WEEKS = st.one_of(st.sampled_from([0, 1, 52, 53]), st.integers(0, 60))
_DATE_TEXT = st.one_of(
    st.text(_DATE_CHARS, max_size=12),
    st.builds(lambda y, w: f"{y:04d}-W{w:02d}", _YEARS, _WEEKS),
    st.builds(lambda y, w, d: f"{y:04d}-W{w:02d}-{d}", _YEARS, _WEEKS, st.integers(0, 8)),
    st.builds(
        lambda y, m, d: f"{y:04d}-{m:02d}-{d:02d}", _YEARS, st.integers(0, 13), st.integers(0, 32)
    ),
)


@pytest.fixture(scope="module")
def fuzz_world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DailyWorld]:
    app, clock = daily_app(tmp_path_factory.mktemp("fuzz") / "data")
    with TestClient(app) as c:
        yield DailyWorld(app, clock, c)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=_DATE_TEXT)
@example(text="9999-W52")  # the last days of the calendar (found by a fresh-user test)
@example(text="9999-12-31")
def test_date_and_week_parameters_never_fail_the_server(fuzz_world: DailyWorld, text: str) -> None:
    """Any week or date string is answered 200, 400 bad_date / validation or
    404 not_found (a future or unplayed day), never 500."""
    c = fuzz_world.client
    for path, params in (
        ("/api/rankings", {"period": "week", "week": text}),
        ("/api/daily/leaderboard", {"date": text}),
        ("/api/daily/comparison", {"date": text}),
    ):
        r = c.get(path, params=params)
        assert r.status_code in (200, 400, 403, 404, 422), (path, text, r.text)
        if r.status_code == 400:
            assert r.json()["error"]["code"] == "bad_date"


def test_a_day_not_in_the_calendar_is_named_so() -> None:
    """2026-02-30 has the YYYY-MM-DD shape: it is refused (400 ``bad_date``) as
    "no such day", not as a malformed date, which it is not."""
    with pytest.raises(ApiError) as bad:
        parse_day("2026-02-30", TODAY)
    assert bad.value.status == 400 and bad.value.code == "bad_date"
    assert bad.value.message == "no such day: '2026-02-30'"
    with pytest.raises(ApiError) as malformed:
        parse_day("2026-2-3", TODAY)
    assert malformed.value.code == "bad_date"
    assert malformed.value.message.startswith("a date is YYYY-MM-DD")
