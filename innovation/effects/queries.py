"""What card effects read: card facts and the table, for "you" (`x.me`) by default."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..model.cards import AGE_CARD, SPECIAL, Card
from ..model.zones import BOARD
from ..rules.hooks import HAND_QUERY, PRINTED_QUERY, modified

if TYPE_CHECKING:
    from ..rules.dogma import DogmaRun
    from ..rules.engine import Game


class Queries:
    """Facts and table queries of the effect context (mixed into `Ctx`)."""

    __slots__ = ()
    g: Game
    me: int
    run: DogmaRun

    def v(self, n: int) -> int:
        """A value printed in the effect (a value box), as it reads now: karmas may raise
        every such value for an effect or an action (Archimedes, Johannes Kepler), and a static
        karma may fix it for the executing player (the 3rd edition's Albert Einstein)."""
        n += self.bump  # type: ignore[attr-defined]
        g = self.g
        if g.hooks is not None and PRINTED_QUERY in g.modded:
            # Ruling: a value that "counts as" another is read last, once the action's or the
            # effect's increases are applied (Einstein with Archimedes draws a 10, not an 11)
            n = modified(g, PRINTED_QUERY, self.me, n)
        return n

    def c(self, cid: int) -> Card:
        return self.g.cards.cards[cid]

    def age(self, cid: int) -> int:
        return self.g.cards.cards[cid].age

    def color(self, cid: int) -> int:
        return self.g.cards.cards[cid].color

    def has(self, cid: int | None, icon: int) -> bool:
        """Does the card show the icon? (None, a draw a karma replaced by nothing: no.)"""
        return cid is not None and icon in self.g.cards.cards[cid].icons

    def named(self, name: str) -> int:
        return self.g.cards.find(name).id

    @property
    def memo(self) -> dict[str, Any]:
        """Shared by all effects of this Dogma action (e.g. 'if any card was transferred
        due to the demand')."""
        return self.run.memo

    def hand(self, p: int | None = None) -> list[int]:
        """The cards that count as being in the hand (Emperor Meiji adds opponents')."""
        g = self.g
        who = self.me if p is None else p
        hand = g.state.players[who].hand[:]
        return hand if HAND_QUERY not in g.modded else modified(g, HAND_QUERY, who, hand)

    def score_pile(self, p: int | None = None) -> list[int]:
        return list(self.g.state.players[self.me if p is None else p].score)

    def achievements(self, p: int | None = None) -> list[int]:
        return list(self.g.state.players[self.me if p is None else p].achievements)

    def pile(self, color: int, p: int | None = None) -> list[int]:
        """A colour pile, bottom first, top last."""
        return list(self.g.state.players[self.me if p is None else p].piles[color])

    def top(self, color: int, p: int | None = None) -> int | None:
        return self.g.top(self.me if p is None else p, color)

    def bottom(self, color: int, p: int | None = None) -> int | None:
        pile = self.g.state.players[self.me if p is None else p].piles[color]
        return pile[0] if pile else None

    def tops(self, p: int | None = None) -> list[int]:
        return self.g.tops(self.me if p is None else p)

    def all_top_cards(self) -> list[int]:
        """Top cards of every board, clockwise from the executing player's left."""
        return [c for p in self.players() for c in self.tops(p)]

    def pile_icons(self, color: int, icon: int, p: int | None = None) -> int:
        """How many of an icon one colour pile shows (its top card plus what its splay reveals)."""
        pile = self.pile(color, p)
        if not pile:
            return 0
        cards = self.g.cards.cards
        n = cards[pile[-1]].top[icon]
        splay = self.splay_of(color, p)
        if splay:
            n += sum(cards[c].shown[splay][icon] for c in pile[:-1])
        return n

    def has_demand(self, cid: int) -> bool:
        """Does the card have a demand effect?"""
        return cid in self.g.rules.demand_ids

    def board_cards(self, p: int | None = None) -> list[int]:
        return self.g.state.players[self.me if p is None else p].board_cards()

    def colors(self, p: int | None = None) -> list[int]:
        """Colours present on a board."""
        ps = self.g.state.players[self.me if p is None else p]
        return [c for c in range(5) if ps.piles[c]]

    def splay_of(self, color: int, p: int | None = None) -> int:
        return self.g.state.players[self.me if p is None else p].splay[color]

    def icons(self, icon: int, p: int | None = None) -> int:
        return self.g.icons(self.me if p is None else p, icon)

    def score(self, p: int | None = None) -> int:
        return self.g.score(self.me if p is None else p)

    def highest_top_age(self, p: int | None = None) -> int:
        return self.g.highest_top_age(self.me if p is None else p)

    def opponents(self, p: int | None = None) -> list[int]:
        return self.g.opponents(self.me if p is None else p)

    def players(self) -> list[int]:
        """All players still in the game, clockwise from the executing player's left,
        ending with the executing player."""
        return self.g.order_from(self.me)

    def available_achievements(self, standard_only: bool = True) -> list[int]:
        cards = self.g.cards.cards
        return [c for c in self.g.state.achievements if not standard_only or cards[c].kind == AGE_CARD]

    def available_specials(self) -> list[int]:
        cards = self.g.cards.cards
        return [c for c in self.g.state.achievements if cards[c].kind == SPECIAL]

    def deck(self, age: int) -> list[int]:
        return list(self.g.state.decks[age])

    def junk_pile(self) -> list[int]:
        return list(self.g.state.junk)

    def is_top(self, cid: int) -> bool:
        kind, p, col = self.g.loc[cid]
        return kind == BOARD and self.g.state.players[p].piles[col][-1] == cid

    def max_age(self, cids: Iterable[int]) -> int:
        cards = self.g.cards.cards
        return max((cards[c].age for c in cids), default=0)

    def min_age(self, cids: Iterable[int]) -> int:
        cards = self.g.cards.cards
        return min((cards[c].age for c in cids), default=0)

    def highest_of(self, cids: Iterable[int]) -> list[int]:
        cids = list(cids)
        top = self.max_age(cids)
        return [c for c in cids if self.age(c) == top]

    def lowest_of(self, cids: Iterable[int]) -> list[int]:
        cids = list(cids)
        low = self.min_age(cids)
        return [c for c in cids if self.age(c) == low]
