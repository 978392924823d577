"""Heuristic card play: the rules of thumb a sound club player follows.

One function, :func:`choose_card`, picks the card to play from what a seat
may know at its turn — its own hand, the trick so far, the cards that are
still out (not played, not its own), the voids each seat has shown and how
many cards each seat holds.  The ``easy`` bot uses it directly; the search
bots use it to play out the sampled deals, so it is written for speed (plain
lists and precomputed tables, no objects per call).  It considers a hand's
distinct faces in a fixed order (a discard's tie goes to the highest face,
a lead's to the lowest), so its compiled copy (:mod:`.dds.heuristic`, which
the search's play-outs and play inference run, :mod:`.fastplay`) makes the
same choice every time; this module is the readable reference the tests
hold that copy to.

The rules it follows, in order of precedence:

* **Following suit** (R6): win cheaply when the trick is the opponents' —
  the lowest card that beats the trick and cannot be beaten by a player still
  to come; **second hand low** when no winner is safe and partner is still to
  play; **third hand high** when partner led and no winner is safe (force the
  last opponent to spend a high card); **never overtake a partner** whose card
  already holds the trick.
* **Void in the suit led**: ruff with the lowest trump that wins and is safe
  from an over-ruff; **never trump a trick partner has already won**; otherwise
  throw the least useful card (lowest, from a short suit, never a master).
* **Leading** (R8): the declaring side **draws trumps** with masters while
  the defenders still hold some; everyone **cashes masters** (cards nothing
  out can beat — the first of two identical cards wins, R7); leads a suit
  partner has shown void in so partner can ruff; **leads through strength**
  (a defender with the declarer on its left leads low so partner plays last);
  **never leads a suit an opponent has shown void in** while that opponent may
  still ruff; defenders do not lead trump without a master.

A card is a *master* when no card still out has a greater trick strength;
because the first of two identical cards wins (R7), a copy still out does not
stop a card being master when it is led, and a copy already in the trick
cannot be beaten by the second copy.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from .tables import BEATERS, EFFECTIVE_SUIT, MEMBERS, NT, RANK_IN_SUIT, STRENGTH

# Probability of an opponent ruffing above which a card is not "safe".
_RUFF_RISK = 0.25

#: ``_LEFT_BOWER[d]``: the face that joins the trump suit under ``d`` (R4), or -1.
_LEFT_BOWER: tuple[int, ...] = tuple(
    next((f for f in range(24) if EFFECTIVE_SUIT[d][f] != f // 6), -1) for d in range(5)
)
#: Hypergeometric chances of a void, ``comb(total - u, n) / comb(total, n)``,
#: by ``(total << 12) | (u << 6) | n`` (computed once: the same float).
_HYPER: dict[int, float] = {}


class _Ctx:
    """What one decision knows about the cards out, with cached odds."""

    __slots__ = ("d", "held", "out", "p_void", "suit_out", "total_out", "trumps_out", "voids")

    def __init__(
        self, d: int, out: Sequence[int], voids: Sequence[int], held: Sequence[int]
    ) -> None:
        self.d = d
        self.out = out
        self.voids = voids
        self.held = held
        # faces are suit * 6 + rank; only the left bower changes suit (R4)
        suit_out = [sum(out[0:6]), sum(out[6:12]), sum(out[12:18]), sum(out[18:24])]
        lb = _LEFT_BOWER[d]
        if lb >= 0:
            n = out[lb]
            if n:
                suit_out[lb // 6] -= n
                suit_out[d] += n
        self.suit_out = suit_out
        self.total_out = suit_out[0] + suit_out[1] + suit_out[2] + suit_out[3]
        self.trumps_out = suit_out[d] if d != NT else 0
        self.p_void = [-1.0] * 16

    def void(self, seat: int, suit: int) -> float:
        """Chance that ``seat`` holds no card of effective ``suit``: 1.0 for a
        void shown (R6), else the hypergeometric chance that its cards miss
        every card of the suit still out."""
        key = seat * 4 + suit
        p = self.p_void[key]
        if p >= 0.0:
            return p
        if self.voids[seat] >> suit & 1:
            p = 1.0
        else:
            n = self.held[seat]
            u = self.suit_out[suit]
            total = self.total_out
            if n <= 0 or u == 0:
                p = 1.0
            elif total - u < n:
                p = 0.0
            else:
                hk = (total << 12) | (u << 6) | n
                p = _HYPER.get(hk, -1.0)
                if p < 0.0:
                    p = _HYPER[hk] = comb(total - u, n) / comb(total, n)
        self.p_void[key] = p
        return p

    def ruff_risk(self, seat: int, suit: int) -> float:
        """Chance that ``seat`` can trump a lead of side ``suit``."""
        d = self.d
        if d == NT or suit == d or self.trumps_out == 0 or self.held[seat] <= 0:
            return 0.0
        p_void = self.void(seat, suit)
        if p_void == 0.0:
            return 0.0
        return p_void * (1.0 - self.void(seat, d))

    def can_be_beaten(self, card: int, led: int, later: Sequence[int]) -> bool:
        """True if a seat in ``later`` may play a card out that beats ``card`` (R7)."""
        if not later:
            return False
        voids = self.voids
        led_void = True
        for s in later:
            if not voids[s] >> led & 1:
                led_void = False
                break
        out = self.out
        eff = EFFECTIVE_SUIT[self.d]
        trump_beater = False
        for f in BEATERS[self.d][led][card]:
            if out[f]:
                if eff[f] == led:
                    if not led_void:
                        return True
                else:
                    trump_beater = True
        if trump_beater:  # a trump beating a side-suit card needs a void in the suit led
            for s in later:
                if self.ruff_risk(s, led) >= _RUFF_RISK:
                    return True
        return False


def void_probability(
    seat: int, suit: int, d: int, out: Sequence[int], voids: Sequence[int], held: Sequence[int]
) -> float:
    """Chance that ``seat`` holds no card of effective ``suit`` under ``d``
    (1.0 once it has shown the void, R6; otherwise hypergeometric odds over
    the cards still out)."""
    return _Ctx(d, out, voids, held).void(seat, suit)


def _lowest(cards: Sequence[int], led: int, d: int) -> int:
    table = STRENGTH[d][led]
    rank = RANK_IN_SUIT[d]
    best = cards[0]
    key = (table[best], rank[best])
    for c in cards:
        k = (table[c], rank[c])
        if k < key:
            best, key = c, k
    return best


def _never_beaten(card: int, led: int, later: Sequence[int]) -> bool:
    """:meth:`_Ctx.can_be_beaten` when no opponent plays after the seat."""
    return False


def _later_seats(
    seat: int, n_in_trick: int, sitting_out: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats to play after ``seat`` in this trick, and the opponents among them."""
    later: list[int] = []
    s = seat
    for _ in range(max(0, (3 if sitting_out >= 0 else 4) - n_in_trick - 1)):
        s = (s + 1) & 3
        if s == sitting_out:
            s = (s + 1) & 3
        later.append(s)
    return tuple(later), tuple(x for x in later if x & 1 != seat & 1)


#: ``_LATER[sitting_out + 1][seat][cards in the trick]``: :func:`_later_seats`.
_LATER: tuple[tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...], ...] = tuple(
    tuple(tuple(_later_seats(seat, n, so) for n in range(4)) for seat in range(4))
    for so in range(-1, 4)
)


def _discard(hand: Sequence[int], d: int, out: Sequence[int]) -> int:
    """The least useful card to throw when not following suit.

    Keeps trumps and masters; throws the lowest card, from the shortest suit
    (making a void to ruff later) in a trump contract, from the longest
    hopeless suit in no trump.
    """
    eff = EFFECTIVE_SUIT[d]
    lengths = [0, 0, 0, 0]
    for c in hand:
        lengths[eff[c]] += 1
    best = -1
    best_key: tuple[int, int, int, int] = (99, 99, 99, 99)
    for c in sorted(set(hand), reverse=True):  # ties go to the highest face
        s = eff[c]
        is_trump = 1 if (d != NT and s == d) else 0
        master = 1
        for f in MEMBERS[d][s]:
            if f == c:
                break
            if out[f]:
                master = 0
                break
        length_key = lengths[s] if d != NT else -lengths[s]
        key = (is_trump, master, RANK_IN_SUIT[d][c], length_key)
        if key < best_key:
            best, best_key = c, key
    return best


def is_master(card: int, d: int, out: Sequence[int]) -> bool:
    """True if no card still out outranks ``card`` within its effective suit
    (R5, R7: an identical copy does not count)."""
    s = EFFECTIVE_SUIT[d][card]
    for f in MEMBERS[d][s]:
        if f == card:
            return True
        if out[f]:
            return False
    return True


def choose_card(
    d: int,
    seat: int,
    hand: Sequence[int],
    trick_seats: Sequence[int],
    trick_cards: Sequence[int],
    declarer: int,
    sitting_out: int,
    out: Sequence[int],
    voids: Sequence[int],
    held: Sequence[int],
) -> int:
    """The heuristic player's card (see the module docstring).

    Args:
        d: the contract's denomination, 0..3 trump suit, 4 no trump.
        seat: the seat to play (0..3, N E S W).
        hand: its cards in play (a multiset; must not be empty).
        trick_seats, trick_cards: the trick so far, in play order.
        declarer: the declarer's seat.
        sitting_out: the lone declarer's partner, or -1 (D5).
        out: ``out[face]`` copies of each face that this seat has not seen and
            that are not in its hand (possibly in other hands).
        voids: bitmask per seat of effective suits it has shown void in (R6).
        held: cards each seat holds in play now.

    Returns:
        A legal card face (R6).
    """
    eff = EFFECTIVE_SUIT[d]
    n_in_trick = len(trick_cards)
    if n_in_trick == 0:
        return _lead(_Ctx(d, out, voids, held), seat, hand, declarer, sitting_out)
    team = seat & 1
    later, later_opps = _LATER[sitting_out + 1][seat][n_in_trick]
    # the odds are needed only when an opponent plays after this seat
    beaten = _Ctx(d, out, voids, held).can_be_beaten if later_opps else _never_beaten

    led = eff[trick_cards[0]]
    table = STRENGTH[d][led]
    win_i = 0  # R7: the card winning so far (as ``winning_index``)
    win_str = table[trick_cards[0]]
    for i in range(1, n_in_trick):
        x = table[trick_cards[i]]
        if x > win_str:
            win_i, win_str = i, x
    win_card = trick_cards[win_i]
    partner_winning = trick_seats[win_i] & 1 == team
    following = [c for c in sorted(set(hand)) if eff[c] == led]

    if following:
        if partner_winning:
            if not beaten(win_card, led, later_opps):
                return _lowest(following, led, d)  # do not overtake partner
            secure = [c for c in following if table[c] > win_str and not beaten(c, led, later_opps)]
            return _lowest(secure or following, led, d)
        winners = [c for c in following if table[c] > win_str]
        if not winners:
            return _lowest(following, led, d)
        if not later_opps:
            return _lowest(winners, led, d)  # last to play: win as cheaply as possible
        secure = [c for c in winners if not beaten(c, led, later_opps)]
        if secure:
            return _lowest(secure, led, d)
        if seat ^ 2 in later:
            return _lowest(following, led, d)  # second hand low
        return max(winners, key=lambda c: table[c])  # third hand high

    # Void in the suit led.
    trumps = [c for c in sorted(set(hand)) if eff[c] == d] if d != NT else []
    if partner_winning:
        if not beaten(win_card, led, later_opps):
            return _discard(hand, d, out)  # never trump partner's winning trick
        if trumps and eff[win_card] != d:
            secure = [c for c in trumps if not beaten(c, led, later_opps)]
            if secure:
                return _lowest(secure, led, d)
        return _discard(hand, d, out)
    ruffs = [c for c in trumps if table[c] > win_str]
    if ruffs:
        if not later_opps:
            return _lowest(ruffs, led, d)
        secure = [c for c in ruffs if not beaten(c, led, later_opps)]
        return _lowest(secure or ruffs, led, d)
    return _discard(hand, d, out)


def _lead(ctx: _Ctx, seat: int, hand: Sequence[int], declarer: int, sitting_out: int) -> int:
    """The opening card of a trick (R8), scored candidate by candidate."""
    d = ctx.d
    out = ctx.out
    voids = ctx.voids
    held = ctx.held
    trumps_out = ctx.trumps_out
    eff = EFFECTIVE_SUIT[d]
    team = seat & 1
    declaring = declarer & 1 == team
    partner = seat ^ 2
    partner_plays = partner != sitting_out
    opps = [x for x in (seat ^ 1, seat ^ 3) if x != sitting_out and held[x] > 0]
    # The order after me: left opponent, partner, right opponent.
    left = (seat + 1) & 3
    lengths = [0, 0, 0, 0]
    for c in hand:
        lengths[eff[c]] += 1
    opp_trumps = 0.0
    if d != NT and trumps_out:
        for o in opps:
            opp_trumps += 1.0 - ctx.void(o, d)
    my_trumps = lengths[d] if d != NT else 0
    risk_of = [-1.0, -1.0, -1.0, -1.0]

    ranks = RANK_IN_SUIT[d]
    members = MEMBERS[d]
    best = -1
    best_score = -1e9
    for c in sorted(set(hand)):
        s = eff[c]
        rank = ranks[c]
        # cards out above it in its suit (R7: a copy of it does not count)
        higher_out = 0
        for f in members[s]:
            if f == c:
                break
            higher_out += out[f]
        master = higher_out == 0  # as :func:`is_master` (counts are never negative)
        if d != NT and s == d:
            if trumps_out == 0 or opp_trumps < 0.05:
                # Trumps are all drawn: a trump lead wins, but keep trumps to
                # ruff with; cash side masters first.
                score = 30.0 + rank * 0.01
            elif declaring:
                if master:
                    score = 60.0 - rank * 0.1  # draw trumps with the lowest master
                elif seat == declarer and my_trumps >= 3 and my_trumps * 2 >= trumps_out:
                    score = 25.0 - rank * 0.1  # long trumps: pull theirs
                else:
                    score = -5.0 - rank * 0.1
            else:
                score = 40.0 - rank * 0.1 if master else -30.0 - rank * 0.1
        else:
            risk = risk_of[s]
            if risk < 0.0:
                risk = 0.0
                for o in opps:
                    r = ctx.ruff_risk(o, s)
                    if r > risk:
                        risk = r
                risk_of[s] = risk
            if master:
                score = 50.0 - 60.0 * risk + lengths[s] * 0.1
            else:
                score = 10.0 - rank * 0.5 - 40.0 * risk
                if (
                    partner_plays
                    and d != NT
                    and voids[partner] >> s & 1
                    and held[partner] > 0
                    and ctx.void(partner, d) < 0.5
                ):
                    score += 20.0  # partner can ruff
                if d == NT:
                    score += lengths[s] * 1.5  # establish the long suit
                else:
                    # Leading from a short suit makes a void to ruff with later.
                    if my_trumps > 0 and not declaring:
                        score += 2.0 - lengths[s]
                    # Do not lead away from a card that may become master.
                    if lengths[s] >= 2 and rank >= 3 and len(hand) > 2:
                        score -= 4.0
                if not declaring and left == declarer:
                    score += 3.0  # lead through the declarer's strength
                # The more cards out above it, the less this card is worth leading.
                score -= higher_out * 0.3
        if score > best_score or (score == best_score and c < best):
            best, best_score = c, score
    return best
