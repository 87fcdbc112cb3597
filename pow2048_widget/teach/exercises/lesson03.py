"""Lesson 3, nesting and @Parent: inner arrays are brackets; @Parent reads outer values."""

from __future__ import annotations

from typing import Any

from ..cases import expr_case, python_case, value_case
from ..exercise import Exercise, Mistake


def _nests(answer: Any) -> bool:
    return isinstance(answer, list) and any(isinstance(x, list) for x in answer)


EXERCISES = [
    Exercise(
        id="3.1",
        title="Brackets first",
        kind="value",
        statement='What does `[2, "*", [3, "+", 4], "-", 1]` give?',
        cases=[value_case(13.0, 'the value of [2, "*", [3, "+", 4], "-", 1]')],
        hints=["The inner array is evaluated when `*` needs its argument.",
               "[3, \"+\", 4] is 7, so the outer array becomes [2, \"*\", 7, \"-\", 1]."],
        model_answer="13",
        mistakes=[Mistake("9", "9 is 2 × 3 + 4 − 1: the inner array is one value (7), "
                               "computed before `*` uses it")],
    ),
    Exercise(
        id="3.2",
        title="Subtract a product",
        statement=("Write an expression for 100 − 4 × 5 (the product first, as in school), "
                   "using a nested array. It must give 80."),
        cases=[expr_case(80.0, "evaluating it"),
               python_case("it uses a nested array", True, _nests)],
        hints=["Without nesting, `[100, \"-\", 4, \"*\", 5]` subtracts first.",
               "Put the product in its own array: `[4, \"*\", 5]`."],
        model_answer='[100, "-", [4, "*", 5]]',
        mistakes=[Mistake('[100, "-", 4, "*", 5]',
                          "left to right this is (100 − 4) × 5 = 480: put `4 * 5` in a "
                          "nested array")],
    ),
    Exercise(
        id="3.3",
        title="A tile plus its square",
        statement=(
            'On a tile, `"@This 0"` is the tile\'s first number. Write an expression that '
            "starts with `\"@This 0\"` and adds the square of that same running value, "
            "reading it inside a nested array with `@Parent`. On the tile [3] it gives 12 "
            "(3 + 9), on [5] it gives 30."),
        cases=[expr_case(12.0, tile=[3.0]), expr_case(30.0, tile=[5.0]),
               expr_case(0.0, tile=[0.0])],
        hints=["Inside the nested array, `@Parent -1` is the nested array's own running "
               "value; the array around it is one level further out.",
               'The outer running value is `"@Parent -2"`: `["@Parent -2", "*", "@Parent -2"]`.'],
        model_answer='["@This 0", "+", ["@Parent -2", "*", "@Parent -2"]]',
        mistakes=[Mistake('["@This 0", "+", ["@Parent -1", "*", "@Parent -1"]]',
                          "`@Parent -1` is the running value of the array it is written in "
                          "(as its first entry it refers to itself and never ends); the "
                          "outer array's value is `@Parent -2`")],
    ),
    Exercise(
        id="3.4",
        title="Which running value?",
        kind="value",
        statement='What does `[2, "*", [5, "-", "@Parent -2"], "+", 1]` give?',
        cases=[value_case(7.0, "the value")],
        hints=["When the nested array runs, the outer running value is still 2.",
               "The nested array is 5 − 2 = 3; then 2 × 3 + 1."],
        model_answer="7",
        mistakes=[Mistake("1", "`@Parent -2` is the running value of the array *around* the "
                               "nested one (2), not the nested array's own value (5): "
                               "5 − 2 = 3, and 2 × 3 + 1 = 7")],
    ),
]
