"""Runs scenario files (the format: docs/scenarios.md): impose a position, answer
decisions, compare the table with what is expected."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .editions import normalize_options, ruleset
from .model.cards import AGE_CARD, COLORS, DECREE, FACE_UP_KINDS, RELIC, SPECIAL, SPLAYS, card_set
from .model.state import ScriptedRng
from .model.zones import (
    AVAILABLE,
    BOARD,
    DECK,
    JUNK,
    OWNER,
    PUBLIC,
    RELICS,
    SAFE,
    SCENARIO_PLAYER_ZONES,
    ZONES,
    in_play,
)
from .model.zones import BY_NAME as ZONE_BY_NAME
from .rules.decision import ACTION, IllegalAnswer
from .rules.engine import Config, Game
from .rules.ruleset import Ruleset
from .rules.sets.figures import introduce_zero
from .rules.verbs import place, set_splay

PLAYER_ZONES = SCENARIO_PLAYER_ZONES  # hand, score, achievements, forecast, ... (zone table)


class ScenarioError(Exception):
    """The file is malformed: names the key at fault."""


@dataclass
class Result:
    path: str
    name: str
    ok: bool
    message: str = ""
    step: int | None = None
    diffs: list[str] = field(default_factory=list)


def _req(d: dict, key: str, where: str) -> Any:
    if key not in d:
        raise ScenarioError(f"missing key {where}{key!r}")
    return d[key]


class Scenario:
    def __init__(self, data: dict, path: str = "<scenario>"):
        if not isinstance(data, dict):
            raise ScenarioError("the file must hold one JSON object")
        self.path = path
        self.data = data
        self.name = str(data.get("name", Path(path).stem))
        self.edition = _req(data, "edition", "")
        if self.edition not in (3, 4):
            raise ScenarioError(f"key 'edition': {self.edition!r} is not 3 or 4")
        exps = data.get("expansions", ["base"])
        if not isinstance(exps, list) or not all(isinstance(e, str) for e in exps):
            raise ScenarioError("key 'expansions' must be a list of set names")
        self.expansions = ["base"] + [e for e in exps if e != "base"]
        self.options = data.get("options", {})
        if not isinstance(self.options, dict):
            raise ScenarioError("key 'options' must be an object")
        self.players = _req(data, "players", "")
        if (not isinstance(self.players, list) or not 2 <= len(self.players) <= 6
                or not all(isinstance(p, str) for p in self.players)
                or len(set(self.players)) != len(self.players)):
            raise ScenarioError("key 'players' must list 2 to 6 different names")
        self.setup = data.get("setup", {})
        self.steps = data.get("steps", [])
        self.expect = data.get("expect")
        if not isinstance(self.setup, dict):
            raise ScenarioError("key 'setup' must be an object")
        if not isinstance(self.steps, list):
            raise ScenarioError("key 'steps' must be a list")
        if self.expect is not None and not isinstance(self.expect, dict):
            raise ScenarioError("key 'expect' must be an object")

    # ---------------------------------------------------------------- setup
    def build(self, rules: Ruleset | None = None) -> Game:
        """The game at the scenario's position. `rules` replaces the edition's ruleset (tests
        of the hook layer give rules with test-only hooks)."""
        try:
            rs = rules or ruleset(self.edition, tuple(self.expansions))
        except ValueError as exc:
            raise ScenarioError(f"key 'expansions': {exc}") from None
        cards = card_set(self.edition)
        try:
            options = normalize_options(self.options, self.edition, len(self.players),
                                        len(self.expansions) - 1, self.expansions)
        except ValueError as exc:
            raise ScenarioError(f"key 'options': {exc}") from None
        config = Config(list(self.players), self.edition, list(self.expansions), options)
        g = Game(config, 12345, rs, cards)
        g.logging = True
        s = g.state
        pidx = {name: i for i, name in enumerate(self.players)}

        def find(name: Any, key: str) -> int:
            if not isinstance(name, str):
                raise ScenarioError(f"key {key}: {name!r} is not a card name")
            try:
                card = cards.find(name)
            except KeyError:
                raise ScenarioError(f"key {key}: unknown card {name!r}") from None
            if card.kind == AGE_CARD and card.age == 0 and cards.zero_in(self.expansions):
                # naming an age-0 card introduces the age-0 deck (docs/scenarios.md)
                introduce_zero(g)
            elif not (card.kind == AGE_CARD and card.age >= 1 and card.set in self.expansions
                    or card.kind == SPECIAL and card.name in rs.specials
                    or card.kind == DECREE and card.set in self.expansions
                    or card.kind == RELIC and g.config.options.get("relics")):
                raise ScenarioError(f"key {key}: {card.name} ({card.set}) is not a card of this game")
            return card.id

        # 1. every personal zone goes back to its deck
        for p in s.players:
            for cid in [c for zone in p.zone_lists() for c in zone]:
                if cards[cid].kind == RELIC:  # a relic lies beside its pile
                    place(g, cid, RELICS)
                else:
                    place(g, cid, DECK, -1, g.deck_of(cid))
        setup = self.setup
        # 2. the standard achievements, if replaced
        if "achievements" in setup:
            for cid in [c for c in s.achievements if cards[c].kind == AGE_CARD]:
                place(g, cid, DECK, -1, g.deck_of(cid))
        for deck in s.decks:
            s.rng.shuffle(deck)
        named: set[int] = set()

        def take(name: Any, key: str) -> int:
            cid = find(name, key)
            if cid in named:
                raise ScenarioError(f"key {key}: card {name!r} is named twice in setup")
            named.add(cid)
            return cid

        placements: list[tuple[int, int, int, int, bool]] = []  # cid, kind, player, sub, bottom
        splays: list[tuple[int, int, int]] = []
        for key, value in setup.items():
            if key in ("achievements", "junk", "decks", "actions", "coins"):
                continue
            if key not in pidx:
                raise ScenarioError(f"key setup.{key}: not a player, 'achievements', 'junk', "
                                    "'decks', 'actions' or 'coins'")
            if not isinstance(value, dict):
                raise ScenarioError(f"key setup.{key}: must be an object of zones")
            p = pidx[key]
            for zone, content in value.items():
                where = f"setup.{key}.{zone}"
                if zone in COLORS:
                    pile, splay = self._pile(content, where)
                    color = COLORS.index(zone)
                    for name in reversed(pile):
                        cid = take(name, where)
                        if cards[cid].color != color:
                            raise ScenarioError(f"key {where}: {name} is not {zone}")
                        placements.append((cid, BOARD, p, color, False))
                    splays.append((p, color, splay))
                elif zone in PLAYER_ZONES:
                    if not isinstance(content, list):
                        raise ScenarioError(f"key {where}: must be a list of card names")
                    z = ZONE_BY_NAME[zone]
                    if not in_play(z, self.expansions):
                        if content:
                            raise ScenarioError(f"key {where}: the {zone} zone needs one of "
                                                f"these sets in play: {', '.join(z.sets)}")
                        continue
                    kind = z.kind
                    for name in content:
                        placements.append((take(name, where), kind, p, 0, False))
                else:
                    raise ScenarioError(f"key {where}: unknown zone")
        if "achievements" in setup:
            lst = setup["achievements"]
            if not isinstance(lst, list):
                raise ScenarioError("key setup.achievements: must be a list of card names")
            for name in lst:
                placements.append((take(name, "setup.achievements"), AVAILABLE, -1, 0, False))
        junk = setup.get("junk", [])
        if not isinstance(junk, list):
            raise ScenarioError("key setup.junk: must be a list of card names")
        for name in junk:
            placements.append((take(name, "setup.junk"), JUNK, -1, 0, False))
        decks = setup.get("decks", {})
        if not isinstance(decks, dict):
            raise ScenarioError("key setup.decks: must be an object of sets")
        tops: list[tuple[int, int]] = []
        for set_name, ages in decks.items():
            if not isinstance(ages, dict):
                raise ScenarioError(f"key setup.decks.{set_name}: must map ages to card lists")
            if set_name not in g.set_slot:
                raise ScenarioError(f"key setup.decks.{set_name}: that set is not in play "
                                    f"(expansions: {', '.join(self.expansions)})")
            for age, lst in ages.items():
                where = f"setup.decks.{set_name}.{age}"
                if not isinstance(lst, list):
                    raise ScenarioError(f"key {where}: must be a list of card names")
                for name in lst:
                    cid = take(name, where)
                    if str(cards[cid].age) != str(age) or cards[cid].set != set_name:
                        raise ScenarioError(f"key {where}: {name} is a {cards[cid].back} card")
                    tops.append((cid, cards[cid].age))
        # a named standard achievement is replaced from its deck, so ages 1-10 stay available
        if "achievements" not in setup:
            for cid, *_ in placements + [(c, 0, 0, 0, False) for c, _ in tops]:
                if g.loc[cid][0] == AVAILABLE and cards[cid].kind == AGE_CARD:
                    deck = s.decks[cards[cid].age]
                    spare = next((c for c in reversed(deck) if c not in named), None)
                    if spare is not None:
                        place(g, spare, AVAILABLE)
        for cid, kind, p, sub, bottom in placements:
            place(g, cid, kind, p, sub, bottom)
        for cid, _age in reversed(tops):
            place(g, cid, DECK, -1, g.deck_of(cid))
        for p, color, splay in splays:
            set_splay(g, p, color, splay)
        actions = setup.get("actions", 1)
        if actions not in (1, 2):
            raise ScenarioError("key setup.actions: must be 1 or 2")
        coins = setup.get("coins", [])
        if not isinstance(coins, list) or any(c not in ("win", "lose") for c in coins):
            raise ScenarioError("key setup.coins: must be a list of 'win' and 'lose'")
        if coins:  # the next coin flips, whoever flips (then the generator's)
            s.rng = ScriptedRng(s.rng.state, tuple(c == "win" for c in coins))
        s.phase = "play"
        s.current = 0
        s.turn = 100
        s.actions_left = actions
        s.moves = 0
        reset_knowledge(g)
        g.log.clear()
        g.start()
        return g

    @staticmethod
    def _pile(content: Any, where: str) -> tuple[list, int]:
        if isinstance(content, list):
            return content, 0
        if isinstance(content, dict):
            cards = content.get("cards", [])
            splay = content.get("splay", "none")
            if not isinstance(cards, list):
                raise ScenarioError(f"key {where}.cards: must be a list of card names")
            if splay not in SPLAYS:
                raise ScenarioError(f"key {where}.splay: {splay!r} is not one of {', '.join(SPLAYS)}")
            return cards, SPLAYS.index(splay)
        raise ScenarioError(f"key {where}: must be a list or {{cards, splay}}")

    # ---------------------------------------------------------------- steps
    def play_step(self, g: Game, step: Any, i: int) -> None:
        where = f"steps[{i}]"
        if not isinstance(step, dict) or len(step) == 0:
            raise ScenarioError(f"key {where}: must be an object")
        d = g.pending
        if d is None:
            raise StepFailure("the game is over; no decision is pending")
        if "expect_options" in step:
            want = step["expect_options"]
            if not isinstance(want, list):
                raise ScenarioError(f"key {where}.expect_options: must be a list of labels")
            have = g.labels(d)
            if Counter(x.lower() for x in have) != Counter(str(x).lower() for x in want):
                raise StepFailure(f"options are {sorted(have)}, expected {sorted(want)}")
            return
        if "action" in step:
            if d.kind != ACTION:
                raise StepFailure(f"expected an action, but {g.names[d.player]} is asked: "
                                  f"{d.prompt} {g.labels(d)}")
            g.answer([self._action_index(g, step, where)])
            return
        if "choose" in step:
            choose = step["choose"]
            if choose == "auto":
                g.answer(_auto(d))
                return
            if not isinstance(choose, list):
                raise ScenarioError(f"key {where}.choose: must be a list of labels or 'auto'")
            g.answer(g.indices_for([str(c) for c in choose]))
            if len(choose) >= 2:
                self._answer_order(g, [str(c) for c in choose])
            return
        if "expect_illegal" in step:
            want = step["expect_illegal"]
            if not isinstance(want, dict) or "action" not in want:
                raise ScenarioError(f"key {where}.expect_illegal: must be an action step")
            if d.kind != ACTION:
                raise StepFailure(f"expected a choice of action, but {g.names[d.player]} is "
                                  f"asked: {d.prompt} {g.labels(d)}")
            try:
                self._action_index(g, want, f"{where}.expect_illegal")
            except StepFailure:
                return  # not offered: as expected
            raise StepFailure(f"action {json.dumps(want)} is offered, expected it to be illegal")
        raise ScenarioError(f"key {where}: expected 'action', 'choose', 'expect_options' or "
                            "'expect_illegal'")

    @staticmethod
    def _answer_order(g: Game, picked: list[str]) -> None:
        """A multi-card pick gives the order too: an order question right after it, over
        cards of the pick, is answered from the pick's list (scenario format)."""
        d = g.pending
        if d is None or not d.ordered or d.min != len(d.options) or len(d.options) < 2:
            return
        pool = [p.lower() for p in picked]
        order: list[str] = []
        for label in g.labels(d):
            if label.lower() not in pool:
                return  # not an order of the picked cards
            pool.remove(label.lower())
        remaining = [p.lower() for p in picked]
        have = [h.lower() for h in g.labels(d)]
        for p in remaining:
            if p in have:
                have.remove(p)
                order.append(p)
        g.answer(g.indices_for(order))

    def _action_index(self, g: Game, step: dict, where: str) -> int:
        d = g.pending
        verb = step["action"]
        if verb not in ("draw", "meld", "dogma", "achieve", "endorse", "inspire", "decree"):
            raise ScenarioError(f"key {where}.action: unknown action {verb!r}")
        for idx, opt in enumerate(d.options):
            if opt[0] != verb:
                continue
            if verb == "draw":
                return idx
            card = g.card(opt[1])
            if verb == "achieve" and "age" in step:
                # (a secret is named by "card": an age alone means an achievement on offer)
                if card.kind == AGE_CARD and card.age == int(step["age"]) and g.loc[opt[1]][0] != SAFE:
                    return idx
            elif verb == "achieve" and g.loc[opt[1]][0] == SAFE:
                # The Unseen: a secret is offered by its age (secrets of one age are alike to
                # everybody, and the shuffle picks one): a card named in the safe names its age
                named = _named_card(g, step)
                if named is not None and g.loc[named][:2] == g.loc[opt[1]][:2] and \
                        g.card(named).age == card.age and g.card(named).set == card.set:
                    return idx
            elif verb == "endorse":  # Cities: the card endorsed and the city endorsing it
                if card.name.lower() == str(step.get("card")).lower() and \
                        g.card(opt[2]).name.lower() == str(step.get("city")).lower():
                    return idx
            elif verb == "inspire":  # Figures (3rd edition): the colour inspired
                if COLORS[card.color] == str(step.get("color")).lower():
                    return idx
            elif "card" in step and card.name.lower() == str(step["card"]).lower():
                return idx
        if verb == "dogma":  # a card on a distant player's board: dogma by parley
            for idx, opt in enumerate(d.options):
                if opt[0] == "parley" and g.card(opt[1]).name.lower() == str(step.get("card")).lower():
                    return idx
        raise StepFailure(f"action {json.dumps(step)} is not legal now; legal: {g.labels(d)}")

    # ---------------------------------------------------------------- expect
    def compare(self, g: Game) -> list[str]:
        exp = self.expect or {}
        diffs: list[str] = []
        cards = g.cards
        s = g.state
        pidx = {name: i for i, name in enumerate(self.players)}
        names = lambda ids: [cards[c].name for c in ids]  # noqa: E731
        for key, want in exp.items():
            if key in pidx:
                if not isinstance(want, dict):
                    raise ScenarioError(f"key expect.{key}: must be an object of zones")
                p = pidx[key]
                ps = s.players[p]
                for zone in want:
                    if zone not in COLORS and zone not in PLAYER_ZONES:
                        raise ScenarioError(f"key expect.{key}.{zone}: unknown zone")
                for c, color in enumerate(COLORS):
                    pile, splay = self._pile(want.get(color, []), f"expect.{key}.{color}")
                    have = list(reversed(names(ps.piles[c])))
                    have_splay = ps.splay[c]
                    if [n.lower() for n in have] != [str(n).lower() for n in pile] or \
                            (pile and have_splay != splay):
                        diffs.append(f"{key}.{color}: expected {pile} splay {SPLAYS[splay]}, "
                                     f"got {have} splay {SPLAYS[have_splay]}")
                for zone in PLAYER_ZONES:
                    lst = want.get(zone, [])
                    if not isinstance(lst, list):
                        raise ScenarioError(f"key expect.{key}.{zone}: must be a list")
                    have_ids = getattr(ps, ZONE_BY_NAME[zone].attr)
                    problem = _multiset_diff(g, lst, have_ids)
                    if problem:
                        diffs.append(f"{key}.{zone}: {problem}")
            elif key == "achievements":
                have_ids = [c for c in s.achievements if cards[c].kind == AGE_CARD]
                problem = _multiset_diff(g, want, have_ids)
                if problem:
                    diffs.append(f"achievements: {problem}")
            elif key == "junk":
                problem = _multiset_diff(g, want, s.junk)
                if problem:
                    diffs.append(f"junk: {problem}")
            elif key == "scores":
                if not isinstance(want, dict):
                    raise ScenarioError("key expect.scores: must map players to numbers")
                for name, value in want.items():
                    if name not in pidx:
                        raise ScenarioError(f"key expect.scores.{name}: not a player")
                    have = g.score(pidx[name])
                    if have != value:
                        diffs.append(f"score of {name}: expected {value}, got {have}")
            elif key == "winner":
                have_w = None if s.winners is None else sorted(self.players[p] for p in s.winners)
                if want is None:
                    want_w = None
                elif isinstance(want, list):
                    want_w = sorted(want)
                else:
                    want_w = [want]
                if have_w is not None and want_w is not None and have_w != want_w:
                    diffs.append(f"winner: expected {want_w}, got {have_w} ({s.end_reason})")
                elif (have_w is None) != (want_w is None):
                    diffs.append(f"winner: expected {want_w}, got "
                                 f"{have_w if have_w is not None else 'game not over'}"
                                 + (f" ({s.end_reason})" if s.end_reason else ""))
            elif key == "decks":
                if not isinstance(want, dict):
                    raise ScenarioError("key expect.decks: must map sets to {age: count}")
                for set_name, ages in want.items():
                    if not isinstance(ages, dict):
                        raise ScenarioError(f"key expect.decks.{set_name}: must map ages to counts")
                    for age, count in ages.items():
                        try:
                            a = int(age)
                        except ValueError:
                            raise ScenarioError(f"key expect.decks.{set_name}.{age}: not an age") from None
                        deck = g.deck(set_name, a) if set_name in g.set_slot and \
                            0 <= a < g.deck_span else []
                        have = len(deck)
                        if have != count:
                            diffs.append(f"decks.{set_name}.{age}: expected {count} cards, got {have}")
            elif key == "next":
                who = want.get("player") if isinstance(want, dict) else None
                if who not in pidx:
                    raise ScenarioError("key expect.next: must be {\"player\": NAME}")
                if s.phase == "over" or s.current != pidx[who]:
                    diffs.append(f"next: expected {who}, got "
                                 f"{'game over' if s.phase == 'over' else self.players[s.current]}")
            else:
                raise ScenarioError(f"key expect.{key}: unknown key")
        return diffs

    def run(self) -> Result:
        g = self.build()
        for i, step in enumerate(self.steps):
            try:
                self.play_step(g, step, i)
            except (StepFailure, IllegalAnswer) as exc:
                return Result(self.path, self.name, False, str(exc), step=i, diffs=_context(g))
        diffs = self.compare(g)
        if diffs:
            return Result(self.path, self.name, False, "table differs", step=len(self.steps),
                          diffs=diffs)
        return Result(self.path, self.name, True)


class StepFailure(Exception):
    pass


def _auto(d) -> list[int]:
    from itertools import combinations

    hi = min(d.max, len(d.options))
    for k in range(d.min, hi + 1):
        for combo in combinations(range(len(d.options)), k):
            try:
                return d.validate(list(combo))
            except IllegalAnswer:
                continue
    raise StepFailure("no legal answer for 'auto'")


def _multiset_diff(g: Game, want: list, have_ids: list[int]) -> str | None:
    """Compare expected labels (titles, or backs like 'base-3') with actual cards."""
    cards = g.cards
    remaining = list(have_ids)
    missing: list[str] = []
    backs: list[str] = []
    for label in want:
        lab = str(label).lower()
        hit = next((c for c in remaining if cards[c].name.lower() == lab), None)
        if hit is None:
            backs.append(str(label))
        else:
            remaining.remove(hit)
    for label in backs:
        lab = label.lower()
        hit = next((c for c in remaining if cards[c].back.lower() == lab), None)
        if hit is None:
            missing.append(label)
        else:
            remaining.remove(hit)
    if missing or remaining:
        return (f"expected {sorted(map(str, want))}, got {sorted(cards[c].name for c in have_ids)}")
    return None


def _context(g: Game) -> list[str]:
    d = g.pending
    lines = []
    if d is not None:
        lines.append(f"pending: {g.names[d.player]}: {d.prompt}: {g.labels(d)}")
    lines += [f"log: {e.text}" for e in g.log[-12:]]
    return lines


def _named_card(g: Game, step: dict) -> int | None:
    try:
        return g.cards.find(str(step.get("card"))).id
    except KeyError:
        return None


def load(path: Path) -> Scenario:
    try:
        data = json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"not valid JSON: {exc}") from None
    return Scenario(data, str(path))


def collect(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            files += sorted(path.rglob("*.json"))
        elif path.exists():
            files.append(path)
        else:
            raise FileNotFoundError(f"{p}: no such file or folder")
    return files


def run_files(paths: list[str], verbose: bool = False, out=print) -> tuple[int, int]:
    passed = failed = 0
    for path in collect(paths):
        try:
            result = load(path).run()
        except ScenarioError as exc:
            out(f"ERROR {path}: {exc}")
            failed += 1
            continue
        except NotImplementedError as exc:
            out(f"FAIL {path}: not implemented: {exc}")
            failed += 1
            continue
        except ValueError as exc:
            out(f"ERROR {path}: {exc}")
            failed += 1
            continue
        if result.ok:
            passed += 1
            if verbose:
                out(f"ok   {path}: {result.name}")
        else:
            failed += 1
            out(f"FAIL {path}: {result.name}")
            out(f"     at step {result.step}: {result.message}")
            for line in result.diffs:
                out(f"     {line}")
    out(f"{passed} passed, {failed} failed")
    return passed, failed


def reset_knowledge(g: Game) -> None:
    """Who knows each card, from where it lies now (for positions imposed by hand)."""
    known = g.state.known
    for cid, (kind, owner, _) in enumerate(g.loc):
        sees = ZONES[kind].sees
        if sees == PUBLIC or g.cards.cards[cid].kind in FACE_UP_KINDS:
            known[cid] = g.everyone
        elif sees == OWNER:
            known[cid] = 1 << owner
        else:
            known[cid] = 0
