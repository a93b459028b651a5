"""Dogma preview: before a Dogma is confirmed, who will share, who is vulnerable, and
whether it would change anything."""

from __future__ import annotations

import random

from .agents.common import finish_action
from .model.cards import ICONS
from .observation import observe
from .rules.dogma import sharing
from .rules.engine import Game


def preview(g: Game, player: int, card_name: str, samples: int = 6, seed: int = 0) -> dict:
    """What a Dogma on `card_name` (a top card of `player`, or a parley target) would do.

    `does_nothing` is estimated without peeking: the dogma is tried on a few deals of the
    hidden cards consistent with what the player knows, answering its choices at random;
    it is true when no card moved, splayed or was revealed in any of them.
    """
    d = g.pending
    if d is None or d.player != player or d.kind != "action":
        raise ValueError("a preview is for the player about to choose an action")
    labels = g.labels(d)
    try:
        index = next(i for i, o in enumerate(d.options)
                     if o[0] in ("dogma", "parley") and g.card(o[1]).name.lower() == card_name.lower())
    except StopIteration:
        raise ValueError(f"{card_name!r} is not a card you can activate now") from None
    cid = d.options[index][1]
    card = g.card(cid)
    icon = card.featured
    counts = {g.names[q]: g.icons(q, icon) for q in range(g.n) if g.state.players[q].alive}
    share = sharing(g, player, icon)  # the same computation the Dogma action makes
    names = g.names
    sharing_names = [names[q] for q in share.sharers]
    vulnerable = [names[q] for q in share.vulnerable]
    may_parley = [names[q] for q in g.order_from(player)[:-1]
                  if q in share.unconfirmed or q in share.may_parley]
    impl = g.rules.impls[card.name]
    rng = random.Random(seed)
    obs = observe(g, player)
    changed = False
    for _ in range(samples):
        h = obs.sample(rng)
        if h is None:
            changed = True  # cannot tell: do not warn
            break
        before = (h.state.moves, len(h.shown))
        h.shown = set()
        h.answer([index])
        finish_action(h, rng)
        if (h.state.moves, len(h.shown)) != (before[0], 0) or h.pending is None:
            changed = True
            break
    return {"card": card.name, "label": labels[index], "featured": ICONS[icon], "icons": counts,
            "sharing": sharing_names, "vulnerable": vulnerable if impl.has_demand else [],
            "may_parley": may_parley, "demands": impl.has_demand, "does_nothing": not changed}
