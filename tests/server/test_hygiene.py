"""Durability and hygiene: no acknowledgement before storage, health, JSON errors, invite
links, security headers, no tokens in logs, clean names."""

import logging

import httpx
import sqlalchemy as sa
from server_kit import HUMANS, SECRET, TestClient, create, live_server, state, tokens
from websockets.sync.client import connect

from innovation.server import create_app
from innovation.server.db import Store
from innovation.server.settings import Settings


def test_an_answer_the_database_did_not_store_is_not_acknowledged(client, db_url):
    g = create(client)
    gid, toks = g["game"], tokens(g)
    msgs = [state(client, gid, t) for t in toks]
    mover = next(i for i, m in enumerate(msgs) if m["decision"])
    hub = client.app.state.hub

    async def broken(op):
        raise sa.exc.OperationalError("INSERT", {}, Exception("disk I/O error"))

    hub.write = broken
    r = client.post(f"/api/games/{gid}/answer", json={"token": toks[mover], "seq": 0, "answer": [0]})
    assert r.status_code == 503 and "did not store" in r.json()["error"]
    assert state(client, gid, toks[mover]) == msgs[mover]  # nothing moved
    del hub.write  # the class's own again
    r = client.post(f"/api/games/{gid}/answer", json={"token": toks[mover], "seq": 0, "answer": [0]})
    assert r.status_code == 200 and r.json() == {"seq": 1}
    assert len(Store(db_url).load(gid).answers) == 1


def test_health_reports_database_failures(client):
    assert client.get("/api/health").json() == {"ok": True}
    hub = client.app.state.hub
    good = hub.store.engine
    hub.store.engine = sa.create_engine("sqlite:////nonexistent-dir/none/x.db")
    try:
        r = client.get("/api/health")
        assert r.status_code == 503 and r.json()["ok"] is False and "database" in r.json()["error"]
    finally:
        hub.store.engine = good


def test_every_error_is_json(db_url):
    with TestClient(create_app(db_url), raise_server_exceptions=False) as c:
        async def broken(tokens):
            raise RuntimeError("boom")

        c.app.state.hub.games_for = broken
        r = c.get("/api/games", params={"tokens": "x"})
        assert r.status_code == 500 and r.json() == {"error": "internal server error"}
        r = c.post("/api/games", content=b"{nope", headers={"content-type": "application/json"})
        assert r.status_code == 400 and "error" in r.json()


def test_invite_links_use_the_configured_base_url_not_the_host_header(db_url):
    with TestClient(create_app(db_url)) as c:
        g = c.post("/api/games", json={"seats": HUMANS}, headers={"host": "evil.example"}).json()
        assert all(s["url"].startswith(f"/play/{g['game']}?token=") for s in g["seats"])
        assert "evil" not in g["spectator_url"]
    with TestClient(create_app(db_url, settings=Settings(base_url="https://inn.example/"))) as c:
        g = c.post("/api/games", json={"seats": HUMANS}, headers={"host": "evil.example"}).json()
        assert g["seats"][0]["url"].startswith(f"https://inn.example/play/{g['game']}?token=")
        assert g["spectator_url"].startswith("https://inn.example/watch/")


def test_security_headers(client):
    for path in ("/", "/play/x", "/api/health", "/api/nothing"):
        h = client.get(path).headers
        assert h["referrer-policy"] == "no-referrer" and h["x-frame-options"] == "DENY"
        assert "frame-ancestors 'none'" in h["content-security-policy"]
        assert h["x-content-type-options"] == "nosniff"


def test_seat_tokens_never_reach_the_logs(db_url):
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(self.format(record))

    keep = Keep()
    with live_server(db_url, Settings(secret=SECRET), log_level="debug") as base:
        for name in ("uvicorn", "uvicorn.error", "innovation"):
            logging.getLogger(name).addHandler(keep)
        try:
            with httpx.Client(base_url=base, timeout=10) as http:
                g = create(http, HUMANS)
                token = tokens(g)[0]
                with connect(f"{base.replace('http', 'ws')}/ws/games/{g['game']}?token={token}") as w:
                    w.recv(timeout=10)
                with connect(f"{base.replace('http', 'ws')}/ws/games/nope?token={token}") as w:
                    w.recv(timeout=10)
                http.get(f"/api/games/{g['game']}/state", params={"token": token})
        finally:
            for name in ("uvicorn", "uvicorn.error", "innovation"):
                logging.getLogger(name).removeHandler(keep)
    assert any("WebSocket" in r for r in records)  # the connections were logged ...
    assert not any(token in r for r in records)  # ... without their tokens


def test_names_lose_control_characters_and_direction_overrides(client):
    g = create(client, [{"name": "ann\u202e\u0007 \u200b x"}, {"name": "\u202d\u2066bob\n"}])
    msg = state(client, g["game"], tokens(g)[0])
    assert [s["name"] for s in msg["seats"]] == ["ann x", "bob"]
    assert msg["view"]["players"][0]["name"] == "ann x"
