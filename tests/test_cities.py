"""Cities of Destiny (issue 15): the cities' facts, flags and fountains, the special
achievements' timing and triggers, the Endorse action's plan, the terminal's slots."""

import json
from collections import Counter
from pathlib import Path

import pytest
from verbkit import settle

from innovation.editions import new_game
from innovation.model.cards import LEFT, NONE, RIGHT, card_set
from innovation.model.state import SPECIALS_DUE
from innovation.model.zones import BOARD
from innovation.rules import verbs as V
from innovation.rules.sets.cities import SPECIAL_BITS, city_facts, endorse_options, marks
from innovation.scenarios import Scenario
from innovation.terminal import card_help, city_slots

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference"
needs_reference = pytest.mark.skipif(not (REFERENCE / "cards-4e.json").exists(),
                                     reason=f"no reference card data at {REFERENCE}")


# ------------------------------------------------------------------ card facts
@needs_reference
@pytest.mark.parametrize("edition", (3, 4))
def test_every_citys_six_slots_match_the_reference(edition):
    ref = [r for r in json.loads((REFERENCE / f"cards-{edition}e.json").read_text(encoding="utf-8"))
           if r["set"] == "cities" and r["kind"] == "age card"]
    assert len(ref) == {3: 105, 4: 115}[edition]
    cs = card_set(edition)
    for r in ref:
        c = cs.find(r["name"])
        assert c.is_city and c.slots == tuple(r["icons"]) and len(c.slots) == 6, r["name"]
        assert c.hex_slot == 5, r["name"]  # the image is always top-right
    # the 3rd edition's relic Timbuktu is a city too (R3-T7)
    assert len(city_facts(edition)) == len(ref) + (edition == 3)


# the counts of expansions-rules §3.1 / §3.2 (search: a basic icon top-middle)
COUNTS = {3: {"plus": 43, "splay-left": 10, "splay-right": 10, "splay-up": 10, "flag": 13,
              "fountain": 13, "search": 37},
          4: {"plus": 35, "splay-left": 10, "splay-right": 10, "splay-up": 10, "flag": 11,
              "fountain": 11, "uplift": 9, "junk": 10, "unsplay": 10, "search": 19}}
WITHOUT_SPECIAL = {3: 2, 4: 15}


@pytest.mark.parametrize("edition", (3, 4))
def test_the_special_icons_of_each_edition(edition):
    cities = card_set(edition).by_set("cities")
    found = Counter(t for c in cities for _, t in c.city_icons)
    found["search"] = sum(c.discover >= 0 for c in cities)
    assert found == COUNTS[edition]
    assert sum(not c.city_icons and c.discover < 0 for c in cities) == WITHOUT_SPECIAL[edition]


def test_the_icons_acting_after_a_meld_come_in_slot_order():
    e4, e3 = city_facts(4), city_facts(3)
    find4, find3 = card_set(4).find, card_set(3).find
    assert e4[find4("Milan").id].meld == ("plus", "uplift")  # top-middle, then bottom-middle
    assert e3[find3("Dallas").id].meld == ("splay-up", "plus")
    assert e4[find4("Rome").id].meld == ("search",)
    assert e4[find4("Algiers").id].meld == ()  # a flag acts while visible, not on a meld
    assert e4[find4("Tehran").id].arrows == {RIGHT}
    assert e4[find4("Bangkok").id].meld == ()  # no special icon at all


def test_the_terminal_shows_a_citys_six_slots_as_they_lie():
    g = new_game(2, expansions=["cities"])
    milan = g.cards.find("Milan")
    assert city_slots(milan) == "top: factory | Plus | image / bottom: factory | Uplift | lightbulb"
    assert "lightbulb (Search)" in card_help(g, "Rome")


# ------------------------------------------------------------------ flags and fountains
def build(setup, edition=4, players=("ann", "bob")):
    return Scenario({"name": "t", "edition": edition, "expansions": ["base", "cities"],
                     "players": list(players), "setup": setup, "steps": []}).build()


def test_a_fountain_counts_where_it_shows():
    g = build({"ann": {"blue": {"cards": ["Pottery", "Prague"], "splay": "up"}},
               "bob": {"blue": ["Tools"]}})
    assert marks(g, 0) == 1  # covered, splayed up: the bottom-middle fountain only
    g = build({"ann": {"blue": ["Prague"]}})
    assert marks(g, 0) == 2  # on top: both fountains
    assert g.achievement_count(0) == 2
    g = build({"ann": {"blue": {"cards": ["Pottery", "Prague"], "splay": "left"}}})
    assert marks(g, 0) == 0


def test_a_flag_counts_on_a_tie_and_changes_with_the_opponents_boards():
    g = build({"ann": {"red": ["Algiers"]}, "bob": {"red": ["Oars"]}})
    assert marks(g, 0) == 1  # one visible red card each: no opponent shows more
    V.place(g, g.cards.find("Archery").id, BOARD, 1, 0, bottom=True)  # bob's red pile: two cards
    V.set_splay(g, 1, 0, LEFT)
    assert marks(g, 0) == 0  # bob now shows two red cards
    V.set_splay(g, 1, 0, NONE)
    assert marks(g, 0) == 1  # unsplayed, a pile shows one card


def test_flags_and_fountains_show_in_the_view():
    from innovation.views import view

    g = build({"ann": {"red": ["Kuala Lumpur"]}})
    seat = view(g, 0)["players"][0]
    assert seat["achievement_count"] == 1 and seat["achievements"] == []


# ------------------------------------------------------------------ special achievements
def test_a_junk_from_elsewhere_than_the_hand_earns_no_glory():
    """C4-T2: Glory and Victory come from a junk from the player's own hand only."""
    g = build({"ann": {"score": ["Algiers"], "hand": ["Gdansk"]}})
    settle(V.junk(g, 0, g.cards.find("Algiers").id))
    assert g.state.players[0].counts[SPECIALS_DUE] == 0
    settle(V.junk(g, 0, g.cards.find("Gdansk").id))
    assert g.state.players[0].counts[SPECIALS_DUE] == SPECIAL_BITS["flag"]


def test_the_4th_edition_claims_at_the_end_of_the_action_the_3rd_at_once():
    """Q-05 / C4-T7: a meld earning Tradition is claimed when the action ends (4th); Legend
    the moment the meld is made (3rd)."""
    setup = {"ann": {"yellow": {"cards": ["Masonry", "Domestication"], "splay": "left"},
                     "hand": ["Kaifeng"]}}
    for edition, name in ((4, "Tradition"), (3, "Legend")):
        g = build(setup, edition)
        settle(V.meld(g, 0, g.cards.find("Kaifeng").id))
        held = [g.card(c).name for c in g.state.players[0].achievements]
        assert held == ([] if edition == 4 else [name])
        if edition == 4:
            assert g.state.players[0].counts[SPECIALS_DUE] == SPECIAL_BITS["arrow-left"]


def test_a_due_special_achievement_held_by_someone_is_forgotten_at_the_end_of_an_action():
    g = build({"ann": {"yellow": {"cards": ["Masonry", "Domestication"], "splay": "left"},
                       "hand": ["Kaifeng", "Writing"]},
               "bob": {"achievements": ["Tradition"]}, "actions": 2})
    g.answer_labels(["meld Kaifeng"])
    assert g.state.players[0].counts[SPECIALS_DUE] == 0
    assert [g.card(c).name for c in g.state.players[1].achievements] == ["Tradition"]


# ------------------------------------------------------------------ Endorse
def test_endorse_options_pair_each_card_with_each_city_showing_its_icon():
    g = build({"ann": {"blue": ["Writing"], "red": ["Athens"], "green": ["Babylon"],
                       "yellow": ["Damascus"], "hand": ["Agriculture"]}})
    opts = {(g.card(o[1]).name, g.card(o[2]).name) for o in endorse_options(g, 0)}
    assert opts == {("Writing", "Athens"), ("Writing", "Babylon")}


def test_new_games_and_the_cli_accept_cities_in_both_editions():
    for edition in (3, 4):
        g = new_game(3, seed=1, edition=edition, expansions=["cities"])
        names = {g.card(c).name for c in g.state.achievements}
        assert {"Repute", "Fame", "Glory", "Victory"} <= names
        assert ("Legend" if edition == 3 else "Tradition") in names
        assert g.rules.achievements_to_win(3) == 6


def test_the_environment_takes_cities():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from innovation.env import SingleAgentEnv, env, raw_env

    api_test(raw_env(players=2, sets=["cities"]), num_cycles=100)
    api_test(env(players=3, edition=3, sets=["cities"]), num_cycles=50)
    single = SingleAgentEnv(sets=["cities"])
    single.reset(seed=1)
    assert single.table.sets == ["cities"]


def test_the_4th_edition_stops_the_meld_steps_once_the_city_is_covered():
    """X4-T5: once the melded card is no longer a top card, the 4th edition skips the next
    steps (here a city covered before its icons act); the 3rd edition has no such rule."""
    from innovation.rules.sets.cities import city_icons_step

    for edition, drawn in ((4, 0), (3, 1)):
        g = build({"ann": {"red": ["Archery", "Athens"]}}, edition)
        athens = g.cards.find("Athens").id
        busy = city_icons_step(g, 0, athens)  # what to await, None when the step does nothing
        if busy is not None:
            settle(busy)
        assert len(g.state.players[0].hand) == drawn, edition


def test_the_web_catalogue_carries_a_citys_six_slots():
    from innovation.server.messages import catalogue

    cards = catalogue(4)
    assert cards["Milan"]["icons"] == ["factory", "factory", "uplift", "lightbulb", "plus", "hex"]
    assert cards["Rome"]["icons"][4] == "search:lightbulb"  # a Search: a basic icon top-middle
    assert cards["Tradition"]["special"] and "left" in cards["Tradition"]["text"]


def test_a_special_achievement_marked_due_is_checked_again():
    """Junking a flag city from hand changes no board, but makes Glory due: the specials
    check must look at that player again (seed 40 once left Glory unclaimed while a clone,
    checking from scratch, claimed it)."""
    from innovation.fuzz import fuzz_game

    g, _ = fuzz_game(40, 2, edition=4, clones=True, expansions=["cities"])
    assert g.pending is None


@pytest.mark.parametrize("edition", [3, 4])
def test_the_marks_read_from_the_packed_counts_match_the_slots(edition):
    """Flags and fountains are summed with the icons (cards.SHOWN): at every decision of
    random games each board's marks match a count read off the cards' slots, the achievement
    check's cheap bound is never below anyone's marks, and the top cities are counted."""
    import random

    from innovation.agents.random_agent import random_answer
    from innovation.model.cards import CITY_SPLAY_SLOTS, TOP_CITY_SHIFT
    from innovation.rules.sets.cities import _most_marks, board_marks

    def by_slots(g, p):
        ps = g.state.players[p]
        fountains, flags = 0, []
        for color, pile in enumerate(ps.piles):
            n = 0
            for i, cid in enumerate(pile):
                card = g.card(cid)
                if len(card.slots) != 6:
                    continue
                slots = range(6) if i == len(pile) - 1 else CITY_SPLAY_SLOTS[ps.splay[color]]
                n += sum(card.slots[s] == "flag" for s in slots)
                fountains += sum(card.slots[s] == "fountain" for s in slots)
            if n:
                flags.append((color, n))
        return fountains, tuple(flags)

    seen = 0
    for seed in range(6):
        g = new_game(3, seed=seed, edition=edition, expansions=["cities"])
        rng = random.Random(seed)
        while g.pending is not None:
            shown = [by_slots(g, p) for p in range(g.n)]
            assert [board_marks(g, p) for p in range(g.n)] == shown
            assert _most_marks(g) >= max(marks(g, p) for p in range(g.n))
            for ps in g.state.players:  # the top cities counted with them (endorse_options)
                assert (ps.packed(g.cards) >> TOP_CITY_SHIFT) & 15 == sum(
                    len(g.card(c).slots) == 6 for c in ps.top_cards())
            seen += sum(f + sum(n for _, n in fl) for f, fl in shown)
            g.answer(random_answer(g.pending, rng))
    assert seen > 0  # some boards showed flags or fountains
