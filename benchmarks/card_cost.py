"""CPU cost of hard's card decisions on fixed positions, by tricks left.

Collects the card decisions with a choice that ``hard`` meets in the first
``--hands`` hands of ``--games`` games against ``easy`` (duplicate pairs from
``--seed``, fixed work), then times ``hard``'s ``choose`` on each of them, one
at a time, in CPU time of this thread (``time.thread_time``).  The positions
depend only on the seed and on the code that played them, so two versions of
the code are compared on the same positions by collecting once
(``--save FILE``) and timing with each version (``--load FILE``); the
decisions are written with ``--decisions FILE`` to count how many changed;
``--profile N`` prints the top of a ``cProfile`` of the timed calls.  The
harness is ``decision_cost.py``, shared with ``call_cost.py``.

    .venv/bin/python benchmarks/card_cost.py --games 6 --save /tmp/pos.pkl
    .venv/bin/python benchmarks/card_cost.py --load /tmp/pos.pkl --decisions /tmp/new.json
"""

from __future__ import annotations

import sys

from decision_cost import Row, pct, run

from bideuchre.engine import Phase


def by_tricks_left(rows: list[Row], cpu: list[float]) -> None:
    """Print the median CPU time by cards left in the hand (tricks left)."""
    by_left: dict[int, list[float]] = {}
    for (obs, _), t in zip(rows, cpu, strict=True):
        by_left.setdefault(len(obs.hand), []).append(t)
    print(
        "p50 ms by tricks left: "
        + ", ".join(f"{k}: {1000 * pct(v, 0.5):.0f} ({len(v)})" for k, v in sorted(by_left.items()))
    )


if __name__ == "__main__":
    sys.exit(run(__doc__.splitlines()[0], Phase.PLAY, "pc", "card decisions", by_tricks_left))
