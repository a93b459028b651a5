"""The server's undo follows one rule (innovation/rules/undo.py): what it offers never takes
back a card somebody else was shown, nor an outcome that depended on hidden cards."""

import random

from server_kit import answer_randomly, create, effective_seed, state, tokens

from innovation.editions import restore

SEATS = [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}]


def test_undo_offered_only_when_nothing_hidden_was_shown_or_used(client):
    g = create(client, SEATS, seed=31)
    gid, toks = g["game"], tokens(g)
    rng = random.Random(8)
    offered = undone = 0
    for _ in range(250):
        msgs = [state(client, gid, t) for t in toks]
        if msgs[0]["status"] == "over":
            break
        seat = next(i for i, m in enumerate(msgs) if m["decision"])
        n = msgs[seat]["undo"]
        if n:
            offered += 1
            rec = client.get(f"/api/games/{gid}/record", params={"token": toks[0]}).json()
            record = {**rec, "seed": effective_seed(31, 3)}
            before = restore({**record, "answers": rec["answers"][:-n]})
            after = restore(record)
            for cid, known in enumerate(before.state.known):
                if not known >> seat & 1:  # a card the seat did not know: nobody saw it, it did not move
                    assert after.state.known[cid] == known and after.loc[cid] == before.loc[cid], \
                        f"seq {msgs[seat]['seq']}: undo of {n} would take back card {cid}"
            if rng.random() < 0.3:
                body = {"token": toks[seat], "seq": msgs[seat]["seq"]}
                r = client.post(f"/api/games/{gid}/undo", json=body)
                assert r.status_code == 200, r.text
                undone += 1
                continue
        answer_randomly(client, gid, toks[seat], msgs[seat], rng)
    assert offered > 10 and undone > 0
