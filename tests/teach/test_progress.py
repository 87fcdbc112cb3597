"""The learner's progress is kept between kernels in one JSON file (teach.progress).

A subprocess is a new kernel: what one solves, the next finds solved. A bad file never
stops a lesson: it is set aside and progress starts again.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from pow2048_widget.teach import lesson, progress, set_learner
from pow2048_widget.teach import progress_store as progress_module
from pow2048_widget.teach.progress_store import FORMAT, progress_dir, progress_file

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A progress folder of this test alone."""
    monkeypatch.setenv("POW2048_PROGRESS_DIR", str(tmp_path / "p"))
    monkeypatch.setattr(progress_module, "_warned", set())
    return tmp_path / "p"


def _kernel(code: str, folder: Path) -> str:
    """Run ``code`` in a new Python process (a new kernel) and return what it printed."""
    env = dict(os.environ, POW2048_PROGRESS_DIR=str(folder),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120, check=True)
    return done.stdout


def test_a_solved_exercise_stays_solved_in_a_new_kernel(folder: Path) -> None:
    first = _kernel(
        "from pow2048_widget.teach import lesson\n"
        "two = lesson(2)\n"
        "print(two[1].solved)\n"
        "two[2].check('[1]')\n"                    # a wrong answer: counted, not solved
        "print(bool(two[1].check(two[1].solution_text)))\n", folder)
    assert first.split() == ["False", "True"]
    second = _kernel(
        "from pow2048_widget.teach import lesson, progress\n"
        "two = lesson(2)\n"
        "print(two[1].solved, two[2].solved, two.progress_text())\n"
        "print(progress().exercises['2.2']['attempts'])\n", folder)
    lines = second.splitlines()
    assert lines[0] == f"True False 1 of {len(lesson(2))} done"
    assert lines[1] == "1"
    data = json.loads((folder / "progress.json").read_text())
    assert data["format"] == FORMAT and data["version"] == 1
    assert data["exercises"]["2.1"]["solved"] is True
    assert data["exercises"]["2.1"]["attempts"] == 1
    assert data["exercises"]["2.2"] == {**data["exercises"]["2.2"], "solved": False,
                                        "attempts": 1}
    assert len(data["learner"]["id"]) == 32
    assert sorted(p.name for p in folder.iterdir()) == ["progress.json"]  # no temp left


def test_the_lesson_widget_shows_it_solved_after_a_restart(folder: Path) -> None:
    two = lesson(2)
    two[3].check(two[3].solution_text)
    again = lesson(2)  # what running the notebook again in a new kernel builds
    widget = again.exercise(3)
    assert widget.status == "right" and widget.feedback == "✓ Solved already."
    assert widget.progress == f"Lesson 2: 1 of {len(again)} done"


def test_checks_from_two_kernels_add_up(folder: Path) -> None:
    a, b = lesson(3), lesson(3)  # two kernels open on the same lesson
    a[1].check("[0]")
    b[1].check("[0]")
    b[1].check(b[1].solution_text)
    record = progress().exercises["3.1"]
    assert record["attempts"] == 3 and record["solved"] is True
    assert record["passed_checks"] == 1


@pytest.mark.parametrize("content", [b'{"format": "pow2048-widget progr', b"\xff\xfe\x00",
                                     b"[1, 2, 3]", b'{"format": "something else"}',
                                     b'{"format": "pow2048-widget progress", "version": 1, '
                                     b'"learner": {}, "exercises": {"2.1": {"solved": "yes"}}}'])
def test_a_bad_file_is_set_aside_and_progress_starts_again(folder: Path,
                                                          content: bytes) -> None:
    folder.mkdir(parents=True)
    (folder / "progress.json").write_bytes(content)
    with pytest.warns(RuntimeWarning, match="was not a progress file"):
        two = lesson(2)
    assert two.done == 0
    assert (folder / "progress.json.bad").read_bytes() == content  # the backup
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the fresh file is good: no further warning
        assert two[1].check(two[1].solution_text).passed
        assert lesson(2)[1].solved
    assert json.loads((folder / "progress.json").read_text())["exercises"]["2.1"]["solved"]


def test_a_folder_that_cannot_be_written_never_stops_a_check(folder: Path,
                                                             tmp_path: Path,
                                                             monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("POW2048_PROGRESS_DIR", str(blocker / "inside"))
    with pytest.warns(RuntimeWarning, match="cannot read your progress file"):
        two = lesson(2)
    with pytest.warns(RuntimeWarning, match="cannot save your progress"):
        result = two[1].check(two[1].solution_text)
    assert result.passed and two[1].solved  # the lesson goes on
    assert progress().exercises == {}


def test_the_learner_is_named_in_the_file(folder: Path) -> None:
    set_learner("  Ada  ")
    lesson(4)[1].check("[0]")
    shown = progress()
    assert shown.learner["name"] == "Ada"
    learner_id = shown.learner["id"]
    set_learner("Ada L.")
    assert progress().learner == {"name": "Ada L.", "id": learner_id}  # the id is kept
    with pytest.raises(TypeError):
        set_learner(7)  # type: ignore[arg-type]


def test_progress_as_data_and_as_a_table(folder: Path) -> None:
    four = lesson(4)
    four[2].check(four[2].solution_text)
    shown = progress()
    rows = {r["lesson"]: r for r in shown.lessons()}
    assert rows[4]["done"] == 1 and rows[4]["total"] == len(four)
    assert rows[2]["done"] == 0 and 13 in rows and 14 in rows and rows[15]["title"] == \
        "Capstone"
    assert shown.as_dict()["exercises"] == {"4.2": shown.exercises["4.2"]}
    assert " 4 An operator tour" in repr(shown) and f"1 of {len(four)}" in repr(shown)
    assert "<td>An operator tour</td><td>1 of" in shown._repr_html_()
    assert shown.path == folder / "progress.json"


def test_the_default_folder_is_per_user_and_never_in_the_package(monkeypatch,
                                                                 tmp_path: Path) -> None:
    import pow2048_widget

    monkeypatch.delenv("POW2048_PROGRESS_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert progress_dir() == tmp_path / "xdg" / "pow2048-widget"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert progress_dir() == Path.home() / ".local" / "share" / "pow2048-widget"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert progress_dir() == Path.home() / "Library" / "Application Support" / "pow2048-widget"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert progress_dir() == tmp_path / "roaming" / "pow2048-widget"
    package = Path(pow2048_widget.__file__).resolve().parent
    assert package not in progress_file().resolve().parents


def test_hints_and_a_shown_solution_are_noted_for_the_teacher(folder: Path) -> None:
    two = lesson(2)
    two[2].hint()
    two[2].hint()
    two[2].check("[0]")
    assert progress().exercises["2.2"] == {**progress().exercises["2.2"], "hints": 2,
                                           "solution_shown": False, "attempts": 1}
    two[2].solution()
    two[2].check(two[2].solution_text)
    record = progress().exercises["2.2"]
    assert record["solution_shown"] is True and record["solved"] is True
    again = lesson(2)  # a new kernel asks one hint: the record keeps the most
    again[2].hint()
    assert progress().exercises["2.2"]["hints"] == 2
    assert progress().exercises["2.2"]["solution_shown"] is True


def test_the_table_writes_the_home_folder_as_a_tilde(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("POW2048_PROGRESS_DIR", str(tmp_path / "p"))
    assert progress().where == "~/p/progress.json"
    assert repr(progress()).splitlines()[0].endswith("kept in ~/p/progress.json")
