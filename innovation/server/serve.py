"""`innovation serve`: the web app on one address, games kept in a database."""

from __future__ import annotations

import socket
import sys

from sqlalchemy.engine import make_url


def database_problem(url: str) -> str | None:
    """Why the database cannot be opened (one line), or None if it can: checked before the
    server starts, so a wrong --db is a clear error rather than a failed startup."""
    from .db import make_engine

    try:
        engine = make_engine(url)
        try:
            with engine.connect() as conn:
                conn.exec_driver_sql("SELECT 1")
        finally:
            engine.dispose()
    except Exception as exc:  # any driver's error: reported, not raised
        orig = getattr(exc, "orig", None) or exc
        text = str(orig).strip().splitlines()
        return text[0] if text else type(orig).__name__
    return None


def serve(host: str, port: int, db: str | None, log_level: str = "warning") -> int:
    import uvicorn

    from .app import create_app
    from .db import database_url

    try:
        url = database_url(db)
    except OSError as exc:
        print(f"error: cannot use the database {db}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    problem = database_problem(url)
    if problem:
        try:
            shown_db = make_url(url).render_as_string(hide_password=True)
        except Exception:
            shown_db = db or url
        print(f"error: cannot open the database {shown_db}: {problem}", file=sys.stderr)
        return 2
    try:  # bound here so a busy port is a clear error and --port 0 can report its pick
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError as exc:
        print(f"error: cannot listen on {host}:{port}: {exc}", file=sys.stderr)
        return 2
    port = sock.getsockname()[1]
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else "[::1]" if host == "::" else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    where = make_url(url).render_as_string(hide_password=True)

    def ready(resumed: int) -> None:
        games = f", {resumed} unfinished game{'s' * (resumed != 1)} resumed" if resumed else ""
        print(f"Innovation is running: open http://{shown}:{port}/ in a browser "
              f"(database {where}{games}). Ctrl+C stops it.", flush=True)

    app = create_app(url, on_ready=ready)
    # players think for a while between answers: keep their connections open (uvicorn's 5s
    # default makes browsers reconnect for nearly every answer)
    config = uvicorn.Config(app, log_level=log_level, access_log=False, timeout_keep_alive=75)
    try:
        uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn re-raises Ctrl+C once it has shut down cleanly
        pass
    print("Innovation stopped.")
    return 0
