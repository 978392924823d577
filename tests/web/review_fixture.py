"""Make the issue-12 fixtures of the page's mock server (tests/web/mock_api.py).

    .venv/bin/python -m tests.web.review_fixture

Plays whole double-deck hands with the engine and the ``easy`` CPU players
(all four seats, seeded) and writes, to the contract of
/work/wt/notes/CONTRACT-i12.md (docs/api.md once merged):

- ``fixtures/review.json``: ``GET /api/games/{id}/hands/0/review`` of a
  12-card hand (the record, its ``hand_scores`` result, the open-hand par from
  ``bots/dds``, a mark for each of South's decisions and a ``why`` for each
  CPU call and card);
- ``fixtures/review_alone.json``: the same for a hand South played alone
  (with the exchange);
- ``fixtures/record.json``: ``GET /api/games/{id}/record``: the game record of
  both hands;
- ``fixtures/learn_hand_over.json``: South's view once the second hand is
  over (its summary and the score pad open those reviews);
- ``fixtures/live_before.json`` / ``fixtures/live_step.json``: a view with
  South to play and the ``Step`` answering South's card (CPU ``card_played``
  events carrying ``why``), for the live "Why?" and "Undo".

South's marks are the server's own (:func:`bideuchre.server.review.judge_decision`,
the hint's search with fixed work and the game's seed: deterministic, the
same files on every run; about 1.3 s of CPU once numba's cache is warm,
about 18 s when it compiles), so their ``verdict`` (``best`` ✓, ``close`` ≈, ``costly`` ✗)
and costs are what the page gets; the hand South played alone has all
three.  The CPUs' ``why`` numbers are made up but plausible, in the order
the server sends them (``bots/explain.py``: candidates by expected points,
best first, the card played not always the top one: the search keeps to the
usual play unless another card is clearly better); the deal, the play, the
result and the par are the engine's.  Not a test.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from bideuchre.bots import make_bot
from bideuchre.engine import GameState, Phase, Rules, Seat
from bideuchre.engine.record import GameRecord, HandRecord
from bideuchre.server.explain_views import live_why
from bideuchre.server.review import compute_review
from bideuchre.server.views import GameMeta, events_for_south, south_view

OUT = Path(__file__).resolve().parent / "fixtures"
CPU = ("N", "E", "W")


def _play_hand(state: GameState, rng: random.Random, south_alone: bool = False) -> list[Any]:
    """Play ``state``'s hand to its end; returns the steps as (seat, action, legal)."""
    bot = make_bot("easy")
    steps = []
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        if south_alone and seat is Seat.S and any(str(a).startswith("alone") for a in legal):
            action = next(a for a in legal if str(a) == "alone S" or str(a).startswith("alone"))
        else:
            action = bot.choose(state.observation(seat), rng, 1.0, deterministic=True)
        steps.append((seat.name, str(action), [str(a) for a in legal]))
        state.apply(action)
    return steps


def _why(rng: random.Random, seat: str, action: str, legal: list[str], kind: str) -> dict[str, Any]:
    """A plausible ``why`` for a CPU decision."""
    if kind == "card":
        if len(legal) == 1:
            return {"code": "only_legal", "params": {"action": action}}
        others = [c for c in legal if c != action]
        rng.shuffle(others)
        top = round(rng.uniform(3.5, 8.5), 1)
        points = round(rng.uniform(-4.0, 6.0), 1)
        cands = [{"card": action, "value": top, "points": points}]
        for i, c in enumerate(others[:3]):
            top = round(top - rng.uniform(0.1, 1.2), 1)
            # now and then a card the search rated a little higher (not played:
            # not clearly better than the usual play, bots/pick.py)
            step = (
                rng.uniform(0.1, 0.3) if i == 0 and rng.random() < 0.3 else -rng.uniform(0.2, 1.6)
            )
            cands.append({"card": c, "value": top, "points": round(points + step, 1)})
        if rng.random() < 0.15:
            return {"code": "card_rule", "params": {"card": action, "rule": "second_hand_low"}}
        # as the server lists them: by expected points, best first (bots/explain.py)
        cands.sort(key=lambda x: (-x["points"], -x["value"]))
        return {"code": "card_candidates", "params": {"card": action, "candidates": cands}}
    if action == "pass":
        best = next((c for c in legal if c[0].isdigit()), "1C")
        return {
            "code": "call_pass",
            "params": {"best_call": best, "expected": round(rng.uniform(2, 5), 1)},
        }
    if action.startswith("alone"):
        return {"code": "call_alone", "params": {"call": action, "expected": 11.6}}
    n = int(action[:-1] if not action.endswith("NT") else action[:-2])
    alts = [c for c in legal if c[0].isdigit() and c != action][:2]
    return {
        "code": "call_value",
        "params": {
            "call": action,
            "expected": round(n + rng.uniform(0.2, 1.4), 1),
            "partner_expected": round(rng.uniform(1.0, 3.5), 1),
            "alternatives": [{"call": a, "value": round(-rng.uniform(0.2, 2.5), 1)} for a in alts],
        },
    }


def _review(
    state: GameState, steps: list[Any], hand_number: int, rng: random.Random, game_seed: str
) -> dict[str, Any]:
    """The review of ``state``'s finished hand as the server computes it
    (:func:`~bideuchre.server.review.compute_review`: South's decisions with
    their ``verdict``, the par), with made-up CPU ``why`` (:func:`_why`)."""
    record = HandRecord.of(state)
    view = south_view(state, GameMeta("g_fixture", 1, "medium"))
    result = next(h for h in view["hand_scores"] if h["hand_number"] == hand_number)
    judged = compute_review(record, hand_number, game_seed, hand_number)
    n_calls = len(record.calls)
    whys: list[dict[str, Any]] = []
    # the record's steps: calls, then the exchange as one step, then cards
    step = 0
    exchange_step: int | None = None
    for seat, action, legal in steps:
        kind = "call"
        if step >= n_calls:
            kind = "exchange" if action.startswith(("exchange ", "pass ", "discard ")) else "card"
        if kind == "exchange":
            if exchange_step is None:  # one step for the whole exchange, as the server numbers it
                exchange_step = step
                step += 1
            if seat != "S":
                why = {"code": "exchange_rule", "params": {"action": action}}
                whys.append({"step": exchange_step, "seat": seat, "why": why})
            continue
        if seat != "S":
            whys.append({"step": step, "seat": seat, "why": _why(rng, seat, action, legal, kind)})
        step += 1
    return {
        "hand_number": hand_number,
        "record": record.to_json(),
        "result": result,
        "par": judged["par"],
        "par_status": judged["par_status"],
        "decisions": judged["decisions"],
        "why": whys,
    }


def main() -> None:
    rng = random.Random(12)
    rules = Rules.preset("double-deck")
    # a partnership hand (seed chosen so that someone bids and every seat plays 12 cards)
    for seed in range(40):
        state = GameState.new_game(rules, f"review{seed}")
        steps = _play_hand(state, random.Random(seed))
        rec = HandRecord.of(state)
        if state.contract is not None and not state.contract.alone and len(rec.play) == 48:
            break
    review = _review(state, steps, 0, rng, f"review{seed}")
    first = HandRecord.of(state)
    # hand 2: South alone
    events = state.next_hand()
    del events
    steps2 = _play_hand(state, random.Random(99), south_alone=True)
    review2 = _review(state, steps2, 1, rng, f"review{seed}")
    over = south_view(state, GameMeta("g_fixture", 31, "medium"))
    over["kind"] = "casual"
    (OUT / "learn_hand_over.json").write_text(json.dumps(over, indent=1) + "\n")
    game = GameRecord(rules, (first, HandRecord.of(state))).to_json()
    (OUT / "review.json").write_text(json.dumps(review, indent=1) + "\n")
    (OUT / "review_alone.json").write_text(json.dumps(review2, indent=1) + "\n")
    (OUT / "record.json").write_text(json.dumps(game, indent=1) + "\n")

    # a live step: South to play in a fresh hand; the answer's CPU cards carry why
    live = GameState.new_game(rules, "live12")
    meta = GameMeta("g_fixture", 7, "medium")
    bot = make_bot("easy")
    lrng = random.Random(5)
    while not (live.phase is Phase.PLAY and live.to_act is Seat.S and len(live.plays) >= 1):
        seat = live.to_act
        assert seat is not None
        live.apply(bot.choose(live.observation(seat), lrng, 1.0, deterministic=True))
    before = south_view(live, meta)
    before["kind"] = "casual"
    raw: list[Any] = []
    legal = live.legal_actions()
    raw += live.apply(legal[0])
    whys: list[dict[str, Any]] = []
    while live.to_act is not Seat.S and live.phase is Phase.PLAY:
        seat = live.to_act
        assert seat is not None
        choice = bot.choose(live.observation(seat), lrng, 1.0, deterministic=True)
        options = [str(a) for a in live.legal_actions()]
        whys.append(_why(lrng, seat.name, str(choice), options, "card"))
        raw += live.apply(choice)
    after = south_view(live, GameMeta("g_fixture", 8, "medium"))
    after["kind"] = "casual"
    events = events_for_south(raw)
    cpu_cards = [ev for ev in events if ev["type"] == "card_played" and ev["seat"] != "S"]
    for ev, why in zip(cpu_cards, whys, strict=True):
        ev["why"] = live_why(why)  # as the server sends it while the hand is on
    (OUT / "live_before.json").write_text(json.dumps(before, indent=1) + "\n")
    (OUT / "live_step.json").write_text(
        json.dumps({"view": after, "events": events}, indent=1) + "\n"
    )
    _live_auction(rules, bot)
    print("wrote", ", ".join(p.name for p in sorted(OUT.glob("*.json"))))


def _live_auction(rules: Rules, bot: Any) -> None:
    """``live_auction_before.json`` / ``live_auction_step.json``: South to call,
    and the Step answering South's pass (CPU ``called`` events carry ``why``)."""
    rng = random.Random(8)
    for seed in range(50):
        live = GameState.new_game(rules, f"auction{seed}")
        while live.to_act is not Seat.S:
            seat = live.to_act
            assert seat is not None
            live.apply(bot.choose(live.observation(seat), rng, 1.0, deterministic=True))
        if len(live.calls) >= 2:
            break
    before = south_view(live, GameMeta("g_fixture", 3, "medium"))
    before["kind"] = "casual"
    pass_ = next(a for a in live.legal_actions() if str(a) == "pass")
    raw: list[Any] = list(live.apply(pass_))
    whys: list[dict[str, Any]] = []
    while live.to_act not in (Seat.S, None) and live.phase is Phase.AUCTION:
        seat = live.to_act
        choice = bot.choose(live.observation(seat), rng, 1.0, deterministic=True)
        options = [str(a) for a in live.legal_actions()]
        whys.append(_why(rng, seat.name, str(choice), options, "call"))
        raw += live.apply(choice)
    after = south_view(live, GameMeta("g_fixture", 4, "medium"))
    after["kind"] = "casual"
    events = events_for_south(raw)
    cpu_calls = [ev for ev in events if ev["type"] == "called" and ev["seat"] != "S"]
    for ev, why in zip(cpu_calls, whys, strict=False):
        ev["why"] = live_why(why)
    (OUT / "live_auction_before.json").write_text(json.dumps(before, indent=1) + "\n")
    step = {"view": after, "events": events}
    (OUT / "live_auction_step.json").write_text(json.dumps(step, indent=1) + "\n")


if __name__ == "__main__":
    main()
