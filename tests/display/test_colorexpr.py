"""Colour expressions give the reference's CSS text (display.md sections 5 and 7)."""

import pytest

from pow2048_widget.calcarray.colorexpr import (
    convert_color,
    deevaluate_color,
    evaluate_color,
    rotate_color,
)
from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.display.factorcolor import STATIC_ENV, three_factor_color

ENV = STATIC_ENV


def test_single_colours_print_numbers_the_javascript_way():
    assert evaluate_color(["@HSLA", 200.0, 90.0, 60.0, 1.0], ENV) == "hsla(200, 90%, 60%, 1)"
    assert evaluate_color(["@RGBA", 1e21, 1e-7, 255.5, 1.0], ENV) == "rgba(1e+21, 1e-7, 255.5, 1)"
    assert evaluate_color(["@HSVA", 200.0, 90.0, 60.0, 1.0], ENV) == \
        "hsla(200, 81.8181818181818%, 33%, 1)"


def test_missing_alpha_prints_undefined():
    assert evaluate_color(["@HSLA", 1.0, 2.0, 3.0], ENV) == "hsla(1, 2%, 3%, undefined)"


def test_gradients_angles_and_stops():
    expr = ["@linear-gradient", 90.0, "#000", 0.0, 10.0, "#fff", 90.0, 100.0]
    assert evaluate_color(expr, ENV) == "linear-gradient(90deg, #000 0% 10%, #fff 90% 100%)"
    assert evaluate_color(["@conic-gradient", 45.0, "#f00", 90.0, "#00f"], ENV) == \
        "conic-gradient(from 45deg, #f00 90deg, #00f)"
    details = ["@radial-gradient", ["@GradientDetails", 30.0, 70.0, True, 2.0], "#f00", "#00f"]
    assert evaluate_color(details, ENV) == \
        "radial-gradient(circle closest-corner at 30% 70%, #f00, #00f)"


def test_hexagonal_boards_squeeze_gradient_stops():
    from pow2048_widget.calcarray.colorexpr import ColorEnv

    hex_env = ColorEnv(calc=ENV.calc, hexagonal=True)
    assert evaluate_color(["@radial-gradient", "#f00", 40.0], hex_env) == \
        "radial-gradient(#f00 30%)"


def test_rotate_and_invert():
    assert evaluate_color(["@rotate", 90.0, True, "#ff0000"], ENV) == "hsla(90, 100%, 50%, 1)"
    assert rotate_color(["@HSLA", 300.0, 50.0, 30.0, 1.0], 90.0, False, ENV) == \
        ["@HSLA", 390.0, 50.0, 30.0, 1.0]


def test_rotating_a_named_colour_is_an_error_not_a_crash():
    with pytest.raises(CalcArrayError):
        evaluate_color(["@rotate", 10.0, False, "white"], ENV)
    with pytest.raises(CalcArrayError):
        evaluate_color(["@rotate", 10.0, False, ["@rotate", 20.0, True, "#f00"]], ENV)


def test_convert_to_hex_rounds_and_keeps_alpha_below_one():
    assert convert_color(["@RGBA", 12.7, 100.2, 254.6, 0.5], "@Hex", ENV) == "#0d64ff80"
    assert convert_color("hsla(30, 40%, 50%, 0.6)", "@RGBA", ENV) == \
        ["@RGBA", 178.5, 127.5, 76.5, 0.6]


def test_deevaluate_parses_css_back():
    assert deevaluate_color("rgb(1, 2, 3)") == ["@RGBA", 1.0, 2.0, 3.0, 1.0]
    assert deevaluate_color("linear-gradient(90deg, #f00 0%, #00f 100%)")[:2] == \
        ["@linear-gradient", 90.0]
    assert deevaluate_color("rgb(1, 2") is False
    assert deevaluate_color("red") == "red"


def test_three_factor_colours():
    assert three_factor_color([1.0, 0.0, 0.0], "DIVE") == "rgb(68, 0, 0)"
    assert three_factor_color([2.0, 1.0, 0.0], "3307", alpha=0.5) == "hsla(70, 100%, 30%, 0.5)"
    assert three_factor_color([1.0, 0.0, 0.0], "no such scheme") is None
