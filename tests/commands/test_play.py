"""``bideuchre play`` driven through a pipe: a full hand from scripted input,
answers by number and by notation, friendly re-prompts, the end of a game."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import threading
from typing import IO, TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from bideuchre.commands.play import Table
    from bideuchre.engine import GameState

CHOICE = re.compile(r"(\d+)\) (.+?)(?=\s{2,}\d+\)|\s*$)")
ENV = {**os.environ, "PYTHONIOENCODING": "utf-8"}


def play(args: list[str], answers: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "bideuchre", "play", *args],
        input=answers,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=ENV,
    )
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    return proc


def test_play_a_full_hand_answering_the_first_choice() -> None:
    proc = play(["--level", "random", "--seed", "7", "--hands", "1"], "1\n" * 200)
    assert proc.returncode == 0
    out = proc.stdout
    assert "you are South" in out and "seed 7" in out
    assert "Your hand:" in out and "> Your call" in out
    assert "Hand over" in out or "annulled" in out
    assert "Score pad:" in out and "Hand 1:" in out
    assert "Stopping after 1 hand(s)" in out


def test_play_single_deck_game_to_its_end_and_decline_another() -> None:
    proc = play(
        ["--level", "random", "--rules", "single-deck", "--seed", "5", "--ascii"], "1\n" * 5000
    )
    assert proc.returncode == 0
    out = proc.stdout
    assert "Game over." in out and "(target 32, R14)" in out
    assert "Play again? [y/N]" in out and "Thanks for playing." in out
    assert "♠" not in out  # --ascii


def test_play_input_ending_mid_hand_is_an_error_between_hands_it_is_not() -> None:
    """Before: exit status 0 when a script ran out of answers in the auction."""
    proc = play(["--level", "random", "--seed", "7"], "")
    assert proc.returncode == 1 and "Goodbye" in proc.stdout
    assert proc.stderr.strip() == "bideuchre play: the input ended in the middle of hand 1"
    # these 60 answers run out at "Press Enter to deal the next hand", between hands
    proc = play(["--level", "random", "--seed", "7"], "1\n" * 60)
    assert "Press Enter to deal the next hand." in proc.stdout.splitlines()[-3]
    assert proc.returncode == 0 and proc.stderr == ""


def test_play_unknown_level() -> None:
    proc = play(["--level", "grandmaster"], "")
    assert proc.returncode == 2 and "random" in proc.stderr


def test_play_default_level_is_the_strongest() -> None:
    from bideuchre.bots import LEVELS

    proc = play(["--seed", "11", "--hands", "1", "--think", "0.05"], "1\n" * 200)
    assert proc.returncode == 0
    assert f"CPU level {LEVELS[-1]}" in proc.stdout and "Score pad:" in proc.stdout


class Driver:
    """Plays South line by line: reads up to each prompt, then answers."""

    def __init__(self, args: list[str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bideuchre", "play", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=ENV,
        )
        self.transcript: list[str] = []
        self.watchdog = threading.Timer(180, self.proc.kill)  # never hang the test run
        self.watchdog.start()

    def until_prompt(self) -> tuple[str, list[str]] | None:
        """Lines up to the next prompt: ``(prompt, lines since the last prompt)``."""
        stdout: IO[str] | None = self.proc.stdout
        assert stdout is not None
        lines: list[str] = []
        while True:
            line = stdout.readline()
            if not line:
                return None
            line = line.rstrip("\n")
            self.transcript.append(line)
            if line.startswith("> "):
                return line[2:], lines
            lines.append(line)

    def answer(self, text: str) -> None:
        stdin = self.proc.stdin
        assert stdin is not None
        stdin.write(text + "\n")
        stdin.flush()
        self.transcript.append(f"<< {text}")

    def close(self) -> int:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        code = self.proc.wait(timeout=60)
        self.watchdog.cancel()
        err = self.proc.stderr.read() if self.proc.stderr else ""
        assert "Traceback" not in err, err
        return code


def choices(lines: list[str]) -> list[str]:
    """The numbered choices shown before a prompt, in order."""
    found: dict[int, str] = {}
    for line in lines:
        if re.match(r"^\s+\d+\) ", line):
            for number, text in CHOICE.findall(line):
                found[int(number)] = text.strip()
    return [found[i] for i in sorted(found)]


@pytest.mark.parametrize("ascii_cards", [False, True])
def test_play_by_notation_with_friendly_reprompts(ascii_cards: bool) -> None:
    """Answers alternate between numbers and notation; bad and illegal input is
    explained (the rule's message and the legal choices again) and re-prompted."""
    args = ["--level", "random", "--seed", "21", "--hands", "3"]
    if ascii_cards:
        args.append("--ascii")
    driver = Driver(args)
    tried = {"garbage": False, "number": False, "call": False, "card": False}
    turn = 0
    try:
        while (step := driver.until_prompt()) is not None:
            prompt, lines = step
            legal = choices(lines)
            if not prompt.startswith(("Your", "How many", "Card ")):
                driver.answer("")  # Enter for the next hand
                continue
            assert legal, lines
            if not tried["garbage"]:
                tried["garbage"] = True
                driver.answer("hello there")
                again = driver.until_prompt()
                assert again is not None and "I don't understand 'hello there'" in "\n".join(
                    again[1]
                )
                assert choices(again[1]) == legal  # the choices are shown again
            if not tried["number"]:
                tried["number"] = True
                driver.answer(str(len(legal) + 5))
                again = driver.until_prompt()
                assert again is not None
                assert f"Choose a number from 1 to {len(legal)}." in again[1]
            if prompt.startswith("Your call") and not tried["call"] and "pass" in legal:
                tried["call"] = True
                driver.answer("QS")  # a card in the auction
                again = driver.until_prompt()
                assert again is not None
                assert any(
                    ln
                    in {
                        f"{q} is a card; the auction is on: make a call (R9)." for q in ("QS", "Q♠")
                    }
                    for ln in again[1]
                ), again[1]
            if prompt.startswith("Your card") and not tried["card"]:
                hand_line = next(ln for ln in reversed(lines) if ln.startswith("Your hand:"))
                held = hand_line.split(":", 1)[1].split()
                illegal = [c for c in held if c not in legal]
                if illegal:  # a card held but not allowed: must follow suit (R6)
                    tried["card"] = True
                    driver.answer(illegal[0])
                    again = driver.until_prompt()
                    assert again is not None
                    text = "\n".join(again[1])
                    assert "You can't play" in text and "must follow" in text and "R6)" in text
            turn += 1
            driver.answer(legal[0] if turn % 2 else "1")  # notation, then a number
    finally:
        code = driver.close()
    out = "\n".join(driver.transcript)
    assert code == 0
    assert all(tried.values()), (tried, out[-3000:])
    assert out.count("Score pad:") >= 3 and "Stopping after 3 hand(s)" in out
    if not ascii_cards:
        assert "♥" in out or "♦" in out


# ------------------------------------------------------------------ in-process, scripted CPU seats


class ScriptedBot:
    """Makes its scripted choices while they are legal, else the first legal action."""

    name = "scripted"

    def __init__(self, *script: str) -> None:
        self.script = list(script)

    def choose(self, observation: object, rng: object, budget: float) -> object:
        from bideuchre.engine import Action, Observation

        assert isinstance(observation, Observation)
        phase = "play" if observation.phase.value == "play" else observation.phase.value
        while self.script:
            wanted = Action.parse(self.script[0], phase)
            if wanted in observation.legal:
                self.script.pop(0)
                return wanted
            break
        return observation.legal[0]


def table_output(bots: dict[str, object], answers: str, seed: str = "1") -> str:
    import io

    from bideuchre.commands.play import Table
    from bideuchre.engine import Rules

    out = io.StringIO()
    table = Table(
        rules=Rules.preset("double-deck"),
        level="scripted",
        bots=bots,  # type: ignore[arg-type]
        seed=seed,
        think=0.0,
        delay=0.0,
        symbols=False,
        prompt_newline=True,
        out=out,
        inp=io.StringIO(answers),
    )
    table.play(max_hands=1)  # EndOfInput here would mean the answers ran out
    return out.getvalue()


def test_play_south_declares_alone_and_exchanges() -> None:
    """D5/D6 from South's seat: announce k, North passes blind, South discards."""
    from bideuchre.engine import Rules, Seat, deal

    bots = {s: ScriptedBot("pass") for s in ("N", "E", "W")}
    bots["N"] = ScriptedBot("pass", "pass AS", "pass AS", "pass KS")
    last = deal(Rules.preset("double-deck"), "4", 0)[Seat.S][-1]
    answers = f"alone H\nexchange 2\n1\ndiscard 99\n{last}\n" + "1\n" * 40
    out = table_output(bots, answers, seed="4")
    assert f"discarded {last}" in out  # a bare card while discarding means that card
    assert "> Your call" in out
    assert "> How many cards to exchange with North" in out
    assert "You will exchange 2 card(s) (D6)." in out
    assert out.count("North passed a card.") == 2  # blind: South does not see them yet
    assert "> Card 1 of 2 to discard" in out and "> Card 2 of 2 to discard" in out
    assert "I don't understand 'discard 99'" in out
    assert "You received" in out
    assert "North sits out this hand (alone, D5)." in out
    assert "Hand over: You (North–South) went alone in hearts (H trump)." in out


def test_play_south_passes_cards_to_a_lone_north() -> None:
    """South, partner of a lone North, passes k cards and then sits out."""
    bots = {"N": ScriptedBot("alone S", "exchange 2"), "E": ScriptedBot(), "W": ScriptedBot()}
    out = table_output(bots, "1\n" * 60, seed="2")
    assert "North (North–South) went alone in spades (S trump)" in out
    assert "You will sit out (D5)." in out
    assert "> Card 1 of 2 to pass to North" in out and "> Card 2 of 2 to pass to North" in out
    assert out.count("North discarded a card face down.") == 2
    after = out.split("North discarded a card face down.")[-1]
    assert "> Your card" not in after and "> Your lead" not in after
    assert "Hand over" in out


def test_play_hand_sorted_by_suit_with_the_bowers_in_trump() -> None:
    """South's hand is grouped by effective suit once there is a trump (R4):
    the left bower sits with trump; suits alternate colour; high to low (R5)."""
    import io

    from bideuchre.commands.play import Table
    from bideuchre.engine import Rules, Seat

    from ..engine.support import make_state

    south = "9H JD AH JH QC 9D AD JC 9S KS TC AS"
    table = Table(
        rules=Rules.preset("double-deck"), level="x", bots={}, seed="s", think=0, delay=0,
        symbols=False, prompt_newline=True, out=io.StringIO(), inp=io.StringIO(),
    )  # fmt: skip
    before = make_state(hands={"S": south})
    text = table.hand_text(before.hand(Seat.S), before.observation(Seat.S))
    assert text == "AS KS 9S   AH JH 9H   QC JC TC   AD JD 9D"
    hearts = make_state(hands={"S": south}, calls=["N 1H", "E pass", "S pass", "W pass"])
    text = table.hand_text(hearts.hand(Seat.S), hearts.observation(Seat.S))
    assert text == "JH JD AH 9H   AS KS 9S   AD 9D   QC JC TC"
    no_trump = make_state(hands={"S": south}, calls=["N 1NT", "E pass", "S pass", "W pass"])
    text = table.hand_text(no_trump.hand(Seat.S), no_trump.observation(Seat.S))
    assert text == "AS KS 9S   AH JH 9H   QC JC TC   AD JD 9D"


# ------------------------------------------------------------------ options, prompts, choice order


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--delay", "-5"], "argument --delay: must not be negative"),
        (["--hands", "0"], "argument --hands: must be at least 1"),
        (["--hands", "-1"], "argument --hands: must be at least 1"),
        (["--hands", "two"], "argument --hands: expected a whole number"),
        (["--think", "-1"], "argument --think: must be more than 0"),
        (["--think", "0"], "argument --think: must be more than 0"),
        (["--think", "nan"], "argument --think: expected a finite number"),
        (["--level", ""], "argument --level: invalid choice: ''"),
    ],
)
def test_play_refuses_bad_option_values_before_playing(args: list[str], message: str) -> None:
    level = [] if args[0] == "--level" else ["--level", "random"]
    proc = play([*level, *args], "1\n" * 10)
    assert proc.returncode == 2
    assert message in proc.stderr
    assert proc.stdout == ""  # nothing was dealt


def test_play_help_lists_the_levels() -> None:
    from bideuchre.bots import LEVELS

    proc = play(["--help"], "")
    assert proc.returncode == 0
    text = " ".join(proc.stdout.split())
    assert ", ".join(LEVELS) in text and "bideuchre.bots.LEVELS" not in text


def test_play_quit_says_goodbye_and_the_end_of_input_says_so() -> None:
    proc = play(["--level", "random", "--seed", "7"], "quit\n")
    assert proc.returncode == 0
    assert proc.stdout.rstrip().endswith("Goodbye.") and "(input ended)" not in proc.stdout
    proc = play(["--level", "random", "--seed", "7"], "")
    assert "(input ended) Goodbye." in proc.stdout


@pytest.mark.parametrize("seed", ["7", "8"])
def test_play_hand_shown_once_before_the_first_call(seed: str) -> None:
    proc = play(["--level", "random", "--seed", seed], "quit\n")
    before_prompt = proc.stdout.split("\n> ", 1)[0]
    assert before_prompt.count("Your hand:") == 1, before_prompt


def new_table(answers: str = "") -> tuple[Table, io.StringIO]:
    from bideuchre.commands.play import Table
    from bideuchre.engine import Rules

    out = io.StringIO()
    table = Table(
        rules=Rules.preset("double-deck"), level="x", bots={}, seed="s", think=0, delay=0,
        symbols=False, prompt_newline=True, out=out, inp=io.StringIO(answers),
    )  # fmt: skip
    return table, out


SOUTH = "9H JD AH JH QC 9D AD JC 9S KS TC AS"


@pytest.mark.parametrize(
    ("calls", "hand_line"),
    [
        (["N pass", "E pass", "S 1H", "W pass", "N pass", "E pass"],
         "JH JD AH 9H   AS KS 9S   AD 9D   QC JC TC"),
        (["N pass", "E pass", "S 1NT", "W pass", "N pass", "E pass"],
         "AS KS 9S   AH JH 9H   QC JC TC   AD JD 9D"),
    ],
)  # fmt: skip
def test_play_card_choices_are_numbered_in_the_order_of_the_hand(
    calls: list[str], hand_line: str
) -> None:
    """R4/R5: the numbered choices follow "Your hand" (trump first with both
    bowers, each suit high to low), not the engine's order (printed suits,
    low to high)."""
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    table, out = new_table("1\n")
    state = make_state(hands={"S": SOUTH}, calls=calls)
    obs = state.observation(Seat.S)
    assert table.hand_text(obs.hand, obs) == hand_line
    assert [str(a) for a in table.ordered_choices(obs)] == hand_line.split()
    assert sorted(table.ordered_choices(obs)) == sorted(obs.legal)
    chosen = table.ask_action(state)  # "1" is the first card of the hand line
    assert str(chosen) == hand_line.split()[0]
    assert "  1) " + hand_line.split()[0] in out.getvalue()


def test_play_discard_choices_are_numbered_in_the_order_of_the_hand() -> None:
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    table, _ = new_table()
    state = make_state(
        hands={"S": SOUTH}, calls=["N pass", "E pass", "S alone H"], exchange=["S exchange 1"]
    )
    state.apply(state.legal_actions()[0])  # North passes a card
    obs = state.observation(Seat.S)
    shown = table.hand_text(obs.hand, obs).split()
    assert [str(a) for a in table.ordered_choices(obs)] == [f"discard {c}" for c in shown]


def test_play_a_single_choice_is_prompted_as_1() -> None:
    from bideuchre.engine import Seat, play

    from ..engine.support import make_state

    table, out = new_table("5\n1\n")
    south = "QC 9D TD JD QD KD 9H TH JH QH 9S TS"  # one club
    state = make_state(hands={"S": south}, calls=["N 1NT", "E pass", "S pass", "W pass"])
    state.apply(play(next(c for c in state.hand(Seat.N) if str(c)[1] == "C")))
    state.apply(state.legal_actions()[0])  # East
    assert state.to_act is Seat.S and [str(a) for a in state.legal_actions()] == ["QC"]
    assert str(table.ask_action(state)) == "QC"
    text = out.getvalue()
    assert "[1 or notation]" in text and "[1-1" not in text
    assert "Choose 1, the only choice." in text


def test_play_bid_outside_one_to_twelve_cites_R9() -> None:
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    table, out = new_table("13H\n0NT\npass\n")
    state = make_state(hands={"S": SOUTH}, calls=["N pass", "E pass"])
    assert state.to_act is Seat.S
    assert str(table.ask_action(state)) == "pass"
    text = out.getvalue()
    assert "You can't call 13H: a bid cannot exceed the hand size, 12 (R9)." in text
    assert "You can't call 0NT: the lowest bid is 1 (R9)." in text


def test_play_into_a_closed_pipe_ends_quietly() -> None:
    """``bideuchre play | head -1``: the reader goes away, the game ends with
    exit code 1 and no BrokenPipeError traceback."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bideuchre", "play", "--level", "random", "--seed", "7"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=ENV,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline()  # the first line arrives, then the reader leaves
    proc.stdout.close()
    try:
        proc.stdin.write(b"1\n" * 200)
        proc.stdin.close()
    except BrokenPipeError:
        pass  # the game already ended
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 1
    assert "Traceback" not in err, err


def test_play_refusals_speak_to_you_with_cards_as_shown() -> None:
    """Fresh-user check: "You can't play A♠: S does not hold AS." mixed "you",
    the seat letter and two notations, and T♠ stood where the page shows
    10♠.  Now: "you do not hold K♥", cards as 10♠ (notation with --ascii)."""
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    south = "QC 9D TD JD QD KD 9H TH JH QH 9S TS"  # no K♥, no club but Q♣
    state = make_state(hands={"S": south}, calls=["N pass", "E pass"])
    table, out = new_table("TS\npass\n")
    table.symbols = True
    assert str(table.ask_action(state)) == "pass"
    text = out.getvalue()
    # before: "You can't play 10♠: 10♠ is not a call: the auction is on (R9)."
    assert "10♠ is a card; the auction is on: make a call (R9)." in text  # TS shown as 10♠
    assert "You can't" not in text
    assert "T♥" not in text and "T♠" not in text and "10♥" in text and "S does" not in text
    assert table.action(state.legal_actions()[0]) == "pass"
    state = make_state(hands={"S": south}, calls=["N 1NT", "E pass", "S pass", "W pass"])
    state.apply(next(a for a in state.legal_actions() if str(a.card)[1] == "C"))  # N leads ♣
    state.apply(state.legal_actions()[0])  # East
    assert state.to_act is Seat.S
    table, out = new_table("TS\nKH\n1\n")
    assert str(table.ask_action(state)) == "QC"  # the ascii table keeps the notation
    text = out.getvalue()
    assert "You can't play TS: must follow clubs (R6)." in text
    assert "You can't play KH: you do not hold KH." in text
    table, out = new_table("KH\n1\n")
    table.symbols = True
    assert str(table.ask_action(state)) == "QC"
    assert "You can't play K♥: you do not hold K♥." in out.getvalue()
    ten = next(c for c in state.hand(Seat.S) if str(c) == "TS")
    assert table.card(ten) == "10♠"
    table.symbols = False
    assert table.card(ten) == "TS"
    table.symbols = True
    assert table.describe(state.legal_actions()[0]) == "play Q♣"


def test_the_auction_winner_is_said_plainly() -> None:
    """Fresh-user check: "The auction is won: You (North–South) 5 in hearts ♥
    trump." Now "You win the auction: 5 hearts (♥ trump)."."""
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    def said(calls: list[str], symbols: bool = True) -> str:
        state = make_state(calls=calls)
        table, _out = new_table()
        table.symbols = symbols
        return table.auction_won_text(state.observation(Seat.S))

    mine = ["N pass", "E pass", "S 5H", "W pass", "N pass", "E pass"]
    assert said(mine) == "You win the auction: 5 hearts (♥ trump)."
    assert said(mine, symbols=False) == "You win the auction: 5 hearts (H trump)."
    west = ["N pass", "E pass", "S pass", "W 6NT", "N pass", "E pass", "S pass"]
    assert said(west) == "West (East–West) wins the auction: 6 no trump."
    north = ["N alone S"]
    assert said(north) == "North (your partner) wins the auction: alone in spades (♠ trump)."


def _to_south_in_play(calls: list[str]) -> GameState:
    from bideuchre.engine import Seat

    from ..engine.support import make_state

    state = make_state(calls=calls)
    while state.to_act is not Seat.S:
        state.apply(state.legal_actions()[0])
    return state


def test_passing_after_the_auction_names_the_seat_as_the_table_does() -> None:
    """Before: "You can't pass: the auction is over: three passes followed
    W's bid (D3)." (two colons, a seat letter)."""
    state = _to_south_in_play(["N pass", "E pass", "S pass", "W 5H", "N pass", "E pass", "S pass"])
    table, out = new_table("pass\n1\n")
    table.ask_action(state)
    text = out.getvalue()
    assert "You can't pass — the auction is over: three passes followed West's bid (D3)." in text
    assert "W's" not in text and "pass:" not in text
    mine = _to_south_in_play(["N pass", "E pass", "S 5H", "W pass", "N pass", "E pass"])
    table, out = new_table("pass\n1\n")
    table.ask_action(mine)
    assert "three passes followed your bid (D3)." in out.getvalue()
    alone = _to_south_in_play(["N pass", "E alone S"])
    table, out = new_table("pass\n1\n")
    table.ask_action(alone)
    assert "You can't pass — the auction is over: East declared alone (D3)." in out.getvalue()


def test_the_contract_lines_use_the_auctions_words() -> None:
    """Before: the score pad said "Hand 1: W 5 H set" (codes) and the
    position "West (East–West) 5 in hearts ♥ trump"."""
    from bideuchre.engine import Seat

    state = _to_south_in_play(["N pass", "E pass", "S pass", "W 5H", "N pass", "E pass", "S pass"])
    table, out = new_table()
    table.symbols = True
    assert (
        table.contract_text(state.observation(Seat.S)) == "West (East–West) bid 5 hearts (♥ trump)"
    )
    while state.hand_result is None:
        state.apply(state.legal_actions()[0])
    line = table.result_line(state.hand_result)
    assert line.startswith("Hand 1: West bid 5 hearts, "), line
    assert " W " not in line and " H " not in line
    table.show_hand_over(state)
    assert "Hand over: West (East–West) bid 5 hearts (♥ trump). Tricks:" in out.getvalue()
