"""``bideuchre simulate``: duplicate games between line-ups and the report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bideuchre.bots import make_bot
from bideuchre.bots.arena import play_duplicate
from bideuchre.cli import main
from bideuchre.commands.simulate import mean_ci, percentile, wilson
from bideuchre.engine import Rules


def test_duplicate_pairs_replay_the_same_deals_with_sides_swapped() -> None:
    rules = Rules.preset("single-deck")
    first, second = play_duplicate(rules, "dup", make_bot("easy"), make_bot("easy"))
    # Identical players on both sides: the swap changes nothing but the names,
    # so each hand scores the same with the sides exchanged.
    assert len(first.hands) == len(second.hands)
    for a, b in zip(first.hands, second.hands, strict=True):
        assert a.score == b.score
    assert first.levels == ("easy", "easy")


def test_simulate_reports_win_rate_points_contracts_and_times(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report.json"
    code = main(
        [
            "simulate", "--ns", "easy", "--ew", "random", "--games", "4",
            "--rules", "single-deck", "--seed", "3", "--processes", "1",
            "--no-progress", "--json", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    text = capsys.readouterr().out
    assert "game win rate" in text and "net points per hand" in text
    report = json.loads(out.read_text())
    assert report["games"] == 4 and report["pairs"] == 2
    assert report["a_wins"] + report["b_wins"] <= 4
    assert report["a_wins"] >= 3  # easy beats random
    lo, hi = report["a_points_per_hand"]["lo"], report["a_points_per_hand"]["hi"]
    assert lo <= report["a_points_per_hand"]["mean"] <= hi
    a = report["lineups"]["A"]
    assert a["level"] == "easy" and a["decisions"] > 0
    assert a["made"] + a["set"] == a["contracts"]
    assert a["p50_ms"] <= a["p95_ms"] <= a["max_ms"]


def test_simulate_refuses_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ns", "genius", "--games", "2", "--no-progress"]) == 2
    assert "unknown level" in capsys.readouterr().err
    assert main(["simulate", "--rules", "triple-deck", "--games", "2", "--no-progress"]) == 2
    assert main(["simulate", "--games", "1", "--no-progress"]) == 2


def test_confidence_interval_and_percentiles() -> None:
    mean, lo, hi = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and lo < 2.5 < hi
    assert round(hi - mean, 6) == round(1.96 * (1.6666666666666667 / 4) ** 0.5, 6)
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0


def test_wilson_interval_stays_inside_zero_to_one() -> None:
    lo, hi = wilson(400, 400)
    assert 0.98 < lo < 1.0 and abs(hi - 1.0) < 1e-12
    lo, hi = wilson(5, 10)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-12
