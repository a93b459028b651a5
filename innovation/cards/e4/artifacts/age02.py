"""4th edition Artifacts of History, age 2."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CROWN, LEFT, LIGHTBULB, PURPLE, RED
from ._reg import ARTIFACTS4 as R


def has_the_least(x: Ctx, icon: int) -> bool:
    # Ruling: "the least" is strictly fewer than every other player, as "the most" is
    # strictly more (a tie is nobody's least)
    return x.single_player_with({p: x.icons(icon, p) for p in x.players()}, most=False) == x.me


# ------------------------------------------------------------------ Chronicle of Zuo
@R.effect("Chronicle of Zuo", "If you have the fewest castles or the fewest crowns, draw a 3. If "
          "you have the fewest lightbulbs, draw a 4.")
async def chronicle_of_zuo(x: Ctx) -> None:
    if has_the_least(x, CASTLE) or has_the_least(x, CROWN):
        await x.draw(x.v(3))
    if has_the_least(x, LIGHTBULB):
        await x.draw(x.v(4))


# ------------------------------------------------------------------ Babylonian Chronicles
@R.compel("Babylonian Chronicles", "I compel you to transfer a top non-red card with a castle from "
          "your board to my board!")
async def babylonian_chronicles_compel(x: Ctx) -> None:
    options = [c for c in x.tops() if x.color(c) != RED and x.has(c, CASTLE)]
    card = await x.choose_card(options, prompt="Transfer a top non-red card with a castle to the "
                               "compelling player's board")
    if card is not None:
        await x.transfer(card, "board", x.owner)


@R.effect("Babylonian Chronicles", "Draw and score a 3.")
async def babylonian_chronicles(x: Ctx) -> None:
    await x.draw_and_score(x.v(3))


# ------------------------------------------------------------------ Holy Grail
@R.effect("Holy Grail", "Return a card from your hand. Claim an available achievement of its "
          "value, ignoring eligibility.")
async def holy_grail(x: Ctx) -> None:
    card = await x.choose_card(x.hand(), prompt="Return a card from your hand")
    if card is None or not await x.return_card(card):
        return
    value = x.age(card)
    found = [a for a in x.available_achievements() if x.age(a) == value]
    picked = await x.choose_card(found, prompt=f"Claim an achievement of value {value}")
    if picked is not None:
        await x.achieve(picked)


# ------------------------------------------------------------------ Terracotta Army
@R.compel("Terracotta Army", "I compel you to return a top card with no castle!")
async def terracotta_army_compel(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if not x.has(c, CASTLE)],
                               prompt="Return a top card with no castle")
    if card is not None:
        await x.return_card(card)


@R.effect("Terracotta Army", "Score a card from your hand with no castle. If you do, junk every "
          "card of the deck of its value. Otherwise, tuck Terracotta Army.")
async def terracotta_army(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.hand() if not x.has(c, CASTLE)],
                               prompt="Score a card with no castle from your hand")
    if card is not None and await x.score_card(card):
        await x.junk_deck(x.age(card))
        return
    # Ruling: in the 4th edition this moves Terracotta Army off the display too
    await x.tuck(x.card)


# ------------------------------------------------------------------ Holy Lance
@R.compel("Holy Lance", "I compel you to transfer a top Artifact from your board to my board!")
async def holy_lance_compel(x: Ctx) -> None:
    card = await x.choose_card([c for c in x.tops() if x.is_artifact(c)],
                               prompt="Transfer a top Artifact to the compelling player's board")
    if card is not None:
        await x.transfer(card, "board", x.owner)


@R.effect("Holy Lance", "If Holy Grail is a top card on your board, draw and score a 6.")
async def holy_lance(x: Ctx) -> None:
    if any(x.c(c).name == "Holy Grail" for c in x.tops()):
        await x.draw_and_score(x.v(6))


# ------------------------------------------------------------------ Baghdad Battery
@R.effect("Baghdad Battery", "Meld a card from your hand. Score a card from your hand. If you did "
          "both, with cards of different values, junk every card of both values' decks.")
async def baghdad_battery(x: Ctx) -> None:
    melded = await x.choose_card(x.hand(), prompt="Meld a card from your hand")
    did_meld = melded is not None and await x.meld(melded)
    scored = await x.choose_card(x.hand(), prompt="Score a card from your hand")
    did_score = scored is not None and await x.score_card(scored)
    if did_meld and did_score and x.age(melded) != x.age(scored):  # type: ignore[arg-type]
        await x.junk_deck(x.age(melded))  # type: ignore[arg-type]
        await x.junk_deck(x.age(scored))  # type: ignore[arg-type]


# ------------------------------------------------------------------ Seikilos Epitaph
@R.effect("Seikilos Epitaph", "Draw and meld a 3. Meld your bottom card of its colour, then "
          "self-execute it.")
async def seikilos_epitaph(x: Ctx) -> None:
    drawn = await x.draw_and_meld(x.v(3))
    if drawn is None:
        return
    bottom = x.bottom(x.color(drawn))
    if bottom is None:
        return
    await x.meld(bottom)
    await x.self_execute(bottom)


# ------------------------------------------------------------------ Rosetta Stone
@R.effect("Rosetta Stone", "Choose a set. Draw two 2s of that set. Meld one and transfer the "
          "other to an opponent's board.")
async def rosetta_stone(x: Ctx) -> None:
    sets = x.sets_in_play()
    chosen = await x.choose_option(sets, prompt="Choose a set to draw two 2s from")
    drawn = [c for c in [await x.draw_from(chosen or "base", 2) for _ in range(2)] if c is not None]
    melded = await x.choose_card(drawn, prompt="Meld one of the drawn cards")
    if melded is not None:
        await x.meld(melded)
    rest = [c for c in drawn if c != melded]
    if not rest:
        return
    who = await x.choose_player(x.opponents(), prompt="Transfer the other card to an opponent's board")
    if who is not None:
        await x.transfer(rest[0], "board", who)


# ------------------------------------------------------------------ Dead Sea Scrolls
@R.effect("Dead Sea Scrolls", "Draw an Artifact of your highest top card's value. Junk the "
          "Artifact deck of that value.")
async def dead_sea_scrolls(x: Ctx) -> None:
    value = x.highest_top_age()
    await x.draw_artifact(value)
    await x.junk_set_deck("artifacts", value)


@R.effect("Dead Sea Scrolls", "Choose a player. Junk an available achievement of the value of the "
          "highest top card on their board.")
async def dead_sea_scrolls_2(x: Ctx) -> None:
    who = await x.choose_player(x.players(), prompt="Choose a player")
    if who is None:
        return
    value = x.highest_top_age(who)
    found = [a for a in x.available_achievements() if x.age(a) == value]
    picked = await x.choose_card(found, prompt=f"Junk an available achievement of value {value}")
    if picked is not None:
        await x.junk(picked)


# ------------------------------------------------------------------ Cyrus Cylinder
@R.effect("Cyrus Cylinder", "Splay a colour left on any player's board.")
async def cyrus_cylinder(x: Ctx) -> None:
    can = [p for p in x.players() if any(x.can_splay(c, LEFT, p) for c in range(5))]
    who = await x.choose_player(can, prompt="Choose a player whose colour to splay left")
    if who is None:
        return
    color = await x.choose_color([c for c in range(5) if x.can_splay(c, LEFT, who)],
                                 prompt="Choose a colour to splay left")
    if color is not None:
        await x.splay(color, LEFT, who)


@R.effect("Cyrus Cylinder", "Choose a top purple card other than Cyrus Cylinder on any board. "
          "Self-execute it.")
async def cyrus_cylinder_2(x: Ctx) -> None:
    options = [c for p in x.players() for c in x.tops(p) if x.color(c) == PURPLE and c != x.card]
    card = await x.choose_card(options, prompt="Choose a top purple card to self-execute")
    if card is not None:
        await x.self_execute(card)
