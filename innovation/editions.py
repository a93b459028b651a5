"""Assembles each edition's Ruleset from the rules, the effect verbs and the cards.

This is the only module that knows every layer; `new_game` is the entry point.
"""

from __future__ import annotations

from .effects.context import make_ctx
from .model.cards import ASLANT, CASTLE, CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB, RIGHT, UP, CardSet, card_set
from .rules.engine import Config, Game
from .rules.ruleset import Ruleset, SpecialAchievement

SET_NAMES = ("base", "echoes", "cities", "artifacts", "figures", "unseen")


def _e4_specials() -> dict[str, SpecialAchievement]:
    def tops(g: Game, p: int) -> list[int]:
        return g.tops(p)

    def monument(g: Game, p: int) -> bool:
        demands = g.rules.demand_ids
        return sum(1 for c in tops(g, p) if c in demands) >= 4

    def empire(g: Game, p: int) -> bool:
        v = g.state.players[p].icons(g.cards)
        return all(v[i] >= 3 for i in (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK))

    def world(g: Game, p: int) -> bool:
        return g.icons(p, CLOCK) >= 12

    def wonder(g: Game, p: int) -> bool:
        return all(s in (RIGHT, UP, ASLANT) for s in g.state.players[p].splay)

    def universe(g: Game, p: int) -> bool:
        cards = g.cards.cards
        return all(pile and cards[pile[-1]].age >= 8 for pile in g.state.players[p].piles)

    return {
        "Monument": SpecialAchievement("Monument", monument, "Four or more top cards with a demand effect."),
        "Empire": SpecialAchievement("Empire", empire, "At least three each of crowns, leaves, "
                                     "lightbulbs, castles, factories and clocks on your board."),
        "World": SpecialAchievement("World", world, "Twelve or more clocks visible on your board."),
        "Wonder": SpecialAchievement("Wonder", wonder, "All five colours splayed right, up or aslant."),
        "Universe": SpecialAchievement("Universe", universe, "Five top cards, each of value 8 or more."),
    }


_RULESETS: dict[tuple, Ruleset] = {}


def ruleset(edition: int, expansions: tuple[str, ...] = ("base",)) -> Ruleset:
    key = (edition, expansions)
    if key in _RULESETS:
        return _RULESETS[key]
    for e in expansions:
        if e not in SET_NAMES:
            raise ValueError(f"unknown set {e!r}; sets are: {', '.join(SET_NAMES)}")
    if edition != 4:
        raise ValueError(f"edition {edition} is not implemented yet (available: 4)")
    if expansions != ("base",):
        raise ValueError(f"expansions {', '.join(e for e in expansions if e != 'base')} "
                         "are not implemented yet (available: base)")
    from .cards.e4.base import BASE4

    cards = card_set(4)
    impls = dict(BASE4.impls)
    rs = Ruleset(edition=4, max_age=11, achievement_ages=range(1, 11),
                 specials=_e4_specials(), impls=impls, ctx_factory=make_ctx,
                 demand_ids=frozenset(c.id for c in cards.age_cards
                                      if c.name in impls and impls[c.name].has_demand))
    _RULESETS[key] = rs
    return rs


def missing_cards(edition: int = 4, expansions: tuple[str, ...] = ("base",)) -> list[str]:
    rs = ruleset(edition, expansions)
    return [c.name for c in card_set(edition).age_cards
            if c.set in expansions and c.name not in rs.impls]


def new_game(players: list[str] | int = 2, seed: int = 0, edition: int = 4,
             expansions: list[str] | None = None, options: dict | None = None,
             start: bool = True, allow_missing: bool = False) -> Game:
    """Set up a game. Refuses (ValueError) a set whose cards are not all implemented."""
    if isinstance(players, int):
        players = [f"P{i + 1}" for i in range(players)]
    if not 2 <= len(players) <= 4:
        raise ValueError(f"{len(players)} players: the 4th-edition base game takes 2 to 4")
    if len(set(players)) != len(players):
        raise ValueError("player names must be different")
    config = Config(list(players), edition, list(expansions or ["base"]), dict(options or {}))
    exps = tuple(config.expansions)
    rs = ruleset(edition, exps)
    if not allow_missing:
        missing = missing_cards(edition, exps)
        if missing:
            raise ValueError(f"{len(missing)} cards are not implemented yet: {', '.join(missing)}")
    cards: CardSet = card_set(edition)
    g = Game(config, seed, rs, cards)
    if start:
        g.start()
    return g


def restore(data: dict) -> Game:
    """Rebuild a game from `Game.to_json()` by replaying its answers."""
    config = Config.from_json(data["config"])
    g = new_game(config.players, int(data["seed"]), config.edition, config.expansions,
                 config.options, allow_missing=True)
    g.logging = True
    for a in data["answers"]:
        g.answer(a)
    return g
