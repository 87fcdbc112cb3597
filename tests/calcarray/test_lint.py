"""lint(): each diagnostic kind on an expression that has it and a close one that does not."""

from __future__ import annotations

import copy

import pytest

from pow2048_widget.calcarray import EvalContext, evaluate, lint, sc_dumps
from pow2048_widget.calcarray.context import Limits
from pow2048_widget.calcarray.errors import CalcArrayError

# (code, expression with the mistake, close expression without it, suggestion fragment)
PAIRS = [
    ("unknown-operator", [3.0, "plus", 2.0], [3.0, "+", 2.0], "`+`"),
    ("unknown-operator", [1.0, "==", 1.0], [1.0, "=", 1.0], "`=`"),
    ("unknown-operator", [1.0, 5.0, 9.0], [1.0, "+", 9.0], None),
    ("unknown-operator", [1.0, "@add_scor", 3.0], [1.0, "@add_score", 3.0], "`@add_score`"),
    ("unresolved-string", [1.0, "+", "@Parrent -1"], [1.0, "+", "@Parent -1"],
     "`@Parent -1`"),
    ("unresolved-string", [1.0, "+", "@Score 1"], [1.0, "+", "@Score"], None),
    ("unterminated-block", [1.0, "@if", True, "+", 1.0],
     [1.0, "@if", True, "+", 1.0, "@end-if"], '"@end-if"'),
    ("stray-word", [1.0, "+", 1.0, "@end-if", 2.0], [1.0, "+", 1.0, "+", 2.0], None),
    ("stray-word", [1.0, "@else", "+", 1.0, "@end-else"],
     [1.0, "@if", False, "@end-if", "@else", "+", 1.0, "@end-else"], None),
    ("coerced-value", ["abc", "*", 2.0], ["3", "*", 2.0], None),
    ("coerced-value", ["@This", "+", 1.0], [["@This"], "+", 1.0], '["@This"]'),
    ("number-vs-bigint", [1.0, "=", 1], [1.0, "=", 1.0], "1.0"),
    ("number-vs-bigint", [[2.0, "+B", 1.0], "!=", 3.0], [[2.0, "+B", 1.0], "!=", 3]),
    ("tile-entry", [1.0, "+", "@This 1"], [1.0, "+", "@This 0"], None),
    ("tile-entry", ["@Next 1 2"], ["@Next 1 0"], None),
    ("unreachable", [0.0, "@repeat", [True], "+", 1.0, "@end-repeat", "+", 5.0],
     [0.0, "@repeat", 3.0, "+", 1.0, "@end-repeat", "+", 5.0], None),
    ("constant-condition", [1.0, "@if", [1.0, "+", 1.0], "+", 1.0, "@end-if"],
     [1.0, "@if", [1.0, "<", 2.0], "+", 1.0, "@end-if"], None),
    ("constant-condition", [0.0, "@repeat", True, "+", 1.0, "@end-repeat"],
     [0.0, "@repeat", 2.0, "+", 1.0, "@end-repeat"], "[true]"),
    ("not-an-expression", [["@Literal", 1.0], "arr_map", "x"],
     [["@Literal", 1.0], "arr_map", ["x"]], None),
]
PAIRS = [p if len(p) == 4 else (*p, None) for p in PAIRS]


@pytest.mark.parametrize("code,bad,good,hint", PAIRS, ids=[f"{p[0]}-{i}" for i, p in
                                                          enumerate(PAIRS)])
def test_kind_found_only_where_it_is(code, bad, good, hint):
    found = [d for d in lint(bad, tile_length=1) if d.code == code]
    assert found, f"{code} not reported for {bad}"
    if hint:
        assert any(hint in (d.suggestion or "") for d in found), [str(d) for d in found]
    assert all(d.path and d.severity in ("error", "warning", "info") and d.message
               for d in found)
    assert not [d for d in lint(good, tile_length=1)], [str(d) for d in lint(good)]


def test_paths_point_at_the_mistake():
    (d,) = lint([1.0, "+", [2.0, "*", [3.0, "==", 3.0]]])
    assert d.path == (2, 2, 1) and d.where() == "expr[2][2][1]"
    assert "expr[2][2][1]" in str(d) and "did you mean `=`?" in str(d)


def test_continuations_start_with_an_operator():
    assert lint([["@Literal", 1.0, 2.0], "arr_reduce", 0.0, ["+", "@Var -1"]]) == []
    assert lint([10.0, "CalcArrayParent", [3.0, "@end_vars", "*", "@Var 0"]]) == []
    (d,) = lint([["@Literal", 1.0], "arr_reduce", 0.0, ["plus", "@Var -1"]])
    assert d.path == (3, 0)


def test_variable_conditions_are_not_called_constant():
    expr = [0.0, "@end_vars", 0.0, "@repeat", ["@var_retain", "@Var 0", "<", 5.0], "+", 2.0,
            "@edit_var", 0.0, ["@var_retain", "@Var 0", "+", 1.0], "@end-repeat"]
    assert lint(expr) == []


EXPRESSIONS = [p[1] for p in PAIRS] + [p[2] for p in PAIRS]


@pytest.mark.parametrize("expr", EXPRESSIONS)
def test_lint_never_changes_what_evaluate_returns(expr):
    def run():
        try:
            return sc_dumps(evaluate(copy.deepcopy(expr), EvalContext(
                limits=Limits(max_steps=2000))))
        except CalcArrayError as exc:
            return type(exc).__name__
    before = run()
    kept = copy.deepcopy(expr)
    lint(expr, tile_length=1)
    assert expr == kept
    assert run() == before


def test_merge_rule_kind():
    rule = [2.0, ["@Next 1 0", "==", "@This 0"], True, [[["@This 0", "+", 1.0]]],
            [2.0, "^", ["@This 0", "+", 1.0]], [False, True]]
    (d,) = lint(rule, "merge_rule", tile_length=1)
    assert d.path == (1, 1) and d.suggestion == "did you mean `=`?"
    good = copy.deepcopy(rule)
    good[1][1] = "="
    assert lint(good, "merge_rule", tile_length=1) == []
    far = [2.0, ["@Next 2 0", "=", "@This 0"], True, [[1.0]], 0.0, [False, True]]
    assert [d.code for d in lint(far, "merge_rule")] == ["tile-entry"]


def test_tile_type_and_color_kinds():
    tile_type = [[["@This 0"], ">", 10.0], ["@This 0", "defaultAbbrev"],
                 ["@HSLA", ["@This 0", "*", 30.0], 50.0, 50.0, 1.0], "#ffffff"]
    assert lint(tile_type, "tile_type", tile_length=1) == []
    broken = copy.deepcopy(tile_type)
    broken[2][1] = ["@This 0", "times", 30.0]
    (d,) = lint(broken, "tile_type", tile_length=1)
    assert d.path == (2, 1, 1) and "`*`" in d.suggestion
    assert lint(["@RGBA", 255.0, ["@Scor", "mod", 256.0], 0.0, 1.0], "color")[0].suggestion \
        == "did you mean `@Score`?"
    assert lint(["@linear-gradient", "#fff", "#000"], "colour") == []


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="merge_rule"):
        lint([1.0], "rule")


TOKENS = ["+", "=", "==", "@if", "@else", "@else-if", "@repeat", "@end-if", "@end-repeat",
          "@end-stack", "end-stack", "@end_vars", "@Literal", "@CalcArray", "@var_retain",
          "@This 0", "@This 5", "@Next 1 0", "@Parrent -1", "@Var 0", "@Score", "arr_map",
          "arr_reduce", "CalcArrayParent", "abc", "@edit_var", "@replace_tile", "str_slice",
          "@HSLA", "@linear-gradient", "@include_gvars", "@@x", ""]


def _values():
    from hypothesis import strategies as st

    scalar = st.one_of(st.sampled_from(TOKENS), st.floats(allow_nan=True), st.integers(-3, 3),
                       st.booleans(), st.none(), st.text(max_size=4))
    return st.recursive(scalar, lambda inner: st.lists(inner, max_size=6), max_leaves=25)


def test_lint_never_fails_and_never_changes_its_input():
    from hypothesis import HealthCheck, given, settings

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(_values())
    def check(expr):
        kept = copy.deepcopy(expr)
        for kind in ("expression", "merge_rule", "tile_type", "color"):
            for d in lint(expr, kind, tile_length=2):
                assert d.severity in ("error", "warning", "info") and d.message
        assert repr(expr) == repr(kept)

    check()


def test_deep_nesting_is_bounded():
    expr = [1.0]
    for _ in range(3000):
        expr = [expr, "+", 1.0]
    found = lint(expr)
    assert [d.code for d in found] == ["too-deep"]
