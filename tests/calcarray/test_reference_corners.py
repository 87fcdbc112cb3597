"""Corners where random programs disagreed with the reference (issue: random programs and
modes). Each test states the reference's behaviour for a family of inputs, not one vector:
the reproducers themselves are in ``tests/conformance/calcarray-fuzz.jsonl``."""

from __future__ import annotations

import math
from typing import Any

import pytest

from pow2048_widget.calcarray import (
    UNDEFINED,
    BigRational,
    CalcArrayError,
    CalcArrayLimitError,
    EvalContext,
    GameState,
    GaussianBigInt,
    evaluate,
    sc_decode,
    sc_encode,
)
from pow2048_widget.calcarray.fdlibm_trig import js_math_cos, js_math_sin, js_math_tan
from pow2048_widget.conformance.calcarray_vectors import build_context


def run(expr: Any, setup: dict[str, Any] | None = None) -> Any:
    return evaluate(sc_decode(expr), build_context(sc_decode(setup or {})))


ROW = {"grid": [[[1.0], [1.0]]], "coords": [0, 1], "dir": [0, -1]}


@pytest.mark.parametrize("index", [1, 2, -1, 0.5, "@Infinity"])
@pytest.mark.parametrize("name", ["mergeRuleApplies", "mergeRuleApplies_nonRecursive"])
def test_merge_rule_applies_with_a_missing_rule_names_it(name: str, index: Any) -> None:
    with pytest.raises(CalcArrayError, match=f"{name}: there is no merge rule"):
        run([index, name, 0], ROW)
    assert run([0, name, 0], ROW) is True  # the one rule of 2048 applies to two 1s


def test_gaussian_prime_removes_the_entry_after_it() -> None:
    assert run([3, "gaussian_prime", "+GB", 1]) == GaussianBigInt(1, 2)
    assert run([3, "gaussian_prime", 7]) == run([3, "gaussian_prime"])
    assert run([4, "gaussian_prime", 0, "+GB", 1]) == GaussianBigInt(4, 0)


def primes_after(expr: Any) -> list[int]:
    ctx = EvalContext(state=GameState())
    evaluate(sc_decode(expr), ctx)
    return ctx.state.primes


def test_the_prime_list_grows_as_the_reference_grows_it() -> None:
    assert primes_after([4.5, "prime"]) == [2, 3, 5, 7, 11, 13]  # grows, then undefined
    assert primes_after(["@-Infinity", "prime"]) == [2, 3, 5]
    # trial division up to the square root of what is left, the list doubling as needed
    assert len(primes_after([97, "primeFactorizeB", 2])) == 6
    assert len(primes_after(["@BigInt 600851475143", "factorListB"])) == 368
    assert len(primes_after(["@BigInt 600851475143", "factorAmountB"])) == 368
    assert primes_after([1024, "factorListB"]) == [2, 3, 5]  # 2 divides it all: no growth
    assert len(primes_after([["@Literal", *["@BigInt 1"] * 5], "primeDefactorizeB", 0])) == 6
    assert run([["@BigInt 600851475143", "factorListB"], "2nd", ["@Primes", "arr_length"]]) \
        == 368


def test_gcd_and_lcm_with_infinity_return_where_the_reference_does() -> None:
    assert run(["@Infinity", "gcd", 0]) == math.inf
    assert run([[], "gcd", ["@Infinity"]]) == math.inf  # gcd(0, Infinity)
    assert math.isnan(run(["@-Infinity", "lcm"]))
    assert run(["@-Infinity", "prime"]) is UNDEFINED
    with pytest.raises(CalcArrayError, match="call stack"):
        run(["@Infinity", "gcd", 5])  # NaN remainder: the recursion overflows


@pytest.mark.parametrize("other", ["x", 5e-324, ["@Literal", [1.5, 0]]])
@pytest.mark.parametrize("op", ["max", "min"])
def test_max_min_against_a_rational_convert_the_other_side(op: str, other: Any) -> None:
    with pytest.raises(CalcArrayError, match="BigRational"):
        run([other, op, "@BigRational 1 2"])
    assert run([0.6, "max", "@BigRational 1 2"]) == 0.6
    assert run(["@BigRational 1 2", "min", "0.4"]) == "0.4"  # returns the operand as it was


@pytest.mark.parametrize("value", [None, "@undefined"])
def test_evaluate_color_of_nothing_throws(value: Any) -> None:
    with pytest.raises(CalcArrayError, match="evaluateColor"):
        run([value, "evaluateColor"])


@pytest.mark.parametrize("expr", [
    [0, "basebit~B", 1], [5, "basebit~B", 0], [0, "basebit&B", 3, 1],
    [7, "basebit^B", 0, -2], [1, "basebit|B", 1, 1],
])
def test_basebit_below_base_two_throws(expr: list[Any]) -> None:
    with pytest.raises(CalcArrayError, match="below 2"):
        run(expr)


def test_gaussian_powers_of_units_and_zero_are_not_refused() -> None:
    assert run(["@GaussianBigInt 0 1", "**GB", 99999999999]) == GaussianBigInt(0, -1)
    assert run(["@GaussianBigInt -1 0", "^GB", 10**15 + 1]) == GaussianBigInt(-1, 0)
    assert run([0, "**GB", 99999999999]) == GaussianBigInt(0, 0)
    with pytest.raises(CalcArrayLimitError):
        run(["@GaussianBigInt 1 1", "**GB", 99999999999])  # 5e10 bits: still refused


def test_root_b_of_a_huge_degree_throws_like_javascript() -> None:
    with pytest.raises(CalcArrayError, match="Maximum BigInt size"):
        run([2, "rootB", "@BigInt 1000000000000"])
    assert run([2, "rootB", 1_000_000]) == 1  # within JavaScript's sizes: computed
    assert run([1, "rootB", "@BigInt 1000000000000"]) == 1


@pytest.mark.parametrize("row", [["@Literal", 0], "@GaussianBigInt 0 0", "0"])
def test_tile_value_uses_any_row_as_a_property_key(row: Any) -> None:
    setup = {"grid": [[[5], [6]]], "tile_value_function": ["@This 0"]}
    assert run([row, "tileValue", 1], setup) == 6.0
    with pytest.raises(CalcArrayError, match="row does not exist"):
        run([["@Literal", 5], "tileValue", 1], setup)  # no row "5": reading from it fails


def test_prime_defactorize_takes_real_gaussian_integers() -> None:
    assert run([["@Literal", "@GaussianBigInt 2 0"], "primeDefactorizeB", 0]) == 4
    assert run([["@Literal", "@GaussianBigInt 3 0", "@BigInt 5"], "primeDefactorizeB", 2]) == 15
    with pytest.raises(CalcArrayError, match="cannot mix"):
        run([["@Literal", "@GaussianBigInt 2 1"], "primeDefactorizeB", 0])


def test_multicolor_with_a_bigint_count_throws_once_it_must_search() -> None:
    with pytest.raises(CalcArrayError, match="cannot mix BigInt"):
        run([["@Literal", 1, 1], "multicolor", "@BigInt 2"])
    assert run([["@Literal", 7], "multicolor", "@BigInt 2"]) == 7.0  # no colours: no search


@pytest.mark.parametrize("exponent", ["-2/7", "-4/14", "-2/3"])
def test_rational_power_of_a_negative_base_with_negative_even_numerator(exponent: str) -> None:
    assert run([-1, "^RBR", exponent, 1]) == BigRational(-1, 1)
    assert run([-1, "**RBR", exponent[1:], 1]) == BigRational(1, 1)  # positive: sign lost


def test_last_index_of_from_in_an_empty_array_finds_nothing() -> None:
    assert run([["@Literal"], "arr_lastIndexOfFrom", "@undefined", 0]) == -1.0
    assert run([["@Literal"], "arr_lastIndexOfFrom", 1, 3]) == -1.0


def test_bigints_past_4300_digits_convert_to_and_from_text() -> None:
    big = math.factorial(3000)
    text = run([3000, "factorialB", "String"])
    assert len(text) == math.floor(math.log10(big)) + 1 and text.endswith("0" * 700)
    assert run([text, "BigInt"]) == big
    assert sc_decode(sc_encode([big, GaussianBigInt(big, -big)])) == [big, GaussianBigInt(big,
                                                                                          -big)]


def test_trig_functions_give_v8s_bits() -> None:
    assert run([-4, "tan", "String"]) == "-1.1578212823495777"
    assert run([-4, "tan", "lcm", 1]) == 1303590873937797.0
    # a medium and a huge argument (the second needs the long reduction by pi/2)
    assert js_math_sin(1e22) == -0.8522008497671888
    assert js_math_cos(1e22) == 0.523214785395139
    for x in (0.5, 1.0, 2.0, 10.0, 1e5, 1e300, -3.0):
        for ours, python in ((js_math_sin, math.sin), (js_math_cos, math.cos),
                             (js_math_tan, math.tan)):
            assert abs(ours(x) - python(x)) <= math.ulp(python(x))  # last bit at most
    assert math.isnan(run(["@Infinity", "sin"]))


def test_factorial_b_past_the_references_recursion_depth_throws() -> None:
    assert run([2000, "factorialB", "String", "str_length"]) == 5736.0
    with pytest.raises(CalcArrayError, match="call stack"):
        run([12000, "factorialB", "bit&B", 0])


def test_base_deconvert_b_keeps_a_bigint() -> None:
    assert run(["@BigInt 2", "@end_vars", "@Var 0", "baseDeconvertB", 10]) == 2
    assert run(["@BigInt 2", "@end_vars", "@Var 0", "baseDeconvertB", 16]) == 2


@pytest.mark.parametrize("word", ["@NextNE", "@NextFull"])
def test_next_occupied_with_a_none_coordinate_stays_unresolved(word: str) -> None:
    grid = [["@Empty", [4], [5]], [[1], [2], [3]]]
    for coords in (["None", 0], [0, "None"], ["None", "None"]):
        setup = {"grid": grid, "coords": coords, "dir": [0, 1]}
        assert run(f"{word} 1", setup) == f"{word} 1"
        assert run(f"{word} -2 0", setup) == f"{word} -2 0"
    setup = {"grid": grid, "coords": ["None", 0], "dir": [0, 1]}
    # No step: the two-part form still checks the final position, which "None" fails.
    assert run(f"{word} 0", setup) == f"{word} 0"
