"""``pow2048-widget lessons DIR``: the copied course opens in the JupyterLab the command starts,
and its first lesson plays (the board draws the kernel's tiles and takes keys).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from lab_helpers import open_and_run_all
from servers import fresh_page, host_env, jupyter_server_args, new_port, play_board, running

pytestmark = pytest.mark.e2e
SCRIPT = Path(sys.executable).with_name("pow2048-widget")


class _Lab:
    def __init__(self, url: str) -> None:
        self.url = url


def test_lessons_command_opens_the_course_in_jupyterlab(browser: Any) -> None:
    if not SCRIPT.exists():
        pytest.skip("console script not installed (pip install -e .)")
    tmp = Path(tempfile.mkdtemp(prefix="pow2048-lessons-e2e-"))
    dest = tmp / "my course"
    port = new_port()
    cmd = [str(SCRIPT), "lessons", str(dest), "--no-browser", "--",
           *jupyter_server_args(port, tmp), "--LabApp.expose_app_in_browser=True"]
    try:
        _play_the_course(browser, cmd, tmp, dest, port)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _play_the_course(browser: Any, cmd: list[str], tmp: Path, dest: Path, port: int) -> None:
    with running(cmd, cwd=tmp, env=host_env(tmp), url=f"http://127.0.0.1:{port}",
                 log_name="launcher-lab.log") as url, fresh_page(browser) as page:
        assert (dest / "01-play.ipynb").exists()
        # JupyterLab serves the copied folder: its file browser lists the lessons.
        page.goto(f"{url}/lab")
        page.wait_for_selector(".jp-DirListing-item >> text=01-play.ipynb")
        open_and_run_all(page, _Lab(url), "01-play.ipynb", ".p2048-root .p2048-tile")
        board = page.locator(".p2048-root").first
        seen = play_board(page, board, ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown",
                                        "b", "d", "d"])
        assert seen["tiles"] >= 2
        assert seen["after"] > seen["before"], "no key press reached the kernel"
        assert seen["leaked"] == [] and seen["focused"]
