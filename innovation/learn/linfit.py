"""Fitting the linear evaluation (`linear.py`) to self-play runs: numpy only, seconds.

Each finished game's rows give, per row, the deciding seat's measures less its opponents'
(their mean, beside more than one opponent; team-mates' measures are averaged with the
seat's own) and the seat's result. `fit_runs` cross-validates by whole games (ten folds:
a game's rows are near copies, so a row-wise split would flatter the fit), reports the
held-out log loss of the fit beside the hand-written weights', then fits on every game.
"""

from __future__ import annotations

import numpy as np

from ..editions import ruleset
from ..env.encoding import SEAT_AT, TABLE_OPTIONS, Layout
from . import data
from .linear import MEASURES, fit, log_loss, measures_from_rows

# The hand-written evaluation's weights (agents/evaluate.py: `strength` and the closing-in
# bonus of `rewards`, over its temperature 12), on the same measures: the yardstick.
HAND = np.array([16.0, 1.0, 2.5, 0.6, 0.35, 1.5, 1.2, 0.15, 6.0, 10.0]) / 12.0
assert len(HAND) == len(MEASURES)


def _columns(ds: data.Dataset, rows: np.ndarray, width: int) -> np.ndarray:
    """The first `width` features of these rows, dense (the table and the seat blocks)."""
    out = np.zeros((len(rows), width), dtype=np.float32)
    counts = np.diff(ds.obs_indptr)[:len(ds)]
    row_of = np.repeat(np.arange(len(ds)), counts)
    keep = (ds.obs_index < width) & np.isin(row_of, rows)
    out[np.searchsorted(rows, row_of[keep]), ds.obs_index[keep]] = ds.obs_value[keep]
    return out


def differences(ds: data.Dataset) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(measure differences, results, games) of the rows of finished games."""
    layout = Layout(ds.edition, ds.max_options)
    rules = ruleset(ds.edition)
    rows = np.flatnonzero(ds.value_mask[:, 0] > 0)
    x = _columns(ds, rows, layout.slices["seats"].stop)
    players = ds.players[rows].astype(np.int64) if ds.players is not None else np.full(len(rows), 2)
    table = x[:, layout.slices["table_options"]]
    teams = table[:, TABLE_OPTIONS.index("teams")] > 0
    longer = (table[:, TABLE_OPTIONS.index("longer")] > 0).astype(np.int64)
    # (the base set's count: the data does not record the sets, and the targets are the
    # base game's, docs/learning.md)
    need = np.array([rules.achievements_to_win(int(n), bool(t), int(e))
                     for n, t, e in zip(players, teams, longer, strict=True)])
    mine = np.zeros((len(rows), len(MEASURES)))
    theirs = np.zeros_like(mine)
    n_mine = np.zeros((len(rows), 1))
    n_theirs = np.zeros_like(n_mine)
    for rel in range(int(players.max(initial=2))):
        here = (rel < players)[:, None]
        mate = (x[:, layout.seat(rel).start + SEAT_AT["teammate"].start] > 0)[:, None]
        if rel == 0:
            mate = np.ones_like(mate)
        m = measures_from_rows(x, layout, rel, need)
        mine += np.where(here & mate, m, 0.0)
        theirs += np.where(here & ~mate, m, 0.0)
        n_mine += here & mate
        n_theirs += here & ~mate
    diff = mine / np.maximum(n_mine, 1) - theirs / np.maximum(n_theirs, 1)
    return diff, ds.value[rows, 0].astype(np.float64), ds.game[rows]


def fit_runs(directories: list[str], l2: float = 1.0, folds: int = 10,
             seed: int = 0) -> tuple[np.ndarray, dict]:
    """Weights fitted on every finished game of the runs, and a report: rows, games, and the
    cross-validated log loss of the fit and of the hand-written weights (a coin: 0.693)."""
    return fit_dataset(data.load(directories), l2, folds, seed)


def fit_dataset(ds: data.Dataset, l2: float = 1.0, folds: int = 10,
                seed: int = 0) -> tuple[np.ndarray, dict]:
    diff, result, game = differences(ds)
    games = np.unique(game)
    if len(games) < 2:
        raise ValueError("the linear evaluation needs at least two finished games")
    report = {"edition": ds.edition, "rows": len(result), "games": len(games)}
    groups = np.array_split(np.random.default_rng(seed).permutation(games), min(folds, len(games)))
    fitted = np.empty(len(result))
    for held in groups:
        test = np.isin(game, held)
        w = fit(diff[~test], result[~test], l2)
        fitted[test] = 1.0 / (1.0 + np.exp(-np.clip(diff[test] @ w, -40, 40)))
    hand = 1.0 / (1.0 + np.exp(-np.clip(diff @ HAND, -40, 40)))
    report.update(held_out_loss=log_loss(fitted, result), hand_loss=log_loss(hand, result))
    weights = fit(diff, result, l2)
    report["weights"] = dict(zip(MEASURES, (round(float(w), 5) for w in weights), strict=True))
    return weights, report
