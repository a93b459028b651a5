"""Setup's first meld, turns and the four actions."""

from __future__ import annotations

from .decision import ACTION, CARDS, Decision
from .dogma import dogma
from .engine import Game, GameOver, TurnOver
from .primitives import draw, meld, return_card
from .victory import achieve, check_achievement_victory, check_specials, claimable

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
            g.take_snapshot()
            try:
                await take_action(g)
            except TurnOver:
                # The eliminated player's turn ends, but the action still ends: what the
                # others earned during it is checked now.
                end_of_action(g)
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
        meld(g, p, cid)
    first = min(range(g.n), key=lambda p: g.card(s.setup_melds[p]).name)
    s.phase = "play"
    s.current = first
    s.turn = 0
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
        if ps.tucks or ps.scores:
            ps.tucks = ps.scores = 0
            ps.ver += 1
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
    if verb in ("dogma", "parley"):
        g.keep_action_start()  # only these actions ask further questions
    s.actions_left -= 1
    if verb == "draw":
        draw(g, p, g.highest_top_age(p))
    elif verb == "meld":
        meld(g, p, act[1])
    elif verb == "achieve":
        achieve(g, p, act[1])
    elif verb in ("dogma", "parley"):
        if verb == "parley":
            hand = g.state.players[p].hand
            (paid,) = await g.ask(Decision(p, CARDS, "Return a card from your hand to parley", list(hand)))
            return_card(g, p, paid)
        bonus = await dogma(g, p, act[1])
        if bonus:
            end_of_action(g)
            if g.logging:
                g.note(f"{g.name(p)} takes a free Draw action for sharing.")
            draw(g, p, g.highest_top_age(p))
    end_of_action(g)


def end_of_action(g: Game) -> None:
    check_specials(g)
    check_achievement_victory(g)
