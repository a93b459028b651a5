"""The learned linear evaluation: its measures, its fit, its file and the bot that uses it."""

import random

import numpy as np
import pytest
from test_agents import position
from test_learn import chooses_alike_whatever_it_cannot_see, weights_file

from innovation.agents.base import make_agent
from innovation.agents.evaluate import rewards
from innovation.agents.ismcts import INDIFFERENCE
from innovation.agents.netsearch import LINEAR_SCALE
from innovation.agents.random_agent import random_answer
from innovation.cli import main
from innovation.editions import new_game
from innovation.env.encoding import Layout
from innovation.learn import net
from innovation.learn.data import features, table_options
from innovation.learn.linear import (
    MEASURES,
    LinearEval,
    available_ages,
    fit,
    measures_from_rows,
    seat_measures,
)
from innovation.learn.linfit import fit_runs
from innovation.learn.selfplay import run_selfplay
from innovation.observation import observe
from innovation.rules.victory import achievements_needed


@pytest.mark.parametrize("edition", [3, 4])
def test_measures_read_alike_from_the_game_and_from_its_observation(edition):
    """Training reads the measures from recorded observations, the search from its games:
    the two must agree, or the fitted weights would weigh something else in play."""
    layout = Layout(edition)
    checked = 0
    for k in range(4):
        rng = random.Random(k)
        g = new_game(2 + k % 2, seed=k, edition=edition)
        g.logging = False
        opts = table_options(g)
        while g.pending is not None:
            d = g.pending
            if rng.random() < 0.25:
                x = features(g, d.player, layout, opts)[None, :]
                need = achievements_needed(g)
                for rel in range(g.n):
                    p = (d.player + rel) % g.n
                    got = measures_from_rows(x, layout, rel, np.array([need]))[0]
                    assert seat_measures(g, p, need, available_ages(g)) == pytest.approx(got), (k, p)
                    checked += 1
            g.answer(random_answer(d, rng))
    assert checked > 200


def test_the_fit_recovers_the_weights_behind_the_results():
    rng = np.random.default_rng(1)
    true = np.array([0.8, -0.5, 0.0, 0.3])
    diff = rng.normal(size=(20000, 4)) * np.array([1.0, 2.0, 1.0, 0.5])
    result = (rng.random(20000) < 1 / (1 + np.exp(-diff @ true))).astype(float)
    w = fit(diff, result, l2=1.0)
    assert w == pytest.approx(true, abs=0.08)


def test_linear_values_are_results_that_favour_the_stronger_seat():
    g = position(3, players=2, steps=60)
    ev = LinearEval([1.0 if m == "achievements" else 0.0 for m in MEASURES])
    r = ev(g)
    assert sum(r) == pytest.approx(1.0)
    have = [len(g.state.players[p].achievements) for p in range(2)]
    assert (r[0] > r[1]) == (have[0] > have[1]) or have[0] == have[1]
    g.state.winners = [1]
    assert ev(g) == [0.0, 1.0] == rewards(g)
    with pytest.raises(ValueError, match="weights"):
        LinearEval([1.0])


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("linear") / "run"
    run_selfplay(["ismcts:4it"], 4, str(out), seed=11, workers=1)
    return str(out)


def test_train_fits_the_linear_evaluation_without_pytorch(run, tmp_path, capsys):
    weights, report = fit_runs([run], folds=2)
    assert report["games"] == 4 and report["rows"] > 50
    assert np.isfinite([report["held_out_loss"], report["hand_loss"]]).all()
    assert len(weights) == len(MEASURES) and np.isfinite(weights).all()
    out = str(tmp_path / "lin.npz")
    assert main(["train", run, "--no-network", "--out", out]) == 0
    assert "held-out log loss" in capsys.readouterr().out
    meta, network, linear = net.load_parts(out)
    assert network is None and meta["linear"] == list(MEASURES)
    assert linear.weights == pytest.approx(list(fit_runs([run])[0]))
    with pytest.raises(ValueError, match="linear evaluation only"):
        net.Net.load(out)
    assert main(["train", run, "--no-network", "--l2", "-1", "--out", out]) == 2
    assert "penalty" in capsys.readouterr().err


def linear_file(path, weights=None):
    w = np.array(weights if weights is not None else [0.3, 0.01, 0.15, 0, 0.05, 0, 0, 0, 0.2, 0.4])
    net.save(str(path), net.make_meta(4, 0, 0, False), None, w)
    return str(path)


def test_the_bot_scores_its_rollouts_with_the_files_linear_evaluation(tmp_path, monkeypatch):
    calls = []
    real = LinearEval.__call__

    def spy(self, g):
        calls.append(self)
        return real(self, g)

    monkeypatch.setattr(LinearEval, "__call__", spy)
    g = position(2, players=2, steps=30)
    obs = observe(g, g.pending.player)
    # a file with the linear evaluation alone: ismcts's search, scored by it, no network
    bot = make_agent(f"ismcts+net:10it:{linear_file(tmp_path / 'lin.npz')}", seed=1)
    bot.choose(obs, obs.decision)
    assert bot.evaluations == 0 and len(calls) == bot.last_iterations == 10
    # ismcts's UCB1 settings, the exploration constant on the linear evaluation's scale
    assert (bot.explore, bot.tree_depth) == (0.7 * LINEAR_SCALE, 8)
    with pytest.raises(ValueError, match="no network to mix"):
        make_agent(f"ismcts+net:10it:{tmp_path / 'lin.npz'}:mix=0.5").choose(obs, obs.decision)
    # a file with both: the network mixed into the leaves, the rollouts scored linearly
    both = weights_file(tmp_path / "both.npz")
    meta, weights = net._read(both)
    net.save(both, meta, weights, np.ones(len(MEASURES)) * 0.1)
    calls.clear()
    bot = make_agent(f"ismcts+net:10it:{both}:mix=0.25", seed=1)
    bot.choose(obs, obs.decision)
    assert bot.evaluations > 0 and len(calls) > 0 and bot.explore == 1.0
    for spec in (f"ismcts+net:10it:{both}:mix=0", f"ismcts+net:10it:{both}"):
        calls.clear()  # mix 0, the default with a linear evaluation: no network consulted
        bot = make_agent(spec, seed=1)
        bot.choose(obs, obs.decision)
        assert bot.evaluations == 0 and len(calls) == 10 and bot.parts(4)[2] == 0


def test_the_linear_bot_weighs_results_on_its_evaluations_scale(tmp_path):
    g = position(2, players=2, steps=30)
    obs = observe(g, g.pending.player)
    plain = make_agent("ismcts:10it")
    assert (plain.explore, plain.indifference) == (0.7, INDIFFERENCE)
    # scored by the linear evaluation: UCB1's constant and the indifference threshold scaled
    bot = make_agent(f"ismcts+net:10it:{linear_file(tmp_path / 'lin.npz')}", seed=1)
    bot.choose(obs, obs.decision)
    assert (bot.explore, bot.indifference) == (0.7 * LINEAR_SCALE, INDIFFERENCE * LINEAR_SCALE)
    assert LINEAR_SCALE < 1
    # a file without one: the rollouts are scored by the hand-written evaluation, as ismcts's
    bot = make_agent(f"ismcts+net:10it:{weights_file(tmp_path / 'net.npz')}:mix=0", seed=1)
    bot.choose(obs, obs.decision)
    assert bot.evaluation is rewards and (bot.explore, bot.indifference) == (0.7, INDIFFERENCE)


def test_the_linear_bot_sees_only_its_observation(tmp_path):
    path = linear_file(tmp_path / "lin.npz")
    g = position(5, players=2, steps=47)
    chooses_alike_whatever_it_cannot_see(f"ismcts+net:30it:{path}", g,
                                         (random.Random(k) for k in range(20)))


def test_a_file_with_other_measures_is_refused(tmp_path):
    path = linear_file(tmp_path / "lin.npz")
    meta, arrays = net._read(path)
    meta["linear"] = ["achievements"] + list(MEASURES[1:-1]) + ["something else"]
    np.savez_compressed(path, meta=np.array(__import__("json").dumps(meta)), **arrays)
    with pytest.raises(ValueError, match="other measures"):
        net.load_parts(path)
    with pytest.raises(ValueError, match="nothing to write"):
        net.save(str(tmp_path / "x.npz"), meta, None, None)
