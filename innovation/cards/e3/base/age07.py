"""3rd edition base, age 7."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, COLORS, CROWN, UP, YELLOW
from ...e4.base import age07 as e4
from ._reg import BASE3 as R


@R.effect("Publications", "You may put the cards of one colour of your board in any order you like.")
async def publications(x: Ctx) -> None:
    colors = [c for c in x.colors() if len(x.pile(c)) >= 2]
    color = await x.choose_color(colors, optional=True, prompt="Rearrange which colour?")
    if color is None:
        return
    pile = x.pile(color)
    order = await x.choose_cards(pile, len(pile), len(pile), ordered=True,
                                 prompt=f"Order your {COLORS[color]} cards, top first")
    # Ruling (1st-edition FAQ): the pile keeps its splay.
    await x.rearrange(color, order)


@R.effect("Publications", "You may splay your yellow or blue cards up.")
async def publications_2(x: Ctx) -> None:
    await x.may_splay([YELLOW, BLUE], UP)


@R.demand("Combustion", "I demand you move a card from your score pile to mine for every four crowns "
          "on my board!")
async def combustion_demand(x: Ctx) -> None:
    # Ruling: the crowns are counted as this demand is executed, not locked in at the start.
    n = x.icons(CROWN, x.owner) // 4
    if n:
        for card in await x.choose_cards(x.score_pile(), n, n, f"Give {x.count_of(n)} from your score pile"):
            await x.transfer(card, "score", x.owner)


# Same meaning as the 4th-edition texts: the 4th-edition effects serve.
R.effect("Combustion", "Return the bottom card of your red pile.")(e4.combustion_2)
R.demand("Explosives", "I demand you move your three highest cards in hand to my hand! If any moved "
         "and your hand is then empty, draw a 7!")(e4.explosives_demand)


@R.effect("Electricity", "Return each of your top cards that has no factory, then draw an 8 for "
          "each card returned.")
async def electricity(x: Ctx) -> None:
    # Ruling: the 3rd-edition rulebook has no "all cards ... until none remain" rule (the 4th
    # edition's), so the top cards are taken once, as the effect begins: a card uncovered by a
    # return stays.
    await e4.return_factoryless_tops(x, until_none=False)


@R.demand("Refrigeration", "I demand you return half of the cards in your hand, rounded down!")
async def refrigeration_demand(x: Ctx) -> None:
    hand = x.hand()
    n = len(hand) // 2
    if n:
        await x.return_cards(await x.choose_cards(hand, n, n, f"Return {x.count_of(n)} from your hand"))


R.effect("Refrigeration", "You may score a card from your hand.")(e4.refrigeration_2)
# Ruling: the demanding player picks among their own tied lowest cards (they alone can see them).
R.demand("Sanitation", "I demand you swap your two highest cards in hand for the lowest card in my "
         "hand!")(e4.sanitation_demand)


@R.effect("Railroad", "Return every card in your hand, then draw three 6s.")
async def railroad(x: Ctx) -> None:
    await x.return_cards(x.hand())
    for _ in range(3):
        await x.draw(x.v(6))


R.effect("Railroad", "You may splay up one colour that is now splayed right.")(e4.railroad_3)
