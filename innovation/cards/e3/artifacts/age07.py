"""3rd edition Artifacts of History, age 7 (4th-edition implementations reused where the
text means the same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import UP
from ...e4.artifacts import age07 as e4
from ...e4.artifacts.age10 import visible
from ._reg import ARTIFACTS3 as R

VALUES = range(1, 11)

R.effect("Periodic Table", "Choose two top cards of one value on your board. If you do, draw a "
         "card one higher and meld it. If it covers one of the chosen cards, repeat this "
         "effect.")(e4.periodic_table)
R.compel("Hansen Writing Ball", "I compel you to draw four 7s! Meld a blue card, then transfer "
         "your whole hand to my hand!")(e4.hansen_writing_ball_compel)
R.effect("Hansen Writing Ball", "Draw and reveal a 7. If it has no clock, tuck it and repeat this "
         "effect.")(e4.hansen_writing_ball)
# Ruling (A3-T12): "execute the effects of the melded card as if they were on this card" runs
# its non-demand effects only, unshared (the 3rd edition's self-execution)
R.effect("Roundhay Garden Scene", "Meld the highest card of your score pile. Draw and score two "
         "cards of its value. Execute its non-demand effects for yourself alone.")(
    e4.roundhay_garden_scene)


# ------------------------------------------------------------------ Corvette Challenger
@R.effect("Corvette Challenger", "Draw and tuck an 8 and splay its colour up. Draw and score a card "
          "of the number of cards of that colour showing on your board.")
async def corvette_challenger(x: Ctx) -> None:
    tucked = await x.draw_and_tuck(x.v(8))
    if tucked is None:
        return
    color = x.color(tucked)
    await x.splay(color, UP)
    await x.draw_and_score(visible(x, color, x.me))


# ------------------------------------------------------------------ Submarine H. L. Hunley
@R.compel("Submarine H. L. Hunley", "I compel you to draw and meld a 7! Reveal your bottom card of "
          "its colour! If that card is a 1, return every card of its colour from your board!")
async def submarine_hunley(x: Ctx) -> None:
    melded = await x.draw_and_meld(x.v(7))
    if melded is None:
        return
    color = x.color(melded)
    bottom = x.bottom(color)
    if bottom is None:
        return
    await x.reveal(bottom)
    if x.age(bottom) == 1:
        await x.return_cards(list(reversed(x.pile(color))))


# ------------------------------------------------------------------ Jedlik's Electromagnetic Self-Rotor
@R.effect("Jedlik's Electromagnetic Self-Rotor", "Draw and score an 8. Draw and meld an 8. Claim "
          "the 8 achievement if it is available, ignoring eligibility.")
async def jedlik(x: Ctx) -> None:
    await x.draw_and_score(x.v(8))
    await x.draw_and_meld(x.v(8))
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == 8],
                               prompt="Claim the 8 achievement")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ International Prototype Metre Bar
@R.effect("International Prototype Metre Bar", "Choose a value. Draw and meld a card of that value "
          "and splay its colour up. If that colour then shows exactly as many cards as the melded "
          "card's value, you win. Otherwise, return the melded card.")
async def metre_bar(x: Ctx) -> None:
    value = await x.choose_value(VALUES, prompt="Choose a value")
    if value is None:
        return
    melded = await x.draw_and_meld(value)
    if melded is None:
        return
    color = x.color(melded)
    await x.splay(color, UP)
    if visible(x, color, x.me) == x.age(melded):
        await x.win()
        return
    await x.return_card(melded)


# ------------------------------------------------------------------ Colt Paterson Revolver
@R.compel("Colt Paterson Revolver", "I compel you to reveal your hand and draw a 7! If its colour "
          "matches another card in your hand, return your whole hand and score pile!")
async def colt_paterson_revolver(x: Ctx) -> None:
    for c in x.hand():
        await x.reveal(c)
    drawn = await x.draw(x.v(7))
    if drawn is None:
        return
    if any(x.color(c) == x.color(drawn) for c in x.hand() if c != drawn):
        await x.return_cards(x.hand())
        await x.return_cards(x.score_pile())


# ------------------------------------------------------------------ Singer Model 27
@R.effect("Singer Model 27", "Tuck a card from your hand. If you do, splay its colour up, then "
          "tuck every card of that colour from your score pile.")
async def singer_model_27(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is None or not await x.tuck(card):
        return
    color = x.color(card)
    await x.splay(color, UP)
    await x.tuck_cards([c for c in x.score_pile() if x.color(c) == color])


# ------------------------------------------------------------------ The Communist Manifesto
@R.effect("The Communist Manifesto", "For each player, draw and reveal a 7. Transfer one of the "
          "drawn cards to each player's board. Execute the non-demand effects of yours for "
          "yourself alone.")
async def the_communist_manifesto(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(x.v(7)) for _ in x.players()] if c is not None]
    mine = None
    for p in x.players():  # clockwise from the left, ending with you
        card = await x.choose_card([c for c in drawn if x.in_hand(c)],
                                   prompt=f"Transfer a drawn card to {x.g.name(p)}'s board")
        if card is not None and await x.transfer(card, "board", p) and p == x.me:
            mine = card
    if mine is not None:
        await x.self_execute(mine)
