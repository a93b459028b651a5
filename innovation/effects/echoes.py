"""What Echoes cards read and do beyond the base verbs: the forecast, "foreseen" (Q-12),
bonuses, Echoes draws and achievement eligibility for any card."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING

from ..model.cards import AGE_CARD
from ..model.zones import FORECAST
from ..rules import verbs as V
from ..rules import verbs_hidden as VH
from ..rules.hooks import claim_points
from ..rules.sets.echoes import visible_bonuses, visible_echoes, visible_hexes

if TYPE_CHECKING:
    from ..rules.dogma import DogmaRun
    from ..rules.engine import Game


class Echoes:
    """The Echoes part of the effect context (mixed into `Ctx`)."""

    __slots__ = ()
    g: Game
    me: int
    card: int
    run: DogmaRun

    # ------------------------------------------------------------ reading
    def forecast(self, p: int | None = None) -> list[int]:
        return list(self.g.state.players[self.me if p is None else p].forecast)

    @property
    def foreseen(self) -> bool:
        """"If <this card> was foreseen": Ruling (Q-12, E4-T5): during the free Dogma action
        that follows this card's promotion from the forecast."""
        return self.run.foreseen == self.card

    def bonuses(self, p: int | None = None) -> list[int]:
        """The values of every visible bonus on a board (one entry per bonus)."""
        return visible_bonuses(self.g, self.me if p is None else p)

    def echo_count(self, color: int, p: int | None = None) -> int:
        """How many echo effects show in one colour pile."""
        return visible_echoes(self.g, self.me if p is None else p, color)

    def hex_count(self, color: int, p: int | None = None) -> int:
        """How many hexagons (card images) show in one colour pile."""
        return visible_hexes(self.g, self.me if p is None else p, color)

    def bonus_points(self, p: int | None = None) -> int:
        """What a board's visible bonuses add to its score."""
        g = self.g
        return g.state.players[self.me if p is None else p].bonus_points(g.cards)

    def has_bonus(self, cid: int) -> bool:
        return bool(self.g.cards.cards[cid].bonuses)

    def is_expansion(self, cid: int) -> bool:
        """Is the card of a set other than the base set?"""
        return self.g.cards.cards[cid].type != "base"

    def is_echoes(self, cid: int) -> bool:
        return self.g.cards.cards[cid].type == "echoes"

    def eligible(self, cid: int, p: int | None = None) -> bool:
        """Would the player be eligible to achieve this card, wherever it is: a top card of
        at least its value and five times its value in points, times one more for each
        standard achievement of that value held already (the duplicate rule, E3-T11)."""
        g = self.g
        who = self.me if p is None else p
        value = g.value(cid)
        cards = g.cards.cards
        held = sum(1 for a in g.state.players[who].achievements
                   if cards[a].kind == AGE_CARD and g.value(a) == value)
        points = claim_points(g, who, value, g.score(who))
        return g.highest_top_age(who) >= value and points >= 5 * value * (1 + held)

    # ------------------------------------------------------------ doing
    def draw_echoes(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        """Draw an Echoes card of the value (a base card if its pile is empty: X3-T2)."""
        return V.draw(self.g, self.me if p is None else p, age, purpose="echoes")

    async def draw_and_reveal_echoes(self, age: int, p: int | None = None) -> int | None:
        cid = await self.draw_echoes(age, p)
        if cid is not None:
            await V.reveal(self.g, self.me if p is None else p, cid)
        return cid

    async def draw_and_foreshadow_echoes(self, age: int, p: int | None = None) -> int | None:
        cid = await self.draw_echoes(age, p)
        if cid is not None:
            await VH.foreshadow(self.g, self.me if p is None else p, cid)
        return cid

    async def transfer_to_forecast(self, cid: int, p: int) -> bool:
        """Move a card into a player's forecast as a transfer; at or above the 4th
        edition's limit it stays where it was (E4-T2)."""
        g = self.g
        limit = VH.forecast_limit(g, p)
        if limit is not None and len(g.state.players[p].forecast) >= limit:
            return False
        return await V.transfer(g, self.me, cid, "forecast", p)

    def topdeck(self, cid: int) -> Awaitable[bool]:
        """Put a card on top of its deck (not a return: returns go under)."""
        return V.topdeck(self.g, self.me, cid)

    def look(self, cid: int) -> Awaitable[None]:
        """Look at a card where it lies (only you learn it)."""
        return V.look(self.g, self.me, cid)

    def in_forecast(self, cid: int) -> bool:
        return self.g.loc[cid][0] == FORECAST
