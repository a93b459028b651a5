"""4th edition Artifacts of History, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, GREEN, RED, RIGHT
from ._reg import ARTIFACTS4 as R


def visible(x: Ctx, color: int, p: int) -> int:
    """Cards of a colour that show on a board: the whole pile splayed, else its top."""
    n = len(x.pile(color, p))
    return n if x.splay_of(color, p) else min(n, 1)


# ------------------------------------------------------------------ Galley Whydah
@R.compel("Galley Whydah", "I compel you to choose a colour with more visible cards on your board "
          "than on mine! From the bottom up, transfer every card of that colour from my board to "
          "my score pile, then from your board to my board!")
async def galley_whydah(x: Ctx) -> None:
    colors = [c for c in range(5) if visible(x, c, x.me) > visible(x, c, x.owner)]
    color = await x.choose_color(colors, prompt="Choose a colour with more visible cards on your "
                                 "board than on the compelling player's")
    if color is None:
        return
    for c in list(x.pile(color, x.owner)):  # index 0 is the bottom
        await x.transfer(c, "score", x.owner)
    for c in list(x.pile(color)):
        await x.transfer(c, "board", x.owner)


# ------------------------------------------------------------------ Ship of the Line Sussex
@R.effect("Ship of the Line Sussex", "With an empty score pile, choose a colour and score every "
          "card of it from your board. Otherwise, return your whole score pile.")
async def ship_of_the_line_sussex(x: Ctx) -> None:
    if x.score_pile():
        await x.return_cards(x.score_pile())
        return
    color = await x.choose_color(x.colors(), prompt="Choose a colour to score from your board")
    if color is not None:
        for c in reversed(x.pile(color)):
            await x.score_card(c)


# ------------------------------------------------------------------ Gujin Tushu Jinsheng
@R.effect("Gujin Tushu Jinsheng", "If it is your turn, choose a top card on another board and "
          "super-execute it.")
async def gujin_tushu_jinsheng(x: Ctx) -> None:
    if x.g.state.current != x.me:
        return
    options = [t for p in x.players() if p != x.me for t in x.tops(p)]
    card = await x.choose_card(options, prompt="Choose a top card on another board to super-execute")
    if card is not None:
        await x.super_execute(card)


# ------------------------------------------------------------------ The Daily Courant
@R.effect("The Daily Courant", "Draw, reveal and return a 6. Draw and meld a card of the value of "
          "your top card of the returned card's colour. Self-execute the melded card.")
async def the_daily_courant(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(6))
    if drawn is None:
        return
    await x.return_card(drawn)
    top = x.top(x.color(drawn))
    # Ruling: with no top card of that colour the value is 0 (a draw of 0 draws a 1)
    melded = await x.draw_and_meld(x.age(top) if top is not None else 0)
    if melded is not None:
        await x.self_execute(melded)


# ------------------------------------------------------------------ Barque-Longue La Belle
@R.effect("Barque-Longue La Belle", "Draw and meld a 5. If it is not green, repeat this effect.")
async def barque_longue_la_belle(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_meld(x.v(5))
        if drawn is None or x.color(drawn) == GREEN:
            return


# ------------------------------------------------------------------ Hudson's Bay Company Archives
@R.effect("Hudson's Bay Company Archives", "Score your bottom card of every colour. Meld a card "
          "from your score pile and splay its colour right. Junk every card of the deck of its value.")
async def hudsons_bay_company_archives(x: Ctx) -> None:
    for color in x.colors():
        bottom = x.bottom(color)
        if bottom is not None:
            await x.score_card(bottom)
    card = await x.choose_card(x.score_pile(), prompt="Meld a card from your score pile")
    if card is None or not await x.meld(card):
        return
    await x.splay(x.color(card), RIGHT)
    await x.junk_deck(x.age(card))


# ------------------------------------------------------------------ Boerhavve Microscope
@R.effect("Boerhavve Microscope", "Return the lowest card of your hand and your lowest top card. "
          "Draw and score a card of the returned cards' total value.")
async def boerhavve_microscope(x: Ctx) -> None:
    total = 0
    for cids, where in ((x.hand(), "in your hand"), (x.tops(), "among your top cards")):
        card = await x.choose_card(x.lowest_of(cids), prompt=f"Return the lowest card {where}")
        if card is not None and await x.return_card(card):
            total += x.age(card)
    await x.draw_and_score(total)


# ------------------------------------------------------------------ Principia
@R.effect("Principia", "Return your top card of each colour but blue. For each card returned, "
          "lowest first, draw and meld a card one higher.")
async def principia(x: Ctx) -> None:
    values = []
    for t in [t for t in x.tops() if x.color(t) != BLUE]:
        if await x.return_card(t):
            values.append(x.age(t))
    for v in sorted(values):
        await x.draw_and_meld(v + 1)


# ------------------------------------------------------------------ Sandham Room Cricket Bat
@R.effect("Sandham Room Cricket Bat", "Draw and reveal a 6. If it is red, claim an available "
          "standard achievement, ignoring eligibility. Otherwise, junk one.")
async def sandham_room_cricket_bat(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(6))
    if drawn is None:
        return
    red = x.color(drawn) == RED
    picked = await x.choose_card(x.available_achievements(), prompt="Claim an available achievement"
                                 if red else "Junk an available achievement")
    if picked is None:
        return
    if red:
        await x.achieve(picked)
    else:
        await x.junk(picked)


# ------------------------------------------------------------------ Almira, Queen of the Castle
@R.effect("Almira, Queen of the Castle", "Meld a card from your hand. If you do, claim an "
          "achievement of its value, ignoring eligibility. Otherwise, junk every card of the deck "
          "of the lowest available achievement's value, if there is one.")
async def almira(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None and await x.meld(card):
        value = x.age(card)
        found = [a for a in x.available_achievements() if x.age(a) == value]
        picked = await x.choose_card(found, prompt=f"Claim an achievement of value {value}")
        if picked is not None:
            await x.achieve(picked)
        return
    available = x.available_achievements()
    if available:
        await x.junk_deck(x.min_age(available))
