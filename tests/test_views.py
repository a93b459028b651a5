"""Views never show a player a card they may not see."""

import json
import random

import pytest

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.rules.engine import ACHIEVED, AVAILABLE, DECK, HAND, JUNK, SCORE
from innovation.views import view


def hidden_titles(g, player):
    """Titles of cards whose face `player` may not see where they lie now and that were
    never shown to everybody (revealed or on a board) during the game."""
    out = set()
    for cid, (kind, owner, _) in enumerate(g.loc):
        card = g.card(cid)
        if card.kind != 0:
            continue
        if kind in (DECK, JUNK, AVAILABLE, ACHIEVED) or (kind in (HAND, SCORE) and owner != player):
            out.add(cid)
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_hide_other_players_cards(players):
    for seed in range(4):
        g = new_game(players, seed=seed)
        rng = random.Random(seed)
        public: set[int] = set()  # cards whose face everybody has seen at some point
        known: list[set[int]] = [set() for _ in range(players)]
        while g.pending is not None:
            for p in range(players):
                for cid in g.state.players[p].hand + g.state.players[p].score:
                    known[p].add(cid)
            for p in range(players):
                for q in range(players):
                    for pile in g.state.players[q].piles:
                        public.update(pile)
            public |= g._revealed
            for p in range(players):
                text = json.dumps(view(g, p))
                for cid in hidden_titles(g, p) - public - known[p]:
                    assert f'"{g.card(cid).name}' not in text and f"{g.card(cid).name} (" not in text, \
                        f"{g.card(cid).name} leaks to player {p}"
            g.answer(random_answer(g.pending, rng))


def test_view_shows_own_hand_and_others_backs():
    g = new_game(["ann", "bob"], seed=2)
    v = view(g, 0)
    own = [g.card(c).name for c in g.state.players[0].hand]
    assert v["players"][0]["hand"] == own
    assert all(x.startswith("base-") for x in v["players"][1]["hand"])
    assert v["decision"]["options"]  # ann is deciding her first meld
    assert "options" not in view(g, 1)["decision"]
