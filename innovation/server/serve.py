"""`innovation serve`: the web app on one address, games kept in a database."""

from __future__ import annotations

import socket
import sys
from typing import Any

from sqlalchemy.engine import make_url

from .limits import ConnectionGuard, guarded_protocol
from .settings import Settings


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


def uvicorn_config(app: Any, settings: Settings, **kw: Any) -> Any:
    """uvicorn's settings for the app: connection deadlines and caps (limits.py), the
    websocket message cap, and no proxy-header rewriting (limits.client_of decides)."""
    import uvicorn

    guard = ConnectionGuard(settings.idle_timeout, settings.request_timeout,
                            settings.max_connections_per_client, settings.trusted_proxy)
    # players think for a while between answers: keep their connections open (uvicorn's 5s
    # default makes browsers reconnect for nearly every answer)
    kw.setdefault("timeout_keep_alive", max(5, int(settings.idle_timeout)))
    return uvicorn.Config(app, http=guarded_protocol(guard),
                          ws_max_size=max(settings.max_ws_message_bytes, 1024),
                          ws_per_message_deflate=settings.ws_compress,
                          proxy_headers=False, access_log=False, server_header=False, **kw)


def raise_file_limit() -> None:
    """Every connection is a file: use the hard limit, not the (often 1,024) soft one."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = 65536 if hard == resource.RLIM_INFINITY else hard
        if want > soft:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    except (ImportError, ValueError, OSError):
        pass


def serve(host: str, port: int, db: str | None, log_level: str = "warning",
          settings: Settings | None = None) -> int:
    import uvicorn

    from .app import create_app
    from .db import database_url
    from .dblock import check_free

    settings = settings or Settings.from_env()
    raise_file_limit()

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
    busy = check_free(url)
    if busy:
        print(f"error: {busy}", file=sys.stderr)
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

    if not settings.advertise_url:  # how other servers on the same database reach this one
        settings.advertise_url = f"http://{shown}:{port}"
    app = create_app(url, on_ready=ready, settings=settings)
    config = uvicorn_config(app, settings, log_level=log_level)
    try:
        uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn re-raises Ctrl+C once it has shut down cleanly
        pass
    print("Innovation stopped.")
    return 0
