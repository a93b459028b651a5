"""4th edition Figures, age 1."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, FACTORY
from ....model.state import ACTIONS, SCORED, TUCKED
from ....model.zones import HAND
from ....rules.hooks import ICONS_QUERY, INSTEAD, POINTS_QUERY, Event
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
@R.static("Gilgamesh", "Each castle on your board adds a castle and a factory.", ICONS_QUERY)
def gilgamesh_icons(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    counts = counts[:]  # the board's cached counts stay as they are
    castles = counts[CASTLE]
    counts[CASTLE] += castles
    counts[FACTORY] += castles
    return counts


@R.static("Gilgamesh", "Each castle on an opponent's board takes a point from their score.",
          POINTS_QUERY)
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
