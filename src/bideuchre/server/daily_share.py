"""Shared daily reviews (issue 12, docs/api.md ``GET
/api/daily/reviews/{share_id}/{deal}``): the review of one finished deal of
a daily attempt, read by anyone who has the attempt's link once the attempt's
day is over (UTC, :func:`~.clock.day_start` of the next day), so nobody can
scout the day's deals while it is being played.

The deal's record is the one kept in ``daily_deals`` when the deal ended; the
review is the game review of :mod:`.review` (same shape, computed once and
stored in ``hand_notes`` under the attempt's game and the deal number, so the
owner's review and the shared one are the same object).
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from sqlalchemy import Table, select

from ..engine import HandRecord, replay
from .errors import not_found
from .models import DailyAttempt, DailyDeal, Game, Player
from .review import Reviews
from .store import GameStore

_attempts: Table = DailyAttempt.__table__  # type: ignore[assignment]
_deals: Table = DailyDeal.__table__  # type: ignore[assignment]
_games: Table = Game.__table__  # type: ignore[assignment]
_players: Table = Player.__table__  # type: ignore[assignment]

#: The shape of a share id (``secrets.token_urlsafe(16)``: 22 URL-safe characters).
SHARE_ID = re.compile(r"^[A-Za-z0-9_-]{16,32}$")


def share_open(day: date, today: date) -> bool:
    """Whether an attempt of ``day`` may be shared: its UTC day is over."""
    return day < today


def shared_review(store: GameStore, share_id: str, deal: int) -> dict[str, Any]:
    """The review of deal ``deal`` (0-based) of the attempt ``share_id``: the
    game review's shape (``hand_number`` is the deal number), computed once,
    with ``shared``: ``{"player": the attempt's player's name (null without
    one), "date": its UTC day "YYYY-MM-DD"}``, so a viewer knows whose deal it is.

    Raises:
        ApiError: 404 ``not_found`` for an unknown id (``what``:
            ``shared_review``), a day not over yet (``open_share``), or a deal
            the attempt did not finish (``finished_hand``); 409 ``review_busy`` while
            another review of the attempt's game is computing.
    """
    if not SHARE_ID.match(share_id):
        raise not_found("shared review")
    with store.engine.connect() as conn:
        attempt = conn.execute(
            select(_attempts.c.id, _attempts.c.game_id, _attempts.c.day, _players.c.name)
            .join(_players, _players.c.id == _attempts.c.player_id)
            .where(_attempts.c.share_id == share_id, _attempts.c.ranked.is_(True))
        ).one_or_none()
        if attempt is None:
            raise not_found("shared review")
        if not share_open(attempt.day, store.today()):
            raise not_found("open share")  # what: open_share, its day is not over
        row = conn.execute(
            select(_deals.c.record).where(_deals.c.attempt_id == attempt.id, _deals.c.deal == deal)
        ).one_or_none()
        game = conn.execute(
            select(_games.c.seed, _games.c.record).where(_games.c.id == attempt.game_id)
        ).one_or_none()
    if row is None or game is None:
        raise not_found("finished hand")
    done = replay({"rules": game.record["rules"], **row.record})
    if done.state is None or done.error is not None:
        raise RuntimeError("a stored daily deal does not replay")
    record = HandRecord.of(done.state)
    # a daily deal is dealt as the engine's hand 0 (daily.deal_state)
    review = Reviews(store).stored_or_computed(attempt.game_id, deal, game.seed, record, 0)
    return {**review, "shared": {"player": attempt.name, "date": attempt.day.isoformat()}}
