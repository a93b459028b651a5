"""The registry the 4th-edition Figures modules add their karmas and decrees to."""

from ...registry import Registry

FIGURES4 = Registry()
