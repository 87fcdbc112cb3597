"""Comparison, selection and boolean operators (calcarray.md 4.2, 4.3)."""

from __future__ import annotations

import math

import pytest
from opcall import call

from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.values import UNDEFINED, BigRational, GaussianBigInt


def test_equality() -> None:
    assert call("=", 1.0, "1") is False
    assert call("=", [1.0, [2.0, 3.0]], [1.0, [2.0, 3.0]]) is True
    assert call("=", [math.nan], [math.nan]) is False
    assert call("=", 1, 1) is True and call("=", 1.0, 1) is False
    assert call("=", BigRational(1, 2), BigRational(2, 4)) is True
    assert call("=", BigRational(1, 2), 0.5) is False
    assert call("=", GaussianBigInt(1, 0), 1) is False
    assert call("!=", math.nan, math.nan) is True
    assert call("!=", BigRational(0, 0), BigRational(0, 0)) is False


@pytest.mark.parametrize(
    ("a", "op", "b", "result"),
    [("10", "<", "9", True), ("10", "<", 9.0, False), ("abc", ">=", 1.0, False),
     ([10.0], "<", [9.0], True), (None, ">=", 0.0, True), (UNDEFINED, ">=", 0.0, False),
     (3, ">", 2.5, True), (5, "<", "x", False), (GaussianBigInt(1, 0), ">=",
                                                 GaussianBigInt(1, 0), False),
     (BigRational(1, 2), "<", 1, True), (BigRational(1, 0), ">", BigRational(-1, 0), True),
     (BigRational(0, 0), ">=", BigRational(0, 0), False), (0.4, "<", BigRational(1, 2), True),
     (BigRational(1, 2), "<", True, False)],
)
def test_ordering(a: object, op: str, b: object, result: bool) -> None:
    assert call(op, a, b) is result


def test_rational_comparison_with_unparsable_text_throws() -> None:
    with pytest.raises(CalcArrayError):
        call(">", BigRational(1, 2), "abc")


def test_max_min_return_an_operand() -> None:
    assert call("max", "b", "a") == "b"
    assert call("max", "10", 9.0) == "10"
    assert call("min", 3.0, math.nan) == 3.0
    assert math.isnan(call("min", math.nan, 3.0))
    assert call("max", BigRational(1, 2), 0.6) == 0.6
    assert call("min", 7, 6.5) == 6.5
    with pytest.raises(CalcArrayError):
        call("max", GaussianBigInt(1, 2), 0.0)


def test_first_second() -> None:
    assert call("1st", 1.0, 2.0) == 1.0
    assert call("second", 1.0) is UNDEFINED


def test_booleans() -> None:
    assert call("&&", 1.0, "x") is True
    assert call("||", False, "") is False
    assert call("!", [], ) is False
    assert call("!", 0) is True
    assert call("&&nsc", True, "a") is True
