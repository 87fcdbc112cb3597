"""Touch swipes on the board move tiles, as the kernel computes them (notebook 01)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from lab_helpers import SHUT_DOWN_JS, kernel_exec, open_and_run_all
from test_play_notebook import wait_for_agreement

pytestmark = pytest.mark.e2e

NOTEBOOK = "01-play.ipynb"

# A classic board where "left" merges the top row's two 2s, "up" does not move anything.
_SETUP = """
game.mode.random_tile_amount = 0
game.mode.start_tile_amount = 0
game.mode.starting_grid = [["@Empty", [1.0], "@Empty", [1.0]]] + [["@Empty"] * 4] * 3
game.new_game(seed=1)
"""


def _swipe(page: Any, dx: float, dy: float) -> None:
    grid = page.locator(".p2048-root .p2048-grid").first
    box = grid.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    common = {"pointerType": "touch", "bubbles": True, "isPrimary": True, "pointerId": 7}
    grid.dispatch_event("pointerdown", {**common, "clientX": x, "clientY": y})
    grid.dispatch_event("pointerup", {**common, "clientX": x + dx, "clientY": y + dy})


def test_swipes_move_the_board(page: Any, lab_server: Any) -> None:
    try:
        open_and_run_all(page, lab_server, NOTEBOOK, ".p2048-root .p2048-tile")
        kernel_exec(page, _SETUP)
        wait_for_agreement(page)

        _swipe(page, 5, 8)  # a tap: nothing moves
        _swipe(page, -120, 6)  # left: the two 2s merge into a 4
        page.wait_for_function(
            "() => document.querySelector('.p2048-root').dataset.moveCount === '1'"
        )
        state, shown = wait_for_agreement(page)
        assert state["grid"][0][0] == [2.0] and state["score"] == 4
        assert [t[2] for t in shown] == ["4"]
        moves = json.loads(kernel_exec(page, "print(game.moves)"))
        assert moves == 1
    finally:
        page.evaluate(SHUT_DOWN_JS, NOTEBOOK)
