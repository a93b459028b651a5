"""Echoes of the Past, 4th edition (issue 17): the special achievements' conditions, the
draw rule's edge cases and the forecast's hidden information. Card behaviour is pinned by
the scenarios in tests/scenarios/e4/echoes/."""

import json
import random

import pytest

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game, ruleset
from innovation.model.cards import COLORS, card_set
from innovation.model.zones import FORECAST, NOBODY, OWNER, ZONES
from innovation.rules.sets import echoes
from innovation.rules.victory import specials_earned
from innovation.scenarios import Scenario
from innovation.views import view


def build(setup, edition=4, players=("ann", "bob"), sets=("echoes",)):
    return Scenario({"name": "echoes", "edition": edition, "expansions": list(sets),
                     "players": list(players), "setup": setup, "steps": []}).build()


def pile_of(color, n, want=lambda c: True, sets=("base", "echoes")):
    """n card names of one colour (4th edition), filtered."""
    cards = [c for c in card_set(4).all_age_cards
             if c.set in sets and c.age >= 1 and COLORS[c.color] == color and want(c)]
    return [c.name for c in cards[:n]]


def test_the_five_specials_join_the_ruleset_and_the_table():
    rs = ruleset(4, ("base", "echoes"))
    assert {"Wealth", "Destiny", "Heritage", "History", "Supremacy"} <= set(rs.specials)
    g = build({})
    names = {g.card(c).name for c in g.state.achievements}
    assert {"Wealth", "Destiny", "Heritage", "History", "Supremacy"} <= names


@pytest.mark.parametrize("n,earned", [(8, True), (7, False)])
def test_heritage_eight_visible_hexagons_in_one_colour(n, earned):
    g = build({"ann": {"red": {"cards": pile_of("red", n), "splay": "aslant"}}})
    assert echoes.visible_hexes(g, 0, 0) == n
    assert (g.rules.specials["Heritage"].condition(g, 0)) is earned


def test_heritage_counts_only_the_hexagons_the_splay_shows():
    # splayed left, a covered card shows only its bottom-right slot
    names = pile_of("red", 8, lambda c: "hex" not in c.slots[3:])
    g = build({"ann": {"red": {"cards": names, "splay": "left"}}})
    assert echoes.visible_hexes(g, 0, 0) == 1  # the top card's own


@pytest.mark.parametrize("n,earned", [(4, True), (3, False)])
def test_history_four_visible_echo_effects_in_one_colour(n, earned):
    names = pile_of("red", n, lambda c: "echo" in c.slots, ("echoes",))
    g = build({"ann": {"red": {"cards": names, "splay": "aslant"}}})
    assert echoes.visible_echoes(g, 0, 0) == n
    assert g.rules.specials["History"].condition(g, 0) is earned


@pytest.mark.parametrize("colors,earned", [(4, True), (3, False)])
def test_supremacy_three_of_one_icon_in_four_colours(colors, earned):
    tops = {"red": "Metalworking", "yellow": "Masonry", "green": "The Wheel", "purple": "Mysticism"}
    setup = {"ann": {c: [name] for c, name in list(tops.items())[:colors]}}
    g = build(setup)
    assert g.rules.specials["Supremacy"].condition(g, 0) is earned


def test_supremacy_needs_the_same_icon_in_the_four_colours():
    # three castles in three colours, three crowns in the fourth (Navigation)
    g = build({"ann": {"red": ["Metalworking"], "yellow": ["Masonry"], "green": ["Navigation"],
                       "purple": ["Mysticism"]}})
    assert not g.rules.specials["Supremacy"].condition(g, 0)


@pytest.mark.parametrize("n,earned", [(8, True), (7, False)])
def test_wealth_eight_visible_bonuses(n, earned):
    with_bonus = {c: pile_of(c, 2, lambda k: any(s.startswith("bonus:") for s in k.slots), ("echoes",))
                  for c in ("red", "yellow", "green", "blue")}
    setup = {"ann": {c: {"cards": names, "splay": "aslant"} for c, names in with_bonus.items()}}
    g = build(setup)
    total = len(echoes.visible_bonuses(g, 0))
    assert total >= 8
    if n == 7:  # hide one bonus: cover the red pile's bottom card less
        setup["ann"]["red"] = with_bonus["red"][:1]
        g = build(setup)
        total = len(echoes.visible_bonuses(g, 0))
    assert (total >= 8) is earned
    assert g.rules.specials["Wealth"].condition(g, 0) is (total >= 8)


def test_specials_are_earned_through_the_end_of_action_check():
    g = build({"ann": {"red": {"cards": pile_of("red", 8), "splay": "aslant"}}})
    assert (0, "Heritage") in specials_earned(g)


def test_destiny_needs_seven_in_the_3rd_edition():
    assert "Seven" in echoes.specials(3)["Destiny"].text and "Five" in echoes.specials(4)["Destiny"].text


# ------------------------------------------------------------------ the draw rule
def test_battleship_yamato_counts_eleven_on_a_board():
    # Yamato (age 8, 11 on a board) beside a 10: the unique highest top card (E4-T1)
    g = build({"ann": {"red": ["Battleship Yamato"], "blue": ["Software"]}},
              sets=("echoes", "artifacts"))
    assert echoes.unique_highest_top(g, 0)
    g = build({"ann": {"red": ["Robotics"], "blue": ["Software"]}})
    assert not echoes.unique_highest_top(g, 0)


# ------------------------------------------------------------------ hidden information
def test_the_forecast_shows_its_faces_to_its_owner_only():
    g = build({"ann": {"forecast": ["Soap", "Crossbow"]}})
    assert view(g, 0)["players"][0]["forecast"] == ["Soap", "Crossbow"]
    assert view(g, 1)["players"][0]["forecast"] == ["echoes-1", "echoes-2"]
    assert view(g, None)["players"][0]["forecast"] == ["echoes-1", "echoes-2"]


def hidden_age_cards(g, player):
    out = set()
    for cid, (kind, owner, _) in enumerate(g.loc):
        if g.card(cid).kind != 0:
            continue
        sees = ZONES[kind].sees
        if sees == NOBODY or (sees == OWNER and owner != player):
            out.add(cid)
    return out


@pytest.mark.parametrize("seed", range(3))
def test_random_games_never_show_another_players_forecast(seed):
    """Random play with Echoes (until a card not written yet is activated): no view names a
    card in another player's forecast that was never face up for everybody."""
    g = new_game(2, seed=seed, expansions=["echoes"], allow_missing=True)
    rng = random.Random(seed)
    for _ in range(400):
        if g.pending is None:
            break
        for p in range(2):
            v = view(g, p)
            private = {e.text for e in g.log if e.readers is not None and e.readers >> p & 1}
            v["log"] = [line for line in v["log"] if line not in private]
            text = json.dumps(v)
            seen = {c for c, bits in enumerate(g.state.known) if bits >> p & 1}
            for cid in hidden_age_cards(g, p) - g.shown - seen:
                name = g.card(cid).name
                if g.loc[cid][0] == FORECAST:
                    assert f'"{name}"' not in text, f"{name} leaks to player {p}"
        try:
            g.answer(random_answer(g.pending, rng))
        except NotImplementedError:
            break


# ------------------------------------------------------------------ the whole set in play
@pytest.mark.parametrize("edition", [3, 4])
def test_the_set_is_complete_in_both_editions(edition):
    from innovation.editions import RULES_DONE, missing_cards
    assert "echoes" in RULES_DONE[edition] and not missing_cards(edition, ("base", "echoes"))
    g = new_game(2, seed=1, edition=edition, expansions=["echoes"])  # no allow_missing needed
    assert g.sets == ["base", "echoes"]


@pytest.mark.parametrize("edition", [3, 4])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_echoes_games_keep_the_invariants(players, edition):
    from innovation.fuzz import fuzz
    r = fuzz(6, players, 100 * players, expansions=["echoes"], edition=edition)
    assert not r.failures, r.failures[0]["traceback"]


@pytest.mark.parametrize("edition", [3, 4])
def test_clones_of_echoes_games_go_on_alike(edition):
    from innovation.fuzz import fuzz
    r = fuzz(3, 2, 700, expansions=["echoes"], clones=True, edition=edition)
    assert not r.failures, r.failures[0]["traceback"]


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_the_environment_takes_the_set():
    from pettingzoo.test import api_test

    from innovation.env.aec import raw_env
    api_test(raw_env(players=2, sets=["echoes"]), num_cycles=100)
    api_test(raw_env(players=2, edition=3, sets=["echoes"]), num_cycles=50)


def test_the_3rd_edition_deals_a_base_and_an_echoes_card():
    # X3-T11 (the 4th edition deals two base cards: Y4)
    g = new_game(2, seed=4, edition=3, expansions=["echoes"], allow_missing=True)
    assert all([g.card(c).set for c in p.hand] == ["base", "echoes"] for p in g.state.players)
    g = new_game(2, seed=4, edition=4, expansions=["echoes"])
    assert all([g.card(c).set for c in p.hand] == ["base", "base"] for p in g.state.players)


@pytest.mark.parametrize("edition", [3, 4])
def test_visible_echo_effects_read_from_the_packed_counts_match_the_slots(edition):
    """A pile's echo effects are summed with its icons (cards.SHOWN): at every decision of
    random games each pile's count matches the echo slots its cards show."""
    from innovation.model.cards import CITY_SPLAY_SLOTS, SPLAY_SLOTS

    seen = 0
    for seed in range(5):
        g = new_game(2, seed=seed, edition=edition, expansions=["echoes", "cities"])
        rng = random.Random(seed)
        while g.pending is not None:
            for p, ps in enumerate(g.state.players):
                for color, pile in enumerate(ps.piles):
                    n = 0
                    for i, cid in enumerate(pile):
                        slots = g.card(cid).slots
                        shown = range(len(slots)) if i == len(pile) - 1 else \
                            (CITY_SPLAY_SLOTS if len(slots) == 6 else SPLAY_SLOTS)[ps.splay[color]]
                        n += sum(slots[s] == "echo" for s in shown) if slots else 0
                    assert echoes.visible_echoes(g, p, color) == n
                    seen += n
            g.answer(random_answer(g.pending, rng))
    assert seen > 0
