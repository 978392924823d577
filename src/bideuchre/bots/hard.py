"""The ``hard`` CPU player: deeper determinized search with exact endings.

A :class:`~.searchbot.SearchBot` that samples more worlds than ``medium`` for
both calls and play, and from eight tricks left values every card exactly in
each world with the compiled open-hand solver (:mod:`.dds`), within a work
limit of 25,000 positions a world (about 5 ms on one core; a world over it,
and the first tricks of the hand, are valued by play-outs).  Aims at a card
decision of about 20 ms of CPU at the median and under 100 ms at the 95th
percentile (``benchmarks/RESULTS.md``).
"""

from __future__ import annotations

from .search import SearchConfig
from .searchbot import SearchBot

HARD = SearchConfig(
    play_worlds=32,
    min_play_worlds=12,
    play_work=100,
    call_worlds=24,
    solve_tricks=8,
    solve_nodes=25_000,
    solve_worlds=16,
    solve_misses=1,
    bid_worlds=48,
    max_seconds=0.6,
    infer_mismatch=0.4,
    infer_pool=3,
)


def hard_bot(config: SearchConfig = HARD) -> SearchBot:
    """The hard player (optionally with another configuration, e.g. for tests)."""
    return SearchBot("hard", config)
