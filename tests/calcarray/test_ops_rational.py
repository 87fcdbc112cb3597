"""BigRational operators (calcarray.md 4.10, 11.1)."""

from __future__ import annotations

import math

import pytest
from opcall import call

from pow2048_widget.calcarray.errors import CalcArrayError, CalcArrayLimitError
from pow2048_widget.calcarray.values import BigRational as BR


@pytest.mark.parametrize(
    ("a", "op", "b", "result"),
    [("1/2", "+BR", "1/3", BR(5, 6)), ("1/0", "+BR", "-1/0", BR(0, 0)),
     ("1/0", "*BR", -2.0, BR(-1, 0)), (0.0, "/BR", 0.0, BR(0, 0)),
     ("-7/2", "modBR", "3/2", BR(1, 1)), ("7/2", "modBR", "-3/2", BR(-1, 1)),
     ("1/0", "modBR", 2.0, BR(0, 0)), ("0", "^BR", -1.0, BR(1, 0)), ("2/3", "^BR", 0.5, BR(2, 3)),
     ("0/0", "^BR", 0.0, BR(0, 0)), ("7/3", "roundBR", "1/2", BR(5, 2)),
     ("-5/2", "roundBR", 1.0, BR(-2, 1)), ("7/3", "roundBR", "1/0", BR(0, 1)),
     ("-7/3", "floorBR", "1/0", BR(-1, 0)), ("7/3", "ceilBR", "1/0", BR(1, 0)),
     ("7/3", "roundBR", -1.0, BR(2, 1)), ("1/2", "gcdBR", "1/3", BR(1, 6)),
     ("1/0", "gcdBR", 2.0, BR(2, 1)), ("1/2", "lcmBR", "1/3", BR(1, 1)),
     ("3/8", "expomodBR", 2.0, BR(-3, 1)), ("9/4", "expomodBR", "3/2", BR(2, 1)),
     (0.0, "expomodBR", 2.0, BR(-1, 0)), (7.0, "expomodBR", "1/0", BR(0, 0))],
)
def test_arithmetic(a: object, op: str, b: object, result: BR) -> None:
    assert call(op, a, b) == result


def test_missing_multiple_is_nan() -> None:
    assert call("roundBR", "7/3") == BR(0, 0)


def test_unary() -> None:
    assert call("numeratorBR", "-6/8") == -3
    assert call("denominatorBR", "1/0") == 0
    assert call("recipBR", 0.0) == BR(1, 0)
    assert call("signBR", "-2/3") == -1.0
    assert math.isnan(call("signBR", "0/0"))


def test_perfect_power_form() -> None:
    assert call("perfectPowerFormBR", "64/729", 100.0) == [BR(2, 3), 6, 1.0]
    assert call("perfectPowerFormBR", "64/729", 2.0) == [BR(8, 27), 2, 1.0]
    assert call("perfectPowerFormBR", 0.0, 5.0) == [BR(0, 1), 0, 0.0]
    with pytest.raises(CalcArrayError):
        call("perfectPowerFormBR", "72/5", "1/0")


@pytest.mark.parametrize(
    ("a", "op", "args", "result"),
    [(2.0, "^RBR", ("1/2", "1/1000"), BR(707, 500)), (-8.0, "^RBR", ("1/3", "1/100"), BR(-2, 1)),
     (-8.0, "^RBR", ("1/2", "1/100"), BR(0, 0)), (4.0, "^RBR", ("3/2", "1/10"), BR(8, 1)),
     ("1/4", "^RBR", ("1/2", "1/100"), BR(1, 2)), (2.0, "^RBR", (2.0, 0.0), BR(4, 1)),
     (10.0, "logRBR", (2.0, "1/1000"), BR(1661, 500)), ("1/8", "logRBR", (2.0, "1/100"),
                                                         BR(-3, 1)),
     (1.0, "sinRBR", ("1/1000",), BR(841, 1000)), (4.0, "sinRBR", ("1/100",), BR(-19, 25)),
     (-1.0, "sinRBR", ("1/100",), BR(-21, 25)), (3.0, "cosRBR", ("1/100",), BR(-99, 100)),
     (1.0, "cosRBR", ("1/1000",), BR(27, 50))],
)
def test_rounded_transcendentals(a: object, op: str, args: tuple, result: BR) -> None:
    assert call(op, a, *args) == result


def test_rounding_to_zero_is_refused() -> None:
    with pytest.raises(CalcArrayError):
        call("^RBR", 2.0, "1/2", 0.0)
    with pytest.raises(CalcArrayLimitError):
        call("sinRBR", 1.0, 0.0)
