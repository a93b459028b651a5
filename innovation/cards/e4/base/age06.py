"""4th edition base, age 6."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CLOCK, COLORS, FACTORY, GREEN, PURPLE, RED, RIGHT, YELLOW
from ._reg import BASE4 as R


@R.effect("Encyclopedia", "Choose a value. You may meld every card of that value from your score "
          "pile.")
async def encyclopedia(x: Ctx) -> None:
    values = sorted({x.age(c) for c in x.score_pile()})
    # Ruling: naming a value only matters through the optional meld, so the two choices are one:
    # pick a value present in the score pile, or decline.
    picked = await x.choose_option([str(v) for v in values], optional=True,
                                   prompt="Meld all cards of which value from your score pile?")
    if picked is None:
        return
    cards = [c for c in x.score_pile() if x.age(c) == int(picked)]
    await x.meld_cards(cards)


@R.effect("Encyclopedia", "You may junk an available achievement of value 5, 6 or 7.")
async def encyclopedia_2(x: Ctx) -> None:
    options = [a for a in x.available_achievements() if x.age(a) in (5, 6, 7)]
    card = await x.choose_card(options, optional=True, prompt="Junk an achievement?")
    if card is not None:
        await x.junk(card)


@R.effect("Atomic Theory", "You may splay your blue cards to the right.")
async def atomic_theory(x: Ctx) -> None:
    await x.may_splay([BLUE], RIGHT)


@R.effect("Atomic Theory", "Draw and meld a 7.")
async def atomic_theory_2(x: Ctx) -> None:
    await x.draw_and_meld(x.v(7))


@R.effect("Industrialization", "Draw three 6s and tuck them. Then, if no other player has as many "
          "clocks as you, return your top red card.")
async def industrialization(x: Ctx) -> None:
    for _ in range(3):
        await x.draw_and_tuck(x.v(6))
    counts = {p: x.icons(CLOCK, p) for p in x.players()}
    card = x.top(RED)
    if x.single_player_with(counts) == x.me and card is not None:
        await x.return_card(card)


@R.effect("Industrialization", "You may splay your red or purple cards to the right.")
async def industrialization_2(x: Ctx) -> None:
    await x.may_splay([RED, PURPLE], RIGHT)


@R.effect("Machine Tools", "Draw and score a card of the value of the highest card in your score "
          "pile.")
async def machine_tools(x: Ctx) -> None:
    # Ruling: an empty score pile has value 0; drawing a 0 draws a 1.
    await x.draw_and_score(x.max_age(x.score_pile()))


@R.effect("Canning", "You may draw a 6 and tuck it. If you tuck a card, score each top card of your "
          "board that has no factory.")
async def canning(x: Ctx) -> None:
    if not await x.may("Draw and tuck a 6?"):
        return
    await x.draw_and_tuck(x.v(6))
    for card in [c for c in x.tops() if not x.has(c, FACTORY)]:
        await x.score_card(card)


@R.effect("Canning", "You may splay your yellow cards to the right.")
async def canning_2(x: Ctx) -> None:
    await x.may_splay([YELLOW], RIGHT)


@R.demand("Vaccination", "I demand you pick a card in your score pile and return every card of its "
          "value from your score pile! If you do, draw and meld a 6!")
async def vaccination_demand(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Pick a card: all cards of its value are returned")
    if card is None:
        return
    await x.return_cards([c for c in x.score_pile() if x.age(c) == x.age(card)])
    x.memo["returned"] = True
    await x.draw_and_meld(x.v(6))


@R.effect("Vaccination", "If the demand returned any card, draw and meld a 7.")
async def vaccination(x: Ctx) -> None:
    if x.memo.get("returned"):
        await x.draw_and_meld(x.v(7))


@R.effect("Classification", "Reveal a card from your hand to name its colour. Take every card of that "
          "colour from your opponents' hands into yours, then meld every card of that colour from your "
          "hand.")
async def classification(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal a card to name its colour")
    if card is None:
        return
    await x.reveal(card)
    color = x.color(card)
    for p in x.opponents():
        for c in x.hand(p):
            if x.color(c) == color:
                await x.transfer(c, "hand")
    await x.meld_cards([c for c in x.hand() if x.color(c) == color],
                   f"Order your {COLORS[color]} cards to meld (the last ends on top)")


@R.effect("Metric System", "If your green cards are splayed right, you may splay one colour of your "
          "cards right.")
async def metric_system(x: Ctx) -> None:
    if x.splay_of(GREEN) == RIGHT:
        await x.may_splay(range(5), RIGHT)


@R.effect("Metric System", "You may splay your green cards to the right.")
async def metric_system_2(x: Ctx) -> None:
    await x.may_splay([GREEN], RIGHT)


@R.effect("Democracy", "You may return any number of cards from your hand. If, during this Dogma "
          "action, you have now returned more cards through Democracy than every opponent, draw and "
          "score an 8.")
async def democracy(x: Ctx) -> None:
    hand = x.hand()
    cards = await x.choose_cards(hand, 0, len(hand), "Return any number of cards")
    returned: dict[int, int] = x.memo.setdefault("democracy", {})
    returned[x.me] = returned.get(x.me, 0) + await x.return_cards(cards)
    if returned[x.me] > max((returned.get(p, 0) for p in x.opponents()), default=0):
        await x.draw_and_score(x.v(8))


@R.demand("Emancipation", "I demand you move a card from your hand to my score pile! If you do, draw "
          "a 6!")
async def emancipation_demand(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Give a card from your hand")
    if card is not None:
        await x.transfer(card, "score", x.owner)
        await x.draw(x.v(6))


@R.effect("Emancipation", "You may splay your red or purple cards to the right.")
async def emancipation(x: Ctx) -> None:
    await x.may_splay([RED, PURPLE], RIGHT)
