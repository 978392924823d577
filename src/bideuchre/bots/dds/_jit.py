"""The one place numba is imported: a typed ``jit`` decorator.

``jit(fn)`` is ``numba.njit(nogil=True, cache=True)(fn)``: compiled to machine
code on first use (or loaded from the on-disk cache next to this package), with
the GIL released while it runs, so server threads solve on every core.  With
``NUMBA_DISABLE_JIT=1`` in the environment numba hands back the plain Python
function, so the same source runs uncompiled (debugging, and the test that both
give identical results).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

import numba

F = TypeVar("F", bound=Callable[..., object])


def jit(fn: F) -> F:
    """Compile ``fn`` in nopython mode, GIL released, cached on disk."""
    return cast(F, numba.njit(nogil=True, cache=True)(fn))


#: True when ``NUMBA_DISABLE_JIT`` is set: kernels run as plain Python.
DISABLED: bool = bool(getattr(numba.config, "DISABLE_JIT", False))
