"""Helpers shared by the engine tests: building positions from notation,
snapshots of a state, and the invariants checked at every step of random play.

Only the engine's public API is used.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain
from operator import itemgetter
from typing import Any

from bideuchre.engine import (
    ACTIONS,
    PASS,
    SEATS,
    Action,
    ActionKind,
    Card,
    CardDiscarded,
    CardGiven,
    Event,
    ExchangeDone,
    GameRecord,
    GameState,
    HandRecord,
    IllegalActionError,
    Observation,
    Phase,
    Rules,
    Seat,
    cards,
    deck,
    replay,
)

ACTIVE = (Phase.AUCTION, Phase.EXCHANGE, Phase.PLAY)


def rules_of(rules: str | Rules) -> Rules:
    """A preset by name, or the rules themselves."""
    return Rules.preset(rules) if isinstance(rules, str) else rules


def make_deal(rules: Rules, fixed: dict[str, str]) -> list[list[Card]]:
    """Four hands: the seats in ``fixed`` get exactly those cards; the rest of
    the deck goes, in card order, to the other seats (N, E, S, W order)."""
    remaining = Counter(deck(rules.copies))
    hands: list[list[Card] | None] = [None] * 4
    for seat_name, text in fixed.items():
        hand = cards(text)
        assert len(hand) == rules.hand_size, f"{seat_name} needs {rules.hand_size} cards"
        remaining.subtract(hand)
        hands[Seat.parse(seat_name)] = hand
    assert min(remaining.values()) >= 0, f"more copies than the deck holds: {-remaining}"
    rest = sorted(remaining.elements())
    for i in range(4):
        if hands[i] is None:
            hands[i], rest = rest[: rules.hand_size], rest[rules.hand_size :]
    assert not rest
    return [h for h in hands if h is not None]


def make_state(
    rules: str | Rules = "double-deck",
    *,
    dealer: str = "W",
    hands: dict[str, str] | None = None,
    calls: Sequence[str] = (),
    exchange: Sequence[str] = (),
    plays: Sequence[str] = (),
    scores: tuple[int, int] = (0, 0),
) -> GameState:
    """A game state reached from an explicit deal by checked steps.

    Every step is ``"SEAT action"``; the seat must be the one to act.
    """
    r = rules_of(rules)
    state = GameState.from_deal(r, Seat.parse(dealer), make_deal(r, hands or {}), scores)
    for step in calls:
        do(state, step, "auction")
    for step in exchange:
        do(state, step, "exchange")
    for step in plays:
        do(state, step, "play")
    return state


def do(state: GameState, step: str, phase: str | None = None) -> list[Event]:
    """Apply ``"SEAT action"`` (checked), asserting it is that seat's turn."""
    seat_text, action_text = step.split(None, 1)
    assert state.to_act == Seat.parse(seat_text), f"{step}: {state.to_act} is to act"
    return state.apply(Action.parse(action_text, phase or state.phase.value))


def legal_text(state: GameState) -> list[str]:
    """The legal actions as notation, in the engine's order."""
    return [str(a) for a in state.legal_actions()]


def snapshot(state: GameState, *, hand_number: bool = True) -> dict[str, Any]:
    """Everything a replay must reproduce, in comparable form."""
    out: dict[str, Any] = {
        "phase": state.phase,
        "to_act": state.to_act,
        "dealer": state.dealer,
        "hands": [tuple(state.hand(s)) for s in SEATS],
        "out": [sorted(state.out_of_play(s)) for s in SEATS],
        "initial": state.initial_hands,
        "calls": state.calls,
        "contract": state.contract,
        "exchange": state.exchange,
        "sitting_out": state.sitting_out,
        "plays": state.plays,
        "tricks": state.tricks,
        "current_trick": state.current_trick,
        "tricks_won": state.tricks_won,
        "scores_before": state.scores_before,
        "totals": state.totals,
        "legal": state.legal_actions(),
        "result": state.hand_result,
        "winner": state.winner,
    }
    if hand_number:
        out["hand_number"] = state.hand_number
        out["results"] = state.hand_results
    elif state.hand_result is not None:  # a hand record on its own replays as hand 0
        out["result"] = dataclasses.replace(state.hand_result, hand_number=0)
    return out


def replay_json(record: dict[str, Any]) -> GameState:
    """Replay a record after a round trip through JSON text; assert it is clean."""
    result = replay(json.loads(json.dumps(record)))
    assert result.error is None, result.error
    assert result.state is not None
    return result.state


# ------------------------------------------------------------------ invariants


def check_conservation(state: GameState) -> None:
    """Hands + cards played + out of play + exchange in transit == the deck (R1, D6)."""
    plays = state.plays
    pieces = [map(itemgetter(1), plays)]
    pieces.extend(state.hand(s) for s in SEATS)
    if _alone(state):
        pieces.extend(state.out_of_play(s) for s in SEATS)
        ex = state.exchange
        if ex is not None and state.phase is Phase.EXCHANGE:
            pieces.append(ex[1])  # passed by the partner, not yet in the declarer's hand
    assert sorted(chain(*pieces)) == _DECKS[state.rules.copies]
    tricks = state.tricks
    assert len(tricks) == len(plays) // (3 if _alone(state) else 4)
    assert sum(state.tricks_won) == len(tricks)


_DECKS = {copies: sorted(deck(copies)) for copies in (1, 2)}


def _alone(state: GameState) -> bool:
    return state.contract is not None and state.contract.alone


def check_observations(
    state: GameState, unseen_for: Sequence[Seat] = SEATS, public_for: Sequence[Seat] = SEATS
) -> None:
    """``observation(seat)`` of every seat holds exactly what that seat may know.

    For every seat, the fields that carry cards not yet played: its own hand,
    the exchange as far as it saw it (D6), its cards out of play, and for
    everything else only counts.  For the seats in ``public_for``, the public
    record too (calls, contract, tricks, scores).  For the seats in
    ``unseen_for``, that the cards it cannot see (``unseen_cards``) are exactly
    the other hands plus the hidden out-of-play cards, less what it knows.
    """
    hands = [tuple(state.hand(s)) for s in SEATS]
    counts = tuple(len(h) for h in hands)
    to_act = state.to_act
    contract = state.contract
    ex = state.exchange
    lone = contract is not None and contract.alone
    if lone:
        assert contract is not None
        declarer, partner = contract.declarer, contract.declarer.partner
        passed, discards = (ex[1], ex[2]) if ex is not None else ((), ())
        outs = [state.out_of_play(s) for s in SEATS]
    else:
        declarer = partner = None
        passed = discards = ()
        outs = [[], [], [], []]
    exchanging = state.phase is Phase.EXCHANGE
    public = None
    for seat in SEATS:
        obs = state.observation(seat)
        assert obs.seat is seat and obs.hand == hands[seat] and obs.hand_counts == counts
        if not lone:  # nothing is out of play or in transit
            assert obs.given == obs.discarded == obs.out_of_play == ()
            assert obs.hidden_out_of_play == 0
        elif seat is declarer:  # D6: its discards; the passed cards once received
            assert obs.given == (() if exchanging else passed)
            assert obs.discarded == discards and obs.out_of_play == ()
        elif seat is partner:  # D6: the cards it passed, its own cards out of play
            assert obs.given == passed and obs.discarded == ()
            assert sorted(obs.out_of_play) == sorted(outs[seat])
        else:
            assert obs.given == obs.discarded == obs.out_of_play == ()
        if seat is to_act:
            assert obs.legal == tuple(state.legal_actions())
        else:
            assert obs.legal == ()
        if seat in public_for:
            if public is None:
                public = (
                    state.phase,
                    to_act,
                    tuple(state.calls),
                    contract,
                    tuple(state.tricks),
                    tuple(state.current_trick),
                    state.tricks_won,
                    state.totals,
                    state.winner,
                    state.dealer,
                    state.hand_number,
                    state.scores_before,
                    None if state.hand_result is None else state.hand_result.score,
                    state.sitting_out,
                    None if ex is None else ex[0],
                    state.rules,
                )
            assert public == (
                obs.phase,
                obs.to_act,
                obs.calls,
                obs.contract,
                obs.tricks,
                obs.current_trick,
                obs.tricks_won,
                obs.totals,
                obs.winner,
                obs.dealer,
                obs.hand_number,
                obs.scores_before,
                obs.hand_score,
                obs.sitting_out,
                obs.exchange_k,
                obs.rules,
            )
        if seat in unseen_for:
            check_unseen(state, obs, hands, outs)


def check_unseen(
    state: GameState, obs: Observation, hands: Sequence[Sequence[Card]], outs: Sequence[list[Card]]
) -> None:
    """``obs.unseen_cards()`` is exactly the other hands plus the out-of-play
    cards (and cards in transit) the seat cannot see, less the cards it knows
    to be in another hand; ``hidden_out_of_play`` counts the hidden ones."""
    seat = obs.seat
    contract = state.contract
    ex = state.exchange
    lone = contract is not None and contract.alone
    exchanging = state.phase is Phase.EXCHANGE
    passed, discards = (ex[1], ex[2]) if ex is not None else ((), ())
    unseen = [0] * 24
    for s in SEATS:
        if s is not seat:
            for c in hands[s]:
                unseen[c] += 1
    hidden_out = 0
    if lone:
        assert contract is not None
        declarer = contract.declarer
        hidden = [c for s in SEATS for c in outs[s]]
        if exchanging:
            hidden.extend(passed)  # in transit: in nobody's hand
        seen: list[Card] = []
        if seat is declarer:
            seen.extend(discards)
        else:
            seen.extend(outs[seat])
        if seat is declarer.partner:
            if exchanging:
                seen.extend(passed)
            else:  # it knows the passed cards the declarer has not played yet
                left = Counter(passed) - Counter(c for s, c in state.plays if s is declarer)
                for c in left.elements():
                    unseen[c] -= 1
        for c in hidden:
            unseen[c] += 1
        for c in seen:
            unseen[c] -= 1
        hidden_out = len(hidden) - len(seen)
    assert min(unseen) >= 0
    assert obs.hidden_out_of_play == hidden_out
    got = [0] * 24
    for c, n in obs.unseen_cards().items():
        got[c] = n
    assert got == unseen, (seat, got, unseen)


def check_events(state: GameState, events: Iterable[Event]) -> None:
    """Events seen by a seat carry no card that seat may not see (D6); every
    other event is public and the same for all."""
    contract = state.contract
    for ev in events:
        kind = type(ev)
        if kind not in _PRIVATE_EVENTS:
            assert all(ev.seen_by(seat) is ev for seat in SEATS)
            continue
        assert contract is not None
        for seat in SEATS:
            seen = ev.seen_by(seat)
            assert type(seen) is kind
            if isinstance(ev, CardGiven | CardDiscarded):
                assert isinstance(seen, CardGiven | CardDiscarded)
                assert (seen.card is not None) == (seat is ev.seat)
            else:
                assert isinstance(ev, ExchangeDone) and isinstance(seen, ExchangeDone)
                if seat in (contract.declarer, contract.declarer.partner):
                    assert seen.received == ev.received
                else:
                    assert seen.received == ()


_PRIVATE_EVENTS = (CardGiven, CardDiscarded, ExchangeDone)


def check_hand_end(state: GameState) -> None:
    """At the end of a hand the sides' tricks add up to the hand size (RULE-CASES 33)."""
    result = state.hand_result
    assert result is not None
    if result.contract is None:  # R15
        assert result.tricks == (0, 0) and result.score == (0, 0)
        return
    size = state.rules.hand_size
    assert sum(state.tricks_won) == size == len(state.tricks)
    assert result.tricks == state.tricks_won
    per_trick = 3 if result.contract.alone else 4
    assert len(state.plays) == size * per_trick
    for trick in state.tricks:
        assert len(trick.plays) == per_trick
        if result.contract.alone:
            assert all(s != result.contract.declarer.partner for s, _ in trick.plays)


def check_replay(state: GameState, *, whole_game: bool) -> None:
    """The record of ``state`` (through JSON) replays to the same state."""
    if whole_game:
        again = replay_json(GameRecord.of(state).to_json())
        assert snapshot(again) == snapshot(state)
    else:
        again = replay_json(HandRecord.of(state).to_json())
        assert snapshot(again, hand_number=False) == snapshot(state, hand_number=False)


# ------------------------------------------------------------------ random play


_CITATION = re.compile(r" \(((?:[RDC]\d+)(?:, [RDC]\d+)*)\)$")
_ANY_RULE = re.compile(r"\b[RDC]\d+\b")


def check_rule_cited(exc: IllegalActionError) -> None:
    """The message ends with the rules it cites, ``"... (R4, R6)"``, and the
    error's ``rule`` is one of them; an error with no rule cites none."""
    message = str(exc)
    assert message
    found = _CITATION.search(message)
    if exc.rule is None:
        assert found is None and not _ANY_RULE.search(message), message
    else:
        assert found is not None, f"{message!r} cites no rule (rule {exc.rule})"
        assert exc.rule in found.group(1).split(", "), f"{message!r} does not cite {exc.rule}"


def check_illegal_is_refused(state: GameState, rng: random.Random) -> None:
    """A checked ``apply`` of an action that is not legal raises an error naming
    a rule and changes nothing (DESIGN habit 2)."""
    legal = set(state.legal_actions())
    illegal = [a for a in ACTIONS if a not in legal]
    before = snapshot(state)
    for action in rng.sample(illegal, 3):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            check_rule_cited(exc)
        else:
            raise AssertionError(f"{action} was applied although not legal")
        assert snapshot(state) == before


def pick(state: GameState, legal: Sequence[Action], rng: random.Random) -> Action:
    """A random legal action.  Calls are biased so that every kind of hand
    happens often: all pass (R15), low and high bids, alone; games end."""
    if state.phase is Phase.AUCTION:
        r = rng.random()
        if r >= 0.05:  # otherwise uniform, which mostly makes high bids and alone
            if r < 0.65 and PASS in legal:
                return PASS
            bids = [a for a in legal if a.kind is ActionKind.BID]
            if bids and r < 0.99:
                return bids[rng.randrange(min(len(bids), 10))]  # among the lowest bids
    return legal[rng.randrange(len(legal))]


def random_hands(
    rules: Rules, seed: int, n_hands: int, *, every_step_replay: int = 0
) -> Iterator[GameState]:
    """Play ``n_hands`` hands of random self-play (games from consecutive seeds)
    and yield each finished hand's state.

    Checked at every step: cards conserved, tricks counted, events as each seat
    sees them, every seat's observation (the public part for the seat to act;
    in lone hands also its ``unseen_cards``).  At one random step of every hand
    (possibly its end): the hand record replays through JSON to the same state,
    every seat's whole observation and ``unseen_cards``, illegal actions are
    refused without change.  At the end of every hand: the tricks add up.  At
    the end of every fourth game: the game record replays to the same state.
    Every step of the first ``every_step_replay`` hands is replayed.  (Replaying
    at every step of every hand would cost O(steps²) per hand.)
    """
    rng = random.Random(f"engine-tests/{seed}")
    game_seed = seed * 1_000_003
    played = games = 0
    while played < n_hands:
        state = GameState.new_game(rules, game_seed)
        game_seed += 1
        while True:
            cut = rng.randrange(5 * rules.hand_size)
            step = 0
            full = played < every_step_replay
            check_conservation(state)
            while state.phase in ACTIVE:
                legal = state.legal_actions()
                assert legal and len(set(legal)) == len(legal)
                if step == cut:
                    check_illegal_is_refused(state, rng)
                events = state.apply(pick(state, legal, rng))
                step += 1
                check_conservation(state)
                check_events(state, events)
                if full or step == cut:
                    check_observations(state)
                    check_replay(state, whole_game=False)
                    for ev in events:
                        ev.to_json()
                else:
                    acting = () if state.to_act is None else (state.to_act,)
                    check_observations(state, acting if _alone(state) else (), acting)
            check_hand_end(state)
            if step < cut:  # the random step fell beyond the end: check the end
                check_observations(state)
                check_replay(state, whole_game=False)
                check_illegal_is_refused(state, rng)
            played += 1
            yield state
            if state.phase is Phase.GAME_OVER or played >= n_hands:
                break
            state.next_hand()
        games += 1
        if games % 4 == 1:
            check_replay(state, whole_game=True)
