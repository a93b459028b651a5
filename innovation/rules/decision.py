"""The one protocol for every choice a player makes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from math import comb, perm
from typing import Any

# Decision kinds
ACTION = "action"
CARDS = "cards"
COLOR = "color"
PLAYER = "player"
VALUE = "value"
YESNO = "yesno"
CHOICE = "choice"


@dataclass(slots=True)
class Source:
    """Who asks a card's question: the card's owner (the player whose Dogma it is), the
    card, which of its effects (0-based, printed order) and whether that effect is a demand.
    `owner` is the owner's name, kept for display only."""

    seat: int
    card: str
    effect: int
    demand: bool
    owner: str = ""

    def to_json(self) -> dict:
        return {"seat": self.seat, "card": self.card, "effect": self.effect, "demand": self.demand}


def forced(n: int, lo: int, hi: int, ordered: bool = False, check: object = None) -> int | None:
    """A choice of `lo` to `hi` of `n` options with only one legal answer takes the first k
    options: k, or None when there is a real choice. (A `check` may forbid the lone answer,
    so a checked choice is forced only when picking nothing is allowed.)"""
    if n > 1 and lo != n:
        return None
    if n == 1 and lo == 1:  # the common case: one option that must be taken
        return None if check is not None else 1
    total = 0
    count = perm if ordered else comb
    for k in range(lo, min(hi, n) + 1):
        total += count(n, k)
        if total > 1:
            return None
    if check is not None and lo != 0:
        return None
    return min(hi, n) if lo > 0 else 0


class IllegalAnswer(ValueError):
    """An answer that does not fit the pending decision. The game is unchanged."""


@dataclass(slots=True)
class Decision:
    player: int
    kind: str
    prompt: str
    options: list[Any]
    min: int = 1
    max: int = 1
    ordered: bool = False  # the order of the picked options is the order of execution
    check: Callable[[list[Any]], str | None] | None = None  # extra legality rule
    labels: list[str] | None = None  # filled in by the game on demand (Game.labels)
    # who asks: a Source, or the effect context asking (its `source` is worked out only when
    # read: most decisions of a fast game are never shown), or None for a rules decision
    asker: Any = None

    @property
    def source(self) -> Source | None:
        """The card effect asking (None: a rules decision)."""
        asker = self.asker
        if asker is None or type(asker) is Source:
            return asker
        src = self.asker = asker.source
        return src

    @property
    def context(self) -> str:
        """One line in plain words: whose card asks and why, e.g. "Ada's Archery demands:
        give your highest card". A rules decision (action, first meld, parley) is its prompt."""
        src = self.source
        if src is None:
            return self.prompt
        who = src.owner or f"Player {src.seat + 1}"
        reason = self.prompt
        if len(reason) > 1 and reason[1].islower():
            reason = reason[0].lower() + reason[1:]
        if src.demand:
            if reason.startswith("give ") and " to " not in reason:
                reason = f"{reason.rstrip('?')} to {who}" + ("?" if reason.endswith("?") else "")
            head = f"{who}'s {src.card} demands"
        elif src.seat != self.player:
            head = f"Sharing {who}'s {src.card}"
        else:
            head = f"{who}'s {src.card}"
        return f"{head}: {reason}" if reason else head

    def n_answers(self) -> int:
        """Number of legal answers (ignoring `check`), capped at 2. For an ordered choice
        every order of the picks is a different answer."""
        n = len(self.options)
        total = 0
        count = perm if self.ordered else comb
        for k in range(self.min, min(self.max, n) + 1):
            total += count(n, k)
            if total > 1:
                return 2
        return total

    def validate(self, answer: Any) -> list[int]:
        """Return the answer as a list of option indices, or raise IllegalAnswer."""
        if (type(answer) is list and len(answer) == 1 and type(answer[0]) is int
                and 0 <= answer[0] < len(self.options) and self.min <= 1 <= self.max
                and self.check is None):
            return answer  # the common case: one pick
        if isinstance(answer, int) and not isinstance(answer, bool):
            answer = [answer]
        if not isinstance(answer, (list, tuple)):
            raise IllegalAnswer(f"an answer is a list of option numbers, not {answer!r}")
        picks: list[int] = []
        for a in answer:
            if not isinstance(a, int) or isinstance(a, bool):
                raise IllegalAnswer(f"option {a!r} is not a number")
            if not 0 <= a < len(self.options):
                raise IllegalAnswer(f"option {a} is out of range 0..{len(self.options) - 1}")
            if a in picks:
                raise IllegalAnswer(f"option {a} is picked twice")
            picks.append(a)
        hi = min(self.max, len(self.options))
        if not self.min <= len(picks) <= hi:
            if self.min == hi:
                want = f"exactly {hi}"
            elif self.min == 0:
                want = f"at most {hi}"
            else:
                want = f"{self.min} to {hi}"
            raise IllegalAnswer(f"pick {want} option{'s' if hi != 1 else ''}, not {len(picks)}")
        if self.check is not None:
            problem = self.check([self.options[i] for i in picks])
            if problem:
                raise IllegalAnswer(problem)
        return picks

    def to_json(self, labels: list[str]) -> dict:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "options": labels, "min": self.min, "max": min(self.max, len(self.options)),
                "ordered": self.ordered,
                "source": None if self.source is None else self.source.to_json(),
                "context": self.context}


class Ask:
    """Awaitable that suspends the game's coroutine until the decision is answered."""

    __slots__ = ("decision",)

    def __init__(self, decision: Decision):
        self.decision = decision

    def __await__(self):
        answer = yield self.decision
        return answer
