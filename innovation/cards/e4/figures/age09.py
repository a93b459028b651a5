"""4th edition Figures, age 9."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import AGE_CARD, BLUE, GREEN, PERSON, RED, UP, YELLOW
from ....rules.hooks import (
    ACHIEVEMENTS_QUERY,
    ANY,
    INSTEAD,
    OPPONENT,
    POINTS_QUERY,
    SPECIAL_QUERY,
    Event,
)
from ._reg import FIGURES4 as R
from .age01 import action_number


# ------------------------------------------------------------------ Nelson Mandela
@R.karma("Nelson Mandela", "If you would dogma a card as your second action, instead super-execute "
         "it.", on=("dogma",), mode=INSTEAD, when=lambda x, ev: ev.action and action_number(x, 2))
async def mandela(x: Ctx, ev: Event) -> None:
    await x.super_execute(ev.card)


@R.static("Nelson Mandela", "Each two avatars on your board count as an achievement.",
          ACHIEVEMENTS_QUERY)
def mandela_achievements(x: Ctx, who: int, count: int) -> int:
    return count + x.icons(PERSON) // 2 if who == x.me else count


# ------------------------------------------------------------------ Mikhail Kalashnikov
@R.karma("Mikhail Kalashnikov", "If an opponent would meld a card, first choose a top red card on "
         "an opponent's board, and either score it or self-execute it.", on=("meld",), by=OPPONENT)
async def kalashnikov(x: Ctx, ev: Event) -> None:
    reds = [c for p in x.opponents() if (c := x.top(RED, p)) is not None]
    card = await x.choose_card(reds, prompt="Choose a top red card on an opponent's board")
    if card is None:
        return
    if await x.choose_option(["score", "self-execute"], prompt="Score it or self-execute it?") == "score":
        await x.score_card(card)
    else:
        await x.self_execute(card)


# ------------------------------------------------------------------ Ruth Handler
@R.karma("Ruth Handler", "If you would meld a card, first meld every other card of its colour from "
         "every player's hand, then draw and achieve a 9 for each card melded this way, whatever "
         "your eligibility.", on=("meld",))
async def ruth_handler(x: Ctx, ev: Event) -> None:
    g = x.g
    color = x.color(ev.card)
    cards = [c for p in x.players() for c in g.state.players[p].hand
             if c != ev.card and x.color(c) == color]
    melded = 0
    for card in await x.order_if_needed(cards, "Order the cards to meld (the last ends on top)"):
        if await x.meld(card):
            melded += 1
    for _ in range(melded):
        await x.draw_and_achieve(9)


# ------------------------------------------------------------------ Che Guevara
@R.karma("Che Guevara", "If you would meld a card, first draw and score a 9. If it is yellow, junk "
         "every card in every score pile and every available standard achievement.", on=("meld",))
async def che_guevara(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_score(9)
    if card is None or x.color(card) != YELLOW:
        return
    for p in x.players():
        for c in x.score_pile(p)[::-1]:
            await x.junk(c)
    for c in x.available_achievements()[::-1]:
        await x.junk(c)


# ------------------------------------------------------------------ Pele
R.decree("Pele", "You may issue a Rivalry decree with any two figures.", "Rivalry")


def yellow_and_green_highest(x: Ctx) -> bool:
    yellow, green = x.top(YELLOW), x.top(GREEN)
    top = x.highest_top_age()
    return yellow is not None and green is not None and x.age(yellow) == top == x.age(green)


@R.karma("Pele", "If you would score a card, first: if your top yellow card and your top green card "
         "are both of your highest top value, you win.", on=("score",),
         when=lambda x, ev: yellow_and_green_highest(x))
async def pele(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ Taiichi Ono
@R.karma("Taiichi Ono", "If you would dogma a card, first you may achieve a card from your hand "
         "with the same featured icon, whatever your eligibility. If you do not, draw an 11.",
         on=("dogma",))
async def taiichi_ono(x: Ctx, ev: Event) -> None:
    icon = x.c(ev.card).featured
    card = await x.choose_card([c for c in x.hand() if x.c(c).featured == icon], optional=True,
                               prompt="You may achieve a card from your hand with that featured icon")
    if card is None or not await x.achieve(card):
        await x.draw(11)


# ------------------------------------------------------------------ Rod Serling
@R.karma("Rod Serling", "If a player would transfer, return, draw, score, meld, tuck or junk a card "
         "of value below 4, instead that player loses.",
         on=("transfer", "return", "draw", "score", "meld", "tuck", "junk"), by=ANY, mode=INSTEAD,
         when=lambda x, ev: (ev.value if ev.verb == "draw" else x.age(ev.card)) < 4)
async def rod_serling(x: Ctx, ev: Event) -> None:
    # Ruling: a draw's value is the value asked for (the card is not drawn yet)
    await x.lose(ev.player)


# ------------------------------------------------------------------ Hedy Lamar
@R.static("Hedy Lamar", "Each special achievement is claimed with one fewer or one lower of each "
          "requirement listed, for you.", SPECIAL_QUERY)
def hedy_lamar(x: Ctx, who: int, slack: int) -> int:
    # Ruling: a count or a value is one less (Universe: four top cards of value 7 or more;
    # Supremacy: two of one icon in three colours); the Cities' specials, earned by an
    # event, list no number and do not change
    return slack + 1 if who == x.me else slack


@R.karma("Hedy Lamar", "If you would claim an achievement, first splay a colour of your cards up.",
         on=("achieve",))
async def hedy_lamar_claim(x: Ctx, ev: Event) -> None:
    color = await x.choose_color([c for c in x.colors() if x.can_splay(c, UP)],
                                 prompt="Splay a colour up")
    if color is not None:
        await x.splay(color, UP)


# ------------------------------------------------------------------ Grace Hopper
@R.karma("Grace Hopper", "If an opponent would not draw a card for sharing after a Dogma action, "
         "first draw and reveal a 10. If it is blue, you win.", on=("no_bonus",), by=OPPONENT)
async def grace_hopper(x: Ctx, ev: Event) -> None:
    card = await x.draw_and_reveal(10)
    if card is not None and x.color(card) == BLUE:
        await x.win()


# ------------------------------------------------------------------ Wernher Von Braun
@R.karma("Wernher Von Braun", "If a player would draw a figure, first junk all cards in the 9 deck "
         "or the 10 deck.", on=("draw",), by=ANY, when=lambda x, ev: ev.purpose == "figures")
async def von_braun(x: Ctx, ev: Event) -> None:
    # Ruling: "draw a figure" is a draw meant to take a figure (the sharing bonus, after an
    # opponent's Achieve action, "draw a figure"), even one an empty pile turns into a base draw
    age = await x.choose_value([9, 10], prompt="Junk the 9 deck or the 10 deck")
    if age is not None:
        await x.junk_deck(age)


@R.static("Wernher Von Braun", "Each card with a value in the junk counts as being in your score "
          "pile.", POINTS_QUERY)
def von_braun_points(x: Ctx, who: int, points: int) -> int:
    # Ruling: as Michaelangelo's hand, it counts toward your score; effects naming your
    # score pile mean the pile itself. Age cards have a value, achievements of other kinds not
    if who != x.me:
        return points
    cards = x.g.cards.cards
    return points + sum(cards[c].age for c in x.g.state.junk if cards[c].kind == AGE_CARD)
