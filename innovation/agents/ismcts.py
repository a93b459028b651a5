"""Information-set Monte Carlo tree search (single observer) with determinization.

Each iteration imagines the hidden cards (`Observation.sample`: consistent with hand and
score-pile backs, deck sizes, revealed cards and the cards the bot has seen move),
descends one shared tree whose edges are answers named by their labels (so one edge
means the same choice in every imagined deal), expands one new answer, plays a short
random rollout and scores the position with the evaluation function (the real result if
the game ended). Edges are chosen by UCB1 over the times they were available.
"""

from __future__ import annotations

import math
import random
import time

from ..observation import Observation
from ..rules.decision import Decision
from .common import candidates, play_out
from .evaluate import rewards
from .random_agent import random_answer

# the reward spread below which well-explored answers count as equal (`_decided`)
INDIFFERENCE = 0.015


class Node:
    __slots__ = ("children", "visits", "reward", "avail", "player", "priors")

    def __init__(self, player: int = -1):
        self.priors = None  # the learned search's evaluation of this node (netsearch.py)
        self.children: dict[tuple, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 0
        self.player = player


class IsmctsAgent:
    name = "ismcts"

    def __init__(self, seed: int = 0, think: float = 1.0, iterations: int | None = None,
                 tree_depth: int = 8, rollout: int = 8, explore: float = 0.7, reuse: int = 4,
                 settle: float = 0.25, indifference: float = INDIFFERENCE):
        self.rng = random.Random(seed)
        self.think = think
        self.iterations = iterations
        self.tree_depth = tree_depth
        self.rollout = rollout
        self.explore = explore
        self.reuse = reuse  # iterations per imagined deal (cloning is cheaper than sampling)
        self.settle = settle  # budget fraction after which a clear favourite ends the search
        self.indifference = indifference  # reward spread below which answers count as equal
        # scores a rollout's end: every seat's expected result (the learned bot may put a
        # learned evaluation here)
        self.evaluation = rewards
        self.last_iterations = 0
        # the last search's root: (answer as option indices, visits) per answer tried; empty
        # when the answer needed no search (self-play records it as the policy target)
        self.last_visits: list[tuple[list[int], int]] = []
        # and its value for the deciding player: the mean reward of every iteration through
        # the root's answers (None without a search; self-play records it, data version 2)
        self.last_value: float | None = None

    def choose(self, obs: Observation, d: Decision) -> list[int]:
        rng = self.rng
        self.last_visits = []
        self.last_value = None
        root_options = candidates(d, rng, limit=12)
        if len(root_options) == 1:
            return root_options[0]
        root = Node(d.player)
        start = time.perf_counter()
        deadline = start + self.think
        budget = self.iterations
        done = 0
        world = None
        while True:
            if budget is not None:
                if done >= budget:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            if done and done % 64 == 0 and self._decided(root, done, start, deadline):
                break
            if world is None or done % self.reuse == 0:
                world = obs.sample(rng)
                if world is None:
                    if done == 0:  # nothing consistent to imagine: fall back
                        return _greedy_fallback(obs, d, rng)
                    done += 1
                    continue
            self._iterate(root, world.clone(playout=True))
            done += 1
        self.last_iterations = done
        labels = d.labels or []
        self.last_visits = [(_indices(k, labels, d), c.visits) for k, c in root.children.items()]
        visits = sum(c.visits for c in root.children.values())
        if visits:
            self.last_value = sum(c.reward for c in root.children.values()) / visits
        best = max(root.children.items(), key=lambda kv: kv[1].visits, default=None)
        if best is None:
            return root_options[0]
        return _indices(best[0], labels, d)

    def _decided(self, root: Node, done: int, start: float, deadline: float) -> bool:
        """Stop early when the most visited answer can no longer be overtaken."""
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        if len(visits) < 2:
            return False
        if self.iterations is not None:
            left = self.iterations - done
            used = done / self.iterations
        else:
            now = time.perf_counter()
            left = done / max(now - start, 1e-9) * max(deadline - now, 0.0)
            used = (now - start) / max(deadline - start, 1e-9)
        if visits[0] - visits[1] > left:
            return True
        if used < self.settle:
            return False
        # Time management, once a quarter of the budget is spent: an answer that has drawn
        # half of all visits and twice the runner-up's is rarely overturned by the rest; and
        # when the well-explored answers are worth the same to within `indifference` (typical
        # once a game is decided), more search would only reorder near-equals.
        if visits[0] * 2 >= root.visits and visits[0] >= 2 * visits[1]:
            return True
        floor = visits[0] / 4
        means = [c.reward / c.visits for c in root.children.values() if c.visits >= floor]
        return len(means) >= 2 and max(means) - min(means) < self.indifference

    def _iterate(self, root: Node, h) -> None:
        rng = self.rng
        node = root
        path: list[Node] = []
        for _ in range(self.tree_depth):
            d = h.pending
            if d is None:
                break
            options = candidates(d, rng, limit=8)
            labels = h.labels(d)
            keys = [tuple(labels[i] for i in a) for a in options]
            children = node.children
            untried = []
            for k in keys:
                child = children.get(k)
                if child is None:
                    untried.append(k)
                else:
                    child.avail += 1
            if untried:
                j = rng.randrange(len(untried))
                key = untried[j]
                child = children[key] = Node(d.player)
                child.avail = 1
                h.answer(options[keys.index(key)])
                path.append(child)
                break
            log_term = self.explore
            best_value, best_i = -1.0, 0
            for i, k in enumerate(keys):
                child = children[k]
                value = child.reward / child.visits + log_term * math.sqrt(
                    math.log(child.avail) / child.visits)
                if value > best_value:
                    best_value, best_i = value, i
            node = children[keys[best_i]]
            h.answer(options[best_i])
            path.append(node)
        play_out(h, rng, self.rollout)
        r = self.evaluation(h)
        root.visits += 1
        for n in path:
            n.visits += 1
            n.reward += r[n.player]


def _indices(key: tuple, labels: list[str], d: Decision) -> list[int]:
    used: list[int] = []
    for lab in key:
        for i, have in enumerate(labels):
            if have == lab and i not in used:
                used.append(i)
                break
    return used


def _greedy_fallback(obs: Observation, d: Decision, rng: random.Random) -> list[int]:
    from .greedy import GreedyAgent

    agent = GreedyAgent(rng.randrange(1 << 30), samples=1)
    try:
        return agent.choose(obs, d)
    except Exception:  # noqa: BLE001 - a bot must always answer
        return random_answer(d, rng)
