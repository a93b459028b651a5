"""4th edition Figures, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....rules.hooks import OPPONENT, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Jackie Chan
@R.karma("Jackie Chan", "If an opponent would win, first score every other top figure anywhere. "
         "If you now have the most points, you win instead.", on=("win",), by=OPPONENT)
async def jackie_chan(x: Ctx, ev: Event) -> bool:
    for p in x.players():
        for card in x.top_figures(p):
            if card != x.card:
                await x.score_card(card)
    mine = x.score()
    # Ruling: "the most points" is strictly more than every other player
    if all(mine > x.score(p) for p in x.players() if p != x.me):
        await x.win()
        return True
    return False


@R.karma("Jackie Chan", "If you would draw a card, first score a figure from your hand.",
         on=("draw",))
async def jackie_chan_draw(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.figures_in(x.hand()), prompt="Score a figure from your hand")
    if card is not None:
        await x.score_card(card)
