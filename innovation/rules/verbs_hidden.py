"""The verb layer, continued (verbs.py is full): the expansions' hidden zones, the forecast
(Echoes) and the safe (the Unseen; its limit is verbs.py: safe_full, which transfers read),
chance (coin flips), and cards going back to the table's areas (the available
achievements, the decrees)."""

from __future__ import annotations

from ..model.zones import AVAILABLE, DECREES, FORECAST, SAFE
from .engine import Game
from .hooks import AFTER, WOULD, Event, watching, would
from .verbs import _done, safe_full


# ---------------------------------------------------------------- the forecast
def forecast_limit(g: Game, player: int) -> int | None:
    """How many cards a forecast may hold: None (no limit) in the 3rd edition; in the 4th,
    five, one fewer per step of the best splay on the board (left 4 ... aslant 1; E4-T2)."""
    if not g.rules.forecast_limit:
        return None
    return 5 - max(g.state.players[player].splay)


async def foreshadow(g: Game, player: int, cid: int) -> bool:
    """Put a card in the player's forecast (seen by its owner only). At or above the limit
    the card stays where it was (E4-T2): False."""
    limit = forecast_limit(g, player)
    if limit is not None and len(g.state.players[player].forecast) >= limit:
        if g.logging:
            g.note(f"{g.name(player)}'s forecast is full: nothing is foreshadowed.")
        return False
    ev = None
    if g.hooks is not None and "foreshadow" in g.hooks.woulds \
            and watching(g, WOULD, "foreshadow", player=player):
        ev = Event("foreshadow", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} foreshadows {c.name}.", public=f"{g.name(player)} foreshadows "
               f"{c.back_words}.", readers=g.state.known[cid] | 1 << player)
    g.move(cid, FORECAST, player)
    g.state.players[player].ver += 1  # Destiny reads the forecast (specials follow `ver`)
    if ev is None and g.hooks is not None and "foreshadow" in g.hooks.afters \
            and watching(g, AFTER, "foreshadow", player=player):
        ev = Event("foreshadow", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


# ---------------------------------------------------------------- the safe (the Unseen)
async def safeguard(g: Game, player: int, cid: int) -> bool:
    """Put a card face down in the player's safe: a secret nobody may look at, its owner
    included. At or above the limit it stays where it was (U4-T5): False."""
    # Ruling (U4-T4): the safe's zone is seen by nobody (model/zones.py: NOBODY); its backs
    # (set and age) stay public, and what a player knew of the card before, they keep
    if safe_full(g, player):
        if g.logging:
            g.note(f"{g.name(player)}'s safe is full: nothing is safeguarded.")
        return False
    ev = None
    if g.hooks is not None and "safeguard" in g.hooks.woulds \
            and watching(g, WOULD, "safeguard", player=player):
        ev = Event("safeguard", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} safeguards {c.name}.", readers=g.state.known[cid],
               public=f"{g.name(player)} safeguards {c.back_words}.")
    g.move(cid, SAFE, player)  # (the mover bumps the owner's `ver`: Confidence reads secrets)
    if ev is None and g.hooks is not None and "safeguard" in g.hooks.afters \
            and watching(g, AFTER, "safeguard", player=player):
        ev = Event("safeguard", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


# ---------------------------------------------------------------- chance
async def flip(g: Game, player: int) -> bool:
    """The player flips a coin: True if they win the flip. Drawn from the game's generator
    (part of the state: the same seed and answers flip the same coins, in clones and
    replays too); a scenario may fix the next outcomes (`coins`: model/state.ScriptedRng)."""
    won = g.state.rng.flip()
    if g.logging:
        g.note(f"{g.name(player)} flips a coin and {'wins' if won else 'loses'} the flip.")
    return won


# ---------------------------------------------------------------- knowledge without a move
def disclose(g: Game, cid: int) -> None:
    """Everybody learns a card that stays where it lies: a card executed face down (a
    junked achievement super-executed, a secret self-executed) has its text read out.
    Ruling (U4-T4): an effect that uses a secret's text shows it, like one that looks at it."""
    if g.state.known[cid] != g.everyone:
        g.state.known[cid] = g.everyone
        g.shown.add(cid)
        if g.logging:
            g.note(f"{g.card(cid).name} is executed face up.")


def let_see(g: Game, viewer: int, seer: int, cids: list[int]) -> None:
    """`viewer` sees whatever `seer` may see among these cards (a player deciding for
    another, "allowed to look at any card that you can": Blackmail's kin)."""
    known = g.state.known
    for c in cids:
        if g.visible_to(c, seer):
            known[c] |= 1 << viewer


# ---------------------------------------------------------------- back to the table
async def to_available(g: Game, player: int, cid: int) -> None:
    """Make a card an available achievement."""
    ev = None
    if g.hooks is not None and "to_available" in g.hooks.woulds \
            and watching(g, WOULD, "to_available", player=player):
        ev = Event("to_available", player, cid)
        if await would(g, ev):
            return
    g.move(cid, AVAILABLE)
    if ev is None and g.hooks is not None and "to_available" in g.hooks.afters \
            and watching(g, AFTER, "to_available", player=player):
        ev = Event("to_available", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)


async def to_decrees(g: Game, player: int, cid: int) -> None:
    """Put a decree back in the decrees' area (Figures, F4-T10), not activated."""
    ev = None
    if g.hooks is not None and "to_decrees" in g.hooks.woulds \
            and watching(g, WOULD, "to_decrees", player=player):
        ev = Event("to_decrees", player, cid)
        if await would(g, ev):
            return
    g.move(cid, DECREES)
    if g.logging:
        g.note(f"{g.card(cid).name} goes back to the decrees.")
    if ev is None and g.hooks is not None and "to_decrees" in g.hooks.afters \
            and watching(g, AFTER, "to_decrees", player=player):
        ev = Event("to_decrees", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
