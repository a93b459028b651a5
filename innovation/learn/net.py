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
edition, layout, sizes, whether the policy head was trained). It may also hold the linear
evaluation (`linear.py`): its weights as `linear`, and `meta["linear"]` naming its measures.
A file may hold the linear evaluation alone (`meta["network"]` false: `innovation train
--no-network`, which needs no PyTorch).
"""

from __future__ import annotations

import json

import numpy as np

from ..env.encoding import OPTION_WIDTH, SEATS, Layout
from .linear import MEASURES, LinearEval

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


def save(path: str, meta: dict, weights: dict[str, np.ndarray] | None,
         linear: np.ndarray | None = None) -> None:
    """Write a weights file: the network's `weights` (None: none) and the linear
    evaluation's weights (None: none)."""
    if weights is None and linear is None:
        raise ValueError("nothing to write: no network and no linear evaluation")
    meta = dict(meta, network=weights is not None)
    arrays = {k: np.asarray(weights[k], dtype=np.float32) for k in NAMES} if weights else {}
    if linear is not None:
        if len(linear) != len(MEASURES):
            raise ValueError(f"the linear evaluation has {len(MEASURES)} weights, not {len(linear)}")
        arrays["linear"] = np.asarray(linear, dtype=np.float64)
        meta["linear"] = list(MEASURES)
    np.savez_compressed(path, meta=np.array(json.dumps(meta)), **arrays)


def _read(path: str) -> tuple[dict, dict[str, np.ndarray]]:
    try:
        with np.load(path, allow_pickle=False) as z:
            return json.loads(str(z["meta"])), {k: z[k] for k in z.files if k != "meta"}
    except (OSError, KeyError, ValueError) as exc:
        raise ValueError(f"cannot read network weights {path}: {exc}") from exc


def load_parts(path: str) -> tuple[dict, Net | None, LinearEval | None]:
    """A weights file's meta, network (None if it has none) and linear evaluation (None
    if it has none)."""
    meta, weights = _read(path)
    network = Net(meta, weights) if meta.get("network", True) else None
    linear = None
    if "linear" in meta:
        if list(meta["linear"]) != list(MEASURES) or "linear" not in weights:
            raise ValueError(f"{path}: its linear evaluation weighs other measures "
                             f"({meta['linear']}) than this program's ({list(MEASURES)})")
        linear = LinearEval(weights["linear"])
    if network is None and linear is None:
        raise ValueError(f"{path} holds neither a network nor a linear evaluation")
    return meta, network, linear


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
        # Evaluating one position costs numpy a call per operation far more than the
        # arithmetic, so the forward pass is written with as few calls as it can be:
        # the mean embedding is a product with 1/m, the policy query takes `wo` in, and
        # the value and stop logits come out of one product with [Wv | ws].
        self._Wvs = np.concatenate([self.Wv, self.ws[:, None]], axis=1)
        self._bvs = np.concatenate([self.bv, self.bs[None]])
        self._means = [np.full(m, 1.0 / m, dtype=np.float32) if m else None
                       for m in range(self.max_options + 1)]

    @classmethod
    def load(cls, path: str) -> Net:
        meta, weights = _read(path)
        if not meta.get("network", True):
            raise ValueError(f"{path} holds a linear evaluation only, no network")
        return cls(meta, weights)

    def evaluate(self, x: np.ndarray, n_options: int) -> tuple[np.ndarray, np.ndarray]:
        """One observation -> (value per seat from the observer on, SEATS floats in [0, 1];
        policy over the first `n_options` slots and stop, summing to 1)."""
        gs = self.global_size
        m = min(n_options, self.max_options)
        h = x[:gs] @ self.W1
        h += self.b1
        if m:
            e = x[gs:gs + m * OPTION_WIDTH].reshape(m, OPTION_WIDTH) @ self.We
            e += self.be
            np.maximum(e, 0.0, out=e)
            h += (self._means[m] @ e) @ self.Wp
        np.maximum(h, 0.0, out=h)
        h = h @ self.W2
        h += self.b2
        np.maximum(h, 0.0, out=h)
        z = h @ self._Wvs
        z += self._bvs
        seats = len(self.bv)
        value = 1.0 / (1.0 + np.exp(-z[:seats]))
        logits = np.empty(m + 1, dtype=np.float32)
        if m:
            np.matmul(e, h @ self.Wq + self.wo, out=logits[:m])
        logits[m] = z[seats]
        logits -= logits.max()
        p = np.exp(logits, out=logits)
        p /= p.sum()
        return value, p
