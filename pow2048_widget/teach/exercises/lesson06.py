"""Lesson 6, control flow: @if / @else-if / @else, @repeat, and what a condition sees."""

from __future__ import annotations

from typing import Any

from ..cases import expr_case
from ..constraints import Constraint, uses, words
from ..exercise import Exercise, Mistake


def _loop_reads_counter(answer: Any) -> bool:
    """``@repeat`` is followed by a condition array that reads ``@Var``."""
    if not isinstance(answer, list):
        return False
    return any(answer[k] == "@repeat" and k + 1 < len(answer) and isinstance(answer[k + 1], list)
               and "@Var" in words(answer[k + 1]) for k in range(len(answer)))

EXERCISES = [
    Exercise(
        id="6.1",
        title="Double the small ones",
        statement=('Starting from `"@This 0"`: if it is less than 5, double it; otherwise add '
                   "1, with `@if` and `@else`. (Tile [3] gives 6, tile [7] gives 8.)"),
        cases=[expr_case(6.0, tile=[3.0]), expr_case(8.0, tile=[7.0]),
               expr_case(8.0, tile=[4.0]), expr_case(6.0, tile=[5.0])],
        hints=['`"@if"`, then a condition array, then the steps, then `"@end-if"`.',
               'The other branch is `"@else", "+", 1, "@end-else"` right after `@end-if`.'],
        model_answer='["@This 0", "@if", ["@This 0", "<", 5], "*", 2, "@end-if", '
                 '"@else", "+", 1, "@end-else"]',
        constraints=[Constraint("`@if`", uses("@if"), '["@This 0", "*", 1]',
                                'start a block with `"@if"`, then its condition array'),
                     Constraint("`@else`", uses("@else"),
                                '["@This 0", "@if", ["@This 0", "<", 5], "*", 2, "@end-if", '
                                '"@if", ["@This 0", ">=", 5], "+", 1, "@end-if"]',
                                'the "otherwise" branch is an `"@else"` block right after '
                                '`"@end-if"`, closed by `"@end-else"`')],
        concept="`@if` / `@else` blocks on the running value",
        section="`@if` and `@else`",
        example='"If above 8, halve it; otherwise subtract 1": `["@This 0", "@if", '
                '["@This 0", ">", 8], "/", 2, "@end-if", "@else", "-", 1, "@end-else"]`.',
        mistakes=[Mistake('["@This 0", "@if", ["@This 0", "<", 5], "*", 2, "@end-if", "+", 1]',
                          "the `+ 1` after `@end-if` is outside the block, so it always runs: "
                          "put it in an `@else` block")],
    ),
    Exercise(
        id="6.2",
        title="Three bands",
        statement=('Give 0 for tiles below 3, 1 for tiles from 3 to 5, and 2 above 5 '
                   '(read the tile with `"@This 0"`; start from a running value of 0). Use '
                   "`@if`, `@else-if` and `@else`."),
        cases=[expr_case(0.0, tile=[1.0]), expr_case(1.0, tile=[3.0]),
               expr_case(1.0, tile=[5.0]), expr_case(2.0, tile=[9.0])],
        hints=["`@else-if` takes a condition like `@if` and ends with `@end-else-if`.",
               'Shape: `[0, "@if", C1, ..., "@end-if", "@else-if", C2, ..., "@end-else-if", '
               '"@else", ..., "@end-else"]`.'],
        model_answer='[0, "@if", ["@This 0", "<", 3], "+", 0, "@end-if", '
                 '"@else-if", ["@This 0", "<=", 5], "+", 1, "@end-else-if", '
                 '"@else", "+", 2, "@end-else"]',
        constraints=[Constraint("`@else-if`", uses("@else-if"),
                                '[0, "@if", ["@This 0", ">=", 3], "+", 1, "@end-if", "@if", '
                                '["@This 0", ">", 5], "+", 1, "@end-if"]',
                                "the middle band is an `@else-if` block with its own condition"),
                     Constraint("`@else`", uses("@else"),
                                '[0, "@if", ["@This 0", "<", 3], "+", 0, "@end-if", '
                                '"@else-if", ["@This 0", "<=", 5], "+", 1, "@end-else-if", '
                                '"@if", ["@This 0", ">", 5], "+", 2, "@end-if"]',
                                "the last band is what is left: an `@else` block")],
        concept="a chain `@if` / `@else-if` / `@else`",
        section="`@else-if`",
        example='Sign of a number: `[0, "@if", ["@This 0", "<", 0], "-", 1, "@end-if", '
                '"@else-if", ["@This 0", "=", 0], "+", 0, "@end-else-if", "@else", "+", 1, '
                '"@end-else"]`.',
        mistakes=[Mistake('[0, "@if", ["@This 0", "<", 3], "+", 0, "@end-if", '
                          '"@elseif", ["@This 0", "<=", 5], "+", 1, "@end-else-if", '
                          '"@else", "+", 2, "@end-else"]',
                          "you wrote `@elseif`; the word is `@else-if` (closed by "
                          "`@end-else-if`)")],
    ),
    Exercise(
        id="6.3",
        title="Ten doublings",
        statement="Starting from 1, double ten times with `@repeat`. The result is 1024.",
        cases=[expr_case(1024.0, "evaluating it")],
        hints=['`"@repeat"`, then the count, then the steps, then `"@end-repeat"`.',
               '`[1, "@repeat", 10, ...]`.'],
        model_answer='[1, "@repeat", 10, "*", 2, "@end-repeat"]',
        constraints=[Constraint("`@repeat`", uses("@repeat"), '[1, "*", 1024]',
                                'repeat the doubling: `"@repeat", 10, "*", 2, "@end-repeat"`')],
        concept="`@repeat` with a count",
        section="`@repeat`",
        example='Add 3 four times to 0: `[0, "@repeat", 4, "+", 3, "@end-repeat"]` gives 12.',
        mistakes=[Mistake('[1, "*", 2, "@repeat", 10]',
                          "`@repeat` repeats the steps that come *after* its count, up to "
                          "`@end-repeat`; here nothing follows it")],
    ),
    Exercise(
        id="6.4",
        title="A loop that counts",
        statement=(
            "With one variable (a counter starting at 0), add the counter to a running "
            "value of 0 and increase the counter, while the counter is below 5. The result "
            "is 0 + 1 + 2 + 3 + 4 = 10. The loop's condition must read the counter."),
        cases=[expr_case(10.0, "evaluating it")],
        hints=["A condition array is a nested array: it sees the variables only if it "
               'starts with `"@var_retain"`.',
               'Condition: `["@var_retain", "@Var 0", "<", 5]`; inside the loop: '
               '`"+", "@Var 0", "@edit_var", 0, [...]`.'],
        model_answer='[0, "@end_vars", 0, "@repeat", ["@var_retain", "@Var 0", "<", 5], '
                 '"+", "@Var 0", "@edit_var", 0, ["@var_retain", "@Var 0", "+", 1], '
                 '"@end-repeat"]',
        constraints=[Constraint("`@repeat` with a condition that reads the counter",
                                _loop_reads_counter,
                                '[0, "@end_vars", 0, "@repeat", 5, "+", "@Var 0", '
                                '"@edit_var", 0, ["@var_retain", "@Var 0", "+", 1], '
                                '"@end-repeat"]',
                                'give `@repeat` a condition array that reads the counter: '
                                '`["@var_retain", "@Var 0", "<", 5]`')],
        concept="`@repeat` with a condition, and what a condition array sees",
        section="`@repeat`",
        example='Double 1 while it is below 50: `[1, "@repeat", ["@Parent -2", "<", 50], '
                '"*", 2, "@end-repeat"]` gives 64 (the condition reads the running value).',
        mistakes=[Mistake('[0, "@end_vars", 0, "@repeat", ["@Var 0", "<", 5], "+", "@Var 0", '
                          '"@edit_var", 0, ["@var_retain", "@Var 0", "+", 1], "@end-repeat"]',
                          "the condition array does not see the variables without "
                          "`@var_retain`: `\"@Var 0\" < 5` is false at once, so the loop "
                          "never runs")],
    ),
]
