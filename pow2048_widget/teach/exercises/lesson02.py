"""Lesson 2, first expressions: left to right, numbers and BigInts, text, booleans."""

from __future__ import annotations

from typing import Any

from ...calcarray.operators.base import REGISTRY
from ..cases import expr_case, value_case
from ..constraints import Constraint, flat, words
from ..exercise import Exercise, Mistake


def _numbers_in_order(answer: Any) -> bool:
    """The plain numbers of a flat answer are 1, 2, 3, 4 in this order."""
    return isinstance(answer, list) and [x for x in answer if isinstance(x, float)] == [
        1.0, 2.0, 3.0, 4.0]


def _bigint_operator(answer: Any) -> bool:
    """A BigInt operator (its name ends in B: ``^B``, ``*B`` ...) is used."""
    return any(w.endswith("B") and w in REGISTRY for w in words(answer))


def _starts_from_2048(answer: Any) -> bool:
    return isinstance(answer, list) and bool(answer) and answer[0] == 2048.0 and \
        isinstance(answer[0], float)


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
        concept="left-to-right evaluation: no operator precedence",
        section="The running value",
        example='`[2, "+", 3, "*", 4]` is 20, not 14: first 2 + 3 = 5, then 5 × 4 = 20.',
    ),
    Exercise(
        id="2.2",
        title="Thirteen without nesting",
        statement=(
            "Write an expression, **without nested arrays**, that uses the numbers 1, 2, 3 "
            "and 4 in this order and gives 13 (that is (1 + 2) × 3 + 4)."),
        cases=[expr_case(13.0, "evaluating it")],
        constraints=[
            Constraint("no nested arrays", flat, '[[1, "+", 2], "*", 3, "+", 4]',
                       "the point is that left to right needs no brackets: write one flat "
                       "array"),
            Constraint("the numbers 1, 2, 3 and 4 in this order", _numbers_in_order, "13",
                       "use each of 1, 2, 3, 4 once, in this order, with operators between")],
        concept="the running value: each operator works on everything before it",
        section="The running value",
        example='(2 + 3) × 4 − 1 without brackets: `[2, "+", 3, "*", 4, "-", 1]` gives 19, '
                "because the running value is 2, 5, 20, 19.",
        hints=["Left to right already does the bracket for you: `1 + 2` happens first.",
               'Start with `[1, "+", 2, ...]`.'],
        model_answer='[1, "+", 2, "*", 3, "+", 4]',
        mistakes=[Mistake('[1, "+", [2, "*", 3], "+", 4]',
                          "the nested array makes 2 × 3 happen first (that gives 11); "
                          "left to right you need no brackets at all")],
    ),
    Exercise(
        id="2.3",
        title="Exactly 2 to the 64th",
        statement=(
            "Numbers are JavaScript doubles: `[2, \"^\", 64]` is only close to 2^64. Write an "
            "expression that gives **exactly** 18446744073709551616, as a BigInt. Type "
            'BigInts as `2n` (or `"@BigInt 2"`).'),
        cases=[expr_case(2**64, "evaluating it")],
        constraints=[Constraint("a BigInt operator (such as `^B` or `*B`)",
                                _bigint_operator,
                                "18446744073709551616n",
                                "compute it: raise the BigInt 2 to the 64th with `^B`")],
        concept="BigInts and their operators (ending in B)",
        section="Numbers and BigInts",
        example='3 to the 50th, exactly: `[3n, "^B", 50n]` gives 717897987691852588770249n '
                '(with `^` you would get a rounded double).',
        hints=["BigInt operators end in B: `+B`, `*B`, `^B` ...",
               'Start from the BigInt 2: `[2n, "^B", ...]`.'],
        model_answer='[2n, "^B", 64n]',
        mistakes=[Mistake('[2, "^", 64]',
                          "`^` works on doubles, which keep about 16 digits: the result is "
                          "18446744073709552000, a number, not the exact BigInt")],
        explanation='In Python, the int 2 is a BigInt for CalcArray; `evaluate([2, "^B", 64])` '
                    "gives the Python int 18446744073709551616.",
    ),
    Exercise(
        id="2.4",
        title="Text from a number",
        statement=(
            'Starting from the number 2048, make the text `"2048!"` (the number followed by '
            "an exclamation mark)."),
        cases=[expr_case("2048!", "evaluating it")],
        constraints=[Constraint("the number 2048 as the starting value", _starts_from_2048,
                                '"2048!"', "start the array with the number 2048 and let "
                                "an operator make the text")],
        concept="text operators (`str_concat`) versus arithmetic (`+`)",
        section="Text",
        hints=["`+` is arithmetic only: it turns both sides into numbers.",
               "The text operators start with `str_`; joining is `str_concat`."],
        model_answer='[2048, "str_concat", "!"]',
        mistakes=[Mistake('[2048, "+", "!"]',
                          '`+` is arithmetic: "!" is not a number, so it counts as 0; '
                          "`+` never joins text: use `str_concat`")],
        example='`[7, "str_concat", " tiles"]` gives "7 tiles": the number 7 becomes the '
                'text "7" first.',
        explanation="`str_concat` converts its running value to text first, so 2048 "
                    'becomes "2048".',
    ),
    Exercise(
        id="2.5",
        title="Is 5 the same as \"5\"?",
        kind="value",
        statement='What does `[5, "=", "5"]` give? Type `true` or `false`.',
        cases=[value_case(False, 'the value of [5, "=", "5"]')],
        hints=["`=` compares values of any type without converting them.",
               "One side is a number, the other is text."],
        model_answer="false",
        mistakes=[Mistake("true", '`=` never converts: the number 5 and the text "5" are '
                                  "different values (unlike JavaScript's `==`)")],
        concept="strict equality `=`: no type conversion",
        section="Booleans, `null`, and equality",
        example='`[1, "=", true]` is false (a number and a boolean), while `[1, "=", 1]` is '
                "true.",
    ),
]
