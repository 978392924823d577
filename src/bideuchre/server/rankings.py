"""Leaderboards and rankings (docs/api.md, "Daily leaderboard" to "Personal
page"): read-only views of the ``daily_attempts`` and ``daily_deals`` tables,
on the rules of :mod:`.standings` (a day's standings and percentiles, the
days and weeks asked for, streaks).

Rankings (all-time, weekly)
    The mean of a player's daily percentiles over the **closed** days (before
    today, UTC) played in the period; a player appears from ``min_days`` days.
    Averaging a percentile rewards playing well, not playing often.

Closed days never change, so their standings, and the rankings over them, are
cached in memory until the day changes; names are read fresh on every request.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import date, timedelta
from typing import Any

from sqlalchemy import Table, func, select

from .clock import iso
from .daily import DAILY_DEALS
from .daily_service import DailyService
from .daily_share import share_open
from .errors import ApiError
from .models import DailyAttempt, DailyDeal, Player
from .schemas import Comparison, Leaderboard, PlayerStats, RankingTable
from .standings import Standing, parse_day, parse_week, standings, streaks, week_end
from .store import GameStore

_attempts: Table = DailyAttempt.__table__  # type: ignore[assignment]
_deals: Table = DailyDeal.__table__  # type: ignore[assignment]
_players: Table = Player.__table__  # type: ignore[assignment]

#: A ranking line: (rank, player id, score, days, best rank).
_Ranked = tuple[int, int, float, int, int]
#: A player's ranking summary: (rank or None, score, days, best rank).
_Summary = tuple[int | None, float, int, int]

MAX_LIMIT = 500
#: The ``period`` values of ``GET /api/rankings`` (any other: 400 ``bad_period``).
PERIODS = ("all", "week")
HISTORY_DAYS = 60


def _entry(s: Standing, names: dict[int, str | None], me: int | None) -> dict[str, Any]:
    return {
        "rank": s.rank,
        "name": names.get(s.player_id) or "",
        "net": s.net,
        "made": s.made,
        "set": s.set,
        "deals_done": s.deals_done,
        "finished": s.finished,
        "finished_at": None if s.finished_at is None else iso(s.finished_at),
        "you": s.player_id == me,
        "new": s.newcomer,
    }


class Rankings:
    """Leaderboards, the per-deal comparison, rankings and personal stats.

    Args:
        games: the game store; daily: the daily service (access rule, seeds,
            CPU results).
    """

    def __init__(self, games: GameStore, daily: DailyService) -> None:
        self.games = games
        self.daily = daily
        self._closed: OrderedDict[date, list[Standing]] = OrderedDict()
        self._tables: dict[
            tuple[date, date | None, date, int], tuple[list[_Ranked], dict[int, _Summary]]
        ] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ standings

    def day_standings(self, day: date) -> list[Standing]:
        """The standings of ``day`` (cached once the day is closed)."""
        closed = day < self.games.today()
        if closed:
            with self._lock:
                cached = self._closed.get(day)
                if cached is not None:
                    self._closed.move_to_end(day)
                    return cached
        with self.games.engine.connect() as conn:
            rows = conn.execute(
                select(
                    _attempts.c.player_id,
                    _attempts.c.net,
                    _attempts.c.made,
                    _attempts.c.set,
                    _attempts.c.deals_done,
                    _attempts.c.finished_at,
                    _attempts.c.newcomer,
                ).where(_attempts.c.day == day, _attempts.c.ranked.is_(True))
            ).all()
        result = standings(list(rows), closed)
        if closed:
            with self._lock:
                self._closed[day] = result
                while len(self._closed) > 400:
                    self._closed.popitem(last=False)
        return result

    def _days_standings(self, first: date | None, last: date) -> dict[date, list[Standing]]:
        """Standings of every day with ranked attempts in ``first..last``."""
        query = select(_attempts.c.day).where(_attempts.c.ranked.is_(True), _attempts.c.day <= last)
        if first is not None:
            query = query.where(_attempts.c.day >= first)
        with self.games.engine.connect() as conn:
            days = sorted({r[0] for r in conn.execute(query.distinct()).all()})
        return {d: self.day_standings(d) for d in days}

    def _names(self, ids: set[int]) -> dict[int, str | None]:
        if not ids:
            return {}
        with self.games.engine.connect() as conn:
            rows = conn.execute(
                select(_players.c.id, _players.c.name).where(_players.c.id.in_(sorted(ids)))
            ).all()
        return {int(r.id): r.name for r in rows}

    def _check_open(self, day: date, player_id: int | None) -> None:
        if day == self.games.today() and not self.daily.ranked_over(player_id, day):
            raise ApiError(
                403,
                "play_first",
                "today's results are shown once your ranked daily game is over",
            )

    def _played(self, day: date) -> bool:
        """Whether ``day`` has a ranked attempt (only such a day gets a CPU
        comparison: nobody can make the server compute an unplayed day)."""
        with self.games.engine.connect() as conn:
            found = conn.execute(
                select(_attempts.c.id)
                .where(_attempts.c.day == day, _attempts.c.ranked.is_(True))
                .limit(1)
            ).first()
        return found is not None

    # ------------------------------------------------------------------ endpoints

    def leaderboard(
        self, secret: str | None, day_text: str | None, offset: int, limit: int
    ) -> Leaderboard:
        """The daily leaderboard of a day (docs/api.md).

        Raises:
            ApiError: 400 ``bad_date``, 404 ``not_found``, 403 ``play_first``.
        """
        today = self.games.today()
        day = parse_day(day_text, today)
        me = self.games.player_id(secret)
        self._check_open(day, me)
        rows = self.day_standings(day)
        offset = max(0, offset)
        limit = max(1, min(limit, MAX_LIMIT))
        page = rows[offset : offset + limit]
        mine = next((s for s in rows if s.player_id == me), None)
        ids = {s.player_id for s in page} | ({mine.player_id} if mine else set())
        names = self._names(ids)
        return Leaderboard.model_validate(
            {
                "date": day.isoformat(),
                "closed": day < today,
                "players": len(rows),
                "offset": offset,
                "limit": limit,
                "entries": [_entry(s, names, me) for s in page],
                "you": None if mine is None else _entry(mine, names, me),
            }
        )

    def comparison(self, secret: str | None, day_text: str | None) -> Comparison:
        """The per-deal comparison of a day (docs/api.md); the CPU results
        are queued for the worker (:mod:`.daily_cpu`) if not ready.

        Raises:
            ApiError: 400 ``bad_date``, 404 ``not_found`` (a future day, or a
                day nobody played), 403 ``play_first``.
        """
        today = self.games.today()
        day = parse_day(day_text, today)
        me = self.games.player_id(secret)
        self._check_open(day, me)
        if not self._played(day):
            raise ApiError(404, "not_found", "nobody played the daily game of that day")
        with self.games.engine.connect() as conn:
            field = {
                int(r.deal): (int(r.players), r.average)
                for r in conn.execute(
                    select(
                        _deals.c.deal,
                        func.count().label("players"),
                        func.avg(_deals.c.net).label("average"),
                    )
                    .where(_deals.c.day == day, _deals.c.ranked.is_(True))
                    .group_by(_deals.c.deal)
                ).all()
            }
            mine: dict[int, Any] = {}
            attempt = self.daily.ranked_attempt(me, day)
            if attempt is not None:
                mine = {
                    int(r.deal): r
                    for r in conn.execute(
                        select(_deals.c.deal, _deals.c.net, _deals.c.result).where(
                            _deals.c.attempt_id == attempt.id
                        )
                    ).all()
                }
        cpu = self.daily.comparison.results(day)
        seed_dealers = self.daily.seeds.dealers(day)
        deals = []
        for k in range(DAILY_DEALS):
            players, average = field.get(k, (0, None))
            own = mine.get(k)
            cpu_k = None if cpu is None else cpu[k]
            deals.append(
                {
                    "deal": k,
                    "dealer": seed_dealers[k],
                    "you": None
                    if own is None
                    else {
                        "net": own.net,
                        "score": own.result["score"],
                        "contract": own.result["contract"],
                        "made": own.result["made"],
                    },
                    "field": {
                        "players": players,
                        "average": None if average is None else round(float(average), 2),
                    },
                    "cpu": None
                    if cpu_k is None
                    else {
                        "net": cpu_k["net"],
                        "score": cpu_k["score"],
                        "contract": cpu_k["contract"],
                        "made": cpu_k["made"],
                    },
                }
            )
        return Comparison.model_validate(
            {
                "date": day.isoformat(),
                "cpu_status": "computing" if cpu is None else "ready",
                "cpu_level": self.daily.comparison.level_of(day),
                "deals": deals,
                "share_id": attempt.share_id
                if attempt is not None and share_open(day, today)
                else None,
            }
        )

    def rankings(
        self, secret: str | None, period: str, week: str | None, offset: int, limit: int
    ) -> RankingTable:
        """All-time or weekly rankings over closed days (docs/api.md).

        Raises:
            ApiError: 400 ``bad_period`` (``period`` is neither ``all`` nor
                ``week``; ``periods`` lists them), 400 ``bad_date`` (a malformed
                week or not an ISO week), 404 ``not_found`` (a week not begun).
        """
        today = self.games.today()
        last_closed = today - timedelta(days=1)
        settings = self.games.settings
        if period == "all":
            first, last, min_days, week_name = None, last_closed, settings.rank_min_days, None
        elif period == "week":
            first = parse_week(week, today)
            last = min(week_end(first), last_closed)
            min_days = settings.week_min_days
            year, number, _ = first.isocalendar()
            week_name = f"{year:04d}-W{number:02d}"
        else:
            raise ApiError(
                400,
                "bad_period",
                f"period is one of {', '.join(PERIODS)}, not {period[:8]!r}",
                periods=list(PERIODS),
            )
        ranked, table = self._ranking_table(today, first, last, min_days)
        me = self.games.player_id(secret)
        offset = max(0, offset)
        limit = max(1, min(limit, MAX_LIMIT))
        page = ranked[offset : offset + limit]
        mine = table.get(me) if me is not None else None
        names = self._names({row[1] for row in page} | ({me} if me is not None else set()))

        def entry(rank: int | None, pid: int, score: float, days: int, best: int) -> dict[str, Any]:
            return {
                "rank": rank,
                "name": names.get(pid) or "",
                "score": score,
                "days": days,
                "best_rank": best,
                "you": pid == me,
            }

        you = None
        if mine is not None and me is not None:
            you = entry(mine[0], me, *mine[1:])
        offset = max(0, offset)
        limit = max(1, min(limit, MAX_LIMIT))
        return RankingTable.model_validate(
            {
                "period": period,
                "week": week_name,
                "from": None if first is None else first.isoformat(),
                "to": (last if first is None else week_end(first)).isoformat(),
                "min_days": min_days,
                "formula": "average of daily percentiles over the days played",
                "entries": [entry(*row) for row in page],
                "you": you,
                "players": len(ranked),
                "offset": offset,
                "limit": limit,
            }
        )

    def _ranking_table(
        self, today: date, first: date | None, last: date, min_days: int
    ) -> tuple[
        list[tuple[int, int, float, int, int]], dict[int, tuple[int | None, float, int, int]]
    ]:
        """The ranking of closed days ``first..last`` (cached until the day changes).

        Returns:
            ``(ranked, table)``: ``(rank, player id, score, days, best rank)``
            of the players with ``min_days`` days, best first (equal score and
            days share a rank, the earlier player listed first); and for every
            player of the period ``player id -> (rank or None, score, days,
            best rank)``.
        """
        key = (today, first, last, min_days)
        with self._lock:
            cached = self._tables.get(key)
        if cached is not None:
            return cached[0], cached[1]
        per_player: dict[int, list[Standing]] = {}
        for rows in self._days_standings(first, last).values():
            for s in rows:
                per_player.setdefault(s.player_id, []).append(s)
        summary = {
            pid: (
                round(sum(s.percentile for s in played) / len(played), 1),
                len(played),
                min(s.rank for s in played),
            )
            for pid, played in per_player.items()
        }
        eligible = sorted(
            (pid for pid, (_, days, _) in summary.items() if days >= min_days),
            key=lambda pid: (-summary[pid][0], -summary[pid][1], pid),
        )
        ranked: list[_Ranked] = []
        table: dict[int, _Summary] = {pid: (None, *values) for pid, values in summary.items()}
        previous: tuple[float, int] | None = None
        rank = 0
        for i, pid in enumerate(eligible):
            score, days, best = summary[pid]
            if previous != (score, days):
                rank, previous = i + 1, (score, days)
            ranked.append((rank, pid, score, days, best))
            table[pid] = (rank, score, days, best)
        with self._lock:
            for old in [k for k in self._tables if k[0] != today]:
                del self._tables[old]
            if len(self._tables) > 64:
                self._tables.clear()
            self._tables[key] = (ranked, table)
        return ranked, table

    def stats(self, secret: str | None) -> PlayerStats:
        """The caller's personal page (docs/api.md).

        Raises:
            ApiError: 404 ``not_found`` without an identity.
        """
        games = self.games
        me = games.player_id(secret)
        if me is None:
            raise ApiError(404, "not_found", "no player")
        today = games.today()
        with games.engine.connect() as conn:
            name = conn.execute(select(_players.c.name).where(_players.c.id == me)).scalar()
            attempts = conn.execute(
                select(_attempts.c.day, _attempts.c.finished_at, _attempts.c.share_id)
                .where(_attempts.c.player_id == me, _attempts.c.ranked.is_(True))
                .order_by(_attempts.c.day)
            ).all()
        history = []
        played_days = []
        for row in attempts:
            closed = row.day < today
            if not closed and row.finished_at is None:
                continue  # today's game, still being played
            mine = next((s for s in self.day_standings(row.day) if s.player_id == me), None)
            if mine is None:
                continue
            played_days.append(row.day)
            history.append(
                {
                    "date": row.day.isoformat(),
                    "rank": mine.rank,
                    "players": len(self.day_standings(row.day)),
                    "net": mine.net,
                    "made": mine.made,
                    "set": mine.set,
                    "deals_done": mine.deals_done,
                    "finished": mine.finished,
                    "percentile": round(mine.percentile, 1),
                    "closed": closed,
                    "share_id": row.share_id if share_open(row.day, today) else None,
                }
            )
        played = len(history)
        best = None
        if history:
            top = min(history, key=lambda h: (-h["percentile"], h["rank"], h["date"]))
            best = {k: top[k] for k in ("date", "rank", "players", "net")}
        # the days played, as counted above (today once its ranked attempt is
        # finished): a streak never counts a day ``days_played`` leaves out
        current, longest = streaks(played_days, today)
        return PlayerStats.model_validate(
            {
                "name": name,
                "days_played": played,
                "average_rank": None
                if not played
                else round(sum(h["rank"] for h in history) / played, 1),
                "average_percentile": None
                if not played
                else round(sum(h["percentile"] for h in history) / played, 1),
                "best_day": best,
                "current_streak": current,
                "longest_streak": longest,
                "history": list(reversed(history))[:HISTORY_DAYS],
            }
        )
