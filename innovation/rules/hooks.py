"""Events and the hooks that watch them: the one layer every replacement effect goes through.

Every change a card or rule makes is a verb (`rules/verbs.py`) that raises an `Event`.
Hooks watch events:
- a **would** hook runs before the change and may replace it ("instead ...": its `run`
  returns True) or add to it ("first ...": returns False, and the change happens after);
- an **after** hook runs once the change is done ("when you meld this card ...");
- a **query modifier** changes what a static quantity reads (icons, score, a card's value,
  the achievement count, eligibility): `Game.query` applies them.

When several would-hooks fire on one event, the current player picks the one that applies
(a decision like any other) and the others are ignored (both rulebooks, on karmas). Hooks do
not fire on the changes their own effects make while the ruleset's `hooks_chain` is False
(both rulebooks: "karma effects never chain or trigger off of other karma effects").

Hooks come from providers the ruleset holds: each is a function of the game returning the
hooks active now (a set's rules, or cards whose karma is active while they are top cards).
The base game has none, so every verb pays one truthiness test.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from .decision import CHOICE, Decision

if TYPE_CHECKING:
    from .engine import Game

WOULD, AFTER = "would", "after"
# the quantities static effects may modify (Game.icon_counts, score, value,
# achievement_count; victory.claimable for CLAIMABLE_QUERY)
ICONS_QUERY, POINTS_QUERY, VALUE_QUERY = "icons", "points", "value"
ACHIEVEMENTS_QUERY, CLAIMABLE_QUERY = "achievements", "claimable"
HAND_QUERY = "hand"  # the cards that count as being in a player's hand (Ctx.hand)
CLAIM_AGE_QUERY = "claim_age"  # the highest top value as far as claiming achievements goes
DOGMA_QUERY = "dogma"  # the cards a player may activate with a Dogma action
# a player's points as far as the cost of claiming an achievement of a value goes: the
# query is about `(player, value)` (Antonie Van Leeuwenhoek)
CLAIM_POINTS_QUERY = "claim_points"
# how much lower each requirement of a special achievement is for a player: 0 by default
# (Hedy Lamar); the conditions read it through `special_slack`
SPECIAL_QUERY = "special"
# the value a value box printed in an effect reads for the player executing it, asked about
# the player with the value as raised (`Ctx.v`): "each value in any of your effects counts as
# a 10" (the 3rd edition's Albert Einstein)
PRINTED_QUERY = "printed"


@dataclass(slots=True)
class Event:
    """One change, as hooks see it. `action` marks the Draw/Meld/Achieve *actions* (rules
    that name an action ignore effects that draw, meld or achieve)."""

    verb: str  # draw, meld, tuck, score, return, junk, transfer, exchange, splay, reveal, ...
    player: int  # who makes the change
    card: int | None = None
    cards: list[int] = field(default_factory=list)
    value: int = 0  # an age drawn, a splay direction ...
    dst: str = ""  # where a transferred card goes (a zone name)
    src: str = ""  # where a junked card lay (the player's own or a table zone's name, else
    # "other"); where a melded card came from (its zone's name)
    action: bool = False
    result: Any = None  # what a replacing hook wants the verb to report
    why: str = ""  # what a rule's draw is for: "share" (the sharing bonus), "achieve" ...
    target: int = -1  # the player a change is aimed at (a demand's victim, a would-be sharer)
    run: Any = None  # the Dogma a rule's change belongs to (the sharing bonus's draw): its card, icon
    purpose: str = ""  # the set a draw is meant to take ("figures": "draw a figure")


Run = Callable[["Game", Event], Awaitable[bool | None]]
# whose changes a karma watches: its owner's ("If you would"), an opponent's, another
# player's (team-mates too) or anybody's ("If a player would"); a static karma's: whose
# value it may change (its owner's, or ANY)
YOU, OPPONENT, OTHER, ANY = "you", "opponent", "other", "any"


@dataclass(slots=True)
class Hook:
    """One active hook. `when(game, event)` says whether it fires; `run` carries it out
    (for a would-hook, returning True means the event is replaced)."""

    name: str  # shown when the current player picks among several
    verbs: frozenset[str]
    kind: str  # WOULD or AFTER
    run: Run
    when: Callable[[Game, Event], bool] = lambda g, ev: True
    owner: int = -1  # the player whose card carries it (-1: a rule)
    text: str = ""  # what it does, shown when the current player picks among several
    # the only cards whose changes it may fire on (`when` says no to any other), or None:
    # a verb told the card (`watching`'s `card`) then builds no event for another card
    cards: frozenset[int] | None = None
    # whose changes it may fire on, with `owner` (YOU: the owner's only; OPPONENT, OTHER:
    # anyone else's; ANY): an eager provider tells `watching` whose events it watches now
    by: str = ANY


# Karmas (Figures in the Sand): what a card declares; a set's provider turns the karmas of
# the cards active now into hooks (would / after) and modifiers (static).
STATIC, DECREE = "static", "decree"  # "Each ..." karmas, "You may issue ... decree" karmas
INSTEAD, FIRST = "instead", "first"  # what a would-karma does to the change it watches
# What a static karma's answer may hang on (R.static's `reads`), each a promise checked
# by the fuzz runs (fuzz.check_kept_answers): its owner's board (cards and splays, and
# what they show); its owner's cards anywhere (board, hand, score pile, forecast ...);
# every board; its owner's icon counts, modifiers applied; every player's; card values.
READS_BOARD, READS_CARDS, READS_BOARDS = "board", "cards", "boards"
READS_ICONS, READS_ALL_ICONS, READS_VALUES = "icons", "all icons", "values"
READS = frozenset({READS_BOARD, READS_CARDS, READS_BOARDS, READS_ICONS, READS_ALL_ICONS,
                   READS_VALUES})
NOBODY: frozenset[int] = frozenset()
NOBODIES = (NOBODY, NOBODY)  # Game.icon_whose: no icon modifier at work ...
ANYONE = (None, None)  # ... or one that may change anyone's counts


@dataclass(slots=True)
class Karma:
    """One karma of a card, as its module declares it (cards/registry.py: R.karma ...).
    `run` is `async (x, ev)` for would/after karmas (x: the owner's effect context; a
    returned bool overrides `mode`), `(x, who, value) -> value` for a static one."""

    card: str
    text: str
    kind: str  # WOULD, AFTER ("when you meld this card"), STATIC or DECREE
    run: Callable[..., Any] | None = None
    verbs: frozenset[str] = frozenset()
    mode: str = FIRST
    by: str = YOU
    when: Callable[[Any, Event], bool] | None = None  # (x, ev) -> does it fire
    query: str = ""  # a static karma's query (ICONS_QUERY, POINTS_QUERY ...)
    board: bool = False  # a static karma whose value hangs on its owner's board alone
    # what a static karma's answer hangs on (READS): it is kept while that stays (kept.py)
    reads: frozenset[str] = frozenset()
    decree: str = ""  # a decree karma's decree ("" for any decree) ...
    figures: int = 2  # ... and how many figures it needs in hand
    label: str = ""  # how the current player names it when several would-karmas collide


Modifier = Callable[["Game", int, Any], Any]  # (game, player or card, value) -> new value
# A provider gives the hooks active now: any iterable of hooks, or an index of them by
# (kind, verb) so that an event looks up its hooks instead of filtering them all.
Provider = Callable[["Game"], "Iterable[Hook] | dict[tuple[str, str], list[Hook]]"]


# The verbs that ask `watching` about their after-hooks only if they are in `Hooks.afters`
# (rules/verbs.py): a verb doing so must be listed here (tests/test_hooks.py checks).
AFTER_VERBS = frozenset({
    "achieve", "dig", "draw", "exchange", "foreshadow", "junk", "junk_deck", "lose", "meld",
    "rearrange", "return", "reveal", "safeguard", "score", "splay", "to_available", "to_decrees",
    "transfer", "tuck"})


class _AnyVerb:
    """The verbs some hook may watch, when that cannot be told in advance: every one."""

    __slots__ = ()

    def __contains__(self, verb: object) -> bool:
        return True


ANY_VERB: Any = _AnyVerb()


class WatchPlan(NamedTuple):
    """What `Hooks` reads to answer `watching` and `active` (watch_plan)."""

    fixed: frozenset[tuple[str, str]]
    tests: tuple
    eager: bool
    woulds: frozenset[str]  # (or ANY_VERB)
    afters: frozenset[str]
    index: dict[tuple[str, str], list[Hook]] | None
    cards: dict[tuple[str, str], frozenset[int]]
    asked: tuple  # (provider, the (kind, verb) pairs it may ever watch or None), for `active`
    adopts: tuple  # the providers' `adopt(cache, parent's cache)`, for a clone's (Hooks.adopt)


def watch_plan(providers: list[Provider]) -> WatchPlan:
    """Split the providers for `watching`: those with a `static_watches` set (what `has`
    would answer all game long) are merged into one set; the others are asked each time,
    unless there is one only and it is `eager`: it keeps `Hooks.now` itself. Then what
    may ever be watched at all: the verbs whose would-hooks may (`Hooks.woulds`), and those
    whose after-hooks may (`Hooks.afters`); an eager provider narrows both to what it
    watches now. Last, when every provider gives the same hooks
    all game long (its `fixed_index`, by (kind, verb)), all of them in one index, and the
    only cards a (kind, verb) may fire on when each of its hooks names them (`Hook.cards`)."""
    fixed: set[tuple[str, str]] = set()
    tests = []
    for provide in providers:
        static = getattr(provide, "static_watches", None)
        if static is not None:
            fixed |= static
        else:
            tests.append(getattr(provide, "has", None))
    eager = len(tests) == 1 and getattr(getattr(tests[0], "__self__", None), "eager", False)
    woulds = ANY_VERB if tests else frozenset(verb for kind, verb in fixed if kind == WOULD)
    afters = AFTER_VERBS if tests else frozenset(verb for kind, verb in fixed if kind == AFTER)
    index: dict[tuple[str, str], list[Hook]] | None = {}
    for provide in providers:
        own = getattr(provide, "fixed_index", None)
        if own is None:
            index = None
            break
        for key, hooks in own.items():  # in the providers' order, as `active` finds them
            index.setdefault(key, []).extend(hooks)  # type: ignore[union-attr]
    cards: dict[tuple[str, str], frozenset[int]] = {}
    for key, hooks in (index or {}).items():
        named = [h.cards for h in hooks]
        if None not in named:
            cards[key] = frozenset().union(*named)  # type: ignore[arg-type]
    asked = tuple((provide, getattr(provide, "watches", None)) for provide in providers)
    adopts = tuple(a for a in (getattr(p, "adopt", None) for p in providers) if a is not None)
    return WatchPlan(frozenset(fixed), tuple(tests), eager, woulds, afters, index, cards, asked,
                     adopts)


class Hooks:
    """The hooks and query modifiers active in one game, gathered from the ruleset's
    providers. `Game.hooks` is None when the ruleset has no provider (the fast path)."""

    __slots__ = ("modifiers", "depth", "cache", "fixed", "tests", "eager", "now", "woulds",
                 "afters", "index", "cards", "rises", "asked", "adopts")

    def __init__(self, providers: list[Provider], modifiers: dict[str, list[Modifier]],
                 watch: WatchPlan | None = None,
                 rises: dict[str, Callable[[Game], int] | None] | None = None):
        self.modifiers = modifiers
        self.depth = 0  # > 0 while a hook's own effect runs
        # per query, how much its modifiers may raise a count at most (rise_plan; the
        # ruleset keeps it with the watch plan)
        self.rises = rises if rises is not None else rise_plan(modifiers)
        self.cache: dict[str, Any] = {}  # the providers' own per-game data (an index ...)
        # what `watching` reads: the (kind, verb) pairs always watched, and the tests of the
        # providers whose watch changes during the game (None among them: always watching)
        plan = watch if watch is not None else watch_plan(providers)
        (self.fixed, self.tests, self.eager, self.woulds, self.afters, self.index, self.cards,
         self.asked, self.adopts) = plan
        # with an eager provider: every (kind, verb) watched now, and every (kind, verb,
        # player) whose events it watches, which it keeps whenever top cards change
        # (KarmaIndex.rebuild); None until it first does
        self.now: frozenset[tuple] | None = None
        # The verbs skip the call to `watching` for what nothing can watch: their would-hooks
        # if the verb is not in `woulds` (`"draw" in g.hooks.woulds and watching(...)`), their
        # after-hooks if it is not in `afters`. When every provider's watch is fixed (the
        # Cities': a few after-hooks) they are the verbs it names; an eager provider keeps
        # them to what it watches now (KarmaIndex.rebuild), and they are a superset of what
        # `watching` answers (it also knows whether a hook's own effect is running). And
        # when their hooks are fixed too, `active` looks them up in one `index`, and `watching`
        # says no for a card none of them may fire on (`cards`: a meld of no city).

    def adopt(self, parent: Hooks) -> None:
        """A clone's new hooks: each provider takes from its parent's per-game data what
        still holds in the clone (it replays the parent's line of play from an earlier
        point of it: Game.clone)."""
        for adopt in self.adopts:
            adopt(self.cache, parent.cache)

    def active(self, g: Game, kind: str, ev: Event) -> list[Hook]:
        found: list[Hook] = []
        key = (kind, ev.verb)
        if self.index is not None:  # every provider's hooks fixed (watch_plan)
            for h in self.index.get(key, ()):
                if h.when(g, ev):
                    found.append(h)
            return found
        # a provider may say which (kind, verb) pairs it can ever watch (`watches`)
        for provide, watches in self.asked:
            if watches is not None and key not in watches:
                continue
            hooks = provide(g)
            if isinstance(hooks, dict):
                for h in hooks.get(key, ()):
                    if h.when(g, ev):
                        found.append(h)
                continue
            for h in hooks:
                if h.kind == kind and ev.verb in h.verbs and h.when(g, ev):
                    found.append(h)
        return found


def watching(g: Game, kind: str, verb: str, card: int = -1, player: int = -1) -> bool:
    """Might a hook of this kind watch this verb now (for a change of `card`, if given; made
    by `player`, the event's, if given)? Cheap and synchronous, so that a verb nobody watches
    builds no event and awaits nothing. A provider may answer for itself (its `has(g, kind,
    verb)`); one that cannot is always watching."""
    hooks = g.hooks
    if hooks is None or (hooks.depth and not g.rules.hooks_chain):
        return False
    now = hooks.now
    if now is not None:
        # (an eager provider's `now` holds the (kind, verb, player) triples too: most karmas
        # watch their owner's changes only, and most changes are another player's)
        return (kind, verb) in now if player < 0 else (kind, verb, player) in now
    if (kind, verb) in hooks.fixed:
        if card < 0 or not hooks.cards:
            return True
        cards = hooks.cards.get((kind, verb))
        if cards is None or card in cards:
            return True
    for has in hooks.tests:
        if has is None or has(g, kind, verb):
            return True
    return False


async def would(g: Game, ev: Event) -> bool:
    """Run the would-hook that applies to `ev`, if any. True if it replaced the change."""
    hooks = g.hooks
    if hooks is None or (hooks.depth and not g.rules.hooks_chain):
        return False
    fired = hooks.active(g, WOULD, ev)
    if not fired:
        return False
    if len(fired) > 1:
        # the current player decides which one occurs; the others are ignored
        said = "; ".join(f"{h.name}: {h.text.rstrip('.')}" for h in fired if h.text)
        d = Decision(g.state.current, CHOICE, f"Several effects would change this {ev.verb}: "
                     "choose the one that applies (the others are ignored)"
                     + (f". {said}." if said else ""), [h.name for h in fired])
        (name,) = await g.ask(d)
        fired = [h for h in fired if h.name == name]
    return bool(await run_hook(g, fired[0], ev))


async def run_hook(g: Game, h: Hook, ev: Event) -> bool | None:
    """Carry out one hook; nothing it does triggers hooks (unless the ruleset lets them chain)."""
    hooks = g.hooks
    assert hooks is not None
    hooks.depth += 1
    try:
        return await h.run(g, ev)
    finally:
        hooks.depth -= 1


async def after(g: Game, ev: Event) -> None:
    """Run every after-hook that watches `ev`, in the order their providers give them."""
    for h in after_hooks(g, ev):
        await run_hook(g, h, ev)


def after_hooks(g: Game, ev: Event) -> list[Hook]:
    """The after-hooks that watch `ev` (`after` runs them). The verbs ask this first: most
    events fire none, and awaiting `after` for nothing costs a coroutine."""
    hooks = g.hooks
    if hooks is None or (hooks.depth and not g.rules.hooks_chain):
        return []
    return hooks.active(g, AFTER, ev)


def modified(g: Game, query: str, who: int, value: Any) -> Any:
    """A queried quantity after the active modifiers of that query."""
    hooks = g.hooks
    if hooks is None:
        return value
    for mod in hooks.modifiers.get(query, ()):
        value = mod(g, who, value)
    return value


def touched(g: Game, query: str, which: str = "whose") -> frozenset[int] | None:
    """The players whose `query` a live modifier may change now: the union of each one's
    `whose(g)`; None (anyone's) if a live one cannot tell. With `which="restless"`, those
    whose value may change while their board does not (each one's `restless(g)`)."""
    out: frozenset[int] = frozenset()
    for mod in g.hooks.modifiers.get(query, ()):  # type: ignore[union-attr]
        test = getattr(mod, "live", None)
        if test is not None and not test(g):
            continue
        whose = getattr(mod, which, None)
        found = whose(g) if whose is not None else None
        if found is None:
            return None
        if found:
            out = out | found
    return out


def icon_whose(g: Game) -> tuple[frozenset[int] | None, frozenset[int] | None]:
    """Whose icon counts a modifier may change now, and whose it may change while their
    board does not (None: anyone's). Worked out with `Game.modded` (Ruleset.modded_plan)."""
    return touched(g, ICONS_QUERY), touched(g, ICONS_QUERY, "restless")


def rise_plan(modifiers: dict[str, list[Modifier]]) -> dict[str, Callable[[Game], int] | None]:
    """Per query, how much its modifiers may raise a count at most, from each one's cheap
    `most(g)` (victory.check_achievement_victory asks it first); None if one has none."""
    return {q: _rise(mods) for q, mods in modifiers.items()}


def _rise(mods: list[Modifier]) -> Callable[[Game], int] | None:
    mosts = [getattr(m, "most", None) for m in mods]
    if None in mosts:
        return None
    if len(mosts) == 1:
        return mosts[0]  # (the usual case: called as it is)
    return lambda g: sum(most(g) for most in mosts)  # type: ignore[misc]


def modified_each(g: Game, query: str, values: list) -> list:
    """`modified` for every player at once (values by seat): a modifier may do them all
    in one call (its `each(g, values)`), e.g. one that compares the players' boards."""
    hooks = g.hooks
    if hooks is None:
        return values
    for mod in hooks.modifiers.get(query, ()):
        each = getattr(mod, "each", None)
        if each is not None:
            values = each(g, values)
            continue
        whose = getattr(mod, "whose", None)  # (only those it may change: hooks.touched)
        some = whose(g) if whose is not None else None
        if some is None:
            values = [mod(g, p, v) for p, v in enumerate(values)]
        elif some:
            values = values[:]
            for p in some:
                values[p] = mod(g, p, values[p])
    return values


def special_slack(g: Game, player: int) -> int:
    """How much lower each requirement of a special achievement is for a player (a count or
    a value: "one fewer or one lower", Hedy Lamar); 0 without a karma saying so."""
    return 0 if g.hooks is None or SPECIAL_QUERY not in g.modded else \
        modified(g, SPECIAL_QUERY, player, 0)


def claim_points(g: Game, player: int, value: int, points: int) -> int:
    """A player's points as far as the cost of claiming an achievement of `value` goes
    (Antonie Van Leeuwenhoek: cards in hand count too)."""
    return points if g.hooks is None or CLAIM_POINTS_QUERY not in g.modded else \
        modified(g, CLAIM_POINTS_QUERY, (player, value), points)
