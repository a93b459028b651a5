"""4th edition, base set: one module per age."""

from ...registry import load_ages
from ._reg import BASE4

load_ages(__name__, range(0, 12))  # age 0: the age-0 deck

REGISTRY = BASE4  # what editions.py collects from each set

__all__ = ["BASE4", "REGISTRY"]
