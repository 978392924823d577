"""The ``hand_notes`` table (issue 12): each hand's CPU explanations
("Why?", written in the transaction that saves the hand's actions, so an
undo or a restart keeps them in step with the record) and its review
(computed once by one request at a time per game, then served from here).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Table, and_, exists, insert, null, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import aliased

from .cpu import CpuNote
from .models import HandNote

_notes: Table = HandNote.__table__  # type: ignore[assignment]
#: A review claim older than this is taken to be abandoned (a crashed request).
#: Far above a review's cost (at most about 3 s of CPU): on a loaded machine a
#: review took 97 s of wall time, and a 60 s timeout let a second request
#: compute the same review again.
CLAIM_TIMEOUT = timedelta(minutes=15)


def _key(game_id: str, hand_number: int) -> Any:
    return and_(_notes.c.game_id == game_id, _notes.c.hand_number == hand_number)


def read_whys(conn: Connection, game_id: str, hand_number: int) -> list[dict[str, Any]]:
    """The stored explanations of one hand (``[]`` when there are none)."""
    found = conn.execute(select(_notes.c.whys).where(_key(game_id, hand_number))).scalar()
    return list(found or [])


def write_whys(
    conn: Connection,
    game_id: str,
    hand_number: int,
    notes: Sequence[CpuNote],
    keep_below: int,
) -> None:
    """Keep the hand's stored explanations of actions before ``keep_below``
    (an action index, :class:`~.cpu.CpuNote`) and add ``notes``, in the
    caller's transaction (an undo passes no notes: it only cuts)."""
    old = read_whys(conn, game_id, hand_number)
    kept = [n for n in old if int(n.get("index", 0)) < keep_below]
    whys = kept + [n.to_json() for n in notes]
    if whys == old:
        return
    changed = conn.execute(
        update(_notes).where(_key(game_id, hand_number)).values(whys=whys)
    ).rowcount
    if changed == 0:
        conn.execute(insert(_notes).values(game_id=game_id, hand_number=hand_number, whys=whys))


def read_review(conn: Connection, game_id: str, hand_number: int) -> Any:
    """The stored review of one hand, or None."""
    return conn.execute(select(_notes.c.review).where(_key(game_id, hand_number))).scalar()


def claim_review(conn: Connection, game_id: str, hand_number: int, now: datetime) -> bool:
    """Claim the computing of one hand's review (its own transaction: the
    caller commits).  False when the review is already stored, or another
    review of the same game is being computed (claimed less than
    :data:`CLAIM_TIMEOUT` ago)."""
    stale = now - CLAIM_TIMEOUT
    other = aliased(_notes)
    busy = exists().where(
        other.c.game_id == game_id,
        other.c.hand_number != hand_number,
        other.c.review.is_(None),
        other.c.claimed_at.is_not(None),
        other.c.claimed_at > stale,
    )
    claim = (
        update(_notes)
        .where(
            _key(game_id, hand_number),
            _notes.c.review.is_(None),
            or_(_notes.c.claimed_at.is_(None), _notes.c.claimed_at <= stale),
            ~busy,
        )
        .values(claimed_at=now)
    )
    for _ in range(2):
        if conn.execute(claim).rowcount == 1:
            return True
        present = conn.execute(select(_notes.c.game_id).where(_key(game_id, hand_number))).first()
        if present is not None:
            return False
        try:
            with conn.begin_nested():
                conn.execute(
                    insert(_notes).values(game_id=game_id, hand_number=hand_number, whys=[])
                )
        except IntegrityError:
            return False
    return False


def store_review(conn: Connection, game_id: str, hand_number: int, review: Any) -> None:
    """Store a computed review and release the claim."""
    conn.execute(
        update(_notes).where(_key(game_id, hand_number)).values(review=review, claimed_at=None)
    )


def drop_review(conn: Connection, game_id: str, hand_number: int) -> None:
    """Forget a stored review so that it is computed again (one judged
    before the hint and the review shared one verdict, :mod:`.review`)."""
    # SQL NULL, not the JSON null a plain None stores: claim_review looks for NULL
    conn.execute(update(_notes).where(_key(game_id, hand_number)).values(review=null()))


def release_review(conn: Connection, game_id: str, hand_number: int) -> None:
    """Release a claim without a review (the computation failed)."""
    conn.execute(update(_notes).where(_key(game_id, hand_number)).values(claimed_at=None))
