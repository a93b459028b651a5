"""Every scenario file of the project passes."""

import pytest
from conftest import SCENARIOS

from innovation.scenarios import load

FILES = sorted(SCENARIOS.rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(SCENARIOS)) for p in FILES])
def test_scenario(path):
    result = load(path).run()
    assert result.ok, "\n".join([f"step {result.step}: {result.message}", *result.diffs])
