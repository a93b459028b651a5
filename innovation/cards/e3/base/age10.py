"""3rd edition base, age 10."""
from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, FACTORY, GREEN, LEAF
from ...e4.base import age10 as e4
from ._reg import BASE3 as R


@R.effect("Bioengineering", "Move a top card showing a leaf from the board of any opponent to your "
          "score pile.")
async def bioengineering(x: Ctx) -> None:
    # Ruling: a transfer is not a score, so it does not count toward Monument.
    cards = [c for p in x.opponents() for c in x.tops(p) if x.has(c, LEAF)]
    card = await x.choose_card(cards, prompt="Take an opponent's top card with a leaf into your score pile")
    if card is not None:
        await x.transfer(card, "score")


@R.effect("Bioengineering", "If some player has fewer than three leaves on their board, the single "
          "player with the most leaves wins.")
async def bioengineering_2(x: Ctx) -> None:
    leaves = {p: x.icons(LEAF, p) for p in x.players()}
    if any(n < 3 for n in leaves.values()):
        winner = x.single_player_with(leaves)
        if winner is not None:
            await x.win(winner)


R.effect("Software", "Draw and score a 10.")(e4.software)


@R.effect("Software", "Draw and meld two 10s, then execute the non-demand effects of the second one "
          "for yourself alone.")
async def software_2(x: Ctx) -> None:
    await x.draw_and_meld(x.v(10))
    second = await x.draw_and_meld(x.v(10))
    await x.self_execute(second)


@R.effect("Miniaturization", "You may return a card from your hand. If it was a 10, draw a 10 for "
          "each different value among the cards in your score pile.")
async def miniaturization(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may return a card from your hand")
    if card is None:
        return
    await x.return_card(card)
    if x.age(card) == 10:
        # Ruling: the values are counted once, before drawing (draws go to the hand anyway).
        for _ in range(len({x.age(c) for c in x.score_pile()})):
            await x.draw(x.v(10))


@R.effect("Robotics", "Score your top green card. Draw and meld a 10, then execute its non-demand "
          "effects for yourself alone.")
async def robotics(x: Ctx) -> None:
    green = x.top(GREEN)
    if green is not None:
        await x.score_card(green)
    await x.self_execute(await x.draw_and_meld(x.v(10)))


@R.demand("Databases", "I demand you return half the cards in your score pile, rounded up!")
async def databases_demand(x: Ctx) -> None:
    n = (len(x.score_pile()) + 1) // 2
    if n:
        # Ruling: the vulnerable player picks which cards go back.
        await x.return_cards(await x.choose_cards(x.score_pile(), n, n,
                                            f"Return {x.count_of(n)} from your score pile"))


@R.effect("Self Service", "Execute the non-demand effects of another of your top cards, for yourself "
          "alone.")
async def self_service(x: Ctx) -> None:
    # Ruling: not optional; any top card but Self Service itself may be picked.
    card = await x.choose_card([c for c in x.tops() if c != x.card],
                               prompt="Execute the effects of another top card")
    if card is not None:
        await x.self_execute(card)


@R.effect("Self Service", "If you have more achievements than every other player, you win.")
async def self_service_2(x: Ctx) -> None:
    mine = len(x.achievements())
    # Ruling: "each other player" includes a teammate (unlike "opponent").
    if all(mine > len(x.achievements(p)) for p in x.players() if p != x.me):
        await x.win()


R.demand("Globalization", "I demand you return one of your top cards showing a leaf!")(
    e4.globalization_demand)


@R.effect("Globalization", "Draw and score a 6. Then, if no player has more leaves than factories "
          "on their board, the single player with the most points wins.")
async def globalization(x: Ctx) -> None:
    await x.draw_and_score(x.v(6))
    players = x.players()
    if all(x.icons(LEAF, p) <= x.icons(FACTORY, p) for p in players):
        winner = x.single_player_with({p: x.score(p) for p in players})
        if winner is not None:
            await x.win(winner)


# Scoring "all or none" of the hand is the 4th edition's "you may score your whole hand".
R.effect("Stem Cells", "You may score every card in your hand (all of them or none).")(e4.stem_cells)

R.effect("The Internet", "You may splay your green cards up.")(e4.the_internet)
R.effect("The Internet", "Draw and score a 10.")(e4.the_internet_2)


@R.effect("The Internet", "Draw and meld a 10 for each two clocks on your board.")
async def the_internet_3(x: Ctx) -> None:
    # Ruling: the clocks are counted once, before the first card is melded.
    for _ in range(x.icons(CLOCK) // 2):
        await x.draw_and_meld(x.v(10))
