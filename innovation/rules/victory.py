"""Achievements (standard and special) and the ways a game ends."""

from __future__ import annotations

from ..model.cards import SPECIAL
from ..model.zones import ACHIEVED, AVAILABLE, JUNK
from .engine import Game, GameOver, TurnOver


def achievements_needed(g: Game) -> int:
    opts = g.config.options
    return g.rules.achievements_to_win(g.n, bool(opts.get("teams")), 1 if opts.get("longer") else 0)


def standard_achievements_of_age(g: Game, player: int, age: int) -> int:
    cards = g.cards.cards
    return sum(1 for c in g.state.players[player].achievements
               if cards[c].kind != SPECIAL and cards[c].age == age)


def eligible(g: Game, player: int, cid: int, score_factor: int = 1) -> bool:
    """May `player` claim standard achievement `cid`? Duplicate ages need more points."""
    age = g.card(cid).age
    need = 5 * age * (1 + standard_achievements_of_age(g, player, age))
    return g.score(player) * score_factor >= need and g.highest_top_age(player) >= age


def claimable(g: Game, player: int) -> list[int]:
    """Available standard achievements the player is eligible for."""
    cards = g.cards.cards
    points = g.score(player)
    top = g.highest_top_age(player)
    if points < 5 or top == 0:
        return []
    out = []
    held: list[int] | None = None
    for c in g.state.achievements:
        card = cards[c]
        if card.kind == SPECIAL or card.age > top or points < 5 * card.age:
            continue
        if held is None:
            held = [cards[a].age for a in g.state.players[player].achievements if cards[a].kind != SPECIAL]
        if points >= 5 * card.age * (1 + held.count(card.age)):
            out.append(c)
    return out


def achieve(g: Game, player: int, cid: int) -> None:
    g.move(cid, ACHIEVED, player)
    if g.logging:
        c = g.card(cid)
        g.note(f"{g.name(player)} achieves {c.name if g.visible_to(cid, -1) else c.back_words}.")


def claim_special(g: Game, player: int, name: str) -> bool:
    """Claim a special achievement if it is still available."""
    cid = g.cards.find(name).id
    if g.loc[cid][0] != AVAILABLE:
        return False
    g.move(cid, ACHIEVED, player)
    if g.logging:
        g.note(f"{g.name(player)} claims the {name} special achievement.")
    return True


def special_order(g: Game) -> list[int]:
    """Who wins a tie for a special achievement, first to last."""
    order = g.order_from(g.state.current)
    if g.rules.special_ties_current_first:
        order.insert(0, order.pop())
    return order


def check_specials(g: Game) -> None:
    """Each available special achievement goes to the first eligible player,
    clockwise from the current player's left (the current player last)."""
    cards = g.cards.cards
    first = g.cards.specials[0].id
    key = 0  # which specials are available, as a bit mask
    for c in g.state.achievements:
        if c >= first:
            key |= 1 << (c - first)
    if not key:
        return
    # conditions read the player's board and this turn's tuck and score counts (both bump
    # `ver`): a player whose `ver` is unchanged since the last check cannot newly qualify
    players = g.state.players
    cache = g.special_cache
    changed = []
    for p in range(g.n):
        mark = (players[p].ver << 16) + key
        if cache.get(p) != mark:
            cache[p] = mark
            changed.append(p)
    if not changed:
        return
    order = changed if len(changed) == 1 else [p for p in special_order(g) if p in changed]
    specials = g.rules.specials
    for cid in [c for c in g.state.achievements if c >= first]:
        special = specials[cards[cid].name]
        for p in order:
            if special.condition(g, p):
                claim_special(g, p, special.name)
                break


def immediate_checks(g: Game) -> None:
    """3rd edition: special achievements and achievement victory take effect at once."""
    if g._checking:
        return
    g._checking = True
    try:
        check_specials(g)
        if g.rules.achievement_win_immediate:
            check_achievement_victory(g)
    finally:
        g._checking = False


def team_of(g: Game, player: int) -> list[int]:
    teams = g.config.options.get("teams")
    if not teams:
        return [player]
    return [q for q in range(g.n) if teams[q] == teams[player]]


def check_achievement_victory(g: Game) -> None:
    need = achievements_needed(g)
    players = g.state.players
    if not g.config.options.get("teams") and all(len(p.achievements) < need for p in players):
        return
    best: list[tuple[int, int]] = []  # (count, player) of those who reached the goal
    for p in g.order_from(g.state.current):
        count = sum(len(players[q].achievements) for q in team_of(g, p))
        if count >= need:
            best.append((count, p))
    if best:
        top = max(c for c, _ in best)
        # ties go to the first tied player clockwise from the current player's left
        winner = next(p for c, p in best if c == top)
        raise GameOver(team_of(g, winner), "achievements")


def end_by_score(g: Game) -> GameOver:
    """The game ends because a card above the top age would be drawn."""
    teams: dict[int, list[int]] = {}
    for p in range(g.n):
        if g.state.players[p].alive:
            key = min(team_of(g, p))
            teams.setdefault(key, []).append(p)
    def key(members: list[int]) -> tuple[int, int]:
        return (sum(g.score(q) for q in members),
                sum(len(g.state.players[q].achievements) for q in members))
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


def win(g: Game, player: int, reason: str = "card effect") -> None:
    raise GameOver(team_of(g, player), reason)


def lose(g: Game, player: int) -> None:
    """Eliminate a player: junk all their cards; the last one (or team) standing wins."""

    ps = g.state.players[player]
    for cid in [*ps.hand, *ps.score, *ps.achievements, *ps.board_cards()]:
        g.move(cid, JUNK)
    ps.alive = False
    g._orders.clear()
    if g.logging:
        g.note(f"{g.name(player)} loses and leaves the game.")
    alive = [p for p in range(g.n) if g.state.players[p].alive]
    if len({min(team_of(g, p)) for p in alive}) == 1:
        raise GameOver(team_of(g, alive[0]), "elimination")
    if player == g.state.current:
        raise TurnOver()
