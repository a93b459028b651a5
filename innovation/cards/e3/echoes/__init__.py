"""3rd edition, Echoes of the Past: one module per age."""

from ...registry import load_ages
from ._reg import ECHOES3

load_ages(__name__, range(1, 11))

REGISTRY = ECHOES3  # what editions.py collects from each set

__all__ = ["ECHOES3", "REGISTRY"]
