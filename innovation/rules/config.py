"""A table's configuration, and the rules version its game record carries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The version of the rules a game record was played under. A change that alters the stream
# of decisions (what is asked, in which order) raises it: a record of another version would
# replay into a different game, so it is refused instead. History:
#   1  (no version in the record) until issue 9
#   2  issue 9: the choice of an action always asked; returned cards ordered; Tools; ties
RULES_VERSION = 2


class RecordVersionError(ValueError):
    """A game record made under another version of the rules: it cannot be replayed."""


@dataclass
class Config:
    players: list[str]
    edition: int = 4
    expansions: list[str] = field(default_factory=lambda: ["base"])
    options: dict[str, Any] = field(default_factory=dict)
    rules_version: int = RULES_VERSION

    def to_json(self) -> dict:
        return {"players": self.players, "edition": self.edition,
                "expansions": self.expansions, "options": self.options,
                "rules_version": self.rules_version}

    @staticmethod
    def from_json(d: dict) -> Config:
        return Config(list(d["players"]), int(d.get("edition", 4)),
                      list(d.get("expansions", ["base"])), dict(d.get("options", {})),
                      int(d.get("rules_version", 1)))

    def check_version(self) -> None:
        """Refuse a record made under other rules (it would replay into another game)."""
        if self.rules_version != RULES_VERSION:
            raise RecordVersionError(
                f"this game was recorded under rules version {self.rules_version}; this program "
                f"plays version {RULES_VERSION}, so it cannot replay it faithfully")
