"""The registry the 3rd-edition Echoes card modules add their effects to."""

from ...registry import Registry

ECHOES3 = Registry()
