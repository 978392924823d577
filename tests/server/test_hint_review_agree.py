"""The hint and the hand review share one verdict (docs/api.md, Review): at
each of South's decisions the review's ``recommended`` is the hint South
got there, a decision that followed it is marked ``"best"`` (✓, cost 0),
and one against it never is.  Before, the review searched with its own
seed (and replayed later hands as hand 0): South followed the hint "pass"
in hand 2 of game "agree-1" and the review said 4♣ was better."""

from __future__ import annotations

import random
from pathlib import Path
from secrets import token_urlsafe
from types import SimpleNamespace
from typing import Any

import pytest

from bideuchre.bots import EasyBot
from bideuchre.engine import GameState, HandRecord, Phase, Rules, Seat
from bideuchre.server.hints import Hints
from bideuchre.server.review import compute_review

from .conftest import DailyWorld, make_client
from .support import Driver, choose, daily_driver, request_body


def _south_turn(
    client: Any, view: dict[str, Any], rng: random.Random, follow: float, alone: bool
) -> list[tuple[str | None, str]]:
    """South's request for ``view``: the hint followed with probability
    ``follow``, else a seeded random choice (alone whenever it may with
    ``alone``); ``(hint, taken)`` for each action sent (hint None for the
    lone partner's passed cards, sent as one batch)."""
    gid = view["id"]
    partner_passing = view["phase"] == "exchange" and view["legal"][0].startswith("pass ")
    if partner_passing:
        steps = choose(view, rng)
        hints: list[str | None] = [None] * len(steps)
    else:
        r = client.get(f"/api/games/{gid}/hint")
        assert r.status_code == 200, r.text
        hint = r.json()["action"]
        steps = [hint] if rng.random() < follow else choose(view, rng, alone)
        hints = [hint]
    r = client.post(f"/api/games/{gid}/actions", json=request_body(view, steps))
    assert r.status_code == 200, r.text
    view.clear()
    view.update(r.json()["view"])
    return list(zip(hints, steps, strict=True))


def _check(review: dict[str, Any], taken: list[tuple[str | None, str]]) -> int:
    """Assert the review's verdicts agree with the hints; how many
    decisions followed a hint."""
    decisions = review["decisions"]
    assert [d["taken"] for d in decisions] == [t for _, t in taken]
    followed = 0
    for d, (hint, action) in zip(decisions, taken, strict=True):
        assert d["verdict"] in ("best", "close", "costly", None), d
        assert d["good"] == (None if d["verdict"] is None else d["verdict"] != "costly"), d
        if d["verdict"] == "best":
            assert d["cost"] == 0.0, d
        if hint is None:
            continue
        assert d["recommended"] == hint, d  # the review's choice is the hint's
        if action == hint:
            followed += 1
            assert d["verdict"] == "best" and d["good"] is True and d["cost"] == 0.0, d
        elif d["kind"] == "call":
            assert d["verdict"] != "best", d  # a call against the hint is never ✓
    costly = [d for d in decisions if d["cost"]]
    if costly:  # the costliest decision is never one that followed the hint
        worst = max(costly, key=lambda d: d["cost"])
        assert worst["taken"] != worst["recommended"]
    return followed


@pytest.mark.parametrize(
    ("rules", "alone", "seed"),
    [("single-deck", False, 3), ("double-deck", True, 4)],
)
def test_the_review_marks_south_as_the_hints_advised(
    tmp_path: Path, rules: str, alone: bool, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two hands of each preset (the second is the engine's hand 1), South
    following the hint half the time and otherwise playing at random; on
    the double deck South goes alone whenever it does not follow the hint
    and may (a lone hand with South's exchange is among them).  The game's
    seed is fixed (the server draws it at random)."""
    from bideuchre.server import casual_service

    fixed = SimpleNamespace(token_hex=lambda n: f"agree-{seed}", token_urlsafe=token_urlsafe)
    monkeypatch.setattr(casual_service, "secrets", fixed)
    rng = random.Random(seed)
    with make_client(tmp_path / "data") as client:
        r = client.post(
            "/api/games", json={"rules": rules, "level": "easy", "partner_level": "easy"}
        )
        assert r.status_code == 201, r.text
        view = r.json()["view"]
        gid = view["id"]
        followed = 0
        lone_by_south = 0
        for n in range(2):
            taken: list[tuple[str | None, str]] = []
            while view["phase"] not in ("hand_over", "game_over"):
                if view["to_act"] != "S":  # South sits out a lone partner's hand
                    break
                taken += _south_turn(client, view, rng, 0.5, alone)
            assert view["phase"] in ("hand_over", "game_over"), view["phase"]
            contract = view["hand_scores"][n]["contract"]
            lone_by_south += bool(contract and contract["declarer"] == "S" and contract["alone"])
            r = client.get(f"/api/games/{gid}/hands/{n}/review")
            assert r.status_code == 200, r.text
            followed += _check(r.json(), taken)
            r = client.post(f"/api/games/{gid}/next-hand", json={"version": view["version"]})
            assert r.status_code == 200, r.text
            view = r.json()["view"]
        assert followed >= 4
        if alone:
            assert lone_by_south >= 1


def test_a_hint_followed_in_a_later_hand_is_marked_best() -> None:
    """The case seen (engine level): game "agree-1", easy players at the
    other seats, South following every hint for two hands — every one of
    South's decisions is marked ``"best"``.  With the review's own seed
    and hand 1 replayed as hand 0, South's pass in hand 2 (the hint's) was
    marked "4♣ was better by 0.6"."""
    seed = "agree-1"
    state = GameState.new_game(Rules.preset("single-deck"), seed)
    rng = random.Random(seed)
    easy, hints = EasyBot(), Hints()
    verdicts: list[str | None] = []
    for n in range(2):
        version = 0
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act
            assert seat is not None
            if seat is Seat.S:
                version += 1
                hint = hints.hint((seed, 1000 * n + version), state, seed)["action"]
                state.apply(next(a for a in state.legal_actions() if str(a) == hint))
            else:
                state.apply(easy.choose(state.observation(seat), rng, 0.1))
        review = compute_review(HandRecord.of(state), n, seed)
        verdicts += [d["verdict"] for d in review["decisions"]]
        assert all(d["taken"] == d["recommended"] for d in review["decisions"])
        state.next_hand()
    assert len(verdicts) >= 10
    assert set(verdicts) == {"best"}


def test_a_review_stored_before_the_shared_verdict_is_judged_again(tmp_path: Path) -> None:
    """A review stored by an older server (its own search seed, no
    ``verdict``: its marks could contradict the hint) is not served as it
    is: it is judged again, with the hint's verdict, and stored."""
    from sqlalchemy import create_engine

    from bideuchre.server.notes import read_review, store_review

    with make_client(tmp_path / "data") as client:
        r = client.post("/api/games", json={"level": "easy", "partner_level": "easy"})
        view = r.json()["view"]
        gid = view["id"]
        rng = random.Random(7)
        while view["phase"] not in ("hand_over", "game_over") and view["to_act"] == "S":
            _south_turn(client, view, rng, 0.0, False)
        fresh = client.get(f"/api/games/{gid}/hands/0/review").json()
        old = {
            **{k: v for k, v in fresh.items() if k != "why"},
            "decisions": [
                {k: v for k, v in d.items() if k != "verdict"} | {"good": False, "cost": 9.9}
                for d in fresh["decisions"]
            ],
        }
        engine = create_engine(f"sqlite:///{tmp_path / 'data' / 'bideuchre.sqlite3'}")
        try:
            with engine.begin() as conn:
                store_review(conn, gid, 0, old)
            again = client.get(f"/api/games/{gid}/hands/0/review").json()
            assert again == fresh
            with engine.connect() as conn:
                assert all("verdict" in d for d in read_review(conn, gid, 0)["decisions"])
        finally:
            engine.dispose()


def test_a_daily_practice_deal_is_reviewed_as_its_hints_advised(world: DailyWorld) -> None:
    """A daily deal is dealt as the engine's hand 0 whatever its number: a
    deal past the first of a practice attempt, South following every hint,
    is marked ``"best"`` throughout (the review replays it as hand 0, as the
    hint saw it, not under its deal number)."""
    c = world.player("Ada")
    ranked = daily_driver(c, random.Random(1))
    ranked.finish_game()
    r = c.post("/api/daily/practice", json={})
    assert r.status_code == 201, r.text
    practice = Driver(c, random.Random(2))
    practice.view = r.json()["view"]
    # from deal 1 on, South follows every hint; checked on the first deal
    # past deal 0 where South made at least 3 decisions
    practice.finish_hand()
    checked = None
    while checked is None and practice.view["phase"] != "game_over":
        practice.step()  # the next deal
        view = practice.view
        gid, deal = view["id"], view["hand_number"]
        rng = random.Random(deal)
        taken: list[tuple[str | None, str]] = []
        while view["phase"] not in ("hand_over", "game_over") and view["to_act"] == "S":
            taken += _south_turn(c, view, rng, 1.0, False)
        assert view["phase"] in ("hand_over", "game_over")
        if len(taken) < 3:
            continue
        r = c.get(f"/api/games/{gid}/hands/{deal}/review")
        assert r.status_code == 200, r.text
        review = r.json()
        assert review["hand_number"] == deal >= 1
        assert _check(review, taken) == len([h for h, _ in taken if h is not None])
        assert {d["verdict"] for d in review["decisions"] if d["kind"] != "exchange"} == {"best"}
        checked = deal
    assert checked is not None
