"""The greedy bot: tries each answer on a few imagined deals and keeps the best.

For every candidate answer it samples hidden cards consistently with what it knows
(`Observation.sample`), plays the answer, finishes the current action with random
answers, and scores the position with `evaluate.rewards`: achievements first, then
points, board age, icons, splays and hand. Demands, sharing and age advancement are
valued through their effect on that score. Achieving is always taken when possible.
"""

from __future__ import annotations

import random

from ..observation import Observation
from ..rules.decision import Decision
from .common import candidates, finish_action
from .evaluate import rewards
from .random_agent import random_answer


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 2):
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, obs: Observation, d: Decision) -> list[int]:
        if d.kind == "action":
            for i, opt in enumerate(d.options):
                if opt[0] == "achieve":
                    return [i]
        options = candidates(d, self.rng)
        if len(options) == 1:
            return options[0]
        worlds = [w for w in (obs.sample(self.rng) for _ in range(self.samples)) if w is not None]
        if not worlds:
            return random_answer(d, self.rng)
        me = d.player
        best, best_value = options[0], -1.0
        for answer in options:
            total = 0.0
            for w in worlds:
                h = w.clone(playout=True)
                h.answer(answer)
                finish_action(h, self.rng)
                total += rewards(h)[me]
            if total > best_value:
                best, best_value = answer, total
        return best
