"""Tile numbers read as in the Compendium (display.md section 4)."""

import pytest

from pow2048_widget.calcarray.abbrev import abbreviate_number, default_abbreviate
from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.values import BigRational, GaussianBigInt


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (2048.0, "2048"),
        (16384.0, "16,384"),
        (1 / 3, "0.333"),
        (2.0005, "2.001"),  # the product is 2000.5000000000002
        (-2.5, "-2.5"),
        (999999999999.9999, "999,999,999,999"),  # no carry, like the reference
        (10000.5, "10,000.5"),
        (123456789, "123,456,789"),  # BigInt
        (-9999, "-9999"),
        (GaussianBigInt(3, -4), "3-4i"),
        (GaussianBigInt(0, 12345), "12,345i"),
        (BigRational(-7, 3), "-2 1/3"),
        (BigRational(1234567, 10000), "123 4567/10,000"),
        (BigRational(0, 0), " NaN "),
        (float("inf"), "Infinity"),
    ],
)
def test_default_abbreviation_text(value, shown):
    assert default_abbreviate(value) == shown


def test_large_numbers_become_scientific_text_expressions():
    assert default_abbreviate(1e15) == ["@TextE", "1", " \u00d7 10", ["@Superscript", 15.0]]
    assert default_abbreviate(-0.05) == ["@TextE", "-", "5", " \u00d7 10",
                                         ["@Superscript", -2.0]]


def test_scientific_mantissa_keeps_the_no_carry_quirk():
    assert default_abbreviate(9.999999e15)[1] == "9"


def test_engine_power_of_ten_is_used_for_mantissas():
    # 10**-5 is 0.000009999999999999999 in the reference; the mantissa shows 1.2345.
    assert default_abbreviate(0.000012345)[1] == "1.2345"


def test_non_numbers_come_back_unchanged():
    assert default_abbreviate("abc") == "abc"
    assert default_abbreviate(True) is True


def test_tiny_subnormals_raise_a_calcarray_error():
    with pytest.raises(CalcArrayError):
        default_abbreviate(2.5e-320)


def test_abbreviate_number_systems():
    assert abbreviate_number(1234.5678, "Number", 2.0, True) == "1,234.57"
    assert abbreviate_number(0.0123456, "Number", 4.0, True, True) == "0.012346"
    assert abbreviate_number(123456.0, "Scientific", 3.0, False, False, 1.0)[1] == "12.346"
    assert abbreviate_number(BigRational(-1000001, 1000), "BigRational", 0.0, True,
                             10000) == "-1000 1/1000"
    with pytest.raises(CalcArrayError):
        abbreviate_number(5.0, "SI", 0.0, True)
