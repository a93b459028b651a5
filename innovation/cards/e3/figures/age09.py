"""3rd edition Figures, age 9."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, GREEN, PURPLE, RED, UP, YELLOW
from ....model.state import TUCKED_COLORS
from ....rules.hooks import (
    ACHIEVEMENTS_QUERY,
    INSTEAD,
    OTHER,
    POINTS_QUERY,
    READS_BOARD,
    READS_CARDS,
    READS_VALUES,
    SPECIAL_QUERY,
    Event,
)
from ....rules.sets.figures3 import inspire_cards
from ._reg import FIGURES3 as R
from .age02 import may_splay_one, tuck_from_hand
from .age03 import avicenna


# ------------------------------------------------------------------ Nelson Mandela
@R.inspire("Nelson Mandela", "Draw and meld a 9.")
async def mandela_inspire(x: Ctx) -> None:
    await x.draw_and_meld(x.v(9))


R.karma("Nelson Mandela", "If you are required to fade a figure, instead do nothing.", on=("fade",),
        mode=INSTEAD)(avicenna)


@R.static("Nelson Mandela", "Each two inspire effects visible on your board count as an achievement.",
          ACHIEVEMENTS_QUERY, reads=(READS_BOARD,))
def mandela(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    return count + sum(len(inspire_cards(x.g, x.me, c)) for c in x.colors()) // 2


# ------------------------------------------------------------------ Mikhail Kalashnikov
@R.inspire("Mikhail Kalashnikov", "Tuck a card from your hand.")
async def kalashnikov_inspire(x: Ctx) -> None:
    await tuck_from_hand(x)


TRANSFER, EXECUTE = "transfer it to your score pile", "execute its non-demand effects"


@R.karma("Mikhail Kalashnikov", "If you would tuck a red card, instead choose a top red card on an "
         "opponent's board. Either transfer it to your score pile, or execute its non-demand Dogma "
         "effects for yourself only.", on=("tuck",), mode=INSTEAD,
         when=lambda x, ev: x.color(ev.card) == RED)
async def kalashnikov(x: Ctx, ev: Event) -> None:
    cards = [c for p in x.opponents() if (c := x.top(RED, p)) is not None]
    card = await x.choose_card(cards, prompt="Choose a top red card on an opponent's board")
    if card is None:
        return
    what = await x.choose_option([TRANSFER, EXECUTE], prompt=f"{x.c(card).name}: transfer it to "
                                 "your score pile, or execute its non-demand effects?")
    if what == TRANSFER:
        await x.transfer(card, "score")
    else:
        await x.self_execute(card)


# ------------------------------------------------------------------ Ruth Handler
@R.inspire("Ruth Handler", "Transfer a top card from your board to your hand.")
async def handler_inspire(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Transfer a top card from your board to your hand")
    if card is not None:
        await x.transfer(card, "hand")


@R.karma("Ruth Handler", "If you would meld a card, first meld all other cards of that color from "
         "your hand, then draw and achieve a 9 for each card you melded in this way, regardless of "
         "eligibility.", on=("meld",),
         when=lambda x, ev: any(c != ev.card and x.color(c) == x.color(ev.card) for c in x.hand()))
async def handler(x: Ctx, ev: Event) -> None:
    cards = [c for c in x.hand() if c != ev.card and x.color(c) == x.color(ev.card)]
    melded = 0
    for card in await x.order_if_needed(cards, "Order the cards to meld (the last ends on top)"):
        if await x.meld(card):
            melded += 1
    for _ in range(melded):
        await x.draw_and_achieve(9)


# ------------------------------------------------------------------ Che Guevara
@R.echo("Che Guevara", "Draw and score a 9.")
async def che_echo(x: Ctx) -> None:
    await x.draw_and_score(x.v(9))


@R.when_melded("Che Guevara", "When you meld this card, score all opponents' top figures.")
async def che_melded(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.top_figures(p):
            await x.score_card(card)


@R.karma("Che Guevara", "If you would score a green card, instead remove it and all cards in all "
         "score piles from the game.", on=("score",), mode=INSTEAD,
         when=lambda x, ev: x.color(ev.card) == GREEN)
async def che(x: Ctx, ev: Event) -> None:
    await x.remove(ev.card)
    for p in x.players():
        for card in x.score_pile(p):
            await x.remove(card)


# ------------------------------------------------------------------ Taiichi Ono
@R.echo("Taiichi Ono", "Draw a 10.")
async def ono_echo(x: Ctx) -> None:
    await x.draw(x.v(10))


def featured_match(x: Ctx, ev: Event) -> list[int]:
    icon = x.c(ev.card).featured
    return [c for c in x.hand() if x.c(c).featured == icon]


@R.karma("Taiichi Ono", "If you would take a Dogma action and activate a card, first achieve a card "
         "from your hand with featured icon matching that card's featured icon, regardless of "
         "eligibility.", on=("dogma",), when=lambda x, ev: ev.action and bool(featured_match(x, ev)))
async def ono(x: Ctx, ev: Event) -> None:
    # Ruling: the printed featured icons (the data's, for figures too: Q-15)
    card = await x.choose_card(featured_match(x, ev), prompt="Achieve a card of the same featured "
                               "icon from your hand")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Gene Roddenberry
@R.echo("Gene Roddenberry", "Meld a top purple card from anywhere.")
async def roddenberry_echo(x: Ctx) -> None:
    cards = [c for c in x.all_top_cards() if x.color(c) == PURPLE]
    card = await x.choose_card(cards, prompt="Meld a top purple card")
    if card is not None:
        await x.meld(card)


@R.karma("Gene Roddenberry", "If you would meld a purple card, instead if it is Enterprise, you win. "
         "Otherwise, instead tuck the card and return any top figure.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.color(ev.card) == PURPLE)
async def roddenberry(x: Ctx, ev: Event) -> None:
    if x.c(ev.card).name == "Enterprise":
        await x.win()
        return
    await x.tuck(ev.card)
    card = await x.choose_card([c for c in x.all_top_cards() if x.is_figure(c)],
                               prompt="Return a top figure")
    if card is not None:
        await x.return_card(card)


# ------------------------------------------------------------------ Wernher Von Braun
@R.inspire("Wernher Von Braun", "Draw and foreshadow a 10.")
async def von_braun_inspire(x: Ctx) -> None:
    await x.draw_and_foreshadow(x.v(10))


@R.static("Wernher Von Braun", "Each card in your forecast counts as being in your score pile.",
          POINTS_QUERY, reads=(READS_CARDS, READS_VALUES,))
def von_braun(x: Ctx, who: int, points: int) -> int:
    # Ruling: the forecast's values add to the score (effects that move score cards still see
    # the score pile alone)
    return points + sum(x.g.value(c) for c in x.forecast()) if who == x.me else points


# ------------------------------------------------------------------ Pele
@R.inspire("Pele", "Draw and tuck three 9s.")
async def pele_inspire(x: Ctx) -> None:
    for _ in range(3):
        await x.draw_and_tuck(x.v(9))


R.decree("Pele", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Pele", "If you would tuck a yellow card after tucking a green card in the same turn, "
         "instead you win.", on=("tuck",), mode=INSTEAD,
         when=lambda x, ev: x.color(ev.card) == YELLOW
         and bool(x.g.state.players[x.me].counts[TUCKED_COLORS] & 1 << GREEN))
async def pele(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ Grace Hopper
@R.inspire("Grace Hopper", "Tuck two cards from your hand.")
async def hopper_inspire(x: Ctx) -> None:
    await x.tuck_cards(await x.choose_cards(x.hand(), 2, 2, "Tuck two cards from your hand"))


@R.karma("Grace Hopper", "If another player would not draw a card for sharing after a Dogma action, "
         "first draw and reveal a 10. If it is blue, you win.", on=("no_bonus",), by=OTHER)
async def hopper(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_reveal(10)
    if card is not None and x.color(card) == BLUE:
        await x.win()


# ------------------------------------------------------------------ Hedy Lamar
@R.echo("Hedy Lamar", "You may splay one color of your cards up.")
async def hedy_lamar_echo(x: Ctx) -> None:
    await may_splay_one(x, UP)


R.decree("Hedy Lamar", "You may issue a Trade decree with any two figures.", "Trade")


@R.static("Hedy Lamar", "Each special achievement is claimed with one fewer or one lower of each "
          "requirement listed, for you.", SPECIAL_QUERY)
def hedy_lamar(x: Ctx, who: int, slack: int) -> int:
    # Ruling: as the 4th edition's: a count or a value is one less (Monument: five tucked or
    # five scored in a turn; Universe: four top cards of value 7 or more; Supremacy: two of one
    # icon in three colours; Destiny: six in the forecast); the Cities' specials, earned by
    # an event, list no number and do not change
    return slack + 1 if who == x.me else slack
