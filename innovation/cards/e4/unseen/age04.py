"""4th edition The Unseen, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, COLORS, CROWN, GREEN, LEAF, LIGHTBULB, PURPLE, RED, RIGHT, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Ninja
@R.demand("Ninja", "I demand you return a card of the colour of my choice from your hand! If you "
          "do, transfer your top card of that colour to my board!")
async def ninja_demand(x: Ctx) -> None:
    color = await x.choose_color(range(5), player=x.owner,
                                 prompt=f"Choose the colour {x.g.name(x.me)} must return")
    if color is None:
        return
    card = await x.choose_card([c for c in x.hand() if x.color(c) == color],
                               prompt=f"Return a {COLORS[color]} card from your hand")
    if card is None or not await x.return_card(card):
        return
    top = x.top(color)
    if top is not None:
        await x.transfer(top, "board", x.owner)


@R.effect("Ninja", "You may splay your red cards right.")
async def ninja(x: Ctx) -> None:
    await x.may_splay([RED], RIGHT)


# ------------------------------------------------------------------ Heirloom
@R.effect("Heirloom", "Transfer one of your secrets to the available achievements and draw a card "
          "of value one higher than it. If you don't, safeguard an available achievement of the "
          "value of your top red card.")
async def heirloom(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), prompt="Put one of your secrets among the "
                                   "available achievements")
    if secret is not None:
        await x.to_available(secret)
        await x.draw(x.age(secret) + 1)
        return
    red = x.top(RED)
    if red is not None:
        await x.safeguard_available(x.age(red))


# ------------------------------------------------------------------ The Prophecies
@R.effect("The Prophecies", "Choose to either draw and safeguard a 4, or draw and reveal a card "
          "of value one higher than one of your secrets. If you reveal a red or purple card, meld "
          "one of your secrets. If you do, safeguard the drawn card.")
async def the_prophecies(x: Ctx) -> None:
    options = ["safeguard a 4"] + (["reveal one higher than a secret"] if x.secrets() else [])
    choice = await x.choose_option(options, prompt="Draw and safeguard a 4, or draw and reveal "
                                   "a card one higher than a secret?")
    if choice == "safeguard a 4":
        await x.draw_and_safeguard(x.v(4))
        return
    secret = await x.choose_hidden(x.secrets(), prompt="Draw one higher than which secret?")
    if secret is None:
        return
    drawn = await x.draw_and_reveal(x.age(secret) + 1)
    if drawn is None or x.color(drawn) not in (RED, PURPLE):
        return
    melded = await x.choose_hidden(x.secrets(), prompt="Meld one of your secrets")
    if melded is not None and await x.meld(melded) and x.in_hand(drawn):
        await x.safeguard(drawn)


# ------------------------------------------------------------------ Spanish Inquisition
@R.demand("Spanish Inquisition", "I demand you return all but the highest cards from your hand "
          "and all but the highest cards from your score pile!")
async def spanish_inquisition_demand(x: Ctx) -> None:
    for cards in (x.hand(), x.score_pile()):
        top = x.max_age(cards)
        await x.return_cards([c for c in cards if x.age(c) < top])


@R.effect("Spanish Inquisition", "If Spanish Inquisition is a top card on your board, return all "
          "red cards from your board.")
async def spanish_inquisition(x: Ctx) -> None:
    if x.is_top(x.card) and x.g.loc[x.card][1] == x.me:
        await x.return_cards(list(reversed(x.pile(RED))))


# ------------------------------------------------------------------ Confession
@R.effect("Confession", "Return each top card with a castle from your board. If you return none, "
          "meld a card from your score pile, then draw and score a 4.")
async def confession(x: Ctx) -> None:
    if await x.return_cards([c for c in x.tops() if x.has(c, CASTLE)]):
        return
    card = await x.choose_card(x.score_pile(), prompt="Meld a card from your score pile")
    if card is not None:
        await x.meld(card)
    await x.draw_and_score(x.v(4))


@R.effect("Confession", "Draw a 4 for each 4 in your score pile.")
async def confession_draw(x: Ctx) -> None:
    for _ in range(sum(1 for c in x.score_pile() if x.age(c) == 4)):
        await x.draw(x.v(4))


# ------------------------------------------------------------------ April Fool's Day
@R.effect("April Fool's Day", "Transfer a card from your hand or score pile to the board of the "
          "player on your right. If you don't, claim the Folklore achievement.")
async def april_fools_day(x: Ctx) -> None:
    right = x.players()[-2] if len(x.players()) > 1 else x.me
    card = await x.choose_card(x.hand() + x.score_pile(), prompt="Transfer a card from your hand "
                               "or score pile to the board of the player on your right")
    if card is None or not await x.transfer(card, "board", right):
        await x.claim_special("Folklore")


@R.effect("April Fool's Day", "Splay your yellow cards right and unsplay your purple cards, or "
          "the other way round.")
async def april_fools_day_splay(x: Ctx) -> None:
    way = await x.choose_option(["yellow right, purple unsplayed", "purple right, yellow unsplayed"],
                                prompt="Splay which colour right (the other is unsplayed)?")
    first, second = (YELLOW, PURPLE) if way != "purple right, yellow unsplayed" else (PURPLE, YELLOW)
    await x.splay(first, RIGHT)
    await x.unsplay(second)


# ------------------------------------------------------------------ El Dorado
@R.effect("El Dorado", "Draw and meld a 3, a 2 and a 1. If all three have a crown, score all cards "
          "in the 5 deck. If at least two have a crown, splay your green and blue cards right.")
async def el_dorado(x: Ctx) -> None:
    melded = [await x.draw_and_meld(v) for v in (3, 2, 1)]
    crowns = sum(1 for c in melded if x.has(c, CROWN))
    if crowns == 3:
        for card in x.deck(5)[::-1]:
            await x.score_card(card)
    if crowns >= 2:
        await x.splay(GREEN, RIGHT)
        await x.splay(BLUE, RIGHT)


# ------------------------------------------------------------------ Legend
@R.effect("Legend", "Choose a non-purple colour. Self-execute your top card of that colour. Score "
          "your top card of that colour. If you do, repeat this effect with the same colour while "
          "you have scored fewer than nine points due to Legend during this action.")
async def legend(x: Ctx) -> None:
    color = await x.choose_color([c for c in range(5) if c != PURPLE],
                                 prompt="Choose a non-purple colour")
    if color is None:
        return
    key = ("Legend", x.me)
    while True:
        top = x.top(color)
        if top is not None:
            await x.self_execute(top)
        top = x.top(color)
        if top is None or not await x.score_card(top):
            return
        x.memo[key] = x.memo.get(key, 0) + x.age(top)
        if x.memo[key] >= 9:
            return


# ------------------------------------------------------------------ Quackery
@R.effect("Quackery", "Choose to either score a card from your hand, or draw a 4.")
async def quackery(x: Ctx) -> None:
    options = (["score a card"] if x.hand() else []) + ["draw a 4"]
    if await x.choose_option(options, prompt="Score a card from your hand, or draw a 4?") == "draw a 4":
        await x.draw(x.v(4))
        return
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)


@R.effect("Quackery", "Reveal and return exactly two cards from your hand. If you do, draw a card "
          "of value equal to the number of leaves and lightbulbs on the returned cards.")
async def quackery_return(x: Ctx) -> None:
    if len(x.hand()) < 2:
        return
    cards = await x.choose_cards(x.hand(), 2, 2, prompt="Reveal and return two cards")
    for card in cards:
        await x.reveal(card)
    if await x.return_cards(cards) == 2:
        icons = [i for c in cards for i in x.c(c).icons]
        await x.draw(icons.count(LEAF) + icons.count(LIGHTBULB))


# ------------------------------------------------------------------ Blackmail
@R.demand("Blackmail", "I demand you reveal your hand! Meld a revealed card of my choice! Reveal "
          "your score pile! Self-execute a revealed card of my choice, with every 'may' of it "
          "read as 'must'!")
async def blackmail_demand(x: Ctx) -> None:
    hand = x.hand()
    for card in hand:
        await x.reveal(card)
    card = await x.choose_card(hand, player=x.owner,
                               prompt=f"Choose the card {x.g.name(x.me)} must meld")
    if card is not None:
        await x.meld(card)
    score = x.score_pile()
    for card in score:
        await x.reveal(card)
    # every card revealed due to this effect, wherever it is now (the melded one included)
    card = await x.choose_card(hand + score, player=x.owner,
                               prompt=f"Choose the card {x.g.name(x.me)} must self-execute, "
                                      "every 'may' a 'must'")
    if card is not None:
        await x.self_execute(card, must=True)
