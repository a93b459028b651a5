"""Random games with invariant checks after every decision."""

from __future__ import annotations

import hashlib
import json
import random
import time
import traceback
from dataclasses import dataclass, field

from .agents.random_agent import random_answer
from .editions import new_game
from .model.state import SCORED, TUCKED
from .model.zones import PLAYER_LISTS, in_play
from .rules.engine import RULES_VERSION, Game
from .rules.hooks import ACHIEVEMENTS_QUERY, ICONS_QUERY, POINTS_QUERY, modified, touched

MAX_DECISIONS = 20_000
MISSING = "stopped at a missing card"  # an ending of games with missing cards allowed


class InvariantError(AssertionError):
    pass


def _activates_missing(g: Game, option: object, player: int) -> bool:
    """Would this option activate a card whose effects are not written yet (a set still
    being built)? A Dogma-like action on it, or the free Dogma of a displayed artifact."""
    impls = g.rules.impls
    if isinstance(option, tuple) and option[0] in ("dogma", "parley", "endorse"):
        return g.card(option[1]).name not in impls
    if option == "dogma":
        shown = getattr(g.state.players[player], "display", ())
        return any(g.card(c).name not in impls for c in shown)
    return False


def fuzz_answer(g: Game, rng: random.Random, allow_missing: bool) -> list[int]:
    """A random answer; with missing cards allowed, one that activates no missing card
    when another single pick exists (the game would stop there, by name)."""
    d = g.pending
    if allow_missing and d.min == d.max == 1 and d.check is None and len(d.options) > 1:
        ok = [i for i, o in enumerate(d.options) if not _activates_missing(g, o, d.player)]
        if ok and len(ok) < len(d.options):
            return [ok[rng.randrange(len(ok))]]
    return random_answer(d, rng)


def check_invariants(g: Game, total: int) -> None:
    """Each card in exactly one place, agreeing with the location index; count constant."""
    seen: dict[int, str] = {}
    for name, zone in g.state.all_zones():
        for cid in zone:
            if cid in seen:
                raise InvariantError(f"card {g.card(cid).name} is in {seen[cid]} and {name}")
            seen[cid] = name
    if g.state.zero:  # the age-0 deck came into play (Bear Grylls)
        total += len(g.cards.zero_cards)
    if len(seen) != total:
        raise InvariantError(f"{len(seen)} cards on the table, expected {total}")
    for cid in seen:
        if g.zone(*g.loc[cid]).count(cid) != 1:
            raise InvariantError(f"location index is wrong for {g.card(cid).name}")
    for p, ps in enumerate(g.state.players):
        if ps.points != sum(g.card(c).age for c in ps.score):
            raise InvariantError(f"player {p}'s score total is out of date")
        for c in range(5):
            if len(ps.piles[c]) < 2 and ps.splay[c]:
                raise InvariantError(f"player {p} colour {c} splayed with fewer than two cards")
        check_board_caches(g, p)
    if g.live is not None:
        check_live(g)
    if ICONS_QUERY in g.modded:  # the modified icon counts the game keeps (rules/icon_memo.py)
        for p in range(g.n):
            if g.icon_counts(p) != fresh_icon_counts(g, p):
                raise InvariantError(f"player {p}'s modified icon counts are out of date")
    check_whose(g)
    check_board_only(g)
    check_kept_answers(g)


def check_kept_answers(g: Game) -> None:
    """The answers a provider keeps while what they read stays (Figures: a static karma's,
    R.static's `reads`) are those it would work out now."""
    if g.hooks is None:
        return
    for provider in g.rules.hook_providers:
        check = getattr(provider, "check_kept", None)
        wrong = check(g) if check is not None else None
        if wrong:
            raise InvariantError(wrong)


def fresh_icon_counts(g: Game, player: int) -> list[int]:
    """A player's modified icon counts worked out now, not read from what the game keeps."""
    return modified(g, ICONS_QUERY, player, g.state.players[player].icons(g.cards))


def check_board_only(g: Game) -> None:
    """A player's icon counts that no modifier changes but with their board (not in
    `restless`: R.static's `board`) are the same whenever that board is the same."""
    if ICONS_QUERY not in g.modded:
        return
    some, restless = g.icon_whose
    if not some or restless is None:
        return
    seen = g.__dict__.setdefault("fuzz_board_counts", {})
    for p in some - restless:
        ps = g.state.players[p]
        counts = fresh_icon_counts(g, p)  # (the game keeps these with the board, trusting this)
        known = seen.setdefault((p, ps.board), counts)
        if known != counts:
            raise InvariantError(f"player {p}'s modified icon counts changed, their board did not")


def check_whose(g: Game) -> None:
    """A modifier saying whose value it may change (its `whose`: hooks.touched) changes
    nobody else's: every other player's value, with all the query's modifiers applied, is
    the value unmodified."""
    for query, raw in ((ICONS_QUERY, lambda p, ps: ps.icons(g.cards)),
                       (ACHIEVEMENTS_QUERY, lambda p, ps: len(ps.achievements)),
                       (POINTS_QUERY,  # the score before modifiers, as Game.score adds it up
                        lambda p, ps: ps.points + (ps.bonus_points(g.cards) if g.bonuses else 0))):
        if query not in g.modded:
            continue
        some = touched(g, query)
        if some is None:
            continue
        for p, ps in enumerate(g.state.players):
            if p not in some and modified(g, query, p, raw(p, ps)) != raw(p, ps):
                raise InvariantError(f"a {query} modifier changes player {p}'s value unsaid")


def check_board_caches(g: Game, p: int) -> None:
    """What a board keeps until it changes (PlayerState: the packed counts, the icon counts,
    the highest top card) agrees with a board worked out afresh."""
    ps = g.state.players[p]
    fresh = ps.clone()
    fresh._icons = fresh._bonus = fresh._top = None
    fresh._packed = -1
    fresh._pile = [None] * 5
    for name, kept, now in (("packed counts", ps._packed, fresh.packed(g.cards)),
                            ("icon counts", ps._icons, fresh.icons(g.cards)),
                            ("highest top card", ps._top, fresh.top_facts(g.cards))):
        if kept is not None and kept != -1 and kept != now:
            raise InvariantError(f"player {p}'s {name} are out of date")


def check_live(g: Game) -> None:
    """What the game works out when top cards change (the queries modified now, the hook
    providers' indexes) agrees with the position: nothing changed them unnoticed."""
    assert g.hooks is not None
    modded, whose, kept = g.modded, g.icon_whose, g.hooks.cache
    now = (g.hooks.now, g.hooks.woulds, g.hooks.afters) if g.hooks.now is not None else None
    g.hooks.cache = {}
    try:
        g.live(g)  # type: ignore[misc]
        fresh = g.hooks.cache
    finally:
        g.hooks.cache = kept
    if g.modded != modded:
        raise InvariantError(f"queries modified: {sorted(modded)}, expected {sorted(g.modded)}")
    if g.icon_whose != whose:
        raise InvariantError(f"whose icon counts are modified: {whose}, expected {g.icon_whose}")
    if now is not None and now != (g.hooks.now, g.hooks.woulds, g.hooks.afters):
        raise InvariantError("the hooks watching now are out of date")
    for key, value in fresh.items():
        # an index kept for the state: (state, what it was built from, the index)
        if isinstance(value, tuple) and value and value[0] is g.state and key in kept:
            old = kept[key]
            if old[0] is g.state and old[1:] != value[1:]:
                raise InvariantError(f"the {key} hook index is out of date")


@dataclass
class FuzzResult:
    games: int = 0
    failures: list[dict] = field(default_factory=list)
    decisions: int = 0
    reasons: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def position(g: Game) -> str:
    """Everything that decides how a game goes on: the state and the pending decision."""
    s = g.state
    d = g.pending
    lists = [z.attr for z in PLAYER_LISTS if in_play(z, g.config.expansions)]
    return json.dumps([s.decks, s.junk, s.achievements, s.current, s.actions_left, s.turn,
                       s.rng.state, s.phase, s.winners, s.moves,
                       [[p.piles, p.splay, *(getattr(p, a) for a in lists), p.alive,
                         p.counts[TUCKED], p.counts[SCORED]] for p in s.players],
                       None if d is None else [d.player, d.kind, d.prompt, d.options, d.min, d.max]])


def position_hash(g: Game) -> str:
    """A short fingerprint of `position` (the golden game records keep one per game)."""
    return hashlib.sha256(position(g).encode()).hexdigest()[:16]


def check_clone(g: Game, answer: list[int]) -> None:
    """A clone taken now stands at the same position and, given the same answer, goes on
    exactly like the original."""
    c = g.clone()
    if position(c) != position(g):
        raise InvariantError("a clone differs from the position it was taken at")
    c.answer(answer)
    g.answer(answer)
    if position(c) != position(g):
        raise InvariantError("a clone went on differently from the original")


def fuzz_game(seed: int, players: int, check: bool = True, options: dict | None = None,
              allow_missing: bool = False, edition: int = 4, clones: bool = False,
              expansions: list[str] | None = None) -> tuple[Game, int]:
    """One random game. With `clones`, a clone is taken at every decision and checked."""
    rng = random.Random(seed * 7919 + players)
    g = new_game(players, seed=seed, edition=edition, options=options, allow_missing=allow_missing,
                 expansions=expansions)
    g.logging = False
    # the cards the game deals: the supply piles, the specials, the sets' own (decrees ...)
    total = sum(len(zone) for _, zone in g.state.all_zones())
    n = 0
    while g.pending is not None:
        a = fuzz_answer(g, rng, allow_missing)
        if clones:
            check_clone(g, a)
        else:
            g.answer(a)
        n += 1
        if check:
            check_invariants(g, total)
        if n > MAX_DECISIONS:
            raise InvariantError(f"game did not end within {MAX_DECISIONS} decisions")
    if g.state.winners is None:
        raise InvariantError("game ended without a result")
    return g, n


def fuzz(games: int, players: int, seed: int, progress=None, options: dict | None = None,
         allow_missing: bool = False, edition: int = 4, clones: bool = False,
         expansions: list[str] | None = None) -> FuzzResult:
    res = FuzzResult()
    start = time.perf_counter()
    skipped: tuple[type[Exception], ...] = (NotImplementedError,) if allow_missing else ()
    for k in range(games):
        s = seed + k
        try:
            g, n = fuzz_game(s, players, options=options, allow_missing=allow_missing, edition=edition,
                             clones=clones, expansions=expansions)
            res.decisions += n
            res.reasons[g.state.end_reason] = res.reasons.get(g.state.end_reason, 0) + 1
        except skipped:
            # a set still being built: an effect executed a card not written yet (it fails by
            # name); counted apart, as an ending, not as a failure of the rules
            res.reasons[MISSING] = res.reasons.get(MISSING, 0) + 1
        except Exception as exc:  # noqa: BLE001 - every failure is reported, then we go on
            answers = _answers_until_failure(s, players, options, allow_missing, edition, expansions)
            res.failures.append({"seed": s, "players": players, "edition": edition, "options": options,
                                 "expansions": list(expansions or ["base"]),
                                 "error": f"{type(exc).__name__}: {exc}",
                                 "traceback": traceback.format_exc(limit=6), "answers": answers})
        res.games += 1
        if progress:
            progress(k + 1, games, len(res.failures))
    res.seconds = time.perf_counter() - start
    return res


def _answers_until_failure(seed: int, players: int, options: dict | None,
                           allow_missing: bool = False, edition: int = 4,
                           expansions: list[str] | None = None) -> list:
    """Replay the failing game without checks to record its answers for the report."""
    rng = random.Random(seed * 7919 + players)
    try:
        g = new_game(players, seed=seed, edition=edition, options=options, allow_missing=allow_missing,
                     expansions=expansions)
    except Exception:  # noqa: BLE001
        return []
    g.logging = False
    answers = []
    try:
        while g.pending is not None and len(answers) <= MAX_DECISIONS:
            a = fuzz_answer(g, rng, allow_missing)
            answers.append(a)
            g.answer(a)
    except Exception:  # noqa: BLE001
        pass
    return answers


def reproduce_json(failure: dict) -> str:
    """A saved game (load it with `innovation play --load FILE`) that replays the failure."""
    names = [f"P{i + 1}" for i in range(failure["players"])]
    return json.dumps({"config": {"players": names, "edition": failure["edition"],
                                  "expansions": failure.get("expansions", ["base"]),
                                  "options": failure["options"] or {},
                                  "rules_version": RULES_VERSION},
                       "seed": failure["seed"], "answers": failure["answers"]})
