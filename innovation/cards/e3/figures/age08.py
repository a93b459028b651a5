"""3rd edition Figures, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, LEAF, LEFT, LIGHTBULB, PURPLE, UP
from ....rules.hooks import (
    ACHIEVEMENTS_QUERY,
    ICONS_QUERY,
    INSTEAD,
    POINTS_QUERY,
    PRINTED_QUERY,
    READS_CARDS,
    READS_ICONS,
    READS_VALUES,
    Event,
)
from ....rules.sets.echoes import pile_icon_counts
from ._reg import FIGURES3 as R
from .age01 import more_icons
from .age02 import may_splay_one, tuck_from_hand
from .age03 import avicenna


# ------------------------------------------------------------------ Duke Ellington
@R.inspire("Duke Ellington", "Draw and meld an 8 figure.")
async def ellington_inspire(x: Ctx) -> None:
    card = await x.draw_figure(x.v(8))
    if card is not None:
        await x.meld(card)


R.karma("Duke Ellington", "If you are required to fade a figure, instead do nothing.", on=("fade",),
        mode=INSTEAD)(avicenna)


@R.karma("Duke Ellington", "If you would meld a figure and have four top figures already, instead "
         "achieve it regardless of eligibility.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card) and len(x.top_figures()) >= 4)
async def ellington(x: Ctx, ev: Event) -> None:
    await x.achieve(ev.card)


# ------------------------------------------------------------------ John Von Neumann
@R.echo("John Von Neumann", "Draw and reveal two 9s. If either is purple, return them.")
async def von_neumann_echo(x: Ctx) -> None:
    cards = [c for c in [await x.draw_and_reveal(x.v(9)), await x.draw_and_reveal(x.v(9))] if c is not None]
    if any(x.color(c) == PURPLE for c in cards):
        await x.return_cards(cards)


@R.when_melded("John Von Neumann", "When you meld this card, return all opponents' top figures.")
async def von_neumann_melded(x: Ctx, ev: Event) -> None:
    await x.return_cards([c for p in x.opponents() for c in x.top_figures(p)])


R.static("John Von Neumann", "Each card in your hand provides two additional clocks.", ICONS_QUERY)(
    more_icons(CLOCK, lambda x, v: 2 * len(x.g.state.players[x.me].hand)))


# ------------------------------------------------------------------ Emmy Noether
@R.inspire("Emmy Noether", "Draw and meld an 8.")
async def noether_inspire(x: Ctx) -> None:
    await x.draw_and_meld(x.v(8))


@R.static("Emmy Noether", "Each clock on your board provides an additional number of points equal to "
          "the number of clocks on your board.", POINTS_QUERY, reads=(READS_ICONS,))
def noether(x: Ctx, who: int, points: int) -> int:
    return points + x.icons(CLOCK) ** 2 if who == x.me else points


# ------------------------------------------------------------------ Erwin Rommel
@R.echo("Erwin Rommel", "Transfer a card from any score pile to yours.")
async def rommel_echo(x: Ctx) -> None:
    cards = [c for p in x.players() if p != x.me for c in x.score_pile(p)]
    card = await x.choose_card(cards, prompt="Transfer a card from a score pile to yours")
    if card is not None:
        await x.transfer(card, "score")


R.decree("Erwin Rommel", "You may issue a War decree with any two figures.", "War")


@R.karma("Erwin Rommel", "If you would score a card, instead score the top card of its color from "
         "all boards.", on=("score",), mode=INSTEAD)
async def rommel(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    # Ruling: board by board, clockwise from the player's left, theirs last
    for p in x.players():
        top = x.top(color, p)
        if top is not None:
            await x.score_card(top)


# ------------------------------------------------------------------ Marie Curie
@R.echo("Marie Curie", "Draw a 9.")
async def curie_echo(x: Ctx) -> None:
    await x.draw(x.v(9))


@R.static("Marie Curie", "Each different value present in your score pile above 6 counts as an "
          "achievement.", ACHIEVEMENTS_QUERY, reads=(READS_CARDS, READS_VALUES,))
def curie(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    return count + len({x.g.value(c) for c in x.score_pile() if x.g.value(c) > 6})


# ------------------------------------------------------------------ Nikola Tesla
@R.inspire("Nikola Tesla", "Draw an 8.")
async def tesla_inspire(x: Ctx) -> None:
    await x.draw(x.v(8))


R.decree("Nikola Tesla", "You may issue an Expansion decree with any two figures.", "Expansion")


def bright(x: Ctx, cid: int | None) -> bool:
    return x.has(cid, LIGHTBULB) or x.has(cid, CLOCK)


@R.karma("Nikola Tesla", "If you would meld a card with a lightbulb or clock, first score an "
         "opponent's top card with neither lightbulb nor clock.", on=("meld",),
         when=lambda x, ev: bright(x, ev.card))
async def tesla(x: Ctx, ev: Event) -> None:
    cards = [c for p in x.opponents() for c in x.tops(p) if not bright(x, c)]
    card = await x.choose_card(cards, prompt="Score an opponent's top card with neither lightbulb "
                               "nor clock")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ J.P. Morgan
@R.echo("J.P. Morgan", "You may splay one color of your cards up.")
async def morgan_echo(x: Ctx) -> None:
    await may_splay_one(x, UP)


R.decree("J.P. Morgan", "You may issue a Trade decree with any two figures.", "Trade")


@R.static("J.P. Morgan", "Each icon in each color you have splayed up provides an additional icon of "
          "the same type.", ICONS_QUERY, board=True)
def morgan(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    up = [c for c in x.colors() if x.splay_of(c) == UP]
    if not up:
        return counts
    counts = counts[:]
    for color in up:
        for i, n in enumerate(pile_icon_counts(x.g, x.me, color)):
            counts[i] += n
    return counts


# ------------------------------------------------------------------ Caresse Crosby
@R.inspire("Caresse Crosby", "Tuck a card from your hand.")
async def crosby_inspire(x: Ctx) -> None:
    await tuck_from_hand(x)


@R.karma("Caresse Crosby", "If you would tuck a card with a leaf, first splay that color of your "
         "cards left, then draw two 2s.", on=("tuck",), when=lambda x, ev: x.has(ev.card, LEAF))
async def crosby(x: Ctx, ev: Event) -> None:
    await x.splay(x.color(ev.card), LEFT)
    for _ in range(2):
        await x.draw(2)


@R.karma("Caresse Crosby", "If you would splay a fifth color left, instead you win.", on=("splay",),
         mode=INSTEAD, when=lambda x, ev: ev.value == LEFT
         and all(x.splay_of(c) == LEFT for c in range(5) if c != ev.cards[0]))
async def crosby_win(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ H.G. Wells
@R.inspire("H.G. Wells", "Draw and foreshadow a 10.")
async def wells_inspire(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(10))


@R.karma("H.G. Wells", "If you would foreshadow a card, instead meld it, execute its non-demand Dogma "
         "effects for yourself only, and remove it from the game if it is still a top card on your "
         "board.", on=("foreshadow",), mode=INSTEAD)
async def wells(x: Ctx, ev: Event) -> None:
    card = ev.card
    await x.meld(card)
    await x.self_execute(card)
    if x.is_top(card) and x.g.loc[card][1] == x.me:
        await x.remove(card)


# ------------------------------------------------------------------ Albert Einstein
@R.echo("Albert Einstein", "Meld all cards from your hand with a lightbulb or clock.")
async def einstein_echo(x: Ctx) -> None:
    await x.meld_cards([c for c in x.hand() if x.has(c, LIGHTBULB) or x.has(c, CLOCK)])


R.decree("Albert Einstein", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.static("Albert Einstein", "Each value in any of your effects counts as a 10.", PRINTED_QUERY)
def einstein(x: Ctx, who: int, value: int) -> int:
    # Ruling: "your effects" are the effects you execute (the executor is "you", as everywhere
    # in the karma layer): a Dogma's, shared or demanded of you, an echo or inspire effect, a
    # card executed by another. Values of draws only, as Archimedes' (docs/karma.md)
    return 10 if who == x.me else value
