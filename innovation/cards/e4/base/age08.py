"""4th edition base, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, COLORS, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, UP, YELLOW
from ._reg import BASE4 as R


@R.demand("Corporations", "I demand you move a non-green top card showing a factory from your board "
          "to my score pile! If you do, draw and meld an 8!")
async def corporations_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != GREEN and x.has(c, FACTORY)]
    card = await x.choose_card(options, prompt="Give a non-green top card with a factory")
    if card is not None:
        await x.transfer(card, "score", x.owner)
        await x.draw_and_meld(x.v(8))


@R.effect("Corporations", "Draw and meld an 8.")
async def corporations_2(x: Ctx) -> None:
    await x.draw_and_meld(x.v(8))


@R.demand("Skyscrapers", "I demand you move a non-yellow top card showing a clock from your board "
          "to mine! If you do, score your new top card of that colour, return the rest of that "
          "colour from your board, and if Skyscrapers is a top card, move it to my hand!")
async def skyscrapers_demand(x: Ctx) -> None:
    if not await give_clock_top(x):
        return
    sky = x.named("Skyscrapers")
    # Ruling: Skyscrapers moves if it is a top card on any board (normally the demander's own).
    if x.is_top(sky):
        await x.transfer(sky, "hand", x.owner)


async def give_clock_top(x: Ctx) -> bool:
    """Skyscrapers (both editions): give a non-yellow top card with a clock to the demanding
    player, score the card it uncovers and return the rest of that pile. False if none."""
    options = [c for c in x.tops() if x.color(c) != YELLOW and x.has(c, CLOCK)]
    card = await x.choose_card(options, prompt="Give a non-yellow top card with a clock")
    if card is None:
        return False
    color = x.color(card)
    await x.transfer(card, "board", x.owner)
    top = x.top(color)
    if top is not None:
        await x.score_card(top)
    await x.return_cards(x.pile(color))
    return True


@R.effect("Antibiotics", "You may return up to three cards from your hand; draw two 8s for each "
          "distinct value among them.")
async def antibiotics(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 0, 3, "Return up to three cards")
    await x.return_cards(cards)
    for _ in range(2 * len({x.age(c) for c in cards})):
        await x.draw(x.v(8))


@R.effect("Flight", "If your red cards are splayed up, you may splay one colour of your cards up.")
async def flight(x: Ctx) -> None:
    if x.splay_of(RED) == UP:
        await x.may_splay(range(5), UP)


@R.effect("Flight", "You may splay your red cards up.")
async def flight_2(x: Ctx) -> None:
    await x.may_splay([RED], UP)


@R.demand("Mobility", "I demand you move your two highest non-red top cards without a factory "
          "from your board to my score pile! If any moved, draw an 8!")
async def mobility_demand(x: Ctx) -> None:
    # top cards are always of different colours, so any two of them qualify
    options = [c for c in x.tops() if x.color(c) != RED and not x.has(c, FACTORY)]
    cards = await x.choose_extreme(options, 2, "Give your highest non-red top cards without a factory")
    for card in cards:
        await x.transfer(card, "score", x.owner)
    if cards:
        await x.draw(x.v(8))


@R.effect("Rocketry", "Choose an opponent; return one card from their score pile for each colour "
          "on your board showing a clock.")
async def rocketry(x: Ctx) -> None:
    # Ruling: a colour counts when its pile shows a clock, splayed cards included.
    n = sum(1 for c in x.colors() if x.pile_icons(c, CLOCK) > 0)
    opp = await x.choose_player(x.opponents(), prompt="Choose an opponent")
    if opp is None:
        return
    await x.return_cards(await x.choose_cards(x.score_pile(opp), n, n,
                                        f"Return {x.count_of(n)} from that score pile"))


@R.effect("Quantum Theory", "You may return up to two cards from your hand; if you return two, draw "
          "a 10 and then draw and score a 10.")
async def quantum_theory(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 0, 2, "Return up to two cards")
    await x.return_cards(cards)
    if len(cards) == 2:
        await x.draw(x.v(10))
        await x.draw_and_score(x.v(10))


@R.effect("Empiricism", "Choose two colours, then draw and reveal a 9. If it is one of them, meld it "
          "and splay that colour up; if not, unsplay its colour.")
async def empiricism(x: Ctx) -> None:
    # Ruling: any two of the five colours may be chosen, present on the board or not.
    colors = await x.choose_colors(range(len(COLORS)), 2, prompt="Choose two colours")
    card = await x.draw_and_reveal(x.v(9))
    if card is None:  # a karma met the draw with something else
        return
    color = x.color(card)
    if color in colors:
        await x.meld(card)
        await x.splay(color, UP)
    else:
        await x.unsplay(color)


@R.effect("Empiricism", "If you have twenty or more lightbulbs on your board, you win.")
async def empiricism_2(x: Ctx) -> None:
    if x.icons(LIGHTBULB) >= 20:
        await x.win()


@R.effect("Mass Media", "You may return a card from your hand; if you do, choose a value and return "
          "every card of that value from every score pile.")
async def mass_media(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Return a card from your hand?")
    if card is None:
        return
    await x.return_card(card)
    # Ruling: any value 1 to 11 may be named, even one no score pile holds (card backs are public).
    age = await x.choose_value(range(1, 12), prompt="Return every scored card of which value?")
    # Ruling (issue 9): one return of them all; the order of the returner's own (seen) cards
    # is asked
    await x.return_cards([c for p in x.players() for c in x.score_pile(p) if x.age(c) == age])


@R.effect("Mass Media", "You may splay your purple cards up.")
async def mass_media_2(x: Ctx) -> None:
    await x.may_splay([PURPLE], UP)


@R.effect("Socialism", "You may tuck one of your top cards; if you do, tuck every card in your hand.")
async def socialism(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), optional=True, prompt="Tuck one of your top cards?")
    if card is None:
        return
    # Ruling: tucking the only card of a pile still counts as tucking it.
    await x.tuck(card)
    await x.tuck_cards(x.hand())


@R.effect("Socialism", "You may junk an available achievement of value 8, 9 or 10.")
async def socialism_2(x: Ctx) -> None:
    options = [a for a in x.available_achievements() if x.age(a) in (8, 9, 10)]
    card = await x.choose_card(options, optional=True, prompt="Junk an available 8, 9 or 10?")
    if card is not None:
        await x.junk(card)
