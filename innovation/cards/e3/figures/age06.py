"""3rd edition Figures, age 6."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CROWN, FACTORY, LIGHTBULB, PURPLE, RIGHT
from ....rules.hooks import ANY, CLAIMABLE_QUERY, ICONS_QUERY, INSTEAD, OPPONENT, Event
from ...e4.figures.age02 import claim_eligible
from ._reg import FIGURES3 as R
from .age01 import more_icons, successful_demand
from .age02 import may_splay_one, score_from_hand, tuck_from_hand
from .age03 import score_one
from .age04 import meld_from_hand


# ------------------------------------------------------------------ Ludwig Van Beethoven
@R.inspire("Ludwig Van Beethoven", "Score a card from your hand.")
async def beethoven_inspire(x: Ctx) -> None:
    await score_from_hand(x)


R.decree("Ludwig Van Beethoven", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Ludwig Van Beethoven", "If you would score a card with a lightbulb, instead return it and "
         "all cards from your score pile, then draw and score four 5s.", on=("score",), mode=INSTEAD,
         when=lambda x, ev: x.has(ev.card, LIGHTBULB))
async def beethoven(x: Ctx, ev: Event) -> None:
    await x.return_cards([ev.card, *x.score_pile()])
    for _ in range(4):
        await x.draw_and_score(5)


# ------------------------------------------------------------------ John Harrison
@R.inspire("John Harrison", "Draw a 6.")
async def harrison_inspire(x: Ctx) -> None:
    await x.draw(x.v(6))


R.decree("John Harrison", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("John Harrison", "If an opponent would draw a card for sharing, first draw a 6. You may "
         "choose the type of card drawn.", on=("draw",), by=OPPONENT,
         when=lambda x, ev: ev.why == "share")
async def harrison(x: Ctx, ev: Event) -> None:
    # Ruling: any set in play; a base card is a plain base draw (the Echoes rule applies)
    kind = await x.choose_option(list(x.g.sets), prompt="Draw a 6 of which type?")
    await x.draw_from(kind or "base", 6)


# ------------------------------------------------------------------ John Loudon McAdam
@R.inspire("John Loudon McAdam", "Meld a card from your hand.")
async def mcadam_inspire(x: Ctx) -> None:
    await meld_from_hand(x)


R.decree("John Loudon McAdam", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.static("John Loudon McAdam", "Each top card with a factory on your board counts as an available "
          "achievement for you.", CLAIMABLE_QUERY)
def mcadam(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    # Ruling (F3-T18): claimed like a standard achievement, with its eligibility
    return found + [c for c in x.tops() if x.has(c, FACTORY) and claim_eligible(x, c)]


# ------------------------------------------------------------------ Adam Smith
@R.inspire("Adam Smith", "You may splay one color of your cards right.")
async def adam_smith_inspire(x: Ctx) -> None:
    await may_splay_one(x, RIGHT)


R.static("Adam Smith", "Each crown on your board provides two additional crowns.",
         ICONS_QUERY, board=True)(more_icons(CROWN, lambda x, v: 2 * v[CROWN]))


# ------------------------------------------------------------------ Tecumseh
@R.echo("Tecumseh", "Draw and tuck a 6.")
async def tecumseh_echo(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(6))


@R.karma("Tecumseh", "If you would tuck a card with a factory, first return a top card with a "
         "factory from another player's board.", on=("tuck",),
         when=lambda x, ev: x.has(ev.card, FACTORY))
async def tecumseh(x: Ctx, ev: Event) -> None:
    cards = [c for p in x.players() if p != x.me for c in x.tops(p) if x.has(c, FACTORY)]
    card = await x.choose_card(cards, prompt="Return a top card with a factory from another board")
    if card is not None:
        await x.return_card(card)


# ------------------------------------------------------------------ Napoleon Bonaparte
@R.echo("Napoleon Bonaparte", "Score a top figure of value 5 or 6 from anywhere.")
async def napoleon_echo(x: Ctx) -> None:
    await score_one(x, [c for c in x.all_top_cards() if x.is_figure(c) and x.g.value(c) in (5, 6)],
                    "Score a top figure of value 5 or 6")


R.decree("Napoleon Bonaparte", "You may issue a War decree with any two figures.", "War")


@R.karma("Napoleon Bonaparte", "If you would score or return a card with a factory, instead tuck it "
         "and score a top card of value 6 from anywhere.", on=("score", "return"), mode=INSTEAD,
         when=lambda x, ev: x.has(ev.card, FACTORY))
async def napoleon(x: Ctx, ev: Event) -> None:
    await x.tuck(ev.card)
    await score_one(x, [c for c in x.all_top_cards() if x.g.value(c) == 6], "Score a top 6")


# ------------------------------------------------------------------ Catherine the Great
@R.inspire("Catherine the Great", "Draw and meld a 6.")
async def catherine_inspire(x: Ctx) -> None:
    await x.draw_and_meld(x.v(6))


R.static("Catherine the Great", "Each lightbulb on your board provides two additional lightbulbs.",
         ICONS_QUERY, board=True)(more_icons(LIGHTBULB, lambda x, v: 2 * v[LIGHTBULB]))


@R.karma("Catherine the Great", "If you would meld a purple card, first transfer your top purple "
         "card into your hand.", on=("meld",),
         when=lambda x, ev: x.color(ev.card) == PURPLE and x.top(PURPLE) is not None)
async def catherine(x: Ctx, ev: Event) -> None:
    top = x.top(PURPLE)
    assert top is not None
    await x.transfer(top, "hand")


# ------------------------------------------------------------------ Benjamin Franklin
@R.echo("Benjamin Franklin", "Take a top figure into your hand from any player's board. Meld it.")
async def franklin_echo(x: Ctx) -> None:
    figures = [c for p in x.players() for c in x.top_figures(p)]
    card = await x.choose_card(figures, prompt="Take a top figure into your hand (then meld it)")
    if card is not None and await x.transfer(card, "hand"):
        await x.meld(card)


R.decree("Benjamin Franklin", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Benjamin Franklin", "If you would meld a card, first draw and meld a card of one higher "
         "value.", on=("meld",))
async def franklin(x: Ctx, ev: Event) -> None:
    await x.draw_and_meld(x.g.value(ev.card) + 1)


# ------------------------------------------------------------------ Carl Friedrich Gauss
@R.echo("Carl Friedrich Gauss", "Draw a 7.")
async def gauss_echo(x: Ctx) -> None:
    await x.draw(x.v(7))


@R.karma("Carl Friedrich Gauss", "If you would meld a card, first choose a value and meld all other "
         "cards of that value from your hand and score pile.", on=("meld",))
async def gauss(x: Ctx, ev: Event) -> None:
    value = await x.choose_value(range(1, x.g.rules.max_age + 1), prompt="Choose a value: the other "
                                 "cards of that value in your hand and score pile are melded")
    cards = [c for c in x.hand() + x.score_pile() if c != ev.card and x.g.value(c) == value]
    await x.meld_cards(cards)


# ------------------------------------------------------------------ Edward Jenner
@R.inspire("Edward Jenner", "Tuck a card from your hand.")
async def jenner_inspire(x: Ctx) -> None:
    await tuck_from_hand(x)


@R.karma("Edward Jenner", "If a player would successfully demand something of you, instead return a "
         "card from your hand.", on=("demand",), by=ANY, mode=INSTEAD, when=successful_demand)
async def jenner(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is not None:
        await x.return_card(card)
