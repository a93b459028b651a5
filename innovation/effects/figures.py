"""What figure karmas read and do beyond the base verbs (Figures in the Sand)."""

from __future__ import annotations

from collections.abc import Awaitable, Iterable
from typing import TYPE_CHECKING

from ..model.state import ACTION_MAJORITY, THIS_ACTION
from ..rules import verbs as V
from ..rules.dogma import DogmaRun, impl_of, super_execute
from ..rules.sets.figures import introduce_zero, issue_decree
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

    def cards_held(self) -> list[int]:
        """Every card in a player's zone but the achievements (boards, hands, score piles,
        forecasts, displays, museums' artifacts, safes), every player in turn order from you:
        the cards "not achievements or in decks"."""
        # Ruling (Bear Grylls): the table's areas stay, like the achievements: available
        # achievements, the decrees and museums nobody holds; the junk is junk already
        out: list[int] = []
        for p in [self.me, *self.g.order_from(self.me)[:-1]]:
            ps = self.g.state.players[p]
            out += [c for pile in ps.piles for c in reversed(pile)]  # top first
            lists = list(ps.zone_lists(board_last=True))[:-len(ps.piles)]  # not the board
            out += [c for zone in lists if zone is not ps.achievements for c in zone]
        return out

    def introduce_zero(self) -> bool:
        """"Introduce the 0 deck" (Bear Grylls): False if it already was."""
        return introduce_zero(self.g)

    def claimable(self, p: int | None = None) -> list[int]:
        """The available standard achievements a player is eligible for now."""
        return claimable(self.g, self.me if p is None else p)

    def draw_from(self, set_name: str, age: int, p: int | None = None) -> Awaitable[int | None]:
        """Draw a card of a set in play (its base card if that pile is empty)."""
        return V.draw(self.g, self.me if p is None else p, age, purpose=set_name)

    async def issue_decree(self, color: int) -> bool:
        """Issue the decree of a colour, without the Decree action's cost (Sheikh Tamim)."""
        g = self.g
        for d in g.cards.decrees:
            if d.set == FIGURES and d.color == color:
                return await issue_decree(g, self.me, d.id)
        return False

    def hold_majority(self) -> None:
        """"You have sole majority in every icon during the action" (Muhammad Yunus): until the
        end of the current action, each of your icon counts is one more than anybody else's,
        if it is not already (rules/sets/figures.py: majority)."""
        g = self.g
        g.state.players[self.me].counts[THIS_ACTION] |= ACTION_MAJORITY
        g.forget_icon_counts()  # (counts worked out before this action's majority)
        if g.live is not None:
            g.live(g)  # the icons are modified now

    async def execute_again(self, ev: Event) -> None:
        """Execute once more the effect an "execute" event is about (Max Verstappen): the same
        player, the same Dogma."""
        g = self.g
        card, run = ev.card, ev.run
        assert card is not None and run is not None
        effect = impl_of(g, card).effects[ev.value]
        await effect(g.rules.ctx_factory(g, ev.player, run.owner, card, run, ev.value))

    def take_from_deck(self, cid: int) -> Awaitable[int | None]:
        """Draw a particular card lying on top of its supply pile (a revealed top card)."""
        c = self.g.cards.cards[cid]
        return V.draw(self.g, self.me, c.age, purpose=c.set, exact=True)

    def deck_of_set(self, set_name: str, age: int) -> list[int]:
        """A set's supply pile of an age (empty if the set is not in play)."""
        g = self.g
        return list(g.deck(set_name, age)) if set_name in g.set_slot else []

    def shuffle_deck(self, set_name: str, age: int) -> None:
        V.shuffle_deck(self.g, set_name, age)
