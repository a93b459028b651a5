"""4th edition, The Unseen: one module per age."""

from importlib import import_module

from ._reg import UNSEEN4

AGES = range(1, 12)
for _age in AGES:
    try:
        import_module(f"{__name__}.age{_age:02d}")
    except ModuleNotFoundError as exc:  # an age not written yet: its cards stay missing
        if exc.name != f"{__name__}.age{_age:02d}":
            raise

REGISTRY = UNSEEN4  # what editions.py collects from each set

__all__ = ["UNSEEN4", "REGISTRY"]
