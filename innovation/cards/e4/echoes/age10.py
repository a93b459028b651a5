"""4th edition Echoes, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CASTLE, CLOCK, CROWN, FACTORY, GREEN, ICONS, PERSON, RED, UP, YELLOW
from ._reg import ECHOES4 as R

VALUES = range(1, 12)  # X4-T11: a chosen value is a possible age value
# Ruling: the "standard" icon types are the six of the base game (not the person)
STANDARD_ICONS = [i for i in range(len(ICONS)) if i != PERSON]


def visible_count(x: Ctx, color: int) -> int:
    """Cards of a pile that show: all of them when splayed, else the top card alone."""
    pile = x.pile(color)
    return len(pile) if x.splay_of(color) else min(1, len(pile))


# ------------------------------------------------------------------ Sudoku
@R.echo("Sudoku", "You may tuck any number of cards from your hand.")
async def sudoku_echo(x: Ctx) -> None:
    hand = x.hand()
    await x.tuck_cards(await x.choose_cards(hand, 0, len(hand), "You may tuck cards from your hand"))


@R.effect("Sudoku", "Draw and meld a card of any value. If at least nine different bonus values "
          "show on your board, you win. Otherwise, self-execute the melded card.")
async def sudoku(x: Ctx) -> None:
    value = await x.choose_value(VALUES, "Draw and meld which value?")
    card = await x.draw_and_meld(value or 1)
    if len(set(x.bonuses())) >= 9:
        await x.win()
        return
    if card is not None:
        await x.self_execute(card)


# ------------------------------------------------------------------ MP3
@R.echo("MP3", "Draw and score a 10.")
async def mp3_echo(x: Ctx) -> None:
    await x.draw_and_score(x.v(10))


@R.effect("MP3", "Draw and score a card of value equal to a bonus on your board, if there is one.")
async def mp3(x: Ctx) -> None:
    value = await x.choose_value(sorted(set(x.bonuses())), "Draw and score which bonus value?")
    if value is not None:
        await x.draw_and_score(value)


@R.effect("MP3", "Return any number of cards from your hand. For each, claim two available "
          "standard achievements you are eligible for.")
async def mp3_2(x: Ctx) -> None:
    hand = x.hand()
    returned = await x.choose_cards(hand, 0, len(hand), "Return any number of cards from your hand")
    await x.return_cards(returned)
    for _ in range(2 * len(returned)):
        card = await x.choose_card([a for a in x.available_achievements() if x.eligible(a)],
                                   prompt="Claim an achievement you are eligible for")
        if card is None:
            return
        await x.achieve(card)


# ------------------------------------------------------------------ GPS
@R.demand("GPS", "I demand you return every card from your forecast!")
async def gps_demand(x: Ctx) -> None:
    await x.return_cards(x.forecast())


@R.effect("GPS", "You may splay your yellow cards up.")
async def gps(x: Ctx) -> None:
    await x.may_splay([YELLOW], UP)


@R.effect("GPS", "Draw three 11s. If GPS was foreseen, foreshadow them.")
async def gps_2(x: Ctx) -> None:
    drawn = [await x.draw(x.v(11)) for _ in range(3)]
    if x.foreseen:
        for card in drawn:
            if card is not None:
                await x.foreshadow(card)


# ------------------------------------------------------------------ Human Genome
@R.echo("Human Genome", "Draw an 11.")
async def human_genome_echo(x: Ctx) -> None:
    await x.draw(x.v(11))


@R.effect("Human Genome", "You may draw and score a card of any value. Move your bottom red card to "
          "your hand. If your hand's values match your score pile's values exactly, you win.")
async def human_genome(x: Ctx) -> None:
    value = await x.choose_option([str(v) for v in VALUES], "You may draw and score a card of any value",
                                  optional=True)
    if value is not None:
        await x.draw_and_score(int(value))
    red = x.bottom(RED)
    if red is not None:
        await x.transfer(red, "hand")
    if sorted(x.age(c) for c in x.hand()) == sorted(x.age(c) for c in x.score_pile()):
        await x.win()


# ------------------------------------------------------------------ Barcode
@R.demand("Barcode", "I demand you return, for each bonus on your board, a card of its value "
          "from your score pile!")
async def barcode_demand(x: Ctx) -> None:
    for value in sorted(x.bonuses()):
        card = await x.choose_card([c for c in x.score_pile() if x.age(c) == value],
                                   prompt=f"Return a {value} from your score pile")
        if card is not None:
            await x.return_card(card)


@R.effect("Barcode", "You may splay one colour of your cards up. If Barcode was foreseen, splay "
          "all your colours up.")
async def barcode(x: Ctx) -> None:
    await x.may_splay(range(5), UP)
    if x.foreseen:
        for color in range(5):
            if x.can_splay(color, UP):
                await x.splay(color, UP)


# ------------------------------------------------------------------ Cell Phone
@R.echo("Cell Phone", "Draw and foreshadow an 11.")
async def cell_phone_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(11))


@R.effect("Cell Phone", "Draw a 10 for each colour of your board with a clock.")
async def cell_phone(x: Ctx) -> None:
    for _ in range(sum(1 for c in range(5) if x.pile_icons(c, CLOCK))):
        await x.draw(x.v(10))


@R.effect("Cell Phone", "You may splay your green cards up.")
async def cell_phone_2(x: Ctx) -> None:
    await x.may_splay([GREEN], UP)


@R.effect("Cell Phone", "You may tuck any number of cards with a clock from your hand, splaying up "
          "each colour you tuck into.")
async def cell_phone_3(x: Ctx) -> None:
    options = [c for c in x.hand() if x.has(c, CLOCK)]
    for card in await x.order_if_needed(
            await x.choose_cards(options, 0, len(options), "You may tuck cards with a clock"),
            "Order the cards to tuck"):
        await x.tuck(card)
        if x.can_splay(x.color(card), UP):
            await x.splay(x.color(card), UP)


# ------------------------------------------------------------------ Puzzle Cube
@R.echo("Puzzle Cube", "Meld a card from your score pile.")
async def puzzle_cube_echo(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Meld a card from your score pile")
    if card is not None:
        await x.meld(card)


ONE, TWO = "the bottom card", "the two bottom cards"


@R.effect("Puzzle Cube", "You may score the bottom card, or the two bottom cards, of one colour "
          "of your board. If every colour on your board shows the same number of cards, you win.")
async def puzzle_cube(x: Ctx) -> None:
    color = await x.choose_color(x.colors(), optional=True, prompt="You may score bottom cards of a colour")
    if color is not None:
        n = 1
        if len(x.pile(color)) > 1:
            n = 2 if await x.choose_option([ONE, TWO], "Score one or two bottom cards?") == TWO else 1
        for card in x.pile(color)[:n]:
            await x.score_card(card)
    counts = {visible_count(x, c) for c in x.colors()}
    if len(counts) == 1:  # Ruling: an empty board has no colours to compare
        await x.win()


@R.effect("Puzzle Cube", "Draw and meld a 10.")
async def puzzle_cube_2(x: Ctx) -> None:
    await x.draw_and_meld(x.v(10))


# ------------------------------------------------------------------ Camcorder
@R.demand("Camcorder", "I demand you move every card in your hand to my hand! Draw a 9!")
async def camcorder_demand(x: Ctx) -> None:
    for card in x.hand():
        await x.transfer(card, "hand", x.owner)
    await x.draw(x.v(9))


@R.effect("Camcorder", "Meld every 9 from your hand. If Camcorder was not foreseen, return every "
          "other card from your hand and draw three 9s.")
async def camcorder(x: Ctx) -> None:
    await x.meld_cards([c for c in x.hand() if x.age(c) == 9])
    if not x.foreseen:
        await x.return_cards(x.hand())
        for _ in range(3):
            await x.draw(x.v(9))


# ------------------------------------------------------------------ Artificial Heart
@R.effect("Artificial Heart", "Claim an available standard achievement you are eligible for with "
          "your score doubled. If you do, and Artificial Heart was foreseen, do this again.")
async def artificial_heart(x: Ctx) -> None:
    while True:
        score, top = 2 * x.score(), x.highest_top_age()
        cards = x.g.cards.cards
        held = [x.age(a) for a in x.achievements() if cards[a].kind == AGE_CARD]
        options = [a for a in x.available_achievements()
                   if x.age(a) <= top and score >= 5 * x.age(a) * (1 + held.count(x.age(a)))]
        card = await x.choose_card(options, prompt="Claim an achievement")
        if card is None or not await x.achieve(card) or not x.foreseen:
            return


# ------------------------------------------------------------------ Social Networking
@R.echo("Social Networking", "Score a non-red top card of your board.")
async def social_networking_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.color(c) != RED], prompt="Score a non-red top card")
    if card is not None:
        await x.score_card(card)


@R.demand("Social Networking", "I demand you choose a standard icon! Move every top card of yours "
          "without it to my score pile!")
async def social_networking_demand(x: Ctx) -> None:
    name = await x.choose_option([ICONS[i] for i in STANDARD_ICONS], "Choose an icon")
    if name is None:
        return
    icon = ICONS.index(name)
    for card in [c for c in x.tops() if not x.has(c, icon)]:
        await x.transfer(card, "score", x.owner)


@R.effect("Social Networking", "If you have fewer factories, fewer crowns and fewer castles than "
          "each opponent, you win.")
async def social_networking(x: Ctx) -> None:
    opponents = x.opponents()
    if opponents and all(x.icons(i) < x.icons(i, q) for q in opponents for i in (FACTORY, CROWN, CASTLE)):
        await x.win()
