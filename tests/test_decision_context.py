"""Every decision says who asks and why (issue 10, point 1)."""

import json

from innovation.editions import new_game
from innovation.model.cards import COLORS
from innovation.rules.dogma import DogmaRun
from innovation.scenarios import Scenario

GREEN = COLORS.index("green")


def position(edition, setup):
    g = Scenario({"name": "t", "edition": edition, "players": ["Ada", "Bob"],
                  "setup": setup, "steps": []}).build()
    g.start()
    return g


def test_rules_decisions_have_no_source_and_their_prompt_as_context():
    g = new_game(["Ada", "Bob"], seed=3)
    d = g.pending
    j = d.to_json(g.labels(d))
    assert j["source"] is None and j["context"] == d.prompt
    json.dumps(j)


def test_a_demand_names_its_owner_card_and_reason():
    g = position(4, {"Ada": {"red": ["Archery"]},
                     "Bob": {"hand": ["Construction", "Road Building"]}})
    g.answer_labels(["dogma Archery"])
    d = g.pending
    assert d.player == 1 and d.source is not None
    j = d.to_json(g.labels(d))
    assert j["source"] == {"seat": 0, "card": "Archery", "effect": 0, "demand": True}
    assert j["context"] == "Ada's Archery demands: give your highest card to Ada"
    assert j["prompt"] == "Give your highest card"
    assert sorted(j["options"]) == ["Construction", "Road Building"]  # labels unchanged


def test_own_and_shared_effects_say_so():
    g = position(4, {"Ada": {"yellow": ["Agriculture"], "hand": ["Archery"]},
                     "Bob": {"blue": ["Pottery"], "hand": ["Oars"]}})
    g.answer_labels(["dogma Agriculture"])
    d = g.pending  # Bob shares first
    assert d.player == 1 and d.source.seat == 0 and not d.source.demand
    assert d.context.startswith("Sharing Ada's Agriculture: ")
    g.answer_labels([])
    d = g.pending
    assert d.player == 0 and d.context.startswith("Ada's Agriculture: ")


def ctx_for(g, card, me=0, owner=0, effect=0):
    cid = g.cards.find(card).id
    return g.rules.ctx_factory(g, me, owner, cid, DogmaRun(owner, cid, 0), effect)


def asked(coro):
    d = coro.send(None)
    coro.close()
    return d


def test_a_splay_question_names_colour_and_direction():
    g = position(4, {"Ada": {"green": ["Sailing", "The Wheel"], "red": ["Archery", "Oars"],
                             "blue": ["Writing"]}})
    x = ctx_for(g, "Philosophy")
    d = asked(x.may_splay([GREEN], 1))
    assert d.prompt == "Splay your green cards left?"
    assert d.context == "Ada's Philosophy: splay your green cards left?"
    assert g.labels(d) == ["green"]
    d = asked(x.may_splay(range(5), 1))
    assert d.prompt == "Splay your red or green cards left?"


def test_default_card_prompts_read_naturally():
    g = position(4, {"Ada": {"hand": ["Archery", "Oars", "Sailing", "The Wheel"]}})
    x = ctx_for(g, "Pottery")
    hand = x.hand()
    assert asked(x.choose_cards(hand, 0, 3)).prompt == "You may choose up to three cards from your hand"
    assert asked(x.choose_cards(hand, 2, 2)).prompt == "Choose two cards from your hand"
    assert asked(x.choose_cards(hand, 1, 2)).prompt == "Choose one or two cards from your hand"
    assert asked(x.choose_cards(hand, 0, 9)).prompt == "You may choose any number of cards from your hand"
    assert asked(x.choose_card(hand)).prompt == "Choose a card from your hand"
    assert x.count_of(3) == "three cards" and x.count_of(1) == "one card"


def test_the_terminal_shows_the_context_line(capsys):
    import io

    from innovation.terminal import TerminalPlayer

    g = position(4, {"Ada": {"red": ["Archery"]},
                     "Bob": {"hand": ["Construction", "Road Building"]}})
    g.answer_labels(["dogma Archery"])
    out = io.StringIO()
    assert TerminalPlayer(lambda _: "1", out).decide(g, 1) == [0]
    assert "\nAda's Archery demands: give your highest card to Ada\nBob, pick one:\n" in out.getvalue()


def test_every_card_decision_in_random_games_says_who_asks_and_why():
    import random
    import re

    from innovation.agents.random_agent import random_answer

    splay = re.compile(r"^Splay your [a-z]+(, [a-z]+)*( or [a-z]+)? cards (left|right|up|aslant)\?$")
    seen_splays = 0
    for edition in (3, 4):
        for seed in range(12):
            g = new_game(["Ada", "Bob", "Cy"], seed=seed, edition=edition)
            rng = random.Random(seed)
            for _ in range(400):
                d = g.pending
                if d is None:
                    break
                j = d.to_json(g.labels(d))
                if d.kind == "action" or d.source is None:
                    assert j["source"] is None and j["context"] == d.prompt
                else:
                    src = d.source
                    assert j["source"]["card"] == src.card and g.cards.find(src.card)
                    owner = g.names[src.seat]
                    assert d.context.startswith((f"{owner}'s {src.card}", f"Sharing {owner}'s"))
                    assert d.prompt and d.prompt not in ("Choose a card", "Choose", "Choose a colour")
                    assert "(s)" not in d.prompt and "base-" not in d.context
                    if d.kind == "color" and d.prompt.startswith("Splay"):
                        assert splay.match(d.prompt), d.prompt
                        seen_splays += 1
                g.answer(random_answer(d, rng))
    assert seen_splays > 10


def test_the_terminal_takes_y_and_n_for_a_yes_or_no():
    import io

    from innovation.terminal import TerminalPlayer

    g = position(4, {"Ada": {"purple": ["Philosophy"], "green": ["Sailing", "The Wheel"]}})
    g.answer_labels(["dogma Philosophy"])
    d = g.pending
    assert d.prompt == "Splay your green cards left?"
    out = io.StringIO()
    assert TerminalPlayer(lambda _: "y", out).decide(g, 0) == [0]
    assert "Ada, 1 or y for yes, Enter or n for no:" in out.getvalue()
    assert TerminalPlayer(lambda _: "n", io.StringIO()).decide(g, 0) == []
