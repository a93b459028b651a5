"""4th edition Artifacts of History, age 3."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, GREEN, LEFT, NONE, PURPLE, RED, RIGHT, YELLOW
from ._reg import ARTIFACTS4 as R


# ------------------------------------------------------------------ Excalibur
@R.compel("Excalibur", "I compel you to transfer to my board a top card of yours of higher value "
          "than my top card of its colour!")
async def excalibur(x: Ctx) -> None:
    options = []
    for c in x.tops():
        mine = x.top(x.color(c), x.owner)
        # Ruling: "my top card of the same colour" must exist to be compared with
        if mine is not None and x.age(c) > x.age(mine):
            options.append(c)
    card = await x.choose_card(options, prompt="Transfer a top card higher than the compelling "
                               "player's top card of its colour to their board")
    if card is not None:
        await x.transfer(card, "board", x.owner)


# ------------------------------------------------------------------ Mjolnir Amulet
@R.compel("Mjolnir Amulet", "I compel you to choose a top card on your board! Transfer every card "
          "of its colour from your board to my score pile!")
async def mjolnir_amulet(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Choose a top card: its whole colour goes to the "
                               "compelling player's score pile")
    if card is None:
        return
    for c in reversed(x.pile(x.color(card))):  # from the top down
        await x.transfer(c, "score", x.owner)


# ------------------------------------------------------------------ Moylough Belt Shrine
@R.compel("Moylough Belt Shrine", "I compel you to reveal your hand and transfer the card of my "
          "choice to my board! If you do, junk every card of the deck of its value!")
async def moylough_belt_shrine(x: Ctx) -> None:
    hand = x.hand()
    for c in hand:
        await x.reveal(c)
    card = await x.choose_card(hand, prompt="Choose the card to transfer to your board",
                               player=x.owner)
    if card is not None and await x.transfer(card, "board", x.owner):
        await x.junk_deck(x.age(card))


# ------------------------------------------------------------------ Along the River ...
@R.effect("Along the River during the Qingming Festival", "Draw and reveal a 4. If it is yellow, "
          "tuck it; if purple, score it; otherwise repeat this effect.")
async def along_the_river(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(4))
        if drawn is None:
            return
        if x.color(drawn) == YELLOW:
            await x.tuck(drawn)
            return
        if x.color(drawn) == PURPLE:
            await x.score_card(drawn)
            return


# ------------------------------------------------------------------ Philosopher's Stone
@R.effect("Philosopher's Stone", "Return a card from your hand. Score as many cards from your hand "
          "as its value. Junk every card of the deck of the scored cards' total value.")
async def philosophers_stone(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    n = 0
    if card is not None and await x.return_card(card):
        n = x.age(card)
    scored = await x.choose_cards(x.hand(), n, n, f"Score {x.count_of(n)} from your hand") if n else []
    total = 0
    for c in scored:
        if await x.score_card(c):
            total += x.age(c)
    await x.junk_set_deck("base", total)  # no deck of value 0 or above 11: nothing


# ------------------------------------------------------------------ Ife Head
@R.effect("Ife Head", "Splay an unsplayed colour of yours right. Junk an available achievement of "
          "the number of cards of that colour on your board. If you don't, draw a card of that value.")
async def ife_head(x: Ctx) -> None:
    # Ruling: any unsplayed colour on the board may be chosen (a single card cannot splay,
    # but the colour still counts its one card)
    color = await x.choose_color([c for c in x.colors() if x.splay_of(c) == NONE],
                                 prompt="Choose an unsplayed colour to splay right")
    if color is None:
        return
    await x.splay(color, RIGHT)
    n = len(x.pile(color))
    found = [a for a in x.available_achievements() if x.age(a) == n]
    picked = await x.choose_card(found, prompt=f"Junk an available achievement of value {n}")
    if picked is not None and await x.junk(picked):
        return
    await x.draw(n)


# ------------------------------------------------------------------ Dunhuang Star Chart
@R.effect("Dunhuang Star Chart", "Return your whole hand. Draw a card of the number of cards "
          "returned.")
async def dunhuang_star_chart(x: Ctx) -> None:
    n = await x.return_cards(x.hand())
    await x.draw(n)


# ------------------------------------------------------------------ Yata No Kagami
@R.effect("Yata No Kagami", "Reveal a card from your hand. If you do, splay its colour on your "
          "board left, then choose a top card of that colour other than Yata No Kagami on any "
          "board and self-execute it.")
async def yata_no_kagami(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal a card from your hand")
    if card is None:
        return
    await x.reveal(card)
    color = x.color(card)
    await x.splay(color, LEFT)
    options = [t for p in x.players() for t in x.tops(p) if x.color(t) == color and t != x.card]
    chosen = await x.choose_card(options, prompt="Choose a top card of that colour to self-execute")
    if chosen is not None:
        await x.self_execute(chosen)


# ------------------------------------------------------------------ Necronomicon
@R.effect("Necronomicon", "Draw and reveal a 3. Yellow: return your whole hand; green: unsplay all "
          "your colours; red: return your whole score pile; blue: draw a 9.")
async def necronomicon(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(3))
    if drawn is None:
        return
    color = x.color(drawn)
    if color == YELLOW:
        await x.return_cards(x.hand())
    elif color == GREEN:
        for c in range(5):
            await x.unsplay(c)
    elif color == RED:
        await x.return_cards(x.score_pile())
    elif color == BLUE:
        await x.draw(x.v(9))


# ------------------------------------------------------------------ Shroud of Turin
@R.effect("Shroud of Turin", "Return a card from your hand. If you do, return your top card of its "
          "colour and a card of its colour from your score pile. If you do all three, claim an "
          "available achievement, ignoring eligibility.")
async def shroud_of_turin(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is None or not await x.return_card(card):
        return
    color = x.color(card)
    top = x.top(color)
    did_top = top is not None and await x.return_card(top)
    scored = await x.choose_card([c for c in x.score_pile() if x.color(c) == color],
                                 prompt="Return a card of that colour from your score pile")
    did_score = scored is not None and await x.return_card(scored)
    if did_top and did_score:
        picked = await x.choose_card(x.available_achievements(), prompt="Claim an achievement")
        if picked is not None:
            await x.achieve(picked)
