"""Schemes that paint bands of colour: 2295, 3069, Odds-Only 3069, Bitwise 2048.

(display.md 8.3 items 6, 7 and 11.) Each describes the value as a list of parts (special
prime factors, prime factors, digits) and paints one top-to-bottom ``linear-gradient``
band per part; parts the scheme cannot describe go to a subtile showing ``leftover - 1``.
"""

from __future__ import annotations

import math
from typing import Any

from ...calcarray.jsmath import js_pow
from ...calcarray.jsnum import number_to_string as num
from ...calcarray.jsnum import to_number
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
# Primes of the form 2^k + 1 (k >= 2; 5 is one of them) and 2^k - 1 (k = 3 ... 30), each
# with its fixed hue and saturation. Only 5, 17 (+1) and 7, 31 (-1) are pinned by vectors;
# the display spec does not list the others, so they are spread over the remaining hues.
PLUS_ONE = {5: (200, 100), 17: (295, 100), 257: (30, 100), 65537: (250, 100)}
MINUS_ONE = {7: (285, 100), 31: (0, 75), 127: (60, 75), 8191: (120, 75), 131071: (180, 75),
             524287: (240, 75)}


def _cycled(hues: list[int], e: int) -> str:
    """The hue cycles with the exponent and darkens with every full cycle."""
    return hsla(hues[(e - 1) % len(hues)], 100, 75 * js_pow(0.75, float((e - 1) // len(hues))))


@scheme("2295")
def scheme_2295(ctx: SchemeContext) -> None:
    """Bands for 2s, 3s and primes 2^k + 1; a right-hand gradient for primes 2^k - 1."""
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return
    negative = value < 0
    ctx.text_colour("#000" if negative else "#fff")
    n = abs(value)
    plus: list[str] = []
    minus: list[str] = []
    kinds: list[tuple[int, list[str]]] = [(2, plus), (3, plus)]
    kinds += [(q, plus) for q in sorted(PLUS_ONE)] + [(q, minus) for q in sorted(MINUS_ONE)]
    for p, colours in kinds:
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        if not e:
            continue
        if p == 2:
            plus.append(_cycled(TWOS_HUES, e))
        elif p == 3:
            plus.append(_cycled(THREES_HUES, e))
        else:
            hue, sat = (PLUS_ONE if colours is plus else MINUS_ONE)[p]
            colours.append(hsla(hue, sat, 75 * js_pow(0.75, float(e - 1))))
    plus = _flip(plus, negative) if plus else ["#ccc"]
    ctx.style(background_image=bands(plus))
    if minus:
        ctx.layer(background_image=bands(_flip(minus, negative)),
                  mask_image="linear-gradient(90deg, #0000, #0000, #000, #000)")
    if n > 1:
        add_subtile(ctx, n - 1, SUBTILE_SIZE, border="#fff")


# --- 3069 and Odds-Only 3069 -----------------------------------------------------------

DEFAULT_3069_PRIMES = 1229


def _hue_layer(i: int) -> tuple[float, int]:
    """Hue and layer of the prime with index ``i`` (display.md 8.3 item 7)."""
    if i < 3:
        return i * 120.0, 0
    t, layer = 6, 1
    while i >= t:
        t *= 2
        layer += 1
    t //= 2
    return (i - t + 0.5) * 360 / t, layer


def _3069_colour(i: int, m: int, odds: bool) -> str:
    if odds:
        if i == 0:
            return hsla(0, 0, js_pow(0.8, float(m)) * 90)
        i -= 1
    hue, layer = _hue_layer(i)
    sat = 100 if layer < 4 else js_pow(0.875, float(layer - 3)) * 100
    light = 100 - js_pow(0.8, float(m)) * 90
    if odds:
        hue += 60 if i < 4 else (-60 if i < 7 else 180)
        light = 100 - light
    return hsla(hue, sat, light)


@scheme("3069", "Odds-Only 3069")
def scheme_3069(ctx: SchemeContext) -> None:
    """One band per prime factor: hue by the prime's index, lightness by its multiplicity."""
    odds = ctx.name == "Odds-Only 3069"
    value = ctx.bigint()
    if value == 0:
        ctx.style(background_color="#888", background_image="none", color="#444")
        return
    negative = value < 0
    light_text = odds != negative
    ctx.text_colour("#fff" if light_text else "#000")
    count = int(to_number(ctx.param(1, float(DEFAULT_3069_PRIMES))))
    n = abs(value)
    colours = []
    for i, p in enumerate(first_primes(max(count, 1))):
        if n == 1:
            break
        m = 0
        while n % p == 0:
            n //= p
            m += 1
        if m:
            colours.append(_3069_colour(i, m, odds))
    if colours:
        ctx.style(background_image=bands(_flip(colours, negative)))
    else:
        empty = "#ddd" if odds else "#444"
        ctx.style(background_image=f"linear-gradient({empty}, {empty})")
    if n > 1:
        add_subtile(ctx, n - 1, SUBTILE_SIZE, border="#000" if odds else "#fff")


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
