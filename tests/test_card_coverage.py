"""Every card of the 4th-edition base set is implemented and exercised by scenarios."""

import json

from conftest import SCENARIOS

from innovation.editions import missing_cards, ruleset
from innovation.model.cards import card_set


def dogma_targets():
    """Cards activated by a Dogma step in some scenario."""
    found = set()
    for path in SCENARIOS.rglob("*.json"):
        data = json.loads(path.read_text())
        if data.get("edition") != 4:
            continue
        for step in data.get("steps", []):
            if step.get("action") == "dogma":
                found.add(step["card"])
    return found


def test_all_base_cards_implemented():
    assert missing_cards(4, ("base",)) == []


def test_every_card_has_scenarios_and_its_own_wording():
    cards = [c for c in card_set(4).age_cards if c.set == "base"]
    assert len(cards) == 115
    used = dogma_targets()
    assert [c.name for c in cards if c.name not in used] == []
    impls = ruleset(4).impls
    for c in cards:
        impl = impls[c.name]
        assert impl.texts and all(t.strip() for t in impl.texts), c.name
        assert len(impl.effects) == len(impl.demands) == len(impl.texts)
