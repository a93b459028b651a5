"""4th edition The Unseen, age 11."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import (
    ASLANT,
    BLUE,
    CLOCK,
    COLORS,
    CROWN,
    FACTORY,
    GREEN,
    LEAF,
    NONE,
    PURPLE,
    RED,
    YELLOW,
)
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Cloaking
@R.demand("Cloaking", "I demand you transfer one of your claimed standard achievements to my safe!")
async def cloaking_demand(x: Ctx) -> None:
    card = await x.choose_hidden(x.standard_achievements(), prompt="Transfer one of your standard "
                                 "achievements")
    if card is not None:
        await x.transfer(card, "safe", x.owner)


# ------------------------------------------------------------------ Fashion Mask
@R.effect("Fashion Mask", "Tuck a top card with a crown or a factory of each colour on your board. "
          "You may safeguard one of the tucked cards.")
async def fashion_mask(x: Ctx) -> None:
    tucked = [c for c in x.tops() if (x.has(c, CROWN) or x.has(c, FACTORY)) and await x.tuck(c)]
    card = await x.choose_card(tucked, optional=True, prompt="You may safeguard one of the tucked cards")
    if card is not None:
        await x.safeguard(card)


@R.effect("Fashion Mask", "Score all but the top five each of your yellow and purple cards. Splay "
          "those colours aslant.")
async def fashion_mask_score(x: Ctx) -> None:
    for color in (YELLOW, PURPLE):
        for card in x.pile(color)[:-5]:  # the pile lists bottom first
            await x.score_card(card)
    for color in (YELLOW, PURPLE):
        await x.splay(color, ASLANT)


# ------------------------------------------------------------------ Dark Web
@R.effect("Dark Web", "Unsplay any colour on any board.")
async def dark_web_unsplay(x: Ctx) -> None:
    who = await x.choose_player([p for p in x.players() if any(x.splay_of(c, p) != NONE
                                                                for c in range(5))],
                                prompt="Unsplay a colour on whose board?")
    if who is None:
        return
    color = await x.choose_color([c for c in range(5) if x.splay_of(c, who) != NONE],
                                 prompt="Unsplay which colour?")
    if color is not None:
        await x.unsplay(color, who)


@R.effect("Dark Web", "Choose to either safeguard any number of available standard achievements, or "
          "achieve any number of secrets from your safe regardless of eligibility.")
async def dark_web(x: Ctx) -> None:
    choice = await x.choose_option(["safeguard achievements", "achieve secrets"],
                                   prompt="Safeguard available achievements, or achieve secrets?")
    if choice == "achieve secrets":
        pool = x.secrets()
        for card in await x.choose_cards(pool, 0, len(pool), prompt="Achieve any number of secrets"):
            await x.achieve(card)
        return
    pool = x.available_achievements()
    for card in await x.choose_cards(pool, 0, len(pool), prompt="Safeguard any number of "
                                     "available standard achievements"):
        if not await x.safeguard(card):
            return


# ------------------------------------------------------------------ Green Hydrogen
@R.effect("Green Hydrogen", "Score all non-top green cards on your board. Draw and tuck an 11 for "
          "each card scored.")
async def green_hydrogen(x: Ctx) -> None:
    scored = 0
    for card in x.pile(GREEN)[:-1]:
        if await x.score_card(card):
            scored += 1
    for _ in range(scored):
        await x.draw_and_tuck(x.v(11))


# ------------------------------------------------------------------ Holography
@R.effect("Holography", "Choose red, blue, or green. Score all but your top two cards of that "
          "colour, then splay it aslant. If you do both, exchange all the lowest cards in your "
          "score pile with all your claimed standard achievements of lower value.")
async def holography(x: Ctx) -> None:
    color = await x.choose_color([RED, BLUE, GREEN], prompt="Choose red, blue or green")
    if color is None:
        return
    scored = [c for c in x.pile(color)[:-2] if await x.score_card(c)]
    splayed = await x.splay(color, ASLANT)
    if not (scored and splayed):
        return
    low = x.min_age(x.score_pile())
    lowest = [c for c in x.score_pile() if x.age(c) == low]
    lower = [c for c in x.standard_achievements() if x.age(c) < low]
    await x.exchange(lowest, ("score", x.me), lower, ("achievements", x.me))


# ------------------------------------------------------------------ Escape Room
@R.demand("Escape Room", "I demand you draw, reveal, and score an 11! Score a card from your hand "
          "of the same colour as the drawn card! If you don't, you lose!")
async def escape_room_demand(x: Ctx) -> None:
    drawn = await x.draw_and_reveal(x.v(11))
    if drawn is None:
        return
    if x.in_hand(drawn):
        await x.score_card(drawn)
    color = x.color(drawn)
    card = await x.choose_card([c for c in x.hand() if x.color(c) == color],
                               prompt=f"Score a {COLORS[color]} card from your hand")
    if card is None or not await x.score_card(card):
        await x.lose()


@R.effect("Escape Room", "Score four top non-yellow cards each with a clock of different colours on "
          "your board.")
async def escape_room(x: Ctx) -> None:
    # the four non-yellow colours: every top non-yellow card with a clock
    for card in [c for c in x.tops() if x.color(c) != YELLOW and x.has(c, CLOCK)]:
        await x.score_card(card)


# ------------------------------------------------------------------ Mystery Box
@R.effect("Mystery Box", "Claim an available standard achievement, regardless of eligibility. "
          "Self-execute it.")
async def mystery_box(x: Ctx) -> None:
    card = await x.choose_hidden(x.available_achievements(), prompt="Claim an available standard "
                                 "achievement")
    if card is not None and await x.achieve(card):
        await x.self_execute(card)


# ------------------------------------------------------------------ Astrobiology
@R.effect("Astrobiology", "Return a bottom card from your board. Splay that colour on your board "
          "aslant. Score all cards on your board of that colour without a leaf.")
async def astrobiology(x: Ctx) -> None:
    bottoms = [x.bottom(c) for c in x.colors()]
    card = await x.choose_card([c for c in bottoms if c is not None],
                               prompt="Return a bottom card from your board")
    if card is None:
        return
    color = x.color(card)
    await x.return_card(card)
    await x.splay(color, ASLANT)
    for other in [c for c in reversed(x.pile(color)) if not x.has(c, LEAF)]:
        await x.score_card(other)


# ------------------------------------------------------------------ Metaverse
@R.effect("Metaverse", "For each splayed colour on your board, score its top card. If you score "
          "fewer than three cards, you lose.")
async def metaverse(x: Ctx) -> None:
    scored = 0
    for color in [c for c in range(5) if x.splay_of(c) != NONE]:
        top = x.top(color)
        if top is not None and await x.score_card(top):
            scored += 1
    if scored < 3:
        await x.lose()


# ------------------------------------------------------------------ Quantum Computers
@R.demand("Quantum Computers", "I demand you flip a coin! If you lose the flip, you lose!")
async def quantum_computers_demand(x: Ctx) -> None:
    if not await x.flip():
        await x.lose()


@R.effect("Quantum Computers", "Flip a coin until you win a flip. For each flip you lose during "
          "this effect, return one of your secrets, or lose the game.")
async def quantum_computers(x: Ctx) -> None:
    while not await x.flip():
        # Ruling: "return a secret or lose" is not a choice: a player with a secret returns
        # one; only one who cannot (no secret, or the return prevented) loses
        secret = await x.choose_hidden(x.secrets(), prompt="Return one of your secrets")
        if secret is None or not await x.return_card(secret):
            await x.lose()
            return
