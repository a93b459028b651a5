"""4th edition base, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CROWN, LEFT, RED
from ._reg import BASE4 as R


@R.demand("Archery", "I demand you draw a 1, then give me the highest card in your hand!")
async def archery_demand(x: Ctx) -> None:
    await x.draw(x.v(1))
    card = await x.choose_card(x.highest_of(x.hand()), prompt="Give your highest card")
    if card is not None:
        await x.transfer(card, "hand", x.owner)


@R.effect("Archery", "Junk one available achievement of value 1 or 2.")
async def archery(x: Ctx) -> None:
    options = [a for a in x.available_achievements() if x.age(a) in (1, 2)]
    card = await x.choose_card(options, prompt="Junk an achievement")
    if card is not None:
        await x.junk(card)


@R.effect("Metalworking", "Draw and reveal a 1; if it shows a castle, score it and go again, "
          "otherwise keep it.")
async def metalworking(x: Ctx) -> None:
    while True:
        card = await x.draw_and_reveal(x.v(1))
        if card is None or not x.has(card, CASTLE):  # (None: a karma met the draw)
            return
        # Ruling: "score it and go again": a karma meeting the score with something else
        # (the 3rd edition's Beethoven returns the score pile) ends it, else it never ends
        if not await x.score_card(card):
            return


@R.demand("Oars", "I demand you move a card with a crown from your hand to my score pile! "
          "If you do, draw a 1 and do it again!")
async def oars_demand(x: Ctx) -> None:
    while True:
        options = [c for c in x.hand() if x.has(c, CROWN)]
        card = await x.choose_card(options, prompt="Give a card with a crown")
        if card is None:
            return
        if not await x.transfer(card, "score", x.owner):
            return  # a karma kept the card where it was: "if you do" fails
        x.memo["transferred"] = True
        await x.draw(x.v(1))


@R.effect("Oars", "If the demand moved no card, draw a 1.")
async def oars(x: Ctx) -> None:
    if not x.memo.get("transferred"):
        await x.draw(x.v(1))


@R.effect("Pottery", "You may return up to three cards from your hand; if you returned any, "
          "draw and score a card of value equal to how many.")
async def pottery(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 0, 3, "Return up to three cards")
    if cards:
        await x.return_cards(cards)
        await x.draw_and_score(len(cards))


@R.effect("Pottery", "Draw a 1.")
async def pottery_2(x: Ctx) -> None:
    await x.draw(x.v(1))


@R.effect("Tools", "You may return three cards from your hand; if you do, draw and meld a 3.")
async def tools(x: Ctx) -> None:
    # "If you do" covers the whole previous sentence (4th-edition rulebook, IF CLAUSES): the 3
    # comes only for three returned cards. Ruling (issue 9; the 3rd edition the same): with
    # fewer in hand the Golden Rule lets the player return the whole hand, for nothing.
    hand = x.hand()
    need = min(3, len(hand))
    if not need:
        return
    cards = await x.choose_cards(hand, 0, need, "You may return three cards from your hand",
                                 check=lambda picked: None if len(picked) in (0, need)
                                 else f"return {need} cards, or none")
    await x.return_cards(cards)
    if len(cards) == 3:
        await x.draw_and_meld(x.v(3))


@R.effect("Tools", "You may return a 3 from your hand; if you do, draw three 1s.")
async def tools_2(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.age(c) == 3], optional=True,
                               prompt="Return a 3?")
    if card is not None:
        await x.return_card(card)
        for _ in range(3):
            await x.draw(x.v(1))


@R.effect("Writing", "Draw a 2.")
async def writing(x: Ctx) -> None:
    await x.draw(x.v(2))


@R.effect("Clothing", "Meld a card from your hand whose colour is not yet on your board.")
async def clothing(x: Ctx) -> None:
    have = set(x.colors())
    card = await x.choose_card([c for c in x.hand() if x.color(c) not in have],
                               prompt="Meld a card of a new colour")
    if card is not None:
        await x.meld(card)


@R.effect("Clothing", "Draw and score a 1 for each colour on your board that no opponent has.")
async def clothing_2(x: Ctx) -> None:
    theirs = {c for p in x.opponents() for c in x.colors(p)}
    for _ in [c for c in x.colors() if c not in theirs]:
        await x.draw_and_score(x.v(1))


@R.effect("Sailing", "Draw and meld a 1.")
async def sailing(x: Ctx) -> None:
    await x.draw_and_meld(x.v(1))


@R.effect("The Wheel", "Draw two 1s.")
async def the_wheel(x: Ctx) -> None:
    await x.draw(x.v(1))
    await x.draw(x.v(1))


@R.demand("City States", "I demand that, if you have four or more castles on your board, you "
          "move a top card with a castle from your board to mine! If you do, draw a 1.")
async def city_states_demand(x: Ctx) -> None:
    if x.icons(CASTLE) < 4:
        return
    card = await x.choose_card([c for c in x.tops() if x.has(c, CASTLE)],
                               prompt="Give a top card with a castle")
    if card is not None:
        await x.transfer(card, "board", x.owner)
        await x.draw(x.v(1))


@R.effect("Code of Laws", "You may tuck a card from your hand matching a colour on your board; "
          "if you do, you may splay that colour left.")
async def code_of_laws(x: Ctx) -> None:
    have = set(x.colors())
    card = await x.choose_card([c for c in x.hand() if x.color(c) in have], optional=True,
                               prompt="Tuck a card of a colour on your board?")
    if card is not None:
        await x.tuck(card)
        await x.may_splay([x.color(card)], LEFT)


@R.effect("Mysticism", "Draw and reveal a 1; if its colour is on your board, meld it and "
          "draw a 1.")
async def mysticism(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(1))
    # Ruling: nothing drawn (a karma met the draw with something else, Rod Serling): the
    # rest of the effect reads no card
    if card is not None and x.color(card) in x.colors():
        await x.meld(card)
        await x.draw(x.v(1))


@R.effect("Agriculture", "You may return a card from your hand; if you do, draw and score a "
          "card one higher than it.")
async def agriculture(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Return a card?")
    # "if you do": a karma may return the card elsewhere instead (Homer tucks a figure)
    if card is not None and await x.return_card(card):
        await x.draw_and_score(x.age(card) + 1)


@R.effect("Domestication", "Meld the lowest card in your hand, then draw a 1.")
async def domestication(x: Ctx) -> None:
    card = await x.choose_card(x.lowest_of(x.hand()), prompt="Meld your lowest card")
    if card is not None:
        await x.meld(card)
    await x.draw(x.v(1))


@R.effect("Masonry", "You may meld any number of cards with a castle from your hand.")
async def masonry(x: Ctx) -> None:
    options = [c for c in x.hand() if x.has(c, CASTLE)]
    await x.meld_cards(await x.choose_cards(options, 0, len(options), "Meld cards with a castle"))


@R.effect("Masonry", "If exactly three red cards are on your board, claim Monument.")
async def masonry_2(x: Ctx) -> None:
    if len(x.pile(RED)) == 3:
        await x.claim_special("Monument")
