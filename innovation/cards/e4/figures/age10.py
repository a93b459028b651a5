"""4th edition Figures, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, CROWN, FACTORY, UP
from ....model.zones import BOARD
from ....rules.hooks import DOGMA_QUERY, INSTEAD, OPPONENT, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Jackie Chan
@R.karma("Jackie Chan", "If an opponent would win, first score every other top figure anywhere. "
         "If you now have the most points, you win instead.", on=("win",), by=OPPONENT)
async def jackie_chan(x: Ctx, ev: Event) -> bool:
    for p in x.players():
        for card in x.top_figures(p):
            if card != x.card:
                await x.score_card(card)
    mine = x.score()
    # Ruling: "the most points" is strictly more than every other player
    if all(mine > x.score(p) for p in x.players() if p != x.me):
        await x.win()
        return True
    return False


@R.karma("Jackie Chan", "If you would draw a card, first score a figure from your hand.",
         on=("draw",))
async def jackie_chan_draw(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.figures_in(x.hand()), prompt="Score a figure from your hand")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Stephen Hawking
def visible_hexes(x: Ctx, color: int) -> int:
    """The card images a colour pile shows: the top card's, and those its splay reveals."""
    pile = x.pile(color)
    splay = x.splay_of(color)
    shown = 0
    for i, card in enumerate(reversed(pile)):
        slot = x.c(card).hex_slot
        if slot is not None and (i == 0 or slot in x.c(card).visible_slots(splay)):
            shown += 1
    return shown


@R.karma("Stephen Hawking", "If you would dogma a card, first score your bottom card of its colour "
         "once for each hexagon that colour shows on your board.", on=("dogma",))
async def hawking(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    for _ in range(visible_hexes(x, color)):
        bottom = x.bottom(color)
        if bottom is not None:
            await x.score_card(bottom)


@R.karma("Stephen Hawking", "If you would draw a card, first draw and tuck a card of that value.",
         on=("draw",))
async def hawking_draw(x: Ctx, ev: Event) -> None:
    await x.draw_and_tuck(ev.value)


# ------------------------------------------------------------------ Martin Scorsese
@R.karma("Martin Scorsese", "If you would meld a figure, instead tuck it and claim an achievement, "
         "whatever your eligibility.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card))
async def scorsese(x: Ctx, ev: Event) -> None:
    await x.tuck(ev.card)
    # Ruling: any available achievement, standard or special
    card = await x.choose_card(x.available_achievements(standard_only=False),
                               prompt="Claim an achievement")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Margaret Thatcher
R.decree("Margaret Thatcher", "You may issue a War decree with any two figures.", "War")


@R.karma("Margaret Thatcher", "If you would take a Dogma action, first score a top card with a crown "
         "or a factory from any board.", on=("dogma",), when=lambda x, ev: ev.action)
async def thatcher(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, CROWN) or x.has(c, FACTORY)],
                               prompt="Score a top card with a crown or a factory")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Shigeru Miyamoto
@R.karma("Shigeru Miyamoto", "If you would dogma a card whose featured icon is a clock, first: with "
         "exactly one, three or six clocks on your board, you win.", on=("dogma",),
         when=lambda x, ev: x.c(ev.card).featured == CLOCK and x.icons(CLOCK) in (1, 3, 6))
async def miyamoto(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ Sergey Brin
@R.static("Sergey Brin", "Every top card on any board is a card you may activate with a Dogma "
          "action.", DOGMA_QUERY)
def brin(x: Ctx, who: int, cards: list[int]) -> list[int]:
    if who != x.me:
        return cards
    return cards + [c for p in x.players() if p != x.me for c in x.tops(p) if c not in cards]


@R.karma("Sergey Brin", "If you would dogma a card on another player's board, first splay its "
         "colour up on your board.", on=("dogma",),
         when=lambda x, ev: x.g.loc[ev.card][0] == BOARD and x.g.loc[ev.card][1] != x.me)
async def brin_dogma(x: Ctx, ev: Event) -> None:
    await x.splay(x.color(ev.card), UP)
