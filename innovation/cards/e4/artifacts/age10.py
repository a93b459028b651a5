"""4th edition Artifacts of History, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import YELLOW
from ._reg import ARTIFACTS4 as R


def visible(x: Ctx, color: int, p: int) -> int:
    """Cards of a colour that show on a board: the whole pile splayed, else its top."""
    n = len(x.pile(color, p))
    return n if x.splay_of(color, p) else min(n, 1)


async def keep_only(x: Ctx, cards: list[int], keep: int, where: str) -> None:
    """Return all the cards but `keep` of them (the player picks which go)."""
    n = len(cards) - keep
    if n <= 0:
        return
    gone = await x.choose_cards(cards, n, n, f"Return all but {keep} cards of your {where}")
    await x.return_cards(gone)


# ------------------------------------------------------------------ Exxon Valdez
@R.compel("Exxon Valdez", "I compel you to junk all your cards! You lose!")
async def exxon_valdez(x: Ctx) -> None:
    for c in [*x.hand(), *x.score_pile(), *x.achievements()]:
        await x.junk(c)
    for color in x.colors():
        for c in reversed(x.pile(color)):
            await x.junk(c)
    await x.lose()


# ------------------------------------------------------------------ Maldives
@R.compel("Maldives", "I compel you to return all but two cards of your hand, and all but two of "
          "your score pile!")
async def maldives_compel(x: Ctx) -> None:
    await keep_only(x, x.hand(), 2, "hand")
    await keep_only(x, x.score_pile(), 2, "score pile")


@R.effect("Maldives", "Return all but four cards of your score pile.")
async def maldives(x: Ctx) -> None:
    await keep_only(x, x.score_pile(), 4, "score pile")


# ------------------------------------------------------------------ Dolly the Sheep
@R.effect("Dolly the Sheep", "You may score your bottom yellow card. You may draw and tuck a 1. If "
          "your bottom yellow card is Domestication, you win. Otherwise, meld the highest card in "
          "your hand, then draw an 11.")
async def dolly_the_sheep(x: Ctx) -> None:
    bottom = x.bottom(YELLOW)
    if bottom is not None and await x.may(f"Score your bottom yellow card ({x.c(bottom).name})?"):
        await x.score_card(bottom)
    if await x.may("Draw and tuck a 1?"):
        await x.draw_and_tuck(x.v(1))
    bottom = x.bottom(YELLOW)
    if bottom is not None and x.c(bottom).name == "Domestication":
        await x.win()
        return
    card = await x.choose_card(x.highest_of(x.hand()), prompt="Meld the highest card in your hand")
    if card is not None:
        await x.meld(card)
    await x.draw(x.v(11))


@R.effect("Dolly the Sheep", "Junk every available achievement.")
async def dolly_the_sheep_2(x: Ctx) -> None:
    for a in x.available_achievements(standard_only=False):
        await x.junk(a)


# ------------------------------------------------------------------ Where's Waldo
@R.effect("Where's Waldo", "You win.")
async def wheres_waldo(x: Ctx) -> None:
    await x.win()


# ------------------------------------------------------------------ Musk's Tesla Roadster
@R.effect("Musk's Tesla Roadster", "With the most cards in your score pile, you win. Otherwise, draw "
          "and reveal an 11 and score every card of its colour from your board. If you do, return "
          "the drawn card; otherwise, meld it.")
async def musks_tesla_roadster(x: Ctx) -> None:
    if x.single_player_with({p: len(x.score_pile(p)) for p in x.players()}) == x.me:
        await x.win()
        return
    drawn = await x.draw_and_reveal(x.v(11))
    if drawn is None:
        return
    scored = 0
    for c in reversed(x.pile(x.color(drawn))):
        scored += bool(await x.score_card(c))
    if scored:
        await x.return_card(drawn)
    else:
        await x.meld(drawn)


# ------------------------------------------------------------------ Seikan Tunnel
@R.effect("Seikan Tunnel", "If one colour of your board shows more cards than any colour of any "
          "other board, you win.")
async def seikan_tunnel(x: Ctx) -> None:
    # Ruling: "the most" is strictly more than every pile of the other boards (your own other
    # colours do not compete with your best one)
    mine = max(visible(x, c, x.me) for c in range(5))
    theirs = max((visible(x, c, p) for p in x.players() if p != x.me for c in range(5)), default=0)
    if mine > theirs:
        await x.win()


# ------------------------------------------------------------------ Rover Curiosity
@R.effect("Rover Curiosity", "Draw and meld an Artifact 10, then self-execute it.")
async def rover_curiosity(x: Ctx) -> None:
    drawn = await x.draw_artifact(x.v(10))
    if drawn is not None and await x.meld(drawn):
        await x.self_execute(drawn)


# ------------------------------------------------------------------ Higgs Boson
@R.effect("Higgs Boson", "Score every card of your board.")
async def higgs_boson(x: Ctx) -> None:
    for color in x.colors():
        for c in reversed(x.pile(color)):
            await x.score_card(c)


# ------------------------------------------------------------------ DeLorean DMC-12
@R.effect("DeLorean DMC-12", "If DeLorean DMC-12 is a top card on any board, junk a top card of "
          "each colour from each board, and every card in every hand.")
async def delorean(x: Ctx) -> None:
    if not x.is_top(x.card):
        return
    for p in x.players():
        for t in x.tops(p):
            await x.junk(t)
    for p in x.players():
        for c in x.hand(p):
            await x.junk(c)


# ------------------------------------------------------------------ Dragon's Lair
@R.compel("Dragon's Lair", "I compel you to meld the lowest card of your score pile whose value no "
          "other score card has! If you do, meld a card of its colour from your hand. If you meld "
          "one card in all, you lose. Otherwise, junk the top card of each deck!")
async def dragons_lair(x: Ctx) -> None:
    pile = x.score_pile()
    values = [x.age(c) for c in pile]
    unique = [c for c in pile if values.count(x.age(c)) == 1]
    melded = 0
    card = await x.choose_card(x.lowest_of(unique), prompt="Meld the lowest score card of a unique value")
    if card is not None and await x.meld(card):
        melded = 1
        second = await x.choose_card([c for c in x.hand() if x.color(c) == x.color(card)],
                                     prompt="Meld a card of its colour from your hand")
        if second is not None and await x.meld(second):
            melded = 2
    if melded == 1:
        await x.lose()
        return
    for set_name in x.sets_in_play():
        for age in range(1, x.g.rules.max_age + 1):
            deck = x.g.deck(set_name, age)
            if deck:
                await x.junk(deck[-1])
