"""Shared daily reviews (issue 12): ``daily_attempts.share_id``, an
unguessable id of an attempt that names it in the public review link of its
deals once its day is over (docs/api.md, ``GET /api/daily/reviews/...``).
Existing attempts get one each.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``daily_attempts.share_id`` (unique) and fill it."""
    op.add_column("daily_attempts", sa.Column("share_id", sa.String(32), nullable=True))
    attempts = sa.table("daily_attempts", sa.column("id", sa.BigInteger()), sa.column("share_id"))
    conn = op.get_bind()
    ids = [row.id for row in conn.execute(sa.select(attempts.c.id))]
    for attempt_id in ids:
        conn.execute(
            sa.update(attempts)
            .where(attempts.c.id == attempt_id)
            .values(share_id=secrets.token_urlsafe(16))
        )
    op.create_index("ix_daily_attempts_share", "daily_attempts", ["share_id"], unique=True)


def downgrade() -> None:
    """Drop ``daily_attempts.share_id`` (in place: a batch copy of the table
    would cascade-delete its ``daily_deals`` on SQLite)."""
    op.drop_index("ix_daily_attempts_share", table_name="daily_attempts")
    op.drop_column("daily_attempts", "share_id")
