"""Identity without signup: display names (rules, Unicode, uniqueness ignoring
case, markup kept as data), player codes (hashed, forgiving input, round trip
to another browser) and the per-address rate limits, shared across processes
through the database (docs/api.md, "Player profile")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from sqlalchemy import select

from bideuchre.server.errors import ApiError
from bideuchre.server.identity import (
    CODE_ALPHABET,
    check_name,
    client_address,
    hash_code,
    name_key,
    new_code,
    normalize_code,
)
from bideuchre.server.models import Player, PlayerKey

from .conftest import DailyWorld, TestClient, daily_app
from .support import daily_driver


@pytest.mark.parametrize(
    "name",
    [
        "Zoë",
        "François Dupré",
        "João d'Ávila",
        "Иван Петров",
        "Ана-Мария",
        "O'Brien Jr.",
        "李小龍",
        "Ab",
        "x" * 20,
        "<b>Bo</b>",
        "Tom & Jerry",
        'Le "Roi"',
        "R2-D2",
    ],
)
def test_good_names_are_kept_as_given(name: str) -> None:
    assert check_name(name) == name
    assert check_name(f"  {name} ") == name


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("A", "2 to 20"),
        ("x" * 21, "2 to 20"),
        ("   ", "2 to 20"),
        ("a  b", "two spaces"),
        ("bad\u202ename", "U+202E"),  # right-to-left override
        ("zero\u200bwidth", "U+200B"),
        ("tab\there", "U+0009"),
        ("new\nline", "U+000A"),
        ("back\\slash", "'\\\\'"),
        ("{curly}", "'{'"),
        ("!!!", "at least one letter or digit"),
        ("emoji 🂡", "🂡"),
    ],
)
def test_bad_names_are_refused_with_a_reason(name: str, why: str) -> None:
    with pytest.raises(ApiError) as info:
        check_name(name)
    assert info.value.status == 400 and info.value.code == "bad_name"
    assert why in info.value.message


def test_names_compare_ignoring_case_normal_form_and_accents() -> None:
    assert name_key("Zoë") == name_key("ZOË") == name_key("zoe\u0308")
    assert name_key("STRASSE") == name_key("straße")
    assert name_key("Иван") == name_key("ИВАН")
    assert name_key("Zoe") == name_key("Zoë")  # accents fold too (migration 0008)
    assert name_key("Zoe") != name_key("Zoey")


def test_setting_a_name_creates_the_identity_and_names_are_unique(world: DailyWorld) -> None:
    c = world.player()
    assert c.get("/api/me").json() == {"player": None}
    r = c.post("/api/me", json={"name": "  Zoë  "})
    assert r.status_code == 200 and r.json()["player"]["name"] == "Zoë"
    cookie = r.headers["set-cookie"]
    assert (
        "bideuchre_player=" in cookie and "HttpOnly" in cookie and "samesite=lax" in cookie.lower()
    )
    assert c.get("/api/me").json()["player"]["name"] == "Zoë"
    other = world.player()
    r = other.post("/api/me", json={"name": "ZOË"})
    assert r.status_code == 409 and r.json()["error"]["code"] == "name_taken"
    assert other.get("/api/me").json() == {"player": None}  # nothing was created
    r = other.post("/api/me", json={"name": "<script>"})
    assert r.status_code == 200
    # Renaming keeps the identity; the old name becomes free.
    r = c.post("/api/me", json={"name": "Zoë B."})
    assert r.status_code == 200 and "set-cookie" not in r.headers
    assert world.player().post("/api/me", json={"name": "zoë"}).status_code == 200
    r = c.post("/api/me", json={"name": "<SCRIPT>"})
    assert r.status_code == 409
    r = c.post("/api/me", json={"name": "x"})
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_name"
    assert c.post("/api/me", json={"name": 5}).status_code == 422
    assert c.post("/api/me", json={}).status_code == 422


def test_markup_in_a_name_is_returned_as_plain_data(world: DailyWorld) -> None:
    name = '<img src=x onerror="a">'[:20]
    c = world.player(name)
    assert c.get("/api/me").json()["player"]["name"] == name
    driver = daily_driver(c, random.Random(1))
    driver.finish_game()
    r = c.get("/api/daily/leaderboard")
    assert r.headers["content-type"].startswith("application/json")
    assert r.json()["entries"][0]["name"] == name
    assert c.get("/api/me/stats").json()["name"] == name


def test_codes_are_grouped_unambiguous_and_forgiving() -> None:
    code = new_code()
    groups = code.split("-")
    assert [len(g) for g in groups] == [4, 4, 4]
    assert all(ch in CODE_ALPHABET for ch in "".join(groups))
    assert not set("ILOU") & set(code)
    canonical = "".join(groups)
    assert normalize_code(code) == canonical
    assert normalize_code(code.lower().replace("-", " ")) == canonical
    assert normalize_code("0000-1111-ABCD") == normalize_code("oOoO-iIlL-abcd")
    assert normalize_code("short") is None and normalize_code("UUUU-UUUU-UUUU") is None
    assert normalize_code(None) is None
    assert hash_code(canonical) != canonical and len(hash_code(canonical)) == 64


def test_player_code_round_trip_to_another_device(world: DailyWorld) -> None:
    phone = world.player()
    r = phone.post("/api/me/code", json={})
    assert r.status_code == 409 and r.json()["error"]["code"] == "no_player"
    phone.post("/api/me", json={"name": "Ива"})
    driver = daily_driver(phone, random.Random(2))
    for _ in range(3):
        driver.step()
    issued = phone.post("/api/me/code", json={}).json()
    code = issued["code"]
    assert phone.get("/api/me").json()["player"]["code_issued_at"] == issued["issued_at"]
    # Only a hash of the code is stored.
    service = world.app.state.store
    with service.engine.connect() as conn:
        stored = conn.execute(select(Player.__table__.c.code_hash)).scalars().all()
    assert normalize_code(code) not in stored and hash_code(normalize_code(code) or "") in stored
    laptop = world.player()
    r = laptop.post("/api/me/adopt", json={"code": code.lower().replace("-", " ")})
    assert r.status_code == 200 and r.json()["player"]["name"] == "Ива"
    assert "HttpOnly" in r.headers["set-cookie"]
    # The laptop resumes the same ranked game; the phone keeps working too.
    resumed = laptop.post("/api/daily/start", json={})
    assert resumed.status_code == 200 and resumed.json()["view"] == driver.view
    driver.client = laptop
    driver.step()
    assert phone.get(f"/api/games/{driver.view['id']}").json() == driver.view
    # A new code replaces the old one.
    newer = phone.post("/api/me/code", json={}).json()["code"]
    assert newer != code
    r = world.player().post("/api/me/adopt", json={"code": code})
    assert r.status_code == 404 and r.json()["error"]["code"] == "bad_code"
    assert world.player().post("/api/me/adopt", json={"code": "nonsense"}).status_code == 404
    assert world.player().post("/api/me/adopt", json={"code": newer}).status_code == 200
    with service.engine.connect() as conn:
        keys = conn.execute(select(PlayerKey.__table__)).all()
    assert len({k.player_id for k in keys}) == 1 and len(keys) == 3  # phone, laptop, third


def test_client_address_uses_the_proxy_header_only_when_told() -> None:
    assert client_address("10.0.0.1", "1.2.3.4, 5.6.7.8", False) == "10.0.0.1"
    assert client_address("10.0.0.1", "1.2.3.4, 5.6.7.8", True) == "5.6.7.8"
    assert client_address("10.0.0.1", None, True) == "10.0.0.1"
    assert client_address(None, None, False) == "unknown"


def test_identity_creation_is_rate_limited_per_address_across_processes(tmp_path: Path) -> None:
    app, clock = daily_app(tmp_path / "data", identity_limit=3, trust_proxy=True)
    other_app, _ = daily_app(tmp_path / "data", clock=clock, identity_limit=3, trust_proxy=True)
    with TestClient(app), TestClient(other_app):

        def new(a: object, address: str, how: str = "name") -> int:
            c = TestClient(a, headers={"X-Forwarded-For": f"9.9.9.9, {address}"})  # type: ignore[arg-type]
            if how == "name":
                return c.post("/api/me", json={"name": f"P{random.random():.8f}"}).status_code
            return c.post("/api/games", json={"rules": "single-deck", "level": "easy"}).status_code

        assert new(app, "1.1.1.1") == 200
        assert new(other_app, "1.1.1.1", "game") == 201  # counted in the same database
        assert new(app, "1.1.1.1") == 200
        c = TestClient(app, headers={"X-Forwarded-For": "1.1.1.1"})
        r = c.post("/api/me", json={"name": "Fourth"})
        assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
        assert 0 < r.json()["error"]["retry_after"] <= 600
        assert c.get("/api/me").json() == {"player": None}  # nothing was created
        assert new(other_app, "1.1.1.1", "game") == 429
        assert new(app, "2.2.2.2") == 200  # another address
        # An existing identity is not limited.
        known = TestClient(app, headers={"X-Forwarded-For": "3.3.3.3"})
        assert known.post("/api/me", json={"name": "Known"}).status_code == 200
        for i in range(5):
            assert known.post("/api/me", json={"name": f"Known {i}"}).status_code == 200
        clock.advance(seconds=600)
        assert new(app, "1.1.1.1") == 200  # a new window


def test_code_attempts_are_rate_limited(tmp_path: Path) -> None:
    app, clock = daily_app(tmp_path / "data", code_limit=3)
    with TestClient(app) as c:
        for _ in range(3):
            assert c.post("/api/me/adopt", json={"code": "0000-0000-0000"}).status_code == 404
        r = c.post("/api/me/adopt", json={"code": "0000-0000-0000"})
        assert r.status_code == 429 and int(r.headers["retry-after"]) > 0
        assert r.json()["error"]["code"] == "rate_limited"
        clock.advance(seconds=600 + 1)
        assert c.post("/api/me/adopt", json={"code": "0000-0000-0000"}).status_code == 404


def test_proxy_header_is_ignored_unless_trusted(tmp_path: Path) -> None:
    app, _ = daily_app(tmp_path / "data", identity_limit=1)
    with TestClient(app):
        first = TestClient(app, headers={"X-Forwarded-For": "1.1.1.1"})
        assert first.post("/api/me", json={"name": "One"}).status_code == 200
        second = TestClient(app, headers={"X-Forwarded-For": "2.2.2.2"})  # same peer
        assert second.post("/api/me", json={"name": "Two"}).status_code == 429


def test_rate_windows_are_forgotten(tmp_path: Path) -> None:
    from bideuchre.server.models import RateCount

    app, clock = daily_app(tmp_path / "data", identity_limit=5)
    with TestClient(app):
        for i in range(4):
            r = TestClient(app).post("/api/me", json={"name": f"Window {i}"})
            assert r.status_code == 200
            clock.advance(seconds=601)
        with app.state.store.engine.connect() as conn:
            windows = conn.execute(select(RateCount.__table__)).all()
        assert len(windows) <= 3  # windows long gone are deleted


def test_adopt_an_empty_code_is_malformed_and_answers_the_documented_shape(
    world: DailyWorld,
) -> None:
    """Fresh-user check: ``{"code": ""}`` was 404 ``bad_code``; empty input is
    422 ``malformed`` like any other malformed body.  A code no player has
    stays 404 ``bad_code``.  ``POST /api/me`` and ``/api/me/adopt`` answer
    ``{"player": Profile}`` (docs/api.md), not ``"stats": null``."""
    for blank in ("", "  ", " - "):
        r = world.player().post("/api/me/adopt", json={"code": blank})
        assert r.status_code == 422, r.text
        assert r.json()["error"]["code"] == "malformed"
    r = world.player().post("/api/me/adopt", json={"code": "0000-0000-0000"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "bad_code"
    phone = world.player()
    r = phone.post("/api/me", json={"name": "Odile"})
    assert r.status_code == 200 and set(r.json()) == {"player"}
    code = phone.post("/api/me/code", json={}).json()["code"]
    r = world.player().post("/api/me/adopt", json={"code": code})
    assert r.status_code == 200 and set(r.json()) == {"player"}
    assert r.json()["player"]["name"] == "Odile"
    assert "stats" in phone.get("/api/me").json()  # GET /api/me adds them
