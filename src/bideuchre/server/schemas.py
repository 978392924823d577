"""Request and response bodies (pydantic): what the API accepts and exactly
what may leave the server (docs/api.md).  Responses are validated against
these models, so an internal field (a seed, another seat's hand) cannot slip
into an answer by accident."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema, model_validator

_STRICT = ConfigDict(extra="forbid")


# Issue 11 (schema as strict as the server): the OpenAPI schema names what the
# server accepts; values outside it still get the documented error codes.
def _whole_number(value: object) -> object:
    """``7.0`` is the integer 7 (JSON Schema's ``integer`` includes it)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


#: The largest version accepted: JavaScript's largest safe integer (a game
#: never gets near it; ``1e308`` was accepted and echoed as 309 digits).
VERSION_MAX = 2**53 - 1
#: A game version: a whole number from 0 to :data:`VERSION_MAX` (never
#: ``true``, never ``7.5``).
Version = Annotated[int, Field(strict=True, ge=0, le=VERSION_MAX), BeforeValidator(_whole_number)]
#: A preset name, documented as the two presets (others: 400 ``bad_rules``).
PresetName = Annotated[
    str, WithJsonSchema({"type": "string", "enum": ["double-deck", "single-deck"]})
]


class NewGameRequest(BaseModel):
    """``POST /api/games``: the rules (preset name or options) and the CPU level."""

    model_config = _STRICT

    rules: PresetName | dict[str, Any] = Field(
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

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"oneOf": [{"required": ["action"]}, {"required": ["actions"]}]},
    )

    action: str | None = Field(default=None, max_length=40, examples=["5H", "pass", "QS"])
    actions: list[Annotated[str, Field(max_length=40)]] | None = Field(
        default=None, min_length=1, max_length=25
    )
    version: Version

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

    version: Version


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


# issue 10, refusals as codes (docs/api.md, "Errors"): the page words them
class Reason(BaseModel):
    """Why something is refused: a code the page words in the player's
    language (its catalogues' ``refusal``), its parameters, the rule broken
    (``"R6"``, or null), and the same in English for API users (``message``)."""

    code: str = Field(examples=["must_follow"])
    params: dict[str, str | int | bool | None] = Field(
        examples=[{"suit": "H", "card": "9C", "trump": "H", "left_bower": None}]
    )
    rule: str | None = Field(examples=["R6"])
    message: str = Field(examples=["you must follow hearts"])


class CardView(BaseModel):
    """One of South's cards, in display order."""

    card: str
    legal: bool
    group: str
    label: str
    reason: Reason | None


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
    """``POST /api/me/adopt``: a player code as typed.  An empty code (or
    only spaces and dashes) is 422 ``malformed`` like any other malformed
    input; a code no player has is 404 ``bad_code``."""

    model_config = _STRICT

    code: str = Field(min_length=1, max_length=64, examples=["K7QM-X2PA-9RTD"])

    @model_validator(mode="after")
    def _not_blank(self) -> CodeRequest:
        if not self.code.strip(" -\t\r\n"):
            raise ValueError("code is empty: a player code has 12 letters and digits")
        return self


class EmptyRequest(BaseModel):
    """A POST with nothing to say (``{}``)."""

    model_config = _STRICT


class Profile(BaseModel):
    """The caller's player profile."""

    name: str | None
    created_at: str
    code_issued_at: str | None


class ProfileResponse(BaseModel):
    """``{"player": Profile | null}``; ``GET /api/me`` adds ``stats``."""

    player: Profile | None
    # issue 12: casual-game statistics by level (server/player_stats.py)
    stats: dict[str, Any] | None = Field(
        default=None,
        description="casual games by CPU level: {'levels': {level: {games, hands, declared, "
        "made, defended, set, alone, alone_made, points, points_per_hand}}} (GET /api/me only)",
    )


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
    #: The player was created less than ``new_player_hours`` before this
    #: attempt (docs/fairness.md).
    new: bool = False


class Leaderboard(BaseModel):
    """A day's leaderboard (one page of it)."""

    date: str
    closed: bool
    players: int
    offset: int
    limit: int
    entries: list[LeaderboardEntry]
    you: LeaderboardEntry | None


# -- issue 11 (fairness): the daily seeds committed in advance


class Commitment(BaseModel):
    """One day's commitment: SHA-256 of its seed, and the seed once the day is over."""

    date: str
    sha256: str
    seed: str | None


class Commitments(BaseModel):
    """Tomorrow's and today's commitments, then past days' with their seeds."""

    today: str
    days: list[Commitment]


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
    #: The caller's ranked attempt in shared review links, once the day is
    #: over (``/api/daily/reviews/{share_id}/{deal}``, issue 12); else None.
    share_id: str | None = None


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
    #: The day's ranked attempt in shared review links once the day is over
    #: (``/api/daily/reviews/{share_id}/{deal}``, issue 12); else None.
    share_id: str | None = None


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
