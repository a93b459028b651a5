"""4th edition The Unseen, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, COLORS, CROWN, GREEN, LEAF, LEFT, LIGHTBULB, PURPLE, RED, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Padlock
@R.demand("Padlock", "I demand you transfer one of your secrets to the available achievements!")
async def padlock_demand(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), prompt="Put one of your secrets among the "
                                   "available achievements")
    if secret is not None:
        await x.to_available(secret)
        x.memo["Padlock"] = True


@R.effect("Padlock", "If no card was transferred due to the demand, you may score up to three "
          "cards of different values from your hand.")
async def padlock(x: Ctx) -> None:
    if x.memo.get("Padlock"):
        return

    def different(picked: list[int]) -> str | None:
        return None if len({x.age(c) for c in picked}) == len(picked) else "different values only"

    for card in await x.choose_cards(x.hand(), 0, 3, prompt="You may score up to three cards of "
                                     "different values", check=different):
        await x.score_card(card)


# ------------------------------------------------------------------ Password
@R.effect("Password", "Draw and reveal a 2. You may safeguard another card of its colour from "
          "your hand. If you do, score the drawn card. Otherwise, return all cards from your "
          "hand but the drawn card.")
async def password(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(2))
    if drawn is None:
        return
    same = [c for c in x.hand() if c != drawn and x.color(c) == x.color(drawn)]
    card = await x.choose_card(same, optional=True, prompt="You may safeguard a card of the "
                               "drawn card's colour")
    if card is not None and await x.safeguard(card):
        await x.score_card(drawn)
    else:
        await x.return_cards([c for c in x.hand() if c != drawn])


# ------------------------------------------------------------------ Astrology
@R.effect("Astrology", "You may splay left the colour of which you have the most cards on your "
          "board.")
async def astrology(x: Ctx) -> None:
    sizes = [len(x.pile(c)) for c in range(5)]
    most = [c for c in range(5) if sizes[c] and sizes[c] == max(sizes)]
    await x.may_splay(most, LEFT)


@R.effect("Astrology", "Draw and meld a card of value equal to the number of visible purple "
          "cards on your board. If the melded card has no crown, tuck it.")
async def astrology_meld(x: Ctx) -> None:
    card = await x.draw_and_meld(x.visible_count(PURPLE))
    if card is not None and not x.has(card, CROWN) and x.is_top(card):
        await x.tuck(card)


# ------------------------------------------------------------------ Fingerprints
@R.effect("Fingerprints", "You may splay your red or yellow cards left.")
async def fingerprints(x: Ctx) -> None:
    await x.may_splay([RED, YELLOW], LEFT)


@R.effect("Fingerprints", "Safeguard an available achievement of value equal to the number of "
          "splayed colours on your board. Transfer a card of that value from your hand to any "
          "board.")
async def fingerprints_safeguard(x: Ctx) -> None:
    value = sum(1 for c in range(5) if x.splay_of(c))
    await x.safeguard_available(value)
    card = await x.choose_card([c for c in x.hand() if x.age(c) == value],
                               prompt=f"Transfer a {value} from your hand to any board")
    if card is None:
        return
    whom = await x.choose_player(x.players(), prompt="Transfer it to whose board?")
    if whom is not None:
        await x.transfer(card, "board", whom)


# ------------------------------------------------------------------ Exile
@R.demand("Exile", "I demand you return a top card without a leaf from your board! Return all "
          "cards of the returned card's value from your score pile!")
async def exile_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if not x.has(c, LEAF)],
                               prompt="Return a top card without a leaf")
    if card is None or not await x.return_card(card):
        return
    returned = 1 + await x.return_cards([c for c in x.score_pile() if x.age(c) == x.age(card)])
    x.memo["Exile"] = x.memo.get("Exile", 0) + returned


@R.effect("Exile", "If exactly one card was returned due to the demand, return Exile if it is a "
          "top card on any board, and draw a 3.")
async def exile(x: Ctx) -> None:
    if x.memo.get("Exile", 0) != 1:
        return
    if x.is_top(x.card):
        await x.return_card(x.card)
    await x.draw(x.v(3))


# ------------------------------------------------------------------ Meteorology
@R.effect("Meteorology", "Draw and reveal a 3. If it has a leaf, score it. Otherwise, if it has a "
          "crown, return it and draw two 3. Otherwise, tuck it.")
async def meteorology(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(3))
    if card is None:
        return
    if x.has(card, LEAF):
        await x.score_card(card)
    elif x.has(card, CROWN):
        await x.return_card(card)
        await x.draw(x.v(3))
        await x.draw(x.v(3))
    else:
        await x.tuck(card)


@R.effect("Meteorology", "If you have no castle, claim the Zen achievement.")
async def meteorology_zen(x: Ctx) -> None:
    if x.icons(CASTLE) == 0:
        await x.claim_special("Zen")


# ------------------------------------------------------------------ Cipher
@R.effect("Cipher", "Return all cards from your hand. If you return at least two, draw a card of "
          "value one higher than the highest value you return.")
async def cipher(x: Ctx) -> None:
    hand = x.hand()
    if await x.return_cards(hand) >= 2:
        await x.draw(x.max_age(hand) + 1)


@R.effect("Cipher", "Draw a 2. You may splay your blue cards left.")
async def cipher_draw(x: Ctx) -> None:
    await x.draw(x.v(2))
    await x.may_splay([BLUE], LEFT)


# ------------------------------------------------------------------ Counterfeiting
@R.effect("Counterfeiting", "Score a top card from your board of a value not in your score pile. "
          "If you do, repeat this effect.")
async def counterfeiting(x: Ctx) -> None:
    while True:
        values = {x.age(c) for c in x.score_pile()}
        card = await x.choose_card([c for c in x.tops() if x.age(c) not in values],
                                   prompt="Score a top card of a value not in your score pile")
        if card is None or not await x.score_card(card):
            return


@R.effect("Counterfeiting", "You may splay your green or purple cards left.")
async def counterfeiting_splay(x: Ctx) -> None:
    await x.may_splay([GREEN, PURPLE], LEFT)


# ------------------------------------------------------------------ Steganography
@R.effect("Steganography", "You may splay left a colour on your board with a lightbulb. If you "
          "do, safeguard an available achievement of value equal to the number of cards of that "
          "colour on your board. Otherwise, draw and tuck a 3.")
async def steganography(x: Ctx) -> None:
    options = [c for c in range(5) if x.pile_icons(c, LIGHTBULB) and x.can_splay(c, LEFT)]
    color = await x.choose_color(options, optional=True, prompt="You may splay left a colour "
                                 "with a lightbulb")
    if color is not None and await x.splay(color, LEFT):
        await x.safeguard_available(len(x.pile(color)))
    else:
        await x.draw_and_tuck(x.v(3))


# ------------------------------------------------------------------ Propaganda
@R.demand("Propaganda", "I demand you meld a card of the colour of my choice from your hand! If "
          "you do, transfer the card beneath it to my board!")
async def propaganda_demand(x: Ctx) -> None:
    color = await x.choose_color(range(5), player=x.owner,
                                 prompt=f"Choose the colour {x.g.name(x.me)} must meld")
    if color is None:
        return
    card = await x.choose_card([c for c in x.hand() if x.color(c) == color],
                               prompt=f"Meld a {COLORS[color]} card from your hand")
    if card is None or not await x.meld(card):
        return
    pile = x.pile(color)
    if len(pile) >= 2 and pile[-1] == card:
        await x.transfer(pile[-2], "board", x.owner)


@R.effect("Propaganda", "Meld a card from your hand.")
async def propaganda(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)
