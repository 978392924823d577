"""Look-alike names ignore accents: both uniqueness keys of every named player
are recomputed without the generic diacritics
(:func:`bideuchre.server.names.strip_accents`), so ``"Zoe O'Neil-Unal"`` and
``"Zoë O'Neil-Ünal"`` clash.  The shown names are not changed.

As in 0003, the keys are recomputed oldest player first; a player whose new
key is already taken by an older one (two names now alike), or is too long
for the column, gets a key of its own that no name can produce
(``"\\x01<id>"``), so its name stays shown and is never matched.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""

from __future__ import annotations

from collections.abc import Callable

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

_KEY_MAX = 160


def _rekey(keys_of: Callable[[str], tuple[str, str]]) -> None:
    """Recompute both keys of every named player, oldest first."""
    players = sa.table(
        "players",
        sa.column("id", sa.BigInteger()),
        sa.column("name", sa.String()),
        sa.column("name_key", sa.String()),
        sa.column("name_skeleton", sa.String()),
    )
    conn = op.get_bind()
    rows = conn.execute(
        sa.select(players.c.id, players.c.name)
        .where(players.c.name.is_not(None))
        .order_by(players.c.id)
    ).all()
    conn.execute(sa.update(players).values(name_key=None, name_skeleton=None))
    used: set[str] = set()
    for player_id, name in rows:
        keys = keys_of(name)
        if any(k in used or len(k) > _KEY_MAX for k in keys):
            keys = (f"\x01{player_id}", f"\x01{player_id}")
        used.update(keys)
        conn.execute(
            sa.update(players)
            .where(players.c.id == player_id)
            .values(name_key=keys[0], name_skeleton=keys[1])
        )


def upgrade() -> None:
    """Both keys without accents."""
    from bideuchre.server.names import name_keys

    _rekey(name_keys)


def downgrade() -> None:
    """Both keys with their accents again (0003's keys)."""
    from bideuchre.server.names import name_keys

    _rekey(lambda name: name_keys(name, accents=True))
