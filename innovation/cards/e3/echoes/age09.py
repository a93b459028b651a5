"""3rd edition Echoes, age 9 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from functools import partial

from ....effects.context import Ctx
from ....model.cards import YELLOW
from ...e4.echoes import age09 as e4
from ._reg import ECHOES3 as R

VALUES = range(1, 11)


R.effect("Calculator", "Score the bottom cards of two non-blue colours of your board. If you score "
          "two with a total below 11, draw a card of that total and do this again (once only).")(
    partial(e4.score_two_bottoms_then_draw, below=11))


R.effect("Calculator", "You may splay your blue cards up.")(e4.calculator_2)


@R.effect("Laser", "Return every unclaimed standard achievement, then half your score pile "
          "(rounded up). Draw and meld two 10s.")
async def laser(x: Ctx) -> None:
    await x.return_cards(x.available_achievements())
    pile = x.score_pile()
    half = (len(pile) + 1) // 2
    returned = await x.choose_cards(pile, half, half, f"Return {x.count_of(half)} from your score pile")
    await x.return_cards(returned)
    await x.draw_and_meld(x.v(10))
    await x.draw_and_meld(x.v(10))


R.effect("Helicopter", "Move a top card other than Helicopter from any board to its owner's score "
         "pile. You may return a card from your hand sharing an icon with it. If you do, do this "
         "again.")(e4.helicopter)
R.echo("Jet", "Meld a card from your hand.")(e4.jet_echo)


@R.demand("Jet", "I demand you return your top card of the colour I melded by Jet's echo effect!")
async def jet_demand(x: Ctx) -> None:
    melded = x.memo.get(("Jet", x.owner))
    if melded is not None:
        top = x.top(x.color(melded))
        if top is not None:
            await x.return_card(top)


R.echo("Credit Card", "Draw and foreshadow a 9.")(e4.credit_card_echo)
R.effect("Credit Card", "You may take a non-green top card of your board into your hand. If you "
         "do, draw and score a card of its value.")(e4.credit_card)
R.effect("Credit Card", "You may splay your green cards up.")(e4.credit_card_2)
R.echo("Email", "Draw and foreshadow a 10.")(e4.email_echo)
R.effect("Email", "Draw and foreshadow a 9.")(e4.email)
R.effect("Email", "Execute the non-demand effects of your lowest non-green top card, without "
         "sharing them.")(e4.email_2)


@R.echo("ATM", "Draw and score a card of any value.")
async def atm_echo(x: Ctx) -> None:
    value = await x.choose_value(VALUES, "Draw and score which value?")
    if value is not None:
        await x.draw_and_score(value)


R.demand("ATM", "I demand you move your highest non-yellow top card without a crown to my "
         "board!")(e4.atm_demand)
R.effect("ATM", "You may splay your purple cards up.")(e4.atm)


@R.echo("Wristwatch", "Tuck a non-yellow top card of your board.")
async def wristwatch_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.color(c) != YELLOW],
                               prompt="Tuck a non-yellow top card")
    if card is not None:
        await x.tuck(card)


@R.effect("Wristwatch", "For each visible bonus on your board, lowest first, draw and tuck a card "
          "of its value.")
async def wristwatch(x: Ctx) -> None:
    for value in sorted(x.bonuses()):
        await x.draw_and_tuck(value)


@R.echo("Karaoke", "Draw and meld a card of value below 10.")
async def karaoke_echo(x: Ctx) -> None:
    value = await x.choose_value(range(1, 10), "Draw and meld which value?")
    if value is not None:
        card = await x.draw_and_meld(value)
        if card is not None:
            x.memo[("Karaoke", x.me)] = card


@R.effect("Karaoke", "Execute the non-demand effects of the card you melded by Karaoke's echo "
          "effect, without sharing them.")
async def karaoke(x: Ctx) -> None:
    melded = x.memo.get(("Karaoke", x.me))
    if melded is not None:
        await x.self_execute(melded)


@R.effect("Karaoke", "You may take a bottom card of your board into your hand.")
async def karaoke_2(x: Ctx) -> None:
    card = await x.choose_card([x.pile(c)[0] for c in x.colors()], optional=True,
                               prompt="You may take a bottom card into your hand")
    if card is not None:
        await x.transfer(card, "hand")


R.demand("Rock", "I demand you move your top green card to my hand! If Scissors is then your top "
         "green card, I win!")(e4.rock_demand)
R.effect("Rock", "You may score a top card of your board. If Paper is your top green card, you "
         "win.")(e4.rock)
