"""Many watchers: replays cached, pushes encoded once per audience and coalesced when seats
come and go, websockets per game capped."""

import json
import random
import time

import httpx
from server_kit import HUMANS, SECRET, TestClient, create, live_server, play, tokens
from websockets.sync.client import connect

import innovation.server.hub as hub_module
from innovation.server import create_app
from innovation.server.settings import Settings


def test_replays_are_not_rebuilt_per_request(client, monkeypatch):
    g = create(client)
    gid, toks = g["game"], tokens(g)
    play(client, gid, toks, random.Random(1), 12)
    calls = []
    real = hub_module.restore
    monkeypatch.setattr(hub_module, "restore", lambda *a, **k: calls.append(1) or real(*a, **k))
    first = None
    for token in [*toks, g["spectator_token"], toks[0], toks[1]]:
        r = client.get(f"/api/games/{gid}/replay", params={"token": token, "step": 6})
        assert r.status_code == 200 and r.json()["seq"] == 6
        first = first or r.json()
    assert len(calls) == 1
    assert client.get(f"/api/games/{gid}/replay", params={"token": toks[0], "step": 6}).json() == first


def test_websockets_per_game_are_capped(db_url):
    with TestClient(create_app(db_url, settings=Settings(max_spectators=2))) as c:
        g = create(c)
        url = f"/ws/games/{g['game']}?token={g['spectator_token']}"
        with c.websocket_connect(url) as a, c.websocket_connect(url) as b:
            assert a.receive_json()["seq"] == b.receive_json()["seq"] == 0
            with c.websocket_connect(url) as third:
                assert "connections" in third.receive_json()["error"]
                assert third.receive()["code"] == 4429


def test_a_reconnecting_player_does_not_push_the_state_to_every_spectator_each_time(db_url):
    settings = Settings(secret=SECRET)
    with live_server(db_url, settings) as base, httpx.Client(base_url=base, timeout=10) as http:
        g = create(http, HUMANS)
        ws = f"{base.replace('http', 'ws')}/ws/games/{g['game']}?token="
        with connect(ws + g["spectator_token"]) as watcher:
            json.loads(watcher.recv(timeout=10))
            for _ in range(8):  # a flaky connection: comes and goes
                with connect(ws + tokens(g)[0]) as player:
                    player.recv(timeout=10)
            pushed = []
            end = time.monotonic() + 1.5
            while time.monotonic() < end:
                try:
                    pushed.append(json.loads(watcher.recv(timeout=max(0.01, end - time.monotonic()))))
                except TimeoutError:
                    break
            assert 1 <= len(pushed) <= 3, len(pushed)
            assert pushed[-1]["seats"][0]["connected"] is False  # the newest presence, in the end
