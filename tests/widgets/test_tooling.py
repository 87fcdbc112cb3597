"""Tooling in the widgets: readable Stepper text, diagnostics, explanations."""

from __future__ import annotations

from pow2048_widget.engine import Game, Mode
from pow2048_widget.widgets import Stepper


def test_stepper_for_merge_text_form_has_the_values():

    grid = [[[2.0], [3.0], "@Empty", "@Empty"]]
    game = Game(Mode(width=4, height=1, starting_grid=grid, start_tile_amount=0,
                     random_tile_amount=0), seed=1)
    s = Stepper.for_merge(game, 0, (0, 1), 2)
    assert '["@Next 1 0"=2, "=", "@This 0"=3] = false' in repr(s)
    assert s.text() == '["@Next 1 0"=2, "=", "@This 0"=3] = false'


def _row_game(row: list) -> Game:
    return Game(Mode(width=len(row), height=1, starting_grid=[row], start_tile_amount=0,
                     random_tile_amount=0), seed=1)


def test_stepper_notes_come_from_lint():
    s = Stepper([1.0, "==", 1.0])
    assert s.notes == [{"path": [1], "where": "expr[1]", "severity": "warning",
                        "message": s.notes[0]["message"], "suggestion": "did you mean `=`?",
                        "code": "unknown-operator"}]
    assert Stepper([1.0, "=", 1.0]).notes == []


def test_board_shows_a_lint_warning_after_a_live_edit_and_the_edit_applies():
    from pow2048_widget.widgets import Board

    game = _row_game([[1.0], [1.0], "@Empty", "@Empty"])
    board = Board(game)
    assert not [w for w in board.warnings if w.startswith("lint:")]
    rule = [2.0, ["@Next 1 0", "==", "@This 0"], True, [[["@This 0", "+", 1.0]]], 0.0,
            [False, True]]
    game.mode.merge_rules = [rule]
    lint_lines = [w for w in board.warnings if w.startswith("lint:")]
    assert any("MergeRules[0][1][1]" in w and "did you mean `=`?" in w for w in lint_lines)
    assert game.mode.merge_rules[0][1][1] == "=="  # applied as written
    board.move(2)
    assert game.grid[0][:2] == [[1.0], [1.0]]  # and faithfully never fires
    assert any("did you mean" in w for w in board.warnings)  # still shown after a move
    game.mode.merge_rules = [[2.0, ["@Next 1 0", "=", "@This 0"], True,
                              [[["@This 0", "+", 1.0]]], 0.0, [False, True]]]
    assert not [w for w in board.warnings if "did you mean" in w]


def test_explain_view_opens_each_rule_test_in_a_stepper():
    from pow2048_widget.widgets import Board, ExplainView

    game = _row_game([[1.0], [1.0], "@Empty", "@Empty"])
    view = Board(game).explain_move(2)
    assert isinstance(view, ExplainView)
    buttons = [c for c in view.list.children if "p2048-explain-test" in c._dom_classes]
    assert len(buttons) == len(view.tests) == 2
    applied = [b for b in buttons if "p2048-explain-applied" in b._dom_classes]
    assert len(applied) == 1 and applied[0].description.endswith("applies")
    applied[0].click()
    (stepper,) = view.slot.children
    assert isinstance(stepper, Stepper) and stepper.result is True
    assert "applies" in stepper.title
    assert game.grid[0][:2] == [[1.0], [1.0]]  # explaining changed nothing


def test_board_lints_only_what_was_edited():
    from pow2048_widget.widgets import Board

    game = _row_game([[1.0], [1.0], "@Empty", "@Empty"])
    broken = [2.0, ["@Next 1 0", "==", "@This 0"], True, [[["@This 0", "+", 1.0]]], 0.0,
              [False, True]]
    game.mode.merge_rules = [broken]
    board = Board(game)  # the mode was like this before the board: no lint lines
    assert not [w for w in board.warnings if w.startswith("lint:")]
    types = [list(t) for t in game.mode.tile_types]
    types[0] = [types[0][0], ["@This 0", "plus", 1.0], *types[0][2:]]
    game.mode.tile_types = types
    lines = [w for w in board.warnings if w.startswith("lint:")]
    assert lines and all("TileTypes[0]" in w for w in lines), lines


def test_stepper_explains_a_javascript_like_error_at_its_step():
    s = Stepper([1.0, "+", ["@This 0", "+", 1.0]])  # no game: no tile to read
    assert s.error is not None
    (note,) = [n for n in s.notes if n["code"] == "error-explained"]
    assert note["path"] == list(s.error.path) == [2, 0]
    assert note["message"].startswith('"@This 0" needs a tile')
    assert s.steps[-1]["kind"] == "error" and s.steps[-1]["path"] == note["path"]
