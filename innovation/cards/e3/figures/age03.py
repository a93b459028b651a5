"""3rd edition Figures, age 3."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, BLUE, CASTLE, CLOCK, CROWN, FACTORY, LEAF, LEFT, LIGHTBULB, RED
from ....model.zones import AVAILABLE
from ....rules.hooks import ICONS_QUERY, INSTEAD, POINTS_QUERY, READS_BOARD, Event
from ....rules.sets.echoes import pile_icon_counts
from ....rules.sets.figures3 import ACTION_TOPS_QUERY
from ._reg import FIGURES3 as R
from .age02 import may_splay_one, score_from_hand


async def score_one(x: Ctx, cards: list[int], prompt: str) -> None:
    card = await x.choose_card(cards, prompt=prompt)
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Murasaki Shikibu
@R.inspire("Murasaki Shikibu", "Draw a 3.")
async def murasaki_inspire(x: Ctx) -> None:
    await x.draw(x.v(3))


R.decree("Murasaki Shikibu", "You may issue a Rivalry decree with any two figures.", "Rivalry")


def standard(x: Ctx, cid: int) -> bool:
    return x.c(cid).kind == AGE_CARD and x.g.loc[cid][0] == AVAILABLE


@R.karma("Murasaki Shikibu", "If you would claim a standard achievement, instead achieve a card of "
         "equal value from your score pile. Then claim the achievement, if you are still eligible.",
         on=("achieve",), mode=INSTEAD, when=lambda x, ev: standard(x, ev.card))
async def murasaki(x: Ctx, ev: Event) -> None:
    value = x.g.value(ev.card)
    card = await x.choose_card([c for c in x.score_pile() if x.g.value(c) == value],
                               prompt=f"Achieve a {value} from your score pile")
    if card is not None:
        await x.achieve(card)
    if x.eligible(ev.card):
        await x.achieve(ev.card)


# ------------------------------------------------------------------ Shen Kuo
@R.inspire("Shen Kuo", "You may splay one color of your cards left.")
async def shen_kuo_inspire(x: Ctx) -> None:
    await may_splay_one(x, LEFT)


@R.static("Shen Kuo", "Each splayed color on your board provides three additional points towards "
          "your score.", POINTS_QUERY, reads=(READS_BOARD,))
def shen_kuo(x: Ctx, who: int, points: int) -> int:
    return points + 3 * sum(1 for c in x.colors() if x.splay_of(c)) if who == x.me else points


# ------------------------------------------------------------------ Saladin
@R.echo("Saladin", "Score any other top card with a castle from anywhere.")
async def saladin_echo(x: Ctx) -> None:
    await score_one(x, [c for c in x.all_top_cards() if c != x.card and x.has(c, CASTLE)],
                    "Score a top card with a castle")


R.decree("Saladin", "You may issue a War decree with any two figures.", "War")


@R.karma("Saladin", "If you would score a non-figure card, instead meld the card, then you may "
         "splay left the color of that card.", on=("score",), mode=INSTEAD,
         when=lambda x, ev: not x.is_figure(ev.card))
async def saladin(x: Ctx, ev: Event) -> None:
    await x.meld(ev.card)
    await x.may_splay([x.color(ev.card)], LEFT)


# ------------------------------------------------------------------ Avicenna
@R.inspire("Avicenna", "Draw and tuck a 3.")
async def avicenna_inspire(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(3))


R.decree("Avicenna", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.karma("Avicenna", "If you are required to fade a figure, instead do nothing.", on=("fade",),
         mode=INSTEAD)
async def avicenna(x: Ctx, ev: Event) -> None:
    return None


# ------------------------------------------------------------------ Tran Huang Dao
@R.echo("Tran Huang Dao", "Score a top red card of value less than 4 from anywhere.")
async def tran_huang_dao_echo(x: Ctx) -> None:
    await score_one(x, [c for c in x.all_top_cards() if x.color(c) == RED and x.g.value(c) < 4],
                    "Score a top red card of value less than 4")


@R.static("Tran Huang Dao", "Each two castles on your board provide one additional icon of every "
          "other type on your board.", ICONS_QUERY, board=True)
def tran_huang_dao(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me or counts[CASTLE] < 2:
        return counts
    # Ruling: every other icon type of the 3rd edition, whether or not the board shows it
    n = counts[CASTLE] // 2
    counts = counts[:]
    for icon in (CROWN, LEAF, LIGHTBULB, FACTORY, CLOCK):
        counts[icon] += n
    return counts


# ------------------------------------------------------------------ Sejong the Great
@R.echo("Sejong the Great", "Draw and meld a 4.")
async def sejong_echo(x: Ctx) -> None:
    await x.draw_and_meld(x.v(4))


R.decree("Sejong the Great", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Sejong the Great", "If you would meld a blue card of value above 3, instead return it and "
         "draw and meld a card of value one higher.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.color(ev.card) == BLUE and x.g.value(ev.card) > 3)
async def sejong(x: Ctx, ev: Event) -> None:
    value = x.g.value(ev.card)
    await x.return_card(ev.card)
    await x.draw_and_meld(value + 1)


# ------------------------------------------------------------------ Rhazes
@R.echo("Rhazes", "Draw and foreshadow a 3, 4, or 5.")
async def rhazes_echo(x: Ctx) -> None:
    value = await x.choose_value([3, 4, 5], prompt="Draw and foreshadow a 3, a 4 or a 5?")
    if value is not None:
        await x.draw_and_foreshadow(value)


@R.karma("Rhazes", "If you would draw a card, first tuck a card of the same value from your hand.",
         on=("draw",), when=lambda x, ev: any(x.g.value(c) == ev.value for c in x.hand()))
async def rhazes(x: Ctx, ev: Event) -> None:
    # Ruling: the value asked for (before any empty age is skipped)
    card = await x.choose_card([c for c in x.hand() if x.g.value(c) == ev.value],
                               prompt=f"Tuck a {ev.value} from your hand")
    if card is not None:
        await x.tuck(card)


# ------------------------------------------------------------------ Su Song
@R.inspire("Su Song", "Draw and meld a 3. If it has a leaf, repeat this effect.")
async def su_song_inspire(x: Ctx) -> None:
    while True:
        card = await x.draw_and_meld(x.v(3))
        if not x.has(card, LEAF):
            return


R.decree("Su Song", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("Su Song", "If you would draw a 3, first transfer a card from your score pile to your "
         "forecast.", on=("draw",), when=lambda x, ev: ev.value == 3 and bool(x.score_pile()))
async def su_song(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Transfer a card from your score pile to "
                               "your forecast")
    if card is not None:
        await x.transfer_to_forecast(card, x.me)


# ------------------------------------------------------------------ Alhazen
@R.echo("Alhazen", "Tuck a top card with a castle from anywhere.")
async def alhazen_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, CASTLE)],
                               prompt="Tuck a top card with a castle")
    if card is not None:
        await x.tuck(card)


@R.static("Alhazen", "Each of your splayed colors counts as having a top card of value equal to the "
          "number of lightbulbs or castles in that color (whichever is higher) for the purpose of "
          "taking a Draw or Inspire action.", ACTION_TOPS_QUERY)
def alhazen(x: Ctx, who: int, tops: list[int]) -> list[int]:
    if who != x.me:
        return tops
    # F3-T10: for the Draw and Inspire actions only (rules/sets/figures3.py: action_tops)
    out = list(tops)
    for color in x.colors():
        if x.splay_of(color):
            counts = pile_icon_counts(x.g, x.me, color)
            out[color] = max(counts[LIGHTBULB], counts[CASTLE])
    return out


# ------------------------------------------------------------------ Al-Kindi
@R.inspire("Al-Kindi", "Score a card from your hand.")
async def al_kindi_inspire(x: Ctx) -> None:
    await score_from_hand(x)


@R.karma("Al-Kindi", "If you would draw a card for sharing, first draw two cards of the same value.",
         on=("draw",), when=lambda x, ev: ev.why == "share")
async def al_kindi(x: Ctx, ev: Event) -> None:
    for _ in range(2):
        await x.draw(ev.value)
