"""3rd edition Artifacts of History: the five relics (the `relics` table option).

Each relic is a "lost card" of one of the five sets and plays as a card of that type (R3-T7):
Timbuktu is a city, Complex Numbers a base card, Newton-Wickins Telescope an artifact, Ching
Shih a figure and Safety Pin an Echoes card.
"""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CLOCK
from ....rules.hooks import INSTEAD, Event
from ._reg import ARTIFACTS3 as R

# ------------------------------------------------------------------ Timbuktu
R.no_effects(["Timbuktu"])  # a city: its icons are its rules


# ------------------------------------------------------------------ Complex Numbers
@R.effect("Complex Numbers", "You may reveal a card from your hand with exactly the icons of a top "
          "card of your board, in kind and number. If you do, claim an achievement of its value, "
          "ignoring eligibility.")
async def complex_numbers(x: Ctx) -> None:
    # Ruling: "the same icons, in type and number" compares the basic icons a card shows
    # (crowns, leaves, ... clocks), not its image, bonus or echo slots
    tops = {x.c(t).top for t in x.tops()}
    matching = [c for c in x.hand() if x.c(c).top in tops]
    card = await x.choose_card(matching, optional=True, prompt="You may reveal a card from your "
                               "hand with exactly the icons of one of your top cards")
    if card is None:
        return
    await x.reveal(card)
    value = x.age(card)
    found = [a for a in x.available_achievements() if x.age(a) == value]
    picked = await x.choose_card(found, prompt=f"Claim an achievement of value {value}")
    if picked is not None:
        await x.achieve(picked)


# ------------------------------------------------------------------ Newton-Wickins Telescope
@R.effect("Newton-Wickins Telescope", "You may return any number of cards from your score pile. "
          "If you do, draw and meld a card of value equal to how many you returned. If the melded "
          "card has a clock, return it.")
async def newton_wickins_telescope(x: Ctx) -> None:
    picked = await x.choose_cards(x.score_pile(), 0, len(x.score_pile()),
                                  "You may return any number of cards from your score pile")
    if not picked:
        return
    n = await x.return_cards(picked)
    melded = await x.draw_and_meld(n)
    if melded is not None and x.has(melded, CLOCK):
        await x.return_card(melded)


# ------------------------------------------------------------------ Safety Pin
@R.echo("Safety Pin", "Draw and score a 7.")
async def safety_pin_echo(x: Ctx) -> None:
    await x.draw_and_score(x.v(7))


@R.demand("Safety Pin", "I demand you return every card of value higher than 6 from your hand! "
          "Draw a 6!")
async def safety_pin(x: Ctx) -> None:
    await x.return_cards([c for c in x.hand() if x.age(c) > 6])
    await x.draw(x.v(6))


# ------------------------------------------------------------------ Ching Shih
@R.when_melded("Ching Shih", "When you meld this card from your hand, transfer an achievement "
               "from an opponent's achievements to yours.")
async def ching_shih_melded(x: Ctx, ev: Event) -> None:
    # Ruling (R3-T8): from the hand only (a Meld action melds from the hand: relics are
    # never on display)
    if not (ev.action or ev.src == "hand"):
        return
    theirs = [a for p in x.opponents() for a in x.achievements(p)]
    picked = await x.choose_card(theirs, prompt="Transfer an achievement from an opponent's "
                                 "achievements to yours")
    if picked is not None:
        await x.transfer(picked, "achievements")


@R.karma("Ching Shih", "If you would score a non-figure, instead transfer a card of the same value "
         "from an opponent's score pile to yours.", on=("score",), mode=INSTEAD,
         when=lambda x, ev: not x.is_figure(ev.card))
async def ching_shih(x: Ctx, ev: Event) -> None:
    value = x.age(ev.card)  # type: ignore[arg-type]
    theirs = [c for p in x.opponents() for c in x.score_pile(p) if x.age(c) == value]
    picked = await x.choose_card(theirs, prompt=f"Transfer a {value} from an opponent's score "
                                 "pile to yours")
    if picked is not None:
        await x.transfer(picked, "score")
