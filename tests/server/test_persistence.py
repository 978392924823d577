"""Persistence with real server processes (``bideuchre serve`` on free ports),
on SQLite and on PostgreSQL: a crash mid-hand loses nothing, and two
processes sharing one database serve the same game in turn, with optimistic
concurrency settling a race and CPU decisions identical in every process."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, insert, select

from bideuchre.server.models import Game
from bideuchre.server.settings import normalize_database_url

from .support import Driver, ServerProcess, real_state, start_all


def db_url(data_dir: Path, database_url: str | None) -> str:
    if database_url:
        return normalize_database_url(database_url)
    return f"sqlite:///{(data_dir / 'bideuchre.sqlite3').resolve()}"


def stored(url: str, game_id: str) -> Any:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return conn.execute(select(Game.__table__).where(Game.id == game_id)).one()
    finally:
        engine.dispose()


@pytest.fixture
def servers(tmp_path: Path, database_url: str | None) -> Iterator[list[ServerProcess]]:
    """Two server processes on one database (not started)."""
    data = tmp_path / "data"
    made = [ServerProcess(data, database_url, tmp_path / f"server{i}.log") for i in range(2)]
    try:
        yield made
    finally:
        for server in made:
            server.stop()


@dataclass
class Pair:
    """Two running server processes sharing one database."""

    a: ServerProcess
    b: ServerProcess
    url: str  # the SQLAlchemy URL of their database


@pytest.fixture(
    scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def pair(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Pair]:
    """Two running servers on one SQLite file or one PostgreSQL database,
    shared by this module's tests (each test plays its own games)."""
    database_url = None if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    base = tmp_path_factory.mktemp(f"pair-{request.param}")
    made = [ServerProcess(base / "data", database_url, base / f"server{i}.log") for i in (0, 1)]
    try:
        start_all(made)
        yield Pair(made[0], made[1], db_url(base / "data", database_url))
    finally:
        for server in made:
            server.stop()


def test_restart_mid_hand_loses_nothing(
    servers: list[ServerProcess], tmp_path: Path, database_url: str | None
) -> None:
    first, second = servers
    first.start()
    with httpx.Client(timeout=30) as http:
        driver = Driver(http, random.Random(17), bases=[first.url])
        driver.create("double-deck")
        for _ in range(300):
            v = driver.view
            if v["phase"] == "play" and v["tricks_played"] >= 2 and v["to_act"] == "S":
                break
            if v["phase"] in ("hand_over", "game_over"):
                driver.create("double-deck")
            else:
                driver.step()
        before = driver.view
        assert before["phase"] == "play" and before["tricks_played"] >= 2
        first.stop(crash=True)  # SIGKILL: nothing can be flushed on the way out

        second.start()
        driver.bases = [second.url]
        after = http.get(f"{second.url}/api/games/{before['id']}")
        assert after.status_code == 200
        assert after.json() == before  # the same cookie, the same game, the same view
        driver.finish_hand()
    final = driver.view
    assert final["phase"] in ("hand_over", "game_over")
    row = stored(db_url(tmp_path / "data", database_url), final["id"])
    state = real_state(row.record)
    assert row.version == final["version"]
    assert state.phase.value == final["phase"]
    assert final["hand_result"]["tricks"]["NS"] + final["hand_result"]["tricks"]["EW"] == 12
    assert final["totals"] == {"NS": state.totals[0], "EW": state.totals[1]}


def test_two_processes_serve_one_game_in_turn(pair: Pair) -> None:
    a, b = pair.a, pair.b
    servers = [a, b]
    url = pair.url
    with httpx.Client(timeout=30) as http:
        driver = Driver(http, random.Random(3), bases=[a.url, b.url])
        driver.create("single-deck")
        versions = [driver.view["version"]]
        hands = 0
        while hands < 2 and driver.view["phase"] != "game_over":
            driver.step()
            versions.append(driver.view["version"])
            if driver.view["phase"] == "hand_over":
                hands += 1
        # Every request, whichever process took it, moved the game by one version.
        assert versions == list(range(1, len(versions) + 1))
        game_id = driver.view["id"]
        for server in servers:
            assert http.get(f"{server.url}/api/games/{game_id}").json() == driver.view
    row = stored(url, game_id)
    assert real_state(row.record).phase.value == driver.view["phase"]
    served = [
        sum(
            1
            for line in s.log_lines()
            if line.get("msg") in ("game action", "hand dealt") and line.get("game") == game_id
        )
        for s in servers
    ]
    assert all(n > 0 for n in served), served


def test_a_race_between_two_processes_has_one_winner(pair: Pair) -> None:
    a, b = pair.a, pair.b
    with httpx.Client(timeout=30) as http:
        driver = Driver(http, random.Random(4), bases=[a.url])
        driver.create("double-deck")
        for _ in range(6):
            while driver.view["to_act"] != "S":
                if driver.view["phase"] == "game_over":
                    driver.create("double-deck")
                else:
                    driver.step()
            view = driver.view
            body = {"action": view["legal"][0], "version": view["version"]}
            results = race(http, [a.url, b.url], f"/api/games/{view['id']}/actions", body)
            codes = sorted(r.status_code for r in results)
            assert codes == [200, 409], [r.text for r in results]
            won = next(r for r in results if r.status_code == 200).json()["view"]
            lost = next(r for r in results if r.status_code == 409).json()["error"]
            assert lost["code"] == "stale_version" and lost["view"] == won
            assert won["version"] == view["version"] + 1
            driver.view = won


def race(http: httpx.Client, bases: list[str], path: str, body: Any) -> list[httpx.Response]:
    """Send the same request to every base URL at the same moment."""
    results: list[httpx.Response] = []
    barrier = threading.Barrier(len(bases))

    def send(base: str) -> None:
        barrier.wait()
        results.append(http.post(base + path, json=body))

    threads = [threading.Thread(target=send, args=(base,)) for base in bases]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def test_cpu_decisions_are_the_same_in_every_process(pair: Pair) -> None:
    """A copy of a game (same record, same seed) played with the same South
    actions on the other process gets exactly the same CPU actions."""
    a, b = pair.a, pair.b
    url = pair.url
    with httpx.Client(timeout=30) as http:
        driver = Driver(http, random.Random(9), bases=[a.url])
        driver.create("double-deck")
        original = stored(url, driver.view["id"])
        copy_id = original.id[:-1] + ("A" if original.id[-1] != "A" else "B")
        engine = create_engine(url)
        with engine.begin() as conn:
            values = dict(original._mapping)
            values["id"] = copy_id
            conn.execute(insert(Game.__table__).values(**values))
        engine.dispose()
        copy_view = driver.view | {"id": copy_id}
        for _ in range(40):
            before = driver.view
            if before["phase"] in ("hand_over", "game_over"):
                break
            step = driver.step()
            # The very request South just made, on the other process, on the copy.
            mirror = http.post(
                f"{b.url}/api/games/{copy_id}/actions",
                json=_same_request(before, step, copy_view["version"]),
            )
            assert mirror.status_code == 200, mirror.text
            assert mirror.json()["events"] == step["events"]
            copy_view = mirror.json()["view"]
            assert copy_view | {"id": before["id"]} == driver.view


def _same_request(before: dict[str, Any], step: dict[str, Any], version: int) -> dict[str, Any]:
    """South's request that led from ``before`` to ``step``, from its events."""
    south = [e for e in step["events"] if e.get("seat") == "S"]
    texts = []
    for e in south:
        if e["type"] == "called":
            texts.append(e["call"])
        elif e["type"] == "card_played":
            texts.append(e["card"])
        elif e["type"] == "card_given":
            texts.append(f"pass {e['card']}")
        elif e["type"] == "card_discarded":
            texts.append(f"discard {e['card']}")
        elif e["type"] == "exchange_announced":
            texts.append(f"exchange {e['k']}")
    assert texts, before
    return {"actions": texts, "version": version}
