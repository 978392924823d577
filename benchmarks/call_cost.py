"""CPU cost of hard's calls (auction decisions) on fixed positions.

Collects the auction decisions with a choice that ``hard`` meets in the
first ``--hands`` hands of ``--games`` games against ``easy`` (duplicate
pairs from ``--seed``, fixed work, ``--rules`` preset), then times
``hard``'s ``choose`` on each of them, one at a time, in CPU time of this
thread (``time.thread_time``), in the fixed-work mode (``deterministic``:
the same work and decisions in every process).  As in ``card_cost.py`` (the
harness both share is ``decision_cost.py``), two versions of the code
are compared on the same positions by collecting once (``--save FILE``) and
timing with each version (``--load FILE``); ``--decisions FILE`` writes the
calls chosen to count how many changed; ``--profile N`` prints the top of a
``cProfile`` of the timed calls.

    .venv/bin/python benchmarks/call_cost.py --games 6 --save /tmp/calls.pkl
    .venv/bin/python benchmarks/call_cost.py --load /tmp/calls.pkl --decisions /tmp/new.json
"""

from __future__ import annotations

import sys

from decision_cost import run

from bideuchre.engine import Phase

if __name__ == "__main__":
    sys.exit(run(__doc__.splitlines()[0], Phase.AUCTION, seed="cc", what="calls"))
