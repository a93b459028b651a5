"""4th edition, The Unseen: one module per age."""

from ...registry import load_ages
from ._reg import UNSEEN4

load_ages(__name__, range(1, 12))

REGISTRY = UNSEEN4  # what editions.py collects from each set

__all__ = ["UNSEEN4", "REGISTRY"]
