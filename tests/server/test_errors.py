"""Every bad request gets a clear JSON error with the contract's status and changes nothing."""

import random

import pytest
from server_kit import answer_randomly, create, play, state, tokens, wait_for
from sqlalchemy import create_engine, func, select

from innovation.server.db import MoveRow


@pytest.fixture
def table(client, db_url):
    """A running two-human game a few answers in: (game id, tokens, deciding seat)."""
    g = create(client, seed=13)
    gid, toks = g["game"], tokens(g)
    play(client, gid, toks, random.Random(8), 5)
    g["elsewhere"] = tokens(create(client))[0]
    mover = next(i for i, t in enumerate(toks) if state(client, gid, t)["decision"])
    return g, gid, toks, mover


def snapshot(client, db_url, gid, toks):
    engine = create_engine(db_url)
    with engine.connect() as c:
        stored = c.execute(select(func.count()).select_from(MoveRow).where(MoveRow.game_id == gid)).scalar()
    engine.dispose()
    return stored, [state(client, gid, t) for t in toks]


def cases(g, gid, toks, mover, msg):
    d = msg["decision"]
    mine, theirs, seq = toks[mover], toks[1 - mover], msg["seq"]
    good = list(range(d["min"]))  # the right length; the contents do not matter for these
    too_many = list(range(d["max"] + 1)) if d["max"] < len(d["options"]) else [0, 0]
    url, spectator, n = f"/api/games/{gid}/answer", g["spectator_token"], len(d["options"])
    return [
        ("wrong seat token", 403, "post", url, {"token": "not-a-token", "seq": seq, "answer": good}),
        ("a corrupted token", 403, "post", url,  # (a token may begin with the "x" put in)
         {"token": ("y" if mine[0] == "x" else "x") + mine[1:], "seq": seq, "answer": good}),
        ("another game's token", 403, "post", url, {"token": g["elsewhere"], "seq": seq, "answer": good}),
        ("spectator answering", 403, "post", url, {"token": spectator, "seq": seq, "answer": good}),
        ("not this seat's decision", 409, "post", url, {"token": theirs, "seq": seq, "answer": good}),
        ("stale seq", 409, "post", url, {"token": mine, "seq": seq - 1, "answer": good}),
        ("future seq", 409, "post", url, {"token": mine, "seq": seq + 1, "answer": good}),
        ("unknown game", 404, "post", "/api/games/nope/answer", {"token": mine, "seq": seq, "answer": good}),
        ("illegal: out of range", 422, "post", url, {"token": mine, "seq": seq, "answer": [n]}),
        ("illegal: too many", 422, "post", url, {"token": mine, "seq": seq, "answer": too_many}),
        ("not a list of numbers", 400, "post", url, {"token": mine, "seq": seq, "answer": ["0"]}),
        ("a bool is not a number", 400, "post", url, {"token": mine, "seq": seq, "answer": [True]}),
        ("missing seq", 400, "post", url, {"token": mine, "answer": good}),
        ("malformed JSON", 400, "raw", url, '{"token": "' + mine + '", "seq": '),
        ("undo by the other seat", 409, "post", f"/api/games/{gid}/undo", {"token": theirs, "seq": seq}),
        ("undo, wrong token", 403, "post", f"/api/games/{gid}/undo", {"token": "nope", "seq": seq}),
        ("state, wrong token", 403, "get", f"/api/games/{gid}/state", {"token": "nope"}),
        ("state, no token", 403, "get", f"/api/games/{gid}/state", {}),
        ("state, unknown game", 404, "get", "/api/games/nope/state", {"token": mine}),
        ("record, wrong token", 403, "get", f"/api/games/{gid}/record", {"token": "nope"}),
        ("replay, bad step", 400, "get", f"/api/games/{gid}/replay", {"token": mine, "step": -1}),
        ("replay, not a number", 400, "get", f"/api/games/{gid}/replay", {"token": mine, "step": "x"}),
        ("preview, wrong token", 403, "get", f"/api/games/{gid}/preview", {"token": "nope", "card": "x"}),
    ]


def test_bad_requests_change_nothing(client, db_url, table):
    g, gid, toks, mover = table
    before = snapshot(client, db_url, gid, toks)
    for name, status, method, url, body in cases(g, gid, toks, mover, before[1][mover]):
        if method == "post":
            r = client.post(url, json=body)
        elif method == "raw":
            r = client.post(url, content=body, headers={"content-type": "application/json"})
        else:
            r = client.get(url, params=body)
        assert r.status_code == status, (name, r.status_code, r.text)
        assert set(r.json()) == {"error"} and len(r.json()["error"]) > 5, name
        assert snapshot(client, db_url, gid, toks) == before, name


def test_answers_after_the_end_are_stale(client):
    g = create(client, [{"name": "ann"}, {"name": "B", "kind": "bot", "bot": "random"}], seed=1)
    gid, (token, _) = g["game"], tokens(g)
    rng = random.Random(0)
    while (msg := wait_for(client, gid, token))["status"] != "over":
        answer_randomly(client, gid, token, msg, rng)
    r = client.post(f"/api/games/{gid}/answer", json={"token": token, "seq": msg["seq"], "answer": [0]})
    assert r.status_code == 409 and "over" in r.json()["error"]
    r = client.post(f"/api/games/{gid}/undo", json={"token": token, "seq": msg["seq"]})
    assert r.status_code == 409
    assert state(client, gid, token) == msg
