"""The game server: the HTTP API of ``docs/api.md``, persistence and the page.

Layout (after the full-stack FastAPI template; each module's opening comment
says what it owns):

- :mod:`.settings`        one :class:`~.settings.Settings` object, read from the environment;
- :mod:`.clock`           "now" (injectable), the UTC day, ISO times;
- :mod:`.db`              the SQLAlchemy engine, sessions and Alembic migrations;
- :mod:`.models`          the tables;
- :mod:`.schemas`         request and response bodies (what may leave the server);
- :mod:`.errors`          the error answer and the routes' error table;
- :mod:`.logs`            JSON log lines (card-free);
- :mod:`.identity`        the anonymous player and its cookie secret, names, codes, rate limits;
- :mod:`.views`           South's view of a game and the events South may see;
- :mod:`.cpu`             CPU decisions, seeded deterministically, and the CPU levels;
- :mod:`.store`           the game store: load, state cache, versioned save, write lock;
- :mod:`.turns`           South's steps and the errors a refused step gets (every kind);
- :mod:`.casual_service`  casual games: create, list, play (actions, next hand);
- :mod:`.daily`           the daily game's rules and its typed view (pure);
- :mod:`.daily_seed`      the server secret and the seed of each day;
- :mod:`.daily_cpu`       the daily CPU comparison, computed once in the background;
- :mod:`.daily_service`   daily games: status, start, practice, play;
- :mod:`.game_service`    one game's endpoints: load, check the version, hand to its kind;
- :mod:`.profiles`        display names, player codes, adopting an identity;
- :mod:`.rankings`        leaderboards, comparison, rankings, personal page;
- :mod:`.deps`            request dependencies (settings, services, player, address, cookie);
- :mod:`.api`             the game routes (``/api/health``, ``/api/rules``, ``/api/games...``);
- :mod:`.daily_api`       the player and daily routes (``/api/me...``, ``/api/daily...``,
  ``/api/rankings``);
- :mod:`.app`             :func:`~.app.create_app`: middleware, error handlers, static files.

Dependencies point one way: engine <- bots <- server.  The server never
re-implements a rule: legality, explanations and scoring come from the engine.
"""

from __future__ import annotations

__all__ = ["create_app"]


def create_app(*args: object, **kwargs: object) -> object:
    """Build the ASGI app; see :func:`bideuchre.server.app.create_app`."""
    from .app import create_app as _create_app

    return _create_app(*args, **kwargs)  # type: ignore[arg-type]
