"""What card effects do: the verbs of rules/verbs.py, for "you" (`x.me`) by default.

Every verb is awaited (`await x.meld(card)`): a replacement effect may stop it to ask a
question. Verbs do as much as they can and report what happened, so "if you do" reads as
a test of their result.
"""

from __future__ import annotations

from collections.abc import Awaitable, Iterable
from typing import TYPE_CHECKING

from ..model.cards import NONE
from ..model.zones import DISPLAY
from ..rules import verbs as V
from ..rules import verbs_hidden as VH
from ..rules.dogma import DogmaComplete, self_execute, super_execute
from ..rules.outcome import single_player_with

if TYPE_CHECKING:
    from ..rules.dogma import DogmaRun
    from ..rules.engine import Game


async def _nothing() -> bool:
    """What a verb reports when it does nothing."""
    return False


class Moves:
    """The verbs of the effect context (mixed into `Ctx`)."""

    __slots__ = ()
    g: Game
    me: int
    run: DogmaRun

    # Plain verbs hand back the verb's own coroutine (`await x.meld(card)` awaits it): one
    # coroutine per verb, not two.
    # ------------------------------------------------------------ drawing
    def draw(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        """Draw into hand, skipping empty ages; drawing above the top age ends the game.
        None if a replacement effect drew nothing."""
        return V.draw(self.g, self.me if p is None else p, age)

    async def _draw_then(self, then, age: int, p: int | None) -> int | None:
        """Draw a card, then do `then` with it (meld, score, tuck, reveal, achieve)."""
        cid = await V.draw(self.g, self.me if p is None else p, age)
        if cid is not None:
            await then(cid, p)
        return cid

    def draw_and_meld(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self._draw_then(self.meld, age, p)

    def draw_and_score(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self._draw_then(self.score_card, age, p)

    def draw_and_tuck(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self._draw_then(self.tuck, age, p)

    def draw_and_reveal(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self._draw_then(self.reveal, age, p)

    def draw_and_achieve(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self._draw_then(self.achieve, age, p)

    def draw_and_foreshadow(self, age: int, p: int | None = None) -> Awaitable[int | None]:
        return self._draw_then(self.foreshadow, age, p)

    def foreshadow(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        """Put a card in the forecast; False when a full forecast leaves it where it was."""
        return VH.foreshadow(self.g, self.me if p is None else p, cid)

    def _immune(self, cid: int) -> bool:
        """3rd edition: a card on display cannot be affected by any effect, not even its own
        (Q-09, A3-T7; the ruleset's display_immune). Then an effect's verb does nothing."""
        g = self.g
        return g.rules.display_immune and g.loc[cid][0] == DISPLAY

    # ------------------------------------------------------------ boards
    def meld(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        if self._immune(cid):
            return _nothing()
        return V.meld(self.g, self.me if p is None else p, cid)

    def tuck(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        if self._immune(cid):
            return _nothing()
        return V.tuck(self.g, self.me if p is None else p, cid)

    def splay(self, color: int, direction: int, p: int | None = None) -> Awaitable[bool]:
        return V.splay(self.g, self.me if p is None else p, color, direction)

    def unsplay(self, color: int, p: int | None = None) -> Awaitable[bool]:
        return V.splay(self.g, self.me if p is None else p, color, NONE)

    def can_splay(self, color: int, direction: int, p: int | None = None) -> bool:
        return V.can_splay(self.g, self.me if p is None else p, color, direction)

    def rearrange(self, color: int, order: list[int], p: int | None = None) -> Awaitable[bool]:
        """Put a colour pile in a new order (`order` top first); False if unchanged."""
        return V.rearrange(self.g, self.me if p is None else p, color, order)

    # ------------------------------------------------------------ score piles, decks, junk
    def score_card(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        if self._immune(cid):
            return _nothing()
        return V.score(self.g, self.me if p is None else p, cid)

    def return_card(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        if self._immune(cid):
            return _nothing()
        return V.return_card(self.g, self.me if p is None else p, cid)

    async def return_cards(self, cids: Iterable[int],
                           prompt: str = "Choose the order to return the cards in (each goes "
                                         "under the ones before)") -> int:
        """Return several cards at once. Both rulebooks: "If multiple cards are returned at
        once, choose the order." The order is asked (one ordered pick of the cards the
        returning player can see) when two of them go under the same deck; cards the player
        cannot see go back in the order they lie, unasked. Returns how many were returned."""
        # Ruling (issue 9): one ordered pick of all the returned cards the player can see, asked
        # only when two of them share a deck (only then does the order show).
        cids = [c for c in cids if not self._immune(c)]
        g = self.g
        seen = [c for c in cids if g.visible_to(c, self.me)]
        if len(seen) >= 2:
            cards = g.cards.cards
            decks = [(cards[c].set, cards[c].age) for c in seen]
            if len(set(decks)) < len(decks):
                seen = await self.choose_cards(seen, len(seen), len(seen), prompt,  # type: ignore[attr-defined]
                                               ordered=True)
        unseen = [c for c in cids if c not in seen]
        for cid in seen + unseen:
            await V.return_card(g, self.me, cid)
        return len(cids)

    def junk(self, cid: int) -> Awaitable[bool]:
        if self._immune(cid):
            return _nothing()
        return V.junk(self.g, self.me, cid)

    def remove(self, cid: int) -> Awaitable[bool]:
        """3rd edition: put a card out of the game (the same pile the 4th edition calls junk)."""
        if self._immune(cid):
            return _nothing()
        return V.junk(self.g, self.me, cid)

    async def junk_deck(self, age: int) -> int:
        if not 0 <= age < len(self.g.state.decks):
            return 0
        return await V.junk_deck(self.g, self.me, age)

    # ------------------------------------------------------------ between players
    def transfer(self, cid: int, to: str, p: int | None = None) -> Awaitable[bool]:
        """Move a card to a player's hand, score pile, board (on top) or achievements.
        Not a meld, score or achieve for any other purpose."""
        if self._immune(cid):
            return _nothing()
        return V.transfer(self.g, self.me, cid, to, self.me if p is None else p)

    def exchange(self, a: list[int], a_zone: tuple[str, int], b: list[int],
                 b_zone: tuple[str, int]) -> Awaitable[None]:
        """Swap cards: `a` goes to `b_zone` and `b` to `a_zone` (zone = (name, player))."""
        return V.exchange(self.g, self.me, list(a), a_zone, list(b), b_zone)

    def reveal(self, cid: int, p: int | None = None) -> Awaitable[None]:
        return V.reveal(self.g, self.me if p is None else p, cid)

    # ------------------------------------------------------------ achievements and the end
    def achieve(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        if self._immune(cid):
            return _nothing()
        return V.achieve(self.g, self.me if p is None else p, cid)

    def claim_special(self, name: str, p: int | None = None) -> Awaitable[bool]:
        return V.claim_special(self.g, self.me if p is None else p, name)

    def to_available(self, cid: int) -> Awaitable[None]:
        """Make a card an available achievement."""
        return VH.to_available(self.g, self.me, cid)

    def flip(self, p: int | None = None) -> Awaitable[bool]:
        """Flip a coin: True if the flip is won."""
        return VH.flip(self.g, self.me if p is None else p)

    def win(self, p: int | None = None) -> Awaitable[None]:
        return V.win(self.g, self.me if p is None else p)

    def lose(self, p: int | None = None) -> Awaitable[None]:
        return V.lose(self.g, self.me if p is None else p)

    def single_player_with(self, values: dict[int, int], most: bool = True) -> int | None:
        return single_player_with(self.g, values, most)

    # ------------------------------------------------------------ executing other cards
    async def self_execute(self, cid: int, must: bool = False) -> None:
        """Execute the card's non-demand effects alone (3rd edition: "execute each of its
        non-demand dogma effects; do not share them"). `must`: "replacing 'may' with
        'must'" (Blackmail), every optional choice of the card becomes compulsory."""
        await self_execute(self.g, self.me, cid, chained=self.run.self_exec and self.g.rules.chain_rule,
                           must=must)

    async def super_execute(self, cid: int) -> None:
        await super_execute(self.g, self.me, cid, chained=self.run.self_exec and self.g.rules.chain_rule)

    def end_dogma(self) -> None:
        """End the whole Dogma action now."""
        raise DogmaComplete()
