"""3rd edition Echoes, age 2 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from ....effects.context import Ctx
from ...e4.echoes import age02 as e4
from ._reg import ECHOES3 as R


async def bottom_to_achievements(x: Ctx, ages: list[int]) -> None:
    """"(Choose one of these decks.) If it has a card, you may move its bottom card to the
    available achievements." (Chopsticks, Toothbrush, Seed Drill, Ice Cream)"""
    age = ages[0] if len(ages) == 1 else await x.choose_value(ages, "Choose a deck")
    if age is None or not x.deck(age):
        return
    if await x.may(f"Move the bottom card of the {age} deck to the available achievements?"):
        await x.to_available(x.deck(age)[0])


# ------------------------------------------------------------------ Lever
R.echo("Lever", "Draw two 2s.")(e4.lever_echo)
R.effect("Lever", "You may return any number of cards from your hand. For each two returned cards "
         "of the same value, draw a card one higher.")(e4.lever)


# ------------------------------------------------------------------ Linguistics
R.echo("Linguistics", "Draw a 3, or draw and foreshadow a 4.")(e4.linguistics_echo)


@R.effect("Linguistics", "Draw a card of value equal to a bonus on your board, if you have one.")
async def linguistics(x: Ctx) -> None:
    value = await x.choose_value(sorted(set(x.bonuses())), "Draw a card of the value of a bonus")
    if value is not None:
        await x.draw(value)


# ------------------------------------------------------------------ Crossbow
@R.demand("Crossbow", "I demand you move a card with a bonus from your hand to my score pile!")
async def crossbow_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has_bonus(c)], prompt="Give a card with a bonus")
    if card is not None:
        await x.transfer(card, "score", x.owner)


R.effect("Crossbow", "Move a card from your hand to another player's board.")(e4.crossbow)


# ------------------------------------------------------------------ Horseshoes
@R.echo("Horseshoes", "Draw and foreshadow a 2.")
async def horseshoes_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(2))


R.demand("Horseshoes", "I demand you move a top card with neither a castle nor a factory from "
         "your board to my board! If you do, draw and meld a 2!")(e4.horseshoes_demand)


# ------------------------------------------------------------------ Glassblowing
@R.echo("Glassblowing", "Score a card with a bonus from your hand.")
async def glassblowing_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has_bonus(c)], prompt="Score a card with a bonus")
    if card is not None:
        await x.score_card(card)


R.effect("Glassblowing", "Draw and foreshadow a card three higher than your lowest non-green top "
         "card.")(e4.glassblowing)


# ------------------------------------------------------------------ Scissors
@R.echo("Scissors", "Take a bottom card of your board into your hand.")
async def scissors_echo(x: Ctx) -> None:
    card = await x.choose_card([x.pile(c)[0] for c in x.colors()], prompt="Take a bottom card")
    if card is not None:
        await x.transfer(card, "hand")


R.effect("Scissors", "You may choose up to two cards from your hand; meld or score each of "
         "them.")(e4.scissors)


@R.effect("Scissors", "If Paper is a top card on any player's board, move it to your score pile.")
async def scissors_2(x: Ctx) -> None:
    paper = x.named("Paper")
    if x.is_top(paper):
        await x.transfer(paper, "score")


# ------------------------------------------------------------------ Toothbrush
R.echo("Toothbrush", "Tuck every card of one value present in your hand.")(e4.toothbrush_echo)
R.effect("Toothbrush", "You may splay one colour of your cards left.")(e4.toothbrush)


@R.effect("Toothbrush", "If the 2 deck has a card, you may move its bottom card to the available "
          "achievements.")
async def toothbrush_2(x: Ctx) -> None:
    await bottom_to_achievements(x, [2])


# ------------------------------------------------------------------ Watermill
@R.effect("Watermill", "Tuck a card with a bonus from your hand. If you do, draw a card of its "
          "bonus's value. If that card has a bonus too, you may return a card from your hand to "
          "do this again.")
async def watermill(x: Ctx) -> None:
    while True:
        card = await x.choose_card([c for c in x.hand() if x.has_bonus(c)], prompt="Tuck a card with a bonus")
        if card is None:
            return
        await x.tuck(card)
        drawn = await x.draw(max(x.c(card).bonuses))
        if drawn is None or not x.has_bonus(drawn):
            return
        back = await x.choose_card(x.hand(), optional=True, prompt="You may return a card to go again")
        if back is None:
            return
        await x.return_card(back)


# ------------------------------------------------------------------ Pagoda
@R.effect("Pagoda", "Draw and reveal a 3. If you have a card of its colour in your hand, tuck it "
          "and meld the drawn card. Otherwise, foreshadow the drawn card.")
async def pagoda(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(3))
    if drawn is None:
        return
    same = [c for c in x.hand() if c != drawn and x.color(c) == x.color(drawn)]
    card = await x.choose_card(same, prompt="Tuck a card of the same colour")
    if card is None:
        await x.foreshadow(drawn)
        return
    await x.tuck(card)
    await x.meld(drawn)


# ------------------------------------------------------------------ Chaturanga
@R.effect("Chaturanga", "Meld a card with a bonus from your hand. If you do, draw two cards of its "
          "bonus's value. Otherwise, draw and foreshadow a card of value equal to the number of "
          "your top cards.")
async def chaturanga(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has_bonus(c)], prompt="Meld a card with a bonus")
    if card is not None and await x.meld(card):
        value = max(x.c(card).bonuses)
        await x.draw(value)
        await x.draw(value)
        return
    await x.draw_and_foreshadow(len(x.tops()))
