"""The game object: state, card movement primitives and the coroutine driver.

A game is `f(config, seed, answers)`. The rules run as one coroutine that suspends at
each `Decision`; `answer()` resumes it. A suspended coroutine cannot be copied, so
`clone()` rebuilds the position from a snapshot taken at the start of the current
action plus the answers given since.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model.cards import DECREE, MUSEUM, NONE, Card, CardSet
from ..model.state import GameState
from ..model.zones import (
    ACHIEVED,
    AVAILABLE,
    BOARD,
    DECK,
    DECREES,
    HAND,
    HELD,
    JUNK,
    MUSEUMS,
    OWNER,
    PUBLIC,
    RELICS,
    SAFE,
    SCORE,
    ZONE_GET,
    ZONE_SEES,
    ZONES,
    closed_zones,
)
from .config import RULES_VERSION as RULES_VERSION
from .config import Config
from .config import RecordVersionError as RecordVersionError
from .decision import ACTION, Ask, Decision, IllegalAnswer, forced
from .hooks import ACHIEVEMENTS_QUERY, ANYONE, ICONS_QUERY, NOBODIES, POINTS_QUERY, VALUE_QUERY, modified
from .icon_memo import kept_icon_counts
from .labels import Labels
from .ruleset import Ruleset
from .undo import answer_blocks_undo

# a card's location is (kind, player, sub): the kinds are the zone table's (model/zones.py)

NO_START: Any = object()  # a playout's action start: none kept (Game.keep_action_start)


class GameOver(Exception):
    """Raised anywhere in the rules to end the game at once."""

    def __init__(self, winners: list[int], reason: str):
        super().__init__(reason)
        self.winners = winners
        self.reason = reason


class TurnOver(Exception):
    """The current player was eliminated: their turn ends at once."""


class EndlessAction(Exception):
    """An action's effects went round without end: it stops where it is (turn.take_action)."""


# Ruling (no rulebook covers it): effects that go round forever (Astronomy melding into Yuna
# Kim's return-and-tuck, cards cycling through a deck) stop once the action moved this many
ENDLESS_MOVES, NEVER = 10_000, 1 << 62  # cards; no action that ends moves a tenth of that


@dataclass(slots=True)
class LogEntry:
    text: str  # what players allowed to see the details read
    readers: int | None = None  # bitmask of the seats that read `text` (None: everybody)
    public: str | None = None  # what everybody else reads (None: nothing)

    def for_player(self, player: int | None) -> str | None:
        if self.readers is None or (player is not None and self.readers >> player & 1):
            return self.text
        return self.public


class Game(Labels):
    # Slots: attribute reads are the engine's most common operation, and a plain instance with
    # over 30 attributes falls back to a slower dictionary. `__dict__` stays for tests that patch.
    __slots__ = ("config", "seed", "rules", "cards", "names", "n", "logging", "log", "answers", "history",
                 "_parent", "_offset", "pending", "_coro", "_snap", "_snap_answers", "_snap_loc", "_reuse",
                 "_revealed", "shown", "special_cache", "_orders", "_all_alive", "_checking", "hooks",
                 "need", "action_rows", "everyone", "sets", "set_slot", "deck_span", "n_ids", "bonuses",
                 "state", "loc", "modded", "icon_whose", "live", "playout", "_icon_memo", "_endless_at",
                 "act_memo", "__dict__")

    def __init__(self, config: Config, seed: int, ruleset: Ruleset, cards: CardSet,
                 state: GameState | None = None):
        self.config = config
        self.seed = seed
        self.rules = ruleset
        self.cards = cards
        self.names = config.players
        self.n = len(config.players)
        self.logging = True
        self.log: list[LogEntry] = []
        self.answers: list[list[int]] = []  # answers given to this object (see full_answers)
        self.history: list[tuple[int, bool]] | None = None  # see track_history
        self._parent: Game | None = None  # a clone's history before its first answer
        self._offset = 0  # index in the full history of self.answers[0]
        self.pending: Decision | None = None
        self._coro = None
        self._snap: GameState | None = None
        self._snap_answers: int = 0  # len(self.answers) when the current action began
        self._snap_loc: list[tuple[int, int, int]] | None = None
        self._reuse: tuple | None = None  # see resume
        self.playout = False  # see keep_action_start
        self._icon_memo: tuple | None = None  # icon_counts: (state, moves, action, turn, counts)
        self._endless_at = NEVER  # the move count at which an action stops (ENDLESS_MOVES)
        # the last action choice's options, by (turn, actions left): a clone replaying that
        # choice reads them instead of working them out again (take_action)
        self.act_memo: tuple[tuple[int, int], list] | None = None
        self._revealed: set[int] = set()  # cards shown to everybody during this action
        self.shown: set[int] = set()  # every card ever face up for all (not kept by search clones)
        self.special_cache: dict[int, Any] = {}  # player -> board last checked; -1 ... -> specials
        # per seat: the turn order from it and the distant players; shared with clones while
        # every player is in the game (an elimination gives the game a dict of its own)
        self._orders: dict[int, tuple[list[int], frozenset[int]]] = {}
        self._all_alive = state is None or all(p.alive for p in state.players)
        self._checking = False  # the 3rd edition's immediate checks are running
        self.hooks = ruleset.make_hooks()  # None when nothing can watch events (the fast path)
        # the queries modifiers may change now (others are read from the state), and what
        # works them out again when top cards change (None: they never do)
        self.modded, self.live = ruleset.modded_plan() if self.hooks is not None else (frozenset(), None)
        # whose icon counts a modifier may change, and whose while their board does not
        # (hooks.icon_whose: `live` works it out with `modded`; without it, anyone's)
        self.icon_whose = ANYONE if ICONS_QUERY in self.modded else NOBODIES
        self.need = -1  # achievements needed to win, worked out once (rules/victory.py)
        # the action table's rows this table offers (a row may need a table option: parley)
        self.action_rows = tuple(a for a in ruleset.actions
                                 if not a.table_option or config.options.get(a.table_option))
        self.everyone = (1 << self.n) - 1
        self.sets = ["base"] + [e for e in config.expansions if e != "base"]  # slots: deck_index
        self.set_slot = {name: i for i, name in enumerate(self.sets)}
        self.deck_span = ruleset.max_age + 1
        self.n_ids = cards.id_span(config.expansions)
        self.bonuses = cards.has_bonuses(self.sets)  # any card with bonuses? (none in base)
        if state is None:
            state = GameState(self.n, ruleset.max_age, seed, len(self.sets))
            state.close_zones(closed_zones(tuple(self.sets)))
            state.known = [0] * self.n_ids
            self.loc: list[tuple[int, int, int]] = [(JUNK, -1, 0)] * self.n_ids
            self._deal(state)
        self.state = state
        if not hasattr(self, "loc"):
            self.loc = self._locate()
        if self.live is not None:
            self.live(self)

    # ------------------------------------------------------------------ setup
    def _deal(self, s: GameState) -> None:
        self.state = s
        span, slot = self.deck_span, self.set_slot
        for card in self.in_play():  # a supply pile per set and age (E3-T17: never one mixed deck)
            s.decks[slot[card.set] * span + card.age].append(card.id)
        # the base decks are shuffled first, in age order: base games deal as they always did
        loc = self.loc
        for index, deck in enumerate(s.decks):
            s.rng.shuffle(deck)
            where = (DECK, -1, index)  # (one tuple for the deck: locations are never mutated)
            for cid in deck:
                loc[cid] = where
        for age in self.rules.achievement_ages:
            self.move(s.decks[age][-1], AVAILABLE)
        for name in self.rules.specials:
            cid = self.cards.find(name).id
            s.achievements.append(cid)
            self.loc[cid] = (AVAILABLE, -1, 0)
        # Figures' decrees, Artifacts' museums and (3rd edition, an option) relics: their own areas
        relics = self.cards.relics if self.config.options.get("relics") else ()
        for card in (*self.cards.decrees, *self.cards.museums, *relics) if len(self.sets) > 1 else ():
            if card.set in self.set_slot:
                kind = DECREES if card.kind == DECREE else MUSEUMS if card.kind == MUSEUM else RELICS
                self.zone(kind).append(card.id)
                self.loc[card.id], s.known[card.id] = (kind, -1, 0), self.everyone
        hand = self.rules.starting_hand  # the sets of the two cards each player starts with
        for p in range(self.n):
            for name in hand:
                self.move(s.decks[slot[name] * span + 1][-1], HAND, p)
        s.moves = 0

    def in_play(self) -> list[Card]:
        """The age cards dealt into the supply piles: the base set's and those of every
        set in play (ages 1 and up; the age-0 deck once introduced)."""
        if len(self.sets) == 1:
            return self.cards.age_cards
        cards = list(self.cards.age_cards)
        for name in self.sets[1:]:
            cards += [c for c in self.cards.by_set(name) if c.age >= 1]
        return cards + self.cards.zero_cards if self.state.zero else cards  # once introduced

    def deck_index(self, set_name: str, age: int) -> int:
        """Where the supply pile of a set and age lies in `state.decks` (the zone's sub)."""
        return self.set_slot[set_name] * self.deck_span + age

    def deck_of(self, cid: int) -> int:
        """The supply pile a card belongs to (where it is returned)."""
        c = self.cards.cards[cid]
        return self.set_slot[c.set] * self.deck_span + c.age

    def deck(self, set_name: str, age: int) -> list[int]:
        return self.state.decks[self.set_slot[set_name] * self.deck_span + age]

    def _locate(self, s: GameState | None = None) -> list[tuple[int, int, int]]:
        """The location index of a state (by default the live one)."""
        loc: list[tuple[int, int, int]] = [(JUNK, -1, 0)] * self.n_ids
        s = s if s is not None else self.state
        players = range(len(s.players))
        for z in ZONES:
            for owner in (players if z.per_player else (-1,)):
                held = getattr(s.players[owner] if z.per_player else s, z.attr)
                for sub, cards in (enumerate(held) if z.split else ((0, held),)):
                    where = (z.kind, owner, sub)
                    for cid in cards:
                        loc[cid] = where
        return loc

    # ------------------------------------------------------------------ zones
    def zone(self, kind: int, player: int = -1, sub: int = 0) -> list[int]:
        return ZONE_GET[kind](self.state, player, sub)

    def move(self, cid: int, kind: int, player: int = -1, sub: int = 0,
             bottom: bool = False) -> None:
        """Move a card from wherever it is. `bottom` puts it under a pile or deck."""
        k0, p0, s0 = self.loc[cid]
        state = self.state
        if state.moves >= self._endless_at:
            raise EndlessAction
        src = ZONE_GET[k0](state, p0, s0)
        # did a top card that matters to `live` (Ruleset.live_cards) come or go?
        ask = k0 == BOARD and self.live is not None and self._top_matters(src, cid)
        src.remove(cid)
        players = state.players
        if k0 == BOARD:
            ps = players[p0]
            ps.board_changed(s0)
            if len(src) < 2:
                ps.splay[s0] = NONE
        elif HELD[k0]:  # (a player's other zone: PlayerState.held)
            ps = players[p0]
            ps.held += 1
            if k0 == SCORE:
                ps.points -= self.cards.cards[cid].age
            elif k0 == ACHIEVED:  # specials read the achievements held (the Unseen's Anonymity)
                ps.ver += 1
        elif k0 == AVAILABLE:
            self.special_cache.clear()  # the available specials changed (rules/victory.py)
        dst = ZONE_GET[kind](state, player, sub)
        if bottom:
            dst.insert(0, cid)
        else:
            dst.append(cid)
        if kind == BOARD:
            players[player].board_changed(sub)
        elif HELD[kind]:
            ps = players[player]
            ps.held += 1
            if kind == SCORE:
                ps.points += self.cards.cards[cid].age
            elif kind == SAFE:  # specials read the secrets held (the Unseen's Confidence)
                ps.ver += 1
        elif kind == AVAILABLE:
            self.special_cache.clear()  # a special may be claimable again; the specials changed
        sees = ZONE_SEES[kind]
        if sees == PUBLIC:
            self.shown.add(cid)
            state.known[cid] = self.everyone
        elif sees == OWNER:
            state.known[cid] |= 1 << player
        self.loc[cid] = (kind, player, sub)
        state.moves += 1
        if ask or (kind == BOARD and self.live is not None and self._top_matters(dst, cid)):
            self.live(self)  # top cards changed: so may the queries modified

    def _top_matters(self, pile: list[int], cid: int) -> bool:
        """Is the card coming to or leaving the top of this pile (`cid` its top, the one below
        it the other top), or the one it uncovers or covers, one of the ruleset's `live_cards`?
        (Put under a pile of several cards, a card changes no top.)"""
        if pile[-1] != cid:
            return False  # not the top: a tuck under a pile, or a card from under the top
        watched = self.rules.live_cards
        return watched is None or cid in watched or (len(pile) > 1 and pile[-2] in watched)

    # ------------------------------------------------------------------ facts
    def card(self, cid: int) -> Card:
        return self.cards.cards[cid]

    def opponents(self, player: int) -> list[int]:
        """Other players still in the game, clockwise from the player's left."""
        return [q for q in self.order_from(player) if q != player and self.is_opponent(player, q)]

    def is_opponent(self, a: int, b: int) -> bool:
        teams = self.config.options.get("teams")
        if teams and a != b:
            return teams[a] != teams[b]
        return a != b

    def order_from(self, player: int) -> list[int]:
        """Alive players clockwise, starting at the player's left and ending with them.
        (A fresh list: callers may change it.)"""
        seat = self._orders.get(player) or self._seat(player)  # (a seat's pair is never empty)
        return seat[0][:]

    def _seat(self, player: int) -> tuple[list[int], frozenset[int]]:
        """The turn order from a seat and the players distant from it, kept until a player
        is eliminated (verbs.py: lose clears them)."""
        n = self.n
        alive = self.state.players
        order = [(player + k) % n for k in range(1, n + 1) if alive[(player + k) % n].alive]
        near = {player, order[0], order[-2 if len(order) > 1 else 0]}
        seat = self._orders[player] = (order, frozenset(q for q in order if q not in near))
        return seat

    def distant(self, a: int, b: int) -> bool:
        """Neither the same player nor a neighbour (among players still in the game)."""
        seat = self._orders.get(a) or self._seat(a)  # (a seat's pair is never empty)
        return b in seat[1]

    def distant_players(self, player: int) -> list[int]:
        """The players neither the player nor a neighbour, in turn order from the left."""
        seat = self._orders.get(player) or self._seat(player)  # (a seat's pair is never empty)
        far = seat[1]
        return [q for q in seat[0] if q in far] if far else []

    # Queries: what static effects may change (rules/hooks.py: query modifiers). Rules and
    # cards read these, never the raw state, for icons, points, values and achievements.
    def icons(self, player: int, icon: int) -> int:
        if icon < 0:
            return 0  # no icon (a card without a featured icon): none counted
        if ICONS_QUERY not in self.modded:  # (read from the packed counts: no list built)
            ps = self.state.players[player]
            packed = ps._packed
            return ((packed if packed >= 0 else ps.packed(self.cards)) >> (icon << 3)) & 255
        return self.icon_counts(player)[icon]

    def icon_counts(self, player: int) -> list[int]:
        """Every icon's visible count on a board, as the rules see it."""
        counts = self.state.players[player].icons(self.cards)
        if ICONS_QUERY not in self.modded:
            return counts
        return kept_icon_counts(self, player, counts)

    def forget_icon_counts(self) -> None:
        """Something an icon modifier reads changed, other than the cards' places (icon_counts)."""
        self._icon_memo = None

    def score(self, player: int) -> int:
        """A player's score: the score pile's values plus the visible bonuses (Q-03: the
        score everywhere: eligibility, "most points", the score victory), then modifiers."""
        ps = self.state.players[player]
        points = ps.points
        if self.bonuses:  # (the points kept until the board changes, looked up without a call)
            known = ps._bonus
            points += (known if known is not None else ps.bonus_facts(self.cards))[0]
        return points if POINTS_QUERY not in self.modded else \
            modified(self, POINTS_QUERY, player, points)

    def value(self, cid: int) -> int:
        """A card's value (its printed age unless an effect says otherwise)."""
        age = self.cards.cards[cid].age
        return age if VALUE_QUERY not in self.modded else modified(self, VALUE_QUERY, cid, age)

    def achievement_count(self, player: int) -> int:
        """How many achievements a player has, as far as winning goes."""
        n = len(self.state.players[player].achievements)
        return n if ACHIEVEMENTS_QUERY not in self.modded else \
            modified(self, ACHIEVEMENTS_QUERY, player, n)

    def top(self, player: int, color: int) -> int | None:
        pile = self.state.players[player].piles[color]
        return pile[-1] if pile else None

    def tops(self, player: int) -> list[int]:
        return self.state.players[player].top_cards()

    def highest_top_age(self, player: int) -> int:
        ps = self.state.players[player]
        known = ps._top  # (kept until the board changes: PlayerState.top_facts)
        return (known if known is not None else ps.top_facts(self.cards))[0]

    def name(self, player: int) -> str:
        return self.names[player]

    # ------------------------------------------------------------------ log
    def note(self, text: str, private_to: int | None = None, public: str | None = None,
             readers: int | None = None) -> None:
        """Log a line; with `private_to` (a seat) or `readers` (a seat bitmask) only those
        seats read `text` and everybody else reads `public`."""
        if self.logging:
            if private_to is not None:
                readers = 1 << private_to
            self.log.append(LogEntry(text, readers, public))

    # ------------------------------------------------------------------ driver
    async def ask(self, d: Decision) -> list[Any]:
        """Ask a decision; returns the picked option values. Auto-answers forced ones, except
        the choice of an action, which is always asked (the scenario format's rule: a game
        stops before a lone Draw, so what follows a card's effect never depends on the deck)."""
        n = len(d.options)
        if (n <= 1 or d.min == n) and d.kind != ACTION:  # maybe nothing to choose
            k = forced(n, d.min, d.max, d.ordered, d.check)
            if k is not None:
                return d.options[:k]
        if self._snap is None and len(self.answers) > self._snap_answers:
            # the action was chosen and asks more without having kept its start: a clone or
            # a resumed game could not rebuild this position
            raise RuntimeError("an action that asks questions must call keep_action_start first")
        picks = await Ask(d)
        return [d.options[i] for i in picks]

    def start(self) -> None:
        self._coro = self.rules.entry(self)
        self._advance(None)

    def _advance(self, answer: list[int] | None) -> None:
        try:
            self.pending = self._coro.send(answer)
        except StopIteration:
            self.pending = None
            self._coro = None

    def answer(self, picks: Any) -> None:
        """Answer the pending decision with option indices. Raises IllegalAnswer."""
        d = self.pending
        if d is None:
            raise IllegalAnswer("the game is over: there is no decision to answer")
        idx = d.validate(picks)
        self.answers.append(idx)
        if self.history is None:
            self._advance(idx)
            return
        self.history.append((d.player, answer_blocks_undo(self, d.player, lambda: self._advance(idx))))

    def undoable(self, player: int) -> int:
        """How many of the last answers `player` may take back: their own, with nobody
        else answering since, none of them showing anybody a card, moving a card the
        player did not know or depending on one (innovation/rules/undo.py). Needs `history`
        (turned on with `track_history`)."""
        if self.history is None:
            raise RuntimeError("undo needs a game created with history tracking")
        n = 0
        for who, blocks in reversed(self.history):
            if who != player or blocks:
                break
            n += 1
        return n

    def track_history(self) -> None:
        """Record, per answer, who gave it and whether it may never be taken back (undo)."""
        if self.answers:
            raise RuntimeError("turn history tracking on before the first answer")
        self.history = []

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    # ------------------------------------------------------------------ snapshots
    def take_snapshot(self) -> None:
        """Called by the turn loop before each action is chosen. Choosing changes nothing,
        so until then the live state is the action's starting point: no copy is made."""
        if self._revealed:
            self._revealed = set()
        self._snap = self._snap_loc = None
        self._snap_answers = len(self.answers)

    def keep_action_start(self) -> None:
        """Called once the chosen action may ask further questions (Dogma): keep a copy of
        the state as the action started, so the position can be rebuilt mid-action. A
        playout (`clone(playout=True)`: a search's imagined continuation, the bench's random
        games) is never cloned nor observed mid-action: it keeps no copy, and says so if
        asked for one (`action_start`)."""
        if self._reuse is not None:  # a clone replaying: the snapshot it started from
            (self._snap, self._snap_loc), self._reuse = self._reuse, None
        elif self.playout:
            self._snap = NO_START
        else:
            self._snap, self._snap_loc = self.state.clone(), self.loc[:]

    def action_start(self) -> tuple[GameState, list[tuple[int, int, int]], list[list[int]]]:
        """The state the current action started from, its location index, and the answers
        given since (the current action's choice included)."""
        snap = self._snap
        if snap is None:
            return self.state, self.loc, []
        if snap is NO_START:
            raise RuntimeError("a playout keeps no action start: it cannot be cloned or "
                               "observed in the middle of an action")
        return snap, self._snap_loc, self.answers[self._snap_answers:]  # type: ignore[return-value]

    def sibling(self) -> Game:
        """A game object for the same table with nothing played (state and history unset)."""
        g = Game.__new__(Game)
        g.config, g.seed, g.rules, g.cards = self.config, self.seed, self.rules, self.cards
        g.names, g.n, g.everyone, g.n_ids = self.names, self.n, self.everyone, self.n_ids
        g.sets, g.set_slot, g.deck_span = self.sets, self.set_slot, self.deck_span
        g.bonuses, g.need, g.action_rows = self.bonuses, self.need, self.action_rows
        g.logging, g.log, g.answers, g._parent, g._offset, g.history = False, [], [], None, 0, None
        g.pending, g._coro, g._checking, g.playout = None, None, False, False
        g._icon_memo = g.act_memo = None
        g._endless_at = NEVER
        g._revealed, g.shown, g.special_cache = set(), set(), {}
        # the turn orders hold while nobody has left (a clone starts earlier in the game)
        g._all_alive = self._all_alive
        g._orders = self._orders if self._all_alive else {}
        g.hooks = None if self.hooks is None else self.rules.make_hooks()
        g.modded, g.live, g.icon_whose = self.modded, self.live, self.icon_whose
        g._snap, g._snap_loc, g._snap_answers, g._reuse = None, None, 0, None
        return g

    def shallow_copy(self) -> Game:
        """Another game object with the same fields (sharing their values)."""
        g = Game.__new__(Game)
        for name in Game.__slots__[:-1]:  # every field but __dict__
            if hasattr(self, name):
                setattr(g, name, getattr(self, name))
        g.__dict__.update(self.__dict__)
        return g

    def resume(self, snap: GameState, answers: list[list[int]], validate: bool = False,
               loc: list[tuple[int, int, int]] | None = None, fresh: bool = False) -> None:
        """Start this game at an action snapshot and replay the answers given since.
        With `validate`, an answer that does not fit raises IllegalAnswer. `loc` is the
        snapshot's location index, if known (saves recomputing it). `fresh`: nothing has
        run in this game object yet (a `sibling`), so its hooks are new already."""
        self.state = snap.clone()
        if self.hooks is not None and not fresh:  # a hook the abandoned run was in is not running now
            self.hooks = self.rules.make_hooks()
        if loc is None:
            loc = self._locate()
        self.loc = loc[:]
        if self.live is not None:
            self.live(self)
        # replaying the action's choice re-keeps its start: reuse the snapshot (it is never
        # mutated) instead of copying it again
        self._reuse = (snap, loc) if answers else None
        logging, self.logging = self.logging, False
        self._coro = self.rules.entry(self)
        self.pending = self._coro.send(None)
        for a in answers:
            if validate:
                if self.pending is None:
                    raise IllegalAnswer("the game ended before every answer was replayed")
                self.pending.validate(a)
            self.answers.append(a)
            self.pending = self._coro.send(a)
        self.logging = logging

    def clone(self, log: bool = False, playout: bool = False) -> Game:
        """An independent copy of this position, at the same decision.

        Rebuilt from the snapshot taken at the start of the current action plus the
        answers given since, so its cost does not grow with the length of the game.
        A `playout` copy is only played on (a search's iteration): it keeps no action
        starts (keep_action_start), so it cannot be cloned or observed mid-action.
        """
        g = self.sibling()
        g._parent = self
        # The same line of play up to its replayed action: the same action options (a turn
        # and its actions left name one action choice in a line)
        g.act_memo = self.act_memo
        if g.hooks is not None:
            g.hooks.adopt(self.hooks)  # type: ignore[arg-type]
        if log:
            g.log, g.shown = list(self.log), set(self.shown)
        if self._coro is None:
            # not started, or finished: copy the state
            if self.pending is not None:
                raise RuntimeError("cannot clone before the game has started")
            g.state = self.state.clone()
            g.loc = self.loc[:]  # the same top cards: the same `modded`
            g._offset = self._offset + len(self.answers)
        else:
            g._offset = self._offset + self._snap_answers
            snap, loc, answers = self.action_start()
            g.resume(snap, answers, loc=loc, fresh=True)
        g.logging = log
        g.playout = playout
        return g

    def full_answers(self) -> list[list[int]]:
        """Every answer since the start of the game."""
        if self._parent is None:
            return list(self.answers)
        return self._parent.full_answers()[:self._offset] + self.answers

    def to_json(self) -> dict:
        """Everything needed to rebuild this game exactly."""
        return {"config": self.config.to_json(), "seed": self.seed, "answers": self.full_answers()}
