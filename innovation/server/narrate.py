"""How the table reads for one viewer: log lines in a player's words, the decision's context.

The engine writes log lines with card labels (`base-5 (Ada) is transferred to Bob's
hand.`): a hidden card is shown by its back and its owner, whoever reads the line. A
`Narrator` hooked on a live game remembers, for each such line, which card it was about
and which seats knew that card then, so that each reader gets the card named when their
seat knew it ("Currency is transferred to Bob's hand.") and an age otherwise ("A 2 from
Ada is transferred to Bob's hand."). Nothing here changes the game: the hooks only watch.

A decision gains `source` and `context` (who asks, with which card, why) when the engine
does not give them, derived from the log of the current action.
"""

from __future__ import annotations

import re
from typing import Any

from ..editions import new_game
from ..model.cards import ICONS, SPECIAL
from ..rules.engine import Config, Game
from ..rules.turn import actions_for_turn

BACK = re.compile(r"(?:\b([Aa]) )?\b[a-z]+-(\d+)(?: \(([^()]+)\))?")
# label lines about one hidden card: the card moves right after the line, or just before it
AFTER = re.compile(r"^[a-z]+-\d+ (?:\([^()]+\) is transferred to |card junked\.$)")
BEFORE = re.compile(r" achieves [a-z]+-\d+")
ACTION = re.compile(r"^Action (\d+): choose$")


class Narrator:
    """Watches a game's `note` and `move`: log index -> (card id, seats that knew it)."""

    def __init__(self, g: Game):
        self.g = g
        self.cards: dict[int, tuple[int, int]] = {}
        self.read: dict[int | None, tuple[int, list[str]]] = {}  # seat -> (log entries read, lines)
        self.waiting: int | None = None
        self.last: int | None = None
        note, move = g.note, g.move

        def watched_note(text: str, *args: Any, **kw: Any) -> None:
            before = len(g.log)
            note(text, *args, **kw)
            if len(g.log) == before:
                return
            if AFTER.match(text):
                self.waiting = before
            elif BEFORE.search(text) and self.last is not None:
                self.cards[before] = (self.last, g.state.known[self.last])

        def watched_move(cid: int, *args: Any, **kw: Any) -> None:
            # taken before moving: a move may set off others (3rd edition checks), not about this line
            waiting, self.waiting = self.waiting, None
            move(cid, *args, **kw)
            self.last = cid
            if waiting is not None:
                self.cards[waiting] = (cid, g.state.known[cid])

        g.note = watched_note  # type: ignore[method-assign]
        g.move = watched_move  # type: ignore[method-assign]


def narrated(g: Game) -> Game:
    if getattr(g, "narrator", None) is None:
        g.narrator = Narrator(g)  # type: ignore[attr-defined]
    return g


def restore_narrated(data: dict, track_history: bool = False) -> Game:
    """`editions.restore` with the narrator hooked before the first answer."""
    config = Config.from_json(data["config"])
    g = new_game(config.players, int(data["seed"]), config.edition, config.expansions,
                 config.options, allow_missing=True)
    g.logging = True
    if track_history:
        g.track_history()
    narrated(g)
    for a in data["answers"]:
        g.answer(a)
    return g


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
    """The log as `seat` reads it (None: a spectator). Lines are only ever appended between
    answers (an undo rebuilds the game), so each reader's lines are kept and extended."""
    narrator = getattr(g, "narrator", None)
    cards = narrator.cards if narrator is not None else {}
    done, out = (0, []) if narrator is None else narrator.read.get(seat, (0, []))
    if done > len(g.log):
        done, out = 0, []
    out = list(out)
    bit = 0 if seat is None else 1 << seat
    for i in range(done, len(g.log)):
        e = g.log[i]
        t = e.for_player(seat)
        if t is None:
            continue
        hit = cards.get(i)
        if hit is not None and (hit[1] & bit or g.card(hit[0]).kind == SPECIAL):  # specials are public
            name = g.card(hit[0]).name
            t = BACK.sub(lambda _m, n=name: n, t, count=1)
        out.append(_backs(t).replace(" card junked.", " is junked."))
    if narrator is not None:
        narrator.read[seat] = (len(g.log), out)
    return list(out)


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
