"""The self-play data format (version 2): one compressed `.npz` file per game.

A self-play run writes a directory: `meta.json` (the run's settings, so a resumed run
can refuse to mix in games of another run) and `game-NNNNNN.npz`, one per game, written
atomically (a file exists only once its game is complete). Every searched decision of the
game is a row (decisions with a single candidate answer are not recorded):

| array | shape, dtype | content |
| --- | --- | --- |
| `version` | (), int32 | `VERSION` |
| `edition`, `players`, `seed`, `index` | (), int32 | the table, the game seed, the game number |
| `obs_size`, `max_options` | (), int32 | the observation layout (`Layout(edition)`) |
| `bots` | (players,), str | the bot spec of each seat |
| `result` | (players,), float32 | each seat's share of the win (1/winners, else 0) |
| `finished` | (), int8 | 1 if the game ended by the rules, 0 if stopped at the decision limit |
| `seat` | (D,), int8 | the deciding seat of each row |
| `decision` | (D,), int32 | the row's decision number in the game (0-based, all decisions) |
| `obs_indptr` | (D+1,), int32 | row r's observation is `obs_index/obs_value[indptr[r]:indptr[r+1]]` |
| `obs_index`, `obs_value` | (nnz,), uint16 / float16 | the non-zero features (sparse rows) |
| `visits` | (D,), int32 | the search's root visits (the row's sample size) |
| `root` | (D,), float32 | the search's value for the deciding seat, in [0, 1]; NaN: none |
| `policy_indptr` | (D+1,), int32 | row r's policy is `policy_slot/policy_p[...]` |
| `policy_slot`, `policy_p` | (k,), int16 / float32 | option slots and visit shares (sum 1 a row) |

The observation is the deciding seat's `encode_game` vector (docs/env.md) with no picks
made and every option of the decision marked allowed (a bot answers a whole decision at
once). The policy spreads each searched answer's share of the visits evenly over its
option slots; the empty answer goes to slot `max_options` ("stop", as in the environment).

The root value is the mean reward of the search's iterations through the root (for the
deciding seat). Version 1 had no `root`: its files are read as if every row's were unknown.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

import numpy as np

from ..editions import normalize_options
from ..env.encoding import SEATS, Layout, encode_game
from ..rules.engine import Game

VERSION = 2
READS = (1, 2)  # the versions this program reads
META = "meta.json"


def game_file(index: int) -> str:
    return f"game-{index:06d}.npz"


def table_options(g: Game) -> dict:
    cfg = g.config
    return normalize_options(cfg.options, cfg.edition, g.n, len(g.sets) - 1)


def features(g: Game, seat: int, layout: Layout, options: dict) -> np.ndarray:
    """The observation a row records, and the one the learned bot evaluates: the seat's
    encoding with no picks made and every option of its pending decision allowed."""
    d = g.pending
    legal = None
    if d is not None and d.player == seat:
        legal = np.ones(min(len(d.options), layout.max_options), dtype=np.float32)
    return encode_game(g, seat, layout, options, None, legal)


def policy_of(visits: list[tuple[list[int], int]], max_options: int) -> dict[int, float]:
    """The visit distribution over option slots (see the module doc)."""
    total = sum(n for _, n in visits)
    out: dict[int, float] = {}
    if total <= 0:
        return out
    for answer, n in visits:
        slots = [i for i in answer if i < max_options] if answer else [max_options]
        if not slots:
            continue
        share = n / total / len(slots)
        for i in slots:
            out[i] = out.get(i, 0.0) + share
    return out


class GameRecord:
    """The rows of one game, collected as it is played."""

    def __init__(self, index: int, seed: int, edition: int, bots: list[str], layout: Layout):
        self.index, self.seed, self.edition, self.bots, self.layout = index, seed, edition, bots, layout
        self.seats: list[int] = []
        self.decisions: list[int] = []
        self.obs: list[np.ndarray] = []
        self.visits: list[int] = []
        self.roots: list[float] = []
        self.policies: list[dict[int, float]] = []

    def add(self, obs: np.ndarray, seat: int, decision: int,
            visits: list[tuple[list[int], int]], root: float | None = None) -> None:
        self.obs.append(obs)
        self.seats.append(seat)
        self.decisions.append(decision)
        self.visits.append(sum(n for _, n in visits))
        self.roots.append(np.nan if root is None else root)
        self.policies.append(policy_of(visits, self.layout.max_options))

    def arrays(self, result: list[float], finished: bool) -> dict[str, np.ndarray]:
        idx, val, ptr = [], [], [0]
        for o in self.obs:
            nz = np.flatnonzero(o)
            idx.append(nz.astype(np.uint16))
            val.append(o[nz].astype(np.float16))
            ptr.append(ptr[-1] + len(nz))
        pslot, pp, pptr = [], [], [0]
        for pol in self.policies:
            for slot in sorted(pol):
                pslot.append(slot)
                pp.append(pol[slot])
            pptr.append(len(pslot))
        cat = np.concatenate
        return {
            "version": np.int32(VERSION), "edition": np.int32(self.edition),
            "players": np.int32(len(self.bots)), "seed": np.int32(self.seed),
            "index": np.int32(self.index), "obs_size": np.int32(self.layout.size),
            "max_options": np.int32(self.layout.max_options), "bots": np.array(self.bots),
            "result": np.asarray(result, dtype=np.float32), "finished": np.int8(finished),
            "seat": np.asarray(self.seats, dtype=np.int8),
            "decision": np.asarray(self.decisions, dtype=np.int32),
            "obs_indptr": np.asarray(ptr, dtype=np.int32),
            "obs_index": cat(idx) if idx else np.zeros(0, np.uint16),
            "obs_value": cat(val) if val else np.zeros(0, np.float16),
            "visits": np.asarray(self.visits, dtype=np.int32),
            "root": np.asarray(self.roots, dtype=np.float32),
            "policy_indptr": np.asarray(pptr, dtype=np.int32),
            "policy_slot": np.asarray(pslot, dtype=np.int16),
            "policy_p": np.asarray(pp, dtype=np.float32),
        }


def write_game(directory: str, arrays: dict[str, np.ndarray]) -> str:
    """Write one game atomically (a partial file never has the final name)."""
    path = os.path.join(directory, game_file(int(arrays["index"])))
    tmp = path + ".tmp.npz"
    np.savez_compressed(tmp, **arrays)
    os.replace(tmp, path)
    return path


def read_game(path: str) -> dict[str, np.ndarray]:
    with np.load(path, allow_pickle=False) as z:
        data = {k: z[k] for k in z.files}
    if int(data.get("version", -1)) not in READS:
        raise ValueError(f"{path}: data format version {data.get('version')}, this program "
                         f"reads versions {', '.join(map(str, READS))}")
    if "root" not in data:  # version 1: no root values
        data["root"] = np.full(len(data["seat"]), np.nan, dtype=np.float32)
    return data


def done_games(directory: str) -> set[int]:
    """The game numbers already written in a run directory."""
    out = set()
    if os.path.isdir(directory):
        for name in os.listdir(directory):
            if name.startswith("game-") and name.endswith(".npz") and ".tmp" not in name:
                out.add(int(name[5:-4]))
    return out


def write_meta(directory: str, meta: dict) -> None:
    """Create the run's `meta.json`, or check a resumed run has the same settings."""
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, META)
    if os.path.exists(path):
        with open(path) as f:
            have = json.load(f)
        for key, want in meta.items():
            if key != "games" and have.get(key) != want:
                raise ValueError(f"{directory} holds a run with {key} {have.get(key)!r}, not "
                                 f"{want!r}: use another directory")
        if meta.get("games", 0) <= have.get("games", 0):
            return
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(meta, f, indent=1)
    os.replace(tmp, path)


@dataclass
class Dataset:
    """Rows of many games, observations kept sparse (`dense` builds a batch)."""

    edition: int
    obs_size: int
    max_options: int
    obs_indptr: np.ndarray
    obs_index: np.ndarray
    obs_value: np.ndarray
    value: np.ndarray  # (N, SEATS): each seat's result, from the deciding seat (rel 0) on
    value_mask: np.ndarray  # (N, SEATS): 1 for the seats at the table of a finished game
    policy: np.ndarray  # (N, max_options + 1) visit shares
    games: int
    game: np.ndarray | None = None  # (N,) the row's game, numbered in loading order
    root: np.ndarray | None = None  # (N,) the search's value for the deciding seat, NaN: none
    players: np.ndarray | None = None  # (N,) the players at the row's table

    def __len__(self) -> int:
        return len(self.value)

    def targets(self, rows: np.ndarray, root_weight: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
        """Value targets and mask of these rows. With `root_weight` w, the deciding seat's
        target is (1 - w) * its result + w * the search's root value where that is known
        (the root value alone in a game stopped before its end), and at two players the
        other seat's is one minus that: a less noisy target than the result alone."""
        value, mask = self.value[rows].copy(), self.value_mask[rows].copy()
        if root_weight <= 0 or self.root is None:
            return value, mask
        root = self.root[rows]
        known = ~np.isnan(root)
        finished = mask[:, 0] > 0
        mixed = np.where(finished, (1 - root_weight) * value[:, 0] + root_weight * root, root)
        value[known, 0] = mixed[known]
        mask[known, 0] = 1.0
        two = known & (self.players[rows] == 2) if self.players is not None else known & False
        value[two, 1] = 1.0 - value[two, 0]
        mask[two, 1] = 1.0
        return value, mask

    def dense(self, rows: np.ndarray) -> np.ndarray:
        out = np.zeros((len(rows), self.obs_size), dtype=np.float32)
        for k, r in enumerate(rows):
            a, b = self.obs_indptr[r], self.obs_indptr[r + 1]
            out[k, self.obs_index[a:b]] = self.obs_value[a:b]
        return out


def load(directories: list[str]) -> Dataset:
    """Every game of the given run directories (of one edition)."""
    paths = []
    for directory in directories:
        if not os.path.isdir(directory):
            raise ValueError(f"{directory} is not a directory of self-play games")
        paths += [os.path.join(directory, game_file(i)) for i in sorted(done_games(directory))]
    if not paths:
        raise ValueError(f"no games in {', '.join(directories)}")
    edition = size = m = None
    ptrs, idx, vals, values, masks, pols, game_of = [], [], [], [], [], [], []
    roots, players = [], []
    offset = 0
    for path in paths:
        g = read_game(path)
        e, s, mo = int(g["edition"]), int(g["obs_size"]), int(g["max_options"])
        if edition is None:
            edition, size, m = e, s, mo
        elif (e, s, mo) != (edition, size, m):
            raise ValueError(f"{path}: edition {e} / layout {s}, {mo} differs from the other games")
        rows = len(g["seat"])
        ptrs.append(g["obs_indptr"][:-1].astype(np.int64) + offset)
        offset += int(g["obs_indptr"][-1])
        idx.append(g["obs_index"])
        vals.append(g["obs_value"])
        n = int(g["players"])
        value = np.zeros((rows, SEATS), dtype=np.float32)
        mask = np.zeros((rows, SEATS), dtype=np.float32)
        seat = g["seat"].astype(np.int64)
        for rel in range(n):
            value[:, rel] = g["result"][(seat + rel) % n]
            mask[:, rel] = 1.0 if int(g["finished"]) else 0.0
        values.append(value)
        masks.append(mask)
        pol = np.zeros((rows, m + 1), dtype=np.float32)
        pp = g["policy_indptr"]
        for r in range(rows):
            pol[r, g["policy_slot"][pp[r]:pp[r + 1]]] = g["policy_p"][pp[r]:pp[r + 1]]
        pols.append(pol)
        game_of.append(np.full(rows, len(game_of), dtype=np.int32))
        roots.append(g["root"].astype(np.float32))
        players.append(np.full(rows, n, dtype=np.int8))
    ptrs.append(np.array([offset], dtype=np.int64))
    return Dataset(edition, size, m, np.concatenate(ptrs), np.concatenate(idx),
                   np.concatenate(vals).astype(np.float32), np.concatenate(values),
                   np.concatenate(masks), np.concatenate(pols), len(paths),
                   np.concatenate(game_of), np.concatenate(roots), np.concatenate(players))
