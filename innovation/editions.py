"""Assembles each edition's Ruleset from the rules, the effect verbs and the cards.

This is the only module that knows every layer; `new_game` is the entry point.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from .effects.context import make_ctx
from .model.cards import (
    ASLANT,
    CASTLE,
    CLOCK,
    CROWN,
    FACTORY,
    LEAF,
    LIGHTBULB,
    RIGHT,
    SET_NAMES,
    UP,
    CardSet,
    card_set,
    screen,
)
from .model.state import SCORED, TUCKED
from .rules.actions import BASE_ACTIONS
from .rules.dogma import echo_steps
from .rules.engine import Config, Game
from .rules.hooks import SPECIAL_QUERY, special_slack
from .rules.ruleset import CardImpl, Ruleset, SpecialAchievement
from .rules.turn import run_game
from .rules.victory import immediate_checks

OPTION_NAMES = {
    "teams": "team play: true (partners sit across), or a team number per seat",
    "longer": "the longer game: one more achievement to win",
    "large_table": "allow 5 and 6 players with the base set alone",
    "parley": "4th edition parley rules (default: on with 4+ players and no teams)",
    "far_players": "3rd edition rule for far players (default: on with 5+ players)",
    "relics": "3rd edition Artifacts: the five relics, seized after a dig (default: off)",
}


EMPIRE_SHIFTS = tuple(8 * icon for icon in (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK))


def _specials(edition: int) -> dict[str, SpecialAchievement]:
    # (a karma may lower the requirements, Hedy Lamar: most games have none, and no call;
    # the board specials are checked after most actions: loops, not generators)
    def monument_e4(g: Game, p: int) -> bool:
        demands = g.rules.demand_ids
        k = special_slack(g, p) if SPECIAL_QUERY in g.modded else 0
        n = 0
        for pile in g.state.players[p].piles:
            if pile and pile[-1] in demands:
                n += 1
        return n >= 4 - k

    def monument_e3(g: Game, p: int) -> bool:
        counts = g.state.players[p].counts
        n = 6 - (special_slack(g, p) if SPECIAL_QUERY in g.modded else 0)  # Hedy Lamar: five
        return counts[TUCKED] >= n or counts[SCORED] >= n

    def empire(g: Game, p: int) -> bool:
        # (without modifiers, its screen turns most boards away before this is called)
        v = g.icon_counts(p)
        n = 3 - (special_slack(g, p) if SPECIAL_QUERY in g.modded else 0)
        return (v[CROWN] >= n and v[LEAF] >= n and v[LIGHTBULB] >= n and v[CASTLE] >= n
                and v[FACTORY] >= n and v[CLOCK] >= n)

    def world(g: Game, p: int) -> bool:
        k = special_slack(g, p) if SPECIAL_QUERY in g.modded else 0
        return g.icons(p, CLOCK) >= 12 - k

    def wonder(splays: tuple[int, ...]):
        def check(g: Game, p: int) -> bool:
            k = special_slack(g, p) if SPECIAL_QUERY in g.modded else 0
            n = 0
            for s in g.state.players[p].splay:
                if s in splays:
                    n += 1
                elif not k:  # every colour is needed: stop at the first one short
                    return False
            return n >= 5 - k
        return check

    def universe(g: Game, p: int) -> bool:
        cards = g.cards.cards
        k = special_slack(g, p) if SPECIAL_QUERY in g.modded else 0  # Hedy Lamar: 4 of 7+
        n = 0
        for pile in g.state.players[p].piles:
            if pile and cards[pile[-1]].age >= 8 - k:
                n += 1
            elif not k:
                return False
        return n >= 5 - k

    if edition == 4:
        specials = {
            "Monument": SpecialAchievement("Monument", monument_e4,
                                           "Four or more top cards with a demand effect."),
            "Empire": SpecialAchievement("Empire", empire, "At least three each of crowns, leaves, "
                                         "lightbulbs, castles, factories and clocks on your board."),
            "World": SpecialAchievement("World", world, "Twelve or more clocks on your board."),
            "Wonder": SpecialAchievement("Wonder", wonder((RIGHT, UP, ASLANT)),
                                         "All five colours splayed right, up or aslant."),
            "Universe": SpecialAchievement("Universe", universe, "Five top cards, each of value 8 or more."),
        }
    else:
        specials = {
        "Monument": SpecialAchievement("Monument", monument_e3,
                                       "Tuck six cards, or score six cards, during a single turn."),
        "Empire": SpecialAchievement("Empire", empire, "At least three each of crowns, leaves, "
                                     "lightbulbs, castles, factories and clocks on your board."),
        "World": SpecialAchievement("World", world, "Twelve or more clocks on your board."),
        "Wonder": SpecialAchievement("Wonder", wonder((RIGHT, UP)),
                                     "All five colours on your board, each splayed right or up."),
        "Universe": SpecialAchievement("Universe", universe, "Five top cards, each of value 8 or more."),
        }
    for special in specials.values():
        # every condition reads the board alone, but the 3rd edition's Monument (this turn's
        # tucks and scores); Empire and World read the icon counts
        special.board_only = not (edition == 3 and special.name == "Monument")
        special.reads_icons = special.name in ("Empire", "World")
    specials["Empire"].screen = screen(EMPIRE_SHIFTS, 3)
    specials["World"].screen = screen((8 * CLOCK,), 12)
    return specials


def _optional_module(name: str) -> Any:
    """The module, or None if it does not exist (a set without cards to write, or without
    rules of its own); an import error inside it is raised."""
    try:
        return import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def _impls(edition: int, sets: tuple[str, ...] = ("base",)) -> dict[str, CardImpl]:
    """The card effects of the sets in play: each set's package `innovation.cards.e<N>.<set>`
    exports its `REGISTRY`."""
    impls: dict[str, CardImpl] = {}
    for name in sets:
        package = _optional_module(f"{__package__}.cards.e{edition}.{name}")
        if package is not None:
            impls.update(package.REGISTRY.impls)
    return impls


def _join_set_rules(rs: Ruleset, sets: tuple[str, ...]) -> None:
    """Each expansion's rules module (`innovation.rules.sets.<set>`) adds its hooks, actions
    and steps to the edition's ruleset through its `join(rs)`."""
    for name in sets[1:]:
        module = _optional_module(f"{__package__}.rules.sets.{name}")
        if module is not None:
            module.join(rs)
    if rs.draw_rules:
        # a rule's `rank` says where it stands whatever order the sets joined in (the
        # Unseen's after the Echoes', U4-T2)
        rs.draw_rules.sort(key=lambda rule: getattr(rule, "rank", 0))
    rs.finish()


_RULESETS: dict[tuple, Ruleset] = {}


# The sets whose RULES are implemented, per edition (their cards are checked separately:
# missing_cards). Each expansion adds itself here once its rules are complete.
RULES_DONE: dict[int, tuple[str, ...]] = {3: ("base", "cities", "echoes", "artifacts", "figures"),
                                          4: ("base", "cities", "echoes", "artifacts", "figures",
                                              "unseen")}
EDITION_SETS = {3: ("base", "echoes", "cities", "artifacts", "figures"),
                4: ("base", "echoes", "cities", "artifacts", "figures", "unseen")}


def nth(edition: int) -> str:
    return {3: "3rd", 4: "4th"}.get(edition, f"{edition}th")


SET_TITLES = {"echoes": "Echoes of the Past", "cities": "Cities of Destiny",
              "artifacts": "Artifacts of History", "figures": "Figures in the Sand",
              "unseen": "The Unseen"}


@cache
def cards_to_write(edition: int, name: str) -> tuple[str, ...]:
    """The set's cards (age 1 and up) with a text whose effects are not written yet (cities
    have no text: their rules are the set's)."""
    check_sets(edition, ("base", name))
    impls = _impls(edition, ("base", name))
    cards = card_set(edition)
    # a set that can introduce the age-0 deck (Figures 4e) needs its cards written too
    zero = cards.zero_cards if cards.zero_in((name,)) else []
    return tuple(c.name for c in [*cards.by_set(name), *zero]
                 if (c.age >= 1 or c in zero) and not c.is_city and c.name not in impls)


def set_offer(edition: int) -> list[dict[str, Any]]:
    """The expansions of an edition, as the lobby offers them: each one's name and title,
    whether it can be played yet, and how many of its cards are still to be written."""
    out = []
    for name in EDITION_SETS[edition][1:]:
        missing = len(cards_to_write(edition, name))
        ready = name in RULES_DONE[edition] and not missing
        out.append({"name": name, "title": SET_TITLES[name], "ready": ready, "missing": missing})
    return out


def sets_in_play(expansions: list[str] | tuple[str, ...] | None) -> tuple[str, ...]:
    """The sets of a configuration: base first, then the others in the given order."""
    out = ["base"] + [e for e in (expansions or []) if e != "base"]
    if len(set(out)) != len(out):
        raise ValueError("a set is named twice")
    return tuple(out)


def check_sets(edition: int, sets: tuple[str, ...]) -> None:
    for e in sets:
        if e not in SET_NAMES:
            raise ValueError(f"unknown set {e!r}; sets are: {', '.join(SET_NAMES[1:])}")
        if e not in EDITION_SETS[edition]:
            raise ValueError(f"the {e} set does not exist in the {nth(edition)} edition "
                             f"(its sets: {', '.join(EDITION_SETS[edition][1:])})")


def ruleset(edition: int, expansions: tuple[str, ...] = ("base",)) -> Ruleset:
    """The rules of an edition with these sets. Sets whose rules are not implemented yet get
    none (tests and scenarios may use them; new_game refuses them)."""
    if edition not in (3, 4):
        raise ValueError(f"edition {edition!r} does not exist: choose 3 or 4")
    expansions = sets_in_play(expansions)
    key = (edition, expansions)
    if key in _RULESETS:
        return _RULESETS[key]
    check_sets(edition, expansions)
    cards = card_set(edition)
    impls = _impls(edition, expansions)
    demand_ids = frozenset(c.id for c in cards.all_age_cards
                           if c.name in impls and impls[c.name].has_demand)
    common: dict[str, Any] = dict(specials=_specials(edition), impls=impls, ctx_factory=make_ctx,
                                  demand_ids=demand_ids, entry=run_game,
                                  actions=BASE_ACTIONS, n_sets=len(expansions),
                                  draw_rules=[] if len(expansions) > 1 else None,
                                  # echo effects join a Dogma's plan once cards have them
                                  plan_steps=[echo_steps] if any(i.echo for i in impls.values())
                                  else [])
    if edition == 4:
        rs = Ruleset(edition=4, max_age=11, achievement_ages=range(1, 11), forecast_limit=True,
                     **common)
    else:
        rs = Ruleset(edition=3, max_age=10, achievement_ages=range(1, 10),
                     special_ties_current_first=True,
                     achievement_win_immediate=True, reveal_counts_for_sharing=True,
                     chain_rule=False, min_achievements=4, splays=(1, 2, 3),
                     after_change=immediate_checks, **common)
    _join_set_rules(rs, expansions)
    _RULESETS[key] = rs
    return rs


def missing_cards(edition: int = 4, expansions: tuple[str, ...] = ("base",)) -> dict[str, list[str]]:
    """Per set, the cards (age 1 and up) whose effects are not implemented yet. A set whose
    rules are not implemented lists every card it has, even those without effects (cities)."""
    found = _missing(edition, sets_in_play(expansions))  # worked out once per table of sets
    return {name: list(cards) for name, cards in found.items()}


@cache
def _missing(edition: int, expansions: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    check_sets(edition, expansions)
    impls = _impls(edition, expansions)
    cards = card_set(edition)
    out: dict[str, tuple[str, ...]] = {}
    for name in expansions:
        if name not in RULES_DONE[edition]:
            out[name] = tuple(c.name for c in cards.by_set(name) if c.age >= 1)
        else:
            zero = cards.zero_cards if cards.zero_in((name,)) else []  # the age-0 deck it brings
            missing = tuple(c.name for c in [*cards.by_set(name), *zero]
                            if (c.age >= 1 or c in zero) and c.name not in impls)
            if missing:
                out[name] = missing
    return out


def max_players(edition: int, expansions: int, large_table: bool = False) -> int:
    """The most players a table takes (§8.1): the 3rd edition's "each expansion you play
    with increases the maximum player count by one" (up to six); the 4th edition's table
    goes to five players once an expansion is in play. The large-table option allows six."""
    # Ruling (§8.1): the Ultimate rulebook's table goes to five players with expansions; the
    # 3rd edition's count is capped at six, the most either edition seats.
    if large_table:
        return 6
    if edition == 3:
        return min(6, 4 + expansions)
    return 5 if expansions else 4


def normalize_options(options: dict | None, edition: int, n: int,
                      expansions: int = 0, sets: tuple[str, ...] | list[str] | None = None
                      ) -> dict[str, Any]:
    """Check the table options and fill in the defaults that depend on the table
    (`expansions`: how many sets besides the base set are in play; `sets`: which, when
    known)."""
    opts = dict(options or {})
    for key in opts:
        if key not in OPTION_NAMES:
            raise ValueError(f"unknown option {key!r}; options are: {', '.join(OPTION_NAMES)}")
    top = max_players(edition, expansions, bool(opts.get("large_table")))
    if not 2 <= n <= top:
        more = "" if opts.get("large_table") else " (6 with the large_table option)"
        what = "the base game" if not expansions else f"this game with {expansions} expansion(s)"
        raise ValueError(f"{n} players: {what} takes 2 to {top}{more}")
    teams = opts.get("teams")
    if teams is True:
        if n % 2:
            raise ValueError("teams=true pairs partners across the table: it needs an even number of players")
        teams = [i % (n // 2) for i in range(n)]
    if teams:
        if (not isinstance(teams, list) or len(teams) != n
                or not all(isinstance(t, (int, str)) for t in teams)):
            raise ValueError(f"teams must be true or list one team (a number or name) per seat ({n} seats)")
        ids = sorted(set(teams), key=teams.index)
        if len(ids) < 2:
            raise ValueError("teams: at least two teams are needed")
        if edition == 3 and not (n == 4 and all(teams.count(t) == 2 for t in ids)):
            raise ValueError("the 3rd edition's team rules are for four players in two teams of two")
        opts["teams"] = [ids.index(t) for t in teams]
    else:
        opts.pop("teams", None)
    if edition == 4:
        opts.setdefault("parley", n >= 4 and "teams" not in opts)
        if opts["parley"] and (n < 4 or "teams" in opts):
            raise ValueError("parley is for games of four or more players without teams")
        if opts.pop("far_players", False):
            raise ValueError("the far-players rule belongs to the 3rd edition")
    else:
        opts.setdefault("far_players", n >= 5)
        if opts.pop("parley", False):
            raise ValueError("parley belongs to the 4th edition")
    # Ruling (R3-T1): the relics are an option of the 3rd edition's Artifacts, off unless
    # asked for (no expansion of their own: the achievements to win do not change)
    if opts.get("relics"):
        if edition != 3:  # A4-T8: the 4th edition has no relics, nor seizing (it steals museums)
            raise ValueError("the relics belong to the 3rd edition's Artifacts of History "
                             "(the 4th edition has museums instead)")
        if sets is not None and "artifacts" not in sets:
            raise ValueError("the relics need Artifacts of History in play")
    else:
        opts.pop("relics", None)
    return opts


def _check_players(players: list[str]) -> None:
    if len(set(players)) != len(players):
        raise ValueError("player names must be different")


def check_table(edition: int, players: int, options: dict | None = None,
                sets: list[str] | tuple[str, ...] | None = None,
                allow_missing: bool = False) -> dict[str, Any]:
    """Refuse a table before any game is set up: an edition, a player count, options and
    sets that do not go together, or a set not implemented yet (ValueError, one line).
    Returns the options with the table's defaults filled in."""
    if edition not in (3, 4):
        raise ValueError(f"edition {edition!r} does not exist: choose 3 or 4")
    chosen = sets_in_play(sets)
    check_sets(edition, chosen)
    opts = normalize_options(options, edition, players, len(chosen) - 1, chosen)
    if not allow_missing:
        missing = missing_cards(edition, chosen)
        if missing:
            what = "; ".join(f"{name}: {len(cards)} cards" for name, cards in missing.items())
            raise ValueError(f"not implemented yet in the {nth(edition)} edition ({what}); "
                             "`innovation cards --missing` lists them")
    return opts


def parse_sets(text: str | None) -> list[str]:
    """`echoes,cities` -> the sets in play, base first (the command line's --sets)."""
    names = [t.strip().lower() for t in (text or "").split(",") if t.strip()]
    return list(sets_in_play(names))


def new_game(players: list[str] | int = 2, seed: int = 0, edition: int = 4,
             expansions: list[str] | None = None, options: dict | None = None,
             start: bool = True, allow_missing: bool = False) -> Game:
    """Set up a game. Refuses (ValueError) a set whose cards are not all implemented."""
    if isinstance(players, int):
        players = [f"P{i + 1}" for i in range(players)]
    if edition not in (3, 4):
        raise ValueError(f"edition {edition!r} does not exist: choose 3 or 4")
    sets = sets_in_play(expansions)
    opts = check_table(edition, len(players), options, sets, allow_missing)
    _check_players(players)
    config = Config(list(players), edition, list(sets), opts)
    rs = ruleset(edition, sets)
    cards: CardSet = card_set(edition)
    g = Game(config, seed, rs, cards)
    if start:
        g.start()
    return g


def load_saved(path: str) -> Game:
    """A game saved as `Game.to_json()` in a file (terminal `save`, autosave, fuzz failures).
    Anything else is refused with one clear ValueError."""
    import json

    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise ValueError(f"{path} is not a saved game (not JSON)") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path} is not a saved game (expected a JSON object)")
    for key, kind in (("config", dict), ("seed", int), ("answers", list)):
        if key not in data:
            raise ValueError(f"{path} is not a saved game: it has no {key!r}")
        if not isinstance(data[key], kind) or isinstance(data[key], bool):
            raise ValueError(f"{path} is not a saved game: {key!r} is not a {kind.__name__}")
    players = data["config"].get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError(f"{path} is not a saved game: its config names no players")
    try:
        return restore(data)
    except (ValueError, TypeError, KeyError) as exc:
        raise ValueError(f"{path} does not replay: {exc}") from None


def restore(data: dict, track_history: bool = False) -> Game:
    """Rebuild a game from `Game.to_json()` by replaying its answers."""
    config = Config.from_json(data["config"])
    config.check_version()
    g = new_game(config.players, int(data["seed"]), config.edition, config.expansions,
                 config.options, allow_missing=True)
    g.logging = True
    if track_history:
        g.track_history()
    for a in data["answers"]:
        g.answer(a)
    return g
