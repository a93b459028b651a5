"""3rd edition Figures, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB, RIGHT, UP
from ....model.zones import SCORE
from ....rules.hooks import (
    ACHIEVEMENTS_QUERY,
    ANY,
    HAND_QUERY,
    ICONS_QUERY,
    INSTEAD,
    READS_ALL_ICONS,
    READS_ICONS,
    Event,
)
from ._reg import FIGURES3 as R
from .age01 import more_icons
from .age02 import score_from_hand, tuck_from_hand
from .age03 import standard

BASIC = (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK)  # the 3rd edition's icon types


# ------------------------------------------------------------------ George Stephenson
@R.echo("George Stephenson", "You may splay up a color you have splayed right.")
async def stephenson_echo(x: Ctx) -> None:
    await x.may_splay([c for c in x.colors() if x.splay_of(c) == RIGHT], UP)


@R.karma("George Stephenson", "If you would claim an achievement, first transfer the bottom card from "
         "each non-empty age below 10 to the available achievements.", on=("achieve",))
async def stephenson(x: Ctx, ev: Event) -> None:
    # F3-T19: an age is empty when its base pile is: the base piles' bottom cards
    for age in range(1, 10):
        deck = x.deck(age)
        if deck:
            await x.to_available(deck[0])


# ------------------------------------------------------------------ Emperor Meiji
@R.inspire("Emperor Meiji", "Draw and foreshadow an 8 or 9.")
async def meiji_inspire(x: Ctx) -> None:
    value = await x.choose_value([8, 9], prompt="Draw and foreshadow an 8 or a 9?")
    if value is not None:
        await x.draw_and_foreshadow(value)


@R.karma("Emperor Meiji", "If you would meld a card of value 10 and you have top cards of values 9 "
         "and 8 on your board, instead you win.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.g.value(ev.card) == 10
         and {8, 9} <= {x.g.value(c) for c in x.tops()})
async def meiji(x: Ctx, ev: Event) -> None:
    await x.win()


@R.static("Emperor Meiji", "Each card in your forecast counts as being in your hand.", HAND_QUERY)
def meiji_hand(x: Ctx, who: int, hand: list[int]) -> list[int]:
    return hand + x.forecast() if who == x.me else hand


# ------------------------------------------------------------------ Rowland Hill
@R.inspire("Rowland Hill", "Draw a 7.")
async def rowland_hill_inspire(x: Ctx) -> None:
    await x.draw(x.v(7))


@R.karma("Rowland Hill", "If you would claim an achievement, first return three cards from your "
         "hand. If you do, claim all other cards in your hand as achievements, ignoring eligibility.",
         on=("achieve",))
async def rowland_hill(x: Ctx, ev: Event) -> None:
    # Ruling (as Tools, and the 4th edition's): with fewer than three cards the Golden Rule
    # (do as much as you can) returns the whole hand, and "if you do" does not hold
    cards = await x.choose_cards(x.hand(), 3, 3, "Return three cards from your hand")
    if await x.return_cards(cards) == 3:
        for card in x.hand():
            await x.achieve(card)


# ------------------------------------------------------------------ Charles Darwin
@R.echo("Charles Darwin", "Draw an 8.")
async def darwin_echo(x: Ctx) -> None:
    await x.draw(x.v(8))


R.decree("Charles Darwin", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Charles Darwin", "If you would claim an achievement, first if no other player has as many "
         "or more achievements as you, instead you win.", on=("achieve",),
         when=lambda x, ev: all(x.g.achievement_count(p) < x.g.achievement_count(x.me)
                                for p in x.players() if p != x.me))
async def darwin(x: Ctx, ev: Event) -> bool:
    await x.win()
    return True


# ------------------------------------------------------------------ Alfred Nobel
@R.inspire("Alfred Nobel", "Score a card from your hand.")
async def nobel_inspire(x: Ctx) -> None:
    await score_from_hand(x)


@R.static("Alfred Nobel", "Each icon type on your board counts as an achievement, if you have at "
          "least twice as many of that icon as every other player.", ACHIEVEMENTS_QUERY,
          reads=(READS_ALL_ICONS,))
def nobel(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    g = x.g
    mine = g.icon_counts(x.me)
    others = [g.icon_counts(p) for p in x.players() if p != x.me]
    return count + sum(1 for i in BASIC if mine[i] and all(mine[i] >= 2 * o[i] for o in others))


# ------------------------------------------------------------------ Florence Nightingale
@R.inspire("Florence Nightingale", "Tuck a card from your hand.")
async def nightingale_inspire(x: Ctx) -> None:
    await tuck_from_hand(x)


R.decree("Florence Nightingale", "You may issue an Expansion decree with any two figures.", "Expansion")


def opponents_effect_on_my_score(x: Ctx, ev: Event) -> bool:
    """A card of the owner's score pile, moved by an opponent, or during an opponent's turn
    (their Dogma's effects). Ruling: the Decree action is not an effect."""
    g = x.g
    if ev.card is None or g.loc[ev.card][:2] != (SCORE, x.me):
        return False
    return g.is_opponent(x.me, ev.player) or g.is_opponent(x.me, g.state.current)


@R.karma("Florence Nightingale", "If an opponent's effect would transfer, return, or remove a card "
         "from your score pile, instead leave it there.", on=("transfer", "return", "junk"), by=ANY,
         mode=INSTEAD, when=opponents_effect_on_my_score)
async def nightingale(x: Ctx, ev: Event) -> None:
    return None


# ------------------------------------------------------------------ James Clerk Maxwell
@R.inspire("James Clerk Maxwell", "Draw an 8.")
async def maxwell_inspire(x: Ctx) -> None:
    await x.draw(x.v(8))


@R.static("James Clerk Maxwell", "Each card in hand provides one additional icon of every type on "
          "your board.", ICONS_QUERY)
def maxwell(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    # Ruling: "in hand": the owner's; every icon type of the 3rd edition, as Tran Huang Dao
    n = len(x.g.state.players[x.me].hand)
    if not n:
        return counts
    counts = counts[:]
    for icon in BASIC:
        counts[icon] += n
    return counts


# ------------------------------------------------------------------ John Ericsson
@R.inspire("John Ericsson", "Draw and tuck a 7.")
async def ericsson_inspire(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(7))


@R.when_melded("John Ericsson", "When you meld this card, score all opponents' top figures of value "
               "less than 7.")
async def ericsson_melded(x: Ctx, ev: Event) -> None:
    for p in x.opponents():
        for card in x.top_figures(p):
            if x.g.value(card) < 7:
                await x.score_card(card)


R.static("John Ericsson", "Each factory on your board provides two additional clocks.",
         ICONS_QUERY, board=True)(more_icons(CLOCK, lambda x, v: 2 * v[FACTORY]))


# ------------------------------------------------------------------ Robert E. Lee
@R.echo("Robert E. Lee", "Transfer a top card with a leaf from anywhere to any player's board.")
async def lee_echo(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, LEAF)],
                               prompt="Transfer a top card with a leaf")
    if card is None:
        return
    who = await x.choose_player(x.players(), prompt="Transfer it to whose board?")
    if who is not None:
        await x.transfer(card, "board", who)


R.decree("Robert E. Lee", "You may issue a War decree with any two figures.", "War")


@R.static("Robert E. Lee", "Each seven leaves on your board count as an achievement.",
          ACHIEVEMENTS_QUERY, reads=(READS_ICONS,))
def lee(x: Ctx, who: int, count: int) -> int:
    return count + x.icons(LEAF) // 7 if who == x.me else count


# ------------------------------------------------------------------ Queen Victoria
@R.echo("Queen Victoria", "Transfer a figure from any score pile to yours.")
async def victoria_echo(x: Ctx) -> None:
    figures = [c for p in x.players() if p != x.me for c in x.figures_in(x.score_pile(p))]
    card = await x.choose_card(figures, prompt="Transfer a figure from a score pile to yours")
    if card is not None:
        await x.transfer(card, "score")


R.decree("Queen Victoria", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Queen Victoria", "If you would claim a standard achievement, first make an achievement "
         "available from any lower non-empty age.", on=("achieve",),
         when=lambda x, ev: standard(x, ev.card))
async def victoria(x: Ctx, ev: Event) -> None:
    ages = [a for a in range(1, x.g.value(ev.card)) if x.deck(a)]
    # Ruling: the top card of that age's base pile
    age = await x.choose_value(ages, prompt="Make an achievement available from which age?")
    if age is not None:
        await x.to_available(x.deck(age)[-1])
