"""A short random fuzz: every invariant holds and every game ends."""

import pytest

from innovation.fuzz import fuzz


@pytest.mark.parametrize("players,games", [(2, 40), (3, 15), (4, 15)])
def test_fuzz_short(players, games):
    res = fuzz(games, players, seed=1000 * players)
    assert not res.failures, res.failures[0]["traceback"]
    assert res.games == games


@pytest.mark.parametrize("edition,players,options,sets", [
    (4, 2, None, None), (4, 4, None, None), (3, 2, None, None), (3, 5, {"large_table": True}, None),
    # a Figures clone replays most actions and takes its parent's karma index parts
    (4, 4, None, ["figures"]), (3, 3, None, ["figures"])])
def test_a_clone_taken_at_every_decision_goes_on_like_the_original(edition, players, options, sets):
    res = fuzz(3, players, seed=77 * players + edition, edition=edition, clones=True,
               options=options, expansions=sets)
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


@pytest.mark.parametrize("stale", ["_top", "_packed", "_icons"])
def test_the_board_cache_check_has_teeth(stale):
    import random

    from innovation.agents.random_agent import random_answer
    from innovation.editions import new_game
    from innovation.fuzz import InvariantError, check_board_caches

    g = new_game(2, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        g.answer(random_answer(g.pending, rng))
    ps = g.state.players[0]
    check_board_caches(g, 0)  # fresh: nothing to say
    ps.packed(g.cards), ps.icons(g.cards), ps.top_facts(g.cards)
    if stale == "_top":
        ps._top = (ps._top[0] + 1, ps._top[1])
    elif stale == "_packed":
        ps._packed += 1  # one more crown than the board shows
    else:
        ps._icons = [n + 1 for n in ps._icons]
    with pytest.raises(InvariantError):
        check_board_caches(g, 0)
