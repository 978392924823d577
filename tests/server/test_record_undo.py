"""``GET /api/games/{id}/record`` and ``POST /api/games/{id}/undo`` (issue 12,
docs/api.md): the record shows only what South saw of the hand in progress
and finished hands replay through ``bideuchre replay``; undo takes back
South's last action and the CPU replies, survives a restart, and the CPUs
answer the same actions the same way afterwards."""

from __future__ import annotations

import argparse
import io
import json
import random
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from bideuchre.commands import replay as replay_command
from bideuchre.engine import Seat

from .conftest import DailyWorld, make_client
from .support import Driver, assert_no_leak, choose, fix_casual_seed, real_state, stored_game


def replay_cli(path: Path) -> dict[str, Any]:
    """``bideuchre replay FILE`` run through the command's own code."""
    out = io.StringIO()
    with redirect_stdout(out):
        code = replay_command.run(argparse.Namespace(file=str(path), indent=None))
    result: dict[str, Any] = json.loads(out.getvalue())
    assert code == 0, result
    return result


def db_url(tmp_path: Path, database_url: str | None) -> str:
    return database_url or f"sqlite:///{(tmp_path / 'data' / 'bideuchre.sqlite3').resolve()}"


def south_step(d: Driver) -> dict[str, Any]:
    """South's next action (one step, not a batch) through the API."""
    v = d.view
    steps = choose(v, d.rng)
    return d._send(f"/api/games/{v['id']}/actions", {"action": steps[0], "version": v["version"]})


def play_until_mid_hand(d: Driver, south_actions: int) -> None:
    """Play hands until South has taken ``south_actions`` actions in the hand
    in progress (a fresh hand when a hand ends first)."""
    for _ in range(400):
        taken = 0
        start = d.view["hand_number"]
        while d.view["to_act"] == "S" and taken < south_actions:
            south_step(d)
            taken += 1
            if d.view["hand_number"] != start or d.view["phase"] in ("hand_over", "game_over"):
                break
        if taken == south_actions and d.view["to_act"] == "S":
            return
        if d.view["phase"] == "game_over":
            raise AssertionError("the game ended first")
        d.finish_hand()
        d.step()  # next hand
    raise AssertionError("never got there")


# ---------------------------------------------------------------- record


def test_the_record_hides_the_hand_in_progress_and_replays_finished_hands(
    tmp_path: Path, database_url: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a fixed deal: hand 1 passed out at South's call would leave no hand in
    # progress to hide (``complete`` False)
    fix_casual_seed(monkeypatch, "record-hides-1")
    with make_client(tmp_path / "data", database_url) as client:
        d = Driver(client, random.Random(4))
        d.create("single-deck")
        gid = d.view["id"]
        d.finish_hand()
        d.step()  # deal hand 1
        totals_after_0 = d.view["totals"]
        if d.view["to_act"] == "S":
            south_step(d)
        r = client.get(f"/api/games/{gid}/record")
        assert r.status_code == 200, r.text
        assert "content-disposition" not in r.headers
        record = r.json()
        state = real_state(stored_game(db_url(tmp_path, database_url), gid).record)
        assert_no_leak(record["hands"][-1], state)
        current = record["hands"][-1]
        assert current["complete"] is False
        assert current["hands"]["S"] == [str(c) for c in state.initial_hands[Seat.S]]
        for seat in "NEW":
            played = sorted(str(c) for s, c in state.plays if s.name == seat)
            assert current["hands"][seat] == played
            assert current["hidden"][seat] == len(state.hand(Seat[seat]))
        # the finished hand replays through the command to the same totals
        finished = {**record, "hands": record["hands"][:-1]}
        path = tmp_path / "finished.json"
        path.write_text(json.dumps(finished))
        result = replay_cli(path)
        assert result["totals"] == totals_after_0
        assert result["phase"] in ("hand_over", "game_over")
        # downloaded as an attachment
        r = client.get(f"/api/games/{gid}/record?download=1")
        assert r.headers["content-disposition"] == f'attachment; filename="bideuchre-{gid}.json"'


def test_a_finished_game_record_replays_to_its_totals(tmp_path: Path) -> None:
    with make_client(tmp_path / "data") as client:
        d = Driver(client, random.Random(11))
        d.create({"preset": "single-deck", "target_score": 12})
        d.finish_game()
        record = client.get(f"/api/games/{d.view['id']}/record").json()
        assert all("complete" not in h for h in record["hands"])
        path = tmp_path / "game.json"
        path.write_text(json.dumps(record))
        result = replay_cli(path)
        assert result["totals"] == d.view["totals"]
        assert result["winner"] == d.view["winner"]


def test_someone_elses_record_is_not_found(tmp_path: Path) -> None:
    with make_client(tmp_path / "data") as owner, make_client(tmp_path / "data") as other:
        gid = owner.post("/api/games", json={"level": "easy"}).json()["view"]["id"]
        other.post("/api/games", json={"level": "easy"})
        for path in ("record", "hint"):
            r = other.get(f"/api/games/{gid}/{path}")
            assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
        r = other.post(f"/api/games/{gid}/undo", json={"version": 1})
        assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"


# ---------------------------------------------------------------- undo


def _comparable(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "version"}


def test_undo_goes_back_step_by_step_and_the_cpus_answer_the_same(
    tmp_path: Path, database_url: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a fixed deal: South must have a call to make (no 6-bid before it) and
    # the hand must go on after it (not passed out) for the four steps below
    fix_casual_seed(monkeypatch, "undo-steps-1")
    with make_client(tmp_path / "data", database_url) as client:
        d = Driver(client, random.Random(7))
        d.create("single-deck", level="medium")
        gid = d.view["id"]
        assert d.view["to_act"] == "S" and d.view["phase"] == "auction"
        views = [d.view]
        steps: list[dict[str, Any]] = []
        for _ in range(4):  # the call and three cards: the hand goes on (6 tricks)
            v = d.view
            action = choose(v, d.rng, pass_share=0.0)[0]
            step = d._send(f"/api/games/{gid}/actions", {"action": action, "version": v["version"]})
            steps.append({"action": action, "events": step["events"]})
            views.append(d.view)
        assert d.view["to_act"] == "S" and d.view["phase"] == "play"
        version = d.view["version"]
        # a stale version is refused and changes nothing
        r = client.post(f"/api/games/{gid}/undo", json={"version": version - 1})
        assert r.status_code == 409 and r.json()["error"]["code"] == "stale_version"
        current = views[-1]
        for back in range(len(views) - 1, 0, -1):
            r = client.post(f"/api/games/{gid}/undo", json={"version": current["version"]})
            assert r.status_code == 200, r.text
            body = r.json()
            assert body["events"] == [{"type": "undone", "count": 1}]
            assert body["view"]["version"] == current["version"] + 1
            assert _comparable(body["view"]) == _comparable(views[back - 1])
            current = body["view"]
        r = client.post(f"/api/games/{gid}/undo", json={"version": current["version"]})
        assert r.status_code == 409 and r.json()["error"]["code"] == "nothing_to_undo"
        cookies = dict(client.cookies)
    # the undone game survives a restart (it is saved like any change) ...
    assert stored_game(db_url(tmp_path, database_url), gid).version == version + 4
    with make_client(tmp_path / "data", database_url) as again:
        again.cookies.update(cookies)
        view = again.get(f"/api/games/{gid}").json()
        assert view == current
        # ... and the same actions bring the same CPU replies
        d2 = Driver(again, random.Random(0))
        d2.view = view
        for taken in steps:
            step = d2._send(
                f"/api/games/{gid}/actions",
                {"action": taken["action"], "version": d2.view["version"]},
            )
            assert step["events"] == taken["events"]


def test_nothing_to_undo_at_the_start_of_a_hand(tmp_path: Path) -> None:
    with make_client(tmp_path / "data") as client:
        d = Driver(client, random.Random(3))
        d.create("single-deck")
        play_until_mid_hand(d, 0)
        v = d.view
        r = client.post(f"/api/games/{v['id']}/undo", json={"version": v["version"]})
        assert r.status_code == 409
        assert r.json()["error"]["code"] == "nothing_to_undo"
        assert client.get(f"/api/games/{v['id']}").json()["version"] == v["version"]


def test_undo_and_hints_are_refused_in_the_ranked_daily_game(world: DailyWorld) -> None:
    c = world.player("Ann")
    r = c.post("/api/daily/start", json={})
    view = r.json()["view"]
    d = Driver(c, random.Random(5))
    d.view = view
    if d.view["to_act"] == "S":
        south_step(d)
    v = d.view
    r = c.post(f"/api/games/{v['id']}/undo", json={"version": v["version"]})
    assert r.status_code == 409 and r.json()["error"]["code"] == "not_in_ranked"
    r = c.get(f"/api/games/{v['id']}/hint")
    assert r.status_code == 409 and r.json()["error"]["code"] == "not_in_ranked"
    d.finish_game()
    # practice: undo is allowed
    r = c.post("/api/daily/practice", json={})
    p = Driver(c, random.Random(6))
    p.view = r.json()["view"]
    play_until_mid_hand(p, 1)
    before = p.view
    south_step(p)
    if p.view["phase"] not in ("hand_over", "game_over"):
        r = c.post(f"/api/games/{before['id']}/undo", json={"version": p.view["version"]})
        assert r.status_code == 200, r.text
        assert _comparable(r.json()["view"]) == _comparable(before)


# ---------------------------------------------------------------- statistics


def _expected(hand_scores: list[dict[str, Any]]) -> dict[str, Any]:
    out = dict.fromkeys(
        ("hands", "declared", "made", "defended", "set", "alone", "alone_made", "points"), 0
    )
    for r in hand_scores:
        out["hands"] += 1
        out["points"] += r["score"]["NS"]
        c = r["contract"]
        if c is None:
            continue
        if c["declarer"] in ("N", "S"):
            out["declared"] += 1
            out["made"] += int(r["made"])
            out["alone"] += int(c["alone"])
            out["alone_made"] += int(c["alone"] and r["made"])
        elif c["declarer"] in ("E", "W"):
            out["defended"] += 1
            out["set"] += int(not r["made"])
    return out


def test_me_counts_casual_hands_by_level(tmp_path: Path, database_url: str | None) -> None:
    with make_client(tmp_path / "data", database_url) as client:
        assert client.get("/api/me").json() == {"player": None}
        d = Driver(client, random.Random(21), alone=True)
        d.create({"preset": "single-deck", "target_score": 15}, level="easy")
        d.finish_game()
        first = d.view["hand_scores"]
        d2 = Driver(client, random.Random(22))
        d2.create("single-deck", level="random")
        d2.finish_hand()
        stats = client.get("/api/me").json()["stats"]["levels"]
        easy = _expected(first)
        assert {k: stats["easy"][k] for k in easy} == easy
        assert stats["easy"]["games"] == 1
        assert stats["easy"]["points_per_hand"] == round(easy["points"] / easy["hands"], 2)
        assert stats["random"]["hands"] == len(d2.view["hand_scores"]) == 1
        assert easy["declared"] + easy["defended"] > 0
        # the same answer again, from the cache
        assert client.get("/api/me").json()["stats"]["levels"] == stats


def test_stats_count_partner_norths_contracts_and_lone_hands() -> None:
    """Before: a hand North declared alone and made (+24) counted in the
    points but not under "Contracts made" / "Alone made" (0 / 0): only
    South's contracts were counted, while the points are the side's."""
    from bideuchre.engine import DOUBLE_DECK, ActionKind, GameRecord, GameState, Phase, Seat
    from bideuchre.server.player_stats import game_figures

    state = GameState.new_game(DOUBLE_DECK, "stats-north-alone")
    rng = random.Random(3)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        legal = state.legal_actions()
        if state.phase is Phase.AUCTION:
            alone = [a for a in legal if a.kind is ActionKind.ALONE]
            passes = [a for a in legal if a.kind is ActionKind.PASS]
            action = alone[0] if state.to_act is Seat.N and alone else passes[0]
        else:
            action = rng.choice(legal)
        state.apply(action)
    (result,) = state.hand_results
    assert result.contract is not None and result.contract.declarer is Seat.N
    assert result.contract.alone
    figures = game_figures(GameRecord.of(state).to_json())
    made = int(bool(result.made))
    assert (figures["declared"], figures["made"]) == (1, made)
    assert (figures["alone"], figures["alone_made"]) == (1, made)
    assert figures["points"] == result.score[0]
