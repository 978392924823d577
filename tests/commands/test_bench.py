"""``bideuchre bench`` runs and reports every measurement (no speed is asserted:
figures live in benchmarks/RESULTS.md)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bideuchre.commands.bench import markdown


def test_bench_reports_self_play_and_operation_costs() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "bideuchre", "bench", "--seconds", "0.05", "--repeat", "1",
         "--positions", "40", "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["machine"]["nproc"] >= 1 and result["machine"]["python"]
    assert set(result["presets"]) == {"double-deck", "single-deck"}
    for data in result["presets"].values():
        for run in data["self_play"].values():
            assert run["hands"] >= 16 and run["actions"] > run["hands"]
            assert run["hands_per_second"] > 0
        assert set(data["cost_us"]) == {
            "legal_actions", "clone", "observation", "apply", "apply_unchecked",
        }  # fmt: skip
        assert all(v > 0 for v in data["cost_us"].values())
    text = markdown(result, result["command"])
    assert "| double-deck | unchecked |" in text and "apply_unchecked (µs)" in text
    assert result["command"].startswith("bideuchre bench")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--positions", "0"], "argument --positions: must be at least 1"),
        (["--positions", "-3"], "argument --positions: must be at least 1"),
        (["--repeat", "0"], "argument --repeat: must be at least 1"),
        (["--repeat", "-1"], "argument --repeat: must be at least 1"),
        (["--seconds", "0"], "argument --seconds: must be more than 0"),
        (["--seconds", "nan"], "argument --seconds: expected a finite number"),
    ],
)
def test_bench_refuses_values_that_are_not_positive(args: list[str], message: str) -> None:
    """--positions 0 was a ZeroDivisionError, --repeat 0 a ValueError (max of
    nothing), --seconds nan never ended."""
    proc = subprocess.run(
        [sys.executable, "-m", "bideuchre", "bench", "--seconds", "0.01", *args],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 2
    assert message in proc.stderr and "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_benchmark_games_are_cut_after_game_hands() -> None:
    """Random single-deck games seldom end (R14); the benchmark starts a new
    one after GAME_HANDS hands so the game's history does not grow without end."""
    from bideuchre.commands.bench import GAME_HANDS, sample_positions
    from bideuchre.engine import SINGLE_DECK

    positions = sample_positions(SINGLE_DECK, 3000, seed=1)
    numbers = [p.hand_number for p in positions]
    assert max(numbers) == GAME_HANDS - 1  # reached, never passed
