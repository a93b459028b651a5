"""More of what Unseen cards do, beyond effects/unseen.py: plain functions of the effect
context (`x`), used by the cards of ages 7 to 10.

- choosing among face-down cards several at a time (secrets of one back are
  interchangeable, U4-T4), and the highest or lowest of them;
- "safeguard an available standard achievement" of any value;
- "execute the first non-demand effect" of a card (Teleprompter), outside any Dogma;
- self-executing a card with another player making all decisions (Hitchhiking).
"""

from __future__ import annotations

from ..rules.decision import CARDS, Decision
from ..rules.dogma import SELF, DogmaComplete, DogmaRun, chain_rule, impl_of, plan
from ..rules.verbs import safe_limit
from ..rules.verbs_hidden import disclose, let_see
from .context import Ctx


async def choose_hidden_cards(x: Ctx, cids: list[int], n: int, prompt: str,
                              player: int | None = None) -> list[int]:
    """Exactly `n` of some face-down cards (all of them if fewer). Cards with the same back
    are interchangeable, so no more of one back than could be picked is offered: picking
    among backs that all look alike asks nothing."""
    g = x.g
    who = x.me if player is None else player
    if len(cids) <= n:
        return list(cids)
    kept: list[int] = []
    per: dict[str, int] = {}
    for c in cids:
        label = g.card_label(c, who)
        if per.get(label, 0) < n:
            per[label] = per.get(label, 0) + 1
            kept.append(c)
    return await x.choose_cards(kept, n, n, prompt, player)


async def extreme_secrets(x: Ctx, cids: list[int], n: int, prompt: str, highest: bool = True,
                          player: int | None = None) -> list[int]:
    """The `n` highest (or lowest) of some face-down cards; ties at the edge are the
    deciding player's choice, among backs (nothing is asked when the tied ones look alike)."""
    ranked = sorted(cids, key=x.age, reverse=highest)
    if len(ranked) <= n:
        return ranked
    edge = x.age(ranked[n - 1])
    sure = [c for c in ranked if (x.age(c) > edge if highest else x.age(c) < edge)]
    tied = [c for c in ranked if x.age(c) == edge]
    return sure + await choose_hidden_cards(x, tied, n - len(sure), prompt, player)


def safe_room(x: Ctx, p: int | None = None) -> int:
    """How many more cards a player's safe takes now (U4-T5: none at or above its limit)."""
    who = x.me if p is None else p
    return max(0, safe_limit(x.g, who) - len(x.g.state.players[who].safe))


async def safeguard_an_available(x: Ctx, p: int | None = None) -> int | None:
    """"Safeguard an available standard achievement" (any value): the card safeguarded, or
    None (no standard achievement available, or a full safe: U4-T5 leaves it available)."""
    options = x.available_achievements()
    if not options or x.safe_full(p):
        return None
    cid = await x.choose_hidden(options, prompt="Safeguard an available standard achievement")
    if cid is not None and await x.safeguard(cid, p):
        return cid
    return None


def first_non_demand(x: Ctx, cid: int) -> int | None:
    """The index of a card's first non-demand dogma effect (None: it has none, e.g. a City
    or a 4th-edition figure, or it is not written)."""
    g = x.g
    if cid in g.rules.no_dogma or g.card(cid).name not in g.rules.impls:
        return None
    impl = impl_of(g, cid)
    return next((i for i, d in enumerate(impl.demands) if not d), None)


async def execute_effect(x: Ctx, cid: int, index: int) -> None:
    """Execute one dogma effect of a card wherever it lies, for `x.me` alone: not a Dogma
    action and not a self-execution (no sharing, no chain rule for this step). "The Dogma
    action is complete" inside it ends that effect alone."""
    g = x.g
    impl = impl_of(g, cid)
    run = DogmaRun(x.me, cid, g.card(cid).featured)
    disclose(g, cid)
    try:
        await impl.effects[index](g.rules.ctx_factory(g, x.me, x.me, cid, run, index))
    except DogmaComplete:
        pass


class ProxyCtx(Ctx):
    """An effect context whose decisions are made by another player (`decider`), who sees
    the options as the executing player does ("allowed to look at any card that you can")."""

    __slots__ = ("decider",)

    def decision(self, player: int | None, kind: str, prompt: str, options: list, lo: int = 1,
                 hi: int = 1, ordered: bool = False, check=None) -> Decision:
        d = super().decision(player, kind, prompt, options, lo, hi, ordered, check)
        if d.player == self.me:
            g, me, decider = self.g, self.me, self.decider
            if kind == CARDS:
                # labelled for the executing player's eyes; the decider looks at what they
                # see (known, so that observations stay consistent)
                d.labels = [g.card_label(c, me) for c in options]
                let_see(g, decider, me, options)
            d.player = decider
        return d


async def self_execute_decided_by(x: Ctx, cid: int, decider: int) -> None:
    """`x.me` self-executes a card (its non-demand effects, alone; the chain rule while
    already self-executing), every decision of theirs made by `decider`. Ruling: only the
    card's own effects are decided so; a card it executes in turn is decided as usual."""
    g = x.g
    me = x.me
    if x.run.self_exec and g.rules.chain_rule:
        await chain_rule(g, me)
    run = DogmaRun(me, cid, g.card(cid).featured, self_exec=True)
    disclose(g, cid)
    if g.logging:
        g.note(f"{g.name(me)} self-executes {g.card(cid).name}, {g.name(decider)} deciding.")
    for step in plan(g, me, cid, SELF):
        for _ in range(step.times):
            ctx = ProxyCtx(g, me, me, step.card, run, step.index)
            ctx.decider = decider
            await step.effect(ctx)


__all__ = ["safe_room", "ProxyCtx", "self_execute_decided_by", "choose_hidden_cards", "extreme_secrets",
           "safeguard_an_available", "first_non_demand", "execute_effect"]
