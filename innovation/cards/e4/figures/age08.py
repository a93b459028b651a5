"""4th edition Figures, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....rules.hooks import INSTEAD, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Duke Ellington
@R.karma("Duke Ellington", "If you are required to fade a figure, instead do nothing.",
         on=("fade",), mode=INSTEAD)
async def duke_ellington(x: Ctx, ev: Event) -> None:
    return None


@R.karma("Duke Ellington", "If you would meld a figure while you already have at least four top "
         "figures, instead you win.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card) and len(x.top_figures()) >= 4)
async def duke_ellington_meld(x: Ctx, ev: Event) -> None:
    await x.win()
