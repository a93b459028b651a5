"""Setup's first meld, turns and the four actions."""

from __future__ import annotations

from ..model.state import ACTIONS, SCORED, TUCKED
from .decision import ACTION, CARDS, Decision
from .dogma import dogma
from .engine import Game, GameOver, TurnOver
from .verbs import achieve, claim_special, draw, meld, return_card
from .victory import check_achievement_victory, claimable, specials_earned

# Where a turn stands (GameState.step), so a game resumed at a snapshot re-enters the right
# step: the turn's start (steps the sets add, such as the Artifacts' free dogma) or its actions.
TURN_START, ACTIONS_STEP = "turn_start", "actions"

ACTION_PROMPTS = {2: "Action 1: choose", 1: "Action 2: choose"}


def actions_for_turn(g: Game, turn: int) -> int:
    """The first player (first two with 4+ players) takes a single action."""
    return 1 if turn == 0 or (turn == 1 and g.n >= 4) else 2


async def run_game(g: Game) -> None:
    s = g.state
    try:
        if s.phase == "setup":
            await first_meld(g)
        while True:
            if s.actions_left == 0:
                next_turn(g)
            if s.step == TURN_START:
                if g.rules.turn_start:
                    g.take_snapshot()
                    for step in g.rules.turn_start:
                        await step(g)
                s.step = ACTIONS_STEP
            g.take_snapshot()
            try:
                await take_action(g)
            except TurnOver:
                # The eliminated player's turn ends, but the action still ends: what the
                # others earned during it is checked now.
                await end_of_action(g)
                s.actions_left = 0
    except GameOver as over:
        s.phase = "over"
        s.winners = over.winners
        s.end_reason = over.reason
        if g.logging:
            who = ", ".join(g.name(p) for p in over.winners) or "nobody"
            g.note(f"Game over ({over.reason}): {who} wins.")


async def first_meld(g: Game) -> None:
    """Each player chooses one of two cards to meld, unseen by the others; then all meld."""
    s = g.state
    while len(s.setup_melds) < g.n:
        p = len(s.setup_melds)
        g.take_snapshot()
        hand = s.players[p].hand
        d = Decision(p, CARDS, "Choose a card to meld for your first card", list(hand))
        (choice,) = await g.ask(d)
        s.setup_melds.append(choice)
    for p, cid in enumerate(s.setup_melds):
        await meld(g, p, cid)
    first = min(range(g.n), key=lambda p: g.card(s.setup_melds[p]).name)
    s.phase = "play"
    s.current = first
    s.turn = 0
    s.step = TURN_START
    s.actions_left = actions_for_turn(g, 0)
    if g.logging:
        g.note(f"{g.name(first)} goes first.")


def next_turn(g: Game) -> None:
    s = g.state
    alive = s.players
    nxt = s.current
    for _ in range(g.n):
        nxt = (nxt + 1) % g.n
        if alive[nxt].alive:
            break
    s.current = nxt
    s.turn += 1
    for ps in s.players:
        counts = ps.counts
        if counts[TUCKED] or counts[SCORED]:
            ps.ver += 1  # the 3rd-edition Monument reads these
        ps.counts = [0] * len(counts)
    s.step = TURN_START
    s.actions_left = actions_for_turn(g, s.turn)
    if g.logging:
        g.note(f"--- Turn {s.turn + 1}: {g.name(nxt)} ---")


def action_options(g: Game, player: int) -> list[tuple]:
    ps = g.state.players[player]
    opts: list[tuple] = [("draw",)]
    opts += [("meld", c) for c in ps.hand]
    impls = g.rules.impls
    opts += [("dogma", c) for c in ps.top_cards() if g.card(c).name in impls]
    if g.config.options.get("parley") and ps.hand:
        # parley: activate a distant player's top card by returning a card from hand
        opts += [("parley", c) for q in g.order_from(player) if g.distant(player, q)
                 for c in g.tops(q) if g.card(c).name in impls]
    seen_ages: set[int] = set()
    for c in claimable(g, player):
        age = g.card(c).age
        if age not in seen_ages:  # achievements of one age are interchangeable
            seen_ages.add(age)
            opts.append(("achieve", c))
    return opts


async def take_action(g: Game) -> None:
    s = g.state
    p = s.current
    d = Decision(p, ACTION, ACTION_PROMPTS[s.actions_left], action_options(g, p))
    (act,) = await g.ask(d)
    verb = act[0]
    if verb in ("dogma", "parley") or g.rules.actions_may_ask:
        g.keep_action_start()  # the action asks further questions: clones replay from here
    s.actions_left -= 1
    s.players[p].counts[ACTIONS] += 1
    if verb == "draw":
        await draw(g, p, g.highest_top_age(p), action=True)
    elif verb == "meld":
        await meld(g, p, act[1], action=True)
    elif verb == "achieve":
        await achieve(g, p, act[1], action=True)
    elif verb in ("dogma", "parley"):
        if verb == "parley":
            hand = g.state.players[p].hand
            (paid,) = await g.ask(Decision(p, CARDS, "Return a card from your hand to parley", list(hand)))
            await return_card(g, p, paid)
        bonus = await dogma(g, p, act[1])
        if bonus:
            await end_of_action(g)
            if g.logging:
                g.note(f"{g.name(p)} takes a free Draw action for sharing.")
            await draw(g, p, g.highest_top_age(p), action=True)
    await end_of_action(g)


async def end_of_action(g: Game) -> None:
    for step in g.rules.end_of_action:
        await step(g)
    for p, name in specials_earned(g):
        await claim_special(g, p, name)
    check_achievement_victory(g)
