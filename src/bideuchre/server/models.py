"""The tables (SQLAlchemy 2 declarative models).  Changes go through Alembic
migrations in ``server/migrations``, never through ``create_all``.

``players``: one row per anonymous identity.  Only SHA-256 hashes of cookie
secrets and player codes are stored, so a copy of the database cannot be used
to impersonate a player.  ``name`` is the display name as given; ``name_key``
and ``name_skeleton`` its two look-alike keys (:func:`~.names.name_keys`, each
unique; migration 0003).  ``player_keys`` holds the hash of every cookie
secret of a player (one per browser: the first one, then one per browser that
adopted the identity with the player code); requests are identified through it.

``games``: one row per game.  ``record`` is the game record of docs/rules.md
(``GameRecord.to_json()``), rewritten in the same transaction that advances
the game; the state is rebuilt by replaying it.  ``level`` is East's and
West's CPU level, ``partner_level`` North's (null: as ``level``).
``version`` counts the saved states and gives optimistic concurrency
(``UPDATE ... WHERE version = n``).
``seed`` deals every hand of the game and seeds the CPU decisions: it is
secret (it would reveal every deal) and never leaves the server.  ``phase``,
``hand_number``, the totals and ``winner`` are copies of what the record
implies, kept for listings and rankings.  ``kind`` is ``casual`` or ``daily``.

The daily game (docs/api.md, "Daily game"): ``daily_attempts`` is one row per
attempt (its game is a ``games`` row of kind ``daily`` whose ``record`` is the
current deal, replayed like any game); ``number`` 1 is the day's ranked
attempt; ``newcomer`` marks one whose player was created less than
``settings.new_player_hours`` before it started.  ``daily_deals`` holds each
finished deal of an attempt (for the field averages); ``daily_cpu`` the
per-deal results of four CPU players, computed once per day by whichever
process claims the row; ``daily_days`` the search levels' settings version
and the CPU level of each day, fixed when the day is first played
(:mod:`.daily_bots`);
``server_keys`` the daily secret when it is not
given by the environment; ``rate_counts`` the rate-limit counters (shared by
every process).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    false,
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
    name: Mapped[str | None] = mapped_column(String(80), nullable=True)
    name_key: Mapped[str | None] = mapped_column(String(160), nullable=True)
    name_skeleton: Mapped[str | None] = mapped_column(String(160), nullable=True)
    code_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    code_issued_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)

    __table_args__ = (
        UniqueConstraint("secret_hash", name="uq_players_secret_hash"),
        Index("uq_players_name_key", "name_key", unique=True),
        Index("uq_players_name_skeleton", "name_skeleton", unique=True),
        Index("uq_players_code_hash", "code_hash", unique=True),
    )


class PlayerKey(Base):
    """One browser's cookie secret (its SHA-256) for a player."""

    __tablename__ = "player_keys"

    secret_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[int] = mapped_column(
        BigId, ForeignKey("players.id", ondelete="CASCADE", name="fk_player_keys_player")
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    __table_args__ = (Index("ix_player_keys_player", "player_id"),)


class Game(Base):
    """One game, owned by one player; its state is its record."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    player_id: Mapped[int] = mapped_column(
        BigId, ForeignKey("players.id", ondelete="CASCADE", name="fk_games_player")
    )
    kind: Mapped[str] = mapped_column(String(16), default="casual", server_default="casual")
    level: Mapped[str] = mapped_column(String(32))
    #: North's level (South's partner); null in games made before it existed
    #: (North then played at ``level``).
    partner_level: Mapped[str | None] = mapped_column(String(32), nullable=True)
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

    __table_args__ = (
        Index("ix_games_player_updated", "player_id", "updated_at"),
        Index("ix_games_kind_phase_updated", "kind", "phase", "updated_at"),
    )


class DailyAttempt(Base):
    """One attempt at a day's daily game; ``number`` 1 is the ranked one.

    ``results`` lists the finished deals' results (``hand_scores`` entries with
    running totals); ``net`` = ``ns_points - ew_points`` over them.
    """

    __tablename__ = "daily_attempts"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(
        String(40), ForeignKey("games.id", ondelete="CASCADE", name="fk_daily_attempts_game")
    )
    player_id: Mapped[int] = mapped_column(
        BigId, ForeignKey("players.id", ondelete="CASCADE", name="fk_daily_attempts_player")
    )
    day: Mapped[date] = mapped_column(Date)
    number: Mapped[int] = mapped_column(Integer)
    ranked: Mapped[bool] = mapped_column(Boolean)
    newcomer: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    deals_done: Mapped[int] = mapped_column(Integer, default=0)
    ns_points: Mapped[int] = mapped_column(Integer, default=0)
    ew_points: Mapped[int] = mapped_column(Integer, default=0)
    net: Mapped[int] = mapped_column(Integer, default=0)
    made: Mapped[int] = mapped_column(Integer, default=0)
    set: Mapped[int] = mapped_column(Integer, default=0)
    results: Mapped[Any] = mapped_column(JSON)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    #: The attempt's id in public review links once its day is over (issue 12).
    share_id: Mapped[str | None] = mapped_column(String(32), nullable=True)

    __table_args__ = (
        UniqueConstraint("player_id", "day", "number", name="uq_daily_attempts_player_day"),
        UniqueConstraint("game_id", name="uq_daily_attempts_game"),
        Index("ix_daily_attempts_day_ranked", "day", "ranked", "net"),
        Index("ix_daily_attempts_share", "share_id", unique=True),
    )


class DailyDeal(Base):
    """One finished deal of a daily attempt (``net`` = NS - EW points)."""

    __tablename__ = "daily_deals"

    attempt_id: Mapped[int] = mapped_column(
        BigId,
        ForeignKey("daily_attempts.id", ondelete="CASCADE", name="fk_daily_deals_attempt"),
        primary_key=True,
    )
    deal: Mapped[int] = mapped_column(Integer, primary_key=True)
    day: Mapped[date] = mapped_column(Date)
    ranked: Mapped[bool] = mapped_column(Boolean)
    ns: Mapped[int] = mapped_column(Integer)
    ew: Mapped[int] = mapped_column(Integer)
    net: Mapped[int] = mapped_column(Integer)
    result: Mapped[Any] = mapped_column(JSON)
    record: Mapped[Any] = mapped_column(JSON)

    __table_args__ = (Index("ix_daily_deals_day", "day", "ranked", "deal"),)


class DailyCpu(Base):
    """The per-deal results of four CPU players on a day, computed once.

    ``status`` is ``computing`` (claimed by ``token`` at ``claimed_at``) or
    ``ready`` (``results`` set).
    """

    __tablename__ = "daily_cpu"

    day: Mapped[date] = mapped_column(Date, primary_key=True)
    level: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16))
    token: Mapped[str] = mapped_column(String(40))
    claimed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    results: Mapped[Any] = mapped_column(JSON, nullable=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class DailyDay(Base):
    """A day of the daily game, recorded when it is first played: ``bots``,
    the search levels' settings version its CPU players use all day
    (:mod:`bideuchre.bots.versions`, :mod:`.daily_bots`), and ``level``,
    their level."""

    __tablename__ = "daily_days"

    day: Mapped[date] = mapped_column(Date, primary_key=True)
    bots: Mapped[str] = mapped_column(String(32))
    #: null in rows made before it existed (filled with the level setting
    #: at the day's next use).
    level: Mapped[str | None] = mapped_column(String(32), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ServerKey(Base):
    """A server-wide secret (the daily secret), generated once."""

    __tablename__ = "server_keys"

    name: Mapped[str] = mapped_column(String(32), primary_key=True)
    value: Mapped[str] = mapped_column(String(128))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class RateCount(Base):
    """Requests counted for a rate limit: ``bucket`` (``identity``, ``code``),
    ``key`` (a hash of the client address) and the window's start (epoch s)."""

    __tablename__ = "rate_counts"

    bucket: Mapped[str] = mapped_column(String(16), primary_key=True)
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    window_start: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    count: Mapped[int] = mapped_column(Integer)


class HandNote(Base):
    """What the server keeps about one hand of a game besides its record
    (issue 12): ``whys``, the CPU seats' explanations (``[{"index", "step",
    "seat", "why"}]``, docs/api.md "Why objects"), written with every save
    of the hand; ``review``, the hand review once computed (docs/api.md,
    ``GET /api/games/{id}/hands/{n}/review``), with ``claimed_at`` while a
    request computes it.  ``hand_number`` is the deal number for a daily game."""

    __tablename__ = "hand_notes"

    game_id: Mapped[str] = mapped_column(
        String(40),
        ForeignKey("games.id", ondelete="CASCADE", name="fk_hand_notes_game"),
        primary_key=True,
    )
    hand_number: Mapped[int] = mapped_column(Integer, primary_key=True)
    whys: Mapped[Any] = mapped_column(JSON)
    review: Mapped[Any] = mapped_column(JSON, nullable=True)
    claimed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
