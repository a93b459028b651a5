"""Checks of the browser client's files that need no browser: every page loads only files
served by the app itself (no CDN, no build step), and every module it imports exists."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "innovation" / "web"
PAGES = ["index.html", "play.html", "replay.html"]


def test_pages_exist():
    for page in PAGES:
        assert (WEB / page).is_file(), page  # /watch is served play.html (the path says which)


def test_everything_is_served_locally():
    for path in [*WEB.rglob("*.html"), *WEB.rglob("*.js"), *WEB.rglob("*.css")]:
        text = path.read_text()
        for url in re.findall(r"""(?:src|href)\s*=\s*["']([^"'$]+)["']|url\(([^)]+)\)""", text):
            u = next(x for x in url if x).strip("'\"")
            assert not re.match(r"(https?:)?//", u), f"{path.name} loads {u} from elsewhere"
        if path.suffix == ".html":
            for ref in re.findall(r"""(?:src|href)="/static/([^"]+)\"""", text):
                assert (WEB / ref).is_file(), f"{path.name} refers to missing /static/{ref}"


def test_module_imports_resolve():
    for js in (WEB / "js").glob("*.js"):
        for name in re.findall(r"""from\s+'\./([\w.-]+)'""", js.read_text()):
            assert (WEB / "js" / name).is_file(), f"{js.name} imports missing {name}"


def test_the_browser_tests_leave_the_readme_screenshot_alone(tmp_path, monkeypatch):
    """Running the tests modifies no tracked file: the screenshot of a game in progress
    replaces docs/screenshot.png only when asked to (INNOVATION_DOCS_SHOTS=1)."""
    import importlib

    browser = importlib.import_module("tests.e2e.test_browser")
    monkeypatch.delenv("INNOVATION_DOCS_SHOTS", raising=False)
    target = browser.screenshot_path(tmp_path)
    assert tmp_path in target.parents and target != browser.README_SCREENSHOT
    monkeypatch.setenv("INNOVATION_DOCS_SHOTS", "1")
    assert browser.screenshot_path(tmp_path) == browser.README_SCREENSHOT
