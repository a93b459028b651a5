"""4th edition, Cities of Destiny: no city has effect text. A city's behaviour is its
icons, whose rules are in innovation/rules/sets/cities.py; the cards are registered as
having no effects (executing one does nothing)."""

from ....model.cards import card_set
from ...registry import Registry

REGISTRY = Registry()
REGISTRY.no_effects(c.name for c in card_set(4).by_set("cities") if c.age >= 1)

__all__ = ["REGISTRY"]
