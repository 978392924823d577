"""``bideuchre play``: a game of Bid Euchre in the terminal, you as South.

North (your partner), East and West are CPU players (``bideuchre.bots``).  All
rules live in the engine; this module only shows the table and reads your
choices.  Answer a prompt with the number of a choice or its notation (``pass``,
``5H``, ``7NT``, ``alone S``, ``QS``, ``exchange 2``, ``pass AS``, ``discard 9C``;
``10`` and suit symbols are accepted).  ``help`` lists the commands.
(why this file is long: one ``Table`` class shows every part of the game, its
prompts and their re-prompts, in one place; split, it would only scatter it.)

Works with standard input that is not a terminal (each prompt then ends with a
newline), so a game can be driven by piping answers in.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from ..bots import Bot
    from ..engine import (
        Action,
        Card,
        Contract,
        Event,
        GameState,
        HandResult,
        Observation,
        Seat,
    )
    from ..engine.errors import IllegalActionError

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
#: A card in an engine message (``AS``, ``TS``), shown as the table shows cards.
CARD_TEXT = re.compile(r"\b[9TJQKA][CDHS]\b")
HELP = """\
Answer with the number of a choice or its notation:
  calls   pass, 5H, 7NT, 12S, alone H, alone NT
  cards   QS, 10H (or TH), J♥
  exchange  exchange 2 (announce), pass AS (give), discard 9C
Commands: help, hand, calls, last (the last trick), score, quit"""


def add_parser(sub: Any) -> None:
    """Register ``play``.  Bad option values (``--hands 0``, ``--delay -5``,
    ``--level ""``) are argparse errors: a clear message and exit status 2."""
    from ..bots import LEVELS
    from .argtypes import non_negative_float, positive_float, positive_int

    p = sub.add_parser(
        "play",
        help="play a game in the terminal, you as South",
        description="Play Bid Euchre in the terminal: you sit South with a CPU partner "
        "(North) against CPU West and East.",
    )
    p.add_argument(
        "--rules",
        default="double-deck",
        choices=["double-deck", "single-deck"],
        help="the preset (default: double-deck)",
    )
    p.add_argument(
        "--level",
        default=LEVELS[-1],
        choices=LEVELS,
        help=f"CPU strength, weakest first: {', '.join(LEVELS)} (default: {LEVELS[-1]})",
    )
    p.add_argument("--seed", default=None, help="seed for the deals and the CPU players")
    p.add_argument(
        "--think",
        type=positive_float,
        default=1.0,
        metavar="SECONDS",
        help="time each CPU decision may take, more than 0 (default: 1.0)",
    )
    p.add_argument(
        "--delay",
        type=non_negative_float,
        default=None,
        metavar="SECONDS",
        help="pause after each CPU play, 0 or more (default: 0.5 on a terminal, 0 otherwise)",
    )
    p.add_argument(
        "--hands",
        type=positive_int,
        default=None,
        metavar="N",
        help="stop after N hands, N at least 1 (default: play the game to its end)",
    )
    p.add_argument("--ascii", action="store_true", help="letters instead of suit symbols")


def run(args: argparse.Namespace) -> int:
    """Play until the game ends, the player quits or the input ends; return 0.

    Returns 1 when the input ends in the middle of a hand (a script that ran
    out of answers; typing ``quit`` is not an error), 2 for an unknown
    ``--level`` (argparse refuses one first).
    """
    from ..bots import LEVELS, make_bot
    from ..engine import Rules

    level = args.level
    if level not in LEVELS:
        print(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else str(random.SystemRandom().randrange(10**9))
    tty = sys.stdin.isatty() and sys.stdout.isatty()
    delay = args.delay if args.delay is not None else (0.5 if tty else 0.0)
    encoding = (sys.stdout.encoding or "").lower().replace("-", "")
    symbols = not args.ascii and encoding in ("utf8", "utf16", "utf32")
    table = Table(
        rules=Rules.preset(args.rules),
        level=level,
        bots={seat: make_bot(level) for seat in ("N", "E", "W")},
        seed=seed,
        think=args.think,
        delay=delay,
        symbols=symbols,
        prompt_newline=not tty,
        out=sys.stdout,
        inp=sys.stdin,
    )
    try:
        table.play(max_hands=args.hands)
    except EndOfInput as end:
        table.say("Goodbye." if end.quit else "\n(input ended) Goodbye.")
        if not end.quit and table.hand_on is not None:
            print(
                f"bideuchre play: the input ended in the middle of hand {table.hand_on}",
                file=sys.stderr,
            )
            return 1
    return 0


class EndOfInput(Exception):
    """Standard input ended (``quit`` False) or the player typed ``quit``."""

    def __init__(self, *, quit: bool = False) -> None:
        super().__init__("quit" if quit else "end of input")
        self.quit = quit


class Table:
    """One person (South) against three CPU players, in a text terminal.

    Presentation only: every rule question goes to the engine.
    """

    def __init__(
        self,
        *,
        rules: object,
        level: str,
        bots: dict[str, Bot],
        seed: str,
        think: float,
        delay: float,
        symbols: bool,
        prompt_newline: bool,
        out: TextIO,
        inp: TextIO,
    ) -> None:
        from ..engine import Rules, Seat

        assert isinstance(rules, Rules)
        self.rules = rules
        self.level = level
        self.bots = {Seat.parse(name): bot for name, bot in bots.items()}
        self.seed = seed
        self.think = think
        self.delay = delay
        self.symbols = symbols
        self.prompt_newline = prompt_newline
        self.out = out
        self.inp = inp
        self.rngs = {seat: random.Random(f"play/{seed}/{seat.name}") for seat in self.bots}
        self.last_hand_line: str | None = None  # not shown again before it changes
        self.hand_on: int | None = None  # the number of the hand being played, if any

    # ------------------------------------------------------------------ output

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out, flush=True)

    def card(self, c: Card) -> str:
        """A card as shown: ``J♥``, ``10♠`` as the page shows it (or the
        notation ``JH``, ``TS`` with ``--ascii``); the prompt accepts each back."""
        text = str(c)
        if not self.symbols:
            return text
        return ("10" if text[0] == "T" else text[0]) + SUIT_SYMBOLS[text[1]]

    def action(self, a: Action) -> str:
        """An action as shown, in notation the prompt accepts back."""
        from ..engine import ActionKind

        text = str(a)
        if not self.symbols:
            return text
        if a.kind in (ActionKind.PLAY, ActionKind.GIVE, ActionKind.DISCARD):
            words = text.split()
            return " ".join([*words[:-1], self.card(a.card)])
        words = text.split()
        last = words[-1]
        if len(last) >= 2 and last[-1] in SUIT_SYMBOLS and last[-2:] != "NT":
            words[-1] = last[:-1] + SUIT_SYMBOLS[last[-1]]
        elif last in SUIT_SYMBOLS:
            words[-1] = SUIT_SYMBOLS[last]
        return " ".join(words)

    def seat_name(self, seat: Seat) -> str:
        from ..engine import Seat

        return "You" if seat is Seat.S else seat.full_name

    # ------------------------------------------------------------------ the game

    def play(self, max_hands: int | None = None) -> None:
        """Play games until the player stops (or ``max_hands`` hands are over)."""
        from ..engine import GameState, Phase

        game_number = 0
        while True:
            seed = self.seed if game_number == 0 else f"{self.seed}/{game_number}"
            state = GameState.new_game(self.rules, seed)
            self.say(
                f"Bid Euchre, {self.rules.preset_name or 'custom rules'}: you are South, "
                f"partnered with North; CPU level {self.level}; seed {seed}."
            )
            self.say(
                f"{self.rules.hand_size} cards each, first side to {self.rules.target_score} "
                "wins. Type 'help' at any prompt."
            )
            hands_played = 0
            while True:
                self.play_hand(state)
                hands_played += 1
                if state.phase is Phase.GAME_OVER:
                    self.show_game_over(state)
                    break
                if max_hands is not None and hands_played >= max_hands:
                    self.say(f"Stopping after {hands_played} hand(s), as asked.")
                    return
                self.ask_line("Press Enter to deal the next hand.")
                state.next_hand()
            if max_hands is not None:
                return
            answer = self.ask_line("Play again? [y/N]").strip().lower()
            if answer not in ("y", "yes"):
                self.say("Thanks for playing.")
                return
            game_number += 1

    def play_hand(self, state: GameState) -> None:
        """Deal, auction, exchange and tricks of one hand, with its summary."""
        from ..engine import Phase, Seat

        self.say()
        self.say(
            f"=== Hand {state.hand_number + 1} — {state.dealer.full_name} deals. "
            f"Score: North–South {state.totals[0]}, East–West {state.totals[1]} ==="
        )
        self.show_hand(state.observation(Seat.S))
        self.hand_on = state.hand_number + 1
        while state.phase in (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY):
            seat = state.to_act
            assert seat is not None
            if seat is Seat.S:
                action = self.ask_action(state)
            else:
                bot = self.bots[seat]
                action = bot.choose(state.observation(seat), self.rngs[seat], self.think)
            events = state.apply(action)
            self.show_events(state, events)
            if seat is not Seat.S and self.delay:
                time.sleep(self.delay)
        self.hand_on = None
        self.show_hand_over(state)

    # ------------------------------------------------------------------ input

    def ask_line(self, prompt: str) -> str:
        """Show ``prompt`` and read one line; raise :class:`EndOfInput` at the end."""
        if self.prompt_newline:
            self.say(f"> {prompt}")
        else:
            print(f"> {prompt} ", end="", file=self.out, flush=True)
        line = self.inp.readline()
        if not line:
            raise EndOfInput
        if line.strip().lower() in ("q", "quit", "exit"):
            raise EndOfInput(quit=True)
        return line

    def ask_action(self, state: GameState) -> Action:
        """South's decision: show the position and the legal choices, read an
        answer (a number or notation), re-prompt with the reason until legal."""
        from ..engine import Action, ActionKind, NotationError, Phase, Seat, discard, give
        from ..engine.actions import bid_tricks
        from ..engine.auction import bid_size_error

        obs = state.observation(Seat.S)
        legal = self.ordered_choices(obs)
        self.show_position(obs)
        self.show_choices(legal)
        prompt = self.prompt_text(obs)
        numbers = "1" if len(legal) == 1 else f"1-{len(legal)}"
        while True:
            text = self.ask_line(f"{prompt} [{numbers} or notation]").strip()
            command = text.lower()
            if not text:
                continue
            if command in ("help", "?"):
                self.say(HELP)
                continue
            if command == "hand":
                self.show_hand(state.observation(Seat.S), again=True)
                continue
            if command == "calls":
                self.show_calls(obs)
                continue
            if command == "last":
                self.show_last_trick(obs)
                continue
            if command == "score":
                self.show_score_pad(state.hand_results, state.totals)
                continue
            if text.isdigit():
                number = int(text)
                if 1 <= number <= len(legal):
                    return legal[number - 1]
                if len(legal) == 1:
                    self.say("Choose 1, the only choice.")
                else:
                    self.say(f"Choose a number from 1 to {len(legal)}.")
                continue
            try:
                action = Action.parse(text, "play" if obs.phase is Phase.PLAY else obs.phase.value)
            except NotationError as exc:
                tricks = bid_tricks(text) if obs.phase is Phase.AUCTION else None
                size = None if tricks is None else bid_size_error(obs.rules, tricks)
                if size is not None:  # 13H, 0H: a bid, but not a possible one (R9)
                    self.say(f"You can't call {text}: {size}.")
                else:
                    self.say(f"I don't understand {text!r}: {exc}.")
                self.show_choices(legal)
                continue
            if obs.phase is Phase.EXCHANGE and action.kind is ActionKind.PLAY:
                # a bare card while passing or discarding means that card
                convert = give if legal[0].kind is ActionKind.GIVE else discard
                if legal[0].kind in (ActionKind.GIVE, ActionKind.DISCARD):
                    action = convert(action.card)
            if action in legal:
                return action
            error = state.explain_illegal(action)
            if error.code == "not_a_call" and action.kind is ActionKind.PLAY:
                # not "You can't play A♠: A♠ is not a call: the auction is on"
                card = self.card(action.card)
                self.say(f"{card} is a card; the auction is on: make a call ({error.rule}).")
            elif error.code.startswith("auction_over"):
                # "You can't pass — the auction is over: three passes followed
                # West's bid (D3)", not "…: …: W's bid"
                self.say(f"You can't {self.describe(action)} — {self.auction_over(error)}.")
            else:
                self.say(f"You can't {self.describe(action)}: {self.refusal(error)}.")
            self.show_choices(legal)

    def refusal(self, error: IllegalActionError) -> str:
        """The engine's refusal of South's action, said to South: ``you do
        not hold A♠`` (code ``not_held``, not the record's "S does not hold
        AS"), else the engine's message with its cards shown as the table
        shows them (``10♠``, or the notation with ``--ascii``)."""
        from ..engine import Card

        if error.code == "not_held":
            card = self.card(Card.parse(str(error.params["card"])))
            return f"you do not hold {card}" + (f" ({error.rule})" if error.rule else "")
        return CARD_TEXT.sub(lambda m: self.card(Card.parse(m.group(0))), str(error))

    def auction_over(self, error: IllegalActionError) -> str:
        """The engine's refusal of a call once the auction is over (codes
        ``auction_over_*``, D3, C2, R15), with the seat named as the table
        names it: ``the auction is over: three passes followed West's bid
        (D3)``, ``… followed your bid (D3)``, ``… West declared alone (D3)``;
        the other refusals name no seat and are the engine's words."""
        from ..engine import Seat

        seat = error.params.get("seat")
        if seat is None:
            return str(error)
        who = Seat[str(seat)]
        if error.code == "auction_over_passes":
            whose = "your" if who is Seat.S else f"{who.full_name}'s"
            return f"the auction is over: three passes followed {whose} bid ({error.rule})"
        if error.code == "auction_over_alone":
            name = "you" if who is Seat.S else who.full_name
            return f"the auction is over: {name} declared alone ({error.rule})"
        return str(error)

    def prompt_text(self, obs: Observation) -> str:
        from ..engine import ActionKind, Phase

        if obs.phase is Phase.AUCTION:
            return "Your call"
        if obs.phase is Phase.PLAY:
            return "Your lead" if not obs.current_trick else "Your card"
        kind = obs.legal[0].kind
        if kind is ActionKind.EXCHANGE:
            return "How many cards to exchange with North"
        if kind is ActionKind.GIVE:
            assert obs.exchange_k is not None
            return f"Card {len(obs.given) + 1} of {obs.exchange_k} to pass to North"
        assert obs.exchange_k is not None
        return f"Card {len(obs.discarded) + 1} of {obs.exchange_k} to discard"

    def describe(self, action: Action) -> str:
        from ..engine import ActionKind

        kind = action.kind
        if kind is ActionKind.PLAY:
            return f"play {self.card(action.card)}"
        if kind in (ActionKind.GIVE, ActionKind.DISCARD):
            verb = "pass" if kind is ActionKind.GIVE else "discard"
            return f"{verb} {self.card(action.card)}"
        if kind is ActionKind.PASS:
            return "pass"
        return f"call {self.action(action)}" if action.is_call else self.action(action)

    # ------------------------------------------------------------------ views

    def sorted_hand(self, hand: Sequence[Card], obs: Observation) -> list[list[Card]]:
        """The hand in :func:`~bideuchre.engine.trump.display_order` (the
        page's order: by effective suit, trump first with both bowers, suits
        alternating colour, each high to low; R4, R5), one list per suit."""
        from ..engine.trump import EFFECTIVE_SUIT, display_order

        d = 4 if obs.contract is None else int(obs.contract.denomination)
        eff = EFFECTIVE_SUIT[d]
        groups: list[list[Card]] = []
        for c in display_order(hand, d):
            if groups and eff[groups[-1][0]] == eff[c]:
                groups[-1].append(c)
            else:
                groups.append([c])
        return groups

    def hand_text(self, hand: Sequence[Card], obs: Observation) -> str:
        return "   ".join(" ".join(self.card(c) for c in g) for g in self.sorted_hand(hand, obs))

    def ordered_choices(self, obs: Observation) -> list[Action]:
        """South's legal actions in the order they are numbered: calls as the
        engine lists them (pass, bids low to high, alone); cards — to play,
        pass or discard — in the order of the "Your hand" line (trump first
        with both bowers, then suits alternating colour, each high to low)."""
        from ..engine import ActionKind

        legal = list(obs.legal)
        cards = (ActionKind.PLAY, ActionKind.GIVE, ActionKind.DISCARD)
        if not legal or legal[0].kind not in cards:
            return legal
        shown = [c for group in self.sorted_hand(obs.hand, obs) for c in group]
        return sorted(legal, key=lambda a: shown.index(a.card))

    def show_hand(self, obs: Observation, *, again: bool = True) -> None:
        """The "Your hand" line; with ``again`` False, only if it differs from
        the last one shown (so it is not printed twice in a row)."""
        line = f"Your hand: {self.hand_text(obs.hand, obs)}"
        if again or line != self.last_hand_line:
            self.say(line)
        self.last_hand_line = line

    def show_calls(self, obs: Observation) -> None:
        if not obs.calls:
            self.say("No calls yet.")
            return
        text = ", ".join(f"{self.seat_name(s)} {self.action(a)}" for s, a in obs.calls)
        self.say(f"Calls: {text}")

    def contract_words(self, contract: Contract, *, trump: bool = True) -> str:
        """A contract as the auction says it: ``5 hearts (♥ trump)``,
        ``alone in spades (♠ trump)``, ``6 no trump`` (R10; the mark is the
        letter with ``--ascii``, left out with ``trump`` False: ``5 hearts``)."""
        letter = contract.denomination.letter
        if letter == "NT":
            what = "no trump"
        else:
            names = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
            mark = SUIT_SYMBOLS[letter] if self.symbols else letter
            what = f"{names[letter]} ({mark} trump)" if trump else names[letter]
        return f"alone in {what}" if contract.alone else f"{contract.bid} {what}"

    def contract_call(self, contract: Contract, *, trump: bool = True) -> str:
        """Who made the contract, in the auction's words: ``West bid 5 hearts
        (♥ trump)``, ``You went alone in spades (♠ trump)``."""
        verb = "went" if contract.alone else "bid"
        words = self.contract_words(contract, trump=trump)
        return f"{self.seat_name(contract.declarer)} {verb} {words}"

    def contract_text(self, obs: Observation) -> str:
        """``West (East–West) bid 5 hearts (♥ trump)``, ``You (North–South)
        went alone in spades (♠ trump)``, or ``no contract yet``."""
        from ..engine import Seat

        contract = obs.contract
        if contract is None:
            return "no contract yet"
        side = "North–South" if contract.declarer in (Seat.N, Seat.S) else "East–West"
        verb = "went" if contract.alone else "bid"
        words = self.contract_words(contract)
        return f"{self.seat_name(contract.declarer)} ({side}) {verb} {words}"

    def auction_won_text(self, obs: Observation) -> str:
        """``You win the auction: 5 hearts (♥ trump).``, ``West (East–West)
        wins the auction: alone in spades (♠ trump).``, ``North (your partner)
        wins the auction: 6 no trump.``"""
        from ..engine import Seat

        contract = obs.contract
        assert contract is not None
        what = self.contract_words(contract)
        if contract.declarer is Seat.S:
            return f"You win the auction: {what}."
        side = "your partner" if contract.declarer is Seat.N else "East–West"
        return f"{self.seat_name(contract.declarer)} ({side}) wins the auction: {what}."

    def card_suit(self, letter: str) -> str:
        names = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
        return f"{names[letter]} {SUIT_SYMBOLS[letter]}" if self.symbols else names[letter]

    def show_position(self, obs: Observation) -> None:
        """Everything South needs for a decision."""
        from ..engine import Phase

        self.say()
        if obs.phase is Phase.AUCTION:
            self.show_calls(obs)
        else:
            won = obs.tricks_won
            self.say(
                f"Contract: {self.contract_text(obs)}. Tricks: North–South {won[0]}, "
                f"East–West {won[1]}."
            )
            if obs.sitting_out is not None:
                self.say(f"{obs.sitting_out.full_name} sits out this hand (alone, D5).")
        if obs.phase is Phase.PLAY:
            if obs.current_trick:
                plays = ", ".join(
                    f"{self.seat_name(s)} {self.card(c)}" for s, c in obs.current_trick
                )
                self.say(f"Trick {len(obs.tricks) + 1}: {plays}")
            else:
                self.say(f"Trick {len(obs.tricks) + 1}: your lead.")
        self.show_hand(obs, again=False)  # already on screen if nothing changed it

    def show_choices(self, legal: Sequence[Action]) -> None:
        """Numbered legal choices, five to a line (calls) or on one line."""
        from ..engine import ActionKind

        entries = [f"{i:>2}) {self.action(a):<8}" for i, a in enumerate(legal, 1)]
        if legal and legal[0].kind in (ActionKind.PASS, ActionKind.BID):
            for start in range(0, len(entries), 6):
                self.say("  " + "  ".join(entries[start : start + 6]).rstrip())
        else:
            self.say("  " + "  ".join(e.rstrip() for e in entries))

    def show_last_trick(self, obs: Observation) -> None:
        if not obs.tricks:
            self.say("No trick has been played yet.")
            return
        trick = obs.tricks[-1]
        plays = ", ".join(f"{self.seat_name(s)} {self.card(c)}" for s, c in trick.plays)
        self.say(f"Last trick: {plays} — won by {self.seat_name(trick.winner)}.")

    def show_events(self, state: GameState, events: Sequence[Event]) -> None:
        """Narrate what happened, as South may see it (hidden cards stay hidden)."""
        from ..engine import (
            AuctionWon,
            Called,
            CardDiscarded,
            CardGiven,
            CardPlayed,
            ExchangeAnnounced,
            ExchangeDone,
            HandAnnulled,
            Seat,
            TrickTaken,
        )

        for event in events:
            ev = event.seen_by(Seat.S)
            if isinstance(ev, Called):
                if ev.seat is not Seat.S:
                    self.say(f"{self.seat_name(ev.seat)}: {self.action(ev.call)}")
            elif isinstance(ev, AuctionWon):
                obs = state.observation(Seat.S)
                self.say(self.auction_won_text(obs))
                if ev.contract.alone and ev.contract.declarer is not Seat.S:
                    partner = ev.contract.declarer.partner
                    self.say(f"{self.seat_name(partner)} will sit out (D5).")
            elif isinstance(ev, HandAnnulled):
                self.say("Everybody passed: the hand is annulled and redealt (R15).")
            elif isinstance(ev, ExchangeAnnounced):
                self.say(f"{self.seat_name(ev.seat)} will exchange {ev.k} card(s) (D6).")
            elif isinstance(ev, CardGiven):
                shown = "a card" if ev.card is None else self.card(ev.card)
                self.say(f"{self.seat_name(ev.seat)} passed {shown}.")
            elif isinstance(ev, CardDiscarded):
                shown = "a card face down" if ev.card is None else self.card(ev.card)
                self.say(f"{self.seat_name(ev.seat)} discarded {shown}.")
            elif isinstance(ev, ExchangeDone):
                if ev.declarer is Seat.S and ev.received:
                    got = " ".join(self.card(c) for c in ev.received)
                    self.say(f"You received {got}.")
                    self.show_hand(state.observation(Seat.S))
            elif isinstance(ev, CardPlayed):
                if ev.seat is not Seat.S:
                    self.say(f"{self.seat_name(ev.seat)} plays {self.card(ev.card)}")
            elif isinstance(ev, TrickTaken):
                plays = ", ".join(f"{self.seat_name(s)} {self.card(c)}" for s, c in ev.plays)
                won = state.tricks_won
                self.say(
                    f"Trick {ev.number + 1} ({plays}) goes to {self.seat_name(ev.winner)}. "
                    f"Tricks: North–South {won[0]}, East–West {won[1]}."
                )

    def result_line(self, result: HandResult) -> str:
        """A score pad line: ``Hand 1: West bid 5 hearts, set (10–2); NS +10,
        EW -5 → NS 10, EW -5`` (the contract in the auction's words, R10, R12)."""
        contract = result.contract
        if contract is None:
            return f"Hand {result.hand_number + 1}: all passed, no score"
        outcome = "made" if result.made else "set"
        return (
            f"Hand {result.hand_number + 1}: {self.contract_call(contract, trump=False)}, "
            f"{outcome} ({result.tricks[0]}–{result.tricks[1]}); "
            f"NS {result.score[0]:+d}, EW {result.score[1]:+d} → "
            f"NS {result.totals[0]}, EW {result.totals[1]}"
        )

    def show_score_pad(self, results: Sequence[HandResult], totals: tuple[int, int]) -> None:
        self.say("Score pad:")
        for result in results:
            self.say("  " + self.result_line(result))
        self.say(f"  Totals: North–South {totals[0]}, East–West {totals[1]}")

    def show_hand_over(self, state: GameState) -> None:
        from ..engine import Seat

        result = state.hand_result
        assert result is not None
        self.say()
        if result.contract is None:
            self.say("Hand over: all four passed, nothing is scored (R15).")
        else:
            obs = state.observation(Seat.S)
            outcome = "made it" if result.made else "were set"
            self.say(
                f"Hand over: {self.contract_text(obs)}. Tricks: North–South "
                f"{result.tricks[0]}, East–West {result.tricks[1]}; the declarers {outcome}."
            )
            self.say(
                f"Points this hand: North–South {result.score[0]:+d}, "
                f"East–West {result.score[1]:+d}."
            )
        self.show_score_pad(state.hand_results, state.totals)

    def show_game_over(self, state: GameState) -> None:
        from ..engine import Team

        winner = state.winner
        result = state.hand_result
        assert winner is not None and result is not None and result.contract is not None
        side = "North–South" if winner is Team.NS else "East–West"
        you = "You and North win!" if winner is Team.NS else "East and West win."
        declaring = result.contract.declarer.team
        if self.rules.win_rule != "eligible":
            why = "got there first"
        elif winner == declaring:
            why = "made their contract"
        else:
            why = "set the declarers' contract"
        total = state.totals[winner]
        self.say(
            f"Game over. {you} {side} {why} and reached {total} "
            f"(target {self.rules.target_score}, R14)."
        )
