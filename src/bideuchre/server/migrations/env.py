"""Alembic environment: runs the migrations on the connection handed over by
:func:`bideuchre.server.db.migrate`, or on ``sqlalchemy.url`` when run by the
``alembic`` command."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from bideuchre.server.models import Base
from bideuchre.server.settings import normalize_database_url

config = context.config
target_metadata = Base.metadata


def run_offline() -> None:
    """Emit SQL instead of running it (``alembic upgrade --sql``)."""
    context.configure(
        url=normalize_database_url(config.get_main_option("sqlalchemy.url") or ""),
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    """Run the migrations on a live connection."""
    connection = config.attributes.get("connection")
    if connection is None:
        engine = create_engine(
            normalize_database_url(config.get_main_option("sqlalchemy.url") or "")
        )
        with engine.begin() as conn:
            context.configure(
                connection=conn, target_metadata=target_metadata, render_as_batch=True
            )
            with context.begin_transaction():
                context.run_migrations()
        return
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
