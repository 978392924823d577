"""The daily game's routes (docs/api.md, "Daily game"): the player profile,
today's daily game, leaderboards, the per-deal comparison, rankings and the
personal page.  Playing a daily game goes through the ordinary game routes
(:mod:`.api`).

Handlers are plain ``def`` functions (run in the thread pool), as in :mod:`.api`.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request, Response

from .daily_service import DailyService
from .deps import COOKIE, COOKIE_MAX_AGE, CallerDep, SettingsDep
from .identity import client_address
from .profiles import ProfileService
from .rankings import Rankings
from .schemas import (
    CodeRequest,
    CodeResponse,
    Comparison,
    DailyStatus,
    EmptyRequest,
    ErrorResponse,
    Leaderboard,
    NameRequest,
    PlayerStats,
    ProfileResponse,
    RankingTable,
    Step,
)
from .settings import Settings

router = APIRouter(prefix="/api")

_E: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse} for code in (400, 403, 404, 409, 413, 422, 429)
}


async def get_profiles(request: Request) -> ProfileService:
    """The app's profile service."""
    service: ProfileService = request.app.state.profiles
    return service


async def get_daily(request: Request) -> DailyService:
    """The app's daily service."""
    service: DailyService = request.app.state.daily
    return service


async def get_rankings(request: Request) -> Rankings:
    """The app's rankings."""
    service: Rankings = request.app.state.rankings
    return service


async def get_address(request: Request) -> str:
    """The client's address (see :func:`~.identity.client_address`)."""
    settings: Settings = request.app.state.settings
    peer = request.client.host if request.client else None
    return client_address(peer, request.headers.get("x-forwarded-for"), settings.trust_proxy)


ProfilesDep = Annotated[ProfileService, Depends(get_profiles)]
DailyDep = Annotated[DailyService, Depends(get_daily)]
RankingsDep = Annotated[Rankings, Depends(get_rankings)]
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


# ---------------------------------------------------------------- profile


@router.get("/me", response_model=ProfileResponse, tags=["players"])
def get_me(profiles: ProfilesDep, caller: CallerDep) -> Any:
    """The caller's profile, or ``{"player": null}`` without an identity."""
    return {"player": profiles.profile(caller)}


@router.post("/me", response_model=ProfileResponse, responses=_E, tags=["players"])
def post_me(
    body: NameRequest,
    response: Response,
    profiles: ProfilesDep,
    settings: SettingsDep,
    caller: CallerDep,
    address: AddressDep,
) -> Any:
    """Set or change the display name (creating the identity if needed)."""
    profile, secret = profiles.set_name(caller, body.name, address)
    if secret is not None:
        set_player_cookie(response, secret, settings)
    return {"player": profile}


@router.post("/me/code", response_model=CodeResponse, responses=_E, tags=["players"])
def post_code(body: EmptyRequest, profiles: ProfilesDep, caller: CallerDep) -> Any:
    """Issue a new player code (shown once; the old code stops working)."""
    return profiles.issue_code(caller)


@router.post("/me/adopt", response_model=ProfileResponse, responses=_E, tags=["players"])
def post_adopt(
    body: CodeRequest,
    response: Response,
    profiles: ProfilesDep,
    settings: SettingsDep,
    address: AddressDep,
) -> Any:
    """Continue as the player of a code in this browser (sets the cookie)."""
    profile, secret = profiles.adopt(body.code, address)
    set_player_cookie(response, secret, settings)
    return {"player": profile}


@router.get("/me/stats", response_model=PlayerStats, responses=_E, tags=["players"])
def get_stats(rankings: RankingsDep, caller: CallerDep) -> Any:
    """The caller's personal page: days played, average rank, best day, streaks."""
    return rankings.stats(caller)


# ---------------------------------------------------------------- daily game


@router.get("/daily", response_model=DailyStatus, tags=["daily"])
def get_daily_status(daily: DailyDep, caller: CallerDep) -> Any:
    """Today's daily game for the caller."""
    return daily.status(caller)


@router.post("/daily/start", response_model=Step, responses=_E, tags=["daily"])
def post_daily_start(
    body: EmptyRequest, response: Response, daily: DailyDep, caller: CallerDep
) -> Any:
    """Start today's ranked attempt (201), or resume it (200)."""
    step, created = daily.start(caller)
    response.status_code = 201 if created else 200
    return step


@router.post("/daily/practice", status_code=201, response_model=Step, responses=_E, tags=["daily"])
def post_daily_practice(body: EmptyRequest, daily: DailyDep, caller: CallerDep) -> Any:
    """A new practice attempt of today (after the ranked one)."""
    return daily.practice(caller)


@router.get("/daily/leaderboard", response_model=Leaderboard, responses=_E, tags=["daily"])
def get_leaderboard(
    rankings: RankingsDep,
    caller: CallerDep,
    date: Annotated[str | None, Query(max_length=20)] = None,
    offset: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> Any:
    """A day's leaderboard (today's once the caller's ranked game is over)."""
    return rankings.leaderboard(caller, date, offset, limit)


@router.get("/daily/comparison", response_model=Comparison, responses=_E, tags=["daily"])
def get_comparison(
    rankings: RankingsDep,
    caller: CallerDep,
    date: Annotated[str | None, Query(max_length=20)] = None,
) -> Any:
    """Each deal: the caller's result, the field's average, four CPU players."""
    return rankings.comparison(caller, date)


@router.get("/rankings", response_model=RankingTable, responses=_E, tags=["daily"])
def get_rankings_table(
    rankings: RankingsDep,
    caller: CallerDep,
    period: Annotated[str, Query(max_length=8)] = "all",
    week: Annotated[str | None, Query(max_length=10)] = None,
    offset: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> Any:
    """All-time or weekly rankings: the average daily percentile over closed days."""
    return rankings.rankings(caller, period, week, offset, limit)
