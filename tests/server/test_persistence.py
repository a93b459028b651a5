"""Nothing is lost: games resume exactly after a restart, even after `kill -9`."""

import os
import random
import re
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import sqlalchemy as sa
from server_kit import HUMANS, TestClient, play, state, tokens, wait_for

from innovation.server import create_app
from innovation.server.db import (
    Base,
    GameRow,
    SeatInfo,
    StaleWrite,
    Store,
    StoredGame,
    Writer,
    add_move,
    create_game,
    now,
)

ROOT = Path(__file__).resolve().parents[2]


def test_games_resume_after_a_restart(db_url):
    with TestClient(create_app(db_url)) as c:
        g = c.post("/api/games", json={"seats": HUMANS, "seed": 4}).json()
        bots = c.post("/api/games", json={"seats": [{"kind": "bot", "bot": "random", "name": "A"},
                                                    {"kind": "bot", "bot": "random", "name": "B"}]}).json()
        play(c, g["game"], tokens(g), random.Random(1), 20)
        before = [state(c, g["game"], t) for t in tokens(g)]
    with TestClient(create_app(db_url)) as c:
        assert [state(c, g["game"], t) for t in tokens(g)] == before
        play(c, g["game"], tokens(g), random.Random(2), 5)
        assert state(c, g["game"], tokens(g)[0])["seq"] == before[0]["seq"] + 5
        assert wait_for(c, bots["game"], bots["spectator_token"], timeout=60)["status"] == "over"


def test_migrations_build_the_models_schema(db_url):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    store = Store(db_url)
    store.migrate()
    store.migrate()  # a second start finds nothing to do
    with store.engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []
    tables = set(sa.inspect(sa.create_engine(db_url)).get_table_names())
    assert tables == {"alembic_version", "games", "seats", "moves", "chat"}
    store.close()


class Server:
    """`innovation serve` as a separate process on a free port."""

    def __init__(self, db: Path):
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen([sys.executable, "-m", "innovation.cli", "serve", "--port", "0",
                                      "--db", str(db)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        end = time.monotonic() + 30
        line = ""
        while "http://" not in line:
            ready, _, _ = select.select([self.proc.stdout], [], [], max(0.0, end - time.monotonic()))
            assert ready and self.proc.poll() is None, f"the server did not start: {line}"
            line = self.proc.stdout.readline()
        self.url = re.search(r"http://[\d.:]+", line).group(0)
        self.http = httpx.Client(base_url=self.url, timeout=30)
        self.output: list[str] = []  # drained so a chatty server never blocks on a full pipe
        threading.Thread(target=self.output.extend, args=(self.proc.stdout,), daemon=True).start()

    def kill(self) -> None:
        self.http.close()
        self.proc.kill()  # SIGKILL: no shutdown code runs
        self.proc.wait(10)

    def stop(self) -> None:
        self.http.close()
        self.proc.terminate()
        self.proc.wait(20)


def seat_states(http, gid, toks):
    out = []
    for t in toks:
        r = http.get(f"/api/games/{gid}/state", params={"token": t})
        assert r.status_code == 200, r.text
        out.append(r.json())
    return out


def test_kill_9_loses_nothing(tmp_path):
    db = tmp_path / "games.db"
    srv = Server(db)
    try:
        g = srv.http.post("/api/games", json={"seats": HUMANS, "seed": 17}).json()
        bots = srv.http.post("/api/games", json={"seats": [{"name": "A", "kind": "bot", "bot": "greedy"},
                                                           {"name": "B", "kind": "bot", "bot": "random"}],
                                                 "seed": 3}).json()
        gid, toks = g["game"], [*tokens(g), g["spectator_token"]]
        rng = random.Random(5)
        for _ in range(30):  # every answer acknowledged by a 200
            msgs = seat_states(srv.http, gid, toks)
            mover = next(i for i, m in enumerate(msgs) if m["decision"])
            d = msgs[mover]["decision"]
            for _ in range(50):
                picks = rng.sample(range(len(d["options"])), rng.randint(d["min"], d["max"]))
                r = srv.http.post(f"/api/games/{gid}/answer",
                                  json={"token": toks[mover], "seq": d["seq"], "answer": picks})
                if r.status_code == 200:
                    break
        before = seat_states(srv.http, gid, toks)
        bots_seen = seat_states(srv.http, bots["game"], [bots["spectator_token"]])[0]["seq"]
        srv.kill()  # the bot game is in the middle of moving
        srv = Server(db)
        after = seat_states(srv.http, gid, toks)
        assert after == before and after[0]["seq"] == 30
        spectator = bots["spectator_token"]
        bot_state = seat_states(srv.http, bots["game"], [spectator])[0]
        assert bot_state["seq"] >= bots_seen
        # it goes on: the humans answer and the bots keep playing to the end
        mover = next(i for i, m in enumerate(after) if m["decision"])
        d = after[mover]["decision"]
        # (a legal answer: any number of picks the decision allows; the deal of a table of
        # humans depends on the server's secret, so the decision differs from run to run)
        for picks in (rng.sample(range(len(d["options"])), rng.randint(d["min"], d["max"]))
                      for _ in range(50)):
            body = {"token": toks[mover], "seq": 30, "answer": picks}
            r = srv.http.post(f"/api/games/{gid}/answer", json=body)
            if r.status_code == 200:
                break
        assert r.json() == {"seq": 31}
        end = time.monotonic() + 60
        while seat_states(srv.http, bots["game"], [spectator])[0]["status"] != "over":
            assert time.monotonic() < end
            time.sleep(0.05)
    finally:
        srv.stop()
    assert srv.proc.returncode in (0, -signal.SIGTERM)  # uvicorn stops gracefully, then re-raises


def test_a_game_that_ended_just_before_a_crash_is_marked_over(db_url):
    with TestClient(create_app(db_url)) as c:
        g = c.post("/api/games", json={"seats": [{"name": "A", "kind": "bot", "bot": "random"},
                                                 {"name": "B", "kind": "bot", "bot": "random"}]}).json()
        assert wait_for(c, g["game"], g["spectator_token"], timeout=60)["status"] == "over"
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:  # as if killed between storing the last answer and marking the end
        conn.execute(sa.update(GameRow).where(GameRow.id == g["game"])
                     .values(status="playing", winners=None, turn=None))
    with TestClient(create_app(db_url)) as c:
        listed = c.get("/api/games", params={"tokens": g["spectator_token"]}).json()["games"][0]
        assert listed["status"] == "over"
    with engine.connect() as conn:
        assert conn.execute(sa.select(GameRow.status).where(GameRow.id == g["game"])).scalar() == "over"
    engine.dispose()


def test_group_commit_isolates_a_failing_write(db_url):
    store = Store(db_url)
    store.migrate()
    writer = Writer(store.engine)
    game = StoredGame("g1", {"players": ["a", "b"]}, 1, "h" * 64, [SeatInfo(0, "a", "human"),
                                                                   SeatInfo(1, "b", "human")], now())
    writer.submit(create_game(game)).result(10)
    writer.submit(lambda s: time.sleep(0.3))  # keeps the writer busy while the next three queue up
    # committed as one batch: the stale one fails alone, the others land
    futures = [writer.submit(op) for op in (add_move("g1", 0, 0, [1]), add_move("g1", 5, 1, [0]),
                                            add_move("g1", 1, 1, [2]))]
    writer.close()
    assert futures[0].result() is None and futures[2].result() is None
    assert isinstance(futures[1].exception(), StaleWrite)
    assert store.load("g1").answers == [[1], [2]]
    store.close()
