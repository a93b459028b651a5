"""Mechanical checks of the architecture (issue 13): only the verb layer changes the table,
only the zone table lists zones, the rules import nothing late, and no file grows too long."""

import ast
from pathlib import Path

import pytest

from innovation.model.zones import PLAYER_ZONES, ZONES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "innovation"
SOURCES = sorted(PACKAGE.rglob("*.py"))

# The physical mover (engine.py) and the verb layer (verbs.py) change the table; the model
# defines the lists; observation.py relabels a bot's imagined copy, never the game.
MOVERS = {"rules/verbs.py", "rules/verbs_hidden.py", "rules/engine.py"}  # the verb layer and the mover
ZONE_ATTRS = {z.attr for z in ZONES} | {"piles"}
ZONE_WORDS = {z.name for z in ZONES} | {z.attr for z in ZONES} | {z.view for z in PLAYER_ZONES if z.view}
ZONE_WORDS -= {"decks", "available"}  # words too common to mean a zone list on their own
MUTATORS = {"append", "insert", "remove", "pop", "extend", "clear"}


def rel(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(), str(path))


def zone_of(node: ast.AST) -> str | None:
    """The zone attribute an expression reads (`ps.hand`, `s.players[p].piles[c]`), if any."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and node.attr in ZONE_ATTRS:
        return node.attr
    return None


def table_changes(tree: ast.Module) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "move":
                found.append(f"line {node.lineno}: .move(")
            elif node.func.attr in MUTATORS and zone_of(node.func.value):
                found.append(f"line {node.lineno}: .{zone_of(node.func.value)}.{node.func.attr}(")
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign):
            targets = [node.target]
        for t in targets:
            if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Attribute) \
                    and t.value.attr in ("splay", *ZONE_ATTRS):
                found.append(f"line {node.lineno}: writes .{t.value.attr}[...]")
    return found


@pytest.mark.parametrize("path", [p for p in SOURCES if rel(p) not in MOVERS
                                  and not rel(p).startswith("model/") and rel(p) != "observation.py"],
                         ids=rel)
def test_only_the_verb_layer_changes_the_table(path):
    assert table_changes(parsed(path)) == []


def test_the_mover_check_has_teeth():
    bad = ast.parse("def f(g, ps):\n    g.move(1, 2)\n    ps.hand.append(3)\n    ps.splay[0] = 1\n")
    assert len(table_changes(bad)) == 3


def zone_lists(tree: ast.Module) -> list[str]:
    """Literals naming three zones or more: a list of zones written out by hand."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [k for k in node.keys if k is not None] + list(node.values)
        else:
            continue
        names = set()
        for item in items:
            if isinstance(item, ast.Starred):
                item = item.value
            if isinstance(item, ast.Constant) and item.value in ZONE_WORDS:
                names.add(item.value)
            elif isinstance(item, ast.Attribute) and item.attr in ZONE_WORDS:
                names.add(item.attr)
        if len(names) >= 3:
            found.append(f"line {node.lineno}: {sorted(names)}")
    return found


@pytest.mark.parametrize("path", [p for p in SOURCES if rel(p) != "model/zones.py"], ids=rel)
def test_only_the_zone_table_lists_zones(path):
    assert zone_lists(parsed(path)) == []


def test_the_zone_list_check_has_teeth():
    assert zone_lists(ast.parse("x = [*p.hand, *p.score, *p.achievements]"))
    assert zone_lists(ast.parse("x = {'hand': 1, 'score': 2, 'forecast': 3}"))


def late_imports(tree: ast.Module) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if isinstance(inner, (ast.Import, ast.ImportFrom)):
                    found.append(f"line {inner.lineno} in {node.name}")
    return found


@pytest.mark.parametrize("path", sorted((PACKAGE / "rules").glob("*.py")), ids=rel)
def test_the_rules_import_nothing_inside_functions(path):
    # the driver's entry comes through the Ruleset (editions.py), so no exception is needed
    assert late_imports(parsed(path)) == []


@pytest.mark.parametrize("path", sorted(p for p in ROOT.glob("*/**/*") if p.suffix in
                                        (".py", ".js", ".css", ".html")
                                        and ".venv" not in p.parts and "node_modules" not in p.parts),
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_file_over_600_lines(path):
    assert len(path.read_text().splitlines()) <= 600
