"""The daily game's days keep their CPU level: ``daily_days.level``, the
``BIDEUCHRE_DAILY_LEVEL`` setting when the day is first played, so that
changing the setting mid-day does not change the CPU play of that day.
Null in rows made before this migration: such a day takes the setting at
its next use (its games, or its CPU comparison), and stores it.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the nullable ``daily_days.level`` (a plain ADD COLUMN: no table
    rebuild on SQLite)."""
    op.add_column("daily_days", sa.Column("level", sa.String(32), nullable=True))


def downgrade() -> None:
    """Drop ``daily_days.level`` (ALTER TABLE DROP COLUMN, as 0005 does)."""
    op.drop_column("daily_days", "level")
