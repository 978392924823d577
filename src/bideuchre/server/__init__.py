"""The game server: the HTTP API of ``docs/api.md``, persistence and the page.

Layout (after the full-stack FastAPI template):

- :mod:`.settings`  one :class:`~.settings.Settings` object, read from the environment;
- :mod:`.db`        the SQLAlchemy engine, sessions and Alembic migrations;
- :mod:`.models`    the tables (``players``, ``games``);
- :mod:`.schemas`   request and response bodies (what may leave the server);
- :mod:`.views`     South's view of a game and the events South may see;
- :mod:`.cpu`       CPU decisions, seeded deterministically;
- :mod:`.service`   the game service: create, act, next hand, load by replay;
- :mod:`.deps`      request dependencies (settings, service, current player);
- :mod:`.api`       the ``/api`` routes;
- :mod:`.app`       :func:`~.app.create_app`: middleware, error handlers, static files.

Dependencies point one way: engine <- bots <- server.  The server never
re-implements a rule: legality, explanations and scoring come from the engine.
"""

from __future__ import annotations

__all__ = ["create_app"]


def create_app(*args: object, **kwargs: object) -> object:
    """Build the ASGI app; see :func:`bideuchre.server.app.create_app`."""
    from .app import create_app as _create_app

    return _create_app(*args, **kwargs)  # type: ignore[arg-type]
