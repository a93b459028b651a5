"""Fixtures for the browser tests: a real server on a free port, and headless Chromium.

The tests are skipped (with the reason) when Playwright or a Chromium binary is missing;
see tests/e2e/README.md for what CI installs.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium_path() -> str | None:
    for candidate in (os.environ.get("INNOVATION_CHROMIUM"), "/usr/bin/chromium",
                      shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def pytest_configure(config):
    config.addinivalue_line("markers", "e2e: browser end-to-end tests (need Playwright and Chromium)")


def pytest_collection_modifyitems(config, items):
    reason = None
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        reason = "browser tests need Playwright for Python: pip install playwright (see tests/e2e/README.md)"
    if reason is None and chromium_path() is None:
        reason = "browser tests need Chromium: apt-get install -y chromium (see tests/e2e/README.md)"
    if reason:
        skip = pytest.mark.skip(reason=reason)
        for item in items:
            if item.get_closest_marker("e2e"):
                item.add_marker(skip)


def _wait_http(url: str, proc: subprocess.Popen, log: Path, timeout: float = 30) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited ({proc.returncode}):\n{log.read_text()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.15)
    raise RuntimeError(f"the server did not answer at {url}:\n{log.read_text()}")


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """Base URL of `innovation serve` on a free port with a fresh database, stopped at the
    end of the session."""
    work = tmp_path_factory.mktemp("server")
    log = work / "server.log"
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("DATABASE_URL", None)
    cmd = [sys.executable, "-m", "innovation.cli", "serve", "--port", "0", "--db", str(work / "games.db")]
    with open(log, "w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=work)
    try:
        end = time.monotonic() + 30
        base = None
        while base is None:
            if proc.poll() is not None:
                raise RuntimeError(f"innovation serve exited ({proc.returncode}):\n{log.read_text()}")
            if time.monotonic() > end:
                raise RuntimeError(f"innovation serve did not start:\n{log.read_text()}")
            m = re.search(r"http://([\d.]+:\d+)/", log.read_text())
            if m:
                base = f"http://{m.group(1)}"
            else:
                time.sleep(0.1)
        _wait_http(base + "/", proc, log)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture
def browser_context(playwright_instance):
    """A factory of fresh Chromium contexts (a new user data dir each: empty localStorage)."""
    made = []

    def make(**options):
        data_dir = tempfile.mkdtemp(prefix="innovation-e2e-")
        ctx = playwright_instance.chromium.launch_persistent_context(
            data_dir, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True, **options)
        ctx.set_default_timeout(15000)
        made.append((ctx, data_dir))
        return ctx

    yield make
    for ctx, data_dir in made:
        ctx.close()
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def shared_browser(playwright_instance):
    """One headless Chromium for tests that open many pages (each test makes its own contexts)."""
    browser = playwright_instance.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                                  headless=True)
    yield browser
    browser.close()
