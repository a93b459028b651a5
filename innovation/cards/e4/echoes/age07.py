"""4th edition Echoes, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, BLUE, COLORS, GREEN, PURPLE, RED, SPLAYS, UP
from ....model.zones import BOARD
from ._reg import ECHOES4 as R
from .age01 import junk_deck_then_achieve


def shows(x: Ctx, cid: int, token: str) -> bool:
    """Does a slot with this token show on the card where it lies (a top card shows all of
    its slots, a covered card those its pile's splay reveals)?"""
    kind, owner, color = x.g.loc[cid]
    if kind != BOARD:
        return False
    return x.c(cid).shows(token, None if x.top(color, owner) == cid else x.splay_of(color, owner))


# ------------------------------------------------------------------ Machine Gun
@R.echo("Machine Gun", "If you have five top cards, draw and score a 7.")
async def machine_gun_echo(x: Ctx) -> None:
    if len(x.tops()) == 5:
        await x.draw_and_score(x.v(7))


@R.demand("Machine Gun", "I demand you move each of your top cards with a bonus to my score "
          "pile! If you move any, junk four available achievements and draw a 7!")
async def machine_gun_demand(x: Ctx) -> None:
    moved = [c for c in x.tops() if x.has_bonus(c)]
    for card in moved:
        await x.transfer(card, "score", x.owner)
    if not moved:
        return
    # Ruling: any available achievement, the special ones too (the 4th-edition rulebook: one
    # owned by no player; the cards that mean standard ones say so, or name a value)
    for card in await x.choose_cards(x.available_achievements(standard_only=False), 4, 4,
                                     "Junk four available achievements"):
        await x.junk(card)
    await x.draw(x.v(7))


@R.effect("Machine Gun", "Return your top card of each non-red colour.")
async def machine_gun(x: Ctx) -> None:
    await x.return_cards([c for c in x.tops() if x.color(c) != RED])


# ------------------------------------------------------------------ Typewriter
@R.effect("Typewriter", "Return every card from your hand. Draw a 6. For each colour among the "
          "returned cards, draw a card one higher than the highest card in your hand.")
async def typewriter(x: Ctx) -> None:
    returned = x.hand()
    await x.return_cards(returned)
    await x.draw(x.v(6))
    for _ in {x.color(c) for c in returned}:
        await x.draw(x.max_age(x.hand()) + 1)


# ------------------------------------------------------------------ Telegraph
@R.effect("Telegraph", "You may choose another player and a colour, and splay that colour of "
          "yours the way theirs is splayed.")
async def telegraph(x: Ctx) -> None:
    options: dict[str, tuple[int, int]] = {}
    for p in x.players():
        if p == x.me:
            continue
        # Ruling: a colour the other player does not have has no splay to match
        for color in [c for c in range(5) if x.pile(c, p)]:
            way = x.splay_of(color, p)
            if way != x.splay_of(color) and (not way or x.can_splay(color, way)):
                options[f"{x.g.name(p)}: {COLORS[color]} {SPLAYS[way]}"] = (color, way)
    choice = await x.choose_option(sorted(options), "You may match a splay", optional=True)
    if choice is None:
        return
    color, way = options[choice]
    if way:
        await x.splay(color, way)
    else:
        await x.unsplay(color)


@R.effect("Telegraph", "You may splay your blue cards up.")
async def telegraph_2(x: Ctx) -> None:
    await x.may_splay([BLUE], UP)


@R.effect("Telegraph", "If Telegraph was foreseen, splay up every splayed colour of yours.")
async def telegraph_3(x: Ctx) -> None:
    if x.foreseen:
        for color in range(5):
            if x.splay_of(color) and x.can_splay(color, UP):
                await x.splay(color, UP)


# ------------------------------------------------------------------ Elevator
@R.echo("Elevator", "Score your top or bottom green card.")
async def elevator_echo(x: Ctx) -> None:
    ends = {c for c in (x.top(GREEN), x.bottom(GREEN)) if c is not None}
    card = await x.choose_card(sorted(ends), prompt="Score your top or bottom green card")
    if card is not None:
        await x.score_card(card)


HANDS, SCORE_PILES = "their hands", "their score piles"


@R.effect("Elevator", "Choose a value in your score pile. Score every card of that value from "
          "either all opponents' hands or all their score piles. Draw and foreshadow a card of "
          "that value.")
async def elevator(x: Ctx) -> None:
    value = await x.choose_value(sorted({x.age(c) for c in x.score_pile()}), "Choose a value")
    if value is None:
        return
    where = await x.choose_option([HANDS, SCORE_PILES], "Score from all opponents' hands or score piles?")
    for p in x.opponents():
        cards = x.hand(p) if where == HANDS else x.score_pile(p)
        for card in [c for c in cards if x.age(c) == value]:
            await x.score_card(card)
    await x.draw_and_foreshadow(value)


# ------------------------------------------------------------------ Rubber
@R.echo("Rubber", "Draw and tuck two 8s.")
async def rubber_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(8))
    await x.draw_and_tuck(x.v(8))


@R.effect("Rubber", "Score a top card without a bonus from your board.")
async def rubber(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if not x.has_bonus(c)],
                               prompt="Score a top card without a bonus")
    if card is not None:
        await x.score_card(card)


@R.effect("Rubber", "You may splay your red cards up.")
async def rubber_2(x: Ctx) -> None:
    await x.may_splay([RED], UP)


@R.effect("Rubber", "If Rubber was foreseen, foreshadow a top card of your board.")
async def rubber_3(x: Ctx) -> None:
    if x.foreseen:
        card = await x.choose_card(x.tops(), prompt="Foreshadow a top card")
        if card is not None:
            await x.foreshadow(card)


# ------------------------------------------------------------------ Saxophone
@R.effect("Saxophone", "You may splay your purple cards up.")
async def saxophone(x: Ctx) -> None:
    await x.may_splay([PURPLE], UP)


@R.effect("Saxophone", "If the music notes of Bell, Flute, Piano and Saxophone all show "
          "anywhere, you win. Otherwise, draw a 7 for each music note that shows.")
async def saxophone_2(x: Ctx) -> None:
    notes = [x.named(n) for n in ("Bell", "Flute", "Piano", "Saxophone")]
    showing = sum(1 for c in notes if shows(x, c, "hexnote"))
    if showing == len(notes):
        await x.win()
        return
    for _ in range(showing):
        await x.draw(x.v(7))


# ------------------------------------------------------------------ Ice Cream
@R.echo("Ice Cream", "Score a non-purple top card without a bonus from your board.")
async def ice_cream_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.color(c) != PURPLE and not x.has_bonus(c)],
                               prompt="Score a non-purple top card without a bonus")
    if card is not None:
        await x.score_card(card)


@R.demand("Ice Cream", "I demand you draw and meld a 1!")
async def ice_cream_demand(x: Ctx) -> None:
    await x.draw_and_meld(x.v(1))


@R.effect("Ice Cream", "Choose the 6, 7, 8 or 9 deck. You may junk every card in it. If you do, "
          "achieve the highest card in the junk if you are eligible for it.")
async def ice_cream(x: Ctx) -> None:
    await junk_deck_then_achieve(x, [x.v(6), x.v(7), x.v(8), x.v(9)])


# ------------------------------------------------------------------ Fertilizer
@R.effect("Fertilizer", "You may return a card from your hand. If you do, move every card of "
          "its value from every score pile to your hand.")
async def fertilizer(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may return a card from your hand")
    if card is None:
        return
    await x.return_card(card)
    for p in x.players():
        for c in [c for c in x.score_pile(p) if x.age(c) == x.age(card)]:
            await x.transfer(c, "hand")


@R.effect("Fertilizer", "Draw and foreshadow a card of value equal to the number of cards in "
          "your hand.")
async def fertilizer_2(x: Ctx) -> None:
    await x.draw_and_foreshadow(len(x.hand()))


# ------------------------------------------------------------------ Photography
@R.echo("Photography", "Meld a card from your forecast.")
async def photography_echo(x: Ctx) -> None:
    card = await x.choose_card(x.forecast(), prompt="Meld a card from your forecast")
    if card is not None:
        await x.meld(card)


@R.demand("Photography", "I demand you move your highest top card to your hand!")
async def photography_demand(x: Ctx) -> None:
    card = await x.choose_card(x.highest_of(x.tops()), prompt="Take your highest top card")
    if card is not None:
        await x.transfer(card, "hand")


@R.effect("Photography", "If at least three echo effects show in one colour of your board, claim "
          "the History achievement. If you do, and Photography was foreseen, you win.")
async def photography(x: Ctx) -> None:
    if any(x.echo_count(c) >= 3 for c in range(5)):
        if await x.claim_special("History") and x.foreseen:
            await x.win()


# ------------------------------------------------------------------ Jeans
@R.echo("Jeans", "Draw two 8s. Return one and foreshadow the other.")
async def jeans_echo(x: Ctx) -> None:
    drawn = [c for c in (await x.draw(x.v(8)), await x.draw(x.v(8))) if c is not None]
    back = await x.choose_card(drawn, prompt="Return one of the drawn cards (the other is foreshadowed)")
    if back is not None:
        await x.return_card(back)
    for card in drawn:
        if card != back:
            await x.foreshadow(card)


@R.effect("Jeans", "Draw two cards of your top blue card's value. Meld one and return the other.")
async def jeans(x: Ctx) -> None:
    blue = x.top(BLUE)
    if blue is None:  # Ruling: without a top blue card there is no value to draw
        return
    drawn = [c for c in (await x.draw(x.age(blue)), await x.draw(x.age(blue))) if c is not None]
    card = await x.choose_card(drawn, prompt="Meld one of the drawn cards (the other is returned)")
    if card is not None:
        await x.meld(card)
    for other in drawn:
        if other != card:
            await x.return_card(other)


@R.effect("Jeans", "Choose the 7 deck or the 8 deck, and junk every card in it.")
async def jeans_2(x: Ctx) -> None:
    low, high = x.v(7), x.v(8)
    age = await x.choose_value([low, high], f"Junk the {low} deck or the {high} deck?")
    if age is not None:
        await x.junk_deck(age)


@R.effect("Jeans", "If Jeans was foreseen, move a valued card from the junk to your hand.")
async def jeans_3(x: Ctx) -> None:
    if x.foreseen:
        card = await x.choose_card([c for c in x.junk_pile() if x.age(c) >= 1 and x.c(c).kind == AGE_CARD],
                                   prompt="Take a card from the junk")
        if card is not None:
            await x.transfer(card, "hand")
