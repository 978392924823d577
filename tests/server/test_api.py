"""API tests: the happy paths and every error of docs/api.md, each checked
to change nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bideuchre.bots import LEVELS
from bideuchre.engine import PRESETS, Card, Rules
from bideuchre.engine.record import replay
from bideuchre.engine.trump import EFFECTIVE_SUIT, Denomination
from bideuchre.server.deps import COOKIE
from bideuchre.server.views import player_reason

from .conftest import TestClient
from .support import TEST_LEVEL, Driver


def new_game(client: TestClient, rules: Any = "single-deck") -> dict[str, Any]:
    body = {"rules": rules, "level": TEST_LEVEL, "partner_level": TEST_LEVEL}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    step: dict[str, Any] = r.json()
    return step


def view_of(client: TestClient, game_id: str) -> dict[str, Any]:
    r = client.get(f"/api/games/{game_id}")
    assert r.status_code == 200, r.text
    result: dict[str, Any] = r.json()
    return result


def error_of(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    assert set(body) == {"error"}
    assert body["error"]["code"] == code
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    return body["error"]


def play_until(driver: Driver, predicate: Any, limit: int = 400) -> dict[str, Any]:
    """Step the driver (next hands included) until ``predicate(view)``."""
    for _ in range(limit):
        if predicate(driver.view):
            return driver.view
        if driver.view["phase"] == "game_over":
            driver.create(driver.view["rules"]["name"])
            continue
        driver.step()
    raise AssertionError("no such position reached")


# ---------------------------------------------------------------- happy paths


def test_create_game_sets_an_httponly_cookie_and_returns_a_step(client: TestClient) -> None:
    r = client.post("/api/games", json={"rules": "single-deck", "level": TEST_LEVEL})
    assert r.status_code == 201
    cookie = r.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    assert "HttpOnly" in cookie and "samesite=lax" in cookie.lower() and "Path=/" in cookie
    step = r.json()
    view = step["view"]
    assert view["version"] == 1 and view["level"] == TEST_LEVEL
    assert view["rules"]["name"] == "single-deck" and view["rules"]["hand_size"] == 6
    assert step["events"][0] == {"type": "hand_dealt", "hand_number": 0, "dealer": view["dealer"]}
    assert len(view["hand"]) == 6
    # At rest it is South's turn, or the hand is over (everybody passed, R15).
    assert view["to_act"] == "S" or view["phase"] == "hand_over"
    assert view_of(client, view["id"]) == view
    # A second game reuses the player: no new cookie.
    r2 = client.post("/api/games", json={})
    assert r2.status_code == 201 and "set-cookie" not in r2.headers
    assert r2.json()["view"]["rules"]["name"] == "double-deck"
    listed = client.get("/api/games").json()["games"]
    assert [g["id"] for g in listed] == [r2.json()["view"]["id"], view["id"]]
    assert listed[1]["rules"] == "single-deck" and listed[1]["version"] == 1


def test_custom_rules_are_kept(client: TestClient) -> None:
    step = new_game(client, {"preset": "single-deck", "target_score": 21})
    rules = step["view"]["rules"]
    assert rules["name"] == "custom" and rules["target_score"] == 21 and rules["copies"] == 1


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        ({"preset": "double-deck", "copies": 1}, PRESETS["single-deck"]),
        ({"copies": 1}, PRESETS["single-deck"]),
        ({"preset": "single-deck", "copies": 2}, PRESETS["double-deck"]),
        ({"preset": "single-deck", "copies": 1}, PRESETS["single-deck"]),
        ({"preset": "double-deck", "copies": 2}, PRESETS["double-deck"]),
        (
            {"preset": "double-deck", "copies": 1, "allow_alone": True, "target_score": 40},
            PRESETS["single-deck"].replace(allow_alone=True, target_score=40),
        ),
        (
            {"preset": "single-deck", "copies": 2, "hand_size": 12, "lone_made_points": 30},
            PRESETS["double-deck"].replace(lone_made_points=30),
        ),
    ],
)
def test_R1_copies_brings_the_defaults_of_its_decks_preset(
    client: TestClient, rules: dict[str, Any], expected: Rules
) -> None:
    # A 6-card game never keeps the double-deck target 52 or alone scores 24
    # unless they are asked for (and a 12-card game the single-deck ones).
    view = new_game(client, rules)["view"]
    name = expected.preset_name or "custom"
    assert view["rules"] == {"name": name, **expected.describe()}
    assert len(view["hand"]) == expected.hand_size


def test_an_empty_create_body_gives_the_default_game(client: TestClient) -> None:
    default = {"name": "double-deck", **PRESETS["double-deck"].describe()}
    level = client.get("/api/rules").json()["default_level"]
    for content in (None, b"", b"{}", b"null"):
        headers = {} if content is None else {"content-type": "application/json"}
        r = client.post("/api/games", content=content, headers=headers)
        assert r.status_code == 201, r.text
        view = r.json()["view"]
        assert view["rules"] == default and view["level"] == level
    assert len(client.get("/api/games").json()["games"]) == 4


def test_rules_endpoint_lists_presets_options_and_levels(client: TestClient) -> None:
    info = client.get("/api/rules").json()
    # "random" is a test baseline: accepted by POST /api/games, never offered.
    assert info["levels"] == [name for name in LEVELS if name != "random"]
    assert info["default_level"] == ("medium" if "medium" in LEVELS else info["levels"][0])
    assert info["presets"]["double-deck"] == PRESETS["double-deck"].describe()
    assert info["presets"]["single-deck"]["hand_size"] == 6
    names = [o["name"] for o in info["options"]]
    assert set(names) == set(Rules().describe()) - {"hand_size"}
    auction = next(o for o in info["options"] if o["name"] == "auction")
    assert auction["type"] == "choice" and set(auction["choices"]) == {"open", "single_round"}
    bounds = {o["name"]: (o["min"], o["max"]) for o in info["options"]}
    assert bounds["target_score"] == (1, 500)
    assert bounds["lone_made_points"] == bounds["lone_set_points"] == (0, 500)


def test_health_docs_and_openapi(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"status": "ok", "database": "ok"}
    assert client.get("/docs").status_code == 200
    spec = client.get("/openapi.json").json()
    for path in (
        "/api/games",
        "/api/games/{game_id}",
        "/api/games/{game_id}/actions",
        "/api/games/{game_id}/next-hand",
        "/api/rules",
        "/api/health",
    ):
        assert path in spec["paths"]


def test_page_and_static_files(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert client.get("/static/../server/app.py").status_code == 404
    assert client.get("/static/no-such-file.js").status_code == 404
    assert r.headers["x-content-type-options"] == "nosniff"


def test_api_answers_are_not_cached(client: TestClient) -> None:
    step = new_game(client)
    r = client.get(f"/api/games/{step['view']['id']}")
    assert r.headers["cache-control"] == "no-store"


# ---------------------------------------------------------------- 404


def test_unknown_game_is_404(client: TestClient) -> None:
    new_game(client)
    error_of(client.get("/api/games/g_nope"), 404, "not_found")
    error_of(
        client.post("/api/games/g_nope/actions", json={"action": "pass", "version": 1}),
        404,
        "not_found",
    )
    error_of(client.post("/api/games/g_nope/next-hand", json={"version": 1}), 404, "not_found")
    error_of(client.get("/api/nothing-here"), 404, "not_found")


def test_R_another_players_game_is_404(client: TestClient) -> None:
    view = new_game(client)["view"]
    gid = view["id"]
    stranger = TestClient(client.app)  # same server, no cookie
    error_of(stranger.get(f"/api/games/{gid}"), 404, "not_found")
    new_game(stranger)  # now a player of its own, still not the owner
    assert stranger.cookies.get(COOKIE) != client.cookies.get(COOKIE)
    error_of(stranger.get(f"/api/games/{gid}"), 404, "not_found")
    error_of(
        stranger.post(
            f"/api/games/{gid}/actions",
            json={
                "action": view["legal"][0] if view["legal"] else "pass",
                "version": view["version"],
            },
        ),
        404,
        "not_found",
    )
    error_of(stranger.post(f"/api/games/{gid}/next-hand", json={"version": 1}), 404, "not_found")
    assert gid not in [g["id"] for g in stranger.get("/api/games").json()["games"]]
    forged = TestClient(client.app, cookies={COOKIE: "forged-secret"})
    error_of(forged.get(f"/api/games/{gid}"), 404, "not_found")
    assert view_of(client, gid) == view


# ---------------------------------------------------------------- 422


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b'{"action": "pass"}',
        b'{"action": "pass", "version": "1"}',
        b'{"action": "pass", "version": true}',
        b'{"action": "pass", "actions": ["pass"], "version": 1}',
        b'{"version": 1}',
        b'{"actions": [], "version": 1}',
        b'{"action": "pass", "version": 1, "extra": 1}',
        b'{"action": 5, "version": 1}',
        b"[1, 2]",
    ],
)
def test_malformed_body_is_422_and_changes_nothing(client: TestClient, body: bytes) -> None:
    view = new_game(client)["view"]
    r = client.post(
        f"/api/games/{view['id']}/actions",
        content=body,
        headers={"content-type": "application/json"},
    )
    err = error_of(r, 422, "malformed")
    assert isinstance(err["detail"], list) and err["detail"]
    assert view_of(client, view["id"]) == view


@pytest.mark.parametrize("text", ["xyz", "13H", "alone X", "exchange", "pass ZZ", ""])
def test_unknown_action_notation_is_422(client: TestClient, text: str) -> None:
    driver = Driver(client, random.Random(5))
    driver.create("double-deck")
    view = play_until(driver, lambda v: v["to_act"] == "S")
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": text, "version": view["version"]}
    )
    error_of(r, 422, "malformed")
    assert view_of(client, view["id"]) == view


@pytest.mark.parametrize(
    ("rules", "text", "message"),
    [
        ("double-deck", "13H", "'13H' is not a possible bid: bids are 1 to 12 tricks (R9)"),
        ("double-deck", "0NT", "'0NT' is not a possible bid: bids are 1 to 12 tricks (R9)"),
        (
            {"preset": "single-deck", "min_bid": 2},
            "13s",
            "'13s' is not a possible bid: bids are 2 to 6 tricks (R9)",
        ),
    ],
)
def test_R9_an_impossible_bid_number_is_422_saying_what_bids_may_be(
    client: TestClient, rules: Any, text: str, message: str
) -> None:
    driver = Driver(client, random.Random(5))
    driver.create(rules)
    view = play_until(driver, lambda v: v["phase"] == "auction" and v["to_act"] == "S")
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": text, "version": view["version"]}
    )
    err = error_of(r, 422, "malformed")
    assert err["message"] == message and err["detail"][0]["msg"] == message
    assert view_of(client, view["id"]) == view


def test_bad_create_body_is_422(client: TestClient) -> None:
    error_of(client.post("/api/games", json={"rules": 5}), 422, "malformed")
    error_of(client.post("/api/games", json={"colour": "red"}), 422, "malformed")
    assert client.cookies.get(COOKIE) is None  # nothing created


# ---------------------------------------------------------------- 400


@pytest.mark.parametrize(
    "rules",
    [
        "triple-deck",
        {"copies": 3},
        {"preset": "single-deck", "no_such_option": 1},
        {"target_score": 0},
        {"target_score": 100000},
        {"auction": "sealed"},
        {"min_bid": 13},
        {"preset": 7},
        {"hand_size": 7},
    ],
)
def test_bad_rules_are_400(client: TestClient, rules: Any) -> None:
    error_of(client.post("/api/games", json={"rules": rules}), 400, "bad_rules")
    assert client.cookies.get(COOKIE) is None


@pytest.mark.parametrize("name", ["target_score", "lone_made_points", "lone_set_points"])
def test_scores_over_the_servers_cap_are_400(client: TestClient, name: str) -> None:
    for value in (501, 1_000_000_000):
        r = client.post("/api/games", json={"rules": {"preset": "double-deck", name: value}})
        err = error_of(r, 400, "bad_rules")
        assert err["message"] == f"{name} must be at most 500 on this server"
    assert client.cookies.get(COOKIE) is None
    rules = new_game(client, {"preset": "double-deck", name: 500})["view"]["rules"]
    assert rules[name] == 500


def test_bad_level_is_400_and_lists_levels(client: TestClient) -> None:
    err = error_of(client.post("/api/games", json={"level": "grandmaster"}), 400, "bad_level")
    assert err["levels"] == [name for name in LEVELS if name != "random"]  # as GET /api/rules


# ---------------------------------------------------------------- 409


def test_R6_illegal_card_is_409_naming_the_rule_and_the_legal_cards(client: TestClient) -> None:
    driver = Driver(client, random.Random(11))
    driver.create("double-deck")
    view = play_until(
        driver,
        lambda v: (
            v["phase"] == "play" and v["to_act"] == "S" and any(not c["legal"] for c in v["hand"])
        ),
    )
    bad = next(c for c in view["hand"] if not c["legal"])
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": bad["card"], "version": view["version"]}
    )
    err = error_of(r, 409, "illegal_action")
    assert err["rule"] == "R6"
    assert err["legal"] == view["legal"]
    assert "must follow" in err["message"]
    # the refusal as a code, its parameters and the rule (issue 10), the same in the view
    led = view["trick"]["plays"][0][1]
    trump = view["contract"]["denomination"]
    assert err["reason"]["code"] == "must_follow" and err["reason"]["rule"] == "R6"
    params = err["reason"]["params"]
    assert params["card"] == bad["card"] and params["trump"] == trump
    led_suit = EFFECTIVE_SUIT[Denomination.parse(trump)][Card.parse(led)]
    assert params["suit"] == "CDHS"[led_suit]
    assert bad["reason"] == {**err["reason"], "message": player_reason(err["message"])}
    assert bad["reason"]["message"].startswith("you must follow")
    assert all(c["legal"] == (c["card"] in view["legal"]) for c in view["hand"])
    assert view_of(client, view["id"]) == view


def test_C3_alone_in_single_deck_is_409(client: TestClient) -> None:
    driver = Driver(client, random.Random(2))
    driver.create("single-deck")
    view = play_until(driver, lambda v: v["phase"] == "auction" and v["to_act"] == "S")
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": "alone H", "version": view["version"]}
    )
    err = error_of(r, 409, "illegal_action")
    assert err["rule"] == "C3" and "alone H" not in err["legal"]
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": "QS", "version": view["version"]}
    )
    assert error_of(r, 409, "illegal_action")["rule"] == "R9"
    assert view_of(client, view["id"]) == view


def test_not_your_turn_once_the_hand_is_over(client: TestClient) -> None:
    driver = Driver(client, random.Random(3))
    driver.create("single-deck")
    driver.finish_hand()
    view = driver.view
    assert view["to_act"] is None and view["legal"] == []
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": "pass", "version": view["version"]}
    )
    err = error_of(r, 409, "not_your_turn")
    assert err["to_act"] is None and err["rule"] in ("R2", "R14")
    assert view_of(client, view["id"]) == view


def test_R14_an_action_after_the_game_is_over_says_so(client: TestClient) -> None:
    driver = Driver(client, random.Random(3))
    driver.create({"preset": "single-deck", "target_score": 1})
    driver.finish_game()
    view = driver.view
    assert view["phase"] == "game_over" and view["winner"] in ("NS", "EW")
    side = {"NS": "North–South", "EW": "East–West"}[view["winner"]]
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": "pass", "version": view["version"]}
    )
    err = error_of(r, 409, "not_your_turn")
    assert err == {
        "code": "not_your_turn",
        "message": f"the game is over: {side} won (R14); start a new game",
        "to_act": None,
        "rule": "R14",
        "legal": [],
        "reason": {"code": "game_won", "params": {"winner": view["winner"]}, "rule": "R14"},
    }
    r = client.post(f"/api/games/{view['id']}/next-hand", json={"version": view["version"]})
    err = error_of(r, 409, "illegal_action")
    assert err["rule"] == "R14" and "the game is over" in err["message"]
    assert view_of(client, view["id"]) == view


def test_R11_next_hand_before_the_hand_is_over_is_409(client: TestClient) -> None:
    driver = Driver(client, random.Random(4))
    driver.create("double-deck")
    view = play_until(driver, lambda v: v["to_act"] == "S")
    r = client.post(f"/api/games/{view['id']}/next-hand", json={"version": view["version"]})
    err = error_of(r, 409, "illegal_action")
    assert err["rule"] == "R11" and err["legal"] == view["legal"]
    assert view_of(client, view["id"]) == view


def test_stale_version_is_409_with_the_current_view(client: TestClient) -> None:
    driver = Driver(client, random.Random(6))
    driver.create("double-deck")
    old = play_until(driver, lambda v: v["to_act"] == "S")
    driver.step()  # the game moves on
    current = view_of(client, old["id"])
    assert current["version"] == old["version"] + 1
    action = old["legal"][0]
    for version in (old["version"], current["version"] + 5, 0):
        r = client.post(
            f"/api/games/{old['id']}/actions", json={"action": action, "version": version}
        )
        err = error_of(r, 409, "stale_version")
        assert err["view"] == current
    r = client.post(f"/api/games/{old['id']}/next-hand", json={"version": old["version"]})
    assert error_of(r, 409, "stale_version")["view"] == current
    assert view_of(client, old["id"]) == current


def test_a_batch_of_steps_is_all_or_nothing(client: TestClient) -> None:
    driver = Driver(client, random.Random(8))
    driver.create("single-deck")
    view = play_until(driver, lambda v: v["phase"] == "auction" and v["to_act"] == "S")
    r = client.post(
        f"/api/games/{view['id']}/actions",
        json={"actions": ["pass", "pass"], "version": view["version"]},
    )
    assert r.status_code in (409, 422), r.text
    assert view_of(client, view["id"]) == view


# ---------------------------------------------------------------- 413


def test_oversized_body_is_413(client: TestClient) -> None:
    view = new_game(client)["view"]
    big = b'{"action": "pass", "version": 1, "pad": "' + b"x" * 20000 + b'"}'
    r = client.post(
        f"/api/games/{view['id']}/actions",
        content=big,
        headers={"content-type": "application/json"},
    )
    error_of(r, 413, "too_large")

    def chunks():  # no Content-Length: the limit applies while reading
        for _ in range(40):
            yield b"x" * 1000

    r = client.post(
        f"/api/games/{view['id']}/actions",
        content=chunks(),
        headers={"content-type": "application/json"},
    )
    error_of(r, 413, "too_large")
    error_of(
        client.post("/api/games", content=big, headers={"content-type": "application/json"}),
        413,
        "too_large",
    )
    assert view_of(client, view["id"]) == view


def test_R6_a_posted_record_is_checked_by_the_engine(client: TestClient) -> None:
    """POST /api/records/check answers what ``bideuchre replay`` prints: a
    legal record replays, a revoke is ``illegal_action`` with the refusal
    (R6), a step that is not notation ``malformed_step``, and no body
    ``malformed_record``; too large a body is 413 ``too_large``."""
    data = Path(__file__).resolve().parents[1] / "data"
    record = json.loads((data / "double-deck-case23-made-with-extra-tricks.json").read_text())
    ok = client.post("/api/records/check", json=record)
    assert ok.status_code == 200 and ok.json() == replay(record).to_json()
    assert ok.json()["ok"] is True and ok.json()["phase"] == "hand_over"
    # a card South holds that does not follow the suit led (R6)
    held = list(record["hands"]["S"])
    for i, step in enumerate(record["play"]):
        if not step.startswith("S "):
            continue
        legal = replay({**record, "play": record["play"][:i]}).to_json()["legal"]
        wrong = [c for c in held if c not in legal]
        if wrong:
            bad = {**record, "play": [*record["play"][:i], f"S {wrong[0]}"]}
            error = client.post("/api/records/check", json=bad).json()["error"]
            assert error["code"] == "illegal_action" and error["rule"] == "R6"
            assert error["reason"]["code"] == "must_follow"
            assert error["step"] == f"S {wrong[0]}"
            assert error["index"] == len(record["calls"]) + i
            break
        held.remove(step[2:])
    else:
        pytest.fail("South always followed")
    error = client.post("/api/records/check", json={**record, "play": ["S 99Z"]}).json()["error"]
    assert error["code"] == "malformed_step" and error["step"] == "S 99Z"
    assert client.post("/api/records/check").json()["error"]["code"] == "malformed_record"
    big = client.post("/api/records/check", json={**record, "pad": "x" * 20000})
    assert big.status_code == 413 and big.json()["error"]["code"] == "too_large"


def test_a_posted_record_is_held_to_the_bounds_of_a_new_game(client: TestClient) -> None:
    """Before: ``target_score`` 10**100 and ``scores_before`` of 4000 digits were
    ``ok``; a record may ask no more points than a new game (500, bad_rules)
    and carry totals within ±50000 (bad_scores), as ``bideuchre replay``."""
    data = Path(__file__).resolve().parents[1] / "data"
    record = json.loads((data / "double-deck-case23-made-with-extra-tricks.json").read_text())
    huge = {**record, "rules": {"preset": "double-deck", "target_score": 10**100}}
    error = client.post("/api/records/check", json=huge).json()["error"]
    assert (error["code"], error["message"]) == ("bad_rules", "target_score must be at most 500")
    rich = {**record, "scores_before": {"NS": 10**4000, "EW": 0}}
    body = json.dumps(rich)
    r = client.post(
        "/api/records/check", content=body, headers={"content-type": "application/json"}
    )
    assert r.status_code == 200 and r.json()["error"]["code"] == "bad_scores"
    rich = {**record, "scores_before": {"NS": 10**10, "EW": 0}}
    error = client.post("/api/records/check", json=rich).json()["error"]
    assert error["code"] == "bad_scores"
    assert client.post("/api/records/check", json=record).json()["ok"] is True


def test_a_review_404_says_what_is_missing(client: TestClient) -> None:
    """The page tells "no such game" from "this hand is not finished yet" by
    the 404's ``what`` (before, both read as "not finished yet")."""
    r = client.get("/api/games/g_doesnotexist/hands/0/review")
    assert r.status_code == 404
    assert r.json()["error"] == {"code": "not_found", "message": "no such game", "what": "game"}
    gid = new_game(client)["view"]["id"]
    r = client.get(f"/api/games/{gid}/hands/0/review")
    assert r.status_code == 404 and r.json()["error"]["what"] == "finished_hand"


def test_a_body_without_content_type_is_read_as_json(client: TestClient) -> None:
    """docs/api.md ("Errors"): a request without ``Content-Type`` is read as
    JSON.  FastAPI's strict content type dropped such a body, so a legal
    record was answered ``malformed_record`` "a record is a JSON object" and
    a new game ignored its options (fresh-user recheck)."""
    data = Path(__file__).resolve().parents[1] / "data"
    raw = (data / "double-deck-case23-made-with-extra-tricks.json").read_bytes()
    r = client.post("/api/records/check", content=raw)
    assert r.status_code == 200 and r.json()["ok"] is True, r.text
    assert r.json() == replay(json.loads(raw)).to_json()
    body = json.dumps({"rules": "single-deck", "level": TEST_LEVEL}).encode()
    g = client.post("/api/games", content=body)
    assert g.status_code == 201, g.text
    assert g.json()["view"]["rules"]["name"] == "single-deck"


def test_R14_rule_errors_read_as_json_and_batches_stop_at_25(client: TestClient) -> None:
    """A bad option value is shown as the JSON that was sent (``true``, not
    Python's ``True``), and ``actions`` holds at most 25 steps (docs/api.md)."""
    for sent, shown in (
        (True, "true"),
        (2.5, "2.5"),
        ("7", '"7"'),
        (None, "null"),
        ([1], "a list"),
    ):
        r = client.post("/api/games", json={"rules": {"target_score": sent}})
        assert r.status_code == 400 and r.json()["error"]["code"] == "bad_rules"
        assert r.json()["error"]["message"] == f"target_score must be a whole number, not {shown}"
    step = client.post("/api/games", json={}).json()
    url = f"/api/games/{step['view']['id']}/actions"
    r = client.post(url, json={"actions": ["pass"] * 26, "version": step["view"]["version"]})
    assert r.status_code == 422 and r.json()["error"]["code"] == "malformed"


def test_bad_level_lists_the_levels_offered_as_api_rules_does(client: TestClient) -> None:
    """Fresh-user check: the message listed ``random``, which ``GET
    /api/rules`` hides (a test baseline, still accepted)."""
    offered = client.get("/api/rules").json()["levels"]
    assert "random" not in offered and "random" in LEVELS
    err = error_of(client.post("/api/games", json={"level": "grandmaster"}), 400, "bad_level")
    assert err["levels"] == offered
    assert err["message"] == f"unknown level 'grandmaster' (expected one of {', '.join(offered)})"
    assert client.post("/api/games", json={"level": "random"}).status_code == 201


@pytest.mark.parametrize(
    ("spelling", "canonical"),
    [
        ("{n}n", "{n}NT"),
        ("{n}nt", "{n}NT"),
        ("{n}N", "{n}NT"),
        ("alone n", "alone NT"),
        ("alone ♠", "alone S"),
        ("Alone s", "alone S"),
    ],
)
def test_D5_the_accepted_spellings_of_docs_api_md_name_the_same_call(
    client: TestClient, spelling: str, canonical: str
) -> None:
    """docs/api.md, "Notation": a denomination in any case, ``N`` for NT and a
    suit's symbol are accepted, and the call is recorded in the engine's own
    spelling (``alone N`` is alone at no trump, never a seat)."""
    driver = Driver(client, random.Random(7))
    driver.create({"preset": "double-deck", "allow_alone": True})

    def ready(v: dict[str, Any]) -> bool:
        return (
            v["to_act"] == "S"
            and v["phase"] == "auction"
            and canonical.format(n=_lowest_nt(v)) in v["legal"]
        )

    view = play_until(driver, ready)
    n = _lowest_nt(view)
    r = client.post(
        f"/api/games/{view['id']}/actions",
        json={"action": spelling.format(n=n), "version": view["version"]},
    )
    assert r.status_code == 200, r.text
    called = [e for e in r.json()["events"] if e["type"] == "called" and e["seat"] == "S"]
    assert [e["call"] for e in called] == [canonical.format(n=n)]


def _lowest_nt(view: dict[str, Any]) -> int:
    bids = [int(a[:-2]) for a in view["legal"] if a.endswith("NT") and a[0].isdigit()]
    return min(bids) if bids else 0
