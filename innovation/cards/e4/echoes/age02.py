"""4th edition Echoes, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, FACTORY, GREEN, LEFT, YELLOW
from ._reg import ECHOES4 as R
from .age01 import junk_deck_then_achieve


# ------------------------------------------------------------------ Crossbow
@R.demand("Crossbow", "I demand you move an expansion card from your hand to my score pile!")
async def crossbow_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.is_expansion(c)],
                               prompt="Give an expansion card from your hand")
    if card is not None:
        await x.transfer(card, "score", x.owner)


@R.effect("Crossbow", "Move a card from your hand to another player's board.")
async def crossbow(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Choose a card to move to another board")
    if card is None:
        return
    who = await x.choose_player([q for q in x.players() if q != x.me],
                                "Choose the player whose board receives it")
    if who is not None:
        await x.transfer(card, "board", who)


# ------------------------------------------------------------------ Watermill
@R.effect("Watermill", "Draw a card of value equal to a bonus on your board, if you have one.")
async def watermill(x: Ctx) -> None:
    value = await x.choose_value(sorted(set(x.bonuses())), "Draw a card of the value of a bonus")
    if value is not None:
        await x.draw(value)


@R.effect("Watermill", "Tuck a card from your hand. If Watermill was foreseen, tuck every card "
          "of the deck of that card's value.")
async def watermill_2(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is None:
        return
    await x.tuck(card)
    if x.foreseen:
        # Ruling: "the deck of value equal to the tucked card" is that value's base deck,
        # tucked one card at a time from its top
        age = x.age(card)
        while x.deck(age):
            await x.tuck(x.deck(age)[-1])


# ------------------------------------------------------------------ Toothbrush
@R.echo("Toothbrush", "Tuck every card of one value present in your hand.")
async def toothbrush_echo(x: Ctx) -> None:
    value = await x.choose_value(sorted({x.age(c) for c in x.hand()}), "Tuck every card of which value?")
    if value is not None:
        await x.tuck_cards([c for c in x.hand() if x.age(c) == value])


@R.effect("Toothbrush", "You may splay one colour of your cards left.")
async def toothbrush(x: Ctx) -> None:
    await x.may_splay(range(5), LEFT)


@R.effect("Toothbrush", "You may junk every card of the 2 deck. If you do, achieve the highest "
          "card in the junk if you are eligible for it.")
async def toothbrush_2(x: Ctx) -> None:
    await junk_deck_then_achieve(x, [x.v(2)])


# ------------------------------------------------------------------ Linguistics
LING_DRAW, LING_FORESHADOW = "draw a 3", "draw and foreshadow a 4"


@R.echo("Linguistics", "Draw a 3, or draw and foreshadow a 4.")
async def linguistics_echo(x: Ctx) -> None:
    if await x.choose_option([LING_DRAW, LING_FORESHADOW]) == LING_DRAW:
        await x.draw(x.v(3))
    else:
        await x.draw_and_foreshadow(x.v(4))


@R.effect("Linguistics", "Draw a card of value equal to a bonus on any board, if there is one. "
          "If you do, and Linguistics was foreseen, junk every available achievement of that value.")
async def linguistics(x: Ctx) -> None:
    values = sorted({v for p in x.players() for v in x.bonuses(p)})
    value = await x.choose_value(values, "Draw a card of the value of a bonus")
    if value is None:
        return
    if await x.draw(value) is not None and x.foreseen:
        for a in [a for a in x.available_achievements() if x.age(a) == value]:
            await x.junk(a)


# ------------------------------------------------------------------ Chaturanga
@R.effect("Chaturanga", "Meld a card from your hand, then draw and foreshadow a card of its value.")
async def chaturanga(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is None:
        return
    await x.meld(card)
    await x.draw_and_foreshadow(x.age(card))


@R.effect("Chaturanga", "If Chaturanga was foreseen, draw and foreshadow a card of value equal "
          "to the number of colours on your board.")
async def chaturanga_2(x: Ctx) -> None:
    if x.foreseen:
        await x.draw_and_foreshadow(len(x.colors()))


# ------------------------------------------------------------------ Scissors
@R.echo("Scissors", "Score your bottom yellow card.")
async def scissors_echo(x: Ctx) -> None:
    card = x.bottom(YELLOW)
    if card is not None:
        await x.score_card(card)


SCISSORS_MELD, SCISSORS_SCORE = "meld it", "score it"


@R.effect("Scissors", "You may choose up to two cards from your hand; meld or score each of them.")
async def scissors(x: Ctx) -> None:
    for card in await x.choose_cards(x.hand(), 0, 2, "You may choose up to two cards from your hand"):
        choice = await x.choose_option([SCISSORS_MELD, SCISSORS_SCORE],
                                       f"{x.c(card).name}: meld it or score it?")
        if choice == SCISSORS_MELD:
            await x.meld(card)
        else:
            await x.score_card(card)


@R.effect("Scissors", "If Paper is a top card on any player's board, score it.")
async def scissors_2(x: Ctx) -> None:
    paper = x.named("Paper")
    if x.is_top(paper):
        await x.score_card(paper)


# ------------------------------------------------------------------ Lever
@R.echo("Lever", "Draw two 2s.")
async def lever_echo(x: Ctx) -> None:
    await x.draw(x.v(2))
    await x.draw(x.v(2))


@R.effect("Lever", "You may return any number of cards from your hand. For each two returned "
          "cards of the same value, draw a card one higher.")
async def lever(x: Ctx) -> None:
    hand = x.hand()
    returned = await x.choose_cards(hand, 0, len(hand), "You may return cards from your hand")
    await x.return_cards(returned)
    values = [x.age(c) for c in returned]
    for value in sorted(set(values)):
        for _ in range(values.count(value) // 2):
            await x.draw(value + 1)


# ------------------------------------------------------------------ Horseshoes
@R.echo("Horseshoes", "Draw and foreshadow a 2 or a 3.")
async def horseshoes_echo(x: Ctx) -> None:
    low, high = x.v(2), x.v(3)
    value = await x.choose_value([low, high], f"Draw and foreshadow a {low} or a {high}?")
    if value is not None:
        await x.draw_and_foreshadow(value)


@R.demand("Horseshoes", "I demand you move a top card with neither a castle nor a factory from "
          "your board to my board! If you do, draw and meld a 2!")
async def horseshoes_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if not x.has(c, CASTLE) and not x.has(c, FACTORY)]
    card = await x.choose_card(options, prompt="Give a top card without a castle or a factory")
    if card is None:
        return
    await x.transfer(card, "board", x.owner)
    await x.draw_and_meld(x.v(2))


# ------------------------------------------------------------------ Pagoda
@R.effect("Pagoda", "Draw and reveal a 3. You may tuck another card of its colour from your hand. "
          "If you do, and Pagoda was foreseen, meld every card of that colour from every other board.")
async def pagoda(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(3))
    if drawn is None:
        return
    color = x.color(drawn)
    card = await x.choose_card([c for c in x.hand() if c != drawn and x.color(c) == color],
                               optional=True, prompt="You may tuck a card of the same colour")
    if card is None:
        return
    await x.tuck(card)
    if x.foreseen:
        # Ruling: one card at a time, each board's pile from its top down (so the old top
        # card ends at the bottom of the cards melded from that board)
        for p in [q for q in x.players() if q != x.me]:
            while x.pile(color, p):
                await x.meld(x.pile(color, p)[-1])


# ------------------------------------------------------------------ Glassblowing
@R.echo("Glassblowing", "Score an expansion card from your hand.")
async def glassblowing_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.is_expansion(c)],
                               prompt="Score an expansion card from your hand")
    if card is not None:
        await x.score_card(card)


@R.effect("Glassblowing", "Draw and foreshadow a card three higher than your lowest non-green "
          "top card.")
async def glassblowing(x: Ctx) -> None:
    tops = [c for c in x.tops() if x.color(c) != GREEN]
    if tops:  # Ruling: without a non-green top card there is no value to draw
        await x.draw_and_foreshadow(x.min_age(tops) + 3)


@R.effect("Glassblowing", "Choose the 2 deck or the 3 deck, and junk every card in it.")
async def glassblowing_2(x: Ctx) -> None:
    low, high = x.v(2), x.v(3)
    age = await x.choose_value([low, high], f"Junk the {low} deck or the {high} deck?")
    if age is not None:
        await x.junk_deck(age)
