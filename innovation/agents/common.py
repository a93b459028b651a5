"""Helpers shared by the bots: candidate answers and a quick simulation step."""

from __future__ import annotations

import random

from ..rules.decision import Decision, IllegalAnswer
from ..rules.engine import Game
from .random_agent import random_answer


def candidates(d: Decision, rng: random.Random, limit: int = 10) -> list[list[int]]:
    """A manageable set of legal answers: every single pick, none, all, and random others."""
    n = len(d.options)
    lo, hi = d.min, min(d.max, n)
    if lo == hi == 1 and d.check is None:
        return [[i] for i in range(n)]
    seen: set[tuple[int, ...]] = set()
    out: list[list[int]] = []

    def add(answer: list[int]) -> None:
        key = tuple(answer) if d.ordered else tuple(sorted(answer))
        if key in seen:
            return
        try:
            d.validate(list(answer))
        except IllegalAnswer:
            return
        seen.add(key)
        out.append(list(answer))

    if lo == 0:
        add([])
    if lo <= 1 <= hi:
        for i in range(n):
            add([i])
    if lo <= n <= hi:
        add(list(range(n)))
    for _ in range(limit * 2):
        if len(out) >= limit:
            break
        try:
            add(random_answer(d, rng))
        except IllegalAnswer:
            break
    return out or [random_answer(d, rng)]


def finish_action(g: Game, rng: random.Random, steps: int = 60) -> None:
    """Answer at random until the next action is to be chosen (or the game ends)."""
    for _ in range(steps):
        d = g.pending
        if d is None or d.kind == "action":
            return
        g.answer(random_answer(d, rng))


def play_out(g: Game, rng: random.Random, steps: int) -> None:
    """Answer decisions at random for up to `steps` decisions, or to the end of the game."""
    for _ in range(steps):
        d = g.pending
        if d is None:
            return
        g.answer(random_answer(d, rng))
