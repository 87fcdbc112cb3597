"""Lesson 2, first expressions: left to right, numbers and BigInts, text, booleans."""

from __future__ import annotations

from typing import Any

from ..cases import expr_case, python_case, value_case
from ..exercise import Exercise, Mistake


def _numbers_in_order(answer: Any) -> Any:
    """The plain numbers of a flat answer, in order (None if it nests arrays)."""
    if not isinstance(answer, list) or any(isinstance(x, list) for x in answer):
        return "a nested array" if isinstance(answer, list) else "not an array"
    return [x for x in answer if isinstance(x, float)]


EXERCISES = [
    Exercise(
        id="2.1",
        title="Left to right",
        kind="value",
        statement=(
            'What does `[10, "-", 4, "/", 2]` give? Type the value (a number).\n\n'
            "Remember: CalcArray has no precedence; it works from left to right."),
        cases=[value_case(3.0, 'the value of [10, "-", 4, "/", 2]')],
        hints=["First `10 - 4`, and only then the division.",
               "10 - 4 is 6; 6 / 2 is ..."],
        model_answer="3",
        mistakes=[Mistake("8", "8 is 10 - (4 / 2): that is school precedence, but CalcArray "
                               "applies `-` first because it comes first")],
        explanation="The running value goes 10, then 6, then 3.",
    ),
    Exercise(
        id="2.2",
        title="Thirteen without nesting",
        statement=(
            "Write an expression, **without nested arrays**, that uses the numbers 1, 2, 3 "
            "and 4 in this order and gives 13 (that is (1 + 2) × 3 + 4)."),
        cases=[expr_case(13.0, "evaluating it"),
               python_case("the numbers it uses, in order", [1.0, 2.0, 3.0, 4.0],
                           _numbers_in_order)],
        hints=["Left to right already does the bracket for you: `1 + 2` happens first.",
               'Start with `[1, "+", 2, ...]`.'],
        model_answer='[1, "+", 2, "*", 3, "+", 4]',
        mistakes=[Mistake('[1, "+", [2, "*", 3], "+", 4]',
                          "the nested array makes 2 × 3 happen first (that gives 11); "
                          "left to right you need no brackets at all")],
    ),
    Exercise(
        id="2.3",
        title="Is 5 the same as \"5\"?",
        kind="value",
        statement='What does `[5, "=", "5"]` give? Type `true` or `false`.',
        cases=[value_case(False, 'the value of [5, "=", "5"]')],
        hints=["`=` compares values of any type without converting them.",
               "One side is a number, the other is text."],
        model_answer="false",
        mistakes=[Mistake("true", '`=` never converts: the number 5 and the text "5" are '
                                  "different values (unlike JavaScript's `==`)")],
    ),
    Exercise(
        id="2.4",
        title="Text from a number",
        statement=(
            'Starting from the number 2048, make the text `"2048!"` (the number followed by '
            "an exclamation mark)."),
        cases=[expr_case("2048!", "evaluating it")],
        hints=["`+` is arithmetic only: it turns both sides into numbers.",
               "The text operators start with `str_`; joining is `str_concat`."],
        model_answer='[2048, "str_concat", "!"]',
        mistakes=[Mistake('[2048, "+", "!"]',
                          '`+` is arithmetic: "!" is not a number, so it counts as 0; '
                          "`+` never joins text: use `str_concat`")],
        explanation="`str_concat` converts its running value to text first, so 2048 "
                    'becomes "2048".',
    ),
    Exercise(
        id="2.5",
        title="Exactly 2 to the 64th",
        statement=(
            "Numbers are JavaScript doubles: `[2, \"^\", 64]` is only close to 2^64. Write an "
            "expression that gives **exactly** 18446744073709551616, as a BigInt. Type "
            'BigInts as `2n` (or `"@BigInt 2"`).'),
        cases=[expr_case(2**64, "evaluating it")],
        hints=["BigInt operators end in B: `+B`, `*B`, `^B` ...",
               'Start from the BigInt 2: `[2n, "^B", ...]`.'],
        model_answer='[2n, "^B", 64n]',
        mistakes=[Mistake('[2, "^", 64]',
                          "`^` works on doubles, which keep about 16 digits: the result is "
                          "18446744073709552000, a number, not the exact BigInt")],
        explanation='In Python, the int 2 is a BigInt for CalcArray; `evaluate([2, "^B", 64])` '
                    "gives the Python int 18446744073709551616.",
    ),
]
