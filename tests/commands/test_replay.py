"""``bideuchre replay FILE|-`` as a subprocess: the JSON result, the JSON error
(keys code, index, step, message, rule; reason for a refused step or deal),
the exit status, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bideuchre.engine import HandRecord

from ..engine.support import make_state

DATA = Path(__file__).resolve().parent.parent / "data"


def run_replay(arg: str, stdin: str | None = None) -> tuple[int, dict[str, Any], str]:
    proc = subprocess.run(
        [sys.executable, "-m", "bideuchre", "replay", arg],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Traceback" not in proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout  # one JSON object
    return proc.returncode, json.loads(lines[0]), proc.stderr


def record(**kwargs: Any) -> dict[str, Any]:
    return HandRecord.of(make_state(**kwargs)).to_json()


def assert_error(
    out: dict[str, Any], index: int | None, rule: str | None, code: str, refusal: str | None = None
) -> None:
    """``out`` is the error ``code`` (docs/rules.md, "Hand records") at step
    ``index`` citing ``rule``; ``refusal``: the engine's refusal code in ``reason``."""
    assert out["ok"] is False
    keys = {"code", "index", "step", "message", "rule"}
    assert set(out["error"]) == (keys if refusal is None else keys | {"reason"})
    assert out["error"]["code"] == code
    assert out["error"]["index"] == index and out["error"]["rule"] == rule
    assert out["error"]["message"]
    if refusal is not None:
        assert out["error"]["reason"]["code"] == refusal


def test_replay_a_clean_record_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record(calls=["N 3H", "E pass", "S 5NT", "W pass"])))
    code, out, _ = run_replay(str(path))
    assert code == 0 and out["ok"] is True
    assert out["phase"] == "auction" and out["to_act"] == "N"
    assert out["contract"] is None and out["legal"][0] == "pass"


def test_replay_from_standard_input() -> None:
    data = record(calls=["N 1H", "E pass", "S pass", "W pass"], plays=["N 9C"])
    code, out, _ = run_replay("-", json.dumps(data))
    assert code == 0 and out["ok"] is True and out["to_act"] == "E"
    assert out["contract"] == {"declarer": "N", "bid": 1, "denomination": "H", "alone": False}


def test_replay_golden_record_matches_its_result() -> None:
    path = DATA / "single-deck-game-to-target.json"
    code, out, _ = run_replay(str(path))
    expected = json.loads((DATA / "single-deck-game-to-target.result.json").read_text())
    assert code == 0 and out == expected and out["winner"] == "NS"


@pytest.mark.parametrize(
    "text", ["{", "", "not json", '{"format": "bideuchre/1", "rules": "double-deck", "x": ']
)
def test_replay_malformed_json(text: str) -> None:
    code, out, _ = run_replay("-", text)
    assert code != 0
    assert_error(out, None, None, "malformed_json")
    assert "JSON" in out["error"]["message"]


def test_replay_unknown_cards() -> None:
    data = record()
    data["hands"]["N"][0] = "ZZ"
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, None, None, "malformed_record")
    assert "ZZ" in out["error"]["message"]
    data = record(calls=["N 1H", "E pass", "S pass", "W pass"])
    data["play"] = ["N 1C"]
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, 4, None, "malformed_step")
    assert out["error"]["step"] == "N 1C"


def test_replay_deal_that_is_not_a_legal_deck() -> None:
    data = record()
    data["hands"]["N"][0] = "9D"  # a third 9D, one 9C short
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, None, "R1", "illegal_deal", "deal_deck")
    data = record(rules="single-deck")
    data["rules"] = "double-deck"  # six cards each is not a double-deck deal
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, None, "R2", "illegal_deal", "deal_size")


def test_replay_step_out_of_turn() -> None:
    data = record(calls=["N 2C"])
    data["calls"].append("S 3C")  # E is to call
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, 1, "R3", "illegal_action", "out_of_turn")
    assert out["error"]["reason"]["params"] == {"seat": "E"}
    assert out["error"]["step"] == "S 3C"


def test_replay_illegal_card_R6() -> None:
    data = record(
        calls=["N 1S", "E pass", "S pass", "W pass"],
        hands={
            "N": "9C 9C TC TC JC JC QC QC KC KC AC 9D",
            "E": "AC 9D TD TD JD JD QD QD KD KD AD AD",
        },
    )
    data["play"] = ["N 9C", "E 9D"]
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, 5, "R6", "illegal_action", "must_follow")
    assert out["error"]["step"] == "E 9D"


def test_replay_unknown_rules_and_missing_file(tmp_path: Path) -> None:
    data = record()
    data["rules"] = {"preset": "double-deck", "copies": 3}
    code, out, _ = run_replay("-", json.dumps(data))
    assert code != 0
    assert_error(out, None, None, "bad_rules")
    code, out, _ = run_replay(str(tmp_path / "missing.json"))
    assert code == 2
    assert_error(out, None, None, "unreadable")


@pytest.mark.parametrize(
    ("change", "code", "message"),
    [
        (
            {"rules": {"preset": "double-deck", "target_score": 10**100}},
            "bad_rules",
            "target_score must be at most 500",
        ),
        (
            {"rules": {"preset": "double-deck", "lone_set_points": 501}},
            "bad_rules",
            "lone_set_points must be at most 500",
        ),
        (
            {"scores_before": {"NS": 10**400, "EW": 0}},
            "bad_scores",
            "scores_before.NS must be between -50000 and 50000",
        ),
        (
            {"scores_before": {"NS": 0, "EW": -50001}},
            "bad_scores",
            "scores_before.EW must be between -50000 and 50000",
        ),
    ],
)
def test_replay_refuses_points_past_what_a_game_may_ask(
    change: dict[str, Any], code: str, message: str
) -> None:
    """Before: a target of 10**100 or totals of 10**400 replayed ``ok``, while a
    new game caps the target (and lone points) at 500 (docs/rules.md)."""
    out_code, out, _ = run_replay("-", json.dumps({**record(), **change}))
    assert out_code == 1
    assert_error(out, None, None, code)
    assert out["error"]["message"] == message


def test_replay_accepts_the_bounds_themselves() -> None:
    edge = {
        **record(),
        "rules": {"preset": "double-deck", "target_score": 500, "lone_made_points": 500},
        "scores_before": {"NS": -50000, "EW": 499},
    }
    out_code, out, _ = run_replay("-", json.dumps(edge))
    assert out_code == 0 and out["ok"] is True
    assert out["totals"] == {"NS": -50000, "EW": 499}


@pytest.mark.parametrize("depth", [1000, 100_000])
def test_replay_deeply_nested_json_is_a_record_error_not_a_traceback(depth: int) -> None:
    """docs/rules.md "Hand records": a record wrong as a whole has index null; exit 1."""
    code, out, _ = run_replay("-", "[" * depth + "]" * depth)
    assert code == 1
    assert_error(out, None, None, "malformed_json")
    assert out["error"]["message"] == "malformed JSON: nested too deeply"


@pytest.mark.parametrize("depth", [980, 990])
def test_replay_a_step_nested_near_the_parser_limit_is_an_error_not_a_traceback(
    depth: int,
) -> None:
    data = record()
    data["calls"] = ["__NESTED__"]
    text = json.dumps(data).replace('"__NESTED__"', "[" * depth + "]" * depth)
    code, out, _ = run_replay("-", text)
    assert code == 1 and out["ok"] is False
    # the call step, or the record as a whole (beyond the parser's limit: not JSON)
    assert (out["error"]["index"], out["error"]["code"]) in [
        (0, "malformed_step"),
        (None, "malformed_record"),
        (None, "malformed_json"),
    ]


def test_replay_number_too_long_to_parse_is_malformed_json() -> None:
    code, out, _ = run_replay("-", '{"k": ' + "1" * 5000 + "}")
    assert code == 1
    assert_error(out, None, None, "malformed_json")
    assert "JSON" in out["error"]["message"]


def test_replay_accepts_a_utf8_byte_order_mark(tmp_path: Path) -> None:
    data = record(calls=["N 3H", "E pass"])
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    code, out, _ = run_replay(str(path))
    assert code == 0 and out["ok"] is True and out["to_act"] == "S"
    code, out, _ = run_replay("-", "\ufeff" + json.dumps(data))
    assert code == 0 and out["ok"] is True and out["to_act"] == "S"


def test_replay_a_game_record_whose_next_hand_cannot_follow() -> None:
    """R2: the next hand's dealer is left of the last; R11: after a finished hand."""
    first = record(calls=["N pass", "E pass", "S pass", "W pass"])  # annulled (R15)
    second = record(dealer="E")  # West dealt: North deals next, not East
    game = {"format": first["format"], "rules": first["rules"], "hands": [first, second]}
    for h in game["hands"]:
        del h["format"], h["rules"]
    code, out, _ = run_replay("-", json.dumps(game))
    assert code == 1
    assert_error(out, None, "R2", "hand_order")


def test_every_replay_error_code_is_documented() -> None:
    """The codes are a contract: each is listed in docs/rules.md."""
    from bideuchre.engine.record import REPLAY_ERRORS

    rules = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text()
    assert [c for c in REPLAY_ERRORS if f"`{c}`" not in rules] == []


def _mid_hand_game_record() -> dict[str, Any]:
    """``GET /api/games/{id}/record`` after one call of a single-deck game:
    the hand in progress as South saw it (``"complete": false``, ``"hidden"``)."""
    from bideuchre.server.records import south_record

    return south_record(make_state("single-deck", calls=["N 2H"]))


def test_replay_of_a_record_downloaded_mid_hand_says_it_is_incomplete() -> None:
    """Not ``illegal_deal`` ("N holds 0 cards"), which reads as a broken deal
    from the server: the record hides the other seats' cards (docs/rules.md)."""
    data = _mid_hand_game_record()
    assert data["hands"][-1]["complete"] is False and data["hands"][-1]["hidden"]["N"] == 6
    code, out, _ = run_replay("-", json.dumps(data))
    assert code == 1
    assert_error(out, None, None, "incomplete_record")
    assert "hand 1 of the game is incomplete" in out["error"]["message"]
    assert "cannot be replayed" in out["error"]["message"]
    hand = dict(data["hands"][-1], format=data["format"], rules=data["rules"])
    code, out, _ = run_replay("-", json.dumps(hand))  # the hand alone
    assert code == 1
    assert_error(out, None, None, "incomplete_record")
    assert out["error"]["message"].startswith("the hand is incomplete")
