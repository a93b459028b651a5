"""3rd edition (Deluxe), base set: one module per age.

Cards whose dogma text is the same in both editions share the 4th-edition
implementation (`shared.py`); the others are written per age here.
"""

from importlib import import_module

from ._reg import BASE3

for _age in range(1, 11):
    try:
        import_module(f"{__name__}.age{_age:02d}")
    except ModuleNotFoundError as exc:  # an age not written yet: its cards stay missing
        if exc.name != f"{__name__}.age{_age:02d}":
            raise
import_module(f"{__name__}.shared")

REGISTRY = BASE3  # what editions.py collects from each set

__all__ = ["BASE3", "REGISTRY"]
