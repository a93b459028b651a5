"""Limits against one client taking the server down: body sizes, websocket messages, idle
and slow connections, connections per client (each test lowers a limit to be cheap)."""

import socket
import time

import httpx
import pytest
from server_kit import HUMANS, SECRET, TestClient, create, live_server, tokens
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from innovation.server import create_app
from innovation.server.settings import Settings


def test_a_large_body_is_refused_before_it_is_read(db_url):
    with TestClient(create_app(db_url, settings=Settings(max_body_bytes=2000))) as c:
        big = b'{"seats": [' + b'{"name": "x"},' * 1000 + b'{"name": "y"}]}'
        r = c.post("/api/games", content=big, headers={"content-type": "application/json"})
        assert r.status_code == 413 and "larger than 2000" in r.json()["error"]
        # no Content-Length (chunked): refused once the limit is passed
        r = c.post("/api/games", content=iter([big[:1500], big[1500:3000], big[3000:]]),
                   headers={"content-type": "application/json"})
        assert r.status_code == 413, r.text
        assert c.post("/api/games", json={"seats": HUMANS}).status_code == 201


def test_websocket_messages_are_capped_in_size_and_rate(db_url):
    settings = Settings(secret=SECRET, max_ws_message_bytes=1500, ws_messages_per_minute=5)
    with live_server(db_url, settings) as base, httpx.Client(base_url=base, timeout=10) as http:
        g = create(http, HUMANS)
        url = f"{base.replace('http', 'ws')}/ws/games/{g['game']}?token={tokens(g)[0]}"
        with connect(url) as w:
            w.recv(timeout=10)
            w.send("x" * 100_000)
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(10):
                    w.recv(timeout=5)
            assert closed.value.rcvd.code == 1009
        with connect(url) as w:
            w.recv(timeout=10)
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(20):
                    w.send("junk")
                    time.sleep(0.01)
                for _ in range(10):
                    w.recv(timeout=5)
            assert closed.value.rcvd.code == 1008


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    sock.settimeout(seconds)
    try:
        while True:
            data = sock.recv(4096)
            if not data:
                return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def test_idle_and_slow_connections_are_closed(db_url):
    settings = Settings(secret=SECRET, idle_timeout=0.5, request_timeout=0.5)
    with live_server(db_url, settings) as base:
        port = int(base.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port)) as silent:
            assert _closed_within(silent, 5)
        with socket.create_connection(("127.0.0.1", port)) as slow:
            slow.sendall(b"GET /api/health HTTP/1.1\r\nhost: x\r\n")
            end = time.monotonic() + 5
            with pytest.raises(OSError):  # dripping a header byte at a time does not keep it open
                while time.monotonic() < end:
                    slow.sendall(b"x")
                    time.sleep(0.05)
        assert httpx.get(f"{base}/api/health").json() == {"ok": True}


def test_connections_per_client_are_capped(db_url):
    settings = Settings(secret=SECRET, max_connections_per_client=4)
    with live_server(db_url, settings) as base:
        port = int(base.rsplit(":", 1)[1])
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(4)]
        time.sleep(0.2)
        try:
            with socket.create_connection(("127.0.0.1", port)) as extra:
                extra.settimeout(5)
                assert b"503" in extra.recv(4096)
                assert _closed_within(extra, 5)
        finally:
            for s in held:
                s.close()
        time.sleep(0.2)
        assert httpx.get(f"{base}/api/health").json() == {"ok": True}
