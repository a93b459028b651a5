"""3rd edition Figures, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CASTLE, CROWN, GREEN, ICONS, LEAF, LEFT, LIGHTBULB, PURPLE, RED, YELLOW
from ....rules.dogma import SCORE_FEATURED
from ....rules.hooks import (
    ANY,
    CLAIMABLE_QUERY,
    DOGMA_QUERY,
    ICONS_QUERY,
    INSTEAD,
    POINTS_QUERY,
    READS_CARDS,
    Event,
)
from ....rules.sets.figures3 import ECHOES_QUERY, INSPIRES_QUERY, echo_cards, inspire_cards
from ...e4.figures.age02 import claim_eligible, ptolemy, sun_tzu
from ._reg import FIGURES3 as R


async def score_from_hand(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)


async def tuck_from_hand(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is not None:
        await x.tuck(card)


async def may_splay_one(x: Ctx, direction: int) -> None:
    """"You may splay one color of your cards <direction>"."""
    await x.may_splay(x.colors(), direction)


# ------------------------------------------------------------------ Plato
@R.inspire("Plato", "You may splay one color of your cards left.")
async def plato_inspire(x: Ctx) -> None:
    await may_splay_one(x, LEFT)


R.decree("Plato", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.static("Plato", "Each splayed stack on your board provides one additional castle, lightbulb, "
          "leaf, and crown.", ICONS_QUERY, board=True)
def plato(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    n = sum(1 for c in x.colors() if x.splay_of(c))
    if not n:
        return counts
    counts = counts[:]
    for icon in (CASTLE, LIGHTBULB, LEAF, CROWN):
        counts[icon] += n
    return counts


# ------------------------------------------------------------------ Sun Tzu
@R.inspire("Sun Tzu", "Draw a 2.")
async def sun_tzu_inspire(x: Ctx) -> None:
    await x.draw(x.v(2))


R.decree("Sun Tzu", "You may issue a War decree with any two figures.", "War")
R.karma("Sun Tzu", "If you would draw for a share bonus, first meld any number of cards from your "
        "hand matching the Dogma action's featured icon.", on=("draw",),
        when=lambda x, ev: ev.why == "share" and ev.run is not None)(sun_tzu)


# ------------------------------------------------------------------ Alexander the Great
@R.inspire("Alexander the Great", "Score a card from your hand.")
async def alexander_inspire(x: Ctx) -> None:
    await score_from_hand(x)


@R.when_melded("Alexander the Great", "When you meld this card, score all opponents' top figures "
               "of value 1 or 2.")
async def alexander_melded(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.top_figures(p):
            if x.g.value(card) in (1, 2):
                await x.score_card(card)


@R.karma("Alexander the Great", "If you would take a Dogma action, instead of using the featured "
         "icon use each player's current score.", on=("featured",), mode=INSTEAD)
async def alexander(x: Ctx, ev: Event) -> None:
    # Ruling: sharing and demands compare scores as they would featured icons (at least as
    # many to share, fewer to be vulnerable)
    ev.result = SCORE_FEATURED


# ------------------------------------------------------------------ Confucius
@R.echo("Confucius", "Score an opponent's top figure of value 1.")
async def confucius_echo(x: Ctx) -> None:
    cards = [c for p in x.opponents() for c in x.top_figures(p) if x.g.value(c) == 1]
    card = await x.choose_card(cards, prompt="Score an opponent's top figure of value 1")
    if card is not None:
        await x.score_card(card)


@R.karma("Confucius", "If you would take a Dogma action and activate a card with a castle as a "
         "featured icon, instead choose any other icon on your board as the featured icon.",
         on=("featured",), mode=INSTEAD, when=lambda x, ev: ev.value == CASTLE)
async def confucius(x: Ctx, ev: Event) -> bool:
    counts = x.g.icon_counts(x.me)
    others = [ICONS[i] for i, n in enumerate(counts) if n and i != CASTLE]
    # Ruling: with no other icon on the board there is nothing to choose: castle it stays
    picked = await x.choose_option(others, prompt="Choose the featured icon instead of castle")
    if picked is None:
        return False
    ev.result = ICONS.index(picked)
    return True


# ------------------------------------------------------------------ Zhang Heng
@R.echo("Zhang Heng", "Draw and tuck a 3. Score all cards above it.")
async def zhang_heng_echo(x: Ctx) -> None:
    tucked = await x.draw_and_tuck(x.v(3))
    if tucked is None:
        return
    pile = x.pile(x.color(tucked))
    if tucked in pile:
        # Ruling: from the top down
        for card in reversed(pile[pile.index(tucked) + 1:]):
            await x.score_card(card)


def bonus_points(values: list[int]) -> int:
    return max(values) + len(values) - 1 if values else 0


@R.static("Zhang Heng", "Each card in your score pile counts as a bonus of its value on your board.",
          POINTS_QUERY, reads=(READS_CARDS,))
def zhang_heng(x: Ctx, who: int, points: int) -> int:
    if who != x.me:
        return points
    # Ruling: they add to the score as bonuses do (the highest at full value, the others
    # one each); the Wealth achievement counts the printed bonuses only
    shown = x.bonuses()
    extra = [x.age(c) for c in x.score_pile()]
    return points - bonus_points(shown) + bonus_points(shown + extra)


# ------------------------------------------------------------------ Ptolemy
@R.inspire("Ptolemy", "Draw and meld a 2.")
async def ptolemy_inspire(x: Ctx) -> None:
    await x.draw_and_meld(x.v(2))


R.decree("Ptolemy", "You may issue a Trade decree with any two figures.", "Trade")
# F3-T19: a blue card of another board brings that pile's echo effects (rules/dogma.py)
R.static("Ptolemy", "Each top blue card on every player's board counts as a card you can activate "
         "with a Dogma action.", DOGMA_QUERY)(ptolemy)


# ------------------------------------------------------------------ Augustus Caesar
@R.inspire("Augustus Caesar", "Draw and foreshadow a 3.")
async def augustus_inspire(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(3))


@R.karma("Augustus Caesar", "If any player would meld or foreshadow a card of value less than 4, "
         "first reveal it. If it is red or green and has a castle, instead transfer it to your "
         "board, then tuck all cards from your forecast.", on=("meld", "foreshadow"), by=ANY,
         when=lambda x, ev: x.g.value(ev.card) < 4)
async def augustus_caesar(x: Ctx, ev: Event) -> bool:
    card = ev.card
    await x.reveal(card, ev.player)  # Ruling: the player melding reveals it
    if x.color(card) not in (RED, GREEN) or not x.has(card, CASTLE):
        return False  # the meld or foreshadow goes on
    await x.transfer(card, "board")
    await x.tuck_cards(x.forecast())
    return True


# ------------------------------------------------------------------ Ximen Bao
@R.inspire("Ximen Bao", "Tuck a card from your hand.")
async def ximen_bao_inspire(x: Ctx) -> None:
    await tuck_from_hand(x)


R.decree("Ximen Bao", "You may issue an Expansion decree with any two figures.", "Expansion")
BOARD_ORDER = (RED, BLUE, GREEN, PURPLE, YELLOW)
TEXT = ("Each Inspire and Echo effect on your board counts as a part of this stack. When "
        "executing, order them from bottom to top, red, blue, green, purple, yellow.")


def this_stack(x: Ctx, who: int, color: int) -> bool:
    return who == x.me and color == x.color(x.card)


@R.static("Ximen Bao", TEXT, INSPIRES_QUERY)
def ximen_bao_inspires(x: Ctx, who: int, value: tuple) -> tuple:
    color, found = value
    if not this_stack(x, who, color):
        return value
    # F3-T19: each colour's effects bottom to top before the next colour's
    impls = x.g.rules.impls
    out = [(c, impls[x.c(c).name].inspire) for col in BOARD_ORDER
           for c in inspire_cards(x.g, x.me, col) if x.c(c).name in impls]
    return color, [(c, e) for c, e in out if e is not None]


@R.static("Ximen Bao", TEXT, ECHOES_QUERY)
def ximen_bao_echoes(x: Ctx, who: int, value: tuple) -> tuple:
    color, found = value
    if not this_stack(x, who, color):
        return value
    impls = x.g.rules.impls
    out = [(c, impls[x.c(c).name].echo) for col in BOARD_ORDER
           for c in echo_cards(x.g, x.me, col) if x.c(c).name in impls]
    return color, [(c, e) for c, e in out if e is not None]


# ------------------------------------------------------------------ Cai Lun
@R.echo("Cai Lun", "You may splay one color of your cards left.")
async def cai_lun_echo(x: Ctx) -> None:
    await may_splay_one(x, LEFT)


@R.karma("Cai Lun", "If you would claim an achievement, first draw and foreshadow a 3.",
         on=("achieve",))
async def cai_lun(x: Ctx, ev: Event) -> None:
    await x.draw_and_foreshadow(3)


@R.static("Cai Lun", "Each card in your forecast counts as an available achievement for you.",
          CLAIMABLE_QUERY)
def cai_lun_claimable(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    # Ruling (F3-T18): claimed like a standard achievement: the usual eligibility holds
    return found + [c for c in x.forecast() if claim_eligible(x, c)]


# ------------------------------------------------------------------ Archimedes
@R.echo("Archimedes", "Draw a 2.")
async def archimedes_echo(x: Ctx) -> None:
    await x.draw(x.v(2))


R.decree("Archimedes", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Archimedes", "If you would take a Dogma action, first increase every value in each "
         "echo and dogma effect by one.", on=("dogma",), when=lambda x, ev: ev.action)
async def archimedes(x: Ctx, ev: Event) -> None:
    # Ruling: the values of the action's own effects, echo and dogma, for every player who
    # executes them (DogmaRun.bump, read through `x.v`, as the 4th edition's Johannes Kepler);
    # a card another effect executes meanwhile is an execution of its own, not raised.
    # Values of draws only, as the 4th edition's cards (docs/karma.md)
    ev.result = (ev.result or 0) + 1
