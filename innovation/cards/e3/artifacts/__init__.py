"""3rd edition, Artifacts of History: one module per age."""

from importlib import import_module

from . import relics  # noqa: F401 - the five relics (the relics table option)
from ._reg import ARTIFACTS3

AGES = range(1, 11)
for _age in AGES:
    try:
        import_module(f"{__name__}.age{_age:02d}")
    except ModuleNotFoundError as exc:  # an age not written yet: its cards stay missing
        if exc.name != f"{__name__}.age{_age:02d}":
            raise

REGISTRY = ARTIFACTS3  # what editions.py collects from each set

__all__ = ["ARTIFACTS3", "REGISTRY"]
