"""Views never show a player a card they may not see."""

import json
import random

import pytest

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.model.zones import NOBODY, OWNER, ZONES
from innovation.views import view


def hidden_titles(g, player):
    """Titles of cards whose face `player` may not see where they lie now and that were
    never shown to everybody (revealed or on a board) during the game."""
    out = set()
    for cid, (kind, owner, _) in enumerate(g.loc):
        card = g.card(cid)
        if card.kind != 0:
            continue
        sees = ZONES[kind].sees  # every zone of the zone table, by who sees it
        if sees == NOBODY or (sees == OWNER and owner != player):
            out.add(cid)
    return out


def titles_in(text, g):
    """Titles of the cards in play found in a text, longest first, so that 'Sailing' is not
    found in 'Solar Sailing' nor 'Writing' in 'Hansen Writing Ball'."""
    found = set()
    for name in sorted((c.name for c in g.in_play()), key=len, reverse=True):
        if name in text:
            found.add(name)
            text = text.replace(name, "#")
    return found


def catalogue(g, labels):
    """Are these labels every title of a set's cards (a list to name a card from)?"""
    c = g.cards.by_name.get(labels[0]) if labels else None
    return c is not None and set(labels) >= {x.name for x in g.cards.by_set(c.set)}


def assert_no_leak(g, p):
    """Outside the log lines addressed privately to seat `p` (about cards it held), no title
    of a card never face up for everybody, nor held or seen by that seat, is in its view."""
    v = view(g, p)
    private = {e.text for e in g.log if e.readers is not None and e.readers >> p & 1}
    v["log"] = [line for line in v["log"] if line not in private]
    d = v.get("decision")
    if d and d["kind"] == "choice" and catalogue(g, d.get("options", [])):
        d["options"] = []  # naming from every title of a set (Alex Trebek) points at no card
    named = titles_in(json.dumps(v), g)
    # cards the seat saw itself (held, drew, gave away) may show as tracked
    seen = {c for c, bits in enumerate(g.state.known) if bits >> p & 1}
    for cid in hidden_titles(g, p) - g.shown - seen:
        assert g.card(cid).name not in named, f"{g.card(cid).name} leaks to player {p}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_hide_other_players_cards(players):
    """Outside the log lines addressed privately to a player (about cards they held), no
    title of a card that was never face up for everybody, nor held by that player,
    appears in their view."""
    for seed in range(4):
        g = new_game(players, seed=seed)
        rng = random.Random(seed)
        while g.pending is not None:
            for p in range(players):
                assert_no_leak(g, p)
            g.answer(random_answer(g.pending, rng))


def test_view_shows_own_hand_and_others_backs():
    g = new_game(["ann", "bob"], seed=2)
    v = view(g, 0)
    own = [g.card(c).name for c in g.state.players[0].hand]
    assert v["players"][0]["hand"] == own
    assert all(x.startswith("base-") for x in v["players"][1]["hand"])
    assert v["decision"]["options"]  # ann is deciding her first meld
    assert "options" not in view(g, 1)["decision"]


def test_returning_an_opponents_hidden_card_does_not_name_it():
    """Rocketry-style: ann returns a card from bob's score pile without seeing it; the log
    names it to bob (who scored it) but not to ann or a spectator."""
    from verbkit import settle

    from innovation.rules.verbs import draw, return_card, score

    g = new_game(["ann", "bob"], seed=3)
    cid = settle(draw(g, 1, 5))
    settle(score(g, 1, cid))
    settle(return_card(g, 0, cid))
    name = g.card(cid).name
    assert any(f"ann returns {name}." == line for line in view(g, 1)["log"])
    for seat in (0, None):
        log = view(g, seat)["log"]
        assert not any(name in line for line in log), log
        assert "ann returns a 5." in log


def test_the_view_says_how_many_achievements_win():
    """The table shows "count/needed": one more per expansion in play (and for the longer
    game), as the rules count them."""
    assert view(new_game(2), 0)["achievements_to_win"] == 6
    assert view(new_game(2, expansions=["echoes", "cities"]), 1)["achievements_to_win"] == 8
    assert view(new_game(3, edition=3, options={"longer": True}), 0)["achievements_to_win"] == 6
