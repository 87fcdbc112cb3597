"""GaussianBigInt operators (calcarray.md 4.9)."""

from __future__ import annotations

import math

import pytest
from opcall import call

from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.values import UNDEFINED
from pow2048_widget.calcarray.values import GaussianBigInt as GB


@pytest.mark.parametrize(
    ("a", "op", "b", "result"),
    [("2+3i", "*GB", "1-2i", GB(8, -1)), ("7+3i", "/GB", "1+i", GB(5, -2)),
     ("-7+3i", "/GB", 2.0, GB(-3, 1)), (-7.0, "/mGB", 2.0, GB(-3, 0)),
     (5.0, "modGB", 3.0, GB(-1, 0)), ("11+4i", "modGB", "3+2i", GB(0, 1)),
     ("1+i", "^GB", 2.5, GB(-2, 2)), ("5", "gcdGB", "3+4i", GB(2, 1)),
     (0.0, "gcdGB", 0.0, GB(0, 0)), ("2+i", "lcmGB", "1+2i", GB(5, 0))],
)
def test_arithmetic(a: object, op: str, b: object, result: GB) -> None:
    assert call(op, a, b) == result


def test_unary() -> None:
    assert call("normGB", "-4i") == 16
    assert call("toFirstQuadrantGB", "-2+3i") == GB(3, 2)
    assert call("firstQuadrantUnitGB", "2-3i") == GB(0, 1)
    assert call("rot270GB", "-2i") == GB(-2, 0)
    assert call("ipowGB", -1.0) == GB(0, -1)
    assert math.isclose(call("phaseGB", "-i"), -math.pi / 2)


def test_ordering_and_primes() -> None:
    assert call("gaussianSort", "2+i", "1+2i") == -1.0
    assert call("gaussianSort", "i", "1") == 1.0
    primes = [call("gaussian_prime", float(n)) for n in range(1, 21)]
    assert primes[:8] == [GB(1, 1), GB(2, 1), GB(1, 2), GB(3, 0), GB(3, 2), GB(2, 3), GB(4, 1),
                          GB(1, 4)]
    assert primes[19] == GB(8, 3)
    assert call("gaussian_prime", -1.0) is UNDEFINED


def test_errors() -> None:
    for op, a, b in [("/GB", "7+3i", 0.0), ("**GB", "1+i", -1.0), ("expomodGB", "12", "1+i"),
                     ("lcmGB", 0.0, 0.0)]:
        with pytest.raises(CalcArrayError):
            call(op, a, b)
    assert call("expomodGB", 0.0, 2.0) == -1
