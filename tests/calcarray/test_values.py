"""Value kinds: undefined, GaussianBigInt and BigRational construction (calcarray.md 1, 11)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pow2048_widget.calcarray.constructors import (
    gaussian_from,
    rational_from,
    to_gaussian,
    to_rational,
)
from pow2048_widget.calcarray.values import (
    UNDEFINED,
    BigRational,
    GaussianBigInt,
    Undefined,
    typeof,
)


def test_undefined_is_a_falsy_singleton() -> None:
    assert Undefined() is UNDEFINED
    assert not UNDEFINED
    assert repr(UNDEFINED) == "undefined"


@pytest.mark.parametrize(
    ("n", "d", "normal"),
    [(2, 4, (1, 2)), (3, -6, (-1, 2)), (5, 0, (1, 0)), (-5, 0, (-1, 0)), (0, 0, (0, 0)),
     (0, -7, (0, 1))],
)
def test_rational_normal_form(n: int, d: int, normal: tuple[int, int]) -> None:
    r = BigRational(n, d)
    assert (r.num, r.den) == normal


@given(st.integers(), st.integers())
def test_rational_is_always_in_lowest_terms(n: int, d: int) -> None:
    r = BigRational(n, d)
    assert r.den >= 0
    if r.den:
        assert math.gcd(r.num, r.den) == 1
        assert r.num * d == n * r.den
    else:
        assert r.num in (-1, 0, 1)


def test_texts() -> None:
    assert [str(BigRational(*p)) for p in [(3, 2), (4, 1), (1, 0), (-1, 0), (0, 0)]] == [
        "3/2", "4", "Infinity", "-Infinity", "NaN"]
    assert [str(GaussianBigInt(*p)) for p in [(2, -3), (0, -1), (0, 0), (1, 1), (5, 0)]] == [
        "2-3i", "-1i", "0", "1+1i", "5"]


def test_typeof_names_every_kind() -> None:
    values = [1.0, "s", True, None, UNDEFINED, [1.0], 5, GaussianBigInt(1, 2), BigRational(1, 2)]
    assert [typeof(v) for v in values] == [
        "number", "string", "boolean", "object", "undefined", "array", "bigint",
        "gaussianbigint", "bigrational"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("-2-3i", (-2, -3)), ("2 - 3i", (2, -3)), ("-i", (0, -1)), ("5j", (0, 5)), ("7", (7, 0)),
     ("2+i", (2, 1)), ("+3i", (0, 3)), ("2+-3i", (2, -3)), ("i", (0, 1)), ("3-i", (3, -1))],
)
def test_gaussian_parsing(text: str, expected: tuple[int, int]) -> None:
    assert gaussian_from(text) == GaussianBigInt(*expected)


@pytest.mark.parametrize("text", ["1+2", "abc", "1+2+3i", "1.5"])
def test_gaussian_parse_failures(text: str) -> None:
    assert gaussian_from(text) is None
    assert to_gaussian(text) == GaussianBigInt(0, 0)


def test_gaussian_family_versus_constructor() -> None:
    assert to_gaussian(3.5) == GaussianBigInt(0, 0)
    assert to_gaussian([1.0, 2.0]) == GaussianBigInt(1, 2)
    assert to_gaussian([1.0, 2.0, 3.0]) == GaussianBigInt(0, 0)
    assert gaussian_from([2.0, 3.0, 4.0]) == GaussianBigInt(2, 3)
    assert gaussian_from([2.0]) is None
    assert gaussian_from(True) == GaussianBigInt(0, 0)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(0.1, (1, 10)), (3.14159, (314159, 100000)), (0.3333333333333333, (1, 3)),
     (123.456, (15432, 125)), (-0.75, (-3, 4)), (1e-10, (1, 10**10)), ("6/-8", (-3, 4)),
     ("1.25", (5, 4)), ("NaN", (0, 0)), (" 3 / 4 ", (3, 4)), ("", (0, 1)), (math.inf, (1, 0)),
     ([6.0, 0.0], (1, 0)), (7, (7, 1))],
)
def test_rational_construction(value: object, expected: tuple[int, int]) -> None:
    assert rational_from(value) == BigRational(*expected)


@pytest.mark.parametrize("value", ["1/2/3", "1.5/2", "abc", 5e-324])
def test_rational_construction_failures(value: object) -> None:
    assert rational_from(value) is None
    assert to_rational(value) == BigRational(0, 0)


def test_rational_family_rejects_other_kinds() -> None:
    assert to_rational(True) == BigRational(0, 0)
    assert to_rational(None) == BigRational(0, 0)
    assert rational_from(None) == BigRational(0, 1)  # the constructor gives 0, no failure


@given(st.floats(min_value=-1e15, max_value=1e15).filter(lambda x: x == 0 or abs(x) > 1e-300))
def test_rational_from_float_reproduces_the_double(x: float) -> None:
    # The reference stops once the convergent, divided in doubles, gives x back (or the
    # expansion ends), so the fraction is the double up to rounding.
    r = rational_from(x)
    assert r is not None and math.isclose(float(r.num) / float(r.den), x, rel_tol=1e-15)
