"""What card effects ask: every choice is a Decision, awaited, naming the card that asks."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..model.cards import COLORS, SPLAYS
from ..model.zones import AVAILABLE, BOARD, ZONES
from ..rules.decision import CARDS, CHOICE, COLOR, PLAYER, VALUE, YESNO, Decision, Source, forced
from .words import count_of, either, how_many

if TYPE_CHECKING:
    from ..rules.engine import Game


class Choices:
    """The choices of the effect context (mixed into `Ctx`)."""

    __slots__ = ()
    g: Game
    me: int
    owner: int
    card: int
    effect_index: int
    run: Any
    _source: Source | None

    @property
    def source(self) -> Source:
        """Who asks this effect's questions: the card's owner, the card, the effect."""
        src = self._source
        if src is None:
            g = self.g
            name = g.cards.cards[self.card].name
            impl = g.rules.impls.get(name)
            i = self.effect_index
            demand = bool(impl and 0 <= i < len(impl.demands) and impl.demands[i])
            src = self._source = Source(self.owner, name, i, demand, g.names[self.owner])
        return src

    @property
    def compelled(self) -> bool:
        """Whether this effect runs in a self-execution "replacing 'may' with 'must'"
        (Blackmail): then every optional choice it asks is compulsory."""
        run = self.run
        return run is not None and run.must

    def decision(self, player: int | None, kind: str, prompt: str, options: list[Any],
                 lo: int = 1, hi: int = 1, ordered: bool = False, check=None) -> Decision:
        """A Decision asked by this effect (its `source` says so). Compelled (see
        `compelled`), a choice that may pick nothing must pick something."""
        if lo == 0 and hi > 0 and options and self.compelled:
            lo = 1
            prompt = prompt.replace("You may ", "You must ", 1)
        return Decision(self.me if player is None else player, kind, prompt, options, lo, hi,
                        ordered, check, asker=self)

    def count_of(self, n: int, noun: str = "card") -> str:
        """A count in words for a prompt: "one card", "three cards"."""
        return count_of(n, noun)

    def _where(self, cids: list[int], player: int) -> str:
        """Where all the cards lie, as seen by the deciding player ("" if not in one place)."""
        if not cids:
            return ""
        locs = {self.g.loc[c][:2] for c in cids}
        if len(locs) == 1:
            ((kind, owner),) = locs
            if owner >= 0:
                whose = "your" if owner == player else f"{self.g.name(owner)}'s"
                return f" from {whose} {ZONES[kind].words}"
            if kind == AVAILABLE:
                return " among the available achievements"
        if all(self.g.loc[c][0] == BOARD for c in cids):
            return " among the top cards"
        return ""

    async def choose_cards(self, cids: Iterable[int], lo: int = 1, hi: int = 1, prompt: str = "",
                           player: int | None = None, ordered: bool = False,
                           check=None) -> list[int]:
        """Pick between `lo` and `hi` of the cards (as many as there are, if fewer).
        `check(picked) -> str | None` can forbid some answers with a message."""
        cids = list(cids)
        if lo == 0 and hi > 0 and self.compelled:
            lo = 1
        lo = min(lo, len(cids))
        n = len(cids)
        if n <= 1 or lo == n:  # maybe nothing to choose: then no need to word a question
            k = forced(n, lo, hi, ordered, check)
            if k is not None:
                return cids[:k]
        if not prompt:
            who = self.me if player is None else player
            if ordered:
                prompt = "Put the cards in order" + self._where(cids, who)
            else:
                prompt = (("You may choose " if lo == 0 else "Choose ")
                          + how_many(lo, hi, len(cids)) + self._where(cids, who))
        d = self.decision(player, CARDS, prompt, cids, lo, hi, ordered, check)
        return await self.g.ask(d)

    async def choose_card(self, cids: Iterable[int], optional: bool = False, prompt: str = "",
                          player: int | None = None) -> int | None:
        picked = await self.choose_cards(cids, 0 if optional else 1, 1, prompt, player)
        return picked[0] if picked else None

    async def choose_color(self, colors: Iterable[int], optional: bool = False, prompt: str = "",
                           player: int | None = None) -> int | None:
        optional = optional and not self.compelled
        colors = list(colors)
        d = self.decision(player, COLOR,
                          prompt or ("You may choose a colour" if optional else "Choose a colour"),
                          colors, 0 if optional else min(1, len(colors)), 1)
        picked = await self.g.ask(d)
        return picked[0] if picked else None

    async def choose_colors(self, colors: Iterable[int], n: int, prompt: str = "") -> list[int]:
        colors = list(colors)
        d = self.decision(None, COLOR, prompt or f"Choose {count_of(n, 'colour')}", colors,
                          min(n, len(colors)), n)
        return await self.g.ask(d)

    async def choose_player(self, players: Iterable[int], prompt: str = "",
                            optional: bool = False) -> int | None:
        optional = optional and not self.compelled
        players = list(players)
        d = self.decision(None, PLAYER,
                          prompt or ("You may choose a player" if optional else "Choose a player"),
                          players, 0 if optional else min(1, len(players)), 1)
        picked = await self.g.ask(d)
        return picked[0] if picked else None

    async def choose_value(self, values: Iterable[int], prompt: str = "",
                           player: int | None = None) -> int | None:
        values = list(values)
        d = self.decision(player, VALUE, prompt or "Choose a value", values, min(1, len(values)), 1)
        picked = await self.g.ask(d)
        return picked[0] if picked else None

    async def choose_option(self, labels: list[str], prompt: str = "", optional: bool = False,
                            player: int | None = None) -> str | None:
        optional = optional and not self.compelled
        labels = list(labels)
        d = self.decision(player, CHOICE, prompt or f"Choose {either(labels)}", labels,
                          0 if optional else min(1, len(labels)), 1)
        picked = await self.g.ask(d)
        return picked[0] if picked else None

    async def order_if_needed(self, cards: list[int], prompt: str) -> list[int]:
        """The order to meld or tuck several cards in: asked (one ordered pick of all of
        them) only when two share a colour, since only then does the order show."""
        if len({self.color(c) for c in cards}) == len(cards):
            return list(cards)
        return await self.choose_cards(cards, len(cards), len(cards), prompt, ordered=True)

    async def meld_cards(self, cards: list[int], prompt: str = "Order the cards to meld "
                         "(the last of a colour ends on top)") -> None:
        for card in await self.order_if_needed(list(cards), prompt):
            await self.meld(card)  # type: ignore[attr-defined]

    async def tuck_cards(self, cards: list[int], prompt: str = "Order the cards to tuck "
                         "(the last of a colour ends at the bottom)") -> None:
        for card in await self.order_if_needed(list(cards), prompt):
            await self.tuck(card)  # type: ignore[attr-defined]

    async def choose_extreme(self, cids: list[int], n: int, prompt: str, highest: bool = True,
                             player: int | None = None) -> list[int]:
        """The `n` highest (or lowest) of the cards; the deciding player breaks ties at the edge."""
        ranked = sorted(cids, key=self.age, reverse=highest)
        if len(ranked) <= n:
            return ranked
        edge = self.age(ranked[n - 1])
        sure = [c for c in ranked if (self.age(c) > edge if highest else self.age(c) < edge)]
        tied = [c for c in ranked if self.age(c) == edge]
        k = n - len(sure)
        return sure + await self.choose_cards(tied, k, k, prompt, player=player)

    async def may(self, prompt: str, player: int | None = None) -> bool:
        """A "you may" with nothing else to choose: answer `yes`, or decline."""
        d = self.decision(player, YESNO, prompt, ["yes"], 0, 1)
        return bool(await self.g.ask(d))

    async def may_splay(self, colors: Iterable[int], direction: int, prompt: str = "") -> bool:
        """"You may splay your X (or Y) cards <direction>": offers only the colours that
        can be splayed that way; nothing is asked if none can."""
        options = [c for c in colors if self.can_splay(c, direction)]
        if not options:
            return False
        if not prompt:
            prompt = f"Splay your {either([COLORS[c] for c in options])} cards {SPLAYS[direction]}?"
        color = await self.choose_color(options, optional=True, prompt=prompt)
        if color is None:
            return False
        return await self.splay(color, direction)  # type: ignore[attr-defined]
