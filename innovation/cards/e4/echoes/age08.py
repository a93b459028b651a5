"""4th edition Echoes, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CLOCK, GREEN, LEAF, LIGHTBULB, RED, UP, YELLOW
from ._reg import ECHOES4 as R

VALUES = range(1, 12)  # X4-T11: a chosen value is a possible age value


# ------------------------------------------------------------------ Television
@R.echo("Television", "Draw and meld an 8.")
async def television_echo(x: Ctx) -> None:
    await x.draw_and_meld(x.v(8))


@R.effect("Television", "Choose a value and an opponent. Move a card of that value from their "
          "score pile to their board. If they have an achievement of that value, achieve, if "
          "eligible, a card of that value from their score pile.")
async def television(x: Ctx) -> None:
    value = await x.choose_value(VALUES, "Choose a value")
    who = await x.choose_player(x.opponents(), "Choose an opponent")
    if value is None or who is None:
        return
    card = await x.choose_card([c for c in x.score_pile(who) if x.age(c) == value],
                               prompt="Move a card from their score pile to their board")
    if card is not None:
        await x.transfer(card, "board", who)
    if not any(x.c(a).kind == AGE_CARD and x.age(a) == value for a in x.achievements(who)):
        return
    options = [c for c in x.score_pile(who) if x.age(c) == value and x.eligible(c)]
    target = await x.choose_card(options, prompt="Achieve a card from their score pile")
    if target is not None:
        await x.achieve(target)


# ------------------------------------------------------------------ Bandage
@R.echo("Bandage", "Meld a card with a leaf from your hand.")
async def bandage_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has(c, LEAF)], prompt="Meld a card with a leaf")
    if card is not None:
        await x.meld(card)


@R.demand("Bandage", "I demand you return a card with a clock from your score pile! Return a top "
          "card with a clock from your board! If you do both, junk an available achievement for "
          "each achievement you have!")
async def bandage_demand(x: Ctx) -> None:
    scored = await x.choose_card([c for c in x.score_pile() if x.has(c, CLOCK)],
                                 prompt="Return a card with a clock from your score pile")
    if scored is not None:
        await x.return_card(scored)
    top = await x.choose_card([c for c in x.tops() if x.has(c, CLOCK)],
                              prompt="Return a top card with a clock")
    if top is not None:
        await x.return_card(top)
    if scored is None or top is None:
        return
    n = len(x.achievements())
    # Ruling: any available achievement, the special ones too (as Machine Gun)
    for card in await x.choose_cards(x.available_achievements(standard_only=False), n, n,
                                     "Junk available achievements"):
        await x.junk(card)


# ------------------------------------------------------------------ Nylon
@R.effect("Nylon", "Draw and tuck three 8s. If any was green, do this again.")
async def nylon(x: Ctx) -> None:
    while True:
        tucked = [await x.draw_and_tuck(x.v(8)) for _ in range(3)]
        if not any(c is not None and x.color(c) == GREEN for c in tucked):
            return


@R.effect("Nylon", "You may splay your red cards up.")
async def nylon_2(x: Ctx) -> None:
    await x.may_splay([RED], UP)


# ------------------------------------------------------------------ X-Ray
@R.echo("X-Ray", "Draw and tuck an 8.")
async def x_ray_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(8))


@R.effect("X-Ray", "Choose a value. Draw a card of that value for each colour of your board with "
          "a leaf. Foreshadow any number of them.")
async def x_ray(x: Ctx) -> None:
    value = await x.choose_value(VALUES, "Choose a value")
    if value is None:
        return
    n = sum(1 for c in range(5) if x.pile_icons(c, LEAF))
    drawn = [c for c in [await x.draw(value) for _ in range(n)] if c is not None]
    for card in await x.choose_cards(drawn, 0, len(drawn), "Foreshadow any number of the drawn cards"):
        await x.foreshadow(card)


@R.effect("X-Ray", "Return every card from your hand.")
async def x_ray_2(x: Ctx) -> None:
    await x.return_cards(x.hand())


@R.effect("X-Ray", "You may splay your yellow cards up.")
async def x_ray_3(x: Ctx) -> None:
    await x.may_splay([YELLOW], UP)


# ------------------------------------------------------------------ Sliced Bread
@R.echo("Sliced Bread", "Return every card from your hand and draw two 8s.")
async def sliced_bread_echo(x: Ctx) -> None:
    await x.return_cards(x.hand())
    await x.draw(x.v(8))
    await x.draw(x.v(8))


@R.effect("Sliced Bread", "Return a card from your score pile. Draw and score two cards one lower "
          "than it.")
async def sliced_bread(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is None:
        return
    await x.return_card(card)
    await x.draw_and_score(x.age(card) - 1)
    await x.draw_and_score(x.age(card) - 1)


# ------------------------------------------------------------------ Air Conditioner
@R.echo("Air Conditioner", "You may score a card from your hand.")
async def air_conditioner_echo(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may score a card from your hand")
    if card is not None:
        await x.score_card(card)


@R.demand("Air Conditioner", "I demand you return every card of your score pile whose value "
          "matches one of your top cards!")
async def air_conditioner_demand(x: Ctx) -> None:
    values = {x.age(c) for c in x.tops()}
    await x.return_cards([c for c in x.score_pile() if x.age(c) in values])


@R.effect("Air Conditioner", "Junk every card of the 9 deck.")
async def air_conditioner(x: Ctx) -> None:
    await x.junk_deck(x.v(9))


# ------------------------------------------------------------------ Crossword
@R.effect("Crossword", "For each even bonus on your board, draw a card of its value. If Crossword "
          "was foreseen, move the drawn cards to the available achievements.")
async def crossword(x: Ctx) -> None:
    drawn = []
    for value in sorted(v for v in x.bonuses() if v % 2 == 0):
        card = await x.draw(value)
        if card is not None:
            drawn.append(card)
    if x.foreseen:
        for card in drawn:
            await x.to_available(card)


@R.effect("Crossword", "For each odd bonus on your board, return the lowest card of your hand.")
async def crossword_2(x: Ctx) -> None:
    for _ in [v for v in x.bonuses() if v % 2]:
        card = await x.choose_card(x.lowest_of(x.hand()), prompt="Return the lowest card of your hand")
        if card is None:
            return
        await x.return_card(card)


# ------------------------------------------------------------------ Tractor
@R.echo("Tractor", "Draw a 7.")
async def tractor_echo(x: Ctx) -> None:
    await x.draw(x.v(7))


@R.effect("Tractor", "Draw and score a 7.")
async def tractor(x: Ctx) -> None:
    await x.draw_and_score(x.v(7))


@R.effect("Tractor", "Draw a 7.")
async def tractor_2(x: Ctx) -> None:
    await x.draw(x.v(7))


@R.effect("Tractor", "If Tractor was foreseen, draw and score seven 7s.")
async def tractor_3(x: Ctx) -> None:
    if x.foreseen:
        for _ in range(7):
            await x.draw_and_score(x.v(7))


# ------------------------------------------------------------------ Parachute
@R.demand("Parachute", "I demand you move every card without a clock in your hand to my hand!")
async def parachute_demand(x: Ctx) -> None:
    for card in [c for c in x.hand() if not x.has(c, CLOCK)]:
        await x.transfer(card, "hand", x.owner)


@R.effect("Parachute", "If Parachute was foreseen, junk every card of every board.")
async def parachute(x: Ctx) -> None:
    if x.foreseen:
        for p in x.players():
            for card in x.board_cards(p):
                await x.junk(card)


# ------------------------------------------------------------------ Radio Telescope
@R.effect("Radio Telescope", "Draw a 9 for each colour of your board with a lightbulb (and, if "
          "Radio Telescope was foreseen, a 10 for each too). Meld one of the drawn cards and "
          "return the others. If you meld A.I. this way, you win.")
async def radio_telescope(x: Ctx) -> None:
    n = sum(1 for c in range(5) if x.pile_icons(c, LIGHTBULB))
    drawn = [await x.draw(x.v(9)) for _ in range(n)]
    if x.foreseen:
        drawn += [await x.draw(x.v(10)) for _ in range(n)]
    drawn = [c for c in drawn if c is not None]
    card = await x.choose_card(drawn, prompt="Meld one of the drawn cards (the others are returned)")
    if card is not None:
        await x.meld(card)
    await x.return_cards([c for c in drawn if c != card])
    if card is not None and x.c(card).name == "A.I.":
        await x.win()
