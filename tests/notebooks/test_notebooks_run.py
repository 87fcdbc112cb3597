"""Every lesson of the course runs top to bottom in a real kernel without an error.

The browser tests play the boards; this checks the notebooks' own cells (including those
the e2e tests do not open) and what their text outputs tell a reader. Exercises are left
unanswered, as a learner opening a lesson would: that is not an error.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


@functools.cache
def _run(path: Path) -> nbformat.NotebookNode:
    """Execute a notebook once per test session (the tests only read its outputs)."""
    nb = nbformat.read(path, as_version=4)
    env_path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    os.environ["PYTHONPATH"] = env_path  # the kernel inherits it (works without install too)
    # ... and the progress folder of the session (tests/conftest.py), not the real home.
    assert os.environ.get("POW2048_PROGRESS_DIR"), "tests/conftest.py sets the progress dir"
    client = NotebookClient(nb, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    return nb


def _text_outputs(nb: nbformat.NotebookNode) -> str:
    """All text a reader sees. Stream pieces are joined as they are: the kernel may flush
    one ``print`` in several messages (between its arguments), so a separator would split
    a line."""
    out = []
    for cell in nb.cells:
        for o in cell.get("outputs", []):
            if o.get("output_type") == "stream":
                out.append(o.get("text", ""))
            else:
                out.append("\n" + str(o.get("data", {}).get("text/plain", "")) + "\n")
    return "".join(out)


# The course, in order.
COURSE = ["00-index", "01-play", "02-first-expressions", "03-nesting-and-parent",
          "04-operator-tour", "05-variables", "06-control-flow", "07-arrays-and-literal",
          "08-reading-the-board", "09-merge-rules", "10-tiles-and-colours",
          "11-spawns-scripts-win-lose", "12-design-your-variant", "13-four-games",
          "14-comparing-variants", "15-capstone"]


def _notebook(stem: str) -> Path:
    return ROOT / "notebooks" / f"{stem}.ipynb"


def test_the_course_is_complete() -> None:
    names = {p.name for p in NOTEBOOKS}
    assert {f"{stem}.ipynb" for stem in COURSE} <= names
    index = nbformat.read(_notebook("00-index"), as_version=4)
    links = "".join(c.source for c in index.cells)
    for stem in COURSE[1:]:
        assert f"({stem}.ipynb)" in links, stem


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_without_error(path: Path) -> None:
    nb = _run(path)
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert not errors, errors[0]["evalue"] if errors else ""
    stderr = [o.text for c in nb.cells for o in c.get("outputs", [])
              if o.output_type == "stream" and o.name == "stderr"]
    assert not stderr, stderr[0]


@pytest.mark.parametrize("number", range(2, 15))
def test_lesson_shows_all_its_exercises_and_a_recap(number: int) -> None:
    from pow2048_widget.teach import lesson

    path = next(p for p in NOTEBOOKS if p.name.startswith(f"{number:02d}-"))
    nb = _run(path)
    shown = [o["data"]["text/plain"].split(":")[0] for c in nb.cells
             for o in c.get("outputs", []) if o.output_type == "execute_result"
             and str(o.get("data", {}).get("text/plain", "")).startswith("Exercise ")]
    expected = [f"Exercise {ex.id}" for ex in lesson(number)]
    assert sorted(shown) == sorted(expected)
    assert len(expected) >= 3
    assert any(c.cell_type == "markdown" and c.source.startswith("## Recap") for c in nb.cells)
    assert f"Lesson {number}, " in _text_outputs(nb)  # the progress line at the end


def test_lessons_teach_what_the_engine_does() -> None:
    three = _text_outputs(_run(_notebook("03-nesting-and-parent")))
    assert "result: 136" in three and "137" in three  # the guide's figure, corrected
    nine = _text_outputs(_run(_notebook("09-merge-rules")))
    assert "[PAIR, TRIPLE]: 2 2 2 _ -> 4 2 _ _" in nine
    assert "known length 2: 2 2 2 _" in nine and "known length 3: 8 _ _ _" in nine
    assert "ModeError: MergeRules[0]" in nine and "rules unchanged: True" in nine
    ten = _text_outputs(_run(_notebook("10-tiles-and-colours")))
    assert "linear-gradient(135, #f00, 0, #00f, 100)" in ten  # the Python-int trap, shown
    assert "linear-gradient(135deg, #f00 0%, #00f 100%)" in ten
    assert "('two', '#222222', '#ffffff')" in ten  # first match wins
    eleven = _text_outputs(_run(_notebook("11-spawns-scripts-win-lose")))
    assert "win screen: True" in eleven


def test_save_codes_and_schemes_tell_what_happened() -> None:
    text = _text_outputs(_run(_notebook("12-design-your-variant")))
    assert "Custom code, version 2.0" in text
    assert "SaveCodeError: field" in text
    assert "@2048PowCompMode|3.0|" in text
    assert "@2048PowCompGame|3.0|" in text
    assert "width 5 height 5 rules 2 same mode: True" in text
    text = _text_outputs(_run(_notebook("10-tiles-and-colours")))
    assert "tile display rule failed" in text
    assert "TRIGAT" in text


def test_comparing_variants_notebook_shows_the_comparison() -> None:
    nb = _run(ROOT / "notebooks" / "14-comparing-variants.ipynb")
    text = _text_outputs(nb)
    assert "half fours" in text and "mean_score" in text and "corner" in text
    assert _cell_text(nb, "768d53ee").strip() == "True"  # the pool gave the same table
    images = [o for c in nb.cells for o in c.get("outputs", []) if "image/png" in o.get(
        "data", {})]
    assert images, "the score plot is shown"


def _cell_text(nb: nbformat.NotebookNode, cell_id: str) -> str:
    """What one cell (found by its id) showed: printed text and its displayed value."""
    cell = next(c for c in nb.cells if c.get("id") == cell_id)
    return "".join(o.get("text", "") if o.get("output_type") == "stream"
                   else str(o.get("data", {}).get("text/plain", ""))
                   for o in cell.get("outputs", []))


def test_lint_cells_say_what_their_prose_says() -> None:
    two = _run(_notebook("02-first-expressions"))
    assert "never strictly equal" in _cell_text(two, "l02-t02")  # number vs BigInt: false
    eq = _cell_text(two, "l02-t04")
    assert '"==" is not an operator' in eq and "did you mean `=`?" in eq
    plus = _cell_text(two, "l02-t06").splitlines()
    assert plus[0] == "3" and "did you mean `+`?" in plus[1]  # skipped, then explained
    parent = _cell_text(_run(_notebook("03-nesting-and-parent")), "l03-t02").splitlines()
    assert parent[0] == "10 5"  # the misspelling reads as 0 in arithmetic
    assert "did you mean `@Parent -1`?" in parent[1]


def test_operator_tour_looks_operators_up() -> None:
    from pow2048_widget.calcarray import operator_reference

    four = _run(_notebook("04-operator-tour"))
    shown = _cell_text(four, "l04-c03").splitlines()[0]  # the lesson's own -7 % 3, -7 mod 3
    looked_up = _cell_text(four, "l04-t02")
    assert shown == "-1 2"
    assert 'example: [-7, "%", 3]  ->  -1' in looked_up
    assert 'example: [-7, "mod", 3]  ->  2' in looked_up
    typos = _cell_text(four, "l04-t04")
    assert "Did you mean `gcd`?" in typos and "`str_length`" in typos
    count = _cell_text(four, "l04-t06")
    assert f"{len(operator_reference())} entries in" in count
    assert "comparison: = != " in count
    explained = _cell_text(four, "l04-t08").splitlines()
    assert "divide by zero" in explained[1]
    marked = next(i for i, line in enumerate(explained) if line.strip().endswith("here"))
    column = explained[marked].index("^")
    assert explained[marked - 1][column:].startswith('"/B"')  # the failing operator


def test_merge_rules_lesson_explains_moves_and_lints_modes() -> None:
    nine = _run(_notebook("09-merge-rules"))
    fires = _cell_text(nine, "l09-t02")
    assert fires.startswith("Move ← (direction 2): 1 merge, score +4")
    assert "=> merged by rule 0 into [2], score +4" in fires
    quiet = _cell_text(nine, "l09-t04")
    assert "0 merges" in quiet and "nothing moves" in quiet
    assert "the condition gave false" in quiet and "merged by rule" not in quiet
    cell = next(c for c in nine.cells if c.get("id") == "l09-t06")
    assert cell.outputs[0]["data"]["text/plain"].startswith("ExplainView(")
    assert "application/vnd.jupyter.widget-view+json" in cell.outputs[0]["data"]
    appended = _cell_text(nine, "l09-t08")
    assert "MergeRules[1][0]" in appended and "knownMergeMaxLength is 2" in appended
    assert "MergeRules[1]: shadowed by rule 0" in appended
    assert _cell_text(nine, "l09-t10").strip() == "findings: []"


def test_design_lesson_lints_the_variant_before_export() -> None:
    twelve = _run(_notebook("12-design-your-variant"))
    assert _cell_text(twelve, "l12-t02").strip() == "findings: []"
    slip = _cell_text(twelve, "l12-t04")
    assert "MergeRules[1][1][2]" in slip and "did you mean `=`?" in slip
    python_int = _cell_text(twelve, "l12-int-code")
    assert "winConditions[0][0]: 11 is a Python int" in python_int
    assert "never matches" in python_int
    assert _cell_text(twelve, "l12-kind-code").split() == ["Mode", "Game"]
    colours = _text_outputs(_run(_notebook("10-tiles-and-colours")))
    assert "TileTypes[0][2][1]: the colour fails on the tile [1]: division by zero" in colours


def test_the_index_shows_the_learners_progress() -> None:
    shown = _cell_text(_run(_notebook("00-index")), "l00-p01")
    assert shown.startswith("Progress of ")
    assert " 2 First expressions" in shown and "15 Capstone" in shown
    assert os.environ["POW2048_PROGRESS_DIR"] not in ("", str(Path.home()))


def test_the_capstone_checks_the_starting_variant() -> None:
    from pow2048_widget.teach.capstone import REQUIREMENTS

    nb = _run(_notebook("15-capstone"))
    assert "1. **Three-tile merges**" in _text_outputs(nb)  # the brief
    check = next(c for c in nb.cells if c.source == "check_capstone(mode, my_cases)")
    report = _cell_text(nb, check.id)
    assert report.startswith("✗ Not yet: 2 of 7 requirements met.")  # classic 2048
    for k, name in enumerate(REQUIREMENTS, start=1):
        assert f". {name}: " in report and f"{k}. {name}" in report
    assert "✓ 5. It plays" in report and "✗ 7. Your cases: 0 cases given, 3 needed" in report


def test_arrays_lesson_explains_an_outer_variable_in_a_function() -> None:
    seven = _run(_notebook("07-arrays-and-literal"))
    text = _cell_text(seven, "l07-retain-code")
    assert text.startswith("[1, 3, 5] with @var_retain: [11, 12, 13]")
    assert '"@Var 0" inside the arr_map function does not read the outer variable 0' in text
    assert "@Var 0 is the index" in text


def test_lesson_01_prints_the_game_as_the_board_shows_it() -> None:
    """`print(game)` shows each tile as its number on the board (2 for the stored [1]), the
    same numbers the lesson works out by hand from `game.grid` just before."""
    nb = _run(_notebook("01-play"))
    out = {c.get("id"): "".join(o.get("text", "") for o in c.get("outputs", []))
           for c in nb.cells if c.cell_type == "code"}
    by_hand = [line.split() for line in out["l01-c07"].splitlines()]
    shown = out["l01-c07c"].splitlines()
    assert shown[0].startswith("Game(4x4, score ")
    assert [line.split() for line in shown[1:]] == [
        ["·" if t == "." else t for t in row] for row in by_hand]
    assert any(t not in (".", "1") for row in by_hand for t in row)  # tiles are on the board
