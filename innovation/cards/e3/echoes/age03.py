"""3rd edition Echoes, age 3 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from functools import partial

from ....effects.context import Ctx
from ....model.cards import CASTLE, GREEN, LEFT, PURPLE, RED
from ...e4.echoes import age03 as e4_3
from ._reg import ECHOES3 as R


@R.echo("Almanac", "Draw and foreshadow a 4.")
async def almanac_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(4))


R.effect("Almanac", "You may return a card with a bonus from your forecast. If you do, draw and "
         "score a card one higher than that bonus.")(e4_3.almanac)

R.echo("Magnifying Glass", "Draw a 4, then return a card from your hand.")(e4_3.magnifying_glass_echo)
R.effect("Magnifying Glass", "You may return three cards of the same value from your hand. If "
         "you do, draw a card two higher.")(e4_3.magnifying_glass)
R.effect("Magnifying Glass", "You may splay your yellow or blue cards left.")(e4_3.magnifying_glass_2)


R.demand("Liquid Fire", "I demand you draw a card of value equal to your highest bonus! Move it "
          "to my forecast! If it is red, move every card in your hand to my score pile!")(
    partial(e4_3.draw_highest_bonus_to_my_forecast, reveal=False))


@R.demand("Katana", "I demand you move two top cards with a castle from your board to my score "
          "pile! If you moved any, draw a card of value equal to the castles on them and move "
          "it to my forecast!")
async def katana_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.has(c, CASTLE)]
    moved = await x.choose_cards(options, 2, 2, "Give two top cards with a castle")
    castles = sum(x.c(c).top[CASTLE] for c in moved)
    for card in moved:
        await x.transfer(card, "score", x.owner)
    if moved:
        card = await x.draw(castles)
        if card is not None:
            await x.transfer_to_forecast(card, x.owner)


R.echo("Charitable Trust", "Draw a 3 or a 4.")(e4_3.charitable_trust_echo)
RETURN, ACHIEVE = "return it", "achieve it"


@R.effect("Charitable Trust", "You may meld the card you drew by Charitable Trust's echo effect. If "
          "you do, either return your top green card or achieve it (if eligible).")
async def charitable_trust(x: Ctx) -> None:
    drawn = x.memo.get(("Charitable Trust", x.me))
    if drawn is None or drawn not in x.hand() or not await x.may(f"Meld {x.c(drawn).name}?"):
        return
    await x.meld(drawn)
    green = x.top(GREEN)
    if green is None:
        return
    choices = [RETURN] + ([ACHIEVE] if x.eligible(green) else [])
    if await x.choose_option(choices, "Return or achieve your top green card?") == ACHIEVE:
        await x.achieve(green)
    else:
        await x.return_card(green)


R.demand("Homing Pigeons", "I demand you return two cards from your score pile, each of a value "
         "matching a card in my hand!")(e4_3.homing_pigeons_demand)


@R.effect("Homing Pigeons", "You may splay your red or green cards left.")
async def homing_pigeons(x: Ctx) -> None:
    await x.may_splay([RED, GREEN], LEFT)


R.echo("Deodorant", "Draw and meld a 3.")(e4_3.deodorant_echo)
R.effect("Deodorant", "If you have a top card with a castle, draw and meld a 3; otherwise, draw "
         "a 4.")(e4_3.deodorant)


@R.effect("Sandpaper", "You may return any number of cards from your hand. Draw as many 3s, then "
          "meld a card from your hand.")
async def sandpaper(x: Ctx) -> None:
    await e4_3.sandpaper(x)
    await e4_3.sandpaper_2(x)


@R.echo("Novel", "Draw a 3.")
async def novel_echo(x: Ctx) -> None:
    await x.draw(x.v(3))


@R.effect("Novel", "Draw a 3. You may splay your purple cards left.")
async def novel(x: Ctx) -> None:
    await x.draw(x.v(3))
    await x.may_splay([PURPLE], LEFT)


R.effect("Novel", "If all your non-purple top cards share an icon other than the crown, claim the "
         "Supremacy achievement.")(e4_3.novel_3)

R.echo("Sunglasses", "Score a card from your hand of a colour you have splayed.")(e4_3.sunglasses_echo)
R.effect("Sunglasses", "You may splay your purple cards the way one of your other colours is "
         "splayed, or splay one of your other colours the way your purple cards are.")(e4_3.sunglasses)
