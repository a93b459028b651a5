"""What a bot is given: one seat's knowledge of the game, and a way to imagine the rest.

`observe(game, player)` returns an `Observation` holding the player's `view` and a
*canonical* copy of the position: every card the player does not know is replaced, slot
by slot, by the lowest-numbered unknown card with the same back. The canonical copy is
therefore a function of what the player knows only; swapping hidden cards in the real
game gives the same observation, so a bot cannot peek. `Observation.sample(rng)` deals
the unknown cards at random among their slots (respecting backs: set and age) and
rebuilds a playable game at the same decision, by replaying the current action's answers
from its starting snapshot; a sample that cannot replay them is rejected.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .model.state import GameState, Rng
from .rules.decision import Decision, IllegalAnswer
from .rules.engine import Game
from .views import view


def _relabel(s: GameState, mapping: dict[int, int]) -> GameState:
    """A copy of the state with card ids replaced by `mapping` (others unchanged)."""
    t = s.clone()
    get = mapping.get
    for zone in t.zone_lists():
        if zone:  # (a zone of a set not in play is an empty tuple)
            zone[:] = [get(c, c) for c in zone]
    t.setup_melds = [get(c, c) for c in t.setup_melds]
    known = t.known[:]
    for a, b in mapping.items():
        known[b] = s.known[a]
    t.known = known
    return t


@dataclass
class Observation:
    player: int
    view: dict
    game: Game  # canonical position (unknown cards relabelled), not the real one
    unknown: list[int]  # the cards the player does not know, ascending
    groups: list[list[int]]  # unknown cards grouped by back
    decision: Decision | None

    def sample(self, rng: random.Random, tries: int = 8) -> Game | None:
        """A random game consistent with the observation, at the same decision."""
        g = self.game
        for _ in range(tries):
            mapping: dict[int, int] = {}
            for group in self.groups:
                if len(group) > 1:
                    shuffled = group[:]
                    rng.shuffle(shuffled)
                    mapping.update(zip(group, shuffled, strict=True))
            h = _rebuild(g, mapping, rng)
            if h is not None and _same_decision(h.pending, self.decision, h, g):
                return h
        return None


def _rebuild(g: Game, mapping: dict[int, int], rng: random.Random) -> Game | None:
    """Game `g` with cards relabelled, replayed from its action snapshot; None if the
    current action's answers do not fit the relabelled cards."""
    h = g.sibling()
    snap, _, answers = g.action_start()
    state = _relabel(snap, mapping) if mapping else snap.clone()
    state.rng = Rng(rng.getrandbits(64))  # future chance is unknown too
    if g._coro is None:
        h.state = state
        h.loc = h._locate()
        if h.live is not None:
            h.live(h)
        h.pending = g.pending
        return h
    try:
        h.resume(state, answers, validate=True)
    except (IllegalAnswer, StopIteration):
        return None
    return h


def _same_decision(d: Decision | None, want: Decision | None, h: Game, g: Game) -> bool:
    if d is None or want is None:
        return d is want
    return (d.player == want.player and d.kind == want.kind and len(d.options) == len(want.options)
            and d.min == want.min and d.max == want.max
            and h.labels(d) == g.labels(want))


def unknown_cards(g: Game, player: int) -> list[int]:
    bit = 1 << player
    known = g.state.known
    return [c.id for c in g.in_play() if not known[c.id] & bit]


def observe(g: Game, player: int) -> Observation:
    """The player's observation (see the module doc)."""
    unknown = unknown_cards(g, player)
    unknown_set = set(unknown)
    cards = g.cards.cards
    free: dict[str, list[int]] = {}
    for c in unknown:
        free.setdefault(cards[c].back, []).append(c)
    groups = [ids[:] for ids in free.values()]
    # canonical labels: walk the hidden slots in a fixed order, giving each the lowest
    # unknown card with its back
    mapping: dict[int, int] = {}
    for zone in g.state.zone_lists():
        for c in zone:
            if c in unknown_set:
                mapping[c] = free[cards[c].back].pop(0)
    snap = g.action_start()[0] if g._snap is not None else None  # (a playout refuses)
    canon = g.shallow_copy()
    canon.state = _relabel(g.state, mapping)
    canon._snap = _relabel(snap, mapping) if snap is not None else None
    canon.loc = canon._locate()
    canon._snap_loc = canon._locate(canon._snap) if canon._snap is not None else None
    canon.answers = g.answers  # the current action's answers are read from _snap_answers on
    canon._coro = g._coro  # kept only to know whether a coroutine runs; never resumed
    canon.act_memo = None  # (its options name the true cards)
    canon.pending = _relabel_decision(g.pending, mapping, g)
    canon.log = []
    return Observation(player, view(g, player), canon, unknown, groups, canon.pending)


def _relabel_decision(d: Decision | None, mapping: dict[int, int], g: Game) -> Decision | None:
    """The pending decision with hidden card ids replaced, labels as its player sees them."""
    if d is None:
        return None
    labels = g.labels(d)
    if d.kind == "cards":
        options = [mapping.get(c, c) for c in d.options]
    elif d.kind == "action":
        # every field after the verb is a card id (Endorse's city too): relabel them all
        options = [(o[0], *(mapping.get(x, x) for x in o[1:])) for o in d.options]
    else:
        options = list(d.options)
    return Decision(d.player, d.kind, d.prompt, options, d.min, d.max, d.ordered, d.check, list(labels),
                    d.source)
