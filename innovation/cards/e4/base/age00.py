"""4th edition base, age 0: the age-0 deck. Its cards are out of play unless a card
introduces the deck (Figures: Bear Grylls; expansions-rules §9.4 item 11)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import LEFT, MEAT, NONE
from ._reg import BASE4 as R


async def reveal_all(x: Ctx, cards: list[int], p: int | None = None) -> None:
    for card in cards:
        await x.reveal(card, p)


def meat_count(x: Ctx, card: int) -> int:
    """How many meat icons the card prints."""
    return x.c(card).icons.count(MEAT)


# ------------------------------------------------------------------ Curing
@R.effect("Curing", "Score another top card with a meat on your board. If you don't, you lose.")
async def curing(x: Ctx) -> None:
    options = [c for c in x.tops() if c != x.card and x.has(c, MEAT)]
    card = await x.choose_card(options, prompt="Score another top card with a meat")
    if card is None or not await x.score_card(card):
        await x.lose()


@R.effect("Curing", "You may exchange all cards in your hand with all the highest cards in an "
          "opponent's score pile.")
async def curing_2(x: Ctx) -> None:
    # Ruling: any opponent may be chosen, even one with an empty score pile
    p = await x.choose_player(x.opponents(), optional=True,
                              prompt="You may exchange your hand with an opponent's highest "
                                     "scored cards")
    if p is not None:
        await x.exchange(x.hand(), ("hand", x.me), x.highest_of(x.score_pile(p)), ("score", p))


# ------------------------------------------------------------------ First Aid
@R.effect("First Aid", "Return a top card from your board. Draw a 0. Reveal your hand. If exactly "
          "one card in your hand has the returned card's colour, meld it. Otherwise, you lose.")
async def first_aid(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Return a top card")
    # Ruling: with no card returned (an empty board, or a karma kept it) there is no colour
    # to match: you lose
    color = x.color(card) if card is not None and await x.return_card(card) else None
    await x.draw(x.v(0))
    await reveal_all(x, x.hand())
    same = [c for c in x.hand() if color is not None and x.color(c) == color]
    if len(same) == 1:
        await x.meld(same[0])
    else:
        await x.lose()


# ------------------------------------------------------------------ Fire
@R.demand("Fire", "I demand you reveal a card from your hand whose colour is not on my board or "
          "whose value is above 0! If you don't, you lose!")
async def fire_demand(x: Ctx) -> None:
    mine = x.colors(x.owner)
    options = [c for c in x.hand() if x.color(c) not in mine or x.age(c) > 0]
    card = await x.choose_card(options, prompt="Reveal a card of a colour not on their board, "
                                               "or above 0")
    if card is None:
        await x.lose()
        return
    await x.reveal(card)


@R.effect("Fire", "Meld a card from your hand of a colour on your board. If you don't, you lose.")
async def fire(x: Ctx) -> None:
    colors = x.colors()
    card = await x.choose_card([c for c in x.hand() if x.color(c) in colors],
                               prompt="Meld a card of a colour on your board")
    if card is None or not await x.meld(card):
        await x.lose()


# ------------------------------------------------------------------ Fishing
@R.effect("Fishing", "Draw and meld a 0. Reveal every hand and transfer every revealed card of "
          "the drawn card's colour to your hand; if you drew or transferred Fresh Water, draw a "
          "1. If three cards in your hand share a colour, draw a 2.")
async def fishing(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(0))
    if card is None:
        return
    color = x.color(card)
    fresh = x.named("Fresh Water")
    got = card == fresh
    for p in x.players():
        await reveal_all(x, x.hand(p), p)
    for p in x.players():
        if p == x.me:
            continue  # your own revealed cards are already in your hand
        for c in [c for c in x.hand(p) if x.color(c) == color]:
            if await x.transfer(c, "hand") and c == fresh:
                got = True
    if got:
        await x.draw(x.v(1))
    hand = x.hand()
    # Ruling: "three cards of any one colour" means three or more
    if any(sum(1 for c in hand if x.color(c) == k) >= 3 for k in range(5)):
        await x.draw(x.v(2))


# ------------------------------------------------------------------ Foraging
@R.effect("Foraging", "Draw a 0. If it shows no meat, you may reveal it, score it, and draw a 0.")
async def foraging(x: Ctx) -> None:
    card = await x.draw(x.v(0))
    if card is None or x.has(card, MEAT):
        return
    if await x.may(f"Reveal and score {x.c(card).name}, then draw a 0?"):
        await x.reveal(card)
        await x.score_card(card)
        await x.draw(x.v(0))


# ------------------------------------------------------------------ Fresh Water
@R.effect("Fresh Water", "Splay an unsplayed colour on your board left. If you don't, you lose.")
async def fresh_water(x: Ctx) -> None:
    colors = [c for c in x.colors() if x.splay_of(c) == NONE and x.can_splay(c, LEFT)]
    color = await x.choose_color(colors, prompt="Splay an unsplayed colour left")
    if color is None or not await x.splay(color, LEFT):
        await x.lose()


# ------------------------------------------------------------------ Hunting
@R.demand("Hunting", "I demand you draw and reveal two 0s! Move the one I choose to my board!")
async def hunting_demand(x: Ctx) -> None:
    drawn = [await x.draw_and_reveal(x.v(0)) for _ in range(2)]
    hand = x.hand()
    card = await x.choose_card([c for c in drawn if c in hand], player=x.owner,
                               prompt="Choose the card moved to your board")
    if card is not None:
        await x.transfer(card, "board", x.owner)


# ------------------------------------------------------------------ Knots
@R.effect("Knots", "Reveal a card from your score pile of a colour on your board. If you do, "
          "draw a 1.")
async def knots(x: Ctx) -> None:
    colors = x.colors()
    card = await x.choose_card([c for c in x.score_pile() if x.color(c) in colors],
                               prompt="Reveal a scored card of a colour on your board")
    if card is not None:
        await x.reveal(card)
        await x.draw(x.v(1))


# ------------------------------------------------------------------ Shelter
@R.demand("Shelter", "I demand you score a card from your hand! If your score pile then holds "
          "fewer cards than mine, you lose!")
async def shelter_demand(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)
    if len(x.score_pile()) < len(x.score_pile(x.owner)):
        await x.lose()


# ------------------------------------------------------------------ Skinning
@R.effect("Skinning", "Score a card with a meat from your board. If you do, meld a card from "
          "your hand for each meat on the scored card.")
async def skinning(x: Ctx) -> None:
    # Ruling: "a card on your board" is one of your top cards (Skinning itself may be it)
    card = await x.choose_card([c for c in x.tops() if x.has(c, MEAT)],
                               prompt="Score a top card with a meat")
    if card is None or not await x.score_card(card):
        return
    for _ in range(meat_count(x, card)):
        melded = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
        if melded is None:
            return
        await x.meld(melded)


# ------------------------------------------------------------------ Speak with Bird
@R.effect("Speak with Bird", "If five of your top cards have value 0, you win.")
async def speak_with_bird(x: Ctx) -> None:
    if sum(1 for c in x.tops() if x.age(c) == 0) >= 5:
        await x.win()


# ------------------------------------------------------------------ Stone Knives
@R.demand("Stone Knives", "I demand you draw, reveal and return a 0! Move your top card of the "
          "revealed card's colour to my board!")
async def stone_knives_demand(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(0))
    if card is None:
        return
    color = x.color(card)
    await x.return_card(card)
    top = x.top(color)
    if top is not None:
        await x.transfer(top, "board", x.owner)


@R.effect("Stone Knives", "If Skinning is one of your top cards, draw a 1.")
async def stone_knives(x: Ctx) -> None:
    if x.named("Skinning") in x.tops():
        await x.draw(x.v(1))


# ------------------------------------------------------------------ Tanning
@R.effect("Tanning", "Score two cards from your hand.")
async def tanning(x: Ctx) -> None:
    n = min(2, len(x.hand()))
    for card in await x.choose_cards(x.hand(), n, n, "Score two cards from your hand"):
        await x.score_card(card)


@R.effect("Tanning", "Move a card from your score pile to another player's board. If you do, "
          "meld that player's bottom card of the moved card's colour.")
async def tanning_2(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Move a scored card to another board")
    others = [p for p in x.players() if p != x.me]
    if card is None or not others:
        return
    p = await x.choose_player(others, prompt="Whose board gets the card?")
    if p is None or not await x.transfer(card, "board", p):
        return
    bottom = x.bottom(x.color(card), p)
    if bottom is not None:
        await x.meld(bottom)


# ------------------------------------------------------------------ Tracking
# Ruling: the data's "Draw to 0" is read as "Draw two 0s" (a typo: "one of them" follows)
@R.effect("Tracking", "Draw two 0s. Return one of them.")
async def tracking(x: Ctx) -> None:
    drawn = [await x.draw(x.v(0)) for _ in range(2)]
    hand = x.hand()
    card = await x.choose_card([c for c in drawn if c in hand], prompt="Return one of them")
    if card is not None:
        await x.return_card(card)


# ------------------------------------------------------------------ Trapping
@R.demand("Trapping", "I demand you reveal your hand and every card in my score pile! Move every "
          "card in your hand of a colour among my scored cards to my hand!")
async def trapping_demand(x: Ctx) -> None:
    await reveal_all(x, x.hand())
    await reveal_all(x, x.score_pile(x.owner), x.owner)
    colors = {x.color(c) for c in x.score_pile(x.owner)}
    for card in [c for c in x.hand() if x.color(c) in colors]:
        await x.transfer(card, "hand", x.owner)
