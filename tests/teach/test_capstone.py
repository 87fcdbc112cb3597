"""The capstone checker: a good variant meets every requirement of the brief; a variant that
misses one is told which, with what was seen and why; the learner's own cases are played."""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.calcarray import sc_loads
from pow2048_widget.engine import classic_mode
from pow2048_widget.teach import progress
from pow2048_widget.teach.capstone import BRIEF, REQUIREMENTS, check_capstone
from pow2048_widget.teach.exercises.common import TRIPLE_RULE

E = None
CASES: list[Any] = [
    ([[[1.0], [1.0], [1.0], E]], "left", [[[3.0], E, E, E]]),
    ([[[1.0], [1.0], E, E]], "left", [[[1.0], [1.0], E, E]]),
    ([[E, [3.0], [3.0], [3.0]]], "right", [[E, E, E, [5.0]]]),
]


def good_mode():
    """Triples: three equal tiles make one two steps up; its own colours; win at [7]."""
    m = classic_mode()
    m.merge_rules = [TRIPLE_RULE]
    m.known_merge_max_length = 3
    m.tile_types = [sc_loads('[true, [2, "^", "@This 0"], ["@HSLA", ["@This 0", "*", 47, '
                             '"%", 360], 65, 55, 1], "#fff"]')]
    m.stat_boxes = [["Score", "@Score"], ["Moves", "@Moves"]]
    m.win_conditions = [[7.0]]
    return m


def test_the_brief_lists_every_requirement() -> None:
    for k, name in enumerate(REQUIREMENTS, start=1):
        assert f"{k}. **{name}**" in BRIEF


def test_a_good_variant_meets_every_requirement() -> None:
    report = check_capstone(good_mode(), CASES)
    assert report.passed, report.text()
    text = report.text()
    assert text.startswith("✓ Capstone complete: all 7 requirements met.")
    assert "✓ 1. Three-tile merges: [1] [1] [1] → [3]; a pair stays a pair" in text
    assert "✓ 3. A win tile: making [7] (3 merges up) wins" in text
    assert "✓ 7. Your cases: all 3 of your cases pass" in text
    assert progress().exercises["15.capstone"]["solved"] is True


def _broken(change) -> Any:
    m = good_mode()
    change(m)
    return m


@pytest.mark.parametrize(("name", "change", "why"), [
    ("Three-tile merges", lambda m: setattr(m, "known_merge_max_length", 2),
     "only tried when `known_merge_max_length` is at least 3"),
    ("Three-tile merges", lambda m: m.merge_rules.append(classic_mode().merge_rules[0]),
     "a pair must stay a pair"),
    ("Your own colours", lambda m: setattr(m, "tile_types", classic_mode().tile_types),
     "the tile [1] has the classic background"),
    ("Your own colours", lambda m: m.tile_types.insert(
        0, sc_loads('[true, "x", ["@HSLA", [["@This 0", "BigInt"], "/B", 0], 1, 1, 1], '
                 '"#fff"]')),
     "cannot be drawn"),
    ("A win tile", lambda m: setattr(m, "win_conditions", [[7]]),
     "a Python int (`7`) is a BigInt to the engine and never equals the number tile `7.0`"),
    ("A win tile", lambda m: setattr(m, "win_conditions", [[3.0]]),
     "the tiles your merges make from the spawned tile are [1], [3], [5]"),
    ("A stat box", lambda m: setattr(m, "stat_boxes", [["Score", "@Score"]]),
     "add one to `stat_boxes`"),
    ("A stat box", lambda m: setattr(m, "stat_boxes", [["Score", "@Score"], ["Seven", 7.0]]),
     "its expression should read something that changes"),
    ("A stat box", lambda m: setattr(m, "stat_boxes", [["Score", "@Score"], ["Moves", "@moves"]]),
     'Moves stayed @moves through a game\n    Why: in the expression of Moves: "@moves" is no '
     "special string"),
    ("A stat box", lambda m: setattr(m, "stat_boxes", [["Score", "@Score"], ["Moves", "@moves"]]),
     "did you mean `@Moves`?"),
    ("It plays", lambda m: setattr(m, "start_tile_amount", 0.0),
     "set `start_tile_amount`"),
    ("It travels", lambda m: m.stat_boxes.append(["Odd", object()]),
     "SaveCodeError"),
])
def test_a_missed_requirement_is_named(name: str, change, why: str) -> None:
    report = check_capstone(_broken(change), CASES)
    assert not report.passed
    assert name in report.failing
    line = next(r for r in report.results if r.name == name)
    shown = line.text()
    assert shown.startswith(f"✗ {REQUIREMENTS.index(name) + 1}. {name}: ")
    assert why in shown, shown
    assert report.text().startswith("✗ Not yet: ")
    assert progress().exercises["15.capstone"]["solved"] is False


def test_classic_2048_misses_most_of_the_brief() -> None:
    report = check_capstone(classic_mode(), CASES[:2])
    assert report.failing == ["Three-tile merges", "Your own colours", "A win tile",
                              "A stat box", "Your cases"]
    assert "[1] [1] [1] moving left gave [2] [1] _ _, not one tile" in report.text()
    assert "2 cases given, 3 needed" in report.text()


def test_the_learners_own_cases_are_played() -> None:
    wrong = [CASES[0], ([[[1.0], [1.0], E, E]], "left", [[[2.0], E, E, E]]), CASES[2]]
    report = check_capstone(good_mode(), wrong)
    assert report.failing == ["Your cases"]
    text = report.text()
    assert "your case 2 fails: [1] [1] _ _ / _ _ _ _ / _ _ _ _ / _ _ _ _ pressing 'left'" in text
    assert "expected: [2] _ _ _" in text and "got:      [1] [1] _ _" in text
    repeated = check_capstone(good_mode(), [CASES[0], CASES[0], CASES[2]])
    assert "your case 2 repeats an earlier case" in repeated.text()
    off = check_capstone(good_mode(), [CASES[0], CASES[1], ([[[1.0]] * 5], "left", [[]])])
    assert "the board of your case 3 is bigger than your 4 × 4 board" in off.text()
    pressed = check_capstone(good_mode(), [CASES[0], CASES[1], (CASES[2][0], "sideways",
                                                                  CASES[2][2])])
    assert "your mode has no direction 'sideways'" in pressed.text()
    by_index = check_capstone(good_mode(), [CASES[0], CASES[1], (CASES[2][0], 3, CASES[2][2])])
    assert by_index.passed


def test_not_a_mode_is_feedback_not_a_crash() -> None:
    report = check_capstone("my mode", CASES)
    assert report.failing == REQUIREMENTS
    assert "needs a Mode, not str" in report.text()


def test_a_case_written_with_numbers_for_tiles_is_named_with_its_place() -> None:
    numbers = [([[2, 2, 2, None]], "left", [[4, None, None, None]]), CASES[1], CASES[2]]
    line = next(r for r in check_capstone(good_mode(), numbers).results
                if r.name == "Your cases").text()
    assert "the board of your case 1 has the number 2 at row 0, column 0" in line
    assert "a tile is a list, written as the grid writes it" in line
    assert "startingGrid" not in line
