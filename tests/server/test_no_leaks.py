"""No response, error or log line ever names a card South cannot see.

Whole games are played through the API; after every response the real game
(the stored record, replayed with every hand visible) is compared with what
was sent: every card named must be one South was dealt, saw played, or may
see in a lone exchange (D6), and the view's lists must match the real state.
The single-deck games make the check exact (every face is unique); the
double-deck games add the lone exchange, from all three sides of it.
"""

from __future__ import annotations

import json
import logging
import random
import re
from typing import Any

import pytest

from bideuchre.engine import Action, GameState, Phase, Seat
from bideuchre.server.cpu import CpuPlayer
from bideuchre.server.logs import JsonFormatter
from bideuchre.server.models import Game

from .conftest import TestClient
from .support import (
    CARD_TOKEN,
    NAME_TOKEN,
    Driver,
    assert_no_leak,
    assert_view_matches,
    real_state,
)

S = Seat.S


class Scanner:
    """Checks every response of one client against the stored game."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.store = client.app.state.store  # type: ignore[attr-defined]
        self.responses = 0
        self.exchange_events: list[dict[str, Any]] = []

    def state_of(self, game_id: str) -> tuple[int, GameState]:
        with self.store.sessions() as session:
            row = session.get(Game, game_id)
            assert row is not None
            return row.version, real_state(row.record)

    def __call__(self, response: Any, game_id: str | None = None) -> None:
        body = response.json()
        view = body if "hand" in body else body.get("view") or body.get("error", {}).get("view")
        game_id = game_id or (view or {}).get("id")
        assert game_id, body
        version, state = self.state_of(game_id)
        assert_no_leak(body, state)
        if view is not None:
            assert view["version"] == version
            assert_view_matches(view, state)
        for event in body.get("events", []):
            self.check_event(event, state)
        self.responses += 1

    def check_event(self, event: dict[str, Any], state: GameState) -> None:
        contract = state.contract
        kind = event["type"]
        if kind in ("card_given", "card_discarded", "exchange_done"):
            self.exchange_events.append(event)
        if kind == "card_given" or kind == "card_discarded":
            assert (event["card"] is None) == (event["seat"] != "S"), event
        elif kind == "exchange_done":
            assert contract is not None
            sees = S in (contract.declarer, contract.declarer.partner)
            assert bool(event["received"]) == (
                sees and state.exchange is not None and state.exchange[0] > 0
            ), event


def play_and_scan(client: TestClient, rules: Any, seed: int, alone: bool = False) -> Scanner:
    scanner = Scanner(client)
    driver = Driver(client, random.Random(seed), on_response=scanner, alone=alone)
    driver.create(rules)
    for _ in range(3000):
        view = driver.view
        if view["phase"] == "game_over":
            break
        if view["phase"] == "play" and view["to_act"] == "S":
            bad = [c for c in view["hand"] if not c["legal"]]
            if bad and driver.rng.random() < 0.2:  # errors are scanned too
                r = client.post(
                    f"/api/games/{view['id']}/actions",
                    json={"action": bad[0]["card"], "version": view["version"]},
                )
                assert r.status_code == 409
                scanner(r, view["id"])
        driver.step()
    assert driver.view["phase"] == "game_over"
    final = client.get(f"/api/games/{driver.view['id']}")
    scanner(final)
    assert final.json()["winner"] in ("NS", "EW")
    return scanner


def test_whole_single_deck_game_never_shows_a_hidden_card(client: TestClient) -> None:
    scanner = play_and_scan(client, "single-deck", seed=21)
    assert scanner.responses > 10


def test_whole_double_deck_game_with_south_alone_never_shows_a_hidden_card(
    client: TestClient,
) -> None:
    scanner = play_and_scan(
        client, {"preset": "double-deck", "target_score": 60}, seed=5, alone=True
    )
    # South went alone: it saw its partner's passes only as hidden cards, then
    # the cards received once the exchange was done (D6).
    assert any(e["type"] == "exchange_done" for e in scanner.exchange_events)


class ScriptedCpu(CpuPlayer):
    """The real CPU, except that ``declarer`` goes alone in hearts at its
    first call (a test script: bots never see more than their seat)."""

    def __init__(self, declarer: Seat) -> None:
        super().__init__(budget=0.2)
        self.declarer = declarer

    def decide(
        self,
        state: GameState,
        level: str,
        game_seed: str,
        deterministic: bool = False,
        *,
        south: bool = False,
        bots: str | None = None,
    ) -> Action:
        lone = Action.parse("alone H", "auction")
        if (
            state.phase is Phase.AUCTION
            and state.to_act is self.declarer
            and lone in state.legal_actions()
        ):
            return lone
        return super().decide(state, level, game_seed, deterministic, south=south, bots=bots)


@pytest.mark.parametrize("declarer", [Seat.N, Seat.W])
def test_D6_lone_exchange_seen_from_partner_and_defender(
    client: TestClient, declarer: Seat
) -> None:
    scanner = Scanner(client)
    client.app.state.casual.cpu = ScriptedCpu(declarer)  # type: ignore[attr-defined]
    for seed in range(20):
        driver = Driver(client, random.Random(seed), on_response=scanner)
        driver.create("double-deck")
        driver.finish_hand()
        contract = driver.view["contract"]
        if contract and contract["alone"] and contract["declarer"] == declarer.name:
            break
    else:
        raise AssertionError("the scripted lone hand never happened")
    view = driver.view
    assert view["exchange"] is not None and view["sitting_out"] == declarer.partner.name
    kinds = [e["type"] for e in scanner.exchange_events]
    assert "exchange_done" in kinds
    k = view["exchange"]["k"]
    assert view["exchange"]["passed_count"] == k
    if declarer is Seat.N:
        # South passed k of its own cards, which it may see; the rest of its
        # hand went out of play (D6); North's discards stay hidden.
        assert len(view["exchange"]["passed"]) == k
        assert view["exchange"]["discarded"] == []
        assert len(view["out_of_play"]) == 12 - k
        assert kinds.count("card_given") == k if k else True
    else:
        assert view["exchange"]["passed"] == [] and view["exchange"]["discarded"] == []
        assert view["out_of_play"] == []


ID = re.compile(r"g_[A-Za-z0-9_-]+")


def test_log_lines_name_no_cards(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    play_and_scan(client, "single-deck", seed=9)
    formatter = JsonFormatter()
    lines = [formatter.format(r) for r in caplog.records]
    assert any('"game created"' in line for line in lines)
    assert any('"game action"' in line for line in lines)
    for line in lines:
        data = json.loads(line)
        for key in ("game", "request", "path"):
            data.pop(key, None)
        text = ID.sub("", json.dumps(data))
        assert not CARD_TOKEN.findall(text), line
        assert not NAME_TOKEN.findall(text), line
