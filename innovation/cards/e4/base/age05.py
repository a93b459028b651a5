"""4th edition base, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CROWN, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, RIGHT, YELLOW
from ._reg import BASE4 as R


@R.effect("Coal", "Draw a 5 and tuck it.")
async def coal(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(5))


@R.effect("Coal", "You may splay your red cards to the right.")
async def coal_2(x: Ctx) -> None:
    await x.may_splay([RED], RIGHT)


# Rulebook wording (B 046) wins over the reference data: score a top card, then the one under it.
@R.effect("Coal", "You may score a top card of yours; if you do, score the card that was under it too.")
async def coal_3(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), optional=True, prompt="Score a top card (and the one beneath)?")
    if card is None:
        return
    color = x.color(card)
    await x.score_card(card)
    beneath = x.top(color)
    if beneath is not None:
        await x.score_card(beneath)


@R.demand("The Pirate Code", "I demand you move two cards of value 4 or lower from your score pile "
          "to mine!")
async def the_pirate_code_demand(x: Ctx) -> None:
    options = [c for c in x.score_pile() if x.age(c) <= 4]
    for card in await x.choose_cards(options, 2, 2, "Give two cards of value 4 or less"):
        await x.transfer(card, "score", x.owner)
        x.memo["transferred"] = True


@R.effect("The Pirate Code", "If the demand moved any card, score your lowest top card that has a "
          "crown.")
async def the_pirate_code(x: Ctx) -> None:
    if not x.memo.get("transferred"):
        return
    card = await x.choose_card(x.lowest_of([c for c in x.tops() if x.has(c, CROWN)]),
                               prompt="Score your lowest top card with a crown")
    if card is not None:
        await x.score_card(card)


@R.effect("Steam Engine", "Draw two 4s and tuck them, then score the bottom card of your yellow pile. "
          "If that was Steam Engine, junk the whole 6 deck.")
async def steam_engine(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))
    await x.draw_and_tuck(x.v(4))
    card = x.bottom(YELLOW)
    if card is None:
        return
    await x.score_card(card)
    if x.c(card).name == "Steam Engine":
        await x.junk_deck(x.v(6))


@R.demand("Statistics", "I demand you move every card of the value I name from your score pile to "
          "your hand!")
async def statistics_demand(x: Ctx) -> None:
    if not x.score_pile():
        return
    # Ruling: the demanding player may name any value from 1 to 11, even one absent from the pile.
    value = await x.choose_value(range(1, x.g.rules.max_age + 1), player=x.owner,
                                 prompt="Name a value: those cards go from their score pile to their hand")
    for card in [c for c in x.score_pile() if x.age(c) == value]:
        await x.transfer(card, "hand")


@R.effect("Statistics", "You may splay your yellow cards to the right.")
async def statistics(x: Ctx) -> None:
    await x.may_splay([YELLOW], RIGHT)


@R.effect("Physics", "Draw three 6s and reveal them. If at least two of them share a colour, return "
          "every card in your hand.")
async def physics(x: Ctx) -> None:
    colors = [x.color(await x.draw_and_reveal(x.v(6))) for _ in range(3)]
    if len(set(colors)) < len(colors):
        await x.return_cards(x.hand())


@R.effect("Chemistry", "You may splay your blue cards to the right.")
async def chemistry(x: Ctx) -> None:
    await x.may_splay([BLUE], RIGHT)


@R.effect("Chemistry", "Draw and score a card one value above your highest top card, then return a "
          "card from your score pile.")
async def chemistry_2(x: Ctx) -> None:
    await x.draw_and_score(x.highest_top_age() + 1)
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is not None:
        await x.return_card(card)


@R.effect("Measurement", "You may reveal a card from your hand and return it. If you do, splay your "
          "cards of its colour right and draw a card of value equal to the number of cards of that "
          "colour on your board.")
async def measurement(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Reveal and return a card?")
    if card is None:
        return
    await x.reveal(card)
    await x.return_card(card)
    color = x.color(card)
    # Ruling: the draw happens even when the colour cannot be splayed (fewer than two cards).
    await x.splay(color, RIGHT)
    # Ruling: with no card of that colour left the value is 0, and drawing a 0 draws a 1.
    await x.draw(len(x.pile(color)))


@R.demand("Banking", "I demand you move a top card with a factory that is not green from your board "
          "to mine! If you do, draw and score a 5!")
async def banking_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != GREEN and x.has(c, FACTORY)]
    card = await x.choose_card(options, prompt="Give a non-green top card with a factory")
    if card is not None:
        await x.transfer(card, "board", x.owner)
        await x.draw_and_score(x.v(5))


@R.effect("Banking", "You may splay your green cards to the right.")
async def banking(x: Ctx) -> None:
    await x.may_splay([GREEN], RIGHT)


@R.effect("Astronomy", "Draw and reveal a 6. If it is green or blue, meld it and do this again.")
async def astronomy(x: Ctx) -> None:
    while True:
        card = await x.draw_and_reveal(x.v(6))
        if card is None or x.color(card) not in (GREEN, BLUE):  # (None: a karma met it)
            return
        await x.meld(card)


@R.effect("Astronomy", "If every top card on your board other than purple ones is of value 6 or more, "
          "claim Universe.")
async def astronomy_2(x: Ctx) -> None:
    others = [c for c in x.tops() if x.color(c) != PURPLE]
    # Ruling (issue 9): with no non-purple top card nothing breaks the condition, so
    # Universe is claimed.
    if all(x.age(c) >= 6 for c in others):
        await x.claim_special("Universe")


@R.demand("Societies", "I demand you move a top card with a lightbulb from your board to mine, one "
          "whose value is above my top card of its colour! If you do, draw a 5!")
async def societies_demand(x: Ctx) -> None:
    def beats_mine(c: int) -> bool:
        mine = x.top(x.color(c), x.owner)
        return x.age(c) > (x.age(mine) if mine is not None else 0)

    # Ruling: "a card from your board" means one of the top cards, as everywhere on boards.
    options = [c for c in x.tops() if x.has(c, LIGHTBULB) and beats_mine(c)]
    card = await x.choose_card(options, prompt="Give a top card with a lightbulb")
    if card is not None:
        await x.transfer(card, "board", x.owner)
        await x.draw(x.v(5))
