"""Cities of Destiny, both editions (expansions-rules §3; `rs.edition` says which).

Cities have no effect text: their behaviour is their icons and a few rules.
- City draws: a Meld action that adds a colour to your board, and any splay in a new
  direction, draw a City of your highest top card's value, unless you hold a City.
- Special icons acting after a Meld action (Plus, Arrow, Search; the 4th edition adds
  Uplift, Junk Achievement, Unsplay), in a fixed order of slots.
- Flags and fountains count as achievements while visible (a query modifier).
- The Endorse action: a Dogma action with every effect doubled, paid with a card of value
  at most a top city's (tucked in the 3rd edition, junked in the 4th).
- Five special achievements (Legend / Tradition, Repute, Fame, Glory, Victory).
"""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import dataclass
from functools import cache

from ...model.cards import (
    AGE_CARD,
    FLAG_SHIFT,
    FOUNTAIN_SHIFT,
    LEFT,
    NONE,
    RIGHT,
    TOP_CITY_SHIFT,
    UP,
    CardSet,
    card_set,
)
from ...model.state import SPECIAL_ACTION_BITS, SPECIAL_ACTIONS, SPECIALS_DUE
from ...model.zones import AVAILABLE, BOARD
from ..actions import Action, after_dogma, also_asks
from ..decision import CARDS, Decision
from ..dogma import dogma
from ..engine import Game
from ..hooks import ACHIEVEMENTS_QUERY, AFTER, VALUE_QUERY, Event, Hook
from ..ruleset import Ruleset, SpecialAchievement
from ..verbs import draw, junk, junk_deck, return_card, reveal, splay, tuck

SET = "cities"
ARROWS = {"splay-left": LEFT, "splay-right": RIGHT, "splay-up": UP}
# Ruling (Q-06, C3-T5): a city's special icons act in the order of their slots: top-left,
# top-middle, top-right, bottom-left, bottom-middle, bottom-right (slot numbers 0, 4, 5, 1,
# 2, 3 in the data's order).
ICON_ORDER = (0, 4, 5, 1, 2, 3)
MELD_ICONS = ("plus", *ARROWS, "uplift", "junk", "unsplay")  # acting after a Meld action
ENDORSE_BIT = SPECIAL_ACTION_BITS["endorse"]


# ------------------------------------------------------------------ card facts
@dataclass(frozen=True, slots=True)
class CityFacts:
    meld: tuple[str, ...]  # the icons that act after a Meld action, in ICON_ORDER ("search" too)
    arrows: frozenset[int]  # splay directions of its arrows
    flag: bool
    fountain: bool  # (what shows on a board is packed with the card's icons: board_marks)


@cache
def city_facts(edition: int) -> dict[int, CityFacts]:
    """Each city's special icons, by card id."""
    return _facts(card_set(edition))


def _facts(cards: CardSet) -> dict[int, CityFacts]:
    out = {}
    for c in cards.by_type(SET):  # R3-T7: the Timbuktu relic is a city
        if not c.is_city:
            continue
        slots = c.slots
        meld = []
        for i in ICON_ORDER:
            if slots[i] in MELD_ICONS:
                meld.append(slots[i])
            elif i == 4 and c.discover >= 0:
                meld.append("search")  # a basic icon top-middle is a Search (C3-T8)

        out[c.id] = CityFacts(tuple(meld), frozenset(ARROWS[t] for t in slots if t in ARROWS),
                              "flag" in slots, "fountain" in slots)
    return out


def is_city(g: Game, cid: int) -> bool:
    return g.card(cid).type == SET and g.card(cid).is_city


# ------------------------------------------------------------------ city draws
async def draw_city(g: Game, player: int) -> int | None:
    """Draw a City of the player's highest top card's value, unless they hold a City."""
    # Ruling (C3-T1): checked at the moment of each trigger. Ruling: a relic of type
    # Cities in hand (Timbuktu) is a City: it blocks the draw too
    cards = g.cards.cards
    for c in g.state.players[player].hand:
        if cards[c].type == SET:
            return None
    if g.logging:
        g.note(f"{g.name(player)} draws a City.")
    return await draw(g, player, g.highest_top_age(player), purpose=SET)


async def _after_splay(g: Game, ev: Event) -> None:
    # Ruling (C3-T2, C3-T3, Q-04, C4-T8, X4-T8): any splay in a new direction, by an action or an
    # effect, on any turn, draws the splaying player a City. The splay verb refuses a pile of
    # fewer than two cards and a direction it already has: neither draws one. Unsplaying is
    # no direction. The player whose pile is splayed draws.
    await draw_city(g, ev.player)


def still_top(g: Game, player: int, cid: int) -> bool:
    """4th edition (X4-T5): the steps after a Meld action stop once the melded card is no
    longer a top card. The 3rd edition has no such rule."""
    if g.rules.edition == 3:
        return True
    kind, owner, color = g.loc[cid]
    return kind == BOARD and owner == player and g.top(player, color) == cid


# The two steps are plain functions returning what to await (actions.meld_action), None when
# they have nothing to do: most melds are of no city, on a colour already there.
def city_icons_step(g: Game, player: int, cid: int) -> Awaitable[None] | None:
    """After a Meld action, step 1: the melded city's special icons act (C3-T4: a Meld
    action only; flags and fountains act while visible, not here)."""
    facts = city_facts(g.rules.edition).get(cid)
    if facts is None or not facts.meld or not still_top(g, player, cid):
        return None
    return _icons_act(g, player, cid, facts.meld)


async def _icons_act(g: Game, player: int, cid: int, icons: tuple[str, ...]) -> None:
    for icon in icons:
        await ICON_EFFECTS[icon](g, player, cid)


def city_draw_step(g: Game, player: int, cid: int) -> Awaitable[int | None] | None:
    """After a Meld action, step 2: a colour new to the board draws a City (C3-T2: by a
    Meld action only; C3-T6: a new colour's Arrow splays nothing, the draw still comes)."""
    if not still_top(g, player, cid):
        return None
    kind, owner, color = g.loc[cid]
    if kind == BOARD and owner == player and g.state.players[player].piles[color] == [cid]:
        return draw_city(g, player)
    return None


# ------------------------------------------------------------------ the special icons
async def _plus(g: Game, player: int, cid: int) -> None:
    # Ruling (C3-T9): an ordinary draw, one higher than the city (skipping, the sets' rules)
    await draw(g, player, g.value(cid) + 1)


def _arrow(direction: int):
    async def run(g: Game, player: int, cid: int) -> None:
        # a one-card colour cannot be splayed (C3-T6); a splay in a new direction draws a City
        # at once (C3-T7), before step 2
        await splay(g, player, g.card(cid).color, direction)
    return run


async def _search(g: Game, player: int, cid: int) -> None:
    """Draw and reveal X base cards of value X (X the city's value), keep those with the
    Search's icon, return the others."""
    x = g.value(cid)
    icon = g.card(cid).discover
    drawn = []
    # Ruling (C3-T8, Q-22): exactly age X from the base pile, no skipping, no set's draw
    # rule; a pile of fewer than X cards gives what it has
    for _ in range(x):
        c = await draw(g, player, x, exact=True)
        if c is None:
            break
        drawn.append(c)
        await reveal(g, player, c)
    rest = [c for c in drawn if icon not in g.card(c).icons]
    if len(rest) >= 2:  # one deck: the order shows, so it is chosen (issue 9)
        rest = await g.ask(Decision(player, CARDS, "Choose the order to return the cards "
                                    "the Search did not keep (each goes under the ones before)",
                                    rest, len(rest), len(rest), ordered=True))
    for c in rest:
        await return_card(g, player, c)


async def _uplift(g: Game, player: int, cid: int) -> None:
    # Ruling (C4-T3): the base deck one above the city is junked whole (that age is then
    # empty for every set), then an ordinary draw two above
    age = g.value(cid) + 1
    if age <= g.rules.max_age:
        await junk_deck(g, player, age)
    await draw(g, player, age + 1)


async def _junk_achievement(g: Game, player: int, cid: int) -> None:
    # Ruling (C4-T4): an available standard achievement of exactly the city's value; none,
    # nothing happens
    value = g.value(cid)
    cards = g.cards.cards
    found = [a for a in g.state.achievements if cards[a].kind == AGE_CARD and cards[a].age == value]
    if not found:
        return
    (picked,) = await g.ask(Decision(player, CARDS, f"Junk an available achievement of value {value}",
                                     found))
    await junk(g, player, picked)


async def _unsplay(g: Game, player: int, cid: int) -> None:
    # Ruling (C4-T5): the city's colour on every opponent's board; yours stays
    color = g.card(cid).color
    for q in g.opponents(player):
        await splay(g, q, color, NONE)


ICON_EFFECTS = {"plus": _plus, "search": _search, "uplift": _uplift, "junk": _junk_achievement,
                "unsplay": _unsplay, **{t: _arrow(d) for t, d in ARROWS.items()}}


# ------------------------------------------------------------------ flags and fountains
def visible_cards(g: Game, player: int, color: int) -> int:
    """Cards of a colour any part of which shows: the whole pile splayed, else its top."""
    ps = g.state.players[player]
    n = len(ps.piles[color])
    return n if ps.splay[color] else min(n, 1)


def flag_holds(g: Game, player: int, color: int) -> bool:
    """C3-T10: no opponent shows more cards of the flag's colour."""
    mine = visible_cards(g, player, color)
    return all(visible_cards(g, q, color) <= mine for q in g.opponents(player))


@cache
def marked_cities(edition: int) -> dict[int, CityFacts]:
    """The cities with a flag or a fountain, by card id."""
    return {cid: f for cid, f in city_facts(edition).items() if f.flag or f.fountain}


def board_marks(g: Game, player: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    """What a player's board shows, whatever the other boards: (fountains, ((colour, flags)
    ...)), the flags to be compared with the opponents' boards (C3-T10). Read from the
    piles' packed counts, where the cards' flags and fountains sit above their icons
    (cards.FLAG_SHIFT, FOUNTAIN_SHIFT; PlayerState.pile_facts keeps them until that pile
    changes)."""
    ps = g.state.players[player]
    cards = g.cards
    fountains = 0
    flags: list[tuple[int, int]] = []
    for color, pile in enumerate(ps.piles):
        if pile:
            packed = ps.pile_facts(cards, color)[0]
            fountains += (packed >> FOUNTAIN_SHIFT) & 63
            if (packed >> FLAG_SHIFT) & 63:
                flags.append((color, (packed >> FLAG_SHIFT) & 63))
    return fountains, tuple(flags)


def marks(g: Game, player: int) -> int:
    """The achievements a player's visible flags and fountains count as."""
    fountains, flags = board_marks(g, player)
    return fountains + sum(n for color, n in flags if flag_holds(g, player, color))


def _all_marks(g: Game) -> list[int]:
    # Ruling (C3-T10, C3-T11, Q-02): flags and fountains change the count whenever the
    # boards do; the 3rd edition checks the win after every change (victory.immediate_checks)
    # Every player's count at once, kept until a board changes (a flag compares the boards;
    # as board counters only ever grow, their sum changes whenever one does).
    key = 0
    for ps in g.state.players:
        key += ps.board
    cache = g.hooks.cache
    known = cache.get("marks")
    if known is None or known[0] != key:
        counts = [marks(g, p) for p in range(g.n)]
        known = cache["marks"] = (key, counts)
    return known[1]


def _count_marks(g: Game, player: int, n: int) -> int:
    return n + _all_marks(g)[player]


def _count_all_marks(g: Game, counts: list[int]) -> list[int]:
    out = counts[:]
    for p, m in enumerate(_all_marks(g)):
        out[p] += m
    return out


def _most_marks(g: Game) -> int:
    """At most what `_count_marks` adds to anyone's count: the most marks a board shows,
    every flag as if it held (no board compared). Read from each board's packed counts,
    where the flags and fountains sit above the icons (PlayerState.packed): the achievement
    check asks it after every action (victory.check_achievement_victory), and mostly no
    board shows any."""
    most = 0
    cards = g.cards
    for ps in g.state.players:  # (a loop: a generator costs more than the work for a few)
        # (PlayerState.packed written out: the 3rd edition asks after every change)
        packed = ps._packed if ps._packed >= 0 else ps.packed(cards)
        shown = (packed >> FLAG_SHIFT) & 4095  # flags, then fountains above them: 0 mostly
        if shown:
            shown = (shown & 63) + (shown >> 6)
            if shown > most:
                most = shown
    return most


_count_marks.each = _count_all_marks  # type: ignore[attr-defined]  # hooks.modified_each
_count_marks.most = _most_marks  # type: ignore[attr-defined]  # Hooks.rises


# ------------------------------------------------------------------ special achievements
# A special achievement earned by an event (a meld, a tuck, a junk) is marked due for the
# player (a bit of the SPECIALS_DUE counter) when the event happens, and claimed through the
# ruleset's specials: at once in the 3rd edition, at the end of the action in the 4th.
# Ruling (Q-05, C4-T7): the 4th edition claims them at the end of the action, as every special
# achievement (Y4), ties going clockwise from the current player's left.
SPECIAL_BITS = {"arrow-left": 1, "arrow-right": 2, "arrow-up": 4, "flag": 8, "fountain": 16}


def special_names(edition: int) -> dict[str, str]:
    return {"arrow-left": "Legend" if edition == 3 else "Tradition", "arrow-right": "Repute",
            "arrow-up": "Fame", "flag": "Glory", "fountain": "Victory"}


def _specials(edition: int) -> dict[str, SpecialAchievement]:
    pay = "tuck" if edition == 3 else "junk from your hand"
    texts = {"arrow-left": "Meld a city with a left arrow on a colour already splayed left.",
             "arrow-right": "Meld a city with a right arrow on a colour already splayed right.",
             "arrow-up": "Meld a city with an up arrow on a colour already splayed up.",
             "flag": f"{pay.capitalize()} a city with a flag.",
             "fountain": f"{pay.capitalize()} a city with a fountain."}
    out = {}
    for key, name in special_names(edition).items():
        bit = SPECIAL_BITS[key]

        def due(g: Game, p: int, bit: int = bit) -> bool:
            return bool(g.state.players[p].counts[SPECIALS_DUE] & bit)
        out[name] = SpecialAchievement(name, due, texts[key], due_only=True)
    return out


def _mark_due(g: Game, player: int, bit: int) -> None:
    ps = g.state.players[player]
    ps.counts[SPECIALS_DUE] |= bit
    ps.ver += 1  # specials are checked again only for players whose `ver` moved (victory.py)


async def _after_meld(g: Game, ev: Event) -> None:
    # Ruling (C3-T17): any meld, not only a Meld action; "already splayed" is the splay the
    # colour had before the meld (a meld keeps it; the city's own Arrow acts only later)
    facts = city_facts(g.rules.edition).get(ev.card)
    direction = g.state.players[ev.player].splay[g.card(ev.card).color]
    if facts is not None and direction in facts.arrows:
        _mark_due(g, ev.player, SPECIAL_BITS[("", "arrow-left", "arrow-right", "arrow-up")[direction]])


async def _after_pay(g: Game, ev: Event) -> None:
    # Ruling (C3-T18): any tuck of such a city (the Endorse payment too), never a transfer.
    # Ruling (C4-T1, C4-T2): in the 4th edition a junk from the player's own hand
    facts = city_facts(g.rules.edition)[ev.card]
    if facts.flag:
        _mark_due(g, ev.player, SPECIAL_BITS["flag"])
    if facts.fountain:
        _mark_due(g, ev.player, SPECIAL_BITS["fountain"])


def _forget_taken(g: Game) -> None:
    """At the end of each action: a special achievement no longer available (claimed at
    once in the 3rd edition, or by someone else) is no longer due to anybody. (A plain
    function: it awaits nothing, and a coroutine per action costs more than its work.)"""
    for ps in g.state.players:  # (a loop: after every action, and mostly nothing is due)
        if ps.counts[SPECIALS_DUE]:
            break
    else:
        return
    gone = 0
    for bit, cid in _special_ids(g.rules.edition):
        if g.loc[cid][0] != AVAILABLE:
            gone |= bit
    if gone:
        for ps in g.state.players:
            ps.counts[SPECIALS_DUE] &= ~gone


@cache
def _special_ids(edition: int) -> tuple[tuple[int, int], ...]:
    """(bit, card id) of each Cities special achievement."""
    cards = card_set(edition)
    return tuple((SPECIAL_BITS[key], cards.find(name).id) for key, name in special_names(edition).items())


def _is_marked_city(g: Game, ev: Event) -> bool:
    f = city_facts(g.rules.edition).get(ev.card)  # type: ignore[arg-type]
    return f is not None and (f.flag or f.fountain)


def _hooks(edition: int) -> tuple[Hook, ...]:
    pay = "tuck" if edition == 3 else "junk"
    facts = city_facts(edition)
    return (
        Hook("City draw after a splay", frozenset({"splay"}), AFTER, _after_splay,
             lambda g, ev: ev.value != NONE),
        # (each names the cities it fires on: a verb builds no event for another card)
        Hook("Cities: an arrow city melded on its splay", frozenset({"meld"}), AFTER, _after_meld,
             lambda g, ev: ev.card in facts, cards=frozenset(facts)),
        Hook(f"Cities: a flag or fountain city {pay}ed", frozenset({pay}), AFTER, _after_pay,
             (lambda g, ev: _is_marked_city(g, ev)) if edition == 3 else
             (lambda g, ev: ev.src == "hand" and _is_marked_city(g, ev)),
             cards=frozenset(marked_cities(edition))),
    )


class CityHooks:
    """The Cities' hook provider: the same after-hooks all game long, on a few verbs only
    (hooks.watching asks `has`: other verbs build no event for them)."""

    def __init__(self, edition: int):
        self.hooks = _hooks(edition)
        self.watches = frozenset((h.kind, v) for h in self.hooks for v in h.verbs)
        self.static_watches = self.watches  # `has` never changes (hooks.watch_plan)
        # the hooks by (kind, verb), in order, the same all game (Hooks.active looks them up)
        self.fixed_index: dict[tuple[str, str], list[Hook]] = {}
        for h in self.hooks:
            for v in h.verbs:
                self.fixed_index.setdefault((h.kind, v), []).append(h)

    def __call__(self, g: Game) -> dict[tuple[str, str], list[Hook]]:
        return self.fixed_index

    def has(self, g: Game, kind: str, verb: str) -> bool:
        return (kind, verb) in self.watches


# ------------------------------------------------------------------ the Endorse action
def endorse_options(g: Game, player: int) -> list[tuple]:
    """("endorse", card, city): a top card to endorse and a top city of the same player
    showing its featured icon, with a card in hand of value at most the city's."""
    ps = g.state.players[player]
    # X3-T7, C3-T15: once per turn; its own bit, so an Inspire or a Decree may share the turn
    if ps.counts[SPECIAL_ACTIONS] & ENDORSE_BIT or not ps.hand:
        return []
    packed = ps._packed if ps._packed >= 0 else ps.packed(g.cards)
    if not (packed >> TOP_CITY_SHIFT) & 15:
        return []  # no top city (counted with the icons: cards.TOP_CITY_SHIFT), six times in ten
    # the pairs kept until the board changes (`_endorse_pairs`) are looked up here first:
    # this runs at every action choice, and mostly the board has not changed
    kept = g.hooks.cache.get("endorse")
    if kept is not None and kept[player][0] == ps.board and VALUE_QUERY not in g.modded:
        pairs = kept[player][1]
    else:
        pairs = _endorse_pairs(g, player)
    if not pairs:
        return []
    if VALUE_QUERY in g.modded:
        cheapest = min(g.value(c) for c in ps.hand)
    else:  # (a loop: the hand is short, and a call per card costs more)
        cards = g.cards.cards
        cheapest = cards[ps.hand[0]].age
        for c in ps.hand:
            if cards[c].age < cheapest:
                cheapest = cards[c].age
    # C3-T13: a card to pay with of value at most the city's
    return [("endorse", card, city) for card, city, value in pairs if cheapest <= value]


def _endorse_pairs(g: Game, player: int) -> list[tuple[int, int, int]]:
    """(card, city, the city's value) for each top card a top city could endorse, kept
    until the board changes (or always worked out when a card's value may be modified)."""
    ps = g.state.players[player]
    keep = VALUE_QUERY not in g.modded
    tops = ps.top_cards()
    facts = city_facts(g.rules.edition)
    cities = [c for c in tops if c in facts]
    pairs = []
    cards = g.cards.cards
    for card in tops if cities else ():
        # Ruling (Q-08, C4-T6): a city is never endorsed (nor dogma'd): it has no effects
        featured = cards[card].featured
        if card in facts or featured < 0:
            continue
        for city in cities:
            # C3-T14: the featured icon anywhere on the city (a Search icon included)
            if cards[city].top[featured]:
                pairs.append((card, city, cards[city].age if keep else g.value(city)))
    if keep:  # (per player: the board counter it was worked out at, and the pairs)
        kept = g.hooks.cache.get("endorse")
        if kept is None:
            kept = g.hooks.cache["endorse"] = [(-1, [])] * g.n
        kept[player] = (ps.board, pairs)
    return pairs


async def endorse_action(g: Game, player: int, option: tuple) -> None:
    _, cid, city = option
    ps = g.state.players[player]
    ps.counts[SPECIAL_ACTIONS] |= ENDORSE_BIT
    limit = g.value(city)
    payable = [c for c in ps.hand if g.value(c) <= limit]
    verb = "Tuck" if g.rules.edition == 3 else "Junk"
    (paid,) = await g.ask(Decision(player, CARDS, f"{verb} a card of value {limit} or less from "
                                   "your hand to pay for the Endorse", payable))
    if g.logging:
        g.note(f"{g.name(player)} endorses {g.card(cid).name} with {g.card(city).name}.")
    if g.rules.edition == 3:
        await tuck(g, player, paid)
    else:
        await junk(g, player, paid)
    # C3-T12: a Dogma action with each demand twice round the table and each non-demand
    # effect twice for the player (once for each sharer), with the sharing bonus
    await after_dogma(g, player, await dogma(g, player, cid, times=2))


def endorse_label(g: Game, option: tuple) -> str:
    return f"endorse {g.card(option[1]).name} with {g.card(option[2]).name}"


ENDORSE = Action("endorse", endorse_options, endorse_action, endorse_label, asks=True)


def _melds_a_city(g: Game, option: tuple) -> bool:
    """A Meld action asks questions only through a city's icons (a Search's return order,
    which achievement to junk): other melds need not keep their start for clones."""
    return option[1] in city_facts(g.rules.edition)


# ------------------------------------------------------------------ joining a ruleset
def join(rs: Ruleset) -> None:
    e = rs.edition
    rs.specials.update(_specials(e))
    # the Meld action's steps 1 and 2 in both editions, before any other set's (X3-T6, X4-T5)
    rs.after_meld[0:0] = [city_icons_step, city_draw_step]
    rs.hook_providers.append(provider := CityHooks(e))
    # after-hooks only, none asks anything: actions need not keep their start for them
    rs.quiet_providers.append(provider)
    rs.modifiers.setdefault(ACHIEVEMENTS_QUERY, []).append(_count_marks)
    rs.end_of_action.append(_forget_taken)
    # Ruling (Q-08, C4-T6, C3-T16): no Dogma action (nor parley) on a city, in either edition
    # A Meld action may now ask (a Search's return order, which achievement to junk)
    # Ruling (Q-08, C4-T6): a city has no effects: never the target of a Dogma (or parley)
    rs.no_dogma = rs.no_dogma | frozenset(city_facts(e))
    rs.actions = tuple(also_asks(a, _melds_a_city) if a.verb == "meld" else a
                       for a in rs.actions) + (ENDORSE,)


__all__ = ["join", "city_facts", "marks", "draw_city", "is_city"]
