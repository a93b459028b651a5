"""The seed a game was asked for, and whether it runs on it as it is.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("requested_seed", sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column("fixed_seed", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("fixed_seed")
        batch.drop_column("requested_seed")
