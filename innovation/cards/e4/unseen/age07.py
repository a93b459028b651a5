"""4th edition The Unseen, age 7."""

from __future__ import annotations

from ....effects.context import Ctx
from ....effects.unseen_more import choose_hidden_cards, extreme_secrets
from ....model.cards import (
    AGE_CARD,
    BLUE,
    CLOCK,
    GREEN,
    LIGHTBULB,
    N_ICONS,
    PERSON,
    PURPLE,
    RED,
    RIGHT,
    YELLOW,
)
from ._reg import UNSEEN4 as R


def _pairs_of_value(x: Ctx, cids: list[int], colours_differ: bool = False) -> list[int]:
    """The cards that have another of the same value among `cids` (of another colour, if
    `colours_differ`)."""
    return [c for c in cids if any(d != c and x.g.value(d) == x.g.value(c)
                                   and (not colours_differ or x.color(d) != x.color(c)) for d in cids)]


# ------------------------------------------------------------------ Camouflage
JUNK_TWO, SCORE_TWO = "junk two top cards", "score two secrets"


@R.effect("Camouflage", "Choose to either junk exactly two top cards of your board of different "
          "colours and equal value and then safeguard them, or score exactly two of your secrets "
          "of equal value.")
async def camouflage(x: Ctx) -> None:
    g = x.g
    tops = _pairs_of_value(x, x.tops(), colours_differ=True)  # top cards differ in colour
    secrets = _pairs_of_value(x, x.secrets())
    options = ([JUNK_TWO] if tops else []) + ([SCORE_TWO] if secrets else [])
    choice = await x.choose_option(options, prompt="Junk two top cards of equal value and "
                                   "safeguard them, or score two secrets of equal value?")
    if choice is None:
        return

    def same_value(picked: list[int]) -> str | None:
        return None if g.value(picked[0]) == g.value(picked[1]) else "pick two of equal value"

    if choice == JUNK_TWO:
        pair = tops if len(tops) == 2 else await x.choose_cards(
            tops, 2, 2, prompt="Junk two top cards of equal value", check=same_value)
        for card in pair:
            await x.junk(card)
        for card in pair:
            await x.safeguard(card)
        return
    # secrets of one back are interchangeable: a value is picked, then (if the backs of that
    # value differ) which two
    value = await x.choose_value(sorted({g.value(c) for c in secrets}),
                                 prompt="Score two of your secrets of which value?")
    same = [c for c in secrets if g.value(c) == value]
    for card in await choose_hidden_cards(x, same, 2, "Score two of your secrets"):
        await x.score_card(card)


@R.effect("Camouflage", "Draw a 7 for each special achievement you have.")
async def camouflage_draw(x: Ctx) -> None:
    for _ in range(sum(1 for a in x.achievements() if x.c(a).kind != AGE_CARD)):
        await x.draw(x.v(7))


# ------------------------------------------------------------------ Subway
@R.effect("Subway", "Draw and tuck a 7. If you have at least seven visible cards of the tucked "
          "card's colour on your board, draw a 9. Otherwise, junk all cards of that colour on "
          "your board, and draw an 8.")
async def subway(x: Ctx) -> None:
    card = await x.draw_and_tuck(x.v(7))
    if card is None:
        return
    color = x.color(card)
    if x.visible_count(color) >= 7:
        await x.draw(x.v(9))
        return
    for c in reversed(x.pile(color)):  # top first
        await x.junk(c)
    await x.draw(x.v(8))


# ------------------------------------------------------------------ Private Eye
@R.demand("Private Eye", "I demand you reveal your hand! Transfer the card of your hand I choose "
          "to my board! Draw a 7!")
async def private_eye_demand(x: Ctx) -> None:
    for card in x.hand():
        await x.reveal(card)
    card = await x.choose_card(x.hand(), player=x.owner, prompt=f"Choose the card of "
                               f"{x.g.name(x.me)}'s hand to take to your board")
    if card is not None:
        await x.transfer(card, "board", x.owner)
    await x.draw(x.v(7))


@R.effect("Private Eye", "Score one of your secrets.")
async def private_eye_score(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), prompt="Score one of your secrets")
    if secret is not None:
        await x.score_card(secret)


@R.effect("Private Eye", "You may splay your blue cards right.")
async def private_eye_splay(x: Ctx) -> None:
    await x.may_splay([BLUE], RIGHT)


# ------------------------------------------------------------------ Safe Deposit Box
DRAW_JUNK, EXCHANGE = "draw and junk two 7s", "exchange score pile with junk"


@R.effect("Safe Deposit Box", "You may choose to either draw and junk two 7s, or exchange all "
          "cards in your score pile with all valued cards in the junk.")
async def safe_deposit_box(x: Ctx) -> None:
    choice = await x.choose_option([DRAW_JUNK, EXCHANGE], optional=True,
                                   prompt="You may draw and junk two 7s, or exchange your score "
                                   "pile with the valued cards of the junk")
    if choice == DRAW_JUNK:
        for _ in range(2):
            card = await x.draw(x.v(7))
            if card is not None:
                await x.junk(card)
    elif choice == EXCHANGE:
        # both sides are fixed first (an exchange): the cards junked do not come back
        scored = x.score_pile()
        junked = [c for c in x.junk_pile() if x.c(c).kind == AGE_CARD]
        for card in junked:
            await x.transfer(card, "score")
        for card in scored:
            await x.junk(card)


# ------------------------------------------------------------------ Black Market
@R.effect("Black Market", "You may safeguard a card from your hand. If you do, reveal two "
          "available standard achievements; you may meld one of them with no clock and no person, "
          "and return each revealed card you do not meld.")
async def black_market(x: Ctx) -> None:
    if x.safe_full():
        return
    card = await x.choose_card(x.hand(), optional=True, prompt="You may safeguard a card from "
                               "your hand")
    if card is None or not await x.safeguard(card):
        return
    shown = await choose_hidden_cards(x, x.available_achievements(), 2,
                                      "Reveal two available standard achievements")
    for c in shown:
        await x.reveal(c)
    meldable = [c for c in shown if not x.has(c, CLOCK) and not x.has(c, PERSON)]
    melded = await x.choose_card(meldable, optional=True, prompt="You may meld a revealed card "
                                 "with no clock and no person")
    if melded is not None:
        await x.meld(melded)
    await x.return_cards([c for c in shown if c != melded])


# ------------------------------------------------------------------ Fortune Cookie
@R.effect("Fortune Cookie", "If you have exactly seven of some icon on your board, draw and score "
          "a 7; exactly eight, splay your green or purple cards right and draw an 8; exactly "
          "nine, draw a 9.")
async def fortune_cookie(x: Ctx) -> None:
    # each count is read when its part comes (a splay for eight may make a nine)
    if any(x.icons(i) == 7 for i in range(N_ICONS)):
        await x.draw_and_score(x.v(7))
    if any(x.icons(i) == 8 for i in range(N_ICONS)):
        color = await x.choose_color([c for c in (GREEN, PURPLE) if x.can_splay(c, RIGHT)],
                                     prompt="Splay your green or purple cards right")
        if color is not None:
            await x.splay(color, RIGHT)
        await x.draw(x.v(8))
    if any(x.icons(i) == 9 for i in range(N_ICONS)):
        await x.draw(x.v(9))


# ------------------------------------------------------------------ Mafia
@R.demand("Mafia", "I demand you transfer your lowest secret to my safe!")
async def mafia_demand(x: Ctx) -> None:
    for secret in await extreme_secrets(x, x.secrets(), 1, "Transfer your lowest secret",
                                        highest=False):
        await x.transfer(secret, "safe", x.owner)  # a full safe keeps it here (U4-T5)


@R.effect("Mafia", "Tuck a card from any score pile.")
async def mafia_tuck(x: Ctx) -> None:
    cards = [c for p in x.players() for c in x.score_pile(p)]
    card = await x.choose_card(cards, prompt="Tuck a card from any score pile")
    if card is not None:
        await x.tuck(card)


@R.effect("Mafia", "You may splay your red or yellow cards right.")
async def mafia_splay(x: Ctx) -> None:
    await x.may_splay([RED, YELLOW], RIGHT)


# ------------------------------------------------------------------ Plot Voucher
@R.effect("Plot Voucher", "Meld a card from your score pile. Safeguard the lowest available "
          "standard achievement. If you do, super-execute the melded card on your turn, or "
          "self-execute it on another's.")
async def plot_voucher(x: Ctx) -> None:
    card = await x.choose_card(x.score_pile(), prompt="Meld a card from your score pile")
    melded = card is not None and await x.meld(card)
    lowest = x.lowest_of(x.available_achievements())
    if x.safe_full() or not lowest:
        return
    low = await x.choose_hidden(lowest, prompt="Safeguard the lowest available standard achievement")
    if low is None or not await x.safeguard(low) or not melded:
        return
    if x.g.state.current == x.me:
        await x.super_execute(card)  # type: ignore[arg-type]
    else:
        await x.self_execute(card)  # type: ignore[arg-type]


# ------------------------------------------------------------------ Counterintelligence
@R.demand("Counterintelligence", "I demand you tuck a top card of your board with a lightbulb! If "
          "you do, transfer your top card of its colour to my board, and draw a 7!")
async def counterintelligence_demand(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.has(c, LIGHTBULB)],
                               prompt="Tuck a top card with a lightbulb")
    if card is None or not await x.tuck(card):
        return
    top = x.top(x.color(card))
    if top is not None:
        await x.transfer(top, "board", x.owner)
    await x.draw(x.v(7))


@R.effect("Counterintelligence", "Draw an 8.")
async def counterintelligence(x: Ctx) -> None:
    await x.draw(x.v(8))


# ------------------------------------------------------------------ Slot Machine
@R.effect("Slot Machine", "Draw and reveal a 1, a 2, a 3, a 4 and a 5. If at least one of them is "
          "green, splay your green or purple cards right. If at least two are, score all the drawn "
          "cards; otherwise return them. If at least three are, you win.")
async def slot_machine(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(v) for v in range(1, 6)] if c is not None]
    greens = sum(1 for c in drawn if x.color(c) == GREEN)
    if greens >= 1:
        color = await x.choose_color([c for c in (GREEN, PURPLE) if x.can_splay(c, RIGHT)],
                                     prompt="Splay your green or purple cards right")
        if color is not None:
            await x.splay(color, RIGHT)
    if greens >= 2:
        for card in drawn:
            await x.score_card(card)
    else:
        await x.return_cards(drawn)
    if greens >= 3:
        await x.win()
