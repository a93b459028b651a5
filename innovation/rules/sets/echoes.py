"""Echoes of the Past: the rules of both editions (expansions-rules §2, side by side §8.2).

What the set adds to a ruleset (`join`): its draw rule, the promotion of a forecast card
after a Meld action (with its free Dogma action), its five special achievements, and the
echo effects in every Dogma plan. The forecast zone, the `foreshadow` verb (with the 4th
edition's limit), echo steps, bonuses and the duplicate-achievement multiplier are shared
machinery (rules/verbs.py, rules/dogma.py, model/state.py, rules/victory.py).
"""

from __future__ import annotations

import dataclasses

from ...model.cards import HEX_TOKENS, N_ICONS
from ..actions import free_dogma
from ..decision import CARDS, YESNO, Decision
from ..dogma import echo_steps
from ..engine import Game
from ..ruleset import Ruleset, SpecialAchievement
from ..verbs import meld

SET = "echoes"


# ------------------------------------------------------------------ the draw rule
def top_value(g: Game, cid: int) -> int:
    """A top card's value on a board (Battleship Yamato counts 11 there: E4-T1)."""
    c = g.cards.cards[cid]
    return c.visible_age or g.value(cid)


def unique_highest_top(g: Game, player: int) -> bool:
    """4th edition: the highest value among the player's top cards appears exactly once.
    Ruling (E4-T1): an empty board has no top card, so no unique highest one."""
    values = [top_value(g, c) for c in g.tops(player)]
    return bool(values) and values.count(max(values)) == 1


def draw_rule_e4(g: Game, player: int, age: int, chosen: str, purpose: str) -> str:
    """Whenever a base card would be drawn, an Echoes card is drawn instead while the
    player has a unique highest top card (Y4)."""
    if chosen == "base" and unique_highest_top(g, player):
        return SET
    return chosen


def draw_rule_e3(g: Game, player: int, age: int, chosen: str, purpose: str) -> str:
    """3rd edition: a base draw takes an Echoes card when the hand holds cards and none of
    them is an Echoes card (E3-T8: an empty hand draws base)."""
    if chosen != "base":
        return chosen
    hand = g.state.players[player].hand
    cards = g.cards.cards
    if hand and all(cards[c].set != SET for c in hand):
        return SET
    return chosen


# ------------------------------------------------------------------ promotion
def promotable(g: Game, player: int, melded: int) -> list[int]:
    """Forecast cards of value equal to or lower than the melded card."""
    limit = g.value(melded)
    return [c for c in g.state.players[player].forecast if g.value(c) <= limit]


async def promote(g: Game, player: int, melded: int) -> None:
    """After a Meld action, a forecast card of value at most the melded card's is melded
    (promoted) and its dogma taken as a free Dogma action. Ruling (E4-T3): in the 4th
    edition both are mandatory; in the 3rd both are optional (E3-T5). Ruling (X4-T5, E4-T4):
    nothing is promoted once the melded card is no longer a top card."""
    if g.top(player, g.card(melded).color) != melded:
        return
    options = promotable(g, player, melded)
    if not options:
        return
    must = g.rules.edition >= 4
    picked = await g.ask(Decision(player, CARDS, "Promote a card from your forecast (meld it)"
                                  if must else "You may promote a card from your forecast",
                                  options, 1 if must else 0, 1))
    if not picked:
        return
    cid = picked[0]
    if g.logging:
        g.note(f"{g.name(player)} promotes {g.card(cid).name} from the forecast.")
    # E3-T7: the promoted card's meld is not a Meld action (no second promotion)
    await meld(g, player, cid)
    if g.top(player, g.card(cid).color) != cid:
        return  # a replacement effect put it elsewhere: no card to take the Dogma on
    if not must and not await g.ask(Decision(player, YESNO, f"Take a free Dogma action on "
                                             f"{g.card(cid).name}?", ["yes"], 0, 1)):
        return
    # Ruling (Q-12, E4-T5): a card is "foreseen" during the free Dogma action that follows
    # its promotion (and only then).
    await free_dogma(g, player, cid, foreseen=True)


# The after-meld steps in each edition's order (X3-T6, X4-T5): a set's step carries its
# rank, so the steps sort the same whatever order the sets join in.
PROMOTE_RANK = {3: 4, 4: 5}


# ------------------------------------------------------------------ special achievements
def visible_cards(g: Game, player: int, color: int) -> list[tuple[int, int | None]]:
    """(card, splay) for each card of a pile whose slots may show: None for the top card,
    the pile's splay for a covered one."""
    ps = g.state.players[player]
    pile = ps.piles[color]
    if not pile:
        return []
    splay = ps.splay[color]
    covered = [(c, splay) for c in pile[:-1]] if splay else []
    return covered + [(pile[-1], None)]


def visible_tokens(g: Game, player: int, color: int, tokens: tuple[str, ...]) -> int:
    """How many slots with one of these tokens show in a pile (X3-T14: fully visible)."""
    cards = g.cards.cards
    n = 0
    for cid, splay in visible_cards(g, player, color):
        card = cards[cid]
        n += sum(1 for i in card.visible_slots(splay) if card.slots[i] in tokens)
    return n


def visible_bonuses(g: Game, player: int) -> list[int]:
    """Every visible bonus value on a board."""
    cards = g.cards.cards
    out: list[int] = []
    for color in range(5):
        for cid, splay in visible_cards(g, player, color):
            out += cards[cid].visible_bonuses(splay)
    return out


def visible_echoes(g: Game, player: int, color: int) -> int:
    return visible_tokens(g, player, color, ("echo",))


def visible_hexes(g: Game, player: int, color: int) -> int:
    # E3-T13: a hexagon with a music note is a hexagon
    return visible_tokens(g, player, color, HEX_TOKENS)


def pile_icon_counts(g: Game, player: int, color: int) -> list[int]:
    """Every basic icon's visible count in one pile."""
    cards = g.cards.cards
    ps = g.state.players[player]
    pile = ps.piles[color]
    v = [0] * N_ICONS
    if not pile:
        return v
    for i, n in enumerate(cards[pile[-1]].top):
        v[i] += n
    splay = ps.splay[color]
    if splay:
        for cid in pile[:-1]:
            for i, n in enumerate(cards[cid].shown[splay]):
                v[i] += n
    return v


def supremacy(g: Game, player: int) -> bool:
    """Three or more of one icon in each of four colours, the same icon in all four."""
    per_color = [pile_icon_counts(g, player, c) for c in range(5)]
    return any(sum(1 for v in per_color if v[i] >= 3) >= 4 for i in range(N_ICONS))


def specials(edition: int) -> dict[str, SpecialAchievement]:
    destiny = 5 if edition >= 4 else 7  # E3-T14, E4-T8
    return {
        "Wealth": SpecialAchievement(
            "Wealth", lambda g, p: len(visible_bonuses(g, p)) >= 8,
            "Eight or more bonuses visible on your board."),
        "Destiny": SpecialAchievement(
            "Destiny", lambda g, p: len(g.state.players[p].forecast) >= destiny,
            f"{'Five' if destiny == 5 else 'Seven'} or more cards in your forecast."),
        "Heritage": SpecialAchievement(
            "Heritage", lambda g, p: any(visible_hexes(g, p, c) >= 8 for c in range(5)),
            "Eight or more hexagons visible in one colour."),
        "History": SpecialAchievement(
            "History", lambda g, p: any(visible_echoes(g, p, c) >= 4 for c in range(5)),
            "Four or more echo effects visible in one colour."),
        "Supremacy": SpecialAchievement(
            "Supremacy", supremacy,
            "Three or more of one icon visible in each of four colours."),
    }


async def forecast_may_have_changed(g: Game) -> None:
    """The specials' cache follows board versions; a forecast can fill without a board
    change (Destiny), so the end of each action looks at every player again."""
    g.special_cache.clear()


# ------------------------------------------------------------------ joining a ruleset
def join(rs: Ruleset) -> None:
    rs.draw_rules = (rs.draw_rules or []) + [draw_rule_e4 if rs.edition >= 4 else draw_rule_e3]
    if echo_steps not in rs.plan_steps:
        rs.plan_steps.insert(0, echo_steps)
    promote_step = _ranked(promote, PROMOTE_RANK[rs.edition])
    rs.after_meld.append(promote_step)
    rs.after_meld.sort(key=lambda step: getattr(step, "rank", 0))
    # the promotion asks questions: a Meld action keeps its start for clones
    rs.actions = tuple(dataclasses.replace(a, asks=True) if a.verb == "meld" else a
                       for a in rs.actions)
    rs.specials.update(specials(rs.edition))
    rs.end_of_action.insert(0, forecast_may_have_changed)


def _ranked(step, rank: int):
    async def run(g: Game, player: int, melded: int) -> None:
        await step(g, player, melded)

    run.rank = rank  # type: ignore[attr-defined]
    run.__name__ = step.__name__
    return run
