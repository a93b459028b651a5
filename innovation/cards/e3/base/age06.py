"""3rd edition base, age 6."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import FACTORY
from ...e4.base import age06 as e4
from ._reg import BASE3 as R


@R.effect("Encyclopedia", "You may meld every card of the highest value in your score pile; melding "
          "one of them means melding them all.")
async def encyclopedia(x: Ctx) -> None:
    cards = x.highest_of(x.score_pile())
    if cards and await x.may("Meld all the highest cards of your score pile?"):
        await x.meld_cards(cards)


@R.effect("Industrialization", "Draw and tuck a 6 for each colour of your board that shows at least "
          "one factory.")
async def industrialization(x: Ctx) -> None:
    # Ruling: the colours are counted once, before anything is tucked.
    n = sum(1 for color in x.colors() if x.pile_icons(color, FACTORY))
    for _ in range(n):
        await x.draw_and_tuck(x.v(6))


# Same meaning as the 4th-edition texts: the 4th-edition effects serve.
R.effect("Industrialization", "You may splay your red or purple cards right.")(e4.industrialization_2)
R.effect("Classification", "Reveal a card from your hand to name its colour. Take every card of that "
         "colour from your opponents' hands into yours, then meld every card of that colour from your "
         "hand.")(e4.classification)
R.effect("Canning", "You may draw a 6 and tuck it. If you do, score each of your top cards that has "
         "no factory.")(e4.canning)
R.effect("Canning", "You may splay your yellow cards right.")(e4.canning_2)


@R.demand("Vaccination", "I demand you return every card of the lowest value in your score pile! If "
          "you returned any, draw and meld a 6!")
async def vaccination_demand(x: Ctx) -> None:
    cards = x.lowest_of(x.score_pile())
    if not cards:
        return
    await x.return_cards(cards)
    x.memo["returned"] = True
    await x.draw_and_meld(x.v(6))


R.effect("Vaccination", "If the demand made anyone return a card, draw and meld a 7.")(e4.vaccination)


@R.effect("Democracy", "You may return any number of cards from your hand. If, so far in this Dogma "
          "action, you have returned more cards through Democracy than any other player, draw and "
          "score an 8.")
async def democracy(x: Ctx) -> None:
    hand = x.hand()
    cards = await x.choose_cards(hand, 0, len(hand), "Return any number of cards")
    returned: dict[int, int] = x.memo.setdefault("democracy", {})
    returned[x.me] = returned.get(x.me, 0) + await x.return_cards(cards)
    # "any other player", not "opponent": a teammate's returns count against you too
    others = (returned.get(p, 0) for p in x.players() if p != x.me)
    if returned[x.me] > max(others, default=0):
        await x.draw_and_score(x.v(8))


R.demand("Emancipation", "I demand you move a card from your hand to my score pile! If you do, draw a "
         "6!")(e4.emancipation_demand)
R.effect("Emancipation", "You may splay your red or purple cards right.")(e4.emancipation)
