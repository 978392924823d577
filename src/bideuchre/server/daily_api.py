"""The player and daily routes under ``/api`` (docs/api.md, "Player profile"
to "Personal page"): the player profile (:mod:`.profiles`), today's daily game
(:mod:`.daily_service`), leaderboards, the per-deal comparison, rankings and
the personal page (:mod:`.rankings`).  Playing a daily game goes through the
game routes (:mod:`.api`).

Handlers are plain ``def`` functions (run in the thread pool), as in :mod:`.api`.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response

from .daily import DAILY_DEALS
from .daily_cpu import RETRY_AFTER
from .daily_seed import MAX_PAST_DAYS
from .daily_share import shared_review
from .deps import (
    AddressDep,
    CallerDep,
    DailyDep,
    ProfilesDep,
    RankingsDep,
    SettingsDep,
    set_player_cookie,
)
from .errors import ERROR_RESPONSES as _E
from .rankings import PERIODS
from .schemas import (
    CodeRequest,
    CodeResponse,
    Commitments,
    Comparison,
    DailyStatus,
    EmptyRequest,
    Leaderboard,
    NameRequest,
    PlayerStats,
    ProfileResponse,
    RankingTable,
    Step,
)

router = APIRouter(prefix="/api")

# The query parameters as the schema documents them (empty: the default; a
# value outside answers 400 ``bad_date``, or ``bad_period`` for ``period``,
# checked by :mod:`.rankings`).
DateQuery = Annotated[
    str | None,
    Query(max_length=20, json_schema_extra={"pattern": r"^(\d{4}-\d{2}-\d{2})?$"}),
]
PeriodQuery = Annotated[str, Query(max_length=8, json_schema_extra={"enum": list(PERIODS)})]
WeekQuery = Annotated[
    str | None, Query(max_length=10, json_schema_extra={"pattern": r"^(\d{4}-W\d{2})?$"})
]


# ---------------------------------------------------------------- profile


@router.get(
    "/me", response_model=ProfileResponse, response_model_exclude_unset=True, tags=["players"]
)
def get_me(profiles: ProfilesDep, caller: CallerDep) -> Any:
    """The caller's profile, or ``{"player": null}`` without an identity,
    and its casual-game statistics by level (``stats``, issue 12)."""
    stats = profiles.stats(caller)
    if stats is None:
        return ProfileResponse(player=profiles.profile(caller))
    return ProfileResponse(player=profiles.profile(caller), stats=stats)


@router.post(
    "/me",
    response_model=ProfileResponse,
    response_model_exclude_unset=True,  # {"player": ...}: stats only from GET /api/me
    responses=_E,
    tags=["players"],
)
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
    return ProfileResponse(player=profile)


@router.post("/me/code", response_model=CodeResponse, responses=_E, tags=["players"])
def post_code(body: EmptyRequest, profiles: ProfilesDep, caller: CallerDep) -> Any:
    """Issue a new player code (shown once; the old code stops working)."""
    return profiles.issue_code(caller)


@router.post(
    "/me/adopt",
    response_model=ProfileResponse,
    response_model_exclude_unset=True,  # {"player": ...}: stats only from GET /api/me
    responses=_E,
    tags=["players"],
)
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
    return ProfileResponse(player=profile)


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
    body: EmptyRequest, response: Response, daily: DailyDep, caller: CallerDep, address: AddressDep
) -> Any:
    """Start today's ranked attempt (201), or resume it (200); the client
    address may start a limited number of ranked attempts a day."""
    step, created = daily.start(caller, address)
    response.status_code = 201 if created else 200
    return step


@router.post("/daily/practice", status_code=201, response_model=Step, responses=_E, tags=["daily"])
def post_daily_practice(
    body: EmptyRequest, daily: DailyDep, caller: CallerDep, address: AddressDep
) -> Any:
    """A new practice attempt of today (after the ranked one)."""
    return daily.practice(caller, address)


@router.get("/daily/commitments", response_model=Commitments, responses=_E, tags=["daily"])
def get_commitments(
    daily: DailyDep, days: Annotated[int, Query(ge=0, le=MAX_PAST_DAYS)] = 30
) -> Any:
    """SHA-256 of tomorrow's and today's seeds, and past days' seeds
    (docs/fairness.md)."""
    return daily.seeds.commitments(daily.store.today(), days)


@router.get("/daily/leaderboard", response_model=Leaderboard, responses=_E, tags=["daily"])
def get_leaderboard(
    rankings: RankingsDep,
    caller: CallerDep,
    date: DateQuery = None,
    offset: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> Any:
    """A day's leaderboard (today's once the caller's ranked game is over)."""
    return rankings.leaderboard(caller, date, offset, limit)


@router.get("/daily/comparison", response_model=Comparison, responses=_E, tags=["daily"])
def get_comparison(
    response: Response,
    rankings: RankingsDep,
    caller: CallerDep,
    date: DateQuery = None,
) -> Any:
    """Each deal: the caller's result, the field's average, four CPU players
    (``cpu_status: computing`` and a ``Retry-After`` header while pending)."""
    comparison = rankings.comparison(caller, date)
    if comparison.cpu_status != "ready":
        response.headers["Retry-After"] = str(RETRY_AFTER)
    return comparison


@router.get("/daily/reviews/{share_id}/{deal}", responses=_E, tags=["daily"])
def get_shared_review(
    share_id: Annotated[str, Path(max_length=40)],
    deal: Annotated[int, Path(ge=0, lt=DAILY_DEALS)],
    daily: DailyDep,
) -> dict[str, Any]:
    """The review of one finished deal of a ranked daily attempt, for anyone
    with its link, once the attempt's day is over (404 before, and for an
    unknown id; issue 12)."""
    return shared_review(daily.store, share_id, deal)


@router.get("/rankings", response_model=RankingTable, responses=_E, tags=["daily"])
def get_rankings_table(
    rankings: RankingsDep,
    caller: CallerDep,
    period: PeriodQuery = "all",
    week: WeekQuery = None,
    offset: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> Any:
    """All-time or weekly rankings: the average daily percentile over closed days."""
    return rankings.rankings(caller, period, week, offset, limit)
