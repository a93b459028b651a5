"""4th edition The Unseen, age 9."""

from __future__ import annotations

from ....effects.context import Ctx
from ....effects.unseen_more import execute_effect, first_non_demand, safeguard_an_available
from ....model.cards import AGE_CARD, BLUE, CROWN, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, UP, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Surveillance
@R.demand("Surveillance", "I demand you reveal your hand! If your hand is not empty and has the "
          "same colours as mine, each of mine in yours and each of yours in mine, I win!")
async def surveillance_demand(x: Ctx) -> None:
    hand = x.hand()
    for card in hand:
        await x.reveal(card)
    mine = {x.color(c) for c in x.hand(x.owner)}
    if hand and {x.color(c) for c in hand} == mine:
        await x.win(x.owner)


@R.effect("Surveillance", "Draw a 10.")
async def surveillance(x: Ctx) -> None:
    await x.draw(x.v(10))


# ------------------------------------------------------------------ Iron Curtain
@R.effect("Iron Curtain", "Unsplay each splayed colour on your board. For each colour you unsplay, "
          "return your top card of that colour and safeguard an available standard achievement.")
async def iron_curtain(x: Ctx) -> None:
    # Ruling: every colour is unsplayed first, then the returns and the safeguards follow
    # (the safe's limit is read once the board is unsplayed)
    unsplayed = [c for c in x.colors() if x.splay_of(c) and await x.unsplay(c)]
    await x.return_cards([t for t in (x.top(c) for c in unsplayed) if t is not None])
    for _ in unsplayed:
        await safeguard_an_available(x)


# ------------------------------------------------------------------ Fermi Paradox
@R.effect("Fermi Paradox", "Reveal the top cards of the 9 deck and the 10 deck. Return one of "
          "them.")
async def fermi_paradox(x: Ctx) -> None:
    tops = [x.deck(v)[-1] for v in (9, 10) if x.deck(v)]
    for card in tops:
        await x.reveal(card)
    card = await x.choose_card(tops, prompt="Return the top card of the 9 deck or of the 10 deck")
    if card is not None:
        await x.return_card(card)


@R.effect("Fermi Paradox", "If you have no cards on your board, you win. Otherwise, transfer all "
          "valued cards in the junk to your hand.")
async def fermi_paradox_junk(x: Ctx) -> None:
    if not x.board_cards():
        await x.win()
        return
    for card in [c for c in x.junk_pile() if x.c(c).kind == AGE_CARD]:
        await x.transfer(card, "hand")


# ------------------------------------------------------------------ McCarthyism
@R.demand("McCarthyism", "I demand you draw and meld an 8! If Socialism is a top card on your "
          "board, you lose!")
async def mccarthyism_demand(x: Ctx) -> None:
    await x.draw_and_meld(x.v(8))
    if any(x.c(c).name == "Socialism" for c in x.tops()):
        await x.lose()


@R.effect("McCarthyism", "Score your top purple card.")
async def mccarthyism_score(x: Ctx) -> None:
    top = x.top(PURPLE)
    if top is not None:
        await x.score_card(top)


@R.effect("McCarthyism", "You may splay your red or blue cards up.")
async def mccarthyism_splay(x: Ctx) -> None:
    await x.may_splay([RED, BLUE], UP)


# ------------------------------------------------------------------ Area 51
@R.effect("Area 51", "You may splay your green cards up.")
async def area_51_splay(x: Ctx) -> None:
    await x.may_splay([GREEN], UP)


DRAW_11, SAFEGUARD = "draw an 11", "safeguard an achievement"


@R.effect("Area 51", "Choose to either draw an 11, or safeguard an available standard "
          "achievement.")
async def area_51_choose(x: Ctx) -> None:
    choice = await x.choose_option([DRAW_11, SAFEGUARD], prompt="Draw an 11, or safeguard an "
                                   "available standard achievement?")
    if choice == SAFEGUARD:
        await safeguard_an_available(x)
    else:
        await x.draw(x.v(11))


@R.effect("Area 51", "Reveal one of your secrets, and super-execute it if it is your turn.")
async def area_51_reveal(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), prompt="Reveal one of your secrets")
    if secret is None:
        return
    await x.reveal(secret)
    if x.g.state.current == x.me:
        await x.super_execute(secret)


# ------------------------------------------------------------------ Clown Car
@R.demand("Clown Car", "I demand you meld a card from my score pile! If the melded card has no "
          "crown, repeat this effect!")
async def clown_car_demand(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.score_pile(x.owner), prompt=f"Meld a card from "
                                   f"{x.g.name(x.owner)}'s score pile")
        if card is None or not await x.meld(card) or x.has(card, CROWN):
            return


# ------------------------------------------------------------------ Magic 8-Ball
WISHES = ("draw two 10s", "draw and score two 8s", "safeguard two achievements")


@R.effect("Magic 8-Ball", "Choose whether you wish to draw two 10s, draw and score two 8s, or "
          "safeguard two available standard achievements. Draw and tuck an 8. If it has a "
          "lightbulb, do as you wished. If it is red or purple, repeat this effect.")
async def magic_8_ball(x: Ctx) -> None:
    while True:
        wish = await x.choose_option(list(WISHES), prompt="What do you wish: draw two 10s, draw "
                                     "and score two 8s, or safeguard two achievements?")
        card = await x.draw_and_tuck(x.v(8))
        if card is None:
            return
        if x.has(card, LIGHTBULB):
            if wish == WISHES[0]:
                for _ in range(2):
                    await x.draw(x.v(10))
            elif wish == WISHES[1]:
                for _ in range(2):
                    await x.draw_and_score(x.v(8))
            else:
                for _ in range(2):  # one at a time: a full safe refuses the second (U4-T5)
                    await safeguard_an_available(x)
        if x.color(card) not in (RED, PURPLE):
            return


# ------------------------------------------------------------------ Teleprompter
# Ruling (U4-T10): the data's text (Yucata's differs from the physical card): any deck of any
# set in play, the first non-demand effect, repeated with a different deck on a crown
@R.effect("Teleprompter", "Reveal the top card of any deck of any value and any set. Execute the "
          "first non-demand dogma effect of that card. If it has a crown, repeat this effect with "
          "a different deck.")
async def teleprompter(x: Ctx) -> None:
    g = x.g
    used: set[str] = set()
    while True:
        # every deck of every set in play (Ruling: the age-0 deck too, once it holds cards)
        decks = {f"{s} {age}": g.deck(s, age) for s in g.sets for age in range(g.deck_span)}
        labels = [k for k, d in decks.items() if d and k not in used]
        label = await x.choose_option(labels, prompt="Reveal the top card of which deck?")
        if label is None:
            return
        used.add(label)
        card = decks[label][-1]
        await x.reveal(card)
        index = first_non_demand(x, card)
        if index is not None:
            await execute_effect(x, card, index)
        if not x.has(card, CROWN):
            return


# ------------------------------------------------------------------ Consulting
@R.effect("Consulting", "Choose an opponent. Draw and meld two 10s. Super-execute the top card of "
          "your board that opponent chooses.")
async def consulting(x: Ctx) -> None:
    them = await x.choose_player(x.opponents(), prompt="Choose an opponent")
    for _ in range(2):
        await x.draw_and_meld(x.v(10))
    if them is None:
        return
    card = await x.choose_card(x.tops(), player=them, prompt=f"Choose the top card of "
                               f"{x.g.name(x.me)}'s board they super-execute")
    if card is not None:
        await x.super_execute(card)


# ------------------------------------------------------------------ Urban Legend
@R.effect("Urban Legend", "Draw a 9 for each colour on your board with a factory. If you draw "
          "five cards, you win.")
async def urban_legend(x: Ctx) -> None:
    drawn = 0
    for _ in range(sum(1 for c in x.colors() if x.pile_icons(c, FACTORY))):
        if await x.draw(x.v(9)) is not None:
            drawn += 1
    if drawn == 5:
        await x.win()


@R.effect("Urban Legend", "You may splay your yellow or purple cards up.")
async def urban_legend_splay(x: Ctx) -> None:
    await x.may_splay([YELLOW, PURPLE], UP)
