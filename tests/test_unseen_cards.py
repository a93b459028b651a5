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


def _play_auto(s, g, steps, limit=60):
    """Play the steps, then answer every further question of the current turn at random
    (the engine's own legal answers) until the next player's turn or the game ends."""
    for i, step in enumerate(steps):
        s.play_step(g, step, i)
    turn = g.state.turn
    for _ in range(limit):
        if g.over or g.state.turn != turn or g.pending is None:
            return
        s.play_step(g, {"choose": "auto"}, len(steps))


@pytest.mark.parametrize("set_name", ["base", "echoes", "cities", "artifacts", "figures", "unseen"])
def test_teleprompter_reads_every_deck_of_every_set(set_name):
    """Teleprompter may reveal the top card of any deck of any set in play: every deck of
    every 4th-edition set, each card executed (or skipped: no non-demand effect) without
    error. Cards not written yet (Figures) are only revealed when written."""
    sets = ["echoes", "cities", "artifacts", "figures", "unseen"]
    for age in range(1, 12):
        s = Scenario({"name": "t", "edition": 4, "expansions": sets, "players": ["ann", "bob"],
                      "setup": {"ann": {"green": ["Teleprompter"], "hand": ["Agriculture"],
                                        "score": ["Coal"]},
                                "bob": {"red": ["Archery"], "hand": ["Sailing"]}},
                      "steps": []})
        g = s.build()
        deck = g.deck(set_name, age)
        if not deck or g.card(deck[-1]).name not in g.rules.impls:
            continue
        _play_auto(s, g, [{"action": "dogma", "card": "Teleprompter"},
                          {"choose": [f"{set_name} {age}"]}])
