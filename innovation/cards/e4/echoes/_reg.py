"""The registry the 4th-edition Echoes card modules add their effects to."""

from ...registry import Registry

ECHOES4 = Registry()
