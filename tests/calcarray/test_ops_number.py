"""Number operators (calcarray.md 4.1) with JavaScript's double semantics."""

from __future__ import annotations

import math

import pytest
from opcall import FakeEnv, call

from pow2048_widget.calcarray.errors import CalcArrayError, CalcArrayLimitError
from pow2048_widget.calcarray.values import UNDEFINED


@pytest.mark.parametrize(
    ("a", "op", "b", "result"),
    [(7.0, "%", 3.0, 1.0), (-7.0, "%", 3.0, -1.0), (-7.0, "mod", 3.0, 2.0),
     (7.0, "mod", -3.0, -2.0), (-7.5, "mod", 2.0, 0.5), (7.0, "mod", 0.0, 0.0),
     (2.0, "^", 10.0, 1024.0), (0.0, "**", 0.0, 1.0), (9.0, "^", 0.5, 3.0),
     (-7.0, "/", 0.0, -math.inf), (17.5, "round", 5.0, 20.0), (-2.5, "round", 1.0, -2.0),
     (-17.5, "round", 5.0, -15.0), (17.0, "round", -5.0, 15.0), (1.25, "round", 0.1, 1.3),
     (-17.0, "ceil", 5.0, -15.0), (-17.9, "trunc", 1.0, -17.0), (12.0, "gcd", -18.0, -6.0),
     (-12.0, "gcd", 18.0, 6.0), (2.5, "gcd", 1.0, 0.5), (-4.0, "lcm", 6.0, -12.0),
     (1000.0, "log", 10.0, 2.9999999999999996), (8.0, "log", 1.0, math.inf),
     (4294967297.0, "bit&", 3.0, 1.0), (2.7, "bit|", 0.0, 2.0), (1.0, "bit<<", 31.0, -2**31),
     (1.0, "bit<<", 32.0, 1.0), (1.0, "bit<<", -1.0, -2**31), (-16.0, "bit>>>", 2.0,
                                                               1073741820.0),
     (-16.0, "bit>>", 2.0, -4.0), (12.0, "expomod", 2.0, 2.0), (8.0, "expomod", -2.0, 3.0),
     (8.0, "expomod", 0.0, 0.0), (2.5, "expomod", 2.0, -1.0), (0.0, "expomod", 2.0, math.inf)],
)
def test_binary(a: float, op: str, b: float, result: float) -> None:
    assert call(op, a, b) == result


@pytest.mark.parametrize(("a", "op", "b"), [(7.0, "%", 0.0), (17.0, "round", 0.0),
                                            (1.0, "log", 1.0), (-8.0, "^", 0.5),
                                            (0.0, "lcm", 0.0)])
def test_nan_results(a: float, op: str, b: float) -> None:
    assert math.isnan(call(op, a, b))


def test_missing_round_multiple_gives_nan() -> None:
    assert math.isnan(call("round", 17.0))


def test_operands_are_converted_with_the_number_family() -> None:
    assert call("+", "x", 1.0) == 1.0
    assert call("+", True, "2") == 3.0
    assert call("abs", [-3.0]) == 3.0


def test_signed_zeros() -> None:
    assert math.copysign(1.0, call("abs", -0.0)) == -1.0
    assert math.copysign(1.0, call("sign", -0.0)) == 1.0


def test_factorial_multiplies_upward() -> None:
    assert call("factorial", 170.0) == 7.257415615307994e306
    assert call("factorial", 171.0) == math.inf
    assert call("factorial", 4.4) == 24.0 and call("factorial", 4.6) == 120.0
    assert math.isnan(call("factorial", -1.0))


def test_prime_extends_the_list() -> None:
    env = FakeEnv()
    assert call("prime", 5.0, env=env) == 11.0
    assert env.state.primes == [2, 3, 5, 7, 11, 13]
    assert call("prime", -3.0, env=env) == -5.0
    assert call("prime", 0.0) == 1.0
    assert call("prime", 1.5) is UNDEFINED


def test_negative_prime_index_beyond_the_list_throws() -> None:
    with pytest.raises(CalcArrayError):
        call("prime", -4.0)


def test_endless_reference_loops_raise() -> None:
    with pytest.raises(CalcArrayError, match="call stack"):  # the reference's recursion
        call("gcd", math.inf, 2.0)
    with pytest.raises(CalcArrayLimitError):
        call("expomod", 8.0, -1.0)


def test_random_operators_stay_in_range() -> None:
    env = FakeEnv()
    draws = {call("rand_int", 3.5, 1.5, env=env) for _ in range(200)}
    assert draws == {1.0, 2.0, 3.0, 4.0}
    floats = [call("rand_float", 2.0, 1.0, env=env) for _ in range(100)]
    assert all(1.0 <= x < 2.0 for x in floats)
