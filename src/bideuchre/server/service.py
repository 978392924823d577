"""The game service: create a game, apply South's actions, deal on, and load
a game by replaying its record (docs/api.md).

Every change follows the same path: read the row, rebuild the state by
replaying the record (or take it from a small cache keyed by ``(id,
version)``, which identifies one state in every process), apply South's
action and the CPU actions on that copy, then write the new record in one
short transaction guarded by ``WHERE version = n``.  A request that loses
that race changes nothing and gets ``stale_version`` with the current view,
so several processes can serve one game in turn and a crash never leaves a
half-applied action.

A daily game (kind ``daily``, see :mod:`.daily`) goes the same way: its
record is the current deal, played as a one-hand game; the transaction that
ends a deal also writes the deal's result to ``daily_deals`` and the
attempt's running totals to ``daily_attempts``, and ``next-hand`` replaces the
record with the next deal.  Creating daily attempts is :mod:`.daily_service`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import logging
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import Engine, Table, bindparam, insert, select
from sqlalchemy.orm import Session

from ..engine import (
    PASS,
    PRESETS,
    Action,
    Event,
    GameState,
    HandDealt,
    HandRecord,
    IllegalActionError,
    NotationError,
    Phase,
    Rules,
    RulesError,
    Seat,
    Team,
    replay,
)
from ..engine.actions import bid_tricks
from ..engine.auction import bid_size_error
from ..engine.record import FORMAT, canonical_order
from ..engine.state import deal
from .clock import Clock, system_clock, utc_day
from .cpu import CpuPlayer
from .daily import (
    DAILY_DEALS,
    DailyInfo,
    DealOutcome,
    cpu_seed,
    daily_events,
    daily_view,
    deal_outcome,
    deal_over,
    deal_state,
)
from .db import make_sessionmaker
from .errors import ApiError, not_found
from .identity import take_rate
from .models import DailyAttempt, DailyDeal, Game, Player, PlayerKey
from .schemas import View
from .settings import Settings
from .views import GameMeta, events_for_south, south_view

log = logging.getLogger("bideuchre.server.service")

SOUTH = Seat.S
#: Most of South's steps one request may carry (an exchange is at most 2 x 12).
MAX_STEPS = 25

_games: Table = Game.__table__  # type: ignore[assignment]
_players: Table = Player.__table__  # type: ignore[assignment]
_keys: Table = PlayerKey.__table__  # type: ignore[assignment]
_attempts: Table = DailyAttempt.__table__  # type: ignore[assignment]
_deals: Table = DailyDeal.__table__  # type: ignore[assignment]
# Statements built once (SQLAlchemy caches their compiled form): the hot path
# of every request is one SELECT and, for a change, one UPDATE.
_PLAYER_BY_SECRET = select(_keys.c.player_id).where(_keys.c.secret_hash == bindparam("h"))
_GAME_OF_CALLER = (
    select(
        _games.c.id,
        _games.c.player_id,
        _games.c.version,
        _games.c.level,
        _games.c.kind,
        _games.c.seed,
        _games.c.record,
        _games.c.hand_number,
        _attempts.c.id.label("attempt_id"),
        _attempts.c.day,
        _attempts.c.number,
        _attempts.c.ranked,
        _attempts.c.deals_done,
        _attempts.c.ns_points,
        _attempts.c.ew_points,
        _attempts.c.net,
        _attempts.c.made,
        _attempts.c.set,
        _attempts.c.results,
        _attempts.c.finished_at,
    )
    .select_from(
        _games.join(_keys, _keys.c.player_id == _games.c.player_id).outerjoin(
            _attempts, _attempts.c.game_id == _games.c.id
        )
    )
    .where(_games.c.id == bindparam("gid"), _keys.c.secret_hash == bindparam("h"))
)
_SAVE_ATTEMPT = (
    _attempts.update()
    .where(_attempts.c.id == bindparam("aid"))
    .values(
        deals_done=bindparam("a_deals_done"),
        ns_points=bindparam("a_ns"),
        ew_points=bindparam("a_ew"),
        net=bindparam("a_net"),
        made=bindparam("a_made"),
        set=bindparam("a_set"),
        results=bindparam("a_results"),
        finished_at=bindparam("a_finished_at"),
    )
)
_SAVE = (
    _games.update()
    .where(_games.c.id == bindparam("gid"), _games.c.version == bindparam("old_version"))
    .values(
        record=bindparam("b_record"),
        version=bindparam("b_version"),
        phase=bindparam("b_phase"),
        hand_number=bindparam("b_hand_number"),
        ns_total=bindparam("b_ns_total"),
        ew_total=bindparam("b_ew_total"),
        winner=bindparam("b_winner"),
        updated_at=bindparam("b_updated_at"),
        finished_at=bindparam("b_finished_at"),
    )
)


def hash_secret(secret: str) -> str:
    """The stored form of a player secret: SHA-256, hex (64 characters)."""
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def levels() -> tuple[str, ...]:
    """The CPU levels the bots package offers now, weakest first."""
    from .. import bots

    return tuple(bots.LEVELS)


def default_level() -> str:
    """``medium`` if there is such a level, else the weakest one."""
    names = levels()
    return "medium" if "medium" in names else names[0]


def iso(moment: datetime) -> str:
    """ISO 8601 in UTC with a ``Z`` (SQLite hands back naive datetimes: UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game row as read: ``meta`` for the view, plus the secret seed, and
    the attempt of a daily game (None for other games)."""

    meta: GameMeta
    player_id: int
    seed: str
    record: Any
    daily: DailyInfo | None = None


def daily_level() -> str:
    """The daily game's default CPU level: ``hard``, else the strongest level."""
    names = levels()
    return "hard" if "hard" in names else names[-1]


def new_player(session: Session, now: datetime) -> tuple[int, str]:
    """Create an anonymous player in ``session``'s transaction.

    Returns:
        ``(player id, cookie secret)``; only the secret's hash is stored.
    """
    secret = secrets.token_urlsafe(32)
    digest = hash_secret(secret)
    player = Player(secret_hash=digest, created_at=now, last_seen_at=now)
    session.add(player)
    session.flush()
    session.execute(insert(_keys).values(secret_hash=digest, player_id=player.id, created_at=now))
    return int(player.id), secret


def _legal_texts(state: GameState) -> list[str]:
    return [str(a) for a in sorted(state.legal_actions(), key=canonical_order)]


def _notation_message(text: str, message: str, rules: Rules) -> str:
    """The message for an action the notation refuses: bid-shaped text with
    an impossible number (``13H``, ``0NT``) says what bids may be (R9)."""
    tricks = bid_tricks(text)
    if tricks is not None and bid_size_error(rules, tricks) is not None:
        return (
            f"{text.strip()!r} is not a possible bid: bids are {rules.min_bid} to "
            f"{rules.hand_size} tricks (R9)"
        )
    return message


#: Options whose value may not exceed the server's ``max_target_score``.
CAPPED_OPTIONS = ("target_score", "lone_made_points", "lone_set_points")


def rules_from_request(value: object, max_target_score: int) -> Rules:
    """Rules from a request's ``rules``: a preset name or ``{"preset", option: value}``.

    ``preset`` (default ``double-deck``) gives every option not given.  A
    ``copies`` other than the preset's switches to the preset of that deck
    (1: ``single-deck``, 2: ``double-deck``; R1, D1, C1), so the target and
    the alone scores suit the hand size: ``{"preset": "double-deck",
    "copies": 1}`` is ``single-deck``, and ``{"preset": "double-deck",
    "copies": 1, "allow_alone": true}`` is ``single-deck`` with alone.

    Raises:
        ApiError: 400 ``bad_rules`` for an unknown preset or option, a bad value,
            or a ``target_score``, ``lone_made_points`` or ``lone_set_points``
            over ``max_target_score``.
    """
    if isinstance(value, dict):
        value = _deck_preset(value)
    try:
        rules = Rules.from_json(value)
    except (RulesError, TypeError, ValueError) as exc:
        raise ApiError(400, "bad_rules", str(exc)) from None
    for name in CAPPED_OPTIONS:
        if getattr(rules, name) > max_target_score:
            raise ApiError(
                400, "bad_rules", f"{name} must be at most {max_target_score} on this server"
            )
    return rules


def _deck_preset(options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with ``preset`` replaced by the preset of the deck that
    ``copies`` asks for, when it differs from the named preset's deck
    (unchanged when either is not valid: :meth:`Rules.from_json` says why)."""
    copies = options.get("copies")
    if not isinstance(copies, int) or isinstance(copies, bool):
        return options
    try:
        base = Rules.preset(options.get("preset", "double-deck"))
    except RulesError:
        return options
    if base.copies == copies:
        return options
    for name in ("double-deck", "single-deck"):
        if PRESETS[name].copies == copies:
            return {**options, "preset": name}
    return options


class GameService:
    """Games and players on one database.

    Callers are identified by their cookie secret (``secret``, None when the
    request had no cookie); the database holds only its hash, and a game is
    only ever read together with its owner's hash, so a game that is not the
    caller's is exactly as invisible as a game that does not exist.

    Args:
        engine: the database.
        settings: the server settings.
        cpu: the CPU player (defaults to one with ``settings.bot_budget``).
        clock: "now" (aware, UTC); tests inject a fake one to move across days.
    """

    def __init__(
        self,
        engine: Engine,
        settings: Settings,
        cpu: CpuPlayer | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.engine = engine
        self.sessions = make_sessionmaker(engine)
        self.settings = settings
        self.cpu = cpu or CpuPlayer(settings.bot_budget)
        self.clock: Clock = clock or system_clock
        self._cache: OrderedDict[tuple[str, int], GameState] = OrderedDict()
        self._past_json: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        # SQLite lets one writer in at a time and makes the others poll with
        # growing sleeps; a thread holding the write lock can also lose the GIL.
        # Queueing this process's writers on a real lock keeps writes short and
        # in order (other processes still meet SQLite's busy timeout).
        self._write_lock: contextlib.AbstractContextManager[Any] = (
            threading.Lock() if engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )

    def now(self) -> datetime:
        """The current time (aware, UTC) from the service's clock."""
        moment = self.clock()
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)

    def today(self) -> date:
        """The current UTC date (the daily game's day)."""
        return utc_day(self.now())

    def limit_identities(self, address: str | None) -> None:
        """Count one identity creation for ``address`` (its own transaction).

        Raises:
            ApiError: 429 ``rate_limited`` over ``settings.identity_limit``.
        """
        if address is None or self.settings.identity_limit <= 0:
            return
        with self._write_lock, self.engine.begin() as conn:
            take_rate(
                conn,
                "identity",
                address,
                self.settings.identity_limit,
                self.settings.identity_window,
                self.now(),
            )

    # ------------------------------------------------------------------ players

    def player_id(self, secret: str | None) -> int | None:
        """The id of the player holding ``secret`` (the cookie), or None."""
        if not secret or len(secret) > 200:
            return None
        with self.engine.connect() as conn:
            found = conn.execute(_PLAYER_BY_SECRET, {"h": hash_secret(secret)}).scalar()
        return None if found is None else int(found)

    # ------------------------------------------------------------------ state

    def _state(self, game: LoadedGame) -> GameState:
        """A private copy of the game's state (replayed, or from the cache)."""
        key = (game.meta.id, game.meta.version)
        with self._lock:
            cached = self._cache.get(key)
            if cached is not None:
                self._cache.move_to_end(key)
                return cached.clone()
        result = replay(game.record)
        if result.error is not None or result.state is None:
            # The message may name cards: keep it out of the log.
            log.error("stored record does not replay", extra={"fields": {"game": game.meta.id}})
            raise RuntimeError("a stored game record does not replay")
        self._remember(key, result.state)
        return result.state.clone()

    def _remember(self, key: tuple[str, int], state: GameState) -> None:
        size = self.settings.state_cache_size
        if size <= 0:
            return
        with self._lock:
            self._cache[key] = state
            self._cache.move_to_end(key)
            while len(self._cache) > size:
                self._cache.popitem(last=False)

    def _load(self, game_id: str, secret: str | None) -> LoadedGame:
        """The caller's game ``game_id``.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        if not secret or len(secret) > 200 or len(game_id) > 40:
            raise not_found()
        with self.engine.connect() as conn:
            row = conn.execute(
                _GAME_OF_CALLER, {"gid": game_id, "h": hash_secret(secret)}
            ).one_or_none()
        if row is None:
            raise not_found()
        daily = None
        if row.attempt_id is not None:
            daily = DailyInfo(
                attempt_id=int(row.attempt_id),
                day=row.day,
                number=row.number,
                ranked=bool(row.ranked),
                deal=row.hand_number,
                deals_done=row.deals_done,
                ns_points=row.ns_points,
                ew_points=row.ew_points,
                net=row.net,
                made=row.made,
                set=row.set,
                results=list(row.results or []),
                finished_at=row.finished_at,
            )
        return LoadedGame(
            GameMeta(row.id, row.version, row.level, row.kind),
            int(row.player_id),
            row.seed,
            row.record,
            daily,
        )

    def _view(self, state: GameState, meta: GameMeta, daily: DailyInfo | None) -> dict[str, Any]:
        """South's view; a daily game's with its deal number, running totals
        and ``daily`` (:func:`~.daily.daily_view`)."""
        view = south_view(state, meta)
        if daily is None:
            view["daily"] = None
            return view
        return daily_view(view, daily, daily.day < self.today())

    @staticmethod
    def _events(events: list[Event], daily: DailyInfo | None) -> list[dict[str, Any]]:
        out = events_for_south(events)
        return out if daily is None else daily_events(out, daily)

    def record_json(self, game_id: str, state: GameState) -> dict[str, Any]:
        """``GameRecord.of(state).to_json()``, reusing the JSON of finished
        hands (they never change once the next hand is dealt)."""
        past = state.past_records()
        hands: list[dict[str, Any]] = []
        with self._lock:
            for number, hand in enumerate(past):
                key = (game_id, number)
                cached = self._past_json.get(key)
                if cached is None:
                    cached = self._past_json[key] = hand.to_json(with_rules=False)
                    while len(self._past_json) > 16 * max(self.settings.state_cache_size, 64):
                        self._past_json.popitem(last=False)
                hands.append(cached)
        hands.append(HandRecord.of(state).to_json(with_rules=False))
        return {"format": FORMAT, "rules": state.rules.to_json(), "hands": hands}

    def _save(
        self,
        game: LoadedGame,
        state: GameState,
        secret: str | None,
        daily: DailyInfo | None = None,
        outcome: DealOutcome | None = None,
    ) -> GameMeta:
        """Write ``state`` as version ``n + 1`` if the row is still at version ``n``.

        For a daily game, ``daily`` is the attempt after this change (its
        ``deal`` is the deal of ``state``) and ``outcome`` the result of a deal
        that ended with this change: both are written in the same transaction.

        Raises:
            ApiError: 409 ``stale_version`` (with the current view) if not.
        """
        now = self.now()
        version = game.meta.version + 1
        values: dict[str, Any] = {
            "gid": game.meta.id,
            "old_version": game.meta.version,
            "b_record": self.record_json(game.meta.id, state),
            "b_version": version,
            "b_phase": state.phase.value,
            "b_hand_number": state.hand_number,
            "b_ns_total": state.totals[0],
            "b_ew_total": state.totals[1],
            "b_winner": None if state.winner is None else state.winner.name,
            "b_updated_at": now,
            "b_finished_at": now if state.phase is Phase.GAME_OVER else None,
        }
        if daily is not None:
            finished_at = now if (outcome is not None and daily.finished) else daily.finished_at
            values.update(
                b_phase=(
                    ("game_over" if daily.finished else "hand_over")
                    if daily.deals_done > daily.deal
                    else state.phase.value
                ),
                b_hand_number=daily.deal,
                b_ns_total=daily.ns_points,
                b_ew_total=daily.ew_points,
                b_winner=None,
                b_finished_at=finished_at,
            )
        with self._write_lock, self.engine.begin() as conn:
            changed = conn.execute(_SAVE, values).rowcount
            if changed == 1 and daily is not None and outcome is not None:
                self._save_outcome(conn, daily, outcome, state, now)
        if changed != 1:
            raise self._stale(game.meta.id, secret)
        meta = GameMeta(game.meta.id, version, game.meta.level, game.meta.kind)
        self._remember((meta.id, meta.version), state)
        return meta

    def _save_outcome(
        self, conn: Any, daily: DailyInfo, outcome: DealOutcome, state: GameState, now: datetime
    ) -> None:
        """Record a finished deal and the attempt's new totals (in the
        transaction of the game's update)."""
        conn.execute(
            insert(_deals).values(
                attempt_id=daily.attempt_id,
                deal=daily.deal,
                day=daily.day,
                ranked=daily.ranked,
                ns=outcome.ns,
                ew=outcome.ew,
                net=outcome.net,
                result=outcome.result,
                record=HandRecord.of(state).to_json(),
            )
        )
        conn.execute(
            _SAVE_ATTEMPT,
            {
                "aid": daily.attempt_id,
                "a_deals_done": daily.deals_done,
                "a_ns": daily.ns_points,
                "a_ew": daily.ew_points,
                "a_net": daily.net,
                "a_made": daily.made,
                "a_set": daily.set,
                "a_results": daily.results,
                "a_finished_at": now if daily.finished else None,
            },
        )

    def _stale(self, game_id: str, secret: str | None) -> ApiError:
        current = self._load(game_id, secret)
        return ApiError(
            409,
            "stale_version",
            f"the game has moved on: it is at version {current.meta.version}",
            view=View.model_validate(
                self._view(self._state(current), current.meta, current.daily)
            ).model_dump(mode="json"),
        )

    # ------------------------------------------------------------------ reading

    def view(self, game_id: str, secret: str | None) -> dict[str, Any]:
        """South's view of the caller's game.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        game = self._load(game_id, secret)
        return self._view(self._state(game), game.meta, game.daily)

    def list_games(self, secret: str | None, limit: int = 20) -> list[dict[str, Any]]:
        """The caller's games, most recently played first (``GameSummary``)."""
        player_id = self.player_id(secret)
        if player_id is None:
            return []
        with self.sessions() as session:
            rows = session.execute(
                select(
                    Game.id,
                    Game.kind,
                    Game.level,
                    Game.rules,
                    Game.phase,
                    Game.hand_number,
                    Game.ns_total,
                    Game.ew_total,
                    Game.winner,
                    Game.version,
                    Game.created_at,
                    Game.updated_at,
                )
                .where(Game.player_id == player_id)
                .order_by(Game.updated_at.desc(), Game.id)
                .limit(limit)
            ).all()
        return [
            {
                "id": r.id,
                "kind": r.kind,
                "level": r.level,
                "rules": r.rules if isinstance(r.rules, str) else "custom",
                "phase": r.phase,
                "hand_number": r.hand_number,
                "totals": {"NS": r.ns_total, "EW": r.ew_total},
                "winner": r.winner,
                "version": r.version,
                "created_at": iso(r.created_at),
                "updated_at": iso(r.updated_at),
            }
            for r in rows
        ]

    # ------------------------------------------------------------------ changes

    def create_game(
        self,
        secret: str | None,
        rules_value: object,
        level: str | None,
        *,
        seed: str | None = None,
        kind: str = "casual",
        address: str | None = None,
    ) -> tuple[dict[str, Any], str | None]:
        """Create a game for the caller, and a player first if it has none
        (no cookie, or a cookie this database does not know).

        Args:
            seed: the secret seed of the deals and CPU decisions (random by
                default; the daily game passes the day's seed, so every player
                gets the same deals and the same CPU decisions).
            kind: ``casual``, or another kind of game (issue 5: ``daily``).
            address: the client's address, for the identity rate limit (None:
                not limited).

        Returns:
            ``(step, secret)``: the ``Step`` (deal and CPU calls up to South's
            first decision) and the new player's cookie secret, or None.

        Raises:
            ApiError: 400 ``bad_rules`` / ``bad_level``, 429 ``rate_limited``
                (a new identity over the address's limit).
        """
        rules = rules_from_request(rules_value, self.settings.max_target_score)
        names = levels()
        level = default_level() if level is None else level
        if level not in names:
            raise ApiError(
                400,
                "bad_level",
                f"unknown level {level!r} (expected one of {', '.join(names)})",
                levels=list(names),
            )
        started = time.perf_counter()
        seed = seed or secrets.token_hex(16)
        game_id = "g_" + secrets.token_urlsafe(12)
        state = GameState.new_game(rules, seed)
        events: list[Event] = [HandDealt(0, state.dealer)]
        events.extend(self.cpu.advance(state, level, seed))
        now = self.now()
        player_id = self.player_id(secret)
        if player_id is None:
            self.limit_identities(address)
        new_secret = None
        record = self.record_json(game_id, state)
        with self._write_lock, self.sessions.begin() as session:
            if player_id is None:
                player_id, new_secret = new_player(session, now)
            else:
                session.execute(
                    _players.update().where(_players.c.id == player_id).values(last_seen_at=now)
                )
            session.add(
                Game(
                    id=game_id,
                    player_id=player_id,
                    kind=kind,
                    level=level,
                    seed=seed,
                    rules=rules.to_json(),
                    record=record,
                    version=1,
                    phase=state.phase.value,
                    hand_number=state.hand_number,
                    ns_total=0,
                    ew_total=0,
                    winner=None,
                    created_at=now,
                    updated_at=now,
                    finished_at=None,
                )
            )
        meta = GameMeta(game_id, 1, level, kind)
        self._remember((game_id, 1), state)
        view = south_view(state, meta)
        view["daily"] = None
        log.info(
            "game created",
            extra={
                "fields": {
                    "game": game_id,
                    "player": player_id,
                    "cpu_level": level,
                    "rules": rules.preset_name or "custom",
                    "cpu_steps": len(events) - 1,
                    "ms": round((time.perf_counter() - started) * 1000, 1),
                }
            },
        )
        return {"view": view, "events": events_for_south(events)}, new_secret

    def act(
        self, game_id: str, secret: str | None, version: int, steps: list[str]
    ) -> dict[str, Any]:
        """Apply South's ``steps`` (all or nothing), then the CPU actions up to
        South's next decision or the end of the hand.

        Raises:
            ApiError: 404, 409 ``stale_version`` / ``not_your_turn`` /
                ``illegal_action``, 422 ``malformed`` (docs/api.md, in that order).
        """
        started = time.perf_counter()
        game = self._load(game_id, secret)
        if version != game.meta.version:
            raise self._stale(game_id, secret)
        self._check_open(game)
        state = self._state(game)
        daily = game.daily
        events: list[Event] = []
        for text in steps:
            self._check_turn(state, daily)
            try:
                action = Action.parse(text, state.phase.value)
            except NotationError as exc:
                message = _notation_message(text, str(exc), state.rules)
                raise ApiError(
                    422,
                    "malformed",
                    message,
                    detail=[{"loc": ["body", "action"], "msg": message}],
                ) from None
            legal = state.legal_actions()
            if action not in legal:
                error = state.explain_illegal(action)
                raise ApiError(
                    409, "illegal_action", str(error), rule=error.rule, legal=_legal_texts(state)
                )
            events.extend(state.apply(action))
            events.extend(self._advance(state, game))
        outcome = None
        if daily is not None and deal_over(state):
            outcome = deal_outcome(state, daily.deal, (daily.ns_points, daily.ew_points))
            daily = daily.after(outcome)
        meta = self._save(game, state, secret, daily, outcome)
        self._log_change("game action", meta, len(steps), events, started)
        return {"view": self._view(state, meta, daily), "events": self._events(events, daily)}

    def _advance(self, state: GameState, game: LoadedGame) -> list[Event]:
        """The CPU actions up to South's next decision (deterministic mode and
        the deal's own seed in a daily game)."""
        daily = game.daily
        if daily is None:
            return self.cpu.advance(state, game.meta.level, game.seed)
        return self.cpu.advance(
            state, game.meta.level, cpu_seed(game.seed, daily.deal), deterministic=True
        )

    def _check_open(self, game: LoadedGame) -> None:
        """A daily game can only be played on its day.

        Raises:
            ApiError: 409 ``day_over``.
        """
        daily = game.daily
        if daily is not None and daily.day < self.today():
            raise ApiError(
                409,
                "day_over",
                f"the day {daily.day.isoformat()} is over: this daily game counts the "
                f"{daily.deals_done} deals it completed",
            )

    def next_hand(self, game_id: str, secret: str | None, version: int) -> dict[str, Any]:
        """Deal the next hand (R2) and play the CPU seats up to South's first
        decision.

        Raises:
            ApiError: 404, 409 ``stale_version``, 409 ``illegal_action`` (R11
                while the hand is on, R14 once the game is over).
        """
        started = time.perf_counter()
        game = self._load(game_id, secret)
        if version != game.meta.version:
            raise self._stale(game_id, secret)
        self._check_open(game)
        if game.daily is not None:
            return self._next_deal(game, secret, started)
        state = self._state(game)
        if state.phase is not Phase.HAND_OVER:
            error = IllegalActionError("the hand is not over (R11)", "R11")
            try:
                state.clone().next_hand(())  # the engine says why not (R11, R14)
            except IllegalActionError as exc:
                error = exc
            raise ApiError(
                409, "illegal_action", str(error), rule=error.rule, legal=_legal_texts(state)
            )
        rules = state.rules
        events = state.next_hand(deal(rules, game.seed, state.hand_number + 1))
        events.extend(self._advance(state, game))
        meta = self._save(game, state, secret)
        self._log_change("hand dealt", meta, 0, events, started)
        return {"view": self._view(state, meta, None), "events": self._events(events, None)}

    def _next_deal(self, game: LoadedGame, secret: str | None, started: float) -> dict[str, Any]:
        """``next-hand`` of a daily game: deal ``k + 1`` from the day's seed,
        as its own hand from 0-0 (:func:`~.daily.deal_state`)."""
        daily = game.daily
        assert daily is not None
        if daily.deals_done <= daily.deal or daily.finished:
            state = self._state(game)
            if daily.finished:
                message, rule = f"the daily game is over: all {DAILY_DEALS} deals are played", None
            else:
                message, rule = "the deal is not over; all tricks are played (R11)", "R11"
            raise ApiError(409, "illegal_action", message, rule=rule, legal=_legal_texts(state))
        k = daily.deal + 1
        state = deal_state(self._rules_of(game), game.seed, k)
        daily = dataclasses.replace(daily, deal=k)
        game = dataclasses.replace(game, daily=daily)
        events: list[Event] = [HandDealt(k, state.dealer)]
        events.extend(self._advance(state, game))
        outcome = None
        if deal_over(state):  # e.g. South sat out a lone North's hand (D5)
            outcome = deal_outcome(state, k, (daily.ns_points, daily.ew_points))
            daily = daily.after(outcome)
        meta = self._save(game, state, secret, daily, outcome)
        self._log_change("deal dealt", meta, 0, events, started)
        return {"view": self._view(state, meta, daily), "events": self._events(events, daily)}

    def _rules_of(self, game: LoadedGame) -> Rules:
        """The rules of a stored game (from its record)."""
        return Rules.from_json(game.record["rules"])

    @staticmethod
    def _check_turn(state: GameState, daily: DailyInfo | None = None) -> None:
        """South is to act.

        Raises:
            ApiError: 409 ``not_your_turn`` with ``to_act`` the seat to act
                (``rule`` null), or ``to_act`` null once the hand is over
                (``rule`` R2: deal the next hand) or the game is over
                (``rule`` R14, naming the winner; a daily game's last deal:
                ``rule`` null, "the daily game is over: all 8 deals are
                played").  ``legal`` is always ``[]``.
        """
        seat = state.to_act
        if seat is SOUTH:
            return
        if seat is None:
            if daily is not None and daily.deal >= DAILY_DEALS - 1:
                # Each deal is a one-hand game (its phase is hand_over): the
                # last one ends the daily game, and there is no next hand.
                message = f"the daily game is over: all {DAILY_DEALS} deals are played"
                raise ApiError(409, "not_your_turn", message, to_act=None, rule=None, legal=[])
            winner = state.winner
            if state.phase is Phase.GAME_OVER and winner is not None:
                side = "North–South" if winner is Team.NS else "East–West"
                message = f"the game is over: {side} won (R14); start a new game"
                raise ApiError(409, "not_your_turn", message, to_act=None, rule="R14", legal=[])
            error = state.explain_illegal(PASS)  # the hand is over (R2)
            raise ApiError(409, "not_your_turn", str(error), to_act=None, rule=error.rule, legal=[])
        raise ApiError(
            409,
            "not_your_turn",
            f"it is {seat.full_name}'s turn",
            to_act=seat.name,
            rule=None,
            legal=[],
        )

    @staticmethod
    def _log_change(
        what: str, meta: GameMeta, steps: int, events: list[Event], started: float
    ) -> None:
        log.info(
            what,
            extra={
                "fields": {
                    "game": meta.id,
                    "version": meta.version,
                    "steps": steps,
                    "events": len(events),
                    "ms": round((time.perf_counter() - started) * 1000, 1),
                }
            },
        )
