"""4th edition The Unseen, age 8."""

from __future__ import annotations

from ....effects.context import Ctx
from ....effects.unseen_more import safe_room, safeguard_an_available, self_execute_decided_by
from ....model.cards import CLOCK, FACTORY, LEFT, PURPLE, UP
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Concealment
@R.demand("Concealment", "I demand you tuck all your secrets!")
async def concealment_demand(x: Ctx) -> None:
    # nobody sees them: they go in the order they lie, unasked (like cards returned unseen)
    for secret in x.secrets():
        await x.tuck(secret)


@R.effect("Concealment", "Safeguard your bottom purple card.")
async def concealment(x: Ctx) -> None:
    card = x.bottom(PURPLE)
    if card is not None:
        await x.safeguard(card)


# ------------------------------------------------------------------ Shangri-La
@R.effect("Shangri-La", "Draw and tuck an 8. If it has a factory, score it. Otherwise, draw and "
          "meld an 8, and if that card is an 8, repeat this effect.")
async def shangri_la(x: Ctx) -> None:
    # Ruling: "if it is an 8" reads the card just melded (an empty 8 deck draws a 9 or more)
    while True:
        card = await x.draw_and_tuck(x.v(8))
        if card is None:
            return
        if x.has(card, FACTORY):
            await x.score_card(card)
            return
        melded = await x.draw_and_meld(x.v(8))
        if melded is None or x.g.value(melded) != 8:
            return


# ------------------------------------------------------------------ Scouting
@R.effect("Scouting", "Draw and reveal two 9s. Return one or both of them. If you return two, draw "
          "and reveal a 10: keep it if its colour matches a returned card's, otherwise put it back "
          "on top of its deck.")
async def scouting(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(x.v(9)), await x.draw_and_reveal(x.v(9))] if c is not None]
    back = [c for c in drawn if x.in_hand(c)]
    if not back:
        return
    picked = await x.choose_cards(back, 1, 2, prompt="Return one or both of the drawn cards")
    returned = await x.return_cards(picked)
    if returned < 2:
        return
    card = await x.draw_and_reveal(x.v(10))
    if card is not None and x.color(card) not in {x.color(c) for c in picked}:
        await x.topdeck(card)


# ------------------------------------------------------------------ Enigma Machine
SAFEGUARD_ALL, SECRETS_TO_HAND, HAND_TO_AVAILABLE = (
    "safeguard all achievements", "secrets to hand", "hand to achievements")


@R.effect("Enigma Machine", "Choose to either safeguard all available standard achievements, "
          "transfer all your secrets to your hand, or transfer all cards in your hand to the "
          "available achievements.")
async def enigma_machine(x: Ctx) -> None:
    choice = await x.choose_option([SAFEGUARD_ALL, SECRETS_TO_HAND, HAND_TO_AVAILABLE],
                                   prompt="Safeguard all available standard achievements, take "
                                   "your secrets into your hand, or make your hand available "
                                   "achievements?")
    if choice == SAFEGUARD_ALL:
        # one by one until the safe is full (U4-T5); which ones, only when some must stay
        if len(x.available_achievements()) <= safe_room(x):
            for card in x.available_achievements():
                await x.safeguard(card)
        else:
            while await safeguard_an_available(x) is not None:
                pass
    elif choice == SECRETS_TO_HAND:
        for secret in x.secrets():
            await x.transfer(secret, "hand")
    else:
        for card in x.hand():
            await x.to_available(card)


@R.effect("Enigma Machine", "Choose a colour you have splayed left and splay it up.")
async def enigma_machine_splay(x: Ctx) -> None:
    color = await x.choose_color([c for c in x.colors() if x.splay_of(c) == LEFT],
                                 prompt="Choose a colour splayed left to splay up")
    if color is not None:
        await x.splay(color, UP)


# ------------------------------------------------------------------ Handbag
BOTTOMS, TUCK_SCORE, SCORE_VALUE = ("bottom cards to hand", "tuck score pile",
                                    "score a value from hand")


@R.effect("Handbag", "You may choose to either transfer your bottom card of each colour to your "
          "hand, or tuck all cards from your score pile, or choose a value and score all cards "
          "of that value from your hand.")
async def handbag(x: Ctx) -> None:
    choice = await x.choose_option([BOTTOMS, TUCK_SCORE, SCORE_VALUE], optional=True,
                                   prompt="You may take your bottom cards, tuck your score pile, "
                                   "or score the cards of a value from your hand")
    if choice == BOTTOMS:
        for color in x.colors():
            bottom = x.bottom(color)
            if bottom is not None:
                await x.transfer(bottom, "hand")
    elif choice == TUCK_SCORE:
        await x.tuck_cards(x.score_pile())
    elif choice == SCORE_VALUE:
        await score_a_value(x)


async def score_a_value(x: Ctx, optional: bool = False) -> int:
    """"Choose a value and score all cards of that value from your hand": how many were
    scored. The values offered are those in the hand (any other scores nothing)."""
    values = sorted({x.g.value(c) for c in x.hand()})
    if not values or (optional and not await x.may("Choose a value and score all the cards of "
                                                  "that value from your hand?")):
        return 0
    value = await x.choose_value(values, prompt="Score all the cards of which value from your hand?")
    scored = 0
    for card in [c for c in x.hand() if x.g.value(c) == value]:
        scored += await x.score_card(card)
    return scored


# ------------------------------------------------------------------ Joy Buzzer
@R.demand("Joy Buzzer", "I demand you exchange all cards in your hand with all the lowest cards "
          "in my hand!")
async def joy_buzzer_demand(x: Ctx) -> None:
    mine = x.hand()
    theirs = x.lowest_of(x.hand(x.owner))
    if mine or theirs:
        await x.exchange(mine, ("hand", x.me), theirs, ("hand", x.owner))


@R.effect("Joy Buzzer", "You may choose a value and score all the cards of that value from your "
          "hand. If you do, score your top purple card.")
async def joy_buzzer(x: Ctx) -> None:
    if await score_a_value(x, optional=True):
        top = x.top(PURPLE)
        if top is not None:
            await x.score_card(top)


# ------------------------------------------------------------------ Jackalope
@R.demand("Jackalope", "I demand you transfer the highest top card without a clock on your board "
          "to my board! If you do, unsplay that card's colour on your board!")
async def jackalope_demand(x: Ctx) -> None:
    # Ruling: "the highest card on your board" is read as the highest top card (what a
    # transfer from a board takes everywhere else)
    options = x.highest_of([c for c in x.tops() if not x.has(c, CLOCK)])
    card = await x.choose_card(options, prompt=f"Transfer your highest top card without a clock "
                               f"to {x.g.name(x.owner)}'s board")
    if card is not None and await x.transfer(card, "board", x.owner):
        await x.unsplay(x.color(card))


@R.effect("Jackalope", "Unsplay the colour of your board with the most visible cards.")
async def jackalope(x: Ctx) -> None:
    counts = {c: x.visible_count(c) for c in x.colors()}
    most = max(counts.values(), default=0)
    tied = [c for c, n in counts.items() if n == most]
    if not any(x.splay_of(c) for c in tied):
        return  # an unsplayed pile: nothing to unsplay, whichever is picked
    color = await x.choose_color(tied, prompt="Unsplay which colour (the most visible cards)?")
    if color is not None:
        await x.unsplay(color)


# ------------------------------------------------------------------ Hitchhiking
@R.effect("Hitchhiking", "Choose another player. They transfer a card from their hand to your "
          "board. If they do, self-execute it, that player making all the decisions and seeing "
          "every card you can see.")
async def hitchhiking(x: Ctx) -> None:
    them = await x.choose_player([p for p in x.players() if p != x.me],
                                 prompt="Choose another player")
    if them is None:
        return
    card = await x.choose_card(x.hand(them), player=them, prompt=f"Transfer a card from your hand "
                               f"to {x.g.name(x.me)}'s board")
    if card is None:
        return
    mover = Ctx(x.g, them, x.owner, x.card, x.run, x.effect_index)  # they transfer it
    if await mover.transfer(card, "board", x.me):
        await self_execute_decided_by(x, card, them)


# ------------------------------------------------------------------ Blacklight
UNSPLAY_ONE, SPLAY_UP = "unsplay a colour", "splay up and draw a 9"


@R.effect("Blacklight", "Choose to either unsplay one colour of your cards, or splay up an "
          "unsplayed colour of your board and draw a 9.")
async def blacklight(x: Ctx) -> None:
    splayed = [c for c in x.colors() if x.splay_of(c)]
    choice = await x.choose_option(([UNSPLAY_ONE] if splayed else []) + [SPLAY_UP],
                                   prompt="Unsplay a colour, or splay an unsplayed colour up and "
                                   "draw a 9?")
    if choice == UNSPLAY_ONE:
        color = await x.choose_color(splayed, prompt="Unsplay which colour?")
        if color is not None:
            await x.unsplay(color)
        return
    unsplayed = [c for c in x.colors() if not x.splay_of(c) and x.can_splay(c, UP)]
    color = await x.choose_color(unsplayed, prompt="Splay which unsplayed colour up?")
    if color is not None:
        await x.splay(color, UP)
    await x.draw(x.v(9))


# ------------------------------------------------------------------ Opus Dei
@R.effect("Opus Dei", "Reveal the highest card of your score pile. If you do, splay your cards of "
          "its colour up, and safeguard it.")
async def opus_dei(x: Ctx) -> None:
    card = await x.choose_card(x.highest_of(x.score_pile()), prompt="Reveal the highest card of "
                               "your score pile")
    if card is None:
        return
    await x.reveal(card)
    await x.splay(x.color(card), UP)
    await x.safeguard(card)


@R.effect("Opus Dei", "Draw an 8 for each colour of your board splayed up.")
async def opus_dei_draw(x: Ctx) -> None:
    for _ in range(sum(1 for c in x.colors() if x.splay_of(c) == UP)):
        await x.draw(x.v(8))
