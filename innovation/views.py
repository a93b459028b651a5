"""What one player may know: `view(game, player)` reveals nothing hidden from them."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .model.cards import COLORS, FACE_UP_KINDS, ICONS, SPLAYS
from .model.zones import NOBODY, OWNER, PLAYER_LISTS, PUBLIC, in_play
from .rules.engine import Game
from .rules.verbs import safe_limit
from .rules.victory import achievements_needed


def view(g: Game, player: int | None) -> dict[str, Any]:
    """The table as `player` sees it (None: a spectator, who sees only public faces)."""
    s = g.state
    cards = g.cards
    setup = s.phase == "setup"

    known = s.known
    bit = 0 if player is None else 1 << player
    sets = g.config.expansions

    def face(cid: int, owner: int, sees: int) -> str:
        """A card as this seat sees it in a zone with that visibility: title or back."""
        c = cards[cid]
        if sees == PUBLIC or c.kind in FACE_UP_KINDS or (sees == OWNER and owner == player):
            return c.name
        return c.back

    def tracked(cid: int, owner: int) -> str | None:
        """A hidden card's title if this seat legitimately knows it (card tracking)."""
        return cards[cid].name if owner != player and known[cid] & bit else None

    zones = [z for z in PLAYER_LISTS if z.view and in_play(z, sets, g.config.edition)]
    players = []
    for i, ps in enumerate(s.players):
        board = {}
        for c, pile in enumerate(ps.piles):
            board[COLORS[c]] = {"cards": [cards[x].name for x in reversed(pile)],
                                "splay": SPLAYS[ps.splay[c]]}
        icons = g.icon_counts(i)  # as the rules count them (static karmas included)
        seat: dict[str, Any] = {
            "name": g.names[i],
            "alive": ps.alive,
            "board": board,
            "icons": {ICONS[k]: icons[k] for k in range(len(ICONS))},
            "score": g.score(i),
            # claimed achievements plus those the board counts as (Cities: flags, fountains)
            "achievement_count": g.achievement_count(i),
            "tracked": {},
        }
        for z in zones:
            held = getattr(ps, z.attr)
            seat[z.view] = [face(x, i, z.sees) for x in held]
            if z.sees == OWNER:
                seat["tracked"][z.view] = [tracked(x, i) for x in held]
        if "safe" in seat:  # the Unseen: how many secrets the safe takes (U4-T5)
            seat["safe_limit"] = safe_limit(g, i)
        players.append(seat)
    decision = None
    d = g.pending
    if d is not None:
        decision = {"player": g.names[d.player], "prompt": d.prompt, "kind": d.kind,
                    "context": d.context}
        if d.player != player:  # a prompt may name a card only its decider sees (Scissors)
            decision["prompt"] = _in_public_words(g, d.prompt, player)
            decision["context"] = _in_public_words(g, decision["context"], player)
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
        # the base piles by age; with expansions, every set's piles too (how many cards each)
        "decks": {str(age): len(g.deck("base", age))  # the age-0 deck once introduced
                  for age in range(0 if g.state.zero else 1, g.deck_span)},
        "set_decks": {name: {str(age): len(g.deck(name, age)) for age in range(1, g.deck_span)}
                      for name in g.sets[1:]},
        "achievements": [face(x, -1, NOBODY) for x in s.achievements],
        "junk": [cards[x].back for x in s.junk],
        # Figures: the decrees nobody holds (face up)
        **({"decrees": [cards[x].name for x in s.decrees]} if "figures" in sets else {}),
        # Artifacts (4th edition): the museums nobody achieved, and how many are free
        **({"museums": [cards[x].name for x in s.museums],
            "museums_free": len(s.museums) - sum(len(ps.museum) for ps in s.players)}
           if "artifacts" in sets and g.config.edition >= 4 else {}),
        # Artifacts (3rd edition, the relics option): the relics beside their piles (face up)
        **({"relics": [cards[x].name for x in s.relics]} if g.config.options.get("relics") else {}),
        "junk_name": "junk" if g.config.edition >= 4 else "removed from the game",
        "teams": g.config.options.get("teams"),
        # one more per expansion in play, and for the longer game (the table shows "n/need")
        "achievements_to_win": achievements_needed(g),
        "winners": None if s.winners is None else [g.names[p] for p in s.winners],
        "end_reason": s.end_reason or None,
        "decision": decision,
        "log": [t for e in g.log if (t := e.for_player(player)) is not None],
    }


@cache
def _titles(edition: int) -> re.Pattern[str]:
    """Every card title of an edition, longest first (so that 'Writing' is not found in
    'Hansen Writing Ball'), as whole words."""
    from .model.cards import card_set

    names = sorted(card_set(edition).by_name, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(n) for n in names) + r")(?!\w)")


def _in_public_words(g: Game, text: str, player: int | None) -> str:
    """The text with each card in play this seat may not see, nor knows, named by its back."""
    bit = 0 if player is None else 1 << player
    known = g.state.known
    by_name, in_play = g.cards.by_name, g.set_slot
    seat = -1 if player is None else player

    def public(m: re.Match[str]) -> str:
        c = by_name[m.group(0)]
        if c.set not in in_play or known[c.id] & bit or g.visible_to(c.id, seat):
            return m.group(0)
        return c.back_words
    return _titles(g.config.edition).sub(public, text)
