"""Alembic environment: runs on the connection `db.migrate` hands over, or on
`sqlalchemy.url` when invoked from the alembic command line."""

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection

from innovation.server.db import Base

config = context.config


def run(conn: Connection) -> None:
    # render_as_batch: SQLite cannot ALTER most things; batch mode rebuilds tables instead
    context.configure(connection=conn, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


given = config.attributes.get("connection")
if given is not None:
    run(given)
else:
    with create_engine(config.get_main_option("sqlalchemy.url") or "").connect() as conn:
        run(conn)
