"""Would a demand change anything? Tried on a copy of the position.

Some karmas watch a *successful* demand ("If a player would successfully demand something
of you", 3rd-edition Figures). Ruling (F3-T19): the Figures rulebook's card notes say a
successful demand is one that would result in a change; whether it would is found out by
executing it on a copy of the game, where it changes nothing real.
"""

from __future__ import annotations

from itertools import combinations

from .decision import Decision, IllegalAnswer
from .dogma import DogmaComplete, DogmaRun, impl_of
from .engine import EndlessAction, Game, GameOver, TurnOver
from .hooks import Event

TRIAL_ANSWERS = 200  # more questions than any one effect asks: an endless try counts as a change


def demand_would_change(g: Game, ev: Event) -> bool:
    """Would the demand of `ev` (a "demand" event: its card, effect index and Dogma run,
    its victim `target`) change anything if executed now? It runs on a copy with no karma
    firing (karmas never chain, F3-T6), every question answered with its first options, at
    least one where a question would allow none (so a demand that only *lets* the victim
    act is taken as one that would change something). A change is what earns a sharing
    bonus (`GameState.moves`: in the 3rd edition a reveal too, X3-T13); a try that ends
    the game, the turn or the Dogma counts as a change."""
    run: DogmaRun | None = ev.run
    if run is None or ev.card is None or ev.value < 0:
        return True  # (not a demand of a Dogma's plan: nothing to try)
    effect = impl_of(g, ev.card).effects[ev.value]
    h = g.sibling()
    h.state = g.state.clone()
    h.loc = g.loc[:]
    if h.live is not None:
        h.live(h)
    if h.hooks is not None:
        h.hooks.depth = 1
    tried = DogmaRun(run.owner, run.card, run.featured, run.self_exec)
    tried.vulnerable, tried.memo, tried.bump, tried.must = [ev.target], dict(run.memo), run.bump, run.must
    before = h.state.moves

    async def execute() -> None:
        await effect(h.rules.ctx_factory(h, ev.target, run.owner, ev.card, tried, ev.value))

    h._coro = execute()
    try:
        h._advance(None)
        for _ in range(TRIAL_ANSWERS):
            if h.pending is None:
                return h.state.moves != before
            h._advance(_first_answer(h.pending))
    except (GameOver, TurnOver, EndlessAction, DogmaComplete):
        return True  # the try ended the game, the turn or the Dogma, or never ends: a change
    finally:
        if h._coro is not None:
            h._coro.close()
    return True  # (more questions than any effect asks: taken as endless)


def _first_answer(d: Decision) -> list[int]:
    """The first legal answer, taking at least one option where that is allowed."""
    n = len(d.options)
    hi = min(d.max, n)
    for k in range(max(d.min, min(1, hi)), hi + 1):
        for combo in combinations(range(n), k):
            try:
                return d.validate(list(combo))
            except IllegalAnswer:
                continue
    return d.validate([])
