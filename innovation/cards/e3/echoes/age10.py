"""3rd edition Echoes, age 10 (4th-edition implementations reused where the text means the
same; a 4th-edition "foreseen" branch never runs in the 3rd edition)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, UP
from ...e4.echoes import age10 as e4
from ._reg import ECHOES3 as R

VALUES = range(1, 11)

R.effect("Artificial Heart", "Claim a standard achievement you are eligible for with your score "
         "doubled.")(e4.artificial_heart)


@R.effect("Human Genome", "You may draw and score a card of any value. Take a bottom card of your "
          "board into your hand. If your hand's values match your score pile's exactly, you win.")
async def human_genome(x: Ctx) -> None:
    value = await x.choose_option([str(v) for v in VALUES], "You may draw and score a card of any value",
                                  optional=True)
    if value is not None:
        await x.draw_and_score(int(value))
    card = await x.choose_card([x.pile(c)[0] for c in x.colors()], prompt="Take a bottom card into your hand")
    if card is not None:
        await x.transfer(card, "hand")
    if sorted(x.age(c) for c in x.hand()) == sorted(x.age(c) for c in x.score_pile()):
        await x.win()


R.demand("Camcorder", "I demand you move every card in your hand to my hand! Draw a 9!")(e4.camcorder_demand)
R.effect("Camcorder", "Meld every 9 from your hand. Return every other card from your hand. Draw "
         "three 9s.")(e4.camcorder)
R.demand("Social Networking", "I demand you choose an icon! Move every top card of yours without it "
         "to my score pile!")(e4.social_networking_demand)
R.effect("Social Networking", "If you have fewer factories, fewer crowns and fewer castles than "
         "each other player, you win.")(e4.social_networking)
R.demand("GPS", "I demand you return every card from your forecast!")(e4.gps_demand)


@R.effect("GPS", "Draw and foreshadow three 10s.")
async def gps(x: Ctx) -> None:
    for _ in range(3):
        await x.draw_and_foreshadow(x.v(10))


R.effect("GPS", "You may splay your yellow cards up.")(e4.gps)


@R.demand("Flash Drive", "I demand you return four cards from your score pile!")
async def flash_drive_demand(x: Ctx) -> None:
    await x.return_cards(await x.choose_cards(x.score_pile(), 4, 4, "Return four cards from your score pile"))


@R.effect("Flash Drive", "Return a card from your score pile. If you do, you may splay one colour "
          "of your cards up.")
async def flash_drive(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
    if card is not None:
        await x.return_card(card)
        await x.may_splay(range(5), UP)


@R.effect("Cell Phone", "Draw a 10 for every two clocks on your board.")
async def cell_phone(x: Ctx) -> None:
    for _ in range(x.icons(CLOCK) // 2):
        await x.draw(x.v(10))


R.effect("Cell Phone", "You may splay your green cards up.")(e4.cell_phone_2)
R.effect("Cell Phone", "You may tuck any number of cards with a clock from your hand, splaying up "
         "each colour you tuck into.")(e4.cell_phone_3)
R.effect("MP3", "Return any number of cards from your hand. For each, claim two standard "
         "achievements you are eligible for.")(e4.mp3_2)
R.effect("MP3", "Draw and score a card of value equal to a bonus on your board.")(e4.mp3)
R.effect("Puzzle Cube", "You may score the bottom card, or the two bottom cards, of one colour of "
         "your board. If every colour on your board shows the same number of cards, you win.")(e4.puzzle_cube)
R.effect("Puzzle Cube", "Draw and meld a 10.")(e4.puzzle_cube_2)


R.effect("Sudoku", "Draw and meld a card of any value. If at least nine different bonus values "
          "show on your board, you win. Execute the melded card's non-demand effects, without "
          "sharing them.")(e4.sudoku)
