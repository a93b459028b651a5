"""4th edition Figures, age 3."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CASTLE, LEAF, LEFT, LIGHTBULB, PERSON, RED, RIGHT
from ....model.zones import AVAILABLE, JUNK
from ....rules.hooks import ICONS_QUERY, INSTEAD, OTHER, POINTS_QUERY, Event
from ._reg import FIGURES4 as R
from .age01 import action_number
from .age02 import claim_eligible


# ------------------------------------------------------------------ Shen Kuo
@R.karma("Shen Kuo", "If you would score a non-figure, instead splay that card's colour right.",
         on=("score",), mode=INSTEAD, when=lambda x, ev: not x.is_figure(ev.card))
async def shen_kuo(x: Ctx, ev: Event) -> None:
    await x.splay(x.color(ev.card), RIGHT)


@R.karma("Shen Kuo", "If you would splay a colour left, instead splay it right.", on=("splay",),
         mode=INSTEAD, when=lambda x, ev: ev.value == LEFT)
async def shen_kuo_splay(x: Ctx, ev: Event) -> None:
    await x.splay(ev.cards[0], RIGHT)


def visible_cards(x: Ctx) -> int:
    """Top cards, and every card of a splayed pile (each shows a part of itself)."""
    return sum(len(x.pile(c)) if x.splay_of(c) else 1 for c in x.colors())


@R.static("Shen Kuo", "Each visible card on your board adds a point to your score.", POINTS_QUERY)
def shen_kuo_points(x: Ctx, who: int, points: int) -> int:
    return points + visible_cards(x) if who == x.me else points


# ------------------------------------------------------------------ Saladin
R.decree("Saladin", "You may issue a War decree with any two figures.", "War")


@R.karma("Saladin", "If you would dogma a card with a demand effect, instead score every top card "
         "with a castle on every opponent's board.", on=("dogma",), mode=INSTEAD,
         when=lambda x, ev: x.has_demand(ev.card))
async def saladin(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in [c for c in x.tops(p) if x.has(c, CASTLE)]:
            await x.score_card(card)


# ------------------------------------------------------------------ Avicenna
R.decree("Avicenna", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.karma("Avicenna", "If you would dogma a card as your first action, instead junk the lowest "
         "available standard achievement, then super-execute the junked card.", on=("dogma",),
         mode=INSTEAD, when=lambda x, ev: ev.action and action_number(x, 1))
async def avicenna(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.lowest_of(x.available_achievements()),
                               prompt="Junk the lowest available achievement (then super-execute it)")
    if card is not None and await x.junk(card):
        await x.super_execute(card)


# ------------------------------------------------------------------ Tran Huang Dao
@R.karma("Tran Huang Dao", "If you would draw a 3, first score a top red card of value below 4 "
         "from any board.", on=("draw",), when=lambda x, ev: ev.value == 3)
async def tran_huang_dao(x: Ctx, ev: Event) -> None:
    reds = [c for p in x.players() if (c := x.top(RED, p)) is not None and x.age(c) < 4]
    card = await x.choose_card(reds, prompt="Score a top red card below 4")
    if card is not None:
        await x.score_card(card)


@R.static("Tran Huang Dao", "Each two castles on your board add one of every other standard icon "
          "on your board.", ICONS_QUERY, board=True)
def tran_huang_dao_icons(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me or counts[CASTLE] < 2:
        return counts
    # Ruling: "every other standard icon on your board" is each basic icon but the castle and
    # the avatar that the board shows at least once
    extra = counts[CASTLE] // 2
    return [n + extra if i not in (CASTLE, PERSON) and n else n for i, n in enumerate(counts)]


# ------------------------------------------------------------------ Sejong the Great
R.decree("Sejong the Great", "You may issue an Advancement decree with any two figures.", "Advancement")


def red_value(x: Ctx) -> int | None:
    top = x.top(RED)
    return None if top is None else x.age(top)


@R.karma("Sejong the Great", "If you would meld a card of your top red card's value, instead return "
         "it and draw and meld a card one higher.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.age(ev.card) == red_value(x))
async def sejong(x: Ctx, ev: Event) -> None:
    if await x.return_card(ev.card):
        await x.draw_and_meld(x.age(ev.card) + 1)


# ------------------------------------------------------------------ Rhazes
@R.karma("Rhazes", "If you would draw a card, first tuck a card of the same value from your hand "
         "or from an opponent's score pile.", on=("draw",))
async def rhazes(x: Ctx, ev: Event) -> None:
    options = [c for c in x.hand() if x.age(c) == ev.value]
    options += [c for p in x.opponents() for c in x.score_pile(p) if x.age(c) == ev.value]
    card = await x.choose_card(options, prompt=f"Tuck a {ev.value} from your hand or an opponent's "
                               "score pile")
    if card is not None:
        await x.tuck(card)


# ------------------------------------------------------------------ Su Song
R.decree("Su Song", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("Su Song", "If you would meld a card, first draw and meld a 3. If it has no leaf, return "
         "it.", on=("meld",))
async def su_song(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_meld(3)
    if card is not None and not x.has(card, LEAF) and x.is_top(card):
        await x.return_card(card)


# ------------------------------------------------------------------ Al-Kindi
@R.karma("Al-Kindi", "If you would draw a card for sharing, first draw two cards of that value.",
         on=("draw",), when=lambda x, ev: ev.why == "share")
async def al_kindi(x: Ctx, ev: Event) -> None:
    for _ in range(2):
        await x.draw(ev.value)


@R.karma("Al-Kindi", "If another player would draw a card for sharing, first score a card from "
         "your hand.", on=("draw",), by=OTHER, when=lambda x, ev: ev.why == "share")
async def al_kindi_other(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    if card is not None:
        await x.score_card(card)




# ------------------------------------------------------------------ Alhazen
@R.karma("Alhazen", "If you would take a Draw action, instead tuck a top card with a castle from "
         "any board. Then draw a card of value equal to the castles or the lightbulbs of one of "
         "your colours.", on=("draw",), mode=INSTEAD, when=lambda x, ev: ev.action)
async def alhazen(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, CASTLE)],
                               prompt="Tuck a top card with a castle")
    if card is not None:
        await x.tuck(card)
    # Ruling: you pick the colour and the icon, so the value is any of those counts; with no
    # colour on your board nothing is drawn
    values = sorted({x.pile_icons(c, icon) for c in x.colors() for icon in (CASTLE, LIGHTBULB)})
    value = await x.choose_value(values, prompt="Draw a card of value equal to the castles or "
                                 "lightbulbs of one of your colours")
    if value is not None:
        await x.draw(value)


# ------------------------------------------------------------------ Murasaki Shikibu
R.decree("Murasaki Shikibu", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Murasaki Shikibu", "If you would claim a standard achievement, instead you may junk a "
         "card from your score pile, then claim the achievement if eligible. If you junked one, "
         "you may claim the junked card too, if eligible.", on=("achieve",), mode=INSTEAD,
         when=lambda x, ev: x.c(ev.card).kind == AGE_CARD and x.g.loc[ev.card][0] == AVAILABLE)
async def murasaki_shikibu(x: Ctx, ev: Event) -> None:
    junked = await x.choose_card(x.score_pile(), optional=True,
                                 prompt="You may junk a card from your score pile")
    if junked is not None and not await x.junk(junked):
        junked = None
    if claim_eligible(x, ev.card):
        await x.achieve(ev.card)
    if junked is not None and x.g.loc[junked][0] == JUNK and claim_eligible(x, junked) \
            and await x.may("Claim the junked card as an achievement?"):
        await x.achieve(junked)
