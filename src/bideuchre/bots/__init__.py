"""CPU players.  Every bot implements :class:`~.base.Bot`: it sees only an
:class:`~bideuchre.engine.Observation` and a seeded ``random.Random``.

Use :func:`make_bot` with a level name from :data:`LEVELS`.
"""

from __future__ import annotations

from .base import Bot, RandomBot
from .easy import EasyBot
from .hard import hard_bot
from .medium import medium_bot
from .searchbot import SearchBot

#: Level names, weakest first.
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")


def make_bot(level: str, version: str | None = None) -> Bot:
    """The bot for ``level`` (one of :data:`LEVELS`), a search level with
    the settings of ``version`` (:mod:`.versions`; None: the current one).

    Raises:
        ValueError: for an unknown level.
    """
    if level == "random":
        return RandomBot()
    if level == "easy":
        return EasyBot()
    if level in ("medium", "hard"):
        from .versions import search_config

        config = search_config(level, version)
        assert config is not None
        return medium_bot(config) if level == "medium" else hard_bot(config)
    raise ValueError(f"unknown level {level!r} (expected one of {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Bot", "EasyBot", "RandomBot", "SearchBot", "make_bot"]
