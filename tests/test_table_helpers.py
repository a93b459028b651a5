"""Engine helpers for the web app: undo limits, dogma preview, card tracking in views."""

import random

import pytest

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.preview import preview
from innovation.scenarios import Scenario
from innovation.views import view


def scenario_game(setup, players=("ann", "bob")):
    g = Scenario({"edition": 4, "players": list(players), "setup": setup}).build()
    return g


def test_undo_stops_at_hidden_information_and_other_players():
    g = new_game(["ann", "bob"], seed=4)
    g.track_history()
    rng = random.Random(0)
    while g.pending.kind != "action":
        g.answer(random_answer(g.pending, rng))
    p = g.pending.player
    assert g.undoable(p) == 0  # the last answer was someone else's first meld (or revealed)
    draw = g.labels(g.pending).index("draw")
    g.answer([draw])  # drawing shows p a hidden card: not undoable
    if g.pending.player == p:
        assert g.undoable(p) == 0


def test_undo_counts_own_answers_without_new_information():
    g = scenario_game({"ann": {"yellow": ["Agriculture"], "hand": ["Writing", "Sailing"]},
                       "bob": {"red": ["Archery"]}, "actions": 2})
    g.track_history()
    g.answer_labels(["meld Writing"])
    assert g.undoable(0) == 1
    g.answer_labels(["meld Sailing"])  # ann's turn ends: bob decides next, has not answered
    assert g.undoable(0) == 2 and g.undoable(1) == 0


def test_preview_sharing_vulnerability_and_nothing():
    g = scenario_game({"ann": {"red": ["Archery"], "yellow": ["Masonry"]},
                       "bob": {"blue": ["Writing"]}})
    p = preview(g, 0, "Archery")
    assert p["featured"] == "castle" and p["vulnerable"] == ["bob"] and p["sharing"] == []
    assert p["does_nothing"] is False  # the demand makes bob draw
    # Masonry with an empty hand and no red cards... it melds nothing: a warning
    assert preview(g, 0, "Masonry")["does_nothing"] is True
    with pytest.raises(ValueError):
        preview(g, 0, "Writing")  # not ann's card


def test_views_track_cards_seen_moving():
    g = scenario_game({"ann": {"red": ["Archery"], "hand": ["Tools"]},
                       "bob": {"blue": ["Writing"], "hand": ["Sailing"]},
                       "decks": {"base": {"1": ["Oars"]}}})
    g.answer_labels(["dogma Archery"])  # bob draws Oars, gives one of his two 1s to ann
    g.answer_labels(["Oars"])
    ann = view(g, 1)["players"][0]
    # bob knows which card he gave ann, though her hand shows backs to him...
    assert sorted(ann["hand"]) == ["base-1", "base-1"]
    assert sorted(t for t in ann["tracked"]["hand"] if t) == ["Oars"]
    # ...and ann does not know what bob kept
    assert view(g, 0)["players"][1]["tracked"]["hand"] == [None]
