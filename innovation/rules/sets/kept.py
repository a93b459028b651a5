"""Static karmas' answers kept while what they read stays (Figures in the Sand).

A static karma answering a number (an achievement count, a score, a value to claim) may
say what its answer hangs on (R.static's `reads`, hooks.READS). Its answer is then kept,
per owner, player asked about and value given, with a version of what it reads: while
the version is the same, the kept answer is the answer. The versions are counters that
only grow along a line of play (PlayerState.board, PlayerState.held), so the same
version means the same cards; the answers are kept for one state object (a position
resumed from a snapshot starts afresh). The fuzz runs check each kept answer against one
worked out afresh (fuzz.check_kept_answers): a karma reading more than it says is found.

The achievement check runs after every change in the 3rd edition, and asks every owner's
count: most changes leave the boards and cards those karmas read as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ..engine import Game
from ..hooks import (
    ICONS_QUERY,
    READS_ALL_ICONS,
    READS_BOARD,
    READS_BOARDS,
    READS_CARDS,
    READS_ICONS,
    READS_VALUES,
    VALUE_QUERY,
    Karma,
)

KEPT = "kept answers"  # hooks.cache: (state, {(karma, owner, who, value): (version, answer)})
Version = Callable[[Game, int], Hashable | None]  # (game, owner) -> the version, None: not kept


def version_of(k: Karma) -> Version | None:
    """How to tell a version of what the karma reads (None: it said nothing; its answer is
    not kept). A version of None at a position: it cannot be kept there (an icon count
    that hangs on more than a board, a card value a karma changes)."""
    reads = k.reads
    if not reads:
        return None
    cards = READS_CARDS in reads
    every = READS_BOARDS in reads or READS_ALL_ICONS in reads
    icons = READS_ICONS in reads or READS_ALL_ICONS in reads
    values = READS_VALUES in reads
    mine = cards or READS_BOARD in reads or READS_ICONS in reads

    def version(g: Game, owner: int) -> Hashable | None:
        if values and VALUE_QUERY in g.modded:
            return None
        if icons and ICONS_QUERY in g.modded:
            # icon counts hang on a board alone for a player no modifier changes without
            # a board change (Game.icon_whose, fuzz.check_board_only)
            restless = g.icon_whose[1]
            if restless is None or (restless if READS_ALL_ICONS in reads else owner in restless):
                return None
        players = g.state.players
        ps = players[owner]
        if every:
            boards = 0
            for q in players:
                boards += q.board  # (each only grows: their sum tells any board's change)
            return (boards, ps.held) if cards else boards
        if cards:
            return (ps.board, ps.held)
        return ps.board if mine else 0

    return version


def answers(g: Game) -> dict[tuple, tuple[Hashable, int]]:
    """The answers kept for this position: (karma id, owner, who, value) -> (version, answer)
    (KarmaIndex.check_kept works out again those whose version still holds)."""
    cache = g.hooks.cache  # type: ignore[union-attr]
    known = cache.get(KEPT)
    if known is None or known[0] is not g.state:
        known = cache[KEPT] = (g.state, {})
    return known[1]
