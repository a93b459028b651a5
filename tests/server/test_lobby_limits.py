"""Creation limits: a rate per client (the first X-Forwarded-For address behind a trusted
proxy), bot-only tables per client, option values checked, unplayed games expire."""

from datetime import timedelta

import pytest
import sqlalchemy as sa
from server_kit import HUMANS, TestClient, create, state, tokens

from innovation.server import create_app
from innovation.server.db import GameRow, Store, now
from innovation.server.settings import Settings

BOTS = [{"name": "A", "kind": "bot", "bot": "ismcts:2s"}, {"name": "B", "kind": "bot", "bot": "ismcts:2s"}]


def test_games_created_per_client_are_rate_limited(db_url):
    with TestClient(create_app(db_url, settings=Settings(create_burst=3, create_per_hour=1))) as c:
        for _ in range(3):
            create(c)
        r = c.post("/api/games", json={"seats": HUMANS})
        assert r.status_code == 429 and "too many games" in r.json()["error"]
        # without --trusted-proxy, X-Forwarded-For is anybody's to write: ignored
        r = c.post("/api/games", json={"seats": HUMANS}, headers={"x-forwarded-for": "10.0.0.9"})
        assert r.status_code == 429
    with TestClient(create_app(db_url, settings=Settings(create_burst=1, trusted_proxy=True))) as c:
        for client in ("10.0.0.1", "10.0.0.2"):
            hdr = {"x-forwarded-for": f"{client}, 127.0.0.1"}
            assert c.post("/api/games", json={"seats": HUMANS}, headers=hdr).status_code == 201
            assert c.post("/api/games", json={"seats": HUMANS}, headers=hdr).status_code == 429


def test_tables_of_bots_alone_are_limited_per_client(db_url):
    with TestClient(create_app(db_url, settings=Settings(max_bot_tables_per_client=1))) as c:
        create(c, BOTS)
        r = c.post("/api/games", json={"seats": BOTS})
        assert r.status_code == 429 and "bots alone" in r.json()["error"]
        create(c, [{"name": "ann"}, BOTS[0]])  # a human at the table: not limited


@pytest.mark.parametrize("options", [{"parley": "yes"}, {"longer": {"deep": [1] * 50}}, {"teams": [0] * 500},
                                     {"teams": ["x" * 100, "y"]}, {"large_table": 1}])
def test_option_values_are_checked(client, options):
    seats = [{"name": f"p{i}"} for i in range(4)]
    r = client.post("/api/games", json={"seats": seats, "options": options})
    assert r.status_code == 400 and "option" in r.json()["error"], r.text


def test_games_with_no_move_expire_seven_days_after_creation(db_url):
    with TestClient(create_app(db_url)) as client:
        old, played, fresh = create(client), create(client), create(client)
        msgs = [state(client, played["game"], t) for t in tokens(played)]
        mover = next(i for i, m in enumerate(msgs) if m["decision"])
        r = client.post(f"/api/games/{played['game']}/answer",
                        json={"token": tokens(played)[mover], "seq": 0, "answer": [0]})
        assert r.status_code == 200
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(sa.update(GameRow).where(GameRow.id.in_([old["game"], played["game"]]))
                     .values(created=now() - timedelta(days=7, minutes=1)))
    engine.dispose()
    with TestClient(create_app(db_url)) as c:  # a restart expires them (so does an hourly sweep)
        assert c.get(f"/api/games/{old['game']}/state", params={"token": tokens(old)[0]}).status_code == 404
        for g in (played, fresh):
            assert state(c, g["game"], tokens(g)[0])["status"] == "playing"
    store = Store(db_url)
    assert store.load(old["game"]) is None and store.load(played["game"]) is not None
    store.close()
