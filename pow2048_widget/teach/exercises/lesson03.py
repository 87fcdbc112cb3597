"""Lesson 3, nesting and @Parent: inner arrays are brackets; @Parent reads outer values."""

from __future__ import annotations

from typing import Any

from ..cases import expr_case, value_case
from ..constraints import Constraint, uses
from ..exercise import Exercise, Mistake


def _product_nested(answer: Any) -> bool:
    """A nested array of the answer multiplies."""
    return isinstance(answer, list) and any(isinstance(x, list) and "*" in x for x in answer)


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
        concept="nested arrays are brackets: evaluated when their value is needed"
        ,section="Nested arrays are the brackets",
        example='`[10, "-", [2, "*", 3]]` is 4: the inner array is 6 before `-` uses it.',
        mistakes=[Mistake("9", "9 is 2 × 3 + 4 − 1: the inner array is one value (7), "
                               "computed before `*` uses it")],
    ),
    Exercise(
        id="3.2",
        title="Subtract a product",
        statement=("Write an expression for 100 − 4 × 5 (the product first, as in school), "
                   "using a nested array. It must give 80."),
        cases=[expr_case(80.0, "evaluating it")],
        hints=["Without nesting, `[100, \"-\", 4, \"*\", 5]` subtracts first.",
               "Put the product in its own array: `[4, \"*\", 5]`."],
        model_answer='[100, "-", [4, "*", 5]]',
        constraints=[Constraint("a product in a nested array", _product_nested,
                                '[100, "-", 20]',
                                'put `4 * 5` in its own array: `[4, "*", 5]`')],
        concept="nesting to make one part happen first",
        section="Nested arrays are the brackets",
        example='50 + 3 × 2 is `[50, "+", [3, "*", 2]]` (56); flat, `[50, "+", 3, "*", 2]` '
                "would be 106.",
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
               'Inside the nested array, the outer running value is `"@Parent -2"`: multiply it '
               'by itself there.'],
        model_answer='["@This 0", "+", ["@Parent -2", "*", "@Parent -2"]]',
        constraints=[Constraint("`@Parent`", uses("@Parent"),
                                '["@This 0", "+", ["@This 0", "*", "@This 0"]]',
                                "read the outer running value with `\"@Parent -2\"` inside "
                                "the nested array instead of reading the tile again")],
        shape="expression",
        concept="`@Parent`: reading the running value of an enclosing array",
        section="`@Parent`: the running value of an enclosing array",
        example='Starting from 4, add the running value halved: `[4, "+", ["@Parent -2", '
                '"/", 2]]` gives 6 (inside, `@Parent -2` is the outer running value, 4).',
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
        concept="which array `@Parent -2` refers to"
        ,section="Predict the values",
        example='`[10, "+", [1, "+", "@Parent -2"]]`: the outer running value is 10, the inner '
                "array is 1 + 10 = 11, and the result is 21.",
        mistakes=[Mistake("1", "`@Parent -2` is the running value of the array *around* the "
                               "nested one (2), not the nested array's own value (5): "
                               "5 − 2 = 3, and 2 × 3 + 1 = 7")],
    ),
]
