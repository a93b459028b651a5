"""The Dogma action: locking in icon counts, demands, sharing, the sharing bonus,
and self-execution with the chain rule."""

from __future__ import annotations

from typing import Any

from ..model.zones import ACHIEVED
from .engine import Game
from .ruleset import CardImpl


class DogmaComplete(Exception):
    """An effect ends the whole Dogma action at once (e.g. Fission)."""


class DogmaRun:
    """What one Dogma action (or self-execution) shares between its effects."""

    __slots__ = ("owner", "card", "featured", "sharers", "vulnerable", "memo", "self_exec",
                 "unconfirmed", "may_parley", "bonus")

    def __init__(self, owner: int, card: int, featured: int, self_exec: bool = False):
        self.owner = owner
        self.card = card
        self.featured = featured
        self.sharers: list[int] = []
        self.vulnerable: list[int] = []
        self.memo: dict[str, Any] = {}
        self.self_exec = self_exec
        self.unconfirmed: set[int] = set()  # distant sharers who must parley to share
        self.may_parley: set[int] = set()  # distant vulnerable players who may parley to be immune
        self.bonus = False  # a sharing opponent changed something: free Draw afterwards


def impl_of(g: Game, cid: int) -> CardImpl:
    name = g.card(cid).name
    impl = g.rules.impls.get(name)
    if impl is None:
        raise NotImplementedError(f"card {name!r} is not implemented")
    return impl


async def dogma(g: Game, player: int, cid: int) -> bool:
    """Execute a top card's dogma. Returns True if an opponent's sharing changed something
    (the caller then grants the free Draw action)."""
    card = g.card(cid)
    impl = impl_of(g, cid)
    run = DogmaRun(player, cid, card.featured)
    mine = g.icons(player, card.featured)
    opts = g.config.options
    far_rule, parley = opts.get("far_players"), opts.get("parley")
    for q in g.order_from(player)[:-1]:
        theirs = g.icons(q, card.featured)
        distant = (far_rule or parley) and g.distant(player, q)
        if far_rule and distant:
            # 3rd edition, 5+ players: far players share with twice the icons, and are
            # vulnerable only to more than twice theirs
            share, weaker = theirs >= 2 * mine, mine > 2 * theirs
        else:
            share, weaker = theirs >= mine, theirs < mine
        if share:
            run.sharers.append(q)
            if parley and distant:
                run.unconfirmed.add(q)
        elif weaker and g.is_opponent(player, q):
            run.vulnerable.append(q)
            if parley and distant:
                run.may_parley.add(q)
    if g.logging:
        g.note(f"{g.name(player)} activates {card.name}.")
    try:
        for i, effect in enumerate(impl.effects):
            await _run_effect(g, run, impl.demands[i], i, effect)
    except DogmaComplete:
        pass
    return run.bonus


async def _run_effect(g: Game, run: DogmaRun, is_demand: bool, i: int, effect) -> None:
    s = g.state
    make = g.rules.ctx_factory
    player, cid = run.owner, run.card
    if is_demand:
        for q in list(run.vulnerable):
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
            await effect(make(g, q, player, cid, run, i))
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
        await effect(make(g, q, player, cid, run, i))
        if s.moves != before and g.is_opponent(player, q):
            run.bonus = True
    if s.players[player].alive:
        await effect(make(g, player, player, cid, run, i))


async def _parley(g: Game, player: int, prompt: str) -> bool:
    """4th edition parley: pay by returning a card from hand. True if the player paid."""
    from .decision import CARDS, Decision
    from .primitives import return_card

    hand = g.state.players[player].hand
    if not hand:
        return False
    picked = await g.ask(Decision(player, CARDS, prompt, list(hand), 0, 1))
    if not picked:
        return False
    return_card(g, player, picked[0])
    if g.logging:
        g.note(f"{g.name(player)} parleys.")
    return True


async def self_execute(g: Game, player: int, cid: int, chained: bool) -> None:
    """Execute the card's non-demand effects alone, without sharing. `chained` is True
    when this happens while already self-executing: the chain rule first draws and
    achieves an 11 (the top age)."""
    if chained:
        from .primitives import draw

        drawn = draw(g, player, g.rules.max_age)
        g.move(drawn, ACHIEVED, player)
        if g.logging:
            g.note(f"{g.name(player)} draws and achieves {g.card(drawn).back_words} (chain rule).")
    impl = impl_of(g, cid)
    run = DogmaRun(player, cid, g.card(cid).featured, self_exec=True)
    if g.logging:
        g.note(f"{g.name(player)} self-executes {g.card(cid).name}.")
    make = g.rules.ctx_factory
    for i, effect in enumerate(impl.effects):
        if not impl.demands[i]:
            await effect(make(g, player, player, cid, run, i))


async def super_execute(g: Game, player: int, cid: int, chained: bool) -> None:
    """Like self-execute, but demands are executed too, every opponent vulnerable."""
    if chained:
        from .primitives import draw

        drawn = draw(g, player, g.rules.max_age)
        g.move(drawn, ACHIEVED, player)
    impl = impl_of(g, cid)
    run = DogmaRun(player, cid, g.card(cid).featured, self_exec=True)
    run.vulnerable = g.opponents(player)
    make = g.rules.ctx_factory
    for i, effect in enumerate(impl.effects):
        if impl.demands[i]:
            for q in run.vulnerable:
                if g.state.players[q].alive:
                    await effect(make(g, q, player, cid, run, i))
        else:
            await effect(make(g, player, player, cid, run, i))
