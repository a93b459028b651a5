"""The learned evaluation at play time: numpy only (PyTorch is needed to train, not to play).

The network reads one observation vector (docs/env.md) in two parts: the global part
(everything before the option blocks) and the option blocks, each option embedded by the
same small layer (so an option is judged by its features, whatever its slot):

    e_i   = relu(option_i @ We + be)                       per present option i
    pool  = mean of e_i over the present options
    h1    = relu(global @ W1 + pool @ Wp + b1)
    h     = relu(h1 @ W2 + b2)
    value = sigmoid(h @ Wv + bv)          each seat's share of the win, the observer first
    logit_i = e_i . (h @ Wq) + e_i @ wo   policy over the option slots, and
    logit_stop = h @ ws + bs              the empty answer ("stop")

The weights file is a `.npz`: the arrays above plus `meta`, a JSON string (format version,
edition, layout, sizes, whether the policy head was trained).
"""

from __future__ import annotations

import json

import numpy as np

from ..env.encoding import OPTION_WIDTH, SEATS, Layout

FORMAT = 1
NAMES = ("We", "be", "W1", "Wp", "b1", "W2", "b2", "Wv", "bv", "Wq", "wo", "ws", "bs")


def shapes(global_size: int, hidden: int, embed: int) -> dict[str, tuple[int, ...]]:
    return {"We": (OPTION_WIDTH, embed), "be": (embed,), "W1": (global_size, hidden),
            "Wp": (embed, hidden), "b1": (hidden,), "W2": (hidden, hidden), "b2": (hidden,),
            "Wv": (hidden, SEATS), "bv": (SEATS,), "Wq": (hidden, embed), "wo": (embed,),
            "ws": (hidden,), "bs": ()}


def make_meta(edition: int, hidden: int, embed: int, policy: bool, **extra) -> dict:
    layout = Layout(edition)
    return {"format": FORMAT, "edition": edition, "obs_size": layout.size,
            "max_options": layout.max_options, "global_size": layout.slices["options"].start,
            "hidden": hidden, "embed": embed, "policy": policy, **extra}


def random_weights(meta: dict, seed: int = 0, scale: float = 0.05) -> dict[str, np.ndarray]:
    """Small random weights (tests, and a starting point that knows nothing)."""
    rng = np.random.default_rng(seed)
    return {k: np.asarray(rng.standard_normal(s) * scale, dtype=np.float32)
            for k, s in shapes(meta["global_size"], meta["hidden"], meta["embed"]).items()}


def save(path: str, meta: dict, weights: dict[str, np.ndarray]) -> None:
    arrays = {k: np.asarray(weights[k], dtype=np.float32) for k in NAMES}
    np.savez_compressed(path, meta=np.array(json.dumps(meta)), **arrays)


class Net:
    def __init__(self, meta: dict, weights: dict[str, np.ndarray]):
        if meta.get("format") != FORMAT:
            raise ValueError(f"network format {meta.get('format')!r}; this program reads {FORMAT}")
        want = shapes(meta["global_size"], meta["hidden"], meta["embed"])
        for k, s in want.items():
            if k not in weights or tuple(weights[k].shape) != s:
                raise ValueError(f"network weight {k}: shape {getattr(weights.get(k), 'shape', None)}"
                                 f", expected {s}")
        self.meta = meta
        self.edition = int(meta["edition"])
        self.size = int(meta["obs_size"])
        self.global_size = int(meta["global_size"])
        self.max_options = int(meta["max_options"])
        self.policy = bool(meta.get("policy"))
        for k in NAMES:
            setattr(self, k, np.array(weights[k], dtype=np.float32))  # (0-d kept)

    @classmethod
    def load(cls, path: str) -> Net:
        try:
            with np.load(path, allow_pickle=False) as z:
                meta = json.loads(str(z["meta"]))
                weights = {k: z[k] for k in z.files if k != "meta"}
        except (OSError, KeyError, ValueError) as exc:
            raise ValueError(f"cannot read network weights {path}: {exc}") from exc
        return cls(meta, weights)

    def evaluate(self, x: np.ndarray, n_options: int) -> tuple[np.ndarray, np.ndarray]:
        """One observation -> (value per seat from the observer on, SEATS floats in [0, 1];
        policy over the first `n_options` slots and stop, summing to 1)."""
        g = x[:self.global_size]
        m = min(n_options, self.max_options)
        opts = x[self.global_size:self.global_size + m * OPTION_WIDTH].reshape(m, OPTION_WIDTH)
        e = np.maximum(opts @ self.We + self.be, 0.0)
        pool = e.mean(axis=0) if m else np.zeros(self.be.shape, np.float32)
        h = np.maximum(g @ self.W1 + pool @ self.Wp + self.b1, 0.0)
        h = np.maximum(h @ self.W2 + self.b2, 0.0)
        value = 1.0 / (1.0 + np.exp(-(h @ self.Wv + self.bv)))
        logits = np.empty(m + 1, dtype=np.float32)
        logits[:m] = e @ (h @ self.Wq) + e @ self.wo
        logits[m] = h @ self.ws + self.bs
        logits -= logits.max()
        p = np.exp(logits)
        return value, p / p.sum()
