"""The ``hard`` CPU player: deeper determinized search with exact endings.

A :class:`~.searchbot.SearchBot` that samples more worlds than ``medium`` for
both calls and play, and solves the last tricks exactly (double-dummy
alpha-beta, :mod:`.solver`) in every world.  Aims at under 500 ms a decision
at the 95th percentile and never over a second.
"""

from __future__ import annotations

from .search import SearchConfig
from .searchbot import SearchBot

HARD = SearchConfig(
    play_worlds=48,
    min_play_worlds=12,
    play_work=200,
    call_worlds=24,
    solve_tricks=4,
    bid_worlds=96,
    max_seconds=0.6,
    infer_mismatch=0.4,
    infer_pool=3,
)


def hard_bot(config: SearchConfig = HARD) -> SearchBot:
    """The hard player (optionally with another configuration, e.g. for tests)."""
    return SearchBot("hard", config)
