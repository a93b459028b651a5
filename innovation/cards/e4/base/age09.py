"""4th edition base, age 9."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, GREEN, LEAF, PURPLE, RED, UP, YELLOW
from ._reg import BASE4 as R


@R.demand("Composites", "I demand you move every card but one from your hand into my hand, and "
          "also move the highest card of your score pile into my score pile!")
async def composites_demand(x: Ctx) -> None:
    hand = x.hand()
    if len(hand) > 1:
        keep = await x.choose_card(hand, prompt="Choose the one card you keep")
        for card in hand:
            if card != keep:
                await x.transfer(card, "hand", x.owner)
    card = await x.choose_card(x.highest_of(x.score_pile()), prompt="Give your highest scored card")
    if card is not None:
        await x.transfer(card, "score", x.owner)


@R.demand("Fission", "I demand you draw and reveal a 10! If it is red, every card any player has "
          "outside their achievements is junked, and this Dogma action ends!")
async def fission_demand(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(10))
    if card is None or x.color(card) != RED:  # (None: a karma met the draw)
        return
    for p in x.players():
        for c in [*x.hand(p), *x.score_pile(p), *x.board_cards(p)]:
            await x.junk(c)
    x.end_dogma()


@R.effect("Fission", "Return any top card but Fission from any board, then draw a 10.")
async def fission(x: Ctx) -> None:
    fission_id = x.named("Fission")
    options = [c for c in x.all_top_cards() if c != fission_id]
    card = await x.choose_card(options, prompt="Return a top card from any board")
    if card is not None:
        await x.return_card(card)
    await x.draw(x.v(10))


@R.demand("Services", "I demand you move every card of the value I pick from your score pile into "
          "my hand! If any moved, then move a top card of mine that has no leaf into your hand.")
async def services_demand(x: Ctx) -> None:
    if not x.score_pile():
        return
    # Ruling: any possible value (1 to 11) may be named, even one absent from the score pile.
    value = await x.choose_value(range(1, 12), prompt="Name a value", player=x.owner)
    moved = [c for c in x.score_pile() if x.age(c) == value]
    for card in moved:
        await x.transfer(card, "hand", x.owner)
    if moved:
        await take_leafless_top(x)


async def take_leafless_top(x: Ctx) -> None:
    """Services (both editions): take one of the demanding player's leafless top cards."""
    # Ruling: the demanded player ("you") picks which leafless top card they take.
    options = [c for c in x.tops(x.owner) if not x.has(c, LEAF)]
    card = await x.choose_card(options, prompt="Take a top card without a leaf")
    if card is not None:
        await x.transfer(card, "hand")


@R.effect("Specialization", "Reveal a card in your hand; take each opponent's top card of its "
          "colour into your hand.")
async def specialization(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Reveal a card from your hand")
    if card is None:
        return
    await x.reveal(card)
    color = x.color(card)
    for p in x.opponents():
        top = x.top(color, p)
        if top is not None:
            await x.transfer(top, "hand")


@R.effect("Specialization", "You may splay your yellow or your blue pile up.")
async def specialization_2(x: Ctx) -> None:
    await x.may_splay([YELLOW, BLUE], UP)


@R.effect("Satellites", "Return your whole hand, then draw three 8s.")
async def satellites(x: Ctx) -> None:
    await x.return_cards(x.hand())
    for _ in range(3):
        await x.draw(x.v(8))


@R.effect("Satellites", "You may splay your purple pile up.")
async def satellites_2(x: Ctx) -> None:
    await x.may_splay([PURPLE], UP)


@R.effect("Satellites", "Meld a card from your hand, then self-execute it.")
async def satellites_3(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card to self-execute")
    if card is not None:
        await x.meld(card)
        await x.self_execute(card)


@R.demand("Collaboration", "I demand you draw two 9s and reveal them! I pick one to move onto my "
          "board, and you meld the other!")
async def collaboration_demand(x: Ctx) -> None:
    drawn = [await x.draw_and_reveal(x.v(9)), await x.draw_and_reveal(x.v(9))]
    mine = await x.choose_card(drawn, prompt="Pick the card that comes to your board", player=x.owner)
    if mine is not None:
        await x.transfer(mine, "board", x.owner)
    for card in drawn:
        if card != mine:
            await x.meld(card)


@R.effect("Collaboration", "If your green pile holds ten or more cards, you win.")
async def collaboration(x: Ctx) -> None:
    if len(x.pile(GREEN)) >= 10:
        await x.win()


@R.effect("Suburbia", "You may tuck as many cards from your hand as you like; draw and score a 1 "
          "per card tucked.")
async def suburbia(x: Ctx) -> None:
    hand = x.hand()
    cards = await x.choose_cards(hand, 0, len(hand), "Tuck any number of cards")
    await x.tuck_cards(cards)
    for _ in cards:
        await x.draw_and_score(x.v(1))


@R.effect("Suburbia", "You may junk the whole 9 deck.")
async def suburbia_2(x: Ctx) -> None:
    if x.deck(9) and await x.may("Junk every card of the 9 deck?"):
        await x.junk_deck(x.v(9))


@R.effect("Ecology", "You may return a card from your hand; if you do, score a card from your "
          "hand and draw two 10s.")
async def ecology(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="Return a card?")
    if card is None:
        return
    await x.return_card(card)
    scored = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if scored is not None:
        await x.score_card(scored)
    await x.draw(x.v(10))
    await x.draw(x.v(10))


@R.effect("Ecology", "You may junk the whole 10 deck.")
async def ecology_2(x: Ctx) -> None:
    if x.deck(10) and await x.may("Junk every card of the 10 deck?"):
        await x.junk_deck(x.v(10))


@R.effect("Genetics", "Draw and meld an 11, then score every card under it.")
async def genetics(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(11))
    for below in reversed(x.pile(x.color(card))[:-1]):
        await x.score_card(below)


@R.effect("Computers", "You may splay your red or your green pile up.")
async def computers(x: Ctx) -> None:
    await x.may_splay([RED, GREEN], UP)


@R.effect("Computers", "Draw and meld a 10, then self-execute it.")
async def computers_2(x: Ctx) -> None:
    card = await x.draw_and_meld(x.v(10))
    await x.self_execute(card)
