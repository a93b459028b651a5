"""3rd edition Echoes, age 4 (4th-edition implementations reused where the text means the
same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CLOCK, LEFT, LIGHTBULB, RED, RIGHT, UP
from ...e4.echoes import age04 as e4
from ._reg import ECHOES3 as R

# ------------------------------------------------------------------ Slide Rule (as in the 4th edition)
R.effect("Slide Rule", "You may splay your yellow cards right.")(e4.slide_rule)
R.effect("Slide Rule", "Draw a card of value equal to your lowest top card plus the number of "
         "colours you have splayed.")(e4.slide_rule_2)


# ------------------------------------------------------------------ Telescope
@R.echo("Telescope", "Draw and foreshadow a 5.")
async def telescope_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(5))


R.effect("Telescope", "You may put a card from your forecast on top of its deck. If you do, "
         "achieve a card from your forecast if you are eligible for it.")(e4.telescope)

# ------------------------------------------------------------------ Kobukson
R.echo("Kobukson", "Splay left one colour on any player's board.")(e4.kobukson_echo)


@R.demand("Kobukson", "I demand you return each of your top cards with a castle! Draw and tuck a 4!")
async def kobukson_demand(x: Ctx) -> None:
    returned = [c for c in x.tops() if x.has(c, CASTLE)]
    await x.return_cards(returned)
    x.memo["Kobukson"] = x.memo.get("Kobukson", 0) + len(returned)
    await x.draw_and_tuck(x.v(4))


@R.effect("Kobukson", "For each two cards returned by the demand, draw and tuck a 4.")
async def kobukson(x: Ctx) -> None:
    for _ in range(x.memo.get("Kobukson", 0) // 2):
        await x.draw_and_tuck(x.v(4))


# ------------------------------------------------------------------ Shuriken
@R.demand("Shuriken", "I demand you move a non-red top card with a castle or a lightbulb from your "
          "board to my board! If you do, draw a 4!")
async def shuriken_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != RED and (x.has(c, CASTLE) or x.has(c, LIGHTBULB))]
    card = await x.choose_card(options, prompt="Give a top card")
    if card is None:
        return
    await x.transfer(card, "board", x.owner)
    await x.draw(x.v(4))


R.effect("Shuriken", "You may splay your purple cards right.")(e4.shuriken)

# ------------------------------------------------------------------ Chintz
R.effect("Chintz", "Draw a 4.")(e4.chintz)
R.effect("Chintz", "If you have exactly one card in your hand, draw a 4, then draw and score "
         "a 4.")(e4.chintz_2)


# ------------------------------------------------------------------ Globe
@R.effect("Globe", "You may return up to three cards of one colour from your hand. For one, splay "
          "any colour left; for two, right; for three, up. If you returned any, draw and "
          "foreshadow a 6.")
async def globe(x: Ctx) -> None:
    hand = x.hand()

    def one_colour(cs: list[int]) -> str | None:
        return None if len({x.color(c) for c in cs}) <= 1 else "cards of one colour"

    returned = await x.choose_cards(hand, 0, 3, "You may return up to three cards of one colour",
                                    check=one_colour)
    if not returned:
        return
    await x.return_cards(returned)
    way = (LEFT, RIGHT, UP)[len(returned) - 1]
    color = await x.choose_color([c for c in range(5) if x.can_splay(c, way)], prompt="Splay a colour")
    if color is not None:
        await x.splay(color, way)
    await x.draw_and_foreshadow(x.v(6))


# ------------------------------------------------------------------ Barometer
R.echo("Barometer", "Move a 5 from your forecast to your hand.")(e4.barometer_echo)
R.effect("Barometer", "Draw and foreshadow a card two higher than a bonus on any board.")(e4.barometer)
R.effect("Barometer", "You may reveal and return every card in your forecast. If any was blue, "
         "claim the Destiny achievement.")(e4.barometer_2)

# ------------------------------------------------------------------ Pencil
R.echo("Pencil", "Draw a 5.")(e4.pencil_echo)
R.effect("Pencil", "You may return up to three cards from your hand. If you do, draw as many cards "
         "one higher than the highest returned; foreshadow one and return the others.")(e4.pencil)

# ------------------------------------------------------------------ Clock
R.echo("Clock", "You may splay right your colour with the most cards.")(e4.clock_echo)


@R.demand("Clock", "I demand you draw and reveal three 10s, count their clocks, and return them! "
          "Move every card of that value from your hand and score pile to my score pile!")
async def clock_demand(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(x.v(10)) for _ in range(3)] if c is not None]
    value = sum(x.c(c).top[CLOCK] for c in drawn)
    await x.return_cards(drawn)
    for card in [c for c in x.hand() + x.score_pile() if x.age(c) == value]:
        await x.transfer(card, "score", x.owner)


# ------------------------------------------------------------------ Toilet
R.echo("Toilet", "Draw and tuck a 4.")(e4.toilet_echo)


@R.demand("Toilet", "I demand you return every card of your score pile of the value of the highest "
          "bonus on my board!")
async def toilet_demand(x: Ctx) -> None:
    bonuses = x.bonuses(x.owner)
    if bonuses:
        await x.return_cards([c for c in x.score_pile() if x.age(c) == max(bonuses)])


R.effect("Toilet", "You may return a card from your hand and draw a card of the same value.")(e4.toilet)
