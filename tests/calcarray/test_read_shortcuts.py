"""Shortcuts of the evaluator's small reads give what the general path gives (#26, DIVE).

* ``arr_flat``'s depth written as one number skips ToNumber of the array (the number's
  text read back): the depth used must be the same for every number;
* ``num`` (the numeric parts of ``"@Var -1"``, ``"@Parent 2"``...) remembers parts by text:
  the same text read twice gives the same number as reading it afresh.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pow2048_widget.calcarray.jsnum import string_to_number, to_number
from pow2048_widget.calcarray.jsstring import integer_or_infinity
from pow2048_widget.calcarray.operators.array import op_arr_flat
from pow2048_widget.calcarray.special_strings import num

NESTED = [[1.0, [2.0, [3.0, [4.0, [5.0]]]]], "@Empty", [[[6.0]]], 7.0]


@given(st.floats(allow_nan=True, allow_infinity=True))
def test_flat_depth_of_one_number_is_read_as_through_its_text(x: float) -> None:
    assert integer_or_infinity(x + 0.0) == integer_or_infinity(to_number([x]))
    # ``[[x]]`` has the text of ``[x]`` but takes the general path
    assert repr(op_arr_flat(None, NESTED, [x])) == repr(op_arr_flat(None, NESTED, [[x]]))


@given(st.one_of(st.floats().map(repr), st.text(max_size=8),
                 st.sampled_from(["-1", " 2 ", "0x1F", "-0", "", "1e400", "Infinity"])))
def test_num_remembers_exactly_what_reading_the_text_gives(text: str) -> None:
    expected = string_to_number(text)
    for _ in range(2):
        got = num(text)
        assert repr(got) == repr(expected)



def _needs_work_by_the_book(el: list, seen: list) -> bool:
    """The literal walk as first written: one call per array looked into."""
    seen[0] += 1
    f0 = el[0]
    if type(f0) is str and f0 == "@Literal":
        return True
    for sub in el:
        if type(sub) is list and sub:
            s0 = sub[0]
            if type(s0) is str and (s0 == "@CalcArray" or s0 == "@Literal"):
                return True
            if _needs_work_by_the_book(sub, seen):
                return True
    return False


LEAVES = st.sampled_from([1.0, 2, "@Empty", "@Literal", "@CalcArray", "x", True, None])
NESTING = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=4), max_leaves=25)


@given(st.lists(NESTING, min_size=1, max_size=6))
def test_the_literal_walk_counts_and_answers_as_one_call_per_array(el: list) -> None:
    """A board read as a literal charges one unit per array looked into; flat arrays
    (tiles) are now counted without a call of their own: same answer, same count."""
    from pow2048_widget.calcarray.operands import _needs_literal_work

    seen, expected_seen = [-1], [-1]
    assert _needs_literal_work(el, seen) == _needs_work_by_the_book(el, expected_seen)
    assert seen == expected_seen


@given(st.lists(NESTING, min_size=1, max_size=6))
def test_a_row_of_flat_arrays_is_counted_as_the_walk_counts_it(el: list) -> None:
    """``_flat_rows`` answers for rows the walk finds nothing to do in, with the walk's
    count; any other row goes the general way (-1)."""
    from pow2048_widget.calcarray.operands import _flat_rows

    seen = [-1]
    needed = _needs_work_by_the_book(el, seen)
    flat = _flat_rows(el)
    flat_by_hand = not (type(el[0]) is str and el[0] == "@Literal") and all(
        not (type(sub) is list and sub) or not any(type(x) is list for x in sub)
        and not (type(sub[0]) is str and sub[0] in ("@Literal", "@CalcArray")) for sub in el)
    assert (flat >= 0) == flat_by_hand
    if flat >= 0:
        assert not needed and flat == seen[0]


@given(st.one_of(st.lists(LEAVES, max_size=40), st.lists(NESTING, max_size=8)), st.booleans())
def test_an_array_result_handed_on_marked_converts_as_through_the_walk(values: list,
                                                                       marked: bool) -> None:
    """``unmark_flat`` (compiled programs' array conversion of an operator's marked array
    result) gives what ``convert`` gives, with the same work counted, or stands aside."""
    from pow2048_widget.calcarray.context import EvalContext, normalize_context
    from pow2048_widget.calcarray.convert import ARRAY, LITERAL
    from pow2048_widget.calcarray.evaluator import Evaluation
    from pow2048_widget.calcarray.operands import unmark_flat
    from pow2048_widget.calcarray.special_strings import MISS

    v = [LITERAL, *values] if marked else values
    ctx = normalize_context(EvalContext())
    a, b = Evaluation(ctx), Evaluation(ctx)
    got = unmark_flat(a, list(v))
    rest = v[1:]
    flat = bool(v) and v[0] == LITERAL and not any(type(x) is list for x in rest) and not (
        rest and rest[0] == LITERAL)
    assert (got is not MISS) == flat
    if got is not MISS:
        expected = b.convert(list(v), ARRAY, ctx, [], [], 0, ())
        assert repr(got) == repr(expected)
        assert (a.steps, a.work, a.check_at) == (b.steps, b.work, b.check_at)
