"""4th edition Echoes, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, GREEN, LEFT, PERSON, PURPLE, RED, RIGHT, YELLOW
from ._reg import ECHOES4 as R


# ------------------------------------------------------------------ Chintz
@R.effect("Chintz", "Draw a 4.")
async def chintz(x: Ctx) -> None:
    await x.draw(x.v(4))


@R.effect("Chintz", "If you have exactly one card in your hand, draw a 4, then draw and score a 4.")
async def chintz_2(x: Ctx) -> None:
    if len(x.hand()) == 1:
        await x.draw(x.v(4))
        await x.draw_and_score(x.v(4))


@R.effect("Chintz", "If Chintz was foreseen, move every card in your hand to the available "
          "achievements.")
async def chintz_3(x: Ctx) -> None:
    if x.foreseen:
        for card in x.hand():
            await x.to_available(card)


# ------------------------------------------------------------------ Globe
@R.effect("Globe", "You may return every card in your hand. If you return blue, green and yellow "
          "cards, draw and foreshadow a 6, a 7 and an 8, then splay any colour on your board right.")
async def globe(x: Ctx) -> None:
    hand = x.hand()
    if not hand or not await x.may("Return every card in your hand?"):
        return
    await x.return_cards(hand)
    if {BLUE, GREEN, YELLOW} <= {x.color(c) for c in hand}:
        for age in (6, 7, 8):
            await x.draw_and_foreshadow(age)
        color = await x.choose_color([c for c in range(5) if x.can_splay(c, RIGHT)],
                                     prompt="Splay a colour right")
        if color is not None:
            await x.splay(color, RIGHT)


@R.effect("Globe", "If Globe was foreseen, foreshadow a top card from any board.")
async def globe_2(x: Ctx) -> None:
    if x.foreseen:
        card = await x.choose_card(x.all_top_cards(), prompt="Foreshadow a top card")
        if card is not None:
            await x.foreshadow(card)


# ------------------------------------------------------------------ Clock
@R.echo("Clock", "You may splay right your colour with the most cards.")
async def clock_echo(x: Ctx) -> None:
    sizes = {c: len(x.pile(c)) for c in range(5)}
    most = max(sizes.values())
    await x.may_splay([c for c, n in sizes.items() if n == most and n > 0], RIGHT)


def visible_count(x: Ctx, color: int, p: int) -> int:
    """Cards of a pile that show: all of them when splayed, else the top card alone."""
    pile = x.pile(color, p)
    return len(pile) if x.splay_of(color, p) else min(1, len(pile))


@R.demand("Clock", "I demand you move every card of value equal to the number of visible cards "
          "of a colour of my choice on my board from your hand and score pile to my score pile! "
          "Junk an available achievement of that value!")
async def clock_demand(x: Ctx) -> None:
    color = await x.choose_color(range(5), prompt="Choose a colour of your board", player=x.owner)
    if color is None:
        return
    value = visible_count(x, color, x.owner)
    for card in [c for c in x.hand() + x.score_pile() if x.age(c) == value]:
        await x.transfer(card, "score", x.owner)
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == value],
                               prompt="Junk an available achievement")
    if card is not None:
        await x.junk(card)


# ------------------------------------------------------------------ Shuriken
@R.demand("Shuriken", "I demand you move two non-red top cards of different colours with a "
          "castle or a person from your board to my board! If you do, and Shuriken was "
          "foreseen, move them to my achievements!")
async def shuriken_demand(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != RED and (x.has(c, CASTLE) or x.has(c, PERSON))]
    moved = await x.choose_cards(options, 2, 2, "Give two top cards")
    for card in moved:
        await x.transfer(card, "board", x.owner)
    if moved and x.foreseen:
        for card in moved:
            await x.transfer(card, "achievements", x.owner)


@R.effect("Shuriken", "You may splay your purple cards right.")
async def shuriken(x: Ctx) -> None:
    await x.may_splay([PURPLE], RIGHT)


# ------------------------------------------------------------------ Barometer
@R.echo("Barometer", "Move a 5 from your forecast to your hand.")
async def barometer_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.forecast() if x.age(c) == 5],
                               prompt="Take a 5 from your forecast")
    if card is not None:
        await x.transfer(card, "hand")


@R.effect("Barometer", "Draw and foreshadow a card two higher than a bonus on any board, if "
          "there is one.")
async def barometer(x: Ctx) -> None:
    values = sorted({v for p in x.players() for v in x.bonuses(p)})
    value = await x.choose_value(values, "Choose a bonus")
    if value is not None:
        await x.draw_and_foreshadow(value + 2)


@R.effect("Barometer", "You may return every card in your forecast. If any was blue, claim the "
          "Destiny achievement.")
async def barometer_2(x: Ctx) -> None:
    forecast = x.forecast()
    if not forecast or not await x.may("Return every card in your forecast?"):
        return
    await x.return_cards(forecast)
    if any(x.color(c) == BLUE for c in forecast):
        await x.claim_special("Destiny")


# ------------------------------------------------------------------ Toilet
@R.echo("Toilet", "Draw and tuck a 4.")
async def toilet_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))


@R.demand("Toilet", "I demand you return a card from your score pile of each different bonus "
          "value on my board!")
async def toilet_demand(x: Ctx) -> None:
    for value in sorted(set(x.bonuses(x.owner))):
        card = await x.choose_card([c for c in x.score_pile() if x.age(c) == value],
                                   prompt=f"Return a {value} from your score pile")
        if card is not None:
            await x.return_card(card)


@R.effect("Toilet", "You may return a card from your hand and draw a card of the same value.")
async def toilet(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may return a card from your hand")
    if card is not None:
        await x.return_card(card)
        await x.draw(x.age(card))


# ------------------------------------------------------------------ Telescope
@R.echo("Telescope", "Draw and foreshadow an Echoes 5.")
async def telescope_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow_echoes(x.v(5))


@R.effect("Telescope", "You may put a card from your forecast on top of its deck. If you do, "
          "achieve a card from your forecast if you are eligible for it.")
async def telescope(x: Ctx) -> None:
    card = await x.choose_card(x.forecast(), optional=True,
                               prompt="You may put a forecast card on top of its deck")
    if card is None:
        return
    await x.topdeck(card)
    target = await x.choose_card([c for c in x.forecast() if x.eligible(c)], optional=True,
                                 prompt="Achieve a card from your forecast")
    if target is not None:
        await x.achieve(target)


# ------------------------------------------------------------------ Slide Rule
@R.effect("Slide Rule", "You may splay your yellow cards right.")
async def slide_rule(x: Ctx) -> None:
    await x.may_splay([YELLOW], RIGHT)


@R.effect("Slide Rule", "Draw a card of value equal to your lowest top card plus the number of "
          "colours you have splayed.")
async def slide_rule_2(x: Ctx) -> None:
    splayed = sum(1 for c in range(5) if x.splay_of(c))
    await x.draw(x.min_age(x.tops()) + splayed)


# ------------------------------------------------------------------ Pencil
@R.echo("Pencil", "Draw a 5.")
async def pencil_echo(x: Ctx) -> None:
    await x.draw(x.v(5))


@R.effect("Pencil", "You may return up to three cards from your hand. If you do, draw as many "
          "cards one higher than the highest returned; return all of them but one, and "
          "foreshadow that one.")
async def pencil(x: Ctx) -> None:
    returned = await x.choose_cards(x.hand(), 0, 3, "You may return up to three cards")
    if not returned:
        return
    await x.return_cards(returned)
    value = x.max_age(returned) + 1
    drawn = [c for c in [await x.draw(value) for _ in returned] if c is not None]
    keep = await x.choose_card(drawn, prompt="Keep one of the drawn cards to foreshadow")
    await x.return_cards([c for c in drawn if c != keep])
    if keep is not None:
        await x.foreshadow(keep)


# ------------------------------------------------------------------ Kobukson
@R.echo("Kobukson", "Splay left a colour on any player's board.")
async def kobukson_echo(x: Ctx) -> None:
    who = await x.choose_player([p for p in x.players() if any(x.can_splay(c, LEFT, p) for c in range(5))],
                                "Splay left a colour on whose board?")
    if who is None:
        return
    color = await x.choose_color([c for c in range(5) if x.can_splay(c, LEFT, who)],
                                 prompt="Splay which colour left?")
    if color is not None:
        await x.splay(color, LEFT, who)


@R.demand("Kobukson", "I demand you return each of your top cards with a castle! Draw and tuck a 4!")
async def kobukson_demand(x: Ctx) -> None:
    await x.return_cards([c for c in x.tops() if x.has(c, CASTLE)])
    await x.draw_and_tuck(x.v(4))


@R.effect("Kobukson", "Draw and tuck a 4.")
async def kobukson(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))


@R.effect("Kobukson", "If Kobukson was foreseen, draw and meld a 5.")
async def kobukson_2(x: Ctx) -> None:
    if x.foreseen:
        await x.draw_and_meld(x.v(5))
