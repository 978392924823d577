"""The daily game through the API: the same deals and CPU decisions for every
player, secret-dependent deals, one ranked attempt, resuming after a refresh
or a restart, the end of the day, and no leak of hidden or future cards, of
the seed or of the secret (docs/api.md, "Daily game")."""

from __future__ import annotations

import json
import random
from datetime import date
from pathlib import Path
from typing import Any

from bideuchre.engine import PASS, Phase
from bideuchre.server.daily import (
    DAILY_DEALS,
    daily_rules,
    day_seed,
    deal_dealer,
    deal_outcome,
    deal_state,
)
from bideuchre.server.models import Game

from .conftest import DAY_START, DailyWorld, TestClient, daily_app
from .support import (
    Driver,
    ServerProcess,
    assert_no_leak,
    attempt_rows,
    cards_mentioned,
    daily_driver,
    real_state,
)

SECRET = b"test-secret"
TODAY = DAY_START.date()


def service_of(world: DailyWorld) -> Any:
    return world.app.state.store


def finish(client: TestClient, seed: int) -> Driver:
    """Play the caller's ranked daily game to its end with a seeded South."""
    driver = daily_driver(client, random.Random(seed))
    driver.finish_game()
    return driver


# ---------------------------------------------------------------- the deals


def test_deals_come_from_the_secret_and_the_date() -> None:
    rules = daily_rules()
    seed = day_seed(SECRET, TODAY)
    assert seed == day_seed(SECRET, TODAY) and len(seed) == 64
    others = [day_seed(b"another secret", TODAY), day_seed(SECRET, date(2025, 3, 15))]
    for k in range(DAILY_DEALS):
        hands = deal_state(rules, seed, k).initial_hands
        for other in others:
            assert deal_state(rules, other, k).initial_hands != hands
    # Deal k is dealt by the seed's first dealer moved left k times (R2).
    assert [deal_dealer(seed, k) for k in range(1, 5)] == [
        deal_dealer(seed, k - 1).left for k in range(1, 5)
    ]


def test_R15_an_all_pass_deal_counts_with_net_zero() -> None:
    state = deal_state(daily_rules(), day_seed(SECRET, TODAY), 3)
    for _ in range(4):
        state.apply(PASS)
    assert state.phase is Phase.HAND_OVER
    outcome = deal_outcome(state, 3, (10, 4))
    assert (outcome.net, outcome.made, outcome.set) == (0, 0, 0)
    assert outcome.result["hand_number"] == 3 and outcome.result["contract"] is None
    assert outcome.result["totals"] == {"NS": 10, "EW": 4}


def test_two_players_get_identical_deals_and_cpu_decisions(world: DailyWorld) -> None:
    alice, bob, carol = (world.player(n) for n in ("Alice", "Bob", "Carol"))
    runs = {
        name: finish(c, seed)
        for name, c, seed in (("a", alice, 7), ("b", bob, 7), ("c", carol, 99))
    }
    service = service_of(world)
    deals = {n: attempt_rows(service, d.view["id"])[1] for n, d in runs.items()}
    seed = day_seed(SECRET, TODAY)
    for k in range(DAILY_DEALS):
        a, b, c = deals["a"][k], deals["b"][k], deals["c"][k]
        # The same South play gives the same CPU decisions: identical records.
        assert a.record == b.record and a.result == b.result
        # Whatever South did in earlier deals, deal k is the same deal.
        assert a.record["hands"] == c.record["hands"] and a.record["dealer"] == c.record["dealer"]
        expected = deal_state(daily_rules(), seed, k)
        assert a.record["hands"]["S"] == [str(x) for x in expected.initial_hands[2]]
        assert a.record["dealer"] == expected.dealer.name
        assert a.record["scores_before"] == {"NS": 0, "EW": 0}
    for d in runs.values():
        view = d.view
        assert view["phase"] == "game_over" and view["winner"] is None
        assert view["daily"]["finished"] and view["daily"]["deals_done"] == DAILY_DEALS
        assert len(view["hand_scores"]) == DAILY_DEALS
        nets = [h["score"]["NS"] - h["score"]["EW"] for h in view["hand_scores"]]
        assert view["daily"]["net"] == sum(nets) == view["totals"]["NS"] - view["totals"]["EW"]


def test_a_different_secret_gives_other_cards(tmp_path: Path) -> None:
    hands = []
    for i, secret in enumerate(("one secret", "another secret")):
        app, _ = daily_app(tmp_path / f"d{i}", daily_secret=secret)
        with TestClient(app) as c:
            c.post("/api/me", json={"name": "Zoë"})
            hands.append(
                [x["card"] for x in c.post("/api/daily/start", json={}).json()["view"]["hand"]]
            )
    assert hands[0] != hands[1]


def test_the_secret_is_generated_once_and_shared(tmp_path: Path) -> None:
    hands = []
    for _ in range(2):  # two apps (as two processes) on one database, no secret given
        app, _ = daily_app(tmp_path / "data", daily_secret=None)
        with TestClient(app) as c:
            c.post("/api/me", json={"name": f"P{len(hands)}"})
            hands.append(
                [x["card"] for x in c.post("/api/daily/start", json={}).json()["view"]["hand"]]
            )
    assert hands[0] == hands[1]


# ---------------------------------------------------------------- attempts


def test_the_first_attempt_is_ranked_and_later_ones_are_practice(world: DailyWorld) -> None:
    c = world.player("Zoë")
    first = daily_driver(c, random.Random(1))
    assert first.view["daily"]["ranked"] is True
    r = c.post("/api/daily/practice", json={})
    assert r.status_code == 409 and r.json()["error"]["code"] == "ranked_first"
    first.finish_game()
    r = c.post("/api/daily/start", json={})
    assert r.status_code == 409 and r.json()["error"]["code"] == "daily_done"
    r = c.post("/api/daily/practice", json={})
    assert r.status_code == 201
    practice = Driver(c, random.Random(2))
    practice.view = r.json()["view"]
    assert practice.view["daily"]["ranked"] is False and practice.view["id"] != first.view["id"]
    practice.finish_game()
    board = c.get("/api/daily/leaderboard").json()
    assert board["players"] == 1
    assert board["entries"][0]["net"] == first.view["daily"]["net"]
    status = c.get("/api/daily").json()
    assert status["ranked"]["game_id"] == first.view["id"]
    assert status["ranked"]["net"] == first.view["daily"]["net"]
    assert [p["game_id"] for p in status["practice"]] == [practice.view["id"]]
    comparison = c.get("/api/daily/comparison").json()
    assert all(d["field"]["players"] == 1 for d in comparison["deals"])  # practice not counted


def test_actions_after_the_last_deal_say_the_daily_game_is_over(world: DailyWorld) -> None:
    c = world.player("Zoë")
    driver = daily_driver(c, random.Random(5))
    driver.finish_hand()
    if driver.view["daily"]["deal"] < DAILY_DEALS - 1:
        # Between deals an action is refused until the next deal is dealt (R2).
        view = driver.view
        r = c.post(
            f"/api/games/{view['id']}/actions", json={"action": "pass", "version": view["version"]}
        )
        err = r.json()["error"]
        assert r.status_code == 409 and err["code"] == "not_your_turn"
        assert err["rule"] == "R2" and err["to_act"] is None and err["legal"] == []
    driver.finish_game()
    view = driver.view
    assert view["phase"] == "game_over" and view["daily"]["finished"]
    gid, version = view["id"], view["version"]
    for body in ({"action": "pass"}, {"actions": ["pass", "pass"]}, {"action": "13H"}):
        r = c.post(f"/api/games/{gid}/actions", json={**body, "version": version})
        assert r.status_code == 409, r.text
        assert r.json()["error"] == {
            "code": "not_your_turn",
            "message": "the daily game is over: all 8 deals are played",
            "to_act": None,
            "rule": None,
            "legal": [],
            "reason": {"code": "daily_over", "params": {}, "rule": None},
        }
    r = c.post(f"/api/games/{gid}/next-hand", json={"version": version})
    err = r.json()["error"]
    assert r.status_code == 409 and err["code"] == "illegal_action"
    assert err["message"] == "the daily game is over: all 8 deals are played"
    assert err["reason"] == {"code": "daily_over", "params": {}, "rule": None}
    assert c.get(f"/api/games/{gid}").json() == view


def test_a_name_is_needed_before_the_ranked_game(world: DailyWorld) -> None:
    anonymous = world.player()
    r = anonymous.post("/api/daily/start", json={})
    assert r.status_code == 409 and r.json()["error"]["code"] == "name_required"
    # A casual game gives an identity but no name.
    anonymous.post("/api/games", json={"rules": "single-deck", "level": "easy"})
    r = anonymous.post("/api/daily/start", json={})
    assert r.status_code == 409 and r.json()["error"]["code"] == "name_required"
    assert anonymous.get("/api/daily").json()["player"] == {"name": None}


def test_a_refresh_resumes_the_ranked_attempt(world: DailyWorld) -> None:
    c = world.player("Zoë")
    driver = daily_driver(c, random.Random(3))
    for _ in range(6):
        driver.step()
    r = c.post("/api/daily/start", json={})
    assert r.status_code == 200 and r.json()["events"] == []
    assert r.json()["view"] == driver.view
    assert c.get(f"/api/games/{driver.view['id']}").json() == driver.view
    listed = c.get("/api/games").json()["games"]
    assert [(g["id"], g["kind"]) for g in listed] == [(driver.view["id"], "daily")]


def test_a_server_restart_resumes_the_ranked_attempt(
    tmp_path: Path, database_url: str | None
) -> None:
    data = tmp_path / "data"
    app, clock = daily_app(data, database_url)
    with TestClient(app) as c:
        c.post("/api/me", json={"name": "Zoë"})
        driver = daily_driver(c, random.Random(4))
        driver.finish_hand()
        driver.step()  # deal 1
        for _ in range(3):
            driver.step()
        before = driver.view
        cookies = dict(c.cookies)
    app, _ = daily_app(data, database_url, clock=clock)  # a new process: nothing in memory
    with TestClient(app, cookies=cookies) as c:
        r = c.post("/api/daily/start", json={})
        assert r.status_code == 200 and r.json()["view"] == before
        resumed = daily_driver(c, random.Random(5))
        resumed.finish_game()
        assert resumed.view["id"] == before["id"] and resumed.view["daily"]["finished"]
        attempt, deals = attempt_rows(app.state.store, before["id"])
        assert attempt.ranked and attempt.deals_done == DAILY_DEALS and len(deals) == DAILY_DEALS
        assert attempt.net == sum(d.net for d in deals) == resumed.view["daily"]["net"]


def test_a_killed_server_process_resumes_the_attempt(tmp_path: Path) -> None:
    env = {"BIDEUCHRE_DAILY_LEVEL": "easy", "BIDEUCHRE_SECRET": "process-secret"}
    server = ServerProcess(tmp_path / "data", None, tmp_path / "server.log", env)
    try:
        server.start()
        import httpx

        with httpx.Client(base_url=server.url) as http:
            assert http.post("/api/me", json={"name": "Zoë"}).status_code == 200
            driver = daily_driver(http, random.Random(6))
            for _ in range(5):
                driver.step()
            before = driver.view
            cookies = dict(http.cookies)
        server.stop(crash=True)
        server.start()  # on a new port
        with httpx.Client(base_url=server.url, cookies=cookies) as http:
            r = http.post("/api/daily/start", json={})
            assert r.status_code == 200 and r.json()["view"] == before
            driver.client = http
            driver.finish_game()
            assert driver.view["daily"]["finished"]
            board = http.get("/api/daily/leaderboard").json()
            assert board["entries"][0]["net"] == driver.view["daily"]["net"]
    finally:
        server.stop()


# ---------------------------------------------------------------- the end of the day


def test_the_day_closes_and_ranks_unfinished_attempts_last(world: DailyWorld) -> None:
    finisher, quitter, late = (world.player(n) for n in ("Finisher", "Quitter", "Late"))
    done = finish(finisher, 8)
    started = daily_driver(quitter, random.Random(9))
    started.finish_hand()  # one deal completed, the second never played
    mid = world.player("Midway")
    halfway = daily_driver(mid, random.Random(10))
    halfway.step()
    assert late.get("/api/daily/leaderboard").status_code == 403
    r = quitter.get("/api/daily/leaderboard")
    assert r.status_code == 403 and r.json()["error"]["code"] == "play_first"
    assert quitter.get("/api/daily/comparison").status_code == 403
    # Today's board lists only finished attempts.
    assert [e["name"] for e in finisher.get("/api/daily/leaderboard").json()["entries"]] == [
        "Finisher"
    ]
    world.clock.advance(days=1)
    r = quitter.post(
        f"/api/games/{started.view['id']}/next-hand", json={"version": started.view["version"]}
    )
    assert r.status_code == 409 and r.json()["error"]["code"] == "day_over"
    stuck = mid.get(f"/api/games/{halfway.view['id']}").json()
    assert stuck["daily"]["closed"] and stuck["legal"] == []
    assert not any(card["legal"] for card in stuck["hand"])
    body = {"action": (halfway.view["legal"] or ["pass"])[0], "version": halfway.view["version"]}
    r = mid.post(f"/api/games/{halfway.view['id']}/actions", json=body)
    assert r.status_code == 409 and r.json()["error"]["code"] == "day_over"
    view = quitter.get(f"/api/games/{started.view['id']}").json()
    assert view["daily"]["closed"] is True and view["daily"]["deals_done"] == 1
    yesterday = TODAY.isoformat()
    board = late.get(f"/api/daily/leaderboard?date={yesterday}").json()  # open to everyone now
    assert [(e["name"], e["finished"]) for e in board["entries"]][:1] == [("Finisher", True)]
    unfinished = {e["name"]: e for e in board["entries"][1:]}
    assert set(unfinished) == {"Quitter", "Midway"}
    assert all(not e["finished"] and e["rank"] >= 2 for e in unfinished.values())
    assert board["entries"][0]["net"] == done.view["daily"]["net"]
    assert unfinished["Quitter"]["net"] == view["daily"]["net"] and board["closed"] is True
    assert unfinished["Midway"]["net"] == halfway.view["daily"]["net"]
    assert unfinished["Midway"]["deals_done"] == halfway.view["daily"]["deals_done"]
    # A new day: new deals, a new ranked attempt, today's board closed again.
    assert late.get("/api/daily/leaderboard").status_code == 403
    assert finisher.get("/api/daily").json()["ranked"] is None
    new = daily_driver(finisher, random.Random(8))
    assert new.view["daily"]["date"] == "2025-03-15" and new.view["id"] != done.view["id"]
    assert late.get("/api/daily/leaderboard?date=2025-03-16").status_code == 404
    assert late.get("/api/daily/leaderboard?date=14-03-2025").status_code == 400


def test_status_counts_down_to_the_next_day(world: DailyWorld) -> None:
    status = world.client.get("/api/daily").json()
    assert status["date"] == "2025-03-14" and status["next_day_at"] == "2025-03-15T00:00:00Z"
    assert status["seconds_to_next_day"] == 12 * 3600
    assert status["player"] is None and status["ranked"] is None
    assert status["deals"] == DAILY_DEALS and status["rules"] == "double-deck"


# ---------------------------------------------------------------- nothing leaks


def _stored_state(service: Any, game_id: str) -> Any:
    with service.sessions() as session:
        row = session.get(Game, game_id)
        assert row is not None
        return real_state(row.record)


def _forbidden(service: Any, day_text: str) -> list[str]:
    seed = day_seed(SECRET, date.fromisoformat(day_text))
    return [seed, "test-secret", f"daily/{seed}"]


def test_no_response_reveals_hidden_or_future_cards_or_the_seed(world: DailyWorld) -> None:
    service = service_of(world)
    c = world.player("Scanner")
    forbidden = _forbidden(service, TODAY.isoformat())
    seen = {"responses": 0}

    def scan(response: Any) -> None:
        text = response.text
        for secret in forbidden:
            assert secret not in text
        body = response.json()
        for key in ("seed", "record", "secret", "hands"):
            assert f'"{key}"' not in text, key
        view = body.get("view") or body.get("error", {}).get("view") or body
        state = _stored_state(service, view["id"])
        assert_no_leak(body, state)
        seen["responses"] += 1

    driver = daily_driver(c, random.Random(11), on_response=scan)
    driver.on_response = scan
    driver.finish_game()
    assert seen["responses"] > 50
    # Everything else a player reads names no card at all.
    for path in (
        "/api/daily",
        "/api/daily/leaderboard",
        "/api/daily/comparison",
        "/api/me",
        "/api/me/stats",
        "/api/rankings",
        "/api/games",
    ):
        r = c.get(path)
        assert r.status_code == 200
        for secret in forbidden:
            assert secret not in r.text
        assert cards_mentioned(r.json(), None) == [], path


def test_nothing_accepts_a_seed_or_a_score(world: DailyWorld) -> None:
    c = world.player("Zoë")
    for body in ({"seed": "x"}, {"score": 99}, {"net": 99}, {"date": "2025-03-13"}):
        r = c.post("/api/daily/start", json=body)
        assert r.status_code == 422, body
    r = c.post("/api/games", json={"rules": "double-deck", "seed": "x"})
    assert r.status_code == 422
    spec = world.client.get("/openapi.json").json()
    names: set[str] = set()
    for name, schema in spec["components"]["schemas"].items():
        if name != "Commitment":  # past days' seeds, published by design (docs/fairness.md)
            names.update(schema.get("properties", {}))
    for path in spec["paths"].values():
        for op in path.values():
            names.update(p["name"] for p in op.get("parameters", []))
    assert not names & {"seed", "secret"}
    requests = {
        json.dumps(op.get("requestBody", {}))
        for path in spec["paths"].values()
        for op in path.values()
    }
    assert not any('"score"' in r or '"net"' in r for r in requests)
    assert c.get("/api/daily").json()["ranked"] is None  # nothing was started


def test_daily_cpu_decisions_are_made_in_deterministic_mode(world: DailyWorld) -> None:
    service = world.app.state.daily  # its CPU player also plays the casual games
    calls: list[bool] = []
    real_decide = service.cpu.decide

    def recording(
        state: Any, level: str, game_seed: str, deterministic: bool = False, **kw: Any
    ) -> Any:
        calls.append(deterministic)
        return real_decide(state, level, game_seed, deterministic, **kw)

    service.cpu.decide = recording
    c = world.player("Zoë")
    daily_driver(c, random.Random(1)).finish_hand()
    assert calls and all(calls)
    calls.clear()
    # casual games too, since issue 12: the same actions after an undo must
    # bring the same CPU replies
    d = Driver(c, random.Random(1))
    d.create("single-deck")
    d.finish_hand()
    assert calls and all(calls)


def test_hard_cpu_plays_the_same_deal_identically_in_two_processes(tmp_path: Path) -> None:
    """The daily level itself (``hard``, deterministic mode): two players on
    two apps (two processes, separate databases, the same secret) playing the
    same South cards on deal 0 meet the same CPU decisions."""
    records = []
    for i in range(2):
        app, _ = daily_app(tmp_path / f"d{i}", daily_level="hard")
        with TestClient(app) as c:
            c.post("/api/me", json={"name": "Zoë"})
            driver = daily_driver(c, random.Random(12))
            driver.finish_hand()
            _, deals = attempt_rows(app.state.store, driver.view["id"])
            records.append(deals[0].record)
    assert records[0] == records[1]
    cpu_steps = [a for a in records[0]["calls"] + records[0]["play"] if a[0] in "NEW"]
    assert len(cpu_steps) >= 3  # the comparison covers real CPU decisions
