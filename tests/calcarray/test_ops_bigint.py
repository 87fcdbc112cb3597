"""BigInt and number-theory operators (calcarray.md 4.7, 4.8)."""

from __future__ import annotations

import math

import pytest
from opcall import FakeEnv, call

from pow2048_widget.calcarray.errors import CalcArrayError, CalcArrayLimitError
from pow2048_widget.calcarray.state import GameState


@pytest.mark.parametrize(
    ("a", "op", "b", "result"),
    [(7.0, "+B", 3.6, 11), (-14, "/B", 3, -4), (-14, "%B", 3, -2), (-14, "modB", 3, 1),
     (14, "modB", -3, -1), (14, "modB", 0, 0), (-3.0, "^B", 3.0, -27), (12.0, "gcdB", -18.0, -6),
     (-4.0, "lcmB", 6.0, -12), (-48.0, "expomodB", 2.0, 4), (5.0, "expomodB", 1.0, -1),
     (-7, "bit&B", 255.0, 249), (1.0, "bit<<B", -1.0, 0), (-1, "bit>>B", 100.0, -1),
     (15, "roundB", 10, 20), (-15, "roundB", 10, -10), (-17, "floorB", -5, -10),
     (17, "ceilB", -5, 10), (10**30, "rootB", 2.0, 10**15), (-27, "rootB", 3, -3),
     (999.0, "logB", 10.0, 2), (0.0, "logB", 10.0, -1), (1024.0, "logB", 2.0, 10)],
)
def test_arithmetic(a: object, op: str, b: object, result: int) -> None:
    assert call(op, a, b) == result


@pytest.mark.parametrize(("a", "op", "b"), [(14, "/B", 0), (14, "%B", 0), (2, "**B", -1),
                                            (0, "lcmB", 0), (-16, "bit>>>B", 2), (17, "roundB", 0),
                                            (16, "rootB", 0), (-5, "logB", 10), (100, "logB", 1),
                                            (-16, "rootB", 2), (8, "expomodB", 0)])
def test_reference_throws(a: int, op: str, b: int) -> None:
    with pytest.raises(CalcArrayError):
        call(op, a, b)


def test_factorial_and_primes() -> None:
    assert call("factorialB", 25.0) == 15511210043330985984000000
    assert math.isnan(call("factorialB", -1.0))
    assert call("primeB", 10.0) == 29 and call("primeB", 0.0) == 1
    with pytest.raises(CalcArrayError):
        call("primeB", -4.0)


def test_huge_results_hit_the_limit() -> None:
    env = FakeEnv()
    for op, a, b in [("^B", 10, 10**6), ("bit<<B", 1, 10**7)]:
        with pytest.raises(CalcArrayLimitError):
            call(op, a, b, env=env)
    # factorialB stops earlier, where the reference's recursion runs out of stack
    with pytest.raises(CalcArrayError, match="call stack"):
        call("factorialB", 10**5, None, env=env)


def test_perfect_power_form() -> None:
    assert call("perfectPowerFormB", 64.0, 10.0) == [2, 6, 1]
    assert call("perfectPowerFormB", 64.0, 3.0) == [4, 3, 1]
    assert call("perfectPowerFormB", 64.0, math.inf) == [64, 1, 1]
    assert call("perfectPowerFormB", -27.0, 10.0) == [3, 3, -1]
    assert call("perfectPowerFormB", -1.0, 10.0) == [1, 0, -1]
    assert call("perfectPowerFormB", 0.0, 10.0) == [0, 0, 0]


def test_factorisation_forms() -> None:
    assert call("primeFactorizeB", 84.0, 0.0) == [2, 1, 0, 1]
    assert call("primeFactorizeB", -84.0, 1.0) == [[2, 2], [3, 1], [7, 1]]
    assert call("primeFactorizeB", 600851475143, 2.0) == [71, 839, 1471, 6857]
    assert call("primeFactorizeB", 1.0, 0.0) == [0]
    assert call("primeFactorizeB", 0.0, 0.0) == []
    assert call("primeDefactorizeB", [2, 1, 0, 1], 0.0) == 84
    assert call("primeDefactorizeB", [], 0.0) == 1
    assert call("primeDefactorizeB", [[2, 2], [7, 1]], 1.0) == 28
    with pytest.raises(CalcArrayError):
        call("primeDefactorizeB", [2.0, 1.0], 0.0)
    assert call("factorAmountB", 720720) == 240
    assert call("factorListB", -12.0) == [1, 2, 3, 4, 6, 12]
    assert call("factorListB", 0.0) == [1]


def test_bases() -> None:
    assert call("baseConvertB", -255.0, 16.0) == "-FF"
    assert call("baseConvertB", 0.0, 16.0) == ""
    assert call("baseConvertB", 255.0, 1.0) == 255
    assert call("baseConvertB", 255.0, 100.0) == "(2)(55)"
    assert call("baseConvertB", 5.0, ["x", "y", "z"]) == "yz"
    assert call("baseConvertB", -2.5, [6.0, 4.0]) == "-10"
    assert call("baseConvertB", 4095, 64.0) == "//"
    assert call("baseDeconvertB", "ff", 16.0) == 697
    assert call("baseDeconvertB", "bab", ["a", "b"]) == 5
    assert call("baseDeconvertB", "aa", ["a"]) == 0
    assert call("baseDeconvertB", "", 10.0) == 0
    with pytest.raises(CalcArrayError):
        call("baseDeconvertB", "-5", 10.0)


def test_digitwise() -> None:
    assert call("basebit&B", 56.0, 38.0, 10.0) == 36
    assert call("basebit^B", 56.0, 38.0, 10.0) == 84
    assert call("basebit|B", 12.0, 345.0, 10.0) == 345
    assert call("basebit~B", -56.0, 10.0) == 54
    assert call("basebit~B", 6.0, 2.0) == 6
    with pytest.raises(CalcArrayError):
        call("basebit&B", 5.0, 3.0)


def test_rand_bigint_is_inclusive() -> None:
    env = FakeEnv()
    assert {call("rand_bigint", 3, 1, env=env) for _ in range(100)} == {1, 2, 3}


def _scripted(draws: list[float]) -> tuple[FakeEnv, list[float]]:
    """An env whose random() returns ``draws`` in order; the list shows what is left."""
    left = list(draws)
    env = FakeEnv(GameState(random=lambda: left.pop(0)))
    return env, left


def test_rand_bigint_bisects_with_one_draw_per_halving() -> None:
    # [0, 10]: mid 5, 0.7 > 0.5 keeps [0, 5]; mid 2, 0.2 keeps [2, 5]; mid 3, 0.9 keeps
    # [2, 3]; the last draw 0.6 picks the upper end. Four draws, where one uniform draw
    # would have used one.
    env, left = _scripted([0.7, 0.2, 0.9, 0.6, 0.99])
    assert call("rand_bigint", 0, 10, env=env) == 3
    assert left == [0.99]


def test_rand_bigint_halves_toward_zero_and_swaps_bounds() -> None:
    # [-7, -1] written backwards: mid is (-8)/2 = -4, then (-5)/2 = -2 (truncated toward
    # zero, not floored to -3), then the last draw picks the lower end.
    env, left = _scripted([0.1, 0.1, 0.1, 0.5])
    assert call("rand_bigint", -1, -7, env=env) == -2
    assert left == [0.5]


def test_rand_bigint_on_one_value_still_draws_once() -> None:
    env, left = _scripted([0.3, 0.8])
    assert call("rand_bigint", 7, 7, env=env) == 7
    assert left == [0.8]


def test_rand_bigint_is_not_uniform() -> None:
    # On [0, 2] the middle value comes twice as often as each end (1/4, 1/2, 1/4).
    env = FakeEnv(seed=5)
    counts = {0: 0, 1: 0, 2: 0}
    for _ in range(4000):
        counts[call("rand_bigint", 0, 2, env=env)] += 1
    assert 1800 < counts[1] < 2200
    assert 850 < counts[0] < 1150 and 850 < counts[2] < 1150
