"""A short random fuzz: every invariant holds and every game ends."""

import pytest

from innovation.fuzz import fuzz


@pytest.mark.parametrize("players,games", [(2, 40), (3, 15), (4, 15)])
def test_fuzz_short(players, games):
    res = fuzz(games, players, seed=1000 * players)
    assert not res.failures, res.failures[0]["traceback"]
    assert res.games == games


@pytest.mark.parametrize("edition,players,options", [(4, 2, None), (4, 4, None), (3, 2, None),
                                                     (3, 5, {"large_table": True})])
def test_a_clone_taken_at_every_decision_goes_on_like_the_original(edition, players, options):
    res = fuzz(3, players, seed=77 * players + edition, edition=edition, clones=True,
               options=options)
    assert not res.failures, res.failures[0]["traceback"]


def test_the_clone_check_has_teeth(monkeypatch):
    from innovation.editions import new_game
    from innovation.fuzz import InvariantError, check_clone

    g = new_game(2, seed=5)
    real = g.clone

    def bad_clone(log=False):
        c = real(log)
        c.state.rng.shuffle(c.state.decks[3])  # a clone that drifted
        return c

    monkeypatch.setattr(g, "clone", bad_clone)
    with pytest.raises(InvariantError):
        check_clone(g, [0])
