"""The edge of the app (issue 11): cross-site writes are refused with 403
``cross_site`` and never replace a player's cookie; bodies that are not
UTF-8 or nest too deep are 422 ``malformed``; every answer carries the
security headers (a Content-Security-Policy that forbids framing)."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from bideuchre.server.guards import MAX_DEPTH, body_problem, is_json_type, request_host
from bideuchre.server.models import Player

from .conftest import DailyWorld, TestClient

EVIL = "https://evil.example"


def players(world: DailyWorld) -> int:
    with world.app.state.store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(Player.__table__)).scalar_one())


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": EVIL},
        {"Origin": "null"},
        {"Origin": "http://testserver.evil.example"},
        {"Origin": "http://testserver:8080"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "cross-site", "Origin": "http://testserver"},
    ],
)
def test_a_cross_site_form_cannot_replace_a_players_identity(
    world: DailyWorld, headers: dict[str, str]
) -> None:
    victim = world.player("Victim")
    cookie = victim.cookies.get("bideuchre_player")
    before = players(world)
    # The auto-submitted form: SameSite=Lax sends no cookie with it.
    attack = TestClient(world.app)
    r = attack.post(
        "/api/games",
        content=b"",
        headers={"Content-Type": "application/x-www-form-urlencoded", **headers},
    )
    assert r.status_code == 403 and r.json()["error"]["code"] == "cross_site"
    assert "set-cookie" not in r.headers
    assert players(world) == before  # no identity was created
    assert victim.get("/api/me").json()["player"]["name"] == "Victim"
    assert victim.cookies.get("bideuchre_player") == cookie
    # With the victim's cookie too (a browser without SameSite): still refused.
    r = victim.post("/api/me", json={"name": "Hijacked"}, headers=headers)
    assert r.status_code == 403 and "set-cookie" not in r.headers
    assert victim.get("/api/me").json()["player"]["name"] == "Victim"


@pytest.mark.parametrize("method", ["POST", "PUT", "PATCH", "DELETE"])
def test_every_state_changing_method_is_guarded(client: TestClient, method: str) -> None:
    r = client.request(method, "/api/games/g_nope", headers={"Origin": EVIL})
    assert r.status_code == 403 and r.json()["error"]["code"] == "cross_site"
    r = client.request(method, "/api/games/g_nope")  # same request, no Origin: routed
    assert r.status_code in (404, 405, 422)


@pytest.mark.parametrize(
    "headers",
    [
        {},  # curl, scripts, tests
        {"Origin": "http://testserver"},
        {"Origin": "http://TestServer:80"},
        {"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"},
        {"Sec-Fetch-Site": "none"},  # typed in the address bar
    ],
)
def test_same_origin_and_headerless_writes_are_allowed(
    client: TestClient, headers: dict[str, str]
) -> None:
    r = client.post("/api/games", json={"rules": "single-deck", "level": "easy"}, headers=headers)
    assert r.status_code == 201, r.text


def test_cross_site_reads_are_not_refused(client: TestClient) -> None:
    assert client.get("/api/rules", headers={"Origin": EVIL}).status_code == 200


def test_a_forwarded_host_counts_only_behind_a_trusted_proxy(tmp_path: object) -> None:
    from pathlib import Path

    from .conftest import make_client

    base = Path(str(tmp_path))
    headers = {"Origin": "https://game.example", "X-Forwarded-Host": "game.example"}
    body = {"rules": "single-deck", "level": "easy"}
    with make_client(base / "a", trust_proxy=True) as trusted:
        assert trusted.post("/api/games", json=body, headers=headers).status_code == 201
    with make_client(base / "b") as direct:
        assert direct.post("/api/games", json=body, headers=headers).status_code == 403


def test_bodies_that_are_not_utf8_or_nest_too_deep_are_malformed(client: TestClient) -> None:
    cases = [
        b'{"rules": "single-deck\xff"}',
        b"\xc3\x28",
        b"[" * 5000 + b"]" * 5000,
        b'{"rules": ' + b"{" * (MAX_DEPTH + 1) + b"}" * (MAX_DEPTH + 1) + b"}",
        b'{"rules": "single-deck", "level": ' + b"9" * 5000 + b"}",  # over 4300 digits
    ]
    for body in cases:
        r = client.post("/api/games", content=body, headers={"Content-Type": "application/json"})
        assert r.status_code == 422, (body[:20], r.text)
        assert r.json()["error"]["code"] == "malformed"
    assert client.get("/api/games").json() == {"games": []}  # nothing was created


def test_a_number_too_long_is_said_in_the_apis_words(client: TestClient) -> None:
    """Not Python's "Exceeds the limit (4300 digits) for integer string
    conversion; use sys.set_int_max_str_digits()" (fresh-user recheck)."""
    body = b'{"rules": "single-deck", "level": ' + b"9" * 5000 + b"}"
    r = client.post("/api/games", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == 422
    message = r.json()["error"]["message"]
    assert "too long" in message and "4300" in message
    assert "sys." not in message and "Exceeds" not in message


def test_body_problem_reads_strings_and_depth() -> None:
    assert body_problem(b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[["}') is None
    assert body_problem(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH) is None
    assert body_problem(b"[" * (MAX_DEPTH + 1)) is not None
    assert body_problem('{"name": "Zoë"}'.encode()) is None
    assert body_problem(b"") is None


@pytest.mark.parametrize("path", ["/", "/api/rules", "/static/js/main.js", "/api/nope"])
def test_security_headers(client: TestClient, path: str) -> None:
    r = client.get(path)
    policy = r.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in policy and "script-src 'self';" in policy
    assert "object-src 'none'" in policy and "unsafe-eval" not in policy
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "same-origin"
    assert r.headers["x-frame-options"] == "DENY"


# ------------------------------------------------- the Host header (DNS rebinding)

REBOUND = "attacker.example"  # a site whose name now points at this server


@pytest.mark.parametrize(
    "host",
    [
        REBOUND,
        f"{REBOUND}:8000",
        "127.0.0.1.attacker.example",
        "",
        "testserver:80@attacker.example",  # the test app's own name, junk after the port
        "testserver:http",
    ],
)
def test_a_foreign_host_is_refused_and_changes_nothing(world: DailyWorld, host: str) -> None:
    """A page of another site re-pointed at this server (DNS rebinding) sends
    its own name as ``Host``: 400 ``bad_host`` before any route, no cookie,
    nothing created, nothing read."""
    victim = world.player("Victim")
    before = players(world)
    stranger = TestClient(world.app)
    for method, path, body in [
        ("POST", "/api/me", {"name": "Rebound"}),
        ("POST", "/api/games", {"rules": "single-deck", "level": "easy"}),
        ("GET", "/api/me", None),
        ("GET", "/", None),
    ]:
        for c in (stranger, victim):
            r = c.request(method, path, json=body, headers={"Host": host})
            assert r.status_code == 400, (method, path, r.text)
            assert r.json()["error"]["code"] == "bad_host"
            assert "set-cookie" not in r.headers
            assert r.headers["x-frame-options"] == "DENY"  # still the edge's headers
    assert players(world) == before
    assert victim.get("/api/me").json()["player"]["name"] == "Victim"
    assert victim.get("/api/games").json() == {"games": []}


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("Example.org.:80", "example.org"),
        ("[::1]:8000", "[::1]"),
        ("[::1]", "[::1]"),
        ("localhost", "localhost"),
        ("127.0.0.1:80@evil", ""),
        ("[::1]x", ""),
        ("localhost:", "localhost"),  # an empty port is allowed (RFC 3986)
        ("localhost:８０", ""),  # a non-ASCII digit is no port
        ("[::1", ""),
    ],
)
def test_request_host_takes_a_name_and_a_port_only(header: str, name: str) -> None:
    assert request_host(header) == name


def test_the_default_hosts_are_this_machines_names_and_the_bind_host(tmp_path: object) -> None:
    from pathlib import Path

    from .conftest import make_client

    with make_client(Path(str(tmp_path)) / "a", bind_host="0.0.0.0") as c:
        for host in ["localhost", "LOCALHOST:8000", "127.0.0.1:8000", "[::1]:8000", "0.0.0.0"]:
            r = c.get("/api/rules", headers={"Host": host})
            assert r.status_code == 200, (host, r.text)
        for host in ["testserver", "192.168.1.5:8000", "localhost.attacker.example", "[::2]"]:
            assert c.get("/api/rules", headers={"Host": host}).status_code == 400, host


def test_allowed_hosts_replace_the_defaults(tmp_path: object) -> None:
    from pathlib import Path

    from .conftest import make_client

    base = Path(str(tmp_path))
    allowed = ("game.example", "*.cards.example")
    with make_client(base / "a", allowed_hosts=allowed) as c:
        for host in ["game.example", "Game.Example.:443", "www.cards.example"]:
            assert c.get("/api/rules", headers={"Host": host}).status_code == 200, host
        for host in ["localhost", "testserver", "cards.example", "evilcards.example"]:
            assert c.get("/api/rules", headers={"Host": host}).status_code == 400, host
    with make_client(base / "b", allowed_hosts=("*",)) as c:
        assert c.get("/api/rules", headers={"Host": REBOUND}).status_code == 200


def test_allowed_hosts_from_the_environment() -> None:
    from bideuchre.server.settings import Settings

    s = Settings.from_env({})
    assert s.hosts == ("localhost", "127.0.0.1", "[::1]")
    s = Settings.from_env({"BIDEUCHRE_BIND_HOST": "::"})
    assert s.hosts == ("localhost", "127.0.0.1", "[::1]", "[::]")
    s = Settings.from_env({"BIDEUCHRE_ALLOWED_HOSTS": " Game.Example , ::1,*.x.example ,"})
    assert s.hosts == ("game.example", "[::1]", "*.x.example")
    assert Settings.from_env({"BIDEUCHRE_ALLOWED_HOSTS": "*"}).hosts == ("*",)


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("text/plain", b'{"rules": "single-deck", "level": "easy"}'),
        ("text/plain;charset=UTF-8", b'{"rules": "single-deck", "level": "easy"}'),
        ("application/x-www-form-urlencoded", b"rules=single-deck&level=easy"),
        ("multipart/form-data; boundary=x", b"--x--"),
    ],
)
def test_a_body_declared_not_json_is_415_json_required_and_changes_nothing(
    world: DailyWorld, content_type: str, body: bytes
) -> None:
    """Not 422 "Input should be a valid dictionary": the body must be JSON."""
    c = world.player("Ben")
    before = players(world)
    r = c.post("/api/games", content=body, headers={"Content-Type": content_type})
    assert r.status_code == 415, r.text
    error = r.json()["error"]
    assert error["code"] == "json_required"
    assert "JSON" in error["message"]
    assert c.get("/api/games").json() == {"games": []}  # nothing was created
    r = c.post("/api/me", content=b'{"name": "Other"}', headers={"Content-Type": content_type})
    assert r.status_code == 415 and r.json()["error"]["code"] == "json_required"
    assert c.get("/api/me").json()["player"]["name"] == "Ben"
    assert players(world) == before


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("text/plain", b'{"rules": "single-deck\xff"}'),
        ("text/plain;charset=UTF-8", b"\xc3\x28"),
        ("application/x-www-form-urlencoded", b"[" * 5000 + b"]" * 5000),
    ],
)
def test_a_body_declared_not_json_is_415_before_its_bytes_are_judged(
    world: DailyWorld, content_type: str, body: bytes
) -> None:
    """The content-type check comes first: not UTF-8 or too deep is 422
    ``malformed`` only for a body declared JSON (or not declared)."""
    c = world.player("Ben")
    r = c.post("/api/games", content=body, headers={"Content-Type": content_type})
    assert r.status_code == 415, r.text
    assert r.json()["error"]["code"] == "json_required"
    assert c.get("/api/games").json() == {"games": []}  # nothing was created
    r = c.post("/api/games", content=body)  # no Content-Type: read as JSON
    assert r.status_code == 422 and r.json()["error"]["code"] == "malformed"


@pytest.mark.parametrize(
    "content_type", ["application/json", "application/json; charset=utf-8", "Application/JSON"]
)
def test_a_json_body_is_read_whatever_its_charset_or_case(
    client: TestClient, content_type: str
) -> None:
    body = b'{"rules": "single-deck", "level": "easy"}'
    r = client.post("/api/games", content=body, headers={"Content-Type": content_type})
    assert r.status_code == 201, r.text


def test_json_types_are_application_json_or_a_json_suffix() -> None:
    assert is_json_type("application/json")
    assert is_json_type("application/problem+json; charset=utf-8")
    assert not is_json_type("text/json+plain")
    assert not is_json_type("text/plain")
    assert not is_json_type("")
