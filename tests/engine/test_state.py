"""The state machine: dealing (R1, R2, D1, C1), checked apply, events, clone,
observation (what a seat may know)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from itertools import pairwise

import pytest

from bideuchre.engine import (
    ACTIONS,
    PASS,
    SEATS,
    AuctionWon,
    Called,
    CardPlayed,
    GameState,
    HandDealt,
    IllegalActionError,
    Observation,
    Phase,
    Rules,
    Seat,
    TrickTaken,
    card,
    deal,
    deck,
    first_dealer,
    play,
)

from .support import (
    check_observations,
    check_rule_cited,
    do,
    legal_text,
    make_deal,
    make_state,
    pick,
    snapshot,
)

DOUBLE = Rules.preset("double-deck")
SINGLE = Rules.preset("single-deck")


@pytest.mark.parametrize(("rules", "size", "target"), [(DOUBLE, 12, 52), (SINGLE, 6, 32)])
def test_R1_D1_C1_deck_hand_size_and_target(rules: Rules, size: int, target: int) -> None:
    """R1: 24 cards x copies; D1/C1: hand size and target of each preset."""
    assert rules.hand_size == size and rules.target_score == target
    assert len(deck(rules.copies)) == rules.deck_size == 4 * size
    assert Counter(deck(rules.copies)) == Counter({c: rules.copies for c in set(deck(1))})
    state = GameState.new_game(rules, seed=1)
    dealt = [c for s in SEATS for c in state.hand(s)]
    assert Counter(dealt) == Counter(deck(rules.copies))  # R2: all cards dealt, no kitty
    assert all(len(state.hand(s)) == size for s in SEATS)


def test_R2_deal_and_first_dealer_come_from_the_seed_only() -> None:
    random.seed(1)
    a = GameState.new_game(DOUBLE, seed="x")
    random.seed(2)
    b = GameState.new_game(DOUBLE, seed="x")
    assert a.initial_hands == b.initial_hands and a.dealer == b.dealer
    assert a.initial_hands != GameState.new_game(DOUBLE, seed="y").initial_hands
    assert first_dealer("x") == a.dealer
    assert deal(DOUBLE, "x", 0) == a.initial_hands
    assert deal(DOUBLE, "x", 1) != deal(DOUBLE, "x", 0)
    dealers = {first_dealer(seed) for seed in range(40)}
    assert dealers == set(SEATS)  # the first dealer is chosen at random


def test_R2_each_new_hand_is_dealt_by_the_previous_dealers_left() -> None:
    state = GameState.new_game(SINGLE, seed=3)
    dealers = [state.dealer]
    for _ in range(5):
        for _ in range(4):
            state.apply(PASS)
        events = state.next_hand()
        assert events == [HandDealt(state.hand_number, state.dealer)]
        dealers.append(state.dealer)
    assert all(b is a.left for a, b in pairwise(dealers))
    assert state.hand_number == 5
    assert state.initial_hands == deal(SINGLE, 3, 5)  # hand n comes from (seed, n)


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        ("short", "R2"),
        ("extra_copy", "R1"),
        ("three_hands", "R2"),
    ],
)
def test_R1_R2_from_deal_refuses_a_deal_that_is_not_the_deck(change: str, rule: str) -> None:
    hands = make_deal(DOUBLE, {})
    if change == "short":
        hands[0] = hands[0][:-1]
    elif change == "extra_copy":
        hands[0][0], hands[1][0] = hands[1][0], hands[1][0]  # a third copy of one card
    else:
        hands = hands[:3]
    with pytest.raises(IllegalActionError) as err:
        GameState.from_deal(DOUBLE, Seat.W, hands)
    assert err.value.rule == rule


def test_R1_a_single_deck_deal_is_not_a_double_deck_deal() -> None:
    hands = make_deal(SINGLE, {})
    with pytest.raises(IllegalActionError):
        GameState.from_deal(DOUBLE, Seat.W, hands)


def test_game_state_is_built_by_its_constructors() -> None:
    with pytest.raises(TypeError):
        GameState()


def test_next_hand_needs_the_hand_over_and_a_seed_or_a_deal() -> None:
    state = make_state()
    with pytest.raises(IllegalActionError) as err:
        state.next_hand()
    assert err.value.rule == "R11"
    for step in ["N pass", "E pass", "S pass", "W pass"]:
        do(state, step)
    with pytest.raises(IllegalActionError) as err:
        state.next_hand()  # from_deal without a seed
    assert err.value.rule == "R2"
    with pytest.raises(IllegalActionError):
        state.next_hand(make_deal(SINGLE, {}))
    assert state.phase is Phase.HAND_OVER  # nothing changed


@pytest.mark.parametrize(
    "rules",
    [
        DOUBLE,
        SINGLE,
        SINGLE.replace(allow_alone=True),
        DOUBLE.replace(all_pass="stick_dealer", allow_no_trump=False, min_bid=2),
        DOUBLE.replace(lone_exchange_mode="exact"),
    ],
    ids=["double", "single", "single-alone", "stick-no-nt", "exact"],
)
def test_every_refusal_ends_with_the_rules_it_cites_and_its_rule_is_one(rules: Rules) -> None:
    """``explain_illegal`` for every action that is not legal, at every step of
    random hands: the message's "(R4, R6)" names the error's ``rule``; an error
    without a rule (a card not held) cites none."""
    rng = random.Random(5)
    state = GameState.new_game(rules, seed=3)
    explained = 0
    for _ in range(6):
        while True:
            legal = set(state.legal_actions())
            for action in ACTIONS:
                if action not in legal:
                    check_rule_cited(state.explain_illegal(action))
                    explained += 1
            if not legal:
                break
            state.apply(pick(state, list(legal), rng))
        if state.phase is Phase.GAME_OVER:
            break
        state.next_hand()
    assert explained > 1000


def test_checked_apply_names_the_rule_and_changes_nothing() -> None:
    state = make_state(calls=["N 2H", "E pass", "S pass", "W pass"])
    before = snapshot(state)
    not_held = next(c for c in deck(1) if c not in state.hand(Seat.N))
    with pytest.raises(IllegalActionError) as err:
        state.apply(play(not_held))
    assert str(err.value) == f"N does not hold {not_held}" and err.value.rule is None
    with pytest.raises(IllegalActionError) as err:
        state.apply(PASS)
    assert err.value.rule == "D3"
    assert str(err.value) == "the auction is over: three passes followed N's bid (D3)"
    assert snapshot(state) == before
    assert not state.is_legal(PASS) and state.is_legal(state.legal_actions()[0])


def test_events_of_each_step() -> None:
    state = make_state(calls=["N 2H", "E pass", "S pass"])
    events = do(state, "W pass")
    assert events[0] == Called(Seat.W, PASS)
    assert isinstance(events[1], AuctionWon) and events[1].contract == state.contract
    plays = []
    for _ in range(4):
        seat = state.to_act
        assert seat is not None
        action = state.legal_actions()[0]
        plays.append(state.apply(action))
    assert all(isinstance(e[0], CardPlayed) for e in plays)
    taken = plays[-1][-1]
    assert isinstance(taken, TrickTaken) and taken.number == 0
    assert taken.winner is state.tricks[0].winner and taken.plays == state.tricks[0].plays
    assert taken.to_json()["type"] == "trick_taken"
    assert events[0].to_json() == {"type": "called", "seat": "W", "call": "pass"}


def test_clone_is_independent() -> None:
    state = make_state(calls=["N 2H", "E pass", "S pass", "W pass"])
    before = snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == before
    rng = random.Random(5)
    while twin.phase is Phase.PLAY:
        legal = twin.legal_actions()
        twin.apply(legal[rng.randrange(len(legal))])
    twin.next_hand(make_deal(DOUBLE, {}))
    assert snapshot(state) == before


def test_clone_during_the_exchange_is_independent() -> None:
    state = make_state(calls=["N alone S"], exchange=["N exchange 2", "S pass 9H"])
    before = snapshot(state)
    twin = state.clone()
    for action in ["pass TH", "discard 9C", "discard 9C"]:
        do(twin, f"{twin.to_act} {action}", "exchange")
    assert twin.phase is Phase.PLAY
    assert snapshot(state) == before


def test_clone_in_the_auction_is_independent() -> None:
    state = make_state(calls=["N 2H"])
    before = snapshot(state)
    twin = state.clone()
    do(twin, "E 3H")
    assert snapshot(state) == before and state.auction.high_bid == 2


def test_observation_fields_are_the_reviewed_ones() -> None:
    """A new Observation field must be reviewed for hidden information (and
    added to the invariant checks in ``support.check_observations``)."""
    assert [f.name for f in dataclasses.fields(Observation)] == [
        "rules", "seat", "hand_number", "dealer", "phase", "to_act", "legal", "hand",
        "hand_counts", "calls", "contract", "exchange_k", "given", "discarded", "out_of_play",
        "hidden_out_of_play", "sitting_out", "tricks", "current_trick", "tricks_won",
        "scores_before", "totals", "hand_score", "winner",
    ]  # fmt: skip


def test_observation_holds_only_the_seats_own_cards() -> None:
    state = make_state(calls=["N 2H", "E pass", "S pass", "W pass"], plays=["N 9C"])
    for seat in SEATS:
        obs = state.observation(seat)
        assert list(obs.hand) == state.hand(seat)
        assert obs.hand_counts == (11, 12, 12, 12)
        assert obs.legal == (tuple(state.legal_actions()) if seat is Seat.E else ())
        assert obs.played_cards() == [card("9C")]
        unseen = obs.unseen_cards()
        assert sum(unseen.values()) == 47 - 12 + (1 if seat is Seat.N else 0)
        assert not (set(unseen) - {c for s in SEATS if s != seat for c in state.hand(s)})
    check_observations(state)
    view = state.observation(Seat.S).to_json()
    others = {str(c) for s in (Seat.N, Seat.E, Seat.W) for c in state.hand(s)}
    assert set(view["hand"]).isdisjoint(others - set(view["hand"]))
    assert view["seat"] == "S" and view["legal"] == []


def test_observation_voids_shown_by_play() -> None:
    """R4/R6: a player who cannot follow the effective suit led shows a void."""
    state = make_state(
        hands={
            "N": "AD AD QD QD TD TD 9D 9D AS AS KS KS",
            "E": "JD QS QS JS JS TS TS 9S 9S AC AC KC",
        },
        calls=["N 1H", "E pass", "S pass", "W pass"],
        plays=["N AD", "E JD"],
    )
    voids = state.observation(Seat.S).voids()
    assert voids[Seat.E] == frozenset({card("AD").suit})
    assert voids[Seat.N] == frozenset()


def test_legal_actions_are_distinct_for_duplicate_cards() -> None:
    state = make_state(calls=["N 2H", "E pass", "S pass", "W pass"])
    legal = legal_text(state)
    assert len(legal) == len(set(legal)) == len(set(state.hand(Seat.N)))
