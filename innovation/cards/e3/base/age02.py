"""3rd edition base, age 2."""

from __future__ import annotations

from functools import partial

from ....effects.context import Ctx
from ...e4.base.age02 import (
    mapmaking,
    mapmaking_demand,
    monotheism,
    monotheism_demand,
    trade_red_for_green,
)
from ._reg import BASE3 as R

# Same meaning as the 4th-edition wording: the 4th-edition effects serve unchanged.
R.demand("Mapmaking", "I demand you move a 1 from your score pile, if you have one, to mine!")(
    mapmaking_demand)
R.effect("Mapmaking", "If the demand moved any card, draw and score a 1.")(mapmaking)

R.demand("Monotheism", "I demand you move one of your top cards of a colour absent from my board to "
         "my score pile! If you do, draw and tuck a 1!")(monotheism_demand)
R.effect("Monotheism", "Draw and tuck a 1.")(monotheism)


@R.effect("Road Building", "Meld one or two cards from your hand. If you melded two, you may move your "
          "top red card to another player's board; if you do, move their top green card to your board.")
async def road_building(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 1, 2, "Meld one or two cards")
    await x.meld_cards(cards)
    # A transfer, not a meld (the 4th edition melds it); the red card goes even if no green comes back.
    await trade_red_for_green(x, cards, partial(x.transfer, to="board"))


@R.effect("Canal Building", "You may swap all the highest cards in your hand with all the highest "
          "cards in your score pile.")
async def canal_building(x: Ctx) -> None:
    hand, score = x.hand(), x.score_pile()
    # Ruling: the swap happens even if one side is empty; with both empty nothing is asked.
    if (hand or score) and await x.may("Swap your highest cards in hand and in score pile?"):
        await x.exchange(x.highest_of(hand), ("hand", x.me), x.highest_of(score), ("score", x.me))
