"""3rd edition Artifacts of History, age 3."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import LEFT, NONE, RIGHT
from ...e4.artifacts import age03 as e4
from ._reg import ARTIFACTS3 as R

# ------------------------------------------------------------------ Dunhuang Star Chart
R.effect("Dunhuang Star Chart", "Return your whole hand. Draw a card of the number of cards "
         "returned.")(e4.dunhuang_star_chart)


# ------------------------------------------------------------------ Charter of Liberties
@R.effect("Charter of Liberties", "Tuck a card from your hand. If you do, splay its colour left, "
          "then choose a splayed colour on any player's board and execute the non-demand effects "
          "of that colour's top card alone.")
async def charter_of_liberties(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is None or not await x.tuck(card):
        return
    await x.splay(x.color(card), LEFT)
    tops = [x.top(c, p) for p in x.players() for c in x.colors(p) if x.splay_of(c, p) != NONE]
    chosen = await x.choose_card([t for t in tops if t is not None], prompt="Choose the top card "
                                 "of a splayed colour on any board: execute its non-demand effects")
    if chosen is not None:
        await x.self_execute(chosen)


# ------------------------------------------------------------------ Excalibur
R.compel("Excalibur", "I compel you to transfer to my board a top card of yours of higher value "
         "than my top card of its colour!")(e4.excalibur)

# ------------------------------------------------------------------ Mjolnir Amulet
R.compel("Mjolnir Amulet", "I compel you to choose a top card on your board! Transfer every card "
         "of its colour from your board to my score pile!")(e4.mjolnir_amulet)


# ------------------------------------------------------------------ Philosopher's Stone
@R.effect("Philosopher's Stone", "Return a card from your hand. Score as many cards from your hand "
          "as its value.")
async def philosophers_stone(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is None or not await x.return_card(card):
        return
    n = x.age(card)
    for c in await x.choose_cards(x.hand(), n, n, f"Score {x.count_of(n)} from your hand"):
        await x.score_card(c)


# ------------------------------------------------------------------ Beauvais Cathedral Clock
@R.effect("Beauvais Cathedral Clock", "Draw and reveal a 4. Splay right the colour of the drawn "
          "card.")
async def beauvais_cathedral_clock(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(4))
    if drawn is not None:
        await x.splay(x.color(drawn), RIGHT)


# ------------------------------------------------------------------ Moylough Belt Shrine
@R.compel("Moylough Belt Shrine", "I compel you to reveal your whole hand and transfer the card of "
          "my choice to my board!")
async def moylough_belt_shrine(x: Ctx) -> None:
    hand = x.hand()
    for c in hand:
        await x.reveal(c)
    card = await x.choose_card(hand, prompt="Choose the card to transfer to your board",
                               player=x.owner)
    if card is not None:
        await x.transfer(card, "board", x.owner)


# ------------------------------------------------------------------ Along the River ...
R.effect("Along the River during the Qingming Festival", "Draw and reveal a 4. If it is yellow, "
         "tuck it; if purple, score it; otherwise repeat this effect.")(e4.along_the_river)

# ------------------------------------------------------------------ Necronomicon
R.effect("Necronomicon", "Draw and reveal a 3. Yellow: return your whole hand; green: unsplay all "
         "your colours; red: return your whole score pile; blue: draw a 9.")(e4.necronomicon)

# ------------------------------------------------------------------ Shroud of Turin
R.effect("Shroud of Turin", "Return a card from your hand. If you do, return a top card of its "
         "colour from your board and a card of its colour from your score pile. If you did all "
         "three, claim an achievement, ignoring eligibility.")(e4.shroud_of_turin)
