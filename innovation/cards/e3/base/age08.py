"""3rd edition base, age 8."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, COLORS, PURPLE, UP
from ...e4.base.age08 import (
    corporations_2,
    corporations_demand,
    empiricism_2,
    give_clock_top,
    mass_media_2,
    mobility_demand,
)
from ._reg import BASE3 as R


@R.effect("Rocketry", "For every two clocks on your board, return a card from the score pile of any "
          "opponent.")
async def rocketry(x: Ctx) -> None:
    n = x.icons(CLOCK) // 2
    if n == 0:
        return
    pool = [c for p in x.opponents() for c in x.score_pile(p)]
    # Ruling: the cards may come from different opponents; they are picked all at once.
    await x.return_cards(await x.choose_cards(pool, n, n,
                                              f"Return {x.count_of(n)} from opponents' score piles"))


# Same meaning as the 4th edition: top cards always differ in colour; ties are the victim's choice.
R.demand("Mobility", "I demand you move the two highest of your non-red top cards that have no "
         "factory to my score pile! If you moved any, draw an 8!")(mobility_demand)

R.demand("Corporations", "I demand you move one of your non-green top cards that shows a factory "
         "to my score pile! If you do, draw and meld an 8!")(corporations_demand)
R.effect("Corporations", "Draw and meld an 8.")(corporations_2)


@R.effect("Mass Media", "You may return a card from your hand. If you do, name a value and return "
          "every card of that value from all score piles.")
async def mass_media(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Return a card from your hand?")
    if card is None:
        return
    await x.return_card(card)
    # Ruling: any value 1 to 10 may be named, even one no score pile holds (card backs are public).
    age = await x.choose_value(range(1, x.g.rules.max_age + 1),
                               prompt="Return every scored card of which value?")
    # Ruling (issue 9): one return of them all; the order of the returner's own (seen) cards
    # is asked
    await x.return_cards([c for p in x.players() for c in x.score_pile(p) if x.age(c) == age])


R.effect("Mass Media", "You may splay your purple pile up.")(mass_media_2)


@R.demand("Skyscrapers", "I demand you move one of your non-yellow top cards that shows a clock onto "
          "my board! If you do, score the card that was under it and return the rest of that pile!")
async def skyscrapers_demand(x: Ctx) -> None:
    await give_clock_top(x)  # unlike the 4th edition, Skyscrapers itself stays where it is


@R.effect("Empiricism", "Choose two colours, then draw and reveal a 9. If it has one of those colours, "
          "meld it; you may then splay that colour up.")
async def empiricism(x: Ctx) -> None:
    # Ruling: any two of the five colours may be chosen, present on the board or not.
    colors = await x.choose_colors(range(len(COLORS)), 2, prompt="Choose two colours")
    card = await x.draw_and_reveal(x.v(9))
    if card is None:  # a karma met the draw with something else
        return
    color = x.color(card)
    if color in colors:
        await x.meld(card)
        await x.may_splay([color], UP)


R.effect("Empiricism", "If your board shows twenty or more lightbulbs, you win.")(empiricism_2)


@R.effect("Socialism", "You may tuck your whole hand (all of it or nothing). If a purple card was "
          "among them, take every lowest card from each other player's hand into yours.")
async def socialism(x: Ctx) -> None:
    hand = x.hand()
    if not hand or not await x.may("Tuck every card in your hand?"):
        return
    await x.tuck_cards(hand)
    if not any(x.color(c) == PURPLE for c in hand):
        return
    # Ruling: "each other player" includes teammates (unlike "each opponent").
    for p in x.players()[:-1]:
        for card in x.lowest_of(x.hand(p)):
            await x.transfer(card, "hand")
