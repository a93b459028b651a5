"""The five decrees (4th edition). Ruling (Q-16, F4-T5): the 4th-edition decree texts are
taken from the card data, which equals the 3rd edition's; to check against a printed 4th-
edition decree."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import UP
from ._reg import FIGURES4 as R


@R.effect("Advancement", "Draw a card of value two higher than your highest top card.")
async def advancement(x: Ctx) -> None:
    await x.draw(x.highest_top_age() + 2)


@R.effect("Expansion", "Splay one of your colours up.")
async def expansion(x: Ctx) -> None:
    color = await x.choose_color([c for c in x.colors() if x.can_splay(c, UP)],
                                 prompt="Splay a colour up")
    if color is not None:
        await x.splay(color, UP)


@R.effect("Rivalry", "Choose another player. Return three cards from their score pile, then "
          "all their top figures.")
async def rivalry(x: Ctx) -> None:
    who = await x.choose_player([p for p in x.players() if p != x.me],
                                prompt="Choose a player: three of their score cards and their "
                                       "top figures are returned")
    if who is None:
        return
    cards = await x.choose_cards(x.score_pile(who), 3, 3, "Return three cards from their score pile")
    await x.return_cards(cards)
    await x.return_cards(x.top_figures(who))


@R.effect("Trade", "Draw and foreshadow three cards of value one higher than your highest top "
          "card.")
async def trade(x: Ctx) -> None:
    age = x.highest_top_age() + 1
    for _ in range(3):
        await x.draw_and_foreshadow(age)


@R.effect("War", "Choose a value. Return every top card of that value from the other players' "
          "boards.")
async def war(x: Ctx) -> None:
    value = await x.choose_value(range(1, 12), prompt="Choose a value: the other players' top "
                                 "cards of that value are returned")
    await x.return_cards([c for p in x.players() if p != x.me for c in x.tops(p)
                          if x.age(c) == value])
