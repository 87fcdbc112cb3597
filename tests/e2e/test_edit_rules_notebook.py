"""Play lesson 09, ``notebooks/09-merge-rules.ipynb``, in real JupyterLab + Chromium.

After running the notebook, the test changes the displayed ``game`` from the kernel (as later
cells would) and checks what the browser shows against what only the kernel could compute:
the on-screen buttons move tiles, a merge-rule edit changes the next move, a TileTypes edit
recolours tiles without a move, undo, the win screen and "keep playing", and a screenshot of a
gradient-heavy colour rule.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import SHUT_DOWN_JS, kernel_exec, open_and_run_all
from test_play_notebook import kernel_state, wait_for_agreement

pytestmark = pytest.mark.e2e

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
NOTEBOOK = "09-merge-rules.ipynb"

# Back to classic rules and colours on a known board: three 2s on the top row, no spawns.
_RESET = """
from pow2048_widget.engine import classic_mode as _classic
_c = _classic()
game.mode.tile_types = _c.tile_types
game.mode.merge_rules = _c.merge_rules
game.mode.win_conditions = _c.win_conditions
game.mode.random_tile_amount = 0
game.mode.start_tile_amount = 0
game.mode.starting_grid = [[[1.0], [1.0], [1.0], "@Empty"]] + [["@Empty"] * 4] * 2 + [
    ["@Empty", "@Empty", "@Empty", [2.0]]]
game.new_game(seed=1)
"""

_BACKGROUNDS_JS = """
() => Array.from(document.querySelectorAll('.p2048-root .p2048-tile'))
  .map((t) => getComputedStyle(t).backgroundColor + '|' + getComputedStyle(t).backgroundImage)
"""


def _open(page: Any, lab: Any) -> None:
    open_and_run_all(page, lab, NOTEBOOK, ".p2048-root .p2048-tile")


def _wait_moves(page: Any, moves: int) -> None:
    page.wait_for_function(
        f"() => document.querySelector('.p2048-root').dataset.moveCount === '{moves}'",
        timeout=10_000,
    )


def test_edit_rules_live_notebook(page: Any, lab_server: Any) -> None:
    try:
        _play_edit_rules(page, lab_server)
    finally:
        # Later tests share the server: do not leave this kernel running (2-core CI boxes).
        page.evaluate(SHUT_DOWN_JS, NOTEBOOK)


def _play_edit_rules(page: Any, lab_server: Any) -> None:
    _open(page, lab_server)
    board = page.locator(".p2048-root").first
    # The notebook's own cells: the failed edit printed its reason and changed nothing.
    outputs = page.locator(".jp-OutputArea-output").all_inner_texts()
    assert any("ModeError" in text and "MergeRules[0]" in text for text in outputs)
    assert any("rules unchanged: True" in text for text in outputs)

    kernel_exec(page, _RESET)
    state, shown = wait_for_agreement(page)
    assert [s[2] for s in shown] == ["2", "2", "2", "4"]

    # On-screen direction buttons: "left" merges the pair at the wall (classic rules).
    board.locator('.p2048-direction[data-direction="2"]').click()
    _wait_moves(page, 1)
    state, shown = wait_for_agreement(page)
    assert state["grid"][0][:2] == [[2.0], [1.0]] and state["score"] == 4
    assert [s[2] for s in shown] == ["4", "2", "4"]

    # Undo from the keyboard (U) takes it back, in the kernel too.
    board.click()
    page.keyboard.press("u")
    _wait_moves(page, 0)
    state, shown = wait_for_agreement(page)
    assert state["grid"][0][:3] == [[1.0], [1.0], [1.0]]

    # A merge-rule edit in the kernel changes the very next move: three 2s make one 8.
    kernel_exec(page, """
game.mode.known_merge_max_length = 3
game.mode.merge_rules = [[3, [["@Next 1 0", "=", "@This 0"], "&&", ["@Next 2 0", "=", "@This 0"]],
    True, [[["@This 0", "+", 2]]], [2, "^", ["@This 0", "+", 2]], [False, True, True]]]
""")
    page.keyboard.press("ArrowLeft")
    _wait_moves(page, 1)
    state, shown = wait_for_agreement(page)
    assert state["grid"][0][0] == [3.0] and state["score"] == 8
    assert ["0", "0", "8"] in [[str(r), str(c), t] for r, c, t in shown]

    # A TileTypes edit recolours the visible tiles without a move.
    before = page.evaluate(_BACKGROUNDS_JS)
    kernel_exec(page, 'game.mode.tile_types = [[True, [2, "^", "@This 0"], "#123456", "#fff"]]')
    page.wait_for_function(
        f"() => JSON.stringify(({_BACKGROUNDS_JS})()) !== {json.dumps(json.dumps(before))}"
    )
    after = page.evaluate(_BACKGROUNDS_JS)
    assert after and all(bg.startswith("rgb(18, 52, 86)") for bg in after)
    assert kernel_state(page)["moves"] == 1  # no move was made

    # The win screen (a low win tile: [2], i.e. 4) and "keep playing".
    kernel_exec(page, _RESET + "game.mode.win_conditions = [[2.0]]\ngame.new_game(seed=1)")
    board.click()
    page.keyboard.press("ArrowLeft")  # 2 + 2 -> 4 = tile [2]: a win
    page.wait_for_selector('.p2048-root[data-status="won"] .p2048-overlay:not([hidden])')
    assert "You win" in board.locator(".p2048-overlay").inner_text()
    board.locator('.p2048-overlay button[data-action="keep_playing"]').click()
    page.wait_for_selector('.p2048-root[data-status="playing"] .p2048-overlay[hidden]',
                           state="attached")
    assert kernel_exec(page, "print(game.won)").strip() == "-1"

    # A gradient-heavy colour rule, photographed.
    kernel_exec(page, """
game.mode.tile_types = [
    [[1.0], 2, ["@linear-gradient", "#ff0080", "#ffd000"], "#ffffff"],
    [[2.0], 4, ["@radial-gradient", "#00e0ff", "#3000a0"], "#ffffff"],
    [True, [2, "^", "@This 0"], ["@conic-gradient", "#f00", "#ff0", "#0f0", "#0ff", "#00f",
                                 "#f0f", "#f00"], "#000000"],
]
game.mode.starting_grid = [[[1.0], [2.0], [3.0], [4.0]], [[2.0], [3.0], [4.0], [5.0]],
                           ["@Empty"] * 4, ["@Empty"] * 4]
game.new_game(seed=1)
""")
    page.wait_for_function(
        """() => Array.from(document.querySelectorAll('.p2048-root .p2048-tile'))
             .filter((t) => /gradient/.test(getComputedStyle(t).backgroundImage)).length >= 8"""
    )
    images = " ".join(page.evaluate(_BACKGROUNDS_JS))
    for kind in ("linear-gradient", "radial-gradient", "conic-gradient"):
        assert kind in images
    ARTIFACTS.mkdir(exist_ok=True)
    page.mouse.move(1200, 980)
    board.screenshot(path=str(ARTIFACTS / "gradients.png"))
    assert (ARTIFACTS / "gradients.png").stat().st_size > 5_000

    widget_errors = [e for e in page.console_errors if "p2048" in e or "anywidget" in e]
    assert widget_errors == []
