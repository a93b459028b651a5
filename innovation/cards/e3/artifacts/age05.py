"""3rd edition Artifacts of History, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import RED, RIGHT
from ....model.zones import BOARD
from ...e4.artifacts import age05 as e4
from ._reg import ARTIFACTS3 as R

VALUES = range(1, 11)

# ------------------------------------------------------------------ Boerhavve Silver Microscope
R.effect("Boerhavve Silver Microscope", "Return the lowest card of your hand and your lowest top "
         "card. Draw and score a card of the returned cards' total value.")(e4.boerhavve_microscope)

# ------------------------------------------------------------------ Principia
R.effect("Principia", "Return every non-blue top card of your board. For each card returned, "
         "lowest first, draw and meld a card one higher.")(e4.principia)


# ------------------------------------------------------------------ Bill of Rights
@R.compel("Bill of Rights", "I compel you to choose a colour with more visible cards on your board "
          "than on mine! Transfer every card of that colour from your board to my board, from the "
          "bottom up!")
async def bill_of_rights(x: Ctx) -> None:
    colors = [c for c in range(5) if e4.visible(x, c, x.me) > e4.visible(x, c, x.owner)]
    color = await x.choose_color(colors, prompt="Choose a colour with more visible cards on your "
                                 "board than on the compelling player's")
    if color is None:
        return
    for c in x.pile(color):  # index 0 is the bottom
        await x.transfer(c, "board", x.owner)


# ------------------------------------------------------------------ Ship of the Line Sussex
R.effect("Ship of the Line Sussex", "With an empty score pile, choose a colour and score every "
         "card of it from your board. Otherwise, return your whole score pile.")(
    e4.ship_of_the_line_sussex)

# ------------------------------------------------------------------ Barque-Longue La Belle
R.effect("Barque-Longue La Belle", "Draw and meld a 5. If it is not green, repeat this effect.")(
    e4.barque_longue_la_belle)


# ------------------------------------------------------------------ Hudson's Bay Company Archives
@R.effect("Hudson's Bay Company Archives", "Score your bottom card of every colour. Meld a card "
          "from your score pile. Splay its colour right.")
async def hudsons_bay_company_archives(x: Ctx) -> None:
    for color in x.colors():
        bottom = x.bottom(color)
        if bottom is not None:
            await x.score_card(bottom)
    card = await x.choose_card(x.score_pile(), prompt="Meld a card from your score pile")
    if card is not None and await x.meld(card):
        await x.splay(x.color(card), RIGHT)


# ------------------------------------------------------------------ Gujin Tushu Jinsheng
@R.effect("Gujin Tushu Jinsheng", "If Gujin Tushu Jinsheng is on your board, choose a top card on "
          "another board and execute its effects as if they were on this card, without sharing.")
async def gujin_tushu_jinsheng(x: Ctx) -> None:
    if x.g.loc[x.card][:2] != (BOARD, x.me):  # on display (or elsewhere): nothing
        return
    options = [t for p in x.players() if p != x.me for t in x.tops(p)]
    card = await x.choose_card(options, prompt="Choose a top card on another board: execute its "
                               "effects")
    if card is not None:
        await x.execute_as_this(card)


# ------------------------------------------------------------------ The Daily Courant
@R.effect("The Daily Courant", "Draw a card of any value and put it on top of its deck. You may "
          "execute the effects of another of your top cards as if they were on this card, "
          "without sharing.")
async def the_daily_courant(x: Ctx) -> None:
    value = await x.choose_value(VALUES, prompt="Choose the value of the card to draw")
    if value is not None:
        drawn = await x.draw(value)
        if drawn is not None:
            await x.topdeck(drawn)
    card = await x.choose_card([t for t in x.tops() if t != x.card], optional=True,
                               prompt="You may execute the effects of another of your top cards")
    if card is not None:
        await x.execute_as_this(card)


# ------------------------------------------------------------------ Sandham Room Cricket Bat
@R.effect("Sandham Room Cricket Bat", "Draw and reveal a 6. If it is red, claim an achievement, "
          "ignoring eligibility.")
async def sandham_room_cricket_bat(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(6))
    if drawn is None or x.color(drawn) != RED:
        return
    picked = await x.choose_card(x.available_achievements(), prompt="Claim an achievement")
    if picked is not None:
        await x.achieve(picked)


# ------------------------------------------------------------------ Almira, Queen of the Castle
@R.effect("Almira, Queen of the Castle", "Meld a card from your hand. Claim an achievement of its "
          "value, ignoring eligibility.")
async def almira(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is None or not await x.meld(card):
        return
    value = x.age(card)
    found = [a for a in x.available_achievements() if x.age(a) == value]
    picked = await x.choose_card(found, prompt=f"Claim an achievement of value {value}")
    if picked is not None:
        await x.achieve(picked)
