"""4th edition base, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, FACTORY, GREEN, LEAF, UP
from ._reg import BASE4 as R


@R.effect("Robotics", "Score your top green card.")
async def robotics(x: Ctx) -> None:
    card = x.top(GREEN)
    if card is not None:
        await x.score_card(card)


@R.effect("Robotics", "Draw and meld a 10; if it shows a factory or a clock, self-execute it.")
async def robotics_2(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(10))
    if x.has(card, FACTORY) or x.has(card, CLOCK):
        await x.self_execute(card)


@R.effect("Miniaturization", "Return a card from your hand. A returned 10 makes you draw a 10 per "
          "distinct value in your score pile; a returned 11 junks the whole 11 deck.")
async def miniaturization(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is None:
        return
    await x.return_card(card)
    if x.age(card) == 10:
        for _ in {x.age(c) for c in x.score_pile()}:
            await x.draw(x.v(10))
    elif x.age(card) == 11:
        await x.junk_deck(x.v(11))


@R.effect("A.I.", "Draw and score a 10.")
async def ai(x: Ctx) -> None:
    await x.draw_and_score(x.v(10))


@R.effect("A.I.", "If Robotics and Software are both top cards (on any boards), the single player "
          "with the lowest score wins.")
async def ai_2(x: Ctx) -> None:
    # Ruling: the two cards may be top cards on different boards.
    tops = x.all_top_cards()
    if x.named("Robotics") in tops and x.named("Software") in tops:
        winner = x.single_player_with({p: x.score(p) for p in x.players()}, most=False)
        if winner is not None:
            await x.win(winner)


@R.effect("The Internet", "You may splay your green pile up.")
async def the_internet(x: Ctx) -> None:
    await x.may_splay([GREEN], UP)


@R.effect("The Internet", "Draw and score a 10.")
async def the_internet_2(x: Ctx) -> None:
    await x.draw_and_score(x.v(10))


@R.effect("The Internet", "Draw and meld two 10s.")
async def the_internet_3(x: Ctx) -> None:
    await x.draw_and_meld(x.v(10))
    await x.draw_and_meld(x.v(10))


@R.effect("Stem Cells", "You may score your whole hand.")
async def stem_cells(x: Ctx) -> None:
    if x.hand() and await x.may("Score every card in your hand?"):
        for card in x.hand():
            await x.score_card(card)


@R.effect("Stem Cells", "Draw an 11.")
async def stem_cells_2(x: Ctx) -> None:
    await x.draw(x.v(11))


@R.demand("Globalization", "I demand you return one of your top cards that shows a leaf!")
async def globalization_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.has(c, LEAF)],
                               prompt="Return a top card with a leaf")
    if card is not None:
        await x.return_card(card)


@R.effect("Globalization", "Draw and meld an 11. Then, if no board shows more leaves than "
          "factories, the single player with the most points wins.")
async def globalization(x: Ctx) -> None:
    await x.draw_and_meld(x.v(11))
    players = x.players()
    if all(x.icons(LEAF, p) <= x.icons(FACTORY, p) for p in players):
        winner = x.single_player_with({p: x.score(p) for p in players})
        if winner is not None:
            await x.win(winner)


@R.demand("Databases", "I demand you return as many cards from your score pile as the value of "
          "your highest achievement!")
async def databases_demand(x: Ctx) -> None:
    # Ruling: special achievements have no value (0), so only standard ones set the count.
    n = x.max_age(x.achievements())
    if n <= 0:
        return
    cards = await x.choose_cards(x.score_pile(), n, n, f"Return {x.count_of(n)} from your score pile")
    await x.return_cards(cards)


@R.effect("Self Service", "If you have at least twice as many achievements as every opponent, "
          "you win.")
async def self_service(x: Ctx) -> None:
    mine = len(x.achievements())
    # Ruling: twice nothing is nothing, so at least one achievement is needed (0 vs 0 is no win).
    if mine > 0 and all(mine >= 2 * len(x.achievements(p)) for p in x.opponents()):
        await x.win()


@R.effect("Self Service", "Self-execute one of your other top cards (not Self Service).")
async def self_service_2(x: Ctx) -> None:
    me = x.named("Self Service")
    card = await x.choose_card([c for c in x.tops() if c != me], prompt="Self-execute a top card")
    if card is not None:
        await x.self_execute(card)


@R.effect("Software", "Draw and score a 10.")
async def software(x: Ctx) -> None:
    await x.draw_and_score(x.v(10))


@R.effect("Software", "Draw and meld two 9s, then self-execute the second one.")
async def software_2(x: Ctx) -> None:
    await x.draw_and_meld(x.v(9))
    second = await x.draw_and_meld(x.v(9))
    await x.self_execute(second)


@R.effect("Bioengineering", "Score a top card showing a leaf from any board.")
async def bioengineering(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, LEAF)],
                               prompt="Score a top card with a leaf")
    if card is not None:
        await x.score_card(card)


@R.effect("Bioengineering", "If some player has fewer than two leaves on their board, the single "
          "player with the most leaves wins.")
async def bioengineering_2(x: Ctx) -> None:
    players = x.players()
    leaves = {p: x.icons(LEAF, p) for p in players}
    if any(v < 2 for v in leaves.values()):
        winner = x.single_player_with(leaves)
        if winner is not None:
            await x.win(winner)
