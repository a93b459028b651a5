"""How the table reads (names, log, decision context, action count) and playing together
(chat, rematch, bot pause with undo, move timer, your games)."""

import random
import re
import time

from server_kit import TestClient, answer_randomly, create, state, tokens, wait_for

from innovation.server import create_app

BACK = re.compile(r"\b[a-z]+-\d+")


def test_two_seats_may_not_share_a_name(client):
    r = client.post("/api/games", json={"seats": [{"name": "Ann"}, {"name": "ann "}]})
    assert r.status_code == 400 and "different" in r.json()["error"]


def _play_until(client, gid, toks, rng, done, limit=600):
    for _ in range(limit):
        msgs = [state(client, gid, t) for t in toks]
        if done(msgs):
            return msgs
        for t, m in zip(toks, msgs, strict=True):
            if m["decision"]:
                answer_randomly(client, gid, t, m, rng)
                break
        else:
            return msgs
    raise AssertionError("never happened")


def test_log_names_the_cards_a_seat_knows_and_no_labels(client):
    g = create(client, [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}], seed=3)
    gid, toks = g["game"], tokens(g)

    def transfer(msgs):
        return any("is transferred to" in x and " from " in x for m in msgs for x in m["view"]["log"])
    msgs = _play_until(client, gid, toks, random.Random(1), transfer)
    spect = state(client, gid, g["spectator_token"])
    for m in [*msgs, spect]:
        for line in m["view"]["log"]:
            assert not BACK.search(line), line  # no "base-6 (Ada)"
            assert not re.search(r"\ba [0-9]*8\b|\ba 11\b", line), line
    # the same line is named for the seats that know the card, an age for the others
    logs = [m["view"]["log"] for m in msgs]
    n = min(len(x) for x in logs)
    differs = [i for i in range(n) if "is transferred" in logs[0][i] and len({x[i] for x in logs}) > 1]
    assert differs, "a transferred hidden card reads the same for everybody"
    i = differs[0]
    assert any(re.match(r"^An? \d+ from ", x[i]) for x in logs)
    assert any(not re.match(r"^An? \d+ from ", x[i]) for x in logs)


def test_a_decision_says_who_asks_with_which_card(client):
    g = create(client, seed=5)
    gid, toks = g["game"], tokens(g)

    def in_dogma(msgs):
        return any(m["decision"] and m["decision"]["kind"] != "action" and m["view"]["phase"] == "play"
                   and m["decision"].get("source") for m in msgs)
    msgs = _play_until(client, gid, toks, random.Random(2), in_dogma)
    d = next(m["decision"] for m in msgs if m["decision"])
    src = d["source"]
    assert src["card"] in d["context"] and isinstance(src["seat"], int) and "demand" in src
    assert d["prompt"].lower() in d["context"].lower()


def test_first_action_of_a_one_action_turn_reads_1_of_1(client):
    g = create(client, seed=1)
    gid, toks = g["game"], tokens(g)
    msgs = _play_until(client, gid, toks, random.Random(1),
                       lambda ms: any(m["decision"] and m["decision"]["kind"] == "action" for m in ms))
    d = next(m["decision"] for m in msgs if m["decision"])
    assert d["prompt"].startswith("Action 1 of 1"), d["prompt"]


def test_your_games_says_whose_move_by_seat(client):
    g = create(client, [{"name": "You"}, {"name": "Ada"}], seed=2)
    toks = tokens(g)
    listed = client.get("/api/games", params={"tokens": ",".join(toks)}).json()["games"]
    mover = [x for x in listed if x["your_move"]]
    assert len(mover) <= 1 and all(x["to_move_seat"] == x["seat"] for x in mover)
    assert {x["seat"] for x in listed} == {0, 1}
    assert not all(x["your_move"] for x in listed)


def test_chat_streams_rate_limit_and_storage(db_url):
    with TestClient(create_app(db_url)) as c:
        g = create(c, seed=4)
        gid, toks, spect = g["game"], tokens(g), g["spectator_token"]
        r = c.post(f"/api/games/{gid}/chat", json={"token": toks[0], "text": "<b>hi</b> bob"})
        assert r.status_code == 200, r.text
        assert c.post(f"/api/games/{gid}/chat", json={"token": spect, "text": "go ann"}).status_code == 200
        assert c.post(f"/api/games/{gid}/chat", json={"token": "nope", "text": "x"}).status_code == 403
        bob = state(c, gid, toks[1])["chat"]
        assert [(m["name"], m["text"]) for m in bob] == [("ann", "<b>hi</b> bob")]  # escaped by the page
        assert [m["stream"] for m in state(c, gid, spect)["chat"]] == ["players", "spectators"]
        codes = [c.post(f"/api/games/{gid}/chat", json={"token": toks[1], "text": f"m{i}"}).status_code
                 for i in range(7)]
        assert codes[:5] == [200] * 5 and 429 in codes
        assert c.post(f"/api/games/{gid}/chat", json={"token": toks[1], "text": "x" * 301}).status_code == 400
    with TestClient(create_app(db_url)) as c:  # a restarted server keeps the chat
        assert len(state(c, gid, toks[0])["chat"]) == 6


def test_rematch_same_seats_new_game(client):
    g = create(client, [{"name": "ann"}, {"name": "Ada", "kind": "bot", "bot": "random"}, {"name": "bob"}],
               seed=6)
    gid, toks = g["game"], [s["token"] for s in g["seats"]]
    r = client.post(f"/api/games/{gid}/rematch", json={"token": toks[0]})
    assert r.status_code == 200, r.text
    new = r.json()
    assert new["game"] != gid and new["seat"] == 0
    assert state(client, gid, toks[2])["table"]["rematch"] == new["game"]
    again = client.post(f"/api/games/{gid}/rematch", json={"token": toks[2]}).json()
    assert again["game"] == new["game"] and again["seat"] == 2
    m = state(client, new["game"], again["token"])
    assert [p["name"] for p in m["view"]["players"]] == ["ann", "Ada", "bob"]
    assert [s["kind"] for s in m["seats"]] == ["human", "bot", "human"]
    assert state(client, new["game"], new["token"])["seat"] == 0
    assert client.post(f"/api/games/{gid}/rematch", json={"token": g["spectator_token"]}).status_code == 403


def test_bots_pause_and_the_last_answer_can_be_taken_back(client):
    g = create(client, [{"name": "ann"}, {"name": "Ada", "kind": "bot", "bot": "random"}],
               options={"bot_delay": 1.0}, seed=8)
    gid, tok = g["game"], g["seats"][0]["token"]
    assert client.post("/api/games", json={"seats": [{"name": "a"}, {"name": "b"}],
                                           "options": {"bot_delay": 60}}).status_code == 400
    rng = random.Random(1)
    for _ in range(40):
        msg = wait_for(client, gid, tok, timeout=20)
        seq = answer_randomly(client, gid, tok, msg, rng)
        after = state(client, gid, tok)
        if after["decision"] is None and after["view"]["decision"]["player"] == "Ada" and after["undo"] > 0:
            r = client.post(f"/api/games/{gid}/undo", json={"token": tok, "seq": seq})
            assert r.status_code == 200, r.text
            time.sleep(1.3)  # the bot's pause is over: it must not have answered the undone position
            back = state(client, gid, tok)
            assert back["seq"] == seq - 1 and back["decision"] is not None
            return
    raise AssertionError("no bot pause seen")


def test_move_timer_lets_a_bot_take_a_late_seat(client):
    g = create(client, options={"move_timer": 0.0003}, seed=9)  # about a second
    gid, toks = g["game"], tokens(g)
    m = state(client, gid, toks[0])
    assert m["clock"]["limit"] > 0
    decider = next(i for i, t in enumerate(toks) if state(client, gid, t)["decision"])
    other = toks[1 - decider]
    assert client.post(f"/api/games/{gid}/timeout", json={"token": other}).status_code == 409
    time.sleep(1.3)
    assert client.post(f"/api/games/{gid}/timeout", json={"token": toks[decider]}).status_code == 409
    r = client.post(f"/api/games/{gid}/timeout", json={"token": other})
    assert r.status_code == 200, r.text
    assert state(client, gid, other)["seats"][decider]["kind"] == "bot"


def test_a_seat_names_itself(client):
    g = create(client, [{"name": "ann"}, {"name": "Player 2"}], seed=12)
    gid, toks = g["game"], tokens(g)
    msg = _play_until(client, gid, toks, random.Random(3), lambda ms: len(ms[0]["view"]["log"]) > 6)
    r = client.post(f"/api/games/{gid}/name", json={"token": toks[1], "name": "ANN"})
    assert r.status_code == 400 and "different" in r.json()["error"]
    r = client.post(f"/api/games/{gid}/name", json={"token": g["spectator_token"], "name": "x"})
    assert r.status_code == 403
    r = client.post(f"/api/games/{gid}/name", json={"token": toks[1], "name": " Bea  "})
    assert r.status_code == 200 and r.json()["name"] == "Bea"
    after = state(client, gid, toks[0])
    assert after["seq"] == msg[0]["seq"] and [p["name"] for p in after["view"]["players"]] == ["ann", "Bea"]
    assert not any("Player 2" in line for line in after["view"]["log"])
    assert after["seats"][1]["name"] == "Bea"
    rec = client.get(f"/api/games/{gid}/record", params={"token": toks[0]}).json()
    assert rec["config"]["players"][1] == "Bea"


def test_move_timer_lets_the_others_claim_the_win(db_url):
    with TestClient(create_app(db_url)) as c:
        three = [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}]
        g = create(c, three, options={"move_timer": 0.0003}, seed=10)
        gid, toks = g["game"], tokens(g)
        late = next(i for i, t in enumerate(toks) if state(c, gid, t)["decision"])
        other = toks[(late + 1) % 3]
        time.sleep(1.3)
        r = c.post(f"/api/games/{gid}/timeout", json={"token": other, "action": "win"})
        assert r.status_code == 200, r.text
        names = ["ann", "bob", "cy"]
        end = state(c, gid, toks[late])
        assert end["status"] == "over" and end["decision"] is None
        assert end["view"]["winners"] == [n for i, n in enumerate(names) if i != late]
        assert "ran out of time" in end["view"]["end_reason"]
        assert c.post(f"/api/games/{gid}/timeout", json={"token": other, "action": "win"}).status_code == 409
        listed = c.get("/api/games", params={"tokens": toks[late]}).json()["games"]
        assert listed[0]["status"] == "over"
    with TestClient(create_app(db_url)) as c:  # still over after a restart
        end = state(c, gid, toks[late])
        assert end["status"] == "over" and "ran out of time" in end["view"]["end_reason"]
        r = c.post(f"/api/games/{gid}/answer", json={"token": toks[late], "seq": end["seq"], "answer": [0]})
        assert r.status_code == 409


def test_the_move_timer_keeps_running_over_a_restart(db_url):
    with TestClient(create_app(db_url)) as c:
        g = create(c, options={"move_timer": 1}, seed=15)
        gid, toks = g["game"], tokens(g)
        since = state(c, gid, toks[0])["clock"]["since"]
    time.sleep(0.3)
    with TestClient(create_app(db_url)) as c:
        assert abs(state(c, gid, toks[0])["clock"]["since"] - since) < 0.2


def test_the_engines_own_source_and_context_win_over_the_derived_ones():
    from innovation.editions import new_game
    from innovation.server.narrate import present

    g = new_game(["ann", "bob"], seed=1)
    own = {"kind": "cards", "prompt": "Transfer your highest card",
           "source": {"seat": 1, "card": "Archery", "effect": 0, "demand": True},
           "context": "bob's Archery demands: transfer your highest card to bob's hand"}
    out = present(g, 0, {"decision": dict(own)})["decision"]
    assert out["source"] == own["source"] and out["context"] == own["context"]
    rules = present(g, 0, {"decision": {"kind": "cards", "prompt": "Meld a card"}})["decision"]
    assert rules["source"] is None and rules["context"] is None  # setup: a rules decision
