"""Lesson 4, an operator tour: comparison, logic, text, exact numbers, conversion."""

from __future__ import annotations

from typing import Any

from ...calcarray.values import BigRational
from ..cases import Case, expr_case
from ..constraints import Constraint, entries, words
from ..exercise import Exercise, Mistake


def _builds_rational(answer: Any) -> bool:
    """``+BR`` and both fractions (read from ``"@BigRational 1 3"`` text or given as values)."""
    found = list(entries(answer))
    wanted = [BigRational(1, 3), BigRational(1, 6)]
    return "+BR" in words(answer) and all(
        any(isinstance(e, BigRational) and e == w for e in found) or
        f"@BigRational {w.num} {w.den}" in found for w in wanted)


def _from_12_and_1(answer: Any) -> bool:
    found = list(entries(answer))
    return isinstance(answer, list) and "12" in found and any(
        type(e) is float and e == 1.0 for e in found)

def _bound(case: Case, reason: str) -> Case:
    """A bound case: an answer that leaves the bound out (false on it) hears why."""
    case.why = lambda _answer, got: [reason] if got is False else []
    return case


EXERCISES = [
    Exercise(
        id="4.1",
        title="Even tiles",
        statement=('Write a condition that is `true` when the tile\'s number `"@This 0"` is '
                   "even and `false` when it is odd."),
        cases=[expr_case(True, tile=[4.0]), expr_case(False, tile=[3.0]),
               expr_case(True, tile=[0.0]), expr_case(False, tile=[11.0])],
        hints=["`%` is the remainder.", "Even means the remainder after dividing by 2 is 0; "
               "equality is `=`."],
        model_answer='["@This 0", "%", 2, "=", 0]',
        shape="condition",
        concept="comparison and the remainder operator `%`",
        section="Comparison",
        example='"Is the tile a multiple of 3?" is `["@This 0", "%", 3, "=", 0]`.',
        mistakes=[Mistake('["@This 0", "%", 2, "==", 0]',
                          "you used `==`; CalcArray's equality is `=`")],
    ),
    Exercise(
        id="4.2",
        title="Between 3 and 7",
        statement=('Write a condition that is `true` when `"@This 0"` is between 3 and 7 '
                   "(both included)."),
        cases=[expr_case(False, tile=[2.0]),
               _bound(expr_case(True, tile=[3.0]), "3 is included (\"both included\"): "
                      "the lower bound is `>=`, not `>`"),
               _bound(expr_case(True, tile=[7.0]), "7 is included (\"both included\"): "
                      "the upper bound is `<=`, not `<`"),
               expr_case(False, tile=[8.0])],
        hints=["Two comparisons joined with `&&`.",
               "Without precedence each comparison needs its own nested array: "
               '`[[..., ">=", 3], "&&", [...]]`.'],
        model_answer='[["@This 0", ">=", 3], "&&", ["@This 0", "<=", 7]]',
        shape="condition",
        concept="logic (`&&`, `||`) joining comparisons, each in its own array",
        section="Logic",
        example='"Below 2 or above 9": `[["@This 0", "<", 2], "||", ["@This 0", ">", 9]]`.',
        mistakes=[Mistake('["@This 0", ">=", 3, "&&", "@This 0", "<=", 7]',
                          "left to right, `&&` combines `true` with the tile's number and "
                          "then `<=` compares that boolean with 7: put each comparison in "
                          "its own nested array"),
                  Mistake('[["@This 0", ">=", 3], "and", ["@This 0", "<=", 7]]',
                          "you used `and`; CalcArray writes logical and as `&&`")],
    ),
    Exercise(
        id="4.3",
        title="A label",
        statement=('On a classic tile [k] (shown as 2^k), make the text `"Tile 8"` for [3] '
                   '(and `"Tile 2048"` for [11]).'),
        cases=[expr_case("Tile 8", tile=[3.0]), expr_case("Tile 2048", tile=[11.0])],
        hints=["The shown number is `[2, \"^\", \"@This 0\"]`.",
               'Join with `str_concat`: `["Tile ", "str_concat", ...]`.'],
        model_answer='["Tile ", "str_concat", [2, "^", "@This 0"]]',
        concept="text operators: `str_concat` joins, `+` only adds numbers",
        section="Text",
        example='`["Level ", "str_concat", ["@This 0", "+", 1]]` gives "Level 4" on the tile '
                "[3].",
        mistakes=[Mistake('["Tile ", "+", [2, "^", "@This 0"]]',
                          "`+` is arithmetic only (text is converted to a number): join "
                          "text with `str_concat`")],
    ),
    Exercise(
        id="4.4",
        title="An exact fraction",
        statement=("Compute 1/3 + 1/6 **exactly**, as a BigRational (written "
                   '`"@BigRational 1 3"` in JSON). The answer is the BigRational 1/2.'),
        cases=[expr_case(BigRational(1, 2), "evaluating it")],
        hints=["BigRational operators end in BR.", "Addition is `+BR`."],
        model_answer='["@BigRational 1 3", "+BR", "@BigRational 1 6"]',
        constraints=[Constraint("`+BR` adding the BigRationals 1/3 and 1/6", _builds_rational,
                                '"@BigRational 1 2"',
                                'build it: `"@BigRational 1 3"`, then `+BR`, then '
                                '`"@BigRational 1 6"`')],
        concept="exact fractions: BigRationals and their BR operators",
        section="BigInt, BigRational, Gaussian",
        example='1/4 + 1/4 exactly: `["@BigRational 1 4", "+BR", "@BigRational 1 4"]` gives '
                "the BigRational 1/2.",
        mistakes=[Mistake('[1, "/", 3, "+", [1, "/", 6]]',
                          "`/` and `+` work on doubles: 0.5 is a number, not the exact "
                          "fraction 1/2")],
    ),
    Exercise(
        id="4.5",
        title="Join, don't add",
        statement=('Make the text `"121"` from the text `"12"` and the number 1.'),
        cases=[expr_case("121", "evaluating it")],
        hints=["Every operator converts its arguments to its own type.",
               "`+` makes numbers; the text operator for joining is `str_concat`."],
        model_answer='["12", "str_concat", 1]',
        constraints=[Constraint('the text "12" and the number 1', _from_12_and_1, '"121"',
                                'start from the text "12" and join the number 1 to it')],
        concept="type conversion: each operator converts its arguments to its own type",
        section="Type conversion",
        example='`["3", "str_concat", 4]` is "34", while `["3", "+", 4]` is 7.',
        mistakes=[Mistake('["12", "+", 1]', '`+` converts "12" to the number 12, so you get '
                                            "13: join text with `str_concat`")],
    ),
]
