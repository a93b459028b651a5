"""4th edition Figures, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....rules.hooks import ANY, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Zhang Heng
@R.karma("Zhang Heng", "If a player would claim an achievement, first draw and tuck a 3, then "
         "score every card above the tucked card.", on=("achieve",), by=ANY)
async def zhang_heng(x: Ctx, ev: Event) -> None:
    tucked = await x.draw_and_tuck(3)
    if tucked is None:
        return
    pile = x.pile(x.color(tucked))
    if tucked in pile:
        for card in reversed(pile[pile.index(tucked) + 1:]):  # from the top down
            await x.score_card(card)


# ------------------------------------------------------------------ Alexander the Great
@R.when_melded("Alexander the Great", "When you meld this card, score every top figure of your "
               "opponents.")
async def alexander_melded(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.top_figures(p):
            await x.score_card(card)


@R.karma("Alexander the Great", "If you would take a Dogma action, first draw and score a 2. If "
         "it is not a 2, score Alexander the Great.", on=("dogma",), when=lambda x, ev: ev.action)
async def alexander(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_score(2)
    if card is None or x.age(card) != 2:
        await x.score_card(x.card)
