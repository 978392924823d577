"""Precomputed card tables the bots index in their inner loops.

Built once from the engine's :mod:`~bideuchre.engine.trump` tables (R4, R5,
R7), so bowers still live in one place; this module only arranges them the way
card-play code wants them: the members of each effective suit from high to
low, and which faces beat which.

Every table is indexed by denomination ``d`` (0..3 a trump suit, 4 no trump)
and card face ``0..23`` (``suit * 6 + rank``).
"""

from __future__ import annotations

from typing import Final

from ..engine.trump import EFFECTIVE_SUIT, RANK_IN_SUIT, STRENGTH

NT: Final = 4


def _members(d: int, s: int) -> tuple[int, ...]:
    faces = [c for c in range(24) if EFFECTIVE_SUIT[d][c] == s]
    faces.sort(key=lambda c: -RANK_IN_SUIT[d][c])
    return tuple(faces)


#: ``MEMBERS[d][s]``: faces belonging to effective suit ``s`` under ``d``,
#: strongest first (R4, R5).
MEMBERS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(_members(d, s) for s in range(4)) for d in range(5)
)

#: ``TRUMPS[d]``: the trump faces under ``d``, strongest first (empty in NT).
TRUMPS: Final[tuple[tuple[int, ...], ...]] = tuple(
    MEMBERS[d][d] if d != NT else () for d in range(5)
)

#: ``BEATERS[d][led][c]``: faces that beat ``c`` when ``led`` is the suit led,
#: i.e. whose trick strength is strictly greater (R7: of two identical cards
#: the first played wins, so an identical copy never beats ``c``).
BEATERS: Final[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(f for f in range(24) if STRENGTH[d][led][f] > STRENGTH[d][led][c])
            for c in range(24)
        )
        for led in range(4)
    )
    for d in range(5)
)

#: ``HIGHER_IN_SUIT[d][c]``: faces of ``c``'s effective suit ranked above it.
HIGHER_IN_SUIT: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(
        tuple(
            f for f in MEMBERS[d][EFFECTIVE_SUIT[d][c]] if RANK_IN_SUIT[d][f] > RANK_IN_SUIT[d][c]
        )
        for c in range(24)
    )
    for d in range(5)
)

__all__ = [
    "BEATERS",
    "EFFECTIVE_SUIT",
    "HIGHER_IN_SUIT",
    "MEMBERS",
    "NT",
    "RANK_IN_SUIT",
    "STRENGTH",
    "TRUMPS",
]
