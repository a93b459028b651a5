"""What a client receives: built only from one seat's view of the game.

A state message holds `innovation.views.view(game, seat)`, the pending decision for the
seat that decides (its labels already hide what that seat may not see), how many answers
the seat may take back, and the seats. Nothing else about the game is read here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..editions import ruleset
from ..model.cards import AGE_CARD, COLORS, ICONS, RELIC, SPECIAL, card_set
from ..rules.engine import Game
from ..views import view
from .narrate import present


@cache
def catalogue(edition: int) -> dict[str, dict[str, Any]]:
    """Every card of a base game of an edition with its own-wording dogma texts (public:
    the same for every game and seat, so it tells nothing about the deal)."""
    cards = card_set(edition)
    rules = ruleset(edition)
    out: dict[str, dict[str, Any]] = {}
    for c in [*cards.age_cards, *(s for s in cards.specials if s.name in rules.specials)]:
        if c.kind == SPECIAL:
            special = rules.specials.get(c.name)
            out[c.name] = {"special": True, "text": special.text if special else ""}
            continue
        impl = rules.impls.get(c.name)
        dogma = [] if impl is None else [{"text": t, "demand": d}
                                         for t, d in zip(impl.texts, impl.demands, strict=False)]
        out[c.name] = {"age": c.age, "color": COLORS[c.color], "set": c.set,
                       "icons": [ICONS[i] if i >= 0 else "hex" for i in c.icons],
                       "featured": ICONS[c.featured], "dogma": dogma}
    return out


def option_cards(g: Game, labels: list[str]) -> list[dict[str, Any] | None]:
    """Card facts for the options that name a card the decider may see: its label names
    it (labels show only backs for hidden cards); None for the others."""
    d = g.pending
    assert d is not None
    out: list[dict[str, Any] | None] = []
    for o, label in zip(d.options, labels, strict=True):
        cid = o if d.kind == "cards" else o[1] if d.kind == "action" and len(o) > 1 else None
        c = g.card(cid) if isinstance(cid, int) else None
        named = c is not None and (label == c.name if d.kind == "cards" else c.name in label)
        if c is not None and c.kind in (AGE_CARD, RELIC) and named:
            out.append({"name": c.name, "age": c.age, "color": COLORS[c.color]})
        else:
            out.append(None)
    return out


def decision_for(g: Game, seat: int | None, seq: int) -> dict[str, Any] | None:
    d = g.pending
    if d is None or seat is None or d.player != seat:
        return None
    labels = g.labels(d)
    out = d.to_json(labels)
    out.update(seq=seq, player=g.names[d.player], cards=option_cards(g, labels))
    return out


def undo_count(g: Game, seat: int | None) -> int:
    """Answers the seat may take back now. Only while it is still the one deciding: once
    another seat (or a bot) is deciding, that seat may already be answering the position,
    and taking the move back under it would make its answer land on another decision."""
    d = g.pending
    if seat is None or d is None or d.player != seat:
        return 0
    return g.undoable(seat)


def state_message(game_id: str, g: Game, seat: int | None, seats: list[dict[str, Any]],
                  decision: bool = True, fixed_seed: bool = False) -> dict[str, Any]:
    """`fixed_seed`: the game runs on the seed its creator chose (tables with at most one
    human), so every seat is told the deal may be known."""
    seq = len(g.answers)
    return present(g, seat, {
        "game": game_id, "seq": seq, "seat": seat, "status": "over" if g.pending is None else "playing",
        "fixed_seed": fixed_seed,
        "view": view(g, seat), "decision": decision_for(g, seat, seq) if decision else None,
        "undo": undo_count(g, seat) if decision else 0, "seats": seats})
