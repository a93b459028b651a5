"""Figures in the Sand, 3rd edition (expansions-rules §5.1, side by side §8.5).

The karma layer, figure draws, fading and the Decree action are the 4th edition's
(rules/sets/figures.py); this module adds what the 3rd edition does differently:
- the Inspire action (once per turn): a colour's visible inspire effects, bottom to top,
  not shared, then a draw at that colour's top value (F3-T10, Q-18);
- a Dogma on a figure is allowed: its printed featured icon, its pile's visible echo
  effects (F3-T17, Q-15);
- the Echoes rules without the Echoes cards: echo effects and the promotion of a forecast
  card after a Meld action (E3-T15);
- the "When" karma is step 5 of a Meld action's steps, after promotion, and runs even if
  the figure was covered meanwhile (X3-T6: no stop rule);
- the Decree action removes the whole hand from the game (the 3rd edition's junk pile is
  the box, F3-T20), and a decree taken from an opponent returns unactivated (F3-T13).
"""

from __future__ import annotations

from collections.abc import Awaitable

from ...model.cards import COLORS, INSPIRE_SHIFT
from ...model.state import SPECIAL_ACTION_BITS, SPECIAL_ACTIONS, PlayerState
from ...model.zones import BOARD
from ..actions import Action, also_asks
from ..dogma import ALONE, SHARED, DogmaComplete, DogmaRun, Step, echo_steps, impl_of, run_plan
from ..engine import Game
from ..hooks import AFTER, PRINTED_QUERY, WOULD, Event, modified, watching, would
from ..ruleset import Ruleset
from ..verbs import draw
from . import echoes
from .figures import (
    QUERIES,
    _run_when,
    decree_action,
    fade_step,
    opponents_draw_figures,
    share_bonus,
)
from .karma_index import KarmaIndex

SET = "figures"
INSPIRE_BIT = SPECIAL_ACTION_BITS["inspire"]
INSPIRE_ONE = 1 << INSPIRE_SHIFT  # one inspire effect shown, in a pile's or a board's packed counts
# The effects an Inspire action runs in a colour, (game, player, (color, [(card, effect)]))
# -> the same list: karmas may add to them (Ximen Bao, Stephen Hawking).
INSPIRES_QUERY = "inspires"
# The echo effects a Dogma on a top card runs, (game, pile owner, (color, [(card, effect)]))
# -> the same: karmas may add to them (Ximen Bao, Stephen Hawking).
ECHOES_QUERY = "echoes"
# The value a Draw or Inspire action reads for each colour, (game, player, [value per
# colour, 0 when empty]) -> the same list (Alhazen).
ACTION_TOPS_QUERY = "action_tops"
WHEN_RANK = 5  # X3-T6: City icon, City draw, dig, promotion, then the "When" karma


# ------------------------------------------------------------------ visible inspire effects
def _showing(g: Game, player: int, color: int, slot: str) -> list[int]:
    """The cards of a pile whose `slot` ("inspire_slot", "echo_slot") shows, bottom to top
    (X3-T14: a covered card's effect shows only when the splay reveals its whole slot)."""
    ps = g.state.players[player]
    pile = ps.piles[color]
    if not pile:
        return []
    cards = g.cards.cards
    splay = ps.splay[color]
    out = []
    if splay:
        for cid in pile[:-1]:
            at = getattr(cards[cid], slot)
            if at is not None and at in cards[cid].visible_slots(splay):
                out.append(cid)
    if getattr(cards[pile[-1]], slot) is not None:
        out.append(pile[-1])
    return out


def _any_inspire(g: Game, ps: PlayerState, color: int) -> bool:
    """Does the pile show an inspire effect (inspire_cards not empty)? Read from the pile's
    packed counts (cards.INSPIRE_SHIFT), kept until the pile changes: it is asked for every
    pile at every action choice."""
    return ps.pile_facts(g.cards, color)[0] >= INSPIRE_ONE


def inspire_cards(g: Game, player: int, color: int) -> list[int]:
    """The cards of a pile whose inspire effect shows, bottom to top."""
    return _showing(g, player, color, "inspire_slot")


def echo_cards(g: Game, player: int, color: int) -> list[int]:
    """The cards of a pile whose echo effect shows, bottom to top."""
    return _showing(g, player, color, "echo_slot")


def karma_echo_steps(g: Game, player: int, cid: int, mode: str, steps: list[Step]) -> list[Step]:
    """A plan contributor after `echo_steps`: when karmas change the echo effects a top
    card's pile runs (ECHOES_QUERY), they replace the pile's own."""
    if ECHOES_QUERY not in g.modded:
        return steps
    kind, owner, color = g.loc[cid]
    if kind != BOARD or g.top(owner, color) != cid:
        return steps
    impls = g.rules.impls
    mine = [(c, impls[g.card(c).name].echo) for c in echo_cards(g, owner, color)
            if g.card(c).name in impls and impls[g.card(c).name].echo is not None]
    found = modified(g, ECHOES_QUERY, owner, (color, mine))[1]
    if found == mine:
        return steps
    n = 0
    while n < len(steps) and steps[n].index == -1:  # the pile's own echo steps lead the plan
        n += 1
    kind_of = steps[0].kind if n else (ALONE if mode != "dogma" else SHARED)
    return [Step(c, -1, effect, kind_of) for c, effect in found] + steps[n:]


def inspire_effects(g: Game, player: int, color: int) -> list[tuple[int, object]]:
    """(card, effect) of each inspire effect an Inspire action on the colour runs, in order."""
    out = []
    for cid in inspire_cards(g, player, color):
        impl = impl_of(g, cid)  # an unwritten figure fails by name, never silently
        if impl.inspire is not None:
            out.append((cid, impl.inspire))
    if INSPIRES_QUERY in g.modded:
        out = modified(g, INSPIRES_QUERY, player, (color, out))[1]
    return out


def action_tops(g: Game, player: int) -> list[int]:
    """Each colour's top value as a Draw or Inspire action reads it (0: no card)."""
    ps = g.state.players[player]
    tops = [g.cards.cards[p[-1]].board_age if p else 0 for p in ps.piles]
    if ACTION_TOPS_QUERY in g.modded:
        tops = modified(g, ACTION_TOPS_QUERY, player, tops)
    return tops


# ------------------------------------------------------------------ the Inspire action
def inspire_options(g: Game, player: int) -> list[tuple]:
    """("inspire", top card of the colour): a colour with a visible inspire effect."""
    ps = g.state.players[player]
    if ps.counts[SPECIAL_ACTIONS] & INSPIRE_BIT:  # X3-T7: once per turn
        return []
    modded = INSPIRES_QUERY in g.modded
    if not modded:  # (the board's packed counts, then each pile's: no effect read)
        # (the inspire field is the highest: a count shows one when it reaches INSPIRE_ONE,
        # compared without a shift that makes a new int)
        packed = ps._packed  # (PlayerState.packed, written out: asked at every action choice)
        if (packed if packed >= 0 else ps.packed(g.cards)) < INSPIRE_ONE:
            return []  # no pile shows one
        piles = ps.piles
        return [("inspire", piles[color][-1]) for color, facts in enumerate(ps._pile)
                if facts[0] >= INSPIRE_ONE]  # (every pile's facts: `packed` worked them out)
    out = []
    for color, pile in enumerate(ps.piles):
        # F3-T10: only a colour with an inspire effect showing (a karma's added effects too)
        if pile and (_any_inspire(g, ps, color) or (modded and inspire_effects(g, player, color))):
            out.append(("inspire", pile[-1]))
    return out


async def inspire_action(g: Game, player: int, option: tuple) -> None:
    color = g.card(option[1]).color
    g.state.players[player].counts[SPECIAL_ACTIONS] |= INSPIRE_BIT
    if g.logging:
        g.note(f"{g.name(player)} takes an Inspire action on {COLORS[color]}.")
    if g.hooks is not None and "inspire" in g.hooks.woulds and watching(g, WOULD, "inspire", player=player):
        # "If you would take an Inspire action" karmas (Takiyuddin, Isaac Newton)
        if await would(g, Event("inspire", player, value=color, cards=[color], action=True)):
            return
    # Ruling (F3-T11, WE-17): a "first" karma runs before the action begins, so the effects
    # shown are read after it; like a Dogma's echo effects, they are fixed as the action starts
    steps = [Step(cid, -1, effect, ALONE) for cid, effect in inspire_effects(g, player, color)]
    if steps:
        # F3-T10: not shared: each runs for the player alone
        try:
            await run_plan(g, DogmaRun(player, steps[0].card, g.card(steps[0].card).featured), steps)
        except DogmaComplete:
            pass  # Ruling: a card executed meanwhile ends "the Dogma action": the effects stop
    # Ruling (F3-T10, WE-21): the colour's top value when the draw happens (the effects may
    # have changed it), not the highest top card; with no card left, a 1 (as for a Draw
    # action on an empty board). Ruling: a base draw (the Echoes rule applies, draw
    # karmas fire) but not a Draw action
    await draw(g, player, action_tops(g, player)[color], why="inspire")


def inspire_label(g: Game, option: tuple) -> str:
    return f"inspire {COLORS[g.card(option[1]).color]}"


INSPIRE = Action("inspire", inspire_options, inspire_action, inspire_label, asks=True)


# ------------------------------------------------------------------ the Draw action
async def draw_action(g: Game, player: int, option: tuple) -> None:
    """The Draw action, reading the top values a karma may change (Alhazen)."""
    await draw(g, player, max(action_tops(g, player)), action=True)


# ------------------------------------------------------------------ the Dogma action
def featured_icon(g: Game, player: int, cid: int, icon: int) -> int | Awaitable[int]:
    """The featured icon a Dogma uses: karmas that change it (Confucius, Alexander the Great)
    watch a "featured" event and put their icon in `ev.result`. Ruling (F3-T7): they are
    asked once the "If you would take a Dogma action" karmas ran, so they do not compete
    with them (each changes a different thing). (The printed icon when no karma watches,
    else the karmas' answer to await.)"""
    if g.hooks is not None and "featured" in g.hooks.woulds and watching(g, WOULD, "featured", player=player):
        return _karma_featured(g, player, cid, icon)
    return icon


async def _karma_featured(g: Game, player: int, cid: int, icon: int) -> int:
    ev = Event("featured", player, cid, value=icon, action=True)
    if await would(g, ev) and ev.result is not None:
        return ev.result
    return icon


# ------------------------------------------------------------------ "When you meld this card"
def when_step(index: KarmaIndex):
    def step(g: Game, player: int, cid: int) -> Awaitable[None] | None:
        """After a Meld action, the melded figure's "When" karma. Ruling (X3-T6, F3-T4): step
        5, after promotion, and the 3rd edition has no stop rule: it runs even if the figure
        was covered or moved by an earlier step (it was melded all the same). (A plain
        function: most melds have nothing to await.)"""
        if cid not in index.by_card:
            return None
        karmas = [k for k in index.by_card[cid] if k.kind == AFTER]
        return _run_when(g, player, cid, karmas) if karmas else None

    step.rank = WHEN_RANK  # type: ignore[attr-defined]
    return step


# ------------------------------------------------------------------ joining a ruleset
def join(rs: Ruleset) -> None:
    index = KarmaIndex(rs)
    # Ruling (F3-T17, Q-15): a figure may be the target of a Dogma action (no `no_dogma`),
    # with its printed featured icon (the data's) and its pile's visible echo effects
    rs.hook_providers.append(index)
    rs.action_asks = index.action_asks
    for query in (*QUERIES, INSPIRES_QUERY, ECHOES_QUERY, ACTION_TOPS_QUERY, PRINTED_QUERY):
        rs.modifiers.setdefault(query, []).append(index.modifier(query))
    rs.live_queries.append(index.live_queries)
    rs.live_cards = (rs.live_cards or frozenset()) | index.figures | set(index.by_card)
    # Ruling (F3-T1): a figure is drawn in three cases only: the share bonus and the Achieve
    # action's draws (below), and an effect that names one (`purpose` "figures"); every
    # other draw, the Draw action's too, is a base draw
    # F3-T3, X3-T4: the sharing bonus of every Dogma action is a figure, even with Echoes
    rs.share_bonus = share_bonus
    # F3-T2: each opponent draws a figure after an Achieve action claims a standard one
    rs.after_achieve.append(opponents_draw_figures)
    # Ruling (E3-T15): the Echoes rules without the Echoes cards: echo effects in every
    # Dogma, and the optional promotion after a Meld action (once, if Echoes joined too)
    if echo_steps not in rs.plan_steps:
        rs.plan_steps.insert(0, echo_steps)
    rs.plan_steps.append(karma_echo_steps)
    echoes.join_promotion(rs)
    rs.after_meld.append(when_step(index))
    rs.after_meld.sort(key=lambda st: getattr(st, "rank", 0))
    # Ruling (Q-19, F3-T9): fading at the end of every action, free ones included
    rs.end_of_action.append(fade_step(index))
    # Ruling (F3-T12, F3-T13, F3-T20): the 4th edition's Decree action; its junk is the 3rd
    # edition's removal from the game, and a decree taken from an opponent goes back to the
    # centre (the decrees' area beside the special achievements) unactivated
    rs.featured_icon = featured_icon
    # (the cards karmas make activatable, Ptolemy and Sergey Brin: actions.dogma_options)
    rs.actions = tuple(Action("draw", a.options, draw_action, a.label) if a.verb == "draw" else a
                       for a in rs.actions) + (decree_action(index), INSPIRE)
    # a Meld action melding a figure may ask (its "When" karma)
    rs.actions = tuple(also_asks(a, lambda g, o: o[1] in index.by_card) if a.verb == "meld" else a
                       for a in rs.actions)
