"""Achievements (standard and special) and the ways a game ends."""

from __future__ import annotations

from ..model.cards import AGE_CARD, SPECIAL
from ..model.state import SPECIALS_DUE
from .engine import Game, GameOver
from .hooks import (
    ACHIEVEMENTS_QUERY,
    CLAIM_AGE_QUERY,
    CLAIM_POINTS_QUERY,
    CLAIMABLE_QUERY,
    SPECIAL_QUERY,
    claim_points,
    modified,
    modified_each,
)
from .outcome import team_of
from .verbs import claim_special, win


def achievements_needed(g: Game) -> int:
    need = g.need
    if need < 0:  # the table's options and sets decide it: worked out once per game
        opts = g.config.options
        need = g.need = g.rules.achievements_to_win(g.n, bool(opts.get("teams")),
                                                    1 if opts.get("longer") else 0)
    return need


def claimable(g: Game, player: int) -> list[int]:
    """Available standard achievements the player is eligible for."""
    cards = g.cards.cards
    points = g.score(player)
    top = g.highest_top_age(player)
    if CLAIM_AGE_QUERY in g.modded:
        top = modified(g, CLAIM_AGE_QUERY, player, top)
    costs = CLAIM_POINTS_QUERY in g.modded  # points may depend on the value claimed
    if (points < 5 and not costs) or top == 0:  # nothing standard: karmas may still make
        # cards claimable
        return [] if CLAIMABLE_QUERY not in g.modded else modified(g, CLAIMABLE_QUERY, player, [])
    out = []
    held: list[int] | None = None
    for c in g.state.achievements:
        card = cards[c]
        pts = points
        if card.kind != AGE_CARD or card.age > top or (not costs and pts < 5 * card.age):
            continue
        if costs:
            pts = claim_points(g, player, card.age, points)
            if pts < 5 * card.age:
                continue
        if held is None:
            held = [cards[a].age for a in g.state.players[player].achievements if cards[a].kind == AGE_CARD]
        # (E4-T12: the duplicate rule holds in both editions, whichever sets are in play)
        if pts >= 5 * card.age * (1 + held.count(card.age)):
            out.append(c)
    return out if CLAIMABLE_QUERY not in g.modded else modified(g, CLAIMABLE_QUERY, player, out)


def special_order(g: Game) -> list[int]:
    """Who wins a tie for a special achievement, first to last: clockwise from the current
    player's left (X4-T1), or the current player first in the 3rd edition (X3-T9)."""
    order = g.order_from(g.state.current)
    if g.rules.special_ties_current_first:
        order.insert(0, order.pop())
    return order


def specials_earned(g: Game) -> list[tuple[int, str]]:
    """The special achievements earned now, each by the first eligible player clockwise
    from the current player's left (the current player last): (player, name) pairs."""
    # Conditions read the player's board and this turn's tuck and score counts (both bump
    # `ver`): a player whose `ver` is unchanged since the last check cannot newly qualify.
    # (A special achievement made available again clears the cache: Game.move. With hooks,
    # an icon modifier at work may change a player's icon counts without a board change:
    # the conditions that read them are checked for that player then.)
    players = g.state.players
    cache = g.special_cache
    # whose icon counts a modifier may change (None: anyone's), and whose it may change
    # without a board change (their icon conditions are checked whatever changed)
    touched, restless = g.icon_whose
    every = restless is None or bool(restless)
    changed = []
    moved = set()  # the changed players whose board changed too
    for p in range(g.n):
        ps = players[p]
        seen = cache.get(p)
        if seen is None or seen[0] != ps.ver:
            if seen is None or seen[1] != ps.board:
                moved.add(p)
            cache[p] = (ps.ver, ps.board)
            changed.append(p)
    if not changed and not every:
        return []
    cards = g.cards.cards
    available = cache.get(-1)  # the available specials, kept until an achievement moves
    if available is None:
        specials = g.rules.specials
        # each with its gate: 1, a condition on the board alone (not checked again while the
        # board is unchanged), 3 if it reads the icon counts; 2, one an event marks due
        # (SPECIALS_DUE); 0, any other
        available = cache[-1] = [(sp.condition, sp.name, (3 if sp.reads_icons else 1) if sp.board_only
                                  else 2 if sp.due_only else 0, sp.screen)
                                 for sp in (specials[cards[c].name] for c in g.state.achievements
                                            if cards[c].kind == SPECIAL)]
        cache[-2] = all(spec[2] & 1 for spec in available)  # every one on the board alone
        # the same without those an event marks due, for when nobody changed has one due
        # (None: no such special)
        undue = [spec for spec in available if spec[2] != 2]
        cache[-3] = (undue, all(spec[2] & 1 for spec in undue)) if len(undue) < len(available) else None
    board_only = cache[-2]
    if cache[-3] is not None:
        for p in changed:
            if players[p].counts[SPECIALS_DUE]:
                break
        else:  # nothing due (the usual case): the specials an event marks due cannot hold
            available, board_only = cache[-3]
    if not available or not moved and board_only and not every:
        return []  # (no board changed: only a condition on more than the board could hold)
    order = changed if len(changed) < 2 else [p for p in special_order(g) if p in changed]
    earned = []
    # (with icon modifiers at work, each player's modified icon counts are worked out once
    # for all the conditions: Game.icon_counts keeps them while nothing moves)
    # who each gate lets through, in order: 0, anyone changed; 1, those whose board moved;
    # 2, those with a special due (worked out when first needed); 3, as 1, and those whose
    # icon counts a modifier may change without a board change (Game.icon_whose)
    movers = order if len(moved) == len(order) else [p for p in order if p in moved]
    if not every:
        icon_readers = movers
    elif restless is None:
        icon_readers = special_order(g)
    else:
        icon_readers = [p for p in special_order(g) if p in moved or p in restless]
    whos = [order, movers, None, icon_readers]
    # (a screen holds for a player whose icon counts nothing modifies, while nothing lowers
    # the requirements)
    plain = touched is not None and SPECIAL_QUERY not in g.modded
    for condition, name, gate, test in available:
        who = whos[gate]
        if who is None:
            who = whos[2] = [p for p in order if players[p].counts[SPECIALS_DUE]]
        for p in who:
            if test is not None and plain and p not in touched:  # (cards.screened, written out)
                ps = players[p]
                packed = ps._packed if ps._packed >= 0 else ps.packed(g.cards)
                high, low, all_of = test
                passed = (((packed | high) - low) | packed) & high
                if passed != high if all_of else not passed:
                    continue
            if condition(g, p):
                earned.append((p, name))
                break
    return earned


async def immediate_checks(g: Game) -> None:
    """3rd edition: special achievements and achievement victory take effect at once, in the
    middle of an effect and on any player's turn (X3-T9: after every verb)."""
    if g._checking:
        return
    earned = specials_earned(g)
    winner = None
    if not earned:  # (the usual case, after every change: nothing to await)
        if not g.rules.achievement_win_immediate:
            return
        winner = check_achievement_victory(g)
        if winner is None:
            return
    g._checking = True  # (the claims and the win change the game again: no checks meanwhile)
    try:
        for p, name in earned:
            await claim_special(g, p, name)
        if earned and g.rules.achievement_win_immediate:
            winner = check_achievement_victory(g)
        if winner is not None:
            await win(g, winner, "achievements")
    finally:
        g._checking = False


def check_achievement_victory(g: Game) -> int | None:
    """Ends the game if someone reached the achievements to win. With hooks the win is an
    event ("if an opponent would win" karmas): the winner is returned, for the caller to
    await `verbs.win`."""
    need = g.need if g.need >= 0 else achievements_needed(g)
    if ACHIEVEMENTS_QUERY not in g.modded:
        players = g.state.players
        for ps in players:
            if len(ps.achievements) >= need:
                break
        else:  # the common case: nobody has enough
            if not g.config.options.get("teams"):
                return None
        counts = [len(p.achievements) for p in players]
    else:
        if not g.config.options.get("teams"):
            # the modifiers' bound first (cheaper than the counts): nobody near, no win
            # (the Cities' flags and fountains: the most any board shows)
            rise = g.hooks.rises.get(ACHIEVEMENTS_QUERY)  # type: ignore[union-attr]  # (Hooks.rises)
            if rise is not None:
                most = need - rise(g)  # nobody wins who holds fewer
                for ps in g.state.players:
                    if len(ps.achievements) >= most:
                        break
                else:
                    return None
        counts = [len(ps.achievements) for ps in g.state.players]
        counts = modified_each(g, ACHIEVEMENTS_QUERY, counts)
    if max(counts) < need and not g.config.options.get("teams"):
        return None
    best: list[tuple[int, int]] = []  # (count, player) of those who reached the goal
    for p in g.order_from(g.state.current):
        count = sum(counts[q] for q in team_of(g, p))
        if count >= need:
            best.append((count, p))
    if best:
        top = max(c for c, _ in best)
        # the most achievements wins; ties go to the first tied player clockwise from the
        # current player's left (X4-T2)
        winner = next(p for c, p in best if c == top)
        if g.hooks is None:
            raise GameOver(team_of(g, winner), "achievements")
        return winner
    return None


