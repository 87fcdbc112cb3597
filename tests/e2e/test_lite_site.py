"""The course as a JupyterLite site, used offline in headless Chromium.

``bash scripts/lite.sh`` builds ``_lite/`` (cached: a second build with nothing changed is a
no-op); a plain static server serves it on localhost; the browser aborts every request to any
other host, and the test fails if one was even attempted. In it a learner opens lesson 02,
runs every cell (no error output, no ``%pip install``), answers exercise 2.1 right, closes
the tab, opens the board notebook in a new one, clicks the board and moves it with an arrow
key; the new kernel still knows 2.1 was solved (progress kept in the browser's storage).
The times from opening a notebook to a drawn board go to ``test-artifacts/lite-timings.json``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any
from urllib.parse import urlparse

import pytest
from lab_helpers import kernel_exec
from servers import ARTIFACTS, REPO, fresh_page, new_port, running

pytestmark = pytest.mark.e2e

SITE = REPO / "_lite"
LOAD_MS = 180_000  # the Pyodide kernel starts in 10-25 s on a loaded 2-core machine
LOCAL_HOSTS = {"127.0.0.1", "localhost"}

KERNEL_IDLE_JS = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const kernel = panel && panel.sessionContext && panel.sessionContext.session
                 && panel.sessionContext.session.kernel;
  return !!kernel && kernel.status === 'idle';
}"""
ALL_RAN_JS = """() => {
  const prompts = Array.from(document.querySelectorAll(
      '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt'));
  return prompts.length > 0 && prompts.every((p) => /\\[\\d+\\]/.test(p.textContent));
}"""
ERRORS_JS = """() => Array.from(document.querySelectorAll(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output'
    + '[data-mime-type="application/vnd.jupyter.stderr"]')).map((e) => e.innerText)"""
BOARD_JS = """() => Array.from(document.querySelectorAll(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .p2048-root .p2048-cell'))
  .map((c) => c.textContent).join('|')"""


def build_site() -> float:
    """Run the build script as a user would; returns the seconds it took."""
    start = time.monotonic()
    env = dict(os.environ, PYTHON=sys.executable)
    proc = subprocess.run(["bash", "scripts/lite.sh"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return time.monotonic() - start


@pytest.fixture(scope="module")
def lite_url() -> Any:
    build_site()
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"  # from the site, not a CDN
    port = new_port()
    cmd = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(SITE),
           str(port)]
    with running(cmd, cwd=REPO, env=dict(os.environ), url=f"http://127.0.0.1:{port}",
                 log_name="lite-http.log", ready_path="/jupyter-lite.json") as url:
        yield url


def offline(page: Any) -> list[str]:
    """Abort every request to a host other than this machine; returns the aborted URLs."""
    aborted: list[str] = []

    def route(r: Any) -> None:
        if urlparse(r.request.url).hostname in LOCAL_HOSTS:
            r.continue_()
        else:
            aborted.append(r.request.url)
            r.abort()

    page.context.route("**/*", route)
    return aborted


def open_and_run_all(page: Any, url: str, notebook: str) -> float:
    """Open ``notebook`` in JupyterLite, run all cells once the kernel is idle; returns the
    seconds from opening the page until every cell has run."""
    start = time.monotonic()
    page.goto(f"{url}/lab/index.html?path={notebook}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=LOAD_MS)
    page.wait_for_function(KERNEL_IDLE_JS, timeout=LOAD_MS)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(ALL_RAN_JS, timeout=LOAD_MS)
    page.wait_for_function(KERNEL_IDLE_JS, timeout=LOAD_MS)
    return time.monotonic() - start


def answer_exercise(page: Any, title: str, answer: str) -> None:
    ex = page.locator(".p2048-exercise", has_text=title)
    assert ex.count() == 1
    box = ex.locator("textarea.px-answer")
    box.fill(answer)
    ex.locator(".px-btn-check").click()
    page.wait_for_function("(el) => el.dataset.status === 'right'", arg=ex.element_handle(),
                           timeout=60_000)


def play(page: Any) -> tuple[str, str]:
    """Click the board, then press arrow keys until it moves (a start with two tiles can
    always move some way); returns the board's tiles before and after."""
    page.locator(".p2048-root").first.click()
    before = page.evaluate(BOARD_JS)
    for key in ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]:
        page.keyboard.press(key)
        try:
            page.wait_for_function(f"() => ({BOARD_JS})() !== {json.dumps(before)}",
                                   timeout=5_000)
            break
        except Exception:  # noqa: BLE001 - that direction was blocked: try the next one
            continue
    return before, page.evaluate(BOARD_JS)


# What the course uses beyond lesson 02, in the same browser kernel: explain_move, save
# codes, simulate on the general path (and what it says about processes and pandas), and the
# folder where exercise progress is kept.
ENGINE_CODE = """
import os
from pow2048_widget.engine import Game, classic_mode, simulate
from pow2048_widget import load_save_code
game = Game(classic_mode(), seed=1)
print(str(game.explain_move("left")).splitlines()[0])
print(load_save_code(game.mode.to_save_code()).to_save_code() == game.mode.to_save_code())
result = simulate(classic_mode(), games=3, seed=1, workers=2)
print(result.scores)
try:
    result.table
except ImportError as err:
    print(err)
print(os.environ["POW2048_PROGRESS_DIR"], os.path.isdir("/drive"))
"""


def check_engine_in_browser(page: Any) -> None:
    from pow2048_widget.engine import Game, classic_mode, simulate

    game = Game(classic_mode(), seed=1)
    out = kernel_exec(page, ENGINE_CODE).splitlines()
    assert out[0] == str(game.explain_move("left")).splitlines()[0]
    assert out[1] == "True"  # a save code read back writes the same code
    assert out[2].startswith("simulate: the browser's Python cannot start processes")
    assert out[3] == str(simulate(classic_mode(), games=3, seed=1).scores)
    assert out[4].startswith("pandas is not available in the browser's Python")
    assert out[5] == "/drive/pow2048-progress True"


PROGRESS_CODE = """
import os
from pow2048_widget.teach import lesson
print(lesson(2)[1].solved, os.path.exists("/drive/pow2048-progress/progress.json"))
"""


def reopen(page: Any) -> Any:
    """Close the tab and open a new one in the same browser profile."""
    context = page.context
    fresh = context.new_page()
    fresh.set_default_navigation_timeout(LOAD_MS)
    fresh.set_default_timeout(LOAD_MS)
    page.close()
    return fresh


def test_course_runs_offline_in_the_browser(browser: Any, lite_url: str) -> None:
    from pow2048_widget.teach.exercises.lesson02 import EXERCISES

    ARTIFACTS.mkdir(exist_ok=True)
    timings: dict[str, float] = {}
    with fresh_page(browser, timeout_ms=LOAD_MS) as page:
        aborted = offline(page)
        # Lesson 02: every cell runs without an error; exercise 2.1 answered right.
        timings["lesson02_all_cells_s"] = open_and_run_all(
            page, lite_url, "02-first-expressions.ipynb")
        page.screenshot(path=str(ARTIFACTS / "lite-lesson02.png"))
        assert page.evaluate(ERRORS_JS) == []
        assert page.locator(".p2048-exercise").count() >= 5
        first = EXERCISES[0]
        answer_exercise(page, f"Exercise {first.id}", first.model_answer)
        check_engine_in_browser(page)

        # The learner closes the tab and comes back: a new page and a new kernel still know
        # that exercise 2.1 was solved (the progress file lives in the browser's storage).
        page = reopen(page)
        # The board notebook: a drawn board that moves with an arrow key.
        start = time.monotonic()
        timings["board_all_cells_s"] = open_and_run_all(page, lite_url, "play.ipynb")
        page.wait_for_selector(".jp-NotebookPanel:not(.lm-mod-hidden) .p2048-root .p2048-cell",
                               timeout=LOAD_MS)
        timings["board_drawn_s"] = time.monotonic() - start
        assert page.evaluate(ERRORS_JS) == []
        before, after = play(page)
        page.screenshot(path=str(ARTIFACTS / "lite-board.png"))
        assert before and after != before, "no arrow key moved the board"
        solved = kernel_exec(page, PROGRESS_CODE).split()
        assert solved == ["True", "True"], "progress was lost when the tab was closed"
        assert aborted == [], f"requests to other hosts: {aborted}"
    (ARTIFACTS / "lite-timings.json").write_text(json.dumps(timings, indent=1))
