"""Lesson 8, reading the board: @This, @Next, @NextNE, positions, state strings."""

from __future__ import annotations

from ..cases import expr_case
from ..exercise import Exercise, Mistake
from .common import row

_RIGHT = (0, 1)

EXERCISES = [
    Exercise(
        id="8.1",
        title="The tile ahead",
        statement=(
            "Moving right, write a condition that is `true` when the next cell ahead holds "
            "a tile equal to this one (compare their first entries)."),
        cases=[expr_case(True, "row 2 2 4, this = column 0, moving right",
                         grid=[row(2, 2, 4)], direction=_RIGHT),
               expr_case(False, "row 2 2 4, this = column 1, moving right",
                         grid=[row(2, 2, 4)], position=(0, 1), direction=_RIGHT)],
        hints=['`"@Next k i"` is entry i of the cell k steps ahead.',
               '`["@Next 1 0", "=", "@This 0"]`.'],
        model_answer='["@Next 1 0", "=", "@This 0"]',
        shape="condition",
        concept="`@Next`: the cells ahead in the direction of the move",
        section="`@Next`: looking in the direction of a move",
        example='"The cell two steps ahead holds a 4": `["@Next 2 0", "=", 2]`.',
        mistakes=[Mistake('["@Next 0 0", "=", "@This 0"]',
                          "`@Next 0` is the current cell itself; the cell ahead is `@Next 1`")],
    ),
    Exercise(
        id="8.2",
        title="Skip the gap",
        statement=(
            "Moving right, write a condition that is `true` when the nearest **tile** ahead "
            "(skipping empty cells) is equal to this one."),
        cases=[expr_case(True, "row 2 _ 2, this = column 0, moving right",
                         grid=[row(2, None, 2)], direction=_RIGHT),
               expr_case(False, "row 2 4 2, this = column 0, moving right",
                         grid=[row(2, 4, 2)], direction=_RIGHT)],
        hints=["`@Next 1` is the next cell even when it is empty.",
               "`@NextNE` counts only cells that are not empty (NE: non-empty)."],
        model_answer='["@NextNE 1 0", "=", "@This 0"]',
        shape="condition",
        concept="`@NextNE`: the nearest non-empty cells ahead",
        section="`@Next`: looking in the direction of a move",
        example='"The nearest tile ahead is bigger": `["@NextNE 1 0", ">", "@This 0"]`.',
        mistakes=[Mistake('["@Next 1 0", "=", "@This 0"]',
                          "`@Next 1 0` reads the next cell even when it is empty (it gives "
                          '"@Empty"); `@NextNE 1 0` skips empty cells')],
    ),
    Exercise(
        id="8.3",
        title="The top row",
        statement=("Write a condition that is `true` for a tile in the top row of the board "
                   "(rows are counted from 0 at the top)."),
        cases=[expr_case(True, "row 0, column 1", grid=[row(2, 2), row(4, 4)],
                         position=(0, 1)),
               expr_case(False, "row 1, column 0", grid=[row(2, 2), row(4, 4)],
                         position=(1, 0))],
        hints=["`@VCoord` is the row, `@HCoord` the column."],
        model_answer='["@VCoord", "=", 0]',
        shape="condition",
        concept="positions: `@VCoord` (row) and `@HCoord` (column)",
        section="Positions and directions",
        example='"In the left column": `["@HCoord", "=", 0]`.',
        mistakes=[Mistake('["@HCoord", "=", 0]',
                          "`@HCoord` is the column; the row is `@VCoord`")],
    ),
    Exercise(
        id="8.4",
        title="A score bonus",
        statement="Write an expression that gives the current score plus 10.",
        cases=[expr_case(100.0, "with score 90", score=90.0),
               expr_case(10.0, "with score 0", score=0.0)],
        hints=["The score is a state string."],
        model_answer='["@Score", "+", 10]',
        concept="state strings such as `@Score` and `@Moves`",
        section="State strings and game variables",
        example='The number of moves doubled: `["@Moves", "*", 2]`.',
        mistakes=[Mistake('["@score", "+", 10]',
                          "special strings are case-sensitive: write `@Score`, not `@score` "
                          "(a misspelt special string stays plain text)")],
    ),
]
