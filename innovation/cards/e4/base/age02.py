"""4th edition base, age 2."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from ....effects.context import Ctx
from ....model.cards import GREEN, LEAF, LEFT, RED
from ._reg import BASE4 as R


@R.effect("Road Building", "Meld one or two cards from your hand. If you melded two, you may move "
          "your top red card to another player's board; if you do, meld their top green card.")
async def road_building(x: Ctx) -> None:
    cards = await x.choose_cards(x.hand(), 1, 2, "Meld one or two cards")
    await x.meld_cards(cards)
    await trade_red_for_green(x, cards, x.meld)


async def trade_red_for_green(x: Ctx, melded: list[int],
                              take: Callable[[int], Awaitable[object]]) -> None:
    """Road Building (both editions): after melding two, you may give your top red card to
    another player; if you do, `take` their top green card (meld it, or move it over)."""
    red = x.top(RED)
    if len(melded) < 2 or red is None:
        return
    # Ruling: "another player" is any other player still in the game, teammates included.
    others = [p for p in x.players() if p != x.me]
    other = await x.choose_player(others, "Give your top red card to another player?", optional=True)
    if other is None:
        return
    await x.transfer(red, "board", other)
    green = x.top(GREEN, other)
    if green is not None:
        await take(green)


@R.demand("Construction", "I demand you give me two cards from your hand, then draw a 2!")
async def construction_demand(x: Ctx) -> None:
    for card in await x.choose_cards(x.hand(), 2, 2, "Give two cards"):
        await x.transfer(card, "hand", x.owner)
    await x.draw(x.v(2))


@R.effect("Construction", "If no other player has five top cards and you do, claim Empire.")
async def construction(x: Ctx) -> None:
    five = [p for p in x.players() if len(x.tops(p)) == 5]
    if five == [x.me]:
        await x.claim_special("Empire")


@R.effect("Calendar", "If your score pile holds more cards than your hand, draw two 3s.")
async def calendar(x: Ctx) -> None:
    if len(x.score_pile()) > len(x.hand()):
        await x.draw(x.v(3))
        await x.draw(x.v(3))


@R.effect("Mathematics", "You may return a card from your hand; if you do, draw and meld a card "
          "one higher than it.")
async def mathematics(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Return a card?")
    if card is not None:
        await x.return_card(card)
        await x.draw_and_meld(x.age(card) + 1)


@R.demand("Mapmaking", "I demand you move a 1 from your score pile to mine!")
async def mapmaking_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.score_pile() if x.age(c) == 1], prompt="Give a 1")
    # a karma may keep the card where it is (Florence Nightingale): then nothing moved
    if card is not None and await x.transfer(card, "score", x.owner):
        x.memo["transferred"] = True


# Ruling: the condition is about the demand as a whole, so a player sharing this effect also
# draws and scores when a vulnerable opponent gave a card.
@R.effect("Mapmaking", "If the demand moved any card, draw and score a 1.")
async def mapmaking(x: Ctx) -> None:
    if x.memo.get("transferred"):
        await x.draw_and_score(x.v(1))


@R.effect("Currency", "You may return any number of cards from your hand; if you do, draw and "
          "score a 2 for each different value among them.")
async def currency(x: Ctx) -> None:
    hand = x.hand()
    cards = await x.choose_cards(hand, 0, len(hand), "Return any number of cards")
    await x.return_cards(cards)
    for _ in {x.age(c) for c in cards}:
        await x.draw_and_score(x.v(2))


@R.effect("Philosophy", "You may splay one colour of yours left.")
async def philosophy(x: Ctx) -> None:
    await x.may_splay(range(5), LEFT)


@R.effect("Philosophy", "You may score a card from your hand.")
async def philosophy_2(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Score a card?")
    if card is not None:
        await x.score_card(card)


@R.demand("Monotheism", "I demand you move one of your top cards of a colour absent from my "
          "board to my score pile! If you do, draw and tuck a 1.")
async def monotheism_demand(x: Ctx) -> None:
    mine = set(x.colors(x.owner))
    card = await x.choose_card([c for c in x.tops() if x.color(c) not in mine],
                               prompt="Give a top card of a colour they lack")
    if card is not None:
        await x.transfer(card, "score", x.owner)
        await x.draw_and_tuck(x.v(1))


@R.effect("Monotheism", "Draw and tuck a 1.")
async def monotheism(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(1))


@R.effect("Fermenting", "Draw a 2 for each colour on your board that shows a leaf.")
async def fermenting(x: Ctx) -> None:
    for _ in [c for c in x.colors() if x.pile_icons(c, LEAF)]:
        await x.draw(x.v(2))


@R.effect("Canal Building", "You may either swap all the highest cards in your hand with all the "
          "highest cards in your score pile, or junk the whole 3 deck.")
async def canal_building(x: Ctx) -> None:
    hand, score = x.hand(), x.score_pile()
    # Only choices that would change something are offered.
    options = (["exchange"] if hand or score else []) + (["junk"] if x.deck(3) else [])
    choice = await x.choose_option(options, "Exchange your highest cards, or junk the 3 deck?",
                                   optional=True)
    if choice == "exchange":
        await x.exchange(x.highest_of(hand), ("hand", x.me), x.highest_of(score), ("score", x.me))
    elif choice == "junk":
        await x.junk_deck(x.v(3))
