"""4th edition Artifacts of History, age 11."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, ASLANT, CLOCK, CROWN, LEAF
from ._reg import ARTIFACTS4 as R

VALUES = range(1, 12)


# ------------------------------------------------------------------ 16 Psyche
@R.effect("16 Psyche", "Choose a value no top card of yours has. Score every card of that value's "
          "deck, then every card of that value in the junk.")
async def psyche(x: Ctx) -> None:
    mine = {x.age(t) for t in x.tops()}
    value = await x.choose_value([v for v in VALUES if v not in mine], prompt="Choose a value "
                                 "none of your top cards has")
    if value is None:
        return
    for c in x.deck(value)[::-1]:  # from the top of the deck
        await x.score_card(c)
    for c in [c for c in x.junk_pile() if x.c(c).kind == AGE_CARD and x.age(c) == value]:
        await x.score_card(c)


# ------------------------------------------------------------------ Great Barrier Reef
@R.effect("Great Barrier Reef", "Junk every card of your board below the top five of each colour.")
async def great_barrier_reef(x: Ctx) -> None:
    for color in x.colors():
        for c in x.pile(color)[:-5]:
            await x.junk(c)


@R.effect("Great Barrier Reef", "Splay each colour of your board aslant.")
async def great_barrier_reef_2(x: Ctx) -> None:
    for color in x.colors():
        await x.splay(color, ASLANT)


# ------------------------------------------------------------------ Greenland
@R.compel("Greenland", "I compel you to return one of your top cards with a clock! If you do, "
          "repeat this effect!")
async def greenland_compel(x: Ctx) -> None:
    while True:
        card = await x.choose_card([t for t in x.tops() if x.has(t, CLOCK)],
                                   prompt="Return a top card with a clock")
        if card is None or not await x.return_card(card):
            return


@R.effect("Greenland", "Return one of your top cards with a crown. If you do, repeat this effect.")
async def greenland(x: Ctx) -> None:
    while True:
        card = await x.choose_card([t for t in x.tops() if x.has(t, CROWN)],
                                   prompt="Return a top card with a crown")
        if card is None or not await x.return_card(card):
            return


# ------------------------------------------------------------------ Jumbo Kingdom
@R.effect("Jumbo Kingdom", "Choose a colour of your board. Junk every card of that colour from all "
          "boards.")
async def jumbo_kingdom(x: Ctx) -> None:
    color = await x.choose_color(x.colors(), prompt="Choose a colour of your board")
    if color is None:
        return
    for p in x.players():
        for c in reversed(x.pile(color, p)):
            await x.junk(c)


@R.effect("Jumbo Kingdom", "Choose a valued card in the junk. Score every card of its value in the "
          "junk. If you do and score fewer than eleven points, repeat this effect.")
async def jumbo_kingdom_2(x: Ctx) -> None:
    while True:
        # the junk's cards are face down but their values show on their backs
        values = sorted({x.age(c) for c in x.junk_pile() if x.c(c).kind == AGE_CARD and x.age(c) > 0})
        value = await x.choose_value(values, prompt="Choose the value of a card in the junk")
        if value is None:
            return
        points = 0
        for c in [c for c in x.junk_pile() if x.c(c).kind == AGE_CARD and x.age(c) == value]:
            if await x.score_card(c):
                points += x.age(c)
        if not points or points >= 11:
            return


# ------------------------------------------------------------------ Martian Internet
@R.effect("Martian Internet", "Draw and meld an Artifact of any value. If it has a leaf and you "
          "alone have the most leaves, you win.")
async def martian_internet(x: Ctx) -> None:
    value = await x.choose_value(VALUES, prompt="Choose the value of the Artifact to draw and meld")
    if value is None:
        return
    drawn = await x.draw_artifact(value)
    if drawn is None or not await x.meld(drawn):
        return
    if x.has(drawn, LEAF) and x.single_player_with({p: x.icons(LEAF, p) for p in x.players()}) == x.me:
        await x.win()


# ------------------------------------------------------------------ Oculus Quest
@R.compel("Oculus Quest", "I compel you to transfer every card of your board to your hand!")
async def oculus_quest(x: Ctx) -> None:
    for color in x.colors():
        for c in reversed(x.pile(color)):
            await x.transfer(c, "hand")


# ------------------------------------------------------------------ Pizza Pacaya
@R.compel("Pizza Pacaya", "I compel you to junk every card of your board, then draw and meld a card "
          "of each value, lowest first!")
async def pizza_pacaya(x: Ctx) -> None:
    for color in x.colors():
        for c in reversed(x.pile(color)):
            await x.junk(c)
    for value in VALUES:
        await x.draw_and_meld(value)


# ------------------------------------------------------------------ Sanskrit
@R.effect("Sanskrit", "Junk every card of all score piles. If you don't, for each player choose one "
          "of their highest top cards; each of their top cards of another colour goes to their "
          "score pile.")
async def sanskrit(x: Ctx) -> None:
    junked = 0
    for p in x.players():
        for c in x.score_pile(p):
            junked += bool(await x.junk(c))
    if junked:
        return
    for p in x.players():
        keep = await x.choose_card(x.highest_of(x.tops(p)),
                                   prompt=f"Choose {x.g.name(p)}'s highest top card")
        for t in x.tops(p):
            if t != keep:
                await x.transfer(t, "score", p)


# ------------------------------------------------------------------ Tasmanian Tiger
@R.effect("Tasmanian Tiger", "Choose a card of your score pile and a top card of its colour on any "
          "board, and exchange them. You may return two cards from your hand; if you do, repeat "
          "this effect.")
async def tasmanian_tiger(x: Ctx) -> None:
    while True:
        card = await x.choose_card(x.score_pile(), prompt="Choose a card of your score pile")
        if card is not None:
            tops = [(t, p) for p in x.players() for t in x.tops(p) if x.color(t) == x.color(card)]
            top = await x.choose_card([t for t, _ in tops], prompt="Choose a top card of its colour")
            if top is not None:
                owner = next(p for t, p in tops if t == top)
                await x.exchange([card], ("score", x.me), [top], ("board", owner))
        if len(x.hand()) < 2:
            return
        back = await x.choose_cards(x.hand(), 0, 2, "You may return two cards from your hand",
                                    check=lambda picked: None if len(picked) in (0, 2)
                                    else "return two cards or none")
        if len(back) != 2:
            return
        await x.return_cards(back)


# ------------------------------------------------------------------ What Does the Fox Say
@R.effect("What Does the Fox Say", "Draw two 11s. Meld one, then meld the other and super-execute "
          "it if it is your turn, else self-execute it.")
async def what_does_the_fox_say(x: Ctx) -> None:
    drawn = [c for c in (await x.draw(x.v(11)), await x.draw(x.v(11))) if c is not None]
    first = await x.choose_card(drawn, prompt="Meld one of the drawn cards first")
    if first is None:
        return
    await x.meld(first)
    rest = [c for c in drawn if c != first]
    if not rest or not await x.meld(rest[0]):
        return
    if x.g.state.current == x.me:
        await x.super_execute(rest[0])
    else:
        await x.self_execute(rest[0])
