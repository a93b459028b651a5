"""The registry the 3rd-edition Figures modules add their karmas, effects and decrees to."""

from ...registry import Registry

FIGURES3 = Registry()
