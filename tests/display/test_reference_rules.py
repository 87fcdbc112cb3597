"""Rules read from the reference's source (docs/display-notes.md), beyond the vectors.

Each test pins one behaviour the notes describe: the CSS-string parser behind rotateColor,
JavaScript's ``+`` and ``-`` on the parsed result, PrimeImage layers, and the special
schemes whose vectors fell short (Turatin, 3069 and 2295, 3307, SCAPRIM, 3385, the
threeFactorColor palettes).
"""

import math

import pytest

from pow2048_widget.calcarray.colorexpr import (
    deevaluate_color,
    js_minus,
    js_plus,
    rotate_color,
)
from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.state import GameState
from pow2048_widget.calcarray.values import UNDEFINED
from pow2048_widget.display.evaluation import tile_env
from pow2048_widget.display.factorcolor import STATIC_ENV, three_factor_color
from pow2048_widget.display.rules import RenderOptions, render_tile

RED = ["@RGBA", 255.0, 0.0, 0.0, 1.0]
BLUE = ["@RGBA", 0.0, 0.0, 255.0, 1.0]


def _render(tile_types, value):
    state = GameState(grid=[[[value]]], width=1, height=1)
    return render_tile([value], tile_types, tile_env(state, 0.0, 0.0), RenderOptions()).to_dict()


def _scheme(name, value, *params):
    return _render([[True, "@This 0", "@ColorScheme", name, ["@This 0", *params]]], value)


# --- deevaluateColor: the reference's scanner -----------------------------------------------


def test_gradient_text_is_tokenised_at_top_level_spaces_and_commas():
    assert deevaluate_color("linear-gradient(45deg, #ff0000 0%, #0000ff 100%)") == \
        ["@linear-gradient", 45.0, RED, 0.0, BLUE, 100.0]
    # Keywords it does not know stay as words; "to right" is not an angle.
    assert deevaluate_color("linear-gradient(to right, red, blue)") == \
        ["@linear-gradient", "to", "right", "red", "blue"]
    assert deevaluate_color("linear-gradient(#f00, #00f), radial-gradient(#00f, #f00)") == \
        ["@multi-gradient", ["@linear-gradient", RED, BLUE], ["@radial-gradient", BLUE, RED]]


def test_radial_and_conic_heads_keep_the_reference_quirks():
    assert deevaluate_color("radial-gradient(circle closest-side at 30% 40%, #f00, #00f)") == \
        ["@radial-gradient", ["@GradientDetails", 30.0, 40.0, True, 3.0], RED, BLUE]
    # "ellipse" is not consumed, so the words stay in the list after default details.
    assert deevaluate_color("radial-gradient(ellipse at 10% 20%, red)") == \
        ["@radial-gradient", ["@GradientDetails", 50.0, 50.0, False, 0.0],
         "ellipse", "at", 10.0, 20.0, "red"]
    # A conic head always drops five tokens, colours included, ...
    assert deevaluate_color("conic-gradient(at 10% 20%, #f00, #0f0, #00f)") == \
        ["@conic-gradient", ["@GradientDetails", 0.0, 10.0, 20.0], BLUE]
    # ... and "from 45deg" loses one character only, which reads as NaN.
    parsed = deevaluate_color("conic-gradient(from 45deg at 10% 20%, #f00, #00f)")
    details = parsed[1]
    assert math.isnan(details[1]) and details[2:] == [50.0, 50.0]
    assert deevaluate_color("conic-gradient(from 30deg, #f00, #00f)") == \
        ["@conic-gradient", 30.0, RED, BLUE]


def test_colour_functions_split_at_comma_space_only():
    assert deevaluate_color("hsl(10, 20%, 30%)") == ["@HSLA", 10.0, 20.0, 30.0, 1.0]
    alpha = deevaluate_color("rgba(1, 2, 3)")[4]
    assert math.isnan(alpha)  # a missing part is Number(undefined)
    with pytest.raises(CalcArrayError):
        deevaluate_color("hsla(10,20%,30%,1)")  # the reference throws reading part 1
    assert deevaluate_color("a) b(") is False
    assert deevaluate_color("#12") == []
    assert all(math.isnan(c) for c in deevaluate_color("#ggg")[1:4])


# --- rotateColor on CSS text: JavaScript's operators on the parsed gradient ------------------


def test_rotating_gradient_text_shifts_the_angle_not_the_colours():
    assert rotate_color("linear-gradient(45deg, #00ff00 0%, #ff00ff 100%)", 30.0, False,
                        STATIC_ENV) == [
        "@linear-gradient", 75.0, ["@HSLA", 120.0, 100.0, 50.0, 1.0], 0.0,
        ["@HSLA", 300.0, 100.0, 50.0, 1.0], 100.0]
    # Without an angle the first colour is what gets "+ degrees": it becomes text.
    rotated = rotate_color("linear-gradient(#f00)", 10.0, True, STATIC_ENV)
    assert rotated[1] == "@HSLA,0,100,50,110"
    assert rotated[2] is UNDEFINED and math.isnan(rotated[3])  # the list grew to index 3


def test_javascript_plus_and_minus():
    assert js_plus(["@HSLA", 0.0, 100.0], 60.0) == "@HSLA,0,10060"  # text, then "60"
    assert js_plus(1.5, 2.0) == 3.5
    assert js_plus(UNDEFINED, 2.0) != js_plus(UNDEFINED, 2.0)  # NaN
    assert math.isnan(js_minus(100.0, ["@HSLA", 1.0]))
    assert js_minus(100.0, 30.0) == 70.0


# --- PrimeImage ----------------------------------------------------------------------------


def test_prime_image_colour_layers_clear_the_image_gradients_keep_the_colour():
    tile = _render([[True, "@This 0", "#000", "#fff", "none", 0, 0,
                     ["PrimeImage", "#f0f"], ["PrimeImage", ["@linear-gradient", "#f00", "#00f"]]]],
                   5.0)
    plain, gradient = tile["children"][1:]
    assert plain["style"] == {"background-color": "#f0f", "background-image": "none"}
    assert gradient["style"] == {"background-image": "linear-gradient(#f00, #00f)"}


# --- Turatin -------------------------------------------------------------------------------


def test_turatin_ring_is_the_unrounded_rgb_of_the_colour_halved():
    from pow2048_widget.display.schemes.turatin import _disc_masks, ring_colour

    assert ring_colour("hsla(240, 100%, 16.666666666666664%, 1)") == \
        "rgb(0, 0, 42.49999999999999, 1)"
    assert ring_colour("hsla(60, 0%, 0%, 1)") == "#444"
    masks = _disc_masks(2)
    assert masks[:2] == [None, "radial-gradient(#000 0% 50%, #0000 75%)"]
    # Second pair (n = 4 layers): twos 40 - 40/6 .. 40, higher 20 .. 40 - 40/6.
    assert masks[2:] == ["radial-gradient(#000 0% 33.333333333333336%, #0000 40%)",
                         "radial-gradient(#000 0% 20%, #0000 33.333333333333336%)"]


def test_turatin_first_wedge_wraps_round_zero_degrees():
    tile = _scheme("Turatin", 11)  # 11 = the 5th prime: the wedge at 0 degrees
    wedge = tile["children"][2]["children"][0]["style"]["background-image"]
    assert wedge.startswith("conic-gradient(rgba(127.5, 0, 0, 1) 0deg 8.75deg, #444 17.5deg, ")
    assert wedge.endswith("#444 342.5deg, rgba(127.5, 0, 0, 1) 351.25deg 360deg)")


# --- 3069, Odds-Only 3069 and 2295 ----------------------------------------------------------


def test_odds_only_shifts_hues_by_the_unshifted_prime_index():
    from pow2048_widget.display.schemes.bands import _3069_colour

    # 11 has index 4: its hue comes from index 3 (60) and is shifted by -60 (index < 7).
    assert _3069_colour(4, 1, True)[1] == 0.0
    # 2 is grey, but its hue still gets +60.
    assert _3069_colour(0, 1, True)[1:3] == [60.0, 0.0]
    assert _3069_colour(4, 1, False)[1] == 180.0


def test_3069_subtile_borders_compound_and_negative_rests_stay_negative():
    tile = _scheme("3069", 210, 2)  # 2 * 3 * 35 -> 34 = 2 * 17 -> 16
    inner = tile["children"][1]["children"][0]
    assert inner["style"]["border-width"] == \
        "calc(calc(calc(var(--tile-width-px) / 40) * 0.6) * 0.6)"
    # -15 with only the prime 2 allowed: the subtile shows -14, negative, so white text.
    negative = _scheme("3069", -15, 1)
    assert negative["children"][1]["style"]["color"] == "#fff"


def test_2295_takes_every_table_number_whole_even_composite_ones():
    tile = _scheme("2295", 65)  # 65 = 2^6 + 1 (= 5 * 13): one band, hue 265
    assert tile["style"]["background-image"] == \
        "linear-gradient(hsla(265, 100%, 75%, 1), hsla(265, 100%, 75%, 1))"
    assert len(tile["children"]) == 1  # nothing left for a subtile


# --- 3307 ----------------------------------------------------------------------------------


def test_3307_divides_the_table_from_its_end_first():
    from pow2048_widget.display.schemes.scheme3307 import chain_3307

    (link,) = chain_3307(93)  # 93 = 3 * 31 is itself a table entry [93, 16, 28, 49]
    assert link.exps == (0, 0, 0) and link.specials == ((28, 49),)
    zero = _scheme("3307", 0)
    assert zero["style"]["text-shadow"] == "0px 0px 5px #222"


# --- SCAPRIM and 3385 ----------------------------------------------------------------------


def test_scaprim_marks_equal_neighbours_and_draws_minus_one_plainly():
    from pow2048_widget.display.schemes.scaprim import descent_colours, stripe_image

    assert len(descent_colours(67)) == 3
    assert "#909090cc" in stripe_image(59)
    assert stripe_image(-1) == "linear-gradient(90deg, #000 0%, #fff 100%)"


def test_3385_chain_subtile_has_a_gradient_border_image():
    tile = _scheme("3385", 1009)  # 1009 is the 169th prime: beyond the default 168
    subtile = tile["children"][-1]
    assert subtile["classes"] == ["subtile"]
    assert subtile["style"]["border-image-slice"] == "1"
    assert subtile["style"]["border-image-source"].startswith("linear-gradient(90deg, ")


# --- threeFactorColor: the reference's operation order --------------------------------------


def test_three_factor_colours_compute_in_the_reference_order():
    # 180: hue = 3 / 7 * 120 (divided first), not 120 * 3 / 7.
    assert three_factor_color([4, 3, 0], "180").startswith("hsla(51.42857142857142, ")
    # Alpha only reaches an HSV colour when it is inverted.
    assert three_factor_color([1, 0, 0], "180", alpha=0.5).endswith(", 1)")
    assert three_factor_color([1, 0, 0], "180", True, 0.5).endswith(", 0.5)")


def test_locef_lists_a_single_bit_run_twice_and_turns_copies_by_180_over_power():
    tile = _scheme("LOCEF", 31)  # 31 + 1 = 2^5: one run of bits
    image = tile["children"][1]["style"]["background-image"]
    # Hue 32 * 36.4057647469 + 43 * 5, lightness 0.8^6 * 80 + 10: one run, shown twice.
    assert image.count("hsla(1379.9844719008, 100%, 30.97152000000001%, 1)") == 2
    angles = [float(child["style"]["background-image"].split("(", 1)[1].split("deg")[0])
              for child in _scheme("LOCEF", 11 ** 3)["children"][1:4]]
    assert angles[1] - angles[0] == pytest.approx(60) and angles[2] - angles[1] == pytest.approx(60)


def test_logarithms_keep_the_reference_engines_last_bit():
    from pow2048_widget.calcarray.fdlibm_log import fdlibm_log

    # fdlibm's log(3) is one unit below the correctly rounded value the C library gives,
    # which moves the last digit of LOCEF's lightness log(175) / log(3).
    assert fdlibm_log(3.0) == 1.0986122886681096
    assert fdlibm_log(175.0) == 5.1647859739235145
    assert math.isnan(fdlibm_log(-1.0)) and fdlibm_log(0.0) == -math.inf
    assert three_factor_color([0, 2, 1], "LOCEF") == "hsla(220, 100%, 44.20641675728282%, 1)"


def test_squart_rings_the_lower_half_and_borders_its_subtile_with_an_image():
    tile = _scheme("SQUART", -8)  # 2^3: upper half 2^2, lower half 2^1
    ring = tile["children"][-1]["style"]["background-image"]
    assert ring == "radial-gradient(#0000 0% 70%, " + three_factor_color(
        [1, 0, 0], "SQUARTSingle", True) + ")"
    subtile = _scheme("SQUART", 1009)["children"][-1]  # beyond the first 168 primes
    assert subtile["style"]["border-image-source"] == "linear-gradient(#444 0% 25%, #444 75%)"
    assert "border-color" not in subtile["style"]


def test_scope_modifiers_in_front_of_a_gradient_are_skipped_not_refused():
    from pow2048_widget.calcarray.colorexpr import convert_color

    prefixed = ["@var_retain", "@linear-gradient", "#f00", 50.0]
    assert convert_color(prefixed, "@HSLA", STATIC_ENV) == \
        ["@var_retain", "@linear-gradient", ["@HSLA", 0.0, 100.0, 50.0, 1.0], 50.0]
    assert rotate_color(prefixed, 30.0, False, STATIC_ENV)[2] == ["@HSLA", 30.0, 100.0, 50.0, 1.0]


def test_integer_schemes_take_the_value_with_bigint_not_by_rounding():
    # BigInt(2.5) throws in the reference, which then draws the zero tile.
    assert _scheme("Turatin", 2.5)["style"]["background-color"] == "#444"
    assert _scheme("3385Single", 7.5)["style"]["background-color"] == "#888"
    assert _scheme("Turatin", 12.0)["style"]["background-color"] != "#444"
