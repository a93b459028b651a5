"""`innovation serve`: where the database goes, and a clear error for a busy port."""

import socket

from innovation.cli import main
from innovation.server.db import database_url


def test_database_url(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert database_url(None) == f"sqlite:///{tmp_path / 'innovation.db'}"
    assert database_url("sub/dir/games.db") == f"sqlite:///{tmp_path / 'sub/dir/games.db'}"
    assert (tmp_path / "sub" / "dir").is_dir()
    monkeypatch.setenv("DATABASE_URL", "postgres://u:p@db/innovation")
    assert database_url(None) == "postgresql://u:p@db/innovation"
    assert database_url("sqlite:///x.db") == "sqlite:///x.db"  # --db wins over the environment


def test_a_busy_port_is_a_clear_error(tmp_path, capsys):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        assert main(["serve", "--port", str(port), "--db", str(tmp_path / "x.db")]) == 2
    assert "cannot listen" in capsys.readouterr().err
