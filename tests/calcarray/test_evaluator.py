"""The evaluation model (calcarray.md sections 2, 5, 7, 8): what a user sees as results."""

from __future__ import annotations

import math

import pytest

from pow2048_widget.calcarray import UNDEFINED, CalcArrayError, EvalContext, GameState, evaluate

INF = math.inf


def ev(expr, **state_fields):
    state = GameState(**state_fields)
    return evaluate(expr, EvalContext(state=state))


# --- 2.4 the step loop ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "expr, expected",
    [
        ([3.0, "+", 2.0, "*", 4.0], 20.0),  # no precedence
        ([3.0, "+", [2.0, "*", 4.0]], 11.0),
        ([[1.0, "+", 2.0], "*", 3.0], 9.0),
        ([1.0, 5.0, 9.0], 1.0),  # a number in operator position is a no-op eating one entry
        ([7.0, "no_such_operator", 100.0, "+", 1.0], 8.0),
        ([3.0, ["+"], 4.0], 7.0),  # operator computed by a nested array
        ([3.0, ["@Literal", "+"], 4.0], 3.0),  # an array operator matches nothing
        ([5.0, "@foo", 1.0, "+", 2.0], 7.0),  # unknown @ word: removes 2 on the first step
        ([5.0, "abs", "@foo", 1.0, 2.0], 5.0),  # ... then as many as the previous step
        ([5.0, ["@Literal", "str_slice"], 1.0, 2.0, "+", 1.0], 6.0),  # loose arity of arrays
        ([1.0, "+"], 1.0),  # missing argument is undefined -> NaN -> 0
        ([], UNDEFINED),
        (["@end_vars"], UNDEFINED),
        (["@var_retain", "@CalcArray", 6.0, "/", 3.0], 2.0),
    ],
)
def test_step_loop(expr, expected):
    assert ev(expr) == expected


def test_non_array_inputs_are_values_or_strings():
    assert ev(5.0) == 5.0
    assert ev(None) is None
    assert ev("@Score", score=12) == 12.0
    assert ev("@@x") == "@x"
    assert ev("@Var") == []


def test_short_circuit_skips_the_argument_side_effects():
    state = GameState(score=0)
    evaluate([False, "&&", [0.0, "@add_score", 5.0]], EvalContext(state=state))
    assert state.score == 0
    evaluate([False, "&&nsc", [0.0, "@add_score", 5.0]], EvalContext(state=state))
    assert state.score == 5


def test_unknown_at_word_skips_without_evaluating():
    state = GameState(game_vars=[0.0])
    result = evaluate([1.0, "@foo", [0.0, "@edit_gvar", 0.0, 5.0], "2nd", "@GVar 0"],
                      EvalContext(state=state))
    assert result == 0.0 and state.game_vars == [0.0]


# --- 2.6 - 2.8 literals, @@ and clean-up ---------------------------------------------------


def test_literal_arrays_and_calcarray_elements():
    assert ev(["@Literal", 1.0, [2.0, "+", 4.0], ["@CalcArray", 2.0, "+", 4.0]]) == [
        1.0, [2.0, "+", 4.0], 6.0]
    assert ev(["@Literal", "@Literal", 1.0]) == [1.0]
    assert ev(["@Literal", ["@Literal", 1.0]]) == [[1.0]]
    assert ev(["@Literal", ["@CalcArray"]]) == [UNDEFINED]


def test_double_at_survives_between_steps_and_loses_one_at_at_the_end():
    assert ev(["@@Score", "str_length"]) == 7.0
    assert ev(["@@Score", "str_concat", "!"]) == "@Score!"
    assert ev(["@", "str_concat", "Score"], score=3) == 3.0  # built text is resolved later
    assert ev(["@@@x"]) == "@@x"
    assert ev([["@Literal", "a"], "arr_map", ["@@@x"]]) == ["@x"]


def test_tile_strings_carry_the_marker_into_number_conversion():
    state = GameState(grid=[[[6.0]]], width=1, height=1)
    ctx = EvalContext(state=state)
    assert evaluate(["@This", "+", 1.0], ctx) == 1.0
    assert evaluate([["@This"], "+", 1.0], ctx) == 7.0
    assert evaluate(["@This", "str_concat", "!"], ctx) == "6!"


# --- 5 control flow ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "expr, expected",
    [
        ([3.0, "@if", [4.0, "=", 4.0], "*", 4.0, "+", 2.0, "@end-if", "-", 1.0], 13.0),
        ([1.0, "@if", 1.0, "+", 1.0, "@end-if"], 1.0),  # only exactly true runs
        ([1.0, "@if", False, "+", 1.0, "@end-if", "*", 3.0, "@else", "+", 4.0, "@end-else"],
         7.0),
        ([1.0, "@if", False, "+", 1.0, "@end-if", "@else-if", True, "+", 2.0, "@end-else-if",
          "@else", "+", 4.0, "@end-else"], 3.0),
        ([1.0, "@else", "+", 4.0, "@end-else"], 1.0),
        ([1.0, "@if", False, "+", 1.0, "end-stack", "+", 10.0], 11.0),
        ([1.0, "@if", True, "+", 1.0, "@end-stack", "+", 10.0], 2.0),
        ([1.0, "@if", False, "+", 1.0, ["@end-if"], "+", 10.0], 11.0),  # loose equality
        ([1.0, "@repeat", 3.0, "*", 2.0, "@end-repeat", "+", 1.0], 9.0),
        ([0.0, "@repeat", 2.5, "+", 1.0, "@end-repeat"], 3.0),
        ([0.0, "@repeat", "3", "+", 1.0, "@end-repeat"], 0.0),
        ([1.0, "@repeat", 2.0, "@repeat", 2.0, "*", 2.0, "@end-stack", "+", 1.0], 17.0),
        ([["@Literal"], "@repeat", 3.0, "arr_push", ["@Parent -2", "arr_length"],
          "@end-repeat"], [0.0, 1.0, 2.0]),
        ([0.0, "@end_vars", 0.0, "@repeat", ["@var_retain", "@Var 0", "<", 5.0], "+", 2.0,
          "@edit_var", 0.0, ["@var_retain", "@Var 0", "+", 1.0], "@end-repeat"], 10.0),
    ],
)
def test_control_flow(expr, expected):
    assert ev(expr) == expected


def test_repeat_count_expression_is_evaluated_twice():
    state = GameState(score=0)
    evaluate([0.0, "@repeat", [2.0, "@add_score", 1.0], "+", 1.0, "@end-repeat"],
             EvalContext(state=state))
    assert state.score == 2


# --- 6, 7 variables ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "expr, expected",
    [
        ([1.0, 2.0, 3.0, 4.0, "@end_vars", 5.0, "*", "@Var 2"], 15.0),
        ([1.0, 2.0, "@end_vars", "@Var 2"], "@Var 2"),  # out of range stays unresolved
        ([["@Literal", 1.0, 2.0], "@end_vars", "@Var", "String"], "@Literal,1,2"),
        ([3.0, ["@var_retain", "@Var 0", "*", 10.0], "@end_vars", "@Var 1"], 30.0),
        ([3.0, ["@Var 0", "*", 10.0], "@end_vars", "@Var 1"], 0.0),
        ([5.0, "@end_vars", 0.0, "+", ["@var_retain", 1.0, "+", ["@Var 0"]]], 6.0),
        ([5.0, "@end_vars", 0.0, "@edit_var", -1.0, 9.0, "+", "@Var 0"], 9.0),
        ([5.0, 6.0, "@end_vars", 0.0, "@insert_var", 1.7, 7.0, "2nd", "@Var"],
         [5.0, 7.0, 6.0]),
        ([5.0, 6.0, 7.0, "@end_vars", 0.0, "@remove_var", -5.0, "2nd", "@Var"], [6.0, 7.0]),
        (["@global_var_retain", 5.0, "@end_vars", 0.0, "+", [1.0, "+", [2.0, "+", "@Var 0"]]],
         8.0),
        (["@global_var_copy", 5.0, "@end_vars", 0.0, "+",
          [0.0, "@edit_var", 0.0, 50.0, "+", "@Var 0"], "+", "@Var 0"], 55.0),
        ([None, "@end_vars", "@Var 0"], "@Var 0"),
    ],
)
def test_variables(expr, expected):
    assert ev(expr) == expected


def test_game_variable_words_change_the_game_state():
    state = GameState(game_vars=[1.0, 2.0, 3.0], modifier_vars=[7.0], mvar_indices=[0.0])
    ctx = EvalContext(state=state)
    assert evaluate([1.0, "@edit_gvar", 0.0, ["@GVar 0", "*", 10.0], "2nd", "@GVar 0"], ctx) \
        == 10.0
    evaluate([1.0, "@add_mvar", 9.0], ctx)
    assert state.game_vars == [10.0, 2.0, 3.0]
    assert state.modifier_vars == [7.0, 9.0] and state.mvar_indices == [0.0, False]
    assert evaluate(["@include_gvars", "@Var 0", "+", "@Var 2"], ctx) == 13.0


# --- 8 parents ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "expr, expected",
    [
        ([3.0, "+", 8.0, "*", [2.0, "+", "@Parent -2"], "-", 7.0], 136.0),
        ([10.0, "+", [1.0, "+", [100.0, "+", "@Parent 0", "+", "@Parent 1", "+", "@Parent 2",
                                 "+", "@Parent -1"]]], 455.0),
        (["5", "str_concat", "@Parent -1"], "55"),
        ([[5.0, "+", "@Parent -2"], "+", 1.0], 16.0),
        ([1.0, "@repeat", 3.0, "*", 2.0, "+", ["@Parent -2"], "@end-repeat"], 64.0),
        ([["@Literal", 1.0, 2.0], "arr_map", ["@Var -1", "+", ["@Parent -3", "arr_length"]]],
         [3.0, 4.0]),
        ([7.0, "+", [1.0, "CalcArrayParent", ["+", "@Parent -2"]]], 8.0),
    ],
)
def test_parents_chain(expr, expected):
    assert ev(expr) == expected


# --- 4.6 / 4.14 functions --------------------------------------------------------------------


@pytest.mark.parametrize(
    "expr, expected",
    [
        ([["@Literal", 3.0, 1.0, 2.0], "arr_sort", ["@Var -2", "-", "@Var -1"]],
         [1.0, 2.0, 3.0]),
        ([["@Literal", 3.0, UNDEFINED, 1.0], "arr_sort", ["@Var -2", "-", "@Var -1"]],
         [1.0, 3.0, UNDEFINED]),
        ([["@Literal", 5.0, 6.0], "arr_map", ["@var_retain", "@Var"]],
         [[0.0, 5.0], [0.0, 5.0, 1.0, 6.0]]),
        ([["@Literal", 1.0, 2.0, 3.0, 4.0], "arr_filter", ["@Var -1", "%", 2.0]], [1.0, 3.0]),
        ([["@Literal", 1.0, 2.0, 3.0, 4.0], "arr_reduce", 0.0, ["+", "@Var -1"]], 10.0),
        ([["@Literal", 1.0, 2.0, 3.0], "arr_reduceRight", ["@Literal"], ["arr_push",
                                                                          "@Var -1"]],
         [UNDEFINED, 1.0]),
        ([["@Literal", 7.0, 5.0, 3.0, 1.0], "arr_binarySearchCF", 3.0,
          ["@Var -1", "-", "@Var -2"]], 2.0),
        ([["@Literal", 7.0, 5.0, 3.0, 1.0], "arr_binaryInsertCF", 4.0,
          ["@Var -1", "-", "@Var -2"]], [7.0, 5.0, 4.0, 3.0, 1.0]),
        ([["@Literal", 1.0, "+", 2.0], "CalcArray", "*", 3.0], 9.0),
        ([10.0, "CalcArrayParent", [3.0, "@end_vars", "*", "@Var 0"]], 30.0),
        ([1.0, "CalcArrayParent", ["@Literal", "+", 2.0]], 1.0),
    ],
)
def test_function_operators(expr, expected):
    assert ev(expr) == expected


def test_callback_variable_edits_never_reach_the_caller():
    expr = [9.0, "@end_vars", ["@Literal", 1.0, 2.0], "arr_map",
            ["@var_retain", 0.0, "@edit_var", 0.0, 1.0, "2nd", "@Var 0"], "arr_push", "@Var 0"]
    assert ev(expr) == [1.0, 1.0, 9.0]


def test_binary_search_comparator_call_count():
    state = GameState(score=0)
    expr = [["@Literal", 1.0, 2.0, 3.0, 4.0, 5.0], "arr_binarySearchCF", 2.5,
            ["@Var -2", "-", "@Var -1", "@add_score", 1.0]]
    assert evaluate(expr, EvalContext(state=state)) == -1.0
    assert state.score == 7  # 3, 3, 3, 2, 2, 2, 3


# --- 10 game operators -----------------------------------------------------------------------


def test_game_operators():
    state = GameState(grid=[[[1.0], [2.0]], [[3.0], "@Empty"]], width=2, height=2,
                      tile_value_function=[2.0, "^", "@This 0"])
    ctx = EvalContext(state=state)
    assert evaluate([0.0, "tileValue", 1.0], ctx) == 4.0
    assert evaluate([1.0, "tileValue", 1.0], ctx) == 0.0
    assert evaluate([1.0, "@add_score", 5.0, "@ScriptSignal", "go", "@ScriptSignal", "go"],
                    ctx) == 1.0
    assert state.score == 5 and state.script_signals == ["go"]
    assert evaluate([1.0, "@primesUpdate", 12.0, "2nd", "@Primes", "arr_length"], ctx) == 5.0


def test_merge_rule_applies_uses_the_engine_hook():
    calls = []

    def hook(index, ctx, offset, non_recursive):
        calls.append((index, ctx.vcoord, ctx.hcoord, offset, non_recursive))
        return True

    state = GameState(merge_rule_test=hook)
    ctx = EvalContext(vcoord=1.0, hcoord=2.0, state=state)
    assert evaluate([0.0, "mergeRuleApplies", 3.0], ctx) is True
    assert evaluate([0.0, "mergeRuleApplies_nonRecursive", 0.0], ctx) is True
    with pytest.raises(CalcArrayError, match="no merge rule 5"):  # the reference throws
        evaluate([5.0, "mergeRuleApplies", 0.0], ctx)
    assert calls == [(0, 1.0, 2.0, 3.0, False), (0, 1.0, 2.0, 0.0, True)]


def test_replace_tile_and_run_script():
    state = GameState(grid=[[[1.0], [2.0]]], width=2, height=1, screen="Gameplay",
                      scripts=[[[0.0, "@edit_gvar", 0.0, ["@GVar 0", "*", 3.0]], "None"]],
                      game_vars=[1.0])
    ctx = EvalContext(state=state)
    evaluate([0.0, "@replace_tile", 0.0, 1.0, ["@Literal", 7.0], "@run_script", 0.0], ctx)
    assert state.grid == [[[1.0], [7.0]]] and state.game_vars == [3.0]
    state.screen = "Menu"
    evaluate([0.0, "@replace_tile", 0.0, 0.0, "@Empty"], ctx)
    assert state.grid == [[[1.0], [7.0]]]  # only while playing


def test_caller_offered_variables_are_seen_through_var_retain():
    offered = [5.0, [1.0, 2.0]]
    assert evaluate(["@var_retain", "@Var 0", "+", 1.0, "@add_var", 9.0, "2nd", "@Var -1"],
                    vars=offered) == 9.0
    assert offered == [5.0, ["@Literal", 1.0, 2.0], 9.0]  # retained edits come back
    assert evaluate(["@Var 0", "+", 1.0], vars=offered) == 1.0  # no inheritance asked for
    assert evaluate(["@Var 0", "+", [1.0, "+", "@Var 0"]], vars=offered, cascade=1) == 11.0
