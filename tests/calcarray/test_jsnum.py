"""JavaScript conversions and comparisons (calcarray.md Appendix A)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pow2048_widget.calcarray.jsnum import (
    js_ge,
    js_gt,
    js_le,
    js_lt,
    js_round,
    loose_equals,
    number_to_string,
    strict_equals,
    string_to_number,
    to_bigint,
    to_boolean,
    to_int32,
    to_number,
    to_number_family,
    to_string,
    to_uint32,
)
from pow2048_widget.calcarray.values import UNDEFINED, BigRational, GaussianBigInt


@pytest.mark.parametrize(
    ("x", "text"),
    [(0.0, "0"), (-0.0, "0"), (1e21, "1e+21"), (1e20, "100000000000000000000"), (1e-7, "1e-7"),
     (1e-6, "0.000001"), (1.5e-7, "1.5e-7"), (123456789.125, "123456789.125"), (2.0, "2"),
     (0.1 + 0.2, "0.30000000000000004"), (-1.5, "-1.5"), (math.inf, "Infinity"),
     (-math.inf, "-Infinity"), (math.nan, "NaN"), (5e-324, "5e-324"),
     (1.7976931348623157e308, "1.7976931348623157e+308"), (2.65358979335273e-06,
                                                          "0.00000265358979335273")],
)
def test_number_to_string(x: float, text: str) -> None:
    assert number_to_string(x) == text


@given(st.floats(allow_nan=False))
def test_number_to_string_round_trips(x: float) -> None:
    assert string_to_number(number_to_string(x)) == x


@pytest.mark.parametrize(
    ("text", "value"),
    [("5", 5.0), (" 5 ", 5.0), ("0x10", 16.0), ("0b11", 3.0), ("0o7", 7.0), ("1e3", 1000.0),
     ("", 0.0), ("  ", 0.0), (".5", 0.5), ("5.", 5.0), ("+5", 5.0), ("-Infinity", -math.inf),
     ("\u00a04", 4.0), ("1e400", math.inf)],
)
def test_string_to_number(text: str, value: float) -> None:
    assert string_to_number(text) == value


@pytest.mark.parametrize("text", ["abc", "12px", "inf", "nan", "NaN", "1_000", "+-5", "0x",
                                  "1e", "infinity", "\uff14", "-0x10"])
def test_string_to_number_rejects(text: str) -> None:
    assert math.isnan(string_to_number(text))


def test_to_number_of_other_kinds() -> None:
    assert to_number(True) == 1.0
    assert to_number(None) == 0.0
    assert math.isnan(to_number(UNDEFINED))
    assert to_number([7.0]) == 7.0
    assert math.isnan(to_number([7.0, 8.0]))
    assert to_number([]) == 0.0
    assert to_number(12345678901234567890) == 12345678901234567000.0
    assert to_number(GaussianBigInt(3, 0)) == 3.0
    assert math.isnan(to_number(GaussianBigInt(3, 1)))
    assert to_number(BigRational(3, 2)) == 1.5
    assert to_number(BigRational(1, 0)) == math.inf
    assert to_number_family("abc") == 0.0
    assert to_number_family(BigRational(0, 0)) == 0.0


def test_to_string_joins_arrays_without_brackets() -> None:
    assert to_string([1.0, [2.0, 3.0], "a"]) == "1,2,3,a"
    assert to_string([None, True]) == ",true"
    assert to_string([UNDEFINED]) == ""
    assert to_string(12) == "12"
    assert to_string(GaussianBigInt(2, -3)) == "2-3i"


def test_truthiness() -> None:
    truthy = [[], GaussianBigInt(0, 0), BigRational(0, 1), "0", "false", -1.0]
    falsy = [False, 0.0, -0.0, math.nan, "", None, UNDEFINED, 0]
    assert all(to_boolean(v) for v in truthy)
    assert not any(to_boolean(v) for v in falsy)


@pytest.mark.parametrize(
    ("value", "big"),
    [(3.7, 4), (3.5, 4), (-3.5, -3), (2.5, 3), ("12", 12), ("1.5", 2), ("abc", 0), ("", 0),
     (" 12 ", 12), ("0x1F", 31), ("-7", -7), ("-0x10", 0), (True, 1), (None, 0), (math.nan, 0),
     (math.inf, 0), ([7.0], 7), ([7.0, 8.0], 0), (BigRational(7, 2), 4),
     (GaussianBigInt(7, 0), 7), (GaussianBigInt(7, 1), 0), (1e21, 10**21)],
)
def test_bigint_family(value: object, big: int) -> None:
    assert to_bigint(value) == big


def test_js_round_ties_up() -> None:
    assert [js_round(x) for x in (2.5, -2.5, -3.5, 0.49999999999999994)] == [3.0, -2.0, -3.0,
                                                                            0.0]


def test_int32() -> None:
    assert to_int32(4294967297.0) == 1
    assert to_int32(2.0**31) == -(2**31)
    assert to_int32(-2.7) == -2
    assert to_uint32(-1.0) == 2**32 - 1
    assert to_int32(math.inf) == 0


def test_relational_comparison() -> None:
    assert js_lt("10", "9")
    assert not js_lt("10", 9.0)
    assert not js_lt("abc", 1.0) and not js_ge("abc", 1.0)
    assert js_lt([1.0], [2.0]) and js_lt([10.0], [9.0])
    assert js_ge(None, 0.0) and not js_ge(UNDEFINED, 0.0)
    assert js_gt(3, 2.5) and js_lt(5, "6") and not js_lt(5, "x")
    assert not js_gt("B", "a")
    assert js_lt("\uffff", "\U0001F600") is False  # UTF-16: a surrogate sorts below U+FFFF
    assert js_le([1.0], [1.0])


def test_equalities() -> None:
    assert not strict_equals(1.0, "1") and not strict_equals(1.0, 1)
    assert not strict_equals(math.nan, math.nan)
    assert loose_equals("2", 2.0) and loose_equals("", 0.0) and loose_equals([], 0.0)
    assert loose_equals(None, UNDEFINED) and not loose_equals(None, 0.0)
    assert loose_equals(5, "5") and loose_equals(5, 5.0) and loose_equals(True, 1.0)
