"""4th edition Artifacts of History, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, GREEN, LEFT, PURPLE
from ._reg import ARTIFACTS4 as R


# ------------------------------------------------------------------ Holmegaard Bows
@R.compel("Holmegaard Bows", "I compel you to transfer your highest top card with a castle to "
          "my hand! If you don't, junk every card of the deck of your lowest top card's value!")
async def holmegaard_bows(x: Ctx) -> None:
    castles = [c for c in x.tops() if x.has(c, CASTLE)]
    if castles:
        card = await x.choose_card(x.highest_of(castles), prompt="Transfer your highest top "
                                   "card with a castle to the compelling player's hand")
        if card is not None and await x.transfer(card, "hand", x.owner):
            return
    tops = x.tops()
    if tops:
        await x.junk_deck(x.min_age(tops))


@R.effect("Holmegaard Bows", "Draw a 2.")
async def holmegaard_bows_draw(x: Ctx) -> None:
    await x.draw(x.v(2))


# ------------------------------------------------------------------ Papyrus of Ani
@R.effect("Papyrus of Ani", "Return a purple card from your hand. If you do, draw and reveal a "
          "card two higher. If it is purple, meld it and self-execute it.")
async def papyrus_of_ani(x: Ctx) -> None:
    purple = [c for c in x.hand() if x.color(c) == PURPLE]
    card = await x.choose_card(purple, prompt="Return a purple card from your hand")
    if card is None or not await x.return_card(card):
        return
    drawn = await x.draw_and_reveal(x.age(card) + 2)
    if drawn is not None and x.color(drawn) == PURPLE:
        await x.meld(drawn)
        await x.self_execute(drawn)


# ------------------------------------------------------------------ Pavlovian Tusk
@R.effect("Pavlovian Tusk", "Draw three cards of your top green card's value. Return one of "
          "them and score another.")
async def pavlovian_tusk(x: Ctx) -> None:
    green = x.top(GREEN)
    age = x.age(green) if green is not None else 0
    drawn = [c for c in [await x.draw(age) for _ in range(3)] if c is not None]
    back = await x.choose_card(drawn, prompt="Return one of the drawn cards")
    if back is not None:
        await x.return_card(back)
    rest = [c for c in drawn if c != back and x.in_hand(c)]
    scored = await x.choose_card(rest, prompt="Score one of the drawn cards")
    if scored is not None:
        await x.score_card(scored)


# ------------------------------------------------------------------ Dancing Girl
@R.compel("Dancing Girl", "I compel you to transfer Dancing Girl to your board! If you do, "
          "transfer all your highest top cards to my board!")
async def dancing_girl(x: Ctx) -> None:
    # Ruling: in the 4th edition the displayed card's own effect may move it
    if not await x.transfer(x.card, "board"):
        return
    for card in x.highest_of(x.tops()):
        await x.transfer(card, "board", x.owner)


# ------------------------------------------------------------------ Lurgan Canoe
@R.effect("Lurgan Canoe", "Meld a card from your hand. Score every other card of its colour "
          "from your board. If you score a card, repeat this effect.")
async def lurgan_canoe(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
        if card is None or not await x.meld(card):
            return
        others = [c for c in x.pile(x.color(card)) if c != card]
        scored = 0
        for c in reversed(others):  # from the top down
            scored += bool(await x.score_card(c))
        if not scored:
            return


# ------------------------------------------------------------------ Xianrendong Shards
@R.effect("Xianrendong Shards", "Reveal three cards from your hand. Score two of them, then tuck "
          "the other. If both scored cards are of one colour, draw three 1s.")
async def xianrendong_shards(x: Ctx) -> None:
    shown = await x.choose_cards(x.hand(), 3, 3, "Reveal three cards from your hand")
    for c in shown:
        await x.reveal(c)
    scored = await x.choose_cards(shown, 2, 2, "Score two of the revealed cards")
    for c in scored:
        await x.score_card(c)
    for c in shown:
        if c not in scored:
            await x.tuck(c)
    if len(scored) == 2 and x.color(scored[0]) == x.color(scored[1]):
        for _ in range(3):
            await x.draw(x.v(1))


# ------------------------------------------------------------------ Priest-King
@R.effect("Priest-King", "Score a card from your hand. If you have a top card of its colour, "
          "super-execute that top card if it is your turn, otherwise self-execute it.")
async def priest_king(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is None:
        return
    await x.score_card(card)
    top = x.top(x.color(card))
    if top is None:
        return
    if x.g.state.current == x.me:
        await x.super_execute(top)
    else:
        await x.self_execute(top)


# ------------------------------------------------------------------ Electrum Stater of Efesos
@R.effect("Electrum Stater of Efesos", "Draw and reveal a 3. If you have no top card of its "
          "colour, meld it and repeat this effect.")
async def electrum_stater(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(3))
        if drawn is None or x.top(x.color(drawn)) is not None:
            return
        if not await x.meld(drawn):
            return


# ------------------------------------------------------------------ Jiskairumoko Necklace
@R.compel("Jiskairumoko Necklace", "I compel you to return a card from your score pile! If you "
          "do, transfer an achievement of its value from your achievements to mine, and junk "
          "every card of the deck of that value!")
async def jiskairumoko_necklace(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is None or not await x.return_card(card):
        return
    value = x.age(card)
    mine = [a for a in x.achievements() if x.age(a) == value]
    got = await x.choose_card(mine, prompt=f"Transfer an achievement of value {value} to the "
                              "compelling player")
    if got is not None:
        await x.transfer(got, "achievements", x.owner)
    await x.junk_deck(value)


# ------------------------------------------------------------------ Treaty of Kadesh
@R.compel("Treaty of Kadesh", "I compel you to return every top card of your board with a "
          "demand effect!")
async def treaty_of_kadesh_compel(x: Ctx) -> None:
    await x.return_cards([c for c in x.tops() if x.has_demand(c)])


@R.effect("Treaty of Kadesh", "Score a top non-blue card with a demand effect from your board.")
async def treaty_of_kadesh(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != BLUE and x.has_demand(c)]
    card = await x.choose_card(options, prompt="Score a top non-blue card with a demand effect")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Sibidu Needle
@R.effect("Sibidu Needle", "Draw and reveal a 1. If you have a top card of its colour and value, "
          "score the drawn card and repeat this effect.")
async def sibidu_needle(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(1))
        if drawn is None:
            return
        top = x.top(x.color(drawn))
        if top is None or x.age(top) != x.age(drawn) or not await x.score_card(drawn):
            return


# ------------------------------------------------------------------ Basur Hoyuk Tokens
@R.effect("Basur Hoyuk Tokens", "Draw and reveal a 4. If your top card of its colour comes "
          "before it in the alphabet, return the drawn card and every card of your score pile.")
async def basur_hoyuk_tokens(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(4))
    if drawn is None:
        return
    top = x.top(x.color(drawn))
    if top is not None and x.c(top).name < x.c(drawn).name:
        await x.return_cards([drawn, *x.score_pile()])


# ------------------------------------------------------------------ Mask of Warka
@R.effect("Mask of Warka", "Choose a colour. Every player reveals their hand. If you alone reveal "
          "a card of that colour, return those cards and claim every achievement of their values, "
          "ignoring eligibility.")
async def mask_of_warka(x: Ctx) -> None:
    color = await x.choose_color(range(5), prompt="Choose a colour")
    if color is None:
        return
    holders = []
    for p in x.players():
        for c in x.hand(p):
            await x.reveal(c, p)
        if any(x.color(c) == color for c in x.hand(p)):
            holders.append(p)
    if holders != [x.me]:
        return
    mine = [c for c in x.hand() if x.color(c) == color]
    values = {x.age(c) for c in mine}
    await x.return_cards(mine)
    for a in x.available_achievements():
        if x.age(a) in values:
            await x.achieve(a)


# ------------------------------------------------------------------ Ark of the Covenant
@R.effect("Ark of the Covenant", "Return a card from your hand. Score every card of its colour on "
          "the boards of all players without a top Artifact.")
async def ark_of_the_covenant(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is None or not await x.return_card(card):
        return
    color = x.color(card)
    for p in x.players():
        if any(x.c(t).set == "artifacts" for t in x.tops(p)):
            continue
        for c in reversed(x.pile(color, p)):
            await x.score_card(c)


@R.effect("Ark of the Covenant", "If Ark of the Covenant is a top card on any board, transfer it "
          "to your hand.")
async def ark_of_the_covenant_back(x: Ctx) -> None:
    if x.is_top(x.card):
        await x.transfer(x.card, "hand")


# ------------------------------------------------------------------ Tale of the Shipwrecked Sailor
@R.effect("Tale of the Shipwrecked Sailor", "Choose a colour. Draw a 1. Meld a card of the chosen "
          "colour from your hand. If you do, splay that colour left, and junk an available "
          "achievement of the melded card's value.")
async def shipwrecked_sailor(x: Ctx) -> None:
    color = await x.choose_color(range(5), prompt="Choose a colour")
    await x.draw(x.v(1))
    if color is None:
        return
    card = await x.choose_card([c for c in x.hand() if x.color(c) == color],
                               prompt="Meld a card of the chosen colour from your hand")
    if card is None or not await x.meld(card):
        return
    await x.splay(color, LEFT)
    value = x.age(card)
    found = [a for a in x.available_achievements() if x.age(a) == value]
    picked = await x.choose_card(found, prompt=f"Junk an available achievement of value {value}")
    if picked is not None:
        await x.junk(picked)
