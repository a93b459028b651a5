"""The Dogma action: locking in icon counts, demands, sharing, the sharing bonus,
and self-execution with the chain rule."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..model.cards import ECHO_SHIFT
from ..model.zones import BOARD
from .decision import CARDS, Decision
from .engine import Game
from .hooks import WOULD, Event, watching, would
from .ruleset import CardImpl
from .verbs import achieve, draw, return_card
from .verbs_hidden import disclose


class DogmaComplete(Exception):
    """An effect ends the whole Dogma action at once (e.g. Fission)."""


_NOBODY: frozenset[int] = frozenset()
# A "featured icon" that compares scores instead of icons (3rd-edition Alexander the Great)
SCORE_FEATURED = -2


class DogmaRun:
    """What one Dogma action (or self-execution) shares between its effects."""

    __slots__ = ("owner", "card", "featured", "sharers", "vulnerable", "memo", "self_exec",
                 "unconfirmed", "may_parley", "bonus", "foreseen", "bump", "must")

    def __init__(self, owner: int, card: int, featured: int, self_exec: bool = False):
        self.owner = owner
        self.card = card
        self.featured = featured
        self.sharers: list[int] = []
        self.vulnerable: list[int] = []
        self.memo: dict[str, Any] = {}
        self.self_exec = self_exec
        # distant sharers who must parley to share, distant victims who may parley to be
        # immune (parley games only: sharing() puts sets here)
        self.unconfirmed: set[int] | frozenset[int] = _NOBODY
        self.may_parley: set[int] | frozenset[int] = _NOBODY
        self.bonus = False  # a sharing opponent changed something: free Draw afterwards
        self.foreseen = -1  # Echoes: the card promoted just before this Dogma action
        self.bump = 0  # how much every printed value of its effects goes up (Johannes Kepler)
        self.must = False  # "replacing 'may' with 'must'" (Blackmail): no optional choices


def impl_of(g: Game, cid: int) -> CardImpl:
    name = g.card(cid).name
    impl = g.rules.impls.get(name)
    if impl is None:
        raise NotImplementedError(f"card {name!r} is not implemented")
    return impl


@dataclass(slots=True)
class Sharing:
    """Who shares a Dogma and who is vulnerable to its demands, locked in before any effect
    runs (also what the dogma preview shows)."""

    sharers: list[int] = field(default_factory=list)
    vulnerable: list[int] = field(default_factory=list)
    unconfirmed: set[int] = field(default_factory=set)  # distant sharers who must parley to share
    may_parley: set[int] = field(default_factory=set)  # distant victims who may parley to be immune


def sharing(g: Game, player: int, icon: int, out: Sharing | DogmaRun | None = None,
            extra: int = 0) -> Any:
    """Compare featured-icon counts: an opponent with at least as many shares, one with
    fewer is vulnerable (teammates are never vulnerable). Fills `out` (a Dogma action's run,
    or a new Sharing) and returns it. `extra` icons count as the player's too (Artifacts:
    the displayed card's, during its own free Dogma)."""
    if out is None:
        out = Sharing()
    count = g.icons if icon != SCORE_FEATURED else lambda p, _: g.score(p)
    mine = count(player, icon) + extra
    opts = g.config.options
    far_rule, parley = opts.get("far_players"), opts.get("parley")
    if parley:
        out.unconfirmed, out.may_parley = set(), set()
    others = g.order_from(player)
    others.pop()  # the player last
    for q in others:
        theirs = count(q, icon)
        distant = (far_rule or parley) and g.distant(player, q)
        if far_rule and distant:
            # 3rd edition, 5+ players: far players share with twice the icons, and are
            # vulnerable only to more than twice theirs
            share, weaker = theirs >= 2 * mine, mine > 2 * theirs
        else:
            share, weaker = theirs >= mine, theirs < mine
        if share:
            out.sharers.append(q)
            if parley and distant:
                out.unconfirmed.add(q)
        elif weaker and g.is_opponent(player, q):
            out.vulnerable.append(q)
            if parley and distant:
                out.may_parley.add(q)
    return out


# How a planned effect is carried out: a demand (each vulnerable opponent), a shared effect
# (each sharer, then the owner), or an effect for the owner alone (self-execution); a
# compel (Artifacts) is a demand on each opponent who shares.
DEMAND, SHARED, ALONE, COMPEL = "demand", "shared", "alone", "compel"
# What a plan is for
DOGMA, SELF, SUPER = "dogma", "self", "super"


@dataclass(slots=True)
class Step:
    """One effect of a Dogma plan: whose card it is (the effect's "this card"), which of its
    effects, how it is carried out and how many times (Endorse doubles)."""

    card: int
    index: int
    effect: Callable[[Any], Awaitable[None]]
    kind: str
    times: int = 1


def plan(g: Game, player: int, cid: int, mode: str) -> list[Step]:
    """The steps of a Dogma (`DOGMA`), a self-execution (`SELF`: non-demands, alone) or a
    super-execution (`SUPER`: demands on every opponent too). The sets' rules add steps
    (echo effects, compels, endorse) through the ruleset's `plan_steps`."""
    contributors = g.rules.plan_steps
    cache = g.rules.plans
    steps = cache.get((cid, mode))
    if steps is None:  # the card's own steps never change: built once
        steps = []
        # Ruling (F4-T3): a card that can never be dogmaed (a 4th-edition figure) has no
        # dogma effects: executing it runs nothing, whether or not its karmas are written yet
        impl = impl_of(g, cid) if cid not in g.rules.no_dogma else None
        for i, effect in enumerate(impl.effects if impl is not None else ()):
            if impl.demands[i]:  # type: ignore[union-attr]
                if mode != SELF:
                    steps.append(Step(cid, i, effect, DEMAND))
            else:
                steps.append(Step(cid, i, effect, SHARED if mode == DOGMA else ALONE))
        cache[cid, mode] = steps
    # (the plan is the cached list itself: neither callers nor contributors change a list
    # they are given, a contributor returns a new one)
    for contribute in contributors:
        steps = contribute(g, player, cid, mode, steps)
    return steps


def echo_steps(g: Game, player: int, cid: int, mode: str, steps: list[Step]) -> list[Step]:
    """A plan contributor (Echoes, 3rd-edition Figures): the echo effects that show in the
    card's pile run first, bottom to top, each shared like a dogma effect (E3-T1, E3-T2).
    The pile is the card's own, whoever's board it is on (E3-T4); a card that is not a top
    card brings only its own echo effect (E4-T6)."""
    # Ruling (E3-T3): a Dogma action, an Endorse (a Dogma too) and an execution all bring them
    if mode != DOGMA and not g.rules.echo_in_execute:
        return steps
    # Ruling (E4-T6, E3-T4): a top card brings its pile's visible echo effects, on whoever's
    # board it lies; any other card only its own
    kind, owner, color = g.loc[cid]
    shown: list[tuple[int, int | None]] = [(cid, None)]
    if kind == BOARD and g.state.players[owner].piles[color][-1] == cid:  # (a top card)
        ps = g.state.players[owner]
        facts = ps._pile[color] or ps.pile_facts(g.cards, color)
        if not (facts[0] >> ECHO_SHIFT) & 255:
            return steps  # no echo effect shows in the pile (counted with its icons)
        shown = pile_shown(g, owner, color)
    echoes = visible_echo_steps(g, shown, mode)
    return echoes + steps if echoes else steps


def pile_shown(g: Game, player: int, color: int) -> list[tuple[int, int | None]]:
    """A colour pile's cards as their echo effects show, bottom first: (card, the pile's
    splay) for a covered card, (card, None) for the top card."""
    ps = g.state.players[player]
    pile = ps.piles[color]
    if not pile:
        return []
    splay = ps.splay[color]
    # an unsplayed pile shows nothing of its covered cards
    covered: list[tuple[int, int | None]] = [(c, splay) for c in pile[:-1]] if splay else []
    return covered + [(pile[-1], None)]


def visible_echo_steps(g: Game, shown: list[tuple[int, int | None]], mode: str) -> list[Step]:
    """The echo effects that show on these cards (see pile_shown), as plan steps in order."""
    impls = g.rules.impls
    cards = g.cards.cards
    echoes = []
    for c, splay in shown:
        card = cards[c]
        # (a covered card's echo effect shows if its packed counts for that splay have it)
        if card.echo_slot is None or (splay is not None and not (card.pshown[splay] >> ECHO_SHIFT) & 255):
            continue
        impl = impls.get(card.name)
        if impl is not None and impl.echo is not None:
            echoes.append(Step(c, -1, impl.echo, SHARED if mode == DOGMA else ALONE))
    return echoes


async def run_plan(g: Game, run: DogmaRun, steps: list[Step]) -> None:
    """Carry out a plan's steps in order (the one runner of every Dogma-like execution).
    A step done more than once (Endorse) repeats a demand's whole round of the table, and
    a shared effect for its owner only: sharers execute it once (C3-T12)."""
    for step in steps:
        await _run_step(g, run, step)
        if step.times > 1:
            again = step if step.kind != SHARED else replace(step, kind=ALONE, times=1)
            for _ in range(step.times - 1):
                await _run_step(g, run, again)


async def dogma(g: Game, player: int, cid: int, action: bool = True, times: int = 1,
                foreseen: bool = False, extra_icons: bool = False) -> DogmaRun | None:
    """Execute a top card's dogma. Returns its run (None if a hook replaced it): its `bonus`
    says whether an opponent's sharing changed something (the caller then grants the free
    Draw action). `action`: a Dogma action, not a free Dogma; hooks see both as a "dogma"
    event ("if you would dogma a card", "if you would take a Dogma action" when
    `ev.action`). `times` 2: an Endorse action, every effect doubled. `foreseen`: the card
    was just promoted from the forecast (Echoes, Q-12). `extra_icons`: the card's own
    icons add to the player's count (Artifacts: a displayed card's free Dogma, A3-T6)."""
    if g.hooks is not None and "dogma" in g.hooks.woulds and watching(g, WOULD, "dogma", player=player):
        # Ruling (Q-15, F4-T8): "dogma a card" is any activation through the Dogma procedure,
        # "take a Dogma action" the action itself: one event, so that karmas of both kinds
        # collide (the current player picks one) instead of both applying
        ev = Event("dogma", player, cid, action=action)
        if await would(g, ev):
            return None
        bump = ev.result if isinstance(ev.result, int) else 0  # a karma raised the values
    else:
        bump = 0
    card = g.card(cid)
    icon = card.featured
    if g.rules.featured_icon is not None:
        icon = g.rules.featured_icon(g, player, cid, icon)
        if not isinstance(icon, int):
            icon = await icon
    # Ruling (E4-T11): the icon chosen (Auspice) decides the sharing of every step of the
    # plan, its echo effects included
    extra = g.card(cid).top[icon] if extra_icons and icon >= 0 else 0
    run = sharing(g, player, icon, DogmaRun(player, cid, icon), extra)
    if g.hooks is not None and "not_share" in g.hooks.woulds \
            and watching(g, WOULD, "not_share", player=player):
        await _not_sharing(g, player, cid, run)
    if foreseen:
        run.foreseen = cid
    run.bump = bump
    steps = plan(g, player, cid, DOGMA)
    if times > 1:
        # Ruling: echo effects are non-demand effects of the plan: doubled too
        steps = [Step(st.card, st.index, st.effect, st.kind, st.times * times) for st in steps]
    if g.logging:
        g.note(f"{g.name(player)} activates {card.name}.")
    try:
        await run_plan(g, run, steps)
    except DogmaComplete:
        pass
    return run


async def _not_sharing(g: Game, player: int, cid: int, share: DogmaRun) -> None:
    """Each other player not eligible to share raises a "not_share" event: a hook replacing
    it makes them eligible after all (Sargon of Akkad)."""
    order = g.order_from(player)[:-1]
    for q in order:
        if q not in share.sharers and await would(g, Event("not_share", player, cid, target=q)):
            share.sharers = [p for p in order if p in share.sharers or p == q]
            if q in share.vulnerable:
                share.vulnerable.remove(q)
            # Ruling: eligible now, as if by the icons: no longer a victim who may parley
            # for immunity; a distant sharer of a parley game must parley to share, and a
            # compel reaches them like any sharer
            if q in share.may_parley:
                share.may_parley.discard(q)
            if g.config.options.get("parley") and g.distant(player, q):
                share.unconfirmed.add(q)


def _execute(g: Game, run: DogmaRun, step: Step, me: int) -> Awaitable[None]:
    """One player executes one effect of the plan. With hooks, an "execute" event first
    ("if you would execute an effect": `ev.value` is the effect's index, -1 for an echo
    effect); a karma may replace it, or raise the effect's printed values (`ev.result`).
    (Not a coroutine itself: an effect nobody watches is awaited with no frame between.)"""
    x = g.rules.ctx_factory(g, me, run.owner, step.card, run, step.index)
    if g.hooks is not None and "execute" in g.hooks.woulds and watching(g, WOULD, "execute", player=me):
        return _execute_watched(g, run, step, me, x)
    return step.effect(x)


async def _execute_watched(g: Game, run: DogmaRun, step: Step, me: int, x: Any) -> None:
    ev = Event("execute", me, step.card, value=step.index, run=run)
    if await would(g, ev):
        return
    if isinstance(ev.result, int):
        x.bump += ev.result
    await step.effect(x)


async def _run_step(g: Game, run: DogmaRun, step: Step) -> None:
    s = g.state
    player, cid, i = run.owner, step.card, step.index
    if step.kind == ALONE:
        await _execute(g, run, step, player)
        return
    if step.kind == DEMAND or step.kind == COMPEL:
        if step.kind == DEMAND:
            targets = list(run.vulnerable)
        else:
            # Ruling (A3-T5, Q-20): the opponents eligible to share, team-mates excluded.
            # A distant sharer of a parley game is compelled without paying (eligible).
            targets = [q for q in run.sharers if g.is_opponent(player, q)]
        for q in targets:
            if not s.players[q].alive:
                continue
            if q in run.may_parley:
                # Ruling: the offer comes once, when the first demand would reach the player;
                # declining leaves them vulnerable for the rest of the action.
                run.may_parley.discard(q)
                if await _parley(g, q, f"Return a card from your hand to parley and be immune to "
                                   f"{g.name(player)}'s demands this action?"):
                    run.vulnerable.remove(q)
                    continue
            if g.hooks is not None and "demand" in g.hooks.woulds \
                    and watching(g, WOULD, "demand", player=player) and \
                    await would(g, Event("demand", player, cid, value=i, target=q, run=run)):
                continue  # a hook replaced this demand on this player
            await _execute(g, run, step, q)
        return
    for q in list(run.sharers):
        if not s.players[q].alive:
            continue
        if q in run.unconfirmed:
            run.unconfirmed.discard(q)
            if not await _parley(g, q, f"Return a card from your hand to parley and share "
                                    f"{g.name(player)}'s effects this action?"):
                run.sharers.remove(q)
                continue
        # Ruling: the parley payment above is not part of the shared effect, so it does
        # not earn the sharing bonus; a teammate's changes never do (team rules).
        before = s.moves
        await _execute(g, run, step, q)
        if s.moves != before and g.is_opponent(player, q):
            run.bonus = True
    if s.players[player].alive:
        await _execute(g, run, step, player)


async def _parley(g: Game, player: int, prompt: str) -> bool:
    """4th edition parley: pay by returning a card from hand. True if the player paid."""
    hand = g.state.players[player].hand
    if not hand:
        return False
    picked = await g.ask(Decision(player, CARDS, prompt, list(hand), 0, 1))
    if not picked:
        return False
    await return_card(g, player, picked[0])
    if g.logging:
        g.note(f"{g.name(player)} parleys.")
    return True


async def chain_rule(g: Game, player: int) -> None:
    """4th edition: self-executing while self-executing first draws and achieves an 11."""
    if g.logging:
        g.note(f"{g.name(player)} draws and achieves a card of the top age (chain rule).")
    drawn = await draw(g, player, g.rules.max_age)
    if drawn is not None:
        await achieve(g, player, drawn)


async def self_execute(g: Game, player: int, cid: int, chained: bool, must: bool = False) -> None:
    """Execute the card's non-demand effects alone, without sharing. `chained` is True
    when this happens while already self-executing: the chain rule first draws and
    achieves an 11 (the top age). `must`: every "you may" of the card is a "you must"
    (its effects' optional choices are compulsory: effects/choices.py)."""
    if chained:
        await chain_rule(g, player)
    run = DogmaRun(player, cid, g.card(cid).featured, self_exec=True)
    # Ruling (Blackmail): "replacing 'may' with 'must'" rewrites this card's text only: a
    # card it self-executes in turn (its own run) keeps its "may"s
    run.must = must
    disclose(g, cid)  # (a card face down where it lies is read out)
    if g.logging:
        g.note(f"{g.name(player)} self-executes {g.card(cid).name}.")
    await run_plan(g, run, plan(g, player, cid, SELF))


async def super_execute(g: Game, player: int, cid: int, chained: bool) -> None:
    """Like self-execute, but demands are executed too, every opponent vulnerable.
    Ruling (U4-T11, X4-T6): the Unseen's super- and self-executions are these two, the
    chain rule included."""
    if chained:
        await chain_rule(g, player)
    run = DogmaRun(player, cid, g.card(cid).featured, self_exec=True)
    run.vulnerable = g.opponents(player)
    disclose(g, cid)
    if g.logging:
        g.note(f"{g.name(player)} super-executes {g.card(cid).name}.")
    await run_plan(g, run, plan(g, player, cid, SUPER))
