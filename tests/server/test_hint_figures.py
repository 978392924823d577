"""The hint's figures and the review's verdicts agree (docs/api.md, Review
and Why objects): a card the hint showed with the recommendation's figure
is ``"best"`` (never ≈ beside "0.0 points"), and a card of the same effect
as a listed one is named with it ("Q♣ or J♣ −0.8")."""

from __future__ import annotations

from bideuchre.engine import Action, GameState, Seat
from bideuchre.server.hints import Judgement, judge_position, with_pass_value, with_same_cards

from ..engine.support import do, legal_text, make_state


def _clubs_to_follow() -> GameState:
    """Single deck, North's 2NT (R7), North leads 9♣, East follows 10♣:
    South holds A♣ Q♣ J♣ (Q♣ and J♣ of the same effect: K♣ is out)."""
    state = make_state(
        "single-deck",
        hands={"N": "9C 9S TS JS QS KS", "S": "AC QC JC 9D TD QD"},
        calls=["N 2NT", "E pass", "S pass", "W pass"],
    )
    do(state, "N 9C")
    do(state, "E TC")
    assert legal_text(state) == ["JC", "QC", "AC"]
    return state


def _play(text: str) -> Action:
    return Action.parse(text, "play")


def test_a_card_equivalent_to_a_listed_one_is_named_with_it() -> None:
    """The case seen: legal A♣ Q♣ 10♣, the hint listed only "Q♣ −4.2, A♣
    −5.7" (the search values one card per group) and the review judged
    10♣ best at cost 0."""
    state = _clubs_to_follow()
    j = judge_position(state, "same-cards")
    assert j.why is not None and j.why["code"] == "card_candidates"
    listed = {c["card"]: c for c in j.why["params"]["candidates"]}
    assert set(listed) == {"AC", "QC"}
    assert listed["QC"]["same"] == ["JC"]
    assert "same" not in listed["AC"]
    obs = state.observation(Seat.S)
    assert j.verdict(obs, _play("JC")) == j.verdict(obs, _play("QC"))


def test_same_cards_leave_other_whys_alone() -> None:
    obs = _clubs_to_follow().observation(Seat.S)
    why = {"code": "card_rule", "params": {"card": "AC"}}
    assert with_same_cards(obs, why, {_play("AC"): 1.0, _play("QC"): 0.0}) is why
    assert with_same_cards(obs, None, {}) is None


def test_a_card_shown_with_the_best_figure_is_best_not_close() -> None:
    """Double deck case seen: hint "K♠ +0.7, J♣ +0.7, A♠ +0.7", J♣ played,
    marked ≈ "close" at cost 0.0.  The cost is now the difference of the
    figures shown (one decimal), and a tie there is ``"best"``."""
    obs = _clubs_to_follow().observation(Seat.S)
    ac, qc = _play("AC"), _play("QC")
    for best, mine in ((0.72, 0.68), (0.74, 0.66), (0.7, 0.7)):
        assert Judgement(ac, None, {ac: best, qc: mine}).verdict(obs, qc) == (0.0, "best")
    assert Judgement(ac, None, {ac: 0.76, qc: 0.64}).verdict(obs, qc) == (0.2, "close")
    assert Judgement(ac, None, {ac: 0.76, qc: 0.24}).verdict(obs, qc) == (0.6, "costly")


def test_a_call_against_the_hint_at_cost_zero_stays_close() -> None:
    """A bid the search values at the pass it recommends (short of its
    margin, docs/api.md) is ≈, never ✓: only a card can tie the hint."""
    state = make_state("single-deck", calls=["N pass", "E pass"])
    obs = state.observation(Seat.S)
    assert state.to_act is Seat.S
    passing, bid = Action.parse("pass", "auction"), Action.parse("2H", "auction")
    j = Judgement(passing, None, {passing: 0.5, bid: 0.52})
    assert j.verdict(obs, bid) == (0.0, "close")
    assert j.verdict(obs, passing) == (0.0, "best")


def test_cards_the_hint_calls_about_equal_are_never_marked_costly() -> None:
    """Fresh-user check: "Play J♦ … J♦ +5.5, 9♦ +6.0, Q♦ +5.8": the hint
    now names the cards rated above its choice (within the search's noise,
    bots/pick.py) about equal to it (why.js orderedCandidates); the review
    marks each of them ✓ (cost 0.0), never ✗ — and a card a little below
    the choice ≈."""
    obs = _clubs_to_follow().observation(Seat.S)
    ac, qc = _play("AC"), _play("QC")
    for above in (5.8, 6.0, 7.4):
        assert Judgement(ac, None, {ac: 5.5, qc: above}).verdict(obs, qc) == (0.0, "best")
    assert Judgement(ac, None, {ac: 5.5, qc: 5.2}).verdict(obs, qc) == (0.3, "close")


def test_a_hinted_bid_carries_the_value_of_passing() -> None:
    """A hint may recommend a bid above the side's expected tricks (issue
    seen: "Bid 6 hearts — … about 5.7 tricks." without a reason): the
    bid's ``call_value`` carries ``pass_value``, the expected net points of
    passing (one decimal), so the page can say passing is worth even less."""
    state = make_state("single-deck", hands={"S": "JH JD AH KH QH 9S"}, calls=["N pass", "E pass"])
    j = judge_position(state, "pv")
    assert j.why is not None and j.why["code"] == "call_value", j.why
    passing = Action.parse("pass", "auction")
    assert j.why["params"]["pass_value"] == round(j.values[passing], 1)
    assert j.why["params"]["value"] > j.why["params"]["pass_value"]


def test_pass_value_only_on_a_bid_and_none_when_pass_was_not_valued() -> None:
    bid, passing = Action.parse("6H", "auction"), Action.parse("pass", "auction")
    why = {"code": "call_value", "params": {"call": "6H", "value": -4.5}}
    assert with_pass_value(why, {bid: -4.5, passing: -5.14})["params"]["pass_value"] == -5.1
    assert with_pass_value(why, {bid: -4.5})["params"]["pass_value"] is None  # e.g. a stuck dealer
    other = {"code": "call_pass", "params": {"value": -5.1}}
    assert with_pass_value(other, {bid: -4.5, passing: -5.1}) is other
    assert with_pass_value(None, {}) is None
