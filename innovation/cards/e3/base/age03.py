"""3rd edition base, age 3."""

from __future__ import annotations

from functools import partial

from ....effects.context import Ctx
from ....model.cards import CASTLE, LEFT, RED
from ...e4.base.age03 import alchemy_2, compass_swap, machinery_demand, medicine_demand, paper
from ._reg import BASE3 as R


@R.effect("Alchemy", "Draw and reveal a 4 for every three castles on your board. If any of them is "
          "red, return them and every other card in your hand; otherwise keep them.")
async def alchemy(x: Ctx) -> None:
    # Ruling: castles are counted once (splayed ones included), every 4 is drawn before the red
    # check, and the drawn cards sit in hand, so returning the hand returns them too.
    drawn = [await x.draw_and_reveal(x.v(4)) for _ in range(x.icons(CASTLE) // 3)]
    if any(c is not None and x.color(c) == RED for c in drawn):  # (None: a karma met a draw)
        await x.return_cards(x.hand())


R.effect("Alchemy", "Meld a card from your hand, then score a card from your hand.")(alchemy_2)


R.effect("Paper", "You may splay your green or blue cards left.")(paper)


@R.effect("Paper", "Draw a 4 for each colour you have splayed left.")
async def paper_2(x: Ctx) -> None:
    # No scoring condition in the 3rd edition (the 4th-edition rulebook adds one).
    for _ in [c for c in range(5) if x.splay_of(c) == LEFT]:
        await x.draw(x.v(4))


@R.demand("Compass", "I demand you move a non-green top card with a leaf from your board to mine, "
          "and then move a top card without a leaf from my board to yours!")
async def compass_demand(x: Ctx) -> None:
    await compass_swap(x, partial(x.transfer, to="board"),
                       "Take a top card without a leaf from their board")


# Same meaning as the 4th-edition wording: the 4th-edition demands serve unchanged.
R.demand("Machinery", "I demand you swap your whole hand for all the highest cards in my hand!")(
    machinery_demand)


@R.effect("Machinery", "Score a card with a castle from your hand. You may splay your red cards left.")
async def machinery(x: Ctx) -> None:
    # One effect (as printed): each sharer scores and splays before the next player acts.
    card = await x.choose_card([c for c in x.hand() if x.has(c, CASTLE)],
                               prompt="Score a card with a castle")
    if card is not None:
        await x.score_card(card)
    await x.may_splay([RED], LEFT)


R.demand("Medicine", "I demand you swap the highest card of your score pile for the lowest card of "
         "mine!")(medicine_demand)
