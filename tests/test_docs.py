"""The README as a new user follows it (issue 10, point 5)."""

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def test_python_version_matches_the_project():
    need = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert need == ">=3.11"
    assert "Python 3.11 or newer" in README


def test_chromium_install_updates_the_package_lists_first():
    lines = [ln for ln in README.splitlines() if "apt-get install" in ln and "chromium" in ln]
    assert lines and all("apt-get update && apt-get install" in ln for ln in lines), lines


def test_every_file_the_readme_names_is_in_the_project():
    assert "shared/" not in README
    named = set(re.findall(r"[`(]((?:docs|scripts|tests|innovation)/[\w./-]+\.\w+)", README))
    assert "docs/scenarios.md" in named
    for path in named:
        assert (ROOT / path).exists(), path


def test_load_test_runs_from_the_venv_the_readme_builds():
    """The README builds the venv with `pip install -e .`: the load test may import nothing
    beyond the base dependencies."""
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    installed = {re.split(r"[\[<>=!~ ]", d)[0].lower() for d in deps}
    tree = ast.parse((ROOT / "scripts" / "load_test.py").read_text())
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            imported.add(node.module.split(".")[0])
    optional = {"sniffio"}  # guarded by try/except ImportError
    third_party = imported - set(sys.stdlib_module_names) - {"innovation", "__future__"} - optional
    assert third_party and third_party <= installed, third_party - installed
    assert ".venv/bin/python scripts/load_test.py" in README


def test_the_scenario_format_is_described_in_the_project():
    text = (ROOT / "docs" / "scenarios.md").read_text()
    for word in ('"action"', '"choose"', '"expect_options"', '"expect_illegal"', '"auto"', "`setup`",
                 "`expect`", "`scores`", "`winner`", "`next`", "`decks`", "`junk`", "base-9 (micah)",
                 "innovation scenarios"):
        assert word in text, word
