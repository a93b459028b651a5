"""The action table: each action a player may take on a turn, with its options and its run.

The sets add actions (Endorse, Decree, Inspire) by adding rows to the ruleset's `actions`;
the order of the rows is the order of the options offered. An option is a tuple: the verb,
then card ids (and any extra field an action needs, e.g. Endorse's city), so observation
relabels every field after the verb.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from ..model.cards import SPECIAL
from ..model.zones import AVAILABLE
from .decision import CARDS, Decision
from .dogma import DogmaRun, dogma
from .engine import Game
from .hooks import DOGMA_QUERY, WOULD, Event, modified, watching, would
from .verbs import achieve, claim_special, draw, meld, return_card, win
from .victory import check_achievement_victory, claimable, specials_earned

Option = tuple


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    options: Callable[[Game, int], list[Option]]  # this action's options for a player now
    run: Callable[[Game, int, Option], Awaitable[None]]
    label: Callable[[Game, Option], str]  # how an option reads (the scenario format's label)
    # may ask questions once chosen: the action keeps its start for clones (a function of
    # the game and the option when only some options may ask)
    asks: bool | Callable[[Game, Option], bool] = False
    table_option: str = ""  # offered only at tables with this option on (parley)


def also_asks(action: Action, when: Callable[[Game, Option], bool]) -> Action:
    """The action, asking questions for the options `when` picks too (a set's addition)."""
    before = action.asks
    if before is True:
        return action
    if not before:
        return replace(action, asks=when)
    return replace(action, asks=lambda g, o: before(g, o) or when(g, o))


def keeps_start(g: Game, action: Action, option: Option) -> bool:
    """Must the action keep its starting position (it may ask questions)?"""
    asks = action.asks
    if asks is True or (asks and asks(g, option)):
        return True
    rules = g.rules
    return rules.actions_may_ask and (rules.action_asks is None or rules.action_asks(g, option))


async def end_of_action(g: Game) -> None:
    """What happens when an action ends: the sets' steps, then special achievements and
    achievement victory (the 3rd edition also checks them at once, after every change).
    Ruling (X4-T1, X4-T2): the 4th edition's specials wait for here, then the win check."""
    for step in g.rules.end_of_action:
        busy = step(g)  # a step with nothing to await may be a plain function (None)
        if busy is not None:
            await busy
    for p, name in specials_earned(g):
        await claim_special(g, p, name)
    winner = check_achievement_victory(g)
    if winner is not None:  # with hooks only: a win is an event
        await win(g, winner, "achievements")


# ------------------------------------------------------------------ Draw
def draw_options(g: Game, player: int) -> list[Option]:
    return [("draw",)]


async def draw_action(g: Game, player: int, option: Option) -> None:
    await draw(g, player, g.highest_top_age(player), action=True)


# ------------------------------------------------------------------ Meld
def meld_options(g: Game, player: int) -> list[Option]:
    return [("meld", c) for c in g.state.players[player].hand]


async def meld_action(g: Game, player: int, option: Option) -> None:
    cid = option[1]
    if not await meld(g, player, cid, action=True):
        return  # replaced ("instead"): nothing was melded, so no step follows (WE-23)
    # Ruling (X3-T5): these steps follow a Meld action only, never an effect's meld
    for step in g.rules.after_meld:  # the sets' steps after a Meld action, in edition order
        busy = step(g, player, cid)  # a step may be a plain function, None when it does nothing
        if busy is not None:
            await busy


# ------------------------------------------------------------------ Dogma (and parley)
def dogma_options(g: Game, player: int) -> list[Option]:
    # every top card: one whose effects are not implemented yet (a set still being built,
    # in a scenario or a test) fails by name when activated, never silently
    tops = g.state.players[player].top_cards()
    if DOGMA_QUERY in g.modded:  # static effects may add other cards (Ptolemy, Sergey Brin)
        tops = list(dict.fromkeys(modified(g, DOGMA_QUERY, player, tops)))  # (each once)
    banned = g.rules.no_dogma
    if banned:  # F4-T3: a 4th-edition figure (or a city) is never a Dogma's target
        return [("dogma", c) for c in tops if c not in banned]
    return [("dogma", c) for c in tops]


def parley_options(g: Game, player: int) -> list[Option]:
    """4th edition parley: activate a distant player's top card by returning a card (a row
    of tables with the parley option only)."""
    if not g.state.players[player].hand:
        return []
    banned = g.rules.no_dogma  # F4-T3: no figure, by parley either
    return [("parley", c) for q in g.distant_players(player) for c in g.tops(q) if c not in banned]


async def dogma_action(g: Game, player: int, option: Option) -> None:
    if option[0] == "parley":
        hand = g.state.players[player].hand
        (paid,) = await g.ask(Decision(player, CARDS, "Return a card from your hand to parley",
                                       list(hand)))
        await return_card(g, player, paid)
    await free_dogma(g, player, option[1])


async def free_dogma(g: Game, player: int, cid: int, foreseen: bool = False) -> None:
    """A Dogma action on a top card, with its sharing bonus (also the free Dogma action
    after an Echoes promotion, on a `foreseen` card: a full Dogma action, E3-T6, E4-T10)."""
    await after_dogma(g, player, await dogma(g, player, cid, foreseen=foreseen))


def after_dogma(g: Game, player: int, run: DogmaRun | None) -> Awaitable[Any]:
    """The end of a Dogma action (or Endorse, or a free Dogma action) `run`: the sharing
    bonus if a sharing opponent changed something; otherwise, with hooks, a "no_bonus"
    event ("if an opponent would not draw a card for sharing": Grace Hopper). (Not a
    coroutine: most Dogma actions end with nothing to await.)"""
    if run is None:
        return DONE  # Ruling: a karma replaced the Dogma action: no bonus, drawn or not
    if run.bonus:
        return sharing_bonus(g, player, run)
    if g.hooks is not None and "no_bonus" in g.hooks.woulds and watching(g, WOULD, "no_bonus", player=player):
        # Ruling: the missing draw comes where the bonus would, once the effects are done
        # (before the action's end: a karma's changes belong to the Dogma action)
        return would(g, Event("no_bonus", player, run.card, run=run))
    return DONE


class _Done:
    """An awaitable that is over at once (cheaper than a coroutine that does nothing)."""

    __slots__ = ()

    def __await__(self):  # noqa: ANN204
        return iter(())


DONE = _Done()


async def sharing_bonus(g: Game, player: int, run: object) -> None:
    """The sharing bonus once a Dogma (or Endorse) action `run` is over: a free Draw action
    (Figures replaces it with a figure: the ruleset's share_bonus, X3-T4)."""
    await end_of_action(g)
    if g.rules.share_bonus is not None:
        await g.rules.share_bonus(g, player, run)
        return
    if g.logging:
        g.note(f"{g.name(player)} takes a free Draw action for sharing.")
    await draw(g, player, g.highest_top_age(player), action=True)


# ------------------------------------------------------------------ Achieve
def achieve_options(g: Game, player: int) -> list[Option]:
    seen_ages: set[int] = set()
    opts: list[Option] = []
    loc = g.loc
    for c in claimable(g, player):
        age = g.card(c).age
        if loc[c][0] != AVAILABLE:  # a card that counts as an achievement (a karma): itself
            opts.append(("achieve", c))
        elif age not in seen_ages:  # achievements of one age are interchangeable
            seen_ages.add(age)
            opts.append(("achieve", c))
    return opts


async def achieve_action(g: Game, player: int, option: Option) -> None:
    await achieve(g, player, option[1], action=True)
    for step in g.rules.after_achieve:  # e.g. Figures: each opponent draws a figure (X3-T5)
        await step(g, player, option[1])


def card_label(g: Game, option: Option) -> str:
    return f"{option[0]} {g.card(option[1]).name}"


def achieve_label(g: Game, option: Option) -> str:
    c = g.card(option[1])
    if c.kind == SPECIAL or g.loc[option[1]][0] != AVAILABLE:  # named: a special, a board card
        return f"achieve {c.name}"
    return f"achieve {c.age}"


BASE_ACTIONS: tuple[Action, ...] = (
    Action("draw", draw_options, draw_action, lambda g, o: "draw"),
    Action("meld", meld_options, meld_action, card_label),
    Action("dogma", dogma_options, dogma_action, card_label, asks=True),
    Action("parley", parley_options, dogma_action,
           lambda g, o: f"dogma {g.card(o[1]).name} (parley)", asks=True, table_option="parley"),
    Action("achieve", achieve_options, achieve_action, achieve_label),
)
