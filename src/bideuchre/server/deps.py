"""Request dependencies, declared once for every route: the settings, the
services of the app (created at start, after the migrations), the current
player (from the anonymous cookie), the client's address, and setting the
player cookie."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request, Response

from .casual_service import CasualGames
from .daily_service import DailyService
from .game_service import GameService
from .identity import client_address
from .profiles import ProfileService
from .rankings import Rankings
from .settings import Settings

#: The anonymous player cookie (a random secret; the database keeps its hash).
COOKIE = "bideuchre_player"
#: The cookie's lifetime, in seconds (a year).
COOKIE_MAX_AGE = 365 * 24 * 3600


async def get_settings(request: Request) -> Settings:
    """The app's settings."""
    settings: Settings = request.app.state.settings
    return settings


async def get_games(request: Request) -> GameService:
    """The app's game service (the endpoints of one game, every kind)."""
    service: GameService = request.app.state.service
    return service


async def get_casual(request: Request) -> CasualGames:
    """The app's casual-game service."""
    service: CasualGames = request.app.state.casual
    return service


async def get_daily(request: Request) -> DailyService:
    """The app's daily-game service."""
    service: DailyService = request.app.state.daily
    return service


async def get_profiles(request: Request) -> ProfileService:
    """The app's profile service."""
    service: ProfileService = request.app.state.profiles
    return service


async def get_rankings(request: Request) -> Rankings:
    """The app's rankings."""
    service: Rankings = request.app.state.rankings
    return service


async def caller_secret(request: Request) -> str | None:
    """The player secret of the request's cookie, or None (not checked here:
    the services look games up together with their owner's hash)."""
    return request.cookies.get(COOKIE) or None


async def get_address(request: Request) -> str:
    """The client's address (see :func:`~.identity.client_address`)."""
    settings: Settings = request.app.state.settings
    peer = request.client.host if request.client else None
    return client_address(peer, request.headers.get("x-forwarded-for"), settings.trust_proxy)


SettingsDep = Annotated[Settings, Depends(get_settings)]
GamesDep = Annotated[GameService, Depends(get_games)]
CasualDep = Annotated[CasualGames, Depends(get_casual)]
DailyDep = Annotated[DailyService, Depends(get_daily)]
ProfilesDep = Annotated[ProfileService, Depends(get_profiles)]
RankingsDep = Annotated[Rankings, Depends(get_rankings)]
CallerDep = Annotated[str | None, Depends(caller_secret)]
AddressDep = Annotated[str, Depends(get_address)]


def set_player_cookie(response: Response, secret: str, settings: Settings) -> None:
    """Give the browser the player cookie (httpOnly, SameSite=Lax, a year)."""
    response.set_cookie(
        COOKIE,
        secret,
        max_age=COOKIE_MAX_AGE,
        path="/",
        httponly=True,
        samesite="lax",
        secure=settings.cookie_secure,
    )
