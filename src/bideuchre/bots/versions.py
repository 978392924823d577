"""Named versions of the search levels' settings, so that a day of the daily
game keeps the CPU play it started with (docs/bots.md, "Settings versions").

A version maps each search level (``medium``, ``hard``) to its
:class:`~.search.SearchConfig`; the bidding by simulation takes its
:class:`~.simbid.SimBidConfig` defaults with ``bid_worlds`` deals, as
:class:`~.searchbot.SearchBot` does.  The daily game stores the version
current when a day is first played (``daily_days.bots``) and plays the whole
day, and its CPU comparison, with it, even after a deployment makes another
version current.  Casual games always use :data:`CURRENT`.

To change a search level's settings, add a version (never edit a registered
one: tests hold each version's fingerprint, :func:`fingerprint`) and make it
:data:`CURRENT`; keep the old ones, days in progress may still use them.
Only settings are pinned: a change in the bots' code changes every version's
play, so put a new behaviour behind a setting (as ``ruff_guard``) when the
daily game must not see it mid-day.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Mapping
from dataclasses import replace

from ..engine import PRESETS
from .bidding import policy_for
from .hard import HARD
from .medium import MEDIUM
from .search import SearchConfig
from .searchbot import SearchBot

log = logging.getLogger(__name__)

#: Every version, by name: the search levels' settings.  Never edit one.
VERSIONS: dict[str, Mapping[str, SearchConfig]] = {
    # hard's world counts before the 2 December change (ac43367): 48 card
    # worlds (play_work 200) and 96 deals a call (the hints' settings still);
    # card play solved exactly from four tricks left.
    "v1": {
        "medium": MEDIUM,
        "hard": replace(
            HARD,
            play_worlds=48,
            min_play_worlds=12,
            play_work=200,
            bid_worlds=96,
            solve_tricks=4,
        ),
    },
    # four times hard's worlds: 192 card worlds (play_work 800), 384 deals a
    # call; solved exactly from four tricks left
    "v2": {"medium": MEDIUM, "hard": replace(HARD, solve_tricks=4)},
    # as v2, hard's card play solved exactly from three tricks left (3 December)
    "v3": {"medium": MEDIUM, "hard": HARD},
}

#: The version of new days of the daily game and of casual games.
CURRENT = "v3"


def current() -> str:
    """The name of the current version (:data:`CURRENT`)."""
    return CURRENT


def search_config(level: str, version: str | None = None) -> SearchConfig | None:
    """The settings of search level ``level`` in ``version`` (None: current),
    or None if ``level`` is not a search level.  An unknown version (one
    removed from the code by mistake) is logged and the current one used:
    a game in progress never stops on it."""
    name = CURRENT if version is None else version
    settings = VERSIONS.get(name)
    if settings is None:
        log.error("unknown bot settings version %r; using %r", name, CURRENT)
        settings = VERSIONS[CURRENT]
    return settings.get(level)


def fingerprint(version: str) -> str:
    """SHA-256 (hex, 16 characters) of everything ``version`` sets: each
    search level's configuration, the bidding-by-simulation settings it
    implies and the calling policy of each rules preset (nested dataclass
    reprs, defaults included)."""
    parts = []
    for level, config in sorted(VERSIONS[version].items()):
        bot = SearchBot(level, config)
        parts.append(f"{level}={config!r};bid={bot.bid_config()!r}")
    parts.extend(f"{name}:{policy_for(rules)!r}" for name, rules in sorted(PRESETS.items()))
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]
