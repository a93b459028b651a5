"""4th edition, Figures in the Sand: one module per age, and the five decrees."""

from importlib import import_module

from ._reg import FIGURES4

AGES = range(1, 12)
for _age in AGES:
    try:
        import_module(f"{__name__}.age{_age:02d}")
    except ModuleNotFoundError as exc:  # an age not written yet: its cards stay missing
        if exc.name != f"{__name__}.age{_age:02d}":
            raise
from . import decrees  # noqa: E402,F401

REGISTRY = FIGURES4  # what editions.py collects from each set

__all__ = ["FIGURES4", "REGISTRY"]
