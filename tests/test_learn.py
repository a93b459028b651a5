"""Learning: the self-play data format, training, the numpy network and the learned bot."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from test_agents import canonical, position, shuffled_hidden

from innovation.agents.base import make_agent
from innovation.cli import main
from innovation.env.encoding import Layout
from innovation.learn import data, net
from innovation.learn.selfplay import run_selfplay
from innovation.observation import observe

BOT = "ismcts:6it"


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    """Two short self-play games (stopped at 80 decisions) and one whole game."""
    out = tmp_path_factory.mktemp("selfplay")
    run_selfplay([BOT], 2, str(out / "short"), seed=7, workers=1, max_decisions=80)
    run_selfplay([BOT], 1, str(out / "whole"), seed=3, workers=1, explore=4)
    return out


def weights_file(path, edition=4, hidden=8, embed=4, policy=True, seed=0):
    meta = net.make_meta(edition, hidden, embed, policy)
    net.save(str(path), meta, net.random_weights(meta, seed=seed, scale=0.3))
    return str(path)


def test_policy_spreads_visits_over_option_slots():
    p = data.policy_of([([2], 6), ([0, 1], 2), ([], 2)], max_options=128)
    assert p == pytest.approx({2: 0.6, 0: 0.1, 1: 0.1, 128: 0.2})
    assert data.policy_of([], 128) == {}


def test_selfplay_files_hold_every_field(games):
    short = str(games / "short")
    assert data.done_games(short) == {0, 1}
    with open(os.path.join(short, data.META)) as f:
        meta = json.load(f)
    assert meta["bots"] == [BOT] and meta["version"] == data.VERSION and meta["seed"] == 7
    g = data.read_game(os.path.join(short, data.game_file(1)))
    rows = len(g["seat"])
    assert 10 < rows <= 80
    assert int(g["edition"]) == 4 and int(g["players"]) == 2 and int(g["seed"]) == 8
    assert int(g["finished"]) == 0  # stopped at the decision limit
    assert list(g["bots"]) == [BOT, BOT]
    assert len(g["obs_indptr"]) == rows + 1 == len(g["policy_indptr"])
    assert int(g["obs_size"]) == Layout(4).size and g["obs_index"].max() < Layout(4).size
    assert (np.diff(g["decision"]) > 0).all() and (g["visits"] > 0).all()
    sums = np.add.reduceat(g["policy_p"], g["policy_indptr"][:-1])
    assert sums == pytest.approx(np.ones(rows), abs=1e-5)
    whole = data.read_game(os.path.join(str(games / "whole"), data.game_file(0)))
    assert int(whole["finished"]) == 1 and whole["result"].sum() == pytest.approx(1.0)


def test_rows_hold_the_deciding_seats_observation(games):
    """Replaying the recorded game (same seed and bots) meets the recorded observations."""
    from innovation.editions import new_game
    from innovation.learn.selfplay import Job, play_job

    g = data.read_game(os.path.join(str(games / "short"), data.game_file(0)))
    game = new_game(2, seed=int(g["seed"]))
    layout, opts = Layout(4), data.table_options(game)
    x = data.features(game, game.pending.player, layout, opts)
    if int(g["decision"][0]) == 0:  # the first decision was searched: compare it exactly
        row = np.zeros(layout.size, np.float32)
        a, b = g["obs_indptr"][0], g["obs_indptr"][1]
        row[g["obs_index"][a:b]] = g["obs_value"][a:b]
        assert np.allclose(row, x, atol=1e-3)
    assert int(g["seat"][0]) in (0, 1)
    job = Job(9, (BOT, BOT), int(g["seed"]), 4, {}, str(games / "replay"), 0, 80)
    os.makedirs(job.directory)
    play_job(job)
    again = data.read_game(os.path.join(job.directory, data.game_file(9)))
    for key in ("seat", "decision", "obs_indptr", "obs_index", "obs_value", "policy_slot",
                "policy_p", "visits", "result"):
        assert np.array_equal(again[key], g[key]), key


def test_selfplay_is_deterministic_and_resumes(games, tmp_path):
    out = str(tmp_path / "run")
    run_selfplay([BOT], 1, out, seed=7, workers=1, max_decisions=80)
    first = os.path.join(out, data.game_file(0))
    stamp = os.stat(first).st_mtime_ns
    done = run_selfplay([BOT], 2, out, seed=7, workers=1, max_decisions=80)
    assert [d.index for d in done] == [1]  # game 0 was not played again
    assert os.stat(first).st_mtime_ns == stamp
    for i in (0, 1):  # the same seed and budgets give the same data
        a = data.read_game(os.path.join(out, data.game_file(i)))
        b = data.read_game(os.path.join(str(games / "short"), data.game_file(i)))
        assert all(np.array_equal(a[k], b[k]) for k in a), i
    with pytest.raises(ValueError, match="seed 7, not 8"):
        run_selfplay([BOT], 2, out, seed=8, workers=1, max_decisions=80)
    with pytest.raises(ValueError, match="iterations"):
        run_selfplay(["ismcts:1s"], 1, str(tmp_path / "x"))
    with pytest.raises(ValueError, match="not a search bot"):
        run_selfplay(["greedy"], 1, str(tmp_path / "x"))


def test_reading_refuses_another_format_version(games, tmp_path):
    g = data.read_game(os.path.join(str(games / "short"), data.game_file(0)))
    g["version"] = np.int32(data.VERSION + 1)
    np.savez_compressed(tmp_path / "game-000000.npz", **g)
    with pytest.raises(ValueError, match="version"):
        data.read_game(str(tmp_path / "game-000000.npz"))


def test_dataset_targets(games):
    ds = data.load([str(games / "short"), str(games / "whole")])
    assert ds.games == 3 and ds.edition == 4
    assert ds.policy.sum(1) == pytest.approx(np.ones(len(ds)), abs=1e-5)
    finished = ds.value_mask[:, 0] == 1
    assert finished.any() and not finished.all()  # the short games have no value target
    assert (ds.value_mask[:, 2:] == 0).all()  # two seats at the table
    assert (ds.value[finished, :2].sum(1) == pytest.approx(1.0))
    x = ds.dense(np.arange(3))
    assert x.shape == (3, ds.obs_size) and x.max() <= 1.0


def test_rows_hold_the_searchs_root_value(games):
    """Data version 2: each row has the search's value for the deciding seat, in [0, 1];
    the search saw the real result when the game's last decision was searched."""
    g = data.read_game(os.path.join(str(games / "whole"), data.game_file(0)))
    root = g["root"]
    assert root.shape == g["seat"].shape and root.dtype == np.float32
    assert not np.isnan(root).any() and (root >= 0).all() and (root <= 1).all()
    assert len(set(np.round(root, 3).tolist())) > 5  # values of positions, not a constant


def test_version_1_files_are_read_without_root_values(games, tmp_path):
    g = data.read_game(os.path.join(str(games / "whole"), data.game_file(0)))
    old = {k: v for k, v in g.items() if k != "root"}
    old["version"] = np.int32(1)
    os.makedirs(tmp_path / "v1")
    np.savez_compressed(tmp_path / "v1" / "game-000000.npz", **old)
    back = data.read_game(str(tmp_path / "v1" / "game-000000.npz"))
    assert np.isnan(back["root"]).all() and len(back["root"]) == len(g["seat"])
    ds = data.load([str(tmp_path / "v1")])
    value, mask = ds.targets(np.arange(len(ds)), 0.5)  # nothing known: the results alone
    assert (value == ds.value).all() and (mask == ds.value_mask).all()


def test_root_values_mix_into_the_value_targets(games):
    ds = data.load([str(games / "short"), str(games / "whole")])
    rows = np.arange(len(ds))
    value, mask = ds.targets(rows, 0.0)
    assert (value == ds.value).all() and (mask == ds.value_mask).all()
    value, mask = ds.targets(rows, 0.25)
    finished = ds.value_mask[:, 0] == 1
    want = np.where(finished, 0.75 * ds.value[:, 0] + 0.25 * ds.root, ds.root)
    assert value[:, 0] == pytest.approx(want, abs=1e-6)
    assert value[:, 1] == pytest.approx(1 - want, abs=1e-6)  # two players: the other seat's
    assert (mask[:, :2] == 1).all()  # the stopped games' rows get the root value as target
    assert (mask[:, 2:] == 0).all()


def test_selfplay_command(tmp_path, capsys):
    out = str(tmp_path / "cli")
    args = ["selfplay", "--bots", "ismcts:4it", "--games", "1", "--out", out, "--quiet",
            "--max-decisions", "20", "--workers", "1"]
    assert main(args) == 0
    assert "1 games played now" in capsys.readouterr().out
    assert main(args) == 0
    assert "0 games played now" in capsys.readouterr().out
    assert main(["selfplay", "--bots", "random", "--games", "1", "--out", out]) == 2
    assert "search bot" in capsys.readouterr().err


# ---------------------------------------------------------------- the network
def test_numpy_network_loads_without_pytorch(tmp_path, games):
    """The weights load and evaluate with numpy alone (PyTorch made unimportable)."""
    path = weights_file(tmp_path / "w.npz")
    code = (
        "import sys; sys.modules['torch'] = None\n"
        "import numpy as np\n"
        "from innovation.learn.net import Net\n"
        "from innovation.agents.base import make_agent\n"
        f"n = Net.load({path!r})\n"
        "x = np.zeros(n.size, np.float32); x[:40] = 0.5\n"
        "x[n.global_size:n.global_size + 3 * 31:31] = 1\n"
        "v, p = n.evaluate(x, 3)\n"
        "assert v.shape == (6,) and ((0 < v) & (v < 1)).all() and abs(p.sum() - 1) < 1e-5\n"
        "assert p.shape == (4,)\n"
        f"make_agent('ismcts+net:5it:{path}')\n"
        "print('ok')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.stdout.strip() == "ok", r.stderr


def test_network_forward_matches_its_formula(tmp_path):
    n = net.Net.load(weights_file(tmp_path / "w.npz"))
    rng = np.random.default_rng(1)
    x = (rng.random(n.size) < 0.1).astype(np.float32)
    m = 5
    v, p = n.evaluate(x, m)
    opts = x[n.global_size:n.global_size + m * 31].reshape(m, 31)
    e = np.maximum(opts @ n.We + n.be, 0)
    h = np.maximum(x[:n.global_size] @ n.W1 + e.mean(0) @ n.Wp + n.b1, 0)
    h = np.maximum(h @ n.W2 + n.b2, 0)
    assert v == pytest.approx(1 / (1 + np.exp(-(h @ n.Wv + n.bv))), rel=1e-5)
    logits = np.append(e @ (h @ n.Wq) + e @ n.wo, h @ n.ws + n.bs)
    assert p == pytest.approx(np.exp(logits) / np.exp(logits).sum(), rel=1e-4)


def test_weights_files_are_checked(tmp_path):
    meta = net.make_meta(4, 8, 4, True)
    w = net.random_weights(meta)
    w["W1"] = w["W1"][:, :3]
    net.save(str(tmp_path / "bad.npz"), meta, w)
    with pytest.raises(ValueError, match="W1"):
        net.Net.load(str(tmp_path / "bad.npz"))
    with pytest.raises(ValueError, match="cannot read"):
        net.Net.load(str(tmp_path / "missing.npz"))


def test_default_network_size_is_under_5_mb(tmp_path):
    path = tmp_path / "w.npz"
    meta = net.make_meta(4, 256, 32, True)
    net.save(str(path), meta, net.random_weights(meta))
    assert os.path.getsize(path) < 5_000_000


def test_training_refused_clearly_without_pytorch(games, tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "torch", None)
    assert main(["train", str(games / "whole"), "--out", str(tmp_path / "w.npz")]) == 2
    assert "needs PyTorch" in capsys.readouterr().err


def test_tiny_training_run(games, tmp_path):
    torch = pytest.importorskip("torch", reason="PyTorch (the train extra) is not installed")
    from innovation.learn.train import build_module

    out = str(tmp_path / "w.npz")
    assert main(["train", str(games / "short"), str(games / "whole"), "--out", out,
                 "--epochs", "2", "--hidden", "16", "--embed", "8", "--batch", "64"]) == 0
    n = net.Net.load(out)
    assert n.policy and n.meta["rows"] > 0 and n.W2.shape == (16, 16)
    # the numpy forward pass is the trained module's
    module = build_module(torch, n.meta)
    for k in net.NAMES:
        getattr(module, k).data = torch.from_numpy(getattr(n, k))
    ds = data.load([str(games / "whole")])
    x = ds.dense(np.arange(4))
    with torch.no_grad():
        v_logit, p_logit = module(torch.from_numpy(x))
    for r in range(4):
        m = int(x[r, n.global_size::31][:n.max_options].sum())
        v, p = n.evaluate(x[r], m)
        assert v == pytest.approx(torch.sigmoid(v_logit[r]).numpy(), abs=1e-5)
        want = torch.softmax(torch.cat([p_logit[r, :m], p_logit[r, -1:]]), 0).numpy()
        assert p == pytest.approx(want, abs=1e-5)


def test_training_with_root_values(games, tmp_path, capsys):
    pytest.importorskip("torch", reason="PyTorch (the train extra) is not installed")
    out = str(tmp_path / "w.npz")
    assert main(["train", str(games / "whole"), "--out", out, "--epochs", "1", "--hidden", "8",
                 "--embed", "4", "--root-weight", "0.5"]) == 0
    assert net.Net.load(out).meta["rows"] > 0
    assert main(["train", str(games / "whole"), "--out", out, "--root-weight", "1.5"]) == 2
    assert "between 0 and 1" in capsys.readouterr().err


def test_training_holds_out_whole_games_and_keeps_the_best_epoch(tmp_path):
    pytest.importorskip("torch", reason="PyTorch (the train extra) is not installed")
    from innovation.learn.train import train

    run = str(tmp_path / "run")
    run_selfplay([BOT], 12, run, seed=21, workers=1, explore=30, max_decisions=60)
    ds = data.load([run])
    assert sorted(set(ds.game.tolist())) == list(range(ds.games)) == list(range(12))
    assert (np.diff(ds.game) >= 0).all()  # a game's rows together: whole games are held out
    lines: list[str] = []
    # a learning rate far too high: the validation loss wanders, and the best epoch is kept
    report = train([run], str(tmp_path / "w.npz"), epochs=5, hidden=8, embed=4, lr=0.3,
                   log=lines.append)
    assert lines[0].startswith(("linear evaluation:", "no linear evaluation:"))
    lines = [line for line in lines if line.startswith("epoch ")]
    losses = [float(line.split("val_value_loss ")[1].split(",")[0])
              + float(line.split("val_policy_loss ")[1].split(" ")[0]) for line in lines]
    best = losses.index(min(losses))
    assert report["epoch"] == best + 1
    assert lines[best].endswith("*") and net.Net.load(str(tmp_path / "w.npz")).meta["rows"] == len(ds)


# ---------------------------------------------------------------- the learned bot
@pytest.mark.parametrize("seed", range(3))
def test_learned_bot_does_not_peek(seed, tmp_path):
    path = weights_file(tmp_path / "w.npz")
    g = position(seed, players=2 + seed % 2, steps=40 + 7 * seed)
    if g.pending is None:
        pytest.skip("game over")
    rng = np.random.default_rng(seed)
    import random

    deals = (random.Random(int(rng.integers(1 << 30))) for _ in range(20))
    assert chooses_alike_whatever_it_cannot_see(f"ismcts+net:30it:{path}", g, deals).evaluations > 0


def chooses_alike_whatever_it_cannot_see(spec: str, g, deals):
    """Two bots of `spec` (same seed) choose alike at `g` and at `g` with the deciding
    seat's unseen cards shuffled (by the first of `deals` that changes a player's cards);
    returns the first bot."""
    p = g.pending.player
    other = None
    for rng in deals:
        other = shuffled_hidden(g, p, rng)
        if other is not None and other.state.players != g.state.players:
            break
    assert other is not None
    a, b = observe(g, p), observe(other, p)
    assert canonical(a) == canonical(b)
    bot_a = make_agent(spec, seed=3)
    bot_b = make_agent(spec, seed=3)
    assert bot_a.choose(a, a.decision) == bot_b.choose(b, b.decision)
    assert bot_a.last_visits == bot_b.last_visits
    return bot_a


@pytest.mark.parametrize("edition,policy", [(4, True), (3, False)])
def test_learned_bot_plays_and_self_plays(tmp_path, edition, policy):
    path = weights_file(tmp_path / "w.npz", edition=edition, policy=policy)
    out = str(tmp_path / "run")
    done = run_selfplay([f"ismcts+net:8it:{path}"], 1, out, edition=edition, workers=1,
                        max_decisions=60)
    assert done[0].rows > 5
    other = weights_file(tmp_path / "e.npz", edition=7 - edition)
    bot = make_agent(f"ismcts+net:8it:{other}")
    g = position(1, edition=edition, steps=10)
    obs = observe(g, g.pending.player)
    with pytest.raises(ValueError, match="network for edition"):
        bot.choose(obs, obs.decision)


def test_learned_bot_specs(tmp_path):
    with pytest.raises(ValueError, match="no network weights file"):
        make_agent(f"ismcts+net:1s:{tmp_path / 'none.npz'}")
    bot = make_agent(f"ismcts+net:250ms:{weights_file(tmp_path / 'w.npz')}")
    assert bot.think == 0.25 and bot.iterations is None


def test_learned_bot_mix_spec(tmp_path):
    path = weights_file(tmp_path / "w.npz")
    from innovation.agents.netsearch import DEFAULT_MIX

    bot = make_agent(f"ismcts+net:5it:{path}")
    assert bot.mix is None and bot.parts(4)[2] == DEFAULT_MIX  # (a file without a linear part)
    bot = make_agent(f"ismcts+net:5it:mix=0.4:{path}")
    assert bot.mix == 0.4 and bot.weights == path and bot.iterations == 5
    for bad in ("mix=1.5", "mix=-0.1", "mix=half"):
        with pytest.raises(ValueError, match="from 0 to 1"):
            make_agent(f"ismcts+net:5it:{path}:{bad}")
    with pytest.raises(ValueError, match="one weights file"):
        make_agent(f"ismcts+net:5it:{path}:{path}")
    bot = make_agent(f"ismcts+net:5it:rollout=3:{path}:mix=0.5")
    assert (bot.rollout, bot.mix, bot.weights) == (3, 0.5, path)
    for bad in ("rollout=-1", "rollout=2.5", "rollout=101", "rollout="):
        with pytest.raises(ValueError, match="whole number"):
            make_agent(f"ismcts+net:5it:{path}:{bad}")


@pytest.mark.parametrize("mix", [1.0, 0.5, 0.25])
def test_a_mixed_leaf_value_adds_the_rollout(tmp_path, monkeypatch, mix):
    """mix x network + (1 - mix) x the rollout's evaluation, at every leaf not yet ended
    (at mix 0 the network is not consulted at all: tests/test_linear_eval.py)."""
    from innovation.agents import netsearch

    meta = net.make_meta(4, 8, 4, False)
    w = net.random_weights(meta)
    w["Wv"][:] = 0
    w["bv"][:] = 6.0  # the network says every seat wins (about 1)
    net.save(str(tmp_path / "w.npz"), meta, w)
    rollouts = []
    monkeypatch.setattr(netsearch, "play_out", lambda h, rng, n: rollouts.append(n))
    monkeypatch.setattr(netsearch, "rewards", lambda h: [0.0] * h.n)  # "every seat loses"
    bot = make_agent(f"ismcts+net:12it:{tmp_path / 'w.npz'}:mix={mix}")
    g = position(3, steps=10)
    obs = observe(g, g.pending.player)
    bot.choose(obs, obs.decision)
    assert bot.last_iterations == 12 and bot.last_value is not None  # it searched
    assert len(rollouts) == (0 if mix == 1.0 else 12)
    assert bot.last_value == pytest.approx(mix, abs=0.01)


def test_bench_reports_the_network_cost(tmp_path):
    from innovation.bench import net_speed

    r = net_speed(weights_file(tmp_path / "w.npz"), games=1)
    assert r["samples"] > 20 and r["total_median_us"] > 0


def test_learned_bot_reads_values_from_the_deciding_seat_on(tmp_path):
    """The network's value 0 is the seat whose observation it reads (the decider)."""
    meta = net.make_meta(4, 8, 4, False)
    w = net.random_weights(meta)
    w["Wv"][:] = 0
    w["bv"][:] = -6.0
    w["bv"][0] = 6.0  # "the observer wins, the next seat clockwise loses, the last: even"
    w["bv"][2] = 0.0
    net.save(str(tmp_path / "w.npz"), meta, w)
    bot = make_agent(f"ismcts+net:5it:{tmp_path / 'w.npz'}")
    for steps in (10, 11, 12, 13):
        g = position(2, players=3, steps=steps)
        seat = g.pending.player
        r = bot._evaluate(g, None)
        assert r[seat] > 0.99 and r[(seat + 1) % 3] < 0.01 and r[(seat + 2) % 3] == 0.5
