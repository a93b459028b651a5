"""3rd edition base, age 9."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import RED
from ...e4.base.age09 import (
    computers,
    computers_2,
    ecology,
    fission,
    satellites,
    satellites_2,
    satellites_3,
    specialization_2,
    suburbia,
    take_leafless_top,
)
from ._reg import BASE3 as R

# Same meaning as the 4th edition; executing a card's non-demand effects is a self-execution,
# and the 3rd-edition ruleset has no chain rule.
R.effect("Computers", "You may splay your red pile or your green pile up.")(computers)
R.effect("Computers", "Draw and meld a 10, then execute its non-demand effects yourself, without "
         "sharing.")(computers_2)


@R.effect("Genetics", "Draw and meld a 10, then score every card under it.")
async def genetics(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(10))
    for below in reversed(x.pile(x.color(card))[:-1]):
        await x.score_card(below)


@R.demand("Fission", "I demand you draw a 10! If it is red, remove from the game every card in every "
          "hand, board and score pile, and the Dogma action is over!")
async def fission_demand(x: Ctx) -> None:
    # Ruling: the drawn card is shown to everyone, since its colour decides the effect.
    card = await x.draw_and_reveal(x.v(10))
    if card is None or x.color(card) != RED:  # (None: a karma met the draw)
        return
    for p in x.players():
        for c in [*x.hand(p), *x.score_pile(p), *x.board_cards(p)]:
            await x.remove(c)
    x.end_dogma()


R.effect("Fission", "Return a top card other than Fission from any board, then draw a 10.")(fission)

R.effect("Satellites", "Return your whole hand and draw three 8s.")(satellites)
R.effect("Satellites", "You may splay your purple pile up.")(satellites_2)
R.effect("Satellites", "Meld a card from your hand, then execute its non-demand effects yourself, "
         "without sharing.")(satellites_3)

R.effect("Ecology", "You may return a card from your hand. If you do, score a card from your hand "
         "and draw two 10s.")(ecology)

R.effect("Suburbia", "You may tuck any number of cards from your hand; draw and score a 1 for each "
         "card tucked.")(suburbia)


@R.demand("Services", "I demand you move every highest card of your score pile into my hand! If you "
          "moved any, then take one of my top cards that has no leaf into your hand!")
async def services_demand(x: Ctx) -> None:
    moved = x.highest_of(x.score_pile())
    for card in moved:
        await x.transfer(card, "hand", x.owner)
    if moved:
        await take_leafless_top(x)


@R.effect("Specialization", "Reveal a card from your hand; take into your hand every other player's "
          "top card of its colour.")
async def specialization(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal a card from your hand")
    if card is None:
        return
    await x.reveal(card)
    color = x.color(card)
    # Ruling: "all other players" includes teammates (the 4th edition says "opponents").
    for p in x.players()[:-1]:
        top = x.top(color, p)
        if top is not None:
            await x.transfer(top, "hand")


R.effect("Specialization", "You may splay your yellow pile or your blue pile up.")(specialization_2)
