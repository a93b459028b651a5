"""4th edition Figures, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK, LEFT, LIGHTBULB, UP
from ....rules.hooks import ACHIEVEMENTS_QUERY, ANY, INSTEAD, POINTS_QUERY, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Duke Ellington
@R.karma("Duke Ellington", "If you are required to fade a figure, instead do nothing.",
         on=("fade",), mode=INSTEAD)
async def duke_ellington(x: Ctx, ev: Event) -> None:
    return None


@R.karma("Duke Ellington", "If you would meld a figure while you already have at least four top "
         "figures, instead you win.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card) and len(x.top_figures()) >= 4)
async def duke_ellington_meld(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ John Von Neumann
@R.karma("John Von Neumann", "If you would draw an 8, first junk the whole 8 deck.", on=("draw",),
         when=lambda x, ev: ev.value == 8)
async def von_neumann(x: Ctx, ev: Event) -> None:
    await x.junk_deck(8)


@R.karma("John Von Neumann", "If you would meld a card, instead meld it and self-execute it.",
         on=("meld",), mode=INSTEAD)
async def von_neumann_meld(x: Ctx, ev: Event) -> None:
    if await x.meld(ev.card):
        await x.self_execute(ev.card)


# ------------------------------------------------------------------ Albert Einstein
R.decree("Albert Einstein", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Albert Einstein", "If you would take a Draw action, first meld every card with a lightbulb "
         "or a clock from every player's hand.", on=("draw",), when=lambda x, ev: ev.action)
async def einstein(x: Ctx, ev: Event) -> None:
    g = x.g
    cards = [c for p in x.players() for c in g.state.players[p].hand
             if x.has(c, LIGHTBULB) or x.has(c, CLOCK)]
    await x.meld_cards(cards)


# ------------------------------------------------------------------ Emmy Noether
@R.static("Emmy Noether", "Each clock on your board adds as many points as you have clocks.",
          POINTS_QUERY)
def noether(x: Ctx, who: int, points: int) -> int:
    if who != x.me:
        return points
    clocks = x.icons(CLOCK)
    return points + clocks * clocks


@R.karma("Emmy Noether", "If a player would score a card, first junk a card from that player's "
         "score pile.", on=("score",), by=ANY)
async def noether_score(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.score_pile(ev.player), prompt="Junk a card from that score pile")
    if card is not None:
        await x.junk(card)


# ------------------------------------------------------------------ Erwin Rommel
R.decree("Erwin Rommel", "You may issue a War decree with any two figures.", "War")


@R.karma("Erwin Rommel", "If you would score a non-figure, instead score the top card of its colour "
         "on every board, and a card from any score pile.", on=("score",), mode=INSTEAD,
         when=lambda x, ev: not x.is_figure(ev.card))
async def rommel(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    for p in x.players():
        top = x.top(color, p)
        if top is not None:
            await x.score_card(top)
    card = await x.choose_card([c for p in x.players() for c in x.score_pile(p)],
                               prompt="Score a card from any score pile")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Marie Curie
@R.static("Marie Curie", "Each different value above 6 in your score pile counts as an achievement.",
          ACHIEVEMENTS_QUERY)
def curie(x: Ctx, who: int, count: int) -> int:
    return count + len({x.age(c) for c in x.score_pile() if x.age(c) > 6}) if who == x.me else count


@R.karma("Marie Curie", "If you would draw a card of a value absent from your hand, first draw a 9.",
         on=("draw",), when=lambda x, ev: all(x.age(c) != ev.value for c in x.hand()))
async def curie_draw(x: Ctx, ev: Event) -> None:
    await x.draw(9)


# ------------------------------------------------------------------ Nikola Tesla
R.decree("Nikola Tesla", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.karma("Nikola Tesla", "If you would meld a card, first score an opponent's top card with neither "
         "lightbulb nor clock. If no card in your score pile is higher, draw a 9.", on=("meld",))
async def tesla(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([c for p in x.opponents() for c in x.tops(p)
                                if not x.has(c, LIGHTBULB) and not x.has(c, CLOCK)],
                               prompt="Score an opponent's top card without lightbulb or clock")
    if card is None or not await x.score_card(card):
        return
    if all(x.age(c) <= x.age(card) for c in x.score_pile()):
        await x.draw(9)


# ------------------------------------------------------------------ J.P. Morgan
R.decree("J.P. Morgan", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("J.P. Morgan", "If a player would dogma a card, first splay that card's colour up on your "
         "board.", on=("dogma",), by=ANY)
async def morgan(x: Ctx, ev: Event) -> None:
    await x.splay(x.color(ev.card), UP)


# ------------------------------------------------------------------ Caresse Crosby
@R.karma("Caresse Crosby", "If a player would dogma a card of a colour you have not splayed left, "
         "first splay that colour left on any board and draw two 2s. If that makes five colours "
         "splayed left on your board, you win.", on=("dogma",), by=ANY,
         when=lambda x, ev: x.splay_of(x.color(ev.card)) != LEFT)
async def crosby(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    who = await x.choose_player([p for p in x.players() if x.can_splay(color, LEFT, p)],
                                prompt="Splay that colour left on whose board?")
    if who is not None:
        await x.splay(color, LEFT, who)
    for _ in range(2):
        await x.draw(2)
    if who == x.me and all(x.splay_of(c) == LEFT for c in range(5)):
        await x.win()


# ------------------------------------------------------------------ H.G. Wells
@R.karma("H.G. Wells", "If you would dogma a card whose featured icon is a lightbulb, instead draw "
         "and junk a 10, then super-execute the junked card.", on=("dogma",), mode=INSTEAD,
         when=lambda x, ev: x.c(ev.card).featured == LIGHTBULB)
async def wells(x: Ctx, ev: Event) -> None:
    card = await x.draw(10)
    if card is not None and await x.junk(card):
        await x.super_execute(card)
