"""3rd-edition cards whose dogma text is word for word the 4th edition's: one
implementation serves both (edition differences live in the Ruleset).

Alchemy and Paper are not here although their 3rd-edition text matches the reference
4th-edition text: the 4th-edition rulebook prints a different text for both, which our
4th-edition implementation follows.
"""

from ...e4.base import BASE4
from ._reg import BASE3

SAME_TEXT = (
    "Pottery", "Tools", "Writing", "Metalworking", "Sailing", "The Wheel", "Agriculture",
    "Domestication", "Code of Laws", "Mysticism", "Calendar", "Mathematics", "Construction",
    "Currency", "Fermenting", "Philosophy", "Translation", "Engineering", "Optics",
    "Education", "Feudalism", "Experimentation", "Printing Press", "Colonialism", "Gunpowder",
    "Invention", "Anatomy", "Perspective", "Chemistry", "Measurement", "Astronomy", "Societies",
    "Atomic Theory", "Machine Tools", "Metric System", "Evolution", "Bicycle", "Lighting",
    "Quantum Theory", "Flight", "Antibiotics", "Composites", "Collaboration", "A.I.",
)

for _name in SAME_TEXT:
    if _name not in BASE3.impls:  # an age module may override with its own version
        BASE3.impls[_name] = BASE4.impls[_name]
