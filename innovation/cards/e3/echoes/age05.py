"""3rd edition Echoes, age 5 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import FACTORY, LEAF, RED
from ...e4.echoes import age05 as e4
from ._reg import ECHOES3 as R
from .age02 import bottom_to_achievements

# ------------------------------------------------------------------ Lightning Rod
R.echo("Lightning Rod", "Draw and tuck a 5.")(e4.lightning_rod_echo)
R.demand("Lightning Rod", "I demand you draw and tuck a 5! Return your top card of its "
         "colour!")(e4.lightning_rod_demand)


@R.effect("Lightning Rod", "Draw and tuck a 5. You may return a top card of your board.")
async def lightning_rod(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(5))
    card = await x.choose_card(x.tops(), optional=True, prompt="You may return a top card")
    if card is not None:
        await x.return_card(card)


# ------------------------------------------------------------------ Thermometer, Coke
R.echo("Thermometer", "Meld your bottom green card (its pile keeps its splay).")(e4.thermometer_echo)
R.effect("Thermometer", "Draw and meld a card one higher than your top yellow card. If it is "
         "yellow, do this again.")(e4.thermometer)
R.echo("Coke", "Draw and tuck a 4.")(e4.coke_echo)
R.effect("Coke", "Draw and reveal a 6. If it has a factory, meld it and do this again; otherwise "
         "foreshadow it.")(e4.coke)


# ------------------------------------------------------------------ Octant
@R.demand("Octant", "I demand you move a non-red top card with a leaf or a factory from your board "
          "to my board! If you do, draw and foreshadow a 6!")
async def octant_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != RED and (x.has(c, LEAF) or x.has(c, FACTORY))]
    card = await x.choose_card(options, prompt="Give a top card")
    if card is None:
        return
    await x.transfer(card, "board", x.owner)
    await x.draw_and_foreshadow(x.v(6))


R.effect("Octant", "Draw and foreshadow a 6.")(e4.octant)

# ------------------------------------------------------------------ Palampore
R.effect("Palampore", "Draw and score a card of value equal to a bonus that shows more than once "
         "on your board, if there is one.")(e4.palampore)
R.effect("Palampore", "You may splay your purple cards right.")(e4.palampore_2)
R.effect("Palampore", "If six or more bonuses show on your board, claim the Wealth "
         "achievement.")(e4.palampore_3)

# ------------------------------------------------------------------ Seed Drill
R.demand("Seed Drill", "I demand you return a top card lower than 3 from your board!")(e4.seed_drill_demand)


@R.effect("Seed Drill", "Choose the 3, 4 or 5 deck. If it has a card, you may move its bottom card "
          "to the available achievements.")
async def seed_drill(x: Ctx) -> None:
    await bottom_to_achievements(x, [3, 4, 5])


# ------------------------------------------------------------------ Pressure Cooker
@R.effect("Pressure Cooker", "Return every card from your hand. For each top card of your board "
          "with a bonus, draw a card of that bonus's value.")
async def pressure_cooker(x: Ctx) -> None:
    await x.return_cards(x.hand())
    for top in [c for c in x.tops() if x.has_bonus(c)]:
        await x.draw(max(x.c(top).bonuses))


# ------------------------------------------------------------------ Stove, Piano (as in the 4th edition)
R.echo("Stove", "Score a top card without a factory from your board.")(e4.stove_echo)
R.effect("Stove", "Draw and tuck a 4. If your top card of its colour is lower than 4, draw and "
         "score a 4.")(e4.stove)
R.effect("Stove", "You may splay your green cards right.")(e4.stove_2)
R.echo("Piano", "Draw a card of a value present in any player's hand.")(e4.piano_echo)
R.effect("Piano", "If you have five top cards, all of different values, return five cards from "
         "your score pile, then draw and score a card of each of your top cards' values, "
         "lowest first.")(e4.piano)


# ------------------------------------------------------------------ Tuning Fork
@R.echo("Tuning Fork", "Look at the top card of any deck, then put it back on top.")
async def tuning_fork_echo(x: Ctx) -> None:
    g = x.g
    decks = {f"{name} {age}": g.deck(name, age)[-1]
             for name in g.sets for age in range(1, g.deck_span) if g.deck(name, age)}
    choice = await x.choose_option(list(decks), "Look at the top card of which deck?")
    if choice is not None:
        await x.look(decks[choice])


@R.effect("Tuning Fork", "Return a card from your hand. If you do, draw and reveal a card of its "
          "value and meld it if it is higher than your top card of its colour; otherwise "
          "return it. You may do this again.")
async def tuning_fork(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
        if card is None:
            return
        await x.return_card(card)
        drawn = await x.draw_and_reveal(x.age(card))
        if drawn is None:
            return
        top = x.top(x.color(drawn))
        # Ruling: an empty pile has no top card to beat: the card is melded
        if top is None or x.age(drawn) > x.age(top):
            await x.meld(drawn)
        else:
            await x.return_card(drawn)
        if not await x.may("Do it again?"):
            return
