"""4th edition Echoes, age 3."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import (
    BLUE,
    CASTLE,
    COLORS,
    CROWN,
    FACTORY,
    GREEN,
    ICONS,
    LEFT,
    PURPLE,
    RED,
    SPLAYS,
    YELLOW,
)
from ._reg import ECHOES4 as R


# ------------------------------------------------------------------ Novel
@R.echo("Novel", "Return every card from your forecast.")
async def novel_echo(x: Ctx) -> None:
    await x.return_cards(x.forecast())


@R.effect("Novel", "Draw a 3.")
async def novel(x: Ctx) -> None:
    await x.draw(x.v(3))


@R.effect("Novel", "You may splay your purple cards left.")
async def novel_2(x: Ctx) -> None:
    await x.may_splay([PURPLE], LEFT)


@R.effect("Novel", "If all your non-purple top cards share an icon other than the crown, claim "
          "the Supremacy achievement.")
async def novel_3(x: Ctx) -> None:
    tops = [c for c in x.tops() if x.color(c) != PURPLE]
    # Ruling: with no non-purple top card there is nothing that shares an icon
    if tops and any(all(x.has(c, i) for c in tops) for i in range(len(ICONS)) if i != CROWN):
        await x.claim_special("Supremacy")


# ------------------------------------------------------------------ Sunglasses
@R.echo("Sunglasses", "Score a card from your hand of a colour you have splayed.")
async def sunglasses_echo(x: Ctx) -> None:
    splayed = {c for c in range(5) if x.splay_of(c)}
    card = await x.choose_card([c for c in x.hand() if x.color(c) in splayed],
                               prompt="Score a card of a splayed colour from your hand")
    if card is not None:
        await x.score_card(card)


@R.effect("Sunglasses", "You may splay your purple cards the way one of your other colours is "
          "splayed, or splay one of your other colours the way your purple cards are.")
async def sunglasses(x: Ctx) -> None:
    moves: dict[str, tuple[int, int]] = {}
    for color in range(5):
        if color == PURPLE:
            continue
        way = x.splay_of(color)
        if way and x.can_splay(PURPLE, way):
            moves[f"splay purple {SPLAYS[way]}"] = (PURPLE, way)
        purple = x.splay_of(PURPLE)
        if purple and x.can_splay(color, purple):
            moves[f"splay {COLORS[color]} {SPLAYS[purple]}"] = (color, purple)
    choice = await x.choose_option(sorted(moves), optional=True)
    if choice is not None:
        await x.splay(*moves[choice])


# ------------------------------------------------------------------ Charitable Trust
@R.echo("Charitable Trust", "Draw a 3 or a 4.")
async def charitable_trust_echo(x: Ctx) -> None:
    low, high = x.v(3), x.v(4)
    value = await x.choose_value([low, high], f"Draw a {low} or a {high}?")
    if value is not None:
        card = await x.draw(value)
        if card is not None:
            x.memo[("Charitable Trust", x.me)] = card


@R.effect("Charitable Trust", "You may meld the card you drew by Charitable Trust's echo effect. "
          "If you meld a 3, achieve your top green card if you are eligible; if you meld a 4, "
          "return your top green card.")
async def charitable_trust(x: Ctx) -> None:
    drawn = x.memo.get(("Charitable Trust", x.me))
    if drawn is None or drawn not in x.hand():
        return
    if not await x.may(f"Meld {x.c(drawn).name}?"):
        return
    await x.meld(drawn)
    green = x.top(GREEN)
    if green is None:
        return
    if x.age(drawn) == 3:
        if x.eligible(green):
            await x.achieve(green)
    elif x.age(drawn) == 4:
        await x.return_card(green)


# ------------------------------------------------------------------ Homing Pigeons
@R.demand("Homing Pigeons", "I demand you return two cards from your score pile, each of a value "
          "matching a card in my hand!")
async def homing_pigeons_demand(x: Ctx) -> None:
    values = {x.age(c) for c in x.hand(x.owner)}
    options = [c for c in x.score_pile() if x.age(c) in values]
    await x.return_cards(await x.choose_cards(options, 2, 2, "Return two cards from your score pile"))


@R.effect("Homing Pigeons", "You may splay your red or green cards left. If Homing Pigeons was "
          "foreseen, splay all your colours left.")
async def homing_pigeons(x: Ctx) -> None:
    await x.may_splay([RED, GREEN], LEFT)
    if x.foreseen:
        for color in range(5):
            if x.can_splay(color, LEFT):
                await x.splay(color, LEFT)


# ------------------------------------------------------------------ Liquid Fire
@R.demand("Liquid Fire", "I demand you draw and reveal a card of value equal to your highest "
          "bonus! Move it to my forecast! If it is red, move every card in your hand to my "
          "score pile!")
async def liquid_fire_demand(x: Ctx) -> None:
    await draw_highest_bonus_to_my_forecast(x, reveal=True)


async def draw_highest_bonus_to_my_forecast(x: Ctx, reveal: bool) -> None:
    """Liquid Fire's demand in both editions (the 4th reveals the card drawn)."""
    bonuses = x.bonuses()
    if not bonuses:  # Ruling: without a bonus there is no value to draw
        return
    card = await (x.draw_and_reveal if reveal else x.draw)(max(bonuses))
    if card is None:
        return
    await x.transfer_to_forecast(card, x.owner)
    if x.color(card) == RED:
        for c in x.hand():
            await x.transfer(c, "score", x.owner)


# ------------------------------------------------------------------ Deodorant
@R.echo("Deodorant", "Draw and meld a 3.")
async def deodorant_echo(x: Ctx) -> None:
    await x.draw_and_meld(x.v(3))


@R.effect("Deodorant", "If you have a top card with a castle, draw and meld a 3; otherwise, "
          "draw a 4.")
async def deodorant(x: Ctx) -> None:
    if any(x.has(c, CASTLE) for c in x.tops()):
        await x.draw_and_meld(x.v(3))
    else:
        await x.draw(x.v(4))


@R.effect("Deodorant", "If you have a top card with a factory, junk every card of the 4 deck.")
async def deodorant_2(x: Ctx) -> None:
    if any(x.has(c, FACTORY) for c in x.tops()):
        await x.junk_deck(x.v(4))


# ------------------------------------------------------------------ Almanac
@R.echo("Almanac", "Draw and foreshadow an Echoes 4.")
async def almanac_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow_echoes(x.v(4))


@R.effect("Almanac", "You may return a card with a bonus from your forecast. If you do, draw "
          "and score a card one higher than that bonus.")
async def almanac(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.forecast() if x.has_bonus(c)], optional=True,
                               prompt="You may return a card with a bonus from your forecast")
    if card is None:
        return
    await x.return_card(card)
    await x.draw_and_score(max(x.c(card).bonuses) + 1)


@R.effect("Almanac", "If Almanac was foreseen, foreshadow every card in another player's forecast.")
async def almanac_2(x: Ctx) -> None:
    if not x.foreseen:
        return
    who = await x.choose_player([q for q in x.players() if q != x.me],
                                "Foreshadow the forecast of which player?")
    if who is None:
        return
    for card in x.forecast(who):
        await x.foreshadow(card)


# ------------------------------------------------------------------ Katana
@R.demand("Katana", "I demand you move two top cards with a castle from your board to my score "
          "pile! If you moved exactly one, and Katana was foreseen, junk every available "
          "standard achievement!")
async def katana_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.has(c, CASTLE)]
    moved = 0
    for card in await x.choose_cards(options, 2, 2, "Give two top cards with a castle"):
        await x.transfer(card, "score", x.owner)
        moved += 1
    if moved == 1 and x.foreseen:
        for a in x.available_achievements():
            await x.junk(a)


# ------------------------------------------------------------------ Magnifying Glass
@R.echo("Magnifying Glass", "Draw a 4, then return a card from your hand.")
async def magnifying_glass_echo(x: Ctx) -> None:
    await x.draw(x.v(4))
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is not None:
        await x.return_card(card)


@R.effect("Magnifying Glass", "You may return three cards of the same value from your hand. If "
          "you do, draw a card two higher.")
async def magnifying_glass(x: Ctx) -> None:
    hand = x.hand()
    values = [v for v in sorted({x.age(c) for c in hand}) if sum(x.age(c) == v for c in hand) >= 3]
    if not values:
        return
    picked = await x.choose_cards([c for c in hand if x.age(c) in values], 0, 3,
                                  "You may return three cards of the same value",
                                  check=lambda cs: None if not cs or (len(cs) == 3 and len(
                                      {x.age(c) for c in cs}) == 1) else "three of one value")
    if not picked:
        return
    await x.return_cards(picked)
    await x.draw(x.age(picked[0]) + 2)


@R.effect("Magnifying Glass", "You may splay your yellow or blue cards left.")
async def magnifying_glass_2(x: Ctx) -> None:
    await x.may_splay([YELLOW, BLUE], LEFT)


# ------------------------------------------------------------------ Sandpaper
@R.effect("Sandpaper", "You may return any number of cards from your hand; draw a 3 for each.")
async def sandpaper(x: Ctx) -> None:
    hand = x.hand()
    returned = await x.choose_cards(hand, 0, len(hand), "You may return cards from your hand")
    await x.return_cards(returned)
    for _ in returned:
        await x.draw(x.v(3))


@R.effect("Sandpaper", "Meld a card from your hand.")
async def sandpaper_2(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)


@R.effect("Sandpaper", "If Sandpaper was foreseen, foreshadow every card in your hand.")
async def sandpaper_3(x: Ctx) -> None:
    if x.foreseen:
        for card in x.hand():
            await x.foreshadow(card)
