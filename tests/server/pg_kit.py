"""A private PostgreSQL server for a test: a fresh cluster in a temporary folder, on a free
loopback port, from Debian's packages (`.ci/run` installs them); None when missing."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile


def _binaries() -> str | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return os.path.dirname(found[-1]) if found else None


def available() -> bool:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return False
    return _binaries() is not None


@contextlib.contextmanager
def private_postgres():
    """Yields a SQLAlchemy URL; the cluster is stopped and deleted afterwards."""
    bindir = _binaries()
    assert bindir is not None
    root = tempfile.mkdtemp(prefix="innovation-pg-")
    data = os.path.join(root, "data")
    as_user: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        shutil.chown(root, "postgres")
        as_user = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    run = lambda *cmd: subprocess.run([*as_user, *cmd], check=True, capture_output=True)  # noqa: E731
    try:
        run(f"{bindir}/initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync")
        run(f"{bindir}/pg_ctl", "-D", data, "-l", os.path.join(root, "log"), "-w", "-o",
            f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off", "start")
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        with contextlib.suppress(Exception):
            run(f"{bindir}/pg_ctl", "-D", data, "-m", "immediate", "stop")
        shutil.rmtree(root, ignore_errors=True)
