"""3rd edition base, age 5."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import YELLOW
from ...e4.base import age05 as e4
from ._reg import BASE3 as R

# Same meaning as the 4th-edition texts (transfer = move; the drawn cards are in the hand,
# so returning them and the hand is returning the hand): the 4th-edition effects serve.
R.effect("Physics", "Draw three 6s and reveal them. If two or more of them share a colour, return "
         "them and every other card in your hand; otherwise keep them.")(e4.physics)
R.effect("Coal", "Draw and tuck a 5.")(e4.coal)
R.effect("Coal", "You may splay your red cards right.")(e4.coal_2)
R.effect("Coal", "You may score one of your top cards; if you do, score the card beneath it "
         "too.")(e4.coal_3)
R.demand("The Pirate Code", "I demand you move two cards of value 4 or less from your score pile to "
         "mine!")(e4.the_pirate_code_demand)
R.effect("The Pirate Code", "If the demand moved any card, score your lowest top card with a "
         "crown.")(e4.the_pirate_code)
R.demand("Banking", "I demand you move a non-green top card with a factory from your board to mine! "
         "If you do, draw and score a 5!")(e4.banking_demand)
R.effect("Banking", "You may splay your green cards right.")(e4.banking)


@R.demand("Statistics", "I demand you move every card of the highest value in your score pile to "
          "your hand!")
async def statistics_demand(x: Ctx) -> None:
    for card in x.highest_of(x.score_pile()):
        await x.transfer(card, "hand")


R.effect("Statistics", "You may splay your yellow cards right.")(e4.statistics)


@R.effect("Steam Engine", "Draw and tuck two 4s, then score the bottom card of your yellow pile.")
async def steam_engine(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))
    await x.draw_and_tuck(x.v(4))
    card = x.bottom(YELLOW)
    if card is not None:
        await x.score_card(card)
