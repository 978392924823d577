"""Card encodings for the compiled solver (built from the engine's R4/R5 tables).

Under denomination ``d`` (0..3 a trump suit, 4 no trump) each face ``f``
(``suit * 6 + rank``, :mod:`bideuchre.engine.cards`) becomes a pair
``(effective suit, compact rank)``: ``FACE_SUIT[d, f]``, ``FACE_RANK[d, f]``.
Compact ranks count from 0 (lowest) in the order of R5, so in trump the right
bower is 6 and the left bower 5 (9, 10, Q, K, A are 0..4); in a plain suit the
printed ranks 9..A are 0..5 (the suit of trump's colour simply has no 2).
``SLOT_FACE[d, s * 8 + r]`` is the face back again, or -1.

``PEXT[u, m]`` squeezes the bits of ``m`` that lie in ``u`` together (the
x86 PEXT instruction, as a table): the relative ranks of the transposition
table keys.
"""

from __future__ import annotations

from typing import Final

import numpy as np

from ...engine.trump import EFFECTIVE_SUIT, RANK_IN_SUIT

NT: Final = 4


def _compact(d: int, f: int) -> int:
    if d != NT and EFFECTIVE_SUIT[d][f] == d:
        return (0, 1, -1, 2, 3, 4, 5, 6)[RANK_IN_SUIT[d][f]]
    return RANK_IN_SUIT[d][f]


FACE_SUIT: Final = np.array(
    [[EFFECTIVE_SUIT[d][f] for f in range(24)] for d in range(5)], dtype=np.int64
)
FACE_RANK: Final = np.array([[_compact(d, f) for f in range(24)] for d in range(5)], np.int64)
SLOT_FACE: Final = np.full((5, 32), -1, dtype=np.int64)
for _d in range(5):
    for _f in range(24):
        SLOT_FACE[_d, FACE_SUIT[_d, _f] * 8 + FACE_RANK[_d, _f]] = _f


def _pext(u: int, m: int) -> int:
    out = 0
    j = 0
    for b in range(7):
        if (u >> b) & 1:
            if (m >> b) & 1:
                out |= 1 << j
            j += 1
    return out


PEXT: Final = np.array([[_pext(u, m) for m in range(128)] for u in range(128)], dtype=np.int64)

#: ``POP[m]``: the number of bits set in ``m < 128``.
POP: Final = np.array([bin(m).count("1") for m in range(128)], dtype=np.int64)
