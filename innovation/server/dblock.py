"""One server per SQLite file: the games live in the server's memory, so a second server
on the same file would show its players a frozen game. A server holds an exclusive lock
on `<database>.lock` while it runs (released by the system even after `kill -9`);
PostgreSQL needs no such lock (see docs/deploying.md for several servers)."""

from __future__ import annotations

import os
from typing import IO

from sqlalchemy.engine import make_url


class DatabaseInUse(RuntimeError):
    pass


def sqlite_path(url: str) -> str | None:
    u = make_url(url)
    if u.get_backend_name() != "sqlite" or not u.database or u.database == ":memory:" \
            or u.database.startswith("file:"):
        return None
    return os.path.abspath(u.database)


class ServerLock:
    def __init__(self, url: str):
        self.path = sqlite_path(url)
        self.file: IO[bytes] | None = None

    def acquire(self) -> None:
        if self.path is None or self.file is not None:
            return
        try:
            import fcntl
        except ImportError:  # not on this system: one server per file is then up to you
            return
        f = open(self.path + ".lock", "a+b")  # noqa: SIM115 - held open while the server runs
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.close()
            raise DatabaseInUse(f"another server is using {self.path}: one server per SQLite file "
                                "(several servers need PostgreSQL)") from None
        self.file = f

    def release(self) -> None:
        if self.file is not None:
            self.file.close()  # closing drops the lock
            self.file = None


def check_free(url: str) -> str | None:
    """None when no server holds the database, else why not (for a clear error at start)."""
    lock = ServerLock(url)
    try:
        lock.acquire()
    except DatabaseInUse as exc:
        return str(exc)
    lock.release()
    return None
