"""3rd edition Figures, age 10."""

from __future__ import annotations

from ....effects.context import Ctx
from ....model.cards import CASTLE, CLOCK, CROWN, FACTORY, HEX_TOKENS, UP
from ....rules.hooks import ANY, DOGMA_QUERY, ICONS_QUERY, INSTEAD, OPPONENT, OTHER, Event
from ....rules.sets.figures3 import ECHOES_QUERY, echo_cards, inspire_cards
from ...e4.figures.age10 import jackie_chan
from ._reg import FIGURES3 as R
from .age02 import may_splay_one, score_from_hand
from .age03 import score_one

FIGURES = "figures"


# ------------------------------------------------------------------ Jackie Chan
@R.inspire("Jackie Chan", "Score a card from your hand.")
async def jackie_chan_inspire(x: Ctx) -> None:
    await score_from_hand(x)


R.karma("Jackie Chan", "If an opponent would win, first score all other top figures in play. If you "
        "now have the most points, you win instead.", on=("win",), by=OPPONENT)(jackie_chan)


# ------------------------------------------------------------------ Stephen Hawking
@R.inspire("Stephen Hawking", "Draw and tuck a 10.")
async def hawking_inspire(x: Ctx) -> None:
    await x.draw_and_tuck(x.v(10))


async def score_bottom(x: Ctx) -> None:
    """The echo effect each hexagon counts as: "Score the bottom card of this color"."""
    card = x.bottom(x.color(x.card))
    if card is not None:
        await x.score_card(card)


HAWKING = ("Each hexagon on your board also counts as an echo effect reading \"Score the bottom card "
           "of this color\".")


@R.static("Stephen Hawking", HAWKING, ECHOES_QUERY)
def hawking(x: Ctx, who: int, value: tuple) -> tuple:
    color, found = value
    if who != x.me:
        return value
    pile = x.pile(color)
    splay = x.splay_of(color)
    echoes = dict(found)
    out = []
    # Ruling: in pile order, bottom to top, a card's own echo effect before its hexagon's
    for cid in pile:
        if cid in echoes:
            out.append((cid, echoes[cid]))
        card = x.c(cid)
        slots = card.visible_slots() if cid == pile[-1] else card.visible_slots(splay) if splay else ()
        if any(card.slots[i] in HEX_TOKENS for i in slots):
            out.append((cid, score_bottom))
    out += [(c, e) for c, e in found if c not in pile]  # another stack's (Ximen Bao)
    return color, out


# ------------------------------------------------------------------ Martin Scorsese
@R.echo("Martin Scorsese", "Draw and meld a 10.")
async def scorsese_echo(x: Ctx) -> None:
    await x.draw_and_meld(x.v(10))


@R.karma("Martin Scorsese", "If you would meld a figure, instead tuck the figure and claim a standard "
         "achievement, regardless of eligibility.", on=("meld",), mode=INSTEAD,
         when=lambda x, ev: x.is_figure(ev.card))
async def scorsese(x: Ctx, ev: Event) -> None:
    await x.tuck(ev.card)
    card = await x.choose_card(x.available_achievements(), prompt="Claim a standard achievement")
    if card is not None:
        await x.achieve(card)


# ------------------------------------------------------------------ Kim Yu-Na
@R.echo("Kim Yu-Na", "Score a top card from your board.")
async def kim_yu_na_echo(x: Ctx) -> None:
    await score_one(x, x.tops(), "Score a top card from your board")


@R.karma("Kim Yu-Na", "If you would score a card with a castle, instead you win.", on=("score",),
         mode=INSTEAD, when=lambda x, ev: x.has(ev.card, CASTLE))
async def kim_yu_na(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ Margaret Thatcher
def crown_or_factory(x: Ctx, cid: int) -> bool:
    return x.has(cid, CROWN) or x.has(cid, FACTORY)


@R.echo("Margaret Thatcher", "Score a top card with a factory or crown.")
async def thatcher_echo(x: Ctx) -> None:
    # Ruling: from your own board (the text does not say "from anywhere")
    await score_one(x, [c for c in x.tops() if crown_or_factory(x, c)],
                    "Score a top card with a factory or a crown")


@R.karma("Margaret Thatcher", "If you would take a Dogma action, first score any top card with a "
         "crown or factory from anywhere.", on=("dogma",), when=lambda x, ev: ev.action)
async def thatcher(x: Ctx, ev: Event) -> None:
    await score_one(x, [c for c in x.all_top_cards() if crown_or_factory(x, c)],
                    "Score a top card with a crown or a factory")


# ------------------------------------------------------------------ Alex Trebek
@R.inspire("Alex Trebek", "Draw and meld a card of any value.")
async def trebek_inspire(x: Ctx) -> None:
    value = await x.choose_value(range(1, x.g.rules.max_age + 1), prompt="Draw and meld a card of "
                                 "which value?")
    if value is not None:
        await x.draw_and_meld(value)


@R.karma("Alex Trebek", "If you would draw a card and have no figures of that value in hand, first "
         "say \"Who is\" and name a figure. Search the figures deck of that age for the named figure "
         "and take it into hand if present. Then shuffle that deck.", on=("draw",),
         when=lambda x, ev: 1 <= ev.value <= x.g.rules.max_age
         and not any(x.is_figure(c) and x.g.value(c) == ev.value for c in x.hand()))
async def trebek(x: Ctx, ev: Event) -> None:
    g = x.g
    # Ruling: one of the figures of that age is named (any other would never be found)
    names = [c.name for c in g.cards.by_set(FIGURES) if c.age == ev.value]
    named = await x.choose_option(names, prompt=f"Who is ...? Name a figure of value {ev.value}")
    deck = g.deck(FIGURES, ev.value)
    found = [c for c in deck if x.c(c).name == named]
    if found:
        await x.transfer(found[0], "hand")
    g.state.rng.shuffle(deck)


# ------------------------------------------------------------------ Shigeru Miyamoto
@R.echo("Shigeru Miyamoto", "Draw and reveal a 10. If it does not have a clock, score it.")
async def miyamoto_echo(x: Ctx) -> None:
    card = await x.draw_and_reveal(x.v(10))
    if card is not None and not x.has(card, CLOCK):
        await x.score_card(card)


@R.karma("Shigeru Miyamoto", "If you would take a Dogma action and activate a card whose featured "
         "icon is a clock, first if you have exactly one, three, or six clocks on your board, you "
         "win.", on=("dogma",),
         when=lambda x, ev: ev.action and x.c(ev.card).featured == CLOCK and x.icons(CLOCK) in (1, 3, 6))
async def miyamoto(x: Ctx, ev: Event) -> None:
    await x.win()


# ------------------------------------------------------------------ Sergey Brin
@R.inspire("Sergey Brin", "You may splay one color of your cards up.")
async def brin_inspire(x: Ctx) -> None:
    await may_splay_one(x, UP)


@R.static("Sergey Brin", "Each top card on every player's board counts as a card you can activate "
          "with a Dogma action.", DOGMA_QUERY)
def brin(x: Ctx, who: int, cards: list[int]) -> list[int]:
    if who != x.me:
        return cards
    return cards + [c for p in x.players() if p != x.me for c in x.tops(p)]


# ------------------------------------------------------------------ Susan Blackmore
@R.inspire("Susan Blackmore", "Execute any other echo or inspire effect.")
async def blackmore_inspire(x: Ctx) -> None:
    g = x.g
    impls = g.rules.impls
    found: dict[str, tuple[int, object]] = {}
    # Ruling: any echo or inspire effect visible on any board, this one excepted
    for p in x.players():
        for color in x.colors(p):
            for kind, cards in (("echo", echo_cards(g, p, color)), ("inspire", inspire_cards(g, p, color))):
                for cid in cards:
                    impl = impls.get(x.c(cid).name)
                    effect = impl and (impl.echo if kind == "echo" else impl.inspire)
                    if effect is not None and not (cid == x.card and kind == "inspire"):
                        found[f"{x.c(cid).name}: {kind}"] = (cid, effect)
    label = await x.choose_option(list(found), prompt="Execute which echo or inspire effect?")
    if label is None:
        return
    cid, effect = found[label]
    await effect(g.rules.ctx_factory(g, x.me, x.me, cid, x.run, -1))  # type: ignore[operator]


@R.karma("Susan Blackmore", "If another player would not draw a share bonus after a Dogma action, "
         "first transfer the card they activated to your score pile.", on=("no_bonus",),
         by=OTHER)
async def blackmore(x: Ctx, ev: Event) -> None:
    if ev.card is not None:
        await x.transfer(ev.card, "score")


# ------------------------------------------------------------------ Muhammad Yunus
@R.inspire("Muhammad Yunus", "Draw a 10.")
async def yunus_inspire(x: Ctx) -> None:
    await x.draw(x.v(10))


def majority_now(x: Ctx) -> int | None:
    """The icon Yunus's owner holds the sole majority in during this action, if any."""
    s = x.g.state
    held = x.g.hooks.cache.get(("yunus", x.me)) if x.g.hooks is not None else None
    if held is None or held[0] != (s.turn, s.actions_left):
        return None
    return held[1]


@R.karma("Muhammad Yunus", "If any player would take a Dogma action, first you may return a card from "
         "your hand. If you do, you have the sole majority in its featured icon until the end of the "
         "action.", on=("dogma",), by=ANY, when=lambda x, ev: ev.action and bool(x.hand()))
async def yunus(x: Ctx, ev: Event) -> None:
    card = await x.choose_card(x.hand(), optional=True, prompt="You may return a card from your hand "
                               "to hold the sole majority in the featured icon this action")
    if card is None or not await x.return_card(card):
        return
    s = x.g.state
    # Ruling: "its" is the activated card's printed featured icon; the majority lasts for the
    # rest of the current action (kept with the game's hooks: a clone replays the action and
    # this karma with it)
    x.g.hooks.cache[("yunus", x.me)] = ((s.turn, s.actions_left), x.c(ev.card).featured)  # type: ignore[union-attr]
    x.g.forget_icon_counts()  # (the icon counts read this, not only where the cards are)


@R.static("Muhammad Yunus", "The sole majority in the featured icon, until the end of the action.",
          ICONS_QUERY)
def yunus_majority(x: Ctx, who: int, counts: list[int]) -> list[int]:
    if who != x.me:
        return counts
    icon = majority_now(x)
    if icon is None or icon < 0:
        return counts
    g = x.g
    best = max((g.icon_counts(p)[icon] for p in x.players() if p != x.me), default=0)
    if counts[icon] > best:
        return counts
    counts = counts[:]
    counts[icon] = best + 1
    return counts
