"""4th edition Echoes, age 11."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import ASLANT, ICONS, LEFT, PERSON, RIGHT, UP, YELLOW
from ._reg import ECHOES4 as R

# Ruling: the "standard" icon types are the six of the base game (not the person)
STANDARD_ICONS = [i for i in range(len(ICONS)) if i != PERSON]


def icon_shows(x: Ctx, cid: int, icon: int) -> bool:
    """Does the card show this icon where it lies on its board (top card: every slot;
    covered card: the slots its pile's splay reveals)?"""
    _, owner, color = x.g.loc[cid]
    card = x.c(cid)
    splay = None if x.top(color, owner) == cid else x.splay_of(color, owner)
    return any(card.icons[i] == icon for i in card.visible_slots(splay))


# ------------------------------------------------------------------ Drone
@R.effect("Drone", "Draw and reveal an 11. If you have fewer than six cards of its colour, splay "
          "that colour aslant. Otherwise, return the bottom five cards of that colour from every "
          "board; if you do, do this again.")
async def drone(x: Ctx) -> None:
    while True:
        card = await x.draw_and_reveal(x.v(11))
        if card is None:
            return
        color = x.color(card)
        if len(x.pile(color)) < 6:
            if x.can_splay(color, ASLANT):
                await x.splay(color, ASLANT)
            return
        returned = 0
        for p in x.players():
            for c in x.pile(color, p)[:5]:
                await x.return_card(c)
                returned += 1
        if not returned:
            return


# ------------------------------------------------------------------ Exoskeleton
@R.demand("Exoskeleton", "I demand you move every card of your hand but the lowest ones to my "
          "score pile!")
async def exoskeleton_demand(x: Ctx) -> None:
    low = x.min_age(x.hand())
    for card in [c for c in x.hand() if x.age(c) != low]:
        await x.transfer(card, "score", x.owner)


@R.effect("Exoskeleton", "You may achieve a card from any player's hand, if eligible. If you do, "
          "and Exoskeleton was foreseen, do this again.")
async def exoskeleton(x: Ctx) -> None:
    while True:
        options = [c for p in x.players() for c in x.hand(p) if x.eligible(c)]
        card = await x.choose_card(options, optional=True, prompt="You may achieve a card from a hand")
        if card is None or not await x.achieve(card) or not x.foreseen:
            return


# ------------------------------------------------------------------ Digital Pet
@R.demand("Digital Pet", "I demand you draw and reveal an 11! Return every card of its colour from "
          "your board and your score pile!")
async def digital_pet_demand(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(11))
    if card is None:
        return
    color = x.color(card)
    board = [c for c in x.board_cards() if x.color(c) == color]
    await x.return_cards(list(reversed(board)) + [c for c in x.score_pile() if x.color(c) == color])


# ------------------------------------------------------------------ Esports
@R.effect("Esports", "For each non-yellow top card of your board, lowest first, draw and score a "
          "card of its value. If you do, and Esports was foreseen, you win.")
async def esports(x: Ctx) -> None:
    scored = 0
    for value in sorted(x.age(c) for c in x.tops() if x.color(c) != YELLOW):
        if await x.draw_and_score(value) is not None:
            scored += 1
    if scored and x.foreseen:
        await x.win()


# ------------------------------------------------------------------ Algocracy
@R.effect("Algocracy", "Choose an icon. Move every card with that featured icon from every hand "
          "and score pile to the hand of the single player with the most of that icon on their "
          "board.")
async def algocracy(x: Ctx) -> None:
    name = await x.choose_option(list(ICONS), "Choose an icon")
    if name is None:
        return
    icon = ICONS.index(name)
    who = x.single_player_with({p: x.icons(icon, p) for p in x.players()})
    if who is None:
        return
    for p in x.players():
        for card in [c for c in x.hand(p) + x.score_pile(p) if x.c(c).featured == icon]:
            if p != who or card not in x.hand(p):
                await x.transfer(card, "hand", who)


# ------------------------------------------------------------------ Robocar
@R.effect("Robocar", "Choose an opponent; they choose a card of your hand, unrevealed. Meld it. If "
          "you do, and it is your turn, self-execute it, then do this again.")
async def robocar(x: Ctx) -> None:
    while True:
        who = await x.choose_player(x.opponents(), "Choose an opponent")
        if who is None:
            return
        card = await x.choose_card(x.hand(), prompt="Choose a card of their hand for them to meld",
                                   player=who)
        if card is None or not await x.meld(card) or x.g.state.current != x.me:
            return
        await x.self_execute(card)


# ------------------------------------------------------------------ Streaming
ACHIEVE, SCORE = "achieve it", "score it"


@R.effect("Streaming", "Choose a colour of your board; achieve its top card if you are eligible, "
          "or score it. If you do either, and Streaming was foreseen, do this again with that colour.")
async def streaming(x: Ctx) -> None:
    color = await x.choose_color(x.colors(), prompt="Choose a colour")
    while color is not None:
        card = x.top(color)
        if card is None:
            return
        choices = ([ACHIEVE] if x.eligible(card) else []) + [SCORE]
        if await x.choose_option(choices, "Achieve or score the top card?") == ACHIEVE:
            done = await x.achieve(card)
        else:
            done = await x.score_card(card)
        if not done or not x.foreseen:
            return


# ------------------------------------------------------------------ Touchscreen
def touchscreen_way(n: int) -> int | None:
    if n >= 8:
        return LEFT
    if n >= 6:
        return RIGHT
    if n >= 4:
        return UP
    if n >= 2:
        return ASLANT
    return None


@R.effect("Touchscreen", "Splay each colour of your board by its number of cards: two or three, "
          "aslant; four or five, up; six or seven, right; eight or more, left. If you splay five "
          "colours, you win.")
async def touchscreen(x: Ctx) -> None:
    splayed = 0
    for color in range(5):
        way = touchscreen_way(len(x.pile(color)))
        if way is not None and x.can_splay(color, way) and await x.splay(color, way):
            splayed += 1
    if splayed == 5:
        await x.win()


# ------------------------------------------------------------------ Deepfake
@R.effect("Deepfake", "If it is your turn, move a top card from any board to your board, then "
          "super-execute a top card of your board other than Deepfake. If the moved card is still "
          "a top card, move it back to its board.")
async def deepfake(x: Ctx) -> None:
    if x.g.state.current != x.me:
        return
    card = await x.choose_card([c for c in x.all_top_cards() if x.g.loc[c][1] != x.me],
                               prompt="Move a top card to your board")
    origin = None
    if card is not None:
        origin = x.g.loc[card][1]
        await x.transfer(card, "board")
    target = await x.choose_card([c for c in x.tops() if x.c(c).name != "Deepfake"],
                                 prompt="Super-execute a top card")
    if target is not None:
        await x.super_execute(target)
    if card is not None and origin is not None and x.is_top(card) and x.g.loc[card][1] == x.me:
        await x.transfer(card, "board", origin)


# ------------------------------------------------------------------ Meritocracy
@R.demand("Meritocracy", "I demand you choose the standard icon I have the most of! Move every card "
          "of your board showing it to my board, or, if Meritocracy was foreseen, to my achievements!")
async def meritocracy_demand(x: Ctx) -> None:
    counts = {i: x.icons(i, x.owner) for i in STANDARD_ICONS}
    most = max(counts.values())
    name = await x.choose_option([ICONS[i] for i, n in counts.items() if n == most], "Choose the icon")
    if name is None:
        return
    icon = ICONS.index(name)
    to = "achievements" if x.foreseen else "board"
    # Ruling: one card at a time (4th edition), each time the highest such card of its pile
    while True:
        showing = [c for color in range(5) for c in reversed(x.pile(color)) if icon_shows(x, c, icon)]
        if not showing:
            return
        await x.transfer(showing[0], to, x.owner)
