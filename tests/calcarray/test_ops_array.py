"""Array operators (calcarray.md 4.5)."""

from __future__ import annotations

import pytest
from opcall import FakeEnv, call

from pow2048_widget.calcarray.errors import CalcArrayError, CalcArrayLimitError
from pow2048_widget.calcarray.values import UNDEFINED


def test_element_access_and_edits() -> None:
    assert call("arr_elem", [1.0, 2.0, 3.0], -1.0) == 3.0
    assert call("arr_elem", 5.0, 0.0) == 5.0
    assert call("arr_edit_elem", [1.0, 2.0, 3.0], 5.0, 9.0) == [1.0, 2.0, 3.0, UNDEFINED,
                                                              UNDEFINED, 9.0]
    assert call("arr_edit_elem", [1.0], -1.0, 9.0) == [1.0]
    assert call("arr_edit_elem", [1.0], 0.5, 9.0) == [1.0]


def test_inputs_are_never_mutated() -> None:
    a = [1.0, 2.0]
    call("arr_push", a, 3.0)
    call("arr_edit_elem", a, 0.0, 9.0)
    call("arr_splice", a, 0.0, 1.0, [])
    assert a == [1.0, 2.0]


def test_building() -> None:
    assert call("arr_push", [1.0], [3.0]) == [1.0, [3.0]]
    assert call("arr_concat_front", [1.0, 2.0], 0.0) == [0.0, 1.0, 2.0]
    assert call("arr_pop", []) == [] and call("arr_shift", [1.0, 2.0]) == [2.0]
    nested = [1.0, [2.0, [3.0, [4.0]]]]
    assert call("arr_flat", nested, 2.0) == [1.0, 2.0, 3.0, [4.0]]
    assert call("arr_flat", nested) == nested
    assert call("arr_flat", nested, float("inf")) == [1.0, 2.0, 3.0, 4.0]
    assert call("arr_splice", [1.0, 2.0, 3.0, 4.0], 1.0, 2.0) == [1.0, UNDEFINED, 4.0]
    assert call("arr_splice", [1.0, 2.0, 3.0, 4.0], -1.0, 1.0, []) == [1.0, 2.0, 3.0]
    assert call("arr_slice", [1.0, 2.0, 3.0, 4.0], -2.0, 4.0) == [3.0, 4.0]


def test_searches() -> None:
    assert call("arr_indexOf", [[1.0, 2.0], 3.0], [1.0, 2.0]) == 0.0
    assert call("arr_indexOf", [1.0, 2.0], "1") == -1.0
    assert call("arr_includes", [1.0, 2.0, 1.0], 2.0) is False
    assert call("arr_includes", [[2.0], 3.0], 2.0) is True
    assert call("arr_indexOfFrom", [1.0, 2.0, 1.0], 1.0, extra=-1.0) == 0.0
    assert call("arr_lastIndexOfFrom", [1.0, 2.0, 1.0], 1.0, extra=5.0) == 2.0
    assert call("arr_indexOfFrom", [1.0, 2.0, 3.0], 2.0, extra=0.5) == -1.0
    assert call("arr_indexOfFrom", [1.0, 2.0, 3.0], UNDEFINED, extra=0.5) == 0.5


def test_binary_search_and_insert() -> None:
    assert call("arr_binarySearch", [1.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0], 11.0) == 5.0
    assert call("arr_binarySearch", [1.0, 2.0], "2") == 1.0
    assert call("arr_binarySearch", [], None) == 0.0
    assert call("arr_binaryInsert", [1.0, 3.0, 5.0, 7.0], 4.0) == [1.0, 3.0, 4.0, 5.0, 7.0]
    assert call("arr_binaryInsert", ["b"], -7.0) == ["b", -7.0]
    with pytest.raises(CalcArrayError):
        call("arr_binaryInsert", ["a", "b", "c"], -7.0)


def test_eq_rearrange_is_containment() -> None:
    assert call("arr_eqRearrange", [1.0, 2.0], [1.0]) is True
    assert call("arr_eqRearrange", [1.0], [1.0, 1.0]) is False


def test_multicolor_and_weighted_entry() -> None:
    assert call("multicolor", [4.0, 0.0, 1.0, 2.0], 3.0) == 4.0
    assert call("multicolor", [1.0, 2.0, 3.0], 3.0) == -1.0
    env = FakeEnv()
    picks = {call("weightedRandomArrayEntry", ["a", "b", "c"], [0.0, 1.0], env=env)
             for _ in range(50)}
    assert picks == {"b"}


def test_growth_is_limited() -> None:
    with pytest.raises(CalcArrayLimitError):
        call("arr_edit_elem", [], 1e9, 1.0)


def test_flat_keeps_undefined_even_where_the_array_had_holes() -> None:
    # The reference deep-copies an array whenever an operator reads it, which turns holes
    # into explicit undefined; JS flat keeps those. So edits past the end survive flat.
    from pow2048_widget.calcarray import evaluate

    expr = [["@Literal", 1.0, [2.0]], "arr_edit_elem", 4.0, 9.0, "arr_flat", 1.0]
    assert evaluate(expr) == [1.0, 2.0, UNDEFINED, UNDEFINED, 9.0]
    # An explicit undefined (an element read past the end) inside a nested array, too.
    expr = [["@Literal", 1.0], "arr_push", [["@Literal"], "arr_push", [["@Literal"], "arr_elem",
                                                                        3.0]],
            "arr_flat", float("inf")]
    assert evaluate(expr) == [1.0, UNDEFINED]
