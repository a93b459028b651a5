"""Lobby, state messages, answers, live updates, bots, preview, undo, records and replays."""

import json
import random
import time

import httpx
import pytest
from server_kit import (
    HUMANS,
    answer_randomly,
    create,
    effective_seed,
    live_server,
    play,
    state,
    tokens,
    wait_for,
)
from websockets.sync.client import connect

from innovation.editions import RULES_DONE, restore
from innovation.server.narrate import present
from innovation.views import view


def test_create_gives_private_invites_and_a_spectator_link(client):
    g = create(client, [{"name": "ann"}, {"name": "Bot", "kind": "bot", "bot": "random"}, {"name": "cy"}],
               edition=3, seed=7)
    ann, bot, cy = g["seats"]
    assert ann["token"] and cy["token"] and ann["token"] != cy["token"] and len(ann["token"]) >= 22
    assert bot["token"] is None and bot["url"] is None and bot["bot"] == "random"
    assert ann["url"].endswith(f"/play/{g['game']}?token={ann['token']}")
    assert g["spectator_url"].endswith(f"/watch/{g['game']}?token={g['spectator_token']}")
    msg = state(client, g["game"], ann["token"])
    assert msg["view"]["edition"] == 3 and msg["seat"] == 0 and msg["status"] == "playing"
    assert [s["kind"] for s in msg["seats"]] == ["human", "bot", "human"]
    assert "cards" not in msg
    watch = state(client, g["game"], g["spectator_token"])
    assert watch["seat"] is None and watch["decision"] is None and watch["view"]["you"] is None


def test_decision_only_for_the_deciding_seat(client):
    g = create(client)
    a, b = (state(client, g["game"], t) for t in tokens(g))
    deciding = a if a["decision"] else b
    other = b if deciding is a else a
    d = deciding["decision"]
    assert other["decision"] is None and "options" not in other["view"]["decision"]
    assert d["seq"] == deciding["seq"] == 0 and d["player"] == deciding["view"]["you"]
    assert len(d["cards"]) == len(d["options"])
    assert all(c is None or c["name"] == o for c, o in zip(d["cards"], d["options"], strict=True))


def test_cards_catalogue(client):
    g = create(client)
    msg = client.get(f"/api/games/{g['game']}/state", params={"token": tokens(g)[0], "cards": 1}).json()
    cards = msg["cards"]
    assert cards["Archery"]["dogma"][0]["demand"] is True and cards["Archery"]["icons"][2] == "hex"
    assert cards["Monument"]["special"] is True
    assert client.get("/api/cards/4").json() == cards
    assert client.get("/api/cards/9").status_code == 404


@pytest.mark.parametrize("body, words", [
    ({"seats": [{"name": "ann"}]}, "seats"),
    ({"seats": [{"name": f"p{i}"} for i in range(7)]}, "seats"),
    ({"seats": HUMANS, "edition": 5}, "edition"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "genius"}]}, "unknown bot"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts:60s"}]}, "thinking time"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts+net:1s:/etc/passwd"}]},
     "only the shipped network"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts+net:60s"}]},
     "thinking time"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts+net:1s:mix=0.3:/etc/passwd"}]},
     "only the shipped network"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts+net:1s:mix=7"}]},
     "from 0 to 1"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts+net:1s:rollout=50"}]},
     "rollouts of at most"),
    ({"seats": [{"name": "ann"}, {"name": "b", "kind": "bot", "bot": "ismcts+net:1s:rollout=x"}]},
     "whole number"),
    ({"seats": [{"name": "ann"}, {"name": "ann"}]}, "different"),
    ({"seats": HUMANS, "options": {"fast": True}}, "unknown option"),
    ({"seats": [*HUMANS, {"name": "cy"}], "options": {"teams": True}}, "even number"),
    ({"seats": HUMANS, "options": {"far_players": True}}, "3rd edition"),
    ({"seats": HUMANS, "seed": -1}, "seed"),
    ({"seats": HUMANS, "colour": "red"}, "colour"),
    ({"seats": [{"name": "ann", "kind": "robot"}, {"name": "bob"}]}, "kind"),
])
def test_create_refuses_bad_tables(client, body, words):
    r = client.post("/api/games", json=body)
    assert r.status_code == 400 and words in r.json()["error"], r.text


def test_six_seats_and_teams(client):
    six = create(client, [{"name": f"p{i}", "kind": "bot", "bot": "random"} for i in range(6)])
    assert client.get(f"/api/games/{six['game']}/record", params={"token": six["spectator_token"]}
                      ).json()["config"]["options"]["large_table"] is True
    teams = create(client, [{"name": f"p{i}"} for i in range(4)], options={"teams": True})
    rec = client.get(f"/api/games/{teams['game']}/record", params={"token": tokens(teams)[0]}).json()
    assert rec["config"]["options"]["teams"] == [0, 1, 0, 1]


def test_list_games_for_the_tokens_a_browser_holds(client):
    g1, g2 = create(client), create(client, [{"name": "cy"}, {"name": "B", "kind": "bot", "bot": "random"}])
    held = [g1["seats"][1]["token"], g2["seats"][0]["token"], g2["spectator_token"], "nonsense"]
    games = client.get("/api/games", params={"tokens": ",".join(held)}).json()["games"]
    got = sorted((x["game"], x["seat"], x["name"]) for x in games if x["seat"] is not None)
    assert got == sorted([(g1["game"], 1, "bob"), (g2["game"], 0, "cy")])
    assert [x["game"] for x in games if x["seat"] is None] == [g2["game"]]
    assert all(x["status"] == "playing" and x["turn"] >= 1 and x["created"] for x in games)
    assert client.get("/api/games").json() == {"games": []}


def test_answers_go_live_to_every_connection(db_url):
    with live_server(db_url) as base, httpx.Client(base_url=base, timeout=30) as client:
        g = create(client, seed=3)
        gid, (ta, tb) = g["game"], tokens(g)
        url = f"{base.replace('http', 'ws')}/ws/games/{gid}?token="
        with connect(url + ta) as wa, connect(url + tb) as wb, connect(url + g["spectator_token"]) as ws:
            first = [json.loads(w.recv(timeout=10)) for w in (wa, wb, ws)]
            assert all("cards" in m and m["seq"] == 0 for m in first)
            mover = 0 if first[0]["decision"] else 1
            seq = answer_randomly(client, gid, (ta, tb)[mover], first[mover], random.Random(1))
            for w in (wa, wb, ws):
                m = json.loads(w.recv(timeout=10))
                while m["seq"] != seq:  # connections coming also push states
                    m = json.loads(w.recv(timeout=10))
                assert "cards" not in m and m["seq"] == 1
            assert all(s["connected"] for s in state(client, gid, ta)["seats"])
        end = time.monotonic() + 10
        while any(s["connected"] for s in state(client, gid, ta)["seats"]):
            assert time.monotonic() < end
            time.sleep(0.01)


def test_websocket_refuses_bad_tokens_and_games(client):
    g = create(client)
    for url, code in ((f"/ws/games/{g['game']}?token=wrong", 4403), ("/ws/games/nope?token=x", 4404)):
        with client.websocket_connect(url) as w:
            assert "error" in w.receive_json()
            assert w.receive()["code"] == code


def test_bots_move_on_their_own_and_the_end_carries_the_result(client):
    g = create(client, [{"name": "A", "kind": "bot", "bot": "random"},
                        {"name": "B", "kind": "bot", "bot": "greedy"}], seed=11)
    msg = wait_for(client, g["game"], g["spectator_token"], timeout=60)
    assert msg["status"] == "over" and msg["view"]["winners"] and msg["view"]["end_reason"]
    rec = client.get(f"/api/games/{g['game']}/record", params={"token": g["spectator_token"]}).json()
    assert rec["status"] == "over" and rec["seed"] == 11 and len(rec["answers"]) == msg["seq"]
    assert view(restore(rec), None)["winners"] == msg["view"]["winners"]
    listed = client.get("/api/games", params={"tokens": g["spectator_token"]}).json()["games"][0]
    assert listed["status"] == "over" and listed["to_move"] is None


@pytest.mark.parametrize("bot", ["greedy", "ismcts:20it"])
def test_a_human_plays_against_a_bot(client, bot):
    g = create(client, [{"name": "ann"}, {"name": "B", "kind": "bot", "bot": bot}], seed=5)
    rng, token = random.Random(2), tokens(g)[0]
    for _ in range(10):
        msg = wait_for(client, g["game"], token)
        if msg["status"] == "over":
            break
        seq = answer_randomly(client, g["game"], token, msg, rng)
        assert seq == msg["seq"] + 1
    assert wait_for(client, g["game"], token)["seq"] > 10


def test_undo_takes_back_own_answers_while_deciding(client, db_url):
    g = create(client, seed=21)
    gid, toks = g["game"], tokens(g)
    rng = random.Random(4)
    play(client, gid, toks, rng, 2)  # both first melds: now the first action of the first turn
    for _ in range(40):  # find a moment when a seat answered and still decides
        msgs = [state(client, gid, t) for t in toks]
        mover = next(i for i, m in enumerate(msgs) if m["decision"])
        if msgs[mover]["undo"]:
            break
        previous = msgs[mover]
        answer_randomly(client, gid, toks[mover], msgs[mover], rng)
    else:
        pytest.fail("no undoable moment")
    before = msgs[mover]
    other = state(client, gid, toks[1 - mover])
    assert other["undo"] == 0
    r = client.post(f"/api/games/{gid}/undo", json={"token": toks[1 - mover], "seq": before["seq"]})
    assert r.status_code == 409
    r = client.post(f"/api/games/{gid}/undo", json={"token": toks[mover], "seq": before["seq"] - 1})
    assert r.status_code == 409 and "stale" in r.json()["error"]
    r = client.post(f"/api/games/{gid}/undo", json={"token": toks[mover], "seq": before["seq"]})
    assert r.json() == {"seq": before["seq"] - 1}
    after = state(client, gid, toks[mover])
    assert after == previous  # exactly as before that answer, log included
    rec = client.get(f"/api/games/{gid}/record", params={"token": toks[0]}).json()
    assert len(rec["answers"]) == after["seq"]
    replayed = client.get(f"/api/games/{gid}/replay", params={"token": toks[mover], "step": after["seq"]})
    assert replayed.json()["view"] == after["view"]


def test_preview(client):
    g = create(client, seed=2)
    gid, toks = g["game"], tokens(g)
    play(client, gid, toks, random.Random(0), 2)
    msgs = [state(client, gid, t) for t in toks]
    mover = next(i for i, m in enumerate(msgs) if m["decision"])
    d = msgs[mover]["decision"]
    assert d["kind"] == "action"
    card = next(o.split(" ", 1)[1] for o in d["options"] if o.startswith("dogma "))
    r = client.get(f"/api/games/{gid}/preview", params={"token": toks[mover], "card": card})
    assert r.status_code == 200, r.text
    p = r.json()
    assert p["card"] == card and set(p["icons"]) == {"ann", "bob"} and isinstance(p["does_nothing"], bool)
    r = client.get(f"/api/games/{gid}/preview", params={"token": toks[1 - mover], "card": card})
    assert r.status_code == 409
    r = client.get(f"/api/games/{gid}/preview", params={"token": toks[mover], "card": "Nothing"})
    assert r.status_code == 422
    r = client.get(f"/api/games/{gid}/preview", params={"token": g["spectator_token"], "card": card})
    assert r.status_code == 403


def test_record_and_replay_of_a_running_game(client):
    g = create(client, seed=9)
    gid, toks = g["game"], tokens(g)
    play(client, gid, toks, random.Random(3), 12)
    now = state(client, gid, toks[0])
    rec = client.get(f"/api/games/{gid}/record", params={"token": toks[1]}).json()
    assert "seed" not in rec and rec["status"] == "playing" and len(rec["answers"]) == now["seq"]
    assert rec["config"]["players"] == ["ann", "bob"]
    seed = effective_seed(9)  # two humans: the game does not run on the seed asked for
    full = restore({**rec, "seed": seed})
    for step in (0, 5, now["seq"]):
        r = client.get(f"/api/games/{gid}/replay", params={"token": toks[0], "step": step}).json()
        part = restore({**rec, "seed": seed, "answers": rec["answers"][:step]})
        assert r["seq"] == step and r["steps"] == now["seq"] and r["decision"] is None
        assert r["view"] == present(part, 0, {"view": view(part, 0)})["view"]
    assert present(full, 0, {"view": view(full, 0)})["view"] == now["view"]
    r = client.get(f"/api/games/{gid}/replay", params={"token": toks[0], "step": now["seq"] + 1})
    assert r.status_code == 400
    spectator = client.get(f"/api/games/{gid}/replay", params={"token": g["spectator_token"], "step": 3})
    assert spectator.json()["view"]["you"] is None


def test_pages_and_unknown_routes(client):
    for path in ("/", "/play/abc", "/watch/abc", "/replay/abc"):
        r = client.get(path)
        assert r.status_code == 200 and "html" in r.headers["content-type"]
    r = client.get("/api/nothing")
    assert r.status_code == 404 and "error" in r.json()
    meta = client.get("/api/meta").json()
    assert meta["editions"] == [3, 4]
    # the lobby's expansions: every set of each edition, none playable until it is written
    assert [x["name"] for x in meta["sets"]["4"]] == ["echoes", "cities", "artifacts", "figures",
                                                       "unseen"]
    assert [x["name"] for x in meta["sets"]["3"]] == ["echoes", "cities", "artifacts", "figures"]
    for edition in (3, 4):
        for offer in meta["sets"][str(edition)]:
            assert offer["ready"] == (offer["missing"] == 0 and offer["name"] in RULES_DONE[edition])
            assert offer["title"]


def test_a_set_not_written_yet_is_refused_with_a_clear_message(client, monkeypatch):
    import innovation.editions as editions

    # every 4th-edition set is written: pretend the Unseen's rules are not
    monkeypatch.setitem(editions.RULES_DONE, 4, tuple(s for s in editions.RULES_DONE[4]
                                                      if s != "unseen"))
    editions._missing.cache_clear()
    try:
        r = client.post("/api/games", json={"edition": 4, "sets": ["unseen"],
                                            "seats": [{"name": "a", "kind": "human"},
                                                      {"name": "b", "kind": "bot", "bot": "random"}]})
    finally:
        editions._missing.cache_clear()
    assert r.status_code == 400 and "not implemented" in r.json()["error"]


def test_a_3rd_edition_artifacts_game_with_relics_plays_over_the_api(client):
    """What the browser test's lobby creates: the set offered as ready, its relics beside
    their piles, each player's display, no museums; a stretch of random play is served."""
    meta = client.get("/api/meta").json()
    assert next(o for o in meta["sets"]["3"] if o["name"] == "artifacts")["ready"]
    g = create(client, edition=3, seed=17, sets=["artifacts"], options={"relics": True})
    toks = tokens(g)
    v = state(client, g["game"], toks[0])["view"]
    assert v["relics"] == ["Timbuktu", "Complex Numbers", "Newton-Wickins Telescope",
                           "Ching Shih", "Safety Pin"]
    assert all("display" in p and "museum" not in p for p in v["players"]) and "museums" not in v
    msg = play(client, g["game"], toks, random.Random(17), 120)
    assert msg["status"] in ("playing", "finished")
