"""The registry the 4th-edition base card modules add their effects to."""

from ...registry import Registry

BASE4 = Registry()
