"""The OpenAPI schema is as strict as the server (issue 11: schemathesis
found requests the schema allowed and the server refused)."""

from __future__ import annotations

from typing import Any

from .conftest import TestClient


def schema(client: TestClient) -> dict[str, Any]:
    data: dict[str, Any] = client.get("/openapi.json").json()
    return data


def request_schema(doc: dict[str, Any], name: str) -> dict[str, Any]:
    found: dict[str, Any] = doc["components"]["schemas"][name]
    return found


def query(doc: dict[str, Any], path: str, name: str) -> dict[str, Any]:
    for p in doc["paths"][path]["get"]["parameters"]:
        if p["name"] == name:
            found: dict[str, Any] = p["schema"]
            return found
    raise AssertionError(f"{path} has no {name}")


def test_the_schema_names_what_the_server_accepts(client: TestClient) -> None:
    doc = schema(client)
    rules = request_schema(doc, "NewGameRequest")["properties"]["rules"]
    assert {"type": "string", "enum": ["double-deck", "single-deck"]} in rules["anyOf"]
    action = request_schema(doc, "ActionRequest")
    assert action["oneOf"] == [{"required": ["action"]}, {"required": ["actions"]}]
    assert action["properties"]["actions"]["anyOf"][0]["items"]["maxLength"] == 40
    version = request_schema(doc, "VersionRequest")["properties"]["version"]
    assert version["type"] == "integer" and version["minimum"] == 0
    assert query(doc, "/api/daily/leaderboard", "date")["pattern"] == r"^(\d{4}-\d{2}-\d{2})?$"
    assert query(doc, "/api/daily/comparison", "date")["pattern"] == r"^(\d{4}-\d{2}-\d{2})?$"
    assert query(doc, "/api/rankings", "period")["enum"] == ["all", "week"]
    assert query(doc, "/api/rankings", "week")["pattern"] == r"^(\d{4}-W\d{2})?$"
    for path, methods in doc["paths"].items():
        for method, operation in methods.items():
            if method in ("post", "put", "patch", "delete"):
                assert "503" in operation["responses"], (method, path)


def test_outside_the_schema_the_documented_codes_still_answer(client: TestClient) -> None:
    r = client.post("/api/games", json={"rules": "triple-deck"})
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_rules"
    r = client.get("/api/daily/leaderboard?date=2025-1-1")
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_date"
    r = client.get("/api/rankings?period=month")
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_period"


def test_a_whole_number_written_with_a_point_is_a_version(client: TestClient) -> None:
    view = client.post("/api/games", json={"rules": "single-deck", "level": "easy"}).json()["view"]
    url = f"/api/games/{view['id']}/actions"
    for bad in (True, 1.5, "1", -1.0):
        r = client.post(url, json={"action": view["legal"][0], "version": bad})
        assert r.status_code == 422 and r.json()["error"]["code"] == "malformed", bad
    r = client.post(url, json={"action": view["legal"][0], "version": float(view["version"])})
    assert r.status_code == 200, r.text


def test_method_not_allowed_lists_every_method_of_the_path(client: TestClient) -> None:
    r = client.request("OPTIONS", "/api/games")
    assert r.status_code == 405 and r.json()["error"]["code"] == "method_not_allowed"
    assert r.headers["allow"] == "GET, POST"
    r = client.delete("/api/me")
    assert r.status_code == 405 and r.headers["allow"] == "GET, POST"
