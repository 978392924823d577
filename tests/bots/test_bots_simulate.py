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
    assert a["alone"] == a["alone_made"] == 0 and a["alone_net"] == 0.0  # single deck: C3
    assert a["p50_ms"] <= a["p95_ms"] <= a["max_ms"]


def test_simulate_refuses_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--ns", "genius", "--games", "2", "--no-progress"])
    assert exit_.value.code == 2
    assert "invalid choice: 'genius'" in capsys.readouterr().err
    assert main(["simulate", "--rules", "triple-deck", "--games", "2", "--no-progress"]) == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "3"], "argument --games: must be an even number"),
        (["--games", "1"], "argument --games: must be an even number"),
        (["--games", "0"], "argument --games: must be at least 1"),
        (["--games", "-2"], "argument --games: must be at least 1"),
        (["--budget", "0"], "argument --budget: must be more than 0"),
        (["--processes", "0"], "argument --processes: must be at least 1"),
        (["--json", "/nonexistent/x.json"], "argument --json: cannot write /nonexistent/x.json"),
    ],
)
def test_simulate_refuses_bad_values_before_running(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """--games 3 used to play 2 silently; a --json path that cannot be written
    failed with a traceback only after the whole run."""
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--no-progress", *args])
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


def test_simulate_json_path_that_is_a_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--no-progress", "--json", str(tmp_path)])
    assert "is a folder" in capsys.readouterr().err


def test_simulate_one_pair_reports_n_a_and_writes_valid_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One duplicate pair has no interval over pairs: "n/a" and JSON null,
    never "nan%" or a bare NaN (invalid JSON)."""
    out = tmp_path / "one.json"
    code = main(
        [
            "simulate", "--ns", "random", "--ew", "random", "--games", "2",
            "--rules", "single-deck", "--seed", "3", "--processes", "1",
            "--no-progress", "--json", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    text = capsys.readouterr().out
    assert "nan" not in text.lower()
    assert "(1 duplicate pair)" in text
    assert "(95% CI n/a, too few pairs; Wilson" in text
    assert "(95% CI n/a, too few pairs)" in text
    raw = out.read_text()
    assert "NaN" not in raw
    report = json.loads(raw, parse_constant=lambda name: pytest.fail(f"bare {name}"))
    assert report["a_win_rate"]["lo"] is None and report["a_win_rate"]["hi"] is None
    assert report["a_points_per_hand"]["lo"] is None
    assert report["a_win_rate"]["mean"] is not None


def test_format_report_flags_few_pairs_and_names_missing_figures() -> None:
    from bideuchre.commands.simulate import format_report, json_safe

    nan = float("nan")
    lineup = {
        "level": "easy", "contracts": 0, "made": 0, "set": 0, "alone": 0, "alone_made": 0,
        "decisions": 0, "p50_ms": nan, "p95_ms": nan, "max_ms": nan, "choices": 0,
        "choice_p50_ms": nan, "choice_p95_ms": nan, "cpu_p50_ms": nan, "cpu_p95_ms": nan,
        "cpu_max_ms": nan,
    }  # fmt: skip
    report = {
        "a": "easy", "b": "easy", "games": 4, "pairs": 2, "hands": 10, "a_wins": 2,
        "b_wins": 2, "a_win_rate": {"mean": 0.5, "lo": 0.5, "hi": 0.5},
        "a_win_rate_wilson": {"lo": 0.15, "hi": 0.85},
        "a_points_per_hand": {"mean": 0.0, "lo": 0.0, "hi": 0.0},
        "lineups": {"A": lineup, "B": lineup},
    }  # fmt: skip
    text = format_report(report, 1.0)
    assert "(2 duplicate pairs)" in text
    assert "(95% CI 50.0% .. 50.0% over pairs, too few pairs to trust; Wilson" in text
    assert "(95% CI +0.000 .. +0.000 over pairs, too few pairs to trust)" in text
    assert "nan" not in text.lower() and "n/a" in text
    assert json_safe({"a": [nan, 1.0, float("inf")], "b": (2,)}) == {
        "a": [None, 1.0, None],
        "b": [2],
    }


def test_confidence_interval_and_percentiles() -> None:
    mean, lo, hi = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and lo < 2.5 < hi
    assert round(hi - mean, 6) == round(1.96 * (1.6666666666666667 / 4) ** 0.5, 6)
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0


def test_wilson_interval_stays_inside_zero_to_one() -> None:
    lo, hi = wilson(400, 400)
    assert 0.98 < lo < 1.0 and hi == 1.0
    assert wilson(0, 7) == (0.0, wilson(0, 7)[1]) and 0 < wilson(0, 7)[1] < 1
    lo, hi = wilson(5, 10)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-12


def test_pair_win_rate_interval_stays_within_0_and_100_percent() -> None:
    """Before: pairs won 1, 1, 1 and 1/2 printed "95% CI 63.0% .. 112.0%"."""
    from bideuchre.commands.simulate import summarize

    def pair(a_won: list[bool]) -> dict[str, object]:
        empty: dict[str, list[float]] = {
            key: [] for key in ("times_a", "times_b", "choices_a", "choices_b", "cpu_a", "cpu_b")
        }
        return {"games": [{**empty, "hands": [], "a_won": w, "b_won": not w} for w in a_won]}

    results = [pair([True, True])] * 3 + [pair([True, False])]
    rate = summarize(results, "hard", "easy")["a_win_rate"]
    assert rate["mean"] == 0.875 and 0.5 < rate["lo"] < 0.875 and rate["hi"] == 1.0
    mean, lo, hi = mean_ci([0.0, 0.0, 0.5], bounds=(0.0, 1.0))
    assert lo == 0.0 and 0 < mean < hi < 1


def test_simulate_gives_north_and_south_levels_of_their_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--n and --s (issue 9: the partner's level): A's North plays easy and
    its South random; the report names both seats."""
    out = tmp_path / "report.json"
    code = main(
        [
            "simulate", "--n", "easy", "--s", "random", "--ew", "random", "--games", "2",
            "--rules", "single-deck", "--seed", "5", "--processes", "1",
            "--no-progress", "--json", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    text = capsys.readouterr().out
    assert text.startswith("A = N easy, S random (--n/--s) vs B = random (--ew)")
    assert "A N easy, S random " in text
    report = json.loads(out.read_text())
    assert report["a"] == "N easy, S random"
    assert report["a_seats"] == {"N": "easy", "S": "random"}
    assert report["lineups"]["A"]["level"] == "N easy, S random"
    # --n alone: South keeps --ns
    main(["simulate", "--ns", "random", "--n", "easy", "--games", "2", "--rules", "single-deck",
          "--processes", "1", "--no-progress", "--json", str(out)])  # fmt: skip
    assert json.loads(out.read_text())["a_seats"] == {"N": "easy", "S": "random"}
    with pytest.raises(SystemExit):
        main(["simulate", "--s", "genius", "--games", "2", "--no-progress"])
    assert "argument --s: invalid choice: 'genius'" in capsys.readouterr().err


def test_each_seat_of_a_lineup_plays_its_own_bot() -> None:
    """A line-up of two bots: the first sits North (East in the swapped game),
    the second South (West); every decision goes to the seat's own bot."""
    from bideuchre.bots.arena import lineup_name, play_duplicate

    class Counting:
        def __init__(self, level: str, seats: set[str]) -> None:
            self.inner = make_bot(level)
            self.name = self.inner.name
            self.seats = seats

        def choose(self, obs: object, rng: object, budget: float) -> object:
            self.seats.add(obs.seat.name)  # type: ignore[attr-defined]
            return self.inner.choose(obs, rng, budget)  # type: ignore[arg-type]

    first_seats: set[str] = set()
    second_seats: set[str] = set()
    other: set[str] = set()
    a = (Counting("easy", first_seats), Counting("random", second_seats))
    b = Counting("random", other)
    assert lineup_name(a) == "easy/random"  # type: ignore[arg-type]
    games = play_duplicate(Rules.preset("single-deck"), "seats", a, b)  # type: ignore[arg-type]
    assert first_seats == {"N", "E"} and second_seats == {"S", "W"}
    assert other == {"N", "E", "S", "W"}
    assert games[0].levels == ("easy/random", "random")


def test_simulate_refuses_ns_with_both_n_and_s(capsys: pytest.CaptureFixture[str]) -> None:
    """Before: ``--n easy --s hard --ns medium`` dropped ``--ns`` silently."""
    code = main(["simulate", "--n", "easy", "--s", "hard", "--ns", "medium", "--no-progress"])
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(
        "bideuchre simulate: error: argument --ns: not allowed with both --n and --s "
        "(--ns medium would be unused;"
    )


def test_simulate_ew_defaults_to_the_level_a_new_game_offers() -> None:
    """Before: ``--ew`` defaulted to ``random``, a test baseline no player meets."""
    from bideuchre.cli import build_parser
    from bideuchre.commands.simulate import lineup_a, option_conflict
    from bideuchre.server.cpu import default_level, offered_levels

    args = build_parser().parse_args(["simulate"])
    assert args.ew == default_level() == "medium"
    assert args.ew in offered_levels()
    assert lineup_a(args.ns, args.north, args.south) == ("easy", "easy")
    assert lineup_a(None, "hard", None) == ("hard", "easy")
    assert option_conflict("hard", "easy", None) is None  # --ns still sets South
    assert option_conflict(None, "easy", "hard") is None


def test_report_labels_say_what_they_count() -> None:
    """Before: "contracts 4 ... alone 8" read as a contradiction (the
    contracts column leaves out the lone ones)."""
    from bideuchre.commands.simulate import format_report

    lineup = {
        "level": "hard", "contracts": 4, "made": 3, "set": 1, "alone": 8, "alone_made": 5,
        "decisions": 9, "p50_ms": 1.0, "p95_ms": 2.0, "max_ms": 3.0, "choices": 4,
        "choice_p50_ms": 1.0, "choice_p95_ms": 2.0, "cpu_p50_ms": 1.0, "cpu_p95_ms": 2.0,
        "cpu_max_ms": 3.0,
    }  # fmt: skip
    report = {
        "a": "hard", "b": "medium", "games": 2, "pairs": 1, "hands": 12, "a_wins": 1,
        "b_wins": 1, "a_win_rate": {"mean": 0.5, "lo": None, "hi": None},
        "a_win_rate_wilson": {"lo": 0.1, "hi": 0.9},
        "a_points_per_hand": {"mean": 0.0, "lo": None, "hi": None},
        "lineups": {"A": lineup, "B": lineup},
    }  # fmt: skip
    lines = format_report(report, 1.0).splitlines()
    header = next(line for line in lines if line.startswith("line-up"))
    assert header.split()[1:8] == ["partner", "bids", "made", "set", "made%", "alone", "bids"]
    assert "contracts" not in header
    row = next(line for line in lines if line.startswith("A hard"))
    assert row.split()[2:8] == ["4", "3", "1", "75.0%", "8", "5"]
    assert any("alone bids: contracts played alone, not among the partner bids" in x for x in lines)
