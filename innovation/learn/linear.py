"""The learned linear evaluation: the hand-written evaluation's measures, weighted by a fit.

`agents/evaluate.py` scores a position by a weighted sum of a few measures of each seat
(achievements, score, top cards, icons, ...), with weights chosen by hand. Here the same
kind of measures get weights fitted to self-play results: a logistic regression of each
row's result on the difference between the deciding seat's measures and its opponents'
(`fit`). It costs no more to evaluate than the hand-written one, and it predicts results
far better (docs/learning.md: on held-out games, 0.57 against 0.92 for the hand-written
formula and 0.60 for the hand-written one with a fitted temperature; a coin scores 0.693).

The measures are read the same way from a game (at the search's leaves: `seat_measures`)
and from a recorded observation (at training: `measures_from_rows`), so the weights fitted
on one apply to the other; tests/test_learn.py checks the two agree on base-game positions.
A seat's measures are those its observation block shows (docs/env.md): cards in another
seat's hand count by the age on their backs, and counts are capped where the observation
caps them (but a hand's ages are summed uncapped: more than ten cards of one age in a hand
is the one case where the two readings differ).
"""

from __future__ import annotations

import math
from functools import lru_cache
from operator import mul

import numpy as np

from ..env.encoding import (
    ACHIEVEMENT_SCALE,
    AGE_COUNT_SCALE,
    AGES,
    ICON_SCALE,
    PILE_WIDTH,
    SCORE_SCALE,
    SEAT_AT,
    ZONE_SCALE,
    Layout,
    _card_ages,
)
from ..model.cards import FACE_UP_KINDS, NONE
from ..rules.engine import Game
from ..rules.outcome import team_of
from ..rules.victory import achievements_needed

MEASURES = ("achievements", "score", "top_age", "top_age_sum", "icons", "splays", "hand_size",
            "hand_ages", "claimable", "closing_in")
CLOSING = 3  # `closing_in`: achievements beyond (needed - CLOSING), as the hand-written one
# The largest value difference the logistic function is given (beyond it the result is 0 or
# 1 to float precision; math.exp would overflow far beyond).
CLIP = 40.0


@lru_cache(maxsize=4)
def _back_ages(edition: int) -> tuple[int, ...]:
    return _card_ages(edition)[1]


def seat_measures(g: Game, p: int, need: int, available: list[int]) -> list[float]:
    """The measures of seat `p` (in `MEASURES` order); `available` lists the ages of the
    standard achievements still to be claimed, `need` the achievements that win."""
    ps = g.state.players[p]
    cards = g.cards.cards
    tops = [cards[pile[-1]].age for pile in ps.piles if pile]
    top = max(tops) if tops else 0
    score = min(g.score(p), SCORE_SCALE)  # counts as the observation caps them
    have = len(ps.achievements)
    return [have, score, top, sum(tops), sum(min(k, ICON_SCALE) for k in g.icon_counts(p)),
            sum(1 for s in ps.splay if s != NONE), min(len(ps.hand), ZONE_SCALE),
            sum(cards[c].age for c in ps.hand),
            sum(1 for a in available if a <= top and 5 * a <= score),
            max(0, have - need + CLOSING)]


def available_ages(g: Game) -> list[int]:
    """The ages of the standard achievements on the table (by their backs, as seen)."""
    back = _back_ages(g.config.edition)
    cards = g.cards.cards
    return [back[c] for c in g.state.achievements
            if cards[c].kind not in FACE_UP_KINDS and 1 <= back[c] <= AGES]


class LinearEval:
    """Each seat's expected result: the logistic function of the weighted measures of its
    team less those of its strongest opposing team (at two players: of the opponent)."""

    def __init__(self, weights: list[float] | np.ndarray):
        self.weights = [float(w) for w in weights]
        if len(self.weights) != len(MEASURES):
            raise ValueError(f"a linear evaluation has {len(MEASURES)} weights, not {len(self.weights)}")

    def value(self, measures: list[float]) -> float:
        return sum(map(mul, self.weights, measures))

    def __call__(self, g: Game) -> list[float]:
        """As `agents.evaluate.rewards`: the real result if the game is over."""
        n = g.n
        winners = g.state.winners
        if winners is not None:
            share = 1.0 / len(winners) if winners else 0.0
            return [share if p in winners else 0.0 for p in range(n)]
        need, available = achievements_needed(g), available_ages(g)
        players = g.state.players
        own = [self.value(seat_measures(g, p, need, available)) if players[p].alive else -math.inf
               for p in range(n)]
        if n == 2 and not g.config.options.get("teams"):
            return _two(own[0] - own[1])
        values = []
        for p in range(n):
            team = team_of(g, p)
            values.append(sum(own[q] for q in team) / len(team))
        out = []
        for p in range(n):
            other = max((values[q] for q in range(n) if g.is_opponent(p, q)), default=0.0)
            out.append(_two(values[p] - other)[0])
        return out


def _two(d: float) -> list[float]:
    """The results of a seat `d` ahead of its opponent, and of the opponent."""
    d = CLIP if d > CLIP or d != d else max(d, -CLIP)  # (a dead seat: -inf, or inf - inf)
    r = 1.0 / (1.0 + math.exp(-d))
    return [r, 1.0 - r]


def measures_from_rows(x: np.ndarray, layout: Layout, rel: int, need: np.ndarray) -> np.ndarray:
    """`seat_measures` of the seat `rel` places after the observer, for rows of dense
    observations `x` (N, obs_size); `need` per row."""
    b = layout.seat(rel).start
    s = x[:, b:b + SEAT_AT["score_pile_ages"].stop].astype(np.float64)
    piles = s[:, SEAT_AT["piles"]].reshape(len(x), -1, PILE_WIDTH)
    tops = np.where(piles[:, :, 0] > 0, np.rint(piles[:, :, 1] * AGES), 0)
    top = tops.max(axis=1)
    score = np.rint(s[:, SEAT_AT["score"].start] * SCORE_SCALE)
    have = np.rint(s[:, SEAT_AT["achievements"].start] * ACHIEVEMENT_SCALE)
    hand_ages = np.rint(s[:, SEAT_AT["hand_ages"]] * AGE_COUNT_SCALE)
    ages = np.arange(1, AGES + 1)
    av = layout.slices["available_ages"]
    available = x[:, av.start:av.stop] > 0
    claimable = (available & (ages <= top[:, None]) & (5 * ages <= score[:, None])).sum(axis=1)
    return np.stack([
        have, score, top, tops.sum(axis=1),
        np.rint(s[:, SEAT_AT["icons"]] * ICON_SCALE).sum(axis=1),
        (piles[:, :, 3 + NONE + 1:] > 0).any(axis=2).sum(axis=1),  # a splay other than none
        np.rint(s[:, SEAT_AT["hand_size"].start] * ZONE_SCALE),
        (hand_ages * ages).sum(axis=1), claimable,
        np.maximum(0, have - need + CLOSING),
    ], axis=1)


def fit(diff: np.ndarray, result: np.ndarray, l2: float = 1.0, steps: int = 50) -> np.ndarray:
    """Weights w of the logistic regression result ~ sigmoid(diff @ w), with no intercept
    (a position and its mirror image are worth the opposite: every row is used both ways)
    and an L2 penalty `l2` on the standardized weights. Newton's method."""
    x = np.concatenate([diff, -diff]).astype(np.float64)
    y = np.concatenate([result, 1.0 - result]).astype(np.float64)
    scale = np.abs(x).mean(axis=0) + 1e-9  # standardized, so one penalty fits every measure
    z = x / scale
    w = np.zeros(z.shape[1])
    ridge = l2 * np.eye(len(w)) / len(y)
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-np.clip(z @ w, -CLIP, CLIP)))
        grad = z.T @ (p - y) / len(y) + ridge @ w
        hess = (z * (p * (1.0 - p))[:, None]).T @ z / len(y) + ridge
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w / scale


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())
