"""Golden traces of the author's guide examples, the step-limit property, error endings.

A trace is what the step debugger shows, so these tests pin exactly what a learner sees:
the kind of every step, the node it highlights (its path in the written expression) and the
running value after it.
"""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.calcarray import EvalContext, GameState, Limits, sc_loads
from pow2048_widget.calcarray.trace import Step, Trace, trace


def golden(t: Trace) -> list[tuple[str, list[int], Any]]:
    return [(s.kind, list(s.path), s.value) for s in t.steps]


def run(text: str, context: EvalContext | None = None, **kwargs: Any) -> Trace:
    return trace(sc_loads(text), context, **kwargs)


def on_tile(value: float) -> EvalContext:
    """A context looking at a 1x1 grid holding the tile ``[value]`` (for ``@This 0``)."""
    return EvalContext(state=GameState(grid=[[[value]]], width=1, height=1))


# --------------------------------------------------------------------------- golden traces


def test_running_value_left_to_right() -> None:
    t = run('[3, "+", 2, "*", 4]')
    assert golden(t) == [
        ("enter", [], 3.0),
        ("apply", [1], 5.0),
        ("apply", [3], 20.0),
        ("result", [], 20.0),
    ]
    plus = t.steps[1]
    assert (plus.op, plus.input, plus.args, plus.result) == ("+", 3.0, (2.0,), 5.0)
    assert t.result == 20.0 and t.ok


def test_nesting() -> None:
    assert golden(run('[3, "+", [2, "*", 4]]')) == [
        ("enter", [], 3.0),
        ("enter", [2], 2.0),
        ("apply", [2, 1], 8.0),
        ("leave", [2], 8.0),
        ("apply", [1], 11.0),
        ("result", [], 11.0),
    ]


def test_parent_worked_trace_of_the_spec() -> None:
    t = run('[3, "+", 8, "*", [2, "+", "@Parent -2"], "-", 7]')
    assert golden(t) == [
        ("enter", [], 3.0),
        ("apply", [1], 11.0),
        ("enter", [4], 2.0),
        ("resolve", [4, 2], 2.0),
        ("apply", [4, 1], 13.0),
        ("leave", [4], 13.0),
        ("apply", [3], 143.0),
        ("apply", [5], 136.0),
        ("result", [], 136.0),
    ]
    # The parents chain after each step (calcarray.md section 8, worked trace).
    chains = [[p.value for p in s.parents] for s in t.steps]
    assert chains[:8] == [
        [3.0], [11.0], [11.0, 2.0], [11.0, 2.0], [11.0, 13.0], [11.0, 13.0], [143.0], [136.0]
    ]
    resolve = t.steps[3]
    assert (resolve.op, resolve.result) == ("@Parent -2", 11.0)
    assert t.result == 136.0  # not the guide's 137


def test_variables_are_listed_and_changes_flagged() -> None:
    t = run('[1, 2, 3, 4, "@end_vars", 5, "*", "@Var 2"]')
    assert golden(t) == [
        ("enter", [], 5.0),
        ("resolve", [7], 5.0),
        ("apply", [6], 15.0),
        ("result", [], 15.0),
    ]
    enter = t.steps[0]
    assert [(v.name, v.value, v.changed) for v in enter.vars] == [
        ("@Var 0", 1.0, True), ("@Var 1", 2.0, True), ("@Var 2", 3.0, True), ("@Var 3", 4.0, True)
    ]
    assert not any(v.changed for v in t.steps[2].vars)


def test_edit_var_through_var_retain() -> None:
    t = run('[1, 2, "@end_vars", 0, "@edit_var", 1, ["@var_retain", "@Var 1", "*", 2], '
            '"+", "@Var 1"]')
    assert golden(t) == [
        ("enter", [], 0.0),
        ("enter", [6], "@Var 1"),
        ("resolve", [6, 1], 2.0),
        ("apply", [6, 2], 4.0),
        ("leave", [6], 4.0),
        ("var", [4], 0.0),
        ("resolve", [8], 0.0),
        ("apply", [7], 4.0),
        ("result", [], 4.0),
    ]
    edit = t.steps[5]
    assert [(v.name, v.value, v.changed) for v in edit.vars] == [
        ("@Var 0", 1.0, False), ("@Var 1", 4.0, True)
    ]
    assert "@Var 1 = 4" in edit.text


@pytest.mark.parametrize(
    ("tile", "expected", "tail"),
    [
        (4.0, 13.0, [
            ("block", [1], 3.0),
            ("apply", [3], 12.0),
            ("apply", [5], 14.0),
            ("block-leave", [1], 14.0),
            ("apply", [8], 13.0),
            ("result", [], 13.0),
        ]),
        (5.0, 2.0, [
            ("skip", [1], 3.0),
            ("apply", [8], 2.0),
            ("result", [], 2.0),
        ]),
    ],
)
def test_if_on_a_real_tile(tile: float, expected: float, tail: list[Any]) -> None:
    t = run('[3, "@if", ["@This 0", "=", 4], "*", 4, "+", 2, "@end-if", "-", 1]', on_tile(tile))
    assert golden(t) == [
        ("enter", [], 3.0),
        ("enter", [2], "@This 0"),
        ("resolve", [2, 0], tile),
        ("apply", [2, 1], tile == 4.0),
        ("leave", [2], tile == 4.0),
        *tail,
    ]
    assert t.result == expected


def test_if_block_contents_are_one_level_deeper() -> None:
    t = run('[3, "@if", ["@This 0", "=", 4], "*", 4, "+", 2, "@end-if", "-", 1]', on_tile(4.0))
    depths = {(s.kind, tuple(s.path)): s.depth for s in t.steps}
    assert depths[("block", (1,))] == 1
    assert depths[("apply", (3,))] == 2
    assert depths[("block-leave", (1,))] == 1


def test_counted_repeat() -> None:
    t = run('[1, "@repeat", 3, "*", 2, "@end-repeat", "+", 1]')
    assert golden(t) == [
        ("enter", [], 1.0),
        ("tick", [1], 1.0),  # the @repeat word itself (the evaluator reports no event)
        ("loop", [1], 1.0),
        ("apply", [3], 2.0),
        ("block-leave", [1], 2.0),
        ("loop", [1], 2.0),
        ("apply", [3], 4.0),
        ("block-leave", [1], 4.0),
        ("loop", [1], 4.0),
        ("apply", [3], 8.0),
        ("block-leave", [1], 8.0),
        ("apply", [6], 9.0),
        ("result", [], 9.0),
    ]
    loops = [s for s in t.steps if s.kind == "loop"]
    assert [s.text for s in loops] == [
        "@repeat: turn 1, 3 to go", "@repeat: turn 2, 2 to go", "@repeat: turn 3, 1 to go"
    ]
    assert loops[0].span == (3, 5)


def test_arr_map_callbacks_point_into_the_written_function() -> None:
    t = run('[["@Literal", 1, 2, 3], "arr_map", ["@Var -1", "*", 10]]')
    assert golden(t) == [
        ("enter", [], [1.0, 2.0, 3.0]),
        ("enter", [2], "@Var -1"),
        ("resolve", [2, 0], 1.0),
        ("apply", [2, 1], 10.0),
        ("leave", [2], 10.0),
        ("enter", [2], "@Var -1"),
        ("resolve", [2, 0], 2.0),
        ("apply", [2, 1], 20.0),
        ("leave", [2], 20.0),
        ("enter", [2], "@Var -1"),
        ("resolve", [2, 0], 3.0),
        ("apply", [2, 1], 30.0),
        ("leave", [2], 30.0),
        ("apply", [1], [10.0, 20.0, 30.0]),
        ("result", [], [10.0, 20.0, 30.0]),
    ]
    assert t.steps[1].text == 'call ["@Var -1", "*", 10] with inputs 0, 1'
    # The callback's element arrives as its last variable.
    assert t.steps[1].vars[-1].value == 1.0


def test_calcarray_elements_inside_literals_map_past_the_marker() -> None:
    t = run('["@Literal", 1, ["@CalcArray", 2, "+", 4]]')
    assert golden(t) == [
        ("enter", [2], 2.0),
        ("apply", [2, 2], 6.0),
        ("leave", [2], 6.0),
        ("result", [], [1.0, 6.0]),
    ]


def test_ignored_entries_are_visible_steps() -> None:
    t = run('[7, "no_such_operator", 100, "+", 1]')
    assert golden(t) == [
        ("enter", [], 7.0),
        ("tick", [1], 7.0),
        ("apply", [3], 8.0),
        ("result", [], 8.0),
    ]
    assert "not an operator" in t.steps[1].text


def test_a_string_expression() -> None:
    t = trace("@Score", EvalContext(state=GameState(score=12.0)))
    assert golden(t) == [("resolve", [], 12.0), ("result", [], 12.0)]


# --------------------------------------------------------------------------- errors


def test_errors_end_the_trace_with_their_path() -> None:
    t = run('[1, "+", ["@BigInt 14", "/B", "@BigInt 0"], "*", 2]')
    assert not t.ok and t.result is None
    last = t.steps[-1]
    assert last.kind == "error" and last.path == (2, 1)
    assert "division" in (last.message or "")
    assert [s.kind for s in t.steps].count("error") == 1
    # The "+" that waited for its argument is shown as begun and not finished.
    assert t.steps[-2].kind == "tick" and t.steps[-2].path == (1,)


def test_trace_never_raises_for_expression_errors() -> None:
    for text in ['["@BigInt 1", "/B", 0]', '[["@Parent -1"], "+", 1]', '[1, "@run_script", 5]']:
        t = run(text)
        assert t.steps[-1].kind == "error", text
        assert t.error is not None
        assert t.steps[-1].error_kind != "internal", t.steps[-1].message


# --------------------------------------------------------------------------- the step limit

LIMIT_EXPRS = [
    '[0, "@repeat", 1000, "+", 1, "@end-repeat"]',
    '[0, "@repeat", [true], "+", 1, 5, 6, "@end-repeat"]',
    '[1, 5, 9, "+", [2, 7, 8, "*", 3], "+", 1, "+", 1, "+", 1, "+", 1, "+", 1, "+", 1]',
    '[["@Literal", 5, 3, 8, 1], "arr_sort", ["@Var -1", "-", "@Var -2"], "+", 1]',
    '[0, "@repeat", ["@Parent -2", "<", 4], "+", 1, "@end-repeat", 5, 6, "*", 3, "+", 1]',
    '[1, "@if", false, "+", 1, "@end-if", "*", 3, "@else", "+", 4, "@end-else", 5, 5]',
    '[3, "+", 8, "*", [2, "+", "@Parent -2"], "-", 7]',
    '[0, "@end_vars", 0, "@repeat", 4, "@edit_var", 0, ["@var_retain", "@Var 0", "+", 2], '
    '"@end-repeat", "+", "@Var 0"]',
]


@pytest.mark.parametrize("text", LIMIT_EXPRS)
def test_step_limit_leaves_exactly_n_counted_steps_then_the_error(text: str) -> None:
    full = run(text, max_steps=400)
    total = full.counted_steps
    for n in range(1, min(total, 60) + 1):
        t = run(text, EvalContext(limits=Limits(max_steps=n)))
        if n >= total and full.ok:
            assert t.ok
            continue
        assert t.steps[-1].kind == "error", (text, n)
        assert t.steps[-1].error_kind == "limit"
        assert t.counted_steps == n, (text, n)
        assert sum(1 for s in t.steps if s.counted) == n
        # Up to where it stopped, the limited trace shows what the full one shows.
        shown = [(s.kind, s.path) for s in t.steps[:-1] if s.kind != "tick"]
        whole = [(s.kind, s.path) for s in full.steps if s.kind != "tick"]
        assert shown == whole[: len(shown)]


def test_counted_steps_of_a_full_run_equal_the_evaluators_budget_use() -> None:
    text = '[0, "@repeat", 3, "+", 1, "@end-repeat", 5, 9]'
    full = run(text)
    n = full.counted_steps
    assert run(text, EvalContext(limits=Limits(max_steps=n))).ok
    assert not run(text, EvalContext(limits=Limits(max_steps=n - 1))).ok


def test_runaway_loop_stops_at_the_default_trace_cap() -> None:
    t = run('[0, "@repeat", [true], "+", 1, "@end-repeat"]', max_steps=500)
    assert t.steps[-1].error_kind == "limit"
    assert t.counted_steps == 500


# --------------------------------------------------------------------------- data form


def test_text_form() -> None:
    text = str(run('[3, "+", 8, "*", [2, "+", "@Parent -2"], "-", 7]'))
    lines = text.splitlines()
    assert lines[0].startswith("trace of [3, ")
    assert "expr[4][2]  @Parent -2 -> 11" in text
    assert lines[-1] == "result: 136"
    assert "error: division by zero" in str(run('[1, "+", ["@BigInt 1", "/B", "@BigInt 0"]]'))


def test_state_is_isolated_and_observer_still_called() -> None:
    state = GameState(game_vars=[1.0], score=0.0)
    seen: list[Any] = []
    ctx = EvalContext(state=state, observer=seen.append)
    t = run('[1, "@add_score", 5, "@edit_gvar", 0, 7, "+", "@GVar 0"]', ctx)
    assert t.result == 8.0
    assert state.score == 0.0 and state.game_vars == [1.0]
    assert len(seen) >= len([s for s in t.steps if s.kind != "tick"]) - 1
    gvar = [v for v in t.steps[-2].vars if v.name == "@GVar 0"]
    assert gvar and gvar[0].value == 7.0


def test_step_is_exported_type() -> None:
    t = run("[1]")
    assert all(isinstance(s, Step) for s in t)
    assert t[0].where == "expr"
