"""The registry the 4th-edition Artifacts modules add their effects to."""

from ...registry import Registry

ARTIFACTS4 = Registry()
