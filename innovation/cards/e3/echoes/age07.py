"""3rd edition Echoes, age 7 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from ....effects.context import Ctx
from ...e4.echoes import age07 as e4
from ._reg import ECHOES3 as R
from .age02 import bottom_to_achievements

VALUES = range(1, 11)

R.echo("Photography", "Meld a card from your forecast.")(e4.photography_echo)
R.demand("Photography", "I demand you take your highest top card into your hand!")(e4.photography_demand)
R.effect("Photography", "If at least three echo effects show in one colour of your board, claim the "
         "History achievement.")(e4.photography)


@R.effect("Typewriter", "Return every card from your hand. Draw a 6. For each colour among the "
          "returned cards, draw a card of the next higher value.")
async def typewriter(x: Ctx) -> None:
    returned = x.hand()
    await x.return_cards(returned)
    await x.draw(x.v(6))
    value = 6
    for _ in {x.color(c) for c in returned}:
        value += 1
        await x.draw(value)


R.echo("Machine Gun", "If you have five top cards, draw and score a 7.")(e4.machine_gun_echo)


@R.demand("Machine Gun", "I demand you move every top card of yours with a bonus to my score pile! "
          "If you moved any, draw a 7!")
async def machine_gun_demand(x: Ctx) -> None:
    moved = [c for c in x.tops() if x.has_bonus(c)]
    for card in moved:
        await x.transfer(card, "score", x.owner)
    if moved:
        await x.draw(x.v(7))


R.effect("Machine Gun", "Return every non-red top card of yours.")(e4.machine_gun)
R.echo("Rubber", "Draw and tuck two 8s.")(e4.rubber_echo)
R.effect("Rubber", "Score a top card without a bonus from your board.")(e4.rubber)
R.effect("Rubber", "You may splay your red cards up.")(e4.rubber_2)


@R.echo("Jeans", "Draw two 9s. Return one and foreshadow the other.")
async def jeans_echo(x: Ctx) -> None:
    drawn = [c for c in (await x.draw(x.v(9)), await x.draw(x.v(9))) if c is not None]
    back = await x.choose_card(drawn, prompt="Return one of the drawn cards (the other is foreshadowed)")
    if back is not None:
        await x.return_card(back)
    for card in drawn:
        if card != back:
            await x.foreshadow(card)


@R.effect("Jeans", "Choose two different values below 7. Draw and reveal a card of each. Meld one "
          "and return the other.")
async def jeans(x: Ctx) -> None:
    d = x.decision(None, "value", "Choose two different values below 7", list(range(1, 7)), 2, 2)
    values = await x.g.ask(d)
    drawn = [c for c in [await x.draw_and_reveal(v) for v in values] if c is not None]
    card = await x.choose_card(drawn, prompt="Meld one of the drawn cards (the other is returned)")
    if card is not None:
        await x.meld(card)
    await x.return_cards([c for c in drawn if c != card])


R.effect("Telegraph", "You may choose an opponent and a colour, and splay that colour of yours the "
         "way theirs is splayed.")(e4.telegraph)
R.effect("Telegraph", "You may splay your blue cards up.")(e4.telegraph_2)
R.echo("Elevator", "Score your top or bottom green card.")(e4.elevator_echo)
HANDS, SCORE_PILES = e4.HANDS, e4.SCORE_PILES


@R.effect("Elevator", "Choose a value in your score pile. Move every card of that value from either "
          "all other players' hands or all their score piles to your score pile.")
async def elevator(x: Ctx) -> None:
    value = await x.choose_value(sorted({x.age(c) for c in x.score_pile()}), "Choose a value")
    if value is None:
        return
    where = await x.choose_option([HANDS, SCORE_PILES], "From all other players' hands or score piles?")
    for p in [q for q in x.players() if q != x.me]:
        cards = x.hand(p) if where == HANDS else x.score_pile(p)
        for card in [c for c in cards if x.age(c) == value]:
            await x.transfer(card, "score")


R.effect("Fertilizer", "You may return a card from your hand. If you do, move every card of its "
         "value from every score pile to your hand.")(e4.fertilizer)


@R.effect("Fertilizer", "Draw and foreshadow a card of any value.")
async def fertilizer_2(x: Ctx) -> None:
    value = await x.choose_value(VALUES, "Draw and foreshadow which value?")
    if value is not None:
        await x.draw_and_foreshadow(value)


R.echo("Ice Cream", "Score a non-purple top card without a bonus from your board.")(e4.ice_cream_echo)
R.demand("Ice Cream", "I demand you draw and meld a 1!")(e4.ice_cream_demand)


@R.effect("Ice Cream", "Choose the 6, 7, 8 or 9 deck. If it has a card, you may move its bottom "
          "card to the available achievements.")
async def ice_cream(x: Ctx) -> None:
    await bottom_to_achievements(x, [6, 7, 8, 9])


R.effect("Saxophone", "You may splay your purple cards up.")(e4.saxophone)
R.effect("Saxophone", "If the music notes of Bell, Flute, Piano and Saxophone all show anywhere, "
         "you win. Otherwise, draw a 7 for each music note that shows.")(e4.saxophone_2)
