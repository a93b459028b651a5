"""3rd edition Artifacts of History, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE
from ...e4.artifacts import age04 as e4
from ._reg import ARTIFACTS3 as R

VALUES = range(1, 11)


# ------------------------------------------------------------------ Petition of Right
@R.compel("Petition of Right", "I compel you to transfer a card from your score pile to my score "
          "pile for each top card with a castle on your board!")
async def petition_of_right(x: Ctx) -> None:
    n = sum(1 for t in x.tops() if x.has(t, CASTLE))
    picked = await x.choose_cards(x.score_pile(), n, n, f"Transfer {x.count_of(n)} from your "
                                  "score pile to the compelling player's") if n else []
    for c in picked:
        await x.transfer(c, "score", x.owner)


# ------------------------------------------------------------------ Delft Pocket Telescope
@R.effect("Delft Pocket Telescope", "Return a card from your score pile. If you do, draw a 5 and a "
          "6 and reveal one of them sharing an icon with the returned card. If you cannot, return "
          "the drawn cards and repeat this effect.")
async def delft_pocket_telescope(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
        if card is None or not await x.return_card(card):
            return
        drawn = [c for c in (await x.draw(x.v(5)), await x.draw(x.v(6))) if c is not None]
        icons = e4.basic_icons(x, card)
        matching = [c for c in drawn if e4.basic_icons(x, c) & icons]
        if matching:
            shown = await x.choose_card(matching, prompt="Reveal a drawn card sharing an icon "
                                        "with the returned card")
            if shown is not None:
                await x.reveal(shown)
            return
        for c in drawn:
            await x.reveal(c)  # shown to prove that neither shares an icon
        await x.return_cards(drawn)


# ------------------------------------------------------------------ East India Company Charter
@R.effect("East India Company Charter", "Choose a value other than 5. Return every card of that "
          "value from all score piles. For each player who returned cards, draw and score a 5.")
async def east_india_company_charter(x: Ctx) -> None:
    value = await x.choose_value([v for v in VALUES if v != 5], prompt="Choose a value other than 5")
    if value is None:
        return
    players = 0
    for p in x.players():
        cards = [c for c in x.score_pile(p) if x.age(c) == value]
        if cards:
            await x.return_cards(cards)
            players += 1
    for _ in range(players):
        await x.draw_and_score(x.v(5))


# ------------------------------------------------------------------ Tortugas Galleon
@R.compel("Tortugas Galleon", "I compel you to transfer every highest card of your score pile to "
          "my score pile! If you transferred any, transfer a top card of that value from your "
          "board to my board!")
async def tortugas_galleon(x: Ctx) -> None:
    highest = x.highest_of(x.score_pile())
    moved = 0
    for c in highest:
        moved += bool(await x.transfer(c, "score", x.owner))
    if not moved:
        return
    value = x.age(highest[0])
    top = await x.choose_card([t for t in x.tops() if x.age(t) == value],
                              prompt=f"Transfer a top card of value {value} to the compelling "
                              "player's board")
    if top is not None:
        await x.transfer(top, "board", x.owner)


# ------------------------------------------------------------------ Molasses Reef Caravel
@R.effect("Molasses Reef Caravel", "Return your whole hand. Draw three 4s. Meld a blue card from "
          "your hand. Score a card from your hand. Return a card from your score pile.")
async def molasses_reef_caravel(x: Ctx) -> None:
    await x.return_cards(x.hand())
    for _ in range(3):
        await x.draw(x.v(4))
    card = await x.choose_card([c for c in x.hand() if x.color(c) == BLUE],
                               prompt="Meld a blue card from your hand")
    if card is not None:
        await x.meld(card)
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is not None:
        await x.return_card(card)


# ------------------------------------------------------------------ Hunt-Lenox Globe
@R.effect("Hunt-Lenox Globe", "If you have fewer than four cards in hand, return every non-green "
          "top card of your board. Draw a 5 for each card returned. Meld a card from your hand.")
async def hunt_lenox_globe(x: Ctx) -> None:
    # Ruling: the condition covers the return (and so the draws); the meld always happens,
    # as the 4th edition's text, which makes it an effect of its own, says
    await e4.hunt_lenox_globe(x)
    await e4.hunt_lenox_globe_2(x)


# ------------------------------------------------------------------ Moses
R.compel("Moses", "I compel you to transfer every top card with a crown from your board to my "
         "score pile!")(e4.moses_compel)
R.effect("Moses", "Score a top card of your board with a crown.")(e4.moses)

# ------------------------------------------------------------------ Mona Lisa
R.effect("Mona Lisa", "Choose a number and a colour. Draw five 4s, then reveal your hand. With "
         "exactly that many cards of that colour, score them and splay that colour right. "
         "Otherwise, return your whole hand.")(e4.mona_lisa)

# ------------------------------------------------------------------ Cross of Coronado
R.effect("Cross of Coronado", "Reveal your hand. If it is exactly five cards of five colours, you "
         "win.")(e4.cross_of_coronado)

# ------------------------------------------------------------------ Abell Gallery Harpsichord
R.effect("Abell Gallery Harpsichord", "For each value that exactly one of your top cards has, "
         "draw and score a card of that value, lowest first.")(e4.abell_gallery_harpsichord)
