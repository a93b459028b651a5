"""4th edition Figures, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, FACTORY, LEAF, LEFT, NONE
from ....model.state import ACTIONS, SCORED, TUCKED
from ....model.zones import BOARD, HAND
from ....rules.hooks import ANY, CLAIM_AGE_QUERY, ICONS_QUERY, INSTEAD, POINTS_QUERY, Event
from ._reg import FIGURES4 as R

# ------------------------------------------------------------------ Sinuhe
R.decree("Sinuhe", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.static("Sinuhe", "Each castle on your board adds a point to your score.", POINTS_QUERY)
def sinuhe(x: Ctx, who: int, points: int) -> int:
    return points + x.icons(CASTLE) if who == x.me else points


# ------------------------------------------------------------------ Homer
@R.karma("Homer", "If you would dogma a card, first draw and tuck a 2, then return your top "
         "card of the tucked card's colour if that colour is not the dogma card's.", on=("dogma",))
async def homer(x: Ctx, ev: Event) -> None:
    tucked = await x.draw_and_tuck(2)
    if tucked is not None and x.color(tucked) != x.color(ev.card):
        top = x.top(x.color(tucked))
        if top is not None:
            await x.return_card(top)


@R.karma("Homer", "If you would junk or return a figure from your hand, instead tuck it.",
         on=("junk", "return"), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card) and x.g.loc[ev.card][:2] == (HAND, x.me))
async def homer_tuck(x: Ctx, ev: Event) -> None:
    await x.tuck(ev.card)


# ------------------------------------------------------------------ Fu Xi
R.decree("Fu Xi", "You may issue a Trade decree with any two figures.", "Trade")


def first_action(x: Ctx) -> bool:
    """During the owner's first action of their turn."""
    g = x.g
    return g.state.current == x.me and g.state.players[x.me].counts[ACTIONS] == 1


@R.karma("Fu Xi", "If you would draw a card during your first action, first draw and score "
         "a 2.", on=("draw",), when=lambda x, ev: first_action(x))
async def fu_xi(x: Ctx, ev: Event) -> None:
    await x.draw_and_score(2)


# ------------------------------------------------------------------ Gilgamesh
@R.static("Gilgamesh", "Each castle on your board adds a castle and a factory.", ICONS_QUERY, board=True)
def gilgamesh_icons(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    counts = counts[:]  # the board's cached counts stay as they are
    castles = counts[CASTLE]
    counts[CASTLE] += castles
    counts[FACTORY] += castles
    return counts


@R.static("Gilgamesh", "Each castle on an opponent's board takes a point from their score.",
          POINTS_QUERY, by=ANY)
def gilgamesh_points(x: Ctx, who: int, points: int) -> int:
    if not x.g.is_opponent(x.me, who):
        return points
    # Ruling: a score never goes below zero
    return max(0, points - x.icons(CASTLE, who))


# ------------------------------------------------------------------ Sunshu Ao
@R.karma("Sunshu Ao", "If you would meld a non-figure with a Meld action, instead "
         "self-execute it.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: ev.action and not x.is_figure(ev.card))
async def sunshu_ao(x: Ctx, ev: Event) -> None:
    await x.self_execute(ev.card)


def sixth(x: Ctx, counter: int) -> bool:
    return x.g.state.players[x.me].counts[counter] == 5


@R.karma("Sunshu Ao", "If you would score a sixth card this turn, first draw and achieve a 1.",
         on=("score",), when=lambda x, ev: sixth(x, SCORED))
async def sunshu_ao_score(x: Ctx, ev: Event) -> None:
    await x.draw_and_achieve(1)


@R.karma("Sunshu Ao", "If you would tuck a sixth card this turn, first draw and achieve a 1.",
         on=("tuck",), when=lambda x, ev: sixth(x, TUCKED))
async def sunshu_ao_tuck(x: Ctx, ev: Event) -> None:
    await x.draw_and_achieve(1)


# ------------------------------------------------------------------ Hatshepsut
def has_a_1(x: Ctx) -> bool:
    return any(x.age(c) == 1 for c in x.hand())


@R.karma("Hatshepsut", "If you would draw a card of value above 1 while you have a 1 in your "
         "hand, first return your whole hand and draw a card of that value for each card "
         "returned.", on=("draw",), when=lambda x, ev: ev.value > 1 and has_a_1(x))
async def hatshepsut(x: Ctx, ev: Event) -> None:
    n = await x.return_cards(x.hand())
    for _ in range(n):
        await x.draw(ev.value)


# ------------------------------------------------------------------ Daedalus
@R.static("Daedalus", "Each unsplayed colour on your board adds one to the value of your highest "
          "top card when you claim achievements.", CLAIM_AGE_QUERY)
def daedalus(x: Ctx, who: int, top: int) -> int:
    if who != x.me:
        return top
    # Ruling: a colour counts when it has cards and is not splayed
    return top + sum(1 for c in x.colors() if x.splay_of(c) == NONE)


# ------------------------------------------------------------------ Ptahhotep
def action_number(x: Ctx, n: int) -> bool:
    """This is the owner's `n`th action of their turn."""
    g = x.g
    return g.state.current == x.me and g.state.players[x.me].counts[ACTIONS] == n


@R.karma("Ptahhotep", "If you would dogma a card as your second action, instead score a card "
         "from your hand. If you do, super-execute the scored card.", on=("dogma",),
         mode=INSTEAD, when=lambda x, ev: ev.action and action_number(x, 2))
async def ptahhotep(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand (then super-execute it)")
    if card is not None and await x.score_card(card):
        await x.super_execute(card)


# ------------------------------------------------------------------ Shennong
@R.karma("Shennong", "If you would draw a 1 during your first action, first draw and score a card "
         "of value equal to the number of 1s in your hand.", on=("draw",),
         when=lambda x, ev: ev.value == 1 and first_action(x))
async def shennong(x: Ctx, ev: Event) -> None:
    # Ruling: with no 1 in hand the value is 0; there is no 0 deck in play, so a 1 is drawn
    # (an empty age is skipped upwards)
    await x.draw_and_score(sum(1 for c in x.hand() if x.age(c) == 1))


# ------------------------------------------------------------------ Huang Di
R.decree("Huang Di", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Huang Di", "If you would dogma a card whose featured icon is a leaf, first draw a 2.",
         on=("dogma",), when=lambda x, ev: x.c(ev.card).featured == LEAF)
async def huang_di(x: Ctx, ev: Event) -> None:
    # Ruling: the card's printed featured icon (Auspice is chosen after this karma)
    await x.draw(2)


# ------------------------------------------------------------------ Imhotep
@R.karma("Imhotep", "If you would dogma a 1 as your second action, first draw and meld a 2 and "
         "splay its colour left on your board. If you did both and melded a 2, return the top "
         "card of that colour from every board.", on=("dogma",),
         when=lambda x, ev: ev.action and x.age(ev.card) == 1 and action_number(x, 2))
async def imhotep(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_meld(2)
    if card is None:
        return
    color = x.color(card)
    splayed = await x.splay(color, LEFT)
    if splayed and x.age(card) == 2:
        for p in x.players():
            top = x.top(color, p)
            if top is not None:
                await x.return_card(top)


# ------------------------------------------------------------------ Tigernmas
R.decree("Tigernmas", "You may issue a War decree with any two figures.", "War")


@R.static("Tigernmas", "Each card in your hand adds a point to your score.", POINTS_QUERY)
def tigernmas(x: Ctx, who: int, points: int) -> int:
    return points + len(x.hand()) if who == x.me else points


# ------------------------------------------------------------------ Sneferu
R.decree("Sneferu", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.karma("Sneferu", "If you would meld a card, first draw and tuck a 2. If the tucked card has no "
         "castle, return it.", on=("meld",))
async def sneferu(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_tuck(2)
    if card is not None and not x.has(card, CASTLE) and x.g.loc[card][0] == BOARD:
        await x.return_card(card)


# ------------------------------------------------------------------ Hammurabi
@R.karma("Hammurabi", "If a player would execute a demand effect against you, first execute that "
         "demand effect yourself against that player.", on=("demand",), by=ANY,
         when=lambda x, ev: ev.target == x.me and ev.player != x.me)
async def hammurabi(x: Ctx, ev: Event) -> None:
    await x.demand_back(ev)


# ------------------------------------------------------------------ Sargon of Akkad
@R.karma("Sargon of Akkad", "If you would not be eligible for sharing, instead become eligible "
         "and junk an available achievement of value 1.", on=("not_share",), by=ANY,
         mode=INSTEAD, when=lambda x, ev: ev.target == x.me)
async def sargon(x: Ctx, ev: Event) -> None:
    ones = [a for a in x.available_achievements() if x.age(a) == 1]
    card = await x.choose_card(ones, prompt="Junk an available 1")
    if card is not None:
        await x.junk(card)
