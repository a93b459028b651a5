"""4th edition Figures, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, LIGHTBULB, PURPLE, RIGHT
from ....rules.hooks import ACHIEVEMENTS_QUERY, ANY, CLAIMABLE_QUERY, INSTEAD, POINTS_QUERY, Event
from ._reg import FIGURES4 as R
from .age01 import action_number
from .age02 import claim_eligible


# ------------------------------------------------------------------ Yi Sun-Sin
@R.karma("Yi Sun-Sin", "If any player would transfer a card or exchange any number of cards, "
         "instead tuck that card or those cards, draw and tuck a 4, and score a top card with a "
         "castle from anywhere.", on=("transfer", "exchange"), mode=INSTEAD, by=ANY)
async def yi_sun_sin(x: Ctx, ev: Event) -> None:
    cards = [ev.card] if ev.verb == "transfer" else list(ev.cards)
    await x.tuck_cards([c for c in cards if c is not None])
    await x.draw_and_tuck(4)
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, CASTLE)],
                               prompt="Score a top card with a castle")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Niccolo Machiavelli
@R.static("Niccolo Machiavelli", "Each colour splayed right on your board counts as an "
          "achievement for you.", ACHIEVEMENTS_QUERY)
def machiavelli(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    return count + sum(1 for c in range(5) if x.splay_of(c) == RIGHT)


@R.karma("Niccolo Machiavelli", "If you would splay a colour on your board, first unsplay that "
         "colour on every opponent's board.", on=("splay",))
async def machiavelli_splay(x: Ctx, ev: Event) -> None:
    color = ev.cards[0]
    for p in x.opponents():
        await x.unsplay(color, p)


# ------------------------------------------------------------------ Pedro Alvarez Cabral
R.decree("Pedro Alvarez Cabral", "You may issue a Trade decree with any two figures.", "Trade")


@R.karma("Pedro Alvarez Cabral", "If you would dogma a 1, instead claim the World achievement. If "
         "you cannot, and Monotheism is one of your top cards, you win.", on=("dogma",),
         mode=INSTEAD, when=lambda x, ev: x.age(ev.card) == 1)
async def cabral(x: Ctx, ev: Event) -> None:
    if not await x.claim_special("World") and x.named("Monotheism") in x.tops():
        await x.win()


# ------------------------------------------------------------------ Amina Sukhera
@R.karma("Amina Sukhera", "If you would dogma a card as your second action, first score a figure "
         "from an opponent's hand.", on=("dogma",),
         when=lambda x, ev: ev.action and action_number(x, 2))
async def amina_sukhera(x: Ctx, ev: Event) -> None:
    figures = [c for p in x.opponents() for c in x.hand(p) if x.is_figure(c)]
    card = await x.choose_card(figures, prompt="Score a figure from an opponent's hand")
    if card is not None:
        await x.score_card(card)


@R.static("Amina Sukhera", "Each top card with a castle on your board counts as an available "
          "achievement for you.", CLAIMABLE_QUERY)
def amina_sukhera_claimable(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    return found + [c for c in x.tops() if x.has(c, CASTLE) and claim_eligible(x, c)]


# ------------------------------------------------------------------ Michaelangelo
@R.static("Michaelangelo", "Each card in your hand is also part of your score pile.", POINTS_QUERY)
def michelangelo(x: Ctx, who: int, points: int) -> int:
    # Ruling: it counts toward your score (points); effects naming your score pile still mean
    # the pile itself
    return points + sum(x.age(c) for c in x.hand()) if who == x.me else points


# ------------------------------------------------------------------ Taki ad-Din
R.decree("Taki ad-Din", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Taki ad-Din", "If you would take a Draw action, instead draw and reveal a 5 and splay its "
         "colour on your board right. If it has a lightbulb, meld it.", on=("draw",), mode=INSTEAD,
         when=lambda x, ev: ev.action)
async def taki_ad_din(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_reveal(5)
    if card is None:
        return
    await x.splay(x.color(card), RIGHT)
    if x.has(card, LIGHTBULB):
        await x.meld(card)


# ------------------------------------------------------------------ Galileo Galilei
@R.karma("Galileo Galilei", "If you would draw a card, first junk every card in the 4 deck or in "
         "the 5 deck.", on=("draw",))
async def galileo(x: Ctx, ev: Event) -> None:
    deck = await x.choose_value([4, 5], prompt="Junk the 4 deck or the 5 deck")
    if deck is not None:
        await x.junk_deck(deck)


@R.karma("Galileo Galilei", "If you would meld a card, first junk an available achievement of value "
         "3, 4 or 5.", on=("meld",))
async def galileo_meld(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) in (3, 4, 5)],
                               prompt="Junk an available 3, 4 or 5")
    if card is not None:
        await x.junk(card)


# ------------------------------------------------------------------ William Shakespeare
R.decree("William Shakespeare", "You may issue a Rivalry decree with any two figures.", "Rivalry")
R.decree("William Shakespeare", "You may issue any decree with any three figures.", "", figures=3)


# ------------------------------------------------------------------ Leonardo Da Vinci
@R.karma("Leonardo Da Vinci", "If you would meld a card, first meld another card from your hand. If "
         "that card is purple, draw three 4s, then score a top figure from any board.", on=("meld",))
async def leonardo(x: Ctx, ev: Event) -> None:
    other = await x.choose_card([c for c in x.hand() if c != ev.card],
                                prompt="Meld another card from your hand")
    if other is None or not await x.meld(other) or x.color(other) != PURPLE:
        return
    for _ in range(3):
        await x.draw(4)
    card = await x.choose_card([c for p in x.players() for c in x.top_figures(p)],
                               prompt="Score a top figure")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Johannes Kepler
@R.karma("Johannes Kepler", "If you would take a Dogma action, instead do so while increasing each "
         "value in every effect during this action by the number of different values greater "
         "than 3 among your top cards.", on=("dogma",), when=lambda x, ev: ev.action)
async def kepler(x: Ctx, ev: Event) -> bool:
    # Ruling: "instead do so while ..." is the same Dogma action, changed: it goes on (a
    # replaced Dogma action would be no Dogma action at all), its effects' printed values
    # raised (DogmaRun.bump, read through `x.v`)
    ev.result = len({x.age(c) for c in x.tops() if x.age(c) > 3})
    return False
