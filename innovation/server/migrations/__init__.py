"""Alembic migrations of the server's database (run programmatically: `db.migrate`)."""
