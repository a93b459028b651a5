"""4th edition base, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CROWN, FACTORY, RED, RIGHT, SPECIAL, UP, YELLOW
from ._reg import BASE4 as R


@R.demand("Combustion", "I demand you move one card from your score pile to mine for each of my "
          "top cards showing a crown!")
async def combustion_demand(x: Ctx) -> None:
    # Ruling: the crowns are counted as this demand is executed, not locked in at the start.
    n = sum(1 for c in x.tops(x.owner) if x.has(c, CROWN))
    for card in await x.choose_cards(x.score_pile(), n, n, f"Give {x.count_of(n)} from your score pile"):
        await x.transfer(card, "score", x.owner)


@R.effect("Combustion", "Return the bottom card of your red pile.")
async def combustion_2(x: Ctx) -> None:
    card = x.bottom(RED)
    if card is not None:
        await x.return_card(card)


@R.demand("Explosives", "I demand you move your three highest cards in hand to my hand! If any "
          "moved and your hand is then empty, draw a 7.")
async def explosives_demand(x: Ctx) -> None:
    cards = await x.choose_extreme(x.hand(), 3, "Give your highest cards")
    for card in cards:
        await x.transfer(card, "hand", x.owner)
    if cards and not x.hand():
        await x.draw(x.v(7))


@R.effect("Railroad", "Return every card in your hand.")
async def railroad(x: Ctx) -> None:
    await x.return_cards(x.hand())


@R.effect("Railroad", "Draw three 6s.")
async def railroad_2(x: Ctx) -> None:
    for _ in range(3):
        await x.draw(x.v(6))


@R.effect("Railroad", "You may splay up one colour that is now splayed right.")
async def railroad_3(x: Ctx) -> None:
    await x.may_splay([c for c in range(5) if x.splay_of(c) == RIGHT], UP)


@R.effect("Lighting", "You may tuck up to three cards from your hand; if you do, draw and score a 7 "
          "for each distinct value among them.")
async def lighting(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 0, 3, "Tuck up to three cards")
    await x.tuck_cards(cards)
    for _ in {x.age(c) for c in cards}:
        await x.draw_and_score(x.v(7))


@R.demand("Sanitation", "I demand you swap your two highest cards in hand for the lowest card in "
          "my hand!")
async def sanitation_demand(x: Ctx) -> None:
    mine = await x.choose_extreme(x.hand(), 2, "Give your highest cards")
    # Ties are broken by the player carrying out the effect (4th-edition rulebook), here the
    # demand's victim, even among the demanding player's unseen cards. Ruling (issue 9): the
    # 3rd edition, silent on this, the same.
    theirs = await x.choose_extreme(x.hand(x.owner), 1, "Take the lowest card of their hand",
                                    highest=False)
    await x.exchange(mine, ("hand", x.me), theirs, ("hand", x.owner))


@R.effect("Sanitation", "Choose the 7 or the 8 deck and junk every card in it.")
async def sanitation_2(x: Ctx) -> None:
    age = await x.choose_value([x.v(7), x.v(8)], prompt="Junk which deck?")
    if age is not None:
        await x.junk_deck(age)


@R.demand("Refrigeration", "I demand you return every card in your hand except one!")
async def refrigeration_demand(x: Ctx) -> None:
    hand = x.hand()
    if len(hand) < 2:
        return
    keep = await x.choose_card(hand, prompt="Keep which card? The others are returned")
    await x.return_cards(c for c in hand if c != keep)


@R.effect("Refrigeration", "You may score a card from your hand.")
async def refrigeration_2(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Score a card from your hand?")
    if card is not None:
        await x.score_card(card)


EVOLUTION_SCORE, EVOLUTION_DRAW = "score an 8", "draw higher"


@R.effect("Evolution", "You may either draw and score an 8 and then return a card from your score "
          "pile, or draw a card one higher than the highest card in your score pile.")
async def evolution(x: Ctx) -> None:
    pick = await x.choose_option([EVOLUTION_SCORE, EVOLUTION_DRAW], optional=True,
                                 prompt="Draw and score an 8 (then return a scored card), or draw "
                                 "one higher than your highest scored card?")
    if pick == EVOLUTION_SCORE:
        await x.draw_and_score(x.v(8))
        card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
        if card is not None:
            await x.return_card(card)
    elif pick == EVOLUTION_DRAW:
        # an empty score pile counts as value 0, so a 1 is drawn
        await x.draw(x.max_age(x.score_pile()) + 1)


@R.effect("Publications", "You may splay your yellow or blue cards up.")
async def publications(x: Ctx) -> None:
    await x.may_splay([YELLOW, BLUE], UP)


@R.effect("Publications", "You may junk an available special achievement, or make one that is in "
          "the junk available again.")
async def publications_2(x: Ctx) -> None:
    available = x.available_specials()
    junked = [c for c in x.junk_pile() if x.c(c).kind == SPECIAL]
    card = await x.choose_card(available + junked, optional=True,
                               prompt="Junk an available special achievement, or restore a junked one?")
    if card is None:
        return
    if card in available:
        await x.junk(card)
    else:
        await x.to_available(card)


@R.effect("Electricity", "Return each of your top cards that has no factory, then draw an 8 for "
          "each card returned.")
async def electricity(x: Ctx) -> None:
    # The rulebook's "all cards" rule: keep going until no top card lacks a factory, so a
    # card uncovered by a return may be returned too.
    await return_factoryless_tops(x, until_none=True)


async def return_factoryless_tops(x: Ctx, until_none: bool) -> None:
    """Electricity in either edition: return the top cards without a factory (again and
    again while `until_none`), then draw an 8 per card returned."""
    returned = 0
    while cards := [c for c in x.tops() if not x.has(c, FACTORY)]:
        returned += await x.return_cards(cards)
        if not until_none:
            break
    for _ in range(returned):
        await x.draw(x.v(8))


@R.effect("Bicycle", "You may swap all the cards in your hand with all the cards in your score pile.")
async def bicycle(x: Ctx) -> None:
    hand, score = x.hand(), x.score_pile()
    if (hand or score) and await x.may("Swap your hand with your score pile?"):
        await x.exchange(hand, ("hand", x.me), score, ("score", x.me))
