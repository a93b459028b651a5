"""What figure karmas read and do beyond the base verbs (Figures in the Sand)."""

from __future__ import annotations

from collections.abc import Awaitable, Iterable
from typing import TYPE_CHECKING

from ..rules import verbs as V
from ..rules.dogma import DogmaRun, impl_of, super_execute
from ..rules.victory import claimable

if TYPE_CHECKING:
    from ..rules.engine import Game
    from ..rules.hooks import Event

FIGURES = "figures"


class FigureVerbs:
    """Mixed into `Ctx`."""

    __slots__ = ()
    g: Game
    me: int

    def is_figure(self, cid: int | None) -> bool:
        return cid is not None and self.g.cards.cards[cid].type == FIGURES

    def figures_in(self, cids: Iterable[int]) -> list[int]:
        return [c for c in cids if self.is_figure(c)]

    def top_figures(self, p: int | None = None) -> list[int]:
        return self.figures_in(self.g.tops(self.me if p is None else p))

    def draw_figure(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        """Draw a figure (a base card when the figures' pile of that age is empty)."""
        return V.draw(self.g, self.me if p is None else p, age, purpose=FIGURES)

    async def demand_back(self, ev: Event) -> None:
        """Execute the demand effect of a "demand" event yourself against the player who
        issued it (Hammurabi): you are its "I", they are its "you"."""
        g = self.g
        card = ev.card
        assert card is not None
        effect = impl_of(g, card).effects[ev.value]
        run = DogmaRun(self.me, card, g.cards.cards[card].featured)
        await effect(g.rules.ctx_factory(g, ev.player, self.me, card, run, ev.value))

    async def super_execute_as(self, player: int, cid: int) -> None:
        """Another player super-executes a card (a karma's "the player super-executes ...")."""
        await super_execute(self.g, player, cid, chained=False)

    def claimable(self, p: int | None = None) -> list[int]:
        """The available standard achievements a player is eligible for now."""
        return claimable(self.g, self.me if p is None else p)

    def draw_from(self, set_name: str, age: int, p: int | None = None) -> Awaitable[int | None]:
        """Draw a card of a set in play (its base card if that pile is empty)."""
        return V.draw(self.g, self.me if p is None else p, age, purpose=set_name)
