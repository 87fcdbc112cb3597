"""The board in the other notebook hosts: Jupyter Notebook 7, a Voilà app and marimo.

In each, the board draws the kernel's tiles, arrow keys reach the kernel (the move count the
board shows goes up) and the keyboard stays inside the board: no key reaches the document,
where the host's own shortcuts listen, and the host's document is unchanged.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from servers import fresh_page, host_env, jupyter_server_args, new_port, play_board, running

from pow2048_widget.launcher import resolve_play_target, write_play_notebook

pytestmark = pytest.mark.e2e

KEYS = ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown", "KeyA", "KeyW"]
# Keys that are shortcuts in command mode of Notebook 7 (insert, delete, to markdown).
SHORTCUTS = ["b", "a", "m", "d", "d", "Enter"]


@pytest.fixture()
def workdir() -> Iterator[Path]:
    tmp = Path(tempfile.mkdtemp(prefix="pow2048-hosts-"))
    try:
        yield tmp
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _board_notebook(folder: Path) -> str:
    """A notebook with one classic board (as `pow2048-widget play classic` writes it)."""
    path = write_play_notebook(resolve_play_target("classic", seed=1), folder)
    return path.name


def _check(seen: dict[str, Any]) -> None:
    assert seen["tiles"] >= 2, "the board drew no tiles"
    assert seen["after"] > seen["before"], "no key press reached the kernel"
    assert seen["leaked"] == [], f"keys reached the host: {seen['leaked']}"
    assert seen["focused"], "the board lost the keyboard"


_CELLS_JS = """
() => window.jupyterapp.shell.currentWidget.content.widgets
        .map((c) => c.model.type + ':' + c.model.sharedModel.getSource().length)
"""


def test_notebook7_board_renders_and_takes_keys(browser: Any, workdir: Path) -> None:
    root = workdir / "root"
    name = _board_notebook(root)
    port = new_port()
    cmd = [sys.executable, "-m", "notebook", "--no-browser", "--ServerApp.allow_root=True",
           f"--ServerApp.root_dir={root}", *jupyter_server_args(port, workdir),
           "--JupyterNotebookApp.expose_app_in_browser=True"]
    with running(cmd, cwd=root, env=host_env(workdir), url=f"http://127.0.0.1:{port}",
                 log_name="notebook7.log") as url, fresh_page(browser) as page:
        page.goto(f"{url}/notebooks/{name}")
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        page.wait_for_function(
            "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
            " && window.jupyterapp.shell.currentWidget.sessionContext"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
            " === 'idle'", timeout=120_000)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_selector(".p2048-root .p2048-tile", timeout=120_000)
        cells_before = page.evaluate(_CELLS_JS)
        board = page.locator(".p2048-root").first
        seen = play_board(page, board, KEYS + SHORTCUTS, shot="notebook7.png")
        _check(seen)
        assert page.evaluate(_CELLS_JS) == cells_before, "a key edited the notebook"


def test_voila_app_of_a_board_plays(browser: Any, workdir: Path) -> None:
    root = workdir / "root"
    name = _board_notebook(root)
    port = new_port()
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--ServerApp.allow_root=True", name]
    with running(cmd, cwd=root, env=host_env(workdir), url=f"http://127.0.0.1:{port}",
                 log_name="voila.log", ready_path="/voila/static/favicon.ico"
                 ) as url, fresh_page(browser) as page:
        page.goto(url)
        page.wait_for_selector(".p2048-root .p2048-tile", timeout=120_000)
        # Voilà shows outputs only: the code of the cell stays hidden.
        assert "Board(game)" not in page.inner_text("body")
        board = page.locator(".p2048-root").first
        seen = play_board(page, board, KEYS, shot="voila.png")
        _check(seen)


MARIMO_APP = textwrap.dedent(
    '''
    import marimo

    app = marimo.App()


    @app.cell
    def _():
        import marimo as mo

        from pow2048_widget import Board
        from pow2048_widget.engine import Game, classic_mode

        game = Game(classic_mode(), seed=1)
        board = mo.ui.anywidget(Board(game))
        board
        return


    if __name__ == "__main__":
        app.run()
    '''
)


# The editor's cells and their code, to see that no key pressed in the board edited them.
_MARIMO_CELLS_JS = """
() => Array.from(document.querySelectorAll('[data-cell-id]'))
        .map((c) => c.getAttribute('data-cell-id') + ':' + (c.querySelector('.cm-content')
                    ? c.querySelector('.cm-content').textContent.length : -1))
"""


@pytest.mark.parametrize("mode", ["run", "edit"])
def test_marimo_board_renders_and_takes_keys(browser: Any, workdir: Path, mode: str) -> None:
    """``marimo run`` (an app) and ``marimo edit`` (the notebook editor and its shortcuts)."""
    pytest.importorskip("marimo")
    app = workdir / "board_app.py"
    app.write_text(MARIMO_APP)
    port = new_port()
    cmd = [sys.executable, "-m", "marimo", mode, str(app), "--headless", "--host",
           "127.0.0.1", "--port", str(port), "--no-token"]
    with running(cmd, cwd=workdir, env=host_env(workdir), url=f"http://127.0.0.1:{port}",
                 log_name=f"marimo-{mode}.log", ready_path="/health"
                 ) as url, fresh_page(browser) as page:
        page.goto(url)
        if mode == "edit":
            # The editor opens with the cell not yet run: run it as a user would.
            page.locator(".cm-content").first.click()
            page.keyboard.press("Control+Enter")
        board = page.locator(".p2048-root").first
        board.locator(".p2048-tile").first.wait_for(timeout=120_000)
        cells_before = page.evaluate(_MARIMO_CELLS_JS)
        if mode == "edit":
            assert cells_before, "the marimo editor shows no cells"
        seen = play_board(page, board, KEYS + (SHORTCUTS if mode == "edit" else []),
                          shot=f"marimo-{mode}.png")
        _check(seen)
        assert page.evaluate(_MARIMO_CELLS_JS) == cells_before, "a key edited the notebook"
        assert app.read_text() == MARIMO_APP
