"""The live "Why?" of a CPU call or card says nothing derived from the cards
that seat still holds (docs/api.md, "Live Why?"): no count of the other cards
it weighed (while following suit, R7, that count plus one is how many cards
of the led suit it held), no "only card it could play" (a singleton or a
void), no value of a card, and for a call no value of calls in other
denominations (R9).  The hand review, once the hand is over, still gives the
full reasons."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bideuchre.server.explain_views import live_why

from .conftest import DailyWorld, make_client
from .support import Driver, daily_driver, fix_casual_seed


def assert_live_safe(why: dict[str, Any] | None, event: dict[str, Any]) -> None:
    """A live why (an event's or ``GET /whys``'s) holds no hidden fact."""
    if why is None:
        return
    code, params = why["code"], why["params"]
    if event["type"] == "card_played":
        # one shape for every CPU card, searched or forced: only the card played
        assert why == {"code": "card_hidden", "params": {"card": event["card"]}}, why
        return
    assert code in ("call_value", "call_pass", "only_legal"), why
    if code == "call_pass":
        assert params == {}, why  # no best other call, no tricks, no values
    elif code == "call_value":
        assert params["alternatives"] == [], why  # no other denomination's value
        assert params["call"] == event["call"]
    else:
        assert params["action"] == event["call"]  # the legal calls are public


def _cards_by_trick(events: list[dict[str, Any]], seen: dict[str, Any]) -> None:
    """Note in ``seen`` each card event with its trick (0 first) and seat."""
    for e in events:
        if e["type"] == "hand_dealt":
            seen.clear()
            seen["_t"] = 0
        elif e["type"] == "card_played":
            seen[(seen["_t"], e["seat"])] = e
        elif e["type"] == "trick_taken":
            seen["_t"] += 1


def _scan_hands(client: Any, d: Driver, step: dict[str, Any], hands: int) -> dict[str, int]:
    """Play ``hands`` whole hands, checking every live why of the events and
    of ``GET /whys`` at every step; count the live codes seen."""
    gid = d.view["id"]
    codes: dict[str, int] = {}
    cards: dict[Any, Any] = {"_t": 0}
    for _ in range(hands):
        while True:
            _cards_by_trick(step["events"], cards)
            for e in step["events"]:
                if e["type"] in ("called", "card_played") and e["seat"] != "S":
                    why = e.get("why")
                    assert_live_safe(why, e)
                    if why is not None:
                        codes[why["code"]] = codes.get(why["code"], 0) + 1
            body = client.get(f"/api/games/{gid}/whys").json()
            for w in body["calls"]:  # the view lists the hand's calls (a start's too)
                call = d.view["calls"][w["index"]]
                assert_live_safe(w["why"], {"type": "called", **call})
            for w in body["cards"]:
                assert_live_safe(w["why"], cards[(w["trick"], w["seat"])])
            if d.view["phase"] in ("hand_over", "game_over"):
                break
            step = d.step()
        if d.view["phase"] == "game_over":
            break
        step = d.step()  # next hand
    return codes


@pytest.mark.parametrize(("level", "hands"), [("easy", 4), ("medium", 1)])
def test_live_card_whys_never_count_the_seats_other_cards(
    tmp_path: Path, level: str, hands: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R7: the live Why? of every CPU card of several whole hands, in the
    events and in ``GET /whys``, is the card played and nothing else; the
    review of the same hands keeps the counted candidates and the forced
    cards (all hands are shown there)."""
    # a fixed deal: one medium hand must be bid (not passed out) and hold a CPU
    # card searched among several candidates
    fix_casual_seed(monkeypatch, f"live-card-whys-{level}-1")
    with make_client(tmp_path / "data") as client:
        d = Driver(client, random.Random(5))
        step = d.create("single-deck", level=level)
        gid = d.view["id"]
        codes = _scan_hands(client, d, step, hands)
        assert codes.get("card_hidden", 0) > 0
        review_codes: set[str] = set()
        multiple = False
        for n in range(hands):
            r = client.get(f"/api/games/{gid}/hands/{n}/review")
            if r.status_code != 200:
                continue
            for w in r.json()["why"]:
                review_codes.add(w["why"]["code"])
                cands = w["why"]["params"].get("candidates") or []
                multiple = multiple or len(cands) > 1
        assert "card_hidden" not in review_codes
        if level == "medium":
            assert "card_candidates" in review_codes and multiple
        else:
            assert "card_rule" in review_codes


def test_a_random_seat_gives_no_why_even_for_its_only_card(tmp_path: Path) -> None:
    """A level that explains nothing says nothing for a forced card either
    (a Why? only then would mark the seat's singleton or void, R7)."""
    with make_client(tmp_path / "data") as client:
        d = Driver(client, random.Random(3))
        step = d.create("single-deck", level="random")
        assert _scan_hands(client, d, step, 3) == {}


def test_the_daily_game_live_whys_hide_the_seats_cards(world: DailyWorld) -> None:
    c = world.player("Ada")
    d = daily_driver(c, random.Random(4))
    step = {"events": [], "view": d.view}
    codes = _scan_hands(c, d, step, 1)
    assert codes.get("card_hidden", 0) > 0


@pytest.mark.parametrize(
    ("full", "action"),
    [
        (
            {
                "code": "card_candidates",
                "params": {
                    "card": "KC",
                    "candidates": [
                        {"card": "KC", "value": 5.8, "points": 1.0},
                        {"card": "9C", "value": 5.6, "points": 0.8},
                        {"card": "TC", "value": 5.5, "points": 0.7},
                        {"card": "AC", "value": 5.4, "points": 0.6},
                    ],
                },
            },
            "KC",
        ),
        ({"code": "only_legal", "params": {"action": "KC"}}, "KC"),
        ({"code": "card_rule", "params": {"card": "KC"}}, "KC"),
    ],
)
def test_every_kind_of_card_why_looks_the_same_live(full: dict[str, Any], action: str) -> None:
    """R7: searched, forced or by rule, a live CPU card reads the same."""
    assert live_why(full) == {"code": "card_hidden", "params": {"card": action}}


def test_a_live_call_why_drops_what_the_call_does_not_show() -> None:
    """R9: a pass names no best call nor tricks; a bid keeps its own
    denomination's figures and drops the other calls' values."""
    passed = {
        "code": "call_pass",
        "params": {
            "best_call": "5H",
            "expected": 4.1,
            "value": -0.3,
            "best_value": -0.8,
            "margin": 0.5,
            "alternatives": [{"call": "5H", "value": -0.8}],
        },
    }
    assert live_why(passed) == {"code": "call_pass", "params": {}}
    bid = {
        "code": "call_value",
        "params": {
            "call": "6H",
            "expected": 6.8,
            "partner_expected": 2.5,
            "value": 1.9,
            "higher": {"call": "7H", "value": -0.4},
            "alternatives": [{"call": "5NT", "value": 1.2}, {"call": "7H", "value": -0.4}],
        },
    }
    assert live_why(bid)["params"] == {**bid["params"], "alternatives": []}
    only = {"code": "only_legal", "params": {"action": "pass"}}
    assert live_why(only) == only
