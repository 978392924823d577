"""The all-seeing reference player (issue 9) sees every hand: the server
never offers it and refuses it as a level."""

from __future__ import annotations

from .conftest import TestClient


def test_reference_is_not_in_the_levels_offered(client: TestClient) -> None:
    assert "reference" not in client.get("/api/rules").json()["levels"]


def test_reference_level_is_refused(client: TestClient) -> None:
    for field in ("level", "partner_level"):
        body = {"rules": "single-deck", "level": "easy", field: "reference"}
        r = client.post("/api/games", json=body)
        assert r.status_code == 400, r.text
        assert r.json()["error"]["code"] == "bad_level"
    assert client.get("/api/games").json() == {"games": []}
