"""South's view: display order (R4, R5), labels, reasons, and the view of a
real position built with the engine."""

from __future__ import annotations

import itertools
import json
import random

from bideuchre.engine import Action, Card, GameState, Phase, Rules, Seat, Suit, cards
from bideuchre.engine.auction import Contract
from bideuchre.engine.events import AuctionWon, ExchangeDone
from bideuchre.engine.scoring import HandResult, WinReason, win_reason
from bideuchre.engine.seats import Team
from bideuchre.engine.trump import EFFECTIVE_SUIT
from bideuchre.server.views import (
    GameMeta,
    card_label,
    display_order,
    events_for_south,
    player_reason,
    south_view,
)

H, D, NT = 2, 1, 4


def texts(cs: list) -> list[str]:  # type: ignore[type-arg]
    return [str(c) for c in cs]


def colours_alternate(order: list[str], denomination: int = NT) -> bool:
    """True when consecutive groups (effective suits, R4) differ in colour."""
    groups = list(dict.fromkeys(EFFECTIVE_SUIT[denomination][Card.parse(c)] for c in order))
    red = [Suit(g).is_red for g in groups]
    return all(a != b for a, b in itertools.pairwise(red))


def test_R5_no_contract_groups_by_printed_suit_high_to_low_alternating_colours() -> None:
    hand = cards("9H JH AH TC QC 9S KS JD AD")
    order = texts(display_order(hand, NT))
    assert order == ["KS", "9S", "AH", "JH", "9H", "QC", "TC", "AD", "JD"]
    assert colours_alternate(order)


def test_R4_bowers_join_trump_which_comes_first() -> None:
    hand = cards("9H JH AH JD AD 9D TC QC 9S KS JS JC")
    order = texts(display_order(hand, H))
    assert order[:4] == ["JH", "JD", "AH", "9H"]
    assert colours_alternate(order, H)
    # Diamonds without their jack, A K Q (J gone) T 9 (R5).
    assert [c for c in order if c.endswith("D")] == ["JD", "AD", "9D"]
    assert order.index("AD") > order.index("KS") or order.index("AD") > order.index("QC")


def test_R4_double_deck_copies_stay_together() -> None:
    hand = cards("JD JD JH AH AH 9C")
    assert texts(display_order(hand, H)) == ["JH", "JD", "JD", "AH", "AH", "9C"]


def test_display_order_keeps_every_card() -> None:
    rng = random.Random(1)
    deck = [
        c
        for c in cards("9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS")
        for _ in range(2)
    ]
    for _ in range(200):
        hand = rng.sample(deck, 12)
        for d in range(5):
            assert sorted(display_order(hand, d)) == sorted(hand)


def test_R4_labels_name_the_bowers_and_trumps() -> None:
    jd, jh, ah, nc = cards("JD JH AH 9C")
    assert card_label(jd, H) == "jack of diamonds, left bower"
    assert card_label(jh, H) == "jack of hearts, right bower"
    assert card_label(ah, H) == "ace of hearts, trump"
    assert card_label(nc, H) == "nine of clubs"
    assert card_label(jd, NT) == "jack of diamonds"
    assert card_label(jd, D) == "jack of diamonds, right bower"


def test_reasons_read_as_sentences_to_the_player() -> None:
    assert player_reason("must follow hearts: the left bower is a heart (R4, R6)") == (
        "you must follow hearts — the left bower is a heart"
    )
    assert player_reason("must follow clubs (R6)") == "you must follow clubs"


def _left_bower_position() -> GameState:
    """Hearts trump, diamonds led, South holding the J♦ and another diamond."""
    rules = Rules.preset("single-deck")
    for n in range(5000):
        rng = random.Random(n)
        state = GameState.new_game(rules, f"lb{n}")
        first = True
        while state.phase is Phase.AUCTION:
            state.apply(Action.parse("1H" if first else "pass", "auction"))
            first = False
        while state.phase is Phase.PLAY:
            hand = state.hand(Seat.S)
            trick = state.current_trick
            if (
                state.to_act is Seat.S
                and trick
                and trick[0][1].suit == Suit.DIAMONDS
                and str(trick[0][1]) != "JD"
                and any(str(c) == "JD" for c in hand)
                and any(c.suit == Suit.DIAMONDS and str(c) != "JD" for c in hand)
            ):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no position found")


def test_R4_R6_the_left_bower_cannot_follow_its_printed_suit() -> None:
    state = _left_bower_position()
    view = south_view(state, GameMeta("g_x", 3, "easy"))
    jd = next(c for c in view["hand"] if c["card"] == "JD")
    assert jd["group"] == "H" and jd["label"] == "jack of diamonds, left bower"
    assert jd["legal"] is False
    assert jd["reason"]["message"].startswith("you must follow diamonds")
    assert "left bower" in jd["reason"]["message"]
    assert jd["reason"]["code"] == "must_follow" and jd["reason"]["rule"] == "R6"
    assert jd["reason"]["params"] == {"suit": "D", "card": "JD", "trump": "H", "left_bower": "card"}
    diamonds = [c for c in view["hand"] if c["group"] == "D"]
    assert diamonds and all(c["legal"] for c in diamonds)
    assert sorted(view["legal"]) == sorted(c["card"] for c in diamonds)
    assert view["trick"]["plays"] == [[s.name, str(c)] for s, c in state.current_trick]
    assert view["contract"]["denomination"] == "H"
    assert next(c["group"] for c in view["hand"]) == "H" or all(
        c["group"] != "H" for c in view["hand"]
    )


def test_auction_view_has_no_card_choices() -> None:
    state = GameState.new_game(Rules.preset("double-deck"), "v")
    while state.to_act is not Seat.S:
        state.apply(Action.parse("pass", "auction"))
    view = south_view(state, GameMeta("g_y", 1, "easy"))
    assert view["phase"] == "auction" and "pass" in view["legal"]
    assert all(c["legal"] is False and c["reason"] is None for c in view["hand"])
    assert view["trick"] is None and view["last_trick"] is None and view["exchange"] is None


def _result(contract: str, made: bool, totals: tuple[int, int], winner: str | None) -> HandResult:
    return HandResult(
        hand_number=3,
        contract=Contract.from_json(json.loads(contract)),
        tricks=(7, 5),
        made=made,
        score=(0, 0),
        totals=totals,
        winner=None if winner is None else Team.parse(winner),
    )


NORTH_7D = '{"declarer": "N", "bid": 7, "denomination": "D", "alone": false}'


def test_R14_win_reason_names_made_set_and_the_side_that_could_not_win() -> None:
    rules = Rules.preset("double-deck")  # target 52, win_rule eligible
    assert win_reason(rules, _result(NORTH_7D, True, (55, 40), "NS")) == (WinReason.MADE, None)
    assert win_reason(rules, _result(NORTH_7D, False, (53, 54), "EW")) == (WinReason.SET, Team.NS)
    assert win_reason(rules, _result(NORTH_7D, True, (40, 20), None)) is None
    first = rules.replace(win_rule="first_to_target")
    assert win_reason(first, _result(NORTH_7D, False, (45, 53), "EW")) == (WinReason.TARGET, None)


def test_R14_the_game_over_view_says_why_the_winner_won() -> None:
    rules = Rules.preset("single-deck").replace(target_score=6)
    for seed in range(40):
        state = GameState.new_game(rules, f"w{seed}")
        rng = random.Random(seed)
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.HAND_OVER:
                state.next_hand()
            else:
                assert south_view(state, GameMeta("g_w", 1, "easy"))["win_reason"] is None
                state.apply(rng.choice(state.legal_actions()))
        view = south_view(state, GameMeta("g_w", 2, "easy"))
        r = view["hand_result"]
        declarers = "NS" if r["contract"]["declarer"] in "NS" else "EW"
        assert view["winner"] == (declarers if r["made"] else "EW" if declarers == "NS" else "NS")
        other = "EW" if view["winner"] == "NS" else "NS"
        assert view["win_reason"] == {
            "code": "made" if r["made"] else "set",
            "also_reached": other if r["totals"][other] >= 6 else None,
        }
        return
    raise AssertionError("no game ended")


def test_D5_D6_events_say_who_sits_out_and_how_many_cards_were_passed() -> None:
    contract = Contract.from_json(
        json.loads('{"declarer": "E", "bid": 12, "denomination": "S", "alone": true}')
    )
    won = events_for_south([AuctionWon(contract)])[0]
    assert won == {"type": "auction_won", "contract": contract.to_json(), "sitting_out": "W"}
    partnership = Contract.from_json(json.loads(NORTH_7D))
    assert events_for_south([AuctionWon(partnership)])[0]["sitting_out"] is None
    done = events_for_south([ExchangeDone(Seat.E, tuple(cards("AS KS")))])[0]
    # South defends: the cards are hidden (D6), their number is public
    assert done == {"type": "exchange_done", "declarer": "E", "received": [], "received_count": 2}


def test_R9_the_auction_view_names_the_standing_high_bid() -> None:
    state = GameState.new_game(Rules.preset("double-deck"), "hb")
    meta = GameMeta("g_h", 1, "easy")
    assert south_view(state, meta)["high_bid"] is None
    rng = random.Random(3)
    high = None
    while state.phase is Phase.AUCTION:
        view = south_view(state, meta)
        assert view["high_bid"] == high
        bids = [a for a in state.legal_actions() if str(a) != "pass"]
        action = (
            rng.choice(bids[:2]) if bids and rng.random() < 0.5 else Action.parse("pass", "auction")
        )
        if action not in state.legal_actions():
            action = state.legal_actions()[0]
        seat = state.to_act
        state.apply(action)
        if str(action) != "pass":
            assert seat is not None
            high = {"seat": seat.name, "call": str(action)}
    assert south_view(state, meta)["high_bid"] is None  # only during the auction


def test_D5_D6_daily_events_carry_what_the_page_shows() -> None:
    """A daily deal's events are South's events like a casual game's: a lone
    hand's sitting-out partner (D5) and the exchange's public count (D6)."""
    from datetime import date

    from bideuchre.server.daily import DailyGame, DailyInfo

    info = DailyInfo(
        attempt_id=1, day=date(2026, 12, 1), number=1, ranked=True, deal=2, deals_done=2,
        ns_points=0, ew_points=0, net=0, made=0, set=0, results=[], finished_at=None,
    )  # fmt: skip
    contract = Contract.from_json(
        json.loads('{"declarer": "E", "bid": 12, "denomination": "S", "alone": true}')
    )
    won, done = DailyGame(info, closed=False).events(
        [AuctionWon(contract), ExchangeDone(Seat.E, tuple(cards("AS KS")))]
    )
    assert won["sitting_out"] == "W"
    assert done == {"type": "exchange_done", "declarer": "E", "received": [], "received_count": 2}


def test_D6_cards_out_of_play_keep_the_hands_order_trump_first() -> None:
    """Fresh-user check: South passed 3 cards to North, alone in spades; the
    cards South kept (out of play, D6) came back in the engine's order
    (clubs, diamonds, hearts, spades): trump last, the red suits side by
    side.  They keep the order of a hand (R4, R5): trump first, the other
    suits alternating colour, in every phase the cards are shown."""
    rules = Rules.preset("double-deck")
    seen = 0
    for n in range(40):
        rng = random.Random(n)
        state = GameState.new_game(rules, f"oop{n}")
        while state.phase is Phase.AUCTION:
            call = "alone S" if state.to_act is Seat.N else "pass"
            state.apply(Action.parse(call, "auction"))
        while state.phase is Phase.EXCHANGE:
            state.apply(rng.choice(state.legal_actions()))
        kept = [str(c) for c in state.out_of_play(Seat.S)]
        if len({c[-1] for c in kept}) < 3:
            continue
        while True:
            view = south_view(state, GameMeta("g_o", 1, "easy"))
            assert view["sitting_out"] == "S" and view["hand"] == []
            order = view["out_of_play"]
            assert sorted(order) == sorted(kept)
            assert order == texts(display_order(cards(" ".join(kept)), 3)), (state.phase, order)
            suits = [EFFECTIVE_SUIT[3][Card.parse(c)] for c in order]
            if 3 in suits:  # spades (the left bower, J♣, among them) come first
                assert suits[0] == 3, order
            seen += 1
            if state.phase is not Phase.PLAY:
                break
            state.apply(rng.choice(state.legal_actions()))
        if seen > 30:
            return
    raise AssertionError(f"too few positions with three suits kept ({seen})")
