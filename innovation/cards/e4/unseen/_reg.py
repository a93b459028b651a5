"""The registry the 4th-edition Unseen modules add their effects to."""

from ...registry import Registry

UNSEEN4 = Registry()
