"""Setup's first meld, turns and the four actions."""

from __future__ import annotations

from ..model.state import ACTIONS, SCORED, TUCKED, TURN_COUNTERS
from .actions import end_of_action, keeps_start
from .decision import ACTION, CARDS, Decision
from .engine import ENDLESS_MOVES, NEVER, EndlessAction, Game, GameOver, TurnOver
from .verbs import meld

# Where a turn stands (GameState.step), so a game resumed at a snapshot re-enters the right
# step: the turn's start (steps the sets add, such as the Artifacts' free dogma) or its actions.
TURN_START, ACTIONS_STEP = "turn_start", "actions"

_ZEROS = [0] * len(TURN_COUNTERS)
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
                    try:
                        for step in g.rules.turn_start:
                            await step(g)
                    except TurnOver:  # eliminated at the start of the turn (a free Dogma)
                        await end_of_action(g)
                        s.actions_left = 0
                        continue
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
        if any(counts):
            if counts[TUCKED] or counts[SCORED]:
                ps.ver += 1  # the 3rd-edition Monument reads these
            counts[:] = _ZEROS  # in place: a clone or snapshot has its own copy
    s.step = TURN_START
    s.actions_left = actions_for_turn(g, s.turn)
    if g.logging:
        g.note(f"--- Turn {s.turn + 1}: {g.name(nxt)} ---")


def action_options(g: Game, player: int) -> list[tuple]:
    """Every option of every action in the ruleset's action table, in table order."""
    options: list[tuple] = []
    for action in g.action_rows:
        options += action.options(g, player)
    return options


async def take_action(g: Game) -> None:
    s = g.state
    p = s.current
    memo = g.act_memo
    if memo is not None and memo[0] == (s.turn, s.actions_left):  # a clone replaying this
        options = memo[1]  # choice (Game.clone)
    else:
        options = action_options(g, p)
        # (a playout is never cloned: it keeps none, and checks none after its first)
        g.act_memo = None if g.playout else ((s.turn, s.actions_left), options)
    d = Decision(p, ACTION, ACTION_PROMPTS[s.actions_left], options)
    (act,) = await g.ask(d)
    rules = g.rules
    action = rules.action_table[act[0]]
    # (a playout keeps no start whatever the action: it need not work out whether it asks)
    if (action.asks or rules.actions_may_ask) and (g.playout or keeps_start(g, action, act)):
        g.keep_action_start()  # the action asks further questions: clones replay from here
    s.actions_left -= 1
    s.players[p].counts[ACTIONS] += 1
    g._endless_at = s.moves + ENDLESS_MOVES
    try:
        await action.run(g, p, act)
    except EndlessAction:
        if g.logging:
            g.note("The action's effects would go round forever: the action stops here.")
    finally:
        g._endless_at = NEVER
    await end_of_action(g)
