"""What Artifacts cards read and do beyond the base verbs (Artifacts of History)."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING

from ..model.zones import HAND
from ..rules import verbs as V
from ..rules.sets.artifacts import execute_as_own

if TYPE_CHECKING:
    from ..rules.dogma import DogmaRun
    from ..rules.engine import Game

ARTIFACTS = "artifacts"


class ArtifactVerbs:
    """Mixed into `Ctx`."""

    __slots__ = ()
    g: Game
    me: int
    run: DogmaRun

    def is_artifact(self, cid: int | None) -> bool:
        return cid is not None and self.g.cards.cards[cid].type == ARTIFACTS

    def in_hand(self, cid: int, p: int | None = None) -> bool:
        """Is the card (still) in that player's hand?"""
        return self.g.loc[cid][:2] == (HAND, self.me if p is None else p)

    def sets_in_play(self) -> list[str]:
        return list(self.g.sets)

    def draw_from(self, set_name: str, age: int, p: int | None = None) -> Awaitable[int | None]:
        """Draw a card of a named set (a base card when that set's pile of the age is empty)."""
        return V.draw(self.g, self.me if p is None else p, age, purpose=set_name)

    def draw_artifact(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self.draw_from(ARTIFACTS, age, p)

    async def junk_set_deck(self, set_name: str, age: int) -> int:
        """Junk every card of one set's deck of an age (the base deck: the age's own)."""
        if not 1 <= age <= self.g.rules.max_age or set_name not in self.g.set_slot:
            return 0
        return await V.junk_deck(self.g, self.me, age, set_name)

    def execute_as_this(self, cid: int) -> Awaitable[None]:
        """3rd edition: "Execute the effects on <a card> as if they were on this card. Do not
        share them." (its demands and compels reach this Dogma's victims)."""
        return execute_as_own(self.g, self.me, cid, self.run)

    def on_display(self, cid: int, p: int | None = None) -> bool:
        """Is the card on that player's display?"""
        return cid in self.g.state.players[self.me if p is None else p].display
