"""The icon counts as modifiers make them, kept while nothing moves (Game.icon_counts).

A player whose modifiers read their board alone (in `Game.icon_whose`'s first set, not its
second: R.static's `board`) keeps them with the board (`PlayerState._kept`, dropped when the
board changes). Anyone else's are kept until a card moves or a pile is splayed (`moves`), or
the action ends: an icon modifier reads where the cards are (a board, a hand, a score pile ...)
or what lasts for an action; one that reads anything else calls `Game.forget_icon_counts`
when it changes (the fuzz runs check: fuzz.check_invariants). Only the players a modifier
says it may change are worked out (Game.icon_whose). Callers never change the lists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hooks import ICONS_QUERY, modified

if TYPE_CHECKING:
    from .engine import Game


def kept_icon_counts(g: Game, player: int, counts: list[int]) -> list[int]:
    """A player's modified icon counts (`counts`: the board's own)."""
    whose, restless = g.icon_whose
    if whose is not None:
        if player not in whose:
            return counts  # (no modifier changes this player's counts: nothing to keep)
        if restless is not None and player not in restless:
            # the modifiers change this player's counts with their board alone (R.static's
            # `board`; fuzz.check_board_only): kept with the board, whatever else moves
            ps = g.state.players[player]
            known = ps._kept
            if known is None:
                known = ps._kept = modified(g, ICONS_QUERY, player, counts)
            return known
    memo = g._icon_memo
    s = g.state
    if memo is None or memo[1] != s.moves or memo[0] is not s or memo[2] != s.actions_left \
            or memo[3] != s.turn:
        memo = g._icon_memo = (s, s.moves, s.actions_left, s.turn, {})
    known = memo[4].get(player)
    if known is None:
        known = memo[4][player] = modified(g, ICONS_QUERY, player, counts)
    return known
