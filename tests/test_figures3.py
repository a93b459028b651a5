"""Figures in the Sand (3rd edition): what the rules module adds, beside the scenarios in
tests/scenarios/e3/figures (which pin every card's behaviour)."""

import json
from pathlib import Path

from innovation.cards.e3.figures import REGISTRY
from innovation.editions import ruleset
from innovation.model.cards import DECREE, card_set
from innovation.scenarios import Scenario

SCENARIOS = Path(__file__).parent / "scenarios" / "e3" / "figures"


def build(path: str):
    return Scenario(json.loads((SCENARIOS / f"{path}.json").read_text())).build()


def test_every_effect_karma_and_decree_names_a_card_of_the_set():
    cards = card_set(3)
    for name, impl in REGISTRY.impls.items():
        card = cards.find(name)
        assert card.set == "figures" and (card.kind == DECREE or card.age >= 1), name
        if card.kind != DECREE:
            # a figure has no dogma effect; its inspire or echo effect sits in its printed slot
            assert not impl.effects, name
            assert (impl.inspire is not None) == (card.inspire_slot is not None), name
            assert (impl.echo is not None) == (card.echo_slot is not None), name
    assert {c.name for c in cards.decrees if c.set == "figures"} <= set(REGISTRY.impls)


def test_the_meld_actions_steps_in_the_3rd_editions_order_whatever_the_join_order():
    """X3-T6: promotion (once, even with Echoes too) before the "When" karma."""
    for sets in (("base", "figures"), ("base", "figures", "echoes"), ("base", "echoes", "figures"),
                 ("base", "cities", "artifacts", "figures", "echoes")):
        steps = [getattr(s, "rank", 0) for s in ruleset(3, sets).after_meld]
        assert steps == sorted(steps)
        names = [s.__name__ for s in ruleset(3, sets).after_meld]
        assert names.count("promote") == 1 and names[-1] == "step", (sets, names)


def test_the_special_actions_are_offered_once_each():
    rs = ruleset(3, ("base", "figures"))
    verbs = [a.verb for a in rs.actions]
    assert verbs.count("inspire") == verbs.count("decree") == 1
    assert "inspire" not in [a.verb for a in ruleset(4, ("base", "figures")).actions]


def test_a_clone_mid_inspire_goes_on_like_the_original():
    g = build("age01/gilgamesh_inspire_scores_a_card_from_hand")
    g.answer_labels(["inspire red"])
    c = g.clone()
    assert c.labels(c.pending) == g.labels(g.pending) == ["Optics", "Pottery"]
    for x in (g, c):
        x.answer_labels(["Optics"])
    assert [c.card(x).name for x in c.state.players[0].hand] == \
        [g.card(x).name for x in g.state.players[0].hand]
