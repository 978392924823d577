"""Daily games (docs/api.md, "The daily game"): ``GET /api/daily`` (today's
status for a player), ``POST /api/daily/start`` (start or resume the ranked
attempt), ``POST /api/daily/practice``, and playing a daily game through the
game endpoints (:mod:`.game_service`): South's actions and ``next-hand``
(the next deal).

Attempts are ``games`` rows of kind ``daily`` plus a ``daily_attempts`` row.
The ranked attempt is attempt number 1 of (player, day): a unique constraint
makes it exist at most once even when two tabs start it at the same moment.
The game's record is the current deal, played as a one-hand game
(:mod:`.daily`); the transaction that ends a deal also writes the deal's
result to ``daily_deals`` and the attempt's running totals to
``daily_attempts``, and ``next-hand`` replaces the record with the next deal.
The day's seeds are :mod:`.daily_seed`; the CPU comparison is
:mod:`.daily_cpu`.
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
import time
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Table, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from ..engine import Event, GameState, HandDealt, HandRecord, IllegalActionError, Rules
from .casual_service import log_change
from .clock import day_start, iso
from .cpu import CpuNote, CpuPlayer, actions_in_hand, daily_level, levels
from .daily import (
    DAILY_DEALS,
    DAILY_PRESET,
    DailyGame,
    DailyInfo,
    DealOutcome,
    cpu_seed,
    daily_rules,
    deal_outcome,
    deal_over,
    deal_state,
)
from .daily_bots import DayBots
from .daily_cpu import CpuComparison
from .daily_seed import DaySeeds
from .errors import ApiError, not_in_ranked, reason
from .models import DailyAttempt, DailyDeal, Player
from .notes import write_whys
from .quotas import limit_new_game, limit_ranked
from .schemas import DailyPlayer, DailyStatus, PracticeAttempt, RankedAttempt, Step, View
from .store import GameColumns, GameStore, LoadedGame
from .turns import elapsed_ms, legal_texts, play_steps
from .undo import UNDONE, undo_state
from .views import GameMeta, view_model

log = logging.getLogger("bideuchre.server.daily")

_attempts: Table = DailyAttempt.__table__  # type: ignore[assignment]
_deals: Table = DailyDeal.__table__  # type: ignore[assignment]
_players: Table = Player.__table__  # type: ignore[assignment]


def _columns(info: DailyInfo, state: GameState, now: datetime, ended: bool) -> GameColumns:
    """The ``games`` columns of a daily game: the deal number, the attempt's
    running totals, and its phase (``hand_over`` after a deal, ``game_over``
    after the last); finished at ``now`` if this change ``ended`` the last deal."""
    phase = state.phase.value
    if info.deal_done:
        phase = "game_over" if info.finished else "hand_over"
    return GameColumns(
        phase=phase,
        hand_number=info.deal,
        ns_total=info.ns_points,
        ew_total=info.ew_points,
        winner=None,
        finished_at=now if (ended and info.finished) else info.finished_at,
    )


def _record_deal(
    conn: Connection, info: DailyInfo, outcome: DealOutcome, state: GameState, now: datetime
) -> None:
    """Record the finished deal ``info.deal`` and the attempt's new totals
    (in the transaction of the game's change)."""
    conn.execute(
        insert(_deals).values(
            attempt_id=info.attempt_id,
            deal=info.deal,
            day=info.day,
            ranked=info.ranked,
            ns=outcome.ns,
            ew=outcome.ew,
            net=outcome.net,
            result=outcome.result,
            record=HandRecord.of(state).to_json(),
        )
    )
    conn.execute(
        update(_attempts)
        .where(_attempts.c.id == info.attempt_id)
        .values(**info.columns(), finished_at=now if info.finished else None)
    )


class DailyService:
    """Daily attempts and daily play on the game store.

    Args:
        store: the game store (database, settings, clock, write lock).
        cpu: the CPU player (defaults to one with ``settings.bot_budget``).
    """

    def __init__(self, store: GameStore, cpu: CpuPlayer | None = None) -> None:
        self.store = store
        self.cpu = cpu or CpuPlayer(store.settings.bot_budget)
        settings = store.settings
        self.level = settings.daily_level or daily_level()
        if self.level not in levels():
            raise ValueError(f"unknown daily level {self.level!r}")
        self.seeds = DaySeeds(store)
        self.bots = DayBots(store, self.level)
        self.comparison = CpuComparison(
            store, self.cpu, self._comparison_level, self.seeds.seed, self.bots.version
        )

    def _comparison_level(self, day: date) -> str:
        """The level of ``day``'s CPU comparison: ``daily_cpu_level``, else
        the day's own level (:mod:`.daily_bots`)."""
        return self.store.settings.daily_cpu_level or self.bots.level(day)

    def close(self, timeout: float = 5.0) -> None:
        """Stop the background CPU comparisons (see :meth:`CpuComparison.close`)."""
        self.comparison.close(timeout)

    # ------------------------------------------------------------------ status

    def _attempts_of(self, player_id: int, day: date) -> list[Any]:
        with self.store.engine.connect() as conn:
            return list(
                conn.execute(
                    select(_attempts)
                    .where(_attempts.c.player_id == player_id, _attempts.c.day == day)
                    .order_by(_attempts.c.number.desc())
                ).all()
            )

    def ranked_attempt(self, player_id: int | None, day: date) -> Any | None:
        """The player's ranked attempt of ``day`` (a row), or None."""
        if player_id is None:
            return None
        with self.store.engine.connect() as conn:
            return conn.execute(
                select(_attempts).where(
                    _attempts.c.player_id == player_id,
                    _attempts.c.day == day,
                    _attempts.c.number == 1,
                )
            ).one_or_none()

    def ranked_over(self, player_id: int | None, day: date) -> bool:
        """Whether the player's ranked attempt of ``day`` is over (finished,
        or the day is over and it exists)."""
        row = self.ranked_attempt(player_id, day)
        if row is None:
            return False
        return row.finished_at is not None or day < self.store.today()

    def _provisional_rank(self, day: date, net: int) -> tuple[int, int]:
        """``(rank, players)`` of a finished net among the day's finished ranked
        attempts."""
        finished = (
            _attempts.c.day == day,
            _attempts.c.ranked.is_(True),
            _attempts.c.finished_at.is_not(None),
        )
        with self.store.engine.connect() as conn:
            better = conn.execute(
                select(func.count()).where(*finished, _attempts.c.net > net)
            ).scalar_one()
            total = conn.execute(select(func.count()).where(*finished)).scalar_one()
        return int(better) + 1, int(total)

    def _name(self, player_id: int) -> str | None:
        with self.store.engine.connect() as conn:
            name = conn.execute(select(_players.c.name).where(_players.c.id == player_id)).scalar()
        return None if name is None else str(name)

    def status(self, secret: str | None) -> DailyStatus:
        """Today's daily game for the caller (docs/api.md, ``DailyStatus``)."""
        store = self.store
        now = store.now()
        today = store.today()
        next_day = day_start(today + timedelta(days=1))
        player_id = store.player_id(secret)
        player = None
        ranked = None
        practice: list[PracticeAttempt] = []
        if player_id is not None:
            player = DailyPlayer(name=self._name(player_id))
            for row in self._attempts_of(player_id, today):
                status = "finished" if row.finished_at is not None else "playing"
                if row.number == 1:
                    rank = players = None
                    if row.finished_at is not None:
                        rank, players = self._provisional_rank(today, row.net)
                    ranked = RankedAttempt(
                        game_id=row.game_id,
                        status=status,
                        deals_done=row.deals_done,
                        net=row.net,
                        made=row.made,
                        set=row.set,
                        started_at=iso(row.started_at),
                        finished_at=None if row.finished_at is None else iso(row.finished_at),
                        rank=rank,
                        players=players,
                    )
                else:
                    practice.append(
                        PracticeAttempt(
                            game_id=row.game_id,
                            status=status,
                            deals_done=row.deals_done,
                            net=row.net,
                            started_at=iso(row.started_at),
                        )
                    )
        return DailyStatus(
            date=today.isoformat(),
            now=iso(now),
            next_day_at=iso(next_day),
            seconds_to_next_day=max(0, int((next_day - now).total_seconds())),
            deals=DAILY_DEALS,
            rules=DAILY_PRESET,
            level=self.bots.level_shown(today),
            player=player,
            ranked=ranked,
            practice=practice,
            leaderboard_open=ranked is not None and ranked.status == "finished",
        )

    # ------------------------------------------------------------------ attempts

    def _named_player(self, secret: str | None) -> int:
        """The caller's player id, if it has a display name.

        Raises:
            ApiError: 409 ``name_required``.
        """
        player_id = self.store.player_id(secret)
        if player_id is not None and self._name(player_id):
            return player_id
        raise ApiError(409, "name_required", "choose a display name before playing the daily game")

    def start(self, secret: str | None, address: str | None = None) -> tuple[Step, bool]:
        """Start today's ranked attempt, or resume it.

        Args:
            address: the client's address: starting a ranked attempt counts
                against its daily cap (:func:`~.quotas.limit_ranked`; None:
                not counted).

        Returns:
            ``(step, created)``: a new attempt's first ``Step``, or the
            existing attempt's current view with no events.

        Raises:
            ApiError: 409 ``name_required``, 409 ``daily_done``, 429
                ``rate_limited`` (the address's ranked attempts of the day).
        """
        player_id = self._named_player(secret)
        today = self.store.today()
        counted = False
        for _ in range(3):
            row = self.ranked_attempt(player_id, today)
            if row is not None:
                if row.finished_at is not None:
                    raise ApiError(
                        409,
                        "daily_done",
                        "today's ranked daily game is over; you can play a practice game",
                    )
                game = self.store.load(row.game_id, secret)
                return Step(view=self.view(game), events=[]), False
            if not counted:
                limit_ranked(self.store, address)
                counted = True
            step = self._create(player_id, today, 1)
            if step is not None:
                self.comparison.request(today)
                return step, True
        raise RuntimeError("could not start the daily game")

    def practice(self, secret: str | None, address: str | None = None) -> Step:
        """A new practice attempt of today (never ranked); it counts as a new
        game of the player and of ``address`` (:func:`~.quotas.limit_new_game`).

        Raises:
            ApiError: 409 ``name_required``, 409 ``ranked_first``, 429
                ``rate_limited``.
        """
        player_id = self._named_player(secret)
        today = self.store.today()
        counted = False
        for _ in range(5):
            rows = self._attempts_of(player_id, today)
            ranked = [r for r in rows if r.number == 1]
            if not ranked or ranked[0].finished_at is None:
                raise ApiError(
                    409,
                    "ranked_first",
                    "finish today's ranked daily game before playing practice games",
                )
            number = max(r.number for r in rows) + 1
            if not counted:
                limit_new_game(self.store, player_id, address)
                counted = True
            step = self._create(player_id, today, number)
            if step is not None:
                return step
        raise RuntimeError("could not start a practice game")

    def _create(self, player_id: int, day: date, number: int) -> Step | None:
        """Create attempt ``number`` of ``day`` for the player (its game at
        deal 0, the CPU seats called up to South's first decision).

        Returns:
            The first ``Step``, or None if that attempt already exists (a race).
        """
        store = self.store
        started = time.perf_counter()
        seed = self.seeds.seed(day)
        state = deal_state(daily_rules(), seed, 0)
        events: list[Event] = [HandDealt(0, state.dealer)]
        notes: list[CpuNote] = []
        events.extend(self._advance(state, seed, day, 0, notes))
        game_id = "g_" + secrets.token_urlsafe(12)
        now = store.now()
        outcome = deal_outcome(state, 0, (0, 0)) if deal_over(state) else None
        info = DailyInfo.opening(day, number, outcome)
        row = store.new_row(
            game_id,
            player_id,
            kind="daily",
            level=self.bots.level(day),
            seed=seed,
            state=state,
            columns=_columns(info, state, now, outcome is not None),
            now=now,
        )
        try:
            with store.write_lock, store.engine.begin() as conn:
                store.insert_row(conn, row)
                write_whys(conn, game_id, 0, notes, 0)
                attempt_id = conn.execute(
                    insert(_attempts)
                    .values(
                        game_id=game_id,
                        player_id=player_id,
                        day=day,
                        number=number,
                        ranked=info.ranked,
                        newcomer=info.ranked and self._newcomer(conn, player_id, now),
                        **info.columns(),
                        started_at=now,
                        finished_at=None,
                        share_id=secrets.token_urlsafe(16),
                    )
                    .returning(_attempts.c.id)
                ).scalar_one()
                info = dataclasses.replace(info, attempt_id=int(attempt_id))
                if outcome is not None:
                    _record_deal(conn, info, outcome, state, now)
                conn.execute(
                    update(_players).where(_players.c.id == player_id).values(last_seen_at=now)
                )
        except IntegrityError:
            return None
        store.remember(game_id, 1, state)
        meta = GameMeta(game_id, 1, self.bots.level(day), "daily")
        log.info(
            "daily attempt created",
            extra={
                "fields": {
                    "game": game_id,
                    "player": player_id,
                    "ranked": info.ranked,
                    "ms": elapsed_ms(started),
                }
            },
        )
        return self._step(state, meta, info, events, notes)

    def _newcomer(self, conn: Connection, player_id: int, now: datetime) -> bool:
        """Whether the player was created less than ``new_player_hours`` before ``now``."""
        created = conn.execute(
            select(_players.c.created_at).where(_players.c.id == player_id)
        ).scalar_one()
        if created.tzinfo is None:  # SQLite hands back naive UTC
            created = created.replace(tzinfo=now.tzinfo)
        hours = self.store.settings.new_player_hours
        return bool(now - created < timedelta(hours=hours))

    # ------------------------------------------------------------------ one game

    def _game(self, info: DailyInfo) -> DailyGame:
        return DailyGame(info, closed=info.day < self.store.today())

    def _step(
        self,
        state: GameState,
        meta: GameMeta,
        info: DailyInfo,
        events: list[Event],
        notes: Sequence[CpuNote] = (),
    ) -> Step:
        game = self._game(info)
        return Step(view=game.view(view_model(state, meta)), events=game.events(events, notes))

    def _advance(
        self, state: GameState, seed: str, day: date, k: int, notes: list[CpuNote] | None = None
    ) -> list[Event]:
        """The CPU actions of deal ``k`` of ``day`` up to South's next
        decision (deterministic mode, the deal's own seed, the day's level
        and settings version: :mod:`.daily_bots`), explained in ``notes``."""
        return self.cpu.advance(
            state,
            self.bots.level(day),
            cpu_seed(seed, k),
            deterministic=True,
            notes=notes,
            bots=self.bots.version(day),
        )

    @staticmethod
    def _info(game: LoadedGame) -> DailyInfo:
        if game.daily is None:
            raise ValueError(f"game {game.meta.id} is not a daily game")
        return game.daily

    def view(self, game: LoadedGame) -> View:
        """South's view of the loaded daily game."""
        state = self.store.state(game)
        return self._game(self._info(game)).view(view_model(state, game.meta))

    def _check_open(self, info: DailyInfo) -> None:
        """A daily game can only be played on its day.

        Raises:
            ApiError: 409 ``day_over``.
        """
        if info.day < self.store.today():
            raise ApiError(
                409,
                "day_over",
                f"the day {info.day.isoformat()} is over: this daily game counts the "
                f"{info.deals_done} deals it completed",
            )

    def _save(
        self,
        game: LoadedGame,
        state: GameState,
        info: DailyInfo,
        outcome: DealOutcome | None,
        notes: Sequence[CpuNote] = (),
        keep_below: int = 0,
    ) -> GameMeta:
        """Save ``state`` (deal ``info.deal``), and the deal's result if this
        change ended it (``outcome``), and the deal's CPU explanations (those
        of actions before ``keep_below``, then ``notes``), in one transaction."""
        now = self.store.now()
        columns = _columns(info, state, now, outcome is not None)

        def record(conn: Connection) -> None:
            write_whys(conn, game.meta.id, info.deal, notes, keep_below)
            if outcome is not None:
                _record_deal(conn, info, outcome, state, now)

        return self.store.save(game, state, columns, now, record)

    def act(self, game: LoadedGame, steps: list[str]) -> Step:
        """Apply South's ``steps`` (all or nothing) and the CPU actions of the
        deal; the change that ends the deal records its result.

        Raises:
            ApiError: 409 ``day_over`` / ``not_your_turn`` / ``illegal_action``,
                422 ``malformed``.
            StaleVersion: if the game moved on meanwhile.
        """
        info = self._info(game)
        self._check_open(info)
        started = time.perf_counter()
        state = self.store.state(game)
        daily = DailyGame(info, closed=False)
        first = actions_in_hand(state)
        notes: list[CpuNote] = []
        events = play_steps(
            state,
            steps,
            lambda s: self._advance(s, game.seed, info.day, info.deal, notes),
            daily.over_message,
        )
        outcome = None
        if deal_over(state):
            outcome = deal_outcome(state, info.deal, (info.ns_points, info.ew_points))
            info = info.after(outcome)
        meta = self._save(game, state, info, outcome, notes, first)
        log_change("game action", meta, len(steps), events, started)
        return self._step(state, meta, info, events, notes)

    def undo(self, game: LoadedGame) -> Step:
        """Take back South's last action of the deal (:mod:`.undo`): practice
        attempts only.

        Raises:
            ApiError: 409 ``not_in_ranked`` (the ranked attempt), ``day_over``,
                ``nothing_to_undo``.
            StaleVersion: if the game moved on meanwhile.
        """
        info = self._info(game)
        if info.ranked:
            raise not_in_ranked("undo")
        self._check_open(info)
        started = time.perf_counter()
        state = undo_state(self.store.state(game))
        meta = self._save(game, state, info, None, (), actions_in_hand(state))
        log_change("game undo", meta, 1, [], started)
        step = self._step(state, meta, info, [])
        step.events.append(dict(UNDONE))
        return step

    def next_hand(self, game: LoadedGame) -> Step:
        """``next-hand`` of a daily game: deal ``k + 1`` from the day's seed,
        as its own hand from 0-0 (:func:`~.daily.deal_state`), and the CPU
        actions up to South's first decision.

        Raises:
            ApiError: 409 ``day_over``, 409 ``illegal_action`` (the deal is not
                over, R11, or all 8 deals are played).
            StaleVersion: if the game moved on meanwhile.
        """
        info = self._info(game)
        self._check_open(info)
        started = time.perf_counter()
        if not info.deal_done or info.finished:
            state = self.store.state(game)
            if info.finished:
                message, rule = f"the daily game is over: all {DAILY_DEALS} deals are played", None
                why = reason("daily_over")
            else:
                message, rule = (
                    (
                        "the deal is still being played: the next deal starts once every "
                        "trick has been played (R11)"
                    ),
                    "R11",
                )
                why = IllegalActionError(message, rule, "hand_not_over").reason()
            raise ApiError(
                409, "illegal_action", message, rule=rule, legal=legal_texts(state), reason=why
            )
        k = info.deal + 1
        state = deal_state(Rules.from_json(game.record["rules"]), game.seed, k)
        info = dataclasses.replace(info, deal=k)
        events: list[Event] = [HandDealt(k, state.dealer)]
        notes: list[CpuNote] = []
        events.extend(self._advance(state, game.seed, info.day, k, notes))
        outcome = None
        if deal_over(state):  # e.g. South sat out a lone North's hand (D5)
            outcome = deal_outcome(state, k, (info.ns_points, info.ew_points))
            info = info.after(outcome)
        meta = self._save(game, state, info, outcome, notes, 0)
        log_change("deal dealt", meta, 0, events, started)
        return self._step(state, meta, info, events, notes)
