"""North's own CPU level: ``games.partner_level`` (null in older games, whose
North played at ``level``).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the nullable ``games.partner_level`` (a plain ADD COLUMN: no
    table rebuild on SQLite)."""
    op.add_column("games", sa.Column("partner_level", sa.String(32), nullable=True))


def downgrade() -> None:
    """Drop ``games.partner_level`` (ALTER TABLE DROP COLUMN, as 0002 does)."""
    op.drop_column("games", "partner_level")
