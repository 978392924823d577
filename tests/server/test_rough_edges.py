"""What a first-time player ran into (issue 11): error answers that read
wrongly.  Each answer is checked to change nothing."""

from __future__ import annotations

import random
from typing import Any

from .conftest import TestClient
from .support import Driver
from .test_api import error_of, play_until, view_of


def test_R11_next_hand_mid_hand_says_the_hand_is_still_being_played(client: TestClient) -> None:
    """The old message, "the hand is not over; all tricks are played (R11)",
    read as if every trick had been played."""
    driver = Driver(client, random.Random(4))
    driver.create("double-deck")
    view = play_until(driver, lambda v: v["phase"] == "play" and v["to_act"] == "S")
    r = client.post(f"/api/games/{view['id']}/next-hand", json={"version": view["version"]})
    err = error_of(r, 409, "illegal_action")
    assert err["rule"] == "R11"
    assert "all tricks are played" not in err["message"]
    assert "still being played" in err["message"]
    assert view_of(client, view["id"]) == view


def test_a_version_from_the_future_is_called_unknown(client: TestClient) -> None:
    driver = Driver(client, random.Random(6))
    driver.create("double-deck")
    view = play_until(driver, lambda v: v["to_act"] == "S")
    at = view["version"]
    action = view["legal"][0]
    r = client.post(f"/api/games/{view['id']}/actions", json={"action": action, "version": at + 5})
    err = error_of(r, 409, "stale_version")
    assert err["message"] == f"version {at + 5} is unknown: the game is at version {at}"
    assert "moved on" not in err["message"] and err["view"] == view
    r = client.post(f"/api/games/{view['id']}/next-hand", json={"version": at + 1})
    assert "is unknown" in error_of(r, 409, "stale_version")["message"]
    r = client.post(f"/api/games/{view['id']}/actions", json={"action": action, "version": at - 1})
    assert "has moved on" in error_of(r, 409, "stale_version")["message"]
    assert view_of(client, view["id"]) == view


def test_an_absurd_version_is_malformed_not_echoed(client: TestClient) -> None:
    """Before: ``1e308`` was read as a version and its 309 digits came back
    in the ``stale_version`` message."""
    driver = Driver(client, random.Random(6))
    driver.create("double-deck")
    view = play_until(driver, lambda v: v["to_act"] == "S")
    action = view["legal"][0]
    for version in (1e308, 2**53, 2**70):
        r = client.post(
            f"/api/games/{view['id']}/actions", json={"action": action, "version": version}
        )
        assert r.status_code == 422 and len(r.text) < 2000, r.text[:200]
        assert r.json()["error"]["code"] == "malformed"
    r = client.post(
        f"/api/games/{view['id']}/actions", json={"action": action, "version": 2**53 - 1}
    )
    assert error_of(r, 409, "stale_version")["view"] == view
    assert view_of(client, view["id"]) == view


def test_a_refused_batch_answers_the_legal_actions_of_the_unchanged_game(
    client: TestClient,
) -> None:
    """``actions: [c, c]`` with a single copy of ``c``: the first card is
    legal, the second is not (South no longer holds it); nothing is applied, so
    ``legal`` is the list before the first step (it holds ``c``), not the one
    after it."""
    driver = Driver(client, random.Random(11))
    driver.create("double-deck")

    def single_copy_lead(v: dict[str, object]) -> bool:
        if v["phase"] != "play" or v["to_act"] != "S" or v["hand_number"] > 3:
            return False
        hand = [c["card"] for c in v["hand"]]  # type: ignore[attr-defined]
        return len(hand) >= 6 and any(hand.count(c) == 1 for c in v["legal"])  # type: ignore[attr-defined]

    view = play_until(driver, single_copy_lead)
    hand = [c["card"] for c in view["hand"]]
    card = next(c for c in view["legal"] if hand.count(c) == 1)
    r = client.post(
        f"/api/games/{view['id']}/actions",
        json={"actions": [card, card], "version": view["version"]},
    )
    err = error_of(r, 409, "illegal_action")
    assert err["legal"] == view["legal"] and card in err["legal"]
    assert view_of(client, view["id"]) == view


def _lone_south(calls_of_south: str = "S alone H") -> Any:
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    state = make_state(
        hands={"S": "QC 9D TD JD QD KD 9H TH JH QH 9S TS"},
        calls=["N pass", "E pass", calls_of_south],
    )

    def advance(s: Any) -> list[Any]:  # North passes its cards (D6), first legal ones
        events: list[Any] = []
        while s.to_act is not None and s.to_act is not Seat.S:
            events += s.apply(s.legal_actions()[0])
        return events

    return state, advance


def test_four_discards_for_an_exchange_of_three_say_the_exchange_takes_three() -> None:
    """Before: "discard TS is not a card play: it is time to play (R8)"
    (code ``not_a_play``).  Now ``exchange_counts`` with ``k`` 3 (D6), and
    ``legal`` is the game as it stands: nothing of the request is applied."""
    import pytest

    from bideuchre.server.errors import ApiError
    from bideuchre.server.turns import legal_texts, play_steps

    state, advance = _lone_south()
    stored = state.clone()
    steps = ["exchange 3", "discard 9D", "discard TD", "discard 9S", "discard TS"]
    with pytest.raises(ApiError) as info:
        play_steps(state, steps, advance)
    err = info.value
    assert (err.status, err.code) == (409, "illegal_action")
    assert err.extra["reason"] == {"code": "exchange_counts", "params": {"k": 3}, "rule": "D6"}
    assert err.extra["rule"] == "D6"
    assert "4 discards are too many (D6)" in err.message
    assert err.extra["legal"] == legal_texts(stored) == [f"exchange {k}" for k in range(4)]
    # three discards are right; a play after them is still a play
    state, advance = _lone_south()
    play_steps(state, steps[:4], advance)
    assert state.phase.value == "play"
