"""The ``hard`` CPU player: deeper determinized search with exact endings.

A :class:`~.searchbot.SearchBot` that samples more worlds than ``medium`` for
both calls and play, and from three tricks left values every card exactly in
each world with the compiled open-hand solver (:mod:`.dds`), within a work
limit of 25,000 positions a world (a world over it is valued by play-outs).
Solving from deeper in the hand measured weaker against ``easy``: open-hand
solving assumes every seat then plays seeing all cards, where the play-outs,
whose players play like the heuristic player, read real opponents better.
From four tricks left (settings ``v1``, ``v2``) was measured weaker than
from three: +0.11 (+0.04 .. +0.19) points a hand for three over 593 first
hands of both presets in duplicate against ``easy`` (double deck +0.08
(+0.00 .. +0.16) over 305, single deck +0.16 (+0.01 .. +0.32) over 200),
for no more CPU
(``benchmarks/RESULTS.md``, "hard's solving depth", issue 9).  A lead into a
suit an opponent has shown void in needs extra evidence (:mod:`.pick`).
Racing (the worlds only for the cards still in contention) halves the cost
of a card but measured weaker on the same deals, so it is off.  Aims at
under 100 ms of CPU a card decision at the 95th percentile.

Worlds: 192 for card play (``play_work`` 800) and 384 for the bidding by
simulation, four times the earlier 48 / 96: in the double deck +0.60
(+0.06 .. +1.15) points a hand against ``easy`` on 300 first hands and
+0.39 (−0.03 .. +0.80) on the same hands of 60 whole games against
``medium`` (single deck +0.21 (+0.03 .. +0.39)), for 13 / 27 ms of CPU a
double-deck card at p50 / p95 (4 / 7 ms before) and about 5 ms a call
(``benchmarks/RESULTS.md``, issue 9).
"""

from __future__ import annotations

from .search import SearchConfig
from .searchbot import SearchBot

HARD = SearchConfig(
    play_worlds=192,
    min_play_worlds=48,
    play_work=800,
    call_worlds=24,
    solve_tricks=3,
    solve_nodes=25_000,
    solve_misses=1,
    bid_worlds=384,
    max_seconds=0.6,
    infer_mismatch=0.4,
    infer_pool=3,
    ruff_guard=True,
)


def hard_bot(config: SearchConfig = HARD) -> SearchBot:
    """The hard player (optionally with another configuration, e.g. for tests)."""
    return SearchBot("hard", config)
