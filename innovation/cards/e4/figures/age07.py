"""4th edition Figures, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.state import ACTIONS
from ....rules.hooks import HAND_QUERY, INSTEAD, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Emperor Meiji
def five_values(x: Ctx) -> bool:
    return len({x.age(c) for c in x.tops()}) == 5


@R.karma("Emperor Meiji", "If you would meld a 10 while your top cards show five different "
         "values, instead you win.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.age(ev.card) == 10 and five_values(x))
async def meiji(x: Ctx, ev: Event) -> None:
    await x.win()


@R.static("Emperor Meiji", "On your turn, until your second action, each card in an opponent's "
          "hand counts as being in your hand.", HAND_QUERY)
def meiji_hand(x: Ctx, who: int, hand: list[int]) -> list[int]:
    g = x.g
    if who != x.me or g.state.current != x.me or g.state.players[x.me].counts[ACTIONS] > 1:
        return hand
    # Ruling: "counts as being in your hand" is read by effects that use your hand (Ctx.hand);
    # the Meld and Decree actions use the cards you hold, and you do not see the borrowed
    # cards (they are chosen by their backs)
    return hand + [c for p in x.opponents() for c in g.state.players[p].hand]
