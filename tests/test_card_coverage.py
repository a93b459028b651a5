"""Every card of both editions' base sets is implemented and exercised by scenarios."""

import json
from pathlib import Path

import pytest

from innovation.editions import missing_cards, ruleset
from innovation.model.cards import card_set

SCENARIOS = Path(__file__).resolve().parent / "scenarios"

SIZES = {3: 105, 4: 115}


def dogma_targets(edition):
    """Cards activated by a Dogma step in some scenario of the edition."""
    found = set()
    for path in SCENARIOS.rglob("*.json"):
        data = json.loads(path.read_text())
        if data.get("edition") != edition:
            continue
        for step in data.get("steps", []):
            if step.get("action") == "dogma":
                found.add(step["card"])
    return found


@pytest.mark.parametrize("edition", [3, 4])
def test_all_base_cards_implemented(edition):
    assert missing_cards(edition, ("base",)) == {}


@pytest.mark.parametrize("edition", [3, 4])
def test_every_card_has_scenarios_and_its_own_wording(edition):
    cards = [c for c in card_set(edition).age_cards if c.set == "base"]
    assert len(cards) == SIZES[edition]
    used = dogma_targets(edition)
    assert [c.name for c in cards if c.name not in used] == []
    impls = ruleset(edition).impls
    for c in cards:
        impl = impls[c.name]
        assert impl.texts and all(t.strip() for t in impl.texts), c.name
        assert len(impl.effects) == len(impl.demands) == len(impl.texts)
