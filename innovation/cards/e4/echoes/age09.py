"""4th edition Echoes, age 9."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CROWN, GREEN, ICONS, PURPLE, UP, YELLOW
from ._reg import ECHOES4 as R


# ------------------------------------------------------------------ Jet
@R.echo("Jet", "Meld a card from your hand.")
async def jet_echo(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)
        x.memo[("Jet", x.me)] = card


@R.demand("Jet", "I demand you return your top card of the colour I last melded by Jet's echo "
          "effect this action! Junk every available achievement of the values of the melded "
          "card and of the returned card!")
async def jet_demand(x: Ctx) -> None:
    melded = x.memo.get(("Jet", x.owner))
    if melded is None:
        return
    top = x.top(x.color(melded))
    values = {x.age(melded)}
    if top is not None:
        await x.return_card(top)
        values.add(x.age(top))
    # Ruling: "all achievements" of a value are the available ones (claimed ones stay)
    for a in [a for a in x.available_achievements() if x.age(a) in values]:
        await x.junk(a)


@R.effect("Jet", "Draw and foreshadow a 10.")
async def jet(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(10))


# ------------------------------------------------------------------ Email
@R.echo("Email", "Draw and foreshadow a 10.")
async def email_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(10))


@R.effect("Email", "Draw and foreshadow a 9.")
async def email(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(9))


@R.effect("Email", "Self-execute your lowest non-green top card.")
async def email_2(x: Ctx) -> None:
    card = await x.choose_card(x.lowest_of([c for c in x.tops() if x.color(c) != GREEN]),
                               prompt="Self-execute your lowest non-green top card")
    if card is not None:
        await x.self_execute(card)


# ------------------------------------------------------------------ Calculator
@R.effect("Calculator", "Score the bottom cards of two different non-blue colours of your board. "
          "If you score two with a total below 12, draw a card of that total and do this again "
          "(once only).")
async def calculator(x: Ctx) -> None:
    await score_two_bottoms_then_draw(x, 12)


async def score_two_bottoms_then_draw(x: Ctx, below: int) -> None:
    """Calculator in both editions (the 3rd's limit is 11): score the bottom cards of two
    non-blue colours; two scored with a total below `below` draw that total, once again."""
    for _ in range(2):
        colors = await x.choose_colors([c for c in x.colors() if c != BLUE], 2,
                                       "Score the bottom cards of two non-blue colours")
        scored = []
        for color in colors:
            card = x.bottom(color)
            if card is not None and await x.score_card(card):
                scored.append(card)
        total = sum(x.age(c) for c in scored)
        if len(scored) < 2 or total >= below:
            return
        await x.draw(total)


@R.effect("Calculator", "You may splay your blue cards up.")
async def calculator_2(x: Ctx) -> None:
    await x.may_splay([BLUE], UP)


# ------------------------------------------------------------------ Wristwatch
@R.echo("Wristwatch", "Tuck a top card of your board.")
async def wristwatch_echo(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Tuck a top card")
    if card is not None:
        await x.tuck(card)


@R.effect("Wristwatch", "If Wristwatch was foreseen, return every card of your board but the "
          "bottom ones.")
async def wristwatch(x: Ctx) -> None:
    if x.foreseen:
        for color in range(5):
            while len(x.pile(color)) > 1:
                await x.return_card(x.pile(color)[-1])


@R.effect("Wristwatch", "For each value, lowest first, if you have a bonus of that value, draw "
          "and meld a card of that value.")
async def wristwatch_2(x: Ctx) -> None:
    for value in range(1, 13):
        if value in x.bonuses():
            await x.draw_and_meld(value)


# ------------------------------------------------------------------ Karaoke
@R.echo("Karaoke", "Draw and meld a card of a value present in your hand.")
async def karaoke_echo(x: Ctx) -> None:
    value = await x.choose_value(sorted({x.age(c) for c in x.hand()}), "Draw and meld which value?")
    if value is not None:
        card = await x.draw_and_meld(value)
        if card is not None:
            x.memo[("Karaoke", x.me)] = card


@R.effect("Karaoke", "Move your bottom card of each colour to your hand.")
async def karaoke(x: Ctx) -> None:
    for color in range(5):
        card = x.bottom(color)
        if card is not None:
            await x.transfer(card, "hand")


@R.effect("Karaoke", "Claim an available achievement of the value of the card you last melded by "
          "Karaoke's echo effect this action, eligible or not. If you do, self-execute that card.")
async def karaoke_2(x: Ctx) -> None:
    melded = x.memo.get(("Karaoke", x.me))
    if melded is None:
        return
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == x.age(melded)],
                               prompt="Claim an achievement")
    if card is not None and await x.achieve(card):
        await x.self_execute(melded)


# ------------------------------------------------------------------ Credit Card
@R.echo("Credit Card", "Draw and foreshadow a 9.")
async def credit_card_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(9))


@R.effect("Credit Card", "You may move a non-green top card of your board to your hand. If you "
          "do, draw and score a card of its value. If you do, and Credit Card was foreseen, do "
          "this again.")
async def credit_card(x: Ctx) -> None:
    while True:
        card = await x.choose_card([c for c in x.tops() if x.color(c) != GREEN], optional=True,
                                   prompt="You may take a non-green top card into your hand")
        if card is None:
            return
        await x.transfer(card, "hand")
        if await x.draw_and_score(x.age(card)) is None or not x.foreseen:
            return


@R.effect("Credit Card", "You may splay your green cards up.")
async def credit_card_2(x: Ctx) -> None:
    await x.may_splay([GREEN], UP)


# ------------------------------------------------------------------ ATM
@R.echo("ATM", "Draw and score a card of any value.")
async def atm_echo(x: Ctx) -> None:
    value = await x.choose_value(range(1, 12), "Draw and score which value?")
    if value is not None:
        await x.draw_and_score(value)


@R.demand("ATM", "I demand you move your highest non-yellow top card without a crown to my board!")
async def atm_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != YELLOW and not x.has(c, CROWN)]
    card = await x.choose_card(x.highest_of(options), prompt="Give your highest such top card")
    if card is not None:
        await x.transfer(card, "board", x.owner)


@R.effect("ATM", "You may splay your purple cards up.")
async def atm(x: Ctx) -> None:
    await x.may_splay([PURPLE], UP)


@R.effect("ATM", "Junk every card of the 10 deck.")
async def atm_2(x: Ctx) -> None:
    await x.junk_deck(x.v(10))


# ------------------------------------------------------------------ Rock
@R.demand("Rock", "I demand you move your top green card to my hand! If Scissors is then your top "
          "green card, I win!")
async def rock_demand(x: Ctx) -> None:
    card = x.top(GREEN)
    if card is not None:
        await x.transfer(card, "hand", x.owner)
    top = x.top(GREEN)
    if top is not None and x.c(top).name == "Scissors":
        await x.win(x.owner)


@R.effect("Rock", "You may score a top card of your board. If Paper is your top green card, you win.")
async def rock(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), optional=True, prompt="You may score a top card")
    if card is not None:
        await x.score_card(card)
    top = x.top(GREEN)
    if top is not None and x.c(top).name == "Paper":
        await x.win()


# ------------------------------------------------------------------ Helicopter
@R.effect("Helicopter", "Move a top card other than Helicopter from any board to its owner's "
          "score pile. You may return a card from your hand sharing an icon with it. If you do, "
          "do this again.")
async def helicopter(x: Ctx) -> None:
    while True:
        options = [c for c in x.all_top_cards() if x.c(c).name != "Helicopter"]
        card = await x.choose_card(options, prompt="Move a top card to its owner's score pile")
        if card is None:
            return
        owner = x.g.loc[card][1]
        await x.transfer(card, "score", owner)
        icons = {i for i in range(len(ICONS)) if x.has(card, i)}
        shared = [c for c in x.hand() if any(x.has(c, i) for i in icons)]
        back = await x.choose_card(shared, optional=True, prompt="You may return a card sharing an icon")
        if back is None:
            return
        await x.return_card(back)


# ------------------------------------------------------------------ Laser
@R.effect("Laser", "Return four cards from your score pile. Return every available standard "
          "achievement.")
async def laser(x: Ctx) -> None:
    await x.return_cards(await x.choose_cards(x.score_pile(), 4, 4, "Return four cards from your score pile"))
    await x.return_cards(x.available_achievements())


@R.effect("Laser", "Draw and foreshadow an 11. Draw and meld a 10. If Laser was foreseen, draw "
          "and meld an 11.")
async def laser_2(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(11))
    await x.draw_and_meld(x.v(10))
    if x.foreseen:
        await x.draw_and_meld(x.v(11))
