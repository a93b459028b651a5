"""4th edition base, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, CROWN, GREEN, LEFT, LIGHTBULB, NONE, PURPLE, RIGHT, YELLOW
from ._reg import BASE4 as R


@R.demand("Gunpowder", "I demand you move a top card with a castle from your board to my score pile!")
async def gunpowder_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.has(c, CASTLE)],
                               prompt="Give a top card with a castle")
    if card is not None:
        await x.transfer(card, "score", x.owner)
        x.memo["transferred"] = True


@R.effect("Gunpowder", "If the demand moved any card, draw and score a 2.")
async def gunpowder(x: Ctx) -> None:
    if x.memo.get("transferred"):
        await x.draw_and_score(x.v(2))


@R.effect("Colonialism", "Draw and tuck a 3; if it shows a crown, do this again.")
async def colonialism(x: Ctx) -> None:
    while x.has(await x.draw_and_tuck(x.v(3)), CROWN):
        pass


@R.effect("Printing Press", "You may return a card from your score pile. If you do, draw a card two "
          "higher than your top purple card.")
async def printing_press(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), optional=True, prompt="Return a scored card?")
    if card is not None:
        await x.return_card(card)
        purple = x.top(PURPLE)
        await x.draw((x.age(purple) if purple is not None else 0) + 2)


@R.effect("Printing Press", "You may splay your blue cards right.")
async def printing_press_2(x: Ctx) -> None:
    await x.may_splay([BLUE], RIGHT)


@R.effect("Experimentation", "Draw and meld a 5.")
async def experimentation(x: Ctx) -> None:
    await x.draw_and_meld(x.v(5))


@R.effect("Invention", "You may splay right one colour you have splayed left. If you do, draw and "
          "score a 4.")
async def invention(x: Ctx) -> None:
    if await x.may_splay([c for c in range(5) if x.splay_of(c) == LEFT], RIGHT):
        await x.draw_and_score(x.v(4))


@R.effect("Invention", "If all five of your colours are splayed, in any directions, claim the "
          "Wonder achievement.")
async def invention_2(x: Ctx) -> None:
    if all(x.splay_of(c) != NONE for c in range(5)):
        await x.claim_special("Wonder")


@R.demand("Navigation", "I demand you move a 2 or a 3 from your score pile, if you have one, to my "
          "score pile!")
async def navigation_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.score_pile() if x.age(c) in (2, 3)],
                               prompt="Give a 2 or a 3 from your score pile")
    if card is not None:
        await x.transfer(card, "score", x.owner)


@R.effect("Perspective", "You may return a card from your hand. If you do, score a card from your "
          "hand for every two lightbulbs on your board.")
async def perspective(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Return a card from your hand?")
    if card is None:
        return
    await x.return_card(card)
    n = x.icons(LIGHTBULB) // 2
    for c in await x.choose_cards(x.hand(), n, n, f"Score {x.count_of(n)} from your hand"):
        await x.score_card(c)


@R.demand("Anatomy", "I demand you return a card from your score pile! If you do, return one of "
          "your top cards of the same value!")
async def anatomy_demand(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Return a scored card")
    if card is None:
        return
    await x.return_card(card)
    top = await x.choose_card([c for c in x.tops() if x.age(c) == x.age(card)],
                              prompt="Return a top card of the same value")
    if top is not None:
        await x.return_card(top)


@R.effect("Reformation", "You may splay your yellow or purple cards right.")
async def reformation(x: Ctx) -> None:
    await x.may_splay([YELLOW, PURPLE], RIGHT)


@R.effect("Reformation", "You may tuck one card from your hand for each splayed colour on your board.")
async def reformation_2(x: Ctx) -> None:
    # Ruling: each tuck is optional, so any number up to the count may be tucked.
    n = sum(1 for c in range(5) if x.splay_of(c) != NONE)
    if n:
        await x.tuck_cards(await x.choose_cards(x.hand(), 0, n, f"Tuck up to {x.count_of(n)}"))


@R.demand("Enterprise", "I demand you move a non-purple top card with a crown from your board to my "
          "board! If you do, draw and meld a 4!")
async def enterprise_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.color(c) != PURPLE and x.has(c, CROWN)],
                               prompt="Give a non-purple top card with a crown")
    if card is not None:
        await x.transfer(card, "board", x.owner)
        await x.draw_and_meld(x.v(4))


@R.effect("Enterprise", "You may splay your green cards right.")
async def enterprise(x: Ctx) -> None:
    await x.may_splay([GREEN], RIGHT)
