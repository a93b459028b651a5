"""4th edition Figures, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CLOCK, CROWN, FACTORY, GREEN, UP
from ....model.zones import BOARD
from ....rules.hooks import ANY, DOGMA_QUERY, INSTEAD, OPPONENT, OTHER, Event
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


# ------------------------------------------------------------------ Yuna Kim
@R.karma("Yuna Kim", "If you would score a card, first, if your top card of its colour has a "
         "castle, you win.", on=("score",))
async def yuna_kim(x: Ctx, ev: Event) -> None:
    if x.has(x.top(x.color(ev.card)), CASTLE):
        await x.win()


@R.karma("Yuna Kim", "If a player would meld a card, instead return the top three cards of its "
         "colour from every board. Then that player tucks the card.", on=("meld",), by=ANY,
         mode=INSTEAD)
async def yuna_kim_meld(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    # Ruling: board by board, clockwise from your left and yours last, each top card first
    for p in x.players():
        for _ in range(3):
            top = x.top(color, p)
            if top is None or not await x.return_card(top):
                break
    await x.tuck(ev.card, ev.player)


# ------------------------------------------------------------------ Susan Blackmore
@R.karma("Susan Blackmore", "If another player would not draw a card for sharing after a Dogma "
         "action, first self-execute the card the Dogma action activated.", on=("no_bonus",),
         by=OTHER)
async def blackmore(x: Ctx, ev: Event) -> None:
    await x.self_execute(ev.run.card)


@R.karma("Susan Blackmore", "If you would draw a card for sharing after a Dogma action, first "
         "self-execute the card the Dogma action activated.", on=("draw",),
         when=lambda x, ev: ev.why == "share")
async def blackmore_share(x: Ctx, ev: Event) -> None:
    await x.self_execute(ev.run.card)


# ------------------------------------------------------------------ Alex Trebek
@R.karma("Alex Trebek", "If you would draw a card and have no figures in hand, first say \"Who "
         "is\" and name a figure. Search the figures deck of any value for it and take it into "
         "your hand if it is there. Then shuffle that deck.", on=("draw",),
         when=lambda x, ev: not x.figures_in(x.hand()))
async def trebek(x: Ctx, ev: Event) -> None:
    names = sorted(c.name for c in x.g.cards.by_set("figures"))
    name = await x.choose_option(names, prompt="\"Who is ...?\" Name a figure")
    if name is None:
        return
    age = await x.choose_value(range(1, 12),  # (the name stays unsaid: the card is hidden)
                               prompt="Search the figures deck of which value for the figure "
                                      "you named?")
    if age is None:
        return
    wanted = x.named(name)
    deck = x.deck_of_set("figures", age)
    if wanted in deck:
        await x.transfer(wanted, "hand")
    x.shuffle_deck("figures", age)


# ------------------------------------------------------------------ Muhammad Yunus
R.decree("Muhammad Yunus", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("Muhammad Yunus", "If a player would take a Dogma action, first you may return your bottom "
         "green card. If you do, you have sole majority in every icon during the action.",
         on=("dogma",), by=ANY, when=lambda x, ev: ev.action)
async def yunus(x: Ctx, ev: Event) -> None:
    bottom = x.bottom(GREEN)
    if bottom is None or not await x.may(f"Return your bottom green card ({x.c(bottom).name}) to "
                                         "have sole majority in every icon during the action?"):
        return
    if await x.return_card(bottom):
        x.hold_majority()
