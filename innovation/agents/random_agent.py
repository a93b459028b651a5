"""The random player: any legal answer, uniformly by number of picks then options."""

from __future__ import annotations

import random

from ..rules.decision import Decision, IllegalAnswer


def random_answer(d: Decision, rng: random.Random) -> list[int]:
    n = len(d.options)
    if d.min == d.max == 1 and d.check is None:
        return [rng.randrange(n)]
    hi = min(d.max, n)
    for _ in range(50):
        k = rng.randint(d.min, hi) if hi >= d.min else 0
        picks = rng.sample(range(n), k)
        if d.check is None:
            return picks
        try:
            return d.validate(picks)
        except IllegalAnswer:
            continue
    # a rare constraint the random tries missed: search in order
    from itertools import combinations

    for k in range(d.min, hi + 1):
        for combo in combinations(range(n), k):
            try:
                return d.validate(list(combo))
            except IllegalAnswer:
                continue
    raise IllegalAnswer("no legal answer exists")


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: dict, decision: Decision) -> list[int]:
        return random_answer(decision, self.rng)
