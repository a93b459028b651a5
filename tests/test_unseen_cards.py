"""Unseen cards (4th edition, ages 7 to 10): branches no scenario can reach through a Dogma
action, run directly on an effect context."""

import pytest
from verbkit import settle

from innovation.effects.context import make_ctx
from innovation.rules.dogma import DogmaRun
from innovation.rules.engine import GameOver
from innovation.scenarios import Scenario


def scenario_game(setup, players=("ann", "bob")):
    return Scenario({"name": "t", "edition": 4, "expansions": ["unseen"],
                     "players": list(players), "setup": setup, "steps": []}).build()


def effect_ctx(g, card_name, index, me=0):
    """The context of one effect of a card, executed by `me` (the card lies anywhere)."""
    cid = g.cards.find(card_name).id
    impl = g.rules.impls[card_name]
    return impl.effects[index], make_ctx(g, me, me, cid, DogmaRun(me, cid, 0), index)


def test_fermi_paradox_wins_with_an_empty_board():
    """Fermi Paradox's second effect wins for a player with no cards on their board (its
    own Dogma always has the card on the board: only another card's execution reaches it)."""
    g = scenario_game({"ann": {"hand": ["Agriculture"]}, "junk": ["Coal"]})
    effect, x = effect_ctx(g, "Fermi Paradox", 1)
    with pytest.raises(GameOver) as over:
        settle(effect(x))
    assert over.value.winners == [0]


def test_hitchhiking_the_other_player_decides_and_sees_my_hand():
    """Hitchhiking: the card is self-executed by its new owner, every decision made by the
    player who gave it, who is shown the owner's hand as the owner sees it."""
    s = Scenario({"name": "t", "edition": 4, "expansions": ["unseen"], "players": ["ann", "bob"],
                  "setup": {"ann": {"green": ["Hitchhiking"], "yellow": ["Masonry"],
                                    "hand": ["Agriculture"]},
                            "bob": {"hand": ["Code of Laws", "Oars"]}},
                  "steps": []})
    g = s.build()
    for i, step in enumerate([{"action": "dogma", "card": "Hitchhiking"}, {"choose": ["Code of Laws"]}]):
        s.play_step(g, step, i)
    d = g.pending
    assert d.player == 1 and d.source.card == "Code of Laws"
    assert g.labels(d) == ["Agriculture"]
    agriculture = g.cards.find("Agriculture").id
    assert g.state.known[agriculture] & 2  # bob now knows ann's card
