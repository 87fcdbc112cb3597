"""``notebooks/04-save-codes-and-schemes.ipynb`` in real JupyterLab + Chromium.

What a reader must see: the pasted community code plays (a key press moves its tiles as the
kernel computed), every special colour scheme draws its tile in the gallery board, and a
broken colour rule leaves a grey tile and a visible warning instead of stopping the board.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import SHUT_DOWN_JS, kernel_exec, open_and_run_all

pytestmark = pytest.mark.e2e

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NOTEBOOK = "04-save-codes-and-schemes.ipynb"

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


def test_save_codes_and_scheme_gallery(page: Any, lab_server: Any) -> None:
    try:
        _check(page, lab_server)
    finally:
        page.evaluate(SHUT_DOWN_JS, NOTEBOOK)


def _check(page: Any, lab: Any) -> None:
    open_and_run_all(page, lab, NOTEBOOK, ".p2048-root .p2048-tile")
    page.wait_for_function("() => document.querySelectorAll('.p2048-root').length >= 3")
    boards = page.evaluate(_BOARDS_JS)
    pasted, gallery, broken = boards[0], boards[1], boards[2]

    # The pasted code plays: a key press moves it exactly as the kernel says.
    root = page.locator(".p2048-root").first
    root.click()
    for key in ("ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"):
        page.keyboard.press(key)
    expected = json.loads(kernel_exec(page, "import json; print(json.dumps(game.moves))"))
    assert expected >= 1
    page.wait_for_function(
        f"() => document.querySelector('.p2048-root').dataset.moveCount === '{expected}'"
    )
    shown = [t["text"] for t in page.evaluate(_BOARDS_JS)[0]["tiles"] if t["text"]]
    kernel_texts = json.loads(kernel_exec(page, """
from pow2048_widget.display import TileRenderer as _R
_r = _R(game.mode)
print(json.dumps([_r.view(c, (v, h), game.state).text for v, row in enumerate(game.grid)
                  for h, c in enumerate(row) if isinstance(c, list)]))
"""))
    assert shown == kernel_texts
    assert pasted["tiles"]

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
