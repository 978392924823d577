"""The daily game: display names, player codes, one key per browser, daily
attempts and deals, the CPU comparison, the server secret, rate counters.

Revision ID: 0002
Revises: 0001
Create Date: 2025-01-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    """Add the player columns and the daily tables; copy every player's
    cookie hash into ``player_keys``."""
    # Plain ADD COLUMN and unique indexes: no table rebuild (on SQLite a
    # rebuild would drop ``players`` and cascade to ``games``).
    op.add_column("players", sa.Column("name", sa.String(80), nullable=True))
    op.add_column("players", sa.Column("name_key", sa.String(160), nullable=True))
    op.add_column("players", sa.Column("code_hash", sa.String(64), nullable=True))
    op.add_column("players", sa.Column("code_issued_at", _TS, nullable=True))
    op.create_index("uq_players_name_key", "players", ["name_key"], unique=True)
    op.create_index("uq_players_code_hash", "players", ["code_hash"], unique=True)
    op.create_table(
        "player_keys",
        sa.Column("secret_hash", sa.String(64), primary_key=True),
        sa.Column(
            "player_id",
            BigId,
            sa.ForeignKey("players.id", ondelete="CASCADE", name="fk_player_keys_player"),
            nullable=False,
        ),
        sa.Column("created_at", _TS, nullable=False),
    )
    op.create_index("ix_player_keys_player", "player_keys", ["player_id"])
    op.execute(
        "INSERT INTO player_keys (secret_hash, player_id, created_at) "
        "SELECT secret_hash, id, created_at FROM players"
    )
    op.create_table(
        "daily_attempts",
        sa.Column("id", BigId, primary_key=True, autoincrement=True),
        sa.Column(
            "game_id",
            sa.String(40),
            sa.ForeignKey("games.id", ondelete="CASCADE", name="fk_daily_attempts_game"),
            nullable=False,
        ),
        sa.Column(
            "player_id",
            BigId,
            sa.ForeignKey("players.id", ondelete="CASCADE", name="fk_daily_attempts_player"),
            nullable=False,
        ),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("ranked", sa.Boolean(), nullable=False),
        sa.Column("deals_done", sa.Integer(), nullable=False),
        sa.Column("ns_points", sa.Integer(), nullable=False),
        sa.Column("ew_points", sa.Integer(), nullable=False),
        sa.Column("net", sa.Integer(), nullable=False),
        sa.Column("made", sa.Integer(), nullable=False),
        sa.Column("set", sa.Integer(), nullable=False),
        sa.Column("results", sa.JSON(), nullable=False),
        sa.Column("started_at", _TS, nullable=False),
        sa.Column("finished_at", _TS, nullable=True),
        sa.UniqueConstraint("player_id", "day", "number", name="uq_daily_attempts_player_day"),
        sa.UniqueConstraint("game_id", name="uq_daily_attempts_game"),
    )
    op.create_index("ix_daily_attempts_day_ranked", "daily_attempts", ["day", "ranked", "net"])
    op.create_table(
        "daily_deals",
        sa.Column(
            "attempt_id",
            BigId,
            sa.ForeignKey("daily_attempts.id", ondelete="CASCADE", name="fk_daily_deals_attempt"),
            primary_key=True,
        ),
        sa.Column("deal", sa.Integer(), primary_key=True),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("ranked", sa.Boolean(), nullable=False),
        sa.Column("ns", sa.Integer(), nullable=False),
        sa.Column("ew", sa.Integer(), nullable=False),
        sa.Column("net", sa.Integer(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("record", sa.JSON(), nullable=False),
    )
    op.create_index("ix_daily_deals_day", "daily_deals", ["day", "ranked", "deal"])
    op.create_table(
        "daily_cpu",
        sa.Column("day", sa.Date(), primary_key=True),
        sa.Column("level", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("token", sa.String(40), nullable=False),
        sa.Column("claimed_at", _TS, nullable=False),
        sa.Column("results", sa.JSON(), nullable=True),
        sa.Column("finished_at", _TS, nullable=True),
    )
    op.create_table(
        "server_keys",
        sa.Column("name", sa.String(32), primary_key=True),
        sa.Column("value", sa.String(128), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
    )
    op.create_table(
        "rate_counts",
        sa.Column("bucket", sa.String(16), primary_key=True),
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("window_start", sa.BigInteger(), primary_key=True),
        sa.Column("count", sa.Integer(), nullable=False),
    )


def downgrade() -> None:
    """Drop the daily tables and the player columns."""
    op.drop_table("rate_counts")
    op.drop_table("server_keys")
    op.drop_table("daily_cpu")
    op.drop_index("ix_daily_deals_day", table_name="daily_deals")
    op.drop_table("daily_deals")
    op.drop_index("ix_daily_attempts_day_ranked", table_name="daily_attempts")
    op.drop_table("daily_attempts")
    op.drop_index("ix_player_keys_player", table_name="player_keys")
    op.drop_table("player_keys")
    op.drop_index("uq_players_code_hash", table_name="players")
    op.drop_index("uq_players_name_key", table_name="players")
    for column in ("code_issued_at", "code_hash", "name_key", "name"):
        op.drop_column("players", column)
