"""The one place numba is imported: a typed ``jit`` decorator.

``jit(fn)`` is ``numba.njit(nogil=True, cache=True, _nrt=False)(fn)``:
compiled to machine code on first use (or loaded from the on-disk cache next to
this package), with the GIL released while it runs, so server threads solve on
every core.  ``_nrt=False`` compiles without numba's reference counting of
arrays: the kernels allocate nothing (every array comes from the caller), and
with it on, the atomic increments and decrements of the arrays' counts around
each row view and helper call took over half the search's CPU time (measured
with ``perf``: 52-58%; without them 1.7-1.9x faster).  The option is numba's
own (``numba.core.options.DefaultOptions._nrt``); a numba without it gets the
default.  With
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
from typing import Any, TypeVar, cast

import numba
import numba.core.options

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


#: numba's options: without reference counting where this numba has the option.
_OPTIONS: dict[str, bool] = {"nogil": True, "cache": True}
if hasattr(numba.core.options.DefaultOptions, "_nrt"):
    _OPTIONS["_nrt"] = False
#: ``numba.njit`` untyped (its stubs do not know the private option)
_njit: Any = numba.njit


def jit(fn: F) -> F:
    """Compile ``fn`` in nopython mode, GIL released, cached on disk, without
    reference counting (so ``fn`` must not allocate arrays)."""
    return cast(F, _njit(**_OPTIONS)(fn))


#: True when ``NUMBA_DISABLE_JIT`` is set: kernels run as plain Python.
DISABLED: bool = bool(getattr(numba.config, "DISABLE_JIT", False))
