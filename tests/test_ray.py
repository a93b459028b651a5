"""Self-play and the arena on Ray (`--ray ADDRESS`): the same games as the local runs.

The tests that need Ray start a small local instance; without the ray extra they are
skipped (the reason says how to install it). The refusal without ray needs no Ray.
"""

import json
import os
import sys

import pytest

from innovation.cli import main
from innovation.workers import each_result

SKIP = "the ray extra is not installed (pip install -e '.[ray]')"
BOT = "ismcts:20it"


@pytest.fixture(scope="module")
def ray_module():
    ray = pytest.importorskip("ray", reason=SKIP)
    yield ray
    if ray.is_initialized():
        ray.shutdown()


@pytest.fixture
def ray_instance(ray_module):
    """A local instance for the module's tests (started again if a test stopped it), shipping
    this package to its workers as `--ray` does."""
    from innovation.workers import ray_runtime_env

    if not ray_module.is_initialized():
        ray_module.init(address="local", num_cpus=2, include_dashboard=False,
                        runtime_env=ray_runtime_env(), logging_level="warning")
    return ray_module


def test_ray_missing_is_refused_before_anything_starts(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` fails as when not installed
    out = tmp_path / "run"
    assert main(["selfplay", "--bots", BOT, "--games", "1", "--out", str(out), "--quiet",
                 "--ray", "local"]) == 2
    err = capsys.readouterr().err
    assert "--ray needs the ray extra: pip install -e '.[ray]'" in err
    assert not out.exists()  # no run directory, no meta.json
    saved = tmp_path / "match.json"
    assert main(["arena", "--bots", "greedy,random", "--games", "1", "--quiet", "--ray", "auto",
                 "--json", str(saved)]) == 2
    assert "pip install -e '.[ray]'" in capsys.readouterr().err
    assert not saved.exists()
    # --workers is for local processes: refused with --ray, installed or not
    assert main(["arena", "--bots", "greedy,random", "--games", "1", "--quiet", "--ray", "local",
                 "--workers", "2"]) == 2
    assert "--workers" in capsys.readouterr().err
    assert main(["arena", "--bots", "greedy,random", "--games", "1", "--quiet", "--ray", ""]) == 2
    assert "--ray needs an address" in capsys.readouterr().err


def test_selfplay_on_ray_writes_the_same_files(ray_instance, tmp_path):
    from innovation.learn.selfplay import run_selfplay

    pool, on_ray = tmp_path / "pool", tmp_path / "ray"
    run_selfplay([BOT], 2, str(pool), seed=11, workers=2, max_decisions=60)
    assert main(["selfplay", "--bots", BOT, "--games", "2", "--seed", "11", "--max-decisions",
                 "60", "--out", str(on_ray), "--quiet", "--ray", "local"]) == 0
    assert ray_instance.is_initialized()  # the test's instance is kept for the next tests
    names = sorted(os.listdir(pool))
    assert names == sorted(os.listdir(on_ray)) == ["game-000000.npz", "game-000001.npz",
                                                   "meta.json"]
    for name in names:
        assert (pool / name).read_bytes() == (on_ray / name).read_bytes(), name


def test_arena_on_ray_gives_the_same_results(ray_instance, tmp_path):
    from innovation.agents.arena import run_arena

    here = run_arena(["greedy", "random"], games=3, players=2, seed=4, workers=2)
    saved = tmp_path / "match.json"
    assert main(["arena", "--bots", "greedy,random", "--games", "3", "--seed", "4", "--quiet",
                 "--ray", "local", "--json", str(saved)]) == 0
    there = json.loads(saved.read_text())
    assert there["complete"]

    def games(outcomes):
        return sorted((o["index"], o["lineup"], o["winners"], o["decisions"], o["reason"])
                      for o in outcomes)

    assert games(there["outcomes"]) == games(here.to_json()["outcomes"])
    assert there["table"] == here.to_json()["table"]


def test_a_failing_job_raises_its_error_and_an_own_instance_is_stopped(ray_module):
    if ray_module.is_initialized():  # this test starts (and must stop) an instance itself
        ray_module.shutdown()

    def job(k):
        if k == 2:
            raise ValueError(f"job {k} went wrong")
        return k * 10

    got = []
    with pytest.raises(ValueError, match="^job 2 went wrong$"):
        for r in each_result(job, [1, 2, 3], ray_address="local"):
            got.append(r)
    assert not ray_module.is_initialized()  # shut down in the finally
    assert set(got) <= {10, 30}
