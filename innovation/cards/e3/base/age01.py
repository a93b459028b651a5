"""3rd edition base, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE
from ...e4.base.age01 import archery_demand, city_states_demand, clothing, clothing_2, oars, oars_demand
from ._reg import BASE3 as R

# Same meaning as the 4th-edition wording: the 4th-edition effects serve unchanged.
R.demand("Archery", "I demand you draw a 1, then hand me the highest card in your hand!")(archery_demand)

R.demand("Oars", "I demand you move a card with a crown from your hand to my score pile! If you do, "
         "draw a 1 and do it again!")(oars_demand)
R.effect("Oars", "If the demand moved no card, draw a 1.")(oars)

R.effect("Clothing", "Meld a card from your hand of a colour not yet on your board.")(clothing)
R.effect("Clothing", "Draw and score a 1 for each colour on your board that no opponent has.")(clothing_2)

R.demand("City States", "I demand that, if your board shows four or more castles, you move a top card "
         "with a castle from your board to mine! If you do, draw a 1!")(city_states_demand)


@R.effect("Masonry", "You may meld any number of cards with a castle from your hand. If you melded "
          "four or more, claim Monument.")
async def masonry(x: Ctx) -> None:
    options = [c for c in x.hand() if x.has(c, CASTLE)]
    cards = await x.choose_cards(options, 0, len(options), "Meld any cards with a castle")
    await x.meld_cards(cards)
    if len(cards) >= 4:
        await x.claim_special("Monument")
