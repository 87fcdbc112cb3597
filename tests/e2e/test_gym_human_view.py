"""The Gymnasium environment's "human" view: the Board in real JupyterLab follows env.step."""

from __future__ import annotations

import json
import time
from typing import Any

import nbformat
import pytest
from lab_helpers import kernel_exec, open_and_run_all
from test_play_notebook import _SHOWN_TILES_JS, expected_tiles

pytestmark = pytest.mark.e2e

NOTEBOOK = "gym-human-view.ipynb"
CELLS = [
    "import pow2048_widget.gym as pg",
    'env = pg.Pow2048Env("classic", render_mode="human")\nobs, info = env.reset(seed=3)',
]


def test_gym_human_view_shows_the_envs_game(page: Any, lab_server: Any) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in CELLS]
    nb.metadata = {"kernelspec": {"display_name": "Python 3", "language": "python",
                                  "name": "python3"}}
    nbformat.write(nb, lab_server.root / NOTEBOOK)  # the server's temporary copy
    open_and_run_all(page, lab_server, NOTEBOOK, ".p2048-root .p2048-tile")
    code = ("import json as _j\nfor _a in [2, 0, 3, 1] * 4:\n    env.step(_a)\n"
            "print(_j.dumps({'grid': env.unwrapped.game.grid, 'score': env.game.score}))")
    state = json.loads(kernel_exec(page, code))
    deadline = time.monotonic() + 20
    shown = None
    while time.monotonic() < deadline:
        shown = page.evaluate(_SHOWN_TILES_JS)
        if shown == expected_tiles(state["grid"]):
            break
        time.sleep(0.2)
    assert shown == expected_tiles(state["grid"])
    assert state["score"] > 0
