"""Artifacts of History (3rd edition) and its relics: rules a scenario cannot pin (emptied
decks, table options, setup, clones mid-decision, what the views show)."""

import pytest

from innovation.editions import check_table, new_game
from innovation.model.cards import card_set
from innovation.model.zones import JUNK, RELICS
from innovation.rules import verbs
from innovation.scenarios import Scenario
from innovation.terminal import render_table
from innovation.views import view

RELIC_NAMES = ["Timbuktu", "Complex Numbers", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"]


def scenario_game(setup, options=None, sets=("artifacts",), players=("ann", "bob")):
    return Scenario({"name": "t", "edition": 3, "expansions": list(sets), "options": options or {},
                     "players": list(players), "setup": setup, "steps": []}).build()


def test_the_relics_lie_beside_their_piles_only_with_the_option():
    g = new_game(2, seed=3, edition=3, expansions=["artifacts"], options={"relics": True},
                 allow_missing=True)
    assert [g.card(c).name for c in g.state.relics] == RELIC_NAMES
    assert all(g.loc[c][0] == RELICS for c in g.state.relics)
    in_decks = {c for deck in g.state.decks for c in deck}
    assert not {c.id for c in g.cards.relics} & in_decks  # R3-T5: never in a deck
    plain = new_game(2, seed=3, edition=3, expansions=["artifacts"], allow_missing=True)
    assert plain.state.relics == [] and "relics" not in view(plain, 0)


@pytest.mark.parametrize("edition, sets, message", [
    (4, ["artifacts"], "relics belong to the 3rd edition"),
    (3, ["echoes"], "relics need Artifacts of History"),
])
def test_the_relics_option_needs_the_3rd_edition_artifacts(edition, sets, message):
    with pytest.raises(ValueError, match=message):
        check_table(edition, 2, {"relics": True}, sets, allow_missing=True)


def test_the_relics_are_public_in_views_and_the_terminal():
    g = scenario_game({"ann": {"achievements": ["Complex Numbers"]}}, {"relics": True})
    for seat in (0, 1, None):
        v = view(g, seat)
        assert v["relics"] == ["Timbuktu", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"]
        assert v["players"][0]["achievements"] == ["Complex Numbers"]  # R3-T6: face up
    assert "Relics beside their piles: Timbuktu" in render_table(view(g, 1), g)


def test_a_relic_plays_as_its_type():
    cs = card_set(3)
    types = {c.name: c.type for c in cs.relics}
    assert types == {"Timbuktu": "cities", "Complex Numbers": "base",
                     "Newton-Wickins Telescope": "artifacts", "Ching Shih": "figures",
                     "Safety Pin": "echoes"}
    assert cs.find("Timbuktu").is_city and cs.find("Timbuktu").set == "artifacts"
    assert cs.find("Timbuktu") in cs.by_type("cities")


def _dig_setup():
    # a 4 melded on a 4 digs a 4 (A3-T2: the covered card's value)
    return {"ann": {"purple": ["Enterprise"], "hand": ["Reformation"]}}


def test_the_seized_relic_has_the_dug_artifacts_value_after_skipping():
    """R3-T2: with the base 4 pile empty the dig takes a 5, and the relic of value 5 is the
    one offered."""
    g = scenario_game(_dig_setup(), {"relics": True})
    for cid in list(g.deck("base", 4)):
        verbs.place(g, cid, JUNK)
    g.answer_labels(["meld Reformation"])
    (dug,) = g.state.players[0].display
    assert g.card(dug).age == 5
    assert "Newton-Wickins Telescope" in g.pending.prompt
    g.answer_labels(["hand"])
    assert [g.card(c).name for c in g.state.players[0].hand] == ["Newton-Wickins Telescope"]


def test_no_relic_is_seized_after_an_ignored_dig():
    """R3-T2, A3-T3: no artifact of the age: no dig, so no relic either."""
    g = scenario_game(_dig_setup(), {"relics": True})
    for cid in list(g.deck("artifacts", 4)):
        verbs.place(g, cid, JUNK)
    g.answer_labels(["meld Reformation"])
    assert g.state.players[0].display == [] and g.state.current == 1
    assert g.loc[g.cards.find("Complex Numbers").id][0] == RELICS


def test_a_dig_past_the_top_age_is_ignored():
    """Q-10: a dig that would skip past age 10 is ignored; the game goes on."""
    g = scenario_game({"ann": {"purple": ["Enterprise"], "hand": ["Reformation"]}})
    for age in range(4, 11):
        for cid in list(g.deck("base", age)):
            verbs.place(g, cid, JUNK)
    g.answer_labels(["meld Reformation"])
    assert g.state.players[0].display == [] and not g.over and g.state.current == 1


def test_a_clone_taken_at_the_seize_question_answers_like_the_game():
    """The Meld action asks (the relic) after its start was kept: clones replay it."""
    g = scenario_game(_dig_setup(), {"relics": True})
    g.answer_labels(["meld Reformation"])
    assert "Complex Numbers" in g.pending.prompt
    c = g.clone()
    for game in (g, c):
        game.answer_labels(["achievements"])
    names = [[g2.card(x).name for x in g2.state.players[0].achievements] for g2 in (g, c)]
    assert names == [["Complex Numbers"], ["Complex Numbers"]]


def test_a_relic_in_the_achievements_counts_towards_victory():
    """Relics count as achievements while in an achievements pile (D3)."""
    g = scenario_game({"ann": {"achievements": ["Complex Numbers", "Pottery"]}}, {"relics": True})
    assert g.achievement_count(0) == 2


@pytest.mark.parametrize("players, options", [(2, {"relics": True}), (3, {"relics": True}),
                                               (2, {}), (4, {})])
def test_random_games_leak_no_hidden_card(players, options):
    """With and without relics: no view names a hidden card; the display and the relics are
    public (R3-T6), so no observation samples them."""
    import random

    from test_views import assert_no_leak

    from innovation.fuzz import fuzz_answer
    from innovation.observation import observe

    relics = {c.id for c in card_set(3).relics}
    for seed in range(3):
        g = new_game(players, seed=seed, edition=3, expansions=["artifacts"], options=options)
        rng = random.Random(seed)
        while g.pending is not None:
            shown = [c for ps in g.state.players for c in ps.display]
            for p in range(players):
                assert_no_leak(g, p)
                unknown = set(observe(g, p).unknown)
                assert not relics & unknown and not set(shown) & unknown
            g.answer(fuzz_answer(g, rng, True))


def test_the_environment_takes_the_3rd_edition_artifacts_and_its_relics():
    """The learning environments play the set, with and without relics (PettingZoo's
    api_test); the observation flags the relics option and says where each relic lies."""
    pytest.importorskip("pettingzoo")
    import numpy as np
    from pettingzoo.test import api_test

    from innovation.env import env, raw_env
    from innovation.env.encoding import RELIC_PLACES, RELIC_WIDTH, SEATS, TABLE_OPTIONS, encode_game

    api_test(raw_env(players=2, edition=3, sets=["artifacts"]), num_cycles=100)
    api_test(env(players=3, edition=3, sets=["artifacts"], options={"relics": True}), num_cycles=50)
    e = raw_env(players=2, edition=3, sets=["artifacts"], options={"relics": True})
    layout = e.table.layout
    assert [z.view for z in layout.set_zones] == ["display"]  # no museums in the 3rd edition
    assert [card_set(3).cards[c].name for c in layout.relics] == RELIC_NAMES

    g = scenario_game({"ann": {"achievements": ["Complex Numbers"], "hand": ["Timbuktu"]},
                       "bob": {"score": ["Safety Pin"]}}, {"relics": True})
    x = encode_game(g, 1, layout, {"relics": True})  # as bob sees it
    assert x[layout.slices["table_options"].start + TABLE_OPTIONS.index("relics")] == 1
    block = x[layout.slices["relics"]].reshape(5, RELIC_WIDTH)
    where = {name: (bool(row[0]), list(np.flatnonzero(row[1:1 + SEATS])),
                    [RELIC_PLACES[i] for i in np.flatnonzero(row[1 + SEATS:])])
             for name, row in zip(RELIC_NAMES, block, strict=True)}
    assert where == {"Timbuktu": (False, [1], ["hand"]),  # ann sits one seat after bob
                     "Complex Numbers": (False, [1], ["achievements"]),
                     "Newton-Wickins Telescope": (True, [], []), "Ching Shih": (True, [], []),
                     "Safety Pin": (False, [0], ["score"])}
    assert not x[layout.slices["my_score_pile"]].any()  # a relic is not in the multi-hot
