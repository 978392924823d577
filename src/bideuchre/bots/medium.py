"""The ``medium`` CPU player: determinized search with heuristic play-outs.

A :class:`~.searchbot.SearchBot` that samples a modest number of worlds and
plays them out with the heuristic player; it solves exactly (compiled
solver, :mod:`.dds`) only the last two tricks.  Aims at well under 100 ms a decision.

Calls: the evaluation's estimates (``bid_worlds=0``), not the bidding by
simulation of ``hard``: with the 16 or 40 deals medium can afford, the
simulation measured weaker than this (double deck, medium vs easy, 20
duplicate pairs: -0.67 points a hand with 16 deals, +0.14 with 40, against
+0.91 for this calling; ``benchmarks/RESULTS.md``, issue 9).

A lead into a suit an opponent has shown void in (R6) needs extra evidence
(``ruff_guard``, :mod:`.pick`), as for ``hard``: without it medium led into
the void on 3 of 60 seeds of the R6 test's position; on the same deals
against ``easy`` it scored the same (``benchmarks/RESULTS.md``, 2 December).
"""

from __future__ import annotations

from .search import SearchConfig
from .searchbot import SearchBot

MEDIUM = SearchConfig(
    play_worlds=16,
    min_play_worlds=6,
    play_work=48,
    call_worlds=8,
    solve_tricks=2,
    bid_worlds=0,
    max_seconds=0.09,
    ruff_guard=True,
)


def medium_bot(config: SearchConfig = MEDIUM) -> SearchBot:
    """The medium player (optionally with another configuration, e.g. for tests)."""
    return SearchBot("medium", config)
