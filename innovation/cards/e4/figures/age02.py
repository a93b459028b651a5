"""4th edition Figures, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, BLUE, CASTLE, LEFT, LIGHTBULB, NONE
from ....rules.hooks import (
    ANY,
    CLAIM_AGE_QUERY,
    CLAIMABLE_QUERY,
    DOGMA_QUERY,
    INSTEAD,
    Event,
    claim_points,
    modified,
)
from ._reg import FIGURES4 as R
from .age01 import action_number


# ------------------------------------------------------------------ Zhang Heng
@R.karma("Zhang Heng", "If a player would claim an achievement, first draw and tuck a 3, then "
         "score every card above the tucked card.", on=("achieve",), by=ANY)
async def zhang_heng(x: Ctx, ev: Event) -> None:
    tucked = await x.draw_and_tuck(3)
    if tucked is None:
        return
    pile = x.pile(x.color(tucked))
    if tucked in pile:
        for card in reversed(pile[pile.index(tucked) + 1:]):  # from the top down
            await x.score_card(card)


# ------------------------------------------------------------------ Alexander the Great
@R.when_melded("Alexander the Great", "When you meld this card, score every top figure of your "
               "opponents.")
async def alexander_melded(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.top_figures(p):
            await x.score_card(card)


@R.karma("Alexander the Great", "If you would take a Dogma action, first draw and score a 2. If "
         "it is not a 2, score Alexander the Great.", on=("dogma",), when=lambda x, ev: ev.action)
async def alexander(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_score(2)
    if card is None or x.age(card) != 2:
        await x.score_card(x.card)


# ------------------------------------------------------------------ Plato
R.decree("Plato", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Plato", "If you would dogma a card as your first action, first splay its colour left. "
         "If you do not, junk an available achievement of value 2.", on=("dogma",),
         when=lambda x, ev: ev.action and action_number(x, 1))
async def plato(x: Ctx, ev: Event) -> None:
    if not await x.splay(x.color(ev.card), LEFT):
        card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == 2],
                                   prompt="Junk an available 2")
        if card is not None:
            await x.junk(card)


# ------------------------------------------------------------------ Confucius
@R.karma("Confucius", "If you would dogma a card whose featured icon is a castle, instead score "
         "the card and junk every card in the 2 deck or in the 3 deck.", on=("dogma",),
         mode=INSTEAD, when=lambda x, ev: x.c(ev.card).featured == CASTLE)
async def confucius(x: Ctx, ev: Event) -> None:
    # Ruling: the card's printed featured icon (Auspice is chosen after this karma)
    await x.score_card(ev.card)
    deck = await x.choose_value([2, 3], prompt="Junk the 2 deck or the 3 deck")
    if deck is not None:
        await x.junk_deck(deck)


# ------------------------------------------------------------------ Ptolemy
R.decree("Ptolemy", "You may issue a Trade decree with any two figures.", "Trade")


@R.static("Ptolemy", "Every top blue card on any board is a card you may activate with a Dogma "
          "action.", DOGMA_QUERY)
def ptolemy(x: Ctx, who: int, cards: list[int]) -> list[int]:
    if who != x.me:
        return cards
    return cards + [c for p in x.players() if p != x.me and (c := x.top(BLUE, p)) is not None]


# ------------------------------------------------------------------ Augustus Caesar
@R.karma("Augustus Caesar", "If any player would dogma a card with a castle, instead draw and "
         "reveal a card of the same value. If it has a castle or a lightbulb, meld it; otherwise "
         "that player super-executes the card.", on=("dogma",), mode=INSTEAD, by=ANY,
         when=lambda x, ev: x.has(ev.card, CASTLE))
async def augustus_caesar(x: Ctx, ev: Event) -> None:
    # Ruling: the karma's owner draws, reveals and melds ("you"); "the player" is the one who
    # would have dogmaed the card
    card = await x.draw_and_reveal(x.age(ev.card))
    if card is None:
        return
    if x.has(card, CASTLE) or x.has(card, LIGHTBULB):
        await x.meld(card)
    else:
        await x.super_execute_as(ev.player, ev.card)


# ------------------------------------------------------------------ Ximen Bao
R.decree("Ximen Bao", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.karma("Ximen Bao", "If you would issue a decree, first junk every card in every opponent's "
         "hand.", on=("decree",))
async def ximen_bao(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.g.state.players[p].hand[::-1]:
            await x.junk(card)


# ------------------------------------------------------------------ Sun Tzu
R.decree("Sun Tzu", "You may issue a War decree with any two figures.", "War")


@R.karma("Sun Tzu", "If you would draw for a sharing bonus, first meld any number of cards from "
         "your hand showing the Dogma action's featured icon.", on=("draw",),
         when=lambda x, ev: ev.why == "share" and ev.run is not None)
async def sun_tzu(x: Ctx, ev: Event) -> None:
    icon = ev.run.featured
    cards = await x.choose_cards([c for c in x.hand() if x.has(c, icon)], 0, 99,
                                 "Meld any number of cards showing the featured icon")
    await x.meld_cards(cards)


# ------------------------------------------------------------------ Cai Lun
@R.karma("Cai Lun", "If a player would score a card, first splay every colour on your board left.",
         on=("score",), by=ANY)
async def cai_lun(x: Ctx, ev: Event) -> None:
    for color in x.colors():
        if x.can_splay(color, LEFT):
            await x.splay(color, LEFT)


@R.static("Cai Lun", "Each top card on your board of an unsplayed colour counts as an available "
          "achievement for you.", CLAIMABLE_QUERY)
def cai_lun_claimable(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    # Ruling (F3-T18): such a card is claimed like a standard achievement, so the usual
    # eligibility holds (its value at most the highest top card's, five points per value)
    return found + [c for c in x.tops() if x.splay_of(x.color(c)) == NONE and claim_eligible(x, c)]


def claim_eligible(x: Ctx, card: int) -> bool:
    g = x.g
    age = x.age(card)
    held = sum(1 for a in x.achievements() if g.cards.cards[a].kind == AGE_CARD and x.age(a) == age)
    top = modified(g, CLAIM_AGE_QUERY, x.me, x.highest_top_age())
    return age <= top and claim_points(g, x.me, age, x.score()) >= 5 * age * (1 + held)


# ------------------------------------------------------------------ Archimedes
R.decree("Archimedes", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Archimedes", "If you would execute an effect, first increase every value in the "
         "effect by one for the duration of the effect.", on=("execute",))
async def archimedes(x: Ctx, ev: Event) -> None:
    # the effect reads its printed values through `x.v` (rules/dogma.py: _execute)
    ev.result = (ev.result or 0) + 1
