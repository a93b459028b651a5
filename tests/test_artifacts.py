"""Artifacts of History (4th edition): the display and museums in views, the terminal and
observations; hidden information in games with the set; rules a scenario cannot pin."""

import random

import pytest
from test_views import assert_no_leak

from innovation.editions import new_game
from innovation.fuzz import MISSING, fuzz, fuzz_answer
from innovation.model.zones import JUNK
from innovation.observation import observe
from innovation.rules import verbs
from innovation.scenarios import Scenario
from innovation.terminal import render_table
from innovation.views import view


def scenario_game(setup, players=("ann", "bob")):
    return Scenario({"name": "t", "edition": 4, "expansions": ["artifacts"],
                     "players": list(players), "setup": setup, "steps": []}).build()


def test_the_display_and_museums_are_public_in_views_the_terminal_and_observations():
    g = scenario_game({"ann": {"display": ["Dancing Girl"], "museum": ["Holy Grail"],
                               "hand": ["Archery"]},
                       "bob": {"museum": ["Sibidu Needle"]}})
    for seat in (0, 1, None):
        v = view(g, seat)
        ann = v["players"][0]
        assert ann["display"] == ["Dancing Girl"] and ann["museum"] == ["Holy Grail"]
        assert v["players"][1]["museum"] == ["Sibidu Needle"]
        assert v["museums_free"] == 3 and len(v["museums"]) == 5
    text = render_table(view(g, 1), g)
    assert "on display: Dancing Girl" in text and "museums (1): Holy Grail" in text
    assert "Museums free: 3 of 5" in text and "Archery" not in text
    ids = {g.cards.find(n).id for n in ("Dancing Girl", "Holy Grail", "Sibidu Needle")}
    for seat in (0, 1):
        assert not ids & set(observe(g, seat).unknown)


def test_a_base_game_has_no_museums_in_its_view():
    assert "museums" not in view(new_game(2, seed=1), 0)


def test_a_dig_with_no_artifact_of_the_age_is_ignored_without_a_base_fallback():
    g = scenario_game({"ann": {"red": ["Archery"], "hand": ["Metalworking"]}})
    for cid in list(g.deck("artifacts", 1)):  # no age-1 artifact left
        verbs.place(g, cid, JUNK)
    base1 = len(g.deck("base", 1))
    g.answer_labels(["meld Metalworking"])
    assert g.state.players[0].display == [] and len(g.deck("base", 1)) == base1


def test_random_games_with_artifacts_leak_no_hidden_card():
    for seed in range(3):
        g = new_game(2, seed=seed, expansions=["artifacts"], allow_missing=True)
        rng = random.Random(seed)
        try:
            while g.pending is not None:
                for p in range(2):
                    assert_no_leak(g, p)
                    shown = [c for ps in g.state.players for c in (*ps.display, *ps.museum)]
                    assert not set(shown) & set(observe(g, p).unknown)
                g.answer(fuzz_answer(g, rng, True))
        except NotImplementedError:
            continue  # the set is still being written: an effect reached a missing card


def test_fuzz_counts_games_stopped_at_a_missing_card_apart():
    res = fuzz(20, 2, seed=1, allow_missing=True, expansions=["artifacts"])
    assert not res.failures and res.games == 20
    assert sum(res.reasons.values()) == 20 and set(res.reasons) <= {
        "achievements", "score", "card effect", "elimination", MISSING}


def test_a_dig_skips_empty_ages_first():
    """A4-T1: with the base 1 deck empty, a dig of value 1 digs a 2 (no base card)."""
    g = scenario_game({"ann": {"red": ["Archery"], "hand": ["Metalworking"]}})
    for cid in list(g.deck("base", 1)):
        verbs.place(g, cid, JUNK)
    g.answer_labels(["meld Metalworking"])
    (shown,) = g.state.players[0].display
    assert g.card(shown).set == "artifacts" and g.card(shown).age == 2


def test_the_meld_action_steps_keep_the_edition_order_whatever_order_the_sets_join():
    """X4-T5: city icons, city draw, dig, the figure's "When" karma, then promotion; the
    sets may be named in any order."""
    from innovation.editions import ruleset

    for sets in (("base", "echoes", "cities", "artifacts", "figures"),
                 ("base", "figures", "artifacts", "cities", "echoes")):
        steps = ruleset(4, sets).after_meld
        names = [s.__name__ for s in steps]
        assert names[:3] == ["city_icons_step", "city_draw_step", "dig_step"], names
        assert [getattr(s, "rank", 0) for s in steps[2:]] == [3, 4, 5], names


def test_the_environment_takes_artifacts():
    """The learning environments play the set through observations that carry its display
    and museums (PettingZoo's api_test)."""
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from innovation.env import env, raw_env

    api_test(raw_env(players=2, sets=["artifacts"]), num_cycles=100)
    api_test(env(players=3, sets=["artifacts", "echoes"]), num_cycles=50)
    e = raw_env(players=2, sets=["artifacts"])
    assert [z.view for z in e.table.layout.set_zones] == ["display", "museum"]
