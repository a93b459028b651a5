"""4th edition, Echoes of the Past: one module per age."""

from ...registry import load_ages
from ._reg import ECHOES4

load_ages(__name__, range(1, 12))

REGISTRY = ECHOES4  # what editions.py collects from each set

__all__ = ["ECHOES4", "REGISTRY"]
