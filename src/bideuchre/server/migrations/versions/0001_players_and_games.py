"""Players and games.

Revision ID: 0001
Revises:
Create Date: 2025-01-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    """Create ``players`` and ``games``."""
    op.create_table(
        "players",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column("secret_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("secret_hash", name="uq_players_secret_hash"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column(
            "player_id",
            BigId,
            sa.ForeignKey("players.id", ondelete="CASCADE", name="fk_games_player"),
            nullable=False,
        ),
        sa.Column("kind", sa.String(16), nullable=False, server_default="casual"),
        sa.Column("level", sa.String(32), nullable=False),
        sa.Column("seed", sa.String(64), nullable=False),
        sa.Column("rules", sa.JSON(), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("phase", sa.String(16), nullable=False),
        sa.Column("hand_number", sa.Integer(), nullable=False),
        sa.Column("ns_total", sa.Integer(), nullable=False),
        sa.Column("ew_total", sa.Integer(), nullable=False),
        sa.Column("winner", sa.String(2), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_games_player_updated", "games", ["player_id", "updated_at"])


def downgrade() -> None:
    """Drop ``games`` and ``players``."""
    op.drop_index("ix_games_player_updated", table_name="games")
    op.drop_table("games")
    op.drop_table("players")
