"""More of what Unseen cards do, beyond effects/unseen.py: plain functions of the effect
context (`x`), used by the cards of ages 7 to 10.

- choosing among face-down cards several at a time (secrets of one back are
  interchangeable, U4-T4), and the highest or lowest of them;
- "safeguard an available standard achievement" of any value;
- "execute the first non-demand effect" of a card (Teleprompter), outside any Dogma.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules.dogma import DogmaComplete, DogmaRun, impl_of

if TYPE_CHECKING:
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
    try:
        await impl.effects[index](g.rules.ctx_factory(g, x.me, x.me, cid, run, index))
    except DogmaComplete:
        pass


__all__ = ["choose_hidden_cards", "extreme_secrets", "safeguard_an_available", "first_non_demand",
           "execute_effect"]
