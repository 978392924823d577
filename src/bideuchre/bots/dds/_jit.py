"""The one place numba is imported: a typed ``jit`` decorator.

``jit(fn)`` is ``numba.njit(nogil=True, cache=True)(fn)``: compiled to machine
code on first use (or loaded from the on-disk cache next to this package), with
the GIL released while it runs, so server threads solve on every core.  With
``NUMBA_DISABLE_JIT=1`` in the environment numba hands back the plain Python
function, so the same source runs uncompiled (debugging, and the test that both
give identical results).

numba checks a cached function against its own file only, not against the
files of the functions it calls (or the global tables it freezes in), so an
edit to ``kernel.py`` could leave ``search.py``'s cached code stale.
:func:`drop_stale_cache` therefore clears this package's cache whenever any of
its sources changed, once per process, before anything is compiled.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar, cast

import numba

_PACKAGE = Path(__file__).resolve().parent
_STAMP = "bideuchre-dds-sources.sha256"


def drop_stale_cache(package: Path = _PACKAGE) -> bool:
    """Delete numba's cache files (``__pycache__/*.nbi``, ``*.nbc``) of
    ``package`` when the hash of its ``*.py`` sources differs from the one
    recorded there, and record the new hash.  Returns True when it cleared.
    Any file-system error (a read-only install) leaves the cache alone: numba
    then uses its own per-user cache, keyed the same way."""
    digest = hashlib.sha256()
    for source in sorted(package.glob("*.py")):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    want = digest.hexdigest()
    cache = package / "__pycache__"
    stamp = cache / _STAMP
    try:
        if stamp.exists() and stamp.read_text().strip() == want:
            return False
        cache.mkdir(exist_ok=True)
        for old in [*cache.glob("*.nbi"), *cache.glob("*.nbc")]:
            old.unlink(missing_ok=True)
        stamp.write_text(want + "\n")
    except OSError:
        return False
    return True


drop_stale_cache()

F = TypeVar("F", bound=Callable[..., object])


def jit(fn: F) -> F:
    """Compile ``fn`` in nopython mode, GIL released, cached on disk."""
    return cast(F, numba.njit(nogil=True, cache=True)(fn))


#: True when ``NUMBA_DISABLE_JIT`` is set: kernels run as plain Python.
DISABLED: bool = bool(getattr(numba.config, "DISABLE_JIT", False))
