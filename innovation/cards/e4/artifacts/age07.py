"""4th edition Artifacts of History, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CLOCK, UP
from ._reg import ARTIFACTS4 as R

VALUES = range(1, 12)


# ------------------------------------------------------------------ Submarine H. L. Hunley
@R.compel("Submarine H. L. Hunley", "I compel you to draw and meld a 7! Reveal your bottom card of "
          "its colour! If that card's value is even, return every card of its colour from your board!")
async def submarine_hunley(x: Ctx) -> None:
    melded = await x.draw_and_meld(x.v(7))
    if melded is None:
        return
    color = x.color(melded)
    bottom = x.bottom(color)
    if bottom is None:
        return
    await x.reveal(bottom)
    if x.age(bottom) % 2 == 0:
        await x.return_cards(list(reversed(x.pile(color))))


# ------------------------------------------------------------------ Jedlik's Electromagnetic Self-Rotor
@R.effect("Jedlik's Electromagnetic Self-Rotor", "Draw and score an 8.")
async def jedlik(x: Ctx) -> None:
    await x.draw_and_score(x.v(8))


@R.effect("Jedlik's Electromagnetic Self-Rotor", "Draw and meld an 8. If it is an 8, choose a value "
          "and junk every card of that value's deck.")
async def jedlik_2(x: Ctx) -> None:
    melded = await x.draw_and_meld(x.v(8))
    if melded is None or x.age(melded) != 8:
        return
    value = await x.choose_value(VALUES, prompt="Choose a value: its deck is junked")
    if value is not None:
        await x.junk_deck(value)


# ------------------------------------------------------------------ Colt Paterson Revolver
@R.compel("Colt Paterson Revolver", "I compel you to reveal your hand and draw and reveal a 7! If "
          "its colour matches another card in your hand, return your whole hand and score pile!")
async def colt_paterson_revolver(x: Ctx) -> None:
    for c in x.hand():
        await x.reveal(c)
    drawn = await x.draw_and_reveal(x.v(7))
    if drawn is None:
        return
    if any(x.color(c) == x.color(drawn) for c in x.hand() if c != drawn):
        await x.return_cards(x.hand())
        await x.return_cards(x.score_pile())


# ------------------------------------------------------------------ Singer Model 27
@R.effect("Singer Model 27", "Tuck a card from your hand. If you do, splay its colour up, then "
          "tuck every card of that colour from your score pile. If you do, junk an available "
          "standard achievement.")
async def singer_model_27(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is None or not await x.tuck(card):
        return
    color = x.color(card)
    await x.splay(color, UP)
    tucked = 0
    for c in [c for c in x.score_pile() if x.color(c) == color]:
        tucked += bool(await x.tuck(c))
    if tucked:
        picked = await x.choose_card(x.available_achievements(), prompt="Junk an available achievement")
        if picked is not None:
            await x.junk(picked)


# ------------------------------------------------------------------ International Prototype Metre Bar
@R.effect("International Prototype Metre Bar", "Choose a value. Draw and reveal three cards of that "
          "value and splay their colours up. If each of those colours has exactly that many cards "
          "on your board, you win. Otherwise, return the drawn cards.")
async def metre_bar(x: Ctx) -> None:
    value = await x.choose_value(VALUES, prompt="Choose a value")
    if value is None:
        return
    drawn = [c for c in [await x.draw_and_reveal(value) for _ in range(3)] if c is not None]
    colors = sorted({x.color(c) for c in drawn})
    for color in colors:
        await x.splay(color, UP)
    if colors and all(len(x.pile(color)) == value for color in colors):
        await x.win()
        return
    await x.return_cards([c for c in drawn if x.in_hand(c)])


# ------------------------------------------------------------------ Hansen Writing Ball
@R.compel("Hansen Writing Ball", "I compel you to draw four 7s! Meld a blue card, then transfer "
          "your whole hand to my hand!")
async def hansen_writing_ball_compel(x: Ctx) -> None:
    for _ in range(4):
        await x.draw(x.v(7))
    card = await x.choose_card([c for c in x.hand() if x.color(c) == BLUE],
                               prompt="Meld a blue card from your hand")
    if card is not None:
        await x.meld(card)
    for c in x.hand():
        await x.transfer(c, "hand", x.owner)


@R.effect("Hansen Writing Ball", "Draw and reveal a 7. If it has no clock, tuck it and repeat this "
          "effect.")
async def hansen_writing_ball(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(7))
        if drawn is None or x.has(drawn, CLOCK) or not await x.tuck(drawn):
            return


# ------------------------------------------------------------------ Periodic Table
@R.effect("Periodic Table", "Choose two top cards of one value on your board. If you do, draw a "
          "card one higher and meld it. If it covers one of the chosen cards, repeat this effect.")
async def periodic_table(x: Ctx) -> None:
    while True:
        tops = x.tops()
        pairs = [c for c in tops if sum(1 for t in tops if x.age(t) == x.age(c)) >= 2]

        def same_value(picked: list[int]) -> str | None:
            if len(picked) == 2 and x.age(picked[0]) != x.age(picked[1]):
                return "choose two top cards of the same value"
            return None

        chosen = await x.choose_cards(pairs, 2, 2, "Choose two top cards of the same value",
                                      check=same_value)
        if len(chosen) != 2:
            return
        drawn = await x.draw(x.age(chosen[0]) + 1)
        if drawn is None or not await x.meld(drawn):
            return
        if not any(x.color(c) == x.color(drawn) for c in chosen):
            return


# ------------------------------------------------------------------ Corvette Challenger
@R.effect("Corvette Challenger", "Draw and tuck an 8 and splay its colour up. Draw and score a card "
          "of the number of cards of that colour on your board. Junk every card of that deck.")
async def corvette_challenger(x: Ctx) -> None:
    tucked = await x.draw_and_tuck(x.v(8))
    if tucked is None:
        return
    color = x.color(tucked)
    await x.splay(color, UP)
    n = len(x.pile(color))
    await x.draw_and_score(n)
    await x.junk_set_deck("base", n)


# ------------------------------------------------------------------ Roundhay Garden Scene
@R.effect("Roundhay Garden Scene", "Meld the highest card of your score pile. Draw and score two "
          "cards of its value. Self-execute it.")
async def roundhay_garden_scene(x: Ctx) -> None:
    card = await x.choose_card(x.highest_of(x.score_pile()), prompt="Meld your highest score card")
    if card is None or not await x.meld(card):
        return
    for _ in range(2):
        await x.draw_and_score(x.age(card))
    await x.self_execute(card)


# ------------------------------------------------------------------ The Communist Manifesto
@R.effect("The Communist Manifesto", "For each player, draw and reveal a 7. Transfer one of the "
          "drawn cards to each other player's board. Meld the last one and self-execute it.")
async def the_communist_manifesto(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(x.v(7)) for _ in x.players()] if c is not None]
    for p in x.players():
        if p == x.me:
            continue
        card = await x.choose_card([c for c in drawn if x.in_hand(c)],
                                   prompt=f"Transfer a drawn card to {x.g.name(p)}'s board")
        if card is not None:
            await x.transfer(card, "board", p)
    last = [c for c in drawn if x.in_hand(c)]
    if last and await x.meld(last[0]):
        await x.self_execute(last[0])
