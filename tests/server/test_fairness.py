"""The daily game's fairness measures (issue 11, docs/fairness.md): ranked
attempts capped per client address per day, new identities marked on the
leaderboard, and each day's seed committed (SHA-256) before the day and
published after it, enough to recompute the deals."""

from __future__ import annotations

import hashlib
import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bideuchre.server.daily import DAILY_DEALS, daily_rules, day_deals, deal_state

from .conftest import DailyWorld, TestClient, daily_app
from .support import daily_driver


def _named(app: object, name: str, address: str) -> TestClient:
    c = TestClient(app, headers={"X-Forwarded-For": address})  # type: ignore[arg-type]
    assert c.post("/api/me", json={"name": name}).status_code == 200
    return c


def test_ranked_attempts_are_capped_per_address_per_day(
    tmp_path: Path, fresh_database_url: str | None
) -> None:
    app, clock = daily_app(
        tmp_path / "data", fresh_database_url, ranked_address_limit=2, trust_proxy=True
    )
    with TestClient(app):
        players = [_named(app, f"Cookie {i}", "1.1.1.1") for i in range(3)]
        assert players[0].post("/api/daily/start", json={}).status_code == 201
        assert players[0].post("/api/daily/start", json={}).status_code == 200  # resumes
        assert players[1].post("/api/daily/start", json={}).status_code == 201
        r = players[2].post("/api/daily/start", json={})
        assert r.status_code == 429, r.text
        assert r.json()["error"]["code"] == "rate_limited"
        assert r.json()["error"]["limit"] == "ranked"
        assert int(r.headers["retry-after"]) == 12 * 3600  # noon: the next UTC day
        assert players[2].get("/api/daily").json()["ranked"] is None  # nothing created
        elsewhere = _named(app, "Elsewhere", "2.2.2.2")
        assert elsewhere.post("/api/daily/start", json={}).status_code == 201
        clock.advance(days=1)
        assert players[2].post("/api/daily/start", json={}).status_code == 201


def test_identities_created_shortly_before_are_marked_new(world: DailyWorld) -> None:
    veteran = world.player("Veteran")
    world.clock.advance(hours=25)
    newcomer = world.player("Newcomer")
    for i, c in enumerate((veteran, newcomer)):
        daily_driver(c, random.Random(i)).finish_game()
    entries = veteran.get("/api/daily/leaderboard").json()["entries"]
    assert {e["name"]: e["new"] for e in entries} == {"Veteran": False, "Newcomer": True}


def test_seeds_are_committed_before_the_day_and_published_after(world: DailyWorld) -> None:
    c = world.player("Checker")
    before = c.get("/api/daily/commitments", params={"days": 2}).json()
    assert before["today"] == "2025-03-14"
    assert [d["date"] for d in before["days"]] == [
        "2025-03-15",
        "2025-03-14",
        "2025-03-13",
        "2025-03-12",
    ]
    assert [d["seed"] for d in before["days"][:2]] == [None, None]  # not yet
    tomorrow_hash = before["days"][0]["sha256"]
    assert len(tomorrow_hash) == 64
    world.clock.advance(days=1)  # play tomorrow's game
    driver = daily_driver(c, random.Random(2))
    first_hand = sorted(card["card"] for card in driver.view["hand"])
    driver.finish_game()
    world.clock.advance(days=1)
    after = c.get("/api/daily/commitments", params={"days": 1}).json()
    published = {d["date"]: d for d in after["days"]}["2025-03-15"]
    seed = published["seed"]
    assert published["sha256"] == tomorrow_hash  # unchanged since committed
    assert hashlib.sha256(seed.encode("ascii")).hexdigest() == tomorrow_hash
    deals = day_deals(seed)
    assert len(deals) == DAILY_DEALS
    assert sorted(deals[0]["hands"]["S"]) == first_hand  # the seed deals what was played
    assert deals[0]["dealer"] == deal_state(daily_rules(), seed, 0).dealer.name
    assert c.get("/api/daily/commitments", params={"days": 9999}).status_code == 422


def test_past_seeds_are_never_sent_while_their_day_can_be_played(tmp_path: Path) -> None:
    app, _ = daily_app(tmp_path / "data")
    with TestClient(app) as c:
        body = c.get("/api/daily/commitments").json()
        seeds = app.state.daily.seeds
        today = app.state.store.today()
        assert body["days"][1] == {
            "date": today.isoformat(),
            "sha256": hashlib.sha256(seeds.seed(today).encode()).hexdigest(),
            "seed": None,
        }
        assert seeds.seed(today) not in str(body)
        assert len(body["days"]) == 32 and all(d["seed"] for d in body["days"][2:])


FAIRNESS_MD = Path(__file__).resolve().parents[2] / "docs" / "fairness.md"


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="no sha256sum")
def test_the_documented_hash_command_gives_the_commitment(tmp_path: Path) -> None:
    """docs/fairness.md's shell command, run on a published seed, prints its
    committed fingerprint; a plain ``echo`` (trailing newline) would not, so
    the doc must say to hash without one."""
    app, _ = daily_app(tmp_path / "data")
    with TestClient(app) as c:
        published = c.get("/api/daily/commitments").json()["days"][2]
    seed, committed = published["seed"], published["sha256"]
    doc = FAIRNESS_MD.read_text(encoding="utf-8")
    assert "without a trailing newline" in doc
    commands = re.findall(r"(printf %s SEED \| sha256sum|echo -n SEED \| sha256sum)", doc)
    assert len(commands) == 2, commands

    def run(command: str) -> str:
        out = subprocess.run(
            ["bash", "-c", command.replace("SEED", seed)], capture_output=True, check=True
        )
        return out.stdout.decode().split()[0]

    assert [run(cmd) for cmd in commands] == [committed, committed]
    assert run("echo SEED | sha256sum") != committed  # the newline changes the fingerprint


def test_the_deals_command_has_help_and_refuses_bad_seeds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``python -m bideuchre.server.daily --help`` prints its usage (it used to
    print the deals of the seed "--help"); a missing, extra or malformed seed
    exits 2 with a message, and a real seed prints its deals."""
    from bideuchre.server.daily import main

    out = subprocess.run(
        [sys.executable, "-m", "bideuchre.server.daily", "--help"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0 and out.stdout.startswith("usage: python -m bideuchre.server.daily")
    assert "SEED" in out.stdout and '"hands"' not in out.stdout
    seed = hashlib.sha256(b"any day").hexdigest()
    for argv in ([], ["--help-me"], [seed, seed], [seed[:-1]], [seed.upper()], [seed + "\n"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("usage: python -m bideuchre.server.daily"), argv
        assert "error:" in err and "Traceback" not in err, argv
    assert "64 lowercase hexadecimal characters" in main_error(capsys, main, ["abc"])
    assert main([seed]) == 0
    assert json.loads(capsys.readouterr().out) == day_deals(seed)


def main_error(capsys: pytest.CaptureFixture[str], main: Any, argv: list[str]) -> str:
    """The error ``main(argv)`` prints as it exits 2."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    return capsys.readouterr().err


def test_the_deals_command_ends_quietly_when_its_reader_goes_away() -> None:
    """``python -m bideuchre.server.daily SEED | head`` printed a BrokenPipeError
    traceback when ``head`` left first; it now ends with exit status 1 and
    nothing on standard error, as the ``bideuchre`` commands do."""
    seed = hashlib.sha256(b"a reader that leaves").hexdigest()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bideuchre.server.daily", seed],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # before the interpreter has even started: every write fails
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 1
    assert "Traceback" not in err and "BrokenPipe" not in err, err
