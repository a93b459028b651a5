"""4th edition Echoes, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, BLUE, CASTLE, COLORS, LEFT, LIGHTBULB, YELLOW
from ._reg import ECHOES4 as R


# ------------------------------------------------------------------ Plumbing
@R.echo("Plumbing", "Score the bottom blue card of your board.")
async def plumbing_echo(x: Ctx) -> None:
    card = x.bottom(BLUE)
    if card is not None:
        await x.score_card(card)


@R.effect("Plumbing", "Junk every card of the 1 deck.")
async def plumbing(x: Ctx) -> None:
    await x.junk_deck(x.v(1))


# ------------------------------------------------------------------ Ruler
@R.echo("Ruler", "Draw a 2.")
async def ruler_echo(x: Ctx) -> None:
    await x.draw(x.v(2))


@R.effect("Ruler", "Draw two Echoes 1s. Foreshadow one of them and return the other.")
async def ruler(x: Ctx) -> None:
    drawn = [c for c in (await x.draw_echoes(x.v(1)), await x.draw_echoes(x.v(1))) if c is not None]
    keep = await x.choose_card(drawn, prompt="Foreshadow one of the drawn cards")
    if keep is None:
        return
    await x.foreshadow(keep)
    for other in drawn:
        if other != keep:
            await x.return_card(other)


# ------------------------------------------------------------------ Umbrella
@R.echo("Umbrella", "You may meld a card from your hand.")
async def umbrella_echo(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may meld a card from your hand")
    if card is not None:
        await x.meld(card)


@R.effect("Umbrella", "Return any number of cards from your hand; then score two cards from "
          "your hand for each card returned.")
async def umbrella(x: Ctx) -> None:
    hand = x.hand()
    returned = await x.choose_cards(hand, 0, len(hand), "Return any number of cards from your hand")
    if not returned:
        return
    await x.return_cards(returned)
    n = 2 * len(returned)
    for card in await x.choose_cards(x.hand(), n, n, f"Score {x.count_of(n)} from your hand"):
        await x.score_card(card)


# ------------------------------------------------------------------ Bangle
@R.echo("Bangle", "Tuck a 1 from your hand.")
async def bangle_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.age(c) == 1], prompt="Tuck a 1 from your hand")
    if card is not None:
        await x.tuck(card)


BANGLE_DRAW, BANGLE_TUCK = "draw and foreshadow a 2", "tuck a 2 from your forecast"


@R.effect("Bangle", "Either draw and foreshadow a 2, or tuck a 2 from your forecast.")
async def bangle(x: Ctx) -> None:
    if await x.choose_option([BANGLE_DRAW, BANGLE_TUCK]) == BANGLE_DRAW:
        await x.draw_and_foreshadow(x.v(2))
        return
    card = await x.choose_card([c for c in x.forecast() if x.age(c) == 2],
                               prompt="Tuck a 2 from your forecast")
    if card is not None:
        await x.tuck(card)


@R.effect("Bangle", "If your forecast is empty, draw and foreshadow a 3.")
async def bangle_2(x: Ctx) -> None:
    if not x.forecast():
        await x.draw_and_foreshadow(x.v(3))


# ------------------------------------------------------------------ Chopsticks
@R.echo("Chopsticks", "You may draw and foreshadow a 1.")
async def chopsticks_echo(x: Ctx) -> None:
    if await x.may("Draw and foreshadow a 1?"):
        await x.draw_and_foreshadow(x.v(1))


async def junk_deck_then_achieve(x: Ctx, ages: list[int]) -> None:
    """"(Choose one of these decks.) You may junk all cards in it. If you do, achieve the
    highest card in the junk, if eligible." (Chopsticks, Toothbrush, Seed Drill, Ice Cream)."""
    age = ages[0] if len(ages) == 1 else await x.choose_value(ages, "Choose a deck")
    if age is None or not x.deck(age):
        return
    if not await x.may(f"Junk every card of the {age} deck?"):
        return
    if not await x.junk_deck(age):
        return
    valued = [c for c in x.junk_pile() if x.age(c) >= 1 and x.c(c).kind == AGE_CARD]
    best = await x.choose_card(x.highest_of(valued), prompt="Achieve the highest card in the junk")
    if best is not None and x.eligible(best):
        await x.achieve(best)


@R.effect("Chopsticks", "You may junk every card of the 1 deck. If you do, achieve the highest "
          "card in the junk if you are eligible for it.")
async def chopsticks(x: Ctx) -> None:
    await junk_deck_then_achieve(x, [x.v(1)])


# ------------------------------------------------------------------ Perfume
@R.echo("Perfume", "Draw and tuck a 1. If it has a castle, do this again.")
async def perfume_echo(x: Ctx) -> None:
    while True:
        card = await x.draw_and_tuck(x.v(1))
        if card is None or not x.has(card, CASTLE):
            return


@R.demand("Perfume", "I demand you move to my board one of your top cards whose value no top "
          "card of mine has! If you do, draw and meld a card of the same value!")
async def perfume_demand(x: Ctx) -> None:
    mine = {x.age(c) for c in x.tops(x.owner)}
    options = [c for c in x.tops() if x.age(c) not in mine]
    card = await x.choose_card(options, prompt="Give a top card to the demanding player")
    if card is None:
        return
    await x.transfer(card, "board", x.owner)
    await x.draw_and_meld(x.age(card))


# ------------------------------------------------------------------ Flute
@R.echo("Flute", "You may splay one colour of your cards left.")
async def flute_echo(x: Ctx) -> None:
    await x.may_splay(range(5), LEFT)


@R.demand("Flute", "I demand you return an expansion card from your hand!")
async def flute_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.is_expansion(c)],
                               prompt="Return an expansion card from your hand")
    if card is not None:
        await x.return_card(card)


@R.effect("Flute", "Draw and reveal an Echoes 1. If it has a bonus, draw a 1.")
async def flute(x: Ctx) -> None:
    card = await x.draw_and_reveal_echoes(x.v(1))
    if card is not None and x.has_bonus(card):
        await x.draw(x.v(1))


# ------------------------------------------------------------------ Ice Skates
@R.effect("Ice Skates", "If Ice Skates was foreseen, junk every card of the 1 deck and of the "
          "2 deck.")
async def ice_skates(x: Ctx) -> None:
    if x.foreseen:
        await x.junk_deck(x.v(1))
        await x.junk_deck(x.v(2))


SKATES_MELD, SKATES_FORESHADOW = "draw and meld a 2", "draw and foreshadow a 3"


@R.effect("Ice Skates", "Return up to two cards from your hand; for each, either draw and meld "
          "a 2 or draw and foreshadow a 3. Then return your highest top card.")
async def ice_skates_2(x: Ctx) -> None:
    await return_then_meld_or_foreshadow(x, 2)


async def return_then_meld_or_foreshadow(x: Ctx, most: int) -> None:
    """Ice Skates in both editions (the 3rd returns up to three cards): for each card
    returned, draw and meld a 2 or draw and foreshadow a 3; then return the highest top card."""
    returned = await x.choose_cards(x.hand(), 0, most,
                                    f"Return up to {x.count_of(most)} from your hand")
    await x.return_cards(returned)
    for _ in returned:
        if await x.choose_option([SKATES_MELD, SKATES_FORESHADOW]) == SKATES_MELD:
            await x.draw_and_meld(x.v(2))
        else:
            await x.draw_and_foreshadow(x.v(3))
    top = await x.choose_card(x.highest_of(x.tops()), prompt="Return your highest top card")
    if top is not None:
        await x.return_card(top)


# ------------------------------------------------------------------ Puppet
@R.effect("Puppet", "Junk an available achievement whose value is that of a card in your "
          "score pile.")
async def puppet(x: Ctx) -> None:
    values = {x.age(c) for c in x.score_pile()}
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) in values],
                               prompt="Junk an available achievement")
    if card is not None:
        await x.junk(card)


# ------------------------------------------------------------------ Soap
@R.effect("Soap", "Choose a colour. You may tuck any number of cards of that colour from your "
          "hand. If you do, and your top card of that colour is higher than every opponent's, "
          "you may achieve a card from your hand if you are eligible for it.")
async def soap(x: Ctx) -> None:
    color = await x.choose_color(range(5))
    if color is None:
        return
    same = [c for c in x.hand() if x.color(c) == color]
    tucked = await x.choose_cards(same, 0, len(same), f"You may tuck {COLORS[color]} cards "
                                  "from your hand")
    if not tucked:
        return
    await x.tuck_cards(tucked)
    top = x.top(color)
    if top is None:
        return
    # an opponent without that colour has no top card to beat
    if any((t := x.top(color, q)) is not None and x.age(t) >= x.age(top) for q in x.opponents()):
        return
    card = await x.choose_card([c for c in x.hand() if x.eligible(c)], optional=True,
                               prompt="You may achieve a card from your hand")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Candles
@R.echo("Candles", "If no player has fewer points than you, draw a 3.")
async def candles_echo(x: Ctx) -> None:
    mine = x.score()
    if all(x.score(q) >= mine for q in x.players()):
        await x.draw(x.v(3))


@R.demand("Candles", "I demand you move a card with a castle or a lightbulb from your hand to "
          "my hand! If you do, draw a 1!")
async def candles_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has(c, CASTLE) or x.has(c, LIGHTBULB)],
                               prompt="Give a card with a castle or a lightbulb")
    if card is None:
        return
    await x.transfer(card, "hand", x.owner)
    await x.draw(x.v(1))


# ------------------------------------------------------------------ Comb
@R.effect("Comb", "Choose a colour, then draw and reveal five 1s. Return the drawn cards not of "
          "that colour. If Comb was foreseen, return every card of that colour from all boards.")
async def comb(x: Ctx) -> None:
    color = await x.choose_color(range(5))
    if color is None:
        return
    drawn = []
    for _ in range(5):
        card = await x.draw_and_reveal(x.v(1))
        if card is not None:
            drawn.append(card)
    await x.return_cards([c for c in drawn if x.color(c) != color and c in x.hand()])
    if x.foreseen:
        for p in x.players():
            while x.pile(color, p):
                await x.return_card(x.pile(color, p)[-1])


# ------------------------------------------------------------------ Noodles
@R.effect("Noodles", "If you have more 1s in your hand than every opponent, draw and score a 2.")
async def noodles(x: Ctx) -> None:
    def ones(p: int) -> int:
        return sum(1 for c in x.hand(p) if x.age(c) == 1)

    mine = ones(x.me)
    if all(mine > ones(q) for q in x.opponents()):
        await x.draw_and_score(x.v(2))


@R.effect("Noodles", "Draw and reveal a 1. If it is yellow, score every 1 in your hand.")
async def noodles_2(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(1))
    if card is None or x.color(card) != YELLOW:
        return
    for c in await x.order_if_needed([c for c in x.hand() if x.age(c) == 1], "Order the cards to score"):
        await x.score_card(c)


# ------------------------------------------------------------------ Bell
@R.echo("Bell", "You may score a card from your hand.")
async def bell_echo(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may score a card from your hand")
    if card is not None:
        await x.score_card(card)


@R.effect("Bell", "Draw and foreshadow a 1, then a 2.")
async def bell(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(1))
    await x.draw_and_foreshadow(x.v(2))


@R.effect("Bell", "If Bell was foreseen, return every card from every hand.")
async def bell_2(x: Ctx) -> None:
    if x.foreseen:
        await x.return_cards([c for p in x.players() for c in x.hand(p)])


# ------------------------------------------------------------------ Dice
@R.effect("Dice", "Draw and reveal an Echoes 1. If it has a bonus, draw and meld a card of "
          "value equal to that bonus.")
async def dice(x: Ctx) -> None:
    card = await x.draw_and_reveal_echoes(x.v(1))
    if card is not None and x.c(card).bonuses:
        await x.draw_and_meld(x.c(card).bonuses[0])


@R.effect("Dice", "If Dice was foreseen, draw a 4, then give it to an opponent with more bonus "
          "points than you (into their hand).")
async def dice_2(x: Ctx) -> None:
    if not x.foreseen:
        return
    card = await x.draw(x.v(4))
    mine = x.bonus_points()
    richer = [q for q in x.opponents() if x.bonus_points(q) > mine]
    who = await x.choose_player(richer, "Give the 4 to an opponent with more bonus points")
    if card is not None and who is not None:
        await x.transfer(card, "hand", who)
