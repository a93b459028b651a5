"""4th edition Figures, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CLOCK, CROWN, FACTORY, GREEN, NONE, PURPLE, RIGHT, YELLOW
from ....model.zones import AVAILABLE, HAND
from ....rules.hooks import CLAIM_POINTS_QUERY, INSTEAD, OPPONENT, POINTS_QUERY, Event
from ._reg import FIGURES4 as R
from .age01 import action_number
from .age02 import claim_eligible


def standard(x: Ctx, card: int | None) -> bool:
    """A standard achievement being claimed from the available ones."""
    return card is not None and x.c(card).kind == AGE_CARD and x.g.loc[card][0] == AVAILABLE


# ------------------------------------------------------------------ Samuel de Champlain
@R.karma("Samuel de Champlain", "If you would draw a fifth card into your hand, first claim an "
         "achievement of that card's value or lower, whatever your eligibility.", on=("draw",),
         when=lambda x, ev: len(x.hand()) == 4)
async def champlain(x: Ctx, ev: Event) -> None:
    # Ruling (F3-T19: an available achievement); "that card's value" is the value drawn for
    # (the card is not drawn yet)
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) <= ev.value],
                               prompt=f"Claim an achievement of value {ev.value} or lower")
    if card is not None:
        await x.achieve(card)


@R.karma("Samuel de Champlain", "If you would draw a first card into your hand, first draw a 6.",
         on=("draw",), when=lambda x, ev: not x.hand())
async def champlain_first(x: Ctx, ev: Event) -> None:
    await x.draw(6)


# ------------------------------------------------------------------ Johannes Vermeer
@R.karma("Johannes Vermeer", "If you would claim a standard achievement, first claim an available "
         "achievement one value higher, whatever your eligibility.", on=("achieve",),
         when=lambda x, ev: standard(x, ev.card))
async def vermeer(x: Ctx, ev: Event) -> None:
    value = x.age(ev.card) + 1
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == value],
                               prompt=f"Claim an available {value}")
    if card is not None:
        await x.achieve(card)


@R.karma("Johannes Vermeer", "If you would meld a card, first score every card of one colour on "
         "your board.", on=("meld",))
async def vermeer_meld(x: Ctx, ev: Event) -> None:
    color = await x.choose_color(x.colors(), prompt="Score every card of a colour")
    if color is not None:
        for card in reversed(x.pile(color)):
            await x.score_card(card)


# ------------------------------------------------------------------ Bartholomew Roberts
@R.karma("Bartholomew Roberts", "If you would take a Draw action, instead score a top card with a "
         "crown from any board.", on=("draw",), mode=INSTEAD, when=lambda x, ev: ev.action)
async def roberts(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, CROWN)],
                               prompt="Score a top card with a crown")
    if card is not None:
        await x.score_card(card)


@R.karma("Bartholomew Roberts", "If you would draw a card, first claim an available achievement of "
         "the value drawn, whatever your eligibility.", on=("draw",))
async def roberts_draw(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([a for a in x.available_achievements() if x.age(a) == ev.value],
                               prompt=f"Claim an available {ev.value}")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Peter the Great
R.decree("Peter the Great", "You may issue a War decree with any two figures.", "War")


@R.karma("Peter the Great", "If you would return a card, first score your bottom green card. If it "
         "has a crown, claim your (new) bottom green card if eligible.", on=("return",))
async def peter_the_great(x: Ctx, ev: Event) -> None:
    bottom = x.bottom(GREEN)
    if bottom is None or not await x.score_card(bottom) or not x.has(bottom, CROWN):
        return
    new = x.bottom(GREEN)
    if new is not None and claim_eligible(x, new):
        await x.achieve(new)


# ------------------------------------------------------------------ Isaac Newton
@R.karma("Isaac Newton", "If you would take a Draw action, first draw and reveal a 1 and transfer "
         "it to any player's board.", on=("draw",), when=lambda x, ev: ev.action)
async def newton(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_reveal(1)
    if card is None:
        return
    who = await x.choose_player(x.players(), prompt="Transfer the revealed 1 to whose board?")
    if who is not None:
        await x.transfer(card, "board", who)


@R.karma("Isaac Newton", "If you would dogma a card, first splay right each of your colours whose "
         "top card has that card's value.", on=("dogma",))
async def newton_dogma(x: Ctx, ev: Event) -> None:
    value = x.age(ev.card)
    for color in x.colors():
        if x.age(x.top(color)) == value and x.can_splay(color, RIGHT):
            await x.splay(color, RIGHT)


# ------------------------------------------------------------------ Shivaji
@R.karma("Shivaji", "If an opponent would claim an achievement, first you claim another available "
         "standard achievement if eligible.", on=("achieve",), by=OPPONENT)
async def shivaji(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([a for a in x.claimable() if a != ev.card],
                               prompt="Claim an achievement you are eligible for")
    if card is not None:
        await x.achieve(card)


@R.karma("Shivaji", "If you would dogma a yellow card, first move every purple card on your board "
         "to the available achievements.", on=("dogma",),
         when=lambda x, ev: x.color(ev.card) == YELLOW)
async def shivaji_dogma(x: Ctx, ev: Event) -> None:
    for card in reversed(x.pile(PURPLE)):
        await x.to_available(card)


# ------------------------------------------------------------------ Christopher Polhem
R.decree("Christopher Polhem", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.static("Christopher Polhem", "Each factory on your board adds a point to your score per "
          "achievement you have.", POINTS_QUERY)
def polhem(x: Ctx, who: int, points: int) -> int:
    if who != x.me:
        return points
    return points + x.icons(FACTORY) * len(x.achievements())


# ------------------------------------------------------------------ Christiaan Huygens
DRAWS = {"one 7": (7, 1), "two 8s": (8, 2), "three 9s": (9, 3)}


@R.karma("Christiaan Huygens", "If you would dogma a card as your first action, instead junk all "
         "cards in the 6 deck. Then draw and reveal one 7, two 8s or three 9s. If the drawn cards "
         "have more clocks than you have on your board, return them.", on=("dogma",), mode=INSTEAD,
         when=lambda x, ev: ev.action and action_number(x, 1))
async def huygens(x: Ctx, ev: Event) -> None:
    await x.junk_deck(6)
    choice = await x.choose_option(list(DRAWS), prompt="Draw and reveal one 7, two 8s or three 9s")
    age, n = DRAWS[choice or "one 7"]
    drawn = []
    for _ in range(n):
        card = await x.draw_and_reveal(age)
        if card is not None:
            drawn.append(card)
    if sum(x.c(c).top[CLOCK] for c in drawn) > x.icons(CLOCK):
        await x.return_cards([c for c in drawn if x.g.loc[c][:2] == (HAND, x.me)])


# ------------------------------------------------------------------ Bartolomeo Cristofori
def fifth_visible(x: Ctx, ev: Event) -> bool:
    """The meld would make a fifth visible card of its colour: the pile shows four cards, so
    it is splayed (an unsplayed pile shows its top card only)."""
    color = x.color(ev.card)
    return len(x.pile(color)) == 4 and x.splay_of(color) != NONE


@R.karma("Bartolomeo Cristofori", "If you would meld a fifth visible card of a colour on your board, "
         "first claim an available standard achievement, whatever your eligibility.",
         on=("meld",), when=fifth_visible)
async def cristofori(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.available_achievements(),
                               prompt="Claim an available standard achievement")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Antonie Van Leeuwenhoek
@R.static("Antonie Van Leeuwenhoek", "Each card in your hand counts as ten points towards the cost "
          "of claiming an achievement of its value.", CLAIM_POINTS_QUERY)
def leeuwenhoek(x: Ctx, who: tuple[int, int], points: int) -> int:
    player, value = who
    if player != x.me:
        return points
    return points + 10 * sum(1 for c in x.hand() if x.age(c) == value)


@R.karma("Antonie Van Leeuwenhoek", "If you would draw a card, first you may return a 5 from your "
         "hand. If you do, draw a 6.", on=("draw",))
async def leeuwenhoek_draw(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([c for c in x.hand() if x.age(c) == 5], optional=True,
                               prompt="You may return a 5 from your hand (then draw a 6)")
    if card is not None and await x.return_card(card):
        await x.draw(6)
