"""3rd edition Echoes, age 1. Where the text is the 4th edition's, its implementation is
reused; otherwise each card has its own."""

from __future__ import annotations

from functools import partial

from ....effects.context import Ctx
from ....model.cards import CASTLE, COLORS, RED
from ...e4.echoes import age01 as e4
from ._reg import ECHOES3 as R


# ------------------------------------------------------------------ Dice
@R.effect("Dice", "Draw and reveal a 1. If it has a bonus, draw and meld a card of value equal "
          "to that bonus.")
async def dice(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(1))
    if card is not None and x.c(card).bonuses:
        await x.draw_and_meld(x.c(card).bonuses[0])


# ------------------------------------------------------------------ Perfume
@R.echo("Perfume", "Draw and tuck a 1.")
async def perfume_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(1))


R.demand("Perfume", "I demand you move to my board one of your top cards whose value no top card "
         "of mine has! If you do, draw and meld a card of the same value!")(e4.perfume_demand)

# ------------------------------------------------------------------ Ruler
R.echo("Ruler", "Draw a 2.")(e4.ruler_echo)
R.blank("Ruler")


# ------------------------------------------------------------------ Bangle
@R.echo("Bangle", "Tuck a red card from your hand.")
async def bangle_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.color(c) == RED], prompt="Tuck a red card")
    if card is not None:
        await x.tuck(card)


@R.effect("Bangle", "Draw and foreshadow a 3.")
async def bangle(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(3))


# ------------------------------------------------------------------ Candles
@R.echo("Candles", "If every other player has a higher score than you, draw a 3.")
async def candles_echo(x: Ctx) -> None:
    mine = x.score()
    if all(x.score(q) > mine for q in x.players() if q != x.me):
        await x.draw(x.v(3))


@R.demand("Candles", "I demand you move a card with a castle from your hand to my hand! If you "
          "do, draw a 1!")
async def candles_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has(c, CASTLE)], prompt="Give a card with a castle")
    if card is None:
        return
    await x.transfer(card, "hand", x.owner)
    await x.draw(x.v(1))


# ------------------------------------------------------------------ Plumbing
@R.echo("Plumbing", "Score a bottom card of your board.")
async def plumbing_echo(x: Ctx) -> None:
    card = await x.choose_card([x.pile(c)[0] for c in x.colors()], prompt="Score a bottom card")
    if card is not None:
        await x.score_card(card)


R.blank("Plumbing")


# ------------------------------------------------------------------ Comb
@R.effect("Comb", "Choose a colour, then draw and reveal five 1s. Keep those of that colour and "
          "return the others.")
async def comb(x: Ctx) -> None:
    color = await x.choose_color(range(5))
    if color is None:
        return
    drawn = [c for c in [await x.draw_and_reveal(x.v(1)) for _ in range(5)] if c is not None]
    await x.return_cards([c for c in drawn if x.color(c) != color and c in x.hand()])


# ------------------------------------------------------------------ Ice Skates


R.effect("Ice Skates", "Return up to three cards from your hand; for each, either draw and meld "
          "a 2 or draw and foreshadow a 3. Then return your highest top card.")(
    partial(e4.return_then_meld_or_foreshadow, most=3))


# ------------------------------------------------------------------ Umbrella (as in the 4th edition)
R.echo("Umbrella", "You may meld a card from your hand.")(e4.umbrella_echo)
R.effect("Umbrella", "Return any number of cards from your hand; then score two cards from your "
         "hand for each card returned.")(e4.umbrella)


# ------------------------------------------------------------------ Chopsticks
@R.echo("Chopsticks", "Draw a 1.")
async def chopsticks_echo(x: Ctx) -> None:
    await x.draw(x.v(1))


@R.effect("Chopsticks", "If the 1 deck has a card, you may move its bottom card to the available "
          "achievements.")
async def chopsticks(x: Ctx) -> None:
    deck = x.deck(1)
    if deck and await x.may("Move the bottom card of the 1 deck to the available achievements?"):
        await x.to_available(deck[0])


# ------------------------------------------------------------------ Noodles
@R.effect("Noodles", "If you have more 1s in your hand than every other player, draw and score a 2.")
async def noodles(x: Ctx) -> None:
    def ones(p: int) -> int:
        return sum(1 for c in x.hand(p) if x.age(c) == 1)

    mine = ones(x.me)
    if all(mine > ones(q) for q in x.players() if q != x.me):
        await x.draw_and_score(x.v(2))


R.effect("Noodles", "Draw and reveal a 1. If it is yellow, score every 1 in your hand.")(e4.noodles_2)


# ------------------------------------------------------------------ Soap
@R.effect("Soap", "Choose a colour. You may tuck any number of cards of that colour from your hand. "
          "If you tucked at least three, you may achieve a card from your hand if you are "
          "eligible for it.")
async def soap(x: Ctx) -> None:
    color = await x.choose_color(range(5))
    if color is None:
        return
    same = [c for c in x.hand() if x.color(c) == color]
    tucked = await x.choose_cards(same, 0, len(same), f"You may tuck {COLORS[color]} cards from your hand")
    await x.tuck_cards(tucked)
    if len(tucked) < 3:
        return
    card = await x.choose_card([c for c in x.hand() if x.eligible(c)], optional=True,
                               prompt="You may achieve a card from your hand")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Bell
R.echo("Bell", "You may score a card from your hand.")(e4.bell_echo)


@R.effect("Bell", "Draw and foreshadow a 2.")
async def bell(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(2))


# ------------------------------------------------------------------ Flute
R.echo("Flute", "You may splay one colour of your cards left.")(e4.flute_echo)


@R.demand("Flute", "I demand you return a card with a bonus from your hand!")
async def flute_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has_bonus(c)], prompt="Return a card with a bonus")
    if card is not None:
        await x.return_card(card)


@R.effect("Flute", "Draw and reveal a 1. If it has a bonus, draw a 1.")
async def flute(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(1))
    if card is not None and x.has_bonus(card):
        await x.draw(x.v(1))


# ------------------------------------------------------------------ Puppet
R.blank("Puppet")
