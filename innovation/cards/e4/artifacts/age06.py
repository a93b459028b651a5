"""4th edition Artifacts of History, age 6."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import FACTORY, GREEN, N_ICONS, PURPLE, RED, RIGHT, UP, YELLOW
from ._reg import ARTIFACTS4 as R


# ------------------------------------------------------------------ Frigate Constitution
@R.compel("Frigate Constitution", "I compel you to reveal a card from your hand! If you do and its "
          "value equals one of my top cards', return it and every card of its colour from your board!")
async def frigate_constitution(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal a card from your hand")
    if card is None:
        return
    await x.reveal(card)
    if x.age(card) not in {x.age(t) for t in x.tops(x.owner)}:
        return
    await x.return_card(card)
    await x.return_cards(list(reversed(x.pile(x.color(card)))))


# ------------------------------------------------------------------ U.S. Declaration of Independence
@R.compel("U.S. Declaration of Independence", "I compel you to transfer your highest card in hand to "
          "my hand, your highest score card to my score pile, and your highest top card with a "
          "factory to my board!")
async def us_declaration(x: Ctx) -> None:
    for cids, to, where in ((x.hand(), "hand", "in your hand"),
                            (x.score_pile(), "score", "in your score pile"),
                            ([t for t in x.tops() if x.has(t, FACTORY)], "board",
                             "among your top cards with a factory")):
        card = await x.choose_card(x.highest_of(cids), prompt=f"Transfer your highest card {where}")
        if card is not None:
            await x.transfer(card, to, x.owner)


# ------------------------------------------------------------------ Qianlong's Dragon Robe
@R.compel("Qianlong's Dragon Robe", "I compel you to transfer your top red card to my score pile, "
          "your top green card to my board, a yellow card from your score pile to mine and a purple "
          "card from your score pile to my hand!")
async def qianlongs_dragon_robe(x: Ctx) -> None:
    red = x.top(RED)
    if red is not None:
        await x.transfer(red, "score", x.owner)
    green = x.top(GREEN)
    if green is not None:
        await x.transfer(green, "board", x.owner)
    for color, to in ((YELLOW, "score"), (PURPLE, "hand")):
        card = await x.choose_card([c for c in x.score_pile() if x.color(c) == color],
                                   prompt="Transfer a card of that colour from your score pile")
        if card is not None:
            await x.transfer(card, to, x.owner)


# ------------------------------------------------------------------ Pride and Prejudice
@R.effect("Pride and Prejudice", "Draw and meld a 6. If its colour has the fewest cards on your "
          "board (ties included), score it and repeat this effect.")
async def pride_and_prejudice(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_meld(x.v(6))
        if drawn is None:
            return
        # Ruling: among the colours on the board (an absent colour has no cards to count)
        counts = {c: len(x.pile(c)) for c in x.colors()}
        color = x.color(drawn)
        if color not in counts or counts[color] != min(counts.values()):
            return
        if not await x.score_card(drawn):
            return


# ------------------------------------------------------------------ The Wealth of Nations
@R.effect("The Wealth of Nations", "Draw and score a 1. Add up your score pile's values, divide by "
          "five rounding up, and draw and score a card of that value. Junk every card of its deck.")
async def the_wealth_of_nations(x: Ctx) -> None:
    await x.draw_and_score(x.v(1))
    value = -(-sum(x.age(c) for c in x.score_pile()) // 5)
    await x.draw_and_score(value)
    await x.junk_set_deck("base", value)


# ------------------------------------------------------------------ Buttonwood Agreement
@R.effect("Buttonwood Agreement", "Choose three colours. Draw and reveal an 8. If it is one of "
          "them, score it and splay its colour up. Otherwise, return every card of its colour from "
          "your score pile and unsplay that colour.")
async def buttonwood_agreement(x: Ctx) -> None:
    chosen = await x.choose_colors(range(5), 3, prompt="Choose three colours")
    drawn = await x.draw_and_reveal(x.v(8))
    if drawn is None:
        return
    color = x.color(drawn)
    if color in chosen:
        await x.score_card(drawn)
        await x.splay(color, UP)
    else:
        await x.return_cards([c for c in x.score_pile() if x.color(c) == color])
        await x.unsplay(color)


# ------------------------------------------------------------------ Kilogram of the Archives
@R.effect("Kilogram of the Archives", "Return a card from your hand and a top card from your board. "
          "If you returned two cards of total value ten, draw and score a 10. Otherwise, junk every "
          "card of the deck of the total value.")
async def kilogram_of_the_archives(x: Ctx) -> None:
    total, n = 0, 0
    for cids, where in ((x.hand(), "from your hand"), (x.tops(), "from your board")):
        card = await x.choose_card(cids, prompt=f"Return a card {where}")
        if card is not None and await x.return_card(card):
            total += x.age(card)
            n += 1
    if n == 2 and total == 10:
        await x.draw_and_score(x.v(10))
    else:
        await x.junk_set_deck("base", total)


# ------------------------------------------------------------------ Puffing Billy
@R.effect("Puffing Billy", "Tuck a card from your hand and splay its colour right. Draw a card of "
          "the highest count of one icon showing in that colour.")
async def puffing_billy(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is None:
        return
    await x.tuck(card)
    color = x.color(card)
    await x.splay(color, RIGHT)
    await x.draw(max(x.pile_icons(color, i) for i in range(N_ICONS)))


# ------------------------------------------------------------------ Moonlight Sonata
@R.effect("Moonlight Sonata", "Choose a colour of your board whose top card is your highest. Meld "
          "your bottom card of that colour.")
async def moonlight_sonata(x: Ctx) -> None:
    highest = x.highest_of(x.tops())
    color = await x.choose_color(sorted({x.color(t) for t in highest}),
                                 prompt="Choose a colour with your highest top card")
    if color is not None:
        bottom = x.bottom(color)
        if bottom is not None:
            await x.meld(bottom)


@R.effect("Moonlight Sonata", "Claim an available standard achievement, ignoring eligibility. Junk "
          "an available standard achievement.")
async def moonlight_sonata_2(x: Ctx) -> None:
    picked = await x.choose_card(x.available_achievements(), prompt="Claim an available achievement")
    if picked is not None:
        await x.achieve(picked)
    picked = await x.choose_card(x.available_achievements(), prompt="Junk an available achievement")
    if picked is not None:
        await x.junk(picked)


# ------------------------------------------------------------------ Marcha Real
@R.effect("Marcha Real", "Reveal and return two cards from your hand. If they have the same value, "
          "draw a card one higher. If they have the same colour, claim an achievement, ignoring "
          "eligibility.")
async def marcha_real(x: Ctx) -> None:
    picked = await x.choose_cards(x.hand(), 2, 2, "Reveal and return two cards from your hand")
    for c in picked:
        await x.reveal(c)
    await x.return_cards(picked)
    if len(picked) != 2:
        return
    a, b = picked
    if x.age(a) == x.age(b):
        await x.draw(x.age(a) + 1)
    if x.color(a) == x.color(b):
        card = await x.choose_card(x.available_achievements(), prompt="Claim an achievement")
        if card is not None:
            await x.achieve(card)
