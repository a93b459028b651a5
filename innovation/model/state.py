"""Game state: zones as lists of card ids. Plain data with a hand-written clone."""

from __future__ import annotations

from operator import attrgetter

from .cards import N_COUNTED, NONE, CardSet
from .zones import PLAYER_LIST_ATTRS, TABLE_LIST_ATTRS

_player_lists = attrgetter(*PLAYER_LIST_ATTRS)
_table_lists = attrgetter(*TABLE_LIST_ATTRS)
NO_BONUS = (0, 0)  # (bonus points, bonuses shown) of a board without bonuses
_COUNTED = (1 << 8 * N_COUNTED) - 1  # the icon counts' bits of a packed vector

MASK64 = (1 << 64) - 1


class Rng:
    """SplitMix64: the whole generator state is one integer, so it clones for free."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        return self.next64() % n

    def flip(self) -> bool:
        """A coin flip: True when the flipper wins it."""
        return self.next64() & 1 == 1

    def copy(self) -> Rng:
        return Rng(self.state)

    def shuffle(self, items: list) -> None:
        # next64 written out (the same numbers): a game deals some 200 to 500 cards, and a
        # call per card was a tenth of an expansion game's set-up
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & MASK64
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s


class ScriptedRng(Rng):
    """A generator whose next coin flips are fixed in advance (a scenario's `coins`), in
    order, whoever flips; once they are used up, flips come from the generator. The flips
    still to come are part of the state, so clones and replays see the same ones."""

    __slots__ = ("coins",)

    def __init__(self, seed: int, coins: tuple[bool, ...]):
        super().__init__(seed)
        self.coins = coins

    def flip(self) -> bool:
        coins = self.coins
        if not coins:
            return super().flip()
        self.coins = coins[1:]
        return coins[0]

    def copy(self) -> Rng:
        return ScriptedRng(self.state, self.coins)


# What each player has done during the current turn, reset when a turn begins: cards
# tucked, scored and drawn, actions taken, special actions used (once-per-turn actions of
# the expansions: a bit per action, SPECIAL_ACTION_BITS), draws of base cards (the
# Unseen's first-draw rule), and special achievements an event earned this turn, awaiting
# their claim (a bit each, numbered by the set that brings them: Cities' Legend ... Victory).
# The next counter holds what lasts until the end of the current action (a bit each:
# ACTION_MAJORITY, "you have sole majority in every icon during the action"); the colours of
# the cards tucked this turn (a bit each: 3rd-edition Pele) come last.
TURN_COUNTERS = ("tucked", "scored", "drawn", "actions", "special_actions", "base_draws",
                 "specials_due", "this_action", "tucked_colors")
(TUCKED, SCORED, DRAWN, ACTIONS, SPECIAL_ACTIONS, BASE_DRAWS, SPECIALS_DUE, THIS_ACTION,
 TUCKED_COLORS) = range(len(TURN_COUNTERS))
ACTION_MAJORITY = 1
SPECIAL_ACTION_BITS = {"endorse": 1, "decree": 2, "inspire": 4}


class PlayerState:
    """One player's zones (the per-player rows of the zone table) and board caches."""

    __slots__ = ("piles", "splay", *PLAYER_LIST_ATTRS, "alive", "_icons", "_kept", "points", "ver", "board",
                 "held", "counts", "_bonus", "_pile", "_packed", "_top")

    def __init__(self) -> None:
        self.piles: list[list[int]] = [[], [], [], [], []]  # index 0 bottom, -1 top
        self.splay: list[int] = [NONE] * 5
        for attr in PLAYER_LIST_ATTRS:  # hand, score, achievements, ... (model/zones.py)
            setattr(self, attr, [])
        self.alive = True
        self._icons: list[int] | None = None  # cached visible icon counts
        # the icon counts as modifiers make them, for a player whose modifiers read their
        # board alone (rules/icon_memo.py), kept while the board stays
        self._kept: list[int] | None = None
        self._packed = -1  # the piles' packed counts summed while the board stays (-1: not yet)
        self.points = 0  # total value of the score pile, kept up to date by Game.move
        self.ver = 0  # bumped whenever the board changes (cards or splays)
        self.board = 0  # bumped only when the board changes (ver also follows other changes)
        # bumped whenever a card comes to or leaves one of the player's other zones (hand,
        # score pile, forecast, achievements ...: Game.move); with `board`, all their cards
        self.held = 0
        self.counts = [0] * len(TURN_COUNTERS)  # this turn's counters (see TURN_COUNTERS)
        self._bonus: tuple[int, int] | None = None  # (bonus points, bonuses) while the board stays
        # per pile, what it shows while it stays (pile_facts): a change to one pile leaves
        # the others' worked out
        self._pile: list[tuple[int, tuple[int, ...]] | None] = [None] * 5
        self._top: tuple[int, int] | None = None  # (highest top value, how many) while the board stays

    def clone(self) -> PlayerState:  # replaced below by a copier written from the zone table
        raise NotImplementedError

    def zone_lists(self, board_last: bool = False):
        """Each of this player's card lists: board piles first (or last), then hand, score
        pile, achievements and the others in the zone table's order."""
        if not board_last:
            yield from self.piles
        yield from _player_lists(self)
        if board_last:
            yield from self.piles

    def board_changed(self, color: int) -> None:
        """The pile of that colour changed (a card in or out, its splay, its order)."""
        self._icons = self._bonus = self._top = self._kept = None
        self._packed = -1
        self._pile[color] = None
        self.ver += 1
        self.board += 1

    def pile_facts(self, cards: CardSet, color: int) -> tuple[int, tuple[int, ...]]:
        """What a pile shows: its icon counts packed 8 bits each (one addition per card) and
        its visible bonuses; kept until that pile changes."""
        facts = self._pile[color]
        if facts is None:
            cs = cards.cards
            pile = self.piles[color]
            packed = 0
            bonuses: tuple[int, ...] = ()
            if pile:
                top = cs[pile[-1]]
                packed = top.ptop
                if top.bonuses:  # most cards carry none: skip them at once
                    bonuses = top.visible_bonuses()
                splay = self.splay[color]
                if splay:
                    for cid in pile[:-1]:
                        card = cs[cid]
                        packed += card.pshown[splay]
                        if card.bonuses:
                            bonuses += card.visible_bonuses(splay)
            facts = self._pile[color] = (packed, bonuses)
        return facts

    def all_pile_facts(self, cards: CardSet) -> list[tuple[int, tuple[int, ...]]]:
        """Every pile's facts (pile_facts), by colour."""
        if self._packed < 0:
            self.packed(cards)  # (works every pile's out: kept while `_packed` is)
        return self._pile  # type: ignore[return-value]

    def icons(self, cards: CardSet) -> list[int]:
        """Visible icon counts on this board (cached until the board changes)."""
        v = self._icons
        if v is None:
            total = self._packed
            if total < 0:
                total = self.packed(cards)
            # (each count its byte, lowest first: read as bytes, without a loop in Python)
            v = self._icons = list((total & _COUNTED).to_bytes(N_COUNTED, "little"))
        return v

    def packed(self, cards: CardSet) -> int:
        """The board's packed counts (pile_facts summed): its icons 8 bits each (one icon:
        `packed >> 8 * icon & 255`, without the list `icons` builds), and above them
        (cards.SHOWN) the echo effects, flags and fountains it shows and its top cities.
        Kept until the board changes."""
        total = self._packed
        if total < 0:
            total = 0
            known = self._pile
            for color in range(5):
                facts = known[color]
                total += (facts if facts is not None else self.pile_facts(cards, color))[0]
            self._packed = total
        return total

    def bonus_points(self, cards: CardSet) -> int:
        """What the visible bonuses add to the score: the highest one its value, every other
        one a point, ties included (X3-T8, E3-T12). Cached until the board changes."""
        return self.bonus_facts(cards)[0]

    def bonus_count(self, cards: CardSet) -> int:
        """How many bonuses show on this board (cached with the points)."""
        return self.bonus_facts(cards)[1]

    def bonus_facts(self, cards: CardSet) -> tuple[int, int]:
        """(bonus points, bonuses shown), kept until the board changes."""
        known = self._bonus  # None once the board changed (Game.move, board_changed)
        if known is not None:
            return known
        piles = self._pile
        if None in piles:  # (the piles changed since: their facts again)
            for color in range(5):
                if piles[color] is None:
                    self.pile_facts(cards, color)
        # (the five piles' bonuses joined: most boards show none)
        shown = piles[0][1] + piles[1][1] + piles[2][1] + piles[3][1] + piles[4][1]  # type: ignore[index]
        if not shown:
            known = self._bonus = NO_BONUS
            return known
        count = len(shown)
        known = self._bonus = (max(shown) + count - 1, count)
        return known

    def top_facts(self, cards: CardSet) -> tuple[int, int]:
        """(the highest value among the top cards as they show on a board, how many top
        cards show it), kept until the board changes: every draw asks for the first, the 4th
        edition's Echoes draw rule for the second."""
        best = count = 0
        cs = cards.cards
        for pile in self.piles:
            if pile:
                age = cs[pile[-1]].board_age  # Battleship Yamato counts 11 (A3-T11)
                if age > best:
                    best, count = age, 1
                elif age == best:
                    count += 1
        known = self._top = (best, count)
        return known

    def top_cards(self) -> list[int]:
        return [pile[-1] for pile in self.piles if pile]

    def board_cards(self) -> list[int]:
        return [cid for pile in self.piles for cid in pile]


class GameState:
    """Everything that defines a position, except the pending coroutine."""

    __slots__ = ("decks", *TABLE_LIST_ATTRS, "players", "current", "actions_left",
                 "turn", "step", "rng", "phase", "moves", "winners", "end_reason", "setup_melds",
                 "known", "zero")

    def __init__(self, n_players: int, max_age: int, seed: int, n_sets: int = 1) -> None:
        # the supply piles: one per (set in play, age), the base set's first so that
        # decks[age] is the base deck of that age (Game.deck_index); top = end of list
        self.decks: list[list[int]] = [[] for _ in range(n_sets * (max_age + 1))]
        for attr in TABLE_LIST_ATTRS:  # available achievements, junk, ... (model/zones.py)
            setattr(self, attr, [])
        self.players = [PlayerState() for _ in range(n_players)]
        self.current = 0
        self.actions_left = 0
        self.turn = 0
        self.step = "turn_start"  # where the turn stands (rules/turn.py)
        self.rng = Rng(seed)
        self.phase = "setup"  # setup -> play -> over
        self.moves = 0  # counts every card movement or splay (for the sharing bonus)
        self.winners: list[int] | None = None
        self.end_reason = ""
        self.setup_melds: list[int] = []  # first-meld choices made so far (hidden)
        # per card, a bit per player who knows where it is and what it is (for bots that
        # imagine hidden cards consistently with what they have seen)
        self.known: list[int] = []
        # has the 4th edition's age-0 deck been introduced (Figures: Bear Grylls)? Until then
        # its cards are out of play, in no zone
        self.zero = False

    def close_zones(self, zones) -> None:
        """The zones of sets not in play hold an empty tuple: nothing to copy when cloning,
        and a card moved there fails loudly instead of landing in a zone nobody plays."""
        for z in zones:
            for holder in (self.players if z.per_player else (self,)):
                setattr(holder, z.attr, ())

    def clone(self) -> GameState:
        s = _clone_table(self)
        s.players = [p.clone() for p in self.players]
        s.rng = self.rng.copy()  # (a scenario's generator keeps its fixed coin flips)
        s.winners = None if self.winners is None else self.winners[:]
        return s

    def zone_lists(self):
        """Every card list of the state, in a fixed order (decks, table zones, then each
        player's zones)."""
        yield from self.decks
        yield from _table_lists(self)
        for p in self.players:
            yield from p.zone_lists()

    def all_zones(self):
        """Yield (zone name, list) for every zone, for invariant checks."""
        for age, deck in enumerate(self.decks):
            yield f"deck {age}", deck
        for attr, cards in zip(TABLE_LIST_ATTRS, _table_lists(self), strict=True):
            yield attr, cards
        for i, p in enumerate(self.players):
            for c, pile in enumerate(p.piles):
                yield f"p{i} pile {c}", pile
            for attr, cards in zip(PLAYER_LIST_ATTRS, _player_lists(p), strict=True):
                yield f"p{i} {attr}", cards


def _copier(cls: type, lists: tuple[str, ...], nested: tuple[str, ...], same: tuple[str, ...]):
    """A clone function for `cls`, written out line by line from the attribute names (the
    zone table's lists among them): a loop over the names costs three times as much, and
    cloning is on the search's hot path."""
    lines = ["def clone(self):", "    c = _new(_cls)"]
    lines += [f"    c.{a} = self.{a}[:]" for a in lists]
    lines += [f"    c.{a} = [x[:] for x in self.{a}]" for a in nested]
    lines += [f"    c.{a} = self.{a}" for a in same]
    lines.append("    return c")
    scope: dict = {"_new": object.__new__, "_cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 - code built from our own attribute names
    return scope["clone"]


PlayerState.clone = _copier(  # type: ignore[method-assign]
    PlayerState, ("splay", *PLAYER_LIST_ATTRS, "counts", "_pile"), ("piles",),
    ("alive", "_icons", "_kept", "points", "ver", "board", "held", "_bonus", "_packed", "_top"))
# the players, the generator and the winners are copied by GameState.clone itself
_clone_table = _copier(GameState, (*TABLE_LIST_ATTRS, "setup_melds", "known"), ("decks",),
                       ("current", "actions_left", "turn", "step", "phase", "moves",
                        "end_reason", "zero"))
