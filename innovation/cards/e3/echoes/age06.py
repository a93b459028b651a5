"""3rd edition Echoes, age 6 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import GREEN, RIGHT
from ...e4.echoes import age06 as e4
from ._reg import ECHOES3 as R

VALUES = range(1, 11)


# ------------------------------------------------------------------ Bifocals
@R.echo("Bifocals", "Draw and foreshadow a card of any value.")
async def bifocals_echo(x: Ctx) -> None:
    value = await x.choose_value(VALUES, "Draw and foreshadow which value?")
    if value is not None:
        await x.draw_and_foreshadow(value)


@R.effect("Bifocals", "You may return a card from your forecast. If you do, draw and foreshadow "
          "a card of its value.")
async def bifocals(x: Ctx) -> None:
    card = await x.choose_card(x.forecast(), optional=True, prompt="You may return a forecast card")
    if card is not None:
        await x.return_card(card)
        await x.draw_and_foreshadow(x.age(card))


@R.effect("Bifocals", "You may splay your green cards right.")
async def bifocals_2(x: Ctx) -> None:
    await x.may_splay([GREEN], RIGHT)


# ------------------------------------------------------------------ as in the 4th edition
R.echo("Stethoscope", "Meld a blue or yellow card from your hand.")(e4.stethoscope_echo)
R.effect("Stethoscope", "Draw a 7. If you melded a blue card by Stethoscope's echo effect, draw "
         "an 8.")(e4.stethoscope)
R.effect("Stethoscope", "You may splay your yellow cards right.")(e4.stethoscope_2)
R.echo("Loom", "Score your lowest top card.")(e4.loom_echo)
R.effect("Loom", "You may return two cards of different values from your score pile. If you do, "
         "draw and tuck three 6s.")(e4.loom)
R.effect("Loom", "If five or more hexagons show in one colour of your board, claim the Heritage "
         "achievement.")(e4.loom_2)
R.echo("Hot Air Balloon", "Draw and score a 7.")(e4.hot_air_balloon_echo)
R.effect("Hot Air Balloon", "You may achieve, if eligible, a top card of another player's board "
         "whose value matches an achievement of theirs. If you do, move your top green card to "
         "their board. Otherwise, draw and meld a 7.")(e4.hot_air_balloon)
R.demand("Steamboat", "I demand you draw and reveal a 6! If it is blue or yellow, move it and every "
         "card in your hand to my hand! If it is red or green, keep it and move two cards from your "
         "score pile to mine! If it is purple, keep it!")(e4.steamboat_demand)
R.echo("Dentures", "Draw and tuck a 6.")(e4.dentures_echo)
R.effect("Dentures", "Score the top two cards, bottom card excepted, of the colour of the last card "
         "you tucked by Dentures. If there is none to score, draw and tuck a 6, then do this "
         "again.")(e4.dentures)
R.effect("Dentures", "You may splay your blue cards right.")(e4.dentures_2)
R.echo("Morphine", "Score an odd card from your hand.")(e4.morphine_echo)
R.demand("Morphine", "I demand you return every odd card in your hand! Draw a 6!")(e4.morphine_demand)
R.effect("Morphine", "Draw a card one higher than the highest card returned by the demand, if any "
         "was.")(e4.morphine)
R.effect("Morphine", "You may splay your red cards right.")(e4.morphine_2)
R.demand("Indian Clubs", "I demand you return two cards from your score pile!")(e4.indian_clubs_demand)
R.effect("Indian Clubs", "For each value in your score pile, score a card of that value from your "
         "hand.")(e4.indian_clubs)
R.effect("Kaleidoscope", "Draw and meld a 7. You may splay its colour right.")(e4.kaleidoscope)


# ------------------------------------------------------------------ Shrapnel
@R.demand("Shrapnel", "I demand you draw and tuck a 6! Move the top two cards of its colour from "
          "your board to my score pile! Move the bottom card of its colour on my board to your "
          "score pile!")
async def shrapnel_demand(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(6))
    if card is None:
        return
    color = x.color(card)
    for c in list(reversed(x.pile(color)))[:2]:
        await x.transfer(c, "score", x.owner)
    bottom = x.bottom(color, x.owner)
    if bottom is not None:
        await x.transfer(bottom, "score")  # X3-T10: a transfer, not a score
