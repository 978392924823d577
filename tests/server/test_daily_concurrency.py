"""50 players finish the daily game at the same moment, on two server
processes sharing one database (SQLite and PostgreSQL): every finish is
counted once, and the leaderboard, each player's rank and the field averages
agree with each other and with the nets.

Playing 50 whole attempts would be slow, so one reference player plays up to
its last card of the 8th deal, and 49 more attempts are put in the same
position in the database (their earlier totals shifted, so the nets differ
and some tie); then 50 threads send that last card at once.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, func, insert, select, update

from bideuchre.server.daily import DAILY_DEALS
from bideuchre.server.models import DailyAttempt, DailyDeal, Game

from .support import ServerProcess, daily_driver, start_all
from .test_persistence import db_url

PLAYERS = 50
_games = Game.__table__
_attempts = DailyAttempt.__table__
_deals = DailyDeal.__table__


@pytest.fixture
def two_servers(
    tmp_path: Path, database_url: str | None
) -> Iterator[tuple[list[ServerProcess], str]]:
    env = {
        "BIDEUCHRE_DAILY_LEVEL": "easy",
        "BIDEUCHRE_SECRET": "concurrency-secret",
        "BIDEUCHRE_IDENTITY_LIMIT": "0",
        "BIDEUCHRE_RANKED_ADDRESS_LIMIT": "0",  # fifty players on one address
    }
    data = tmp_path / "data"
    servers = [
        ServerProcess(data, database_url, tmp_path / f"server{i}.log", env) for i in range(2)
    ]
    try:
        start_all(servers)
        yield servers, db_url(data, database_url)
    finally:
        for s in servers:
            s.stop()


def _reference(base: str) -> tuple[httpx.Client, dict[str, Any]]:
    """A player at its last decision of the last deal: one card left to play."""
    for seed in range(20):
        client = httpx.Client(base_url=base, timeout=60)
        assert client.post("/api/me", json={"name": f"Reference {seed}"}).status_code == 200
        driver = daily_driver(client, random.Random(seed))
        for _ in range(400):
            v = driver.view
            if v["phase"] == "game_over":
                break
            if (
                v["hand_number"] == DAILY_DEALS - 1
                and v["phase"] == "play"
                and v["to_act"] == "S"
                and len(v["hand"]) == 1
            ):
                return client, v
            driver.step()
        client.close()
    raise AssertionError("no reference position found")


def test_fifty_players_finish_at_the_same_moment(
    two_servers: tuple[list[ServerProcess], str],
) -> None:
    servers, url = two_servers
    ref_client, ref_view = _reference(servers[0].url)
    engine = create_engine(url)
    clients: list[httpx.Client] = []
    shifts: list[int] = []
    try:
        with engine.begin() as conn:
            ref_game = conn.execute(select(_games).where(_games.c.id == ref_view["id"])).one()
            ref_attempt = conn.execute(
                select(_attempts).where(_attempts.c.game_id == ref_view["id"])
            ).one()
            ref_deals = conn.execute(
                select(_deals).where(_deals.c.attempt_id == ref_attempt.id)
            ).all()
        assert ref_attempt.deals_done == DAILY_DEALS - 1 and len(ref_deals) == DAILY_DEALS - 1
        game_ids = []
        for i in range(PLAYERS):
            c = httpx.Client(base_url=servers[i % 2].url, timeout=60)
            assert c.post("/api/me", json={"name": f"Player {i:02d}"}).status_code == 200
            step = c.post("/api/daily/start", json={})
            assert step.status_code == 201
            clients.append(c)
            game_ids.append(step.json()["view"]["id"])
            shifts.append(i % 10 - 5)  # five players on each net
        with engine.begin() as conn:
            for game_id, shift in zip(game_ids, shifts, strict=True):
                conn.execute(
                    update(_games)
                    .where(_games.c.id == game_id)
                    .values(
                        record=ref_game.record,
                        version=ref_game.version,
                        hand_number=ref_game.hand_number,
                        phase=ref_game.phase,
                        ns_total=ref_game.ns_total + shift,
                        ew_total=ref_game.ew_total,
                    )
                )
                attempt_id = conn.execute(
                    select(_attempts.c.id).where(_attempts.c.game_id == game_id)
                ).scalar_one()
                conn.execute(
                    update(_attempts)
                    .where(_attempts.c.id == attempt_id)
                    .values(
                        deals_done=ref_attempt.deals_done,
                        ns_points=ref_attempt.ns_points + shift,
                        ew_points=ref_attempt.ew_points,
                        net=ref_attempt.net + shift,
                        made=ref_attempt.made,
                        set=ref_attempt.set,
                        results=ref_attempt.results,
                    )
                )
                for d in ref_deals:
                    conn.execute(
                        insert(_deals).values(
                            {**d._asdict(), "attempt_id": attempt_id, "ranked": True}
                        )
                    )
        last_card = ref_view["legal"][0]
        barrier = threading.Barrier(PLAYERS)

        def finish(i: int) -> httpx.Response:
            barrier.wait()
            return clients[i].post(
                f"/api/games/{game_ids[i]}/actions",
                json={"action": last_card, "version": ref_view["version"]},
            )

        with ThreadPoolExecutor(PLAYERS) as pool:
            responses = list(pool.map(finish, range(PLAYERS)))
        for r in responses:
            assert r.status_code == 200, r.text
            assert r.json()["view"]["phase"] == "game_over"
        nets = [r.json()["view"]["daily"]["net"] for r in responses]
        deal_net = nets[0] - ref_attempt.net - shifts[0]
        assert nets == [ref_attempt.net + s + deal_net for s in shifts]

        # Every finish counted once.
        with engine.connect() as conn:
            finished = conn.execute(
                select(func.count()).where(_attempts.c.finished_at.is_not(None))
            ).scalar_one()
            per_attempt = conn.execute(
                select(_deals.c.attempt_id, func.count()).group_by(_deals.c.attempt_id)
            ).all()
        assert finished == PLAYERS
        assert sorted(n for _, n in per_attempt) == [DAILY_DEALS - 1] + [DAILY_DEALS] * PLAYERS

        # The leaderboard, from either process, agrees with the nets and ranks.
        boards = [clients[i].get("/api/daily/leaderboard?limit=500").json() for i in (0, 1)]
        assert [{**e, "you": None} for e in boards[0]["entries"]] == [
            {**e, "you": None} for e in boards[1]["entries"]
        ]
        for i, board in zip((0, 1), boards, strict=True):
            assert [e["name"] for e in board["entries"] if e["you"]] == [f"Player {i:02d}"]
        entries = boards[0]["entries"]
        assert boards[0]["players"] == PLAYERS == len(entries)
        names = sorted(f"Player {i:02d}" for i in range(PLAYERS))
        assert sorted(e["name"] for e in entries) == names
        by_name = {f"Player {i:02d}": nets[i] for i in range(PLAYERS)}
        for position, e in enumerate(entries):
            assert e["net"] == by_name[e["name"]] and e["finished"] and e["finished_at"]
            expected_rank = 1 + sum(1 for n in nets if n > e["net"])
            assert e["rank"] == expected_rank
            if position:
                assert entries[position - 1]["net"] >= e["net"]
        for i in (0, 7, 23, 49):
            status = clients[i].get("/api/daily").json()["ranked"]
            mine = clients[i].get("/api/daily/leaderboard").json()["you"]
            assert status["rank"] == mine["rank"] == 1 + sum(1 for n in nets if n > nets[i])
            assert status["players"] == PLAYERS
        comparison = clients[3].get("/api/daily/comparison").json()
        fields = [d["field"]["players"] for d in comparison["deals"]]
        assert fields == [PLAYERS + 1] * (DAILY_DEALS - 1) + [PLAYERS]
        assert comparison["deals"][-1]["field"]["average"] == pytest.approx(deal_net)
    finally:
        for c in clients:
            c.close()
        ref_client.close()
        engine.dispose()
