"""Scoring and the end of the game: R11–R14, D7, D8 and the scoring options
(RULE-CASES 16, 19, 20, 23–31, 33)."""

from __future__ import annotations

import pytest

from bideuchre.engine import (
    PASS,
    Contract,
    Denomination,
    Event,
    GameOver,
    GameState,
    HandScored,
    IllegalActionError,
    Phase,
    Rules,
    Seat,
    Team,
    effective_suit,
    game_winner,
    hand_score,
    play,
    strength,
)

from .support import make_deal, make_state

DOUBLE = Rules.preset("double-deck")
SINGLE = Rules.preset("single-deck")
NT = Denomination.NO_TRUMP
H = Denomination.HEARTS


# ------------------------------------------------------------------ deterministic hands


def greedy_play(state: GameState) -> list[Event]:
    """Play the hand out: each seat leads or follows with its strongest card,
    and discards its weakest when it cannot follow or trump.  Returns the events."""
    events: list[Event] = []
    while state.phase is Phase.PLAY:
        contract = state.contract
        assert contract is not None
        d = contract.denomination
        legal = [a.card for a in state.legal_actions()]
        trick = state.current_trick
        own = [strength(c, d, effective_suit(c, d)) for c in legal]
        if not trick:
            choice = legal[own.index(max(own))]
        else:
            led = effective_suit(trick[0][1], d)
            power = [strength(c, d, led) for c in legal]
            if max(power) >= 0:
                choice = legal[power.index(max(power))]
            else:
                choice = legal[own.index(min(own))]
        events.extend(state.apply(play(choice)))
    return events


def ns_takes(rules: Rules, t: int) -> dict[str, str]:
    """A deal where North declaring in no trump takes exactly ``t`` tricks
    under :func:`greedy_play` (``t`` at least half the hand).

    N holds the top ``t`` clubs and the lowest diamonds; S the low clubs; E
    the top diamonds and the lowest majors; the majors are discards.  N cashes
    its clubs (E discarding its majors, then its lowest diamonds), then E wins
    every diamond trick.
    """
    size = rules.hand_size
    assert size // 2 <= t <= size
    copies = rules.copies
    clubs = [r + "C" for r in "AKQJT9" for _ in range(copies)]
    diamonds = [r + "D" for r in "AKQJT9" for _ in range(copies)]
    majors = [r + s for s in "HS" for r in "9TJQKA" for _ in range(copies)]
    hands = {
        "N": clubs[:t] + diamonds[t:],
        "S": clubs[t:] + majors[size - t : size],
        "E": diamonds[:t] + majors[: size - t],  # discards its majors, then its low diamonds
        "W": majors[size:],
    }
    return {seat: " ".join(h) for seat, h in hands.items()}


def play_hand(
    rules: Rules,
    t: int,
    bid: int,
    scores: tuple[int, int] = (0, 0),
    *,
    declarer: str = "N",
) -> GameState:
    """North–South bid ``bid`` NT (by ``declarer``, N or S) and take ``t`` tricks."""
    hands = ns_takes(rules, t)
    if declarer == "S":  # swap the partners: S holds N's cards and leads
        hands["N"], hands["S"] = hands["S"], hands["N"]
        calls = ["N pass", "E pass", f"S {bid}NT", "W pass", "N pass", "E pass"]
    else:
        calls = [f"N {bid}NT", "E pass", "S pass", "W pass"]
    if bid == rules.hand_size:  # D3(b), C2: the auction ends at once
        calls = calls[: calls.index(f"{declarer} {bid}NT") + 1]
    elif rules.auction == "single_round":
        calls = calls[:4]
    state = make_state(rules, dealer="W", hands=hands, calls=calls, scores=scores)
    assert state.contract is not None and state.contract.declarer is Seat.parse(declarer)
    greedy_play(state)
    assert state.tricks_won == (t, rules.hand_size - t)
    return state


# ------------------------------------------------------------------ R12, D8


@pytest.mark.parametrize(
    ("bid", "t", "made", "score"),
    [
        (7, 9, True, (9, 3)),  # RULE-CASES 23: made with extra tricks
        (7, 6, False, (-7, 6)),  # RULE-CASES 24: set by one
        (7, 7, True, (7, 5)),  # exactly the bid
        (12, 12, True, (12, 0)),  # RULE-CASES 16 / D8
        (12, 11, False, (-12, 1)),
        (1, 0, False, (-1, 12)),
    ],
)
def test_R12_D8_partnership_scores(bid: int, t: int, made: bool, score: tuple[int, int]) -> None:
    contract = Contract(Seat.N, bid, Denomination.DIAMONDS)
    assert hand_score(DOUBLE, contract, ns_tricks=t) == (made, score)
    # the same contract made by East-West scores the mirror image
    mirrored = Contract(Seat.E, bid, Denomination.DIAMONDS)
    assert hand_score(DOUBLE, mirrored, ns_tricks=12 - t) == (made, score[::-1])


@pytest.mark.parametrize(("t", "score"), [(9, (9, 3)), (6, (-7, 6))])
def test_R12_played_hand_case23_case24(t: int, score: tuple[int, int]) -> None:
    """RULE-CASES 23/24 through a played hand: N bids 7 and takes 9 (6)."""
    state = play_hand(DOUBLE, t, 7)
    result = state.hand_result
    assert result is not None and result.score == score and result.totals == score
    assert result.made is (t >= 7)
    assert state.phase is Phase.HAND_OVER and state.winner is None


def test_D8_bid_of_12_made_and_set_case16() -> None:
    """RULE-CASES 16: 12NT bid first; 12 tricks NS +12 EW 0; 11 tricks NS -12 EW +1."""
    made = play_hand(DOUBLE, 12, 12)
    assert made.hand_result is not None and made.hand_result.score == (12, 0)
    assert len(made.calls) == 1
    set_ = play_hand(DOUBLE, 11, 12)
    assert set_.hand_result is not None and set_.hand_result.score == (-12, 1)


def test_R11_all_tricks_are_played_once_the_contract_is_decided() -> None:
    """R11: a 12 bid is set by the first trick lost, yet every trick is played."""
    state = play_hand(DOUBLE, 11, 12)
    assert len(state.tricks) == 12 and len(state.plays) == 48


def test_R12_score_events() -> None:
    state = play_hand(DOUBLE, 9, 7)
    result = state.hand_result
    assert result is not None
    assert result.to_json() == {
        "hand_number": 0,
        "contract": {"declarer": "N", "bid": 7, "denomination": "NT", "alone": False},
        "tricks": {"NS": 9, "EW": 3},
        "made": True,
        "score": {"NS": 9, "EW": 3},
        "totals": {"NS": 9, "EW": 3},
        "winner": None,
    }


# ------------------------------------------------------------------ D7


def alone_east(e_hand: str, rules: Rules = DOUBLE, scores: tuple[int, int] = (0, 0)) -> GameState:
    state = make_state(
        rules, hands={"E": e_hand}, calls=["N 8S", "E alone H"], exchange=["E exchange 0"],
        scores=scores,
    )  # fmt: skip
    greedy_play(state)
    return state


def test_D7_alone_made_case19() -> None:
    """RULE-CASES 19: E wins all 12 alone: EW +24, NS 0."""
    state = alone_east("JH JH JD JD AH AH KH KH QH QH TH TH")
    assert state.tricks_won == (0, 12)
    result = state.hand_result
    assert result is not None and result.made and result.score == (0, 24)


def test_D7_alone_failed_case20() -> None:
    """RULE-CASES 20: E wins 11, NS 1: EW -24, NS +1; NS are eligible to win."""
    state = alone_east("JH JH JD JD AH AH KH KH QH QH TH 9C")
    assert state.tricks_won == (1, 11)
    result = state.hand_result
    assert result is not None and result.made is False and result.score == (1, -24)
    assert state.phase is Phase.HAND_OVER
    near = alone_east("JH JH JD JD AH AH KH KH QH QH TH 9C", scores=(51, 0))
    assert near.winner is Team.NS and near.phase is Phase.GAME_OVER  # 52 >= 52
    below = alone_east("JH JH JD JD AH AH KH KH QH QH TH 9C", scores=(50, 0))
    assert below.winner is None


@pytest.mark.parametrize(("t", "expected"), [(12, (True, (0, 30))), (10, (False, (2, -5)))])
def test_D7_option_lone_points(t: int, expected: tuple[bool, tuple[int, int]]) -> None:
    rules = DOUBLE.replace(lone_made_points=30, lone_set_points=5)
    contract = Contract(Seat.W, 12, H, alone=True)
    assert hand_score(rules, contract, ns_tricks=12 - t) == expected


def test_D7_single_deck_alone_scores_12() -> None:
    rules = SINGLE.replace(allow_alone=True)
    contract = Contract(Seat.S, 6, H, alone=True)
    assert hand_score(rules, contract, ns_tricks=6) == (True, (12, 0))
    assert hand_score(rules, contract, ns_tricks=5) == (False, (-12, 1))


# ------------------------------------------------------------------ R13, R14


def test_R13_negative_totals_case25() -> None:
    """RULE-CASES 25: NS at 3 are set on a bid of 9: NS go to -6; the game continues."""
    state = play_hand(DOUBLE, 8, 9, scores=(3, 0))
    assert state.totals == (-6, 4)
    assert state.phase is Phase.HAND_OVER and state.winner is None
    state.next_hand(make_deal(DOUBLE, {}))
    assert state.totals == (-6, 4) and state.scores_before == (-6, 4)


def test_R14_defenders_crossing_the_target_do_not_win_case26() -> None:
    """RULE-CASES 26: EW at 50 defend; NS bid 5 and take 7: EW reach 55 but do
    not win, because NS made their bid; the game continues."""
    state = play_hand(DOUBLE, 7, 5, scores=(0, 50))
    assert state.totals == (7, 55)
    assert state.winner is None and state.phase is Phase.HAND_OVER
    assert game_winner(DOUBLE, state.contract, True, (7, 55)) is None


def test_R14_both_sides_over_the_target_case27() -> None:
    """RULE-CASES 27: NS at 49 bid 4 and take 7 (56); EW at 50 take 5 (55): NS
    win as the only eligible side."""
    state = play_hand(DOUBLE, 7, 4, scores=(49, 50))
    assert state.totals == (56, 55)
    assert state.winner is Team.NS and state.phase is Phase.GAME_OVER
    result = state.hand_result
    assert result is not None and result.winner is Team.NS
    assert state.to_act is None and state.legal_actions() == []


def test_R14_later_win_from_above_the_target_case28() -> None:
    """RULE-CASES 28: EW at 55 (from case 26) set NS's bid taking 4: EW reach 59
    and win.  Had EW bid and been set (55 - 8 = 47) they would not win."""
    state = play_hand(DOUBLE, 8, 9, scores=(7, 55))
    assert state.totals == (-2, 59)
    assert state.winner is Team.EW and state.phase is Phase.GAME_OVER
    ew_set = Contract(Seat.E, 8, H)
    made, score = hand_score(DOUBLE, ew_set, ns_tricks=5)  # EW take 7 of 8
    assert not made and score == (5, -8)
    assert game_winner(DOUBLE, ew_set, made, (7 + 5, 55 - 8)) is None


def test_R14_set_while_above_the_target_case29() -> None:
    """RULE-CASES 29: NS at 60 bid 8 and take 7: NS go to 52 and do not win (set);
    EW gain 5 and win only if at 52 or more."""
    state = play_hand(DOUBLE, 7, 8, scores=(60, 10))
    assert state.totals == (52, 15) and state.winner is None
    state = play_hand(DOUBLE, 7, 8, scores=(60, 47))
    assert state.totals == (52, 52) and state.winner is Team.EW


def test_R14_exactly_the_target_classic_case30() -> None:
    """RULE-CASES 30: classic, NS at 28 bid 3 and take 4: exactly 32, NS win."""
    state = play_hand(SINGLE, 4, 3, scores=(28, 0))
    assert state.totals == (32, 2)
    assert state.winner is Team.NS and state.phase is Phase.GAME_OVER


def test_C2_classic_max_bid_scores_case31() -> None:
    """RULE-CASES 31: N bids 6S... (here 6NT): 6 tricks NS +6; fewer NS -6 and EW their tricks."""
    made = play_hand(SINGLE, 6, 6)
    assert made.hand_result is not None and made.hand_result.score == (6, 0)
    set_ = play_hand(SINGLE, 5, 6)
    assert set_.hand_result is not None and set_.hand_result.score == (-6, 1)
    assert len(set_.calls) == 1  # the bid of 6 ended the auction


def test_R14_game_over_refuses_further_play_and_hands() -> None:
    state = play_hand(SINGLE, 4, 3, scores=(28, 0))
    assert state.phase is Phase.GAME_OVER
    with pytest.raises(IllegalActionError) as err:
        state.next_hand()
    assert err.value.rule == "R14"
    with pytest.raises(IllegalActionError) as err:
        state.apply(PASS)
    assert err.value.rule == "R14"


def test_R14_hand_scored_and_game_over_events() -> None:
    state = make_state(
        SINGLE, hands=ns_takes(SINGLE, 4), calls=["N 3NT", "E pass", "S pass", "W pass"],
        scores=(28, 0),
    )  # fmt: skip
    events = greedy_play(state)
    scored, over = events[-2], events[-1]
    assert isinstance(scored, HandScored) and scored.result.totals == (32, 2)
    assert isinstance(over, GameOver) and over.winner is Team.NS
    assert over.to_json() == {"type": "game_over", "winner": "NS"}


def test_R11_R12_hand_over_refuses_actions_until_the_next_deal() -> None:
    state = play_hand(DOUBLE, 9, 7)
    with pytest.raises(IllegalActionError) as err:
        state.apply(PASS)
    assert err.value.rule == "R2"
    state.next_hand(make_deal(DOUBLE, {}))
    assert state.phase is Phase.AUCTION and state.dealer is Seat.N


def test_R12_declarer_south_and_defenders_tricks() -> None:
    state = play_hand(DOUBLE, 10, 8, declarer="S")
    assert state.contract is not None and state.contract.declarer is Seat.S
    assert state.hand_result is not None and state.hand_result.score == (10, 2)


def test_R14_annulled_hand_never_ends_the_game() -> None:
    assert game_winner(DOUBLE, None, False, (60, 60)) is None


# ------------------------------------------------------------------ win_rule options


@pytest.mark.parametrize(
    ("win_rule", "declarer", "made", "totals", "winner"),
    [
        # RULE-CASES 27: NS (declarers) 56, EW 55
        ("eligible", Seat.N, True, (56, 55), Team.NS),
        ("first_to_target", Seat.N, True, (56, 55), Team.NS),  # the higher score
        ("first_to_target_declarer_priority", Seat.N, True, (56, 55), Team.NS),
        # RULE-CASES 26: EW defend and reach 55 while NS made: only other rules let EW win
        ("eligible", Seat.N, True, (7, 55), None),
        ("first_to_target", Seat.N, True, (7, 55), Team.EW),
        ("first_to_target_declarer_priority", Seat.N, True, (7, 55), Team.EW),
        # both over, the declarers lower: first_to_target gives the higher side
        ("first_to_target", Seat.N, True, (53, 60), Team.EW),
        ("first_to_target_declarer_priority", Seat.N, True, (53, 60), Team.NS),
        ("eligible", Seat.N, True, (53, 60), Team.NS),
        # a tie over the target goes to the declaring side
        ("first_to_target", Seat.E, False, (55, 55), Team.EW),
        ("eligible", Seat.E, False, (55, 55), Team.NS),
        # RULE-CASES 29: set while above the target
        ("eligible", Seat.N, False, (52, 15), None),
        ("first_to_target", Seat.N, False, (52, 15), Team.NS),
        ("eligible", Seat.N, False, (40, 51), None),
    ],
)
def test_option_win_rule(
    win_rule: str, declarer: Seat, made: bool, totals: tuple[int, int], winner: Team | None
) -> None:
    rules = DOUBLE.replace(win_rule=win_rule)
    contract = Contract(declarer, 5, H)
    assert game_winner(rules, contract, made, totals) is winner


def test_option_win_rule_first_to_target_in_a_played_hand_case27() -> None:
    rules = DOUBLE.replace(win_rule="first_to_target")
    state = play_hand(rules, 7, 5, scores=(0, 50))  # case 26 under NeuralPlay rules
    assert state.totals == (7, 55) and state.winner is Team.EW


def test_option_target_score() -> None:
    rules = SINGLE.replace(target_score=10)
    state = play_hand(rules, 5, 4, scores=(5, 0))
    assert state.totals == (10, 1) and state.winner is Team.NS
