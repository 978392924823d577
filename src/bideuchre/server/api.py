"""The game routes under ``/api`` (docs/api.md, "Games"): health, the rules
and levels, creating and listing games (:mod:`.casual_service`), and one
game's view, actions and next hand (:mod:`.game_service`).  The player and
daily routes are :mod:`.daily_api`.

Handlers are plain ``def`` functions: Starlette runs them in its thread pool,
so database work, replays and CPU decisions never block the event loop.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import Annotated, Any

from fastapi import APIRouter, Body, Request, Response
from fastapi.responses import JSONResponse

from ..engine import PRESETS, Rules
from ..engine.record import replay
from .cpu import default_level, offered_levels, partner_level_default
from .deps import AddressDep, CallerDep, CasualDep, GamesDep, SettingsDep, set_player_cookie
from .errors import ERROR_RESPONSES as _E
from .faults import RETRY_AFTER, storage_problem
from .quotas import limit_record_check
from .schemas import (
    ActionRequest,
    GameList,
    Health,
    NewGameRequest,
    RulesInfo,
    Step,
    VersionRequest,
    View,
)

router = APIRouter(prefix="/api")

#: What each rule option means (docs/rules.md, "Options").
OPTION_DESCRIPTIONS = {
    "copies": "copies of each card: 1 (24 cards, 6 each) or 2 (48 cards, 12 each) (R1, D1, C1)",
    "target_score": "points to win the game (R14)",
    "auction": "single_round: one call each, passing is final (C2); "
    "open: calls go round until three passes follow a bid (D2, D3)",
    "min_bid": "the lowest bid (R9)",
    "allow_no_trump": "no-trump contracts may be bid (R9)",
    "allow_alone": "a player may declare alone (D5)",
    "lone_exchange_max": "most cards a lone declarer exchanges with the partner (D6)",
    "lone_exchange_mode": "up_to: 0 to the maximum; exact: exactly the maximum (D6)",
    "lone_made_points": "points for taking every trick alone (D7)",
    "lone_set_points": "points lost by a lone declarer who is set (D7)",
    "all_pass": "redeal: when nobody bids the hand is annulled (R15); "
    "stick_dealer: when the others pass, the dealer must bid the lowest bid (R15)",
    "win_rule": "eligible: only the side that made its contract, or the defenders of a set "
    "contract, can win (R14); first_to_target: any side at the target wins, the higher "
    "total first; first_to_target_declarer_priority: any side at the target wins, the "
    "declaring side first",
}


def _option(field: dataclasses.Field[Any], max_target: int) -> dict[str, Any]:
    default = getattr(Rules(), field.name)
    bounds: dict[str, tuple[int | None, int | None]] = {
        "copies": (1, 2),
        "target_score": (1, max_target),
        "min_bid": (1, 12),
        "lone_exchange_max": (0, 12),
        "lone_made_points": (0, max_target),
        "lone_set_points": (0, max_target),
    }
    if isinstance(default, StrEnum):
        kind, choices = "choice", [m.value for m in type(default)]
    elif isinstance(default, bool):
        kind, choices = "bool", None
    else:
        kind, choices = "int", None
    low, high = bounds.get(field.name, (None, None))
    return {
        "name": field.name,
        "type": kind,
        "choices": choices,
        "min": low,
        "max": high,
        "description": OPTION_DESCRIPTIONS.get(field.name, field.name.replace("_", " ")),
    }


@router.get("/health", response_model=Health, tags=["server"])
def health(request: Request) -> Any:
    """Liveness: 200 when the database answers and can be written; 503 with
    ``database`` ``unreachable``, ``full`` or ``unwritable`` (and
    ``Retry-After``) when not (:func:`~.faults.storage_problem`)."""
    problem = storage_problem(request.app.state.engine)
    if problem is not None:
        return JSONResponse(
            {"status": "error", "database": problem},
            status_code=503,
            headers={"Retry-After": str(RETRY_AFTER)},
        )
    return {"status": "ok", "database": "ok"}


@router.get("/rules", response_model=RulesInfo, tags=["games"])
def rules_info(settings: SettingsDep) -> Any:
    """The rule presets, every option with its meaning and bounds, and the CPU
    levels offered to players (weakest first; ``random``, a test baseline, is
    still accepted by ``POST /api/games`` but not offered)."""
    return {
        "presets": {name: PRESETS[name].describe() for name in ("double-deck", "single-deck")},
        "default_preset": "double-deck",
        "options": [_option(f, settings.max_target_score) for f in dataclasses.fields(Rules)],
        "levels": list(offered_levels()),
        "default_level": default_level(),
        "default_partner_level": partner_level_default(),
    }


@router.post("/games", status_code=201, response_model=Step, responses=_E, tags=["games"])
def create_game(
    response: Response,
    casual: CasualDep,
    settings: SettingsDep,
    caller: CallerDep,
    address: AddressDep,
    body: NewGameRequest | None = None,
) -> Step:
    """Create a game for the caller (and an anonymous player cookie if it has
    none, rate-limited per client address); the CPU seats call up to South's
    first decision.  Every field is optional, and so is the body: none,
    ``{}`` or ``null`` give the default rules (``double-deck``) and level,
    and North (``partner_level``) at the strongest level offered.
    Errors: 400 ``bad_rules`` / ``bad_level``, 422 ``malformed``, 429
    ``rate_limited``."""
    body = body or NewGameRequest()
    step, secret = casual.create_game(
        caller, body.rules, body.level, partner_level=body.partner_level, address=address
    )
    if secret is not None:
        set_player_cookie(response, secret, settings)
    return step


@router.get("/games", response_model=GameList, tags=["games"])
def list_games(casual: CasualDep, caller: CallerDep) -> GameList:
    """The caller's games, most recently played first (at most 20)."""
    return casual.list_games(caller)


@router.get("/games/{game_id}", response_model=View, responses=_E, tags=["games"])
def get_game(game_id: str, games: GamesDep, caller: CallerDep) -> View:
    """South's view of one of the caller's games."""
    return games.view(game_id, caller)


@router.post("/games/{game_id}/actions", response_model=Step, responses=_E, tags=["games"])
def post_action(game_id: str, body: ActionRequest, games: GamesDep, caller: CallerDep) -> Step:
    """Apply South's action (or several steps, all or nothing), then the CPU
    actions up to South's next decision or the end of the hand."""
    return games.act(game_id, caller, body.version, body.steps)


@router.post("/games/{game_id}/next-hand", response_model=Step, responses=_E, tags=["games"])
def next_hand(game_id: str, body: VersionRequest, games: GamesDep, caller: CallerDep) -> Step:
    """Deal the next hand after a finished one (R2)."""
    return games.next_hand(game_id, caller, body.version)


@router.post("/games/{game_id}/undo", response_model=Step, responses=_E, tags=["games"])
def undo(game_id: str, body: VersionRequest, games: GamesDep, caller: CallerDep) -> Step:
    """Take back South's last call, exchange step or card of the hand in
    progress, with the CPU actions after it (practice games; 409
    ``not_in_ranked`` in the ranked daily game, ``nothing_to_undo``)."""
    return games.undo(game_id, caller, body.version)


@router.get("/games/{game_id}/record", responses=_E, tags=["games"])
def game_record(
    game_id: str, games: GamesDep, caller: CallerDep, download: bool = False
) -> JSONResponse:
    """The game record (docs/rules.md, "Records") as South may see it:
    finished hands complete, the hand in progress with only South's cards
    and the cards played (``"complete": false``).  With ``?download=1``, as
    an attachment ``bideuchre-<id>.json``."""
    body = games.record(game_id, caller)
    headers = {}
    if download:
        headers["Content-Disposition"] = f'attachment; filename="bideuchre-{game_id}.json"'
    return JSONResponse(body, headers=headers)


@router.get("/games/{game_id}/hint", responses=_E, tags=["games"])
def hint(game_id: str, games: GamesDep, caller: CallerDep) -> dict[str, Any]:
    """South's best action now by the strongest CPU's search from South's
    own view, with a "Why" reason: ``{"action", "actions", "reason"}`` (409
    ``not_your_turn``; ``not_in_ranked`` in the ranked daily game)."""
    return games.hint(game_id, caller)


@router.get("/games/{game_id}/whys", responses=_E, tags=["games"])
def whys(game_id: str, games: GamesDep, caller: CallerDep) -> dict[str, Any]:
    """The CPU calls' and cards' "Why" of the hand in progress, as its live
    events carried them: ``{"hand_number", "calls": [{"index", "seat",
    "why"}], "cards": [{"trick", "seat", "why"}]}``."""
    return games.whys(game_id, caller)


@router.get("/games/{game_id}/hands/{n}/review", responses=_E, tags=["games"])
def review(game_id: str, n: int, games: GamesDep, caller: CallerDep) -> dict[str, Any]:
    """The review of finished hand ``n`` (0-based): South's decisions judged
    from South's view, their cost, the open-hand par and every CPU "Why"
    (404 while the hand is not finished; 409 ``review_busy`` while another
    review of this game is computing)."""
    return games.review(game_id, caller, n)


@router.post("/records/check", responses=_E, tags=["games"])
def check_record(
    casual: CasualDep, address: AddressDep, data: Annotated[Any, Body()] = None
) -> dict[str, Any]:
    """Replay a posted hand or game record through the engine, as ``bideuchre
    replay`` does (docs/rules.md, "Hand records"): ``{"ok": true, ...}`` with
    the state reached, or ``{"ok": false, "error": {"code", "index", "step",
    "message", "rule", "reason"?}}`` (codes of ``engine.record.REPLAY_ERRORS``,
    ``reason`` the engine's refusal ``{"code", "params"}``).  Always 200: the
    answer is the check.  The body is bounded by ``body_limit`` (413
    ``too_large``), so one replay is a few milliseconds of CPU, and the checks
    of one client address are limited (429 ``rate_limited``, ``limit``
    ``record_check``: :func:`~.quotas.limit_record_check`, docs/api.md
    "Limits").  The page's "Open a record" asks this before showing a record:
    the engine, never the page, judges legality (docs/ui.md)."""
    limit_record_check(casual.store, address)
    return replay(data).to_json()
