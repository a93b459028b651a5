"""The index of the active karmas (Figures in the Sand, both editions; expansions-rules
§5): which karmas the top cards carry now, by what they watch.

Karmas are declared by the cards (cards/registry.py: `R.karma`, `R.when_melded`,
`R.static`, `R.decree`) and active while their card is a top card, on any board (F3-T5: a
covered figure keeps what it shows, icons, bonuses, echo and inspire effects, F3-T21, and
loses its karmas). The provider here turns the active ones into hooks, indexed by (kind,
verb): an event looks up its karmas, it does not scan the boards. The index is worked out
whenever top cards may change (the game calls `Ruleset.live_queries` then: `Game.live`),
from each top card's part, worked out once per card and owner; the last few indexes are
kept for every game alike. It tells which queries the active static karmas modify:
`Game.modded` holds only those (and the always-modified ones), so a game pays for static
karmas only while one is active; which verbs a karma watches (`Hooks.now`); and whose
values the static karmas change (`Game.icon_whose`)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...model.cards import card_set
from ...model.zones import BOARD
from ..dogma import DogmaComplete, DogmaRun
from ..engine import Game
from ..hooks import (
    ACHIEVEMENTS_QUERY,
    AFTER,
    ANY,
    CLAIM_POINTS_QUERY,
    DECREE,
    ICONS_QUERY,
    INSTEAD,
    NOBODY,
    OPPONENT,
    POINTS_QUERY,
    STATIC,
    VALUE_QUERY,
    WOULD,
    YOU,
    Event,
    Hook,
    Karma,
)
from ..ruleset import Ruleset
from .kept import answers, version_of

SET = "figures"
ASKS = ("asks", None)  # in an index: some active karma watches events (and may ask)
LIVE = ("live", None)  # in an index: the queries its static karmas modify
WATCHED = ("watched", None)  # in an index: the (kind, verb) pairs its hooks watch
NOW = "now"  # in an index, (NOW, players): those and the ones always watched, and whose
# changes they watch (Hooks.now), and their verbs, would- and after-hooks apart (Hooks.woulds,
# afters)
VERBS = ("verbs", None)  # in an index: the verbs of those, would- and after-hooks apart
OWNERS = "owners"  # in an index, (OWNERS, query): the owners of the static karmas of a query
RESTLESS = "restless"  # ... (RESTLESS, query): those whose karmas read more than their board
# the queries about a player whose static karmas change their owner's value only (whose)
YOURS = frozenset({ICONS_QUERY, POINTS_QUERY, ACHIEVEMENTS_QUERY})
READERS = "karma readers"  # hooks.cache: the Dogma records of reading karmas (reader)
PER_PLAYER = "figures by player"  # hooks.cache: each board's karma cards (rebuild)
# in a board's part (rebuild), for its player object: taken from a clone's parent (adopt),
# good while the board's counter is the same
LINE: Any = object()
PARTS = ("parts", None)  # in an index: the parts it joins whose hooks watch events (_now)
NONE_LIVE: frozenset[str] = frozenset()
NO_WATCH: frozenset = frozenset()


class Part(NamedTuple):
    """What one top card's karmas put in an index (KarmaIndex._part)."""

    entries: dict[tuple[str, Any], tuple]  # key: its hooks or static karmas or decree karmas
    statics: list[tuple[int, Karma]]  # (owner, static karma)
    watched: frozenset[tuple[str, str]]  # the (kind, verb) pairs its hooks watch
    woulds: frozenset[str]  # the verbs of those, would-hooks ...
    afters: frozenset[str]  # ... and after-hooks
    hooks: tuple[tuple[tuple[str, str], Hook], ...]  # its hooks, by the (kind, verb) watched
    whose: dict[int, frozenset[tuple]]  # by players in the game: its (kind, verb, player) (_now)

    def triples(self, n: int) -> frozenset[tuple]:
        """The (kind, verb, player) triples of the changes its hooks may fire on, `n` players
        in the game: a superset of what `_condition` lets them fire on (an opponent's: anyone
        else's, team-mates told apart when a hook fires)."""
        found = self.whose.get(n)
        if found is None:
            found = self.whose[n] = frozenset(
                (*key, p) for key, h in self.hooks for p in range(n)
                if (p == h.owner if h.by == YOU else h.by == ANY or p != h.owner))
        return found


class KarmaIndex:
    """The karmas of one ruleset, by card id, and the per-game index of the active ones."""

    def __init__(self, rs: Ruleset) -> None:
        cards = card_set(rs.edition)
        self.rules = rs
        self.by_card: dict[int, list[Karma]] = {}
        for c in cards.all_age_cards + cards.relics:  # R3-T7: the Ching Shih relic is a figure
            impl = rs.impls.get(c.name)
            if impl is not None and impl.karmas:
                self.by_card[c.id] = impl.karmas
        self.figures = frozenset(c.id for c in cards.by_type(SET))
        # each figure's icons as bits (a board's top figures' icons: Auspice, figures.py)
        self.figure_icons = {c.id: sum(1 << i for i in set(c.icons) if i >= 0) for c in cards.by_type(SET)}
        self.live = self.figures | frozenset(self.by_card)  # top cards an index reads
        # every (kind, verb) some karma of these cards watches: other events skip the lookup
        self.watches = frozenset((k.kind, v) for ks in self.by_card.values() for k in ks
                                 for v in k.verbs)
        self.built: dict[tuple[tuple[int, int], ...], dict] = {}  # rebuild: index by top cards
        self.parts: dict[tuple[int, int], Part] = {}  # _part, by (owner, card)
        # _now: the verbs of the hooks' fixed part, and its triples, by (fixed part, players)
        self.fixed_verbs: dict[tuple[frozenset, int], tuple] = {}
        self.eager = True  # the index is worked out whenever top cards change (hooks.watch_plan)
        # the static karmas whose answers are kept while what they read stays (kept.py)
        self.versions = {id(k): v for ks in self.by_card.values() for k in ks
                         if k.kind == STATIC and (v := version_of(k)) is not None}

    # ------------------------------------------------------------ the active karmas
    def __call__(self, g: Game) -> dict[tuple[str, Any], Any]:
        """The hook provider: the active karmas, indexed by (kind, verb or query or owner)."""
        # The game works the index out again whenever top cards may change (`live_queries`:
        # Game.move to or from a board, verbs.rearrange, Game.live); a position resumed from
        # a snapshot is a new state object. In between, the index is read as it is.
        last = g.hooks.cache.get(SET)  # type: ignore[union-attr]
        if last is not None and last[0] is g.state:
            return last[2]
        return self.rebuild(g)

    def rebuild(self, g: Game) -> dict[tuple[str, Any], Any]:
        """The index of the karmas of the top cards now. An index depends only on which
        cards are top cards, and whose: the last few are kept (for every game alike)."""
        state = g.state
        hooks = g.hooks
        cache = hooks.cache  # type: ignore[union-attr]
        players = state.players
        # per player, kept until that board changes (its board counter; a resumed position
        # has new player objects; LINE: adopt): (player object, counter, its karma cards, two figures?)
        seen = cache.get(PER_PLAYER)
        if seen is None or len(seen) != len(players):
            seen = cache[PER_PLAYER] = [None] * len(players)
        key: tuple[tuple[int, int], ...] = ()
        fading = False  # does a player have two top figures or more?
        for p, ps in enumerate(players):
            known = seen[p]
            if known is None or known[1] != ps.board or (known[0] is not ps and known[0] is not LINE):
                known = seen[p] = self._board(p, ps)
            if known[2]:
                key += known[2]
            if known[3]:
                fading = True
        built = self.built
        index = built.get(key)
        if index is None:
            if len(built) >= 64:
                # (few: most sets of top cards come once in a random game, and a large store
                # of indexes kept the garbage collector busy, measured; a search revisits few).
                # The oldest goes as each new one comes: dropping them all at once let their
                # allocations count toward the collector's next young pass, one pass every
                # 64 indexes built, each over the whole game just made (measured)
                del built[next(iter(built))]
            index = built[key] = self._build(key)
        cache[SET] = (state, key, index, fading)
        if hooks.eager:  # type: ignore[union-attr]
            # (an index may serve games of any number of players: the owners are seats)
            n = len(players)
            now = index.get((NOW, n))  # (the ruleset's hooks all have the same fixed part)
            if now is None:
                now = index[(NOW, n)] = self._now(index, hooks.fixed, n)  # type: ignore[union-attr]
            # the (kind, verb) pairs watched now and whose events they watch (Hooks.now), and
            # their verbs, would-hooks and after-hooks apart (Hooks.woulds, afters)
            hooks.now, hooks.woulds, hooks.afters = now  # type: ignore[union-attr,misc]
        return index

    def adopt(self, cache: dict, parent: dict) -> None:
        """A clone's cache (Hooks.adopt): the parent's boards' parts. The clone replays the
        parent's line from an earlier point of it, and a board's counter only grows along
        a line, so a board whose counter is the same there is the same board."""
        seen = parent.get(PER_PLAYER)
        if seen is not None:
            cache[PER_PLAYER] = [None if k is None else (LINE, *k[1:]) for k in seen]

    def _board(self, p: int, ps: Any) -> tuple[Any, int, tuple[tuple[int, int], ...], bool, int]:
        """What one board brings to an index: (its player object, its board counter, its top
        karma cards as (owner, card), has it two top figures or more?, the icons its top
        figures show, as bits)."""
        mine = []
        shown = icons = 0  # top figures, their icons
        by_card, figures, live = self.by_card, self.figure_icons, self.live
        for pile in ps.piles:
            if pile:
                top = pile[-1]
                if top in live:  # (one test for most top cards)
                    if top in by_card:
                        mine.append((p, top))
                    bits = figures.get(top)
                    if bits is not None:
                        shown += 1
                        icons |= bits
        return (ps, ps.board, tuple(mine), shown > 1, icons)

    def figure_icons_shown(self, g: Game, player: int) -> int:
        """The icons a player's top figures show, as bits (kept with the index: worked out
        again whenever a top figure comes or goes)."""
        cache = g.hooks.cache  # type: ignore[union-attr]
        last = cache.get(SET)
        if last is None or last[0] is not g.state:
            self.rebuild(g)  # (current for this position: the boards' parts too)
        return cache[PER_PLAYER][player][4]

    def _now(self, index: dict, fixed: frozenset, n: int) -> tuple[frozenset, frozenset, frozenset]:
        """An index's (kind, verb) pairs watched now, with the hooks' fixed part, and the
        (kind, verb, player) triples of the players whose changes they watch (`watching`);
        and their verbs of would-hooks and of after-hooks."""
        known = self.fixed_verbs.get((fixed, n))
        if known is None:
            known = self.fixed_verbs[(fixed, n)] = (
                frozenset(v for k, v in fixed if k == WOULD), frozenset(v for k, v in fixed if k == AFTER),
                frozenset((k, v, p) for k, v in fixed for p in range(n)))  # (a rule's: anyone's)
        woulds, afters = index[VERBS]  # (the karmas' own, from _build)
        return (index[WATCHED].union(fixed, known[2], *[part.triples(n) for part in index[PARTS]]),
                woulds | known[0], afters | known[1])

    def fading(self, g: Game) -> bool:
        """Has a player two top figures or more (fade_step)?"""
        self(g)
        return g.hooks.cache[SET][3]  # type: ignore[union-attr]

    def has(self, g: Game, kind: str, verb: str) -> bool:
        """Does an active karma watch this verb now (hooks.watching)?"""
        return (kind, verb) in self.watches and (kind, verb) in self(g)

    def live_queries(self, g: Game) -> frozenset[str]:
        """The queries the active static karmas modify (Ruleset.live_queries): a game pays
        for a static karma's modifier only while its card is a top card."""
        return self.rebuild(g).get(LIVE, NONE_LIVE)  # type: ignore[return-value]

    def action_asks(self, g: Game, option: tuple) -> bool:
        """May this action ask a question? Any action may meet an active karma that watches
        events, or end with a fade pending from before (a karma negated one). Otherwise a
        Draw action changes no board; a Meld action asks only when it melds a card with
        karmas (its "When" karma) or a figure beside another top figure (a fade); an Achieve
        action only when it takes a card from a board (a karma may make a top card
        available: the card beneath may bring a fade). Other actions may always ask."""
        index = self(g)
        if ASKS in index or g.hooks.cache[SET][3]:  # type: ignore[union-attr]  # (fading)
            return True
        verb = option[0]
        if verb == "draw":
            return False
        if verb == "meld":
            cid = option[1]
            if cid in self.by_card:
                return True
            if cid not in self.figures:
                return False
            color = g.cards.cards[cid].color
            figures = self.figures
            return any(pile and pile[-1] in figures and c != color
                       for c, pile in enumerate(g.state.players[g.state.current].piles))
        if verb == "achieve":
            return g.loc[option[1]][0] == BOARD
        return True

    def _build(self, active: tuple[tuple[int, int], ...]) -> dict[tuple[str, Any], Any]:
        parts = self.parts
        index: dict[tuple[str, Any], Any] = {}
        watching: list[Part] = []  # the parts whose hooks watch events
        statics: list[tuple[int, Karma]] = []
        for top in active:
            part = parts.get(top)
            if part is None:
                part = parts[top] = self._part(*top)
            entries = part.entries  # (shared with other indexes: not changed)
            both = entries.keys() & index.keys() if index else None
            if both:  # (a key two cards fill: their items one after the other)
                joined = {key: index[key] + entries[key] for key in both}
                index.update(entries)
                index.update(joined)
            else:
                index.update(entries)
            if part.watched:
                watching.append(part)
            if part.statics:
                statics += part.statics
        if len(watching) == 1:  # (the usual case: no new sets)
            part = watching[0]
            watched, woulds, afters = part.watched, part.woulds, part.afters
        elif watching:
            watched = NO_WATCH.union(*[part.watched for part in watching])
            woulds = NO_WATCH.union(*[part.woulds for part in watching])
            afters = NO_WATCH.union(*[part.afters for part in watching])
        else:
            watched = woulds = afters = NO_WATCH
        if statics:
            self._statics(index, statics)
        if watched:
            index[ASKS] = []
        index[WATCHED], index[VERBS], index[PARTS] = watched, (woulds, afters), watching  # type: ignore[assignment]
        return index

    @staticmethod
    def _statics(index: dict, statics: list[tuple[int, Karma]]) -> None:
        """What an index says of its static karmas: the queries they modify (LIVE), and per
        query whose value they may change (OWNERS) and whose while their board does not
        (RESTLESS); None: anyone's."""
        owners: dict[str, set[int] | None] = {}
        restless: dict[str, set[int] | None] = {}
        index[LIVE] = frozenset([k.query for _, k in statics])
        for owner, k in statics:
            if k.query not in YOURS:
                continue  # (no one asks whose)
            who = owners.setdefault(k.query, set())
            stirs = restless.setdefault(k.query, set())
            if k.by != YOU:
                owners[k.query] = restless[k.query] = None
            elif who is not None:
                who.add(owner)
                if not k.board and stirs is not None:
                    stirs.add(owner)
        for query, whose in owners.items():
            index[(OWNERS, query)] = None if whose is None else frozenset(whose)
            stirs = restless[query]
            index[(RESTLESS, query)] = None if stirs is None else frozenset(stirs)

    def _part(self, owner: int, cid: int) -> Part:
        """What one top card's karmas put in an index, worked out once per card and owner
        (the hooks' closures are built here, not per index)."""
        entries: list[tuple[tuple[str, Any], Any]] = []
        statics = []
        for k in self.by_card[cid]:
            if k.kind == STATIC:
                entries.append(((STATIC, k.query), (k, owner, cid)))
                statics.append((owner, k))
            elif k.kind == DECREE:
                entries.append(((DECREE, owner), k))
            else:
                hook = Hook(k.label, k.verbs, k.kind, runner(k, owner, cid),
                            _condition(k, owner, cid), owner, k.text, by=k.by)
                entries += [((k.kind, verb), hook) for verb in k.verbs]
        watched = frozenset(key for key, _ in entries if key in self.watches)
        grouped: dict[tuple[str, Any], tuple] = {}
        for key, item in entries:
            grouped[key] = grouped.get(key, ()) + (item,)
        return Part(grouped, statics, watched, frozenset(v for kind, v in watched if kind == WOULD),
                    frozenset(v for kind, v in watched if kind == AFTER),
                    tuple((key, item) for key, item in entries if key in watched), {})

    def check_kept(self, g: Game) -> str | None:
        """A static karma's kept answer (kept.py) whose version still holds but which differs
        from its answer worked out afresh, said (its karma reads more than it says); None if
        every one agrees (fuzz.check_invariants)."""
        index = self(g)
        active = {(id(k), owner): (k, cid) for query in index.get(LIVE, NONE_LIVE)
                  for k, owner, cid in index.get((STATIC, query), ())}
        for (kid, owner, who, value), (now, answer) in list(answers(g).items()):
            found = active.get((kid, owner))
            if found is None or self.versions[kid](g, owner) != now:
                continue  # (no longer active, or kept for what changed since)
            k, cid = found
            fresh = k.run(reader(g, owner, cid), who, value)
            if fresh != answer:
                return (f"{k.card}'s answer kept for player {owner} ({k.query}, {value} for {who}) "
                        f"is {answer}, worked out afresh {fresh}: it reads more than it says")
        return None

    def modifier(self, query: str):
        """A query modifier applying the active static karmas of `query`."""

        key = (STATIC, query)
        # a query about a player (not a card's value, not a (player, value) pair): a karma
        # changing its owner's value only (R.static's `by`, YOU) leaves another's as it is,
        # and is not called for it (no effect context is built)
        about_a_player = query not in (VALUE_QUERY, CLAIM_POINTS_QUERY)
        versions = self.versions  # (the karmas whose answers may be kept)

        def apply(g: Game, who: Any, value: Any) -> Any:
            last = g.hooks.cache.get(SET)  # type: ignore[union-attr]  # (self(g), inlined)
            index = last[2] if last is not None and last[0] is g.state else self.rebuild(g)
            for k, owner, cid in index.get(key, ()):
                if about_a_player and who != owner and k.by == YOU:
                    continue
                # (a number's answer kept while what the karma reads stays: kept.py)
                version = versions.get(id(k))
                now = version(g, owner) if version is not None and type(value) is int else None
                if now is None:
                    value = k.run(reader(g, owner, cid), who, value)
                    continue
                known = answers(g)
                asked = (id(k), owner, who, value)
                found = known.get(asked)
                if found is not None and found[0] == now:
                    value = found[1]
                else:
                    value = k.run(reader(g, owner, cid), who, value)
                    known[asked] = (now, value)
            return value

        apply.live = lambda g: key in self(g)  # type: ignore[attr-defined]
        apply.dynamic = True  # type: ignore[attr-defined]  # in `Game.modded` while live_queries say
        if query in YOURS:
            # a karma changes its owner's value only ("on your board", "your score", "counts
            # as an achievement" for you) unless it says otherwise (R.static's `by`); None:
            # anyone's (fuzz.check_whose compares every player's value, all karmas applied)
            owners, stirs = (OWNERS, query), (RESTLESS, query)
            apply.whose = lambda g: self(g).get(owners, NOBODY)  # type: ignore[attr-defined]
            apply.restless = lambda g: self(g).get(stirs, NOBODY)  # type: ignore[attr-defined]
        return apply


def context(g: Game, owner: int, cid: int) -> Any:
    """The effect context a karma runs in: its owner is "you", its card "this card"."""
    return g.rules.ctx_factory(g, owner, owner, cid, DogmaRun(owner, cid, g.card(cid).featured), -1)


def reader(g: Game, owner: int, cid: int) -> Any:
    """The context of a karma that only reads (a static karma's modifier, a karma's
    condition). Its Dogma record is kept for the game, one per karma card and owner (it
    changes nothing); the context itself is made afresh: kept with the game's hooks, it would
    make a reference cycle of every game, freed only by the garbage collector (measured: 7% of
    a 3rd-edition 4-player Figures game's time went to collections)."""
    runs = g.hooks.cache.get(READERS)  # type: ignore[union-attr]
    if runs is None:
        runs = g.hooks.cache[READERS] = {}  # type: ignore[union-attr]
    run = runs.get((owner, cid))
    if run is None:
        run = runs[(owner, cid)] = DogmaRun(owner, cid, g.cards.cards[cid].featured)
    return g.rules.ctx_factory(g, owner, owner, cid, run, -1)


def _condition(k: Karma, owner: int, cid: int):
    by, when = k.by, k.when

    def fires(g: Game, ev: Event) -> bool:
        if by == YOU:
            if ev.player != owner:
                return False
        elif by == OPPONENT:
            if not g.is_opponent(owner, ev.player):
                return False
        elif by != ANY and ev.player == owner:  # OTHER
            return False
        if k.kind == AFTER and (ev.card != cid or ev.action):
            # "When you meld this card": a Meld action runs it as its own step (after_meld)
            return False
        return when is None or when(reader(g, owner, cid), ev)

    return fires


def runner(k: Karma, owner: int, cid: int):
    async def run(g: Game, ev: Event) -> bool:
        if g.logging:
            g.note(f"Karma of {g.card(cid).name} ({g.name(owner)}): {k.text}")
        try:
            done = await k.run(context(g, owner, cid), ev)
        except DogmaComplete:
            # Ruling: a card a karma executes that ends "the Dogma action" (Fission) ends only
            # what the karma does; the change it watched goes on, or not, as its mode says
            done = None
        return done if isinstance(done, bool) else k.mode == INSTEAD

    return run
