import os

import pytest
import sqlalchemy as sa
from server_kit import SECRET, TestClient

from innovation.server import create_app
from innovation.server.db import Base
from innovation.server.settings import Settings


@pytest.fixture
def db_url(tmp_path):
    """A fresh SQLite file; INNOVATION_TEST_DATABASE_URL runs the tests on another database
    (emptied before each test), e.g. postgresql+psycopg://localhost/innovation_test."""
    url = os.environ.get("INNOVATION_TEST_DATABASE_URL")
    if not url:
        return f"sqlite:///{tmp_path / 'games.db'}"
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        Base.metadata.drop_all(conn)
        conn.execute(sa.text("DROP TABLE IF EXISTS alembic_version"))
    engine.dispose()
    return url


@pytest.fixture
def client(db_url):
    with TestClient(create_app(db_url, settings=Settings(secret=SECRET))) as c:
        yield c
