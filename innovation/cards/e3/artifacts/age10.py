"""3rd edition Artifacts of History, age 10 (4th-edition implementations reused where the
text means the same)."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import COLORS, YELLOW
from ...e4.artifacts import age10 as e4
from ._reg import ARTIFACTS3 as R

# Ruling (A3-T12): the melded artifact's non-demand effects only, unshared
R.effect("Rover Curiosity", "Draw and meld an Artifact 10, then execute its non-demand effects for "
         "yourself alone.")(e4.rover_curiosity)
# x.junk is the 3rd edition's removal from the game; a player who loses leaves the game, and
# the last one left wins (rules/verbs.py: lose)
R.compel("Exxon Valdez", "I compel you to remove from the game every card of your hand, score "
         "pile, board and achievements! You lose! If only one player is left, they win!")(
    e4.exxon_valdez)
R.compel("Maldives", "I compel you to return all but two cards of your hand, and all but two of "
         "your score pile!")(e4.maldives_compel)
R.effect("Maldives", "Return all but four cards of your score pile.")(e4.maldives)
R.effect("Seikan Tunnel", "If one colour of your board shows more cards than any colour of any "
         "other board, you win.")(e4.seikan_tunnel)
R.effect("Where's Waldo", "You win.")(e4.wheres_waldo)
R.effect("DeLorean DMC-12", "If DeLorean DMC-12 is a top card on any board, remove from the game "
         "every top card of every board and every card in every hand.")(e4.delorean)


# ------------------------------------------------------------------ Higgs Boson
@R.effect("Higgs Boson", "Transfer every card of your board to your score pile.")
async def higgs_boson(x: Ctx) -> None:
    # a transfer, not a score (X3-T10): it does not count for Monument
    for color in x.colors():
        for c in reversed(x.pile(color)):
            await x.transfer(c, "score")


# ------------------------------------------------------------------ Maastricht Treaty
@R.effect("Maastricht Treaty", "If you have the most cards in your score pile, you win.")
async def maastricht_treaty(x: Ctx) -> None:
    # Ruling: "the most" is more than every other player (a tie does not win)
    if x.single_player_with({p: len(x.score_pile(p)) for p in x.players()}) == x.me:
        await x.win()


# ------------------------------------------------------------------ Dolly the Sheep
@R.effect("Dolly the Sheep", "You may score your bottom yellow card. You may draw and tuck a 1. If "
          "your bottom yellow card is Domestication, you win. Otherwise, meld the highest card in "
          "your hand, then draw a 10.")
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
    await x.draw(x.v(10))


# ------------------------------------------------------------------ Twister
@R.compel("Twister", "I compel you to reveal your score pile! For each colour, meld a card of that "
          "colour from your score pile!")
async def twister(x: Ctx) -> None:
    for c in x.score_pile():
        await x.reveal(c)
    for color in range(5):
        card = await x.choose_card([c for c in x.score_pile() if x.color(c) == color],
                                   prompt=f"Meld a {COLORS[color]} card from your score pile")
        if card is not None:
            await x.meld(card)
