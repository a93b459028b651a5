"""Learning: the self-play data format, training, the numpy network and the learned bot."""

import json
import os

import numpy as np
import pytest

from innovation.cli import main
from innovation.env.encoding import Layout
from innovation.learn import data
from innovation.learn.selfplay import run_selfplay

BOT = "ismcts:6it"


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    """Two short self-play games (stopped at 80 decisions) and one whole game."""
    out = tmp_path_factory.mktemp("selfplay")
    run_selfplay([BOT], 2, str(out / "short"), seed=7, workers=1, max_decisions=80)
    run_selfplay([BOT], 1, str(out / "whole"), seed=3, workers=1, explore=4)
    return out


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
