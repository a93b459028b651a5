"""Helpers for the server tests: create games, answer at random through the API, wait."""

from __future__ import annotations

import contextlib
import itertools
import random
import threading
import time
import warnings
from typing import Any

with warnings.catch_warnings():  # newer Starlette prefers the httpx2 fork; httpx works the same
    warnings.filterwarnings("ignore", message="Using `httpx`")
    from fastapi.testclient import TestClient

__all__ = ["TestClient"]

HUMANS = [{"name": "ann"}, {"name": "bob"}]
SECRET = "test-secret"  # the `client` fixture's server secret: tests can work out effective seeds


def effective_seed(requested: int, humans: int = 2) -> int:
    from innovation.server.security import choose_seed

    return choose_seed(requested, humans, SECRET.encode()).seed


def create(client, seats=None, **body) -> dict[str, Any]:
    r = client.post("/api/games", json={"seats": seats or HUMANS, **body})
    assert r.status_code == 201, r.text
    return r.json()


def tokens(game: dict[str, Any]) -> list[str]:
    return [s["token"] for s in game["seats"]]


def state(client, gid: str, token: str) -> dict[str, Any]:
    r = client.get(f"/api/games/{gid}/state", params={"token": token})
    assert r.status_code == 200, r.text
    return r.json()


def candidates(decision: dict[str, Any], rng: random.Random):
    """Random legal-looking picks (a hidden rule of the decision may still refuse some),
    then every pick set in order so a refusal never stalls a test."""
    n, lo, hi = len(decision["options"]), decision["min"], decision["max"]
    for _ in range(30):
        yield rng.sample(range(n), rng.randint(lo, hi))
    for k in range(lo, hi + 1):
        for combo in itertools.combinations(range(n), k):
            yield list(combo)


def answer_randomly(client, gid: str, token: str, msg: dict[str, Any], rng: random.Random,
                    seen: list | None = None) -> int:
    """Answer the seat's pending decision at random; returns the new seq."""
    d = msg["decision"]
    for picks in candidates(d, rng):
        r = client.post(f"/api/games/{gid}/answer", json={"token": token, "seq": d["seq"], "answer": picks})
        if seen is not None:
            seen.append(r.json())
        if r.status_code == 200:
            return r.json()["seq"]
        assert r.status_code == 422, r.text
    raise AssertionError("no legal answer found")


def wait_for(client, gid: str, token: str, timeout: float = 30.0) -> dict[str, Any]:
    """Poll until the seat has a decision or the game is over (bots move on their own)."""
    end = time.monotonic() + timeout
    while True:
        msg = state(client, gid, token)
        if msg["decision"] or msg["status"] == "over":
            return msg
        assert time.monotonic() < end, "the bots did not move"
        time.sleep(0.005)


def play(client, gid: str, toks: list[str], rng: random.Random, answers: int) -> dict[str, Any]:
    """Answer `answers` decisions for whichever human seat decides (all seats human)."""
    for _ in range(answers):
        for t in toks:
            msg = state(client, gid, t)
            if msg["decision"]:
                answer_randomly(client, gid, t, msg, rng)
                break
        else:
            break
    return msg


@contextlib.contextmanager
def live_server(db_url: str, settings=None, log_level: str = "warning"):
    """A real uvicorn server for the app in a thread, on a free loopback port, configured as
    `innovation serve` does: yields its base URL (for clients with timeouts: httpx and the
    websockets library)."""
    import uvicorn

    from innovation.server import create_app
    from innovation.server.serve import uvicorn_config
    from innovation.server.settings import Settings

    settings = settings or Settings(secret=SECRET)
    config = uvicorn_config(create_app(db_url, settings=settings), settings, host="127.0.0.1", port=0,
                            log_level=log_level)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    end = time.monotonic() + 20
    while not server.started:
        assert thread.is_alive() and time.monotonic() < end, "the server did not start"
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(20)


def titles_in(text: str, names: list[str]) -> set[str]:
    """Card titles in a text, longest first so 'Sailing' is not found in 'Solar Sailing'."""
    found = set()
    for name in sorted(names, key=len, reverse=True):
        if name in text:
            found.add(name)
            text = text.replace(name, "#")
    return found
