"""Cards, seats, calls and actions: notation and round trips (docs/rules.md "Notation").

Property-based (hypothesis) round trips for card, call/action and rules
notation; record notation round trips are in ``test_records.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bideuchre.engine import (
    ACTIONS,
    CARDS,
    PASS,
    Action,
    ActionKind,
    Card,
    Denomination,
    NotationError,
    Rank,
    Seat,
    Suit,
    Team,
    alone,
    bid,
    card,
    cards,
    discard,
    exchange,
    give,
    make_card,
    play,
)

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def test_R1_card_notation_is_rank_then_suit() -> None:
    assert str(card("JH")) == "JH"
    assert card("TS") == make_card(Rank.TEN, Suit.SPADES)
    assert card("10S") == card("TS") == card("ts") == card(" 10♠ ")
    assert card("9♦") == make_card(Rank.NINE, Suit.DIAMONDS)
    assert card("QH").name == "queen of hearts"
    assert repr(card("AC")) == "Card('AC')"
    assert len({str(c) for c in CARDS}) == 24


@pytest.mark.parametrize("text", ["", "J", "1H", "JX", "11H", "HJ", "JHH", "10", "♥J", "B♥"])
def test_R1_unknown_cards_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


@pytest.mark.parametrize("value", [None, 5, ["JH"]])
def test_R1_card_parse_refuses_non_text(value: object) -> None:
    with pytest.raises(NotationError):
        Card.parse(value)  # type: ignore[arg-type]


def test_R1_card_index_out_of_range_is_refused() -> None:
    with pytest.raises(NotationError):
        Card(24)


def test_R3_seats_are_clockwise_and_partners_opposite() -> None:
    assert [s.left for s in Seat] == [Seat.E, Seat.S, Seat.W, Seat.N]
    assert Seat.N.partner is Seat.S and Seat.E.partner is Seat.W
    assert Seat.N.team is Seat.S.team is Team.NS
    assert Seat.E.team is Seat.W.team is Team.EW
    assert Team.NS.other is Team.EW and Team.EW.seats == (Seat.E, Seat.W)
    assert Seat.parse("w") is Seat.W and Team.parse("ew") is Team.EW
    with pytest.raises(NotationError):
        Seat.parse("X")
    with pytest.raises(NotationError):
        Team.parse("NE")


def test_action_notation_table() -> None:
    """The notation table of ``actions.py`` (docs/rules.md calls and cards)."""
    assert Action.parse("pass") is PASS
    assert Action.parse("5nt") == bid(5, Denomination.NO_TRUMP)
    assert Action.parse("12S") == bid(12, Denomination.SPADES)
    assert Action.parse("alone ♥") == alone(Denomination.HEARTS)
    assert Action.parse("alone NT") == alone(Denomination.NO_TRUMP)
    assert Action.parse("QS") == play(card("QS"))
    assert Action.parse("exchange 2") == exchange(2)
    assert Action.parse("pass AS") == give(card("AS"))
    assert Action.parse("discard 9C") == discard(card("9C"))
    assert str(bid(7, Denomination.HEARTS)) == "7H"
    assert bid(7, Denomination.HEARTS).tricks == 7
    assert alone(Denomination.CLUBS).denomination is Denomination.CLUBS
    assert exchange(3).k == 3


@pytest.mark.parametrize("text", ["9H", "10H", "9s", "10C"])
def test_bid_or_card_ambiguity_needs_the_phase(text: str) -> None:
    """``9H``/``10H`` are a bid and a card: the phase decides; without it, an error."""
    with pytest.raises(NotationError, match="both a bid and a card"):
        Action.parse(text)
    as_bid = Action.parse(text, "auction")
    as_card = Action.parse(text, "play")
    assert as_bid.kind is ActionKind.BID and as_card.kind is ActionKind.PLAY
    assert as_card.card == card(text)
    assert as_bid.tricks == int(text[:-1])


@pytest.mark.parametrize(
    "text", ["", "bid", "13H", "0H", "5X", "alone", "alone X", "exchange", "exchange 13",
             "exchange -1", "pass XX", "discard", "discard 1H", "play QS", "5 H H"]
)  # fmt: skip
def test_unknown_actions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        Action.parse(text, "auction")


def test_action_properties_of_the_wrong_kind_raise() -> None:
    with pytest.raises(ValueError):
        _ = PASS.card
    with pytest.raises(ValueError):
        _ = play(card("QS")).tricks
    with pytest.raises(ValueError):
        _ = play(card("QS")).denomination
    with pytest.raises(ValueError):
        _ = PASS.k
    with pytest.raises(ValueError):
        bid(13, Denomination.HEARTS)
    with pytest.raises(ValueError):
        exchange(13)


# ------------------------------------------------------------------ hypothesis

cards_st = st.sampled_from(CARDS)
actions_st = st.sampled_from(ACTIONS)


def _phase_of(action: Action) -> str:
    if action.is_call:
        return "auction"
    if action.kind is ActionKind.PLAY:
        return "play"
    return "exchange"


@settings(deadline=None)  # a loaded CI machine must not fail an example
@given(cards_st, st.sampled_from(["upper", "lower", "ten", "symbol"]), st.booleans())
def test_card_notation_round_trip(c: Card, style: str, pad: bool) -> None:
    text = str(c)
    assert len(text) == 2 and Card.parse(text) is c
    if style == "lower":
        text = text.lower()
    elif style == "ten":
        text = text.replace("T", "10")
    elif style == "symbol":
        text = text[0] + SUIT_SYMBOLS[text[1]]
    if pad:
        text = f"  {text} "
    assert Card.parse(text) is c
    assert cards(" ".join([text, str(c)])) == [c, c]


@settings(deadline=None)  # a loaded CI machine must not fail an example
@given(actions_st)
def test_action_notation_round_trip(action: Action) -> None:
    text = str(action)
    assert Action.parse(text, _phase_of(action)) is action
    assert Action.parse(text.lower(), _phase_of(action)) is action
    assert repr(action) == f"Action({text!r})"
    assert ACTIONS[int(action)] is action


@settings(deadline=None)  # a loaded CI machine must not fail an example
@given(actions_st)
def test_action_notation_round_trip_without_phase_unless_ambiguous(action: Action) -> None:
    text = str(action)
    try:
        parsed = Action.parse(text)
    except NotationError as exc:
        assert "both a bid and a card" in str(exc)
        assert action.kind in (ActionKind.BID, ActionKind.PLAY)
        assert text[0] == "9" or text.startswith("10")
    else:
        assert parsed is action


@settings(deadline=None)  # a loaded CI machine must not fail an example
@given(st.integers(1, 12), st.sampled_from(list(Denomination)), st.booleans())
def test_call_notation_round_trip(n: int, d: Denomination, ten_style: bool) -> None:
    """A call as written in a record (``5NT``, ``12S``, ``alone H``)."""
    b = bid(n, d)
    assert b.is_call and b.tricks == n and b.denomination is d
    assert Action.parse(f"{n}{d.letter}", "auction") is b
    a = alone(d)
    assert a.is_call and a.denomination is d
    assert Action.parse(f"alone {d.letter}", "auction") is a
    if d is not Denomination.NO_TRUMP:
        assert Action.parse(f"{n}{SUIT_SYMBOLS[d.letter]}", "auction") is b
    assert Denomination.parse(d.letter.lower()) is d
    if ten_style:
        assert Denomination.parse(" nt ") is Denomination.NO_TRUMP
