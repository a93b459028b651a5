"""4th edition Artifacts of History, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CLOCK, GREEN, UP
from ._reg import ARTIFACTS4 as R

VALUES = range(1, 12)


# ------------------------------------------------------------------ Battleship Bismarck
@R.compel("Battleship Bismarck", "I compel you to draw and reveal an 8! Return every card of its "
          "colour from your board!")
async def battleship_bismarck(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(8))
    if drawn is not None:
        await x.return_cards(list(reversed(x.pile(x.color(drawn)))))


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


# ------------------------------------------------------------------ Action Comics #1
@R.compel("Action Comics #1", "I compel you to draw and reveal an 8! If it is green, achieve Action "
          "Comics #1 if it is a top card. Otherwise, if it has a clock, return it, and if your top "
          "card of its colour has a clock, transfer that card to my achievements and repeat!")
async def action_comics(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(8))
        if drawn is None:
            return
        if x.color(drawn) == GREEN:
            if x.is_top(x.card):
                await x.achieve(x.card)
            return
        if not x.has(drawn, CLOCK):
            return
        await x.return_card(drawn)
        top = x.top(x.color(drawn))
        # Ruling: the repeat belongs to the transfer ("... transfer it to my achievements,
        # and repeat this effect")
        if top is None or not x.has(top, CLOCK) or not await x.transfer(top, "achievements", x.owner):
            return


# ------------------------------------------------------------------ Liner Titanic
@R.effect("Liner Titanic", "Score every bottom card of your board.")
async def liner_titanic(x: Ctx) -> None:
    for color in x.colors():
        bottom = x.bottom(color)
        if bottom is not None:
            await x.score_card(bottom)


# ------------------------------------------------------------------ Meiji-Mura Stamp Vending Machine
@R.effect("Meiji-Mura Stamp Vending Machine", "Return a card from your hand. Draw and score three "
          "cards of its value. If you don't, junk every card of the deck of your highest score "
          "card's value.")
async def meiji_mura(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is not None and await x.return_card(card):
        for _ in range(3):
            await x.draw_and_score(x.age(card))
        return
    # Ruling: "if you don't" is the return (with nothing returned nothing is drawn either);
    # "the highest scored card" is then the highest card of the score pile
    if x.score_pile():
        await x.junk_deck(x.max_age(x.score_pile()))


# ------------------------------------------------------------------ Parnell Pitch Drop
@R.effect("Parnell Pitch Drop", "Draw and meld a card one higher than your highest top card. Junk "
          "an available standard achievement. If you don't, and the melded card has three or more "
          "clocks, you win.")
async def parnell_pitch_drop(x: Ctx) -> None:
    melded = await x.draw_and_meld(x.highest_top_age() + 1)
    picked = await x.choose_card(x.available_achievements(), prompt="Junk an available achievement")
    if picked is not None and await x.junk(picked):
        return
    if melded is not None and x.c(melded).top[CLOCK] >= 3:
        await x.win()


# ------------------------------------------------------------------ Earhart's Lockheed Electra 10E
@R.effect("Earhart's Lockheed Electra 10E", "For each value below nine, highest first, junk a top "
          "card of that value from your board. If the junk holds a card of each value below nine, "
          "you win.")
async def earharts_electra(x: Ctx) -> None:
    for value in range(8, 0, -1):
        card = await x.choose_card([t for t in x.tops() if x.age(t) == value],
                                   prompt=f"Junk a top card of value {value}")
        if card is not None:
            await x.junk(card)
    junked = {x.age(c) for c in x.junk_pile() if x.c(c).kind == AGE_CARD}
    if all(v in junked for v in range(1, 9)):
        await x.win()


@R.effect("Earhart's Lockheed Electra 10E", "Claim an available standard achievement, ignoring "
          "eligibility.")
async def earharts_electra_2(x: Ctx) -> None:
    picked = await x.choose_card(x.available_achievements(), prompt="Claim an available achievement")
    if picked is not None:
        await x.achieve(picked)


# ------------------------------------------------------------------ Garland's Ruby Slippers
@R.effect("Garland's Ruby Slippers", "Meld an 8 from your hand. If it has no effects of any kind, "
          "you win. Otherwise, self-execute it.")
async def garlands_ruby_slippers(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.age(c) == 8], prompt="Meld an 8 from your hand")
    if card is None or not await x.meld(card):
        return
    impl = x.g.rules.impls.get(x.c(card).name)
    if impl is not None and not impl.effects and impl.echo is None and not impl.karmas:
        await x.win()
        return
    await x.self_execute(card)


# ------------------------------------------------------------------ '30 World Cup Final Ball
@R.compel("'30 World Cup Final Ball", "I compel you to return one of your claimed standard "
          "achievements!")
async def world_cup_ball_compel(x: Ctx) -> None:
    card = await x.choose_card([a for a in x.achievements() if x.c(a).kind == AGE_CARD],
                               prompt="Return one of your standard achievements")
    if card is not None:
        await x.return_card(card)


@R.effect("'30 World Cup Final Ball", "Draw and reveal an 8. The single player with the highest top "
          "card of its colour achieves that card, ignoring eligibility. If they do, repeat this effect.")
async def world_cup_ball(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(8))
        if drawn is None:
            return
        color = x.color(drawn)
        tops = {p: x.age(t) for p in x.players() if (t := x.top(color, p)) is not None}
        who = x.single_player_with(tops)
        if who is None:
            return
        top = x.top(color, who)
        if top is None or not await x.achieve(top, who):
            return


# ------------------------------------------------------------------ Battleship Yamato
# No effects; it counts as an 11 while on a board (Card.board_age: the highest top card's
# value, A3-T11; and the dig's value when it is covered, rules/sets/artifacts.py).
R.no_effects(["Battleship Yamato"])
