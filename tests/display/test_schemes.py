"""Special colour schemes: the shared factoring helpers and behaviour beyond the vectors."""

from pow2048_widget.calcarray.state import GameState
from pow2048_widget.display import TileRenderer
from pow2048_widget.display.evaluation import tile_env
from pow2048_widget.display.rules import RenderOptions, render_tile
from pow2048_widget.display.schemes.bands import _hue_layer
from pow2048_widget.display.schemes.common import darker, factor_chain, first_primes
from pow2048_widget.display.schemes.gaussian import gaussian_exponents, gaussian_primes
from pow2048_widget.display.schemes.locef import bit_runs
from pow2048_widget.display.schemes.scheme3385 import pieces


def _render(scheme, value, *params, extra=()):
    rule = [True, "@This 0", "@ColorScheme", scheme, ["@This 0", *params], *extra]
    state = GameState(grid=[[[value]]], width=1, height=1)
    return render_tile([value], [rule], tile_env(state, 0.0, 0.0), RenderOptions()).to_dict()


def test_the_plus_one_chain_factors_leftover_minus_one():
    # 2062 = 2 * 1031 and 1031 is beyond the first 168 primes: 1030 = 2 * 5 * 103.
    chain = factor_chain(2062, 168)
    assert chain[0] == [1] + [0] * 167
    assert len(chain) == 2 and chain[1][:3] == [1, 0, 1] and chain[1][26] == 1
    assert factor_chain(0, 10) == [[]]
    assert factor_chain(-12, 3) == [[2, 1]]


def test_first_primes_and_ring_colours():
    assert first_primes(6) == (2, 3, 5, 7, 11, 13)
    assert darker("hsla(30, 100%, 10%, 1)") == "rgb(25.5, 13, 0)"
    assert darker("#000") == "#444"


def test_subtiles_nest_with_halved_borders():
    tile = _render("3307", 11)  # 11 -> subtile 10 -> 5 is left over -> subtile 4
    sub = tile["children"][1]
    assert sub["classes"] == ["subtile"] and sub["style"]["left"] == "18%"
    inner = sub["children"][0]
    assert inner["style"]["border-color"] == "rgb(25.5, 13, 0)"


def test_helpers_of_single_schemes():
    assert bit_runs(12) == [(3, 1), (2, 3)]
    assert bit_runs(30) == [(4, 1), (3, 1), (2, 1), (1, 2)]
    # The reference takes 2 below 4 and 4 below 8 before looking for squares.
    assert pieces(11) == [9, 2] and pieces(3) == [2, 1] and pieces(7) == [4, 2, 1]
    assert pieces(29) == [25, 4] and pieces(8) == [9, -1]
    assert [_hue_layer(i)[0] for i in (0, 1, 2, 3, 5, 6, 10)] == [0, 120, 240, 60, 300, 30, 270]


def test_gaussian_primes_come_in_the_reference_order():
    assert gaussian_primes(8) == ((1, 1), (2, 1), (1, 2), (3, 0), (3, 2), (2, 3), (4, 1), (1, 4))
    assert gaussian_exponents(3, 4, 10) == [0, 2]  # (2+i)^2, stops at the unit
    assert gaussian_exponents(2, 0, 10)[:1] == [2]


def test_bitwise_uses_its_own_minimum_length_when_entry_5_is_zero():
    plain = _render("Bitwise 2048", 13)
    zero = _render("Bitwise 2048", 13, extra=(0.0,))
    assert plain["style"]["font-size"].endswith("* 0.125)")
    assert zero["style"]["font-size"].endswith("* 0.1)")


def test_dive_colours_the_text_only_for_numbers():
    tile = _render("DIVE", 2062)
    assert tile["style"]["color"] == "#fff"
    assert tile["children"][1]["style"]["color"] == "#ffffff"  # the chain subtile


def test_empty_cells_can_be_drawn_as_tiles():
    class Mode:
        tile_types = [[True, "@This 0", "#000", "#fff"]]
        tile_background = ["@DisplayTile", "-", "#123456", "#fff"]

    view = TileRenderer(Mode()).view("@Empty")
    assert view is not None and view.text == "-" and view.background == "#123456"
    assert TileRenderer(Mode.tile_types).view("@Empty") is None


def test_trigat_polygonal_factors_follow_the_reference():
    from pow2048_widget.display.schemes.trigat import (
        leftover_of,
        modular_distance,
        polygonal,
        polygonal_factors,
    )

    assert [polygonal(3, n) for n in (1, 2, 3, 4)] == [1, 3, 6, 10]
    assert [polygonal(2, n) for n in (2, 5)] == [2, 5]
    assert [polygonal(4, n) for n in (2, 3)] == [4, 9]
    # Odd divisors (1 read as 2) and their doublings while they divide: 10 = T(4).
    assert polygonal_factors(10, 3) == [4]
    assert leftover_of(10, [4], 3) == 1
    # 18: T(2) = 3 and T(3) = 6 divide it; lcm(3, 6) = 6 leaves 3.
    assert polygonal_factors(18, 3) == [2, 3]
    assert leftover_of(18, [2, 3], 3) == 3
    # Order 2: the prime base of every prime-power divisor, repeats kept; a prime has none.
    assert polygonal_factors(45, 2) == [3, 3, 5]
    assert polygonal_factors(7, 2) == []
    assert modular_distance(280, -40, 360) == 40


def test_trigat_draws_one_layer_per_depth_centred_on_the_widest_gap():
    from pow2048_widget.display.schemes.trigat import leftover_hsla

    tile = _render("TRIGAT", 10)
    hue = leftover_hsla(1)[0]
    assert tile["style"]["background-color"] == f"hsla({hue!r}, 0%, 0%, 1)"
    (layer,) = tile["children"][1:]
    # One cone (index 4, leftover 4) of 80 degrees centred at the top; a single cone ending
    # before 270 degrees puts the origin at -90 degrees.
    assert layer["style"]["background-image"].startswith(
        "conic-gradient(from -90deg, #0000 0deg 50deg, hsla(82.479712601683, 100%, ")
    assert layer["style"]["background-image"].endswith("58deg 122deg, #0000 130deg)")
    negative = _render("TRIGAT", -10)
    assert (negative["style"]["color"], negative["style"]["text-shadow"]) == (
        "#000", "0px 0px 5px #fff")
    assert negative["children"][-1]["style"]["background-image"].startswith(
        f"radial-gradient(#0000 0% 70%, hsla({hue + 180!r}, 0%, 100%, 1)")
    # A polygon order that is not a BigInt draws the zero tile.
    assert _render("TRIGAT", 10, 2.5)["style"]["background-color"] == "#888"


def test_scaprim_stripes_describe_each_factor_by_its_descent():
    # 14 = 2 * 7: 2 is its own colour (white edges); 7 descends to 6 = 2 * 3 (one link).
    tile = _render("SCAPRIM", 14)
    two, seven = tile["children"][1:]
    assert (two["style"]["height"], two["style"]["top"], seven["style"]["top"]) == (
        "20%", "20%", "60%")
    assert two["style"]["background-image"].startswith("linear-gradient(#fff 0%")
    assert seven["style"]["background-image"].endswith(
        "linear-gradient(90deg, hsla(60, 100%, 50%, 1), hsla(60, 100%, 50%, 1))")
    assert "hsla(444.9844719, 100%, 0%, 1) 0%" in seven["style"]["background-image"]


def test_1845_frames_the_odd_part_with_the_twos_colour():
    # 12 = 2^2 * 3: frame hsla(100 - 2*37, 65%, 81%), black text, one stripe (3) per band.
    # The middle band is the colour of the whole value, its twos included:
    # hue 100 + 43 log2(12), lightness |6 - log2(12)| * 10 + 15.
    tile = _render("1845", 12)
    assert tile["style"]["background-image"].startswith(
        "linear-gradient(hsla(26, 65%, 81%, 1), hsla(26, 65%, 81%, 1), "
        "hsla(254.1533875310097, 100%, 39.15037499278844%, 1)")
    assert tile["style"]["color"] == "#000"
    top, bottom = tile["children"][1:]
    assert bottom["style"]["scale"] == "1 -1" and top["style"]["top"] == "0%"
    (stripe,) = top["children"]
    assert stripe["style"]["top"] == "33.333333333333336%"


def test_gaussian_dive_stripes_do_not_depend_on_the_small_primes():
    from pow2048_widget.calcarray.values import GaussianBigInt
    from pow2048_widget.display.schemes.gaussian import descend

    assert descend(7, 2) == (5, -2)  # (7+2i + i) / (1+i)
    plain = _render("Gaussian DIVE", GaussianBigInt(7, 2))["children"][1]
    doubled = _render("Gaussian DIVE", GaussianBigInt(14, 4))["children"][1]  # (1+i)^2 (7+2i)
    assert doubled == plain
    assert plain["style"]["opacity"] == "0.5"
