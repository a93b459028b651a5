"""Several servers on one PostgreSQL: a game's seats split between two servers, then the
server running it is killed and the game is finished on the other; a game of bots alone
that nobody watches is taken over too."""

import json
import random
import time

import pytest
from pg_kit import available, private_postgres
from server_kit import HUMANS, candidates, tokens
from test_persistence import Server
from websockets.sync.client import connect

pytestmark = pytest.mark.skipif(not available(), reason="needs PostgreSQL (Debian's postgresql) and psycopg")


SLOW = {"kind": "bot", "bot": "ismcts:300ms"}


def moves(url, gid):
    import psycopg

    with psycopg.connect(url.replace("postgresql+psycopg", "postgresql")) as conn:
        return conn.execute("SELECT moves FROM games WHERE id = %s", (gid,)).fetchone()[0]


def until(check, timeout=20.0):
    end = time.monotonic() + timeout
    while not (got := check()):
        assert time.monotonic() < end, "timed out"
        time.sleep(0.02)
    return got


def states(servers, gid, toks):
    """Each seat's state from its own server, once both servers agree on the seq."""
    def agreed():
        msgs = [srv.http.get(f"/api/games/{gid}/state", params={"token": t}).json()
                for srv, t in zip(servers, toks, strict=True)]
        return len({m["seq"] for m in msgs}) == 1 and msgs
    return until(agreed)


def play(servers, gid, toks, rng, answers):
    """Answer at random, each seat through its own server."""
    for _ in range(answers):
        msgs = states(servers, gid, toks)
        if msgs[0]["status"] == "over":
            break
        seat = next(i for i, m in enumerate(msgs) if m["decision"])
        for picks in candidates(msgs[seat]["decision"], rng):
            body = {"token": toks[seat], "seq": msgs[seat]["seq"], "answer": picks}
            r = servers[seat].http.post(f"/api/games/{gid}/answer", json=body)
            if r.status_code == 200:
                break
            assert r.status_code == 422, r.text
    return states(servers, gid, toks)[0]


def test_two_servers_run_one_game_and_the_survivor_finishes_it():
    with private_postgres() as url:
        a, b = Server(url), Server(url)
        try:
            g = a.http.post("/api/games", json={"seats": HUMANS}).json()  # a runs it
            table = [{"name": "X", **SLOW}, {"name": "Y", **SLOW}]
            bots = a.http.post("/api/games", json={"seats": table}).json()
            gid, toks = g["game"], tokens(g)
            rng = random.Random(3)
            with connect(f"{b.url.replace('http', 'ws')}/ws/games/{gid}?token={toks[1]}") as ws:
                seen = [json.loads(ws.recv(timeout=10))["seq"]]
                play([a, b], gid, toks, rng, 20)  # ann through a, bob through b (forwarded to a)
                while seen[-1] < 20:  # bob's websocket on b sees every move made on a
                    seen.append(json.loads(ws.recv(timeout=10))["seq"])
            bot_moves = moves(url, bots["game"])
            a.kill()  # kill -9 the server running the games
            # nobody asks b about the bots' game: b finds it has no server and runs it
            until(lambda: moves(url, bots["game"]) > bot_moves + 1, timeout=30)
            end = play([b, b], gid, toks, rng, 3000)
            assert end["status"] == "over" and end["seq"] > 20
            rec = b.http.get(f"/api/games/{gid}/record", params={"token": toks[0]}).json()
            assert rec["status"] == "over" and len(rec["answers"]) == end["seq"]
        finally:
            for srv in (a, b):
                if srv.proc.poll() is None:
                    srv.stop()
