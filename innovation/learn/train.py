"""Fit the network of `net.py` to self-play data with PyTorch (CPU), then export it to numpy.

PyTorch is an optional extra (`pip install -e '.[train]'`); playing needs only the exported
weights file. Loss: binary cross-entropy of each seat's value (seats at the table, games
that ended by the rules) plus, with the policy head, the cross-entropy between the
search's visit shares and the network's policy over the present option slots and stop.
With `root_weight`, the value target mixes in the search's root values (data version 2,
`Dataset.targets`); the validation loss, which picks the epoch kept, is always against
the results alone, so runs of different weights compare. The linear evaluation
(`linfit.py`, numpy only) is fitted first and written into the same file; with
`network=False` it is the file's only content, and PyTorch is not needed.
"""

from __future__ import annotations

import time

import numpy as np

from ..env.encoding import OPTION_WIDTH
from . import data, linfit, net


def need_torch():
    try:
        import torch
    except ImportError:
        raise ValueError("training needs PyTorch: pip install -e '.[train]' (playing with a "
                         "trained network needs only numpy)") from None
    return torch


def build_module(torch, meta: dict, dropout: float = 0.0):
    nn = torch.nn

    class Module(nn.Module):
        def __init__(self):
            super().__init__()
            shapes = net.shapes(meta["global_size"], meta["hidden"], meta["embed"])
            for k, s in shapes.items():
                if len(s) == 2:  # fan-in scaled weights, zero biases
                    w = torch.randn(s) * (2.0 / s[0]) ** 0.5
                else:
                    w = torch.zeros(s)
                setattr(self, k, nn.Parameter(w.float()))
            self.G, self.M = meta["global_size"], meta["max_options"]
            self.drop = nn.Dropout(dropout)  # training only: the exported network has none

        def forward(self, x):
            g = x[:, :self.G]
            opts = x[:, self.G:self.G + self.M * OPTION_WIDTH].reshape(-1, self.M, OPTION_WIDTH)
            present = opts[:, :, 0]
            e = torch.relu(opts @ self.We + self.be) * present.unsqueeze(-1)
            pool = e.sum(1) / present.sum(1, keepdim=True).clamp(min=1.0)
            h = self.drop(torch.relu(g @ self.W1 + pool @ self.Wp + self.b1))
            h = self.drop(torch.relu(h @ self.W2 + self.b2))
            value_logit = h @ self.Wv + self.bv
            q = h @ self.Wq
            logits = (e * q.unsqueeze(1)).sum(-1) + e @ self.wo
            logits = logits.masked_fill(present == 0, -1e9)
            stop = (h @ self.ws + self.bs).unsqueeze(1)
            return value_logit, torch.cat([logits, stop], dim=1)

    return Module()


def train(directories: list[str], out: str, epochs: int = 15, batch: int = 256, lr: float = 1e-3,
          hidden: int = 32, embed: int = 32, policy: bool = True, seed: int = 0,
          threads: int = 1, weight_decay: float = 0.01, validation: float = 0.1,
          dropout: float = 0.5, root_weight: float = 0.0, network: bool = True,
          l2: float = 1.0, log=print) -> dict:
    """Fit the linear evaluation (linfit.py), then train the network (unless `network` is
    false) and export to `out` both: the network's weights of the epoch with the lowest
    validation loss (the last epoch's without validation games). Returns that epoch's
    losses and the linear evaluation's report (under "linear")."""
    torch = need_torch() if network else None
    if not 0.0 <= root_weight <= 1.0:
        raise ValueError(f"the root value's weight is between 0 and 1, not {root_weight}")
    if l2 < 0:
        raise ValueError(f"the linear evaluation's penalty is 0 or more, not {l2}")
    ds = data.load(directories)
    try:
        linear, fitted = linfit.fit_dataset(ds, l2=l2)
    except ValueError as exc:
        if not network:
            raise
        linear, fitted = None, {}  # (the network learns from root values too)
        log(f"no linear evaluation: {exc}")
    else:
        log(f"linear evaluation: {fitted['rows']:,} rows of {fitted['games']} finished games; "
            f"held-out log loss {fitted['held_out_loss']:.4f} (the hand-written weights "
            f"{fitted['hand_loss']:.4f}, a coin 0.6931)")
    if not network:
        meta = net.make_meta(ds.edition, 0, 0, False, games=ds.games, rows=len(ds))
        net.save(out, meta, None, linear)
        return {"linear": fitted}
    torch.manual_seed(seed)
    torch.set_num_threads(threads)
    if root_weight and (ds.root is None or np.isnan(ds.root).all()):
        raise ValueError("these games hold no root values (data version 1): play self-play "
                         "again, or train without --root-weight")
    meta = net.make_meta(ds.edition, hidden, embed, policy, games=ds.games, rows=len(ds))
    if (ds.obs_size, ds.max_options) != (meta["obs_size"], meta["max_options"]):
        raise ValueError("the data's observation layout differs from this program's: "
                         "play self-play again with this version")
    model = build_module(torch, meta, dropout)
    opt = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)
    rng = np.random.default_rng(seed)
    # whole games are held out for validation: rows of one game are alike, and a row's
    # neighbours in the training set would flatter the validation loss
    held = rng.permutation(ds.games)[:int(ds.games * validation)] if ds.games >= 10 else []
    is_val = np.isin(ds.game, held)
    val, fit = np.flatnonzero(is_val), rng.permutation(np.flatnonzero(~is_val))
    n_val = len(val)
    bce = torch.nn.functional.binary_cross_entropy_with_logits

    def losses(rows: np.ndarray, weight: float):
        x = torch.from_numpy(ds.dense(rows))
        v_logit, p_logit = model(x)
        value, mask_np = ds.targets(rows, weight)
        mask = torch.from_numpy(mask_np)
        v = (bce(v_logit, torch.from_numpy(value), reduction="none") * mask).sum() \
            / mask.sum().clamp(min=1.0)
        if not policy:
            return v, torch.zeros(())
        target = torch.from_numpy(ds.policy[rows])
        p = -(target * torch.log_softmax(p_logit, dim=1)).sum(1).mean()
        return v, p

    report: dict = {}
    kept: tuple[float, dict, dict] | None = None  # (validation loss, report, weights)
    t0 = time.perf_counter()
    for epoch in range(epochs):
        model.train()
        rng.shuffle(fit)
        tv = tp = 0.0
        for k in range(0, len(fit), batch):
            rows = fit[k:k + batch]
            v, p = losses(rows, root_weight)
            opt.zero_grad()
            (v + p).backward()
            opt.step()
            tv += float(v.detach()) * len(rows)
            tp += float(p.detach()) * len(rows)
        report = {"epoch": epoch + 1, "value_loss": tv / max(len(fit), 1),
                  "policy_loss": tp / max(len(fit), 1)}
        if n_val:
            model.eval()
            with torch.no_grad():
                v, p = losses(val, 0.0)
            report.update(val_value_loss=float(v), val_policy_loss=float(p))
        # Self-play data is small and its rows come in alike runs (a game): a network soon
        # learns the games by heart, and its validation loss climbs. Keep the best epoch.
        score = report.get("val_value_loss", 0.0) + report.get("val_policy_loss", 0.0)
        better = kept is None or not n_val or score < kept[0]
        if better:
            kept = (score, dict(report),
                    {k: getattr(model, k).detach().cpu().numpy().copy() for k in net.NAMES})
        log(f"epoch {epoch + 1}/{epochs}: " + ", ".join(
            f"{k} {v:.4f}" for k, v in report.items() if k != "epoch")
            + f" ({time.perf_counter() - t0:.0f}s)" + (" *" if better and n_val else ""))
    if kept is None:
        raise ValueError("no epoch was trained")
    net.save(out, meta, kept[2], linear)
    return dict(kept[1], linear=fitted)
