"""Game state: zones as lists of card ids. Plain data with a hand-written clone."""

from __future__ import annotations

from operator import attrgetter

from .cards import N_ICONS, NONE, CardSet
from .zones import PLAYER_LIST_ATTRS, TABLE_LIST_ATTRS

_player_lists = attrgetter(*PLAYER_LIST_ATTRS)
_table_lists = attrgetter(*TABLE_LIST_ATTRS)

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

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]


class PlayerState:
    """One player's zones (the per-player rows of the zone table) and board caches."""

    __slots__ = ("piles", "splay", *PLAYER_LIST_ATTRS, "alive", "_icons", "points", "ver",
                 "tucks", "scores")

    def __init__(self) -> None:
        self.piles: list[list[int]] = [[], [], [], [], []]  # index 0 bottom, -1 top
        self.splay: list[int] = [NONE] * 5
        for attr in PLAYER_LIST_ATTRS:  # hand, score, achievements, ... (model/zones.py)
            setattr(self, attr, [])
        self.alive = True
        self._icons: list[int] | None = None  # cached visible icon counts
        self.points = 0  # total value of the score pile, kept up to date by Game.move
        self.ver = 0  # bumped whenever the board changes (cards or splays)
        self.tucks = 0  # cards tucked and scored during the current turn (3rd-edition Monument)
        self.scores = 0

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.piles = [pile[:] for pile in self.piles]
        p.splay = self.splay[:]
        for attr, cards in zip(PLAYER_LIST_ATTRS, _player_lists(self), strict=True):
            setattr(p, attr, cards[:])
        p.alive = self.alive
        p._icons = self._icons
        p.points = self.points
        p.ver = self.ver
        p.tucks = self.tucks
        p.scores = self.scores
        return p

    def zone_lists(self):
        """Each of this player's card lists (board piles first)."""
        yield from self.piles
        yield from _player_lists(self)

    def board_changed(self) -> None:
        self._icons = None
        self.ver += 1

    def icons(self, cards: CardSet) -> list[int]:
        """Visible icon counts on this board (cached until the board changes)."""
        v = self._icons
        if v is None:
            cs = cards.cards
            total = 0  # icon counts packed 8 bits each: one addition per card
            for pile, splay in zip(self.piles, self.splay, strict=True):
                if pile:
                    total += cs[pile[-1]].ptop
                    if splay:
                        for cid in pile[:-1]:
                            total += cs[cid].pshown[splay]
            v = [(total >> (8 * i)) & 255 for i in range(N_ICONS)]
            self._icons = v
        return v

    def top_cards(self) -> list[int]:
        return [pile[-1] for pile in self.piles if pile]

    def board_cards(self) -> list[int]:
        return [cid for pile in self.piles for cid in pile]


class GameState:
    """Everything that defines a position, except the pending coroutine."""

    __slots__ = ("decks", *TABLE_LIST_ATTRS, "players", "current", "actions_left",
                 "turn", "rng", "phase", "moves", "winners", "end_reason", "setup_melds", "known")

    def __init__(self, n_players: int, max_age: int, seed: int) -> None:
        self.decks: list[list[int]] = [[] for _ in range(max_age + 1)]  # top = end of list
        for attr in TABLE_LIST_ATTRS:  # available achievements, junk, ... (model/zones.py)
            setattr(self, attr, [])
        self.players = [PlayerState() for _ in range(n_players)]
        self.current = 0
        self.actions_left = 0
        self.turn = 0
        self.rng = Rng(seed)
        self.phase = "setup"  # setup -> play -> over
        self.moves = 0  # counts every card movement or splay (for the sharing bonus)
        self.winners: list[int] | None = None
        self.end_reason = ""
        self.setup_melds: list[int] = []  # first-meld choices made so far (hidden)
        # per card, a bit per player who knows where it is and what it is (for bots that
        # imagine hidden cards consistently with what they have seen)
        self.known: list[int] = []

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.decks = [d[:] for d in self.decks]
        for attr, cards in zip(TABLE_LIST_ATTRS, _table_lists(self), strict=True):
            setattr(s, attr, cards[:])
        s.players = [p.clone() for p in self.players]
        s.current = self.current
        s.actions_left = self.actions_left
        s.turn = self.turn
        s.rng = Rng(self.rng.state)
        s.phase = self.phase
        s.moves = self.moves
        s.winners = None if self.winners is None else self.winners[:]
        s.end_reason = self.end_reason
        s.setup_melds = self.setup_melds[:]
        s.known = self.known[:]
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
