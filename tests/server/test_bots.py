"""Bots think in worker processes, scheduled fairly: a game with a human never waits behind
tables of bots alone, and a game's bot thinking time is capped."""

import time

from server_kit import TestClient, create, state, tokens, wait_for

from innovation.server import create_app
from innovation.server.settings import Settings

SLOW = {"kind": "bot", "bot": "ismcts:8s"}


def test_a_game_with_a_human_does_not_wait_behind_tables_of_bots(db_url):
    settings = Settings(bot_workers=2, max_bot_tables_per_client=10)
    with TestClient(create_app(db_url, settings=settings)) as c:
        for i in range(4):  # more thinking than there are workers
            create(c, [{"name": f"A{i}", **SLOW}, {"name": f"B{i}", **SLOW}])
        time.sleep(0.5)  # they hold the workers
        g = create(c, [{"name": "ann"}, {"name": "Bot", "kind": "bot", "bot": "greedy"}])
        token = tokens(g)[0]
        waits = []
        for _ in range(3):
            msg = wait_for(c, g["game"], token, timeout=30)
            d = msg["decision"]
            body = {"token": token, "seq": d["seq"], "answer": [0]}
            r = c.post(f"/api/games/{g['game']}/answer", json=body)
            assert r.status_code == 200, r.text
            t0 = time.monotonic()
            while True:  # the bot's answer(s) until ann decides again
                m = state(c, g["game"], token)
                if m["decision"] or m["status"] == "over":
                    break
                time.sleep(0.01)
            waits.append(time.monotonic() - t0)
        assert max(waits) < 5, waits  # greedy decisions, not a wait for an ismcts:8s one


def test_bot_thinking_time_is_capped_per_game(db_url):
    with TestClient(create_app(db_url, settings=Settings(bot_seconds_per_game=0.5))) as c:
        g = create(c, [{"name": "A", "kind": "bot", "bot": "ismcts:1s"},
                       {"name": "B", "kind": "bot", "bot": "ismcts:1s"}])
        t0 = time.monotonic()
        assert wait_for(c, g["game"], g["spectator_token"], timeout=60)["status"] == "over"
        assert time.monotonic() - t0 < 30  # past the cap its bots answered at random
