"""Game records carry the rules version they were played under; another version is refused
(it would replay into a different game), in the engine and by the web server."""

import json
import random

import pytest
import sqlalchemy as sa
from server_kit import HUMANS, TestClient, play, tokens

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game, restore
from innovation.rules.engine import RULES_VERSION, RecordVersionError
from innovation.server import create_app
from innovation.server.db import GameRow


def _played(seed: int = 3, n: int = 40):
    g = new_game(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        g.answer(random_answer(g.pending, rng))
    return g


def test_a_record_names_its_rules_version_and_replays():
    record = json.loads(json.dumps(_played().to_json()))
    assert record["config"]["rules_version"] == RULES_VERSION
    assert restore(record).full_answers() == record["answers"]


@pytest.mark.parametrize("version", [None, 1, RULES_VERSION + 1])
def test_a_record_of_other_rules_is_refused_with_a_clear_message(version):
    record = _played().to_json()
    if version is None:
        del record["config"]["rules_version"]  # records made before versions existed
    else:
        record["config"]["rules_version"] = version
    with pytest.raises(RecordVersionError, match="rules version"):
        restore(record)


def test_the_server_lists_an_old_game_but_does_not_replay_it(db_url):
    with TestClient(create_app(db_url)) as c:
        g = c.post("/api/games", json={"seats": HUMANS, "seed": 4}).json()
        play(c, g["game"], tokens(g), random.Random(1), 6)
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:  # as a game stored before rules versions existed
        row = conn.execute(sa.select(GameRow.config).where(GameRow.id == g["game"])).scalar_one()
        row = {k: v for k, v in row.items() if k != "rules_version"}
        conn.execute(sa.update(GameRow).where(GameRow.id == g["game"]).values(config=row))
    engine.dispose()
    with TestClient(create_app(db_url)) as c:  # the restart skips it instead of failing
        r = c.get(f"/api/games/{g['game']}/state", params={"token": tokens(g)[0]})
        assert r.status_code == 410
        assert "rules version 1" in r.json()["error"]
