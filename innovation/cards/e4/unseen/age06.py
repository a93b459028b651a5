"""4th edition The Unseen, age 6."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import COLORS, FACTORY, LEAF, LEFT, NONE, RED, RIGHT, SPLAYS, UP
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Sabotage
@R.demand("Sabotage", "I demand you draw a 6! Reveal the cards in your hand! Return the card of my "
          "choice from your hand! Tuck your top card and all cards from your score pile of the "
          "same colour as the returned card!")
async def sabotage_demand(x: Ctx) -> None:
    await x.draw(x.v(6))
    for card in x.hand():
        await x.reveal(card)
    card = await x.choose_card(x.hand(), player=x.owner,
                               prompt=f"Choose the card {x.g.name(x.me)} returns")
    if card is None or not await x.return_card(card):
        return
    color = x.color(card)
    top = x.top(color)
    cards = ([top] if top is not None else []) + [c for c in x.score_pile() if x.color(c) == color]
    await x.tuck_cards(cards)


# ------------------------------------------------------------------ Red Herring
@R.effect("Red Herring", "Splay your red cards left, right, or up.")
async def red_herring_splay(x: Ctx) -> None:
    if not x.can_splay(RED, LEFT):
        return
    way = await x.choose_option(["left", "right", "up"], prompt="Splay your red cards left, "
                                "right or up?")
    if way is not None:
        await x.splay(RED, SPLAYS.index(way))


@R.effect("Red Herring", "Draw and tuck a 6. If the colour on your board of the card you tuck is "
          "splayed in the same direction as your red cards, splay that colour up. Otherwise, "
          "unsplay that colour.")
async def red_herring(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(6))
    if card is None:
        return
    color = x.color(card)
    # Ruling: two unsplayed piles are not "splayed in the same direction"
    if x.splay_of(RED) != NONE and x.splay_of(color) == x.splay_of(RED):
        await x.splay(color, UP)
    else:
        await x.unsplay(color)


# ------------------------------------------------------------------ Reconnaissance
@R.demand("Reconnaissance", "I demand you reveal your hand!")
async def reconnaissance_demand(x: Ctx) -> None:
    for card in x.hand():
        await x.reveal(card)


@R.effect("Reconnaissance", "Draw and reveal three 6. Return two of the drawn cards. You may splay "
          "the colour of the card not returned right.")
async def reconnaissance(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(x.v(6)) for _ in range(3)] if c is not None]
    drawn = [c for c in drawn if x.in_hand(c)]
    back = await x.choose_cards(drawn, min(2, len(drawn)), 2, prompt="Return two of the drawn cards")
    await x.return_cards(back)
    kept = [c for c in drawn if c not in back]
    if kept:
        await x.may_splay([x.color(kept[0])], RIGHT)


# ------------------------------------------------------------------ Sniping
@R.demand("Sniping", "I demand you unsplay the colour on your board of my choice! Meld your bottom "
          "card of that colour! Transfer your bottom non-top card of that colour to my board!")
async def sniping_demand(x: Ctx) -> None:
    color = await x.choose_color(x.colors(), player=x.owner,
                                 prompt=f"Choose a colour on {x.g.name(x.me)}'s board")
    if color is None:
        return
    await x.unsplay(color)
    bottom = x.bottom(color)
    if bottom is not None:
        await x.meld(bottom)
    pile = x.pile(color)
    if len(pile) >= 2:
        await x.transfer(pile[0], "board", x.owner)  # the pile lists bottom first


# ------------------------------------------------------------------ Hiking
@R.effect("Hiking", "Draw and reveal a 6. If the top card on your board of the drawn card's colour "
          "has a factory, tuck the drawn card and draw and reveal a 7. If the second drawn card "
          "has a leaf, meld it and draw an 8.")
async def hiking(x: Ctx) -> None:
    first = await x.draw_and_reveal(x.v(6))
    if first is None or not x.has(x.top(x.color(first)), FACTORY):
        return
    await x.tuck(first)
    second = await x.draw_and_reveal(x.v(7))
    if second is not None and x.has(second, LEAF):
        await x.meld(second)
        await x.draw(x.v(8))


# ------------------------------------------------------------------ Illuminati
@R.effect("Illuminati", "Reveal a card in your hand. Splay the card's colour on your board right. "
          "Safeguard the top card on your board of that colour. Safeguard an available achievement "
          "of value one higher than the secret.")
async def illuminati(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal a card in your hand")
    if card is None:
        return
    await x.reveal(card)
    color = x.color(card)
    await x.splay(color, RIGHT)
    top = x.top(color)
    if top is not None and await x.safeguard(top):
        await x.safeguard_available(x.age(top) + 1)


# ------------------------------------------------------------------ Attic
@R.effect("Attic", "You may score or safeguard a card from your hand.")
async def attic_keep(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may score or safeguard a card "
                               "from your hand")
    if card is None:
        return
    if await x.choose_option(["score", "safeguard"], prompt="Score it or safeguard it?") == "safeguard":
        await x.safeguard(card)
    else:
        await x.score_card(card)


@R.effect("Attic", "Return a card from your score pile.")
async def attic_return(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is not None:
        await x.return_card(card)


@R.effect("Attic", "Draw and score a card of value equal to a card in your score pile.")
async def attic(x: Ctx) -> None:
    value = await x.choose_value(sorted({x.age(c) for c in x.score_pile()}),
                                 prompt="Draw and score a card of which value?")
    if value is not None:
        await x.draw_and_score(value)


# ------------------------------------------------------------------ Swiss Bank Account
@R.effect("Swiss Bank Account", "Safeguard an available achievement of value equal to the number of "
          "cards in your score pile. If you do, score all cards in your hand of its value.")
async def swiss_bank_account(x: Ctx) -> None:
    value = len(x.score_pile())
    if await x.safeguard_available(value) is None:
        return
    for card in [c for c in x.hand() if x.age(c) == value]:
        await x.score_card(card)


@R.effect("Swiss Bank Account", "Draw a 6 for each secret in your safe.")
async def swiss_bank_account_draw(x: Ctx) -> None:
    for _ in range(len(x.secrets())):
        await x.draw(x.v(6))


# ------------------------------------------------------------------ Placebo
@R.effect("Placebo", "Return a top card on your board, then you may repeat as many times as you "
          "want with the same colour. Draw a 7 for each card you return. If you return exactly one "
          "7, draw an 8.")
async def placebo(x: Ctx) -> None:
    top = await x.choose_card(x.tops(), prompt="Return a top card on your board")
    if top is None:
        return
    color = x.color(top)
    returned: list[int] = []
    while top is not None and await x.return_card(top):
        returned.append(top)
        top = x.top(color)
        if top is None or not await x.may(f"Return your top {COLORS[color]} card too?"):
            break
    for _ in returned:
        await x.draw(x.v(7))
    if sum(1 for c in returned if x.age(c) == 7) == 1:
        await x.draw(x.v(8))


# ------------------------------------------------------------------ Triad
@R.effect("Triad", "If you have at least three cards in your hand, return a card from your hand and "
          "splay the colour of the returned card right, tuck a card from your hand, and score a "
          "card from your hand.")
async def triad(x: Ctx) -> None:
    if len(x.hand()) < 3:
        return
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand (its colour is "
                               "splayed right)")
    if card is not None and await x.return_card(card):
        await x.splay(x.color(card), RIGHT)
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is not None:
        await x.tuck(card)
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)
