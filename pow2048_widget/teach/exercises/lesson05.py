"""Lesson 5, variables: @end_vars, @Var, @edit_var, @var_retain, game variables."""

from __future__ import annotations

from typing import Any

from ..cases import expr_case, value_case
from ..constraints import Constraint, nests, uses
from ..exercise import Exercise, Mistake


def _uses_variables(answer: Any) -> bool:
    return isinstance(answer, list) and "@end_vars" in answer and uses("@Var")(answer)


def _nests(answer: Any) -> bool:
    return nests(answer)


EXERCISES = [
    Exercise(
        id="5.1",
        title="Two variables",
        statement=("Define two variables, 4 and 10 (before `\"@end_vars\"`), then compute "
                   "`@Var 0` × `@Var 1` + `@Var 0` with them. It gives 44."),
        cases=[expr_case(44.0, "evaluating it")],
        hints=["Definitions come first: `[4, 10, \"@end_vars\", ...]`.",
               'After `@end_vars` the expression starts: `"@Var 0", "*", "@Var 1", ...`.'],
        model_answer='[4, 10, "@end_vars", "@Var 0", "*", "@Var 1", "+", "@Var 0"]',
        constraints=[Constraint("variables (`@end_vars`, read with `@Var`)", _uses_variables,
                                '[4, "*", 10, "+", 4]',
                                'define them before `"@end_vars"` and read them with '
                                '`"@Var 0"`, `"@Var 1"`')],
        concept="defining variables before `@end_vars` and reading them with `@Var`",
        section="Defining and reading variables",
        example='`[3, 7, "@end_vars", "@Var 1", "-", "@Var 0"]` gives 4: the variables are '
                "[3, 7].",
        mistakes=[Mistake('[4, 10, "@end-vars", "@Var 0", "*", "@Var 1", "+", "@Var 0"]',
                          "you wrote `@end-vars`; variables end with `@end_vars` (underscore)")],
    ),
    Exercise(
        id="5.2",
        title="Predict an edit",
        kind="value",
        statement=('What does `[1, 2, "@end_vars", 0, "@edit_var", 1, ["@var_retain", '
                   '"@Var 1", "*", 2], "+", "@Var 1"]` give?'),
        cases=[value_case(4.0, "the value")],
        hints=["The variables are [1, 2]; `@edit_var` keeps the running value (0).",
               "The nested array (which retains the variables) computes 2 × 2 and "
               "`@edit_var` stores it in variable 1 before `+` reads it."],
        model_answer="4",
        concept="`@edit_var` changes a variable; `@Var` is read when its step comes",
        section="Changing a variable",
        example='`[5, "@end_vars", 0, "@edit_var", 0, 9, "+", "@Var 0"]` gives 9: the '
                "variable is 9 by the time `+` reads it.",
        mistakes=[Mistake("2", "`@edit_var` changed variable 1 to 4 before `+` read it: "
                               "`@Var` is read when its step comes, not when the array starts")],
    ),
    Exercise(
        id="5.3",
        title="Double a variable",
        statement=("Start with one variable, 5. Set it to twice its value with `@edit_var` "
                   "(the new value is computed in a nested array), then add the variable to "
                   "a running value of 0. The result is 10."),
        cases=[expr_case(10.0, "evaluating it")],
        hints=['`[5, "@end_vars", 0, "@edit_var", 0, NEW, "+", "@Var 0"]`, where NEW doubles '
               "`@Var 0`.",
               "A nested array does not see its parent's variables unless it starts with "
               '`"@var_retain"`.'],
        model_answer='[5, "@end_vars", 0, "@edit_var", 0, ["@var_retain", "@Var 0", "*", 2], '
                 '"+", "@Var 0"]',
        constraints=[Constraint("`@edit_var`", uses("@edit_var"), '[5, "@end_vars", 0, "+", 10]',
                                "change the variable with `@edit_var`, then read it"),
                     Constraint("a nested array computing the new value", _nests,
                                '[5, "@end_vars", 0, "@edit_var", 0, 10, "+", "@Var 0"]',
                                'compute twice the variable in a nested array: '
                                '`["@var_retain", "@Var 0", "*", 2]`')],
        concept="`@var_retain`: a nested array sees its parent's variables only when asked",
        section="Nested arrays and `@var_retain`",
        example='Add 3 to variable 0 (which is 4): `[4, "@end_vars", 0, "@edit_var", 0, '
                '["@var_retain", "@Var 0", "+", 3], "+", "@Var 0"]` gives 7.',
        mistakes=[Mistake('[5, "@end_vars", 0, "@edit_var", 0, ["@Var 0", "*", 2], "+", '
                          '"@Var 0"]',
                          "without `@var_retain` the nested array has no variables: "
                          '`"@Var 0"` stays text there, so the variable is not doubled')],
    ),
    Exercise(
        id="5.4",
        title="A game variable",
        statement=("Game variables belong to the whole game (every rule and script sees "
                   "them). In this case game variable 0 is 41. Write an expression that "
                   "gives game variable 0 plus 1."),
        cases=[expr_case(42.0, "with game variables [41]", game_vars=[41.0]),
               expr_case(8.0, "with game variables [7, 100]", game_vars=[7.0, 100.0])],
        hints=["Local variables are `@Var n`; game variables have their own special string.",
               'It is `"@GVar 0"`.'],
        model_answer='["@GVar 0", "+", 1]',
        concept="game variables: `@GVar`, shared by the whole game",
        section="Game variables",
        example='With game variables [10, 3], `["@GVar 1", "*", 2]` gives 6.',
        mistakes=[Mistake('["@Var 0", "+", 1]',
                          "`@Var` reads the array's own (local) variables, and this one has "
                          "none; game variables are read with `@GVar`")],
    ),
]
