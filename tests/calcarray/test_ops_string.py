"""String operators (calcarray.md 4.4): JS methods on UTF-16 text, arrays and other values."""

from __future__ import annotations

import pytest
from opcall import call

from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.values import UNDEFINED


def test_basic_methods() -> None:
    assert call("str_char", "hello", -1.0) == "o"
    assert call("str_char", "hello", 10.0) is UNDEFINED
    assert call("str_char", 12345.0, 0.0) == "1"
    assert call("str_concat", "ab", 5.0) == "ab5"
    assert call("str_concat_front", 1.0, 2.0) == "21"
    assert call("str_length", True) == 4.0
    assert call("str_length", [1.0, 2.0]) == 3.0  # "1,2"
    assert call("str_slice", "hello", 1.0, 3.0) == "el"
    assert call("str_slice", "hello", 2.0) == ""
    assert call("str_substr", "hello", 3.0, 99.0) == "lo"
    assert call("str_substr", "hello", -3.0, 2.0) == "ll"
    assert call("str_replace", "a.b.c", ".") == "aundefinedb.c"
    assert call("str_indexOf", "a1b1", 1.0) == 1.0
    assert call("str_lastIndexOf", "hello", "l") == 3.0
    assert call("str_includes", 123.0, 2.0) is True
    assert call("str_splice", "hello", -2.0, 1.0, "Z") == "helZo"
    assert call("str_splice", "hello", 1.0, 2.0) == "hundefinedlo"
    assert call("str_toLowerCase", "\u00c4bC") == "\u00e4bc"
    assert call("str_split", "a--b", "-") == ["a", "", "b"]
    assert call("str_split", "", ",") == [""]
    assert call("str_split", "abc") == ["abc"]


def test_from_positions_are_read_as_an_extra_entry() -> None:
    assert call("str_indexOfFrom", "hello", "l", extra=3.0) == 3.0
    assert call("str_lastIndexOfFrom", "hello", "l", extra=2.0) == 2.0
    assert call("str_indexOfFrom", "hello", "l", extra=-5.0) == 2.0


def test_utf16_code_units() -> None:
    assert call("str_length", "\U0001F600") == 2.0
    assert call("str_char", "a\U0001F600", 1.0) == "\ud83d"
    assert call("str_split", "\U0001F600", "") == ["\ud83d", "\ude00"]
    assert call("str_slice", "x\U0001F600y", 1.0, 3.0) == "\U0001F600"


def _raw(name: str, a: object, *args: object) -> object:
    from opcall import FakeEnv

    from pow2048_widget.calcarray.operators import REGISTRY

    return REGISTRY[name].func(FakeEnv(), a, *args)


def test_non_string_running_values_follow_js_methods() -> None:
    # A special string can resolve to a number or an array; the reference then calls the
    # JavaScript method on that value.
    assert _raw("str_length", 0.0) is UNDEFINED
    assert _raw("str_length", [[1.0], [2.0]]) == 2.0
    assert _raw("str_concat", 0.0, 0.0) == 0.0
    assert _raw("str_splice", 0.0, 0.0, 0.0, "x") == "x0"
    assert _raw("str_char", ["a", "b"], 1.0) == "b"
    assert _raw("str_includes", [1.0, float("nan")], float("nan")) is True
    for name, args in [("str_char", (0.0,)), ("str_toUpperCase", ()), ("str_split", (",",))]:
        with pytest.raises(CalcArrayError):
            _raw(name, 0.0, *args)
    with pytest.raises(CalcArrayError):
        _raw("str_length", UNDEFINED)
    with pytest.raises(CalcArrayError):
        _raw("str_substr", [1.0], 0.0, 1.0)
