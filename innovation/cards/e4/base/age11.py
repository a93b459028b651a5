"""4th edition base, age 11."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import ASLANT, ICONS, LEAF, RED
from ._reg import BASE4 as R

TOP_AGE = 11



@R.demand("Whataboutism", "I demand you move each of your top cards that has a demand effect to "
          "my board! If any moved, swap your whole score pile with mine!")
async def whataboutism_demand(x: Ctx) -> None:
    # Ruling: at most one card per colour (the top card as the demand begins); the cards moved
    # go on top of my piles.
    moved = [c for c in x.tops() if x.has_demand(c)]
    for card in moved:
        await x.transfer(card, "board", x.owner)
    if moved:
        await x.exchange(x.score_pile(), ("score", x.me), x.score_pile(x.owner), ("score", x.owner))


@R.effect("Escapism", "Reveal a card from your hand and junk it. Return every other card of its "
          "value from your hand, draw three cards of that value, then self-execute the junked card.")
async def escapism(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal and junk a card from your hand")
    # Ruling: with an empty hand nothing is junked; the junked card's value counts as 0 (the
    # rulebook's value of a missing card), so three 1s are drawn and nothing is self-executed.
    value = 0
    if card is not None:
        await x.reveal(card)
        await x.junk(card)
        value = x.age(card)
    await x.return_cards([c for c in x.hand() if x.age(c) == value])
    for _ in range(3):
        await x.draw(value)
    if card is not None:
        await x.self_execute(card)


@R.effect("Reclamation", "Return the three bottom cards of your red pile, then draw and meld a "
          "card of half their total value, rounded up. If three were returned, do it again with "
          "the colour of the melded card.")
async def reclamation(x: Ctx) -> None:
    color = RED
    while True:
        returned = x.pile(color)[:3]
        await x.return_cards(returned)
        # Ruling: with no card returned the value is 0, which draws a 1 (lowest deck).
        melded = await x.draw_and_meld((sum(x.age(c) for c in returned) + 1) // 2)
        if len(returned) < 3:
            return
        color = x.color(melded)


@R.effect("Astrogeology", "Draw and reveal an 11, then splay its colour on your board aslant. "
          "If that splays it, take all cards of that colour except the top four into your hand.")
async def astrogeology(x: Ctx) -> None:
    card = await x.draw_and_reveal(TOP_AGE)
    if card is None:  # a karma met the draw with something else
        return
    color = x.color(card)
    if await x.splay(color, ASLANT):
        for cid in x.pile(color)[:-4]:
            await x.transfer(cid, "hand")


@R.effect("Astrogeology", "If your hand holds eight or more cards, you win.")
async def astrogeology_2(x: Ctx) -> None:
    if len(x.hand()) >= 8:
        await x.win()


@R.effect("Fusion", "Score one of your top 11s. If you do, pick a value one or two below it and "
          "repeat this effect with that value instead of 11.")
async def fusion(x: Ctx) -> None:
    value = TOP_AGE
    while True:
        card = await x.choose_card([c for c in x.tops() if x.age(c) == value],
                                   prompt=f"Score a top card of value {value}")
        if card is None:
            return
        await x.score_card(card)
        # Ruling: only values 1 to 11 exist, so scoring a 1 ends the chain.
        chosen = await x.choose_value([v for v in (value - 1, value - 2) if v >= 1],
                                      prompt="Choose the next value")
        if chosen is None:
            return
        value = chosen


@R.demand("Near-Field Comm", "I demand you move to my score pile every card of the value I name "
          "from your score pile!")
async def near_field_comm_demand(x: Ctx) -> None:
    if not x.score_pile():
        return  # whatever value is named, nothing would move
    # Ruling: any value 1-11 may be named, even one with no card (card backs are public).
    value = await x.choose_value(range(1, TOP_AGE + 1), player=x.owner,
                                 prompt="Name a value to take from the score pile")
    for card in [c for c in x.score_pile() if x.age(c) == value]:
        await x.transfer(card, "score", x.owner)


@R.effect("Near-Field Comm", "Reveal the highest card of your score pile and self-execute it.")
async def near_field_comm(x: Ctx) -> None:
    card = await x.choose_card(x.highest_of(x.score_pile()), prompt="Reveal your highest scored card")
    if card is not None:
        await x.reveal(card)
        await x.self_execute(card)


@R.effect("Solar Sailing", "Draw and meld an 11. Unless its colour is already splayed aslant, "
          "return all but the top four cards of that colour and splay it aslant. Then, with six "
          "or more cards of that colour on your board, you win.")
async def solar_sailing(x: Ctx) -> None:
    card = await x.draw_and_meld(TOP_AGE)
    color = x.color(card)
    if x.splay_of(color) != ASLANT:
        await x.return_cards(x.pile(color)[:-4])
        await x.splay(color, ASLANT)
    if len(x.pile(color)) >= 6:
        await x.win()


_CLIMATE_ICONS = [i for i in range(len(ICONS)) if i != LEAF]


@R.demand("Climatology", "I demand you return two of your top cards showing the icon I name "
          "(any icon but a leaf)!")
async def climatology_demand(x: Ctx) -> None:
    if not x.tops():
        return  # whatever icon is named, nothing would be returned
    # Ruling: any icon but the leaf may be named, even one none of your top cards has.
    name = await x.choose_option([ICONS[i] for i in _CLIMATE_ICONS], player=x.owner,
                                 prompt="Name an icon (not a leaf)")
    icon = ICONS.index(name) if name is not None else LEAF
    cards = await x.choose_cards([c for c in x.tops() if x.has(c, icon)], 2, 2,
                                 prompt=f"Return two top cards with a {name}")
    await x.return_cards(cards)


@R.effect("Climatology", "Return one of your top cards, then return every card in your score "
          "pile of that value or higher.")
async def climatology(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Return a top card")
    # Ruling: with no top card the returned card's value is 0, so the whole score pile goes.
    value = 0
    if card is not None:
        await x.return_card(card)
        value = x.age(card)
    await x.return_cards([c for c in x.score_pile() if x.age(c) >= value])


@R.demand("Hypersonics", "I demand you return two top cards of equal value from your board! If "
          "you do, return every card of that value or lower from your hand and score pile!")
async def hypersonics_demand(x: Ctx) -> None:
    tops = x.tops()
    paired = [c for c in tops if sum(1 for d in tops if x.age(d) == x.age(c)) >= 2]
    if not paired:
        return
    one_value = len({x.age(c) for c in paired}) == 1
    cards = await x.choose_cards(paired, 2, 2, prompt="Return two top cards of the same value",
                                 check=None if one_value else lambda p: None if x.age(p[0]) == x.age(p[1])
                                 else "the two cards must have the same value")
    value = x.age(cards[0])
    await x.return_cards(cards)
    await x.return_cards([c for c in x.hand() + x.score_pile() if x.age(c) <= value])


@R.effect("Space Traffic", "Draw and tuck an 11; if it lands directly under another 11, you "
          "lose. If not, score all but the top five cards of its colour and splay that colour "
          "aslant, then go again unless you have the highest score.")
async def space_traffic(x: Ctx) -> None:
    while True:
        card = await x.draw_and_tuck(TOP_AGE)
        pile = x.pile(x.color(card))
        if len(pile) > 1 and x.age(pile[1]) == TOP_AGE:
            await x.lose()
            return
        for cid in pile[:-5]:
            await x.score_card(cid)
        await x.splay(x.color(card), ASLANT)
        # Ruling: a tie for the highest score counts as having the highest score.
        if x.score() >= max((x.score(p) for p in x.opponents()), default=0):
            return
