"""3rd edition Echoes, age 8 (4th-edition implementations reused where the text means the
same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, FACTORY, GREEN, LEAF, LIGHTBULB
from ...e4.echoes import age08 as e4
from ._reg import ECHOES3 as R

VALUES = range(1, 11)


@R.effect("Radio Telescope", "Draw a 9 for every two lightbulbs on your board. Meld one of the "
          "drawn cards and return the others. If you meld A.I. this way, you win.")
async def radio_telescope(x: Ctx) -> None:
    drawn = [c for c in [await x.draw(x.v(9)) for _ in range(x.icons(LIGHTBULB) // 2)] if c is not None]
    card = await x.choose_card(drawn, prompt="Meld one of the drawn cards (the others are returned)")
    if card is not None:
        await x.meld(card)
    await x.return_cards([c for c in drawn if c != card])
    if card is not None and x.c(card).name == "A.I.":
        await x.win()


R.echo("X-Ray", "Draw and tuck an 8.")(e4.x_ray_echo)


@R.effect("X-Ray", "For every three leaves on your board, draw and foreshadow a card of any value.")
async def x_ray(x: Ctx) -> None:
    for _ in range(x.icons(LEAF) // 3):
        value = await x.choose_value(VALUES, "Draw and foreshadow which value?")
        if value is not None:
            await x.draw_and_foreshadow(value)


R.effect("X-Ray", "You may splay your yellow cards up.")(e4.x_ray_3)
R.echo("Bandage", "Meld a card with a leaf from your hand.")(e4.bandage_echo)


@R.demand("Bandage", "I demand you return the highest card of your score pile whose value no card "
          "in your hand has! Return a top card with a clock from your board!")
async def bandage_demand(x: Ctx) -> None:
    held = {x.age(c) for c in x.hand()}
    card = await x.choose_card(x.highest_of([c for c in x.score_pile() if x.age(c) not in held]),
                               prompt="Return the highest such score card")
    if card is not None:
        await x.return_card(card)
    top = await x.choose_card([c for c in x.tops() if x.has(c, CLOCK)],
                              prompt="Return a top card with a clock")
    if top is not None:
        await x.return_card(top)


R.demand("Parachute", "I demand you move every card without a clock in your hand to my "
         "hand!")(e4.parachute_demand)


@R.effect("Nylon", "Draw and tuck an 8 for every three factories on your board. If any was green, "
          "do this again.")
async def nylon(x: Ctx) -> None:
    while True:
        tucked = [await x.draw_and_tuck(x.v(8)) for _ in range(x.icons(FACTORY) // 3)]
        if not any(c is not None and x.color(c) == GREEN for c in tucked):
            return


R.effect("Nylon", "You may splay your red cards up.")(e4.nylon_2)
R.echo("Sliced Bread", "Return every card from your hand and draw two 8s.")(e4.sliced_bread_echo)
R.effect("Sliced Bread", "Return a card from your score pile. Draw and score two cards one lower "
         "than it.")(e4.sliced_bread)
R.echo("Air Conditioner", "You may score a card from your hand.")(e4.air_conditioner_echo)
R.demand("Air Conditioner", "I demand you return every card of your score pile whose value "
         "matches one of your top cards!")(e4.air_conditioner_demand)
R.echo("Tractor", "Draw a 7.")(e4.tractor_echo)


@R.effect("Tractor", "Draw and score a 7. Draw a 7.")
async def tractor(x: Ctx) -> None:
    await x.draw_and_score(x.v(7))
    await x.draw(x.v(7))


@R.effect("Crossword", "For each visible bonus on your board, draw a card of its value.")
async def crossword(x: Ctx) -> None:
    for value in sorted(x.bonuses()):
        await x.draw(value)


R.echo("Television", "Draw and meld an 8.")(e4.television_echo)
R.effect("Television", "Choose a value and an opponent. Move a card of that value from their score "
         "pile to their board. If they have an achievement of that value, achieve, if eligible, a "
         "card of that value from their score pile.")(e4.television)
