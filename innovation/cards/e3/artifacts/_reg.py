"""The registry the 3rd-edition Artifacts modules add their effects to."""

from ...registry import Registry

ARTIFACTS3 = Registry()
