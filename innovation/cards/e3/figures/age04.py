"""3rd edition Figures, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CROWN, FACTORY, LEFT, LIGHTBULB, PURPLE, RIGHT, YELLOW
from ....rules.hooks import (
    ACHIEVEMENTS_QUERY,
    CLAIMABLE_QUERY,
    ICONS_QUERY,
    INSTEAD,
    POINTS_QUERY,
    READS_BOARD,
    READS_BOARDS,
    READS_CARDS,
    READS_VALUES,
    Event,
)
from ....rules.sets.echoes import visible_hexes
from ...e4.figures.age02 import claim_eligible
from ._reg import FIGURES3 as R
from .age01 import more_icons
from .age02 import score_from_hand
from .age03 import score_one


async def meld_from_hand(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    if card is not None:
        await x.meld(card)


# ------------------------------------------------------------------ Leonardo Da Vinci
@R.echo("Leonardo Da Vinci", "Score a top figure with a bonus from anywhere.")
async def leonardo_echo(x: Ctx) -> None:
    await score_one(x, [c for c in x.all_top_cards() if x.is_figure(c) and x.has_bonus(c)],
                    "Score a top figure with a bonus")


@R.karma("Leonardo Da Vinci", "If you would meld a yellow card, first meld every non-yellow, "
         "non-purple card in your hand.", on=("meld",),
         when=lambda x, ev: x.color(ev.card) == YELLOW)
async def leonardo_yellow(x: Ctx, ev: Event) -> None:
    # WE-22: these melds trigger no karma (F3-T6) and are no Meld action
    await x.meld_cards([c for c in x.hand() if x.color(c) not in (YELLOW, PURPLE)])


@R.karma("Leonardo Da Vinci", "If you would meld a purple card, first draw three 4s.", on=("meld",),
         when=lambda x, ev: x.color(ev.card) == PURPLE)
async def leonardo_purple(x: Ctx, ev: Event) -> None:
    for _ in range(3):
        await x.draw(4)


# ------------------------------------------------------------------ Cristopher Columbus
@R.inspire("Cristopher Columbus", "Draw a 4.")
async def columbus_inspire(x: Ctx) -> None:
    await x.draw(x.v(4))


R.decree("Cristopher Columbus", "You may issue a Trade decree with any two figures.", "Trade")
R.static("Cristopher Columbus", "Each factory on your board provides two additional crowns.",
         ICONS_QUERY, board=True)(more_icons(CROWN, lambda x, v: 2 * v[FACTORY]))


# ------------------------------------------------------------------ Yi Sun-Sin
@R.echo("Yi Sun-Sin", "Score a top card with a castle from anywhere.")
async def yi_sun_sin_echo(x: Ctx) -> None:
    await score_one(x, [c for c in x.all_top_cards() if x.has(c, CASTLE)],
                    "Score a top card with a castle")


@R.karma("Yi Sun-Sin", "If you would score a card of a color you have splayed, instead tuck it, then "
         "draw a 3.", on=("score",), mode=INSTEAD,
         when=lambda x, ev: bool(x.splay_of(x.color(ev.card))))
async def yi_sun_sin(x: Ctx, ev: Event) -> None:
    await x.tuck(ev.card)
    await x.draw(3)


# ------------------------------------------------------------------ Niccolo Machiavelli
@R.echo("Niccolo Machiavelli", "Splay one color right that you have splayed left.")
async def machiavelli_echo(x: Ctx) -> None:
    color = await x.choose_color([c for c in x.colors() if x.splay_of(c) == LEFT],
                                 prompt="Splay right a colour you have splayed left")
    if color is not None:
        await x.splay(color, RIGHT)


@R.static("Niccolo Machiavelli", "Each color splayed right on your board but not splayed in any "
          "direction on any other player's board counts as an achievement.", ACHIEVEMENTS_QUERY,
          reads=(READS_BOARDS,))
def machiavelli(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    others = [p for p in x.players() if p != x.me]
    return count + sum(1 for c in range(5) if x.splay_of(c) == RIGHT
                       and not any(x.splay_of(c, p) for p in others))


# ------------------------------------------------------------------ Amina Sukhera
@R.inspire("Amina Sukhera", "Score all bottom purple cards.")
async def amina_inspire(x: Ctx) -> None:
    # Ruling: every board's bottom purple card, clockwise from the player's left, theirs last
    for p in x.players():
        card = x.bottom(PURPLE, p)
        if card is not None:
            await x.score_card(card)


@R.when_melded("Amina Sukhera", "When you meld this card, score all opponents' top figures of "
               "value 4.")
async def amina_melded(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.top_figures(p):
            if x.g.value(card) == 4:
                await x.score_card(card)


@R.static("Amina Sukhera", "Each top card with a castle on your board counts as an available "
          "achievement for you.", CLAIMABLE_QUERY)
def amina(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    # Ruling (F3-T18, WE-24): claimed like a standard achievement, with its eligibility
    return found + [c for c in x.tops() if x.has(c, CASTLE) and claim_eligible(x, c)]


# ------------------------------------------------------------------ Michaelangelo
@R.inspire("Michaelangelo", "Score a card from your hand.")
async def michaelangelo_inspire(x: Ctx) -> None:
    await score_from_hand(x)


@R.static("Michaelangelo", "Each card in your hand is also considered part of your score pile.",
          POINTS_QUERY, reads=(READS_CARDS, READS_VALUES,))
def michaelangelo(x: Ctx, who: int, points: int) -> int:
    # Ruling: the hand's values add to the score (effects that move score cards still see the
    # score pile alone)
    return points + sum(x.g.value(c) for c in x.hand()) if who == x.me else points


# ------------------------------------------------------------------ Takiyuddin
@R.inspire("Takiyuddin", "Draw and tuck a 5. If it has a lightbulb, meld it instead.")
async def takiyuddin_inspire(x: Ctx) -> None:
    card = await x.draw(x.v(5))
    if card is None:
        return
    if x.has(card, LIGHTBULB):
        await x.meld(card)
    else:
        await x.tuck(card)


R.decree("Takiyuddin", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Takiyuddin", "If you would take an Inspire action, first you may splay that color right.",
         on=("inspire",))
async def takiyuddin(x: Ctx, ev: Event) -> None:
    # WE-17 (F3-T11): the action then runs the inspire effects the splay revealed
    await x.may_splay([ev.value], RIGHT)


# ------------------------------------------------------------------ Galileo Galilei
@R.echo("Galileo Galilei", "Draw and foreshadow a 5 or 6.")
async def galileo_echo(x: Ctx) -> None:
    value = await x.choose_value([5, 6], prompt="Draw and foreshadow a 5 or a 6?")
    if value is not None:
        await x.draw_and_foreshadow(value)


@R.karma("Galileo Galilei", "If you would foreshadow a card of value not present in your forecast, "
         "first transfer all cards from your forecast into your hand.", on=("foreshadow",),
         when=lambda x, ev: bool(x.forecast())
         and all(x.g.value(c) != x.g.value(ev.card) for c in x.forecast()))
async def galileo(x: Ctx, ev: Event) -> None:
    for card in x.forecast():
        await x.transfer(card, "hand")


# ------------------------------------------------------------------ William Shakespeare
@R.inspire("William Shakespeare", "Meld a card from your hand.")
async def shakespeare_inspire(x: Ctx) -> None:
    await meld_from_hand(x)


R.decree("William Shakespeare", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.static("William Shakespeare", "Each hexagon on your board provides one additional point toward "
          "your score.", POINTS_QUERY, reads=(READS_BOARD,))
def shakespeare(x: Ctx, who: int, points: int) -> int:
    if who != x.me:
        return points
    # Ruling (X3-T14): a hexagon counts where it shows whole (as the Heritage achievement)
    return points + sum(visible_hexes(x.g, x.me, c) for c in x.colors())


# ------------------------------------------------------------------ Johannes Kepler
@R.echo("Johannes Kepler", "Draw a 5.")
async def kepler_echo(x: Ctx) -> None:
    await x.draw(x.v(5))


@R.karma("Johannes Kepler", "If you would take a Dogma action, first reveal all cards of the chosen "
         "card's color from your hand. Increase each value in any effect during this action by the "
         "number of cards you revealed.", on=("dogma",), when=lambda x, ev: ev.action)
async def kepler(x: Ctx, ev: Event) -> None:
    # Ruling: the revealed cards stay in the hand; the action's effects, echo and dogma, for
    # every player who executes them, as Archimedes' (DogmaRun.bump, read through `x.v`)
    color = x.color(ev.card)
    shown = [c for c in x.hand() if x.color(c) == color]
    for card in shown:
        await x.reveal(card)
    ev.result = (ev.result or 0) + len(shown)
