"""3rd edition Figures, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, CLOCK, CROWN, FACTORY, GREEN, RIGHT
from ....rules.hooks import CLAIMABLE_QUERY, INSTEAD, OPPONENT, POINTS_QUERY, READS_ICONS, Event
from ._reg import FIGURES3 as R
from .age02 import tuck_from_hand
from .age03 import score_one, standard
from .age04 import meld_from_hand


def held(x: Ctx, value: int, p: int | None = None) -> int:
    """How many standard achievements of the value a player holds (the duplicate rule)."""
    return sum(1 for a in x.achievements(p) if x.c(a).kind == AGE_CARD and x.g.value(a) == value)


async def claim_one(x: Ctx, cards: list[int], prompt: str) -> None:
    card = await x.choose_card(cards, prompt=prompt)
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Samuel de Champlain
@R.inspire("Samuel de Champlain", "Return a 5 from your hand. Draw a 6.")
async def champlain_inspire(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if x.g.value(c) == 5],
                               prompt="Return a 5 from your hand")
    if card is not None:
        await x.return_card(card)
    await x.draw(x.v(6))


@R.karma("Samuel de Champlain", "If you would draw a fifth card into your hand, first claim an "
         "achievement of that card's value or below, regardless of eligibility.", on=("draw",),
         when=lambda x, ev: len(x.hand()) == 4)
async def champlain(x: Ctx, ev: Event) -> None:
    # Ruling (F3-T19): one of the available standard achievements; "that card's value" is the
    # value asked for (the card is not drawn yet)
    await claim_one(x, [a for a in x.available_achievements() if x.g.value(a) <= ev.value],
                    f"Claim an achievement of value {ev.value} or less")


# ------------------------------------------------------------------ Johannes Vermeer
@R.inspire("Johannes Vermeer", "Draw and score a 3.")
async def vermeer_inspire(x: Ctx) -> None:
    await x.draw_and_score(x.v(3))


@R.karma("Johannes Vermeer", "If you would claim a standard achievement, first claim an achievement "
         "of value one higher, regardless of eligibility.", on=("achieve",),
         when=lambda x, ev: standard(x, ev.card))
async def vermeer(x: Ctx, ev: Event) -> None:
    value = x.g.value(ev.card) + 1
    await claim_one(x, [a for a in x.available_achievements() if x.g.value(a) == value],
                    f"Claim an achievement of value {value}")


# ------------------------------------------------------------------ Christiaan Huygens
@R.echo("Christiaan Huygens", "Draw and foreshadow a 7, 8, 9, or 10.")
async def huygens_echo(x: Ctx) -> None:
    value = await x.choose_value([7, 8, 9, 10], prompt="Draw and foreshadow a 7, 8, 9 or 10?")
    if value is not None:
        await x.draw_and_foreshadow(value)


@R.karma("Christiaan Huygens", "If you would foreshadow a card, instead meld it if it both has a "
         "clock and its value is no more than two higher than your highest top card. Otherwise, "
         "foreshadow it.", on=("foreshadow",), mode=INSTEAD,
         when=lambda x, ev: x.has(ev.card, CLOCK) and x.g.value(ev.card) <= x.highest_top_age() + 2)
async def huygens(x: Ctx, ev: Event) -> None:
    await x.meld(ev.card)


# ------------------------------------------------------------------ Bartolomeo Cristofori
@R.inspire("Bartolomeo Cristofori", "Meld a card from your hand.")
async def cristofori_inspire(x: Ctx) -> None:
    await meld_from_hand(x)


def fifth_visible(x: Ctx, ev: Event) -> bool:
    """The meld makes five visible cards in the colour: a splayed pile of four (in an
    unsplayed pile only the top card is visible)."""
    color = x.color(ev.card)
    return bool(x.splay_of(color)) and len(x.pile(color)) == 4


@R.karma("Bartolomeo Cristofori", "If you would meld the fifth visible card of a color on your board, "
         "first claim an achievement ignoring the scoring restriction.", on=("meld",),
         when=fifth_visible)
async def cristofori(x: Ctx, ev: Event) -> None:
    # Ruling: an available standard achievement of value at most the highest top card's
    top = x.highest_top_age()
    await claim_one(x, [a for a in x.available_achievements() if x.g.value(a) <= top],
                    "Claim an achievement (points do not matter)")


# ------------------------------------------------------------------ Bartholomew Roberts
@R.inspire("Bartholomew Roberts", "Score a top card with a crown from anywhere.")
async def roberts_inspire(x: Ctx) -> None:
    await score_one(x, [c for c in x.all_top_cards() if x.has(c, CROWN)], "Score a top card with a crown")


@R.karma("Bartholomew Roberts", "If you would score a card, first claim an achievement matching that "
         "card's value, ignoring the age requirement.", on=("score",))
async def roberts(x: Ctx, ev: Event) -> None:
    value = x.g.value(ev.card)
    # E3-T11: the points needed, the duplicate rule included
    if x.score() < 5 * value * (1 + held(x, value)):
        return
    await claim_one(x, [a for a in x.available_achievements() if x.g.value(a) == value],
                    f"Claim an achievement of value {value}")


# ------------------------------------------------------------------ Peter the Great
@R.inspire("Peter the Great", "Tuck a card from your hand.")
async def peter_inspire(x: Ctx) -> None:
    await tuck_from_hand(x)


@R.when_melded("Peter the Great", "When you meld this card, return all opponents' top figures.")
async def peter_melded(x: Ctx, ev: Event) -> None:
    await x.return_cards([c for p in x.opponents() for c in x.top_figures(p)])


@R.karma("Peter the Great", "If you would tuck a card with a factory, first achieve your bottom green "
         "card, if eligible. Otherwise, score it.", on=("tuck",),
         when=lambda x, ev: x.has(ev.card, FACTORY) and x.bottom(GREEN) is not None)
async def peter(x: Ctx, ev: Event) -> None:
    card = x.bottom(GREEN)
    assert card is not None
    if x.eligible(card):
        await x.achieve(card)
    else:
        await x.score_card(card)


# ------------------------------------------------------------------ Isaac Newton
@R.echo("Isaac Newton", "Splay one color of your cards right.")
async def newton_echo(x: Ctx) -> None:
    color = await x.choose_color([c for c in x.colors() if x.can_splay(c, RIGHT)],
                                 prompt="Splay a colour right")
    if color is not None:
        await x.splay(color, RIGHT)


@R.karma("Isaac Newton", "If you would take a Draw or Inspire action, first draw and reveal a 1 and "
         "transfer it to any player's board.", on=("draw", "inspire"), when=lambda x, ev: ev.action)
async def newton(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_reveal(1)
    if card is None:
        return
    who = await x.choose_player(x.players(), prompt="Transfer it to whose board?")
    if who is not None:
        await x.transfer(card, "board", who)


# ------------------------------------------------------------------ Antoine Van Leeuwenhoek
@R.echo("Antoine Van Leeuwenhoek", "Draw a 6.")
async def leeuwenhoek_echo(x: Ctx) -> None:
    await x.draw(x.v(6))


@R.static("Antoine Van Leeuwenhoek", "Each card in hand counts as ten points towards the cost of "
          "claiming an achievement of that card's value.", CLAIMABLE_QUERY)
def leeuwenhoek(x: Ctx, who: int, found: list[int]) -> list[int]:
    if who != x.me:
        return found
    hand = [x.g.value(c) for c in x.hand()]
    if not hand:
        return found
    top, points = x.highest_top_age(), x.score()
    more = [a for a in x.available_achievements() if a not in found and x.g.value(a) <= top
            and points + 10 * hand.count(x.g.value(a)) >= 5 * x.g.value(a) * (1 + held(x, x.g.value(a)))]
    return found + more


# ------------------------------------------------------------------ Shivaji
@R.echo("Shivaji", "Transfer one of your top cards to the available achievements.")
async def shivaji_echo(x: Ctx) -> None:
    card = await x.choose_card(x.tops(), prompt="Transfer a top card to the available achievements")
    if card is not None:
        await x.to_available(card)


R.decree("Shivaji", "You may issue a War decree with any two figures.", "War")


@R.karma("Shivaji", "If an opponent would claim an achievement that you are eligible to claim, "
         "instead you achieve it.", on=("achieve",), by=OPPONENT, mode=INSTEAD,
         when=lambda x, ev: standard(x, ev.card) and x.eligible(ev.card))
async def shivaji(x: Ctx, ev: Event) -> None:
    # F3-T19: the opponent's action is spent all the same
    await x.achieve(ev.card)


# ------------------------------------------------------------------ Christopher Polhem
@R.inspire("Christopher Polhem", "Draw and tuck a 4.")
async def polhem_inspire(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))


R.decree("Christopher Polhem", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.static("Christopher Polhem", "Each factory on your board provides two additional points towards "
          "your score.", POINTS_QUERY, reads=(READS_ICONS,))
def polhem(x: Ctx, who: int, points: int) -> int:
    return points + 2 * x.icons(FACTORY) if who == x.me else points
