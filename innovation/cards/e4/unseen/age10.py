"""4th edition The Unseen, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....effects.unseen_more import extreme_secrets, safeguard_an_available
from ....model.cards import BLUE, CLOCK, GREEN, PURPLE, RED, UP, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Fight Club
@R.demand("Fight Club", "I demand you transfer one of your secrets to my achievements!")
async def fight_club_demand(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), prompt="Transfer one of your secrets to "
                                   f"{x.g.name(x.owner)}'s achievements")
    if secret is not None:
        await x.transfer(secret, "achievements", x.owner)


@R.effect("Fight Club", "You may splay your yellow cards up.")
async def fight_club(x: Ctx) -> None:
    await x.may_splay([YELLOW], UP)


# ------------------------------------------------------------------ Whatchamacallit
@R.effect("Whatchamacallit", "For each value in ascending order: if no top card on your board and "
          "no card in your score pile has that value, draw and score a card of that value.")
async def whatchamacallit(x: Ctx) -> None:
    g = x.g
    for value in range(1, g.rules.max_age + 1):
        # the table is read again for each value: a card scored for a lower value counts
        if any(g.value(c) == value for c in x.tops() + x.score_pile()):
            continue
        await x.draw_and_score(value)


# ------------------------------------------------------------------ Inhomogeneous Cosmology
@R.effect("Inhomogeneous Cosmology", "You may put a top card of your board on top of its deck. "
          "You may meld a card from your hand. If you did either, repeat this effect.")
async def inhomogeneous_cosmology(x: Ctx) -> None:
    while True:
        did = False
        top = await x.choose_card(x.tops(), optional=True, prompt="You may put a top card of your "
                                  "board on top of its deck")
        if top is not None and await x.topdeck(top):
            did = True
        card = await x.choose_card(x.hand(), optional=True, prompt="You may meld a card from "
                                   "your hand")
        if card is not None and await x.meld(card):
            did = True
        if not did:
            return


@R.effect("Inhomogeneous Cosmology", "Draw an 11 for each colour not on your board.")
async def inhomogeneous_cosmology_draw(x: Ctx) -> None:
    for _ in range(5 - len(x.colors())):
        await x.draw(x.v(11))


# ------------------------------------------------------------------ Secret Santa
@R.demand("Secret Santa", "I demand you meld a card from my score pile!")
async def secret_santa_demand(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(x.owner), prompt=f"Meld a card from "
                               f"{x.g.name(x.owner)}'s score pile")
    if card is not None:
        await x.meld(card)


@R.effect("Secret Santa", "Draw and score three 10s.")
async def secret_santa(x: Ctx) -> None:
    for _ in range(3):
        await x.draw_and_score(x.v(10))


# ------------------------------------------------------------------ Cryptocurrency
@R.effect("Cryptocurrency", "Return all cards from your score pile. Draw and score a 10 for each "
          "different value among the returned cards.")
async def cryptocurrency(x: Ctx) -> None:
    cards = x.score_pile()
    values = {x.g.value(c) for c in cards}
    await x.return_cards(cards)
    for _ in values:
        await x.draw_and_score(x.v(10))


@R.effect("Cryptocurrency", "You may splay your red cards up.")
async def cryptocurrency_splay(x: Ctx) -> None:
    await x.may_splay([RED], UP)


# ------------------------------------------------------------------ 3D Printing
@R.effect("3D Printing", "Return a top or bottom card of your board. Achieve one of your secrets "
          "of the returned card's value, eligible or not, then safeguard an available standard "
          "achievement. If you do, repeat this effect.")
async def three_d_printing(x: Ctx) -> None:
    # Ruling: "if you do" reads the last verb, the safeguard; it ends when nothing can be
    # safeguarded (the safe full, or no standard achievement left)
    while True:
        ends = list(dict.fromkeys(c for color in x.colors()
                                  for c in (x.top(color), x.bottom(color)) if c is not None))
        card = await x.choose_card(ends, prompt="Return a top or bottom card of your board")
        if card is not None and await x.return_card(card):
            value = x.g.value(card)
            secret = await x.choose_hidden([s for s in x.secrets() if x.g.value(s) == value],
                                           prompt=f"Achieve one of your secrets of value {value}")
            if secret is not None:
                await x.achieve(secret)
        if await safeguard_an_available(x) is None:
            return


# ------------------------------------------------------------------ Ride-Hailing
@R.effect("Ride-Hailing", "You may splay your green cards up.")
async def ride_hailing_splay(x: Ctx) -> None:
    await x.may_splay([GREEN], UP)


@R.effect("Ride-Hailing", "Meld a top non-yellow card with a clock from another player's board. "
          "If you do, self-execute it. If you don't, draw an 11.")
async def ride_hailing(x: Ctx) -> None:
    options = [c for p in x.players() if p != x.me for c in x.tops(p)
               if x.color(c) != YELLOW and x.has(c, CLOCK)]
    card = await x.choose_card(options, prompt="Meld a top non-yellow card with a clock from "
                               "another player's board")
    if card is not None and await x.meld(card):
        await x.self_execute(card)
    else:
        await x.draw(x.v(11))


# ------------------------------------------------------------------ Denver Airport
@R.effect("Denver Airport", "You may achieve one of your secrets, eligible or not.")
async def denver_airport(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), optional=True,
                                   prompt="You may achieve one of your secrets")
    if secret is not None:
        await x.achieve(secret)


@R.effect("Denver Airport", "You may splay your purple cards up.")
async def denver_airport_splay(x: Ctx) -> None:
    await x.may_splay([PURPLE], UP)


# ------------------------------------------------------------------ Hacking
@R.demand("Hacking", "I demand you transfer your two highest secrets to my safe! Transfer the "
          "two highest cards of your score pile to my score pile! Meld the two lowest cards of "
          "your score pile!")
async def hacking_demand(x: Ctx) -> None:
    for secret in await extreme_secrets(x, x.secrets(), 2, "Transfer your highest secrets"):
        await x.transfer(secret, "safe", x.owner)  # a full safe keeps it here (U4-T5)
    for card in await x.choose_extreme(x.score_pile(), 2, "Transfer your highest scored cards"):
        await x.transfer(card, "score", x.owner)
    low = await x.choose_extreme(x.score_pile(), 2, "Meld your lowest scored cards", highest=False)
    await x.meld_cards(low)


# ------------------------------------------------------------------ Order of the Occult Hand
@R.effect("Order of the Occult Hand", "If you have a 3 in your score pile, you lose.")
async def order_of_the_occult_hand_lose(x: Ctx) -> None:
    if any(x.g.value(c) == 3 for c in x.score_pile()):
        await x.lose()


@R.effect("Order of the Occult Hand", "If you have a 7 in your hand, you win.")
async def order_of_the_occult_hand_win(x: Ctx) -> None:
    if any(x.g.value(c) == 7 for c in x.hand()):
        await x.win()


@R.effect("Order of the Occult Hand", "Meld two cards from your hand. Score four cards from your "
          "hand. Splay your blue cards up.")
async def order_of_the_occult_hand(x: Ctx) -> None:
    await x.meld_cards(await x.choose_cards(x.hand(), 2, 2, prompt="Meld two cards from your hand"))
    for card in await x.choose_cards(x.hand(), 4, 4, prompt="Score four cards from your hand"):
        await x.score_card(card)
    await x.splay(BLUE, UP)
