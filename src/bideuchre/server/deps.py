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


async def get_settings(request: Request) -> Settings:
    """The app's settings."""
    settings: Settings = request.app.state.settings
    return settings


async def get_service(request: Request) -> GameService:
    """The app's game service (created at start, after the migrations)."""
    service: GameService = request.app.state.service
    return service


async def caller_secret(request: Request) -> str | None:
    """The player secret of the request's cookie, or None (not checked here:
    the service looks games up together with their owner's hash)."""
    return request.cookies.get(COOKIE) or None


SettingsDep = Annotated[Settings, Depends(get_settings)]
ServiceDep = Annotated[GameService, Depends(get_service)]
CallerDep = Annotated[str | None, Depends(caller_secret)]
