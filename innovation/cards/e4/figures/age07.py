"""4th edition Figures, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB, NONE, RIGHT, UP, YELLOW
from ....model.state import ACTIONS
from ....model.zones import SCORE
from ....rules.hooks import (
    ACHIEVEMENTS_QUERY,
    ANY,
    HAND_QUERY,
    ICONS_QUERY,
    INSTEAD,
    OPPONENT,
    Event,
)
from ._reg import FIGURES4 as R

STANDARD = (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK)  # the basic icons but the avatar


# ------------------------------------------------------------------ Emperor Meiji
def five_values(x: Ctx) -> bool:
    return len({x.age(c) for c in x.tops()}) == 5


@R.karma("Emperor Meiji", "If you would meld a 10 while your top cards show five different "
         "values, instead you win.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.age(ev.card) == 10 and five_values(x))
async def meiji(x: Ctx, ev: Event) -> None:
    await x.win()


@R.static("Emperor Meiji", "On your turn, until your second action, each card in an opponent's "
          "hand counts as being in your hand.", HAND_QUERY)
def meiji_hand(x: Ctx, who: int, hand: list[int]) -> list[int]:
    g = x.g
    if who != x.me or g.state.current != x.me or g.state.players[x.me].counts[ACTIONS] > 1:
        return hand
    # Ruling: "counts as being in your hand" is read by effects that use your hand (Ctx.hand);
    # the Meld and Decree actions use the cards you hold, and you do not see the borrowed
    # cards (they are chosen by their backs)
    return hand + [c for p in x.opponents() for c in g.state.players[p].hand]


# ------------------------------------------------------------------ George Stephenson
@R.karma("George Stephenson", "If you would dogma a card of a colour you have splayed right, first "
         "splay that colour up.", on=("dogma",),
         when=lambda x, ev: x.splay_of(x.color(ev.card)) == RIGHT)
async def stephenson(x: Ctx, ev: Event) -> None:
    await x.splay(x.color(ev.card), UP)


@R.karma("George Stephenson", "If you would claim an achievement, first move the bottom yellow card "
         "of every board to the available achievements.", on=("achieve",))
async def stephenson_claim(x: Ctx, ev: Event) -> None:
    for p in x.players():
        bottom = x.bottom(YELLOW, p)
        if bottom is not None:
            await x.to_available(bottom)


# ------------------------------------------------------------------ Rowland Hill
@R.karma("Rowland Hill", "If you would claim an achievement, first return three cards from your "
         "hand. If you do, achieve every other card in your hand, whatever your eligibility.",
         on=("achieve",))
async def rowland_hill(x: Ctx, ev: Event) -> None:
    hand = x.hand()
    # Ruling (as Tools): with fewer than three cards the whole hand is returned, for nothing
    cards = await x.choose_cards(hand, 3, 3, "Return three cards from your hand")
    await x.return_cards(cards)
    if len(cards) == 3:
        for card in x.hand():
            await x.achieve(card)


# ------------------------------------------------------------------ Charles Darwin
R.decree("Charles Darwin", "You may issue an Advancement decree with any two figures.", "Advancement")


@R.karma("Charles Darwin", "If you would claim an achievement, first: if no other player has more "
         "achievements than you, you win; otherwise draw an 8.", on=("achieve",))
async def darwin(x: Ctx, ev: Event) -> None:
    mine = x.g.achievement_count(x.me)
    if all(x.g.achievement_count(p) <= mine for p in x.players()):
        await x.win()
    else:
        await x.draw(8)


# ------------------------------------------------------------------ Alfred Nobel
@R.static("Alfred Nobel", "Each standard icon of which you have at least twice as many as every "
          "opponent counts as an achievement for you.", ACHIEVEMENTS_QUERY)
def nobel(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    mine = x.g.icon_counts(x.me)
    theirs = [x.g.icon_counts(p) for p in x.opponents()]
    # Ruling: an icon you have none of does not count
    return count + sum(1 for i in STANDARD if mine[i] and all(mine[i] >= 2 * t[i] for t in theirs))


@R.karma("Alfred Nobel", "If a player would transfer a card, first junk the whole 7 deck.",
         on=("transfer",), by=ANY)
async def nobel_transfer(x: Ctx, ev: Event) -> None:
    await x.junk_deck(7)


# ------------------------------------------------------------------ Florence Nightingale
R.decree("Florence Nightingale", "You may issue an Expansion decree with any two figures.", "Expansion")


@R.karma("Florence Nightingale", "If a player would transfer, return, meld, score or junk a card "
         "from your score pile, instead it stays there.", on=("transfer", "return", "meld", "score",
                                                                "junk"),
         by=ANY, mode=INSTEAD, when=lambda x, ev: x.g.loc[ev.card][:2] == (SCORE, x.me))
async def nightingale(x: Ctx, ev: Event) -> None:
    return None


# ------------------------------------------------------------------ James Clerk Maxwell
@R.static("James Clerk Maxwell", "Each card in your hand adds one of every standard icon your board "
          "shows.", ICONS_QUERY)
def maxwell(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    n = len(x.g.state.players[x.me].hand)
    return [c + n if i in STANDARD and c else c for i, c in enumerate(counts)] if n else counts


@R.karma("James Clerk Maxwell", "If a player would return a card of value below 8, first draw an 8.",
         on=("return",), by=ANY, when=lambda x, ev: x.age(ev.card) < 8)
async def maxwell_return(x: Ctx, ev: Event) -> None:
    await x.draw(8)


# ------------------------------------------------------------------ John Ericsson
def splayed_right_by_opponent(x: Ctx, card: int) -> bool:
    return any(x.splay_of(x.color(card), p) == RIGHT for p in x.opponents())


@R.karma("John Ericsson", "If you would dogma a card of a colour an opponent has splayed right, "
         "first unsplay that colour on an opponent's board.", on=("dogma",),
         when=lambda x, ev: splayed_right_by_opponent(x, ev.card))
async def ericsson(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    who = await x.choose_player([p for p in x.opponents() if x.splay_of(color, p) == RIGHT],
                                prompt="Unsplay that colour on whose board?")
    if who is not None:
        await x.splay(color, NONE, who)


@R.karma("John Ericsson", "If an opponent would draw a card, first draw and tuck a 7.",
         on=("draw",), by=OPPONENT)
async def ericsson_draw(x: Ctx, ev: Event) -> None:
    await x.draw_and_tuck(7)


# ------------------------------------------------------------------ Robert E. Lee
@R.karma("Robert E. Lee", "If a player would dogma a card with a demand effect, first move a top "
         "card of another colour with a leaf from any board to any player's board.", on=("dogma",),
         by=ANY, when=lambda x, ev: x.has_demand(ev.card))
async def lee(x: Ctx, ev: Event) -> None:
    color = x.color(ev.card)
    card = await x.choose_card([c for c in x.all_top_cards() if x.color(c) != color and x.has(c, LEAF)],
                               prompt="Transfer a top card with a leaf")
    if card is None:
        return
    who = await x.choose_player(x.players(), prompt="To whose board?")
    if who is not None:
        await x.transfer(card, "board", who)


@R.static("Robert E. Lee", "Each seven leaves on your board count as an achievement.",
          ACHIEVEMENTS_QUERY)
def lee_achievements(x: Ctx, who: int, count: int) -> int:
    return count + x.icons(LEAF) // 7 if who == x.me else count


# ------------------------------------------------------------------ Queen Victoria
R.decree("Queen Victoria", "You may issue a Rivalry decree with any two figures.", "Rivalry")


@R.karma("Queen Victoria", "If you would score a card, first choose a figure in any score pile, and "
         "either score it or move it to the available achievements.", on=("score",))
async def queen_victoria(x: Ctx, ev: Event) -> None:
    figures = [c for p in x.players() for c in x.score_pile(p) if x.is_figure(c) and c != ev.card]
    card = await x.choose_card(figures, prompt="Choose a figure in a score pile")
    if card is None:
        return
    if await x.choose_option(["score", "achievements"], prompt="Score it, or make it an available "
                             "achievement?") == "score":
        await x.score_card(card)
    else:
        await x.to_available(card)
