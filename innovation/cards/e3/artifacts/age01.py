"""3rd edition Artifacts of History, age 1.

A card whose 3rd-edition text does what the 4th edition's does registers the 4th edition's
function under its own wording.
"""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, LEFT, PURPLE
from ....model.zones import BOARD
from ...e4.artifacts import age01 as e4
from ._reg import ARTIFACTS3 as R

# ------------------------------------------------------------------ Treaty of Kadesh
R.compel("Treaty of Kadesh", "I compel you to return every top card of your board with a demand "
         "effect!")(e4.treaty_of_kadesh_compel)
R.effect("Treaty of Kadesh", "Score a top non-blue card of your board with a demand effect.")(
    e4.treaty_of_kadesh)

# ------------------------------------------------------------------ Sibidu Needle
R.effect("Sibidu Needle", "Draw and reveal a 1. If you have a top card of its colour and value, "
         "score the drawn card and repeat this effect.")(e4.sibidu_needle)

# ------------------------------------------------------------------ Basur Hoyuk Tokens
R.effect("Basur Hoyuk Tokens", "Draw and reveal a 4. If your top card of its colour comes before "
         "it in the alphabet, return the drawn card and every card of your score pile.")(
    e4.basur_hoyuk_tokens)


# ------------------------------------------------------------------ Holmegaard Bows
@R.compel("Holmegaard Bows", "I compel you to transfer the highest top card with a castle of your "
          "board to my hand!")
async def holmegaard_bows(x: Ctx) -> None:
    castles = [c for c in x.tops() if x.has(c, CASTLE)]
    card = await x.choose_card(x.highest_of(castles), prompt="Transfer your highest top card "
                               "with a castle to the compelling player's hand")
    if card is not None:
        await x.transfer(card, "hand", x.owner)


R.effect("Holmegaard Bows", "Draw a 2.")(e4.holmegaard_bows_draw)


# ------------------------------------------------------------------ Papyrus of Ani
@R.effect("Papyrus of Ani", "Return a purple card from your hand. If you do, draw and reveal a "
          "card of any set two higher. If it is purple, meld it and execute its non-demand "
          "effects alone.")
async def papyrus_of_ani(x: Ctx) -> None:
    purple = [c for c in x.hand() if x.color(c) == PURPLE]
    card = await x.choose_card(purple, prompt="Return a purple card from your hand")
    if card is None or not await x.return_card(card):
        return
    chosen = await x.choose_option(x.sets_in_play(), prompt="Choose the set of the card to draw")
    drawn = await x.draw_from(chosen or "base", x.age(card) + 2)
    if drawn is None:
        return
    await x.reveal(drawn)
    if x.color(drawn) == PURPLE:
        await x.meld(drawn)
        await x.self_execute(drawn)


# ------------------------------------------------------------------ Pavlovian Tusk
R.effect("Pavlovian Tusk", "Draw three cards of your top green card's value. Return one of them "
         "and score another.")(e4.pavlovian_tusk)


# ------------------------------------------------------------------ Priest-King
@R.effect("Priest-King", "Score a card from your hand. If you have a top card of its colour, "
          "execute that top card's non-demand effects alone.")
async def priest_king(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is None:
        return
    await x.score_card(card)
    top = x.top(x.color(card))
    if top is not None:
        await x.self_execute(top)


@R.effect("Priest-King", "Claim an achievement, if eligible.")
async def priest_king_claim(x: Ctx) -> None:
    picked = await x.choose_card(x.claimable(), prompt="Claim an achievement you are eligible for")
    if picked is not None:
        await x.achieve(picked)


# ------------------------------------------------------------------ Electrum Stater of Efesos
R.effect("Electrum Stater of Efesos", "Draw and reveal a 3. If you have no top card of its "
         "colour, meld it and repeat this effect.")(e4.electrum_stater)


# ------------------------------------------------------------------ Jiskairumoko Necklace
@R.compel("Jiskairumoko Necklace", "I compel you to return a card from your score pile! If you "
          "do, transfer an achievement of its value from your achievements to mine!")
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


# ------------------------------------------------------------------ Dancing Girl
def _dancing_girl_trail(x: Ctx) -> dict:
    """Where Dancing Girl started this action and the boards it has been on (one record per
    Dogma action, shared by its effects)."""
    trail = x.memo.get("Dancing Girl")
    if trail is None:
        kind, owner, _ = x.g.loc[x.card]
        start = owner if kind == BOARD else -1
        trail = x.memo["Dancing Girl"] = {"start": start, "boards": {start} - {-1}}
    return trail


@R.compel("Dancing Girl", "I compel you to transfer Dancing Girl to your board!")
async def dancing_girl(x: Ctx) -> None:
    trail = _dancing_girl_trail(x)
    # Ruling (Q-09, A3-T7): on display it is immune to its own effect: the transfer does nothing
    if await x.transfer(x.card, "board"):
        trail["boards"].add(x.me)


@R.effect("Dancing Girl", "If Dancing Girl has been on every board during this action, and it "
          "started on your board, you win.")
async def dancing_girl_win(x: Ctx) -> None:
    trail = _dancing_girl_trail(x)
    everyone = set(x.players())
    if trail["start"] == x.me and everyone <= trail["boards"]:
        await x.win()


# ------------------------------------------------------------------ Lurgan Canoe
R.effect("Lurgan Canoe", "Meld a card from your hand. Score every other card of its colour from "
         "your board. If you scored at least one, repeat this effect.")(e4.lurgan_canoe)

# ------------------------------------------------------------------ Xianrendong Shards
R.effect("Xianrendong Shards", "Reveal three cards from your hand. Score two of them, then tuck "
         "the other. If both scored cards are of one colour, draw three 1s.")(e4.xianrendong_shards)


# ------------------------------------------------------------------ Mask of Warka
@R.effect("Mask of Warka", "Choose a colour. Every player reveals the cards of that colour in their "
          "hand. If you alone reveal any, return them and claim every achievement of their values, "
          "ignoring eligibility.")
async def mask_of_warka(x: Ctx) -> None:
    color = await x.choose_color(range(5), prompt="Choose a colour")
    if color is None:
        return
    holders = []
    for p in x.players():
        shown = [c for c in x.hand(p) if x.color(c) == color]
        for c in shown:
            await x.reveal(c, p)
        if shown:
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
@R.effect("Ark of the Covenant", "Return a card from your hand. Transfer every card of its colour "
          "from the boards of all players without a top Artifact to your score pile. If Ark of "
          "the Covenant is a top card on any board, transfer it to your hand.")
async def ark_of_the_covenant(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is not None and await x.return_card(card):
        color = x.color(card)
        for p in x.players():
            if any(x.is_artifact(t) for t in x.tops(p)):
                continue
            for c in reversed(x.pile(color, p)):  # from the top down
                await x.transfer(c, "score")
    if x.is_top(x.card):
        await x.transfer(x.card, "hand")


# ------------------------------------------------------------------ Tale of the Shipwrecked Sailor
@R.effect("Tale of the Shipwrecked Sailor", "Choose a colour. Draw a 1. Meld a card of the chosen "
          "colour from your hand. If you do, splay that colour left.")
async def shipwrecked_sailor(x: Ctx) -> None:
    color = await x.choose_color(range(5), prompt="Choose a colour")
    await x.draw(x.v(1))
    if color is None:
        return
    card = await x.choose_card([c for c in x.hand() if x.color(c) == color],
                               prompt="Meld a card of the chosen colour from your hand")
    if card is not None and await x.meld(card):
        await x.splay(color, LEFT)
