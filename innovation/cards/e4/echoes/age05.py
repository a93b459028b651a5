"""4th edition Echoes, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import FACTORY, GREEN, LEAF, PURPLE, RED, RIGHT, YELLOW
from ._reg import ECHOES4 as R
from .age01 import junk_deck_then_achieve


# ------------------------------------------------------------------ Thermometer
@R.echo("Thermometer", "Meld your bottom green card.")
async def thermometer_echo(x: Ctx) -> None:
    card = x.bottom(GREEN)
    if card is not None:
        await x.meld(card)


@R.effect("Thermometer", "Draw and meld a card one higher than your top yellow card. If it is "
          "yellow, or Thermometer was foreseen and it is red or purple, do this again.")
async def thermometer(x: Ctx) -> None:
    while True:
        top = x.top(YELLOW)
        # Ruling: without a yellow top card its value counts as 0 (a 1 is drawn)
        card = await x.draw_and_meld((x.age(top) if top is not None else 0) + 1)
        if card is None:
            return
        color = x.color(card)
        if not (color == YELLOW or (x.foreseen and color in (RED, PURPLE))):
            return


# ------------------------------------------------------------------ Coke
@R.echo("Coke", "Draw and tuck a 4.")
async def coke_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))


@R.effect("Coke", "Draw and reveal a 6. If it has a factory, meld it and do this again; "
          "otherwise foreshadow it.")
async def coke(x: Ctx) -> None:
    while True:
        card = await x.draw_and_reveal(x.v(6))
        if card is None:
            return
        if not x.has(card, FACTORY):
            await x.foreshadow(card)
            return
        await x.meld(card)


@R.effect("Coke", "If Coke was foreseen, score your top card of each non-red colour.")
async def coke_2(x: Ctx) -> None:
    if x.foreseen:
        for card in [c for c in x.tops() if x.color(c) != RED]:
            await x.score_card(card)


# ------------------------------------------------------------------ Palampore
@R.effect("Palampore", "Draw and score a card of value equal to a bonus that shows more than "
          "once on your board, if there is one.")
async def palampore(x: Ctx) -> None:
    bonuses = x.bonuses()
    value = await x.choose_value(sorted({v for v in bonuses if bonuses.count(v) > 1}),
                                 "Choose a bonus that shows more than once")
    if value is not None:
        await x.draw_and_score(value)


@R.effect("Palampore", "You may splay your purple cards right.")
async def palampore_2(x: Ctx) -> None:
    await x.may_splay([PURPLE], RIGHT)


@R.effect("Palampore", "If at least six bonuses show on your board, claim the Wealth achievement.")
async def palampore_3(x: Ctx) -> None:
    if len(x.bonuses()) >= 6:
        await x.claim_special("Wealth")


# ------------------------------------------------------------------ Stove
@R.echo("Stove", "Score a top card without a factory from your board.")
async def stove_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if not x.has(c, FACTORY)],
                               prompt="Score a top card without a factory")
    if card is not None:
        await x.score_card(card)


@R.effect("Stove", "Draw and tuck a 4. If your top card of its colour is lower than 4, draw and "
          "score a 4.")
async def stove(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(4))
    if card is None:
        return
    top = x.top(x.color(card))
    if top is not None and x.age(top) < 4:
        await x.draw_and_score(x.v(4))


@R.effect("Stove", "You may splay your green cards right.")
async def stove_2(x: Ctx) -> None:
    await x.may_splay([GREEN], RIGHT)


# ------------------------------------------------------------------ Lightning Rod
@R.echo("Lightning Rod", "Draw and tuck a 5.")
async def lightning_rod_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(5))


@R.demand("Lightning Rod", "I demand you draw and tuck a 5! Return your top card of its colour!")
async def lightning_rod_demand(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(5))
    if card is not None:
        top = x.top(x.color(card))
        if top is not None:
            await x.return_card(top)


@R.effect("Lightning Rod", "Return a top card from your board.")
async def lightning_rod(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Return a top card")
    if card is not None:
        await x.return_card(card)


@R.effect("Lightning Rod", "Junk every card of the 6 deck.")
async def lightning_rod_2(x: Ctx) -> None:
    await x.junk_deck(x.v(6))


# ------------------------------------------------------------------ Tuning Fork
@R.echo("Tuning Fork", "Draw a card of a value that is in any score pile.")
async def tuning_fork_echo(x: Ctx) -> None:
    values = sorted({x.age(c) for p in x.players() for c in x.score_pile(p)})
    value = await x.choose_value(values, "Draw a card of which value?")
    if value is not None:
        await x.draw(value)


@R.effect("Tuning Fork", "Foreshadow a card from your hand. If you do, draw and reveal a card of "
          "its value and meld it if it is higher than your top card of its colour; if you do "
          "not meld it, return it, and you may do this again.")
async def tuning_fork(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.hand(), prompt="Foreshadow a card from your hand")
        if card is None or not await x.foreshadow(card):
            return
        drawn = await x.draw_and_reveal(x.age(card))
        if drawn is None:
            return
        top = x.top(x.color(drawn))
        # Ruling: an empty pile has no top card to beat: the card is melded
        if top is None or x.age(drawn) > x.age(top):
            await x.meld(drawn)
            return
        await x.return_card(drawn)
        if not await x.may("Do it again?"):
            return


# ------------------------------------------------------------------ Pressure Cooker
@R.effect("Pressure Cooker", "If Pressure Cooker was foreseen, meld every card from your hand.")
async def pressure_cooker(x: Ctx) -> None:
    if x.foreseen:
        await x.meld_cards(x.hand())


@R.effect("Pressure Cooker", "Return every card from your hand. For each top card of your board "
          "with a bonus, draw a card and junk an available achievement, both of that bonus's value.")
async def pressure_cooker_2(x: Ctx) -> None:
    await x.return_cards(x.hand())
    for top in [c for c in x.tops() if x.has_bonus(c)]:
        value = max(x.c(top).bonuses)
        await x.draw(value)
        card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == value],
                                   prompt="Junk an available achievement")
        if card is not None:
            await x.junk(card)


# ------------------------------------------------------------------ Piano
@R.echo("Piano", "Draw a card of a value present in any player's hand.")
async def piano_echo(x: Ctx) -> None:
    values = sorted({x.age(c) for p in x.players() for c in x.hand(p)})
    value = await x.choose_value(values, "Draw a card of which value?")
    if value is not None:
        await x.draw(value)


@R.effect("Piano", "If you have five top cards, all of different values, return five cards from "
          "your score pile, then draw and score a card of each of your top cards' values, "
          "lowest first.")
async def piano(x: Ctx) -> None:
    tops = x.tops()
    values = sorted(x.age(c) for c in tops)
    if len(tops) != 5 or len(set(values)) != 5:
        return
    await x.return_cards(await x.choose_cards(x.score_pile(), 5, 5, "Return five cards from your score pile"))
    for value in values:
        await x.draw_and_score(value)


# ------------------------------------------------------------------ Octant
@R.demand("Octant", "I demand you move your top card with a leaf or a factory of each non-red "
          "colour from your board to my board! If you do, and Octant was not foreseen, draw and "
          "foreshadow a 6!")
async def octant_demand(x: Ctx) -> None:
    moved = [c for c in x.tops() if x.color(c) != RED and (x.has(c, LEAF) or x.has(c, FACTORY))]
    for card in moved:
        await x.transfer(card, "board", x.owner)
    if moved and not x.foreseen:
        await x.draw_and_foreshadow(x.v(6))


@R.effect("Octant", "Draw and foreshadow a 6.")
async def octant(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(6))


# ------------------------------------------------------------------ Seed Drill
@R.demand("Seed Drill", "I demand you return a top card lower than 3 from your board!")
async def seed_drill_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.age(c) < 3], prompt="Return a top card lower than 3")
    if card is not None:
        await x.return_card(card)


@R.effect("Seed Drill", "Choose the 3, 4 or 5 deck. You may junk every card in it. If you do, "
          "achieve the highest card in the junk if you are eligible for it.")
async def seed_drill(x: Ctx) -> None:
    await junk_deck_then_achieve(x, [x.v(3), x.v(4), x.v(5)])
