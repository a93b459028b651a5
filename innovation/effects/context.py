"""The verbs card effects are written in.

An effect is `async def effect(x: Ctx)`; `x.me` is the player executing it ("you"),
`x.owner` the player whose Dogma it is ("I" / "my" in a demand). Every verb defaults
to `x.me`. Verbs do as much as they can and report what happened, so "if you do"
reads as a test of their result.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..model.cards import COLORS, NONE, SPECIAL, SPLAYS, Card
from ..model.zones import ACHIEVED, AVAILABLE, BOARD, DECK, HAND, JUNK, SCORE
from ..model.zones import BY_NAME as ZONE_BY_NAME
from ..rules import primitives as P
from ..rules import victory as V
from ..rules.decision import CARDS, CHOICE, COLOR, PLAYER, VALUE, YESNO, Decision, Source
from ..rules.dogma import DogmaComplete, DogmaRun, self_execute, super_execute
from ..rules.engine import Game

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")


def count_of(n: int, noun: str = "card") -> str:
    """A count in words, for prompts: "one card", "three cards", "15 cards"."""
    word = NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
    return f"{word} {noun}" if n == 1 else f"{word} {noun}s"


def either(words: list[str]) -> str:
    """"red", "red or green", "red, green or blue"."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"


def how_many(lo: int, hi: int, n: int, noun: str = "card") -> str:
    """How many of `n` things to pick, in words: "a card", "up to three cards",
    "one or two cards", "any number of cards"."""
    hi = min(hi, n)
    if hi <= 1:
        return f"a {noun}"
    if lo == hi:
        return count_of(hi, noun)
    if lo == 0:
        return f"any number of {noun}s" if hi == n else f"up to {count_of(hi, noun)}"
    low = NUMBER_WORDS[lo] if lo < len(NUMBER_WORDS) else str(lo)
    join = "or" if hi == lo + 1 else "to"
    return f"{low} {join} {count_of(hi, noun)}"


class Ctx:
    __slots__ = ("g", "me", "owner", "card", "run", "effect_index", "_source")

    def __init__(self, g: Game, me: int, owner: int, card: int, run: DogmaRun, effect_index: int):
        self.g = g
        self.me = me
        self.owner = owner
        self.card = card
        self.run = run
        self.effect_index = effect_index
        self._source: Source | None = None

    # ------------------------------------------------------------ facts
    def c(self, cid: int) -> Card:
        return self.g.cards.cards[cid]

    def age(self, cid: int) -> int:
        return self.g.cards.cards[cid].age

    def color(self, cid: int) -> int:
        return self.g.cards.cards[cid].color

    def has(self, cid: int, icon: int) -> bool:
        return icon in self.g.cards.cards[cid].icons

    def named(self, name: str) -> int:
        return self.g.cards.find(name).id

    @property
    def memo(self) -> dict[str, Any]:
        """Shared by all effects of this Dogma action (e.g. 'if any card was transferred
        due to the demand')."""
        return self.run.memo

    @property
    def self_executing(self) -> bool:
        return self.run.self_exec

    def hand(self, p: int | None = None) -> list[int]:
        return list(self.g.state.players[self.me if p is None else p].hand)

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
        return [c for c in self.g.state.achievements if not standard_only or cards[c].kind != SPECIAL]

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

    # ------------------------------------------------------------ moves
    def draw(self, age: int, p: int | None = None) -> int:
        """Draw into hand, skipping empty ages; drawing above the top age ends the game."""
        return P.draw(self.g, self.me if p is None else p, age)

    def draw_and_meld(self, age: int, p: int | None = None) -> int:
        cid = self.draw(age, p)
        self.meld(cid, p)
        return cid

    def draw_and_score(self, age: int, p: int | None = None) -> int:
        cid = self.draw(age, p)
        self.score_card(cid, p)
        return cid

    def draw_and_tuck(self, age: int, p: int | None = None) -> int:
        cid = self.draw(age, p)
        self.tuck(cid, p)
        return cid

    def draw_and_reveal(self, age: int, p: int | None = None) -> int:
        cid = self.draw(age, p)
        self.reveal(cid)
        return cid


    def draw_and_achieve(self, age: int, p: int | None = None) -> int:
        cid = self.draw(age, p)
        self.achieve(cid, p)
        return cid

    def meld(self, cid: int, p: int | None = None) -> None:
        P.meld(self.g, self.me if p is None else p, cid)

    def tuck(self, cid: int, p: int | None = None) -> None:
        P.tuck(self.g, self.me if p is None else p, cid)

    def score_card(self, cid: int, p: int | None = None) -> None:
        P.score(self.g, self.me if p is None else p, cid)

    def return_card(self, cid: int) -> None:
        P.return_card(self.g, self.me, cid)

    async def return_cards(self, cids: Iterable[int],
                           prompt: str = "Choose the order to return the cards in (each goes "
                                         "under the ones before)") -> int:
        """Return several cards at once. Both rulebooks: "If multiple cards are returned at
        once, choose the order." The order is asked (one ordered pick of the cards the
        returning player can see) when two of them go under the same deck; cards the player
        cannot see go back in the order they lie, unasked. Returns how many were returned."""
        cids = list(cids)
        g = self.g
        seen = [c for c in cids if g.visible_to(c, self.me)]
        if len(seen) >= 2:
            cards = g.cards.cards
            decks = [(cards[c].set, cards[c].age) for c in seen]
            if len(set(decks)) < len(decks):
                seen = await self.choose_cards(seen, len(seen), len(seen), prompt, ordered=True)
        unseen = [c for c in cids if c not in seen]
        for cid in seen + unseen:
            P.return_card(g, self.me, cid)
        return len(cids)

    def junk(self, cid: int) -> None:
        P.junk(self.g, cid)

    def remove(self, cid: int) -> None:
        """3rd edition: put a card out of the game (the same pile the 4th edition calls junk)."""
        P.junk(self.g, cid)

    def junk_deck(self, age: int) -> int:
        return P.junk_deck(self.g, age) if 0 <= age < len(self.g.state.decks) else 0

    def achieve(self, cid: int, p: int | None = None) -> None:
        V.achieve(self.g, self.me if p is None else p, cid)

    def claim_special(self, name: str, p: int | None = None) -> bool:
        return V.claim_special(self.g, self.me if p is None else p, name)

    def transfer(self, cid: int, to: str, p: int | None = None) -> None:
        """Move a card to a player's hand, score pile, board (on top) or achievements.
        Not a meld, score or achieve for any other purpose."""
        owner = self.me if p is None else p
        kind = ZONE_BY_NAME[to].kind
        sub = self.color(cid) if kind == BOARD else 0
        g = self.g
        if g.logging:
            self._note_transfer(cid, kind, owner, to)
        g.move(cid, kind, owner, sub)

    def _note_transfer(self, cid: int, kind: int, owner: int, to: str) -> None:
        """The log line of a transfer: the card is named to the seats that know it (all of
        them if it ends face up on a board), and to the others read as "a 3"."""
        g = self.g
        c = g.card(cid)
        k0, p0, _ = g.loc[cid]
        where = {HAND: "hand", SCORE: "score pile", BOARD: "board", ACHIEVED: "achievements"}
        src = f" from {g.name(p0)}'s {where[k0]}" if p0 >= 0 and k0 in where else ""
        dst = f"{g.name(owner)}'s {where.get(kind, to)}"
        if kind == BOARD or g.visible_to(cid, -1):
            g.note(f"{c.name}{src} is transferred to {dst}.")
            return
        readers = g.state.known[cid] | (1 << owner if kind in (HAND, SCORE) else 0)
        words = c.back_words
        g.note(f"{c.name}{src} is transferred to {dst}.", readers=readers,
               public=f"{words[0].upper()}{words[1:]}{src} is transferred to {dst}.")

    def to_available(self, cid: int) -> None:
        """Make a card an available achievement."""
        self.g.move(cid, AVAILABLE)

    def reveal(self, cid: int) -> None:
        g = self.g
        g._revealed.add(cid)
        g.shown.add(cid)
        g.state.known[cid] = g.everyone
        if g.rules.reveal_counts_for_sharing:
            g.state.moves += 1
        if g.logging:
            g.note(f"{g.name(self.me)} reveals {g.card(cid).name}.")

    def splay(self, color: int, direction: int, p: int | None = None) -> bool:
        return P.splay(self.g, self.me if p is None else p, color, direction)

    def unsplay(self, color: int, p: int | None = None) -> bool:
        return P.splay(self.g, self.me if p is None else p, color, NONE)

    def can_splay(self, color: int, direction: int, p: int | None = None) -> bool:
        return P.can_splay(self.g, self.me if p is None else p, color, direction)

    def rearrange(self, color: int, order: list[int], p: int | None = None) -> bool:
        """Put the cards of a colour pile in a new order (`order` top first); the splay stays.
        False if the order is unchanged."""
        owner = self.me if p is None else p
        g = self.g
        ps = g.state.players[owner]
        pile = ps.piles[color]
        new = list(reversed(order))
        if sorted(new) != sorted(pile):
            raise ValueError("a rearranged pile must keep the same cards")
        if new == pile:
            return False
        pile[:] = new
        ps.board_changed()
        g.state.moves += 1
        if g.logging:
            g.note(f"{g.name(owner)} rearranges their {COLORS[color]} pile.")
        if g.immediate:
            g.immediate(g)
        return True

    def exchange(self, a: list[int], a_zone: tuple[str, int], b: list[int], b_zone: tuple[str, int]) -> None:
        """Swap cards: `a` goes to `b_zone` and `b` to `a_zone` (zone = (name, player))."""
        a, b = list(a), list(b)
        for cid in a:
            self.transfer(cid, b_zone[0], b_zone[1])
        for cid in b:
            self.transfer(cid, a_zone[0], a_zone[1])

    async def self_execute(self, cid: int) -> None:
        """Execute the card's non-demand effects alone (3rd edition: "execute each of its
        non-demand dogma effects; do not share them")."""
        await self_execute(self.g, self.me, cid, chained=self.run.self_exec and self.g.rules.chain_rule)

    async def super_execute(self, cid: int) -> None:
        await super_execute(self.g, self.me, cid, chained=self.run.self_exec and self.g.rules.chain_rule)

    def win(self, p: int | None = None) -> None:
        V.win(self.g, self.me if p is None else p)

    def lose(self, p: int | None = None) -> None:
        V.lose(self.g, self.me if p is None else p)

    def single_player_with(self, values: dict[int, int], most: bool = True) -> int | None:
        return V.single_player_with(self.g, values, most)

    def end_dogma(self) -> None:
        """End the whole Dogma action now."""
        raise DogmaComplete()

    # ------------------------------------------------------------ choices
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

    def decision(self, player: int | None, kind: str, prompt: str, options: list[Any],
                 lo: int = 1, hi: int = 1, ordered: bool = False, check=None) -> Decision:
        """A Decision asked by this effect (its `source` says so)."""
        return Decision(self.me if player is None else player, kind, prompt, options, lo, hi,
                        ordered, check, source=self.source)

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
            whose = "your" if owner == player else f"{self.g.name(owner)}'s"
            if kind == HAND:
                return f" from {whose} hand"
            if kind == SCORE:
                return f" from {whose} score pile"
            if kind == BOARD:
                return f" from {whose} board"
            if kind == ACHIEVED:
                return f" from {whose} achievements"
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
        lo = min(lo, len(cids))
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
            self.meld(card)

    async def tuck_cards(self, cards: list[int], prompt: str = "Order the cards to tuck "
                         "(the last of a colour ends at the bottom)") -> None:
        for card in await self.order_if_needed(list(cards), prompt):
            self.tuck(card)

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
        return self.splay(color, direction)

    def color_name(self, color: int) -> str:
        return COLORS[color]


def make_ctx(g: Game, me: int, owner: int, card: int, run: DogmaRun, i: int) -> Ctx:
    return Ctx(g, me, owner, card, run, i)


__all__ = ["Ctx", "make_ctx", "DECK", "HAND", "SCORE", "BOARD", "JUNK", "AVAILABLE", "ACHIEVED"]
