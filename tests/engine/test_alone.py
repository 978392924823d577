"""Alone and the blind exchange: D5, D6 and the exchange options (RULE-CASES 18, 21, 22)."""

from __future__ import annotations

from collections import Counter

import pytest

from bideuchre.engine import (
    CardDiscarded,
    CardGiven,
    ExchangeDone,
    IllegalActionError,
    Phase,
    Rules,
    Seat,
    card,
    cards,
    play,
)

from .support import check_conservation, check_observations, do, legal_text, make_state, snapshot

HANDS = {
    "N": "9S 9S TS TS QS QS KS KS AS AS JS JS",
    "E": "JH JH JD JD AH AH KH KH QC 9C 9C JC",
    "S": "AD AD KD KD QD QD TD TD 9D 9D TC TC",
    "W": "QC QH QH TH TH 9H 9H AC AC KC KC JC",  # E and W hold one QC each
}


def test_D5_D6_case18_alone_over_a_bid_exchange_and_three_card_tricks() -> None:
    """RULE-CASES 18: N 8S, E alone in hearts; E announces k = 2, W blindly
    passes 2 and E discards 2; E leads; tricks go E, S, N (W skipped); 12
    three-card tricks."""
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"])
    assert state.phase is Phase.EXCHANGE and state.to_act is Seat.E
    assert legal_text(state) == ["exchange 0", "exchange 1", "exchange 2", "exchange 3"]
    do(state, "E exchange 2")
    assert state.to_act is Seat.W  # the partner passes first
    assert sorted(legal_text(state)) == sorted(
        f"pass {c}" for c in dict.fromkeys(str(x) for x in state.hand(Seat.W))
    )
    do(state, "W pass AC")
    do(state, "W pass KC")
    assert state.to_act is Seat.E
    assert legal_text(state)[0].startswith("discard ")
    do(state, "E discard 9C")
    events = do(state, "E discard 9C")
    assert isinstance(events[-1], ExchangeDone)
    assert state.phase is Phase.PLAY and state.to_act is Seat.E  # R8, D5
    assert state.sitting_out is Seat.W
    hand = Counter(str(c) for c in state.hand(Seat.E))
    assert len(state.hand(Seat.E)) == 12 and hand["AC"] == 1 and hand["KC"] == 1
    assert hand["9C"] == 0
    assert state.hand(Seat.W) == []
    assert sorted(state.out_of_play(Seat.W)) == sorted(cards("9H 9H TH TH QH QH JC QC KC AC"))
    assert state.out_of_play(Seat.E) == cards("9C 9C")
    assert state.exchange == (2, tuple(cards("AC KC")), tuple(cards("9C 9C")))
    # three-card tricks, W never plays
    order = []
    while state.phase is Phase.PLAY:
        seat = state.to_act
        assert seat is not None and seat is not Seat.W
        order.append(seat)
        do(state, f"{seat} {legal_text(state)[0]}")
        check_conservation(state)
    assert order[:3] == [Seat.E, Seat.S, Seat.N]
    assert len(state.tricks) == 12
    assert all(len(t.plays) == 3 for t in state.tricks)
    assert all(s is not Seat.W for t in state.tricks for s, _ in t.plays)
    assert sum(state.tricks_won) == 12  # RULE-CASES 33 in a lone hand


def test_D6_exchange_duplicates_case21() -> None:
    """RULE-CASES 21: E discards QC(a) and W passes QC(b): legal, and E ends
    with QC (the copy W passed)."""
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"])
    do(state, "E exchange 1")
    do(state, "W pass QC")
    do(state, "E discard QC")
    assert state.phase is Phase.PLAY
    assert state.hand(Seat.E).count(card("QC")) == 1
    assert state.out_of_play(Seat.E) == [card("QC")]
    check_conservation(state)


def test_D6_exchange_k0_is_allowed_up_to_case22() -> None:
    """RULE-CASES 22: with the default ``up_to`` mode k = 0 is allowed; no exchange."""
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"])
    before = state.hand(Seat.E)
    events = do(state, "E exchange 0")
    assert [type(e).__name__ for e in events] == ["ExchangeAnnounced", "ExchangeDone"]
    assert state.phase is Phase.PLAY and state.to_act is Seat.E
    assert state.hand(Seat.E) == before
    assert state.hand(Seat.W) == [] and len(state.out_of_play(Seat.W)) == 12


def test_D6_option_exact_exchange() -> None:
    rules = Rules.preset("double-deck").replace(lone_exchange_mode="exact")
    state = make_state(rules, hands=HANDS, calls=["N 8S", "E alone H"])
    assert legal_text(state) == ["exchange 3"]
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        do(state, "E exchange 0")
    assert err.value.rule == "D6" and "exactly 3" in str(err.value)
    assert snapshot(state) == before
    do(state, "E exchange 3")
    assert state.to_act is Seat.W


def test_D6_option_lone_exchange_max_0_has_no_exchange() -> None:
    rules = Rules.preset("double-deck").replace(lone_exchange_max=0)
    state = make_state(rules, hands=HANDS, calls=["N 8S", "E alone H"])
    assert state.phase is Phase.PLAY and state.to_act is Seat.E
    assert state.hand(Seat.W) == [] and len(state.out_of_play(Seat.W)) == 12
    check_observations(state)


def test_D6_clone_in_the_auction_does_not_leak_the_partners_retirement() -> None:
    """Regression: with no exchange, declaring alone in a clone retired the
    partner's cards in the original too (a shared list)."""
    rules = Rules.preset("double-deck").replace(lone_exchange_max=0)
    state = make_state(rules, hands=HANDS, calls=["N 8S"])
    before = snapshot(state)
    trial = state.clone()
    do(trial, "E alone H")
    assert trial.out_of_play(Seat.W) and trial.hand(Seat.W) == []
    assert snapshot(state) == before
    assert state.out_of_play(Seat.W) == [] and len(state.hand(Seat.W)) == 12


def test_D6_clone_in_the_auction_does_not_leak_the_declarers_discards() -> None:
    """Regression: the declarer's discards in a clone made during the auction
    went out of play in the original too (and in every other such clone), so
    a second trial's declarer counted hidden cards that do not exist."""
    state = make_state(hands=HANDS, calls=["N 8S"])
    before = snapshot(state)
    for _ in range(2):
        trial = state.clone()
        for step in ["E alone H", "E exchange 1", "W pass QC", "E discard 9C"]:
            do(trial, step)
        assert trial.out_of_play(Seat.E) == cards("9C")
        assert trial.observation(Seat.E).hidden_out_of_play == 11  # W's cards left
        check_observations(trial)
    assert snapshot(state) == before
    assert state.out_of_play(Seat.E) == []


@pytest.mark.parametrize(
    ("steps", "bad", "message"),
    [
        ([], "E discard 9C", "announces"),
        ([], "E exchange 4", "0 to 3"),
        (["E exchange 2"], "W pass 9S", "does not hold"),
        (["E exchange 2"], "W discard QC", "partner is passing"),
        (["E exchange 1", "W pass QC"], "E discard AS", "does not hold"),
        (["E exchange 1", "W pass QC"], "E pass JH", "declarer is discarding"),
    ],
)
def test_D6_illegal_exchange_steps_are_refused(steps: list[str], bad: str, message: str) -> None:
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"], exchange=steps)
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        do(state, bad, "exchange")
    assert err.value.rule == "D6" and message in str(err.value)
    assert snapshot(state) == before


def test_D6_card_play_during_the_exchange_is_refused() -> None:
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"])
    with pytest.raises(IllegalActionError) as err:
        state.apply(play(card("JH")))
    assert err.value.rule == "D6"


def test_D6_the_exchange_is_blind() -> None:
    """Neither sees the other's choice until both are made; the defenders never
    see either (observations and events)."""
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"])
    do(state, "E exchange 2")
    given_events = do(state, "W pass AC") + do(state, "W pass KC")
    for ev in given_events:
        assert isinstance(ev, CardGiven)
        assert ev.seen_by(Seat.W) == ev
        for seat in (Seat.E, Seat.N, Seat.S):
            seen = ev.seen_by(seat)
            assert isinstance(seen, CardGiven) and seen.card is None
    east = state.observation(Seat.E)
    assert east.given == () and east.exchange_k == 2
    assert state.observation(Seat.W).given == tuple(cards("AC KC"))
    assert state.observation(Seat.N).given == ()
    check_observations(state)
    discard_events = do(state, "E discard 9C")
    assert isinstance(discard_events[0], CardDiscarded)
    assert discard_events[0].seen_by(Seat.W).card is None  # type: ignore[attr-defined]
    assert state.observation(Seat.W).discarded == ()
    assert state.observation(Seat.E).discarded == (card("9C"),)
    done = do(state, "E discard QC")
    finished = done[-1]
    assert isinstance(finished, ExchangeDone)
    assert finished.seen_by(Seat.E) == finished and finished.seen_by(Seat.W) == finished
    for seat in (Seat.N, Seat.S):
        seen = finished.seen_by(seat)
        assert isinstance(seen, ExchangeDone) and seen.received == ()
    assert state.observation(Seat.E).given == tuple(cards("AC KC"))
    assert state.observation(Seat.N).given == ()
    assert state.observation(Seat.N).hidden_out_of_play == 12  # 10 of W's, 2 discards
    assert sorted(state.observation(Seat.W).out_of_play) == sorted(
        cards("9H 9H TH TH QH QH JC QC KC AC")
    )
    check_observations(state)


def test_D6_partner_knows_passed_cards_until_they_are_played() -> None:
    """Regression: the lone partner's ``unseen_cards`` counted a passed card
    twice once the declarer had played it."""
    state = make_state(hands=HANDS, calls=["N 8S", "E alone H"])
    for step in ["E exchange 1", "W pass AC", "E discard 9C"]:
        do(state, step, "exchange")
    west = state.observation(Seat.W)
    assert west.known_cards(Seat.E) == [card("AC")]
    assert card("AC") not in west.unseen_cards()  # W knows where its AC is; the other is W's
    do(state, "E AC")
    west = state.observation(Seat.W)
    assert west.known_cards(Seat.E) == []
    # the deck has two AC: W passed one (now played) and kept one out of play
    assert west.unseen_cards()[card("AC")] == 0
    unseen = west.unseen_cards()
    assert (
        sum(unseen.values())
        == sum(len(state.hand(s)) for s in (Seat.N, Seat.E, Seat.S)) + west.hidden_out_of_play
    )
    check_observations(state)
