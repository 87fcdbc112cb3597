"""Play the four seed games of ``notebooks/13-four-games.ipynb`` in real JupyterLab.

For each board (Eve, vanilla JS, Excel, the custom example): click it, press arrow keys,
and check that the tiles on screen are the kernel's numbers, that the keys reached the
kernel, and what is special about that game (vanilla adds a 2 on every key, the Excel game
agrees with its formula, the custom board draws its disabled cell black with a white
border, Eve uses its colour records). Keys must not leak into JupyterLab.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest
from lab_helpers import kernel_exec, open_and_run_all

from pow2048_widget.variants.eve import EVE_COLOURS

pytestmark = pytest.mark.e2e

NOTEBOOK = "13-four-games.ipynb"
KEYS = ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"]
LETTERS = {"ArrowLeft": "L", "ArrowUp": "U", "ArrowRight": "R", "ArrowDown": "D"}
BOARDS = [("eve", "Eve"), ("vanilla", "Vanilla JS"), ("excel", "Excel (seed 1005)"),
          ("custom", "Custom: win at 32")]

_SHOWN_JS = """
(i) => Array.from(document.querySelectorAll('.p2048-root')[i].querySelectorAll('.p2048-tile'))
  .map((t) => [Number(t.dataset.row), Number(t.dataset.col),
               t.querySelector('.p2048-tile-text').textContent.replace(/\\D/g, '')])
  .sort((a, b) => a[0] - b[0] || a[1] - b[1])
"""
_CELL_TYPES_JS = """
() => window.jupyterapp.shell.currentWidget.content.widgets.map((cell) => cell.model.type)
"""


def rgb(hex_colour: str) -> str:
    """``#rrggbb`` as the browser's computed ``rgb(r, g, b)``."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


def kernel_game(page: Any, name: str) -> dict[str, Any]:
    code = (f"import json as _j; print(_j.dumps({{'values': board_values({name}), "
            f"'moves': {name}.moves, 'score': {name}.score}}))")
    return json.loads(kernel_exec(page, code))


def expected(values: list[list[int]]) -> list[list[Any]]:
    return [[r, c, str(v)] for r, row in enumerate(values) for c, v in enumerate(row) if v]


def agree(page: Any, index: int, name: str, timeout: float = 30.0) -> dict[str, Any]:
    """Poll until board ``index`` shows exactly the kernel's numbers of game ``name``."""
    deadline = time.monotonic() + timeout
    while True:
        state = kernel_game(page, name)
        shown = page.evaluate(_SHOWN_JS, index)
        if shown == expected(state["values"]) or time.monotonic() > deadline:
            assert shown == expected(state["values"]), f"{name}: board and kernel disagree"
            return state
        time.sleep(0.2)


def test_four_games_play_on_the_board(page: Any, lab_server: Any) -> None:
    open_and_run_all(page, lab_server, NOTEBOOK, ".p2048-root .p2048-tile")
    page.wait_for_function("() => document.querySelectorAll('.p2048-root').length === 4")
    cells_before = page.evaluate(_CELL_TYPES_JS)

    for index, (name, title) in enumerate(BOARDS):
        board = page.locator(".p2048-root").nth(index)
        assert board.locator(".p2048-title").inner_text() == title
        before = agree(page, index, name)
        board.click()
        for key in KEYS:
            page.keyboard.press(key)
            time.sleep(0.15)
        deadline = time.monotonic() + 30
        while kernel_game(page, name)["moves"] == before["moves"]:
            assert time.monotonic() < deadline, f"{name}: no key reached the kernel"
            time.sleep(0.2)
        time.sleep(0.5)  # let the last key's reply arrive
        state = agree(page, index, name)
        assert state["values"] != before["values"], name
        score = re.sub(r"\D", "", board.locator(".p2048-stat-value").first.inner_text()) \
            if board.locator(".p2048-stat-value").count() else None

        if name == "vanilla":    # a new 2 after every key, never any points
            total = sum(map(sum, state["values"]))
            assert state["moves"] == len(KEYS) and total == 6 + 2 * len(KEYS)
            assert state["score"] == 0
            labels = board.locator(".p2048-stat-label").all_inner_texts()
            assert not any("score" in t.lower() for t in labels)
            assert score == str(len(KEYS))                      # "Key presses"
        if name == "excel":      # the board's game is the formula's game
            moves = "".join(LETTERS[k] for k in KEYS)
            check = f"print(board_values(excel) == excel_2048_replay(1005, {moves!r})[-1][0])"
            assert kernel_exec(page, check).strip() == "True"
            assert score == str(int(state["score"]))
        if name == "custom":     # the disabled centre: black with a white border
            void = board.locator(".p2048-cell-void").first
            style = void.evaluate("(el) => { const s = getComputedStyle(el);"
                                  " return [s.visibility, s.backgroundColor, s.borderTopColor];}")
            assert style == ["visible", "rgb(0, 0, 0)", "rgb(255, 255, 255)"]
        if name == "eve":        # every tile in its colour record's colours
            tiles = page.evaluate(
                """(i) => Array.from(document.querySelectorAll('.p2048-root')[i]
                     .querySelectorAll('.p2048-tile')).map((t) => {
                       const s = getComputedStyle(t);
                       return [t.textContent.trim(), s.backgroundColor, s.color];})""", index)
            assert score == str(int(state["score"]))
            assert tiles
            for text, background, colour in tiles:
                fg, bg = EVE_COLOURS[int(text)]
                assert (background, colour) == (rgb(bg), rgb(fg)), text

    assert page.evaluate(_CELL_TYPES_JS) == cells_before, "a key leaked into JupyterLab"
    widget_errors = [e for e in page.console_errors if "p2048" in e or "anywidget" in e]
    assert widget_errors == []
