"""4th edition The Unseen, age 3."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, COLORS, GREEN, LEFT, LIGHTBULB, NONE, PURPLE, RED, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Knights Templar
@R.demand("Knights Templar", "I demand you unsplay a splayed colour on your board! If you do, "
          "transfer your top card of that colour to my score pile!")
async def knights_templar_demand(x: Ctx) -> None:
    color = await x.choose_color([c for c in range(5) if x.splay_of(c) != NONE],
                                 prompt="Unsplay a splayed colour")
    if color is not None and await x.unsplay(color):
        top = x.top(color)
        if top is not None:
            await x.transfer(top, "score", x.owner)


@R.effect("Knights Templar", "You may splay your red or green cards left.")
async def knights_templar(x: Ctx) -> None:
    await x.may_splay([RED, GREEN], LEFT)


# ------------------------------------------------------------------ Secret Police
@R.demand("Secret Police", "I demand you tuck a card from your hand, then return your top card "
          "of its colour! If you do, repeat this effect! Otherwise, draw a 3!")
async def secret_police_demand(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
        if card is None or not await x.tuck(card):
            await x.draw(x.v(3))
            return
        top = x.top(x.color(card))
        if top is None or not await x.return_card(top):
            await x.draw(x.v(3))
            return


@R.effect("Secret Police", "You may tuck any number of cards of any one colour from your hand.")
async def secret_police(x: Ctx) -> None:
    def one_colour(picked: list[int]) -> str | None:
        return None if len({x.color(c) for c in picked}) <= 1 else "cards of one colour only"

    hand = x.hand()
    picked = await x.choose_cards(hand, 0, len(hand), prompt="You may tuck any number of cards "
                                  "of one colour", check=one_colour)
    await x.tuck_cards(picked)


# ------------------------------------------------------------------ Secretum Secretorum
@R.effect("Secretum Secretorum", "Return five cards from your hand and/or score pile. Draw two "
          "cards of value equal to the number of different colours you return. Meld one of the "
          "drawn cards and score the other.")
async def secretum_secretorum(x: Ctx) -> None:
    pool = x.hand() + x.score_pile()
    picked = await x.choose_cards(pool, 5, 5, prompt="Return five cards from your hand and/or "
                                  "score pile")
    await x.return_cards(picked)
    value = len({x.color(c) for c in picked})
    drawn = [c for c in [await x.draw(value), await x.draw(value)] if c is not None]
    melded = await x.choose_card(drawn, prompt="Meld one of the drawn cards (the other is scored)")
    if melded is None:
        return
    await x.meld(melded)
    for card in drawn:
        if card != melded and x.in_hand(card):
            await x.score_card(card)


# ------------------------------------------------------------------ Cliffhanger
@R.effect("Cliffhanger", "Reveal a 4 in your safe. If it is green, tuck it; purple, meld it; "
          "red, achieve it regardless of eligibility; yellow, score it; blue, draw a 5. "
          "Otherwise, safeguard the top card of the 4 deck.")
async def cliffhanger(x: Ctx) -> None:
    secret = await x.choose_hidden([c for c in x.secrets() if x.age(c) == 4],
                                   prompt="Reveal a 4 in your safe")
    if secret is None:
        deck = x.deck(4)
        if deck:
            await x.safeguard(deck[-1])
        return
    # Ruling (U4-T4): an effect that looks at a secret reveals it
    await x.reveal(secret)
    color = x.color(secret)
    if color == GREEN:
        await x.tuck(secret)
    elif color == PURPLE:
        await x.meld(secret)
    elif color == RED:
        await x.achieve(secret)
    elif color == YELLOW:
        await x.score_card(secret)
    elif color == BLUE:
        await x.draw(x.v(5))


# ------------------------------------------------------------------ Red Envelope
@R.effect("Red Envelope", "Choose a value of which you have exactly two or three cards in your "
          "hand and score pile together. Transfer those cards to the score pile of the player on "
          "your right.")
async def red_envelope(x: Ctx) -> None:
    cards = x.hand() + x.score_pile()
    counts = {v: sum(1 for c in cards if x.age(c) == v) for v in {x.age(c) for c in cards}}
    value = await x.choose_value(sorted(v for v, n in counts.items() if n in (2, 3)))
    if value is None:
        return
    right = x.players()[-2] if len(x.players()) > 1 else x.me
    for card in [c for c in cards if x.age(c) == value]:
        await x.transfer(card, "score", right)


@R.effect("Red Envelope", "You may score exactly two or three cards from your hand.")
async def red_envelope_score(x: Ctx) -> None:
    def two_or_three(picked: list[int]) -> str | None:
        return None if len(picked) in (0, 2, 3) else "exactly two or three cards"

    hand = x.hand()
    if len(hand) < 2:
        return
    for card in await x.choose_cards(hand, 0, 3, prompt="You may score exactly two or three "
                                     "cards from your hand", check=two_or_three):
        await x.score_card(card)


# ------------------------------------------------------------------ Masquerade
@R.effect("Masquerade", "Safeguard an available achievement of value equal to the number of "
          "cards in your hand. If you do, return all cards of that value from your hand. If you "
          "return a 4, claim the Anonymity achievement.")
async def masquerade(x: Ctx) -> None:
    value = len(x.hand())
    if await x.safeguard_available(value) is None:
        return
    back = [c for c in x.hand() if x.age(c) == value]
    await x.return_cards(back)
    if value == 4 and back:
        await x.claim_special("Anonymity")


@R.effect("Masquerade", "You may splay your purple cards left.")
async def masquerade_splay(x: Ctx) -> None:
    await x.may_splay([PURPLE], LEFT)


# ------------------------------------------------------------------ Freemasons
@R.effect("Freemasons", "For each colour, you may tuck a card of that colour from your hand. If "
          "you tuck any yellow or expansion cards, draw two 3.")
async def freemasons(x: Ctx) -> None:
    def one_each(picked: list[int]) -> str | None:
        return None if len({x.color(c) for c in picked}) == len(picked) else \
            "at most one card of each colour"

    picked = await x.choose_cards(x.hand(), 0, 5, prompt="You may tuck a card of each colour",
                                  check=one_each)
    tucked = [c for c in picked if await x.tuck(c)]
    if any(x.color(c) == YELLOW or x.is_expansion(c) for c in tucked):
        await x.draw(x.v(3))
        await x.draw(x.v(3))


@R.effect("Freemasons", "You may splay your yellow or blue cards left.")
async def freemasons_splay(x: Ctx) -> None:
    await x.may_splay([YELLOW, BLUE], LEFT)


# ------------------------------------------------------------------ Smuggling
@R.demand("Smuggling", "I demand you transfer a card of the value of your top yellow card and a "
          "card of the value of my top yellow card from your score pile to my score pile!")
async def smuggling_demand(x: Ctx) -> None:
    for who in (x.me, x.owner):
        top = x.top(YELLOW, who)
        if top is None:
            continue
        value = x.age(top)
        card = await x.choose_card([c for c in x.score_pile() if x.age(c) == value],
                                   prompt=f"Transfer a {value} from your score pile")
        if card is not None:
            await x.transfer(card, "score", x.owner)


# ------------------------------------------------------------------ Taqiyya
@R.effect("Taqiyya", "Choose a colour. Transfer all cards of that colour on your board into your "
          "hand.")
async def taqiyya(x: Ctx) -> None:
    color = await x.choose_color(range(5), prompt="Choose a colour to take back into your hand")
    if color is None:
        return
    for card in reversed(x.pile(color)):
        await x.transfer(card, "hand")


@R.effect("Taqiyya", "Draw and meld a 3. If the melded card is a bottom card on your board, score "
          "it and any number of cards of its colour from your hand.")
async def taqiyya_meld(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(3))
    if card is None or x.bottom(x.color(card)) != card:
        return
    await x.score_card(card)
    same = [c for c in x.hand() if x.color(c) == x.color(card)]
    for other in await x.choose_cards(same, 0, len(same), prompt=f"You may score any number of "
                                      f"{COLORS[x.color(card)]} cards from your hand"):
        await x.score_card(other)


# ------------------------------------------------------------------ Brethren of Purity
@R.effect("Brethren of Purity", "Draw and meld a 3, or a card of value one higher than the last "
          "card melded due to Brethren of Purity during this action. If you meld it over a card "
          "with a lightbulb, repeat this effect.")
async def brethren_of_purity(x: Ctx) -> None:
    while True:
        last = x.memo.get("Brethren of Purity")
        values = sorted({3} | ({x.age(last) + 1} if last is not None else set()))
        value = await x.choose_value(values, prompt="Draw and meld a card of which value?")
        if value is None:
            return
        card = await x.draw_and_meld(value)
        if card is None:
            return
        x.memo["Brethren of Purity"] = card
        pile = x.pile(x.color(card))
        # Ruling: a karma may have met the meld with something else: then the card is not on
        # top, maybe not on the board at all, and nothing is repeated
        if not (pile and pile[-1] == card and len(pile) >= 2 and x.has(pile[-2], LIGHTBULB)):
            return
