"""Lessons 12 (save codes) and 10 (colour schemes) in real JupyterLab + Chromium.

What a reader must see: the pasted community code plays (a key press moves its tiles as the
kernel computed), every special colour scheme draws its tile in the gallery board, and a
broken colour rule leaves a grey tile and a visible warning instead of stopping the board.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import SHUT_DOWN_JS, kernel_exec, open_and_run_all

pytestmark = pytest.mark.e2e

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CODES = "12-design-your-variant.ipynb"   # boards: the pasted code, then your variant
SCHEMES = "10-tiles-and-colours.ipynb"   # boards: colours, the gallery, the broken rule

# Per board: the number of tiles drawn and their computed backgrounds.
_BOARDS_JS = """
() => Array.from(document.querySelectorAll('.p2048-root')).map((root) => ({
  moves: root.dataset.moveCount,
  tiles: Array.from(root.querySelectorAll('.p2048-tile')).map((t) => ({
    text: (t.querySelector('.p2048-tile-text') || t).textContent,
    background: getComputedStyle(t).backgroundColor + ' ' + getComputedStyle(t).backgroundImage,
    layers: t.querySelectorAll('*').length,
  })),
  warnings: root.innerText,
}))
"""


def test_pasted_save_code_plays(page: Any, lab_server: Any) -> None:
    try:
        _check_pasted(page, lab_server)
    finally:
        page.evaluate(SHUT_DOWN_JS, CODES)


def test_scheme_gallery_and_broken_rule(page: Any, lab_server: Any) -> None:
    try:
        _check_schemes(page, lab_server)
    finally:
        page.evaluate(SHUT_DOWN_JS, SCHEMES)


def _check_pasted(page: Any, lab: Any) -> None:
    open_and_run_all(page, lab, CODES, ".p2048-root .p2048-tile")
    page.wait_for_function("() => document.querySelectorAll('.p2048-root').length >= 2")
    pasted = page.evaluate(_BOARDS_JS)[0]

    # The pasted code plays: a key press moves it exactly as the kernel says.
    root = page.locator(".p2048-root").first
    root.click()
    for key in ("ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"):
        page.keyboard.press(key)
    # Wait until the board and the kernel agree on the number of moves (key presses may
    # still be on their way when the kernel is first asked).
    deadline = time.monotonic() + 60
    while True:
        expected = json.loads(kernel_exec(page, "import json; print(json.dumps(game.moves))"))
        shown_moves = page.evaluate("() => document.querySelector('.p2048-root').dataset.moveCount")
        if shown_moves == str(expected) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert expected >= 1
    assert shown_moves == str(expected)
    shown = [t["text"] for t in page.evaluate(_BOARDS_JS)[0]["tiles"] if t["text"]]
    kernel_texts = json.loads(kernel_exec(page, """
from pow2048_widget.display import TileRenderer as _R
_r = _R(game.mode)
print(json.dumps([_r.view(c, (v, h), game.state).text for v, row in enumerate(game.grid)
                  for h, c in enumerate(row) if isinstance(c, list)]))
"""))
    assert shown == kernel_texts
    assert pasted["tiles"]


def _check_schemes(page: Any, lab: Any) -> None:
    open_and_run_all(page, lab, SCHEMES, ".p2048-root .p2048-tile")
    page.wait_for_function("() => document.querySelectorAll('.p2048-root').length >= 3")
    boards = page.evaluate(_BOARDS_JS)
    gallery, broken = boards[1], boards[2]

    # The gallery: 27 tiles, each painted (no plain default black) with its own look.
    gallery_tiles = [t for t in gallery["tiles"] if t["text"]]
    assert len(gallery_tiles) == 27
    looks = {t["background"] for t in gallery_tiles}
    assert len(looks) >= 20, looks  # schemes differ from one another
    assert "tile display rule failed" not in gallery["warnings"]

    # The broken colour rule: grey fallback tiles and a warning on the board.
    assert "tile display rule failed" in broken["warnings"]
    assert all("rgb(128, 128, 128)" in t["background"] for t in broken["tiles"] if t["text"])

    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(".p2048-root").nth(1).screenshot(path=str(ARTIFACTS / "schemes.png"))
