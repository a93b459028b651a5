"""4th edition Echoes, age 6."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, BLUE, GREEN, LIGHTBULB, RED, RIGHT, UP, YELLOW
from ._reg import ECHOES4 as R


# ------------------------------------------------------------------ Stethoscope
@R.echo("Stethoscope", "Meld a blue or yellow card from your hand.")
async def stethoscope_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.color(c) in (BLUE, YELLOW)],
                               prompt="Meld a blue or yellow card")
    if card is not None:
        await x.meld(card)
        if x.color(card) == BLUE:
            x.memo[("Stethoscope", x.me)] = True


@R.effect("Stethoscope", "Draw a 7. If you melded a blue card by Stethoscope's echo effect, draw "
          "an 8 and, if Stethoscope was foreseen, a 9 as well.")
async def stethoscope(x: Ctx) -> None:
    await x.draw(x.v(7))
    if x.memo.get(("Stethoscope", x.me)):
        await x.draw(x.v(8))
        if x.foreseen:
            await x.draw(x.v(9))


@R.effect("Stethoscope", "You may splay your yellow cards right.")
async def stethoscope_2(x: Ctx) -> None:
    await x.may_splay([YELLOW], RIGHT)


# ------------------------------------------------------------------ Dentures
@R.echo("Dentures", "Draw and tuck a 6.")
async def dentures_echo(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(6))
    if card is not None:
        x.memo[("Dentures", x.me)] = card


@R.effect("Dentures", "Score the top two cards, bottom card excepted, of the colour of the last "
          "card you tucked by Dentures. If there is none to score, draw and tuck a 6, then do "
          "this again.")
async def dentures(x: Ctx) -> None:
    while True:
        last = x.memo.get(("Dentures", x.me))
        above = x.pile(x.color(last))[1:] if last is not None else []
        if above:
            for card in reversed(above[-2:]):
                await x.score_card(card)
            return
        card = await x.draw_and_tuck(x.v(6))
        if card is None:
            return
        x.memo[("Dentures", x.me)] = card


@R.effect("Dentures", "You may splay your blue cards right.")
async def dentures_2(x: Ctx) -> None:
    await x.may_splay([BLUE], RIGHT)


# ------------------------------------------------------------------ Hot Air Balloon
@R.echo("Hot Air Balloon", "Draw and score a 7.")
async def hot_air_balloon_echo(x: Ctx) -> None:
    await x.draw_and_score(x.v(7))


@R.effect("Hot Air Balloon", "You may achieve, if eligible, a top card of another player's board "
          "whose value matches an achievement of theirs. If you do, move your top green card to "
          "their board. Otherwise, draw and meld a 7.")
async def hot_air_balloon(x: Ctx) -> None:
    options = []
    for p in x.players():
        if p == x.me:
            continue
        held = {x.age(a) for a in x.achievements(p) if x.c(a).kind == AGE_CARD}
        options += [c for c in x.tops(p) if x.age(c) in held and x.eligible(c)]
    card = await x.choose_card(options, optional=True, prompt="You may achieve a top card")
    if card is None:
        await x.draw_and_meld(x.v(7))
        return
    owner = x.g.loc[card][1]
    await x.achieve(card)
    green = x.top(GREEN)
    if green is not None:
        await x.transfer(green, "board", owner)


# ------------------------------------------------------------------ Indian Clubs
@R.demand("Indian Clubs", "I demand you return two cards from your score pile! If Indian Clubs "
          "was foreseen, return your whole score pile!")
async def indian_clubs_demand(x: Ctx) -> None:
    if x.foreseen:
        await x.return_cards(x.score_pile())
        return
    await x.return_cards(await x.choose_cards(x.score_pile(), 2, 2, "Return two cards from your score pile"))


@R.effect("Indian Clubs", "For each value in your score pile, score a card of that value from "
          "your hand.")
async def indian_clubs(x: Ctx) -> None:
    for value in sorted({x.age(c) for c in x.score_pile()}):
        card = await x.choose_card([c for c in x.hand() if x.age(c) == value],
                                   prompt=f"Score a {value} from your hand")
        if card is not None:
            await x.score_card(card)


# ------------------------------------------------------------------ Bifocals
@R.echo("Bifocals", "Return a card from your forecast.")
async def bifocals_echo(x: Ctx) -> None:
    card = await x.choose_card(x.forecast(), prompt="Return a card from your forecast")
    if card is not None:
        await x.return_card(card)


@R.effect("Bifocals", "Draw and foreshadow a 7. If Bifocals was foreseen, draw and foreshadow a "
          "card of the lowest available standard achievement's value.")
async def bifocals(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(7))
    available = x.available_achievements()
    if x.foreseen and available:
        await x.draw_and_foreshadow(x.min_age(available))


@R.effect("Bifocals", "You may splay your green cards right. If you do, splay any colour of "
          "yours up.")
async def bifocals_2(x: Ctx) -> None:
    if not await x.may_splay([GREEN], RIGHT):
        return
    color = await x.choose_color([c for c in range(5) if x.can_splay(c, UP)], prompt="Splay a colour up")
    if color is not None:
        await x.splay(color, UP)


# ------------------------------------------------------------------ Morphine
@R.echo("Morphine", "Score an odd card from your hand.")
async def morphine_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.age(c) % 2], prompt="Score an odd card")
    if card is not None:
        await x.score_card(card)


@R.demand("Morphine", "I demand you return every odd card in your hand! Draw a 6!")
async def morphine_demand(x: Ctx) -> None:
    odd = [c for c in x.hand() if x.age(c) % 2]
    await x.return_cards(odd)
    if odd:
        x.memo["Morphine"] = max(x.memo.get("Morphine", 0), x.max_age(odd))
    await x.draw(x.v(6))


@R.effect("Morphine", "Draw a card one higher than the highest card returned by the demand.")
async def morphine(x: Ctx) -> None:
    if "Morphine" in x.memo:  # Ruling: nothing returned, no value to draw
        await x.draw(x.memo["Morphine"] + 1)


@R.effect("Morphine", "You may splay your red cards right.")
async def morphine_2(x: Ctx) -> None:
    await x.may_splay([RED], RIGHT)


# ------------------------------------------------------------------ Steamboat
@R.demand("Steamboat", "I demand you draw and reveal a 6! If it is blue or yellow, move it and "
          "every card in your hand to my hand! If it is red or green, keep it and move two cards "
          "from your score pile to mine!")
async def steamboat_demand(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(6))
    if card is None:
        return
    if x.color(card) in (BLUE, YELLOW):
        for c in [card] + [c for c in x.hand() if c != card]:
            await x.transfer(c, "hand", x.owner)
    elif x.color(card) in (RED, GREEN):
        for c in await x.choose_cards(x.score_pile(), 2, 2, "Give two cards from your score pile"):
            await x.transfer(c, "score", x.owner)


# ------------------------------------------------------------------ Kaleidoscope
@R.effect("Kaleidoscope", "Draw and meld a 7. You may splay its colour right.")
async def kaleidoscope(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(7))
    if card is not None:
        await x.may_splay([x.color(card)], RIGHT)


@R.effect("Kaleidoscope", "Junk an available achievement of value equal to your lightbulbs. If "
          "Kaleidoscope was foreseen, junk every available achievement of lower value.")
async def kaleidoscope_2(x: Ctx) -> None:
    n = x.icons(LIGHTBULB)
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == n],
                               prompt="Junk an available achievement")
    if card is not None:
        await x.junk(card)
    if x.foreseen:
        for a in [a for a in x.available_achievements() if x.age(a) < n]:
            await x.junk(a)


# ------------------------------------------------------------------ Shrapnel
@R.demand("Shrapnel", "I demand you draw and tuck a 6! Move the top two cards of its colour from "
          "your board to my score pile! Score the bottom card of its colour on my board!")
async def shrapnel_demand(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(6))
    if card is None:
        return
    color = x.color(card)
    for c in list(reversed(x.pile(color)))[:2]:
        await x.transfer(c, "score", x.owner)
    bottom = x.bottom(color, x.owner)
    if bottom is not None:
        await x.score_card(bottom)


# ------------------------------------------------------------------ Loom
@R.echo("Loom", "Score your lowest top card.")
async def loom_echo(x: Ctx) -> None:
    card = await x.choose_card(x.lowest_of(x.tops()), prompt="Score your lowest top card")
    if card is not None:
        await x.score_card(card)


@R.effect("Loom", "You may return exactly two cards of different values from your score pile. "
          "If you do, draw and tuck three 6s.")
async def loom(x: Ctx) -> None:
    pile = x.score_pile()
    if len({x.age(c) for c in pile}) < 2:
        return
    def check(cs: list[int]) -> str | None:
        if not cs or (len(cs) == 2 and x.age(cs[0]) != x.age(cs[1])):
            return None
        return "two cards of different values"

    picked = await x.choose_cards(pile, 0, 2, "You may return two cards of different values",
                                  check=check)
    if not picked:
        return
    await x.return_cards(picked)
    for _ in range(3):
        await x.draw_and_tuck(x.v(6))


@R.effect("Loom", "If at least five hexagons show in one colour of your board, claim the "
          "Heritage achievement.")
async def loom_2(x: Ctx) -> None:
    if any(x.hex_count(c) >= 5 for c in range(5)):
        await x.claim_special("Heritage")
