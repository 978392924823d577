"""The rules of the daily standings, without the database (docs/api.md,
"Daily leaderboard" to "Personal page"; :mod:`.rankings` reads the tables
and serves them).

Standings of a day
    Ranked attempts only.  Finished attempts by net, highest first, equal nets
    sharing a rank (standard competition ranking: 1, 2, 2, 4) and listed by
    finish time; then, once the day is over, unfinished attempts, ranked after
    every finished one by the net of the deals they completed.  While the day
    is on, attempts still being played are not listed.

Daily percentile
    On a day with ``N`` ranked players, ``100 * (players ranked below + 1/2 *
    others sharing the rank) / (N - 1)``, 50 when ``N = 1``: the share of the
    field the player beat.

Days and weeks
    The ``date`` and ``week`` a request names (:func:`parse_day`,
    :func:`parse_week`, :func:`week_end`), and the runs of consecutive days
    played (:func:`streaks`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from .errors import ApiError

_WEEK = re.compile(r"([0-9]{4})-W([0-9]{2})")
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


@dataclass(frozen=True, slots=True)
class Standing:
    """One ranked attempt in a day's standings."""

    player_id: int
    rank: int
    net: int
    made: int
    set: int
    deals_done: int
    finished: bool
    finished_at: Any
    percentile: float
    newcomer: bool = False


def parse_day(text: str | None, today: date) -> date:
    """A ``date`` query parameter (default ``today``).

    Raises:
        ApiError: 400 ``bad_date`` if malformed, 404 ``not_found`` for a future day.
    """
    if text is None or text == "":
        return today
    if _DAY.fullmatch(text) is None:  # (fromisoformat also takes 2026-W49-3, 20261202)
        raise ApiError(400, "bad_date", f"a date is YYYY-MM-DD, not {text[:20]!r}")
    try:
        day = date.fromisoformat(text)
    except ValueError:  # the right shape, but not a day of the calendar (2026-02-30)
        raise ApiError(400, "bad_date", f"no such day: {text!r}") from None
    if day > today:
        raise ApiError(404, "not_found", "that day has not come yet")
    return day


def parse_week(text: str | None, today: date) -> date:
    """The Monday of an ISO week ``YYYY-Www`` (default: the week of yesterday).

    Raises:
        ApiError: 400 ``bad_date`` if malformed or not an ISO week (2025-W53,
            0000-W01), 404 ``not_found`` for a week that has not begun (as
            ``parse_day`` for a future day), whichever week it is: 9999-W52, the
            calendar's last (it ends past 9999-12-31, see :func:`week_end`), is
            a week like any other.
    """
    if not text:
        last = today - timedelta(days=1)
        return last - timedelta(days=last.weekday())
    match = _WEEK.fullmatch(text)
    if match is None:
        raise ApiError(400, "bad_date", f"a week is YYYY-Www, not {text[:20]!r}")
    try:
        monday = date.fromisocalendar(int(match[1]), int(match[2]), 1)
    except ValueError:
        raise ApiError(400, "bad_date", f"no such week {text!r}") from None
    if monday > today:
        raise ApiError(404, "not_found", "that week has not come yet")
    return monday


def week_end(monday: date) -> date:
    """The Sunday of the week beginning ``monday``, or 9999-12-31 (``date.max``)
    for 9999-W52, whose Sunday, 10000-01-02, is past the calendar's end."""
    return monday + timedelta(days=6) if monday <= date.max - timedelta(days=6) else date.max


def standings(rows: list[Any], closed: bool) -> list[Standing]:
    """The standings of one day from its ranked attempts' rows (``player_id,
    net, made, set, deals_done, finished_at``), best first (see the module)."""
    finished = sorted(
        (r for r in rows if r.finished_at is not None),
        key=lambda r: (-r.net, _naive(r.finished_at), r.player_id),
    )
    unfinished = (
        sorted((r for r in rows if r.finished_at is None), key=lambda r: (-r.net, r.player_id))
        if closed
        else []
    )
    ordered: list[tuple[Any, int]] = []
    for group, offset in ((finished, 0), (unfinished, len(finished))):
        rank = 0
        previous = None
        for i, row in enumerate(group):
            if previous is None or row.net != previous:
                rank = i + 1
                previous = row.net
            ordered.append((row, offset + rank))
    n = len(ordered)
    sizes: dict[int, int] = {}
    for _, rank in ordered:
        sizes[rank] = sizes.get(rank, 0) + 1
    out = []
    for row, rank in ordered:
        size = sizes[rank]
        below = n - rank + 1 - size
        pct = 50.0 if n <= 1 else 100.0 * (below + 0.5 * (size - 1)) / (n - 1)
        out.append(
            Standing(
                player_id=int(row.player_id),
                rank=rank,
                net=row.net,
                made=row.made,
                set=row.set,
                deals_done=row.deals_done,
                finished=row.finished_at is not None,
                finished_at=row.finished_at,
                percentile=pct,
                newcomer=bool(getattr(row, "newcomer", False)),
            )
        )
    return out


def _naive(moment: Any) -> Any:
    return moment.replace(tzinfo=None) if moment is not None and moment.tzinfo else moment


def streaks(days: list[date], today: date) -> tuple[int, int]:
    """``(current, longest)`` runs of consecutive days in ``days``; the current
    run ends today, or yesterday if today is not in ``days``."""
    unique = sorted(set(days))
    longest = run = 0
    previous: date | None = None
    for d in unique:
        run = run + 1 if previous is not None and d - previous == timedelta(days=1) else 1
        longest = max(longest, run)
        previous = d
    present = set(unique)
    end = today if today in present else today - timedelta(days=1)
    current = 0
    while end in present:
        current += 1
        end -= timedelta(days=1)
    return current, longest
