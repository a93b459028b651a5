"""3rd edition Artifacts of History, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CROWN, LIGHTBULB
from ...e4.artifacts import age02 as e4
from ._reg import ARTIFACTS3 as R

# ------------------------------------------------------------------ Seikilos Epitaph
R.effect("Seikilos Epitaph", "Draw and meld a 3. Meld your bottom card of its colour and execute "
         "that card's non-demand effects alone.")(e4.seikilos_epitaph)

# ------------------------------------------------------------------ Rosetta Stone
R.effect("Rosetta Stone", "Choose a set. Draw two 2s of that set. Meld one and transfer the "
         "other to an opponent's board.")(e4.rosetta_stone)


# ------------------------------------------------------------------ Chronicle of Zuo
@R.effect("Chronicle of Zuo", "If you have the fewest castles, draw a 2. If you have the fewest "
          "crowns, draw a 3. If you have the fewest lightbulbs, draw a 4.")
async def chronicle_of_zuo(x: Ctx) -> None:
    for icon, age in ((CASTLE, 2), (CROWN, 3), (LIGHTBULB, 4)):
        if e4.has_the_least(x, icon):
            await x.draw(age)


# ------------------------------------------------------------------ Babylonian Chronicles
R.compel("Babylonian Chronicles", "I compel you to transfer a top non-red card with a castle from "
         "your board to my board!")(e4.babylonian_chronicles_compel)
R.effect("Babylonian Chronicles", "Draw and score a 3.")(e4.babylonian_chronicles)

# ------------------------------------------------------------------ Holy Lance
R.compel("Holy Lance", "I compel you to transfer a top Artifact from your board to my board!")(
    e4.holy_lance_compel)


@R.effect("Holy Lance", "If Holy Grail is a top card on your board, you win.")
async def holy_lance(x: Ctx) -> None:
    if any(x.c(c).name == "Holy Grail" for c in x.tops()):
        await x.win()


# ------------------------------------------------------------------ Baghdad Battery
@R.effect("Baghdad Battery", "Meld two cards from your hand. If they are of one colour and of "
          "different sets, draw and score five 2s.")
async def baghdad_battery(x: Ctx) -> None:
    picked = await x.choose_cards(x.hand(), 2, 2, "Meld two cards from your hand")
    melded = []
    for card in await x.order_if_needed(picked, "Order the two cards to meld (the second ends on "
                                        "top)"):
        if await x.meld(card):
            melded.append(card)
    if len(melded) == 2 and x.color(melded[0]) == x.color(melded[1]) \
            and x.c(melded[0]).type != x.c(melded[1]).type:
        for _ in range(5):
            await x.draw_and_score(x.v(2))


# ------------------------------------------------------------------ Holy Grail
R.effect("Holy Grail", "Return a card from your hand. Claim an available achievement of its "
         "value, ignoring eligibility.")(e4.holy_grail)

# ------------------------------------------------------------------ Terracotta Army
R.compel("Terracotta Army", "I compel you to return a top card of your board with no castle!")(
    e4.terracotta_army_compel)


@R.effect("Terracotta Army", "Score a card from your hand with no castle.")
async def terracotta_army(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if not x.has(c, CASTLE)],
                               prompt="Score a card with no castle from your hand")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Dead Sea Scrolls
@R.effect("Dead Sea Scrolls", "Draw an Artifact of your highest top card's value.")
async def dead_sea_scrolls(x: Ctx) -> None:
    await x.draw_artifact(x.highest_top_age())


# ------------------------------------------------------------------ Cyrus Cylinder
@R.effect("Cyrus Cylinder", "Choose another top purple card on any board and execute its "
          "non-demand effects alone. Splay a colour left on any player's board.")
async def cyrus_cylinder(x: Ctx) -> None:
    await e4.cyrus_cylinder_2(x)
    await e4.cyrus_cylinder(x)
