"""4th edition The Unseen, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, COLORS, GREEN, LEFT, N_ICONS, PURPLE, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Assassination
@R.demand("Assassination", "I demand you draw and reveal a 1. If it has a castle, transfer it "
          "and the top card on your board of its colour to my score pile!")
async def assassination_demand(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(1))
    if card is None or not x.has(card, CASTLE):
        return
    await x.transfer(card, "score", x.owner)
    top = x.top(x.color(card))
    if top is not None:
        await x.transfer(top, "score", x.owner)


@R.effect("Assassination", "If no player has a top green card, claim the Confidence achievement.")
async def assassination(x: Ctx) -> None:
    if all(x.top(GREEN, p) is None for p in x.players()):
        await x.claim_special("Confidence")


# ------------------------------------------------------------------ Maze
@R.demand("Maze", "I demand you score a card of matching colour from your hand for each card in "
          "my hand. If you don't, and I have a card in my hand, exchange all cards in your hand "
          "with all cards in my score pile!")
async def maze_demand(x: Ctx) -> None:
    # Ruling: one card scored per card in the demanding player's hand, each of its colour;
    # "if you don't": a card of the hand found no match
    failed = False
    for mine in x.hand(x.owner):
        match = [c for c in x.hand() if x.color(c) == x.color(mine)]
        card = await x.choose_card(match, prompt=f"Score a {COLORS[x.color(mine)]} card from "
                                   "your hand")
        if card is None or not await x.score_card(card):
            failed = True
    if failed and x.hand(x.owner):
        await x.exchange(x.hand(), ("hand", x.me), x.score_pile(x.owner), ("score", x.owner))


# ------------------------------------------------------------------ Pilgrimage
@R.effect("Pilgrimage", "You may return a 1 from your hand. If you do, safeguard an available "
          "achievement of its value, then repeat this effect one value higher.")
async def pilgrimage(x: Ctx) -> None:
    value = 1
    while True:
        card = await x.choose_card([c for c in x.hand() if x.age(c) == value], optional=True,
                                   prompt=f"You may return a {value} from your hand")
        if card is None or not await x.return_card(card):
            return
        await x.safeguard_available(value)
        value += 1


@R.effect("Pilgrimage", "You may junk all cards in the 1 deck.")
async def pilgrimage_junk(x: Ctx) -> None:
    if x.deck(1) and await x.may("Junk all cards in the 1 deck?"):
        await x.junk_deck(x.v(1))


# ------------------------------------------------------------------ Handshake
@R.demand("Handshake", "I demand you transfer all cards from my hand to your hand! Choose two "
          "colours of cards in your hand! Transfer all cards in your hand of those colours to "
          "my hand!")
async def handshake_demand(x: Ctx) -> None:
    for card in x.hand(x.owner):
        await x.transfer(card, "hand")
    present = sorted({x.color(c) for c in x.hand()})
    colors = await x.choose_colors(present, 2, prompt="Choose two colours of cards in your hand")
    for card in [c for c in x.hand() if x.color(c) in colors]:
        await x.transfer(card, "hand", x.owner)


# ------------------------------------------------------------------ Tomb
@R.effect("Tomb", "Safeguard an available achievement of value one plus the number of "
          "achievements you have.")
async def tomb(x: Ctx) -> None:
    await x.safeguard_available(1 + x.g.achievement_count(x.me))


@R.effect("Tomb", "You may transfer the lowest available achievement to your hand. If you do, "
          "return all yellow cards and all blue cards on your board.")
async def tomb_transfer(x: Ctx) -> None:
    lowest = x.lowest_of(x.available_achievements())
    card = await x.choose_hidden(lowest, optional=True, prompt="You may transfer the lowest "
                                 "available achievement to your hand")
    if card is None or not await x.transfer(card, "hand"):
        return
    await x.return_cards([c for color in (YELLOW, BLUE) for c in reversed(x.pile(color))])


# ------------------------------------------------------------------ Woodworking
@R.effect("Woodworking", "Draw and meld a 2. If the melded card is a bottom card on your board, "
          "score it.")
async def woodworking(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(2))
    if card is not None and x.bottom(x.color(card)) == card:
        await x.score_card(card)


# ------------------------------------------------------------------ Dance
@R.effect("Dance", "Transfer a top card with a castle from your board to the board of any other "
          "player. If you do, meld the lowest top card without a castle from that player's board.")
async def dance(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.has(c, CASTLE)],
                               prompt="Transfer a top card with a castle to another board")
    if card is None:
        return
    other = await x.choose_player([p for p in x.players() if p != x.me],
                                  prompt="Transfer it to whose board?")
    if other is None or not await x.transfer(card, "board", other):
        return
    lowest = x.lowest_of([c for c in x.tops(other) if not x.has(c, CASTLE)])
    melded = await x.choose_card(lowest, prompt="Meld the lowest top card without a castle")
    if melded is not None:
        await x.meld(melded)


# ------------------------------------------------------------------ Rumor
@R.effect("Rumor", "Return a card from your score pile. If you do, draw a card of value one "
          "higher than the card you returned.")
async def rumor(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is not None and await x.return_card(card):
        await x.draw(x.age(card) + 1)


@R.effect("Rumor", "Transfer a card from your hand to the hand of the player on your left.")
async def rumor_transfer(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Transfer a card to the hand of the player on "
                               "your left")
    if card is not None:
        await x.transfer(card, "hand", x.players()[0])


# ------------------------------------------------------------------ Silk
@R.effect("Silk", "Meld a card from your hand.")
async def silk(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)


@R.effect("Silk", "You may score a card from your hand of each colour on your board.")
async def silk_score(x: Ctx) -> None:
    colors = x.colors()
    options = [c for c in x.hand() if x.color(c) in colors]

    def one_each(picked: list[int]) -> str | None:
        return None if len({x.color(c) for c in picked}) == len(picked) else \
            "at most one card of each colour"

    for card in await x.choose_cards(options, 0, len(colors), prompt="You may score a card "
                                     "from your hand of each colour on your board",
                                     check=one_each):
        await x.score_card(card)


# ------------------------------------------------------------------ Espionage
@R.demand("Espionage", "I demand you reveal a card in your hand. If you do, and I have no card "
          "in my hand of its colour, transfer it to my hand, then repeat this effect!")
async def espionage_demand(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.hand(), prompt="Reveal a card in your hand")
        if card is None:
            return
        await x.reveal(card)
        if any(x.color(c) == x.color(card) for c in x.hand(x.owner)):
            return
        if not await x.transfer(card, "hand", x.owner):
            return


# ------------------------------------------------------------------ Palmistry
@R.effect("Palmistry", "Draw and meld a 1.")
async def palmistry(x: Ctx) -> None:
    await x.draw_and_meld(x.v(1))


@R.effect("Palmistry", "Return two cards from your hand. If you do, draw and score a 2.")
async def palmistry_return(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 2, 2, prompt="Return two cards from your hand")
    if await x.return_cards(cards) == 2:  # with one card in hand, it is returned, to no avail
        await x.draw_and_score(x.v(2))


# ------------------------------------------------------------------ Proverb
@R.effect("Proverb", "Draw, reveal and return a 1. If the returned card is yellow or purple, "
          "safeguard an available achievement of value equal to a card in your hand, then return "
          "all cards from your hand. Otherwise, draw two 1.")
async def proverb(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(1))
    if card is None:
        return
    await x.return_card(card)
    if x.color(card) in (YELLOW, PURPLE):
        values = {x.age(c) for c in x.hand()}
        options = [c for c in x.available_achievements() if x.age(c) in values]
        choice = await x.choose_hidden(options, prompt="Safeguard an available achievement of "
                                       "value equal to a card in your hand")
        if choice is not None:
            await x.safeguard(choice)
        await x.return_cards(x.hand())
    else:
        await x.draw(x.v(1))
        await x.draw(x.v(1))


# ------------------------------------------------------------------ Myth
@R.effect("Myth", "If you have two cards of the same colour in your hand, tuck them both. If "
          "you do, splay that colour left, and draw and safeguard a card of the value of your "
          "bottom card of that colour.")
async def myth(x: Ctx) -> None:
    hand = x.hand()
    colors = [c for c in range(5) if sum(1 for h in hand if x.color(h) == c) >= 2]
    color = await x.choose_color(colors, prompt="Tuck two cards of which colour?")
    if color is None:
        return
    pair = await x.choose_cards([c for c in hand if x.color(c) == color], 2, 2,
                                prompt="Tuck two cards of that colour")
    tucked = 0
    for card in await x.order_if_needed(pair, "Order the cards to tuck"):
        tucked += await x.tuck(card)
    if tucked < 2:
        return
    await x.splay(color, LEFT)
    bottom = x.bottom(color)
    if bottom is not None:
        await x.draw_and_safeguard(x.age(bottom))


# ------------------------------------------------------------------ Polytheism
def basic_icons(x: Ctx, cid: int) -> set[int]:
    return {i for i in x.c(cid).icons if 0 <= i < N_ICONS}


@R.effect("Polytheism", "Meld a card from your hand sharing no icon with any card melded by you "
          "during this action due to Polytheism. If you do, repeat this effect.")
async def polytheism(x: Ctx) -> None:
    melded: list[int] = x.memo.setdefault(("Polytheism", x.me), [])
    while True:
        used = set().union(*(basic_icons(x, c) for c in melded)) if melded else set()
        options = [c for c in x.hand() if not basic_icons(x, c) & used]
        card = await x.choose_card(options, prompt="Meld a card sharing no icon with the cards "
                                   "melded due to Polytheism")
        if card is None or not await x.meld(card):
            return
        melded.append(card)


@R.effect("Polytheism", "Draw and tuck a 1.")
async def polytheism_tuck(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(1))


# ------------------------------------------------------------------ Symbology
@R.effect("Symbology", "If you have at least four each of at least four icons on your board, "
          "draw a 4. Otherwise, if three of three, draw a 3. Otherwise, if two of two, draw a 2.")
async def symbology(x: Ctx) -> None:
    counts = x.g.icon_counts(x.me)
    for n in (4, 3, 2):
        if sum(1 for v in counts if v >= n) >= n:
            await x.draw(n)
            return
