"""The registry the 3rd-edition base card modules add their effects to."""

from ...registry import Registry

BASE3 = Registry()
