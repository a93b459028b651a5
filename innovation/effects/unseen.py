"""What Unseen cards read and do beyond the base verbs: the safe and its secrets.

Secrets are face down for everybody, their owner included (U4-T4): a choice among them
shows their backs ("unseen-4 (ann)"), and secrets of one back are interchangeable.
"""

from __future__ import annotations

from collections.abc import Awaitable, Iterable
from typing import TYPE_CHECKING

from ..model.cards import AGE_CARD
from ..model.zones import AVAILABLE, HAND, SAFE
from ..rules import verbs as V
from ..rules.verbs_hidden import safeguard

if TYPE_CHECKING:
    from ..rules.engine import Game


class UnseenVerbs:
    """Mixed into `Ctx`."""

    __slots__ = ()
    g: Game
    me: int

    # ------------------------------------------------------------ reading
    def secrets(self, p: int | None = None) -> list[int]:
        """The cards in a player's safe."""
        return list(self.g.state.players[self.me if p is None else p].safe)

    def in_safe(self, cid: int | None, p: int | None = None) -> bool:
        return cid is not None and self.g.loc[cid][:2] == (SAFE, self.me if p is None else p)

    def safe_full(self, p: int | None = None) -> bool:
        return V.safe_full(self.g, self.me if p is None else p)

    def available_of(self, value: int) -> list[int]:
        """The available standard achievements of a value."""
        # Ruling (U4-T6): secrets are never available achievements (they lie in a safe,
        # not among the available ones): only the Achieve action reaches them
        g = self.g
        cards = g.cards.cards
        return [c for c in g.state.achievements if cards[c].kind == AGE_CARD and g.value(c) == value]

    def standard_achievements(self, p: int | None = None) -> list[int]:
        """A player's claimed standard achievements (Q-17: achieved secrets among them)."""
        cards = self.g.cards.cards
        return [c for c in self.g.state.players[self.me if p is None else p].achievements
                if cards[c].kind == AGE_CARD]

    def visible_count(self, color: int, p: int | None = None) -> int:
        """How many cards of a colour pile are visible: every one while it is splayed, the
        top card alone otherwise."""
        ps = self.g.state.players[self.me if p is None else p]
        pile = ps.piles[color]
        return len(pile) if ps.splay[color] else min(1, len(pile))

    # ------------------------------------------------------------ choosing hidden cards
    async def choose_hidden(self, cids: Iterable[int], optional: bool = False, prompt: str = "",
                            player: int | None = None) -> int | None:
        """One of some face-down cards: cards with the same back are interchangeable, so
        one of each back is offered (nothing is asked when they all look alike)."""
        g = self.g
        who = self.me if player is None else player
        seen: dict[str, int] = {}
        for c in cids:
            seen.setdefault(g.card_label(c, who), c)
        return await self.choose_card(list(seen.values()), optional, prompt, player)  # type: ignore[attr-defined]

    # ------------------------------------------------------------ doing
    def safeguard(self, cid: int, p: int | None = None) -> Awaitable[bool]:
        """Put a card in the safe; False when a full safe leaves it where it was."""
        return safeguard(self.g, self.me if p is None else p, cid)

    async def draw_and_safeguard(self, age: int, p: int | None = None) -> int | None:
        """Draw a card into the safe, face down (U4-T4: nobody sees it). With the safe full,
        the card is drawn and stays in the hand (U4-T5, WE-27)."""
        g = self.g
        who = self.me if p is None else p
        if V.safe_full(g, who):
            if g.logging:
                g.note(f"{g.name(who)}'s safe is full: the card drawn stays in hand.")
            return await V.draw(g, who, age)
        return await V.draw(g, who, age, to=SAFE)

    async def safeguard_available(self, value: int, p: int | None = None) -> int | None:
        """"Safeguard an available achievement of value N": the card safeguarded, or None
        (none of that value, or a full safe: U4-T5 leaves it available, U4-T7)."""
        options = self.available_of(value)
        # Ruling (U4-T5, U4-T7): a full safe leaves it available; safeguarded, it is off the
        # table, out of everyone's reach but its new owner's Achieve action
        if not options or self.safe_full(p):
            return None
        cid = await self.choose_hidden(options, prompt=f"Safeguard an available achievement "
                                       f"of value {value}")
        if cid is not None and await self.safeguard(cid, p):
            return cid
        return None

    def in_hand_of(self, cid: int, p: int | None = None) -> bool:
        return self.g.loc[cid][:2] == (HAND, self.me if p is None else p)

    def is_available(self, cid: int) -> bool:
        return self.g.loc[cid][0] == AVAILABLE
