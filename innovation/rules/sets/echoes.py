"""Echoes of the Past: the rules of both editions (expansions-rules §2, side by side §8.2).

What the set adds to a ruleset (`join`): its draw rule, the promotion of a forecast card
after a Meld action (with its free Dogma action), its five special achievements, and the
echo effects in every Dogma plan. The forecast zone, the `foreshadow` verb (with the 4th
edition's limit), echo steps, bonuses and the duplicate-achievement multiplier are shared
machinery (rules/verbs.py, rules/dogma.py, model/state.py, rules/victory.py).
"""

from __future__ import annotations

from collections.abc import Awaitable

from ...model.cards import ECHO_SHIFT, HEX_TOKENS, N_COUNTED, N_ICONS, CardSet, screen
from ...model.state import PlayerState
from ..actions import also_asks, free_dogma
from ..decision import CARDS, YESNO, Decision
from ..dogma import echo_steps
from ..engine import Game
from ..hooks import SPECIAL_QUERY, VALUE_QUERY, special_slack
from ..ruleset import Ruleset, SpecialAchievement
from ..verbs import meld

SET = "echoes"
ICON_SHIFTS = tuple(8 * icon for icon in range(N_ICONS))  # each basic icon's packed field


# ------------------------------------------------------------------ the draw rule
def top_value(g: Game, cid: int) -> int:
    """A top card's value on a board (Battleship Yamato counts 11 there: E4-T1)."""
    c = g.cards.cards[cid]
    return c.visible_age or (c.age if g.hooks is None else g.value(cid))


def unique_highest_top(g: Game, player: int) -> bool:
    """4th edition: the highest value among the player's top cards appears exactly once.
    Ruling (E4-T1): an empty board has no top card, so no unique highest one."""
    if VALUE_QUERY in g.modded:
        best = count = 0
        for pile in g.state.players[player].piles:
            if pile:
                v = top_value(g, pile[-1])
                if v > best:
                    best, count = v, 1
                elif v == best:
                    count += 1
        return count == 1
    ps = g.state.players[player]
    known = ps._top  # (its printed values, or those they show: Yamato; PlayerState.top_facts)
    return (known if known is not None else ps.top_facts(g.cards))[1] == 1


def draw_rule_e4(g: Game, player: int, age: int, chosen: str, purpose: str) -> str:
    """Whenever a base card would be drawn, an Echoes card is drawn instead while the
    player has a unique highest top card (Y4)."""
    if chosen == "base" and unique_highest_top(g, player):
        return SET
    return chosen


def draw_rule_e3(g: Game, player: int, age: int, chosen: str, purpose: str) -> str:
    """3rd edition: a base draw takes an Echoes card when the hand holds cards and none of
    them is an Echoes card (E3-T8: an empty hand draws base). Ruling (E3-T9): every base
    draw, whatever the reason (a Search draws `exact`: never here). Ruling (X3-T3): asked
    once per card, so a card drawn just before counts in the hand."""
    if chosen != "base":
        return chosen
    hand = g.state.players[player].hand
    if not hand:
        return chosen
    cards = g.cards.cards
    for c in hand:  # (a loop: every base draw asks)
        if cards[c].type == SET:  # R3-T7: Safety Pin is an Echoes card
            return chosen
    return SET


# ------------------------------------------------------------------ promotion
def promotable(g: Game, player: int, melded: int) -> list[int]:
    """Forecast cards of value equal to or lower than the melded card."""
    forecast = g.state.players[player].forecast
    if not forecast:
        return []  # (mostly: after every Meld action)
    limit = g.value(melded)
    return [c for c in forecast if g.value(c) <= limit]


def promote(g: Game, player: int, melded: int, must: bool) -> Awaitable[None] | None:
    """After a Meld action, a forecast card of value at most the melded card's is melded
    (promoted) and its dogma taken as a free Dogma action. Ruling (E4-T3): in the 4th
    edition both are mandatory; in the 3rd both are optional (E3-T5). Ruling (X4-T5, E4-T4):
    nothing is promoted once the melded card is no longer a top card. (A plain function:
    None when there is nothing to promote, the usual case, else the promotion to await.)"""
    if g.top(player, g.card(melded).color) != melded:
        return None
    options = promotable(g, player, melded)
    if not options:
        return None
    return _promote(g, player, must, options)


async def _promote(g: Game, player: int, must: bool, options: list[int]) -> None:
    picked = await g.ask(Decision(player, CARDS, "Promote a card from your forecast (meld it)"
                                  if must else "You may promote a card from your forecast",
                                  options, 1 if must else 0, 1))
    if not picked:
        return
    cid = picked[0]
    if g.logging:
        c = g.card(cid)  # (named once melded: a karma may keep it from the board first)
        g.note(f"{g.name(player)} promotes {c.name} from the forecast.",
               readers=g.state.known[cid] | 1 << player,
               public=f"{g.name(player)} promotes {c.back_words} from the forecast.")
    # E3-T7: the promoted card's meld is not a Meld action (no second promotion)
    await meld(g, player, cid)
    if g.top(player, g.card(cid).color) != cid:
        return  # a replacement effect put it elsewhere: no card to take the Dogma on
    if not must and not await g.ask(Decision(player, YESNO, f"Take a free Dogma action on "
                                             f"{g.card(cid).name}?", ["yes"], 0, 1)):
        return
    # Ruling (Q-12, E4-T5): a card is "foreseen" during the free Dogma action that follows
    # its promotion (and only then); the 3rd edition has no "foreseen" texts.
    await free_dogma(g, player, cid, foreseen=must)


# The after-meld steps in each edition's order (X3-T6, X4-T5): a set's step carries its
# rank, so the steps sort the same whatever order the sets join in.
PROMOTE_RANK = {3: 4, 4: 5}


# ------------------------------------------------------------------ special achievements
# What each pile shows is kept until it changes (PlayerState.pile_facts): its icon counts,
# and above them its echo effects (cards.SHOWN). Hexagons, which every base card has, are
# read from a table of what each card shows, by the way it shows (index 0: a top card,
# every slot; 1..4: a card covered by a pile splayed left, right, up, aslant); worked out
# once per card set. (X3-T14: only fully visible slots.)
_HEXES: dict[int, list[tuple[int, ...]]] = {}


def _hexes(cards: CardSet) -> list[tuple[int, ...]]:
    table = _HEXES.get(id(cards))
    if table is None:
        table = _HEXES[id(cards)] = [
            # E3-T13: a hexagon with a music note is a hexagon
            tuple(sum(1 for i in (card.visible_slots(w) if card.slots else ()) if card.slots[i] in HEX_TOKENS)
                  for w in (None, 1, 2, 3, 4))
            for card in cards.cards]
    return table


def visible_bonuses(g: Game, player: int) -> list[int]:
    """Every visible bonus value on a board (kept per pile: PlayerState.pile_facts)."""
    ps = g.state.players[player]
    out: list[int] = []
    for color in range(5):
        out += ps.pile_facts(g.cards, color)[1]
    return out


def visible_echoes(g: Game, player: int, color: int) -> int:
    return (g.state.players[player].pile_facts(g.cards, color)[0] >> ECHO_SHIFT) & 255


def visible_hexes(g: Game, player: int, color: int) -> int:
    ps = g.state.players[player]
    pile = ps.piles[color]
    if not pile:
        return 0
    table = _hexes(g.cards)
    n = table[pile[-1]][0]
    splay = ps.splay[color]
    for cid in pile[:-1] if splay else ():
        n += table[cid][splay]
    return n


def pile_icon_counts(g: Game, player: int, color: int) -> list[int]:
    """Every basic icon's visible count in one pile."""
    cards = g.cards.cards
    ps = g.state.players[player]
    pile = ps.piles[color]
    if not pile:
        return [0] * N_COUNTED
    v = list(cards[pile[-1]].top)
    splay = ps.splay[color]
    if splay:
        for cid in pile[:-1]:
            for i, n in enumerate(cards[cid].shown[splay]):
                v[i] += n
    return v


def _slack(g: Game, p: int) -> int:
    # (most games have no karma lowering the requirements, Hedy Lamar: no call then)
    return special_slack(g, p) if SPECIAL_QUERY in g.modded else 0


def wealth(g: Game, p: int) -> bool:
    # the board's bonuses are counted (and cached) with the score's bonus points
    ps = g.state.players[p]
    known = ps._bonus
    count = known[1] if known is not None else ps.bonus_count(g.cards)
    return count >= 8 - (_slack(g, p) if g.modded else 0)


def _pile_most(g: Game, ps: PlayerState, shift: int, n: int) -> bool:
    """Does a pile show `n` or more of what the packed counts keep at `shift` (a card shows
    one at most: echo effects)? Only a pile of `n` cards, splayed (or only its top shows),
    may."""
    splays = ps.splay
    cards = g.cards
    for c, pile in enumerate(ps.piles):
        if len(pile) >= n and (splays[c] or n <= 1) and (ps.pile_facts(cards, c)[0] >> shift) & 255 >= n:
            return True
    return False


def heritage(g: Game, p: int) -> bool:
    n = 8 - (_slack(g, p) if g.modded else 0)
    ps = g.state.players[p]
    splays = ps.splay
    # (a card shows one hexagon at most: only a pile of `n` cards, splayed, may, or with
    # `n` at most 1 its top card alone; a loop, as this runs whenever a board changes)
    piles = ps.piles
    if max(map(len, piles)) < n:
        return False  # (most boards: at once)
    for c, pile in enumerate(piles):
        if len(pile) >= n and (splays[c] or n <= 1) and visible_hexes(g, p, c) >= n:
            return True
    return False


def history(g: Game, p: int) -> bool:
    ps, n = g.state.players[p], 4 - (_slack(g, p) if g.modded else 0)
    packed = ps._packed if ps._packed >= 0 else ps.packed(g.cards)
    return (packed >> ECHO_SHIFT) & 255 >= n and _pile_most(g, ps, ECHO_SHIFT, n)


def supremacy(g: Game, player: int) -> bool:
    """Three or more of one icon in each of four colours, the same icon in all four."""
    ps = g.state.players[player]
    piles = ps.piles
    k = _slack(g, player) if g.modded else 0  # Hedy Lamar: two of one icon in three colours
    colors, n = 4 - k, 3 - k
    # four colours of three: twelve of one icon on the board at least (without modifiers,
    # the screen turned away the boards without)
    counts = g.icon_counts(player)
    need = colors * n
    enough = [8 * i for i in range(N_ICONS) if counts[i] >= need]
    if not enough:
        return False
    filled = 0
    for pile in piles:
        if pile:
            filled += 1
    if filled < colors:
        return False
    # then each pile's packed counts (kept per pile: PlayerState.pile_facts) for those icons
    packs = [ps.pile_facts(g.cards, c)[0] for c in range(5) if piles[c]]
    for shift in enough:
        hits = 0
        for v in packs:
            if (v >> shift) & 255 >= n:
                hits += 1
        if hits >= colors:
            return True
    return False


def specials(edition: int) -> dict[str, SpecialAchievement]:
    destiny = 5 if edition >= 4 else 7  # E3-T14, E4-T8
    return {
        "Wealth": SpecialAchievement("Wealth", wealth, "Eight or more bonuses visible on your board.",
                                     board_only=True),
        "Destiny": SpecialAchievement(
            "Destiny",
            lambda g, p: len(g.state.players[p].forecast) >= destiny - (_slack(g, p) if g.modded else 0),
            f"{'Five' if destiny == 5 else 'Seven'} or more cards in your forecast."),
        "Heritage": SpecialAchievement("Heritage", heritage, "Eight or more hexagons visible in one "
                                       "colour.", board_only=True),
        # (screens: the board shows four echo effects; twelve of one icon)
        "History": SpecialAchievement("History", history, "Four or more echo effects visible in one "
                                      "colour.", board_only=True, screen=screen((ECHO_SHIFT,), 4)),
        "Supremacy": SpecialAchievement(
            "Supremacy", supremacy, "Three or more of one icon visible in each of four colours.",
            board_only=True, reads_icons=True, screen=screen(ICON_SHIFTS, 12, every=False)),
    }


# ------------------------------------------------------------------ joining a ruleset
def join(rs: Ruleset) -> None:
    rs.draw_rules = (rs.draw_rules or []) + [draw_rule_e4 if rs.edition >= 4 else draw_rule_e3]
    if echo_steps not in rs.plan_steps:
        rs.plan_steps.insert(0, echo_steps)
    join_promotion(rs)
    rs.specials.update(specials(rs.edition))
    if rs.edition == 3:
        # X3-T11: each player starts with one base 1 and one Echoes 1 (the 4th edition
        # deals two base cards: «you no longer draw an Echoes card at game start» — Y4)
        rs.starting_hand = ("base", "echoes")


def join_promotion(rs: Ruleset) -> None:
    """The promotion after a Meld action, added once (3rd-edition Figures use it without
    the Echoes cards, E3-T15: whichever set joins first adds it)."""
    if any(getattr(step, "__name__", "") == "promote" for step in rs.after_meld):
        return
    rs.after_meld.append(_ranked(promote, PROMOTE_RANK[rs.edition], rs.edition >= 4))
    rs.after_meld.sort(key=lambda step: getattr(step, "rank", 0))
    # the promotion asks questions: a Meld action keeps its start for clones when a forecast
    # card could be promoted after it (nothing else in a Meld action fills a forecast)
    rs.actions = tuple(also_asks(a, _may_promote) if a.verb == "meld" else a for a in rs.actions)


def _may_promote(g: Game, option: tuple) -> bool:
    """Could the Meld action of this option be followed by a promotion (a question)?"""
    return bool(promotable(g, g.state.current, option[1]))


def _ranked(step, rank: int, must: bool):
    """The promotion as an after-meld step of the edition (mandatory in the 4th), ranked:
    a plain function, returning what `step` does (None or something to await)."""
    def run(g: Game, player: int, melded: int) -> Awaitable[None] | None:
        return step(g, player, melded, must)

    run.rank = rank  # type: ignore[attr-defined]
    run.__name__ = step.__name__
    return run
