"""4th edition, Figures in the Sand: one module per age, and the five decrees."""

from ...registry import load_ages
from ._reg import FIGURES4

load_ages(__name__, range(1, 12))
from . import decrees  # noqa: E402,F401

REGISTRY = FIGURES4  # what editions.py collects from each set

__all__ = ["FIGURES4", "REGISTRY"]
