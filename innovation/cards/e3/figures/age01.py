"""3rd edition Figures, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CASTLE, CROWN, LEAF, LEFT, LIGHTBULB, NONE, YELLOW
from ....model.zones import HAND
from ....rules.hooks import (
    ANY,
    CLAIM_AGE_QUERY,
    ICONS_QUERY,
    INSTEAD,
    POINTS_QUERY,
    READS_CARDS,
    READS_ICONS,
    Event,
)
from ....rules.trial import demand_would_change
from ...e4.figures.age01 import hammurabi, sinuhe, tigernmas
from ._reg import FIGURES3 as R


def more_icons(icon: int, extra) -> object:
    """An "Each ... provides additional <icon>" karma on the owner's counts: `extra(x, counts)`
    more (`counts`: the counts so far, other karmas' included)."""

    def modify(x: Ctx, who: int, counts: list[int]) -> list[int]:
        if who != x.me:
            return counts
        n = extra(x, counts)
        if not n:
            return counts
        counts = counts[:]  # the board's cached counts stay as they are
        counts[icon] += n
        return counts

    return modify


def successful_demand(x: Ctx, ev: Event) -> bool:
    """"If a player would successfully demand something of you": a demand about to be
    executed against you that would result in a change (F3-T19, the Figures rulebook's note
    on Hammurabi), tried on a copy of the game (rules/trial.py)."""
    return ev.target == x.me and ev.player != x.me and demand_would_change(x.g, ev)


# ------------------------------------------------------------------ Sinuhe
@R.echo("Sinuhe", "Draw and foreshadow a 2 or 3.")
async def sinuhe_echo(x: Ctx) -> None:
    value = await x.choose_value([2, 3], prompt="Draw and foreshadow a 2 or a 3?")
    if value is not None:
        await x.draw_and_foreshadow(value)


R.decree("Sinuhe", "You may issue a Rivalry decree with any two figures.", "Rivalry")
R.static("Sinuhe", "Each castle on your board provides one additional point towards your score.",
         POINTS_QUERY, reads=(READS_ICONS,))(sinuhe)


# ------------------------------------------------------------------ Homer
@R.inspire("Homer", "Draw and tuck a 2.")
async def homer_inspire(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(2))


@R.karma("Homer", "If you would remove or return a figure from your hand, instead tuck it.",
         on=("junk", "return"), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card) and x.g.loc[ev.card][:2] == (HAND, x.me))
async def homer(x: Ctx, ev: Event) -> None:
    # Ruling (F3-T8, WE-16): it replaces the Decree action's removal too
    await x.tuck(ev.card)


# ------------------------------------------------------------------ Fu Xi
@R.echo("Fu Xi", "Draw and score a 2.")
async def fu_xi_echo(x: Ctx) -> None:
    await x.draw_and_score(x.v(2))


R.decree("Fu Xi", "You may issue a Trade decree with any two figures.", "Trade")
# F3-T16 (WE-14): for every count, sharing and demands on other players' turns included
R.static("Fu Xi", "Each card in your score pile and forecast provides one additional lightbulb.",
         ICONS_QUERY)(more_icons(LIGHTBULB, lambda x, v: len(x.score_pile()) + len(x.forecast())))


# ------------------------------------------------------------------ Hatshepsut
@R.inspire("Hatshepsut", "Draw a 1.")
async def hatshepsut_inspire(x: Ctx) -> None:
    await x.draw(x.v(1))


@R.karma("Hatshepsut", "If you would draw a card of value higher than 1 and you have a 1 in your "
         "hand, first return all cards from your hand and draw two cards of that value.",
         on=("draw",), when=lambda x, ev: ev.value > 1 and any(x.age(c) == 1 for c in x.hand()))
async def hatshepsut(x: Ctx, ev: Event) -> None:
    await x.return_cards(x.hand())
    for _ in range(2):
        await x.draw(ev.value)


# ------------------------------------------------------------------ Daedalus
@R.echo("Daedalus", "Draw and foreshadow a 4.")
async def daedalus_echo(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(4))


@R.static("Daedalus", "Each card in your forecast adds one to the value of your highest top card "
          "for the purpose of claiming achievements.", CLAIM_AGE_QUERY, reads=(READS_CARDS,))
def daedalus_claim(x: Ctx, who: int, top: int) -> int:
    return top + len(x.forecast()) if who == x.me else top


@R.static("Daedalus", "Each achievement adds its value to your score.", POINTS_QUERY, reads=(READS_CARDS,))
def daedalus_points(x: Ctx, who: int, points: int) -> int:
    if who != x.me:
        return points
    # Ruling: special achievements and decrees have no value: they add nothing
    return points + sum(x.age(a) for a in x.achievements() if x.c(a).kind == AGE_CARD)


# ------------------------------------------------------------------ Ptahotep
@R.inspire("Ptahotep", "Score a top card from your board.")
async def ptahotep_inspire(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Score a top card from your board")
    if card is not None:
        await x.score_card(card)


@R.karma("Ptahotep", "If a player would successfully demand something of you, first transfer the "
         "highest card from that player's score pile to your score pile.", on=("demand",), by=ANY,
         when=successful_demand)
async def ptahotep(x: Ctx, ev: Event) -> None:
    pile = x.score_pile(ev.player)
    card = await x.choose_card(x.highest_of(pile), prompt="Transfer the highest card of their "
                               "score pile to yours")
    if card is not None:
        await x.transfer(card, "score")


# ------------------------------------------------------------------ Shennong
@R.inspire("Shennong", "Draw and foreshadow a 2.")
async def shennong_inspire(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(2))


@R.karma("Shennong", "If you would foreshadow a card of the same value as a card in your "
         "forecast, first score each card of that value in your forecast.", on=("foreshadow",),
         when=lambda x, ev: any(x.age(c) == x.age(ev.card) for c in x.forecast()))
async def shennong(x: Ctx, ev: Event) -> None:
    for card in [c for c in x.forecast() if x.age(c) == x.age(ev.card)]:
        await x.score_card(card)


# ------------------------------------------------------------------ Huang Di
@R.echo("Huang Di", "Draw a 2.")
async def huang_di_echo(x: Ctx) -> None:
    await x.draw(x.v(2))


R.decree("Huang Di", "You may issue an Advancement decree with any two figures.", "Advancement")
R.static("Huang Di", "Each lightbulb on your board provides one additional leaf.",
         ICONS_QUERY, board=True)(more_icons(LEAF, lambda x, v: v[LIGHTBULB]))


# ------------------------------------------------------------------ Imhotep
@R.echo("Imhotep", "Draw and meld a 2.")
async def imhotep_echo(x: Ctx) -> None:
    await x.draw_and_meld(x.v(2))


def over_unsplayed_pile(x: Ctx, ev: Event) -> bool:
    color = x.color(ev.card)
    return len(x.pile(color)) > 1 and x.splay_of(color) == NONE


@R.karma("Imhotep", "If you would meld a card over an unsplayed color with more than one card, "
         "instead splay that color left and return the card.", on=("meld",), mode=INSTEAD,
         when=over_unsplayed_pile)
async def imhotep(x: Ctx, ev: Event) -> None:
    await x.splay(x.color(ev.card), LEFT)
    await x.return_card(ev.card)


# ------------------------------------------------------------------ Tigernmas
@R.inspire("Tigernmas", "Draw a 1.")
async def tigernmas_inspire(x: Ctx) -> None:
    await x.draw(x.v(1))


R.decree("Tigernmas", "You may issue a War decree with any two figures.", "War")
R.static("Tigernmas", "Each card in your hand provides one additional point toward your score.",
         POINTS_QUERY, reads=(READS_CARDS,))(tigernmas)


# ------------------------------------------------------------------ Gilgamesh
@R.inspire("Gilgamesh", "Score a card from your hand.")
async def gilgamesh_inspire(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)


R.static("Gilgamesh", "Each bonus on your board provides one additional castle for every top card "
         "on your board.", ICONS_QUERY, board=True)(
    more_icons(CASTLE, lambda x, v: len(x.bonuses()) * len(x.tops())))


# ------------------------------------------------------------------ Sunshu Ao
@R.inspire("Sunshu Ao", "Tuck a card from your hand.")
async def sunshu_ao_inspire(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is not None:
        await x.tuck(card)


@R.karma("Sunshu Ao", "If you would tuck a yellow card, instead meld it and execute all of the "
         "non-demand Dogma effects on it for yourself only, then return it to your hand if it is "
         "still a top card on your board.", on=("tuck",), mode=INSTEAD,
         when=lambda x, ev: x.color(ev.card) == YELLOW)
async def sunshu_ao(x: Ctx, ev: Event) -> None:
    card = ev.card
    await x.meld(card)
    await x.self_execute(card)
    if x.is_top(card) and x.g.loc[card][1] == x.me:
        await x.transfer(card, "hand")


# ------------------------------------------------------------------ Sneferu
@R.inspire("Sneferu", "Draw and tuck a 2. If it has a castle, repeat this effect.")
async def sneferu_inspire(x: Ctx) -> None:
    while True:
        card = await x.draw_and_tuck(x.v(2))
        if not x.has(card, CASTLE):
            return


R.decree("Sneferu", "You may issue an Expansion decree with any two figures.", "Expansion")
R.static("Sneferu", "Each castle on your board provides one additional crown.",
         ICONS_QUERY, board=True)(more_icons(CROWN, lambda x, v: v[CASTLE]))


# ------------------------------------------------------------------ Hammurabi
@R.inspire("Hammurabi", "Meld a card from your hand.")
async def hammurabi_inspire(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)


R.karma("Hammurabi", "If a player would successfully demand something of you, first successfully "
        "demand that same thing of that player.", on=("demand",), by=ANY,
        when=successful_demand)(hammurabi)


# ------------------------------------------------------------------ Sargon of Akkad
@R.inspire("Sargon of Akkad", "Draw and meld a 1.")
async def sargon_inspire(x: Ctx) -> None:
    await x.draw_and_meld(x.v(1))


def equal_top(x: Ctx, ev: Event) -> bool:
    top = x.top(x.color(ev.card))
    return top is not None and x.g.value(top) == x.g.value(ev.card)


@R.karma("Sargon of Akkad", "If you would meld a card, and your current top card of that color is "
         "of equal value, instead tuck it.", on=("meld",), mode=INSTEAD, when=equal_top)
async def sargon(x: Ctx, ev: Event) -> None:
    await x.tuck(ev.card)

