"""Artifacts of History (expansions-rules §4, §7; side by side §8.4; `rs.edition` says which).

- Dig: after a Meld action that covers a card of equal or higher value, or one whose
  hexagon is in the same slot, an artifact of the covered card's value goes on display
  (one per player, public; no base fallback).
- The start-of-turn artifact decision: a free Dogma action on the displayed artifact (its
  icons count for the player), then (4th edition) it goes into a museum, or the hand if no
  museum is free; (3rd edition) it is returned, or returned unused.
- "I compel" effects: demands on the opponents who are eligible to share (a plan step kind).
- Relics (3rd edition, the `relics` table option): five relics beside their piles; after a
  dig, the relic of the dug artifact's value may be seized from beside its pile or from any
  achievements pile, into your achievements or hand.
- Museums (4th edition): five; a dig may steal an opponent's museum instead; a Meld action
  may meld an artifact from your museum; taking the last museum gives the player holding
  the most museums one of them as an achievement, and every museum comes back.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.zones import ACHIEVED, BOARD, DISPLAY, RELICS
from ..actions import Option, after_dogma, also_asks, end_of_action
from ..decision import CARDS, CHOICE, Decision
from ..dogma import (
    ALONE,
    COMPEL,
    DEMAND,
    DOGMA,
    SELF,
    SUPER,
    DogmaRun,
    Step,
    dogma,
    echo_steps,
    impl_of,
    pile_shown,
    run_plan,
    visible_echo_steps,
)
from ..engine import Game
from ..ruleset import Ruleset
from ..verbs import achieve, dig, return_card, transfer

SET = "artifacts"
DIG_RANK = 3  # the Meld action's step 3 in both editions (X3-T6, X4-T5)


# ------------------------------------------------------------------ dig
def board_value(g: Game, cid: int) -> int:
    """A card's value on a board."""
    # Ruling (A3-T11): Battleship Yamato counts 11 on a board (for digs too)
    return g.cards.cards[cid].visible_age or g.value(cid)


def digs(g: Game, melded: int, covered: int) -> bool:
    """A3-T1: the melded card is not higher than the covered one, or both hexagons are in the
    same slot (A3-T4: a city on a city always matches; a card without a hexagon never)."""
    # Ruling (A3-T1, A3-T4): only a covered card digs; by value, or by hexagon slot (which
    # ignores splays; a city's is always top-right, and a card without one never matches)
    a, b = g.cards.cards[melded], g.cards.cards[covered]
    if board_value(g, melded) <= board_value(g, covered):
        return True
    return a.hex_slot is not None and a.hex_slot == b.hex_slot


def museum_steals(g: Game, player: int, age: int) -> list[int]:
    """4th edition: the artifacts in opponents' museums of exactly the value dug (A4-T2:
    before skipping empty ages)."""
    players = g.state.players
    return [c for q in g.opponents(player) for c in players[q].museum if g.card(c).age == age]


async def dig_step(g: Game, player: int, cid: int) -> None:
    """After a Meld action, step 3: dig an artifact of the covered card's value (A3-T2)."""
    kind, owner, color = g.loc[cid]
    if kind != BOARD or owner != player:
        return
    pile = g.state.players[player].piles[color]
    # X4-T5: the 4th edition's steps stop once the melded card is covered
    if pile[-1] != cid and g.rules.edition >= 4 or len(pile) < 2 or cid not in pile:
        return
    i = pile.index(cid)
    if i == 0 or not digs(g, cid, pile[i - 1]):
        return
    age = board_value(g, pile[i - 1])  # Ruling (A3-T2): the covered card's value
    if g.rules.edition >= 4:
        steals = museum_steals(g, player, age)
        if steals:
            # Ruling (Q-13, A4-T2): a steal is allowed whenever a museum qualifies, even with
            # the display occupied or no artifact to dig; declining it digs
            picked = await g.ask(Decision(player, CARDS, f"Steal a museum holding an artifact "
                                          f"of value {age} instead of digging?", steals, 0, 1))
            if picked:
                if g.logging:
                    g.note(f"{g.name(player)} steals the museum holding {g.card(picked[0]).name}.")
                # Ruling (R4-T6): the artifact brings its museum along (a museum is its
                # artifact here), and the museums are checked again
                await transfer(g, player, picked[0], "museum", player)
                await museum_check(g, player)
                return
    # Ruling (A3-T3, A4-T1, Q-10): an occupied display or no artifact of the age reached
    # (after skipping empty ages) ignores the dig
    dug = await dig(g, player, age)
    if dug is not None and g.config.options.get("relics"):
        # Ruling (R3-T2): only after a dig that drew an artifact, of the drawn card's value
        await seize_relic(g, player, g.card(dug).age)


# ------------------------------------------------------------------ relics (3rd edition)
def seizable(g: Game, age: int) -> list[int]:
    """Ruling (R3-T3): the relics of a value beside their piles or in any achievements
    pile, the seizing player's own included (never from a hand, board or score pile)."""
    return [r.id for r in g.cards.relics if r.age == age and g.loc[r.id][0] in (RELICS, ACHIEVED)]


async def seize_relic(g: Game, player: int, age: int) -> None:
    """After a dig: the player may seize the relic of the dug artifact's value, into their
    achievements or their hand."""
    for cid in seizable(g, age):
        relic = g.card(cid)
        kind, owner, _ = g.loc[cid]
        whose = "your" if owner == player else f"{g.name(owner)}'s"
        where = "beside its pile" if kind == RELICS else f"in {whose} achievements"
        # Ruling (R3-T4): a relic of a set not in play must go to the achievements
        places = ["achievements", "hand"] if relic.type in g.set_slot else ["achievements"]
        picked = await g.ask(Decision(player, CHOICE, f"Seize {relic.name} ({where})? Choose "
                                      "where it goes, or nothing to leave it", places, 0, 1))
        if picked:
            if g.logging:
                g.note(f"{g.name(player)} seizes the relic {relic.name}.")
            await transfer(g, player, cid, picked[0], player)


def may_seize(g: Game, option: Option) -> bool:
    """Can a Meld action's dig ask (a relic may be seized at tables with relics)?"""
    return bool(g.config.options.get("relics"))


# ------------------------------------------------------------------ museums (4th edition)
def museums_free(g: Game) -> int:
    """Museums in the centre: the museum cards nobody achieved, less one per artifact held
    in a museum (R4-T8: one artifact a museum)."""
    return len(g.state.museums) - sum(len(ps.museum) for ps in g.state.players)


async def museum_check(g: Game, player: int) -> None:
    """Once no museum is free: the player holding the most museums, alone, achieves one,
    then every museum comes back and its artifact is returned."""
    s = g.state
    if museums_free(g) > 0 or not any(ps.museum for ps in s.players):
        return
    counts = sorted((len(ps.museum) for ps in s.players), reverse=True)
    # Ruling (Q-13, R4-T2, R4-T3): a strict plurality; with a tie nothing happens (the
    # museums stay full until a meld or a steal changes the counts)
    if len(counts) > 1 and counts[0] == counts[1]:
        return
    winner = max(range(g.n), key=lambda p: len(s.players[p].museum))
    if g.logging:
        g.note(f"{g.name(winner)} holds the most museums and achieves one.")
    # Ruling (R4-T4): the museum card becomes an achievement (not a standard one)
    await achieve(g, winner, s.museums[0])
    # Ruling (R4-T5): the artifacts go to the bottom of their decks, holders clockwise from
    # the current player
    for q in g.order_from(s.current)[-1:] + g.order_from(s.current)[:-1]:
        for c in list(s.players[q].museum):
            await return_card(g, q, c)


async def to_museum(g: Game, player: int, cid: int) -> None:
    """4th edition: the artifact goes into a free museum, or the hand if none is free."""
    if museums_free(g) > 0:
        await transfer(g, player, cid, "museum", player)
        await museum_check(g, player)
    else:
        await transfer(g, player, cid, "hand", player)


# ------------------------------------------------------------------ the start of a turn
async def artifact_turn_start(g: Game) -> None:
    """The start-of-turn artifact decision (the scenario format's first decision while an
    artifact is on display): `dogma`, `return` (3rd edition) or `skip`."""
    p = g.state.current
    ps = g.state.players[p]
    if not ps.display:
        return
    cid = ps.display[0]
    # Ruling (A4-T5): no return in the 4th edition; after it the artifact stays in play (below)
    options = ["dogma", "return", "skip"] if g.rules.edition == 3 else ["dogma", "skip"]
    (choice,) = await g.ask(Decision(p, CHOICE, f"{g.card(cid).name} is on display: take a free "
                                     f"Dogma action on it ({' / '.join(options)})?", options))
    g.keep_action_start()
    if choice == "dogma":
        # Ruling (Q-11, A3-T9, A3-T10): a Dogma action for karmas and the sharing bonus (a figure
        # with Figures); its icons count for the player during it (A3-T6), and only then
        # (A3-T10: the display is no part of the board)
        await after_dogma(g, p, await dogma(g, p, cid, extra_icons=True))
    # Ruling (Q-09, A4-T4): in the 4th edition the artifact's own effects may move it off
    # the display; then nothing more happens to it
    if g.state.players[p].display == [cid]:
        if g.rules.edition == 3:
            # Ruling (A3-T6): optional, before the two actions; returned after its Dogma,
            # or returned unused
            if choice != "skip":
                await return_card(g, p, cid)
        else:
            await to_museum(g, p, cid)  # R4-T1: whether or not it was used
    await end_of_action(g)


# ------------------------------------------------------------------ the display's echo effects
def display_echo_steps(g: Game, player: int, cid: int, mode: str, steps: list[Step]) -> list[Step]:
    """A plan contributor (3rd edition): the free Dogma on a displayed artifact first runs
    the echo effects of the player's board in its colour (A3-T6; A4-T3, E4-T7: not in the
    4th, where no artifact has an echo effect of its own either)."""
    kind, owner, _ = g.loc[cid]
    if kind != DISPLAY or mode != DOGMA:
        return steps
    echoes = visible_echo_steps(g, pile_shown(g, owner, g.card(cid).color), mode)
    return echoes + steps if echoes else steps


# ------------------------------------------------------------------ compels
def compel_steps(g: Game, player: int, cid: int, mode: str, steps: list[Step]) -> list[Step]:
    """A plan contributor: a compel is carried out on the sharing opponents (A3-T5); a
    super-execution skips it (A4-T7, X4-T6); a self-execution has no demands at all."""
    compels = g.rules.impls[g.card(cid).name].compels if g.card(cid).name in g.rules.impls else ()
    if not compels:
        return steps
    out = []
    for st in steps:
        if st.kind == DEMAND and st.card == cid and st.index in compels:
            # Ruling (A3-T12, A4-T7): executing a card (the 3rd edition's "execute its
            # non-demand effects", self-execution) runs no demand, so no compel; a
            # super-execution runs its demands but never its compels
            if mode == SUPER:
                continue
            if mode == DOGMA:
                st = replace(st, kind=COMPEL)
        out.append(st)
    return out


async def execute_as_own(g: Game, player: int, cid: int, run: DogmaRun) -> None:
    """3rd edition: "execute the effects on the chosen card as if they were on this card; do
    not share them" (Gujin Tushu Jinsheng, The Daily Courant), inside the Dogma `run`."""
    impl = impl_of(g, cid)
    # Ruling: every effect of the card; its non-demand effects are the executing player's
    # alone, its demands and compels reach the opponents this Dogma locked in as vulnerable
    # (or, for a compel, as sharing), the executing player and their team-mates excepted.
    # Ruling (E3-T3, E3-T4): with the Echoes rules in play, the echo effects showing in the
    # chosen top card's pile run first, bottom to top, as for any card executed ("echo
    # effects in that card's color"); without them, only an echo effect of its own
    if echo_steps in g.rules.plan_steps:
        steps = echo_steps(g, player, cid, SELF, [])
    else:
        steps = [Step(cid, -1, impl.echo, ALONE)] if impl.echo is not None else []
    for i, effect in enumerate(impl.effects):
        if not impl.demands[i]:
            steps.append(Step(cid, i, effect, ALONE))
        else:
            steps.append(Step(cid, i, effect, COMPEL if i in impl.compels else DEMAND))
    inner = DogmaRun(player, cid, run.featured)
    inner.vulnerable = [q for q in run.vulnerable if g.is_opponent(player, q)]
    inner.sharers = [q for q in run.sharers if g.is_opponent(player, q)]
    inner.memo = run.memo
    if g.logging:
        g.note(f"{g.name(player)} executes the effects of {g.card(cid).name}.")
    await run_plan(g, inner, steps)


def may_steal(g: Game, option: Option) -> bool:
    """Can a Meld action's dig ask (a steal is possible only while a museum is held)?"""
    return any(ps.museum for ps in g.state.players)


# ------------------------------------------------------------------ melding from a museum
def meld_from_museum(options):
    def run(g: Game, player: int) -> list[Option]:
        # A4-T6, R4-T7: an artifact in your museum may be melded; its museum is then free
        return options(g, player) + [("meld", c) for c in g.state.players[player].museum]
    return run


def meld_from_display(options):
    def run(g: Game, player: int) -> list[Option]:
        # Ruling (A3-T8): the displayed artifact may be melded as if it were in hand, by a
        # normal Meld action (3rd edition): city draw, a new dig and promotion may follow
        return options(g, player) + [("meld", c) for c in g.state.players[player].display]
    return run


# ------------------------------------------------------------------ joining a ruleset
def _ranked(step, rank: int):
    step.rank = rank
    return step


def join(rs: Ruleset) -> None:
    rs.after_meld.append(_ranked(dig_step, DIG_RANK))
    rs.after_meld.sort(key=lambda step: getattr(step, "rank", 0))
    rs.turn_start.append(artifact_turn_start)
    rs.plan_steps.append(compel_steps)
    if rs.edition >= 4:
        # the dig may ask (a steal, while an opponent holds a museum): then a Meld action
        # keeps its start for clones
        rs.actions = tuple(also_asks(replace(a, options=meld_from_museum(a.options)), may_steal)
                           if a.verb == "meld" else a for a in rs.actions)
    else:
        # the dig may ask (a relic to seize, at tables with relics)
        rs.actions = tuple(also_asks(replace(a, options=meld_from_display(a.options)), may_seize)
                           if a.verb == "meld" else a for a in rs.actions)
        # Ruling (Q-09, A3-T7): the displayed card is immune to every effect, its own too
        rs.display_immune = True
        if any(i.echo for i in rs.impls.values()):  # echo effects exist (Echoes, Safety Pin)
            rs.plan_steps.append(display_echo_steps)


__all__ = ["join", "dig_step", "museums_free", "museum_check", "to_museum", "SET"]
