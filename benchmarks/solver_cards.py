"""Where the nodes of valuing every card go, and other plans for it.

``DDSolver.card_tricks`` values each distinct legal card by null-window tests
(``search.ab``) stepping from the previous card's value (``card_values``).
This script replays that loop in Python around the compiled ``ab`` (same
tests, same table, so the same node counts) and reports, per sample, the
tests made, the fewest an exact valuation needs (two a card group: "takes at
least v" and "not v + 1", one at 0 or every trick), and the nodes by kind:
the first card or the others, a test that brackets the card's value
("needed") or one the guess added ("extra"), and its answer.  ``--plan``
replays another way of stepping (the values are exact either way; only the
nodes change):

* ``previous``: the shipped plan, each card from the previous card's value;
* ``capped``: the position's value first (MTD(f) at the root), then each
  card from it, never testing above it (DDS: a card proven to reach the best
  value needs one test);
* ``up1``: as ``previous``, but each card's first test one trick better for
  the side to act;
* ``best1``: each card's first test one trick better than the best card so far.

    .venv/bin/python benchmarks/solver_cards.py --seeds 1,12 --dd 40 --plan previous
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

import numpy as np
from solver_bench import _positions

from bideuchre.bots.dds import DDSolver, warm_up
from bideuchre.bots.dds.kernel import (
    add_card,
    next_seat,
    remove_card,
    restore_trick,
    save_trick,
    trick_winner,
)
from bideuchre.bots.dds.search import ab, group_moves, mtd
from bideuchre.engine import DOUBLE_DECK

Test = Callable[[int, int], bool]
Log = list[tuple[int, int, bool, int]]


def _step(test: Test, i: int, left: int, g: int, lo: int = 0, hi: int = -1) -> int:
    """MTD(f) for card ``i`` from guess ``g`` within ``lo..hi``."""
    hi = left if hi < 0 else hi
    while lo < hi:
        g = min(max(g, lo + 1), hi)
        if test(i, g):
            lo = g
            g += 1
        else:
            hi = g - 1
            g -= 1
    return lo


def _plan(name: str, idx: list[int], test: Test, left: int, ns: bool, root: int) -> dict[int, int]:
    """North-South's value after each card of ``idx`` by plan ``name``."""
    vals: dict[int, int] = {}
    guess = (left + 1) // 2
    up = 1 if ns else -1
    best = -1
    for k, i in enumerate(idx):
        if name == "capped":
            lo, hi = (0, root) if ns else (root, left)
            v = _step(test, i, left, root, lo, hi)
        elif name == "up1" and k:
            v = _step(test, i, left, guess + up)
        elif name == "best1" and k:
            v = _step(test, i, left, best + up)
        else:
            v = _step(test, i, left, guess)
        vals[i] = v
        guess = v
        best = v if k == 0 else (max(best, v) if ns else min(best, v))
    return vals


def _hand(s: DDSolver, p: tuple[object, ...], plan: str) -> tuple[dict[int, int], Log, int]:
    m1, m2, t = s._encode(*p)  # type: ignore[arg-type]
    h, mv = s._h, s._mv
    pp, n, left, trump, out, tsize = (int(h[i]) for i in range(6))
    reps = mv[63]
    cards = np.zeros(16, dtype=np.int64)
    nm = group_moves(m1, h, t, pp, reps, cards)
    idx = [i for i in range(nm) if reps[i] == i]
    log: Log = []
    n0 = int(h[7])
    root = -1
    if plan == "capped":
        root = int(mtd(m1, m2, h, t, s._tk, s._ti, s._tg, s._td, mv, 0, (left + 1) // 2))
    root_nodes = int(h[7]) - n0

    def test(i: int, tgt: int) -> bool:
        """North-South take at least ``tgt`` after card ``i``?"""
        m = int(cards[i])
        su, r = m >> 3, m & 7
        remove_card(m1, m2, pp * 4 + su, r)
        t[n], t[4 + n], t[8 + n] = pp, su, r
        gain = 0
        if n + 1 == tsize:
            w = t[trick_winner(t, tsize, trump)]
            gain = 1 if (w & 1) == 0 else 0
            h[0], h[1], h[2] = w, 0, left - 1
        else:
            h[0], h[1] = next_seat(pp, out), n + 1
        save_trick(t, mv[0])
        before = int(h[7])
        res = bool(ab(m1, m2, h, t, s._tk, s._ti, s._tg, s._td, mv, 1, tgt - gain))
        log.append((i, tgt, res, int(h[7]) - before))
        restore_trick(t, mv[0])
        h[0], h[1], h[2] = pp, n, left
        add_card(m1, m2, pp * 4 + su, r)
        return res

    vals = _plan(plan, idx, test, left, pp & 1 == 0, root)
    return vals, log, root_nodes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1")
    parser.add_argument("--dd", type=int, default=40, help="double-deck whole hands a seed")
    plans = ["previous", "capped", "up1", "best1"]
    parser.add_argument("--plan", default="previous", choices=plans)
    args = parser.parse_args()
    warm_up()
    s = DDSolver(table_bits=20)
    for seed in (int(x) for x in args.seeds.split(",")):
        tests = fewest = total = 0
        kinds: dict[tuple[str, str, bool], int] = {}
        for p in _positions(DOUBLE_DECK, args.dd, 12, seed):
            s.clear()
            vals, log, root_nodes = _hand(s, p, args.plan)
            total += root_nodes + sum(x[3] for x in log)
            tests += len(log)
            fewest += sum(2 - (v == 0) - (v == 12) for v in vals.values())
            for i, tgt, res, nodes in log:
                v = vals[i]
                which = "first" if i == log[0][0] else "other"
                k = (which, "needed" if tgt in (v, v + 1) else "extra", res)
                kinds[k] = kinds.get(k, 0) + nodes
            if root_nodes:
                kinds[("root", "value", True)] = kinds.get(("root", "value", True), 0) + root_nodes
        print(f"seed {seed} plan {args.plan}: nodes {total}, tests {tests} (fewest {fewest})")
        for k in sorted(kinds):
            print(f"    {k[0]:5} {k[1]:6} {'yes' if k[2] else 'no':3} {kinds[k]:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
