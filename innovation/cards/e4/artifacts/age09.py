"""4th edition Artifacts of History, age 9."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CLOCK, UP
from ._reg import ARTIFACTS4 as R

VALUES = range(1, 12)


# ------------------------------------------------------------------ Crusader Rabbit
@R.compel("Crusader Rabbit", "I compel you to transfer the two bottom cards of each colour whose top "
          "card has a demand effect to my score pile!")
async def crusader_rabbit_compel(x: Ctx) -> None:
    for color in x.colors():
        top = x.top(color)
        if top is not None and x.has_demand(top):
            for c in x.pile(color)[:2]:  # index 0 is the bottom
                await x.transfer(c, "score", x.owner)


@R.effect("Crusader Rabbit", "If you have a top card with a demand effect, score it and draw a 10.")
async def crusader_rabbit(x: Ctx) -> None:
    card = await x.choose_card([t for t in x.tops() if x.has_demand(t)],
                               prompt="Score a top card with a demand effect")
    if card is not None:
        await x.score_card(card)
        await x.draw(x.v(10))


# ------------------------------------------------------------------ Velcro Shoes
@R.compel("Velcro Shoes", "I compel you to transfer a 9 from your hand to my hand! If you don't, "
          "transfer a 9 from your score pile to my score pile! If you do neither, I win!")
async def velcro_shoes_compel(x: Ctx) -> None:
    for cids, to, where in ((x.hand(), "hand", "hand"), (x.score_pile(), "score", "score pile")):
        card = await x.choose_card([c for c in cids if x.age(c) == 9],
                                   prompt=f"Transfer a 9 from your {where}")
        if card is not None and await x.transfer(card, to, x.owner):
            return
    await x.win(x.owner)


@R.effect("Velcro Shoes", "Score your highest top card.")
async def velcro_shoes(x: Ctx) -> None:
    card = await x.choose_card(x.highest_of(x.tops()), prompt="Score your highest top card")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Rock Around the Clock
@R.effect("Rock Around the Clock", "For each of your top cards with a clock, draw and score a 9.")
async def rock_around_the_clock(x: Ctx) -> None:
    for _ in [t for t in x.tops() if x.has(t, CLOCK)]:
        await x.draw_and_score(x.v(9))


@R.effect("Rock Around the Clock", "Junk every card of the deck of the number of cards in your "
          "score pile.")
async def rock_around_the_clock_2(x: Ctx) -> None:
    await x.junk_set_deck("base", len(x.score_pile()))


# ------------------------------------------------------------------ Magnavox Odyssey
@R.effect("Magnavox Odyssey", "Draw and meld two 10s. If they are of one colour, you win.")
async def magnavox_odyssey(x: Ctx) -> None:
    a = await x.draw_and_meld(x.v(10))
    b = await x.draw_and_meld(x.v(10))
    if a is not None and b is not None and x.color(a) == x.color(b):
        await x.win()


# ------------------------------------------------------------------ Philips Compact Cassette
@R.compel("Philips Compact Cassette", "I compel you to unsplay every splayed colour of your board!")
async def philips_compact_cassette_compel(x: Ctx) -> None:
    for color in range(5):
        if x.splay_of(color):
            await x.unsplay(color)


@R.effect("Philips Compact Cassette", "Splay two colours of your board up.")
async def philips_compact_cassette(x: Ctx) -> None:
    colors = await x.choose_colors([c for c in range(5) if x.can_splay(c, UP)], 2,
                                   prompt="Choose two colours to splay up")
    for color in colors:
        await x.splay(color, UP)


# ------------------------------------------------------------------ Syncom 3
@R.effect("Syncom 3", "Return your whole hand. Draw and reveal five 9s. If they show five colours, "
          "you win.")
async def syncom_3(x: Ctx) -> None:
    await x.return_cards(x.hand())
    drawn = [c for c in [await x.draw_and_reveal(x.v(9)) for _ in range(5)] if c is not None]
    if len({x.color(c) for c in drawn}) == 5:
        await x.win()


# ------------------------------------------------------------------ Yeager's Bell X-1A
@R.effect("Yeager's Bell X-1A", "Draw and meld a 9 and self-execute it. If it has a clock, repeat "
          "this effect.")
async def yeagers_bell(x: Ctx) -> None:
    while True:
        melded = await x.draw_and_meld(x.v(9))
        if melded is None:
            return
        await x.self_execute(melded)
        if not x.has(melded, CLOCK):
            return


# ------------------------------------------------------------------ Luna 3
@R.effect("Luna 3", "Return your whole score pile. Draw and score a card of the number of cards "
          "returned.")
async def luna_3(x: Ctx) -> None:
    n = await x.return_cards(x.score_pile())
    await x.draw_and_score(n)


@R.effect("Luna 3", "Choose a value. Junk every card of that deck.")
async def luna_3_2(x: Ctx) -> None:
    value = await x.choose_value(VALUES, prompt="Choose a value: its deck is junked")
    if value is not None:
        await x.junk_deck(value)


# ------------------------------------------------------------------ The Big Bang
@R.effect("The Big Bang", "Self-execute your top blue card. If that changed anything, draw and junk "
          "a 10 and repeat this effect.")
async def the_big_bang(x: Ctx) -> None:
    while True:
        top = x.top(BLUE)
        if top is None:
            return
        before = x.g.state.moves
        await x.self_execute(top)
        if x.g.state.moves == before:
            return
        drawn = await x.draw(x.v(10))
        if drawn is not None:
            await x.junk(drawn)


# ------------------------------------------------------------------ Marilyn Diptych
@R.effect("Marilyn Diptych", "You may score a card from your hand. You may transfer a card from "
          "your score pile to your hand. With exactly 25 points, you win.")
async def marilyn_diptych(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may score a card from your hand")
    if card is not None:
        await x.score_card(card)
    card = await x.choose_card(x.score_pile(), optional=True,
                               prompt="You may take a card from your score pile into your hand")
    if card is not None:
        await x.transfer(card, "hand")
    if x.score() == 25:
        await x.win()


@R.effect("Marilyn Diptych", "Junk an available standard achievement.")
async def marilyn_diptych_2(x: Ctx) -> None:
    picked = await x.choose_card(x.available_achievements(), prompt="Junk an available achievement")
    if picked is not None:
        await x.junk(picked)
