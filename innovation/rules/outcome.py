"""Who wins when a game ends: teams, the end by score, "the single player with the most"."""

from __future__ import annotations

from .engine import Game, GameOver


def team_of(g: Game, player: int) -> list[int]:
    teams = g.config.options.get("teams")
    if not teams:
        return [player]
    return [q for q in range(g.n) if teams[q] == teams[player]]


def end_by_score(g: Game) -> GameOver:
    """The game ends because a card above the top age would be drawn. Ruling (X4-T12): a
    team game too ends past the edition's top age (11 in the 4th, not Y4's 10), and the
    team with the highest combined score wins."""
    teams: dict[int, list[int]] = {}
    for p in range(g.n):
        if g.state.players[p].alive:
            key = min(team_of(g, p))
            teams.setdefault(key, []).append(p)

    def key(members: list[int]) -> tuple[int, int]:
        return (sum(g.score(q) for q in members),
                sum(g.achievement_count(q) for q in members))

    best = max(key(m) for m in teams.values())
    winners = [q for m in teams.values() if key(m) == best for q in m]
    return GameOver(sorted(winners), "score")


def single_player_with(g: Game, values: dict[int, int], most: bool = True) -> int | None:
    """The single player with the most (or fewest) of something, or None on a tie."""
    if not values:
        return None
    target = max(values.values()) if most else min(values.values())
    who = [p for p, v in values.items() if v == target]
    return who[0] if len(who) == 1 else None
