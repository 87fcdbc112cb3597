"""Play ``notebooks/01-play.ipynb`` (lesson 01) in real JupyterLab + Chromium.

What a user would check by hand: run all cells, click the board, press arrow keys and WASD;
the tiles on screen are the kernel's tiles (read from the kernel, not from the widget), the
score is the kernel's score, keys never leak into JupyterLab (no cell inserted, deleted or
turned into markdown), and a screenshot shows the board.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import time
from pathlib import Path
from typing import Any

import nbformat
import pytest
from lab_helpers import kernel_exec, open_and_run_all

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
NOTEBOOK = "01-play.ipynb"

_CELL_TYPES_JS = """
() => window.jupyterapp.shell.currentWidget.content.widgets.map((cell) => cell.model.type)
"""

_SHOWN_TILES_JS = """
() => Array.from(document.querySelectorAll('.p2048-root'))[0]
  ? Array.from(document.querySelectorAll('.p2048-root')[0].querySelectorAll('.p2048-tile'))
      .map((t) => [Number(t.dataset.row), Number(t.dataset.col),
                   t.querySelector('.p2048-tile-text').textContent])
  : null
"""

_STATE_CODE = (
    "import json as _j; print(_j.dumps({'grid': game.grid, 'score': game.score, "
    "'moves': board.move_count, 'status': board.status}))"
)


def _luminance(css_rgb: str) -> float:
    """Rough brightness of an ``rgb(r, g, b)`` colour, 0..255."""
    r, g, b = (float(x) for x in re.findall(r"[\d.]+", css_rgb)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def kernel_state(page: Any) -> dict[str, Any]:
    """The game as the kernel has it: grid, score, move count, status."""
    return json.loads(kernel_exec(page, _STATE_CODE))


def expected_tiles(grid: list[list[Any]]) -> list[list[Any]]:
    """The classic mode shows tile ``[k]`` as 2**k: what the board must show, row-major."""
    shown = []
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if isinstance(cell, list):
                shown.append([r, c, str(int(2 ** cell[0]))])
    return shown


def open_notebook(page: Any, lab: Any) -> None:
    """Open the play notebook afresh, run all cells, wait for the board and an idle kernel."""
    open_and_run_all(page, lab, NOTEBOOK, ".p2048-root .p2048-tile")


def wait_for_agreement(page: Any, timeout: float = 10.0) -> tuple[dict[str, Any], list[Any]]:
    """Poll until the board shows exactly the kernel's grid; return both."""
    deadline = time.monotonic() + timeout
    while True:
        state = kernel_state(page)
        shown = page.evaluate(_SHOWN_TILES_JS)
        if shown == expected_tiles(state["grid"]) or time.monotonic() > deadline:
            return state, shown
        time.sleep(0.1)


def test_play_notebook_end_to_end(page: Any, lab_server: Any) -> None:
    open_notebook(page, lab_server)
    cell_types_before = page.evaluate(_CELL_TYPES_JS)
    on_disk = nbformat.read(REPO / "notebooks" / NOTEBOOK, as_version=4).cells
    assert cell_types_before == [cell.cell_type for cell in on_disk]

    # The board came up with the kernel's tiles (the notebook already moved left once).
    state, shown = wait_for_agreement(page)
    assert shown == expected_tiles(state["grid"])
    assert len(shown) >= 2

    board = page.locator(".p2048-root").first
    hint = board.locator(".p2048-hint")
    assert hint.is_visible()
    assert float(hint.evaluate("(el) => getComputedStyle(el).opacity")) > 0.5

    board.click()
    assert board.evaluate("(el) => el === document.activeElement")
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('.p2048-hint')).opacity === '0'"
    )

    moves_before = state["moves"]
    grid_before = state["grid"]
    # Arrow keys and WASD, plus keys that are JupyterLab shortcuts in command mode
    # (b: insert cell below, m: to markdown, Enter: edit mode, d d: delete cell).
    for key in ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown", "KeyA", "KeyW", "KeyD"]:
        page.keyboard.press(key)
    for key in ["b", "m", "Enter", "d", "d", "y", "1"]:
        page.keyboard.press(key)
    for key in ["ArrowDown", "KeyS", "ArrowLeft"]:
        page.keyboard.press(key)

    state, shown = wait_for_agreement(page)
    assert shown == expected_tiles(state["grid"]), "board and kernel disagree"
    assert state["moves"] > moves_before, "no key press reached the kernel"
    assert state["grid"] != grid_before
    score_shown = board.locator(".p2048-stat-value").first.inner_text()
    assert re.sub(r"\D", "", score_shown) == str(int(state["score"]))

    # Nothing leaked into JupyterLab: same cells, same types, board still focused.
    assert page.evaluate(_CELL_TYPES_JS) == cell_types_before
    assert board.evaluate("(el) => el.contains(document.activeElement)")

    # The on-screen buttons work too: undo takes the last move back in the kernel.
    moves = state["moves"]
    board.locator(".p2048-undo").click()
    page.wait_for_function(
        f"() => document.querySelector('.p2048-root').dataset.moveCount !== '{moves}'"
    )
    state, shown = wait_for_agreement(page)
    assert shown == expected_tiles(state["grid"])

    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "board.png"
    board.scroll_into_view_if_needed()
    page.mouse.move(1200, 980)  # no hover highlight on a button in the picture
    page.screenshot(path=str(shot))  # scripts/update-screenshot.sh copies it to docs/
    assert shot.stat().st_size > 10_000

    # The chrome follows JupyterLab's theme; the game keeps its own colours.
    light_bg = board.evaluate("(el) => getComputedStyle(el).backgroundColor")
    page.evaluate(
        "() => window.jupyterapp.commands.execute('apputils:change-theme',"
        " {theme: 'JupyterLab Dark'})"
    )
    page.wait_for_selector(
        'body[data-jp-theme-light="false"]', state="attached", timeout=30_000
    )
    page.wait_for_function(
        "(before) => getComputedStyle(document.querySelector('.p2048-root'))"
        ".backgroundColor !== before",
        arg=light_bg,
        timeout=30_000,
    )
    dark_bg = board.evaluate("(el) => getComputedStyle(el).backgroundColor")
    assert _luminance(dark_bg) < _luminance(light_bg)
    page.screenshot(path=str(ARTIFACTS / "board-dark.png"))

    widget_errors = [e for e in page.console_errors if "p2048" in e or "anywidget" in e]
    assert widget_errors == []


_LATENCY_JS = """
async ({key, timeoutMs}) => {
  const root = document.querySelector('.p2048-root');
  const before = root.dataset.moveCount;
  const start = performance.now();
  const changed = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.moveCount !== before) { obs.disconnect(); resolve(true); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ['data-move-count']});
    setTimeout(() => { obs.disconnect(); resolve(false); }, timeoutMs);
  });
  const init = {key, code: key, bubbles: true, cancelable: true};
  root.dispatchEvent(new KeyboardEvent('keydown', init));
  if (!(await changed)) return null;
  const timing = root.p2048Timing || {};
  const out = {received: timing.received - start, drawn: timing.drawn - start};
  // Painted: the next animation frame runs just before the frame with the change is
  // rendered; a task queued from it runs once that frame's rendering work is done.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  out.paint = performance.now() - start;
  // The earlier, more pessimistic measure (two frames later), kept for comparison.
  await new Promise((r) => requestAnimationFrame(r));
  out.two_frames = performance.now() - start;
  return out;
}
"""


_ANIMATIONS_AFTER_MOVE_JS = """
async (key) => {
  const root = document.querySelector('.p2048-root');
  const before = root.dataset.moveCount;
  const init = {key, code: key, bubbles: true, cancelable: true};
  root.dispatchEvent(new KeyboardEvent('keydown', init));
  const t0 = performance.now();
  while (root.dataset.moveCount === before) {
    if (performance.now() - t0 > 3000) return null;
    await new Promise((r) => setTimeout(r, 5));
  }
  return document.getAnimations()
    .filter((a) => a.effect && a.effect.target && root.contains(a.effect.target)).length;
}
"""


def animations_after_a_move(page: Any) -> int:
    """Press keys until one moves tiles; how many animations that move started."""
    for key in ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"] * 2:
        count = page.evaluate(_ANIMATIONS_AFTER_MOVE_JS, key)
        if count is not None:
            return count
    raise AssertionError("no key press moved any tile")


def test_key_to_paint_latency(page: Any, lab_server: Any) -> None:
    """Key press -> kernel -> redrawn board, measured in the page (median and p95).

    Also: moves animate, but not for users who ask for reduced motion, and the documented
    CSS custom properties resize the board.
    """
    open_notebook(page, lab_server)
    kernel_exec(page, "game.new_game()")
    page.locator(".p2048-root").first.click()
    samples: list[dict[str, float]] = []
    keys = ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"]
    for i in range(90):
        if len(samples) >= 40:
            break
        if i % 15 == 14:
            kernel_exec(page, "game.new_game() if board.status != 'playing' else None")
        sample = page.evaluate(_LATENCY_JS, {"key": keys[i % 4], "timeoutMs": 1500})
        if sample is not None:
            samples.append(sample)
    assert len(samples) >= 10, f"too few presses moved tiles: {samples}"

    def stats(name: str) -> dict[str, float]:
        values = sorted(s[name] for s in samples)
        p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
        return {"median_ms": round(statistics.median(values), 1), "p95_ms": round(p95, 1)}

    paint = stats("paint")
    report = {
        "samples": len(samples),
        **paint,
        "breakdown": {name: stats(name) for name in ("received", "drawn", "two_frames")},
        "server_nodelay": os.environ.get("POW2048_NODELAY", "1") != "0",
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "latency.json").write_text(json.dumps(report, indent=2))
    print(f"key-press-to-paint latency: {report}")
    # Generous bound: catches a broken round trip (e.g. a re-render per trait), not jitter.
    assert paint["median_ms"] < 500, report

    kernel_exec(page, "game.new_game()")
    assert animations_after_a_move(page) > 0
    page.emulate_media(reduced_motion="reduce")
    assert animations_after_a_move(page) == 0
    page.emulate_media(reduced_motion="no-preference")

    cell_width = "() => document.querySelector('.p2048-root .p2048-cell').offsetWidth"
    before = page.evaluate(cell_width)
    kernel_exec(page, "board.css_vars = {'--cell-size': '3rem'}")
    page.wait_for_function(f"() => ({cell_width})() !== {before}")
    assert abs(page.evaluate(cell_width) / before - 3 / 4.5) < 0.03
