"""3rd edition Artifacts of History, age 8 (4th-edition implementations reused where the
text means the same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CLOCK, RELIC, UP, YELLOW
from ...e4.artifacts import age08 as e4
from ._reg import ARTIFACTS3 as R

VALUES = range(1, 11)

R.compel("Battleship Bismarck", "I compel you to draw and reveal an 8! Return every card of its "
         "colour from your board!")(e4.battleship_bismarck)
R.effect("Ocean Liner Titanic", "Score every bottom card of your board.")(e4.liner_titanic)
# Ruling (A3-T12): the melded card's non-demand effects only, unshared
R.effect("Garland's Ruby Slippers", "Meld an 8 from your hand. If it has no effects, you win. "
         "Otherwise, execute its non-demand effects for yourself alone.")(e4.garlands_ruby_slippers)

# No effects; it counts as an 11 while on a board (A3-T11: Card.board_age, and the dig's
# value when it is covered, rules/sets/artifacts.py).
R.no_effects(["Battleship Yamato"])


# ------------------------------------------------------------------ Parnell Pitch Drop
@R.effect("Parnell Pitch Drop", "Draw and meld a card one higher than your highest top card. If it "
          "has three clocks, you win.")
async def parnell_pitch_drop(x: Ctx) -> None:
    melded = await x.draw_and_meld(x.highest_top_age() + 1)
    # Ruling: "has three clocks" is three or more
    if melded is not None and x.c(melded).top[CLOCK] >= 3:
        await x.win()


# ------------------------------------------------------------------ Earhart's Lockheed Electra 10E
@R.effect("Earhart's Lockheed Electra 10E", "For each value below nine, highest first, return a top "
          "card of that value from your board. If you return eight cards, you win. Otherwise, claim "
          "an achievement, ignoring eligibility.")
async def earharts_electra(x: Ctx) -> None:
    returned = 0
    for value in range(8, 0, -1):
        card = await x.choose_card([t for t in x.tops() if x.age(t) == value],
                                   prompt=f"Return a top card of value {value}")
        if card is not None and await x.return_card(card):
            returned += 1
    if returned == 8:
        await x.win()
        return
    picked = await x.choose_card(x.available_achievements(), prompt="Claim an achievement")
    if picked is not None:
        await x.achieve(picked)


# ------------------------------------------------------------------ Meiji-Mura Stamp Vending Machine
@R.effect("Meiji-Mura Stamp Vending Machine", "Return a card from your hand. Draw and score three "
          "cards of its value.")
async def meiji_mura(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is not None and await x.return_card(card):
        for _ in range(3):
            await x.draw_and_score(x.age(card))


# ------------------------------------------------------------------ Plush Beweglich Rod Bear
@R.effect("Plush Beweglich Rod Bear", "Choose a value. Splay up each colour of yours whose top card "
          "has that value. Return every card of that value from all score piles.")
async def plush_bear(x: Ctx) -> None:
    value = await x.choose_value(VALUES, prompt="Choose a value")
    if value is None:
        return
    for t in x.tops():
        if x.age(t) == value:
            await x.splay(x.color(t), UP)
    for p in x.players():
        cards = [c for c in x.score_pile(p) if x.age(c) == value]
        if cards:
            await x.return_cards(cards)


# ------------------------------------------------------------------ Time
@R.compel("Time", "I compel you to transfer a non-yellow top card with a clock from your board to my "
          "board! If you do, repeat this effect!")
async def time(x: Ctx) -> None:
    while True:
        card = await x.choose_card([t for t in x.tops() if x.color(t) != YELLOW and x.has(t, CLOCK)],
                                   prompt="Transfer a non-yellow top card with a clock")
        if card is None or not await x.transfer(card, "board", x.owner):
            return


# ------------------------------------------------------------------ '30 World Cup Final Ball
@R.compel("'30 World Cup Final Ball", "I compel you to return one of your achievements!")
async def world_cup_ball_compel(x: Ctx) -> None:
    # Ruling: a special achievement has no deck to go back to and cannot be returned; a relic
    # among the achievements can (R3-T5: it goes face up beside its supply pile)
    card = await x.choose_card([a for a in x.achievements() if x.c(a).kind in (AGE_CARD, RELIC)],
                               prompt="Return one of your achievements")
    if card is not None:
        await x.return_card(card)


@R.effect("'30 World Cup Final Ball", "Draw and reveal an 8. The single player with the highest top "
          "card of its colour achieves it, ignoring eligibility. If that happens, repeat this effect.")
async def world_cup_ball(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(8))
        if drawn is None:
            return
        color = x.color(drawn)
        tops = {p: x.age(t) for p in x.players() if (t := x.top(color, p)) is not None}
        who = x.single_player_with(tops)
        # Ruling: "achieves it" is the drawn card (the 4th edition says "the top card")
        if who is None or not await x.achieve(drawn, who):
            return
