"""The Unseen, 4th edition only (expansions-rules §6, side by side §8.6).

What the set adds to a ruleset (`join`):
- its draw rule: each player's first base draw of every turn (any player's turn) draws an
  Unseen card instead; the Echoes rule takes precedence (U4-T1, U4-T2, Q-14);
- secrets in the Achieve action: a secret of the player's safe, named by its age, claimed
  as a standard achievement if the player is eligible for it (U4-T6, Q-17);
- its five special achievements, state-based, checked after each action in share order.
The safe itself (a zone nobody sees, its owner included), its limit and the `safeguard`
verb are shared machinery (model/zones.py, rules/verbs_hidden.py, rules/verbs.py: safe_full).
"""

from __future__ import annotations

from dataclasses import replace

from ...model.cards import AGE_CARD, FACTORY
from ...model.state import BASE_DRAWS
from ...model.zones import SAFE
from ..actions import Option
from ..engine import Game
from ..hooks import CLAIM_AGE_QUERY, modified
from ..ruleset import Ruleset, SpecialAchievement

SET = "unseen"


# ------------------------------------------------------------------ the draw rule
def draw_rule(g: Game, player: int, age: int, chosen: str, purpose: str) -> str:
    """The first would-be base draw of a player in a turn draws an Unseen card.

    Ruling (U4-T1): a flag per player, whoever's turn it is (sharing, demands, the sharing
    bonus), cleared when each turn begins (the turn counters).
    Ruling (U4-T3): only a would-be base draw: a Figure, a City or an Artifact drawn for
    itself is not one; a base card drawn because such a pile is empty is (Q-14).
    Ruling (U4-T2, Q-14): the Echoes rule takes precedence (this rule runs after it: its
    `rank`); the first would-be base draw uses the flag up whatever is finally drawn, so an
    Echoes card drawn first leaves no Unseen draw for later in the turn.
    """
    if purpose != "base" and purpose in g.set_slot:
        return chosen
    counts = g.state.players[player].counts
    if counts[BASE_DRAWS]:
        return chosen
    counts[BASE_DRAWS] = 1
    return SET if chosen == "base" else chosen


draw_rule.rank = 10  # type: ignore[attr-defined]  # after every other set's rule (Echoes first)


# ------------------------------------------------------------------ achieving a secret
def claim_age(g: Game, player: int) -> int:
    """The highest top value as far as claiming achievements goes."""
    top = g.highest_top_age(player)
    return modified(g, CLAIM_AGE_QUERY, player, top) if CLAIM_AGE_QUERY in g.modded else top


def secret_options(g: Game, player: int) -> list[int]:
    """One secret per age the player is eligible to achieve: the standard test with the
    secret's value (5 x value points, times one more per standard achievement of that value
    already held; a top card of at least that value). Ruling (U4-T6): secrets of one age are
    interchangeable to everybody (nobody knows them), so the action names an age."""
    ps = g.state.players[player]
    if not ps.safe:
        return []
    cards = g.cards.cards
    points = g.score(player)
    top = claim_age(g, player)
    held = [cards[a].age for a in ps.achievements if cards[a].kind == AGE_CARD]
    out: dict[int, int] = {}
    for c in ps.safe:
        age = cards[c].age
        if age not in out and age <= top and points >= 5 * age * (1 + held.count(age)):
            out[age] = c
    return [out[a] for a in sorted(out)]


def pick_secret(g: Game, player: int, cid: int) -> int:
    """Which secret of the named one's age the Achieve action takes: the shuffle decides
    (the game's generator: deterministic, and unknown to a bot's samples)."""
    cards = g.cards.cards
    age = cards[cid].age
    pool = [c for c in g.state.players[player].safe if cards[c].age == age]
    return pool[g.state.rng.below(len(pool))] if len(pool) > 1 else cid


def with_secrets(action):
    """The Achieve action, offering the player's secrets too (U4-T6: only through this
    action; Q-17: as standard achievements, so everything that follows an Achieve action
    follows this one)."""
    base_options, base_run, base_label = action.options, action.run, action.label

    def options(g: Game, player: int) -> list[Option]:
        return base_options(g, player) + [("achieve", c) for c in secret_options(g, player)]

    async def run(g: Game, player: int, option: Option) -> None:
        cid = option[1]
        if g.loc[cid][0] == SAFE:
            option = (option[0], pick_secret(g, player, cid))
        await base_run(g, player, option)

    def label(g: Game, option: Option) -> str:
        if g.loc[option[1]][0] == SAFE:  # never named: nobody may know a secret
            return f"achieve secret {g.card(option[1]).age}"
        return base_label(g, option)

    return replace(action, options=options, run=run, label=label)


# ------------------------------------------------------------------ special achievements
def _top_odd(g: Game, player: int) -> bool:
    cards = g.cards.cards
    return any(cards[c].board_age % 2 for c in g.tops(player))


def anonymity(g: Game, p: int) -> bool:
    # Ruling (Q-17, U4-T9): an achieved secret is a standard achievement
    cards = g.cards.cards
    return g.highest_top_age(p) >= 7 and not any(cards[a].kind == AGE_CARD
                                                 for a in g.state.players[p].achievements)


def confidence(g: Game, p: int) -> bool:
    return len(g.state.players[p].safe) >= 4 and g.highest_top_age(p) >= 5


def folklore(g: Game, p: int) -> bool:
    return g.highest_top_age(p) >= 8 and g.icons(p, FACTORY) == 0


def mystery(g: Game, p: int) -> bool:
    return g.highest_top_age(p) >= 9 and sum(1 for pile in g.state.players[p].piles if pile) < 5


def zen(g: Game, p: int) -> bool:
    return g.highest_top_age(p) >= 6 and not _top_odd(g, p)


def specials() -> dict[str, SpecialAchievement]:
    """Ruling (U4-T8): state-based, checked only at the end of each action, clockwise from
    the current player's left (the 4th edition's order for every special achievement)."""
    return {
        "Anonymity": SpecialAchievement("Anonymity", anonymity, "A top card of value 7 or more "
                                        "and no standard achievements."),
        "Confidence": SpecialAchievement("Confidence", confidence, "A top card of value 5 or more "
                                         "and four or more secrets."),
        "Folklore": SpecialAchievement("Folklore", folklore, "A top card of value 8 or more and no "
                                       "factory on your board.", board_only=True, reads_icons=True),
        "Mystery": SpecialAchievement("Mystery", mystery, "A top card of value 9 or more and fewer "
                                      "than five colours on your board.", board_only=True),
        "Zen": SpecialAchievement("Zen", zen, "A top card of value 6 or more and no top card of "
                                  "odd value.", board_only=True),
    }


# ------------------------------------------------------------------ joining a ruleset
def join(rs: Ruleset) -> None:
    if rs.edition < 4:
        raise ValueError("the Unseen is a 4th-edition set")
    rs.draw_rules = (rs.draw_rules or []) + [draw_rule]
    rs.actions = tuple(with_secrets(a) if a.verb == "achieve" else a for a in rs.actions)
    rs.specials.update(specials())


__all__ = ["join", "draw_rule", "secret_options", "pick_secret", "SET"]
