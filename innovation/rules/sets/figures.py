"""Figures in the Sand, 4th edition (expansions-rules §5.2): karmas, figure draws, fading
and the Decree action.

Karmas are declared by the cards (cards/registry.py: `R.karma`, `R.when_melded`,
`R.static`, `R.decree`) and active while their card is a top card, on any board. The
provider here turns the active ones into hooks, indexed by (kind, verb): an event looks up
its karmas, it does not scan the boards. The index is worked out whenever top cards may
change (the game calls `Ruleset.live_queries` then: `Game.live`), one per set of top cards
carrying karmas, shared by every game. It tells which queries the active static karmas
modify: `Game.modded` holds only those (and the always-modified ones), so a game pays for
static karmas only while one is active; and which verbs a karma watches (`Hooks.now`).
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, NamedTuple

from ...model.cards import AGE_CARD, PERSON, card_set
from ...model.cards import ICONS as ICON_NAMES
from ...model.state import ACTION_MAJORITY, SPECIAL_ACTIONS, THIS_ACTION
from ...model.zones import ACHIEVED, BOARD, DECK, DECREES
from ..actions import Action, Option
from ..decision import CARDS, CHOICE, Decision
from ..dogma import SELF, DogmaComplete, DogmaRun, plan, run_plan
from ..engine import Game
from ..hooks import (
    ACHIEVEMENTS_QUERY,
    AFTER,
    ANY,
    CLAIM_AGE_QUERY,
    CLAIM_POINTS_QUERY,
    CLAIMABLE_QUERY,
    DECREE,
    DOGMA_QUERY,
    HAND_QUERY,
    ICONS_QUERY,
    INSTEAD,
    NOBODY,
    OPPONENT,
    POINTS_QUERY,
    SPECIAL_QUERY,
    STATIC,
    VALUE_QUERY,
    WOULD,
    YOU,
    Event,
    Hook,
    Karma,
    run_hook,
    would,
)
from ..ruleset import Ruleset
from ..verbs import achieve, draw, junk, score, to_decrees

SET = "figures"
ASKS = ("asks", None)  # in an index: some active karma watches events (and may ask)
LIVE = ("live", None)  # in an index: the queries its static karmas modify
WATCHED = ("watched", None)  # in an index: the (kind, verb) pairs its hooks watch
NOW = ("now", None)  # in an index: those and the ones always watched (Hooks.now)
VERBS = ("verbs", None)  # in an index: the verbs of those, would- and after-hooks apart
OWNERS = "owners"  # in an index, (OWNERS, query): the owners of the static karmas of a query
RESTLESS = "restless"  # ... (RESTLESS, query): those whose karmas read more than their board
# the queries about a player whose static karmas change their owner's value only (whose)
YOURS = frozenset({ICONS_QUERY, POINTS_QUERY, ACHIEVEMENTS_QUERY})
READERS = "karma readers"  # hooks.cache: the Dogma records of reading karmas (reader)
PER_PLAYER = "figures by player"  # hooks.cache: each board's karma cards (rebuild)
NONE_LIVE: frozenset[str] = frozenset()
NO_WATCH: frozenset = frozenset()
DECREE_BIT = 2  # this turn's special actions (a bit each): the Decree action's
QUERIES = (ICONS_QUERY, POINTS_QUERY, VALUE_QUERY, ACHIEVEMENTS_QUERY, CLAIMABLE_QUERY, HAND_QUERY,
           CLAIM_AGE_QUERY, DOGMA_QUERY, CLAIM_POINTS_QUERY, SPECIAL_QUERY)


class Part(NamedTuple):
    """What one top card's karmas put in an index (KarmaIndex._part)."""

    entries: list[tuple[tuple[str, Any], Any]]  # (key, hook or static karma or decree karma)
    statics: list[tuple[int, Karma]]  # (owner, static karma)
    watched: frozenset[tuple[str, str]]  # the (kind, verb) pairs its hooks watch
    woulds: frozenset[str]  # the verbs of those, would-hooks ...
    afters: frozenset[str]  # ... and after-hooks


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
        # every (kind, verb) some karma of these cards watches: other events skip the lookup
        self.watches = frozenset((k.kind, v) for ks in self.by_card.values() for k in ks
                                 for v in k.verbs)
        self.built: dict[tuple[tuple[int, int], ...], dict] = {}  # rebuild: index by top cards
        self.parts: dict[tuple[int, int], Part] = {}  # _part, by (owner, card)
        self.fixed_verbs: tuple | None = None  # rebuild: the verbs of the hooks' fixed part
        self.eager = True  # the index is worked out whenever top cards change (hooks.watch_plan)

    # ------------------------------------------------------------ the active karmas
    def __call__(self, g: Game) -> dict[tuple[str, Any], list[Any]]:
        """The hook provider: the active karmas, indexed by (kind, verb or query or owner)."""
        # The game works the index out again whenever top cards may change (`live_queries`:
        # Game.move to or from a board, verbs.rearrange, Game.live); a position resumed from
        # a snapshot is a new state object. In between, the index is read as it is.
        last = g.hooks.cache.get(SET)  # type: ignore[union-attr]
        if last is not None and last[0] is g.state:
            return last[2]
        return self.rebuild(g)

    def rebuild(self, g: Game) -> dict[tuple[str, Any], list[Any]]:
        """The index of the karmas of the top cards now. An index depends only on which
        cards are top cards, and whose: the last few are kept (for every game alike)."""
        state = g.state
        hooks = g.hooks
        # per player, kept until that board changes (its board counter; a resumed position
        # has new player objects): (player object, counter, its karma cards, two figures?)
        seen = hooks.cache.get(PER_PLAYER)  # type: ignore[union-attr]
        if seen is None or len(seen) != len(state.players):
            seen = hooks.cache[PER_PLAYER] = [None] * len(state.players)  # type: ignore[union-attr]
        key: tuple[tuple[int, int], ...] = ()
        fading = False  # does a player have two top figures or more?
        by_card, figures = self.by_card, self.figures
        for p, ps in enumerate(state.players):
            known = seen[p]
            if known is None or known[0] is not ps or known[1] != ps.board:
                mine = []
                shown = 0  # top figures
                for pile in ps.piles:
                    if pile:
                        top = pile[-1]
                        if top in by_card:
                            mine.append((p, top))
                        if top in figures:
                            shown += 1
                known = seen[p] = (ps, ps.board, tuple(mine), shown > 1)
            key += known[2]
            fading = fading or known[3]
        built = self.built
        index = built.get(key)
        if index is None:
            if len(built) > 64:
                # (few: most sets of top cards come once in a random game, and a large store
                # of indexes kept the garbage collector busy, measured; a search revisits few)
                built.clear()
            index = built[key] = self._build(key)
        hooks.cache[SET] = (state, key, index, fading)  # type: ignore[union-attr]
        if hooks.eager:  # type: ignore[union-attr]
            now = index.get(NOW)  # (the ruleset's hooks all have the same fixed part)
            if now is None:
                now = index[NOW] = index[WATCHED] | hooks.fixed  # type: ignore[union-attr,operator]
                # the verbs watched now, would-hooks and after-hooks (Hooks.woulds, afters)
                fixed = self.fixed_verbs
                if fixed is None or fixed[0] is not hooks.fixed:  # type: ignore[union-attr]
                    fixed = self.fixed_verbs = (
                        hooks.fixed, frozenset(v for k, v in hooks.fixed if k == WOULD),  # type: ignore[union-attr]
                        frozenset(v for k, v in hooks.fixed if k == AFTER))  # type: ignore[union-attr]
                woulds, afters = index[VERBS]  # type: ignore[misc]  # (the karmas' own, from _build)
                index[VERBS] = (woulds | fixed[1], afters | fixed[2])  # type: ignore[assignment]
            hooks.now = now  # type: ignore[union-attr]
            hooks.woulds, hooks.afters = index[VERBS]  # type: ignore[union-attr,misc]
        return index

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

    def _build(self, active: tuple[tuple[int, int], ...]) -> dict[tuple[str, Any], list[Any]]:
        index: dict[tuple[str, Any], list[Any]] = {}
        watched = woulds = afters = NO_WATCH
        statics = []
        parts = self.parts
        for top in active:
            part = parts.get(top)
            if part is None:
                part = parts[top] = self._part(*top)
            for key, item in part.entries:
                index.setdefault(key, []).append(item)
            if part.watched:
                watched, woulds, afters = watched | part.watched, woulds | part.woulds, afters | part.afters
            if part.statics:
                statics += part.statics
        if statics:
            self._statics(index, statics)
        if watched:
            index[ASKS] = []
        index[WATCHED], index[VERBS] = watched, (woulds, afters)  # type: ignore[assignment]
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
                hook = Hook(k.label, k.verbs, k.kind, _runner(k, owner, cid),
                            _condition(k, owner, cid), owner, k.text)
                entries += [((k.kind, verb), hook) for verb in k.verbs]
        watched = frozenset(key for key, _ in entries if key in self.watches)
        return Part(entries, statics, watched, frozenset(v for kind, v in watched if kind == WOULD),
                    frozenset(v for kind, v in watched if kind == AFTER))

    def modifier(self, query: str):
        """A query modifier applying the active static karmas of `query`."""

        key = (STATIC, query)

        def apply(g: Game, who: Any, value: Any) -> Any:
            for k, owner, cid in self(g).get(key, ()):
                value = k.run(reader(g, owner, cid), who, value)
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


def _runner(k: Karma, owner: int, cid: int):
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


# ---------------------------------------------------------------- figure draws
async def share_bonus(g: Game, player: int, run: DogmaRun) -> None:
    """The sharing bonus is a figure of the player's highest top value (§5.2, F4-T7)."""
    # Ruling (F4-T7, X4-T7): only after a real change by a sharing opponent (DogmaRun.bonus
    # counts moves; a reveal moves nothing in the 4th edition: reveal_counts_for_sharing)
    if g.logging:
        g.note(f"{g.name(player)} draws a figure for sharing.")
    await draw(g, player, g.highest_top_age(player), purpose=SET, why="share", run=run)


async def opponents_draw_figures(g: Game, player: int, cid: int) -> None:
    """After an Achieve action claims a standard achievement, each opponent, clockwise,
    draws a figure of their own highest top value."""
    # Ruling: any age card claimed by the Achieve action is a standard achievement
    # (a secret of the Unseen too); specials, decrees and effects' claims draw nothing
    if g.card(cid).kind != AGE_CARD or g.loc[cid][:2] != (ACHIEVED, player):
        return
    for q in g.order_from(player)[:-1]:
        # Ruling: team-mates are not opponents and draw nothing
        if g.is_opponent(player, q) and g.state.players[q].alive:
            await draw(g, q, g.highest_top_age(q), purpose=SET, why="achieve")


# ---------------------------------------------------------------- the age-0 deck
def introduce_zero(g: Game) -> bool:
    """Introduce the 4th edition's age-0 deck (expansions-rules §9.4 item 11): its 15 base
    cards, out of play (in no zone) since the deal, are shuffled into the base supply pile of
    age 0, and draws of 0 take from it from now on (`verbs.draw_age`)."""
    s = g.state
    # Ruling (age-0 deck): it is introduced once per game; a second introduction does
    # nothing (the age-0 cards junked since stay in the junk)
    if s.zero or not g.cards.zero_in(g.sets):
        return False
    s.zero = True
    deck = s.decks[0]  # the base set's slot 0, age 0 (Game.deck_index)
    for card in g.cards.zero_cards:
        deck.append(card.id)
        g.loc[card.id] = (DECK, -1, 0)
        s.known[card.id] = 0
    s.rng.shuffle(deck)
    s.moves += 1
    if g.logging:
        g.note(f"The 0 deck ({len(deck)} cards) is introduced.")
    return True


# ---------------------------------------------------------------- Auspice
def auspice(index: KarmaIndex):
    figures = index.figures

    def featured(g: Game, player: int, cid: int, icon: int) -> int | Awaitable[int]:
        """Auspice: with a top figure showing the card's featured icon, the player may use the
        avatar as the featured icon instead (§5.2). (The icon itself when there is no choice,
        the usual case; else the question to await.)"""
        # Ruling (F4-T1): a *top* figure of the player's own (the main text, not the summary)
        cards = g.cards.cards
        if icon == PERSON:
            return icon
        for pile in g.state.players[player].piles:
            if pile and pile[-1] in figures and icon in cards[pile[-1]].icons:
                break
        else:
            return icon
        return choose(g, player, cid, icon)

    async def choose(g: Game, player: int, cid: int, icon: int) -> int:
        cards = g.cards.cards
        (chosen,) = await g.ask(Decision(player, CHOICE, f"Auspice: dogma {cards[cid].name} with "
                                         f"{ICON_NAMES[icon]} or with the avatar as its featured icon?",
                                         [ICON_NAMES[icon], ICON_NAMES[PERSON]]))
        return PERSON if chosen == ICON_NAMES[PERSON] else icon

    return featured


# ---------------------------------------------------------------- "When you meld this card"
def when_step(index: KarmaIndex):
    def step(g: Game, player: int, cid: int) -> Awaitable[None] | None:
        """After a Meld action, the melded figure's "When" karma (4th edition: step 4, before
        promotion; X4-T5, F4-T4), if the card is still on top. (A plain function: most melds
        have nothing to await.)"""
        if cid not in index.by_card:
            return None
        karmas = [k for k in index.by_card[cid] if k.kind == AFTER]
        if not karmas or g.loc[cid][:2] != (BOARD, player) or g.top(player, g.card(cid).color) != cid:
            return None
        return _run_when(g, player, cid, karmas)

    return step


async def _run_when(g: Game, player: int, cid: int, karmas: list[Karma]) -> None:
    ev = Event("meld", player, cid, action=True)
    for k in karmas:
        await run_hook(g, Hook(k.label, k.verbs, AFTER, _runner(k, player, cid)), ev)


# ---------------------------------------------------------------- "during the action"
def majority(g: Game, who: Any, counts: list[int]) -> list[int]:
    """An icon modifier: a player holding "sole majority in every icon during the action"
    (FigureVerbs.hold_majority) has, of each icon, one more than any other player, unless
    they have more already."""
    if not g.state.players[who].counts[THIS_ACTION] & ACTION_MAJORITY:
        return counts
    others = [g.icon_counts(q) for q in g.order_from(who)[:-1]]
    return [max([n] + [o[i] + 1 for o in others]) for i, n in enumerate(counts)]


def _holding(g: Game) -> bool:
    """Does a player hold something "during the action" (a loop: called at every top change)?"""
    for ps in g.state.players:
        if ps.counts[THIS_ACTION]:
            return True
    return False


def _holders(g: Game) -> frozenset[int]:
    """Whose icon counts `majority` may change: the players holding the majority."""
    return frozenset(p for p, ps in enumerate(g.state.players) if ps.counts[THIS_ACTION] & ACTION_MAJORITY)


majority.live = _holding  # type: ignore[attr-defined]
majority.dynamic = True  # type: ignore[attr-defined]
majority.whose = majority.restless = _holders  # type: ignore[attr-defined]  # (it reads all boards)
ICONS_LIVE = frozenset({ICONS_QUERY})


def majority_queries(g: Game) -> frozenset[str]:
    """Ruleset.live_queries: the icons are modified while a player holds a majority "during
    the action" (FigureVerbs.hold_majority and action_over work `Game.modded` out again)."""
    return ICONS_LIVE if _holding(g) else NONE_LIVE


def action_over(g: Game) -> None:
    """What lasted "during the action" ends with it (an end-of-action step with nothing to
    await: a plain function)."""
    over = False
    for ps in g.state.players:
        if ps.counts[THIS_ACTION]:
            ps.counts[THIS_ACTION] = 0
            ps.ver += 1  # special achievements are checked again
            over = True
    if over:
        g.forget_icon_counts()  # (a majority held may be over)
        if g.live is not None:
            g.live(g)


# ---------------------------------------------------------------- fading
def fade_step(index: KarmaIndex):
    figures = index.figures

    def fade(g: Game) -> Awaitable[None] | None:
        """At the end of every action, each player with more than one top figure scores
        figures of their choice until one is left (§5.2 Fade; fading counts as scoring)."""
        known = g.hooks.cache.get(SET)  # type: ignore[union-attr]  # (index.fading, inlined)
        if not (known[3] if known is not None and known[0] is g.state else index.fading(g)):
            return None  # the usual case, worked out when top cards change: nothing to await
        return fading(g)

    async def fading(g: Game) -> None:
        players = g.state.players
        current = g.state.current
        # Ruling (F4-T9): fading is scoring (score events, scoring karmas), and a "fade" event
        # lets a karma negate it (Duke Ellington). The current player fades first, then the
        # others clockwise
        for p in [current] + g.order_from(current)[:-1]:
            while players[p].alive:
                tops = [c for c in g.tops(p) if c in figures]
                if len(tops) < 2:
                    break
                if await would(g, Event("fade", p, cards=tops)):
                    break  # "if you are required to fade a figure, instead do nothing"
                (cid,) = await g.ask(Decision(p, CARDS, "Fade a top figure (score it): you "
                                              "keep only one", tops))
                if g.logging:
                    g.note(f"{g.name(p)} fades {g.card(cid).name}.")
                await score(g, p, cid)

    return fade


# ---------------------------------------------------------------- the Decree action
async def issue_decree(g: Game, player: int, cid: int) -> bool:
    """Issue a decree, its cost paid: one in another player's achievements goes back to the
    decrees, not activated (F4-T10); one among the decrees is claimed; then, if it is the
    player's, its effect runs. True if it ran."""
    kind, holder, _ = g.loc[cid]
    if kind == ACHIEVED and holder != player:
        # Ruling (F4-T10): back to the decrees' own area, not to the special achievements
        await to_decrees(g, player, cid)
        return False
    if kind == DECREES and not await achieve(g, player, cid):
        return False
    if g.loc[cid][:2] != (ACHIEVED, player):
        return False
    await run_plan(g, DogmaRun(player, cid, -1), plan(g, player, cid, SELF))
    return True


def decree_action(index: KarmaIndex) -> Action:
    figures = index.figures
    # the set's decrees: (id, colour, name)
    decrees = tuple((d.id, d.color, d.name) for d in card_set(index.rules.edition).decrees if d.set == SET)

    def options(g: Game, player: int) -> list[Option]:
        ps = g.state.players[player]
        if ps.counts[SPECIAL_ACTIONS] & DECREE_BIT:
            return []  # a special action: once per turn
        figs = [c for c in ps.hand if c in figures]
        if len(figs) < 2:
            return []
        cards = g.cards.cards
        colors: set[int] | tuple = ()
        if len({cards[c].age for c in figs}) >= 3:
            colors = {cards[c].color for c in figs}
        karmas = index(g).get((DECREE, player))
        if not karmas:  # (the usual case: the printed cost alone)
            return [("decree", d) for d, color, _ in decrees if color in colors] if colors else []
        names: set[str] = set()
        anything = False
        # Ruling (F4-T6): decree karmas relax the cost: a named decree, or any decree
        # (William Shakespeare), with that many figures whatever their values and colours
        for k in karmas:
            if len(figs) >= k.figures:
                if k.decree:
                    names.add(k.decree)
                else:
                    anything = True
        return [("decree", d) for d, color, name in decrees if anything or color in colors or name in names]

    async def run(g: Game, player: int, option: Option) -> None:
        cid = option[1]
        g.state.players[player].counts[SPECIAL_ACTIONS] |= DECREE_BIT
        if g.logging:
            g.note(f"{g.name(player)} issues the {g.card(cid).name} decree.")
        # Ruling (F4-T6): issuing a decree is an event karmas watch (Ximen Bao: "first ...")
        if await would(g, Event("decree", player, cid, action=True)):
            return
        # Ruling (F4-T2): the whole hand is junked, figures or not, one card at a time
        while g.state.players[player].hand:
            await junk(g, player, g.state.players[player].hand[-1])
        await issue_decree(g, player, cid)

    return Action("decree", options, run, lambda g, o: f"decree {g.card(o[1]).name}", asks=True)


def join(rs: Ruleset) -> None:
    if rs.edition == 3:
        from .figures3 import join as join3  # inspire, echo effects, dogma on a figure ...

        join3(rs)
        return
    index = KarmaIndex(rs)
    rs.no_dogma = rs.no_dogma | index.figures  # F4-T3: figures can't be dogmaed anymore
    rs.hook_providers.append(index)
    rs.action_asks = index.action_asks
    for query in QUERIES:
        rs.modifiers.setdefault(query, []).append(index.modifier(query))
    rs.live_queries.append(index.live_queries)
    rs.live_cards = (rs.live_cards or frozenset()) | index.figures | set(index.by_card)
    rs.featured_icon = auspice(index)
    rs.share_bonus = share_bonus
    rs.after_achieve.append(opponents_draw_figures)
    # Ruling (X4-T5, F4-T4): the "When" karma is step 4 of the Meld action's steps, after the city
    # and dig steps and before promotion: the sets join in that order
    step = when_step(index)
    step.rank = 4  # type: ignore[attr-defined]  # sorted among the sets' ranked steps
    rs.after_meld.append(step)
    rs.after_meld.sort(key=lambda st: getattr(st, "rank", 0))
    # Ruling: fading runs at the end of every action, free ones included (the
    # sharing bonus's draw ends with its own end of action); the end of a turn is the end of
    # its last action, so the turn's extra fade happens there
    rs.end_of_action.append(fade_step(index))
    rs.end_of_action.append(action_over)
    rs.modifiers.setdefault(ICONS_QUERY, []).append(majority)
    rs.live_queries.append(majority_queries)
    rs.actions = (*rs.actions, decree_action(index))

