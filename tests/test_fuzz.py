"""A short random fuzz: every invariant holds and every game ends."""

import pytest

from innovation.fuzz import fuzz


@pytest.mark.parametrize("players,games", [(2, 40), (3, 15), (4, 15)])
def test_fuzz_short(players, games):
    res = fuzz(games, players, seed=1000 * players)
    assert not res.failures, res.failures[0]["traceback"]
    assert res.games == games
