"""Effective suit, rank, following and trick winners (R4–R8, D9; RULE-CASES 1–10, 34)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bideuchre.engine import (
    CARDS,
    Card,
    Denomination,
    IllegalActionError,
    Seat,
    Suit,
    card,
    cards,
    deck,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    strength,
    winning_index,
)
from bideuchre.engine.trump import suit_cards

from .support import do, legal_text, make_state

H = Denomination.HEARTS
S = Denomination.SPADES
NT = Denomination.NO_TRUMP

# ------------------------------------------------------------------ a reference model
# Written from the text of R4, R5 and R7 alone, independently of the engine's tables.

PLAIN_ORDER = "AKQJT9"
TRUMP_ORDER = ["R", "L", "A", "K", "Q", "T", "9"]  # right bower, left bower, then A K Q 10 9
SAME_COLOUR = {"C": "S", "S": "C", "D": "H", "H": "D"}


def ref_suit(c: str, trump: str | None) -> str:
    if trump is not None and c == "J" + SAME_COLOUR[trump]:
        return trump  # the left bower belongs to trump for every purpose (R4)
    return c[1]


def ref_rank(c: str, trump: str | None) -> int:
    """Smaller is higher (R5)."""
    if trump is not None and ref_suit(c, trump) == trump:
        if c[0] == "J":
            return 0 if c[1] == trump else 1
        return TRUMP_ORDER.index(c[0])
    return PLAIN_ORDER.index(c[0])


def ref_winner(trick: list[str], trump: str | None) -> int:
    led = ref_suit(trick[0], trump)
    trumps = [i for i, c in enumerate(trick) if trump is not None and ref_suit(c, trump) == trump]
    contenders = trumps or [i for i, c in enumerate(trick) if ref_suit(c, trump) == led]
    # min() keeps the first of equal ranks: the first of two identical cards wins (R7)
    return min(contenders, key=lambda i: ref_rank(trick[i], trump))


def text(cs: list[Card]) -> str:
    return " ".join(str(c) for c in cs)


def trump_letter(d: Denomination) -> str | None:
    return None if d is NT else d.letter


# ------------------------------------------------------------------ R4, R5, D9


@pytest.mark.parametrize("d", list(Denomination))
def test_R4_effective_suit_matches_the_rule_for_every_card(d: Denomination) -> None:
    for c in CARDS:
        assert effective_suit(c, d).letter == ref_suit(str(c), trump_letter(d))
        assert is_trump(c, d) == (d is not NT and ref_suit(str(c), d.letter) == d.letter)


def test_R4_bowers_belong_to_trump() -> None:
    assert effective_suit(card("JD"), H) is Suit.HEARTS
    assert effective_suit(card("JH"), H) is Suit.HEARTS
    assert effective_suit(card("JC"), S) is Suit.SPADES
    assert effective_suit(card("JD"), S) is Suit.DIAMONDS  # not the same colour
    assert is_left_bower(card("JD"), H) and not is_left_bower(card("JH"), H)
    assert is_right_bower(card("JH"), H) and not is_right_bower(card("JD"), H)


def test_R4_no_trump_has_no_bowers() -> None:
    for c in CARDS:
        assert effective_suit(c, NT) is c.suit
        assert not is_trump(c, NT) and not is_left_bower(c, NT) and not is_right_bower(c, NT)


def test_R5_trump_rank_right_left_A_K_Q_10_9() -> None:
    assert text(suit_cards(Suit.HEARTS, H)) == "JH JD AH KH QH TH 9H"
    led = Suit.CLUBS
    strengths = [strength(c, H, led) for c in cards("JH JD AH KH QH TH 9H")]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 7


def test_R5_plain_suit_rank_and_same_colour_suit_has_no_jack() -> None:
    assert text(suit_cards(Suit.CLUBS, H)) == "AC KC QC JC TC 9C"
    assert text(suit_cards(Suit.DIAMONDS, H)) == "AD KD QD TD 9D"
    assert text(suit_cards(Suit.DIAMONDS, NT)) == "AD KD QD JD TD 9D"


@pytest.mark.parametrize("d", [Denomination.CLUBS, Denomination.DIAMONDS, H, S])
def test_D9_suit_sizes_in_double_deck_case10(d: Denomination) -> None:
    """RULE-CASES 10: trump 14 cards, same colour 10 (A K Q 10 9 twice), others 12."""
    sizes = {s: 0 for s in Suit}
    for c in deck(2):
        sizes[effective_suit(c, d)] += 1
    trump = Suit(d)
    assert sizes[trump] == 14
    assert sizes[trump.same_colour] == 10
    assert all(n == 12 for s, n in sizes.items() if s not in (trump, trump.same_colour))
    same = sorted(str(c) for c in deck(2) if effective_suit(c, d) is trump.same_colour)
    letter = trump.same_colour.letter
    assert same == sorted(r + letter for r in "AKQT9" for _ in range(2))


# ------------------------------------------------------------------ R7


@settings(deadline=None)  # a loaded CI machine must not fail an example
@given(
    st.lists(st.sampled_from(CARDS), min_size=3, max_size=4),
    st.sampled_from(list(Denomination)),
)
def test_R7_trick_winner_matches_the_rule(trick: list[Card], d: Denomination) -> None:
    texts = [str(c) for c in trick]
    if any(texts.count(t) > 2 for t in texts):
        return  # at most two copies of a card exist (R1)
    assert winning_index(trick, d) == ref_winner(texts, trump_letter(d))


def test_R7_two_right_bowers_first_wins_case5() -> None:
    """RULE-CASES 5: spades trump; W 9S, N JS(a), E JS(b), S JC: N wins."""
    assert winning_index(cards("9S JS JS JC"), S) == 1
    state = make_state(
        dealer="S",
        hands={
            "W": "9S 9S AD AD KD KD QD QD JD JD TD TD",
            "N": "JS AH AH KH KH QH QH JH JH TH TH 9H",
            "E": "JS 9H AC AC KC KC QC QC TC TC 9C 9C",
            "S": "JC JC AS AS KS KS QS QS TS TS 9D 9D",
        },
        calls=["W 1S", "N pass", "E pass", "S pass"],
        plays=["W 9S", "N JS", "E JS", "S JC"],
    )
    assert state.tricks[0].winner is Seat.N
    assert state.to_act is Seat.N  # R8: the winner leads next


def test_R7_right_bower_beats_left_bower_played_first_case6() -> None:
    """RULE-CASES 6: E plays JC (left), then S plays JS (right): S wins."""
    assert winning_index(cards("9S JC JS 9S"), S) == 2
    state = make_state(
        dealer="W",
        hands={
            "N": "9S 9S AD AD KD KD QD QD JD JD TD TD",
            "E": "JC AH AH KH KH QH QH JH JH TH TH 9H",
            "S": "JS 9H AC AC KC KC QC QC TC TC 9C 9C",
        },
        calls=["N 1S", "E pass", "S pass", "W pass"],
        plays=["N 9S", "E JC", "S JS"],
    )
    assert do(state, f"W {legal_text(state)[0]}")
    assert state.tricks[0].winner is Seat.S


@pytest.mark.parametrize(
    ("dealer", "plays", "winner"),
    [
        ("W", ["N AC", "E KC", "S AC", "W 9C"], Seat.N),  # N leads the first ace
        ("N", ["E KC", "S AC", "W 9C", "N AC"], Seat.S),  # S plays the first ace
    ],
)
def test_R7_duplicate_aces_first_played_wins_case7(
    dealer: str, plays: list[str], winner: Seat
) -> None:
    """RULE-CASES 7: clubs led, N and S play the two AC: the first played wins."""
    hands = {
        "N": "AC AH AH KH KH QH QH JH JH TH TH 9H",
        "E": "KC AS AS KS KS QS QS JS JS TS TS 9S",
        "S": "AC 9H AD AD KD KD QD QD JD JD TD TD",
        "W": "9C 9C KC QC QC JC JC TC TC 9D 9D 9S",
    }
    first = plays[0].split()[0]
    state = make_state(
        dealer=dealer,
        hands=hands,
        calls=[f"{first} 1D", *(f"{s} pass" for s in _after(first, 3))],
        plays=plays,
    )
    assert state.contract is not None and state.contract.denomination is Denomination.DIAMONDS
    assert state.tricks[0].winner is winner


def _after(seat: str, n: int) -> list[str]:
    order = "NESW"
    i = order.index(seat)
    return [order[(i + k) % 4] for k in range(1, n + 1)]


def test_R7_duplicate_off_suit_cards_cannot_win_case8() -> None:
    """RULE-CASES 8: spades led in diamonds; E and W, void, play AH and AH:
    neither can win; the highest spade does."""
    assert winning_index(cards("9S AH TS AH"), Denomination.DIAMONDS) == 2
    state = make_state(
        hands={
            "N": "AS AS KS KS QS QS JS JS TS TS 9S AD",
            "E": "AH KH KH QH QH JH JH TH TH 9H 9H 9C",
            "S": "9S AC AC KC KC QC QC JC JC TC TC 9C",
            "W": "AH AD KD KD QD QD JD JD TD TD 9D 9D",
        },
        calls=["N 1D", "E pass", "S pass", "W pass"],
        plays=["N TS", "E AH", "S 9S"],
    )
    # W is void in spades: anything goes, trumping is not compulsory (R6)
    assert legal_text(state) == [str(c) for c in dict.fromkeys(state.hand(Seat.W))]
    do(state, "W AH")
    assert state.tricks[0].winner is Seat.N  # TS, the highest spade


# ------------------------------------------------------------------ R6


def test_R6_left_bower_led_leads_trump_case1() -> None:
    """RULE-CASES 1: hearts trump, N leads JD: hearts were led."""
    state = make_state(
        hands={
            "N": "JD JD JH AH KH QH TH AS KS QS JS TS",
            "E": "AD AD KD KD QD QD TD TD 9D 9D AC AC",
            "S": "9H 9H JH 9S 9S KC KC QC QC JC JC TC",
        },
        calls=["N 1H", "E pass", "S pass", "W pass"],
        plays=["N JD"],
    )
    # E has diamonds but no heart: void in the suit led, may play anything
    assert sorted(legal_text(state)) == sorted(["AD", "KD", "QD", "TD", "9D", "AC"])
    do(state, "E AD")
    # S holds hearts (9H and the right bower): must play one
    assert sorted(legal_text(state)) == ["9H", "JH"]
    with pytest.raises(IllegalActionError) as err:
        do(state, "S KC")
    assert err.value.rule == "R6" and "hearts" in str(err.value)


def test_R6_only_the_left_bower_when_its_printed_suit_is_led_case2() -> None:
    """RULE-CASES 2: hearts trump, AD led, E's only "diamond" is JD: E is void
    in diamonds and may discard or trump with JD, which wins unless a higher
    trump follows."""
    hands = {
        "N": "AD AD KD KD QD QD TD TD 9D 9D AS AS",
        "E": "JD KS KS QS QS JS JS TS TS 9S 9S AC",
        "S": "AH AH KH KH QH QH TH TH 9H 9H JC JC",
    }
    calls = ["N 1H", "E pass", "S pass", "W pass"]
    state = make_state(hands=hands, calls=calls, plays=["N AD"])
    assert sorted(legal_text(state)) == sorted(["JD", "KS", "QS", "JS", "TS", "9S", "AC"])
    # trumping with the left bower wins against lower trumps
    won = make_state(hands=hands, calls=calls, plays=["N AD", "E JD", "S AH"])
    w_legal = legal_text(won)
    low = next(t for t in w_legal if t != "JH")
    do(won, f"W {low}")
    assert won.tricks[0].winner is Seat.E
    # ... unless a higher trump (the right bower) follows
    lost = make_state(hands=hands, calls=calls, plays=["N AD", "E JD", "S AH"])
    assert "JH" in legal_text(lost)  # W holds the rest of the deck, both JH among it
    do(lost, "W JH")
    assert lost.tricks[0].winner is Seat.W
    # discarding instead is legal too
    discard = make_state(hands=hands, calls=calls, plays=["N AD", "E 9S"])
    assert discard.current_trick[-1] == (Seat.E, card("9S"))


def test_R6_left_bower_plus_real_diamond_must_follow_with_the_diamond_case3() -> None:
    """RULE-CASES 3: E holds JD and KD, diamonds led (hearts trump): E must play KD."""
    state = make_state(
        hands={
            "N": "AD AD QD QD TD TD 9D 9D AS AS KS KS",
            "E": "JD KD QS QS JS JS TS TS 9S 9S AC AC",
        },
        calls=["N 1H", "E pass", "S pass", "W pass"],
        plays=["N AD"],
    )
    assert legal_text(state) == ["KD"]
    with pytest.raises(IllegalActionError) as err:
        do(state, "E JD")
    assert err.value.rule == "R6"
    assert "left bower" in str(err.value) and "hearts" in str(err.value)
    assert state.hand(Seat.E).count(card("JD")) == 1  # nothing changed


def test_R6_trump_led_only_trump_is_the_left_bower_case4() -> None:
    """RULE-CASES 4: 9H led (hearts trump); S's only heart-suit card is JD: S must play it."""
    state = make_state(
        hands={
            "N": "9H 9H AH AH KH KH QH QH TH TH JH AS",
            "S": "JD AD KD KD QD QD TD TD 9D 9D AC AC",
        },
        calls=["N 1H", "E pass", "S pass", "W pass"],
        plays=["N 9H"],
    )
    e_legal = legal_text(state)
    do(state, f"E {e_legal[0]}")
    assert legal_text(state) == ["JD"]
    with pytest.raises(IllegalActionError) as err:
        do(state, "S AD")
    assert err.value.rule == "R6"
    assert "left bower is a heart" in str(err.value)


def test_R6_no_trump_jacks_case9() -> None:
    """RULE-CASES 9: NT, hearts led, a player holds only JD and JH in the red
    suits: must play JH, which ranks between QH and TH."""
    state = make_state(
        hands={
            "N": "AH AH KH KH QH QH TH TH 9H 9H JH AS",
            "E": "JD JH AS KS KS QS QS JS JS TS TS 9S",
        },
        calls=["N 1NT", "E pass", "S pass", "W pass"],
        plays=["N TH"],
    )
    assert legal_text(state) == ["JH"]
    assert strength(card("QH"), NT, Suit.HEARTS) > strength(card("JH"), NT, Suit.HEARTS)
    assert strength(card("JH"), NT, Suit.HEARTS) > strength(card("TH"), NT, Suit.HEARTS)
    assert strength(card("JD"), NT, Suit.HEARTS) == -1
    do(state, "E JH")
    assert state.current_trick[-1] == (Seat.E, card("JH"))


def test_R6_over_trumping_with_the_left_bower_case34() -> None:
    """RULE-CASES 34: hearts trump, clubs led; E (void) trumps with 9H; W (void)
    plays JD and wins.  Had W held a club, W would have had to play it; a void
    player is never forced to trump."""
    hands = {
        "N": "AC AC KC KC QC QC TC TC 9C 9C AS AS",
        "E": "9H AD AD KD KD QD QD TD TD 9D 9D KS",
        "S": "JC JC AH AH KH KH QH QH TH TH 9H KS",
        "W": "JD JD JH JH QS QS JS JS TS TS 9S 9S",
    }
    state = make_state(
        hands=hands, calls=["N 1H", "E pass", "S pass", "W pass"], plays=["N AC", "E 9H"]
    )
    assert legal_text(state) == ["JC"]  # S holds clubs: must follow
    do(state, "S JC")
    assert "QS" in legal_text(state)  # W is void in clubs: not forced to trump
    do(state, "W JD")
    assert state.tricks[0].winner is Seat.W


def test_R8_declarer_leads_and_winner_leads_next() -> None:
    state = make_state(calls=["N pass", "E 2S", "S pass", "W pass", "N pass"])
    assert state.contract is not None and state.contract.declarer is Seat.E
    assert state.to_act is Seat.E  # R8
    for _ in range(4):
        do(state, f"{state.to_act} {legal_text(state)[0]}")
    assert state.to_act is state.tricks[0].winner
