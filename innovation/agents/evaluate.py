"""A hand-written position evaluation shared by the greedy and search bots."""

from __future__ import annotations

import math

from ..model.cards import NONE
from ..rules.engine import Game
from ..rules.outcome import team_of
from ..rules.victory import achievements_needed, claimable


def strength(g: Game, p: int) -> float:
    """Roughly in points: achievements dominate, then score, board age, icons, splays, hand."""
    ps = g.state.players[p]
    if not ps.alive:
        return -1000.0
    cards = g.cards.cards
    tops = [cards[pile[-1]].age for pile in ps.piles if pile]
    icons = g.icon_counts(p)  # the rules' queries: static effects may change them
    value = 16.0 * g.achievement_count(p)
    value += 1.0 * g.score(p)
    value += 2.5 * (max(tops) if tops else 0) + 0.6 * sum(tops)
    value += 0.35 * sum(icons)
    value += 1.5 * sum(1 for s in ps.splay if s != NONE)
    value += 1.2 * len(ps.hand) + 0.15 * sum(cards[c].age for c in ps.hand)
    value += 6.0 * len(claimable(g, p))
    return value


def rewards(g: Game) -> list[float]:
    """Each player's expected result in [0, 1]: the real result if the game is over."""
    n = g.n
    winners = g.state.winners
    if winners is not None:
        share = 1.0 / len(winners) if winners else 0.0
        return [share if p in winners else 0.0 for p in range(n)]
    need = achievements_needed(g)
    values = []
    for p in range(n):
        team = team_of(g, p)
        v = sum(strength(g, q) for q in team) / len(team)
        have = sum(len(g.state.players[q].achievements) for q in team)
        v += 10.0 * max(0, have - need + 3)  # closing in on an achievement win
        values.append(v)
    out = []
    for p in range(n):
        best_other = max((values[q] for q in range(n) if g.is_opponent(p, q)), default=0.0)
        out.append(1.0 / (1.0 + math.exp(-(values[p] - best_other) / 12.0)))
    return out
