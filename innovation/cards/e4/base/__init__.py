"""4th edition, base set: one module per age."""

from ...registry import load_ages
from ._reg import BASE4

load_ages(__name__, range(1, 12))

REGISTRY = BASE4  # what editions.py collects from each set

__all__ = ["BASE4", "REGISTRY"]
