"""How the table reads for one viewer: log lines in a player's words, the decision's context.

The engine writes each log line for the seats that know its cards (named) and for the
others (plain words, "A 2 from Ada is transferred to Bob's hand."); what is left here reads
any remaining card label in plain words. A decision gains `source` and `context` (who
asks, with which card, why) when the engine does not give them, derived from the log of
the current action.
"""

from __future__ import annotations

import re
from typing import Any

from ..model.cards import ICONS
from ..rules.engine import Game
from ..rules.turn import actions_for_turn

BACK = re.compile(r"(?:\b([Aa]) )?\b[a-z]+-(\d+)(?: \(([^()]+)\))?")
ACTION = re.compile(r"^Action (\d+): choose$")


def _an(n: str) -> str:
    return "an" if n in ("8", "11", "18") else "a"


def _backs(text: str) -> str:
    """`a base-8` -> `an 8`; `base-5 (Ada)` -> `a 5 from Ada`; `achieves base-1 (Ada)` -> `achieves a 1`."""
    def one(m: re.Match[str]) -> str:
        article, age, owner = m.group(1), m.group(2), m.group(3)
        start = m.start() == 0
        word = _an(age)
        if article:
            word = word.capitalize() if article == "A" else word
        elif start:
            word = word.capitalize()
        if owner and not text[:m.start()].endswith("achieves "):
            return f"{word} {age} from {owner}"
        return f"{word} {age}"
    return BACK.sub(one, text)


def log_lines(g: Game, seat: int | None) -> list[str]:
    """The log as `seat` reads it (None: a spectator). The engine already writes each line
    for the seats that know its cards (names) and for the others (plain words); any card
    label left is read in plain words ("a 5 from Ada")."""
    out = []
    for e in g.log:
        t = e.for_player(seat)
        if t is not None:
            out.append(_backs(t).replace(" card junked.", " is junked."))
    return out


def _source(g: Game) -> tuple[int, str] | None:
    """(seat, card) of the dogma running in the current action, from its log."""
    for e in reversed(g.log):
        t = e.text
        if t.startswith("--- Turn"):
            return None
        if e.readers is not None or not t.endswith("."):
            continue
        for i, n in enumerate(g.names):
            for verb in (" activates ", " self-executes ", " super-executes "):
                if t.startswith(n + verb) and t[len(n) + len(verb):-1] in g.cards.by_name:
                    return i, t[len(n) + len(verb):-1]
    return None


def decision_context(g: Game) -> tuple[dict[str, Any] | None, str | None]:
    """(source, context) of the pending decision when the engine gives none."""
    d = g.pending
    if d is None or d.kind == "action" or g.state.phase != "play":
        return None, None
    found = _source(g)
    if found is None:
        return None, None
    seat, card = found
    c = g.cards.find(card)
    impl = g.rules.impls.get(card)
    demands = list(getattr(impl, "demands", []) or [])
    demand = False
    if d.player != seat and any(demands):
        ps = g.state.players
        feat = c.featured
        demand = ps[d.player].icons(g.cards)[feat] < ps[seat].icons(g.cards)[feat]
    who = g.names[seat]
    how = "demands" if demand else "(shared)" if d.player != seat else "asks"
    source = {"seat": seat, "card": card, "effect": None, "demand": demand,
              "featured": ICONS[feat] if (feat := c.featured) >= 0 else None}
    return source, f"{who}'s {card} {how}: {d.prompt}"


def action_prompt(g: Game, prompt: str) -> str:
    """`Action 2: choose` on a one-action turn reads `Action 1 of 1: choose`."""
    m = ACTION.match(prompt or "")
    if not m:
        return prompt
    total = actions_for_turn(g, g.state.turn)
    left = g.state.actions_left
    return f"Action {total - left + 1} of {total}: choose"


def present(g: Game, seat: int | None, msg: dict[str, Any]) -> dict[str, Any]:
    """Rewrite a state message for how a player reads it."""
    v = msg.get("view")
    if v is not None:
        v["log"] = log_lines(g, seat)
        vd = v.get("decision")
        if vd is not None:
            _enrich(g, vd)
    d = msg.get("decision")
    if d is not None:
        _enrich(g, d)
    return msg


def _enrich(g: Game, d: dict[str, Any]) -> None:
    if d.get("kind") == "action":
        d["prompt"] = action_prompt(g, d.get("prompt", ""))
    if "context" not in d or "source" not in d:
        source, context = decision_context(g)
        d.setdefault("source", source)
        d.setdefault("context", context)
