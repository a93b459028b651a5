"""4th edition base, age 3."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, CROWN, GREEN, LEAF, LEFT, LIGHTBULB, PURPLE, RED, YELLOW
from ._reg import BASE4 as R


async def exchange(x: Ctx, mine: list[int], my_zone: str, theirs: list[int], their_zone: str) -> None:
    """Swap `mine` (x.me's) with `theirs` (the demanding player's); either side may be empty."""
    await x.exchange(mine, (my_zone, x.me), theirs, (their_zone, x.owner))


@R.effect("Optics", "Draw and meld a 3. If it shows a crown, draw and score a 4; if not, give a card "
          "from your score pile to the score pile of an opponent who has fewer points than you.")
async def optics(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(3))
    if x.has(card, CROWN):
        await x.draw_and_score(x.v(4))
        return
    poorer = [q for q in x.opponents() if x.score(q) < x.score()]
    if not poorer or not x.score_pile():
        return
    to = await x.choose_player(poorer, prompt="Give a scored card to which opponent?")
    card = await x.choose_card(x.score_pile(), prompt="Give which card from your score pile?")
    if to is not None and card is not None:
        await x.transfer(card, "score", to)


@R.demand("Engineering", "I demand you move every top card with a castle from your board to my "
          "score pile!")
async def engineering_demand(x: Ctx) -> None:
    # Ruling: one card per colour (the rulebook reads "a top card with a castle of each
    # colour"): cards uncovered by the transfers are not taken.
    for card in [c for c in x.tops() if x.has(c, CASTLE)]:
        await x.transfer(card, "score", x.owner)


@R.effect("Engineering", "You may splay your red cards left.")
async def engineering(x: Ctx) -> None:
    await x.may_splay([RED], LEFT)


@R.effect("Translation", "You may meld every card of your score pile; melding one means melding "
          "them all.")
async def translation(x: Ctx) -> None:
    if x.score_pile() and await x.may("Meld your whole score pile?"):
        await x.meld_cards(x.score_pile())


@R.effect("Translation", "If every one of your top cards shows a crown, claim the World achievement.")
async def translation_2(x: Ctx) -> None:
    tops = x.tops()
    # Ruling: an empty board does not qualify ("each top card" needs at least one).
    if tops and all(x.has(c, CROWN) for c in tops):
        await x.claim_special("World")


@R.effect("Alchemy", "Draw and reveal a 4 for each colour on your board showing a castle. If any "
          "card drawn this way is red, return every card in your hand.")
async def alchemy(x: Ctx) -> None:
    # Ruling (rulebook text, RULEBOOK-OVERRIDES.md): the value is 4 and the icon a castle; a
    # colour counts when its pile shows a castle, splayed cards included.
    n = sum(1 for col in x.colors() if x.pile_icons(col, CASTLE) > 0)
    drawn = [await x.draw_and_reveal(x.v(4)) for _ in range(n)]
    if any(x.color(c) == RED for c in drawn):
        await x.return_cards(x.hand())


@R.effect("Alchemy", "Meld a card from your hand, then score a card from your hand.")
async def alchemy_2(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)


@R.effect("Paper", "You may splay your green or blue cards left.")
async def paper(x: Ctx) -> None:
    await x.may_splay([GREEN, BLUE], LEFT)


@R.effect("Paper", "Score one of your top cards showing a lightbulb. If you do, draw a 4 for each "
          "colour you have splayed left.")
async def paper_2(x: Ctx) -> None:
    # Ruling (rulebook text, RULEBOOK-OVERRIDES.md): the icon lost from the rulebook's text
    # is the featured lightbulb; splays are counted after the scoring.
    card = await x.choose_card([c for c in x.tops() if x.has(c, LIGHTBULB)],
                               prompt="Score a top card with a lightbulb")
    if card is None:
        return
    await x.score_card(card)
    for _ in [c for c in range(5) if x.splay_of(c) == LEFT]:
        await x.draw(x.v(4))


@R.demand("Compass", "I demand you move a non-green top card with a leaf from your board to my "
          "board, and then meld a top card without a leaf from my board!")
async def compass_demand(x: Ctx) -> None:
    await compass_swap(x, x.meld, "Meld a top card without a leaf from their board")


async def compass_swap(x: Ctx, take: Callable[[int], Awaitable[object]], prompt: str) -> None:
    """Compass (both editions): give a non-green top card with a leaf, then `take` one of
    the demanding player's leafless top cards (meld it, or move it over)."""
    card = await x.choose_card([c for c in x.tops() if x.color(c) != GREEN and x.has(c, LEAF)],
                               prompt="Give a non-green top card with a leaf")
    if card is not None:
        await x.transfer(card, "board", x.owner)
    # Ruling: the second part is not conditional on the first ("and then", not "if you do").
    card = await x.choose_card([c for c in x.tops(x.owner) if not x.has(c, LEAF)], prompt=prompt)
    if card is not None:
        await take(card)


@R.effect("Education", "You may return the highest card of your score pile. If you do, draw a card "
          "two higher than the highest card left in your score pile.")
async def education(x: Ctx) -> None:
    card = await x.choose_card(x.highest_of(x.score_pile()), optional=True,
                               prompt="Return your highest scored card?")
    if card is None:
        return
    await x.return_card(card)
    # an empty score pile has value 0: draw a 2
    await x.draw(x.max_age(x.score_pile()) + 2)


@R.demand("Feudalism", "I demand you move a card with a castle from your hand to my hand! If you "
          "do, unsplay your cards of its colour!")
async def feudalism_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has(c, CASTLE)],
                               prompt="Give a card with a castle")
    if card is not None:
        await x.transfer(card, "hand", x.owner)
        await x.unsplay(x.color(card))


@R.effect("Feudalism", "You may splay your yellow or purple cards left.")
async def feudalism(x: Ctx) -> None:
    await x.may_splay([YELLOW, PURPLE], LEFT)


@R.demand("Machinery", "I demand you swap your whole hand for all the highest cards in my hand!")
async def machinery_demand(x: Ctx) -> None:
    await exchange(x, x.hand(), "hand", x.highest_of(x.hand(x.owner)), "hand")


@R.effect("Machinery", "Score a card with a castle from your hand.")
async def machinery(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.has(c, CASTLE)],
                               prompt="Score a card with a castle")
    if card is not None:
        await x.score_card(card)


@R.effect("Machinery", "You may splay your red cards left.")
async def machinery_2(x: Ctx) -> None:
    await x.may_splay([RED], LEFT)


@R.demand("Medicine", "I demand you swap the highest card of your score pile for the lowest card "
          "of mine!")
async def medicine_demand(x: Ctx) -> None:
    mine = await x.choose_card(x.highest_of(x.score_pile()), prompt="Give your highest scored card")
    # Ties are broken by the player carrying out the effect (4th-edition rulebook), here the
    # demand's victim, even among the demanding player's unseen cards. Ruling (issue 9): the
    # 3rd edition, silent on this, the same.
    theirs = await x.choose_card(x.lowest_of(x.score_pile(x.owner)),
                                 prompt="Take the lowest card of their score pile")
    await exchange(x, [mine] if mine is not None else [], "score",
             [theirs] if theirs is not None else [], "score")


@R.effect("Medicine", "Junk an available achievement of value 3 or 4.")
async def medicine(x: Ctx) -> None:
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) in (3, 4)],
                               prompt="Junk an achievement")
    if card is not None:
        await x.junk(card)
