"""The observation vector: a fixed-length float32 encoding of what one seat may know.

Built only from `innovation.views.view(game, seat)` (plus static card facts and the
public table options), so it never leaks hidden cards. `Layout` names every slice;
docs/env.md describes them. Every feature is scaled into [0, 1] and clipped there.
"""

from __future__ import annotations

import re
from array import array
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from ..model.cards import (
    AGE_CARD,
    BASE_SPECIALS,
    COLORS,
    FACE_UP_KINDS,
    ICONS,
    SPLAYS,
    Card,
    CardSet,
    card_set,
)
from ..model.zones import OWNER, PLAYER_LISTS, PLAYER_ZONES, PUBLIC, RELICS, Zone, in_play
from ..rules.engine import Game

AGES = 11  # ages 1..11 (age 11 stays empty in the 3rd edition)
SEATS = 6
PHASES = ("setup", "play", "over")
KINDS = ("action", "cards", "color", "player", "value", "yesno", "choice")
VERBS = ("draw", "meld", "dogma", "parley", "achieve")
TABLE_OPTIONS = ("teams", "parley", "far_players", "longer", "large_table", "relics")
# The 3rd edition's relics (Artifacts): where each lies, all public (R3-T6: face up even in an
# achievements pile). Per relic: beside its supply pile, the seat holding it (relative to the
# observer) and in which of its zones (the zone table's per-player zones, in order).
RELIC_PLACES = tuple(z.name for z in PLAYER_ZONES)
RELIC_WIDTH = 1 + SEATS + len(RELIC_PLACES)
_PLACE_OF_KIND = {z.kind: i for i, z in enumerate(PLAYER_ZONES)}

# the card zones of a seat encoded by size and ages, and for the observer card by card: the
# base game's zones its owner sees (hand, score pile), from the zone table
CARD_ZONES = tuple(z.view for z in PLAYER_LISTS if z.sees == OWNER and not z.sets)

# (name, width) per seat block and per option block, in order
SEAT_FIELDS: tuple[tuple[str, int], ...] = (
    ("present", 1), ("alive", 1), ("current", 1), ("deciding", 1), ("teammate", 1),
    ("piles", len(COLORS) * (3 + len(SPLAYS))),
    ("icons", len(ICONS)), ("score", 1), ("achievements", 1),
    *((f"{z}_{part}", width) for z in CARD_ZONES for part, width in (("size", 1), ("ages", AGES))),
)
PILE_WIDTH = 3 + len(SPLAYS)  # has cards, top age, size, splay one-hot
SET_ZONE_WIDTH = 1 + AGES  # a set's zone of a seat: its size, its age histogram
OPTION_FIELDS: tuple[tuple[str, int], ...] = (
    ("present", 1), ("legal", 1), ("picked", 1), ("pick_rank", 1),
    ("is_card", 1), ("face_known", 1), ("age_or_value", 1), ("color", len(COLORS)),
    ("icons", len(ICONS)), ("verb", len(VERBS)), ("special", 1), ("player", SEATS),
)
DECISION_FIELDS: tuple[tuple[str, int], ...] = (
    ("kind", len(KINDS)), ("mine", 1), ("min", 1), ("max", 1), ("ordered", 1),
    ("picks", 1), ("n_options", 1), ("overflow", 1),
)

# Scales: a count is divided by these (then clipped to 1)
TURN_SCALE, DECK_SCALE, JUNK_SCALE = 200.0, 20.0, 50.0
PILE_SCALE, ICON_SCALE, SCORE_SCALE, ACHIEVEMENT_SCALE = 20.0, 30.0, 100.0, 15.0
ZONE_SCALE, AGE_COUNT_SCALE, PICK_SCALE = 30.0, 10.0, 10.0

_BACK = re.compile(r"^([a-z]+)-(\d+)(?: \((.*)\))?$")


def _width(fields: tuple[tuple[str, int], ...]) -> int:
    return sum(w for _, w in fields)


def _offsets(fields: tuple[tuple[str, int], ...]) -> dict[str, slice]:
    out, at = {}, 0
    for name, w in fields:
        out[name] = slice(at, at + w)
        at += w
    return out


SEAT_WIDTH = _width(SEAT_FIELDS)
OPTION_WIDTH = _width(OPTION_FIELDS)
SEAT_AT = _offsets(SEAT_FIELDS)
OPTION_AT = _offsets(OPTION_FIELDS)
DECISION_AT = _offsets(DECISION_FIELDS)


@dataclass
class Layout:
    """Where each part of the observation vector lies, for one edition and the sets in play.
    A set widens the multi-hot zones to its card ids, and its zones (the forecast, the
    display, museums, the safe) come after the options, a block per seat, then (the 3rd
    edition's Artifacts) the relics; the base game's layout is the same whatever other
    layouts exist. The multi-hot zones cover the age cards' ids only (`ids` of them): a
    relic in a hand or score pile shows in the relics' block."""

    edition: int
    max_options: int = 128
    sets: tuple[str, ...] = ("base",)
    slices: dict[str, slice] = field(init=False)
    size: int = field(init=False)
    set_zones: tuple[Zone, ...] = field(init=False)
    ids: int = field(init=False)  # the multi-hot zones' width: card ids below it
    relics: tuple[int, ...] = field(init=False)  # the relics' ids, if the set brings them

    def __post_init__(self) -> None:
        cs = card_set(self.edition)
        sets = tuple(self.sets) or ("base",)
        # the card ids a multi-hot zone needs: every age card of the sets in play (base ids first)
        k = self.ids = 1 + max(c.id for c in cs.cards if c.set in sets and c.kind == AGE_CARD
                               and (c.age >= 1 or cs.zero_in(sets)))  # age 0: where it may come
        self.relics = tuple(c.id for c in cs.relics) if "artifacts" in sets else ()
        self.set_zones = tuple(z for z in PLAYER_LISTS
                               if z.view and z.sets and in_play(z, sets, self.edition))
        parts = (
            ("phase", len(PHASES)), ("turn", 1), ("actions_left", 1), ("players", SEATS),
            ("table_options", len(TABLE_OPTIONS)), ("decks", AGES), ("available_ages", AGES),
            ("available_specials", len(BASE_SPECIALS)), ("junk", 1),
            ("seats", SEATS * SEAT_WIDTH), *((f"my_{z}", k) for z in CARD_ZONES),
            ("decision", _width(DECISION_FIELDS)), ("options", self.max_options * OPTION_WIDTH),
            *((("set_seats", SEATS * len(self.set_zones) * SET_ZONE_WIDTH),) if self.set_zones else ()),
            *((f"my_{z.view}", k) for z in self.set_zones if z.sees == OWNER),
            *((("relics", len(self.relics) * RELIC_WIDTH),) if self.relics else ()),
        )
        self.slices = _offsets(parts)
        self.size = sum(w for _, w in parts)

    def set_zone(self, rel: int, i: int) -> int:
        """Where the `i`-th set zone of the seat `rel` places from the observer starts: its
        size, then its age histogram."""
        return self.slices["set_seats"].start + (rel * len(self.set_zones) + i) * SET_ZONE_WIDTH

    def seat(self, rel: int) -> slice:
        """The block of the seat `rel` places clockwise from the observer (0: the observer)."""
        start = self.slices["seats"].start + rel * SEAT_WIDTH
        return slice(start, start + SEAT_WIDTH)

    def option(self, i: int) -> slice:
        start = self.slices["options"].start + i * OPTION_WIDTH
        return slice(start, start + OPTION_WIDTH)


def card_age(cs: CardSet, label: str) -> int:
    """The age of a card shown by name or by back ('base-3', 'base-3 (P2)'); 0 if neither."""
    c = cs.by_name.get(label)
    if c is not None:
        return c.age
    m = _BACK.match(label)
    return int(m.group(2)) if m else 0


def _card_features(v: np.ndarray, card: Card | None, age: int) -> None:
    v[OPTION_AT["is_card"]] = 1
    v[OPTION_AT["age_or_value"]] = age / AGES
    if card is not None:
        v[OPTION_AT["face_known"]] = 1
        if card.color >= 0:
            v[OPTION_AT["color"].start + card.color] = 1
        v[OPTION_AT["icons"]] = np.asarray(card.top[:len(ICONS)], dtype=np.float32) / 4  # not meat


@lru_cache(maxsize=8192)
def _static_option(edition: int, kind: str, label: str) -> np.ndarray:
    """Option features that depend on the label alone (not on seats or picks)."""
    cs = card_set(edition)
    v = np.zeros(OPTION_WIDTH, dtype=np.float32)
    if kind == "cards":
        c = cs.by_name.get(label)
        _card_features(v, c, c.age if c is not None else card_age(cs, label))
    elif kind == "action":
        verb, _, rest = label.partition(" ")
        if rest.endswith(" (parley)"):
            verb, rest = "parley", rest[: -len(" (parley)")]
        if verb in VERBS:
            v[OPTION_AT["verb"].start + VERBS.index(verb)] = 1
        if verb == "achieve":
            if rest.startswith("secret "):  # a secret of the Unseen's safe, named by its age
                rest = rest[len("secret "):]
            if rest.isdigit():
                v[OPTION_AT["age_or_value"]] = int(rest) / AGES
            else:
                v[OPTION_AT["special"]] = 1
        elif rest:
            c = cs.by_name.get(rest)
            _card_features(v, c, c.age if c is not None else 0)
    elif kind == "color":
        if label in COLORS:
            v[OPTION_AT["color"].start + COLORS.index(label)] = 1
    elif kind == "value":
        if label.lstrip("-").isdigit():
            v[OPTION_AT["age_or_value"]] = max(0, int(label)) / AGES
    return v


def _ages(cs: CardSet, labels: list[str]) -> np.ndarray:
    h = np.zeros(AGES, dtype=np.float32)
    for label in labels:
        a = card_age(cs, label)
        if 1 <= a <= AGES:
            h[a - 1] += 1
    return h / AGE_COUNT_SCALE


def encode(v: dict, layout: Layout, table_options: dict, picks: list[int] | None = None,
           legal: np.ndarray | None = None) -> np.ndarray:
    """Encode `v = view(game, seat)` (seat not None). `picks` and `legal` (the action mask)
    describe the seat's partial answer to its pending decision, when it is deciding."""
    cs = card_set(layout.edition)
    s = layout.slices
    out = np.zeros(layout.size, dtype=np.float32)
    players = v["players"]
    names = [p["name"] for p in players]
    n = len(names)
    me = names.index(v["you"])

    out[s["phase"].start + PHASES.index(v["phase"])] = 1
    out[s["turn"]] = v["turn"] / TURN_SCALE
    out[s["actions_left"]] = v["actions_left"] / 2
    out[s["players"].start + n - 1] = 1
    for i, key in enumerate(TABLE_OPTIONS):
        out[s["table_options"].start + i] = 1 if table_options.get(key) else 0
    for age, count in v["decks"].items():
        if 1 <= int(age) <= AGES:
            out[s["decks"].start + int(age) - 1] = count / DECK_SCALE
    for label in v["achievements"]:
        if label in BASE_SPECIALS:
            out[s["available_specials"].start + BASE_SPECIALS.index(label)] = 1
        elif 1 <= (a := card_age(cs, label)) <= AGES:
            out[s["available_ages"].start + a - 1] = 1
    out[s["junk"]] = len(v["junk"]) / JUNK_SCALE

    teams = table_options.get("teams")
    decision = v["decision"]
    decider = decision["player"] if decision else None
    for rel in range(n):
        seat = (me + rel) % n
        p = players[seat]
        b = out[layout.seat(rel)]
        b[SEAT_AT["present"]] = 1
        b[SEAT_AT["alive"]] = 1 if p["alive"] else 0
        b[SEAT_AT["current"]] = 1 if p["name"] == v["current"] else 0
        b[SEAT_AT["deciding"]] = 1 if p["name"] == decider else 0
        b[SEAT_AT["teammate"]] = 1 if (teams[seat] == teams[me] if teams else seat == me) else 0
        for c, color in enumerate(COLORS):
            pile = p["board"][color]
            at = SEAT_AT["piles"].start + c * PILE_WIDTH
            if pile["cards"]:
                b[at] = 1
                b[at + 1] = cs.by_name[pile["cards"][0]].age / AGES
                b[at + 2] = len(pile["cards"]) / PILE_SCALE
            b[at + 3 + SPLAYS.index(pile["splay"])] = 1
        b[SEAT_AT["icons"]] = np.fromiter((p["icons"][k] for k in ICONS), np.float32) / ICON_SCALE
        b[SEAT_AT["score"]] = p["score"] / SCORE_SCALE
        b[SEAT_AT["achievements"]] = len(p["achievements"]) / ACHIEVEMENT_SCALE
        for zone in CARD_ZONES:
            b[SEAT_AT[f"{zone}_size"]] = len(p[zone]) / ZONE_SCALE
            b[SEAT_AT[f"{zone}_ages"]] = _ages(cs, p[zone])

    for zone in CARD_ZONES:
        for label in players[me][zone]:
            c = cs.by_name.get(label)
            if c is not None and c.id < layout.ids:
                out[s[f"my_{zone}"].start + c.id] = 1
    for i, z in enumerate(layout.set_zones):  # the sets' zones, after the options
        for rel in range(n):
            labels = players[(me + rel) % n][z.view]
            at = layout.set_zone(rel, i)
            out[at] = len(labels) / ZONE_SCALE
            out[at + 1:at + 1 + AGES] = _ages(cs, labels)
        if z.sees == OWNER:
            for label in players[me][z.view]:
                c = cs.by_name.get(label)
                if c is not None and c.id < layout.ids:
                    out[s[f"my_{z.view}"].start + c.id] = 1
    if layout.relics:
        _encode_relics(out, v, layout, me, n)

    if decision:
        d = out[s["decision"]]
        d[DECISION_AT["kind"].start + KINDS.index(decision["kind"])] = 1
        if "options" in decision:  # only the deciding seat sees the options
            labels = decision["options"]
            m = layout.max_options
            picks = picks or []
            d[DECISION_AT["mine"]] = 1
            d[DECISION_AT["min"]] = decision["min"] / PICK_SCALE
            d[DECISION_AT["max"]] = decision["max"] / PICK_SCALE
            d[DECISION_AT["ordered"]] = 1 if decision["ordered"] else 0
            d[DECISION_AT["picks"]] = len(picks) / PICK_SCALE
            d[DECISION_AT["n_options"]] = min(len(labels), m) / m
            d[DECISION_AT["overflow"]] = 1 if len(labels) > m else 0
            rank = {o: r for r, o in enumerate(picks)}
            kind = decision["kind"]
            for i, label in enumerate(labels[:m]):
                o = out[layout.option(i)]
                o[:] = _static_option(layout.edition, kind, label)
                o[OPTION_AT["present"]] = 1
                o[OPTION_AT["legal"]] = 1 if legal is not None and legal[i] else 0
                if i in rank:
                    o[OPTION_AT["picked"]] = 1
                    o[OPTION_AT["pick_rank"]] = (rank[i] + 1) / PICK_SCALE
                if kind == "player" and label in names:
                    o[OPTION_AT["player"].start + (names.index(label) - me) % n] = 1
    np.clip(out, 0.0, 1.0, out=out)
    return out


def _encode_relics(out: np.ndarray, v: dict, layout: Layout, me: int, n: int) -> None:
    """Where each relic lies, read from the view (names: relics are always face up)."""
    cs = card_set(layout.edition)
    names = {cs.cards[cid].name: r for r, cid in enumerate(layout.relics)}
    start = layout.slices["relics"].start
    for name in v.get("relics", ()):
        out[start + names[name] * RELIC_WIDTH] = 1
    for rel in range(n):
        p = v["players"][(me + rel) % n]
        for place, z in enumerate(PLAYER_ZONES):
            labels = [c for pile in p["board"].values() for c in pile["cards"]] if z.split \
                else p.get(z.view, ())
            for label in labels:
                r = names.get(label)
                if r is not None:
                    at = start + r * RELIC_WIDTH
                    out[at + 1 + rel] = 1
                    out[at + 1 + SEATS + place] = 1


def describe(layout: Layout) -> list[tuple[str, int, int]]:
    """(name, start, width) of every top-level slice, in order (for docs and tests)."""
    return [(name, sl.start, sl.stop - sl.start) for name, sl in layout.slices.items()]


# ---------------------------------------------------------------- from the game itself
@lru_cache(maxsize=4)
def _card_ages(edition: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per card id, the age read from its face and the age read from its back (what
    `card_age` gives for its name and for its back label)."""
    cs = card_set(edition)
    return (tuple(card_age(cs, c.name) for c in cs.cards),
            tuple(card_age(cs, c.back) for c in cs.cards))


@lru_cache(maxsize=8)
def _zero_bytes(size: int) -> bytes:
    return bytes(4 * size)


def encode_game(g: Game, seat: int, layout: Layout, table_options: dict,
                picks: list[int] | None = None, legal: np.ndarray | None = None) -> np.ndarray:
    """The same vector as `encode(view(g, seat), ...)`, read from the game directly (the
    environment's fast path: no view is built). Cards the seat may not see count only by
    what their backs show, exactly as in the view; tests/test_env.py checks both agree.
    The features are written one by one into an `array` (cheaper than numpy per item)."""
    cards = g.cards.cards
    face_age, back_age = _card_ages(layout.edition)
    s = layout.slices
    st = g.state
    n = g.n
    me = seat
    f = array("f", _zero_bytes(layout.size))  # filled entry by entry (fast), then seen by
    out = np.frombuffer(f, dtype=np.float32)  # numpy without a copy

    f[s["phase"].start + PHASES.index(st.phase)] = 1
    f[s["turn"].start] = (st.turn + 1) / TURN_SCALE
    f[s["actions_left"].start] = st.actions_left / 2
    f[s["players"].start + n - 1] = 1
    base = s["table_options"].start
    for i, key in enumerate(TABLE_OPTIONS):
        if table_options.get(key):
            f[base + i] = 1
    decks, base = st.decks, s["decks"].start
    for age in range(1, min(g.deck_span, AGES + 1)):  # the base set's piles
        f[base + age - 1] = len(decks[age]) / DECK_SCALE
    specials, ages = s["available_specials"].start, s["available_ages"].start
    for cid in st.achievements:
        c = cards[cid]
        if c.kind in FACE_UP_KINDS:  # a special achievement shows its name
            if c.name in BASE_SPECIALS:
                f[specials + BASE_SPECIALS.index(c.name)] = 1
                continue
            a = face_age[cid]
        else:
            a = back_age[cid]
        if 1 <= a <= AGES:
            f[ages + a - 1] = 1
    f[s["junk"].start] = len(st.junk) / JUNK_SCALE

    teams = table_options.get("teams")
    d = g.pending
    for rel in range(n):
        i = (me + rel) % n
        ps = st.players[i]
        b = layout.seat(rel).start
        f[b + _PRESENT] = 1
        if ps.alive:
            f[b + _ALIVE] = 1
        if i == st.current:
            f[b + _CURRENT] = 1
        if d is not None and i == d.player:
            f[b + _DECIDING] = 1
        if teams[i] == teams[me] if teams else i == me:
            f[b + _TEAMMATE] = 1
        p = b + _PILES
        for c, pile in enumerate(ps.piles):
            if pile:
                f[p] = 1
                f[p + 1] = cards[pile[-1]].age / AGES
                f[p + 2] = len(pile) / PILE_SCALE
            f[p + 3 + ps.splay[c]] = 1
            p += PILE_WIDTH
        icons = g.icon_counts(i)  # as the rules count them (static karmas: Plato), as the view
        for k in range(len(ICONS)):
            f[b + _ICONS + k] = icons[k] / ICON_SCALE
        f[b + _SCORE] = g.score(i) / SCORE_SCALE
        f[b + _ACHIEVEMENTS] = len(ps.achievements) / ACHIEVEMENT_SCALE
        for attr, size_at, ages_at in _CARD_ZONE_SLOTS:
            held = getattr(ps, attr)
            f[b + size_at] = len(held) / ZONE_SCALE
            counts = [0] * AGES
            for cid in held:  # an owner zone: faces for its owner (and face-up kinds) only
                a = face_age[cid] if i == me or cards[cid].kind in FACE_UP_KINDS else back_age[cid]
                if 1 <= a <= AGES:
                    counts[a - 1] += 1
            at = b + ages_at
            for k, count in enumerate(counts):
                if count:
                    f[at + k] = count / AGE_COUNT_SCALE

    mine = st.players[me]
    ids = layout.ids
    for zone, attr in _CARD_ZONE_ATTRS:
        base = s[f"my_{zone}"].start
        for cid in getattr(mine, attr):
            if cid < ids:  # (a relic shows in the relics' block)
                f[base + cid] = 1
    for zi, z in enumerate(layout.set_zones):  # the sets' zones, after the options
        for rel in range(n):
            i = (me + rel) % n
            held = getattr(st.players[i], z.attr)
            at = layout.set_zone(rel, zi)
            f[at] = len(held) / ZONE_SCALE
            counts = [0] * AGES
            for cid in held:  # a face where the view shows one, else the back's age
                shows = z.sees == PUBLIC or (z.sees == OWNER and i == me) \
                    or cards[cid].kind in FACE_UP_KINDS
                a = face_age[cid] if shows else back_age[cid]
                if 1 <= a <= AGES:
                    counts[a - 1] += 1
            for k, count in enumerate(counts):
                if count:
                    f[at + 1 + k] = count / AGE_COUNT_SCALE
        if z.sees == OWNER:
            base = s[f"my_{z.view}"].start
            for cid in getattr(mine, z.attr):
                if cid < ids:
                    f[base + cid] = 1
    if layout.relics and table_options.get("relics"):
        start = s["relics"].start
        for r, cid in enumerate(layout.relics):
            kind, owner, _ = g.loc[cid]
            at = start + r * RELIC_WIDTH
            if kind == RELICS:
                f[at] = 1
            elif owner >= 0 and (place := _PLACE_OF_KIND.get(kind)) is not None:
                f[at + 1 + (owner - me) % n] = 1
                f[at + 1 + SEATS + place] = 1

    if d is not None:
        base = s["decision"].start
        f[base + DECISION_AT["kind"].start + KINDS.index(d.kind)] = 1
        if d.player == me:  # only the deciding seat sees the options
            labels = g.labels(d)
            m = layout.max_options
            picks = picks or []
            shown = labels[:m]
            f[base + _MINE] = 1
            f[base + _MIN] = d.min / PICK_SCALE
            f[base + _MAX] = min(d.max, len(d.options)) / PICK_SCALE
            f[base + _ORDERED] = 1 if d.ordered else 0
            f[base + _PICKS] = len(picks) / PICK_SCALE
            f[base + _N_OPTIONS] = len(shown) / m
            f[base + _OVERFLOW] = 1 if len(labels) > m else 0
            if shown:
                kind, edition = d.kind, layout.edition
                block = out[s["options"]].reshape(m, OPTION_WIDTH)[:len(shown)]
                block[:] = [_static_option(edition, kind, label) for label in shown]
                block[:, _PRESENT_OPTION] = 1
                if legal is not None:
                    block[:, _LEGAL] = legal[:len(shown)]
                first = s["options"].start
                for r, o in enumerate(picks):
                    if o < len(shown):
                        f[first + o * OPTION_WIDTH + _PICKED] = 1
                        f[first + o * OPTION_WIDTH + _PICK_RANK] = (r + 1) / PICK_SCALE
                if kind == "player":
                    names = g.names
                    for o, label in enumerate(shown):
                        if label in names:
                            f[first + o * OPTION_WIDTH + _PLAYER + (names.index(label) - me) % n] = 1
    np.minimum(out, 1.0, out=out)  # (no feature is negative)
    return out


_CARD_ZONE_ATTRS = tuple((z.view, z.attr) for z in PLAYER_LISTS if z.view in CARD_ZONES)
_CARD_ZONE_SLOTS = tuple((attr, SEAT_AT[f"{view}_size"].start, SEAT_AT[f"{view}_ages"].start)
                         for view, attr in _CARD_ZONE_ATTRS)
# the seat block's first nine fields, in SEAT_FIELDS order
_PRESENT, _ALIVE, _CURRENT, _DECIDING, _TEAMMATE, _PILES, _ICONS, _SCORE, _ACHIEVEMENTS = (
    SEAT_AT[name].start for name, _ in SEAT_FIELDS[:9])
assert SEAT_FIELDS[8][0] == "achievements" and _PILES == SEAT_AT["piles"].start
_MINE, _MIN, _MAX, _ORDERED, _PICKS, _N_OPTIONS, _OVERFLOW = (
    DECISION_AT[k].start for k in ("mine", "min", "max", "ordered", "picks", "n_options",
                                   "overflow"))
_PRESENT_OPTION, _LEGAL, _PICKED, _PICK_RANK, _PLAYER = (
    OPTION_AT[k].start for k in ("present", "legal", "picked", "pick_rank", "player"))
