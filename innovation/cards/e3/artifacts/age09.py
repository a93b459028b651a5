"""3rd edition Artifacts of History, age 9 (4th-edition implementations reused where the
text means the same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ...e4.artifacts import age09 as e4
from ._reg import ARTIFACTS3 as R

# Ruling (A3-T12): "execute the effects of the melded card ... without sharing" runs its
# non-demand effects only
R.effect("Yeager's Bell X-1A", "Draw and meld a 9 and execute its non-demand effects for yourself "
         "alone. If it has a clock, repeat this effect.")(e4.yeagers_bell)
R.effect("Luna 3", "Return your whole score pile. Draw and score a card of the number of cards "
         "returned.")(e4.luna_3)
R.compel("Velcro Shoes", "I compel you to transfer a 9 from your hand to my hand! If you don't, "
         "transfer a 9 from your score pile to my score pile! If you do neither, I win!")(
    e4.velcro_shoes_compel)
R.compel("Philips Compact Cassette", "I compel you to unsplay every splayed colour of your "
         "board!")(e4.philips_compact_cassette_compel)
R.effect("Philips Compact Cassette", "Splay two colours of your board up.")(
    e4.philips_compact_cassette)
R.effect("Syncom 3", "Return your whole hand. Draw and reveal five 9s. If they show all five "
         "colours, you win.")(e4.syncom_3)
R.effect("Rock Around the Clock", "For each of your top cards with a clock, draw and score a 9.")(
    e4.rock_around_the_clock)
R.effect("Magnavox Odyssey", "Draw and meld two 10s. If they are of one colour, you win.")(
    e4.magnavox_odyssey)
# x.junk is the 3rd edition's removal from the game (the same pile)
R.effect("The Big Bang", "Execute the non-demand effects of your top blue card for yourself alone. "
         "If that changed anything, draw and remove a 10 from the game, then repeat this "
         "effect.")(e4.the_big_bang)
R.effect("Marilyn Diptych", "You may score a card from your hand. You may transfer a card from your "
         "score pile to your hand. With exactly 25 points, you win.")(e4.marilyn_diptych)


# ------------------------------------------------------------------ United Nations Charter
@R.compel("United Nations Charter", "I compel you to transfer every top card of your board with a "
          "demand effect to my score pile!")
async def united_nations_charter_compel(x: Ctx) -> None:
    # "I compel" effects are demand effects for all purposes (expansions-rules §4.1)
    for card in [t for t in x.tops() if x.has_demand(t)]:
        await x.transfer(card, "score", x.owner)


@R.effect("United Nations Charter", "If you have a top card with a demand effect, draw a 10.")
async def united_nations_charter(x: Ctx) -> None:
    if any(x.has_demand(t) for t in x.tops()):
        await x.draw(x.v(10))
