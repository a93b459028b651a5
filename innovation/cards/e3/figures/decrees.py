"""The five decrees (3rd edition; expansions-rules §5.1, texts from the card data). Four
read word for word as the 4th edition's and share its code; War's values stop at 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ...e4.figures.decrees import advancement, expansion, rivalry, trade
from ._reg import FIGURES3 as R

R.effect("Advancement", "Draw a card of value two higher than your highest top card.")(advancement)
R.effect("Expansion", "Splay one of your colours up.")(expansion)
R.effect("Rivalry", "Choose another player. Return three cards from their score pile, and all "
         "their top figures.")(rivalry)
R.effect("Trade", "Draw and foreshadow three cards of value one higher than your highest top "
         "card.")(trade)


@R.effect("War", "Choose a value. Return all top cards of that value from all other players' "
          "boards.")
async def war(x: Ctx) -> None:
    value = await x.choose_value(range(1, x.g.rules.max_age + 1), prompt="Choose a value: the "
                                 "other players' top cards of that value are returned")
    await x.return_cards([c for p in x.players() if p != x.me for c in x.tops(p)
                          if x.age(c) == value])
