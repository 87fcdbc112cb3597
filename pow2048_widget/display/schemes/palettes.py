"""Schemes that colour by a formula of the value alone: Wildcard 2048, mod 27, 1321.

None of them factors the value; they are the cheapest schemes
and the ones classic-looking modes use most.
"""

from __future__ import annotations

import math
from fractions import Fraction

from ...calcarray.abbrev import default_abbreviate
from ...calcarray.constructors import rational_from_float
from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.jsnum import to_number, to_string
from ..textexpr import he_escape
from .common import SchemeContext, css, rotated, scheme, stripes

CLASSIC_COLOURS = {
    1: "#89817b", 2: "#aa937f", 4: "#c69d79", 8: "#f2b179", 16: "#f59563", 32: "#f67c5f",
    64: "#f65e3b", 128: "#edcf72", 256: "#edcc61", 512: "#edc850", 1024: "#edc53f",
    2048: "#edc22e", 4096: "#f29eff", 8192: "#eb75fd", 16384: "#e53bff", 32768: "#bd00db",
    65536: "#770089", 131072: "#534de8", 262144: "#2922e1", 524288: "#0a05b6",
}
WILDCARD_TEXT = "#f9f6f2"


def _power_parts(n: int) -> list[int]:
    """``n`` split into powers of two, largest first (its binary digits)."""
    return [1 << bit for bit in range(n.bit_length() - 1, -1, -1) if n >> bit & 1]


def _wildcard_colour(part: int) -> str:
    if part in CLASSIC_COLOURS:
        return CLASSIC_COLOURS[part]
    k = math.floor(math.log2(part + 0.5))
    return f"hsla({num(520.0 - 15 * k)}, 100%, {num(36 * js_pow(0.9, float(k - 20)))}%, 1)"


@scheme("Wildcard 2048")
def wildcard(ctx: SchemeContext) -> None:
    """Equal stripes of the classic 2048 colours, one per power of two in the value."""
    value = ctx.bigint()
    negative = value < 0
    parts = sorted(_power_parts(abs(value)))
    if not parts:
        ctx.style(background_image=stripes(["#ffffff"]), color="#808080")
        return
    colours = [_wildcard_colour(p) for p in parts]
    text_colour = WILDCARD_TEXT
    if negative:
        colours = [rotated(c) for c in colours]
        text_colour = rotated(text_colour)
    ctx.style(background_image=stripes(colours), color=text_colour)
    if ctx.flag(1, False):
        shown = [default_abbreviate(-p if negative else p) for p in parts]
        ctx.set_text(" ".join(he_escape(to_string(s)) for s in shown))


def _mod27_colour(x: float) -> list:
    return ["@HSVA", 55.623 * x, abs(math.fmod(x / 13, 4) - 2) * 35 + 30,
            abs(math.fmod(x / 50, 4) - 2) * 25 + 50, 1.0]


def _rat_mod(x: Fraction, y: Fraction) -> Fraction:
    return x - math.floor(x / y) * y


def _mod27_big_colours(value: int) -> list[list]:
    """The t+1 colours for values from 40000 on, in exact rationals."""
    t = 0
    while 200 ** (t + 1) <= value:
        t += 1
    u = value - 200 ** t
    step = _as_fraction(55.623)
    ring = _as_fraction(360 / 55.623)
    first_hue = float(_rat_mod(u * step, Fraction(360)))
    colours = [["@HSVA", first_hue,
                abs(float(_rat_mod(Fraction(u, 13), Fraction(4))) - 2) * 35 + 30,
                abs(float(_rat_mod(Fraction(u, 50), Fraction(4))) - 2) * 25 + 50, 1.0]]
    for i in range(1, t + 1):
        z = i % 2
        w = u // 200 ** i
        hue = (float(_rat_mod(Fraction(u), ring) - _rat_mod(Fraction(w), ring)) + z) * 55.623
        # "mod" here is x - floor(x/y)*y (Python's %), unlike the JS remainder below 40000.
        sat = abs((float(u % 52 - w % 52) + z) / 13 % 4 - 2) * 35 + 30
        val = abs((float(u % 200 - w % 200) + z) / 50 % 4 - 2) * 25 + 50
        colours.append(["@HSVA", hue, sat, val, 1.0])
    return colours


def _as_fraction(x: float) -> Fraction:
    r = rational_from_float(x)
    return Fraction(r.num, r.den) if r is not None and r.den else Fraction(x)


@scheme("mod 27")
def mod27(ctx: SchemeContext) -> None:
    """A two-colour (or, from 40000, multi-colour) gradient cycling hue, saturation, value."""
    value = ctx.bigint()
    negative = value < 0
    v = abs(value)
    ctx.style(color="#000000" if negative else "#ffffff")
    angle = ctx.param(1, "180deg")
    if isinstance(angle, float):
        angle = num(angle) + "deg"
    if v == 0:
        ctx.style(background_color="#444444", background_image="none")
        return
    if v == 1:
        if not ctx.flag(2, True):
            ctx.style(background_color=rotated("#000000") if negative else "#000000",
                      background_image="none")
            return
        expr = ["@multi-gradient", ["@radial-gradient", "#000000", "#0008"],
                ["@conic-gradient", "#ff0000", "#ffff00", "#00ff00", "#00ffff", "#0000ff",
                 "#ff00ff", "#ff0000"]]
    elif v < 40000:
        u = float(v) - 2
        expr = ["@linear-gradient", to_string(angle), _mod27_colour(u), _mod27_colour(0.995 * u)]
    else:
        expr = ["@linear-gradient", to_string(angle), *_mod27_big_colours(v)]
    ctx.style(background_image=rotated(expr) if negative else css(expr))


@scheme("1321")
def scheme_1321(ctx: SchemeContext) -> None:
    """Hue from the odd part, lightness from the power of two (flat colour)."""
    value = ctx.bigint()
    speed = to_number(ctx.param(1, 1.0))
    start = to_number(ctx.param(2, 0.0))
    negative = value < 0
    v = abs(value)
    pc = 0.0
    if v == 0:
        h, s, lv = 0.0, 0.0, 50.0
    elif v == 1:
        h, s, lv = 0.0, 0.0, 100.0
    else:
        p = (v & -v).bit_length() - 1
        m = v >> p
        pc = p * speed + start
        h = (math.log2(float(m) + 15) - 4) * 300
        s = js_pow(0.85, math.log2(float(m))) * 100
        lv = 90 - pc * 100 / 12 if pc < 4.8 else 50 * js_pow(0.85, pc - 4.8)
    light_tile = v <= 1 or pc < 4.8
    if negative:
        h, lv = h + 180, 100 - lv
        text = "#d0ccd0" if light_tile else "#211122"
    else:
        text = "#2f332f" if light_tile else "#deeedd"
    ctx.style(background_color=f"hsla({num(h)}, {num(s)}%, {num(lv)}%, 1)", color=text)
