"""The verb layer, continued (verbs.py is full): the Unseen's safeguarding (the safe's limit
is verbs.py: safe_full)."""

from __future__ import annotations

from ..model.zones import SAFE
from .engine import Game
from .hooks import AFTER, WOULD, Event, watching, would
from .verbs import _done, safe_full


async def safeguard(g: Game, player: int, cid: int) -> bool:
    """Put a card face down in the player's safe: a secret nobody may look at, its owner
    included (U4-T4). At or above the limit it stays where it was (U4-T5): False."""
    if safe_full(g, player):
        if g.logging:
            g.note(f"{g.name(player)}'s safe is full: nothing is safeguarded.")
        return False
    ev = None
    if g.hooks is not None and watching(g, WOULD, "safeguard"):
        ev = Event("safeguard", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} safeguards {c.name}.", readers=g.state.known[cid],
               public=f"{g.name(player)} safeguards {c.back_words}.")
    g.move(cid, SAFE, player)  # (the mover bumps the owner's `ver`: Confidence reads secrets)
    if ev is None and g.hooks is not None and watching(g, AFTER, "safeguard"):
        ev = Event("safeguard", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True
