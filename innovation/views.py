"""What one player may know: `view(game, player)` reveals nothing hidden from them."""

from __future__ import annotations

from typing import Any

from .model.cards import COLORS, ICONS, SPECIAL, SPLAYS
from .rules.engine import Game


def view(g: Game, player: int | None) -> dict[str, Any]:
    """The table as `player` sees it (None: a spectator, who sees only public faces)."""
    s = g.state
    cards = g.cards
    setup = s.phase == "setup"

    def face(cid: int, owner: int) -> str:
        return cards[cid].name if owner == player else cards[cid].back

    known = s.known
    bit = 0 if player is None else 1 << player

    def tracked(cid: int, owner: int) -> str | None:
        """A hidden card's title if this seat legitimately knows it (card tracking)."""
        return cards[cid].name if owner != player and known[cid] & bit else None

    def achievement(cid: int) -> str:
        c = cards[cid]
        return c.name if c.kind == SPECIAL else c.back

    players = []
    for i, ps in enumerate(s.players):
        board = {}
        for c, pile in enumerate(ps.piles):
            board[COLORS[c]] = {"cards": [cards[x].name for x in reversed(pile)],
                                "splay": SPLAYS[ps.splay[c]]}
        icons = ps.icons(cards)
        players.append({
            "name": g.names[i],
            "alive": ps.alive,
            "board": board,
            "icons": {ICONS[k]: icons[k] for k in range(len(ICONS))},
            "hand": [face(x, i) for x in ps.hand],
            "score_pile": [face(x, i) for x in ps.score],
            "tracked": {"hand": [tracked(x, i) for x in ps.hand],
                        "score_pile": [tracked(x, i) for x in ps.score]},
            "score": g.score(i),
            "achievements": [achievement(x) for x in ps.achievements],
        })
    decision = None
    d = g.pending
    if d is not None:
        decision = {"player": g.names[d.player], "prompt": d.prompt, "kind": d.kind,
                    "context": d.context}
        if d.player == player:
            decision.update(d.to_json(g.labels(d)))
            decision["player"] = g.names[d.player]
    return {
        "you": None if player is None else g.names[player],
        "edition": g.config.edition,
        "phase": s.phase,
        "turn": s.turn + 1,
        "current": g.names[s.current],
        "actions_left": s.actions_left,
        "first_melds_chosen": len(s.setup_melds) if setup else None,
        "players": players,
        "decks": {str(age): len(deck) for age, deck in enumerate(s.decks) if age >= 1},
        "achievements": [achievement(x) for x in s.achievements],
        "junk": [cards[x].back for x in s.junk],
        "junk_name": "junk" if g.config.edition >= 4 else "removed from the game",
        "teams": g.config.options.get("teams"),
        "winners": None if s.winners is None else [g.names[p] for p in s.winners],
        "end_reason": s.end_reason or None,
        "decision": decision,
        "log": [t for e in g.log if (t := e.for_player(player)) is not None],
    }
