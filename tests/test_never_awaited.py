"""A forgotten `await` (an async verb called like a plain function) fails the test run."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FORGETFUL = '''
import gc

from innovation.editions import new_game
from innovation.effects.context import Ctx
from innovation.rules.dogma import DogmaRun


def test_forgets_an_await():
    g = new_game(2, seed=1)
    x = Ctx(g, 0, 0, g.state.players[0].hand[0], DogmaRun(0, 0, 0), 0)
    x.return_cards(x.hand())  # the mistake: no await
    gc.collect()
'''


def test_a_coroutine_never_awaited_fails_the_run(tmp_path):
    test = tmp_path / "test_forgetful.py"
    test.write_text(FORGETFUL)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), str(test)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode != 0, run.stdout
    assert "never awaited" in run.stdout
