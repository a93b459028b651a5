"""3rd edition Artifacts of History, age 6 (4th-edition implementations reused where the
text means the same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import GREEN, N_ICONS, RIGHT, YELLOW
from ...e4.artifacts import age06 as e4
from ...e4.artifacts.age10 import visible
from ._reg import ARTIFACTS3 as R

R.compel("Frigate Constitution", "I compel you to reveal a card from your hand! If you do and its "
         "value equals one of my top cards', return it and every card of its colour from your "
         "board!")(e4.frigate_constitution)
R.compel("U.S. Declaration of Independence", "I compel you to transfer your highest card in hand "
         "to my hand, your highest score card to my score pile, and your highest top card with a "
         "factory to my board!")(e4.us_declaration)
R.effect("Buttonwood Agreement", "Choose three colours. Draw and reveal an 8. If it is one of "
         "them, score it and splay its colour up. Otherwise, return every card of its colour from "
         "your score pile and unsplay that colour.")(e4.buttonwood_agreement)
R.effect("Marcha Real", "Reveal and return two cards from your hand. If they have the same value, "
         "draw a card one higher. If they have the same colour, claim an achievement, ignoring "
         "eligibility.")(e4.marcha_real)


# ------------------------------------------------------------------ Kilogram of the Archives
@R.effect("Kilogram of the Archives", "Return a card from your hand and a top card from your "
          "board. If you returned two cards of total value ten, draw and score a 10.")
async def kilogram_of_the_archives(x: Ctx) -> None:
    total, n = 0, 0
    for cids, where in ((x.hand(), "from your hand"), (x.tops(), "from your board")):
        card = await x.choose_card(cids, prompt=f"Return a card {where}")
        if card is not None and await x.return_card(card):
            total += x.age(card)
            n += 1
    if n == 2 and total == 10:
        await x.draw_and_score(x.v(10))


# ------------------------------------------------------------------ Puffing Billy
@R.effect("Puffing Billy", "Return a card from your hand. Draw a card of the highest count of one "
          "icon showing in its colour on your board. Splay that colour right.")
async def puffing_billy(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    # Ruling: with no card returned there is no colour to count: nothing is drawn or splayed
    if card is None or not await x.return_card(card):
        return
    color = x.color(card)
    await x.draw(max(x.pile_icons(color, i) for i in range(N_ICONS)))
    await x.splay(color, RIGHT)


# ------------------------------------------------------------------ The Wealth of Nations
@R.effect("The Wealth of Nations", "Draw and score a 1. Add up your score pile's values, divide by "
          "five rounding up, and draw and score a card of that value.")
async def the_wealth_of_nations(x: Ctx) -> None:
    await x.draw_and_score(x.v(1))
    await x.draw_and_score(-(-sum(x.age(c) for c in x.score_pile()) // 5))


# ------------------------------------------------------------------ Stamp Act
@R.compel("Stamp Act", "I compel you to transfer a card from your score pile of your top yellow "
          "card's value to my score pile! If you do, return a card from your score pile of your top "
          "green card's value!")
async def stamp_act(x: Ctx) -> None:
    yellow = x.top(YELLOW)
    if yellow is None:
        return
    card = await x.choose_card([c for c in x.score_pile() if x.age(c) == x.age(yellow)],
                               prompt="Transfer a score card of your top yellow card's value")
    if card is None or not await x.transfer(card, "score", x.owner):
        return
    green = x.top(GREEN)
    if green is None:
        return
    card = await x.choose_card([c for c in x.score_pile() if x.age(c) == x.age(green)],
                               prompt="Return a score card of your top green card's value")
    if card is not None:
        await x.return_card(card)


# ------------------------------------------------------------------ Pride and Prejudice
@R.effect("Pride and Prejudice", "Draw and meld a 6. If its colour shows the fewest cards on your "
          "board (ties included), score it and repeat this effect.")
async def pride_and_prejudice(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_meld(x.v(6))
        if drawn is None:
            return
        # Ruling: among the colours on the board, as in the 4th edition (an absent colour
        # shows no cards to count); a splayed pile shows all its cards, an unsplayed one one
        counts = {c: visible(x, c, x.me) for c in x.colors()}
        color = x.color(drawn)
        if color not in counts or counts[color] != min(counts.values()):
            return
        if not await x.score_card(drawn):
            return


# ------------------------------------------------------------------ Moonlight Sonata
@R.effect("Moonlight Sonata", "Choose a colour of your board whose top card is your highest. Meld "
          "your bottom card of that colour. Claim an achievement, ignoring eligibility.")
async def moonlight_sonata(x: Ctx) -> None:
    highest = x.highest_of(x.tops())
    color = await x.choose_color(sorted({x.color(t) for t in highest}),
                                 prompt="Choose a colour with your highest top card")
    if color is not None:
        bottom = x.bottom(color)
        if bottom is not None:
            await x.meld(bottom)
    picked = await x.choose_card(x.available_achievements(), prompt="Claim an achievement")
    if picked is not None:
        await x.achieve(picked)
