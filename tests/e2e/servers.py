"""Starting other notebook hosts for the end-to-end tests (Jupyter Notebook 7, Voilà, marimo,
JupyterLab started by the console command) and checking a board in any of them.

The JupyterLab fixture in ``conftest.py`` serves the lessons; these helpers start a server
per test with the same settings (see the shared notes on JupyterLab testing) and drive a board
through the DOM only, since not every host has ``window.jupyterapp``.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
SERVER_START_TIMEOUT = 120.0


def new_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def write_settings(settings_dir: Path) -> None:
    """JupyterLab/Notebook user settings: no news toast, every cell in the DOM."""
    files: dict[str, dict[str, Any]] = {
        "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
            "fetchNews": "false",
            "checkForUpdates": False,
        },
        "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    }
    for name, content in files.items():
        path = settings_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(content))


def jupyter_server_args(port: int, tmp: Path) -> list[str]:
    """The ServerApp/LabApp settings every e2e Jupyter server needs (no token, fresh state)."""
    settings = tmp / "settings"
    write_settings(settings)
    workspaces = tmp / "workspaces"
    workspaces.mkdir(exist_ok=True)
    return [
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--PasswordIdentityProvider.hashed_password=",
        "--ServerApp.disable_check_xsrf=True",
        f"--LabApp.workspaces_dir={workspaces}",
        f"--LabApp.user_settings_dir={settings}",
    ]


def host_env(tmp: Path) -> dict[str, str]:
    """The environment of a server: this checkout importable, a private runtime dir and
    progress folder."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    # Learners' progress files go to the session's temporary folder (tests/conftest.py),
    # never to the real home; a server started without it gets its own.
    env.setdefault("POW2048_PROGRESS_DIR", str(tmp / "progress"))
    return env


@contextlib.contextmanager
def running(cmd: list[str], *, cwd: Path, env: dict[str, str], url: str, log_name: str,
            ready_path: str = "/api/status") -> Iterator[str]:
    """Run ``cmd`` until ``url + ready_path`` answers 200; stop it afterwards. Yields ``url``.

    Its output goes to ``test-artifacts/<log_name>`` (never into the checkout).
    """
    ARTIFACTS.mkdir(exist_ok=True)
    log = ARTIFACTS / log_name
    with open(log, "w") as log_file:
        # Its own process group, so that stopping it stops every process it started.
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=log_file,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
        try:
            deadline = time.monotonic() + SERVER_START_TIMEOUT
            while True:
                if proc.poll() is not None:
                    pytest.fail(f"{cmd[0:3]} exited with {proc.returncode}:\n"
                                f"{log.read_text()[-3000:]}")
                try:
                    with urllib.request.urlopen(url + ready_path, timeout=2) as response:
                        if response.status == 200:
                            break
                except (urllib.error.URLError, ConnectionError, TimeoutError):
                    pass
                if time.monotonic() > deadline:
                    pytest.fail(f"{cmd[0:3]} did not answer in time:\n{log.read_text()[-3000:]}")
                time.sleep(0.25)
            yield url
        finally:
            _stop_group(proc)


def _stop_group(proc: subprocess.Popen) -> None:
    """SIGTERM to the server's process group (kernels included), SIGKILL if it lingers."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)
    try:  # children that outlived the leader
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


@contextlib.contextmanager
def fresh_page(browser: Any, timeout_ms: int = 90_000) -> Iterator[Any]:
    """A page with generous timeouts; console errors on ``page.console_errors``.

    A first load of JupyterLab on a busy 2-core machine can take longer than Playwright's
    30 s default, hence two minutes for navigation."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.set_default_navigation_timeout(120_000)
    page.set_default_timeout(timeout_ms)
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.console_errors = errors  # type: ignore[attr-defined]
    try:
        yield page
    finally:
        context.close()


# Counts key presses that get past the board to the document (bubbling phase): a host's
# shortcuts listen there, so a key that arrives would edit the notebook or the app.
WATCH_LEAKS_JS = """
() => {
  window.__p2048Leaked = [];
  document.addEventListener('keydown', (e) => window.__p2048Leaked.push(e.key));
}
"""

# Whether the keyboard focus is inside the board, also when the board lives in a shadow root.
FOCUSED_JS = """
(el) => {
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) {
    active = active.shadowRoot.activeElement;
  }
  return el.contains(active);
}
"""

MOVE_COUNT_JS = "(el) => Number(el.closest('.p2048-root').dataset.moveCount || 0)"


def play_board(page: Any, board: Any, keys: list[str], shot: str | None = None
               ) -> dict[str, Any]:
    """Click ``board`` (a ``.p2048-root`` locator), press ``keys``; report what happened.

    Returns the move count before and after (the kernel's answer drawn back), the keys that
    leaked to the document and whether the board kept the focus.
    """
    page.evaluate(WATCH_LEAKS_JS)
    # The watcher works: a key pressed before the board has the focus reaches the document.
    page.keyboard.press("Shift")
    assert page.evaluate("() => window.__p2048Leaked") == ["Shift"], "leak watcher is deaf"
    page.evaluate("() => { window.__p2048Leaked = []; }")
    board.scroll_into_view_if_needed()
    board.click()
    before = board.evaluate(MOVE_COUNT_JS)
    for key in keys:
        page.keyboard.press(key)
    # Polled through the locator, which also reaches into a host's shadow DOM (marimo).
    deadline = time.monotonic() + 60
    while board.evaluate(MOVE_COUNT_JS) <= before and time.monotonic() < deadline:
        time.sleep(0.2)
    if shot:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / shot))
    return {
        "before": before,
        "after": board.evaluate(MOVE_COUNT_JS),
        "leaked": page.evaluate("() => window.__p2048Leaked"),
        "focused": board.evaluate(FOCUSED_JS),
        "tiles": board.locator(".p2048-tile").count(),
    }
