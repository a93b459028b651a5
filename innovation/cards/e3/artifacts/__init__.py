"""3rd edition, Artifacts of History: one module per age, and the relics."""

from ...registry import load_ages
from . import relics  # noqa: F401 - the five relics (the relics table option)
from ._reg import ARTIFACTS3

load_ages(__name__, range(1, 11))

REGISTRY = ARTIFACTS3  # what editions.py collects from each set

__all__ = ["ARTIFACTS3", "REGISTRY"]
