"""Golden game records: random games recorded once (scripts/golden_records.py) replay to the
same final position. A refactor that changes how a base game goes fails here."""

import json
from pathlib import Path

import pytest

from innovation.editions import restore
from innovation.fuzz import position_hash

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.json"))


def test_there_are_golden_records():
    assert len(FILES) >= 10


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_games_replay_to_the_same_end(path):
    games = json.loads(path.read_text())
    assert len(games) >= 20
    for k, game in enumerate(games):
        g = restore(game["record"])
        g.logging = False
        assert g.over, f"{path.name} game {k} did not reach its end"
        seed = game["record"]["seed"]
        assert position_hash(g) == game["hash"], f"{path.name} game {k} (seed {seed}) went differently"
