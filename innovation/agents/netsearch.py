"""ISMCTS with what self-play taught it (`ismcts+net`).

A weights file (`innovation train`) holds a linear evaluation (`learn/linear.py`), a
network, or both. The linear evaluation scores the rollouts' ends in place of the
hand-written one, at no extra cost. The network, when its share `mix` is above 0, guides
the search as follows (at 0 it is never consulted, and the search is `ismcts`'s, its
settings in units of a result scaled to the linear evaluation: LINEAR_SCALE).

The search is the ISMCTS of `ismcts.py` (imagined deals, one tree whose edges are answers
named by their labels), with AlphaZero's leaf handling: the first time an iteration reaches
a node, the network evaluates the position from the deciding seat's observation (the
encoding of `learn/data.py: features`, the one self-play records) and gives every seat's
expected result (backed up at once) and a policy over the decision's options (kept as the
node's priors). Edges are then chosen by PUCT: mean result + explore * prior *
sqrt(visits) / (1 + edge visits); an edge not tried yet counts the node's own evaluation.
A network without a policy head gives equal priors. With `mix` below 1, a leaf's value is
the network's mixed with a short random rollout scored as above: mix x network + (1 - mix)
x rollout. The bot sees only its observation: the positions it evaluates are the imagined
deals of `Observation.sample`.
"""

from __future__ import annotations

import math
import os

from ..env.encoding import Layout
from ..learn.data import features, table_options
from ..learn.linear import LinearEval
from ..learn.net import Net, load_parts
from ..observation import Observation
from ..rules.decision import Decision
from ..rules.engine import Game
from .common import candidates, play_out
from .evaluate import rewards
from .ismcts import IsmctsAgent, Node

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data")
# The network's share of a leaf's value by default, for a file without a linear evaluation.
# Measured (docs/learning.md): with the first 4th-edition network, a quarter beat `ismcts`
# at the same iterations (65% of 60 games), a half less (58%), none (a PUCT search with
# rollouts) not at all (48%), and the network alone lost nearly every game. But at the same
# time it only drew level (48% against `ismcts:300it`): its cost eats what it adds.
DEFAULT_MIX = 0.25
# ... so with a linear evaluation in the file, the network is left out by default: the
# linear evaluation costs nothing and beats `ismcts` at the same iterations (docs/learning.md).
DEFAULT_MIX_WITH_LINEAR = 0.0
# The linear evaluation is about four times less sure of itself than the hand-written one
# (its fitted temperature: about 51 against 12, docs/learning.md), so the results it gives
# differ about four times less for the same difference in a position. `ismcts`'s settings in
# units of a result are set for the hand-written evaluation: the exploration constant of
# UCB1 (0.7), and the spread below which a search ends as "indifferent" (0.015). Scored by the
# linear evaluation, the search takes both four times smaller, so that it weighs what the
# evaluation tells apart as `ismcts` does. With the old settings the learned bot stopped 28
# of its 73 searches of a 3rd-edition game at one second a move as indifferent (`ismcts`: 7
# of 64) and thought for half its second, and its visits stayed spread over answers whose
# results differ by a few hundredths (in the 3rd edition, several points of score).
LINEAR_SCALE = 0.25


def shipped_weights(edition: int) -> str:
    """The network shipped in the package for an edition (may not exist yet)."""
    return os.path.join(DATA, f"net-e{edition}.npz")


class NetIsmctsAgent(IsmctsAgent):
    name = "ismcts+net"

    def __init__(self, seed: int = 0, think: float = 1.0, iterations: int | None = None,
                 weights: str | None = None, explore: float = 1.0, tree_depth: int = 16,
                 mix: float | None = None, **kw):
        super().__init__(seed, think, iterations, **kw)
        if mix is not None and not 0.0 <= mix <= 1.0:
            raise ValueError(f"mix must be from 0 to 1, not {mix}")
        # the network's share of a leaf's value; the rest comes from a rollout scored by the
        # file's linear evaluation (else the hand-written one). None: the file decides
        # (DEFAULT_MIX_WITH_LINEAR if it holds a linear evaluation, else DEFAULT_MIX). At 0
        # the network is never consulted: the search is `ismcts`'s, its rollouts scored by
        # the learned evaluation (on whose scale it explores: LINEAR_SCALE).
        self.mix = mix
        # the tree policy's settings: PUCT's with the network, UCB1's (ismcts's) without
        self._puct = (explore, tree_depth)
        # ... and without it, (exploration constant, depth, indifference threshold) for
        # rollouts scored by the hand-written evaluation, and by the linear one (LINEAR_SCALE)
        e, depth, i = self.explore, self.tree_depth, self.indifference
        self._ucb = ((e, depth, i), (e * LINEAR_SCALE, depth, i * LINEAR_SCALE))
        if weights is not None and not os.path.exists(weights):
            raise ValueError(f"no network weights file {weights!r}")
        if weights is None and not any(os.path.exists(shipped_weights(e)) for e in (3, 4)):
            raise ValueError("no trained network is shipped yet: name a weights file made by "
                             "`innovation train`, e.g. ismcts+net:1s:net.npz")
        self.weights = weights
        if weights is not None and mix:  # refused now rather than at the first decision
            if not load_parts(weights)[0].get("network", True):
                raise ValueError(f"{weights} holds no network to mix into the leaves (mix={mix:g})")
        self._parts: dict[int, tuple[Net | None, LinearEval | None, float]] = {}
        self._tables: dict[int, tuple] = {}  # id(config) -> (config, layout, table options)
        self._network: Net | None = None  # the network this decision's search uses
        self._mix = 0.0  # and its share
        self.evaluations = 0

    def parts(self, edition: int) -> tuple[Net | None, LinearEval | None, float]:
        """The network, the linear evaluation (either may be None) and the network's share
        of a leaf's value, for an edition."""
        got = self._parts.get(edition)
        if got is None:
            path = self.weights or shipped_weights(edition)
            if not os.path.exists(path):
                raise ValueError(f"no trained network is shipped for edition {edition}")
            meta, network, linear = load_parts(path)
            if int(meta.get("edition", edition)) != edition:
                raise ValueError(f"{path} is a network for edition {meta['edition']}, not {edition}")
            mix = self.mix
            if mix is None:
                mix = DEFAULT_MIX if linear is None else DEFAULT_MIX_WITH_LINEAR
            if network is None and mix > 0:
                if self.mix is not None:
                    raise ValueError(f"{path} holds no network to mix into the leaves (mix={mix:g})")
                mix = 0.0
            got = self._parts[edition] = (network, linear, mix)
        return got

    def net(self, g: Game) -> Net:
        network = self.parts(g.config.edition)[0]
        if network is None:
            raise ValueError("this weights file holds no network")
        return network

    def choose(self, obs: Observation, d: Decision) -> list[int]:
        network, linear, self._mix = self.parts(obs.game.config.edition)
        self.evaluation = linear or rewards
        self._network = network if self._mix > 0 else None
        ucb = self._ucb[linear is not None]
        self.indifference = ucb[2]  # (a search ends as indifferent alike with the network)
        self.explore, self.tree_depth = self._puct if self._network else ucb[:2]
        return super().choose(obs, d)

    def _evaluate(self, h: Game, node: Node | None) -> list[float]:
        """Every player's expected result at `h`; stores the priors on `node` if given."""
        d = h.pending
        if d is None:
            return rewards(h)  # the real result
        net = self._network or self.net(h)
        table = self._tables.get(id(h.config))
        if table is None or table[0] is not h.config:  # (the config is kept: its id stays its)
            table = self._tables[id(h.config)] = (h.config, Layout(net.edition, net.max_options),
                                                  table_options(h))
        seat = d.player
        m = min(len(d.options), net.max_options)
        value, policy = net.evaluate(features(h, seat, table[1], table[2]), m)
        self.evaluations += 1
        n = h.n
        result = [float(value[(q - seat) % n]) for q in range(n)]
        if node is not None:
            by_label: dict[str, float] = {}
            if net.policy:
                for lab, p in zip(h.labels(d)[:m], policy[:m].tolist(), strict=True):
                    by_label[lab] = by_label.get(lab, 0.0) + p
            node.priors = (by_label, float(policy[m]) if net.policy else 0.0, result[seat])
        return result

    def _iterate(self, root: Node, h) -> None:
        if self._network is None:
            return IsmctsAgent._iterate(self, root, h)
        rng = self.rng
        node = root
        path: list[Node] = []
        for _ in range(self.tree_depth):
            d = h.pending
            if d is None or node.priors is None:
                break
            options = candidates(d, rng, limit=8)
            labels = h.labels(d)
            keys = [tuple(labels[i] for i in a) for a in options]
            by_label, stop, fpu = node.priors
            if by_label:
                priors = [sum(by_label.get(lab, 0.0) for lab in k) / len(k) if k else stop
                          for k in keys]
                total = sum(priors)
                priors = [p / total for p in priors] if total > 0 else [1.0 / len(keys)] * len(keys)
            else:
                priors = [1.0 / len(keys)] * len(keys)
            children = node.children
            scale = self.explore * math.sqrt(node.visits + 1)
            best_value, best_i = -math.inf, 0
            for i, k in enumerate(keys):
                child = children.get(k)
                if child is None or child.visits == 0:
                    value = fpu + scale * priors[i]
                else:
                    value = child.reward / child.visits + scale * priors[i] / (1 + child.visits)
                if value > best_value:
                    best_value, best_i = value, i
            key = keys[best_i]
            child = children.get(key)
            if child is None:
                child = children[key] = Node(d.player)
            child.avail += 1
            h.answer(options[best_i])
            path.append(child)
            node = child
        r = self._evaluate(h, node if node.priors is None else None)
        if self._mix < 1.0 and h.pending is not None:
            play_out(h, rng, self.rollout)
            hand, w = self.evaluation(h), self._mix
            r = [w * a + (1.0 - w) * b for a, b in zip(r, hand, strict=True)]
        root.visits += 1
        for n in path:
            n.visits += 1
            n.reward += r[n.player]
