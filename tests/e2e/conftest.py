"""Fixtures for end-to-end tests: a real ``jupyter lab`` server and Debian's Chromium.

Every setting below was needed on a machine like CI's (see shared notes on JupyterLab
testing): root needs ``allow_root``; a fresh workspaces dir per run so an old workspace does
not reopen another notebook; news off so no toast covers the output; windowing off so every
cell is in the DOM; ``expose_app_in_browser`` so the test can run JupyterLab commands.

Without Chromium these tests skip on a developer machine but *fail* when ``CI=true``: a
green CI must mean the board was really played in a browser.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from servers import fresh_page, new_port, write_settings

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = Path(os.environ.get("POW2048_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
SERVER_START_TIMEOUT = 90.0


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def _require(condition: bool, reason: str) -> None:
    """Skip locally, fail in CI: a missing browser must not turn CI green."""
    if condition:
        return
    if _in_ci():
        pytest.fail(f"e2e prerequisite missing under CI=true: {reason}", pytrace=False)
    pytest.skip(reason)


@dataclass
class LabServer:
    """A running JupyterLab: its URL and the directory it serves."""

    url: str
    root: Path
    log: Path
    progress: Path  # the kernels' progress folder (POW2048_PROGRESS_DIR)


@pytest.fixture(scope="session")
def lab_server() -> Iterator[LabServer]:
    """Start ``jupyter lab`` on 127.0.0.1 serving a temporary copy of the notebooks."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:  # pragma: no cover - depends on the environment
        _require(False, "jupyterlab is not installed")
    static = REPO / "pow2048_widget" / "static" / "board.js"
    _require(static.exists(), f"{static} missing: run `npm run build` first")

    tmp = Path(tempfile.mkdtemp(prefix="pow2048-e2e-"))
    root = tmp / "root"
    shutil.copytree(REPO / "notebooks", root)
    settings = tmp / "settings"
    write_settings(settings)
    workspaces = tmp / "workspaces"
    workspaces.mkdir()
    port = new_port()
    ARTIFACTS.mkdir(exist_ok=True)
    log = ARTIFACTS / "jupyter-lab.log"
    env = dict(os.environ)
    # The kernel imports the package from this checkout even without `pip install -e`.
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    env.setdefault("POW2048_PROGRESS_DIR", str(tmp / "progress"))  # never the real home
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ServerApp.allow_root=True",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--PasswordIdentityProvider.hashed_password=",
        "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}",
        f"--LabApp.workspaces_dir={workspaces}",
        f"--LabApp.user_settings_dir={settings}",
        "--LabApp.expose_app_in_browser=True",
    ]
    if os.environ.get("POW2048_NODELAY", "1") != "0":
        # The package's opt-in server extension (TCP_NODELAY on kernel websockets): the
        # latency test measures the board as we recommend running it.
        cmd.append(
            '--ServerApp.jpserver_extensions={"pow2048_widget.server_extension": True}'
        )
    with open(log, "w") as log_file:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log_file, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + SERVER_START_TIMEOUT
            while True:
                if proc.poll() is not None:
                    pytest.fail(
                        f"jupyter lab exited with {proc.returncode}:\n{log.read_text()[-3000:]}"
                    )
                try:
                    with urllib.request.urlopen(f"{url}/api/status", timeout=2) as response:
                        if response.status == 200:
                            break
                except (urllib.error.URLError, ConnectionError, TimeoutError):
                    pass
                if time.monotonic() > deadline:
                    pytest.fail(f"jupyter lab did not answer in time:\n{log.read_text()[-3000:]}")
                time.sleep(0.25)
            yield LabServer(url=url, root=root, log=log,
                            progress=Path(env["POW2048_PROGRESS_DIR"]))
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)
            shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(autouse=True)
def _each_test_a_new_learner(request: pytest.FixtureRequest) -> Iterator[None]:
    """The lab's kernels keep progress in one folder for the whole session: every test that
    uses the lab starts, and leaves, with no progress file, so an exercise one test solved
    is not already solved in the next."""

    def clear() -> None:
        if "lab_server" in request.fixturenames:
            folder = request.getfixturevalue("lab_server").progress
            for f in folder.glob("progress.json*"):
                f.unlink(missing_ok=True)

    clear()
    yield
    clear()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    _require(CHROMIUM.exists(), f"{CHROMIUM} not found (apt-get install -y chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - depends on the environment
        _require(False, "playwright (python) is not installed")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture()
def page(browser: Any, lab_server: LabServer) -> Iterator[Any]:
    """A fresh browser page; console errors are kept on ``page.console_errors``."""
    with fresh_page(browser, timeout_ms=60_000) as fresh:
        yield fresh
