"""Two servers on one SQLite file: the second refuses to start (the first keeps the games
in its memory, so the second's players would see a frozen game)."""

import pytest
from server_kit import HUMANS, TestClient, create, state, tokens

from innovation.cli import main
from innovation.server import create_app
from innovation.server.dblock import DatabaseInUse, sqlite_path


def test_a_second_server_on_the_same_sqlite_file_refuses_to_start(db_url, capsys):
    if sqlite_path(db_url) is None:
        pytest.skip("the lock is for SQLite files")
    with TestClient(create_app(db_url)) as first:
        g = create(first, HUMANS)
        with pytest.raises(DatabaseInUse, match="another server"):
            with TestClient(create_app(db_url)):
                pass
        assert main(["serve", "--port", "0", "--db", db_url]) == 2
        assert "another server is using" in capsys.readouterr().err
    with TestClient(create_app(db_url)) as second:  # once the first has stopped
        assert state(second, g["game"], tokens(g)[0])["status"] == "playing"
