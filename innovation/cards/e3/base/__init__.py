"""3rd edition (Deluxe), base set: one module per age.

Cards whose dogma text is the same in both editions share the 4th-edition
implementation (`shared.py`); the others are written per age here.
"""

from importlib import import_module

from ...registry import load_ages
from ._reg import BASE3

load_ages(__name__, range(1, 11))
import_module(f"{__name__}.shared")

REGISTRY = BASE3  # what editions.py collects from each set

__all__ = ["BASE3", "REGISTRY"]
