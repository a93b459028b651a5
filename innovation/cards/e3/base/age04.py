"""3rd edition base, age 4."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import LEAF, PURPLE, RIGHT, YELLOW
from ...e4.base import age04 as e4
from ._reg import BASE3 as R

# Same meaning as the 4th-edition texts (transfer = move): the 4th-edition effects serve.
R.demand("Navigation", "I demand you move a 2 or a 3 from your score pile, if you have one, to my "
         "score pile!")(e4.navigation_demand)
R.demand("Enterprise", "I demand you move a non-purple top card with a crown from your board to my "
         "board! If you do, draw and meld a 4!")(e4.enterprise_demand)
R.effect("Enterprise", "You may splay your green cards right.")(e4.enterprise)


@R.effect("Reformation", "You may tuck a card from your hand for every two leaves on your board.")
async def reformation(x: Ctx) -> None:
    # Ruling: the count is fixed before tucking, and each tuck is optional (any number up to it).
    n = x.icons(LEAF) // 2
    if n:
        await x.tuck_cards(await x.choose_cards(x.hand(), 0, n, f"Tuck up to {x.count_of(n)}"))


@R.effect("Reformation", "You may splay your yellow or purple cards right.")
async def reformation_2(x: Ctx) -> None:
    await x.may_splay([YELLOW, PURPLE], RIGHT)
