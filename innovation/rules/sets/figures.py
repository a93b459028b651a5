"""Figures in the Sand, 4th edition (expansions-rules §5.2): karmas, figure draws, fading
and the Decree action.

The karmas themselves are found through the index of active karmas (karma_index.py).
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any

from ...model.cards import AGE_CARD, PERSON, card_set
from ...model.cards import ICONS as ICON_NAMES
from ...model.state import ACTION_MAJORITY, SPECIAL_ACTIONS, THIS_ACTION
from ...model.zones import ACHIEVED, BOARD, DECK, DECREES
from ..actions import Action, Option
from ..decision import CARDS, CHOICE, Decision
from ..dogma import SELF, DogmaRun, plan, run_plan
from ..engine import Game
from ..hooks import (
    ACHIEVEMENTS_QUERY,
    AFTER,
    CLAIM_AGE_QUERY,
    CLAIM_POINTS_QUERY,
    CLAIMABLE_QUERY,
    DECREE,
    DOGMA_QUERY,
    HAND_QUERY,
    ICONS_QUERY,
    POINTS_QUERY,
    SPECIAL_QUERY,
    VALUE_QUERY,
    Event,
    Hook,
    Karma,
    run_hook,
    would,
)
from ..ruleset import Ruleset
from ..verbs import achieve, draw, junk, score
from ..verbs_hidden import to_decrees
from .karma_index import NONE_LIVE, SET, KarmaIndex, runner

DECREE_BIT = 2  # this turn's special actions (a bit each): the Decree action's
QUERIES = (ICONS_QUERY, POINTS_QUERY, VALUE_QUERY, ACHIEVEMENTS_QUERY, CLAIMABLE_QUERY, HAND_QUERY,
           CLAIM_AGE_QUERY, DOGMA_QUERY, CLAIM_POINTS_QUERY, SPECIAL_QUERY)


# ---------------------------------------------------------------- figure draws
async def share_bonus(g: Game, player: int, run: DogmaRun) -> None:
    """The sharing bonus is a figure of the player's highest top value (§5.2, F4-T7)."""
    # Ruling (F4-T7, X4-T7): only after a real change by a sharing opponent (DogmaRun.bonus
    # counts moves; a reveal moves nothing in the 4th edition: reveal_counts_for_sharing)
    if g.logging:
        g.note(f"{g.name(player)} draws a figure for sharing.")
    await draw(g, player, g.highest_top_age(player), purpose=SET, why="share", run=run)


async def opponents_draw_figures(g: Game, player: int, cid: int) -> None:
    """After an Achieve action claims a standard achievement, each opponent, clockwise,
    draws a figure of their own highest top value."""
    # Ruling: any age card claimed by the Achieve action is a standard achievement
    # (a secret of the Unseen too); specials, decrees and effects' claims draw nothing
    if g.card(cid).kind != AGE_CARD or g.loc[cid][:2] != (ACHIEVED, player):
        return
    for q in g.order_from(player)[:-1]:
        # Ruling: team-mates are not opponents and draw nothing
        if g.is_opponent(player, q) and g.state.players[q].alive:
            await draw(g, q, g.highest_top_age(q), purpose=SET, why="achieve")


# ---------------------------------------------------------------- the age-0 deck
def introduce_zero(g: Game) -> bool:
    """Introduce the 4th edition's age-0 deck (expansions-rules §9.4 item 11): its 15 base
    cards, out of play (in no zone) since the deal, are shuffled into the base supply pile of
    age 0, and draws of 0 take from it from now on (`verbs.draw_age`)."""
    s = g.state
    # Ruling (age-0 deck): it is introduced once per game; a second introduction does
    # nothing (the age-0 cards junked since stay in the junk)
    if s.zero or not g.cards.zero_in(g.sets):
        return False
    s.zero = True
    deck = s.decks[0]  # the base set's slot 0, age 0 (Game.deck_index)
    for card in g.cards.zero_cards:
        deck.append(card.id)
        g.loc[card.id] = (DECK, -1, 0)
        s.known[card.id] = 0
    s.rng.shuffle(deck)
    s.moves += 1
    if g.logging:
        g.note(f"The 0 deck ({len(deck)} cards) is introduced.")
    return True


# ---------------------------------------------------------------- Auspice
def auspice(index: KarmaIndex):
    shown = index.figure_icons_shown

    def featured(g: Game, player: int, cid: int, icon: int) -> int | Awaitable[int]:
        """Auspice: with a top figure showing the card's featured icon, the player may use the
        avatar as the featured icon instead (§5.2). (The icon itself when there is no choice,
        the usual case; else the question to await.)"""
        # Ruling (F4-T1): a *top* figure of the player's own (the main text, not the summary).
        # Ruling: a card without a featured icon (icon < 0) offers no avatar: no figure shows it
        if icon == PERSON or icon < 0 or not shown(g, player) >> icon & 1:
            return icon
        return choose(g, player, cid, icon)

    async def choose(g: Game, player: int, cid: int, icon: int) -> int:
        cards = g.cards.cards
        (chosen,) = await g.ask(Decision(player, CHOICE, f"Auspice: dogma {cards[cid].name} with "
                                         f"{ICON_NAMES[icon]} or with the avatar as its featured icon?",
                                         [ICON_NAMES[icon], ICON_NAMES[PERSON]]))
        return PERSON if chosen == ICON_NAMES[PERSON] else icon

    return featured


# ---------------------------------------------------------------- "When you meld this card"
def when_step(index: KarmaIndex):
    def step(g: Game, player: int, cid: int) -> Awaitable[None] | None:
        """After a Meld action, the melded figure's "When" karma (4th edition: step 4, before
        promotion; X4-T5, F4-T4), if the card is still on top. (A plain function: most melds
        have nothing to await.)"""
        if cid not in index.by_card:
            return None
        karmas = [k for k in index.by_card[cid] if k.kind == AFTER]
        if not karmas or g.loc[cid][:2] != (BOARD, player) or g.top(player, g.card(cid).color) != cid:
            return None
        return _run_when(g, player, cid, karmas)

    return step


async def _run_when(g: Game, player: int, cid: int, karmas: list[Karma]) -> None:
    ev = Event("meld", player, cid, action=True)
    for k in karmas:
        await run_hook(g, Hook(k.label, k.verbs, AFTER, runner(k, player, cid)), ev)


# ---------------------------------------------------------------- "during the action"
def majority(g: Game, who: Any, counts: list[int]) -> list[int]:
    """An icon modifier: a player holding "sole majority in every icon during the action"
    (FigureVerbs.hold_majority) has, of each icon, one more than any other player, unless
    they have more already."""
    if not g.state.players[who].counts[THIS_ACTION] & ACTION_MAJORITY:
        return counts
    others = [g.icon_counts(q) for q in g.order_from(who)[:-1]]
    return [max([n] + [o[i] + 1 for o in others]) for i, n in enumerate(counts)]


def _holding(g: Game) -> bool:
    """Does a player hold something "during the action" (a loop: called at every top change)?"""
    for ps in g.state.players:
        if ps.counts[THIS_ACTION]:
            return True
    return False


def _holders(g: Game) -> frozenset[int]:
    """Whose icon counts `majority` may change: the players holding the majority."""
    return frozenset(p for p, ps in enumerate(g.state.players) if ps.counts[THIS_ACTION] & ACTION_MAJORITY)


majority.live = _holding  # type: ignore[attr-defined]
majority.dynamic = True  # type: ignore[attr-defined]
majority.whose = majority.restless = _holders  # type: ignore[attr-defined]  # (it reads all boards)
HOLDING = "holding"  # in `Game.modded` while a player holds something "during the action"
ICONS_LIVE = frozenset({ICONS_QUERY, HOLDING})


def majority_queries(g: Game) -> frozenset[str]:
    """Ruleset.live_queries: the icons are modified while a player holds a majority "during
    the action" (FigureVerbs.hold_majority and action_over work `Game.modded` out again)."""
    return ICONS_LIVE if _holding(g) else NONE_LIVE


def action_over(g: Game) -> None:
    """What lasted "during the action" ends with it (an end-of-action step with nothing to
    await: a plain function)."""
    if HOLDING not in g.modded:
        return  # (the usual case: nobody holds anything, as `Game.modded` tells at once)
    over = False
    for ps in g.state.players:
        if ps.counts[THIS_ACTION]:
            ps.counts[THIS_ACTION] = 0
            ps.ver += 1  # special achievements are checked again
            over = True
    if over:
        g.forget_icon_counts()  # (a majority held may be over)
        if g.live is not None:
            g.live(g)


# ---------------------------------------------------------------- fading
def fade_step(index: KarmaIndex, over: bool = False):
    """The fade at the end of every action; with `over`, then the end of what lasted "during
    the action" (action_over) in the same step (one call per action in the usual case)."""
    figures = index.figures

    def fade(g: Game) -> Awaitable[None] | None:
        """At the end of every action, each player with more than one top figure scores
        figures of their choice until one is left (§5.2 Fade; fading counts as scoring)."""
        known = g.hooks.cache.get(SET)  # type: ignore[union-attr]  # (index.fading, inlined)
        if not (known[3] if known is not None and known[0] is g.state else index.fading(g)):
            if over and HOLDING in g.modded:
                action_over(g)
            return None  # the usual case, worked out when top cards change: nothing to await
        return fading_then_over(g) if over else fading(g)

    async def fading_then_over(g: Game) -> None:
        await fading(g)
        action_over(g)

    async def fading(g: Game) -> None:
        players = g.state.players
        current = g.state.current
        # Ruling (F4-T9): fading is scoring (score events, scoring karmas), and a "fade" event
        # lets a karma negate it (Duke Ellington). The current player fades first, then the
        # others clockwise
        for p in [current] + g.order_from(current)[:-1]:
            while players[p].alive:
                tops = [c for c in g.tops(p) if c in figures]  # F3-T21: top figures only
                if len(tops) < 2:
                    break
                if await would(g, Event("fade", p, cards=tops)):
                    break  # "if you are required to fade a figure, instead do nothing"
                (cid,) = await g.ask(Decision(p, CARDS, "Fade a top figure (score it): you "
                                              "keep only one", tops))
                if g.logging:
                    g.note(f"{g.name(p)} fades {g.card(cid).name}.")
                await score(g, p, cid)

    return fade


# ---------------------------------------------------------------- the Decree action
async def issue_decree(g: Game, player: int, cid: int) -> bool:
    """Issue a decree, its cost paid: one in another player's achievements goes back to the
    decrees, not activated (F4-T10); one among the decrees is claimed; then, if it is the
    player's, its effect runs. True if it ran."""
    kind, holder, _ = g.loc[cid]
    if kind == ACHIEVED and holder != player:
        # Ruling (F4-T10): back to the decrees' own area, not to the special achievements
        await to_decrees(g, player, cid)
        return False
    # Ruling (F3-T14): a claimed decree lies among its owner's achievements, so it counts
    # wherever achievements count, and another player's Decree action takes it back (above)
    if kind == DECREES and not await achieve(g, player, cid):
        return False
    if g.loc[cid][:2] != (ACHIEVED, player):
        return False
    await run_plan(g, DogmaRun(player, cid, -1), plan(g, player, cid, SELF))
    return True


def decree_action(index: KarmaIndex) -> Action:
    figures = index.figures
    # the set's decrees: (id, colour, name)
    decrees = tuple((d.id, d.color, d.name) for d in card_set(index.rules.edition).decrees if d.set == SET)

    cards = card_set(index.rules.edition).cards
    age_of = {c: cards[c].age for c in figures}.__getitem__
    color_of = {c: cards[c].color for c in figures}.__getitem__
    # the options of the printed cost, by the colours of the figures paying it
    by_colors = {frozenset(cs): [("decree", d) for d, color, _ in decrees if color in cs]
                 for cs in ({c for c in range(5) if bits >> c & 1} for bits in range(32))}
    is_figure = figures.__contains__

    def options(g: Game, player: int) -> list[Option]:
        ps = g.state.players[player]
        hand = ps.hand
        if len(hand) < 2:
            return []  # (a third of the hands)
        figs = list(filter(is_figure, hand))
        if len(figs) < 2 or ps.counts[SPECIAL_ACTIONS] & DECREE_BIT:
            return []  # (most hands); a special action: once per turn (F3-T15, X3-T7)
        karmas = index(g).get((DECREE, player))
        if not karmas:  # (the usual case: the printed cost alone, figures of three values)
            if len(figs) < 3 or len(set(map(age_of, figs))) < 3:
                return []
            return by_colors[frozenset(map(color_of, figs))][:]
        colors = set(map(color_of, figs)) if len(set(map(age_of, figs))) >= 3 else ()
        names: set[str] = set()
        anything = False
        # Ruling (F4-T6): decree karmas relax the cost: a named decree, or any decree
        # (William Shakespeare), with that many figures whatever their values and colours
        for k in karmas:
            if len(figs) >= k.figures:
                if k.decree:
                    names.add(k.decree)
                else:
                    anything = True
        return [("decree", d) for d, color, name in decrees if anything or color in colors or name in names]

    async def run(g: Game, player: int, option: Option) -> None:
        cid = option[1]
        g.state.players[player].counts[SPECIAL_ACTIONS] |= DECREE_BIT
        if g.logging:
            g.note(f"{g.name(player)} issues the {g.card(cid).name} decree.")
        # Ruling (F4-T6): issuing a decree is an event karmas watch (Ximen Bao: "first ...")
        if await would(g, Event("decree", player, cid, action=True)):
            return
        # Ruling (F4-T2): the whole hand is junked, figures or not, one card at a time
        while g.state.players[player].hand:
            await junk(g, player, g.state.players[player].hand[-1])
        await issue_decree(g, player, cid)

    return Action("decree", options, run, lambda g, o: f"decree {g.card(o[1]).name}", asks=True)


def join(rs: Ruleset) -> None:
    if rs.edition == 3:
        from .figures3 import join as join3  # inspire, echo effects, dogma on a figure ...

        join3(rs)
        return
    index = KarmaIndex(rs)
    rs.no_dogma = rs.no_dogma | index.figures  # F4-T3: figures can't be dogmaed anymore
    rs.hook_providers.append(index)
    rs.action_asks = index.action_asks
    for query in QUERIES:
        rs.modifiers.setdefault(query, []).append(index.modifier(query))
    rs.live_queries.append(index.live_queries)
    rs.live_cards = (rs.live_cards or frozenset()) | index.figures | set(index.by_card)
    rs.featured_icon = auspice(index)
    rs.share_bonus = share_bonus
    rs.after_achieve.append(opponents_draw_figures)
    # Ruling (X4-T5, F4-T4): the "When" karma is step 4 of the Meld action's steps, after the city
    # and dig steps and before promotion: the sets join in that order
    step = when_step(index)
    step.rank = 4  # type: ignore[attr-defined]  # sorted among the sets' ranked steps
    rs.after_meld.append(step)
    rs.after_meld.sort(key=lambda st: getattr(st, "rank", 0))
    # Ruling: fading runs at the end of every action, free ones included (the
    # sharing bonus's draw ends with its own end of action); the end of a turn is the end of
    # its last action, so the turn's extra fade happens there
    rs.end_of_action.append(fade_step(index, over=True))  # (then action_over)
    rs.modifiers.setdefault(ICONS_QUERY, []).append(majority)
    rs.live_queries.append(majority_queries)
    rs.actions = (*rs.actions, decree_action(index))

