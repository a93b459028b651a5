"""The verbs: every change a card or a rule makes to the table, each one awaitable.

A verb raises an `Event` (rules/hooks.py): would-hooks may replace it or add to it first,
after-hooks follow it, and then the ruleset's `after_change` step runs (the 3rd edition's
special achievements and achievement victory, claimed the moment they are earned). Nothing
outside this module moves a card or changes a splay, except setup (`place`, `set_splay`)
and the physical mover itself (`Game.move`).

Verbs do as much as they can and report what happened, so "if you do" reads as a test of
their result.
"""

from __future__ import annotations

from ..model.cards import COLORS, NONE, RELIC, SPLAYS
from ..model.state import DRAWN, SCORED, TUCKED, TUCKED_COLORS
from ..model.zones import (
    ACHIEVED,
    AVAILABLE,
    BOARD,
    DECK,
    DISPLAY,
    FORECAST,
    HAND,
    JUNK,
    OWNER,
    PUBLIC,
    RELICS,
    SAFE,
    SCORE,
    ZONES,
)
from ..model.zones import BY_NAME as ZONE_BY_NAME
from .engine import Game, GameOver, TurnOver
from .hooks import AFTER, WOULD, Event, after_hooks, run_hook, watching, would
from .outcome import end_by_score, team_of


# Each verb builds its event only when hooks exist (`g.hooks`), and awaits `_done` only when
# something follows a change: the base game pays two tests per verb.
async def _done(g: Game, ev: Event | None) -> None:
    # (an event built for its would-hooks: its after-hooks only if some may watch it)
    if ev is not None and watching(g, AFTER, ev.verb, player=ev.player):
        for h in after_hooks(g, ev):  # (`hooks.after`, without a coroutine when none fires)
            await run_hook(g, h, ev)
    step = g.rules.after_change
    if step is not None and g.state.phase == "play":
        await step(g)


# ---------------------------------------------------------------- setup (no events)
def place(g: Game, cid: int, kind: int, player: int = -1, sub: int = 0, bottom: bool = False) -> None:
    """Put a card somewhere while a position is being set up (not a game event)."""
    g.move(cid, kind, player, sub, bottom)


def set_splay(g: Game, player: int, color: int, direction: int) -> None:
    """Splay a pile while a position is being set up (not a game event)."""
    ps = g.state.players[player]
    ps.splay[color] = direction if len(ps.piles[color]) > 1 else NONE
    ps.board_changed(color)
    g.state.moves += 1  # like any splay: what is cached by `moves` is worked out again


# ---------------------------------------------------------------- drawing
def draw_age(g: Game, age: int) -> int:
    """The age actually drawn from: skip empty decks. Ends the game above the top age."""
    decks = g.state.decks
    top = g.rules.max_age
    a = max(age, 0)  # the age-0 deck (4th edition) is empty until introduced: then a 1
    while a <= top and not decks[a]:
        a += 1
    if a > top:
        raise end_by_score(g)
    return a


def draw_set(g: Game, player: int, age: int, purpose: str = "base") -> str:
    """Which set's supply pile a draw of `age` takes its card from (expansions-rules §1.3):
    each set's draw rule may claim the draw (the ruleset's `draw_rules`, in order). X3-T2 /
    X4-T4: an empty expansion pile falls back to base, and that base draw is checked again
    (the Echoes rule may still pick its own set)."""
    rules = g.rules.draw_rules or []
    # Ruling (E4-T9): a set's own draw (a Figure for sharing) is no base draw: the Echoes and
    # Unseen rules pass it by; on a base draw they run in rank order, the Echoes' first
    chosen = purpose if purpose in g.set_slot else "base"
    for rule in rules:
        chosen = rule(g, player, age, chosen, purpose)
    if chosen != "base" and not g.state.decks[g.set_slot[chosen] * g.deck_span + age]:  # (g.deck)
        # Ruling (X3-T2): the base draw that replaces it is checked as a plain base draw
        again = "base"
        for rule in rules:
            again = rule(g, player, age, again, "base")
        chosen = again if again != "base" and g.deck(again, age) else "base"
    return chosen


async def draw(g: Game, player: int, age: int, action: bool = False,
               purpose: str = "base", exact: bool = False, why: str = "",
               run: object = None, to: int = HAND) -> int | None:
    """Draw a card of `age` (or the next age whose base pile is not empty) into the
    player's hand, from the pile the sets' draw rules choose. `purpose` is "base" for a
    plain draw, or a set's name when a rule draws that set's card (a City, a Figure).
    `exact` draws from the `purpose` set's pile of that very age, no skipping and no set's
    draw rule (a City's Search, C3-T8): None if that pile is empty. `why` names a rule's draw
    for hooks ("share": the sharing bonus, of the Dogma `run`). `to`: the hand, or the safe
    (U4-T4: "draw and safeguard" puts it there face down, seen by nobody)."""
    ev = None
    if g.hooks is not None and "draw" in g.hooks.woulds and watching(g, WOULD, "draw", player=player):
        ev = Event("draw", player, value=age, action=action, why=why, run=run, purpose=purpose)
        if await would(g, ev):
            return ev.result
    if exact:
        pile = g.state.decks[age] if purpose == "base" else g.deck(purpose, age)
        if not pile:
            return None
    else:
        # X3-T1: an age is empty when its base pile is, for every set; E3-T10: a set's card
        # is drawn at the age reached, as the base card would have been
        a = draw_age(g, age)
        # no set's draw rule in play (the base game, the Cities alone): a plain draw takes the
        # base pile, the first of the decks
        rules = g.rules.draw_rules
        pile = g.state.decks[a] if rules is None or not rules and purpose == "base" else \
            g.state.decks[g.set_slot[draw_set(g, player, a, purpose)] * g.deck_span + a]  # (deck_index)
    cid = pile[-1]
    g.move(cid, to, player)
    g.state.players[player].counts[DRAWN] += 1
    if g.logging:
        c = g.card(cid)
        hidden = f"{g.name(player)} draws {c.back_words}{' and safeguards it' if to == SAFE else ''}."
        g.note(hidden if to == SAFE else f"{g.name(player)} draws {c.name} ({c.age}).", player, hidden)
    if ev is not None:
        ev.card = cid
    if ev is None and g.hooks is not None and "draw" in g.hooks.afters \
            and watching(g, AFTER, "draw", player=player):
        ev = Event("draw", player, value=age, action=action, why=why, card=cid, run=run,
                   purpose=purpose)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return cid


def shuffle_deck(g: Game, set_name: str, age: int) -> None:
    """Shuffle a supply pile (after a search through it). No card moves: no event."""
    g.state.rng.shuffle(g.deck(set_name, age))
    if g.logging:
        g.note(f"The {'' if set_name == 'base' else set_name + ' '}{age} deck is shuffled.")


async def dig(g: Game, player: int, age: int, purpose: str = "artifacts") -> int | None:
    """Artifacts: dig a card of the `purpose` set of `age` (or the next age whose base
    pile is not empty) onto the player's display. None when it cannot: the display is
    occupied, or that set's pile of the age reached is empty (no base fallback)."""
    ps = g.state.players[player]
    if ps.display:
        return None
    decks = g.state.decks
    a = max(age, 1)
    while a <= g.rules.max_age and not decks[a]:  # A4-T1: empty ages are skipped first
        a += 1
    # Ruling (Q-10, A3-T3): a dig past the top age is ignored; it does not end the game
    if a > g.rules.max_age or not g.deck(purpose, a):
        return None
    ev = None
    if g.hooks is not None and "dig" in g.hooks.woulds and watching(g, WOULD, "dig", player=player):
        ev = Event("dig", player, value=a)
        if await would(g, ev):
            return ev.result
    cid = g.deck(purpose, a)[-1]
    g.move(cid, DISPLAY, player)
    if g.logging:
        g.note(f"{g.name(player)} digs up {g.card(cid).name} and puts it on display.")
    if ev is not None:
        ev.card = cid
    if ev is None and g.hooks is not None and "dig" in g.hooks.afters \
            and watching(g, AFTER, "dig", player=player):
        ev = Event("dig", player, cid, value=a)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return cid


# ---------------------------------------------------------------- boards
async def meld(g: Game, player: int, cid: int, action: bool = False) -> bool:
    """Place a card on top of its colour pile; a splayed pile stays splayed. The event's
    `src` names the zone it came from (R3-T8: "when you meld this card from your hand")."""
    ev = None
    src = ZONES[g.loc[cid][0]].name if g.hooks is not None else ""
    if g.hooks is not None and "meld" in g.hooks.woulds and watching(g, WOULD, "meld", player=player):
        ev = Event("meld", player, cid, action=action, src=src)
        if await would(g, ev):
            return bool(ev.result)
    g.move(cid, BOARD, player, g.card(cid).color)
    if g.logging:
        g.note(f"{g.name(player)} melds {g.card(cid).name}.")
    if ev is None and g.hooks is not None and "meld" in g.hooks.afters \
            and watching(g, AFTER, "meld", cid, player):
        ev = Event("meld", player, cid, action=action, src=src)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def tuck(g: Game, player: int, cid: int) -> bool:
    ev = None
    if g.hooks is not None and "tuck" in g.hooks.woulds and watching(g, WOULD, "tuck", player=player):
        ev = Event("tuck", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    ps = g.state.players[player]
    ps.counts[TUCKED] += 1
    color = g.card(cid).color
    ps.counts[TUCKED_COLORS] |= 1 << color
    g.move(cid, BOARD, player, color, bottom=True)
    if g.logging:
        g.note(f"{g.name(player)} tucks {g.card(cid).name}.")
    if ev is None and g.hooks is not None and "tuck" in g.hooks.afters \
            and watching(g, AFTER, "tuck", cid, player):
        ev = Event("tuck", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


def can_splay(g: Game, player: int, color: int, direction: int) -> bool:
    ps = g.state.players[player]
    return len(ps.piles[color]) >= 2 and ps.splay[color] != direction


async def splay(g: Game, player: int, color: int, direction: int) -> bool:
    """Splay a pile; False (nothing happens) with fewer than two cards or same direction."""
    if not can_splay(g, player, color, direction):
        return False
    ev = None
    if g.hooks is not None and "splay" in g.hooks.woulds and watching(g, WOULD, "splay", player=player):
        ev = Event("splay", player, value=direction, cards=[color])
        if await would(g, ev):
            return bool(ev.result)
    ps = g.state.players[player]
    ps.splay[color] = direction
    ps.board_changed(color)
    g.state.moves += 1
    if g.logging:
        if direction == NONE:
            g.note(f"{g.name(player)} unsplays {COLORS[color]}.")
        else:
            g.note(f"{g.name(player)} splays {COLORS[color]} {SPLAYS[direction]}.")
    if ev is None and g.hooks is not None and "splay" in g.hooks.afters \
            and watching(g, AFTER, "splay", player=player):
        ev = Event("splay", player, value=direction, cards=[color])
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def rearrange(g: Game, player: int, color: int, order: list[int]) -> bool:
    """Put the cards of a colour pile in a new order (`order` top first); the splay stays.
    False if the order is unchanged."""
    ps = g.state.players[player]
    pile = ps.piles[color]
    new = list(reversed(order))
    if sorted(new) != sorted(pile):
        raise ValueError("a rearranged pile must keep the same cards")
    if new == pile:
        return False
    ev = None
    if g.hooks is not None and "rearrange" in g.hooks.woulds \
            and watching(g, WOULD, "rearrange", player=player):
        ev = Event("rearrange", player, cards=list(order), value=color)
        if await would(g, ev):
            return bool(ev.result)
    pile[:] = new  # the cards stay in the pile: only their order changes
    ps.board_changed(color)
    g.state.moves += 1
    if g.live is not None:
        g.live(g)  # a new top card (Game.move)
    if g.logging:
        g.note(f"{g.name(player)} rearranges their {COLORS[color]} pile.")
    if ev is None and g.hooks is not None and "rearrange" in g.hooks.afters \
            and watching(g, AFTER, "rearrange", player=player):
        ev = Event("rearrange", player, cards=list(order), value=color)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


# ---------------------------------------------------------------- score piles and decks
async def score(g: Game, player: int, cid: int) -> bool:
    ev = None
    if g.hooks is not None and "score" in g.hooks.woulds and watching(g, WOULD, "score", player=player):
        ev = Event("score", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    visible = g.loc[cid][0] == BOARD
    ps = g.state.players[player]
    ps.counts[SCORED] += 1
    ps.ver += 1  # the 3rd-edition Monument reads the count
    g.move(cid, SCORE, player)
    if g.logging:
        c = g.card(cid)
        if visible:
            g.note(f"{g.name(player)} scores {c.name}.")
        else:  # read by the seats that know the card (the scorer now does)
            g.note(f"{g.name(player)} scores {c.name}.", public=f"{g.name(player)} scores {c.back_words}.",
                   readers=g.state.known[cid])
    if ev is None and g.hooks is not None and "score" in g.hooks.afters \
            and watching(g, AFTER, "score", player=player):
        ev = Event("score", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def return_card(g: Game, player: int, cid: int) -> bool:
    """Return a card to the bottom of its deck."""
    ev = None
    if g.hooks is not None and "return" in g.hooks.woulds and watching(g, WOULD, "return", player=player):
        ev = Event("return", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    if g.logging:
        # Named only to the seats that know the card: returning an opponent's score card
        # (Rocketry) does not show it to the one returning it.
        c = g.card(cid)
        g.note(f"{g.name(player)} returns {c.name}.", public=f"{g.name(player)} returns {c.back_words}.",
               readers=g.state.known[cid])
    if g.cards.cards[cid].kind == RELIC:
        # Ruling (R3-T5): a returned relic goes face up beside its supply pile, never into it
        g.move(cid, RELICS)
    else:
        g.move(cid, DECK, -1, g.deck_of(cid), bottom=True)
    if ev is None and g.hooks is not None and "return" in g.hooks.afters \
            and watching(g, AFTER, "return", player=player):
        ev = Event("return", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def topdeck(g: Game, player: int, cid: int) -> bool:
    """Put a card on top of its deck (Echoes: Telescope)."""
    ev = None
    if g.hooks is not None:
        ev = Event("topdeck", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} puts {c.name} on top of its deck.",
               public=f"{g.name(player)} puts {c.back_words} on top of its deck.",
               readers=g.state.known[cid])
    if g.cards.cards[cid].kind == RELIC:  # R3-T5: a relic never goes into a deck
        g.move(cid, RELICS)
    else:
        g.move(cid, DECK, -1, g.deck_of(cid))
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def junk(g: Game, player: int, cid: int) -> bool:
    """Junk a card (3rd edition: remove it from the game; the same pile)."""
    ev = None
    src = ""
    if g.hooks is not None:  # where it comes from, for would- and after-hooks alike
        kind, owner, _ = g.loc[cid]
        src = ZONES[kind].name if owner in (-1, player) else "other"
        if "junk" in g.hooks.woulds and watching(g, WOULD, "junk", player=player):
            ev = Event("junk", player, cid, src=src)
            if await would(g, ev):
                return bool(ev.result)
    if g.logging:
        c = g.card(cid)
        words = c.back_words
        g.note(f"{c.name} is junked.", public=f"{words[0].upper()}{words[1:]} is junked.",
               readers=g.state.known[cid])
    g.move(cid, JUNK)
    if ev is None and g.hooks is not None and "junk" in g.hooks.afters \
            and watching(g, AFTER, "junk", cid, player):
        ev = Event("junk", player, cid, src=src)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def junk_deck(g: Game, player: int, age: int, set_name: str = "base") -> int:
    """Junk a whole deck (the base deck of the age, or another set's); how many cards went."""
    deck = g.state.decks[age] if set_name == "base" else g.deck(set_name, age)
    ev = None
    if g.hooks is not None and "junk_deck" in g.hooks.woulds \
            and watching(g, WOULD, "junk_deck", player=player):
        ev = Event("junk_deck", player, cards=list(deck), value=age)
        if await would(g, ev):
            return int(ev.result or 0)
    n = len(deck)
    while deck:
        g.move(deck[-1], JUNK)
    if n and g.logging:
        which = "" if set_name == "base" else f"{set_name} "
        g.note(f"The {which}{age} deck ({n} card{'s' if n != 1 else ''}) is junked.")
    if ev is None and g.hooks is not None and "junk_deck" in g.hooks.afters \
            and watching(g, AFTER, "junk_deck", player=player):
        ev = Event("junk_deck", player, cards=list(deck), value=age)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return n


# ---------------------------------------------------------------- between players
async def transfer(g: Game, player: int, cid: int, to: str, owner: int) -> bool:
    """Move a card to `owner`'s hand, score pile, board (on top) or achievements. Not a
    meld, score or achieve for any other purpose."""
    if to == "safe" and safe_full(g, owner):
        return False  # Ruling (U4-T5): a full safe takes no card "for any reason"
    ev = None
    if g.hooks is not None and "transfer" in g.hooks.woulds and watching(g, WOULD, "transfer", player=player):
        ev = Event("transfer", player, cid, dst=to, value=owner)
        if await would(g, ev):
            return bool(ev.result)
    kind = ZONE_BY_NAME[to].kind
    sub = g.card(cid).color if kind == BOARD else 0
    if g.logging:
        _note_transfer(g, cid, kind, owner)
    g.move(cid, kind, owner, sub)
    if kind == FORECAST:
        g.state.players[owner].ver += 1  # Destiny reads the forecast (specials follow `ver`)
    if ev is None and g.hooks is not None and "transfer" in g.hooks.afters \
            and watching(g, AFTER, "transfer", player=player):
        ev = Event("transfer", player, cid, dst=to, value=owner)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


def _note_transfer(g: Game, cid: int, kind: int, owner: int) -> None:
    """The log line of a transfer: the card is named to the seats that know it (all of
    them if it ends face up), and to the others read as "a 3"."""
    c = g.card(cid)
    k0, p0, _ = g.loc[cid]
    src = f" from {g.name(p0)}'s {ZONES[k0].words}" if p0 >= 0 else ""
    dst = f"{g.name(owner)}'s {ZONES[kind].words}"
    if ZONES[kind].sees == PUBLIC or g.visible_to(cid, -1):
        g.note(f"{c.name}{src} is transferred to {dst}.")
        return
    readers = g.state.known[cid] | (1 << owner if ZONES[kind].sees == OWNER else 0)
    words = c.back_words
    g.note(f"{c.name}{src} is transferred to {dst}.", readers=readers,
           public=f"{words[0].upper()}{words[1:]}{src} is transferred to {dst}.")


async def exchange(g: Game, player: int, a: list[int], a_zone: tuple[str, int],
                   b: list[int], b_zone: tuple[str, int]) -> None:
    """Swap cards: `a` goes to `b_zone` and `b` to `a_zone` (zone = (name, player)). One
    event for the whole exchange, then one per card."""
    ev = None
    if g.hooks is not None and "exchange" in g.hooks.woulds and watching(g, WOULD, "exchange", player=player):
        ev = Event("exchange", player, cards=[*a, *b])
        if await would(g, ev):
            return
    for cid in a:
        await transfer(g, player, cid, b_zone[0], b_zone[1])
    for cid in b:
        await transfer(g, player, cid, a_zone[0], a_zone[1])
    if ev is None and g.hooks is not None and "exchange" in g.hooks.afters \
            and watching(g, AFTER, "exchange", player=player):
        ev = Event("exchange", player, cards=[*a, *b])
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)


async def look(g: Game, player: int, cid: int) -> None:
    """A player looks at a card where it lies (3rd-edition Tuning Fork: the top card of a
    deck); nothing moves, only that player now knows it."""
    g.state.known[cid] |= 1 << player
    if g.logging:
        g.note(f"{g.name(player)} looks at {g.card(cid).name}.", player,
               f"{g.name(player)} looks at {g.card(cid).back_words}.")


async def reveal(g: Game, player: int, cid: int) -> None:
    ev = None
    if g.hooks is not None and "reveal" in g.hooks.woulds and watching(g, WOULD, "reveal", player=player):
        ev = Event("reveal", player, cid)
        if await would(g, ev):
            return
    g._revealed.add(cid)
    g.shown.add(cid)
    g.state.known[cid] = g.everyone
    if g.rules.reveal_counts_for_sharing:  # X3-T13: a change for the sharing bonus (3rd)
        g.state.moves += 1
    if g.logging:
        g.note(f"{g.name(player)} reveals {g.card(cid).name}.")
    if ev is None and g.hooks is not None and "reveal" in g.hooks.afters \
            and watching(g, AFTER, "reveal", player=player):
        ev = Event("reveal", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)


# ---------------------------------------------------------------- the safe (the Unseen)
def safe_limit(g: Game, player: int) -> int:
    """Ruling (U4-T5): how many secrets a safe may hold, five less the best splay's rank
    (left 4 ... aslant 1, as the forecast: E4-T2). Safeguarding: verbs_hidden.py."""
    return 5 - max(g.state.players[player].splay)


def safe_full(g: Game, player: int) -> bool:
    """At or above its limit a safe takes no card (a lowered limit evicts nothing)."""
    return len(g.state.players[player].safe) >= safe_limit(g, player)


# ---------------------------------------------------------------- achievements and the end
async def achieve(g: Game, player: int, cid: int, action: bool = False) -> bool:
    """Claim a card as an achievement (the Achieve action, or an effect)."""
    ev = None
    if g.hooks is not None and "achieve" in g.hooks.woulds and watching(g, WOULD, "achieve", player=player):
        ev = Event("achieve", player, cid, action=action)
        if await would(g, ev):
            return bool(ev.result)
    g.move(cid, ACHIEVED, player)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} achieves {c.name if g.visible_to(cid, -1) else c.back_words}.")
    if ev is None and g.hooks is not None and "achieve" in g.hooks.afters \
            and watching(g, AFTER, "achieve", player=player):
        ev = Event("achieve", player, cid, action=action)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def claim_special(g: Game, player: int, name: str) -> bool:
    """Claim a special achievement if it is still available."""
    cid = g.cards.find(name).id
    if g.loc[cid][0] != AVAILABLE:
        return False
    ev = None
    if g.hooks is not None and "achieve" in g.hooks.woulds and watching(g, WOULD, "achieve", player=player):
        ev = Event("achieve", player, cid)
        if await would(g, ev):
            return bool(ev.result)
    g.move(cid, ACHIEVED, player)
    if g.logging:
        g.note(f"{g.name(player)} claims the {name} special achievement.")
    if ev is None and g.hooks is not None and "achieve" in g.hooks.afters \
            and watching(g, AFTER, "achieve", player=player):
        ev = Event("achieve", player, cid)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    return True


async def win(g: Game, player: int, reason: str = "card effect") -> None:
    if g.hooks is not None and "win" in g.hooks.woulds and watching(g, WOULD, "win", player=player):
        ev = Event("win", player, why=reason)
        if await would(g, ev):
            return
    raise GameOver(team_of(g, player), reason)


async def lose(g: Game, player: int) -> None:
    """Eliminate a player: junk all their cards; the last one (or team) standing wins."""
    ev = None
    if g.hooks is not None and "lose" in g.hooks.woulds and watching(g, WOULD, "lose", player=player):
        ev = Event("lose", player)
        if await would(g, ev):
            return
    ps = g.state.players[player]
    for cid in [c for zone in ps.zone_lists(board_last=True) for c in zone]:
        g.move(cid, JUNK)
    ps.alive = False
    g._orders, g._all_alive = {}, False  # a dict of its own: clones may share the old one
    if g.logging:
        g.note(f"{g.name(player)} loses and leaves the game.")
    alive = [p for p in range(g.n) if g.state.players[p].alive]
    if len({min(team_of(g, p)) for p in alive}) == 1:
        raise GameOver(team_of(g, alive[0]), "elimination")
    if ev is None and g.hooks is not None and "lose" in g.hooks.afters \
            and watching(g, AFTER, "lose", player=player):
        ev = Event("lose", player)
    if ev is not None or g.rules.after_change is not None:
        await _done(g, ev)
    if player == g.state.current:
        raise TurnOver()
