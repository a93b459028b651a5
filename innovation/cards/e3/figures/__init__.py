"""3rd edition, Figures in the Sand: one module per age, and the five decrees."""

from ...registry import load_ages
from ._reg import FIGURES3

load_ages(__name__, range(1, 11))
from . import decrees  # noqa: E402,F401

REGISTRY = FIGURES3  # what editions.py collects from each set

__all__ = ["FIGURES3", "REGISTRY"]
