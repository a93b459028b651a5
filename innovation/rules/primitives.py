"""Rule-level card operations shared by actions and card effects."""

from __future__ import annotations

from ..model.cards import COLORS, NONE, SPLAYS
from ..model.zones import BOARD, DECK, HAND, JUNK, SCORE
from .engine import Game
from .victory import end_by_score


def draw_age(g: Game, age: int) -> int:
    """The age actually drawn from: skip empty decks. Ends the game above the top age."""
    decks = g.state.decks
    top = g.rules.max_age
    a = max(age, 1)
    while a <= top and not decks[a]:
        a += 1
    if a > top:
        raise end_by_score(g)
    return a


def draw(g: Game, player: int, age: int) -> int:
    a = draw_age(g, age)
    cid = g.state.decks[a][-1]
    g.move(cid, HAND, player)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} draws {c.name} ({c.age}).", player,
               f"{g.name(player)} draws {c.back_words}.")
    return cid


def meld(g: Game, player: int, cid: int) -> None:
    """Place a card on top of its colour pile; a splayed pile stays splayed."""
    g.move(cid, BOARD, player, g.card(cid).color)
    if g.logging:
        g.note(f"{g.name(player)} melds {g.card(cid).name}.")


def tuck(g: Game, player: int, cid: int) -> None:
    g.state.players[player].tucks += 1
    g.move(cid, BOARD, player, g.card(cid).color, bottom=True)
    if g.logging:
        g.note(f"{g.name(player)} tucks {g.card(cid).name}.")


def score(g: Game, player: int, cid: int) -> None:
    visible = g.loc[cid][0] == BOARD
    ps = g.state.players[player]
    ps.scores += 1
    ps.ver += 1  # the 3rd-edition Monument reads the count
    g.move(cid, SCORE, player)
    if g.logging:
        c = g.card(cid)
        if visible:
            g.note(f"{g.name(player)} scores {c.name}.")
        else:  # read by the seats that know the card (the scorer now does)
            g.note(f"{g.name(player)} scores {c.name}.", public=f"{g.name(player)} scores {c.back_words}.",
                   readers=g.state.known[cid])


def return_card(g: Game, player: int, cid: int) -> None:
    """Return a card to the bottom of its deck."""
    if g.logging:
        # Named only to the seats that know the card: returning an opponent's score card
        # (Rocketry) does not show it to the one returning it.
        c = g.card(cid)
        g.note(f"{g.name(player)} returns {c.name}.", public=f"{g.name(player)} returns {c.back_words}.",
               readers=g.state.known[cid])
    g.move(cid, DECK, -1, g.card(cid).age, bottom=True)


def junk(g: Game, cid: int) -> None:
    if g.logging:
        c = g.card(cid)
        words = c.back_words
        g.note(f"{c.name} is junked.", public=f"{words[0].upper()}{words[1:]} is junked.",
               readers=g.state.known[cid])
    g.move(cid, JUNK)


def junk_deck(g: Game, age: int) -> int:
    deck = g.state.decks[age]
    n = len(deck)
    while deck:
        g.move(deck[-1], JUNK)
    if n:
        if g.logging:
            g.note(f"The {age} deck ({n} card{'s' if n != 1 else ''}) is junked.")
    return n


def can_splay(g: Game, player: int, color: int, direction: int) -> bool:
    ps = g.state.players[player]
    return len(ps.piles[color]) >= 2 and ps.splay[color] != direction


def splay(g: Game, player: int, color: int, direction: int) -> bool:
    """Splay a pile; False (nothing happens) with fewer than two cards or same direction."""
    if not can_splay(g, player, color, direction):
        return False
    ps = g.state.players[player]
    ps.splay[color] = direction
    ps._icons = None
    ps.ver += 1
    g.state.moves += 1
    if g.immediate:
        g.immediate(g)
    if direction == NONE:
        if g.logging:
            g.note(f"{g.name(player)} unsplays {COLORS[color]}.")
    else:
        if g.logging:
            g.note(f"{g.name(player)} splays {COLORS[color]} {SPLAYS[direction]}.")
    return True
