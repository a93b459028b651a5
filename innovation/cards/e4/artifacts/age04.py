"""4th edition Artifacts of History, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CROWN, GREEN, RIGHT
from ._reg import ARTIFACTS4 as R

VALUES = range(1, 12)


def basic_icons(x: Ctx, cid: int) -> set[int]:
    return {i for i in x.c(cid).icons if i >= 0}


# ------------------------------------------------------------------ East India Company Charter
@R.effect("East India Company Charter", "Choose a value other than 5. Return every card of that "
          "value from all score piles. For each score pile that returned cards, draw and score a "
          "5. If you score only 5s, junk every card of the deck of the chosen value.")
async def east_india_company_charter(x: Ctx) -> None:
    value = await x.choose_value([v for v in VALUES if v != 5], prompt="Choose a value other than 5")
    if value is None:
        return
    piles = 0
    for p in x.players():
        cards = [c for c in x.score_pile(p) if x.age(c) == value]
        if cards:
            await x.return_cards(cards)
            piles += 1
    scored = []
    for _ in range(piles):
        c = await x.draw_and_score(x.v(5))
        if c is not None:
            scored.append(c)
    # Ruling (X4-T10): "only 5s" needs at least one 5 scored
    if scored and all(x.age(c) == 5 for c in scored):
        await x.junk_deck(value)


# ------------------------------------------------------------------ Galleon Nuestra Senora De Atocha
@R.compel("Galleon Nuestra Senora De Atocha", "I compel you to transfer every card of the value "
          "of my choice from your score pile to my score pile! If you transferred any, transfer a "
          "top card of that value from your board to my board!")
async def galleon(x: Ctx) -> None:
    # the values in the score pile show on the cards' backs: those are the choices offered
    values = sorted({x.age(c) for c in x.score_pile()})
    value = await x.choose_value(values, prompt="Choose a value: the compelled player's score "
                                 "cards of it come to your score pile", player=x.owner)
    if value is None:
        return
    moved = 0
    for c in [c for c in x.score_pile() if x.age(c) == value]:
        moved += bool(await x.transfer(c, "score", x.owner))
    if not moved:
        return
    top = await x.choose_card([t for t in x.tops() if x.age(t) == value],
                              prompt=f"Transfer a top card of value {value} to the compelling "
                              "player's board")
    if top is not None:
        await x.transfer(top, "board", x.owner)


# ------------------------------------------------------------------ Moses
@R.compel("Moses", "I compel you to transfer every top card with a crown from your board to my "
          "score pile!")
async def moses_compel(x: Ctx) -> None:
    for c in [t for t in x.tops() if x.has(t, CROWN)]:
        await x.transfer(c, "score", x.owner)


@R.effect("Moses", "Score a top card with a crown.")
async def moses(x: Ctx) -> None:
    card = await x.choose_card([t for t in x.tops() if x.has(t, CROWN)],
                               prompt="Score a top card with a crown")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Mona Lisa
@R.effect("Mona Lisa", "Choose a number and a colour. Draw five 4s, then reveal your hand. With "
          "exactly that many cards of that colour, score them and splay that colour right. "
          "Otherwise, return your whole hand.")
async def mona_lisa(x: Ctx) -> None:
    n = await x.choose_value(range(len(x.hand()) + 6), prompt="Choose a number")
    color = await x.choose_color(range(5), prompt="Choose a colour")
    for _ in range(5):
        await x.draw(x.v(4))
    for c in x.hand():
        await x.reveal(c)
    mine = [c for c in x.hand() if x.color(c) == color]
    if color is not None and len(mine) == n:
        for c in mine:
            await x.score_card(c)
        await x.splay(color, RIGHT)
    else:
        await x.return_cards(x.hand())


# ------------------------------------------------------------------ Molasses Reef Caravel
@R.effect("Molasses Reef Caravel", "Return your whole hand.")
async def molasses_reef_caravel(x: Ctx) -> None:
    await x.return_cards(x.hand())


@R.effect("Molasses Reef Caravel", "Draw three 4s. Meld a green card from your hand. Junk every "
          "card of the deck of your top green card's value.")
async def molasses_reef_caravel_2(x: Ctx) -> None:
    for _ in range(3):
        await x.draw(x.v(4))
    card = await x.choose_card([c for c in x.hand() if x.color(c) == GREEN],
                               prompt="Meld a green card from your hand")
    if card is not None:
        await x.meld(card)
    top = x.top(GREEN)
    if top is not None:
        await x.junk_deck(x.age(top))


# ------------------------------------------------------------------ Hunt-Lenox Globe
@R.effect("Hunt-Lenox Globe", "If you have fewer than four cards in hand, return your top card of "
          "each colour but green, and draw a 5 for each card returned.")
async def hunt_lenox_globe(x: Ctx) -> None:
    if len(x.hand()) >= 4:
        return
    n = 0
    for t in [t for t in x.tops() if x.color(t) != GREEN]:
        n += bool(await x.return_card(t))
    for _ in range(n):
        await x.draw(x.v(5))


@R.effect("Hunt-Lenox Globe", "Meld a card from your hand.")
async def hunt_lenox_globe_2(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)


# ------------------------------------------------------------------ Petition of Right
@R.compel("Petition of Right", "I compel you to transfer a card from your score pile to my score "
          "pile for each colour of your board showing a castle!")
async def petition_of_right(x: Ctx) -> None:
    n = sum(1 for c in x.colors() if x.pile_icons(c, CASTLE))
    picked = await x.choose_cards(x.score_pile(), n, n, f"Transfer {x.count_of(n)} from your "
                                  "score pile to the compelling player's") if n else []
    for c in picked:
        await x.transfer(c, "score", x.owner)


@R.effect("Petition of Right", "Junk an available achievement of the number of castles on your "
          "board.")
async def petition_of_right_2(x: Ctx) -> None:
    n = x.icons(CASTLE)
    found = [a for a in x.available_achievements() if x.age(a) == n]
    picked = await x.choose_card(found, prompt=f"Junk an available achievement of value {n}")
    if picked is not None:
        await x.junk(picked)


# ------------------------------------------------------------------ Delft Pocket Telescope
@R.effect("Delft Pocket Telescope", "Reveal and return a card from your score pile. If you do, "
          "draw a 5 and a 6 and reveal one of them sharing an icon with the returned card. If you "
          "cannot, return the drawn cards and repeat this effect.")
async def delft_pocket_telescope(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.score_pile(), prompt="Reveal and return a card from your "
                                   "score pile")
        if card is None:
            return
        await x.reveal(card)
        if not await x.return_card(card):
            return
        drawn = [c for c in (await x.draw(x.v(5)), await x.draw(x.v(6))) if c is not None]
        icons = basic_icons(x, card)
        matching = [c for c in drawn if basic_icons(x, c) & icons]
        if matching:
            shown = await x.choose_card(matching, prompt="Reveal a drawn card sharing an icon "
                                        "with the returned card")
            if shown is not None:
                await x.reveal(shown)
            return
        for c in drawn:
            await x.reveal(c)  # shown to prove it (verification, Y4)
        await x.return_cards(drawn)


# ------------------------------------------------------------------ Cross of Coronado
@R.effect("Cross of Coronado", "Reveal your hand. If it is exactly five cards of five colours, "
          "you win.")
async def cross_of_coronado(x: Ctx) -> None:
    hand = x.hand()
    for c in hand:
        await x.reveal(c)
    if len(hand) == 5 and len({x.color(c) for c in hand}) == 5:
        await x.win()


# ------------------------------------------------------------------ Abell Gallery Harpsichord
@R.effect("Abell Gallery Harpsichord", "For each value that exactly one of your top cards has, "
          "draw and score a card of that value, lowest first.")
async def abell_gallery_harpsichord(x: Ctx) -> None:
    values = [x.age(t) for t in x.tops()]
    for v in sorted(v for v in set(values) if values.count(v) == 1):
        await x.draw_and_score(v)
