"""The daily game's days: ``daily_days``, the CPU players' settings version
of each day (:mod:`bideuchre.bots.versions`), fixed when the day is first
played, so that a deployment changing the bots' settings mid-day does not
change the CPU play of that day.  Days played before this migration get the
version current when they are next needed (their games, or their CPU
comparison).

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``daily_days``."""
    op.create_table(
        "daily_days",
        sa.Column("day", sa.Date(), primary_key=True),
        sa.Column("bots", sa.String(32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop ``daily_days``."""
    op.drop_table("daily_days")
