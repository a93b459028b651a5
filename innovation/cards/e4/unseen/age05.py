"""4th edition The Unseen, age 5."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import BLUE, COLORS, GREEN, LEFT, NONE, PURPLE, RED, RIGHT, YELLOW
from ._reg import UNSEEN4 as R


# ------------------------------------------------------------------ Gallery
@R.effect("Gallery", "If you have a 2 in your score pile, draw a 6.")
async def gallery(x: Ctx) -> None:
    if any(x.age(c) == 2 for c in x.score_pile()):
        await x.draw(x.v(6))


@R.effect("Gallery", "If you have a 1 in your score pile, draw a 7. Otherwise, draw a 5.")
async def gallery_draw(x: Ctx) -> None:
    await x.draw(x.v(7) if any(x.age(c) == 1 for c in x.score_pile()) else x.v(5))


# ------------------------------------------------------------------ Cabal
@R.demand("Cabal", "I demand you transfer all cards from your hand that have a value matching any "
          "of my secrets to my score pile! Draw a 5!")
async def cabal_demand(x: Ctx) -> None:
    values = {x.age(c) for c in x.secrets(x.owner)}
    for card in [c for c in x.hand() if x.age(c) in values]:
        await x.transfer(card, "score", x.owner)
    await x.draw(x.v(5))


@R.effect("Cabal", "Safeguard an available achievement of value equal to a top card on your board.")
async def cabal(x: Ctx) -> None:
    values = sorted({x.age(c) for c in x.tops()} & {x.age(a) for a in x.available_achievements()})
    value = await x.choose_value(values, prompt="Safeguard an available achievement of which value?")
    if value is not None:
        await x.safeguard_available(value)


# ------------------------------------------------------------------ Probability
@R.effect("Probability", "Return all cards from your hand.")
async def probability_return(x: Ctx) -> None:
    await x.return_cards(x.hand())


@R.effect("Probability", "Draw and reveal two 6, then return them. If exactly two different icon "
          "types appear on the drawn cards, draw and score two 6. If exactly four different icon "
          "types appear, draw a 7. Draw a 6.")
async def probability(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(x.v(6)), await x.draw_and_reveal(x.v(6))] if c is not None]
    # the hex (the card's image) is no icon type: only basic icons count
    kinds = {i for c in drawn for i in x.c(c).icons if i >= 0}
    await x.return_cards([c for c in drawn if x.in_hand(c)])
    if len(kinds) == 2:
        await x.draw_and_score(x.v(6))
        await x.draw_and_score(x.v(6))
    elif len(kinds) == 4:
        await x.draw(x.v(7))
    await x.draw(x.v(6))


# ------------------------------------------------------------------ Witch Trial
@R.demand("Witch Trial", "I demand you draw and reveal a 5! Return your top card of the colour of "
          "the drawn card, another card of that colour from your hand, and a card from your score "
          "pile! If you do, repeat this effect!")
async def witch_trial_demand(x: Ctx) -> None:
    while True:
        drawn = await x.draw_and_reveal(x.v(5))
        if drawn is None:
            return
        color = x.color(drawn)
        returned = 0
        top = x.top(color)
        if top is not None and await x.return_card(top):
            returned += 1
        other = await x.choose_card([c for c in x.hand() if c != drawn and x.color(c) == color],
                                    prompt=f"Return another {COLORS[color]} card from your hand")
        if other is not None and await x.return_card(other):
            returned += 1
        scored = await x.choose_card(x.score_pile(), prompt="Return a card from your score pile")
        if scored is not None and await x.return_card(scored):
            returned += 1
        # Ruling: "if you do" asks for all three returns
        if returned < 3:
            return


# ------------------------------------------------------------------ Buried Treasure
@R.effect("Buried Treasure", "Choose an odd value. Transfer all cards of that value from all score "
          "piles to the available achievements. If you transfer at least four cards, draw and "
          "safeguard a card of that value, and score three available standard achievements.")
async def buried_treasure(x: Ctx) -> None:
    value = await x.choose_value(range(1, 12, 2), prompt="Choose an odd value")
    if value is None:
        return
    moved = 0
    for p in x.players():
        for card in [c for c in x.score_pile(p) if x.age(c) == value]:
            await x.to_available(card)
            moved += 1
    if moved < 4:
        return
    await x.draw_and_safeguard(value)
    pool = x.available_achievements()
    for card in await x.choose_cards(pool, min(3, len(pool)), 3, prompt="Score three available "
                                     "standard achievements"):
        await x.score_card(card)


# ------------------------------------------------------------------ Pantheism
@R.effect("Pantheism", "Tuck a card from your hand. If you do, draw and tuck a 4, score all cards "
          "on your board of the colour of one of the tucked cards, and splay right the colour on "
          "your board of the other tucked card.")
async def pantheism(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Tuck a card from your hand")
    if card is None or not await x.tuck(card):
        return
    drawn = await x.draw_and_tuck(x.v(4))
    colors = [x.color(card)] + ([x.color(drawn)] if drawn is not None else [])
    scored = await x.choose_color(sorted(set(colors)), prompt="Score all the cards of which "
                                  "tucked card's colour? (the other is splayed right)")
    if scored is None:
        return
    for c in list(reversed(x.pile(scored))):
        await x.score_card(c)
    if len(colors) == 2:
        other = colors[1] if colors[0] == scored else colors[0]
        await x.splay(other, RIGHT)


@R.effect("Pantheism", "Draw and tuck a 4.")
async def pantheism_tuck(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(4))


# ------------------------------------------------------------------ Chartreuse
@R.effect("Chartreuse", "Draw and reveal a 3, a 4, a 5 and a 6. Meld each drawn green card and each "
          "drawn yellow card, in any order. Return the other drawn cards.")
async def chartreuse(x: Ctx) -> None:
    drawn = [c for c in [await x.draw_and_reveal(v) for v in (3, 4, 5, 6)] if c is not None]
    await x.meld_cards([c for c in drawn if x.color(c) in (GREEN, YELLOW) and x.in_hand(c)])
    await x.return_cards([c for c in drawn if x.color(c) not in (GREEN, YELLOW) and x.in_hand(c)])


@R.effect("Chartreuse", "You may splay your green or yellow cards right.")
async def chartreuse_splay(x: Ctx) -> None:
    await x.may_splay([GREEN, YELLOW], RIGHT)


# ------------------------------------------------------------------ Secret History
@R.demand("Secret History", "I demand you transfer one of your secrets to my safe!")
async def secret_history_demand(x: Ctx) -> None:
    secret = await x.choose_hidden(x.secrets(), prompt="Transfer one of your secrets")
    if secret is not None:
        await x.transfer(secret, "safe", x.owner)


@R.effect("Secret History", "If your red and purple cards are splayed right, claim the Mystery "
          "achievement. Otherwise, splay your red or purple cards right.")
async def secret_history(x: Ctx) -> None:
    if x.splay_of(RED) == RIGHT and x.splay_of(PURPLE) == RIGHT:
        await x.claim_special("Mystery")
        return
    color = await x.choose_color([c for c in (RED, PURPLE) if x.can_splay(c, RIGHT)],
                                 prompt="Splay your red or purple cards right")
    if color is not None:
        await x.splay(color, RIGHT)


# ------------------------------------------------------------------ Pen Name
@R.effect("Pen Name", "Choose to either splay an unsplayed non-purple colour on your board left "
          "and self-execute its top card, or meld a card from your hand and splay its colour on "
          "your board right.")
async def pen_name(x: Ctx) -> None:
    splayable = [c for c in range(5) if c != PURPLE and x.splay_of(c) == NONE
                 and x.can_splay(c, LEFT)]
    options = (["splay left and self-execute"] if splayable else []) + \
        (["meld and splay right"] if x.hand() else [])
    choice = await x.choose_option(options, prompt="Splay a colour left and self-execute its top "
                                   "card, or meld a card and splay its colour right?")
    if choice == "splay left and self-execute":
        color = await x.choose_color(splayable, prompt="Splay which colour left?")
        if color is not None and await x.splay(color, LEFT):
            top = x.top(color)
            if top is not None:
                await x.self_execute(top)
    elif choice == "meld and splay right":
        card = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
        if card is not None and await x.meld(card):
            await x.splay(x.color(card), RIGHT)


# ------------------------------------------------------------------ Popular Science
@R.effect("Popular Science", "Draw and meld a card of value equal to the value of a top green card "
          "anywhere.")
async def popular_science(x: Ctx) -> None:
    values = sorted({x.age(c) for c in x.all_top_cards() if x.color(c) == GREEN})
    value = await x.choose_value(values, prompt="Draw and meld a card of the value of which top "
                                 "green card?")
    if value is not None:
        await x.draw_and_meld(value)


@R.effect("Popular Science", "Draw and meld a card of value one higher than the value of your top "
          "yellow card.")
async def popular_science_yellow(x: Ctx) -> None:
    top = x.top(YELLOW)
    # Ruling: no top yellow card has value 0, so a 1 is drawn (the convention for a missing
    # card's value)
    await x.draw_and_meld((x.age(top) if top is not None else 0) + 1)


@R.effect("Popular Science", "You may splay your blue cards right.")
async def popular_science_splay(x: Ctx) -> None:
    await x.may_splay([BLUE], RIGHT)
