"""Hidden information against the game's creator: a chosen seed, and the bots' randomness."""

import random

from server_kit import create, effective_seed, play, state, tokens, wait_for

from innovation.editions import restore
from innovation.views import view

BOTS = [{"name": "A", "kind": "bot", "bot": "random"}, {"name": "B", "kind": "bot", "bot": "random"}]


def dealt(config, seed, seat):
    """The hand a seat would hold at the start if the game ran on `seed`."""
    return view(restore({"config": config, "seed": seed, "answers": []}), seat)["players"][seat]


def test_a_chosen_seed_does_not_deal_a_game_with_several_humans(client):
    g = create(client, seed=7)
    gid, toks = g["game"], tokens(g)
    rec = client.get(f"/api/games/{gid}/record", params={"token": toks[0]}).json()
    msgs = [state(client, gid, t) for t in toks]
    assert not any(m["fixed_seed"] for m in msgs)
    for seat, msg in enumerate(msgs):  # the creator cannot work out anybody's hand from 7
        assert msg["view"]["players"][seat] != dealt(rec["config"], 7, seat)
    assert msgs[1]["view"]["players"][1] == dealt(rec["config"], effective_seed(7), 1)
    msg = play(client, gid, toks, random.Random(5), 3000)
    assert msg["status"] == "over"
    rec = client.get(f"/api/games/{gid}/record", params={"token": toks[1]}).json()
    assert rec["seed"] == effective_seed(7) and rec["requested_seed"] == 7 and rec["fixed_seed"] is False
    assert view(restore(rec), msg["seat"]) == msg["view"]  # the published record replays the game


def test_a_chosen_seed_with_one_human_is_used_and_everybody_is_told(client):
    g = create(client, [{"name": "ann"}, BOTS[0]], seed=7)
    rec = client.get(f"/api/games/{g['game']}/record", params={"token": g["spectator_token"]}).json()
    ann = state(client, g["game"], tokens(g)[0])
    assert ann["fixed_seed"] and state(client, g["game"], g["spectator_token"])["fixed_seed"]
    assert rec["fixed_seed"] is True and "seed" not in rec
    if ann["seq"] == 0:
        assert ann["view"]["players"][0] == dealt(rec["config"], 7, 0)
    unfixed = create(client, [{"name": "ann"}, BOTS[0]])
    assert not state(client, unfixed["game"], tokens(unfixed)[0])["fixed_seed"]


def test_bots_do_not_draw_their_randomness_from_the_game_seed(client):
    """Two games on the same deal: bots seeded from the game would answer the same way, and
    a running game's record (its answers) would let anyone search for the seed."""
    games = [create(client, BOTS, seed=123) for _ in range(2)]
    answers = []
    for g in games:
        assert wait_for(client, g["game"], g["spectator_token"], timeout=60)["status"] == "over"
        answers.append(client.get(f"/api/games/{g['game']}/record",
                                  params={"token": g["spectator_token"]}).json()["answers"])
    assert answers[0] != answers[1]
