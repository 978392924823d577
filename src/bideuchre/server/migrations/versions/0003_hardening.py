"""Look-alike names: ``players.name_key`` becomes the UTS #39 skeleton of the
case-folded name, and ``players.name_skeleton`` (new, unique) the skeleton of
the case fold of the skeleton (:func:`bideuchre.server.names.name_keys`); an
index for purging old casual games; ``daily_attempts.newcomer`` (the attempt's
player was created shortly before it: marked "new" on the leaderboard).

Existing names keep working: every named player keeps its name; the keys are
recomputed oldest player first, and a player whose new key is already taken
by an older one (two names that look the same), or is too long for the
column, gets a key of its own that no name can produce (``"\\x01<id>"``), so
its name stays shown and is never matched.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Callable

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

_KEY_MAX = 160


def _players() -> sa.TableClause:
    return sa.table(
        "players",
        sa.column("id", sa.BigInteger()),
        sa.column("name", sa.String()),
        sa.column("name_key", sa.String()),
        sa.column("name_skeleton", sa.String()),
    )


def _rekey(keys_of: Callable[[str], tuple[str, ...]], with_skeleton: bool) -> None:
    """Recompute the keys of every named player, oldest first."""
    players = _players()
    conn = op.get_bind()
    rows = conn.execute(
        sa.select(players.c.id, players.c.name)
        .where(players.c.name.is_not(None))
        .order_by(players.c.id)
    ).all()
    values = {"name_key": None, **({"name_skeleton": None} if with_skeleton else {})}
    conn.execute(sa.update(players).values(**values))
    used: set[str] = set()
    for player_id, name in rows:
        keys = keys_of(name)
        if any(k in used or len(k) > _KEY_MAX for k in keys):
            keys = tuple(f"\x01{player_id}" for _ in keys)
        used.update(keys)
        row = {"name_key": keys[0]}
        if with_skeleton:
            row["name_skeleton"] = keys[1]
        conn.execute(sa.update(players).where(players.c.id == player_id).values(**row))


def upgrade() -> None:
    """Add ``name_skeleton``, recompute both keys, index old casual games,
    add ``daily_attempts.newcomer``."""
    from bideuchre.server.names import name_keys

    op.add_column("players", sa.Column("name_skeleton", sa.String(160), nullable=True))
    _rekey(name_keys, with_skeleton=True)
    op.create_index("uq_players_name_skeleton", "players", ["name_skeleton"], unique=True)
    op.create_index("ix_games_kind_phase_updated", "games", ["kind", "phase", "updated_at"])
    op.add_column(
        "daily_attempts",
        sa.Column("newcomer", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def _old_key(name: str) -> tuple[str]:
    import unicodedata

    return (unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold()),)


def downgrade() -> None:
    """Back to one key, the NFKC case fold."""
    op.drop_column("daily_attempts", "newcomer")
    op.drop_index("ix_games_kind_phase_updated", table_name="games")
    op.drop_index("uq_players_name_skeleton", table_name="players")
    op.drop_column("players", "name_skeleton")
    _rekey(_old_key, with_skeleton=False)
