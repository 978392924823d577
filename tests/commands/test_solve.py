"""``bideuchre solve FILE|-``: one JSON line per record with the open-hand
tricks of each legal card; JSON errors and exit 1 as ``replay``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from bideuchre.bots.dds import position_of, random_position
from bideuchre.bots.solver import Solver
from bideuchre.engine import CARDS, DOUBLE_DECK, SINGLE_DECK, HandRecord

DATA = Path(__file__).resolve().parent.parent / "data"


def run_solve(arg: str, stdin: str | None = None) -> tuple[int, list[dict[str, Any]]]:
    proc = subprocess.run(
        [sys.executable, "-m", "bideuchre", "solve", arg],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in proc.stdout + proc.stderr
    return proc.returncode, [json.loads(line) for line in proc.stdout.splitlines()]


def _small_records() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Records stopping with few tricks left, and the expected output lines
    from the Python reference solver."""
    rng = random.Random(11)
    records, expected = [], []
    for rules, lone in ((DOUBLE_DECK, False), (SINGLE_DECK, False), (DOUBLE_DECK, True)):
        state = random_position(rules, rng, 3, rng.randrange(5), lone)
        p = position_of(state)
        ref = Solver(p.denomination, [list(h) for h in p.hands], p.sitting_out, p.to_act & 1)
        legal = sorted({a.card for a in state.legal_actions()}, key=lambda c: (c // 6, -(c % 6)))
        tricks = {str(c): ref.solve_after(p.to_act, p.trick_seats, p.trick_cards, c) for c in legal}
        records.append(HandRecord.of(state).to_json())
        expected.append({"to_act": "NESW"[p.to_act], "tricks": tricks})
    return records, expected


def test_one_record_from_a_file(tmp_path: Path) -> None:
    records, expected = _small_records()
    f = tmp_path / "hand.json"
    f.write_text(json.dumps(records[0], indent=1))
    code, out = run_solve(str(f))
    assert code == 0
    assert out == expected[:1]
    assert list(out[0]["tricks"]) == list(expected[0]["tricks"])  # suit, then rank high to low


def test_json_lines_from_standard_input() -> None:
    records, expected = _small_records()
    code, out = run_solve("-", "\n".join(json.dumps(r) for r in records) + "\n")
    assert code == 0
    assert out == expected


def test_mid_trick_record_of_the_test_data() -> None:
    code, out = run_solve(str(DATA / "double-deck-mid-trick.json"))
    assert code == 0
    assert out[0]["to_act"] == "N"
    # North holds only clubs (void in spades, the suit led): six distinct cards
    assert sorted(out[0]["tricks"]) == sorted(str(c) for c in CARDS[:6])


def test_record_not_in_play_is_an_error() -> None:
    code, out = run_solve(str(DATA / "double-deck-case17-all-pass.json"))
    assert code == 1
    assert out[-1]["ok"] is False
    assert "play phase" in out[-1]["error"]["message"]


def test_illegal_step_is_replays_error() -> None:
    code, out = run_solve(str(DATA / "error-must-follow-R6.json"))
    assert code == 1
    assert out == [json.loads((DATA / "error-must-follow-R6.result.json").read_text())]


def test_malformed_line_stops_with_exit_1() -> None:
    records, expected = _small_records()
    code, out = run_solve("-", json.dumps(records[0]) + "\n{not json\n" + json.dumps(records[1]))
    assert code == 1
    assert out[0] == expected[0]
    assert out[1]["ok"] is False and out[1]["error"]["index"] is None
    assert len(out) == 2


def test_unreadable_file_exits_2(tmp_path: Path) -> None:
    code, out = run_solve(str(tmp_path / "missing.json"))
    assert code == 2
    assert out[0]["ok"] is False


def test_record_downloaded_mid_hand_is_incomplete_not_an_illegal_deal() -> None:
    """``GET /api/games/{id}/record`` mid-hand hides the other seats' cards:
    ``incomplete_record``, exit 1 (docs/rules.md), not ``illegal_deal``."""
    from bideuchre.server.records import south_record

    from ..engine.support import make_state

    data = south_record(make_state("single-deck", calls=["N 2H"]))
    code, out = run_solve("-", json.dumps(data))
    assert code == 1
    assert out[0]["ok"] is False and out[0]["error"]["code"] == "incomplete_record"
    assert out[0]["error"]["index"] is None and "incomplete" in out[0]["error"]["message"]
