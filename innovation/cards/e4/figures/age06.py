"""4th edition Figures, age 6."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, CLOCK, CROWN, FACTORY, LIGHTBULB, RED, RIGHT
from ....rules.dogma import sharing
from ....rules.hooks import ANY, CLAIMABLE_QUERY, ICONS_QUERY, INSTEAD, Event
from ._reg import FIGURES4 as R
from .age02 import claim_eligible

VALUES = range(1, 12)  # X4-T11: a chosen value is a possible age, 1 to 11


# ------------------------------------------------------------------ Ludwig Van Beethoven
R.decree("Ludwig Van Beethoven", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Ludwig Van Beethoven", "If you would score a card, first junk your whole score pile, then "
         "draw and score four 5s. If you scored only 5s, draw and score four 5s again.",
         on=("score",))
async def beethoven(x: Ctx, ev: Event) -> None:
    for card in x.score_pile()[::-1]:
        await x.junk(card)
    scored = [await x.draw_and_score(5) for _ in range(4)]
    if all(c is not None and x.age(c) == 5 for c in scored):
        for _ in range(4):
            await x.draw_and_score(5)


# ------------------------------------------------------------------ John Harrison
R.decree("John Harrison", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("John Harrison", "If you would take a Draw action, first return a card from your hand. If "
         "you do, draw a card of its value from any set.", on=("draw",), when=lambda x, ev: ev.action)
async def harrison(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is None or not await x.return_card(card):
        return
    chosen = await x.choose_option(list(x.g.sets), prompt=f"Draw a {x.age(card)} from which set?")
    await x.draw_from(chosen or "base", x.age(card))


# ------------------------------------------------------------------ John Loudon McAdam
R.decree("John Loudon McAdam", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.static("John Loudon McAdam", "Each top card with a factory on your board counts as an available "
          "achievement for you.", CLAIMABLE_QUERY)
def mcadam(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    return found + [c for c in x.tops() if x.has(c, FACTORY) and claim_eligible(x, c)]


# ------------------------------------------------------------------ Adam Smith
@R.static("Adam Smith", "Each crown on your board adds two crowns.", ICONS_QUERY, board=True)
def adam_smith(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me or not counts[CROWN]:
        return counts
    counts = counts[:]
    counts[CROWN] *= 3
    return counts


def nobody_shares(x: Ctx, card: int) -> bool:
    # Ruling: eligibility as the Dogma would lock it in, with the card's printed featured icon
    return not sharing(x.g, x.me, x.c(card).featured).sharers


@R.karma("Adam Smith", "If you would take a Dogma action that no other player is eligible to share, "
         "first junk the whole 6 deck. If you do not, splay one of your colours right.",
         on=("dogma",), when=lambda x, ev: ev.action and nobody_shares(x, ev.card))
async def adam_smith_dogma(x: Ctx, ev: Event) -> None:
    if not await x.junk_deck(6):
        color = await x.choose_color([c for c in x.colors() if x.can_splay(c, RIGHT)],
                                     prompt="Splay a colour right")
        if color is not None:
            await x.splay(color, RIGHT)


# ------------------------------------------------------------------ Tecumseh
@R.karma("Tecumseh", "If you would meld a card, first choose a value: return a top card with a "
         "factory of that value from each board, and junk an available achievement of that value.",
         on=("meld",))
async def tecumseh(x: Ctx, ev: Event) -> None:
    value = await x.choose_value(VALUES, prompt="Choose a value")
    for p in x.players():
        card = await x.choose_card([c for c in x.tops(p) if x.has(c, FACTORY) and x.age(c) == value],
                                   prompt="Return a top card with a factory")
        if card is not None:
            await x.return_card(card)
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == value],
                               prompt="Junk an available achievement")
    if card is not None:
        await x.junk(card)


# ------------------------------------------------------------------ Napoleon Bonaparte
R.decree("Napoleon Bonaparte", "You may issue a War decree with any two figures.", "War")


@R.karma("Napoleon Bonaparte", "If you would meld, tuck, score or return a card, instead meld it; "
         "if it is red or blue, tuck it. Then score a top card of value 5 or 6 from any board.",
         on=("meld", "tuck", "score", "return"), mode=INSTEAD)
async def napoleon(x: Ctx, ev: Event) -> None:
    card = ev.card
    if await x.meld(card) and x.color(card) in (RED, BLUE):
        await x.tuck(card)
    top = await x.choose_card([c for c in x.all_top_cards() if x.age(c) in (5, 6)],
                              prompt="Score a top card of value 5 or 6")
    if top is not None:
        await x.score_card(top)


# ------------------------------------------------------------------ Catherine the Great
@R.static("Catherine the Great", "Each lightbulb on your board adds a lightbulb and a clock.",
          ICONS_QUERY)
def catherine(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me or not counts[LIGHTBULB]:
        return counts
    counts = counts[:]
    bulbs = counts[LIGHTBULB]
    counts[LIGHTBULB] += bulbs
    counts[CLOCK] += bulbs
    return counts


@R.karma("Catherine the Great", "If a player would meld a card, first that player moves their top "
         "card of its colour to their hand.", on=("meld",), by=ANY)
async def catherine_meld(x: Ctx, ev: Event) -> None:
    top = x.top(x.color(ev.card), ev.player)
    if top is not None and top != ev.card:
        await x.transfer(top, "hand", ev.player)


# ------------------------------------------------------------------ Benjamin Franklin
R.decree("Benjamin Franklin", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Benjamin Franklin", "If you would meld a card, first move to your hand any top figure of "
         "its colour on an opponent's board.", on=("meld",))
async def franklin(x: Ctx, ev: Event) -> None:
    # Ruling: every opponent's matching top figure, clockwise
    color = x.color(ev.card)
    for p in x.opponents():
        top = x.top(color, p)
        if x.is_figure(top):
            await x.transfer(top, "hand")


# ------------------------------------------------------------------ Carl Friedrich Gauss
@R.karma("Carl Friedrich Gauss", "If you would meld a card, first choose a value and meld every other "
         "card of that value from your hand and score pile.", on=("meld",))
async def gauss(x: Ctx, ev: Event) -> None:
    value = await x.choose_value(VALUES, prompt="Choose a value: meld the others of that value")
    cards = [c for c in x.hand() + x.score_pile() if c != ev.card and x.age(c) == value]
    await x.meld_cards(cards)


@R.karma("Carl Friedrich Gauss", "If you would take a Draw action, first draw a 7.", on=("draw",),
         when=lambda x, ev: ev.action)
async def gauss_draw(x: Ctx, ev: Event) -> None:
    await x.draw(7)


# ------------------------------------------------------------------ Edward Jenner
@R.karma("Edward Jenner", "If a player would execute a demand effect against you, instead return a "
         "card from your hand.", on=("demand",), by=ANY, mode=INSTEAD,
         when=lambda x, ev: ev.target == x.me)
async def jenner(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is not None:
        await x.return_card(card)


@R.karma("Edward Jenner", "If a player would score a card, first junk an available achievement of "
         "its value.", on=("score",), by=ANY)
async def jenner_score(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == x.age(ev.card)],
                               prompt="Junk an available achievement of the scored card's value")
    if card is not None:
        await x.junk(card)
