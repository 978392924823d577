"""Request and response bodies (pydantic): what the API accepts and exactly
what may leave the server (docs/api.md).  Responses are validated against
these models, so an internal field (a seed, another seat's hand) cannot slip
into an answer by accident."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

_STRICT = ConfigDict(extra="forbid")


class NewGameRequest(BaseModel):
    """``POST /api/games``: the rules (preset name or options) and the CPU level."""

    model_config = _STRICT

    rules: str | dict[str, Any] = Field(
        default="double-deck",
        description='"double-deck", "single-deck" or {"preset": name, option: value, ...}',
    )
    level: str | None = Field(default=None, max_length=40, description="a level of /api/rules")
    partner_level: str | None = Field(
        default=None,
        max_length=40,
        description="North's level (a level of /api/rules; default the strongest)",
    )


class ActionRequest(BaseModel):
    """``POST /api/games/{id}/actions``: one step (``action``) or several of
    South's steps applied all or nothing (``actions``), at ``version``."""

    model_config = _STRICT

    action: str | None = Field(default=None, max_length=40, examples=["5H", "pass", "QS"])
    actions: list[str] | None = Field(default=None, min_length=1, max_length=25)
    version: int = Field(strict=True, ge=0)

    @model_validator(mode="after")
    def _one_of(self) -> ActionRequest:
        if (self.action is None) == (self.actions is None):
            raise ValueError("give exactly one of 'action' or 'actions'")
        if self.actions is not None and any(len(a) > 40 for a in self.actions):
            raise ValueError("an action is at most 40 characters")
        return self

    @property
    def steps(self) -> list[str]:
        """The steps in order."""
        return [self.action] if self.action is not None else list(self.actions or [])


class VersionRequest(BaseModel):
    """``POST /api/games/{id}/next-hand``: the version the page saw."""

    model_config = _STRICT

    version: int = Field(strict=True, ge=0)


class Sides(BaseModel):
    """A number per side."""

    NS: int
    EW: int


class ContractView(BaseModel):
    """The contract (R10): ``bid`` is the hand size when ``alone``."""

    declarer: str
    bid: int
    denomination: str
    alone: bool


class CardView(BaseModel):
    """One of South's cards, in display order."""

    card: str
    legal: bool
    group: str
    label: str
    reason: str | None


class CallView(BaseModel):
    """A call of the auction."""

    seat: str
    call: str


class ExchangeView(BaseModel):
    """The lone exchange as South may see it (D6)."""

    k: int
    passed: list[str]
    discarded: list[str]
    passed_count: int
    discarded_count: int


class CurrentTrickView(BaseModel):
    """The trick in progress: ``leader`` led it (or leads next, if empty)."""

    leader: str | None
    plays: list[tuple[str, str]]


class TrickView(BaseModel):
    """A completed trick and its winner (R7)."""

    leader: str
    plays: list[tuple[str, str]]
    winner: str


class HandResultView(BaseModel):
    """A finished hand's result (R12-R15)."""

    hand_number: int
    contract: ContractView | None
    tricks: Sides
    made: bool | None
    score: Sides
    totals: Sides
    winner: str | None


class RulesView(BaseModel):
    """Every rule option (see ``/api/rules``), ``hand_size`` and the preset name."""

    model_config = ConfigDict(extra="allow")

    name: str
    hand_size: int
    target_score: int


class WinReasonView(BaseModel):
    """Why the winner won the game (R14): ``code`` is ``made`` (the declarers
    made the contract), ``set`` (the defenders set it) or ``target`` (a
    ``first_to_target*`` win rule); ``also_reached`` is the other side when it
    too reached the target but could not win (R14), else null."""

    code: str
    also_reached: str | None


class DailyGameView(BaseModel):
    """A daily game's attempt: its day, deal and running result."""

    date: str
    ranked: bool
    deal: int
    deals: int
    deals_done: int
    net: int
    made: int
    set: int
    finished: bool
    closed: bool


class View(BaseModel):
    """South's view of a game: never another seat's unplayed cards."""

    id: str
    version: int
    kind: str
    level: str
    partner_level: str = Field(description="North's level (South's partner)")
    rules: RulesView
    hand_number: int
    dealer: str
    phase: str
    to_act: str | None
    legal: list[str]
    hand: list[CardView]
    hand_counts: dict[str, int]
    calls: list[CallView]
    high_bid: CallView | None = Field(
        default=None, description="the standing high bid during the auction (R9), else null"
    )
    contract: ContractView | None
    exchange: ExchangeView | None
    sitting_out: str | None
    out_of_play: list[str]
    trick: CurrentTrickView | None
    last_trick: TrickView | None
    tricks: Sides
    tricks_played: int
    totals: Sides
    hand_scores: list[HandResultView]
    hand_result: HandResultView | None
    winner: str | None
    win_reason: WinReasonView | None = Field(
        default=None, description="why `winner` won (R14), null until the game is won"
    )
    daily: DailyGameView | None = Field(
        default=None, description="the daily game's part of the view (null for other games)"
    )


class Step(BaseModel):
    """A change: the new view and the events since the request, as South saw them."""

    view: View
    events: list[dict[str, Any]] = Field(
        description="{'type': 'called' | 'card_played' | ..., ...} (docs/api.md, Events)"
    )


class GameSummary(BaseModel):
    """One of the caller's games, for a "continue" list."""

    id: str
    kind: str = "casual"
    level: str
    partner_level: str
    rules: str
    phase: str
    hand_number: int
    totals: Sides
    winner: str | None
    version: int
    created_at: str
    updated_at: str


class GameList(BaseModel):
    """The caller's games, most recently played first."""

    games: list[GameSummary]


class RuleOption(BaseModel):
    """One rule option."""

    name: str
    type: str
    choices: list[str] | None
    min: int | None
    max: int | None
    description: str


class RulesInfo(BaseModel):
    """Presets, options and CPU levels."""

    presets: dict[str, dict[str, Any]]
    default_preset: str
    options: list[RuleOption]
    levels: list[str]
    default_level: str
    default_partner_level: str = Field(description="North's level when none is asked for")


class Health(BaseModel):
    """Liveness and database reachability."""

    status: str
    database: str


class ErrorBody(BaseModel):
    """``{"code", "message", ...}``; extra members depend on ``code``."""

    model_config = ConfigDict(extra="allow")

    code: str
    message: str


class ErrorResponse(BaseModel):
    """Every error answer."""

    error: ErrorBody


# ---------------------------------------------------------------- daily game


class NameRequest(BaseModel):
    """``POST /api/me``: the display name."""

    model_config = _STRICT

    name: str = Field(max_length=200, examples=["Zoë B."])


class CodeRequest(BaseModel):
    """``POST /api/me/adopt``: a player code as typed."""

    model_config = _STRICT

    code: str = Field(max_length=64, examples=["K7QM-X2PA-9RTD"])


class EmptyRequest(BaseModel):
    """A POST with nothing to say (``{}``)."""

    model_config = _STRICT


class Profile(BaseModel):
    """The caller's player profile."""

    name: str | None
    created_at: str
    code_issued_at: str | None


class ProfileResponse(BaseModel):
    """``{"player": Profile | null}``."""

    player: Profile | None


class CodeResponse(BaseModel):
    """A newly issued player code (shown once)."""

    code: str
    issued_at: str


class DailyPlayer(BaseModel):
    """The caller in the daily status."""

    name: str | None


class RankedAttempt(BaseModel):
    """Today's ranked attempt of the caller."""

    game_id: str
    status: str
    deals_done: int
    net: int
    made: int
    set: int
    started_at: str
    finished_at: str | None
    rank: int | None
    players: int | None


class PracticeAttempt(BaseModel):
    """One of today's practice attempts."""

    game_id: str
    status: str
    deals_done: int
    net: int
    started_at: str


class DailyStatus(BaseModel):
    """Today's daily game for the caller."""

    date: str
    now: str
    next_day_at: str
    seconds_to_next_day: int
    deals: int
    rules: str
    level: str
    player: DailyPlayer | None
    ranked: RankedAttempt | None
    practice: list[PracticeAttempt]
    leaderboard_open: bool


class LeaderboardEntry(BaseModel):
    """One line of a daily leaderboard."""

    rank: int
    name: str
    net: int
    made: int
    set: int
    deals_done: int
    finished: bool
    finished_at: str | None
    you: bool


class Leaderboard(BaseModel):
    """A day's leaderboard (one page of it)."""

    date: str
    closed: bool
    players: int
    offset: int
    limit: int
    entries: list[LeaderboardEntry]
    you: LeaderboardEntry | None


class DealResult(BaseModel):
    """A result on one deal: net (NS - EW), points, contract, made."""

    net: int
    score: Sides
    contract: ContractView | None
    made: bool | None


class FieldResult(BaseModel):
    """The field on one deal."""

    players: int
    average: float | None


class DealComparison(BaseModel):
    """One deal: the caller, the field, four CPU players."""

    deal: int
    dealer: str
    you: DealResult | None
    field: FieldResult
    cpu: DealResult | None


class Comparison(BaseModel):
    """The per-deal comparison of a day."""

    date: str
    cpu_status: str
    cpu_level: str
    deals: list[DealComparison]


class RankingEntry(BaseModel):
    """One line of the all-time or weekly ranking."""

    rank: int | None
    name: str
    score: float
    days: int
    best_rank: int
    you: bool


class RankingTable(BaseModel):
    """All-time or weekly rankings (one page)."""

    period: str
    week: str | None
    from_: str | None = Field(alias="from", serialization_alias="from")
    to: str
    min_days: int
    formula: str
    entries: list[RankingEntry]
    you: RankingEntry | None
    players: int
    offset: int
    limit: int


class DayPlayed(BaseModel):
    """One day in the personal history."""

    date: str
    rank: int
    players: int
    net: int
    made: int
    set: int
    deals_done: int
    finished: bool
    percentile: float
    closed: bool


class BestDay(BaseModel):
    """The best day played."""

    date: str
    rank: int
    players: int
    net: int


class PlayerStats(BaseModel):
    """The personal page."""

    name: str | None
    days_played: int
    average_rank: float | None
    average_percentile: float | None
    best_day: BestDay | None
    current_streak: int
    longest_streak: int
    history: list[DayPlayed]
