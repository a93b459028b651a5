"""The undo rule (innovation/rules/undo.py): an answer may be taken back only if nobody was
shown a card its seat did not know, and its outcome did not depend on one."""

import random

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.scenarios import Scenario


def game(setup):
    g = Scenario({"edition": 4, "players": ["ann", "bob"], "setup": setup}).build()
    g.track_history()
    return g


def test_an_outcome_that_depended_on_an_opponents_hidden_cards_is_not_undoable():
    # bob's score pile holds no 1: the demand silently does nothing. Taking the dogma back
    # would tell ann something about bob's hidden score pile for free.
    g = game({"ann": {"green": ["Mapmaking"]}, "bob": {"score": ["Construction"]}, "actions": 2})
    g.answer_labels(["dogma Mapmaking"])
    assert g.pending.player == 0 and g.pending.kind == "action"
    assert g.undoable(0) == 0
    # the same dogma against an empty score pile depends on nothing hidden
    g = game({"ann": {"green": ["Mapmaking"]}, "bob": {}, "actions": 2})
    g.answer_labels(["dogma Mapmaking"])
    assert g.pending.player == 0 and g.undoable(0) == 1


def test_a_meld_from_ones_own_hand_stays_undoable_and_a_draw_ends_it():
    g = game({"ann": {"yellow": ["Agriculture"], "hand": ["Writing", "Sailing"]}, "actions": 2})
    g.answer_labels(["meld Writing"])
    assert g.undoable(0) == 1
    g = game({"ann": {"yellow": ["Agriculture"]}, "actions": 2})
    g.answer_labels(["draw"])
    assert g.undoable(0) == 0


def test_no_undoable_answer_showed_anybody_a_card_its_seat_did_not_know():
    """Random games: after every answer the rule allows taking back, no seat knows a card
    it did not know before, and no card unknown to the answering seat moved."""
    undoable = total = 0
    for seed in range(6):
        g = new_game(["ann", "bob", "cy"], seed=seed)
        g.track_history()
        rng = random.Random(seed)
        while g.pending is not None and len(g.answers) < 400:
            seat = g.pending.player
            known, loc = g.state.known[:], g.loc[:]
            g.answer(random_answer(g.pending, rng))
            total += 1
            if g.pending is not None and g.pending.player == seat and g.undoable(seat):
                undoable += 1
                for cid, before in enumerate(known):
                    if not before >> seat & 1:
                        assert g.state.known[cid] == before and g.loc[cid] == loc[cid]
    assert undoable > total // 20  # undo stays useful
