"""Request dependencies, declared once: the settings, the game service and
the current player (from the anonymous cookie)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from .service import GameService
from .settings import Settings

#: The anonymous player cookie (a random secret; the database keeps its hash).
COOKIE = "bideuchre_player"
#: The cookie's lifetime, in seconds (a year).
COOKIE_MAX_AGE = 365 * 24 * 3600


def get_settings(request: Request) -> Settings:
    """The app's settings."""
    settings: Settings = request.app.state.settings
    return settings


def get_service(request: Request) -> GameService:
    """The app's game service (created at start, after the migrations)."""
    service: GameService = request.app.state.service
    return service


def current_player(
    request: Request, service: Annotated[GameService, Depends(get_service)]
) -> int | None:
    """The id of the player whose cookie came with the request, or None."""
    return service.player_id(request.cookies.get(COOKIE))


SettingsDep = Annotated[Settings, Depends(get_settings)]
ServiceDep = Annotated[GameService, Depends(get_service)]
PlayerDep = Annotated[int | None, Depends(current_player)]
