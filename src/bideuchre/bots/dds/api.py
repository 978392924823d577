"""Python side of the compiled solver: encode a position, call the kernel.

See the package docstring (:mod:`bideuchre.bots.dds`) for the public API.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np

from .search import ab, card_values, mtd
from .tables import FACE_RANK, FACE_SUIT, SLOT_FACE

NT = 4
_NO_LIMIT = (1 << 63) - 1
#: positions with more tricks left than this spread each shape's table
#: entries over buckets by the top ranks' holders (``H[11]``, :mod:`.ttable`)
_SPLIT_ABOVE = 6
#: shallower searches (single deck, a double-deck hand's last tricks) use
#: only the first ``2 ** _SHALLOW_BITS`` slots of the table: they store few
#: entries, and a small region stays in the processor's caches from one
#: call to the next where the whole table would not
_SHALLOW_BITS = 12
# the encoding tables as Python lists: indexing them is several times
# cheaper than indexing NumPy arrays from Python (the per-call cost counts
# for single-deck positions, solved in a fraction of a millisecond)
_FACE_SUIT: list[list[int]] = FACE_SUIT.tolist()
_FACE_RANK: list[list[int]] = FACE_RANK.tolist()
_SLOT_FACE: list[list[int]] = SLOT_FACE.tolist()


class SolveBudgetExceeded(RuntimeError):
    """A solve stopped after visiting its ``max_nodes`` positions, before
    finding the answer (no answer is given; the solver stays usable).

    Attributes:
        max_nodes: the budget that ran out (positions searched).
    """

    def __init__(self, max_nodes: int) -> None:
        super().__init__(f"open-hand solve stopped after {max_nodes} positions")
        self.max_nodes = max_nodes


class DDSolver:
    """One solver with its own transposition table (not thread-safe: use
    one per thread, as :func:`solver` does).

    Args:
        table_bits: the table holds ``2 ** table_bits`` entries (18: about 20 MB with its directory
            of shapes; at least 2 ** 8 are made). Entries stay valid from one call to the next while
            the trump suit and the seat sitting out are the same (the keys hold the whole position,
            in relative ranks), so related positions (the cards of one deal, one hand played on)
            share work.

    Attributes:
        nodes: positions searched since construction.
    """

    def __init__(self, table_bits: int = 18) -> None:
        size = 1 << max(table_bits, 8)  # a bucket is WAYS (64) slots
        # filled now rather than left to the first touch of each page, so a
        # solve does not pay for the memory pages it meets first
        self._tk = np.full((size, 8), 0, dtype=np.int64)
        self._ti = np.full((size, 4), 0, dtype=np.int8)
        self._tg = np.full(size, 0, dtype=np.int32)
        # the shapes' directory: one row (shape, suit sets, last use,
        # generation) per shape, an eighth as many rows as entries
        self._td = np.full((size >> 3, 5), 0, dtype=np.int64)
        self._mv = np.zeros((64, 64), dtype=np.int64)
        self._h = np.zeros(12, dtype=np.int64)
        self._h[6] = 0
        self._mask = size - 1
        self._h[8] = size - 1
        self._h[9] = _NO_LIMIT
        self._config = (-2, -2)
        self.nodes = 0

    def clear(self) -> None:
        """Forget every table entry (constant time: a new generation)."""
        self._h[6] += 1

    def _encode(
        self,
        d: int,
        hands: Sequence[Sequence[int]],
        to_act: int,
        trick_seats: Sequence[int],
        trick_cards: Sequence[int],
        sitting_out: int,
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if not 0 <= d <= NT:
            raise ValueError(f"denomination {d} is not 0..4")
        if len(hands) < 4:
            raise ValueError("four hands are needed (N, E, S, W)")
        if len(trick_seats) != len(trick_cards):
            raise ValueError("trick_seats and trick_cards differ in length")
        fs = _FACE_SUIT[d]
        fr = _FACE_RANK[d]
        m1 = [0] * 16
        m2 = [0] * 16
        for seat in range(4):
            if seat == sitting_out:
                continue
            for f in hands[seat]:
                i = seat * 4 + fs[f]
                bit = 1 << fr[f]
                if m2[i] & bit:
                    raise ValueError(f"seat {seat} holds more than two of card {f}")
                if m1[i] & bit:
                    m2[i] |= bit
                else:
                    m1[i] |= bit
        tl = [0] * 12
        for j, (seat, f) in enumerate(zip(trick_seats, trick_cards, strict=True)):
            tl[j] = seat
            tl[4 + j] = fs[f]
            tl[8 + j] = fr[f]
        tsize = 3 if sitting_out >= 0 else 4
        n = len(trick_cards)
        left = len(hands[to_act])
        if n >= tsize or left == 0:
            raise ValueError("no card to play in this position")
        for j in range(tsize - n):  # the seats still to play this trick
            seat = (to_act + j) % 4 if sitting_out < 0 else _nth(to_act, j, sitting_out)
            if len(hands[seat]) != left:
                raise ValueError(f"seat {seat} holds {len(hands[seat])} cards, expected {left}")
        for seat in trick_seats:
            if len(hands[seat]) != left - 1:
                raise ValueError(f"seat {seat} played to the trick but holds {len(hands[seat])}")
        h = self._h
        trump = -1 if d == NT else d
        if self._config != (trump, sitting_out):
            self._config = (trump, sitting_out)
            h[6] += 1
        h[0] = to_act
        h[1] = n
        h[2] = left
        h[3] = trump
        h[4] = sitting_out
        h[5] = tsize
        # deep searches spread a shape's entries over buckets (:mod:`.ttable`)
        deep = left > _SPLIT_ABOVE
        h[11] = 1 if deep else 0
        h[8] = self._mask if deep else min(self._mask, (1 << _SHALLOW_BITS) - 1)
        return (
            np.array(m1, dtype=np.int64),
            np.array(m2, dtype=np.int64),
            np.array(tl, dtype=np.int64),
        )

    def card_tricks(
        self,
        denomination: int,
        hands: Sequence[Sequence[int]],
        to_act: int,
        trick_seats: Sequence[int] = (),
        trick_cards: Sequence[int] = (),
        sitting_out: int = -1,
        max_nodes: int | None = None,
    ) -> dict[int, int]:
        """Tricks the side of ``to_act`` takes from now to the end of the hand
        (the trick in progress included) after each distinct legal card (R6),
        everyone then playing perfectly: ``{face: tricks}``.

        Args:
            denomination: 0..3 trump suit (``Suit`` values), 4 no trump.
            hands: cards (faces 0..23) held by N, E, S, W (seat 0..3).
            trick_seats, trick_cards: the trick in progress, in play order.
            sitting_out: a lone declarer's partner (D5), or -1.
            max_nodes: stop after searching this many positions (a work
                limit: about 3 million a second compiled); None: no limit.

        Raises:
            ValueError: for a position that cannot arise.
            SolveBudgetExceeded: ``max_nodes`` ran out first.
        """
        m1, m2, t = self._encode(denomination, hands, to_act, trick_seats, trick_cards, sitting_out)
        cards = np.zeros(16, dtype=np.int64)
        values = np.zeros(16, dtype=np.int64)
        h = self._h
        before = self._budget(max_nodes)
        n = card_values(
            m1, m2, h, t, self._tk, self._ti, self._tg, self._td, self._mv, cards, values
        )
        self._spent(before, max_nodes)
        left = int(h[2])
        faces = _SLOT_FACE[denomination]
        cl = cards.tolist()
        vl = values.tolist()
        if to_act & 1 == 0:
            return {faces[cl[i]]: vl[i] for i in range(n)}
        return {faces[cl[i]]: left - vl[i] for i in range(n)}

    def tricks(
        self,
        denomination: int,
        hands: Sequence[Sequence[int]],
        to_act: int,
        trick_seats: Sequence[int] = (),
        trick_cards: Sequence[int] = (),
        sitting_out: int = -1,
        guess: int = -1,
        max_nodes: int | None = None,
    ) -> int:
        """Tricks the side of ``to_act`` takes from now on with perfect play
        (the best of :meth:`card_tricks`, found without valuing every card).

        ``guess`` (that side's expected tricks, -1: half) only changes the
        speed.  Arguments (``max_nodes`` included) and errors as
        :meth:`card_tricks`.
        """
        m1, m2, t = self._encode(denomination, hands, to_act, trick_seats, trick_cards, sitting_out)
        h = self._h
        left = int(h[2])
        mine = to_act & 1 == 0
        g = (left + 1) // 2 if guess < 0 else (guess if mine else left - guess)
        before = self._budget(max_nodes)
        v = int(mtd(m1, m2, h, t, self._tk, self._ti, self._tg, self._td, self._mv, 0, g))
        self._spent(before, max_nodes)
        return v if mine else left - v

    def reaches(
        self,
        denomination: int,
        hands: Sequence[Sequence[int]],
        to_act: int,
        target: int,
        trick_seats: Sequence[int] = (),
        trick_cards: Sequence[int] = (),
        sitting_out: int = -1,
        max_nodes: int | None = None,
    ) -> bool:
        """True when the side of ``to_act`` takes at least ``target`` tricks
        from now on with perfect play: one null-window test, cheaper than
        :meth:`tricks` (e.g. "does the lone declarer take every trick?", D5).
        Arguments (``max_nodes`` included) and errors as :meth:`card_tricks`.
        """
        m1, m2, t = self._encode(denomination, hands, to_act, trick_seats, trick_cards, sitting_out)
        h = self._h
        left = int(h[2])
        mine = to_act & 1 == 0
        # North-South take >= g, or (East-West to act) fewer than left - target + 1
        g = target if mine else left - target + 1
        before = self._budget(max_nodes)
        found = bool(ab(m1, m2, h, t, self._tk, self._ti, self._tg, self._td, self._mv, 0, g))
        self._spent(before, max_nodes)
        return found if mine else not found

    def _budget(self, max_nodes: int | None) -> int:
        """Arm the node limit for one call; the node counter before it."""
        h = self._h
        before = int(h[7])
        if max_nodes is not None and max_nodes < 0:
            raise ValueError(f"max_nodes {max_nodes} is negative")
        h[9] = _NO_LIMIT if max_nodes is None else min(_NO_LIMIT, before + max_nodes)
        h[10] = 0
        return before

    def _spent(self, before: int, max_nodes: int | None) -> None:
        """Count the call's nodes; raise when its budget ran out."""
        h = self._h
        self.nodes += int(h[7]) - before
        h[9] = _NO_LIMIT
        if h[10]:
            h[10] = 0
            raise SolveBudgetExceeded(max_nodes if max_nodes is not None else 0)


def _nth(seat: int, j: int, out: int) -> int:
    """The ``j``-th seat from ``seat`` clockwise, skipping ``out``."""
    for _ in range(j):
        seat = (seat + 1) % 4
        if seat == out:
            seat = (seat + 1) % 4
    return seat


_local = threading.local()


def solver() -> DDSolver:
    """This thread's solver (created on first use)."""
    s: DDSolver | None = getattr(_local, "solver", None)
    if s is None:
        s = DDSolver()
        _local.solver = s
    return s
