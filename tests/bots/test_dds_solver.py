"""The compiled open-hand solver (bots/dds) against the Python reference
solver (bots/solver), its own consistency, and compiled == uncompiled."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bideuchre.bots.dds import (
    DDSolver,
    SolveBudgetExceeded,
    card_tricks,
    deal_tricks,
    position_of,
    position_tricks,
    random_position,
    solve_position,
)
from bideuchre.bots.solver import Solver
from bideuchre.engine import DOUBLE_DECK, SINGLE_DECK, GameState, Phase, card, play


def _reference(state: GameState) -> dict[int, int]:
    """Tricks of the side to act after each legal card, by bots/solver."""
    p = position_of(state)
    ref = Solver(p.denomination, [list(h) for h in p.hands], p.sitting_out, p.to_act & 1)
    legal = sorted({int(a.card) for a in state.legal_actions()})
    return {f: ref.solve_after(p.to_act, p.trick_seats, p.trick_cards, f) for f in legal}


def _random_states(seed: int, count: int, max_left: int = 5) -> list[GameState]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        rules = rng.choice([DOUBLE_DECK, SINGLE_DECK])
        left = rng.randint(1, min(max_left, rules.hand_size))
        out.append(random_position(rules, rng, left, rng.randrange(5), rng.random() < 0.3))
    return out


def _mismatches(states: list[GameState]) -> list[tuple[object, dict[int, int], dict[int, int]]]:
    s = DDSolver()
    bad = []
    for state in states:
        got = s.card_tricks(*position_of(state))
        want = _reference(state)
        if got != want:
            bad.append((position_of(state), got, want))
    return bad


def test_matches_reference_solver_on_random_positions() -> None:
    states = _random_states(seed=1, count=300)
    assert any(st.sitting_out is not None for st in states)  # lone hands included
    assert {st.rules.copies for st in states} == {1, 2}
    assert _mismatches(states) == []


@pytest.mark.slow
def test_matches_reference_solver_on_ten_thousand_positions() -> None:
    assert _mismatches(_random_states(seed=2, count=10_000)) == []


def _consistent(state: GameState) -> None:
    """A card's value equals its trick (if it ends one) plus the value of
    the position after it, seen from the same side."""
    values = solve_position(state)
    side = int(state.to_act) & 1  # type: ignore[arg-type]
    for c, v in values.items():
        after = state.clone()
        before = after.tricks_won[side]
        after.apply(play(c))
        gain = after.tricks_won[side] - before
        if after.phase is not Phase.PLAY:
            assert v == gain
            continue
        rest = position_tricks(after)
        left = len(after.hand(after.to_act))  # type: ignore[arg-type]
        mine = rest if (int(after.to_act) & 1) == side else left - rest  # type: ignore[arg-type]
        assert v == gain + mine, (c, v, gain, mine)
    assert max(values.values()) == position_tricks(state)


def test_whole_single_deck_hands_are_consistent() -> None:
    rng = random.Random(3)
    for _ in range(20):
        state = random_position(SINGLE_DECK, rng, 6, rng.randrange(5), rng.random() < 0.3, 0)
        _consistent(state)


def test_deep_double_deck_positions_are_consistent() -> None:
    rng = random.Random(4)
    for _ in range(4):
        state = random_position(DOUBLE_DECK, rng, 7, rng.randrange(5), rng.random() < 0.3)
        _consistent(state)


def test_shallow_searches_keep_to_the_start_of_the_table() -> None:
    """A single-deck hand stores its entries in the first 2 ** 12 slots only
    (kept in the caches between calls) and values the same as the reference;
    a deep double-deck search spreads over the whole table."""
    rng = random.Random(12)
    s = DDSolver(table_bits=16)
    for _ in range(5):
        state = random_position(SINGLE_DECK, rng, 5, rng.randrange(5), False, 0)
        p = position_of(state)
        got = s.card_tricks(
            p.denomination, p.hands, p.to_act, p.trick_seats, p.trick_cards, p.sitting_out
        )
        assert got == _reference(state)
    gen = s._h[6]
    used = np.flatnonzero(s._tg == gen)
    assert used.size > 0 and used.max() < 1 << 12
    deep = random_position(DOUBLE_DECK, rng, 8, 1, False, 0)
    p = position_of(deep)
    s.card_tricks(p.denomination, p.hands, p.to_act, p.trick_seats, p.trick_cards, p.sitting_out)
    assert np.flatnonzero(s._tg == s._h[6]).max() >= 1 << 12


def test_deal_tricks_is_the_declarers_best_opening_lead() -> None:
    rng = random.Random(5)
    for lone in (False, True):
        for _ in range(10):
            state = random_position(SINGLE_DECK, rng, 6, rng.randrange(5), lone, 0)
            p = position_of(state)
            best = max(card_tricks(*p).values())
            assert deal_tricks(p.hands, p.denomination, p.to_act, alone=lone) == best


def test_right_bower_first_copy_wins_a_tie() -> None:
    """R7: of two identical cards the first played wins; a single trick."""
    hands = [[card("JS")], [card("JS")], [card("9S")], [card("TS")]]
    # N leads the right bower; E's identical copy loses to it
    assert card_tricks(3, hands, 0) == {int(card("JS")): 1}
    # E has to play after N led the other copy: E's side takes nothing
    hands[0] = []
    assert card_tricks(3, hands, 1, (0,), (int(card("JS")),)) == {int(card("JS")): 0}


def test_cards_grouped_as_equivalent_stay_apart_in_a_table_match() -> None:
    """A winning-ranks table entry must not cover a position where cards
    searched once as equivalents are split by another seat's card: here
    North's K and left bower (the A gone) are one group, and a position
    later in the search where South holds the A instead of the Q would
    match on the top trump alone.  South's Q under the right bower keeps
    every trick (S overtakes N's K with the A, leads the 10 of diamonds for
    N to discard its spade on, then N ruffs the spade return)."""
    hands = [[8, 16, 19], [0, 18, 23], [7, 15, 17, 20], [2, 12, 21, 22]]
    trick = ((0, 1), (int(card("JH")), int(card("KC"))))
    got = DDSolver(table_bits=12).card_tricks(2, hands, 2, *trick)
    ref = Solver(2, hands, -1, 0)
    want = {f: ref.solve_after(2, trick[0], trick[1], f) for f in got}
    assert got == want == {int(card("QH")): 4, int(card("AH")): 3}


def test_not_in_play_phase_is_an_error() -> None:
    state = GameState.new_game(DOUBLE_DECK, seed=1)
    with pytest.raises(ValueError, match="play phase"):
        solve_position(state)


def test_tricks_through_the_partners_winners() -> None:
    """The lower bound through an entry to the partner (kernel.partner_tricks):
    North leads a small spade to South's ace, South cashes the two top hearts;
    at no trump that is all three tricks, and the search agrees with the
    reference solver with the bound in place."""
    from bideuchre.bots.dds.kernel import partner_tricks

    hands = [
        [card("9S"), card("9H"), card("9D")],
        [card("KS"), card("QH"), card("AD")],
        [card("AS"), card("AH"), card("KH")],
        [card("QS"), card("JH"), card("KD")],
    ]
    s = DDSolver(table_bits=8)
    m1, m2, _ = s._encode(4, hands, 0, (), (), -1)
    assert partner_tricks(m1, m2, -1, 0, 3)[0] == 3
    assert partner_tricks(m1, m2, -1, 1, 1) == (0, 0)  # East: no entry to West
    got = s.card_tricks(4, hands, 0)
    ref = Solver(4, hands, -1, 0)
    assert got == {f: ref.solve_after(0, (), (), f) for f in got}
    assert got[int(card("9S"))] == 3


def test_quick_bounds_count_long_cards_after_the_winners() -> None:
    """quick_tricks and partner_tricks count a hand's lower cards of a suit
    once its winners have drawn every other seat's cards of it (R6, R7).
    No trump: North leads the 9 of spades to South's ace, the king draws
    East's queen (West has none) and the ten then wins too; South on lead
    cashes the same three.  Hearts trump: North's right and left bowers
    draw East's two trumps (South and West hold none), and the 9 of trump
    then wins too."""
    from bideuchre.bots.dds.kernel import partner_tricks, quick_tricks

    hands = _hands("9S 9H 9D", "QS AH AD", "AS KS TS", "KH KD QD")
    s = DDSolver(table_bits=8)
    m1, m2, _ = s._encode(4, hands, 0, (), (), -1)
    assert partner_tricks(m1, m2, -1, 0, 3)[0] == 3
    assert quick_tricks(m1, m2, -1, 2, 3)[0] == 3
    got = s.card_tricks(4, hands, 0)
    ref = Solver(4, hands, -1, 0)
    assert got == {f: ref.solve_after(0, (), (), f) for f in got}
    assert got[int(card("9S"))] == 3
    hands = _hands("JH JD 9H", "TH QH AS", "AC KC QC", "KS QS 9S")
    m1, m2, _ = s._encode(2, hands, 0, (), (), -1)
    assert quick_tricks(m1, m2, 2, 0, 3)[0] == 3
    got = s.card_tricks(2, hands, 0)
    ref = Solver(2, hands, -1, 0)
    assert got == {f: ref.solve_after(0, (), (), f) for f in got}
    assert max(got.values()) == 3


def _hands(*text: str) -> list[list[int]]:
    return [[int(card(c)) for c in h.split()] for h in text]


def _later_tricks_cut(d: int, hands: list[list[int]], leader: int) -> bool:
    """Whether kernel.later_tricks says the leader's side cannot take every
    trick; the search, with the bound in place, must agree with the
    reference solver on the position, and the side indeed falls short."""
    from bideuchre.bots.dds.kernel import later_tricks

    s = DDSolver(table_bits=8)
    m1, m2, _ = s._encode(d, hands, leader, (), (), -1)
    left = len(hands[leader])
    cut = bool(later_tricks(m1, m2, -1 if d == 4 else d, leader, -1, left)[0])
    got = s.card_tricks(d, hands, leader)
    ref = Solver(d, hands, -1, leader & 1)
    assert got == {f: ref.solve_after(leader, (), (), f) for f in got}
    if cut:
        assert max(got.values()) < left
    return cut


def test_later_tricks_no_trump_needs_a_suit_the_opponents_head() -> None:
    """DDS's later-tricks bound at no trump: North-South, on lead, head only
    spades (at most two tricks there, North's length) and must lead hearts,
    headed by East's ace, for a third (R7): they cannot take all three."""
    hands = _hands("AS KS QH", "AH 9C TC", "9S TH 9H", "QS JS KD")
    assert _later_tricks_cut(4, hands, 0)


def test_later_tricks_a_guarded_trump_behind_the_top_one() -> None:
    """Hearts trump: East's left bower, guarded by the 9, sits just after
    North's right bower, so East plays low under it and the left bower wins
    otherwise; with the right bower in South (after East) the bound does
    not apply."""
    hands = _hands("JH AS KS", "JD 9H 9C", "TH QS 9S", "9D TD TC")
    assert _later_tricks_cut(2, hands, 0)
    hands = _hands("TH AS KS", "JD 9H 9C", "JH QS 9S", "9D TD TC")
    assert not _later_tricks_cut(2, hands, 0)


def test_sure_trumps_count_past_the_other_sides_top_trumps() -> None:
    """Hearts trump: East's left bower, ace and king rank above every
    North-South trump but North's right bower, which can fall on one of
    them only (R5, R7): East-West are sure of two tricks (the count above
    every North-South trump alone gives none), North-South of the right
    bower's one."""
    from bideuchre.bots.dds.kernel import sure_trumps

    hands = _hands("JH 9H AS", "JD AH KH", "KS QS 9C", "TH 9D TC")
    s = DDSolver(table_bits=8)
    m1, m2, _ = s._encode(2, hands, 0, (), (), -1)
    assert sure_trumps(m1, m2, 2, 1)[0] == 2
    assert sure_trumps(m1, m2, 2, 0)[0] == 1
    got = s.card_tricks(2, hands, 0)
    ref = Solver(2, hands, -1, 0)
    assert got == {f: ref.solve_after(0, (), (), f) for f in got}
    assert max(got.values()) == 1


def _bound_violations(seed: int, count: int) -> list[object]:
    """Random endings of 2-5 tricks, both decks, every denomination, a
    quarter lone, cards from a few suits (so that the bounds bite), the
    leader on an empty trick: positions where kernel.sure_trumps (either
    side), kernel.quick_tricks, kernel.partner_tricks or
    kernel.later_tricks claims more than the reference solver's value
    allows."""
    from bideuchre.bots.dds.kernel import (
        later_tricks,
        partner_tricks,
        quick_tricks,
        sure_trumps,
    )
    from bideuchre.bots.dds.tables import FACE_SUIT

    rng = random.Random(seed)
    s = DDSolver(table_bits=8)
    bad: list[object] = []
    done = 0
    while done < count:
        d = rng.randrange(5)
        copies = rng.choice([1, 2])
        k = rng.randint(2, 5)
        out = rng.randrange(4) if rng.random() < 0.25 else -1
        seats = [q for q in range(4) if q != out]
        suits = rng.sample(range(4), rng.randint(2, 4))
        if d < 4 and d not in suits:
            suits.append(d)
        deck = [f for f in range(24) for _ in range(copies) if FACE_SUIT[d, f] in suits]
        if len(deck) < k * len(seats):
            continue
        rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(4)]
        for i, q in enumerate(seats):
            hands[q] = deck[i * k : (i + 1) * k]
        p = rng.choice(seats)
        done += 1
        m1, m2, _ = s._encode(d, hands, p, (), (), out)
        trump = -1 if d == 4 else d
        mine = int(sure_trumps(m1, m2, trump, p & 1)[0])
        theirs = int(sure_trumps(m1, m2, trump, 1 - (p & 1))[0])
        short = bool(later_tricks(m1, m2, trump, p, out, k)[0])
        entry = int(partner_tricks(m1, m2, trump, p, k)[0])
        cash = int(quick_tricks(m1, m2, trump, p, k)[0])
        mine = max(mine, entry, cash)
        if mine == 0 and theirs == 0 and not short:
            continue
        ref = Solver(d, hands, out, p & 1)
        v = max(ref.solve_after(p, (), (), f) for f in set(hands[p]))
        if v < mine or v > k - theirs or (short and v == k):
            bad.append((d, hands, p, out, mine, theirs, short, v))
    return bad


def test_sure_trumps_and_later_tricks_hold_on_random_endings() -> None:
    assert _bound_violations(seed=8, count=400) == []


@pytest.mark.slow
def test_sure_trumps_and_later_tricks_hold_on_many_random_endings() -> None:
    assert _bound_violations(seed=9, count=10_000) == []


def _second_hand_claims(seed: int, count: int) -> tuple[int, list[object]]:
    """Random four-seat positions of 1-4 tricks with one card led (both
    decks, every denomination, cards from a few suits): how many times
    kernel.second_hand_wins claims the trick for the second seat's side,
    and the positions where the reference solver gives that side no trick
    at all with best play (the claim would then be wrong)."""
    from bideuchre.bots.dds.kernel import second_hand_wins
    from bideuchre.bots.dds.tables import FACE_SUIT

    rng = random.Random(seed)
    s = DDSolver(table_bits=8)
    bad: list[object] = []
    claims = 0
    for _ in range(count):
        d = rng.randrange(5)
        copies = rng.choice([1, 2])
        k = rng.randint(1, 4)
        suits = rng.sample(range(4), rng.randint(2, 4))
        deck = [f for f in range(24) for _ in range(copies) if FACE_SUIT[d, f] in suits]
        if len(deck) < 4 * k:
            continue
        rng.shuffle(deck)
        hands = [deck[i * k : (i + 1) * k] for i in range(4)]
        leader = rng.randrange(4)
        led = hands[leader].pop()
        p = (leader + 1) % 4
        m1, _, t = s._encode(d, hands, p, (leader,), (led,), -1)
        wins, _ = second_hand_wins(m1, t, -1 if d == 4 else d, p)
        if not wins:
            continue
        claims += 1
        ref = Solver(d, hands, -1, p & 1)
        v = max(ref.solve_after(p, (leader,), (led,), f) for f in set(hands[p]))
        if v < 1:
            bad.append((d, hands, leader, led))
    return claims, bad


def test_second_hand_wins_the_trick_it_claims() -> None:
    """DDS's quick trick for the second hand: spades trump, West leads the
    ace of hearts; North is void in hearts and ruffs, East follows: North-
    South win the trick (and the search agrees with the reference); with
    East void in hearts and holding a trump (an overruff) no claim.  And on
    random positions the claim never gives a side a trick it cannot take."""
    from bideuchre.bots.dds.kernel import second_hand_wins

    hands = _hands("9S KD", "9H QC", "QH TD", "KC")
    s = DDSolver(table_bits=8)
    m1, _, t = s._encode(3, hands, 0, (3,), (int(card("AH")),), -1)
    assert second_hand_wins(m1, t, 3, 0)[0]
    got = s.card_tricks(3, hands, 0, (3,), (int(card("AH")),))
    ref = Solver(3, hands, -1, 0)
    assert got == {f: ref.solve_after(0, (3,), (int(card("AH")),), f) for f in got}
    hands = _hands("9S KD", "TS QC", "QH TD", "KC")
    m1, _, t = s._encode(3, hands, 0, (3,), (int(card("AH")),), -1)
    assert not second_hand_wins(m1, t, 3, 0)[0]
    claims, bad = _second_hand_claims(seed=3, count=600)
    assert claims > 50
    assert bad == []


def test_impossible_positions_are_refused() -> None:
    """The encoding checks what it is given (three copies of a card, a seat
    short of cards, a trick that is already complete)."""
    s = DDSolver(table_bits=8)
    with pytest.raises(ValueError, match="more than two"):
        s.card_tricks(4, [[5, 5, 5], [11, 10, 9], [17, 16, 15], [23, 22, 21]], 0)
    with pytest.raises(ValueError, match="holds 1 cards, expected 2"):
        s.card_tricks(4, [[5, 4], [11], [17, 16], [23, 22]], 0)
    with pytest.raises(ValueError, match="no card to play"):
        s.card_tricks(4, [[4], [10], [16], [22]], 0, (0, 1, 2, 3), (5, 11, 17, 23))
    # a trick in progress is read card by card: West, void in the suit of
    # North's ace, discards; North's king then takes the last trick too
    got = s.card_tricks(4, [[4], [10], [16], [23, 22]], 3, (0, 1, 2), (5, 11, 17))
    assert got == {23: 0, 22: 0}
    # holding the king of North's suit West must follow with it (R6), then
    # wins the last trick with the king of its own suit
    got = s.card_tricks(4, [[9], [10], [16], [4, 22]], 3, (0, 1, 2), (5, 11, 17))
    assert got == {4: 1}


def test_compiled_and_uncompiled_give_the_same_results() -> None:
    states = _random_states(seed=6, count=12, max_left=3)
    positions = [position_of(s) for s in states]
    script = (
        "import json, sys\n"
        "from bideuchre.bots.dds import DDSolver\n"
        "s = DDSolver(table_bits=10)\n"
        "for p in json.load(sys.stdin):\n"
        "    print(json.dumps(sorted(s.card_tricks(*p).items())))\n"
    )
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    proc = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps([list(p) for p in positions]),
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=True,
    )
    plain = [json.loads(line) for line in proc.stdout.splitlines()]
    s = DDSolver(table_bits=10)
    compiled = [[list(kv) for kv in sorted(s.card_tricks(*p).items())] for p in positions]
    assert plain == compiled


def _deep_positions() -> list[GameState]:
    rng = random.Random(7)
    return [random_position(DOUBLE_DECK, rng, 6, rng.randrange(5), False) for _ in range(3)]


def test_a_tiny_node_budget_is_reported_as_exceeded() -> None:
    s = DDSolver(table_bits=12)
    for state in _deep_positions():
        p = position_of(state)
        for call in (s.tricks, s.card_tricks):
            with pytest.raises(SolveBudgetExceeded) as caught:
                call(*p, max_nodes=5)  # type: ignore[operator]
            assert caught.value.max_nodes == 5
        with pytest.raises(SolveBudgetExceeded):
            position_tricks(state, max_nodes=0)


def test_a_generous_budget_gives_the_exact_result_and_the_solver_recovers() -> None:
    budgeted = DDSolver(table_bits=12)
    free = DDSolver(table_bits=12)
    for state in _deep_positions():
        p = position_of(state)
        with pytest.raises(SolveBudgetExceeded):
            budgeted.tricks(*p, max_nodes=3)  # a cut search leaves the solver usable
        want = free.card_tricks(*p)
        free.clear()
        before = free.nodes
        free.tricks(*p)
        needed = free.nodes - before  # the nodes a fresh exact solve takes
        assert needed > 3
        budgeted.clear()
        assert budgeted.card_tricks(*p, max_nodes=10**9) == want
        budgeted.clear()
        before = budgeted.nodes
        assert budgeted.tricks(*p, max_nodes=needed) == max(want.values())
        assert budgeted.nodes - before == needed
        budgeted.clear()
        with pytest.raises(SolveBudgetExceeded):
            budgeted.tricks(*p, max_nodes=needed - 1)
        free.clear()


def test_compiled_and_uncompiled_stop_at_the_same_budget() -> None:
    """The budget counts positions, not time: identical with NUMBA_DISABLE_JIT=1."""
    states = _random_states(seed=8, count=6, max_left=3)
    positions = [list(position_of(s)) for s in states]
    script = (
        "import json, sys\n"
        "from bideuchre.bots.dds import DDSolver, SolveBudgetExceeded\n"
        "for p in json.load(sys.stdin):\n"
        "    for budget in (2, 6, 40, None):\n"
        "        s = DDSolver(table_bits=8)\n"
        "        try:\n"
        "            print(json.dumps([s.tricks(*p, max_nodes=budget), s.nodes]))\n"
        "        except SolveBudgetExceeded:\n"
        "            print(json.dumps(['cut', s.nodes]))\n"
    )
    run = [sys.executable, "-c", script]
    inp = json.dumps(positions)
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    plain = subprocess.run(
        run, input=inp, capture_output=True, text=True, env=env, timeout=300, check=True
    ).stdout.splitlines()
    compiled = subprocess.run(
        run, input=inp, capture_output=True, text=True, timeout=300, check=True
    ).stdout.splitlines()
    assert plain == compiled
    assert len(plain) == 4 * len(positions)
    assert any("cut" in line for line in plain)  # some budgets did stop a search
    assert not any("cut" in line for line in plain[3::4])  # no budget: never cut


def test_an_edited_source_clears_the_compiled_cache(tmp_path: Path) -> None:
    """numba's cache is per file: any change to the package's sources must
    clear all of it (a stale caller would run an old kernel)."""
    from bideuchre.bots.dds._jit import drop_stale_cache

    (tmp_path / "kernel.py").write_text("x = 1\n")
    cache = tmp_path / "__pycache__"
    assert drop_stale_cache(tmp_path)  # first sight: nothing recorded yet
    (cache / "search.f-1.py311.nbi").write_text("index")
    (cache / "search.f-1.py311.1.nbc").write_text("code")
    assert not drop_stale_cache(tmp_path)  # unchanged sources keep the cache
    assert len(list(cache.glob("*.nb?"))) == 2
    (tmp_path / "kernel.py").write_text("x = 2\n")
    assert drop_stale_cache(tmp_path)
    assert list(cache.glob("*.nb?")) == []


def test_reaches_is_one_null_window_test_of_tricks() -> None:
    """``reaches(target)`` is ``tricks() >= target`` for either side to act,
    lone hands (D5) included, and costs no more positions than ``tricks``."""
    s = DDSolver(table_bits=12)
    checked = 0
    for state in _random_states(seed=9, count=60, max_left=4):
        p = position_of(state)
        s.clear()
        exact = s.tricks(*p)
        left = len(p.hands[p.to_act])
        for target in range(left + 2):
            s.clear()
            got = s.reaches(p.denomination, p.hands, p.to_act, target, *p[3:])
            assert got == (exact >= target), (p, target, exact)
            checked += 1
    assert checked > 100
    hands = [[5, 4], [11, 10], [17, 16], [23, 22]]
    with pytest.raises(SolveBudgetExceeded):
        DDSolver(table_bits=4).reaches(4, hands, 0, 2, max_nodes=0)


def test_search_groups_are_those_of_the_card_by_card_grouping() -> None:
    """``group_reps`` (the search's groups, from a table) gives the first
    card of each of ``group_moves``' groups, in its order, and each group of
    two or more cards packed as ``(suit * 8 + top) << 3 | lowest``."""
    from bideuchre.bots.dds.search import group_moves, group_reps

    s = DDSolver()
    rng = random.Random(5)
    for _ in range(400):
        rules = rng.choice([DOUBLE_DECK, SINGLE_DECK])
        left = rng.randint(1, rules.hand_size)
        state = random_position(rules, rng, left, rng.randrange(5), rng.random() < 0.3)
        m1, _, t = s._encode(*position_of(state))
        p = int(s._h[0])
        reps = np.zeros(16, dtype=np.int64)
        members = np.zeros(16, dtype=np.int64)
        nm = group_moves(m1, s._h, t, p, reps, members)
        want_moves = [int(members[i]) for i in range(nm) if reps[i] == i]
        want_groups = 0
        ng = 0
        for i in range(nm):
            last = [j for j in range(nm) if reps[j] == i]
            if reps[i] == i and len(last) > 1:
                top, low = int(members[i]), int(members[last[-1]])
                want_groups |= ((top << 3) | (low & 7)) << (8 * ng)
                ng += 1
        mv = np.zeros(64, dtype=np.int64)
        c, got_ng, got_groups = group_reps(m1, s._h, t, p, mv)
        assert [int(x) for x in mv[:c]] == want_moves
        assert (got_ng, got_groups) == (ng, want_groups)


def test_a_full_bucket_loses_its_least_recently_used_entry() -> None:
    """A bucket of the deep table holds ``ttable.WAYS`` entries of positions
    that share a shape and the holders of each suit's top rank; one entry
    more evicts the one used least recently, and every other entry still
    answers its lookup."""
    from bideuchre.bots.dds.ttable import WAYS, lookup, store, threshold

    s = DDSolver(table_bits=16)
    tk, ti, tg, td, h = s._tk, s._ti, s._tg, s._td, s._h
    h[6] += 1  # a fresh generation
    h[8] = tk.shape[0] - 1  # the whole table
    h[11] = 1  # deep search: a shape's entries spread by the top ranks' holders
    m1 = np.zeros(16, dtype=np.int64)
    m1[0] = 127  # every rank of suit 0 still held: the entries count all 7
    wr = threshold(0, 0)
    lk0, lk1 = 0x21, 0x3

    def key(j: int) -> tuple[int, int, int, int]:
        # North holds suit 0's top rank in every key; the lower ranks' holders differ
        return ((1 << 6) | ((j & 63) << 14) | ((j >> 6) << 28), 0, 0, 0)

    def found(j: int) -> bool:
        h[7] += 1
        k = key(j)
        ans, _, _ = lookup(tk, ti, tg, td, h, lk0, lk1, k[0], k[1], k[2], k[3], 1)
        return bool(ans == 1)

    for j in range(WAYS):
        h[7] += 1
        store(tk, ti, tg, td, h, m1, lk0, lk1, key(j), 12, 1, True, wr, -1)
    assert all(found(j) for j in range(WAYS))
    assert found(0)  # entry 0 used again: entry 1 is now the least recently used
    h[7] += 1
    store(tk, ti, tg, td, h, m1, lk0, lk1, key(WAYS), 12, 1, True, wr, -1)
    assert not found(1)
    assert all(found(j) for j in range(WAYS + 1) if j != 1)
