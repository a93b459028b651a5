"""What differs between rule editions, gathered in one object.

The engine reads these fields instead of testing the edition number. A ruleset is
assembled in `innovation.editions`, which is the only place that knows every layer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

EffectFn = Callable[[Any], Awaitable[None]]


@dataclass(slots=True)
class CardImpl:
    """A card's dogma effects in printed order; demands flagged."""

    name: str
    effects: list[EffectFn]
    demands: list[bool]
    texts: list[str] = field(default_factory=list)  # the project's own wording

    @property
    def has_demand(self) -> bool:
        return any(self.demands)


@dataclass(slots=True)
class SpecialAchievement:
    name: str
    condition: Callable[[Any, int], bool]  # (game, player) -> eligible
    text: str


@dataclass(slots=True)
class Ruleset:
    edition: int
    max_age: int  # drawing above this ends the game
    achievement_ages: range  # standard achievements set up at the start
    specials: dict[str, SpecialAchievement]
    impls: dict[str, CardImpl]
    ctx_factory: Callable[..., Any]  # builds the effect context card code runs against
    demand_ids: frozenset[int] = frozenset()  # cards with a demand effect (Monument)
    specials_at_end_of_action: bool = True  # 4th edition; 3rd claims immediately
    specials_need_board_only: bool = True  # conditions read only the player's own board
    removed_zone_name: str = "junk"

    def achievements_to_win(self, n_players: int, extra: int = 0) -> int:
        return max(3, 6 - (n_players - 2)) + extra
