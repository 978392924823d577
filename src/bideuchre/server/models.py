"""The tables (SQLAlchemy 2 declarative models).  Changes go through Alembic
migrations in ``server/migrations``, never through ``create_all``.

``players``: one row per anonymous identity (a browser).  Only a SHA-256 hash
of the cookie secret is stored, so a copy of the database cannot be used to
impersonate a player.  Issue 5 (display names, player codes, rankings) adds
columns and tables by migration.

``games``: one row per game.  ``record`` is the game record of RULES.md
(``GameRecord.to_json()``), rewritten in the same transaction that advances
the game; the state is rebuilt by replaying it.  ``version`` counts the saved
states and gives optimistic concurrency (``UPDATE ... WHERE version = n``).
``seed`` deals every hand of the game and seeds the CPU decisions: it is
secret (it would reveal every deal) and never leaves the server.  ``phase``,
``hand_number``, the totals and ``winner`` are copies of what the record
implies, kept for listings and rankings.  ``kind`` is ``casual``; the daily
game of issue 5 will add its own kind.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

#: An auto-increment id: BIGINT on PostgreSQL, INTEGER (the rowid) on SQLite.
BigId = BigInteger().with_variant(Integer(), "sqlite")


class Base(DeclarativeBase):
    """The declarative base; ``Base.metadata`` is the migrations' target."""


class Player(Base):
    """An anonymous player (one browser, identified by a cookie secret)."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    secret_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    __table_args__ = (UniqueConstraint("secret_hash", name="uq_players_secret_hash"),)


class Game(Base):
    """One game, owned by one player; its state is its record."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    player_id: Mapped[int] = mapped_column(
        BigId, ForeignKey("players.id", ondelete="CASCADE", name="fk_games_player")
    )
    kind: Mapped[str] = mapped_column(String(16), default="casual", server_default="casual")
    level: Mapped[str] = mapped_column(String(32))
    seed: Mapped[str] = mapped_column(String(64))
    rules: Mapped[Any] = mapped_column(JSON)
    record: Mapped[Any] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer)
    phase: Mapped[str] = mapped_column(String(16))
    hand_number: Mapped[int] = mapped_column(Integer)
    ns_total: Mapped[int] = mapped_column(Integer)
    ew_total: Mapped[int] = mapped_column(Integer)
    winner: Mapped[str | None] = mapped_column(String(2), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)

    __table_args__ = (Index("ix_games_player_updated", "player_id", "updated_at"),)
