"""Hand notes (issue 12): the CPU seats' "Why?" explanations of each hand and
its stored review.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``hand_notes``."""
    op.create_table(
        "hand_notes",
        sa.Column(
            "game_id",
            sa.String(40),
            sa.ForeignKey("games.id", ondelete="CASCADE", name="fk_hand_notes_game"),
            primary_key=True,
        ),
        sa.Column("hand_number", sa.Integer, primary_key=True),
        sa.Column("whys", sa.JSON, nullable=False),
        sa.Column("review", sa.JSON, nullable=True),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=True),
    )


def downgrade() -> None:
    """Drop ``hand_notes``."""
    op.drop_table("hand_notes")
