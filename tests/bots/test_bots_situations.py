"""Positions where CPU players are known to go wrong, for every level.

Each test builds a position from an explicit deal and checked steps, and
asks each bot for its decision.
"""

from __future__ import annotations

import random

import pytest

from bideuchre.bots import make_bot
from bideuchre.bots.base import Bot
from bideuchre.engine import Action, Card, Rules, card, cards

from .bot_helpers import make_state

DOUBLE = Rules.preset("double-deck")
SINGLE = Rules.preset("single-deck")


def _bots() -> list[Bot]:
    return [make_bot("easy"), make_bot("medium"), make_bot("hard")]


def _choose(bot: Bot, state, seed: int = 0) -> Action:  # type: ignore[no-untyped-def]
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    # fixed work, never the wall clock: on a busy machine the time budget
    # would end the search early and decide the move
    action = bot.choose(obs, random.Random(seed), 30.0, deterministic=True)
    assert action in obs.legal
    return action


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_R7_does_not_trump_a_trick_partner_has_already_won(level: str) -> None:
    # Spades are trump.  West leads a club, North wins with the ace of clubs
    # and East follows: South, last to play and void in clubs, must throw a
    # card rather than waste a trump on a trick its side has already won.
    state = make_state(
        DOUBLE,
        "S",
        {
            "N": "AC AC 9H TH JH QH KH AH 9D TD JD QD",
            "S": "9S TS QS KS 9H TH QH KH 9D TD QD KD",
            "W": "9C TC JS JS AS AS KS QS AD AD AH JH",
        },
        ["W 1S", "N pass", "E pass", "S pass", "W 9C", "N AC", "E TC"],
    )
    action = _choose(make_bot(level), state)
    assert action.card.suit.letter != "S", f"{level} trumped partner's winning ace with {action}"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_R7_single_deck_does_not_trump_partners_master(level: str) -> None:
    # Hearts trump, single deck.  North leads the ace of clubs, which nothing
    # out can beat; South is void in clubs.
    state = make_state(
        SINGLE,
        "W",
        {"N": "AC KC JH AH AS KS", "S": "9H TH 9D TD QD 9S"},
        ["N 1H", "E pass", "S pass", "W pass", "N AC", "E 9C"],
    )
    action = _choose(make_bot(level), state)
    assert action.card not in cards("9H TH"), f"{level} trumped partner's ace"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_R6_does_not_lead_a_suit_an_opponent_has_shown_void_in(level: str) -> None:
    # Spades trump, East declares.  On the first trick West (East's partner)
    # showed a void in hearts; South won the trick and leads.  Leading
    # another heart lets West ruff.
    state = make_state(
        DOUBLE,
        "N",
        {
            "S": "AH KH QH 9C TC QC 9D TD QD KD 9S TS",
            "W": "JS AS AS KS KS QS 9C 9D JD AD AC KC",
            "N": "TH TH TC JC QC KC TD JD QD KD 9S QS",
        },
        ["E 1S", "S pass", "W pass", "N pass", "E 9H", "S AH", "W 9D", "N TH"],
    )
    # the search levels on many seeds: with eleven candidate leads, sampling
    # noise alone made a heart lead look best on some seeds (hard 5 of 40,
    # medium 3 of 60: seeds 9, 31, 45); the ruff guard of bots/pick.py holds
    # it.  easy (no search) on the seed it always had.
    bot = make_bot(level)
    for seed in range({"easy": 1, "medium": 50, "hard": 20}[level]):
        action = _choose(bot, state, seed)
        assert action.card.suit.letter != "H", f"{level} led {action} into West's void ({seed})"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_D6_partner_of_a_lone_declarer_passes_its_best_cards(level: str) -> None:
    # North goes alone in hearts and asks for three cards.  South holds the
    # right bower, both left bowers, aces and low cards: the best three for
    # hearts are the right bower and the two left bowers — never a low card.
    state = make_state(
        DOUBLE,
        "W",
        {
            "N": "AH AH KH KH QH QH TH AS AS AC AD KD",
            "S": "JH JD JD 9H 9C TC AC 9S TS 9D TD QS",
        },
        ["N alone H", "N exchange 3"],
    )
    bot = make_bot(level)
    passed = []
    for _ in range(3):
        action = _choose(bot, state)
        assert str(action).startswith("pass ")
        passed.append(action.card)
        state.apply(action)
    assert sorted(passed) == sorted(cards("JH JD JD")), f"{level} passed {passed}"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_D6_no_trump_partner_passes_aces(level: str) -> None:
    state = make_state(
        DOUBLE,
        "W",
        {
            "N": "AH AH KH KH QH QH TH AS AS KC AD KD",
            "S": "AC AC JH 9H 9C TC KS 9S TS 9D TD QS",
        },
        ["N alone NT", "N exchange 2"],
    )
    bot = make_bot(level)
    passed = []
    for _ in range(2):
        action = _choose(bot, state)
        passed.append(action.card)
        state.apply(action)
    assert passed == [card("AC"), card("AC")], f"{level} passed {passed}"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_D6_lone_declarer_discards_side_losers_not_trumps(level: str) -> None:
    state = make_state(
        DOUBLE,
        "W",
        {
            "N": "JH JH JD JD AH AH KH KH QH AS 9C 9S",
            "S": "QH TH 9H AC AC 9D TD QS KS TS QD KD",
        },
        ["N alone H", "N exchange 2", "S pass AC", "S pass AC"],
    )
    bot = make_bot(level)
    discarded = []
    for _ in range(2):
        action = _choose(bot, state)
        assert str(action).startswith("discard ")
        discarded.append(action.card)
        state.apply(action)
    assert sorted(discarded) == sorted(cards("9C 9S")), f"{level} discarded {discarded}"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_R7_second_copy_of_the_right_bower_cannot_beat_the_first(level: str) -> None:
    # Hearts trump; East leads the right bower.  South holds the other right
    # bower, which would lose to the first one played (R7): South must not
    # waste it and follows with its lowest trump.
    state = make_state(
        DOUBLE,
        "N",
        {
            "E": "JH AH AH KH QH TH AS AS AC AC AD AD",
            "S": "JH 9H 9C TC QC 9S TS QS 9D TD QD KD",
        },
        ["E 1H", "S pass", "W pass", "N pass", "E JH"],
    )
    action = _choose(make_bot(level), state)
    assert action.card == card("9H"), f"{level} played {action}"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_R7_holding_both_right_bowers_leads_one_to_draw_trumps(level: str) -> None:
    # South declares hearts holding both right bowers: nothing out is stronger
    # than either, nor than its left bower (the other copy of the left bower
    # loses to the first played, R7), so drawing trumps with them is safe.
    state = make_state(
        DOUBLE,
        "E",
        {
            "S": "JH JH JD AH KH QH TH 9H AS AC AD 9C",
        },
        ["S 7H", "W pass", "N pass", "E pass"],
    )
    action = _choose(make_bot(level), state)
    if level == "easy":
        assert action.card in cards("JH JD"), f"{level} led {action}"
    else:
        # the search players may cash a side ace first, but never lead a
        # low trump into the opponents' higher ones
        assert action.card not in cards("TH 9H QH KH"), f"{level} led {action}"


def test_easy_second_hand_low_third_hand_high_and_no_overtaking() -> None:
    easy = make_bot("easy")
    # Second hand low: West leads a low diamond; North (second) holds the
    # king, with both aces out: it plays low and leaves the trick to South.
    state = make_state(
        DOUBLE,
        "S",
        {
            "W": "9D 9C TC QC KC 9S TS QS KS AS 9H TH",
            "N": "KD TD 9C TC QC KC 9S TS QS KS AS 9H",
        },
        ["W 1S", "N pass", "E pass", "S pass", "W 9D"],
    )
    assert _choose(easy, state) == Action.parse("TD", "play")
    # Third hand high: North leads a low diamond, East plays the queen;
    # South holds the king (aces out): it plays the king, forcing an ace.
    state = make_state(
        DOUBLE,
        "W",
        {
            "N": "9D 9C TC QC KC 9S TS QS KS AS 9H TH",
            "E": "QD 9C TC QC KC 9S TS QS KS AS 9H TH",
            "S": "KD TD JC JC AC AC JS JS AH AH KH KH",
        },
        ["N 1S", "E pass", "S pass", "W pass", "N 9D", "E QD"],
    )
    assert _choose(easy, state) == Action.parse("KD", "play")
    # Partner's ace is winning and nothing out beats it: play low, do not
    # overtake with the other ace.
    state = make_state(
        DOUBLE,
        "W",
        {
            "N": "AD 9C TC QC KC 9S TS QS KS AS 9H TH",
            "S": "AD TD JC JC AC AC JS JS AH AH KH KH",
        },
        ["N 1S", "E pass", "S pass", "W pass", "N AD", "E 9D"],
    )
    assert _choose(easy, state) == Action.parse("TD", "play")


def test_cards_helper_sanity() -> None:
    assert isinstance(card("JH"), Card)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_R7_last_to_play_ruffs_the_opponents_ace(level: str) -> None:
    # Spades trump, East declares 6S.  West won the first trick and leads the
    # ace of clubs; North and East follow.  South, last to play, void in
    # clubs and holding the 9 of spades, takes the trick for sure by ruffing:
    # throwing a king on the opponents' ace gives a trick away (the free-ruff
    # blunder once seen at medium and hard).
    state = make_state(
        DOUBLE,
        "N",
        {
            "E": "JS JS JC AS AS KS KS QS QS TS 9C 9H",
            "S": "9S KH KH QH TH AD KD KD QD QD TD 9D",
            "N": "9C TC TC 9H AH AD JD JD TD 9D TS 9S",
        },
        [
            *("E 6S", "S pass", "W pass", "N pass"),
            *("E 9H", "S TH", "W AH", "N 9H"),
            *("W AC", "N 9C", "E 9C"),
        ],
    )
    for seed in range(3):
        action = _choose(make_bot(level), state, seed)
        assert action.card == card("9S"), f"{level} threw {action} instead of ruffing"


def test_search_needs_a_clear_gain_to_give_up_a_sure_trick() -> None:
    # The paired comparison alone would prefer candidate 1 (a little better
    # on average, well above one standard error); it gives up a trick the
    # heuristic card 0 takes for sure, so it needs a clear gain.
    from bideuchre.bots.pick import pick as _pick

    ruff = [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0]
    keep = [2.2, 2.3, 2.2, 2.3, 2.2, 2.3, 2.2, 2.3]
    assert _pick([ruff, keep], 0, 1.0) == 1
    assert _pick([ruff, keep], 0, 1.0, {1}) == 0
    big = [v + 3.0 for v in keep]
    assert _pick([ruff, big], 0, 1.0, {1}) == 1
