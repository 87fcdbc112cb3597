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

