"""The undo rule: may the answer just given be taken back without leaking anything?

A seat may take back its own last answers only while no other seat has answered since
(see `Game.undoable`), and only answers whose processing, up to the next decision:

- showed nobody a card the answering seat did not know (a drawn card ends it, whoever
  drew it: undone, it would go back on top of the deck with the drawer knowing it), and
  moved no such card; showing others the seat's own cards (a meld) is its own choice;
- read no hidden zone holding a card the answering seat did not know: another player's
  hand or score pile, the junk, the hidden first melds or the random generator.
  An outcome that depended on such cards (an effect that silently skipped a player, a
  condition on an opponent's hand) would otherwise make undo a free peek;
- did not end another player's turn (the answer was given in someone else's turn).

Reads are seen by swapping the classes of the live `PlayerState` and `GameState` objects,
for the duration of the answer, to subclasses whose zone attributes note each access.
Bookkeeping that reads a zone without depending on what is in it is not a read: copying
the state (`clone`), moving a chosen card (`Game.move` finding its source and
destination) and listing the options of another player's choice of action (only they see
them). This is conservative: reading an opponent's hand only to count it (public)
also counts, so some harmless answers are not undoable; a hidden dependence cannot slip
through these zones. Not watched: the available achievements (only their ages are looked
at, and those are public) and the decks (their sizes are public, and using a deck's
cards moves or shows them, which the first two rules catch).
"""

from __future__ import annotations

import sys
import threading
from typing import TYPE_CHECKING, Any

from ..model import state as _state
from ..model.state import GameState, PlayerState
from ..model.zones import ZONE_GET

if TYPE_CHECKING:
    from .engine import Game

_local = threading.local()


class _Watch:
    __slots__ = ("known", "bit", "mine", "hidden")

    def __init__(self, known: list[int], bit: int, mine: PlayerState):
        self.known = known
        self.bit = bit
        self.mine = mine
        self.hidden = False


_BOOKKEEPING: set[Any] = set()
_ZONE_CODE: list[Any] = []  # [Game.move's code, {the zone getters' codes}], filled on first use


def _bookkeeping(frame: Any) -> bool:
    code = frame.f_code
    if code in _BOOKKEEPING:
        return True
    if code in _ZONE_CODE[1]:  # the mover's way into a zone, when the mover itself calls it
        up = frame.f_back
        return up is not None and up.f_code is _ZONE_CODE[0]
    return False


def _note(w: _Watch, cards: list[int]) -> None:
    known, bit = w.known, w.bit
    for c in cards:
        if not known[c] & bit:
            w.hidden = True
            return


def _watched(slot: Any, owner_check: bool, any_access: bool = False) -> property:
    def get(self: Any) -> Any:
        value = slot.__get__(self, type(self))
        w: _Watch | None = getattr(_local, "watch", None)
        if w is not None and not w.hidden and not (owner_check and self is w.mine) \
                and not _bookkeeping(sys._getframe(1)):
            if any_access:
                w.hidden = True
            elif value:
                _note(w, value)
        return value

    def put(self: Any, value: Any) -> None:
        slot.__set__(self, value)

    return property(get, put)


class _WatchedPlayer(PlayerState):
    __slots__ = ()
    hand = _watched(PlayerState.hand, True)
    score = _watched(PlayerState.score, True)


class _WatchedState(GameState):
    __slots__ = ()
    junk = _watched(GameState.junk, False)
    setup_melds = _watched(GameState.setup_melds, False, any_access=True)
    rng = _watched(GameState.rng, False, any_access=True)


def _setup(g: Game) -> None:
    # Listing the options of the next player's choice of action reads their hand: only
    # they see those options, so that read tells the answering seat nothing.
    for action in g.rules.actions:
        _BOOKKEEPING.add(action.options.__code__)
    if _ZONE_CODE:
        return
    _BOOKKEEPING.update({PlayerState.clone.__code__, GameState.clone.__code__,
                         _state._clone_table.__code__})
    _ZONE_CODE.extend([type(g).move.__code__,
                       {type(g).zone.__code__, *(get.__code__ for get in ZONE_GET)}])


def answer_blocks_undo(g: Game, seat: int, advance: Any) -> bool:
    """Run `advance()` (the engine applying the seat's answer) and tell whether that answer
    may never be taken back (see the module's rules)."""
    _setup(g)
    s = g.state
    bit = 1 << seat
    known_before = s.known[:]
    loc_before = g.loc[:]
    turn, current = s.turn, s.current
    players = list(s.players)
    w = _Watch(s.known, bit, players[seat])
    previous = getattr(_local, "watch", None)
    _local.watch = w
    for p in players:
        p.__class__ = _WatchedPlayer
    s.__class__ = _WatchedState
    try:
        advance()
    finally:
        _local.watch = previous
        s.__class__ = GameState
        for p in players:
            p.__class__ = PlayerState
    if w.hidden or g.state is not s:
        return True
    if current != seat and s.turn != turn:
        return True
    known_after, loc_after = s.known, g.loc
    for cid, before in enumerate(known_before):
        # a card the seat did not know: shown to anybody, or moved (cards the seat knew
        # may be shown: melding from one's own hand is the seat's own choice)
        if not before & bit and (known_after[cid] != before or loc_after[cid] != loc_before[cid]):
            return True
    return False
