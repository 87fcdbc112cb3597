"""The ``pow2048-widget`` console command as a user runs it (the installed script)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from pow2048_widget.cli import main
from pow2048_widget.launcher import copy_course, lab_command, lessons_source

REPO = Path(__file__).resolve().parents[2]
SCRIPT = Path(sys.executable).with_name("pow2048-widget")
# A Custom-designer code written by a player ("Modular 2048", from lesson 04).
MODULAR_CODE = (REPO / "tests" / "launcher" / "modular-2048.code").read_text().strip()


def _run_script(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    if not SCRIPT.exists():
        pytest.skip(f"console script not installed next to {sys.executable} (pip install -e .)")
    return subprocess.run([str(SCRIPT), *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120)


def test_help_lists_the_three_commands(tmp_path: Path) -> None:
    done = _run_script("--help", cwd=tmp_path)
    assert done.returncode == 0
    for command in ("lessons", "play", "conformance"):
        assert command in done.stdout
    lessons_help = _run_script("lessons", "--help", cwd=tmp_path).stdout
    assert "pow2048-lessons" in lessons_help and "--force" in lessons_help


def _add_cell(notebook: Path, text: str) -> None:
    """Edit a notebook as a learner (or a newer release) would: one more Markdown cell."""
    import json

    data = json.loads(notebook.read_text(encoding="utf-8"))
    data["cells"].append({"cell_type": "markdown", "metadata": {}, "source": [text]})
    notebook.write_text(json.dumps(data, indent=1), encoding="utf-8")


def test_lessons_copies_every_shipped_notebook_into_the_default_folder(tmp_path: Path) -> None:
    done = _run_script("lessons", "--no-open", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    copied = sorted(p.name for p in (tmp_path / "pow2048-lessons").glob("*.ipynb"))
    shipped = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))
    assert copied == shipped and "01-play.ipynb" in copied
    copied_line = next(line for line in done.stdout.splitlines() if "copied:" in line)
    assert "01-play.ipynb" in copied_line


def test_an_edited_lesson_is_kept_unless_forced(tmp_path: Path) -> None:
    dest = tmp_path / "course"
    copy_course(dest)
    lesson = dest / "01-play.ipynb"
    _add_cell(lesson, "My own notes")
    done = _run_script("lessons", str(dest), "--no-open", cwd=tmp_path)
    assert done.returncode == 0
    assert "kept your edited copy" in done.stdout and "01-play.ipynb" in done.stdout
    assert "My own notes" in lesson.read_text()
    forced = _run_script("lessons", str(dest), "--no-open", "--force", cwd=tmp_path)
    assert "overwritten (--force): 01-play.ipynb" in forced.stdout
    assert lesson.read_bytes() == (lessons_source() / "01-play.ipynb").read_bytes()


def test_an_untouched_lesson_is_updated_to_the_shipped_version(tmp_path: Path) -> None:
    source = tmp_path / "shipped"
    shutil.copytree(REPO / "notebooks", source)
    dest = tmp_path / "course"
    copy_course(dest, source=source)
    # A newer package ships a changed lesson; the learner never opened the old one.
    new = source / "01-play.ipynb"
    _add_cell(new, "second edition")
    report = copy_course(dest, source=source)
    assert report.updated == ["01-play.ipynb"]
    assert "second edition" in (dest / "01-play.ipynb").read_text()
    assert report.kept_edited == []


def test_lab_command_opens_the_folder_with_the_nodelay_extension(tmp_path: Path) -> None:
    cmd = lab_command(tmp_path, "01-play.ipynb", browser=False, extra=["--port=9"])
    assert cmd[:3] == [sys.executable, "-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={tmp_path}" in cmd and "--no-browser" in cmd
    assert cmd[-2:] == ["--port=9", "01-play.ipynb"]
    assert any("pow2048_widget.server_extension" in part for part in cmd)


def _execute(path: Path) -> nbformat.NotebookNode:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return nb


def _widget_outputs(nb: nbformat.NotebookNode) -> list[dict]:
    return [o for c in nb.cells for o in c.get("outputs", [])
            if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]


def test_play_classic_writes_a_notebook_that_shows_a_board(tmp_path: Path) -> None:
    assert main(["play", "classic", "--seed", "3", "--dir", str(tmp_path), "--no-open"]) == 0
    path = tmp_path / "play-classic.ipynb"
    nb = _execute(path)
    assert "Game(classic_mode(), seed=3)" in nb.cells[1].source
    assert len(_widget_outputs(nb)) == 1
    # Writing it again with the same content reuses the file; it never clobbers another.
    assert main(["play", "classic", "--seed", "3", "--dir", str(tmp_path), "--no-open"]) == 0
    assert main(["play", "classic", "--dir", str(tmp_path), "--no-open"]) == 0
    assert sorted(p.name for p in tmp_path.glob("*.ipynb")) == [
        "play-classic-2.ipynb", "play-classic.ipynb"]


@pytest.mark.parametrize("name", ["eve", "vanilla", "excel"])
def test_play_the_seed_documents_games_by_name(tmp_path: Path, name: str) -> None:
    assert main(["play", name, "--seed", "5", "--dir", str(tmp_path), "--no-open"]) == 0
    nb = _execute(tmp_path / f"play-{name}.ipynb")
    assert "pow2048_widget.variants" in nb.cells[1].source
    (board,) = _widget_outputs(nb)
    assert "widgets.board.Board" in board["data"]["text/plain"]


def test_play_a_save_code_plays_that_mode(tmp_path: Path) -> None:
    assert main(["play", MODULAR_CODE, "--dir", str(tmp_path), "--no-open"]) == 0
    (path,) = tmp_path.glob("play-custom-*.ipynb")
    nb = _execute(path)
    assert MODULAR_CODE in nb.cells[1].source
    assert len(_widget_outputs(nb)) == 1


def test_play_rejects_a_damaged_code_or_unknown_name_without_writing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", MODULAR_CODE[:-40], "--dir", str(tmp_path), "--no-open"]) == 2
    assert "pow2048-widget play:" in capsys.readouterr().err
    assert main(["play", "no-such-mode", "--dir", str(tmp_path), "--no-open"]) == 2
    assert ("neither a mode name (classic, eve, excel, vanilla) nor a save code"
            in capsys.readouterr().err)
    assert list(tmp_path.iterdir()) == []


def test_conformance_is_the_same_runner(tmp_path: Path) -> None:
    vectors = tmp_path / "v.jsonl"
    vectors.write_text(json.dumps({"id": "x-1", "expr": [1, "+", 1], "expect": 2}) + "\n"
                       + json.dumps({"id": "x-2", "expr": [1, "+", 1], "expect": 3}) + "\n")
    done = _run_script("conformance", "calcarray", str(vectors), cwd=tmp_path)
    assert done.returncode == 1
    assert done.stdout.strip().splitlines()[-1] == "1 passed, 1 failed"
    assert "x-2" in done.stdout
