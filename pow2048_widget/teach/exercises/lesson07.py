"""Lesson 7, arrays as data: @Literal, arr_ operators, arr_map / arr_filter / arr_reduce."""

from __future__ import annotations

from ..cases import expr_case, value_case
from ..constraints import Constraint, uses
from ..exercise import Exercise, Mistake
from .common import swapped_case

_ONE_TO_FOUR = ["@Literal", 1.0, 2.0, 3.0, 4.0]
_FILTERED = ["@Literal", 1.0, 5.0, 2.0, 7.0]

EXERCISES = [
    Exercise(
        id="7.1",
        title="An array as a value",
        statement="Write an expression whose value is the array `[2, 4, 8]`.",
        cases=[expr_case([2.0, 4.0, 8.0], "evaluating it")],
        hints=["An inner array is normally evaluated as an expression.",
               'Put `"@Literal"` first to keep it as data.'],
        model_answer='["@Literal", 2, 4, 8]',
        constraints=[Constraint("`@Literal`", uses("@Literal"), "[2, 4, 8]",
                                'put `"@Literal"` first to keep the array as data')],
        concept="`@Literal`: an array kept as data",
        section="`@Literal`",
        example='`["@Literal", "a", "b"]` is the array ["a", "b"]; without `@Literal`, '
                '`["a", "b"]` is an expression.',
        mistakes=[Mistake("[2, 4, 8]", "without `@Literal` the array is an expression: 4 is "
                                       "not an operator, so it is skipped, and the value is 2")],
    ),
    Exercise(
        id="7.2",
        title="Squares",
        statement=('Square every element of `["@Literal", 1, 2, 3, 4]` with `arr_map`. The '
                   "result is [1, 4, 9, 16]."),
        cases=[expr_case([1.0, 4.0, 9.0, 16.0], "evaluating it"),
               swapped_case([9.0, 25.0], "with [3, 5] in place of [1, 2, 3, 4]", _ONE_TO_FOUR,
                            ["@Literal", 3.0, 5.0])],
        hints=["`arr_map` runs its function array once per element.",
               "The element is the last variable, `\"@Var -1\"` (the index is `@Var -2`)."],
        model_answer='[["@Literal", 1, 2, 3, 4], "arr_map", ["@Var -1", "*", "@Var -1"]]',
        constraints=[Constraint("`arr_map`", uses("arr_map"), '["@Literal", 1, 4, 9, 16]',
                                'apply a function to each element: `[ARRAY, "arr_map", '
                                '[FUNCTION]]`')],
        concept="`arr_map` and the element `@Var -1`",
        section="A function over an array: `arr_map`",
        example='Add 10 to each element: `[["@Literal", 1, 2], "arr_map", ["@Var -1", "+", '
                "10]]` gives [11, 12].",
        mistakes=[Mistake('[["@Literal", 1, 2, 3, 4], "arr_map", ["@Var 0", "*", "@Var 0"]]',
                          "`@Var 0` is the index (0, 1, 2, ...), not the element: the "
                          "element is `@Var -1`")],
    ),
    Exercise(
        id="7.3",
        title="Keep the big ones",
        statement=('From `["@Literal", 1, 5, 2, 7]` keep the elements that are at least 3 '
                   "(with `arr_filter`). The result is [5, 7]."),
        cases=[expr_case([5.0, 7.0], "evaluating it"),
               swapped_case([8.0, 3.0], "with [8, 1, 3] in place of [1, 5, 2, 7]", _FILTERED,
                            ["@Literal", 8.0, 1.0, 3.0])],
        hints=["`arr_filter` keeps an element when its function gives a true value.",
               'The element is `"@Var -1"`.'],
        model_answer='[["@Literal", 1, 5, 2, 7], "arr_filter", ["@Var -1", ">=", 3]]',
        constraints=[Constraint("`arr_filter`", uses("arr_filter"), '["@Literal", 5, 7]',
                                'keep elements with `[ARRAY, "arr_filter", [CONDITION]]`')],
        concept="`arr_filter` keeps the elements whose function gives true",
        section="`arr_filter` and `arr_sort`",
        example='Keep the even ones: `[["@Literal", 1, 2, 3, 4], "arr_filter", ["@Var -1", '
                '"%", 2, "=", 0]]` gives [2, 4].',
        mistakes=[Mistake('[["@Literal", 1, 5, 2, 7], "arr_filter", ["@Var -2", ">=", 3]]',
                          "`@Var -2` is the index; the element is `@Var -1`")],
    ),
    Exercise(
        id="7.4",
        title="A sum with arr_reduce",
        statement=('Add up `["@Literal", 1, 2, 3, 4]` with `arr_reduce` (start value 0). The '
                   "result is 10."),
        cases=[expr_case(10.0, "evaluating it"),
               swapped_case(11.0, "with [5, 6] in place of [1, 2, 3, 4]", _ONE_TO_FOUR,
                            ["@Literal", 5.0, 6.0])],
        hints=["`arr_reduce` takes the start value, then the function.",
               "The accumulator is the function's starting running value, so the function "
               'is written as a continuation: `["+", "@Var -1"]`.'],
        model_answer='[["@Literal", 1, 2, 3, 4], "arr_reduce", 0, ["+", "@Var -1"]]',
        constraints=[Constraint("`arr_reduce`", uses("arr_reduce"), "10",
                                'fold the array: `[ARRAY, "arr_reduce", 0, ["+", "@Var -1"]]`')],
        concept="`arr_reduce`: the accumulator is the function's running value",
        section="`arr_reduce`",
        example='The product of [2, 3, 4]: `[["@Literal", 2, 3, 4], "arr_reduce", 1, ["*", '
                '"@Var -1"]]` gives 24.',
        mistakes=[Mistake('[["@Literal", 1, 2, 3, 4], "arr_reduce", 0, '
                          '["@Var -2", "+", "@Var -1"]]',
                          "the accumulator is not a variable: it is the function's starting "
                          "running value (write the function as `[\"+\", \"@Var -1\"]`); "
                          "`@Var -2` is the index")],
    ),
    Exercise(
        id="7.5",
        title="An array as text",
        kind="value",
        statement='What does `[["@Literal", 4, 5], "str_concat", "!"]` give?',
        cases=[value_case("4,5!", "the value")],
        hints=["`str_concat` turns its running value into text first.",
               "The author's guide says brackets are kept; the engine does not keep them."],
        model_answer='"4,5!"',
        concept="how an array becomes text",
        section="Arrays as text, and the guide",
        example='`[["@Literal", 1, 2, 3], "str_concat", ""]` gives "1,2,3".',
        mistakes=[Mistake('"[4,5]!"', "the guide says brackets are kept, but the engine "
                                      "writes arrays without brackets: \"4,5\""),
                  Mistake('"4, 5!"', "an array becomes text with a comma and no space "
                                     "between its elements, as JavaScript writes it")],
    ),
]
