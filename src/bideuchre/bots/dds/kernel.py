"""The compiled open-hand search: alpha-beta on a null window over bitmasks.

Every function here is compiled by :func:`._jit.jit` (numba, GIL released) and
runs unchanged as plain Python with ``NUMBA_DISABLE_JIT=1``.  The Python API
in :mod:`.api` builds the arrays below; nothing else should call in here.

State (all ``int64`` NumPy arrays, changed in place and restored on return):

* ``M1[seat * 4 + suit]``, ``M2[...]``: bit ``r`` of ``M1`` set when the seat
  holds at least one card of effective suit ``suit`` (R4) and compact rank
  ``r`` (0 lowest, R5; see :mod:`.tables`), bit ``r`` of ``M2`` when it holds
  two (double deck).  A lone partner's masks are empty (D5).
* ``H``: ``H[0]`` seat to act, ``H[1]`` cards in the trick, ``H[2]`` tricks
  not yet complete (the current one included), ``H[3]`` trump suit or -1,
  ``H[4]`` seat sitting out or -1, ``H[5]`` cards a trick (4, or 3 alone),
  ``H[6]`` table generation, ``H[7]`` node counter, ``H[8]`` table mask,
  ``H[9]`` node limit (the search stops before ``H[7]`` passes it), ``H[10]``
  set to 1 when it stopped there (the answer is then void, and ``M1``, ``M2``,
  ``T``, ``H[0:3]`` are left mid-search: the caller encodes afresh; the table
  only ever holds results of finished sub-searches, so it stays sound),
  ``H[11]`` 1 when the table spreads a shape's entries over buckets (deep
  searches, :mod:`.ttable`), 0 for one bucket a shape.
* ``T``: the trick in progress, ``T[j]`` seat, ``T[4 + j]`` suit, ``T[8 + j]``
  rank of its ``j``-th card.
* ``MV[depth]``: moves at each depth (columns 0..15), a saved copy of
  the trick (16..27), the node's groups of equivalent cards (28..29), the
  search frame (32..47, :mod:`.search`) and the move scores (48..63).
* ``TK``, ``TI``, ``TG``, ``TD``: the transposition table and its
  directory of shapes (:mod:`.ttable`).

Algorithm (after the bridge double-dummy solvers, e.g. Haglund's DDS and
Ginsberg's GIB; Plaat et al.'s MTD(f) for the root):

* :func:`ab` answers one yes/no question, "do North-South take at least
  ``target`` of the remaining tricks?" (a null-window alpha-beta search).  The
  root drivers (:func:`value_root`, :func:`card_values`) find exact values by
  a few such questions stepping from a guess (MTD(f)).
* At each trick boundary the position is looked up in a transposition
  table keyed by *relative* ranks (ranks nobody holds any more squeezed
  out), matched only on the top ranks of each suit its result depended on
  (the *winning ranks* of partition search, :mod:`.ttable`): positions that
  differ in which cards are gone, or in who holds the small cards, share an
  entry.  Entries hold bounds on North-South's tricks and the best lead.
* Equivalent cards are searched once: cards of one suit in one hand with no
  card of another seat, or lying in the trick, ranked between them
  (identical copies included; a copy held elsewhere or already in the trick
  splits them, since the first of two identical cards wins, R7).
* Quick bounds: a side cannot take more tricks than remain; at a trick
  boundary the leader's side is credited with the winners the leader can
  cash (:func:`quick_tricks`) and each side with its sure trumps
  (:func:`sure_trumps`: a seat's trumps above all the other side's but
  its ``j`` highest, less ``j``), which settles many targets without a
  search; where those do not settle it, the winners the partner cashes
  after an entry (:func:`partner_tricks`); when the leader's side needs
  every trick left, DDS's later-tricks bounds (:func:`later_tricks`: with
  no trump in play, too few tricks in the suits it heads; in trump, a
  guarded high trump just after its top trump).  Inside a trick, when the
  side of the second seat needs one more trick, whether it surely wins
  this one (:func:`second_hand_wins`, DDS's quick trick for the second
  hand).
* Move ordering: the table's best lead; winners cashed before small cards
  (side-suit winners before top trumps: measured fewer nodes);
  when the opponents hold the trick, the lowest card that beats it (tried
  first in every seat: measured better than the highest before the last
  seat); the lowest card when the partner already wins or nothing wins;
  second seat low when the partner, last, beats the card led and all the
  third seat's cards of the suit; third seat, the partner's card winning,
  the lowest card above the fourth seat's best of the suit when that one
  would beat the partner (both measured: fewer nodes); in a lone hand's
  three-card trick the middle seat by the same two rules.
"""

from __future__ import annotations

import numpy as np

from ._jit import jit
from .ttable import threshold


@jit
def next_seat(s: int, out: int) -> int:
    """The seat after ``s`` clockwise, skipping a lone partner (D5)."""
    s = (s + 1) & 3
    if s == out:
        s = (s + 1) & 3
    return s


@jit
def remove_card(M1: np.ndarray, M2: np.ndarray, i: int, r: int) -> None:
    """Take one card of rank ``r`` from holding ``i`` (``seat * 4 + suit``)."""
    bit = 1 << r
    if M2[i] & bit:
        M2[i] ^= bit
    else:
        M1[i] ^= bit


@jit
def add_card(M1: np.ndarray, M2: np.ndarray, i: int, r: int) -> None:
    """Give back one card of rank ``r`` to holding ``i``."""
    bit = 1 << r
    if M1[i] & bit:
        M2[i] |= bit
    else:
        M1[i] |= bit


@jit
def strength(s: int, r: int, led: int, trump: int) -> int:
    """Trick strength (R7): trumps above the suit led, other suits -1."""
    if s == trump:
        return 16 + r
    if s == led:
        return r
    return -1


@jit
def trick_winner(T: np.ndarray, n: int, trump: int) -> int:
    """Index in the trick of its winning card (R7: strict ``>``, so of two
    identical cards the first played wins)."""
    led = T[4]
    best = 0
    bs = strength(T[4], T[8], led, trump)
    for j in range(1, n):
        sj = strength(T[4 + j], T[8 + j], led, trump)
        if sj > bs:
            best = j
            bs = sj
    return best


@jit
def top_bit(x: int) -> int:
    """Index of the highest set bit of ``0 < x < 256``."""
    r = 7
    while not (x >> r) & 1:
        r -= 1
    return r


@jit
def last_trick(M1: np.ndarray, H: np.ndarray, T: np.ndarray) -> tuple[int, int]:
    """1 if North-South win the last trick (one card each, forced), else 0;
    and the winning ranks it depended on (:func:`trick_ranks`).
    Overwrites ``T`` (callers keep a copy of a trick they still need)."""
    p = H[0]
    out = H[4]
    tsize = H[5]
    trump = H[3]
    q = p
    for j in range(tsize):
        for s in range(4):
            if M1[q * 4 + s]:
                T[j] = q
                T[4 + j] = s
                T[8 + j] = top_bit(M1[q * 4 + s])
                break
        q = next_seat(q, out)
    j = trick_winner(T, tsize, trump)
    return (1 if (T[j] & 1) == 0 else 0), trick_ranks(T, tsize, j)


@jit
def trick_ranks(T: np.ndarray, n: int, w: int) -> int:
    """The winning ranks a complete trick of ``n`` cards won by its ``w``-th
    card depends on: that card's rank and up in its suit when another card
    of the suit lies in the trick (it won by its rank, R7), else none (a
    lone trump or the only card of the suit led wins whatever its rank)."""
    for j in range(n):
        if j != w and T[4 + j] == T[4 + w]:
            return threshold(T[4 + w], T[8 + w])
    return 0


@jit
def save_trick(T: np.ndarray, row: np.ndarray) -> None:
    """Copy the trick into ``row[16:28]`` (a completed trick is overwritten
    by the next one as the search goes deeper)."""
    for j in range(12):
        row[16 + j] = T[j]


@jit
def restore_trick(T: np.ndarray, row: np.ndarray) -> None:
    """Undo :func:`save_trick`."""
    for j in range(12):
        T[j] = row[16 + j]


@jit
def count(M1: np.ndarray, M2: np.ndarray, i: int, r: int) -> int:
    """Cards of holding ``i`` (``seat * 4 + suit``) of rank ``r`` or above."""
    x = M1[i] >> r
    y = M2[i] >> r
    c = 0
    while x:
        x &= x - 1
        c += 1
    while y:
        y &= y - 1
        c += 1
    return c


@jit
def sure_trumps(M1: np.ndarray, M2: np.ndarray, trump: int, side: int) -> tuple[int, int]:
    """Tricks side ``side`` (0 North-South, 1 East-West) is sure of in trump,
    whoever leads, and the winning ranks that count depends on.

    One seat's cards go to different tricks.  Take the other side's ``j``
    highest trump cards (copies counted one by one): a trump of this side
    ranked above all the other side's trumps but those ``j`` wins every
    trick it is played to that holds none of them (R7), and the ``j`` lie
    in at most ``j`` tricks; so a seat holding ``x`` such trumps gives the
    side ``x - j`` tricks.  The best over ``j`` and the two seats (``j`` =
    0: the trumps above every trump of the other side; ``j`` = all of
    them: the seat's trump count less the other side's, which depends on
    no rank)."""
    if trump < 0:
        return 0, 0
    o1 = (1 - side) * 4 + trump
    o2 = (3 - side) * 4 + trump
    a = side * 4 + trump
    b = (side + 2) * 4 + trump
    other = M1[o1] | M1[o2]
    na = count(M1, M2, a, 0)
    nb = count(M1, M2, b, 0)
    most = na if na > nb else nb
    best = 0
    wr = 0
    j = 0  # the other side's trumps above rank r
    r = 7
    while most - j > best:
        low = other & ((1 << r) - 1)
        if low == 0:  # all of the other side's trumps counted in j
            best = most - j
            wr = 0
            break
        r = top_bit(low)
        x = count(M1, M2, a, r + 1)
        y = count(M1, M2, b, r + 1)
        if y > x:
            x = y
        if x - j > best:
            best = x - j
            wr = threshold(trump, r)
        j += ((M1[o1] >> r) & 1) + ((M2[o1] >> r) & 1) + ((M1[o2] >> r) & 1) + ((M2[o2] >> r) & 1)
    return best, wr


@jit
def quick_tricks(M1: np.ndarray, M2: np.ndarray, trump: int, p: int, need: int) -> tuple[int, int]:
    """Tricks the side of ``p``, on lead to an empty trick, is sure of by
    cashing ``p``'s own winners (after DDS's quick tricks, simplified).

    Trumps ranked at least as high as every other seat's trump win (an
    identical copy played later loses, R7) and keep the lead (the partner
    cannot be forced to overtake).  When those are as many as the longest
    opponent trump holding, or there is no trump, the opponents are then
    out of trump; if the partner holds no trump either (so cannot be forced
    to ruff), ``p`` also cashes the rest of its trumps and, in each other
    suit, its cards ranked at least as high as every other seat's card of
    that suit (all of them where nobody else holds any, or where those
    winners are at least as many as every other seat's cards of the suit:
    each winner takes one card from each seat holding the suit, so the
    others are then out of it and nobody can ruff; this adds no winning
    rank, the lengths are in the shape).  Otherwise ``p`` cashes such
    side-suit winners first, as long as each opponent holding a trump still follows
    suit (no more of them than that opponent's cards of the suit), in suits
    where the partner follows or holds no trump (a partner void in the suit
    with a trump could have only trumps left and be forced to ruff, taking
    the lead), then the top trumps (nobody has ruffed, so they still win).
    Counted up to ``need`` (side suits nobody else holds first: they add
    no winning ranks); also the winning ranks of what was counted."""
    o1 = (p + 1) & 3
    o2 = (p + 3) & 3
    pa = (p + 2) & 3
    q = 0
    wr = 0
    drawn = True
    if trump >= 0:
        ot = M1[o1 * 4 + trump] | M1[o2 * 4 + trump] | M1[pa * 4 + trump]
        r = 0
        if ot:
            r = top_bit(ot)
            wr = threshold(trump, r)
        q = count(M1, M2, p * 4 + trump, r)
        la = count(M1, M2, o1 * 4 + trump, 0)
        lb = count(M1, M2, o2 * 4 + trump, 0)
        drawn = q >= la and q >= lb and M1[pa * 4 + trump] == 0
        if drawn:  # nobody else holds a trump once those are cashed
            q = count(M1, M2, p * 4 + trump, 0)
    for free in (True, False):  # suits nobody else holds add no ranks
        for s in range(4):
            if q >= need:
                return q, wr
            if s == trump or M1[p * 4 + s] == 0:
                continue
            os = M1[o1 * 4 + s] | M1[o2 * 4 + s] | M1[pa * 4 + s]
            if (os == 0) != free:
                continue
            r = 0
            if os:
                r = top_bit(os)
            w = count(M1, M2, p * 4 + s, r)
            if w and not drawn:
                if M1[pa * 4 + s] == 0 and M1[pa * 4 + trump]:
                    w = 0
                if M1[o1 * 4 + trump]:
                    w = min(w, count(M1, M2, o1 * 4 + s, 0))
                if M1[o2 * 4 + trump]:
                    w = min(w, count(M1, M2, o2 * 4 + s, 0))
            if w and drawn and os:  # the others out of the suit: the rest win too
                m = count(M1, M2, o1 * 4 + s, 0)
                m = max(m, count(M1, M2, o2 * 4 + s, 0))
                if w >= max(m, count(M1, M2, pa * 4 + s, 0)):
                    w = count(M1, M2, p * 4 + s, 0)
            if w:
                q += w
                if os:
                    wr |= threshold(s, r)
    return q, wr


@jit
def partner_tricks(
    M1: np.ndarray, M2: np.ndarray, trump: int, p: int, need: int
) -> tuple[int, int]:
    """Tricks the side of ``p``, on lead to an empty trick, is sure of by
    leading to the partner's winners (after DDS's quick tricks through an
    entry), counted up to ``need``: when nobody but the partner holds a
    trump (or there is none), ``p`` leads a suit it holds in which the
    partner holds cards ranked above every other seat's card of the suit;
    each of those wins a trick (the first on ``p``'s lead, the rest on the
    partner's), and the partner, on lead, then cashes in the other suits its
    cards ranked at least as high as every other seat's (all of them where
    nobody else holds the suit; an identical copy played later loses, R7).
    Nobody can ruff, so each such card takes a trick; and where those
    winners of a suit are at least as many as each other seat's cards of
    it, the partner's lower cards of the suit too (each winner took a card
    from every seat holding the suit: the others are then out of it; this
    adds no winning rank, the lengths are in the shape).  Also the winning
    ranks of the suits counted (those nobody else holds first, as they add
    none: the shape says so).  0 when no suit gives an entry."""
    o1 = (p + 1) & 3
    o2 = (p + 3) & 3
    pa = (p + 2) & 3
    if trump >= 0 and (M1[o1 * 4 + trump] | M1[o2 * 4 + trump] | M1[p * 4 + trump]):
        return 0, 0
    for s in range(4):
        if M1[p * 4 + s] == 0 or M1[pa * 4 + s] == 0:
            continue
        os = M1[o1 * 4 + s] | M1[o2 * 4 + s] | M1[p * 4 + s]
        r = top_bit(os)
        w = count(M1, M2, pa * 4 + s, r + 1)
        if w == 0:
            continue
        m = max(count(M1, M2, o1 * 4 + s, 0), count(M1, M2, o2 * 4 + s, 0))
        if w >= max(m, count(M1, M2, p * 4 + s, 0)):
            w = count(M1, M2, pa * 4 + s, 0)
        tot = w
        wr = threshold(s, r)
        for t in range(4):  # suits nobody else holds: no winning ranks
            if t != s and M1[pa * 4 + t] and not (M1[o1 * 4 + t] | M1[o2 * 4 + t] | M1[p * 4 + t]):
                tot += count(M1, M2, pa * 4 + t, 0)
        for t in range(4):
            if tot >= need:
                break
            ot = M1[o1 * 4 + t] | M1[o2 * 4 + t] | M1[p * 4 + t]
            if t == s or M1[pa * 4 + t] == 0 or ot == 0:
                continue
            rt = top_bit(ot)
            c = count(M1, M2, pa * 4 + t, rt)
            if c:
                m = max(count(M1, M2, o1 * 4 + t, 0), count(M1, M2, o2 * 4 + t, 0))
                if c >= max(m, count(M1, M2, p * 4 + t, 0)):
                    c = count(M1, M2, pa * 4 + t, 0)
                tot += c
                wr |= threshold(t, rt)
        if tot >= need:
            return tot, wr
    return 0, 0


@jit
def later_tricks(
    M1: np.ndarray, M2: np.ndarray, trump: int, p: int, out: int, left: int
) -> tuple[bool, int]:
    """Whether the side of ``p``, on lead to an empty trick, surely fails
    to take all ``left`` remaining tricks; with trumps in play as
    :func:`trump_later_tricks`.  With no trump left in play (or none at
    all), whether it surely fails to take all ``left``
    remaining tricks (Haglund's DDS "later tricks", LaterTricksMIN/MAX, in
    no trump); also the winning ranks that depends on.

    Every trick must then be led and won by that side.  A trick led in a
    suit whose top rank the side holds (at least one copy) takes a card of
    that suit from each of the side's hands holding it, so such leads are
    at most the longer of its two holdings of the suit; summed over those
    suits, when that is less than ``left`` some trick must be led in a suit
    whose every copy of the top rank the opponents hold, and they win it
    unless squeezed out of their top cards, which (DDS's argument) needs a
    long suit headed by the side itself.  The ranks: the top rank of each
    suit the opponents head (none where a single seat holds the whole
    suit: the shape says so); the suits the side heads need none (an
    opponent heading one in a matching position only lowers the sum)."""
    pa = (p + 2) & 3
    if trump >= 0 and (M1[trump] | M1[4 + trump] | M1[8 + trump] | M1[12 + trump]):
        return trump_later_tricks(M1, M2, trump, p, out)
    total = 0
    wr = 0
    for s in range(4):
        u = M1[s] | M1[4 + s] | M1[8 + s] | M1[12 + s]
        if u == 0:
            continue
        r = top_bit(u)
        if ((M1[p * 4 + s] | M1[pa * 4 + s]) >> r) & 1:
            a = count(M1, M2, p * 4 + s, 0)
            b = count(M1, M2, pa * 4 + s, 0)
            total += a if a > b else b
            if total >= left:
                return False, 0
        else:
            holders = 0
            for q in range(4):
                if M1[q * 4 + s]:
                    holders += 1
            if holders > 1:
                wr |= threshold(s, r)
    return True, wr


@jit
def trump_later_tricks(
    M1: np.ndarray, M2: np.ndarray, trump: int, p: int, out: int
) -> tuple[bool, int]:
    """Whether the opponents of ``p``'s side, ``p`` on lead to an empty
    trick, surely take a trick in trump (after DDS's LaterTricksMIN/MAX
    with a trump suit: a guarded second-best trump behind the top one);
    also the winning ranks that depends on (the trump ranks above the
    side's second highest trump).

    Let ``A`` be the side's highest trump card, a single card (a second
    copy of its rank would be the side's second highest), and call a trump
    *high* when it ranks strictly above every other trump of the side.  An
    opponent ``Y`` holding a high trump and another trump, ``A`` held by
    the seat playing just before ``Y`` in every trick the side leads (so
    until the opponents win one), takes a trick: whenever ``Y`` must play a
    trump it plays the other one under ``A``, after which its high trump is
    above every trump of the side and wins a trick when played, and the
    high one when ``A`` was not played (the seats after ``Y`` hold nothing
    above it, R7).  (Two high trumps in one hand: :func:`sure_trumps`.)"""
    pa = (p + 2) & 3
    mine = M1[p * 4 + trump] | M1[pa * 4 + trump]
    if mine == 0:
        return False, 0
    ra = top_bit(mine)
    if count(M1, M2, p * 4 + trump, ra) + count(M1, M2, pa * 4 + trump, ra) > 1:
        return False, 0  # two copies of the top rank: no single A
    rest = mine & ~(1 << ra)
    lo = top_bit(rest) + 1 if rest else 0
    holder = p if (M1[p * 4 + trump] >> ra) & 1 else pa
    y = next_seat(holder, out)
    if (y & 1) == (p & 1):
        return False, 0
    if count(M1, M2, y * 4 + trump, lo) >= 1 and count(M1, M2, y * 4 + trump, 0) >= 2:
        return True, threshold(trump, lo)
    return False, 0


@jit
def second_hand_wins(M1: np.ndarray, T: np.ndarray, trump: int, p: int) -> tuple[bool, int]:
    """Whether the side of ``p``, second to play to a trick of four cards,
    surely wins it (after DDS's quick tricks for the second hand); also the
    winning ranks that depends on.

    The seats still to play are ``p``, then the leader's partner ``x``,
    then ``p``'s partner.  In a side suit led, when ``p`` or its partner
    is void in it and holds a trump while ``x`` cannot ruff (it holds the
    suit, or no trump), the side ruffs and nobody can overruff: no rank
    matters (the shape says who is void).  Otherwise, when ``x`` cannot
    ruff and the side holds a card of the suit led ranked strictly above
    the card led and every card ``x`` holds of it, that card wins whoever
    of the two holds it (strictly: of two identical cards the first
    played wins, R7): the ranks of the suit from that card up."""
    s = T[4]
    x = (p + 1) & 3
    y = (p + 2) & 3
    xs = M1[x * 4 + s]
    if trump >= 0 and s != trump:
        if xs == 0 and M1[x * 4 + trump]:
            return False, 0  # x can ruff
        if (M1[p * 4 + s] == 0 and M1[p * 4 + trump]) or (M1[y * 4 + s] == 0 and M1[y * 4 + trump]):
            return True, 0
    u = M1[p * 4 + s] | M1[y * 4 + s]
    if u == 0:
        return False, 0
    t = top_bit(u)
    if t > T[8] and (xs == 0 or t > top_bit(xs)):
        return True, threshold(s, t)
    return False, 0
