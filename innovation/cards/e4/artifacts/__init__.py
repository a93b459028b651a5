"""4th edition, Artifacts of History: one module per age."""

from ...registry import load_ages
from ._reg import ARTIFACTS4

load_ages(__name__, range(1, 12))

REGISTRY = ARTIFACTS4  # what editions.py collects from each set

__all__ = ["ARTIFACTS4", "REGISTRY"]
