"""Where the compiled open-hand solver's CPU goes, by function, with ``perf``.

numba's machine code has no symbols ``perf`` can see; this script compiles
the search afresh (pass an empty ``NUMBA_CACHE_DIR``: code loaded from the
cache gives no function list), writes ``/tmp/perf-<pid>.map`` (the map file
``perf report`` reads for code made at run time) with the address of every
function of the search's compiled libraries, each taken to run to the next
one's address (functions inlined into a caller count as the caller), then
solves ``--dd`` double-deck whole hands (every card valued, seed ``--seed``)
or with ``--sd`` single-deck ones.  Run it under ``perf record`` and keep
the solver's functions (``_ZN9bideuchre...``) from ``perf report``::

    NUMBA_CACHE_DIR=$(mktemp -d) perf record -F 2000 -o /tmp/solver.perf \\
        .venv/bin/python benchmarks/solver_perf.py --dd 40
    perf report -i /tmp/solver.perf --no-children --sort sym | grep _ZN9bideuchre

The shares among those functions are the profile (the rest of the samples
are Python and numba's compiler).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any

from solver_bench import _positions

from bideuchre.bots.dds import DDSolver, search
from bideuchre.engine import DOUBLE_DECK, SINGLE_DECK


def _write_map() -> int:
    """Write ``/tmp/perf-<pid>.map`` for the search's compiled functions;
    returns how many were found."""
    addresses: dict[int, str] = {}
    dispatchers: list[Any] = [search.card_values, search.mtd, search.ab]
    for disp in dispatchers:
        for cres in disp.overloads.values():
            library = cres.library
            engine = library._codegen._engine
            for fn in library._final_module.functions:
                if fn.is_declaration:
                    continue
                a = engine.get_function_address(fn.name)
                if a:
                    addresses[a] = fn.name
    starts = sorted(addresses)
    with open(f"/tmp/perf-{os.getpid()}.map", "w") as out:
        for i, a in enumerate(starts):
            size = min(starts[i + 1] - a, 1 << 20) if i + 1 < len(starts) else 4096
            out.write(f"{a:x} {size:x} {addresses[a]}\n")
    return len(starts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dd", type=int, default=40, help="double-deck whole hands")
    parser.add_argument("--sd", type=int, default=0, help="single-deck whole hands instead")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules, count = (SINGLE_DECK, args.sd) if args.sd else (DOUBLE_DECK, args.dd)
    positions = _positions(rules, count, rules.hand_size, args.seed)
    s = DDSolver(table_bits=20)
    s.card_tricks(*positions[0])  # type: ignore[arg-type]  # compiles the search
    print(f"{_write_map()} compiled functions mapped")
    t0 = time.process_time()
    for p in positions:
        s.clear()
        s.card_tricks(*p)  # type: ignore[arg-type]
    print(f"{count} hands: {s.nodes} nodes, CPU {time.process_time() - t0:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
