"""4th edition Figures, age 4."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, RIGHT
from ....rules.hooks import ACHIEVEMENTS_QUERY, ANY, INSTEAD, Event
from ._reg import FIGURES4 as R


# ------------------------------------------------------------------ Yi Sun-Sin
@R.karma("Yi Sun-Sin", "If any player would transfer a card or exchange any number of cards, "
         "instead tuck that card or those cards, draw and tuck a 4, and score a top card with a "
         "castle from anywhere.", on=("transfer", "exchange"), mode=INSTEAD, by=ANY)
async def yi_sun_sin(x: Ctx, ev: Event) -> None:
    cards = [ev.card] if ev.verb == "transfer" else list(ev.cards)
    await x.tuck_cards([c for c in cards if c is not None])
    await x.draw_and_tuck(4)
    card = await x.choose_card([c for c in x.all_top_cards() if x.has(c, CASTLE)],
                               prompt="Score a top card with a castle")
    if card is not None:
        await x.score_card(card)


# ------------------------------------------------------------------ Niccolo Machiavelli
@R.static("Niccolo Machiavelli", "Each colour splayed right on your board counts as an "
          "achievement for you.", ACHIEVEMENTS_QUERY)
def machiavelli(x: Ctx, who: int, count: int) -> int:
    if who != x.me:
        return count
    return count + sum(1 for c in range(5) if x.splay_of(c) == RIGHT)


@R.karma("Niccolo Machiavelli", "If you would splay a colour on your board, first unsplay that "
         "colour on every opponent's board.", on=("splay",))
async def machiavelli_splay(x: Ctx, ev: Event) -> None:
    color = ev.cards[0]
    for p in x.opponents():
        await x.unsplay(color, p)
