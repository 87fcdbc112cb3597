"""Schemes that paint bands of colour: 2295, 3069, Odds-Only 3069, Bitwise 2048.

Each describes the value as a list of parts (special
prime factors, prime factors, digits) and paints one top-to-bottom ``linear-gradient``
band per part; parts the scheme cannot describe go to a subtile showing ``leftover - 1``.
"""

from __future__ import annotations

import math
from typing import Any

from ...calcarray.colorexpr import evaluate_color
from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import js_bigint, to_number
from ...calcarray.jsnum import number_to_string as num
from ..factorcolor import STATIC_ENV
from ..rules import font_css, font_factor, innerscript
from .common import SchemeContext, add_subtile, first_primes, rotated, scheme

SUBTILE_SIZE = 0.6


def hsla(h: float, s: float, lv: float) -> str:
    return f"hsla({num(float(h))}, {num(float(s))}%, {num(float(lv))}%, 1)"


def bands(colours: list[str], repeat: int = 2) -> str:
    """``linear-gradient(c1, c1, c2, c2, ...)``: each colour ``repeat`` times, top to bottom."""
    return "linear-gradient(" + ", ".join(c for c in colours for _ in range(repeat)) + ")"


def _flip(colours: list[str], negative: bool) -> list[str]:
    return [rotated(c) for c in colours] if negative else colours


# --- 2295 ------------------------------------------------------------------------------

TWOS_HUES = [320, 340, 0, 13, 26, 40]
THREES_HUES = [80, 120, 140]
POWER_FACTORS = [
    (-3, 285, 100), (4, 295, 100), (-5, 0, 75), (5, 55, 100), (6, 265, 100), (-7, 75, 75),
    (7, 310, 50), (8, 50, 50), (-9, 165, 33), (9, 90, 50), (10, 160, 50), (-11, 265, 33),
    (11, 330, 50), (12, 270, 50), (-13, 210, 33), (13, 30, 50), (14, 225, 50), (-15, 300, 33),
    (15, 10, 50), (16, 185, 50), (-17, -40, 33), (17, 120, 50), (18, 208, 50), (-19, 15, 33),
    (19, 300, 25), (20, 270, 25), (-21, 120, 15), (21, 240, 25), (22, 210, 25),
    (-23, 60, 15), (23, 180, 25), (24, 150, 25), (-25, 0, 15), (25, 120, 25), (26, 90, 25),
    (-27, 300, 15), (27, 60, 25), (28, 30, 25), (-29, 240, 15), (29, 0, 25), (30, 330, 25),
]
"""``(k, hue, saturation)``: the number ``2^|k| + sign(k)`` (prime or not) and its colour."""


def _multiplicity(n: int, d: int) -> tuple[int, int]:
    """How often ``d`` divides ``n``, and ``n`` with those factors removed."""
    e = 0
    while n % d == 0:
        n //= d
        e += 1
    return e, n


def _band_colour(hue: float, sat: float, light: float) -> list[Any]:
    return ["@HSLA", float(hue), float(sat), light, 1.0]


def _gradient(colours: list[Any], negative: bool) -> str:
    """``linear-gradient`` of the colours; rotated by 180 and inverted for a negative value."""
    expr: list[Any] = ["@linear-gradient", *colours]
    if negative:
        expr = ["@rotate", 180.0, True, expr]
    return str(evaluate_color(expr, STATIC_ENV))


@scheme("2295")
def scheme_2295(ctx: SchemeContext) -> None:
    """Bands for the factors ``2^k + 1`` (largest first), 5, 3 and 2; ``2^k - 1`` at the right.

    As in the reference, each number of the table is divided out as a whole, prime or not
    (65 = 2^6 + 1 counts as one factor), and the bands are listed in reverse order: twos at
    the top.
    """
    value = js_bigint(ctx.value)
    value = 0 if value is None else value
    if value == 0:
        ctx.style(color="#444", background_color="#888", text_shadow="none",
                  background_image="none")
        return
    negative = value < 0
    n = abs(value)
    ctx.style(color="#000" if negative else "#fff")
    plus: list[Any] = []
    minus: list[Any] = []
    for k, hue, sat in reversed(POWER_FACTORS):
        number = 2 ** abs(k) + (1 if k > 0 else -1)
        amount, n = _multiplicity(n, number)
        if amount:
            colour = _band_colour(hue, sat, js_pow(0.75, float(amount - 1)) * 75)
            (plus if k > 0 else minus).extend([colour, colour])
    fives, n = _multiplicity(n, 5)
    if fives:
        colour = _band_colour(200, 100, js_pow(0.75, float(fives - 1)) * 75)
        plus.extend([colour, colour])
    threes, n = _multiplicity(n, 3)
    if threes:
        c = threes - 1
        colour = _band_colour(THREES_HUES[c % 3], 100, js_pow(0.75, float(c // 3)) * 75)
        plus.extend([colour, colour])
    twos, n = _multiplicity(n, 2)
    if twos:
        c = twos - 1
        colour = _band_colour(TWOS_HUES[c % 6], 100, js_pow(0.75, float(c // 6)) * 75)
        plus.extend([colour, colour])
    if not plus:
        plus = ["#ccc", "#ccc"]
    if minus:
        ctx.layer(background_image=_gradient(minus[::-1], negative),
                  mask_image="linear-gradient(90deg, #0000, #0000, #000, #000)")
    ctx.style(background_image=_gradient(plus[::-1], negative), text_shadow="none")
    if n > 1:
        rest = -(n - 1) if negative else n - 1
        add_subtile(ctx, rest, SUBTILE_SIZE, border="#fff", compound=True)


# --- 3069 and Odds-Only 3069 -----------------------------------------------------------

MAX_3069_PRIMES = 1 << 13
"""The reference tries every prime until the value is used up; we stop after this many."""


def _hue_layer(i: int) -> tuple[float, int]:
    """Hue and layer of the prime with index ``i``."""
    if i < 3:
        return i * 120.0, 0
    t, layer = 6, 1
    while i >= t:
        t *= 2
        layer += 1
    t //= 2
    return (i - t + 0.5) * 360 / t, layer


def _3069_colour(p: int, amount: int, odds: bool) -> list[Any]:
    """The band colour of the prime with index ``p`` met ``amount`` times.

    Odds-Only takes its hue from index ``p - 1``, greys out 2 and shifts the hue by the
    (unshifted) index ``p``: +60 below 4, -60 below 7, +180 beyond; lightness inverted.
    """
    hue, layer = _hue_layer(p - 1 if odds else p)
    sat = 100.0 if layer < 4 else js_pow(0.875, float(layer - 3)) * 100
    if odds and p == 0:
        hue, sat = 0.0, 0.0
    light = 100 - js_pow(0.8, float(amount)) * 90
    if odds:
        hue += 60 if p < 4 else (-60 if p < 7 else 180)
        light = 100 - light
    return _band_colour(hue, sat, light)


def _prime_limit(ctx: SchemeContext) -> float:
    """Param 1 caps the primes tried (default: all of them)."""
    if not ctx.params:
        return math.inf
    return to_number(ctx.param(1))


@scheme("3069", "Odds-Only 3069")
def scheme_3069(ctx: SchemeContext) -> None:
    """One band per prime factor: hue by the prime's index, lightness by its multiplicity."""
    odds = ctx.name == "Odds-Only 3069"
    value = js_bigint(ctx.value)
    value = 0 if value is None else value
    if value == 0:
        ctx.style(color="#444", background_color="#888", text_shadow="none",
                  background_image="none")
        return
    negative = value < 0
    ctx.style(color="#fff" if negative != odds else "#000")
    limit = _prime_limit(ctx)
    n = abs(value)
    colours: list[Any] = []
    index = 0
    primes = first_primes(64)
    while n > 1 and index < limit and index < MAX_3069_PRIMES:
        if index >= len(primes):
            primes = first_primes(2 * len(primes))
        prime = primes[index]
        amount, n = _multiplicity(n, prime)
        if amount:
            colour = _3069_colour(index, amount, odds)
            colours.extend([colour, colour])
        index += 1
    if not colours:
        empty = "#ddd" if odds else "#444"
        colours = [empty, empty]
    ctx.style(background_image=_gradient(colours, negative), text_shadow="none")
    if n > 1:
        rest = -(n - 1) if negative else n - 1
        add_subtile(ctx, rest, SUBTILE_SIZE, border="#000" if odds else "#fff",
                    compound=True)


# --- Bitwise 2048 ----------------------------------------------------------------------

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"


def _digits(n: int, base: int) -> list[int]:
    out = []
    while n:
        n, d = divmod(n, base)
        out.append(d)
    return out[::-1]


@scheme("Bitwise 2048")
def bitwise(ctx: SchemeContext) -> None:
    """The value's digits in a base as bands, plus the digits written at the bottom."""
    base = int(to_number(ctx.param(1, 2.0)))
    if base < 2 or base > len(DIGITS):
        base = 2
    value = ctx.bigint()
    if ctx.zero_len_min and ctx.paragraph is not None:
        length = len(ctx.paragraph.text or "")
        ctx.style(font_size=font_css(font_factor(length, 2.5, ctx.limits[1], ctx.options)))
    if value == 0:
        ctx.style(background_color="#000", background_image="none", color="#888")
        return
    negative = value < 0
    ctx.text_colour("#fff" if negative else "#000")
    digits = _digits(abs(value), base)
    log_base = math.log2(base)
    colours = []
    for k, d in enumerate(digits):
        if d == 0:
            continue
        power = len(digits) - 1 - k
        hue = (base - 2) * 222.49223595 + 26.5 * power * log_base
        colours.append(hsla(hue, d / (base - 1) * 100, 80 - 8 * ((power * log_base) % 8)))
    ctx.style(background_image=bands(_flip(colours, negative), 3))
    written = ("-" if negative else "") + "".join(DIGITS[d] for d in digits)
    addon: list[Any] = ["Innerscript", "@@" + written if written.startswith("@") else written,
                        "bottom-center", 6.0]
    ctx.node.add(innerscript(addon, ctx.env, ctx.variables, ctx.options))
