"""Every scenario file of the project passes."""

from pathlib import Path

import pytest

from innovation.scenarios import load

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
FILES = sorted(SCENARIOS.rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(SCENARIOS)) for p in FILES])
def test_scenario(path):
    result = load(path).run()
    assert result.ok, "\n".join([f"step {result.step}: {result.message}", *result.diffs])
