"""What a client receives: built only from one seat's view of the game.

A state message holds `innovation.views.view(game, seat)`, the pending decision for the
seat that decides (its labels already hide what that seat may not see), how many answers
the seat may take back, and the seats. Nothing else about the game is read here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..editions import EDITION_SETS, ruleset
from ..model.cards import AGE_CARD, CITY_ICONS, COLORS, ICONS, RELIC, SPECIAL, TOP_MIDDLE, card_set
from ..rules.engine import Game
from ..views import view
from .narrate import present


@cache
def catalogue(edition: int) -> dict[str, dict[str, Any]]:
    """Every card of an edition with its own-wording dogma texts (public: the same for every
    game and seat, so it tells nothing about the deal): the base set's and those of each
    expansion with cards written (their echo effects and bonus slots too)."""
    cards = card_set(edition)
    rules = [ruleset(edition)]
    for name in EDITION_SETS[edition][1:]:
        joined = ruleset(edition, ("base", name))
        if any(c.name in joined.impls for c in cards.by_set(name)):
            rules.append(joined)
    sets = {c.set for r in rules for c in cards.all_age_cards if c.name in r.impls} | {"base"}
    impls = {k: v for r in rules for k, v in r.impls.items()}
    specials = {k: v for r in rules for k, v in r.specials.items()}
    out: dict[str, dict[str, Any]] = {}
    ages = [c for c in cards.all_age_cards if c.set in sets and c.age >= 1]
    if "artifacts" in sets:  # the 3rd edition's relics (an option of Artifacts)
        ages += [c for c in cards.relics if c.name in impls]
    for c in [*ages, *(s for s in cards.specials if s.name in specials)]:
        if c.kind == SPECIAL:
            special = specials.get(c.name)
            out[c.name] = {"special": True, "text": special.text if special else ""}
            continue
        impl = impls.get(c.name)
        dogma = [] if impl is None else [{"text": t, "demand": d}
                                         for t, d in zip(impl.texts, impl.demands, strict=False)]
        entry = {"age": c.age, "color": COLORS[c.color], "set": c.set,
                 "icons": [_slot(c, i) for i in range(len(c.icons))],
                 "featured": ICONS[c.featured] if c.featured >= 0 else None, "dogma": dogma}
        if impl is not None and impl.echo is not None:
            entry["echo"] = impl.echo_text
        if impl is not None and impl.inspire is not None:  # 3rd-edition Figures
            entry["inspire"] = impl.inspire_text
        if impl is not None and impl.karmas:  # Figures: every karma (decrees too), as worded
            entry["karmas"] = [k.text for k in impl.karmas]
        out[c.name] = entry
    return out


def _slot(c: Any, i: int) -> str:
    """A slot as the client draws it: a basic icon (`search:castle` for a city's Search),
    `echo`, `inspire` (3rd-edition Figures), `bonus:N`, a city's special icon (`plus`,
    `splay-left`, `flag` ...), or `hex`."""
    if c.icons[i] >= 0:
        return f"search:{ICONS[c.icons[i]]}" if c.is_city and i == TOP_MIDDLE else ICONS[c.icons[i]]
    token = c.slots[i] if i < len(c.slots) else ""
    return token if token in ("echo", "inspire") or token.startswith("bonus:") or token in CITY_ICONS \
        else "hex"


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
