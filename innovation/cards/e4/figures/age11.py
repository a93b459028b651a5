"""4th edition Figures, age 11."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import ASLANT, BLUE, FACTORY, GREEN, PURPLE, RED, YELLOW
from ....rules.hooks import ANY, INSTEAD, OPPONENT, Event
from ._reg import FIGURES4 as R
from .age01 import action_number


def dogma_effect(x: Ctx, ev: Event) -> bool:
    """An "execute" event of a dogma effect (an echo effect is not one)."""
    return ev.value >= 0


# ------------------------------------------------------------------ Max Verstappen
@R.karma("Max Verstappen", "If you would execute a dogma effect, first return any number of cards "
         "from your hand. If you do, execute that dogma effect once more for every card you "
         "returned, then draw an 11.", on=("execute",), when=dogma_effect)
async def verstappen(x: Ctx, ev: Event) -> None:
    hand = x.hand()
    cards = await x.choose_cards(hand, 0, len(hand), prompt="Return any number of cards from your "
                                 "hand: the effect is executed once more for each")
    if not cards or not await x.return_cards(cards):
        return
    # Ruling: the extra executions come first (they are the karma's), then the draw, then
    # the execution the karma watched
    for _ in cards:
        await x.execute_again(ev)
    await x.draw(11)


# ------------------------------------------------------------------ Sheikh Tamim
@R.karma("Sheikh Tamim", "If you would dogma a card using a featured icon, first you may return a "
         "card with that icon from your hand. If you do, issue the decree of the returned card's "
         "colour.", on=("dogma",))
async def tamim(x: Ctx, ev: Event) -> None:
    # Ruling: the card's printed featured icon (Auspice is chosen after the karmas, as for
    # Huang Di)
    icon = x.c(ev.card).featured
    card = await x.choose_card([c for c in x.hand() if x.has(c, icon)], optional=True,
                               prompt="You may return a card with the featured icon (then issue "
                                      "the decree of its colour)")
    if card is not None and await x.return_card(card):
        await x.issue_decree(x.color(card))


# ------------------------------------------------------------------ Greta Thunberg
@R.karma("Greta Thunberg", "If a player would dogma a card, first junk another top card with a "
         "factory from any board. Then, if no top card on any board has a factory, you win.",
         on=("dogma",), by=ANY)
async def thunberg(x: Ctx, ev: Event) -> None:
    card = await x.choose_card([c for c in x.all_top_cards() if c != ev.card and x.has(c, FACTORY)],
                               prompt="Junk a top card with a factory")
    if card is not None:
        await x.junk(card)
    if not any(x.has(c, FACTORY) for c in x.all_top_cards()):
        await x.win()


# ------------------------------------------------------------------ Therese Kirongozi
@R.karma("Therese Kirongozi", "If an opponent would take a Dogma action, instead they draw, reveal "
         "and return a card of any value, then super-execute their top card of the revealed "
         "card's colour, if they have one.", on=("dogma",), by=OPPONENT, mode=INSTEAD,
         when=lambda x, ev: ev.action)
async def kirongozi(x: Ctx, ev: Event) -> None:
    p = ev.player
    value = await x.choose_value(range(1, 12), prompt="Draw, reveal and return a card of which "
                                 "value?", player=p)
    card = await x.draw(value or 1, p)
    if card is None:
        return
    await x.reveal(card, p)
    await x.return_card(card, p)
    top = x.top(x.color(card), p)
    if top is not None:
        await x.super_execute_as(p, top)


# ------------------------------------------------------------------ Boyan Slat
@R.karma("Boyan Slat", "If you would draw a card, first choose a value and return all cards of that "
         "value from all score piles. If you return exactly one card, achieve it, whatever your "
         "eligibility.", on=("draw",))
async def slat(x: Ctx, ev: Event) -> None:
    value = await x.choose_value(range(1, 12), prompt="Return every card of which value from every "
                                 "score pile?")
    cards = [c for p in x.players() for c in x.score_pile(p) if x.age(c) == value]
    await x.return_cards(cards)
    if len(cards) == 1:
        await x.achieve(cards[0])


# ------------------------------------------------------------------ Giuseppe Scionti
@R.karma("Giuseppe Scionti", "If you would execute a dogma effect, first draw and score a 9.",
         on=("execute",), when=dogma_effect)
async def scionti(x: Ctx, ev: Event) -> None:
    await x.draw_and_score(9)


# ------------------------------------------------------------------ Konstantin Novoselov
@R.karma("Konstantin Novoselov", "If you would take a Dogma action as your second action, instead "
         "super-execute each of your top cards, in red, blue, green, yellow, purple order.",
         on=("dogma",), mode=INSTEAD, when=lambda x, ev: ev.action and action_number(x, 2))
async def novoselov(x: Ctx, ev: Event) -> None:
    for color in (RED, BLUE, GREEN, YELLOW, PURPLE):
        top = x.top(color)
        if top is not None:
            await x.super_execute(top)


# ------------------------------------------------------------------ Emma Watson
@R.when_melded("Emma Watson", "When you meld this card, unsplay every colour on every board.")
async def watson_melded(x: Ctx, ev: Event) -> None:
    for p in x.players():
        for color in x.colors(p):
            if x.splay_of(color, p):
                await x.unsplay(color, p)


@R.karma("Emma Watson", "If a player would meld a card, first return their top six cards of its "
         "colour. If you don't, that player scores every card of its colour from every board.",
         on=("meld",), by=ANY)
async def watson(x: Ctx, ev: Event) -> None:
    color, p = x.color(ev.card), ev.player
    returned = 0
    for _ in range(6):
        top = x.top(color, p)
        if top is None or not await x.return_card(top):
            break
        returned += 1
    # Ruling (X4-T10, as Tools): "if you don't" refers to the whole previous sentence: with
    # fewer than six cards to return the Golden Rule returns them all, and the condition
    # ("return six") is not met, so the colour is scored
    if returned == 6:
        return
    for q in x.players():
        for card in reversed(x.pile(color, q)):
            await x.score_card(card, p)


# ------------------------------------------------------------------ Lily Hevesh
@R.karma("Lily Hevesh", "If you would take a Draw action, instead reveal the top card of five decks, "
         "one at a time. If you reveal five colours, you win. Otherwise, draw one of the revealed "
         "cards and splay a colour on your board aslant.", on=("draw",), mode=INSTEAD,
         when=lambda x, ev: ev.action)
async def hevesh(x: Ctx, ev: Event) -> None:
    g = x.g
    revealed: list[int] = []
    decks = {f"{s} {a}": (s, a) for s in g.sets for a in range(1, g.rules.max_age + 1)}
    for _ in range(5):
        # Ruling: five different supply piles that hold a card
        open_ = [label for label, (s, a) in decks.items() if g.deck(s, a)]
        label = await x.choose_option(open_, prompt="Reveal the top card of which deck?")
        if label is None:
            break
        s, a = decks.pop(label)
        card = g.deck(s, a)[-1]
        await x.reveal(card)
        revealed.append(card)
    if len({x.color(c) for c in revealed}) == 5:
        await x.win()
        return
    card = await x.choose_card(revealed, prompt="Draw one of the revealed cards")
    if card is not None:
        await x.take_from_deck(card)
    color = await x.choose_color([c for c in x.colors() if x.can_splay(c, ASLANT)],
                                 prompt="Splay a colour aslant")
    if color is not None:
        await x.splay(color, ASLANT)


# ------------------------------------------------------------------ Bear Grylls
@R.when_melded("Bear Grylls", "When you meld this card, junk every card that is neither an "
               "achievement nor in a deck. Introduce the 0 deck. Draw a 0.")
async def bear_grylls(x: Ctx, ev: Event) -> None:
    # Ruling: the cards are those held when the karma starts, each junked in turn (yours
    # first, then clockwise; boards top first); a card a karma moves elsewhere instead stays
    for card in x.cards_held():
        await x.junk(card)
    x.introduce_zero()  # once per game (rules/sets/figures.py)
    await x.draw(0)
