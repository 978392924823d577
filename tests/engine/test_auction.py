"""The auction: R3, R9, R10, R15, D2–D5, C2–C4 and the auction options
(RULE-CASES 11–18, 31, 32)."""

from __future__ import annotations

import pytest

from bideuchre.engine import (
    PASS,
    Action,
    ActionKind,
    Denomination,
    GameState,
    HandAnnulled,
    IllegalActionError,
    Phase,
    Rules,
    RulesError,
    Seat,
    bid,
)

from .support import do, legal_text, make_state, snapshot

DOUBLE = "double-deck"
SINGLE = "single-deck"


def calls_of(state: GameState) -> list[str]:
    return [f"{s} {a}" for s, a in state.calls]


def refused(state: GameState, step: str) -> IllegalActionError:
    """Apply an illegal step; assert it raises and changes nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        do(state, step)
    assert snapshot(state) == before
    return err.value


# ------------------------------------------------------------------ R3, R9, R10


@pytest.mark.parametrize("preset", [DOUBLE, SINGLE])
@pytest.mark.parametrize("dealer", "NESW")
def test_R3_calls_start_left_of_the_dealer_and_go_clockwise(preset: str, dealer: str) -> None:
    state = make_state(preset, dealer=dealer)
    order = []
    for _ in range(3):
        assert state.to_act is not None
        order.append(state.to_act)
        state.apply(PASS)
    first = Seat.parse(dealer).left
    assert order == [first, first.left, first.left.left]


def test_R9_D4_opening_calls_are_pass_every_bid_1_to_12_and_alone() -> None:
    state = make_state(DOUBLE)
    legal = legal_text(state)
    assert legal[0] == "pass"
    bids = [a for a in state.legal_actions() if a.kind is ActionKind.BID]
    assert len(bids) == 12 * 5  # D4: min_bid 1 .. hand size, five denominations
    assert {a.tricks for a in bids} == set(range(1, 13))
    assert legal[-5:] == ["alone C", "alone D", "alone H", "alone S", "alone NT"]


def test_R9_suit_does_not_outbid_case11() -> None:
    """RULE-CASES 11: N 7S, then E 7NT is illegal; E must bid 8+ or pass."""
    state = make_state(calls=["N 7S"])
    err = refused(state, "E 7NT")
    assert err.rule == "R9" and "more tricks" in str(err)
    bids = [a for a in state.legal_actions() if a.kind is ActionKind.BID]
    assert min(a.tricks for a in bids) == 8
    do(state, "E 8NT")
    assert state.auction.high_bid == 8


@pytest.mark.parametrize(
    ("preset", "rules_change", "setup", "step", "rule"),
    [
        (DOUBLE, {"min_bid": 3}, [], "N 2H", "R9"),  # below min_bid
        (DOUBLE, {}, ["N 5H"], "E 5S", "R9"),  # equal to the standing high bid
        (DOUBLE, {}, ["N 5H"], "E 5H", "R9"),
        (SINGLE, {}, [], "N 7H", "R9"),  # above the hand size
        (DOUBLE, {}, ["N 12H"], "N alone S", "D3"),  # the auction is over; N leads
        (DOUBLE, {"allow_no_trump": False}, [], "N 3NT", "R9"),
        (SINGLE, {}, [], "N alone H", "C3"),
    ],
)
def test_R9_illegal_bids_are_refused_case32(
    preset: str, rules_change: dict[str, object], setup: list[str], step: str, rule: str
) -> None:
    """RULE-CASES 32: below min_bid, equal to the high bid, above the hand size,
    alone after a bid of 12: each refused, naming the rule, changing nothing."""
    state = make_state(Rules.preset(preset).replace(**rules_change), calls=setup)
    err = refused(state, step)
    assert err.rule == rule


def test_R9_bid_above_hand_size_message() -> None:
    err = refused(make_state(SINGLE), "N 7H")
    assert "hand size" in str(err)
    err = refused(make_state(Rules.preset(DOUBLE).replace(min_bid=3)), "N 2C")
    assert "lowest bid is 3" in str(err)


def test_R9_a_card_or_exchange_step_is_not_a_call() -> None:
    state = make_state()
    err = refused(state, "N QS")
    assert err.rule == "R9"
    err = refused(state, "N exchange 2")
    assert err.rule == "R9"


def test_R10_last_bid_is_the_contract_and_its_maker_declarer() -> None:
    state = make_state(calls=["N 3H", "E 4S", "S 5NT", "W pass", "N pass", "E pass"])
    contract = state.contract
    assert contract is not None
    assert (contract.declarer, contract.bid, contract.denomination, contract.alone) == (
        Seat.S,
        5,
        Denomination.NO_TRUMP,
        False,
    )
    assert state.phase is Phase.PLAY and state.to_act is Seat.S  # R8


# ------------------------------------------------------------------ D2, D3 (open auction)


def test_D2_partner_may_overbid_partner_case12() -> None:
    """RULE-CASES 12: N 5H, E pass, S 6C is legal; in double the auction continues."""
    state = make_state(calls=["N 5H", "E pass", "S 6C"])
    assert state.phase is Phase.AUCTION and state.to_act is Seat.W
    single = make_state(SINGLE, calls=["N 5H", "E pass", "S 6C"])
    assert single.phase is Phase.PLAY  # C2: a bid of 6 ends the classic auction at once
    assert single.contract is not None and single.contract.declarer is Seat.S


def test_D2_passing_is_not_final_case13() -> None:
    """RULE-CASES 13: N pass, E 4D, S pass, W pass, N 5S, E S W pass: N declares 5S."""
    state = make_state(calls=["N pass", "E 4D", "S pass", "W pass"])
    assert state.to_act is Seat.N and "5S" in legal_text(state)
    do(state, "N 5S")
    for step in ["E pass", "S pass", "W pass"]:
        do(state, step)
    contract = state.contract
    assert contract is not None
    assert (contract.declarer, contract.bid, contract.denomination) == (
        Seat.N,
        5,
        Denomination.SPADES,
    )


def test_D3a_three_passes_after_a_bid_end_the_auction_case15() -> None:
    """RULE-CASES 15: N 6H, then E, S, W pass: it ends at once; N never calls
    again and leads trick 1."""
    state = make_state(calls=["N 6H", "E pass", "S pass"])
    assert state.phase is Phase.AUCTION
    events = do(state, "W pass")
    assert state.phase is Phase.PLAY and state.to_act is Seat.N
    assert len(state.calls) == 4
    assert [type(e).__name__ for e in events] == ["Called", "AuctionWon"]


def test_D3a_bidder_never_answers_its_own_bid_after_overcalls() -> None:
    state = make_state(calls=["N 2C", "E 3C", "S pass", "W pass", "N pass"])
    assert state.contract is not None and state.contract.declarer is Seat.E
    assert state.to_act is Seat.E and state.phase is Phase.PLAY


def test_D3b_bid_of_12_ends_the_auction_case16() -> None:
    """RULE-CASES 16: N bids 12NT first: the auction is over, E cannot declare
    alone, N leads."""
    state = make_state(calls=["N 12NT"])
    assert state.phase is Phase.PLAY and state.to_act is Seat.N
    assert state.contract is not None and state.contract.bid == 12
    assert not state.contract.alone
    err = refused(state, "N alone H")  # N is to act (to lead); any call is refused
    assert err.rule == "D3"


def test_D3b_no_alone_after_a_bid_of_12_in_the_legal_calls() -> None:
    """Before 12 is bid alone is offered; a bid of 12 closes everything."""
    state = make_state(calls=["N 11H"])
    legal = legal_text(state)
    assert "12C" in legal and "alone S" in legal


def test_D3c_alone_ends_the_auction_over_a_bid_case18() -> None:
    """RULE-CASES 18: N 8S, then E declares alone in hearts: the auction ends."""
    state = make_state(calls=["N 8S"])
    events = do(state, "E alone H")
    contract = state.contract
    assert contract is not None
    assert (contract.declarer, contract.bid, contract.denomination, contract.alone) == (
        Seat.E,
        12,
        Denomination.HEARTS,
        True,
    )
    assert state.phase is Phase.EXCHANGE and state.to_act is Seat.E
    assert [type(e).__name__ for e in events] == ["Called", "AuctionWon"]


def test_D3d_R15_first_four_passes_annul_the_hand_case17() -> None:
    """RULE-CASES 17: all four pass: no score, and W's deal passes to N."""
    state = make_state(dealer="W", scores=(7, -3))
    events = []
    for step in ["N pass", "E pass", "S pass", "W pass"]:
        events.extend(do(state, step))
    assert state.phase is Phase.HAND_OVER and state.contract is None
    assert any(isinstance(e, HandAnnulled) for e in events)
    result = state.hand_result
    assert result is not None and result.contract is None and result.made is None
    assert result.score == (0, 0) and result.winner is None
    assert state.totals == (7, -3)
    state.next_hand(make_state().initial_hands)
    assert state.dealer is Seat.N and state.to_act is Seat.E
    assert state.phase is Phase.AUCTION and state.hand_number == 1


def test_D5_alone_over_partners_bid() -> None:
    """D5: alone may be declared over the partner's bid."""
    state = make_state(calls=["N 5H", "E pass"])
    do(state, "S alone S")
    assert state.contract is not None and state.contract.declarer is Seat.S
    assert state.contract.alone and state.sitting_out is Seat.N


def test_D5_alone_at_the_first_call_and_after_passes() -> None:
    for calls in (["N alone NT"], ["N pass", "E pass", "S pass", "W alone C"]):
        state = make_state(calls=calls)
        assert state.contract is not None and state.contract.alone


# ------------------------------------------------------------------ C2, C3, C4 (single round)


def test_C2_one_round_passing_is_final_case14() -> None:
    """RULE-CASES 14: N pass, E pass, S 3H, W (dealer) pass: S declares 3H; N
    could not re-enter."""
    state = make_state(SINGLE, calls=["N pass", "E pass", "S 3H", "W pass"])
    contract = state.contract
    assert contract is not None
    assert (contract.declarer, contract.bid, contract.denomination) == (
        Seat.S,
        3,
        Denomination.HEARTS,
    )
    assert state.phase is Phase.PLAY and state.to_act is Seat.S
    assert len(state.calls) == 4


def test_C2_each_player_calls_once_the_dealer_last() -> None:
    state = make_state(SINGLE, dealer="E", calls=["S 1C", "W 2C", "N 3C"])
    assert state.to_act is Seat.E and state.phase is Phase.AUCTION
    do(state, "E 4C")
    assert state.contract is not None and state.contract.declarer is Seat.E


def test_C2_bid_of_6_ends_the_auction_at_once_case31() -> None:
    """RULE-CASES 31: N bids 6S.  C2: a bid of the hand size ends the auction at
    once (the case's "E, S and W may only pass" amounts to the same contract)."""
    state = make_state(SINGLE, calls=["N 6S"])
    assert state.phase is Phase.PLAY and state.to_act is Seat.N
    assert state.contract is not None and state.contract.bid == 6


def test_C3_bids_1_to_6_and_no_alone_by_default() -> None:
    state = make_state(SINGLE)
    bids = [a for a in state.legal_actions() if a.kind is ActionKind.BID]
    assert {a.tricks for a in bids} == set(range(1, 7))
    assert not any(a.kind is ActionKind.ALONE for a in state.legal_actions())


def test_C4_R15_all_four_pass_in_single_deck() -> None:
    state = make_state(SINGLE, calls=["N pass", "E pass", "S pass", "W pass"])
    assert state.phase is Phase.HAND_OVER and state.contract is None
    result = state.hand_result
    assert result is not None and result.score == (0, 0)


def test_R15_annulled_hand_with_a_seeded_game_redeals_from_the_seed() -> None:
    state = GameState.new_game(Rules.preset(SINGLE), seed=11)
    dealer = state.dealer
    for _ in range(4):
        state.apply(PASS)
    state.next_hand()
    assert state.dealer is dealer.left and state.hand_number == 1
    again = GameState.new_game(Rules.preset(SINGLE), seed=11)
    assert state.initial_hands != again.initial_hands  # a fresh deal


# ------------------------------------------------------------------ options


@pytest.mark.parametrize("preset", [DOUBLE, SINGLE])
def test_option_stick_dealer_dealer_must_bid_min_bid(preset: str) -> None:
    """all_pass = stick_dealer: after three passes the dealer must bid min_bid."""
    rules = Rules.preset(preset).replace(all_pass="stick_dealer", min_bid=2)
    state = make_state(rules, dealer="W", calls=["N pass", "E pass", "S pass"])
    assert state.to_act is Seat.W
    assert legal_text(state) == ["2C", "2D", "2H", "2S", "2NT"]
    for step in ["W pass", "W 3H", "W alone H"]:
        err = refused(state, step)
        assert err.rule == "R15" and "must bid 2" in str(err)
    do(state, "W 2D")
    if preset == SINGLE:
        assert state.contract is not None and state.contract.declarer is Seat.W
    else:  # D3(a): the others may still overcall
        assert state.phase is Phase.AUCTION and "3C" in legal_text(state)


def test_option_stick_dealer_only_binds_the_dealer_when_nobody_bid() -> None:
    rules = Rules.preset(DOUBLE).replace(all_pass="stick_dealer")
    state = make_state(rules, calls=["N pass", "E 1C", "S pass"])
    assert "pass" in legal_text(state)
    state = make_state(rules, calls=["N pass", "E pass"])
    assert "pass" in legal_text(state)  # S is not the dealer


def test_option_allow_no_trump_false() -> None:
    rules = Rules.preset(DOUBLE).replace(allow_no_trump=False)
    state = make_state(rules)
    legal = legal_text(state)
    assert not any(t.endswith("NT") for t in legal)
    assert "alone S" in legal and "alone NT" not in legal
    assert refused(state, "N alone NT").rule == "R9"
    assert "no-trump" in str(refused(state, "N 4NT"))


def test_option_min_bid() -> None:
    rules = Rules.preset(DOUBLE).replace(min_bid=6)
    state = make_state(rules)
    bids = [a for a in state.legal_actions() if a.kind is ActionKind.BID]
    assert min(a.tricks for a in bids) == 6
    with pytest.raises(RulesError):
        Rules.preset(SINGLE).replace(min_bid=7)


def test_option_allow_alone_in_single_deck() -> None:
    rules = Rules.preset(SINGLE).replace(allow_alone=True)
    state = make_state(rules, calls=["N 2H"])
    assert "alone C" in legal_text(state)
    do(state, "E alone C")
    assert state.contract is not None and state.contract.alone and state.contract.bid == 6
    assert state.phase is Phase.EXCHANGE
    assert legal_text(state) == ["exchange 0", "exchange 1"]  # lone_exchange_max 1


def test_legal_calls_are_distinct_and_each_is_accepted() -> None:
    state = make_state(calls=["N 3H", "E pass"])
    legal = state.legal_actions()
    assert len(set(legal)) == len(legal)
    for action in legal:
        trial = state.clone()
        trial.apply(action)
        assert trial.calls[-1] == (Seat.S, action)
    assert bid(3, Denomination.CLUBS) not in legal
    assert isinstance(legal[0], Action)


def test_option_auction_style_is_independent_of_the_deck() -> None:
    """``auction`` is its own option: a double deck with one round of calls,
    a single deck with the open auction."""
    one_round = Rules.preset(DOUBLE).replace(auction="single_round")
    state = make_state(one_round, calls=["N pass", "E 3C", "S pass", "W pass"])
    assert state.contract is not None and state.contract.declarer is Seat.E
    open_single = Rules.preset(SINGLE).replace(auction="open")
    state = make_state(open_single, calls=["N pass", "E 3C", "S pass", "W pass"])
    assert state.phase is Phase.AUCTION and state.to_act is Seat.N  # N may bid again (D2)
    do(state, "N 4S")
    for step in ["E pass", "S pass", "W pass"]:
        do(state, step)
    assert state.contract is not None and state.contract.declarer is Seat.N


def test_option_copies_derives_the_hand_size() -> None:
    rules = Rules.preset(SINGLE).replace(copies=2)
    assert rules.hand_size == 12 and rules.deck_size == 48
    assert rules.to_json() == {"preset": "single-deck", "copies": 2}
    for bad in (3, 0, True):
        with pytest.raises(RulesError):
            Rules.preset(DOUBLE).replace(copies=bad)
    with pytest.raises(RulesError):
        Rules.preset(SINGLE).replace(lone_exchange_max=7)
    with pytest.raises(RulesError):
        Rules.preset(DOUBLE).replace(no_such_option=1)
