"""North's own level (issue 9, item 4): ``POST /api/games`` takes
``partner_level`` (default the strongest level offered), the view and the
game list report it, it is stored, and North's decisions are made at it
while East and West play at ``level``.  The daily game keeps its one level."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import update

from bideuchre.bots import LEVELS
from bideuchre.engine import GameState, Seat
from bideuchre.server.cpu import CpuPlayer
from bideuchre.server.deps import COOKIE
from bideuchre.server.models import Game

from .conftest import DailyWorld, TestClient, make_client
from .support import TEST_LEVEL

OFFERED = [name for name in LEVELS if name != "random"]


class RecordingCpu(CpuPlayer):
    """Plays at random (fast) but records the level asked for each seat."""

    def __init__(self) -> None:
        super().__init__(0.2)
        self.asked: list[tuple[Seat, str]] = []

    def decide(self, state: GameState, level: str, game_seed: str, *args: Any, **kw: Any) -> Any:
        seat = state.to_act
        assert seat is not None
        self.asked.append((seat, level))
        return super().decide(state, "random", game_seed, *args, **kw)


def _levels_by_seat(asked: list[tuple[Seat, str]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for seat, level in asked:
        out.setdefault(seat.name, set()).add(level)
    return out


def _play_hand(client: TestClient, view: dict[str, Any]) -> dict[str, Any]:
    """South plays its first legal action until the hand is over."""
    while view["phase"] not in ("hand_over", "game_over"):
        r = client.post(
            f"/api/games/{view['id']}/actions",
            json={"action": view["legal"][0], "version": view["version"]},
        )
        assert r.status_code == 200, r.text
        view = r.json()["view"]
    return view


def test_rules_info_names_the_partners_default_level(client: TestClient) -> None:
    info = client.get("/api/rules").json()
    assert info["default_partner_level"] == OFFERED[-1] == "hard"
    assert info["default_level"] == "medium"


def test_north_plays_at_the_partner_level_and_the_others_at_level(client: TestClient) -> None:
    cpu = RecordingCpu()
    client.app.state.casual.cpu = cpu  # type: ignore[attr-defined]
    body = {"rules": "single-deck", "level": "medium", "partner_level": "easy"}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    view = r.json()["view"]
    assert (view["level"], view["partner_level"]) == ("medium", "easy")
    view = _play_hand(client, view)
    by_seat = _levels_by_seat(cpu.asked)
    assert by_seat["N"] == {"easy"}
    assert by_seat["E"] == by_seat["W"] == {"medium"}
    assert "S" not in by_seat
    # after the game is reloaded from the database, too (next hand)
    client.app.state.store._cache.clear()  # type: ignore[attr-defined]
    cpu.asked.clear()
    if view["phase"] == "hand_over":
        r = client.post(f"/api/games/{view['id']}/next-hand", json={"version": view["version"]})
        assert r.status_code == 200, r.text
        _play_hand(client, r.json()["view"])
        by_seat = _levels_by_seat(cpu.asked)
        assert by_seat["N"] == {"easy"} and by_seat["E"] == {"medium"}


def test_the_partner_level_defaults_to_the_strongest(client: TestClient) -> None:
    cpu = RecordingCpu()
    client.app.state.casual.cpu = cpu  # type: ignore[attr-defined]
    r = client.post("/api/games", json={"rules": "single-deck", "level": "easy"})
    assert r.status_code == 201, r.text
    view = r.json()["view"]
    assert (view["level"], view["partner_level"]) == ("easy", "hard")
    _play_hand(client, view)
    assert _levels_by_seat(cpu.asked)["N"] == {"hard"}
    r = client.post("/api/games", json={})
    assert r.json()["view"]["partner_level"] == "hard"


def test_the_partner_level_is_stored_listed_and_survives_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with make_client(data) as c:
        body = {"rules": "single-deck", "level": TEST_LEVEL, "partner_level": "medium"}
        r = c.post("/api/games", json=body)
        assert r.status_code == 201, r.text
        gid = r.json()["view"]["id"]
        secret = c.cookies.get(COOKIE)
        with c.app.state.store.sessions() as session:  # type: ignore[attr-defined]
            row = session.get(Game, gid)
            assert row is not None and (row.level, row.partner_level) == (TEST_LEVEL, "medium")
    with make_client(data) as c:
        assert secret is not None
        c.cookies.set(COOKIE, secret)
        view = c.get(f"/api/games/{gid}").json()
        assert (view["level"], view["partner_level"]) == (TEST_LEVEL, "medium")
        [summary] = c.get("/api/games").json()["games"]
        assert (summary["level"], summary["partner_level"]) == (TEST_LEVEL, "medium")


def test_a_game_stored_before_partner_levels_plays_north_at_its_level(
    client: TestClient,
) -> None:
    cpu = RecordingCpu()
    client.app.state.casual.cpu = cpu  # type: ignore[attr-defined]
    body = {"rules": "single-deck", "level": "medium", "partner_level": "hard"}
    view = client.post("/api/games", json=body).json()["view"]
    store = client.app.state.store  # type: ignore[attr-defined]
    with store.engine.begin() as conn:  # as migration 0005 leaves older rows
        conn.execute(update(Game).where(Game.id == view["id"]).values(partner_level=None))
    store._cache.clear()
    cpu.asked.clear()
    view = client.get(f"/api/games/{view['id']}").json()
    assert view["partner_level"] == "medium"
    assert client.get("/api/games").json()["games"][0]["partner_level"] == "medium"
    _play_hand(client, view)
    assert _levels_by_seat(cpu.asked)["N"] == {"medium"}


def test_a_bad_partner_level_is_400_and_changes_nothing(client: TestClient) -> None:
    for bad in ("grandmaster", "", "HARD"):
        r = client.post("/api/games", json={"level": "easy", "partner_level": bad})
        assert r.status_code == 400, r.text
        err = r.json()["error"]
        assert err["code"] == "bad_level"
        assert err["levels"] == [name for name in LEVELS if name != "random"]
        assert "partner_level" in err["message"]
    r = client.post("/api/games", json={"partner_level": 3})
    assert r.status_code == 422 and r.json()["error"]["code"] == "malformed"
    assert client.cookies.get(COOKIE) is None
    assert client.get("/api/games").json() == {"games": []}


def test_the_daily_game_keeps_its_one_level(world: DailyWorld) -> None:
    c = world.player("Zoë")
    r = c.post("/api/daily/start", json={})
    assert r.status_code == 201, r.text
    view = r.json()["view"]
    assert view["kind"] == "daily"
    assert view["level"] == view["partner_level"] == TEST_LEVEL
    [summary] = c.get("/api/games").json()["games"]
    assert summary["partner_level"] == TEST_LEVEL


def test_migration_0005_keeps_older_games_playing(tmp_path: Path) -> None:
    """A database from before partner levels (migrated down to 0004, which
    drops the column) is upgraded at the next start: its game is still there,
    North at the game's level."""
    from alembic import command
    from alembic.config import Config

    from bideuchre.server.db import MIGRATIONS_DIR, make_engine
    from bideuchre.server.settings import Settings

    data = tmp_path / "data"
    with make_client(data) as c:
        body = {"rules": "single-deck", "level": TEST_LEVEL, "partner_level": "medium"}
        view = c.post("/api/games", json=body).json()["view"]
        secret = c.cookies.get(COOKIE)
    engine = make_engine(Settings(data_dir=data).url)
    try:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS_DIR))
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "0004")
    finally:
        engine.dispose()
    with make_client(data) as c:
        assert secret is not None
        c.cookies.set(COOKIE, secret)
        again = c.get(f"/api/games/{view['id']}").json()
        assert (again["level"], again["partner_level"]) == (TEST_LEVEL, TEST_LEVEL)
        assert again["hand"] == view["hand"] and again["version"] == view["version"]
        _play_hand(c, again)
